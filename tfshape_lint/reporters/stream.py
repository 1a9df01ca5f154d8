"""The stream a report is written to: standard output or a file, where a failed write is
one clear error (:class:`OutputError`), not a traceback."""

from __future__ import annotations

import contextlib
import io
import os
import sys
from pathlib import Path
from typing import Iterator, Optional, TextIO

from tfshape_lint.reporters.base import printable


class OutputError(Exception):
    """The report could not be written (a full disk, a closed standard output)."""


class GuardedStream(io.TextIOBase):
    """The report's stream: a write that fails is one clear error, not a traceback.

    A reader that went away (``tfshape-lint . | head``) is not an error: the rest of
    the report is dropped and the run ends as it would have.
    """

    def __init__(self, stream: TextIO, name: str) -> None:
        self._stream: Optional[TextIO] = stream
        #: The stream written to (the fix run compares it with sys.stdout).
        self.target = stream
        self.name = name
        self.failed = False

    def write(self, text: str) -> int:
        if self._stream is not None:
            try:
                self._stream.write(text)
            except OSError as error:
                self._failed(error)
        return len(text)

    def flush(self) -> None:
        # Closed by open_report already (Python 3.13 reports the error of a flush at exit).
        if self._stream is not None and not getattr(self._stream, "closed", False):
            try:
                self._stream.flush()
            except OSError as error:
                self._failed(error)

    def isatty(self) -> bool:
        return self._stream is not None and self._stream.isatty()

    def _failed(self, error: OSError) -> None:
        import errno

        self.failed = True
        if error.errno == errno.EPIPE:
            was_stdout = self._stream is sys.stdout
            self._stream = None
            if was_stdout:
                with contextlib.suppress(OSError):  # so that Python's exit does not flush it again
                    null = os.open(os.devnull, os.O_WRONLY)
                    os.dup2(null, sys.stdout.fileno())
                    os.close(null)
            return
        raise OutputError(f"cannot write the report to {self.name}: {error.strerror or error}") from None


def _shown(path: Path) -> str:
    return printable(str(path))


@contextlib.contextmanager
def open_report(output_file: Optional[Path]) -> Iterator[TextIO]:
    """The report's stream: standard output, or `output_file` (its folder created)."""
    if output_file is None:
        if sys.stdout is None:
            raise OutputError("standard output is closed; write the report to a file with -o FILE")
        guarded = GuardedStream(sys.stdout, "standard output")
        yield guarded  # type: ignore[misc]
        guarded.flush()
        return
    try:
        output_file.parent.mkdir(parents=True, exist_ok=True)
        handle = open(output_file, "w", encoding="utf-8", newline="\n")
    except OSError as error:
        raise OutputError(f"cannot write {_shown(output_file)}: {error.strerror or error}") from None
    guarded = GuardedStream(handle, _shown(output_file))
    try:
        yield guarded  # type: ignore[misc]
        guarded.flush()
    finally:
        try:
            handle.close()
        except OSError as error:
            if not guarded.failed:  # else the first failure is already on its way
                raise OutputError(f"cannot write the report to {guarded.name}: {error.strerror or error}") from None
