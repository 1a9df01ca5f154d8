"""The fix loop and the write-back: what is applied, what is refused, what is kept byte for byte."""

from __future__ import annotations

import codecs
import os
import stat
from pathlib import Path
from typing import Any, List

import pytest

from tests.helpers import lint, options
from tfshape_lint.fix import verify as fixes
from tfshape_lint.fix import writeback
from tfshape_lint.fix.session import FixMode, fix_bytes, fix_path, unified_diff
from tfshape_lint.fix.verify import apply_splices, fix_text, line_starts, newline_of
from tfshape_lint.model import Applicability, Diagnostic, Edit, Fix, Position, Span

BATCH = "import tensorflow as tf\nds = tf.data.Dataset.range(10)\nds = ds.batch(4)\n"
FIXED = "import tensorflow as tf\nds = tf.data.Dataset.range(10)\nds = ds.batch(4, drop_remainder=True)\n"
TFS201 = options(["TFS201"])


def _edit(content: str, line: int, column: int, end_line: int, end_column: int) -> Edit:
    return Edit(content, Span(Position(line, column), Position(end_line, end_column)))


def _finding(code: str, *edits: Edit, applicability: Applicability = Applicability.SAFE) -> Diagnostic:
    first = edits[0].span if edits else Span.at(1)
    return Diagnostic(code, f"rule-{code.lower()}", "m", first, fix=Fix(applicability, "fix it", tuple(edits)))


class FakeLinter:
    """Stands in for the engine: returns the given findings for the first text only."""

    def __init__(self, *findings: Diagnostic) -> None:
        self.findings: List[Diagnostic] = list(findings)
        self.calls = 0

    def __call__(self, text: str, display: str, options: Any, **_: Any) -> Any:
        self.calls += 1
        return (self.findings if self.calls == 1 else []), object()  # a parsed module


# -- applying and counting --------------------------------------------------------


def test_unsafe_fix_needs_opt_in() -> None:
    assert fix_text(BATCH, "a.py", TFS201).applied == 0
    outcome = fix_text(BATCH, "a.py", TFS201, unsafe=True)
    assert outcome.text == FIXED
    assert outcome.applied == 1 and [d.code for d in outcome.fixed] == ["TFS201"]
    assert [d.code for d in outcome.original] == ["TFS201"] and outcome.remaining == ()


def test_several_fixes_in_one_file_are_applied_together() -> None:
    text = BATCH + "a = ds.batch(2)\nb = ds.padded_batch(3)\n"
    outcome = fix_text(text, "a.py", TFS201, unsafe=True)
    assert outcome.applied == 3
    assert outcome.text.count("drop_remainder=True") == 3
    assert lint(outcome.text, ["TFS201"]) == []


def test_nested_fixes_overlap_and_settle_in_later_rounds() -> None:
    # The outer call's edit covers the inner one: one per round, never both at once.
    text = "import tensorflow as tf\nds = tf.data.Dataset.range(10).batch(2).batch(3)\n"
    outcome = fix_text(text, "a.py", TFS201, unsafe=True)
    assert outcome.text == "import tensorflow as tf\nds = tf.data.Dataset.range(10).batch(2, drop_remainder=True).batch(3, drop_remainder=True)\n"
    assert outcome.applied == 2 and outcome.unsettled is None


def test_second_run_is_a_no_op() -> None:
    once = fix_text(BATCH, "a.py", TFS201, unsafe=True)
    twice = fix_text(once.text, "a.py", TFS201, unsafe=True)
    assert twice.applied == 0 and twice.text == once.text


def test_codes_limit_which_fixes_apply() -> None:
    assert fix_text(BATCH, "a.py", TFS201, unsafe=True, codes=frozenset({"TFS101"})).applied == 0


def test_display_only_fixes_are_never_applied(monkeypatch: pytest.MonkeyPatch) -> None:
    shown = _finding("TFS401", _edit("X", 1, 1, 1, 2), applicability=Applicability.DISPLAY_ONLY)
    monkeypatch.setattr(fixes, "lint_text", FakeLinter(shown))
    assert fix_text("y = 1\n", "a.py", TFS201, unsafe=True).applied == 0


# -- refusing -----------------------------------------------------------------------


def test_fix_that_breaks_parsing_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fixes, "lint_text", FakeLinter(_finding("TFS201", _edit("(", 1, 5, 1, 6))))
    outcome = fix_text("x = 1\n", "a.py", TFS201, unsafe=True)
    assert outcome.text == "x = 1\n" and outcome.applied == 0
    assert [(r.code, r.line) for r in outcome.rejected] == [("TFS201", 1)]
    assert "would not parse" in str(outcome.rejected[0])


def test_fix_that_swallows_code_after_it_is_refused_even_though_it_parses(monkeypatch: pytest.MonkeyPatch) -> None:
    # `1` -> `\'\'\'` opens a string that a quote in a later comment closes: valid Python, but
    # `y = 2` became string content. Only the token check can see that.
    text = "x = f(1)\ny = 2\nz = [3]  # \'\'\')\n"
    bad = _finding("TFS201", _edit("\'\'\'", 1, 7, 1, 8))
    assert fixes._python_parses(apply_splices(text, [(6, 7, "\'\'\'")]))
    monkeypatch.setattr(fixes, "lint_text", FakeLinter(bad))
    outcome = fix_text(text, "a.py", TFS201, unsafe=True)
    assert outcome.text == text and outcome.applied == 0
    assert "outside its edit" in str(outcome.rejected[0])


def test_edit_that_adds_a_comment_at_the_end_of_its_line_is_fine(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "a = 1\nb = 2\n"
    monkeypatch.setattr(fixes, "lint_text", FakeLinter(_finding("TFS201", _edit("1  # static", 1, 5, 1, 6))))
    outcome = fix_text(text, "a.py", TFS201, unsafe=True)
    assert outcome.text == "a = 1  # static\nb = 2\n" and outcome.rejected == ()


def test_bad_fix_is_refused_and_good_ones_still_apply(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "a = f(1)\nb = f(2)\n"
    good = _finding("TFS201", _edit("f(1, k=True)", 1, 5, 1, 9))
    bad = _finding("TFS202", _edit("f(2", 2, 5, 2, 9))
    monkeypatch.setattr(fixes, "lint_text", FakeLinter(good, bad))
    outcome = fix_text(text, "a.py", TFS201, unsafe=True)
    assert outcome.text == "a = f(1, k=True)\nb = f(2)\n"
    assert outcome.applied == 1 and [r.code for r in outcome.rejected] == ["TFS202"]


def test_fix_that_cannot_be_encoded_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fixes, "lint_text", FakeLinter(_finding("TFS201", _edit("'✓'", 1, 5, 1, 6))))
    outcome = fix_text("x = 1\n", "a.py", TFS201, unsafe=True, encoding="latin-1")
    assert outcome.applied == 0 and "encoding" in str(outcome.rejected[0])


def test_no_op_fix_is_not_counted_and_does_not_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    linter = FakeLinter(_finding("TFS201", _edit("1", 1, 5, 1, 6)))
    monkeypatch.setattr(fixes, "lint_text", linter)
    outcome = fix_text("x = 1\n", "a.py", TFS201, unsafe=True)
    assert outcome.applied == 0 and linter.calls == 1


def test_fixes_that_undo_each_other_stop(monkeypatch: pytest.MonkeyPatch) -> None:
    def flip(text: str, display: str, options: Any, **_: Any) -> Any:
        content = "2" if "1" in text else "1"
        return [_finding("TFS201", _edit(content, 1, 5, 1, 6))], object()

    monkeypatch.setattr(fixes, "lint_text", flip)
    outcome = fix_text("x = 1\n", "a.py", TFS201, unsafe=True)
    assert outcome.unsettled is not None and "cycle" in outcome.unsettled
    assert outcome.text in ("x = 1\n", "x = 2\n")


# -- newlines and positions --------------------------------------------------------


def test_lines_are_counted_as_libcst_counts_them() -> None:
    assert line_starts("a\r\nb\rc\nd") == [0, 3, 5, 7]
    assert newline_of("a\r\nb\n") == "\r\n" and newline_of("a") == "\n"


def test_edit_newlines_follow_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "x = f(1)\r\ny = 2\r\n"
    monkeypatch.setattr(fixes, "lint_text", FakeLinter(_finding("TFS201", _edit("f(\n    1,\n)", 1, 5, 1, 9))))
    outcome = fix_text(text, "a.py", TFS201, unsafe=True)
    assert outcome.text == "x = f(\r\n    1,\r\n)\r\ny = 2\r\n"


def test_crlf_file_keeps_crlf() -> None:
    text = BATCH.replace("\n", "\r\n")
    outcome = fix_text(text, "a.py", TFS201, unsafe=True)
    assert outcome.text == FIXED.replace("\n", "\r\n")


def test_lone_cr_file_is_fixed_in_place() -> None:
    text = BATCH.replace("\n", "\r")
    assert fix_text(text, "a.py", TFS201, unsafe=True).text == FIXED.replace("\n", "\r")


def test_non_ascii_before_the_edit_on_the_same_line() -> None:
    text = BATCH.replace("ds = ds.batch(4)", "s = 'é✓'; ds = ds.batch(4)")
    assert fix_text(text, "a.py", TFS201, unsafe=True).text == FIXED.replace("ds = ds.batch(4, ", "s = 'é✓'; ds = ds.batch(4, ")


# -- fixing bytes and files --------------------------------------------------------------


def _bytes_round_trip(data: bytes) -> bytes:
    fixed = fix_bytes(data, "a.py", TFS201, FixMode(unsafe=True))
    assert fixed.data is not None and fixed.result.fixed == 1
    return fixed.data


def test_bom_is_kept() -> None:
    data = codecs.BOM_UTF8 + BATCH.encode()
    assert _bytes_round_trip(data) == codecs.BOM_UTF8 + FIXED.encode()


def test_latin1_coding_cookie_is_kept() -> None:
    head = "# -*- coding: latin-1 -*-\n# Müller's data\n"
    data = (head + BATCH).encode("latin-1")
    assert _bytes_round_trip(data) == (head + FIXED).encode("latin-1")


def test_file_without_tensorflow_is_not_touched() -> None:
    assert fix_bytes(b"x = 1\n", "a.py", TFS201, FixMode(unsafe=True)).data is None


def test_undecodable_file_reports_instead_of_fixing() -> None:
    fixed = fix_bytes(b"import tensorflow\nx = '\xff'\n", "a.py", options(["TFS001", "TFS201"]), FixMode(unsafe=True))
    assert fixed.data is None and [d.code for d in fixed.result.diagnostics] == ["TFS001"]


def test_unified_diff_marks_missing_final_newline() -> None:
    diff = unified_diff("a\nb", "a\nc", "x.py")
    assert diff.startswith("--- x.py\n+++ x.py\n")
    assert "-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n" in diff


def test_fix_path_writes_atomically_and_keeps_mode(tmp_path: Path) -> None:
    path = tmp_path / "a.py"
    path.write_bytes(BATCH.encode())
    os.chmod(path, 0o640)
    inode = path.stat().st_ino
    fixed = fix_path(str(path), "a.py", TFS201, FixMode(unsafe=True))
    assert path.read_bytes() == FIXED.encode() and fixed.result.fixed == 1
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert path.stat().st_ino != inode  # replaced by rename, not rewritten in place
    assert [p.name for p in tmp_path.iterdir()] == ["a.py"]  # no temporary left behind


def test_fix_through_a_symlink_fixes_the_target(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    target = tmp_path / "real.py"
    target.write_text(BATCH)
    link = tmp_path / "link.py"
    link.symlink_to(target)
    fix_path(str(link), "link.py", TFS201, FixMode(unsafe=True))
    assert link.is_symlink() and target.read_text() == FIXED


def test_a_symlink_out_of_the_current_folder_is_not_fixed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A repository's `x.py -> ~/.bashrc` must not make --fix edit a file elsewhere."""
    project = tmp_path / "project"
    project.mkdir()
    monkeypatch.chdir(project)
    target = tmp_path / "elsewhere.py"
    target.write_text(BATCH)
    (project / "link.py").symlink_to(target)
    fixed = fix_path("link.py", "link.py", TFS201, FixMode(unsafe=True))
    assert target.read_text() == BATCH
    assert [d.code for d in fixed.result.diagnostics] == ["TFS201"]
    assert any("outside the current folder" in warning for warning in fixed.warnings)


def test_read_only_file_is_reported_not_written(tmp_path: Path) -> None:
    path = tmp_path / "a.py"
    path.write_text(BATCH)
    os.chmod(path, 0o444)
    fixed = fix_path(str(path), "a.py", TFS201, FixMode(unsafe=True))
    assert path.read_text() == BATCH
    assert fixed.result.fixed == 0 and [d.code for d in fixed.result.diagnostics] == ["TFS201"]
    assert any("read-only" in warning for warning in fixed.warnings)


def test_file_changed_while_fixing_is_not_overwritten(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "a.py"
    path.write_text(BATCH)
    edited = BATCH + "# saved by the editor meanwhile\n"
    real_fix_bytes = fix_bytes

    def fix_then_edit(*args: Any, **kwargs: Any) -> Any:
        result = real_fix_bytes(*args, **kwargs)
        path.write_text(edited)
        return result

    monkeypatch.setattr("tfshape_lint.fix.session.fix_bytes", fix_then_edit)
    fixed = fix_path(str(path), "a.py", TFS201, FixMode(unsafe=True))
    assert path.read_text() == edited
    assert fixed.result.fixed == 0 and any("changed on disk" in w for w in fixed.warnings)
    assert [p.name for p in tmp_path.iterdir()] == ["a.py"]


def test_same_content_rewritten_meanwhile_still_counts_as_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "a.py"
    path.write_text(BATCH)
    snapshot = writeback.Snapshot.read(str(path))
    os.utime(path, ns=(snapshot.mtime_ns + 10**9, snapshot.mtime_ns + 10**9))
    assert snapshot.unchanged()
    path.write_text(BATCH.replace("4", "5"))
    assert not snapshot.unchanged()


def test_failed_replace_leaves_original_and_no_temporary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "a.py"
    path.write_text(BATCH)

    def refuse(*_: Any) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    fixed = fix_path(str(path), "a.py", TFS201, FixMode(unsafe=True))
    assert path.read_text() == BATCH and any("Permission denied" in w for w in fixed.warnings)
    assert [p.name for p in tmp_path.iterdir()] == ["a.py"]


def test_diff_mode_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "a.py"
    path.write_text(BATCH)
    before = path.stat().st_mtime_ns
    fixed = fix_path(str(path), "a.py", TFS201, FixMode(unsafe=True, write=False, diff=True))
    assert path.read_text() == BATCH and path.stat().st_mtime_ns == before
    assert "+ds = ds.batch(4, drop_remainder=True)" in fixed.diff


def test_a_result_libcst_cannot_parse_is_caught_by_the_relint(monkeypatch: pytest.MonkeyPatch) -> None:
    # Python's parser accepts the round; the re-lint's libcst parse does not (module None):
    # the round is redone with libcst checking each fix, and the fix is refused.
    calls: List[str] = []
    fix = _finding("TFS201", _edit("2", 1, 5, 1, 6))

    def linter(text: str, display: str, options: Any, **_: Any) -> Any:
        calls.append(text)
        if text == "x = 2\n":
            return [], None
        return [fix], object()

    import libcst

    real_parse = libcst.parse_module

    def picky_parse(source: str, *args: Any, **kwargs: Any) -> Any:
        if source == "x = 2\n":
            raise libcst.ParserSyntaxError("no", lines=[source], raw_line=1, raw_column=0)
        return real_parse(source, *args, **kwargs)

    monkeypatch.setattr(fixes, "lint_text", linter)
    monkeypatch.setattr(libcst, "parse_module", picky_parse)
    outcome = fix_text("x = 1\n", "a.py", TFS201, unsafe=True)
    assert outcome.text == "x = 1\n" and outcome.applied == 0
    assert "would not parse" in str(outcome.rejected[0])


def test_taken_ranges_refuse_exactly_what_a_full_comparison_refuses() -> None:
    # The neighbour check that keeps `--fix` linear in the fixes of one file (stop 30) must
    # choose exactly the edits that comparing against every chosen range chose.
    import random

    from tfshape_lint.fix.verify import _Taken

    def overlaps(edits, taken):  # the old, quadratic test
        return any(s < b and a < e or s == e == a == b for s, e, _ in edits for a, b in taken)

    rng = random.Random(30)
    for _ in range(300):
        taken, brute = _Taken(), []
        for _ in range(40):
            start = rng.randrange(60)
            edits = [(start, start + rng.choice([0, 0, 1, 2, 5]), "x")]
            expected = overlaps(edits, brute)
            assert taken.overlaps(edits) == expected
            if not expected:
                taken.add(edits)
                brute.extend((s, e) for s, e, _ in edits)
