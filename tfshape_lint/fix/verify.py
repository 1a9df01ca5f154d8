"""Apply fixes to source text: splice edits, verify, re-lint until nothing changes.

Edits are applied as text splices at their spans (as ruff does), so every byte
outside an edit is kept by construction. What splicing cannot guarantee is that the
code *around* an edit still means the same (an edit that opens a string or a bracket
swallows the code after it), so every round is verified before it is kept:

* the result parses (libcst, and Python's own parser when the original passed it);
* every token of the original that lies outside the edits is still there, unchanged,
  at its shifted offset (Python's tokenizer over both texts);
* the edited text can be encoded in the file's encoding.

All non-overlapping fixes of a round are applied together and verified together;
when that fails, each fix is verified alone, the broken ones are rejected (and named
in :attr:`FixOutcome.rejected`) and the rest are applied. Overlapping fixes wait for
the next round, after a re-lint. Newlines inside an edit are written in the file's
own style, so a fix never brings an LF into a CRLF file.
"""

from __future__ import annotations

import ast
import bisect
import io
import tokenize
import warnings
from dataclasses import dataclass
from typing import Dict, FrozenSet, Iterable, List, Optional, Sequence, Set, Tuple

from tfshape_lint.lines import LINE_BREAK, line_starts, newline_of
from tfshape_lint.lint.engine import lint_text
from tfshape_lint.model import Applicability, Diagnostic, FileOptions, Position

#: ruff's limit on fix rounds: a fix loop that does not settle is a bug, not a hang.
MAX_ROUNDS = 20

#: A text edit as offsets into the text: (start, end, replacement).
Splice = Tuple[int, int, str]


@dataclass(frozen=True)
class Rejection:
    """A fix that was not applied, and why (for a warning naming the file and rule)."""

    code: str
    reason: str
    line: int = 0

    def __str__(self) -> str:
        where = f" at line {self.line}" if self.line else ""
        return f"fix for {self.code}{where} not applied: {self.reason}"


@dataclass(frozen=True)
class FixOutcome:
    """The fixed text and what happened on the way.

    `original` are the findings before any fix, `remaining` those of the final text,
    `fixed` the findings whose fixes were applied (as reported in the round that
    fixed them), `rejected` the fixes that were refused, and `unsettled` says the
    loop stopped without reaching a fixed point (a cycle or MAX_ROUNDS).
    """

    text: str
    applied: int
    remaining: Tuple[Diagnostic, ...]
    rejected: Tuple[Rejection, ...] = ()
    original: Tuple[Diagnostic, ...] = ()
    fixed: Tuple[Diagnostic, ...] = ()
    unsettled: Optional[str] = None


def applicable(diagnostic: Diagnostic, unsafe: bool) -> bool:
    """Whether `diagnostic` has a fix that may be applied automatically at this level."""
    fix = diagnostic.fix
    if fix is None or not fix.edits:
        return False
    return fix.applicability is Applicability.SAFE or (unsafe and fix.applicability is Applicability.UNSAFE)


def offset_of(starts: Sequence[int], position: Position) -> int:
    """The text offset of a 1-based (line, column) position."""
    return starts[position.line - 1] + position.column - 1


def _splices(text: str, starts: Sequence[int], diagnostic: Diagnostic) -> List[Splice]:
    if diagnostic.fix is None:
        return []
    newline = newline_of(text)
    edits = []
    for edit in diagnostic.fix.edits:
        content = edit.content
        if newline != "\n" and "\n" in content:
            content = LINE_BREAK.sub(newline, content)
        edits.append((offset_of(starts, edit.span.start), offset_of(starts, edit.span.end), content))
    return edits


def apply_splices(text: str, edits: Iterable[Splice]) -> str:
    """Replace each (start, end) range by its content; ranges must not overlap."""
    pieces: List[str] = []
    cursor = 0
    for start, end, content in sorted(edits, key=lambda edit: (edit[0], edit[1])):
        pieces.append(text[cursor:start])
        pieces.append(content)
        cursor = end
    pieces.append(text[cursor:])
    return "".join(pieces)


class _Taken:
    """The ranges already chosen, which do not overlap one another, sorted by start: a new
    edit is checked against its neighbours only (against every range it was quadratic:
    40,000 fixes in one file took 189 s)."""

    def __init__(self) -> None:
        #: Sorted by (start, end): an insertion before a replacement that starts there.
        self.ranges: List[Tuple[int, int]] = []

    def overlaps(self, edits: Sequence[Splice]) -> bool:
        # Two insertions at the same point overlap too: their order would be arbitrary.
        for start, end, _ in edits:
            j = bisect.bisect_right(self.ranges, (end, end)) - 1
            while j >= 0:
                a, b = self.ranges[j]
                if start < b and a < end or start == end == a == b:
                    return True
                if b <= start and a < start:
                    break  # every range before this one ends before it starts
                j -= 1
        return False

    def add(self, edits: Sequence[Splice]) -> None:
        for start, end, _ in edits:
            bisect.insort(self.ranges, (start, end))


def splice(text: str, diagnostics: Sequence[Diagnostic], unsafe: bool) -> Tuple[str, int]:
    """Apply the non-overlapping fixes of `diagnostics` in one pass, unverified; returns (text, count)."""
    starts = line_starts(text)
    chosen: List[Splice] = []
    taken = _Taken()
    applied = 0
    for diagnostic in diagnostics:
        if not applicable(diagnostic, unsafe):
            continue
        edits = _splices(text, starts, diagnostic)
        if taken.overlaps(edits):
            continue
        chosen.extend(edits)
        taken.add(edits)
        applied += 1
    return apply_splices(text, chosen), applied


# -- verification -------------------------------------------------------------


class _Tokens:
    """A text's tokens keyed by start offset, or None when the text does not tokenize."""

    def __init__(self, text: str) -> None:
        self.by_offset: Optional[Dict[int, Tuple[int, int, str]]] = None
        lines = io.StringIO(text).readlines()
        starts = [0]
        for line in lines:
            starts.append(starts[-1] + len(line))
        table: Dict[int, Tuple[int, int, str]] = {}
        try:
            for token in tokenize.generate_tokens(io.StringIO(text).readline):
                row, column = token.start
                end_row, end_column = token.end
                if row - 1 >= len(starts) or end_row - 1 >= len(starts):
                    continue  # ENDMARKER/DEDENT past the last line carry no text
                start = starts[row - 1] + column
                table.setdefault(start, (token.type, starts[end_row - 1] + end_column, token.string))
        except (tokenize.TokenError, SyntaxError, IndentationError):
            return
        self.by_offset = table


class _EditIndex:
    """The edits of one candidate, sorted, for O(log n) questions about an offset (a
    fix run with 10,000 edits asked every token about every edit: 200 s)."""

    def __init__(self, edits: Sequence[Splice]) -> None:
        ordered = sorted((start, end) + (len(content) - (end - start),) for start, end, content in edits)
        self.starts = [start for start, _, _ in ordered]
        self.ends = [end for _, end, _ in ordered]
        self.sorted = all(a <= b for a, b in zip(self.ends, self.ends[1:]))
        self.before = [0]  # before[i]: how much edits 0..i-1 move what follows them
        for _, _, delta in ordered:
            self.before.append(self.before[-1] + delta)
        self.edits = edits

    def cuts(self, start: int, end: int) -> bool:
        """Whether an edit overlaps the token at [start, end) (or inserts inside it)."""
        if not self.sorted:
            return any(start < e and s < end for s, e, _ in self.edits)
        first = bisect.bisect_right(self.ends, start)  # the first edit ending after `start`
        return first < len(self.starts) and self.starts[first] < end

    def shift(self, offset: int) -> int:
        """Where `offset` of the original lands in the edited text."""
        if not self.sorted:
            return offset + sum(len(content) - (e - s) for s, e, content in self.edits if e <= offset)
        return offset + self.before[bisect.bisect_right(self.ends, offset)]


def _outside_unchanged(original: _Tokens, candidate: _Tokens, edits: Sequence[Splice]) -> bool:
    if original.by_offset is None:
        return True  # nothing to compare against: the parse checks must do
    if candidate.by_offset is None:
        return False
    index = _EditIndex(edits)
    for start, (kind, end, string) in original.by_offset.items():
        if kind in (tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER, tokenize.NL, tokenize.NEWLINE):
            continue  # zero-width or layout tokens move with an edit that adds a line
        if index.cuts(start, end):
            continue  # inside (or cut by) an edit: the fix's own business
        other = candidate.by_offset.get(index.shift(start))
        if other is None or other[0] != kind or other[2] != string:
            return False
    return True


def _python_parses(text: str) -> bool:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # invalid escape sequences etc. are not ours to report
            ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


class _Verifier:
    """Checks candidate texts against one original text (its tokens computed once)."""

    def __init__(self, original: str, encoding: Optional[str], libcst: bool = True) -> None:
        self.original = original
        self.encoding = encoding
        # Off in the first try of a round: the re-lint parses with libcst anyway.
        self.libcst = libcst
        self._tokens: Optional[_Tokens] = None
        self._python_ok: Optional[bool] = None

    def problem(self, candidate: str, edits: Sequence[Splice]) -> Optional[str]:
        """None when `candidate` is a faithful edit of the original, else the reason."""
        from tfshape_lint.lint.parse import parse_module

        if self.encoding is not None:
            for _, _, content in edits:
                try:
                    content.encode(self.encoding)
                except (UnicodeEncodeError, LookupError):
                    return f"the new code cannot be written in the file's encoding ({self.encoding})"
        if self.libcst:
            try:
                parse_module(candidate)
            except Exception as error:  # noqa: BLE001 - any parse failure means: do not apply
                return f"the result would not parse ({type(error).__name__})"
        if self._python_ok is None:
            self._python_ok = _python_parses(self.original)
        if self._python_ok and not _python_parses(candidate):
            return "the result would not parse (SyntaxError)"
        if self._tokens is None:
            self._tokens = _Tokens(self.original)
        if not _outside_unchanged(self._tokens, _Tokens(candidate), edits):
            return "it would change code outside its edit"
        return None


# -- the loop ------------------------------------------------------------------


def _key(text: str, edits: Sequence[Splice], code: str) -> Tuple[str, Tuple[Tuple[str, str], ...]]:
    """What identifies a fix across rounds (positions move; the code it replaces does not)."""
    return code, tuple((text[start:end], content) for start, end, content in edits)


def _round(
    text: str,
    diagnostics: Sequence[Diagnostic],
    unsafe: bool,
    encoding: Optional[str],
    libcst: bool,
    refused: Set[Tuple[str, Tuple[Tuple[str, str], ...]]],
    rejected: List[Rejection],
) -> Tuple[str, List[Diagnostic]]:
    """One round: choose, apply together, verify (each alone on failure). Returns (text, fixed)."""
    starts = line_starts(text)
    chosen: List[Tuple[Diagnostic, List[Splice]]] = []
    taken = _Taken()
    for diagnostic in diagnostics:
        if not applicable(diagnostic, unsafe):
            continue
        edits = _splices(text, starts, diagnostic)
        if all(text[start:end] == content for start, end, content in edits):
            continue  # a no-op: applying it would loop forever
        if _key(text, edits, diagnostic.code) in refused or taken.overlaps(edits):
            continue
        chosen.append((diagnostic, edits))
        taken.add(edits)
    if not chosen:
        return text, []
    verifier = _Verifier(text, encoding, libcst)
    everything = [edit for _, edits in chosen for edit in edits]
    candidate = apply_splices(text, everything)
    if verifier.problem(candidate, everything) is None:
        return candidate, [diagnostic for diagnostic, _ in chosen]
    good: List[Tuple[Diagnostic, List[Splice]]] = []
    for diagnostic, edits in chosen:
        reason = verifier.problem(apply_splices(text, edits), edits)
        if reason is None:
            good.append((diagnostic, edits))
        else:
            refused.add(_key(text, edits, diagnostic.code))
            rejected.append(Rejection(diagnostic.code, reason, diagnostic.span.start.line))
    if not good:
        return text, []
    together = [edit for _, edits in good for edit in edits]
    candidate = apply_splices(text, together)
    if verifier.problem(candidate, together) is None:
        return candidate, [diagnostic for diagnostic, _ in good]
    # Each is fine alone but not together: take one now, the others next round.
    diagnostic, edits = good[0]
    return apply_splices(text, edits), [diagnostic]


def fix_text(
    text: str,
    display: str,
    options: FileOptions,
    *,
    unsafe: bool = False,
    encoding: Optional[str] = None,
    codes: Optional[FrozenSet[str]] = None,
) -> FixOutcome:
    """Fix `text` until no applicable fix remains (or MAX_ROUNDS), verifying every round.

    `encoding` is the file's encoding, so that a fix that cannot be written back is
    refused up front; `codes`, when given, limits which rules' fixes are applied.
    """
    diagnostics, _ = lint_text(text, display, options)
    original = tuple(diagnostics)
    refused: Set[Tuple[str, Tuple[Tuple[str, str], ...]]] = set()
    rejected: List[Rejection] = []
    fixed: List[Diagnostic] = []
    seen = {text}
    unsettled: Optional[str] = None
    for _ in range(MAX_ROUNDS):
        candidates = [d for d in diagnostics if codes is None or d.code in codes]
        text_after, fixed_now = _round(text, candidates, unsafe, encoding, False, refused, rejected)
        if not fixed_now:
            break
        after, module = lint_text(text_after, display, options)
        if module is None:
            # Python's parser took it, libcst's did not: redo the round checking with libcst.
            text_after, fixed_now = _round(text, candidates, unsafe, encoding, True, refused, rejected)
            if not fixed_now:
                break
            after, _ = lint_text(text_after, display, options)
        text = text_after
        fixed.extend(fixed_now)
        diagnostics = after
        if text in seen:
            unsettled = "the fixes undo each other (a cycle); stopped"
            break
        seen.add(text)
    else:
        if any(applicable(d, unsafe) for d in diagnostics):
            unsettled = f"the fixes did not settle after {MAX_ROUNDS} rounds; stopped"
    return FixOutcome(
        text, len(fixed), tuple(diagnostics), tuple(rejected), original, tuple(fixed), unsettled
    )
