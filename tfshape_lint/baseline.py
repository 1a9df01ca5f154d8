"""A baseline: the findings a legacy codebase already has, recorded so only new ones are reported.

``tfshape-lint --write-baseline FILE`` records every current finding;
``tfshape-lint --baseline FILE`` (or the config key ``baseline``) hides them again.

A finding is keyed by its file, its code and a hash of its *statement*: the source
of the lines it spans, hashed without whitespace. Line numbers are not part of the
key, so the baseline survives code being added or removed above a finding, and a
formatter re-indenting, re-spacing or re-wrapping it. Identical statements in one file are counted: a baseline that
recorded two ``ds = ds.batch(4)`` hides two, and a third copy is reported.

The file is JSON with a ``version`` field, sorted keys and one entry per line group,
so that a change to it reads well in a code review. Paths in it are relative to the
folder of the baseline file, so it works from any current folder.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Set, Tuple

from tfshape_lint.lines import source_lines
from tfshape_lint.model import Diagnostic, FileResult
from tfshape_lint.relative_paths import posix, relative_path
from tfshape_lint.reporters.fingerprints import folded, text_digest

#: Bumped when the key or the layout changes; an old file is then an error, not silently ignored.
VERSION = 1

#: How much of the statement the file shows next to its hash (for reviewers only).
PREVIEW_CHARS = 100

#: (code, statement hash) -> how many findings with that key the file may have.
Counts = Dict[Tuple[str, str], int]


#: The largest baseline read (a baseline of 100,000 findings is about 20 MB).
MAX_BASELINE_BYTES = 256 * 1024 * 1024


class BaselineError(Exception):
    """A baseline file that cannot be read or used; the message says which and why."""


def statement_text(diagnostic: Diagnostic, lines: Sequence[str]) -> str:
    """The whitespace-folded source of the lines a finding spans ('' when unknown)."""
    start, end = diagnostic.span.start.line, max(diagnostic.span.start.line, diagnostic.span.end.line)
    if diagnostic.cell is not None or not 0 < start <= len(lines):
        return ""
    return folded(" ".join(lines[start - 1 : end]))


def finding_key(diagnostic: Diagnostic, lines: Sequence[str]) -> Tuple[Tuple[str, str], str]:
    """The key a finding is recorded under, and the statement it was computed from.

    Without source (a file that could not be read) the message stands in for the
    statement: it names the problem and contains no line number.
    """
    statement = statement_text(diagnostic, lines) or diagnostic.message
    # Hash without any whitespace, so a formatter re-spacing or re-wrapping the code keeps the key.
    digest = text_digest("".join(statement.split()))[:16]
    return (diagnostic.code, digest), statement


@dataclass
class Baseline:
    """Recorded findings per file, as counts per (code, statement hash)."""

    #: Absolute folder the file paths are relative to (the baseline file's folder).
    root: str
    files: Dict[str, Counts] = field(default_factory=dict)
    previews: Dict[Tuple[str, str, str], str] = field(default_factory=dict)

    def key_of(self, display_path: str) -> str:
        """A result's path as the baseline stores it: relative to `root`, with `/`."""
        return relative_path(display_path, self.root) or posix(os.path.abspath(display_path))

    @classmethod
    def from_results(cls, results: Iterable[FileResult], root: str) -> "Baseline":
        """A baseline recording every finding of `results`."""
        baseline = cls(os.path.abspath(root))
        for result in results:
            if not result.diagnostics:
                continue
            path = baseline.key_of(result.path)
            counts = baseline.files.setdefault(path, {})
            lines = source_lines(result.source or "")
            for diagnostic in result.diagnostics:
                key, statement = finding_key(diagnostic, lines)
                counts[key] = counts.get(key, 0) + 1
                baseline.previews.setdefault((path, key[0], key[1]), statement)
        return baseline

    @property
    def total(self) -> int:
        return sum(sum(counts.values()) for counts in self.files.values())

    def to_json(self) -> str:
        """The file's text: sorted keys and entries, two-space indent, a final newline."""
        files: Dict[str, List[Dict[str, Any]]] = {}
        for path in sorted(self.files):
            files[path] = [
                {
                    "code": code,
                    "hash": digest,
                    "count": count,
                    "statement": _preview(self.previews.get((path, code, digest), "")),
                }
                for (code, digest), count in sorted(self.files[path].items())
            ]
        document = {"version": VERSION, "tool": "tfshape-lint", "files": files}
        return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, text: str, root: str, where: str = "baseline") -> "Baseline":
        """Parse a baseline file's text; every structural problem is a BaselineError."""
        try:
            document = json.loads(text)
        except json.JSONDecodeError as error:
            raise BaselineError(f"{where}: not valid JSON ({error.msg} at line {error.lineno})") from None
        except RecursionError:
            raise BaselineError(f"{where}: not a tfshape-lint baseline (JSON nested too deeply to read)") from None
        if not isinstance(document, dict) or "version" not in document:
            raise BaselineError(f"{where}: not a tfshape-lint baseline (no 'version' field)")
        if document["version"] != VERSION:
            raise BaselineError(
                f"{where}: baseline version {document['version']!r} is not supported (expected {VERSION}); "
                "record it again with --write-baseline"
            )
        files = document.get("files")
        if not isinstance(files, dict):
            raise BaselineError(f"{where}: 'files' must be an object of path -> entries")
        baseline = cls(os.path.abspath(root))
        for path, entries in files.items():
            if not isinstance(entries, list):
                raise BaselineError(f"{where}: entries of {path!r} must be a list")
            counts: Counts = {}
            for entry in entries:
                if not (
                    isinstance(entry, dict)
                    and isinstance(entry.get("code"), str)
                    and isinstance(entry.get("hash"), str)
                    and isinstance(entry.get("count"), int)
                    and entry["count"] > 0
                ):
                    raise BaselineError(f"{where}: in {path!r}: each entry needs 'code', 'hash' and a positive 'count'")
                key = (entry["code"], entry["hash"])
                counts[key] = counts.get(key, 0) + entry["count"]
                baseline.previews[(path, key[0], key[1])] = str(entry.get("statement", ""))
            baseline.files[path] = counts
        return baseline

    @classmethod
    def load(cls, path: Path) -> "Baseline":
        from tfshape_lint.lint.source import (
            FileTooLarge,
            NotARegularFile,
            read_source_file,
        )

        try:
            # A regular file of bounded size: `baseline = "/dev/stdin"` or "/dev/zero" in a
            # repository's config must not hang the run or fill the memory.
            text = read_source_file(str(path), limit=MAX_BASELINE_BYTES).decode("utf-8")
        except (NotARegularFile, FileTooLarge) as error:
            raise BaselineError(f"baseline {path}: cannot read: {error.strerror}") from None
        except ValueError as error:  # a NUL in the name
            raise BaselineError(f"baseline {path!r}: cannot read: {error}") from None
        except FileNotFoundError:
            raise BaselineError(
                f"baseline {path} does not exist; record one with `tfshape-lint --write-baseline {path}`"
            ) from None
        except UnicodeDecodeError as error:
            raise BaselineError(f"baseline {path}: cannot read: not UTF-8 (byte {error.object[error.start]:#04x} at offset {error.start})") from None
        except OSError as error:
            raise BaselineError(f"baseline {path}: cannot read: {error.strerror or error}") from None
        return cls.from_json(text, str(path.parent), where=str(path))

    def write(self, path: Path) -> None:
        """Write the file (a temporary file then a rename, so a reader never sees half of it)."""
        temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with open(temporary, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(self.to_json())
            os.replace(temporary, path)
        except OSError as error:
            try:
                os.unlink(temporary)
            except OSError:
                pass
            raise BaselineError(f"cannot write baseline {path}: {error.strerror or error}") from None


def _preview(statement: str) -> str:
    return statement if len(statement) <= PREVIEW_CHARS else statement[: PREVIEW_CHARS - 3] + "..."


class BaselineFilter:
    """Hides recorded findings from results as they stream past, and counts what it did.

    Each recorded count is used up once per run, so the N+1-th copy of a recorded
    statement is reported. What is left over at the end (findings that were fixed)
    is `stale`: the baseline can be re-recorded to shrink it.
    """

    def __init__(self, baseline: Baseline) -> None:
        self.baseline = baseline
        self.hidden = 0
        self._remaining: Dict[str, Counter[Tuple[str, str]]] = {}
        self._seen: Set[str] = set()

    def diagnostics(self, path: str, diagnostics: Sequence[Diagnostic], source: Optional[str]) -> List[Diagnostic]:
        """The findings of one file that the baseline does not cover."""
        key = self.baseline.key_of(path)
        self._seen.add(key)
        recorded = self.baseline.files.get(key)
        if not recorded or not diagnostics:
            return list(diagnostics)
        remaining = self._remaining.setdefault(key, Counter(recorded))
        lines = source_lines(source or "")
        kept = []
        for diagnostic in diagnostics:
            finding, _ = finding_key(diagnostic, lines)
            if remaining[finding] > 0:
                remaining[finding] -= 1
                self.hidden += 1
            else:
                kept.append(diagnostic)
        return kept

    def results(self, results: Iterable[FileResult]) -> Iterator[FileResult]:
        for result in results:
            kept = self.diagnostics(result.path, result.diagnostics, result.source)
            yield result if len(kept) == len(result.diagnostics) else replace(result, diagnostics=tuple(kept))

    @property
    def stale(self) -> int:
        """Recorded findings of the files linted in this run that did not occur (fixed since).

        Files the run did not look at are not counted: linting one file must not call
        the rest of the baseline stale.
        """
        count = 0
        for path in self._seen:
            counts = self.baseline.files.get(path, {})
            used = self._remaining.get(path)
            count += sum(used.values()) if used is not None else sum(counts.values())
        return count
