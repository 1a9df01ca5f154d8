"""Property tests: TFS201's fix over generated `.batch(...)` call forms and formatting.

Each example is a file `head + call + tail`. Whatever the call looks like (positional
or keyword size, an existing `drop_remainder=False`, other keywords, one line or one
argument per line, trailing commas, comments inside the call, a parenthesised chain,
LF or CRLF), fixing it must give code that parses, has no TFS201 left, keeps `head`
and `tail` byte for byte, keeps every argument and comment of the call, passes
`drop_remainder` exactly once, and is left alone by a second run.
"""

from __future__ import annotations

import ast
import io
import tokenize
from dataclasses import dataclass
from typing import List, Optional, Tuple

import libcst as cst
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers import lint, options
from tfshape_lint.fix.verify import fix_text

TFS201 = options(["TFS201"])
HEAD = "import tensorflow as tf\n\nBATCH = 32  # global\nds = tf.data.Dataset.range(n_items)\n"
TAIL = "model.fit(ds, epochs=2)  # after\n"


@dataclass(frozen=True)
class CallForm:
    """One generated `.batch(...)` call: its parts, rendered by `render`."""

    receiver: str
    method: str
    size: str
    size_keyword: bool
    drop: Optional[str]  # None, "keyword" or "positional" (value False)
    extras: Tuple[str, ...]
    multiline: bool
    trailing_comma: bool
    comments: bool
    suffix: str

    def arguments(self) -> List[str]:
        size_name = "batch_size" if self.method in ("batch", "rebatch") else "batch_size"
        args = [f"{size_name}={self.size}" if self.size_keyword else self.size]
        if self.drop == "positional" and not self.size_keyword and self.method == "batch":
            args.append("False")
        elif self.drop is not None:
            args.append("drop_remainder=False")
        args.extend(self.extras)
        return args

    def render(self, newline: str) -> str:
        args = self.arguments()
        if not self.multiline:
            inner = ", ".join(args) + ("," if self.trailing_comma else "")
            call = f"{self.receiver}.{self.method}({inner})"
        else:
            lines = []
            for index, arg in enumerate(args):
                last = index == len(args) - 1
                comma = "," if (not last or self.trailing_comma) else ""
                comment = f"  # arg {index}" if self.comments else ""
                lines.append(f"    {arg}{comma}{comment}")
            call = f"{self.receiver}.{self.method}(\n" + "\n".join(lines) + "\n)"
        return ("ds = " + call + self.suffix + "\n").replace("\n", newline)


RECEIVERS = st.sampled_from([
    "ds",
    "ds.shuffle(100)",
    "tf.data.Dataset.range(n)",
    "(tf.data.Dataset.from_tensor_slices(x)\n    .map(parse)  # decode\n    .shuffle(8))",
])
EXTRAS = st.lists(
    st.sampled_from(["num_parallel_calls=tf.data.AUTOTUNE", "deterministic=True", "name='batch'"]),
    max_size=2,
    unique=True,
)


@st.composite
def call_forms(draw: st.DrawFn) -> CallForm:
    method = draw(st.sampled_from(["batch", "padded_batch", "rebatch"]))
    extras = tuple(draw(EXTRAS)) if method == "batch" else ()
    return CallForm(
        receiver=draw(RECEIVERS),
        method=method,
        size=draw(st.sampled_from(["4", "BATCH", "BATCH * 2", "(32)"])),
        size_keyword=draw(st.booleans()),
        drop=draw(st.sampled_from([None, None, "keyword", "positional"])),
        extras=extras,
        multiline=draw(st.booleans()),
        trailing_comma=draw(st.booleans()),
        comments=draw(st.booleans()),
        suffix=draw(st.sampled_from(["", ".prefetch(2)", "  # trailing comment"])),
    )


def _comments(text: str) -> List[str]:
    return [tok.string for tok in tokenize.generate_tokens(io.StringIO(text).readline) if tok.type == tokenize.COMMENT]


def _call_of(source: str) -> ast.Call:
    """The batching call in the statement `ds = ...` (the outermost one with that method)."""
    statement = ast.parse(source).body[-1]
    assert isinstance(statement, ast.Assign)
    node: ast.AST = statement.value
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if node.func.attr in ("batch", "padded_batch", "rebatch"):
            return node
        node = node.func.value
    raise AssertionError(f"no batching call in {source!r}")


def _binding(call: ast.Call) -> Tuple[List[str], List[Tuple[Optional[str], str]], int]:
    """Positional args, keywords other than drop_remainder, and how often drop_remainder is passed."""
    positional = [ast.dump(arg) for arg in call.args]
    keywords = [(k.arg, ast.dump(k.value)) for k in call.keywords if k.arg != "drop_remainder"]
    drops = sum(1 for k in call.keywords if k.arg == "drop_remainder")
    if len(call.args) >= 2 and isinstance(call.func, ast.Attribute) and call.func.attr == "batch":
        drops += 1
        positional = positional[:1]
    return positional, keywords, drops


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(form=call_forms(), crlf=st.booleans())
def test_fix_changes_only_the_call_and_settles(form: CallForm, crlf: bool) -> None:
    newline = "\r\n" if crlf else "\n"
    head, call, tail = HEAD.replace("\n", newline), form.render(newline), TAIL.replace("\n", newline)
    source = head + call + tail
    assert [d.code for d in lint(source, ["TFS201"])] == ["TFS201"], source

    outcome = fix_text(source, "gen.py", TFS201, unsafe=True)
    fixed = outcome.text
    assert outcome.applied == 1 and outcome.rejected == ()

    cst.parse_module(fixed)
    assert lint(fixed, ["TFS201"]) == []
    assert fixed.startswith(head) and fixed.endswith(tail)
    new_call = fixed[len(head) : len(fixed) - len(tail)]
    if crlf:
        assert "\n" not in new_call.replace("\r\n", "")
    assert _comments(new_call.replace("\r\n", "\n")) == _comments(call.replace("\r\n", "\n"))

    before_positional, before_keywords, _ = _binding(_call_of(call.replace("\r\n", "\n")))
    after = _call_of(new_call.replace("\r\n", "\n"))
    after_positional, after_keywords, drops = _binding(after)
    assert (after_positional, sorted(after_keywords, key=repr)) == (before_positional, sorted(before_keywords, key=repr))
    assert drops == 1, new_call
    true = [k for k in after.keywords if k.arg == "drop_remainder"] or []
    if true:
        assert isinstance(true[0].value, ast.Constant) and true[0].value.value is True
    else:
        assert isinstance(after.args[1], ast.Constant) and after.args[1].value is True

    again = fix_text(fixed, "gen.py", TFS201, unsafe=True)
    assert again.applied == 0 and again.text == fixed
