"""Reading a source file: its bytes (regular files only, bounded), the one prefilter, and
decoding them as Python does.

Nothing here imports libcst: most files of a repository are answered by the prefilter
(no TensorFlow or Keras in their bytes) or the result cache, and never parsed.
"""

from __future__ import annotations

import codecs
import io
import os
import tokenize
from dataclasses import dataclass
from typing import Tuple

#: A file without any of these bytes cannot import TensorFlow or Keras: never parsed.
#: `import tf`, `, tf` and `tfv1` catch a project's re-export (`from .compat import tf`,
#: `from .compat import np, tf`, `from tensorpack import tfv1 as tf`), which names neither
#: package, and `lingvo` its `import lingvo.compat as tf`. A false match costs one parse.
PREFILTER_TOKENS = (b"tensorflow", b"keras", b"tfds", b"import tf", b", tf", b"tfv1", b"lingvo")

#: Bytes read from one file at most: a file larger than this is not parsed anyway
#: (parse.MAX_CHARS), and a symlink to /dev/zero must not fill the memory.
MAX_FILE_BYTES = 32 * 1024 * 1024


def may_use_tensorflow(data: bytes, reexports: Tuple[Tuple[str, str], ...] = ()) -> bool:
    """The prefilter: whether the bytes name TensorFlow, Keras or tfds at all (or a
    module the `reexports` setting names: `from myproject.compat import tf` names its
    package, `myproject.compat`)."""
    return any(token in data for token in PREFILTER_TOKENS) or any(
        any(token in data for token in _module_tokens(module)) for module, _ in reexports)


def _module_tokens(module: str) -> Tuple[bytes, ...]:
    """What a file that imports `module` must contain: its package's dotted name
    (`import a.b.c`, `from a.b import c`), or for a top-level module the import itself
    (a one-letter name would match every file)."""
    if "." in module:
        return (module.rsplit(".", 1)[0].encode(),)
    return (f"import {module}".encode(), f"from {module} ".encode())


@dataclass(frozen=True)
class DecodedSource:
    """Source text plus what is needed to write it back byte for byte."""

    text: str
    encoding: str
    bom: bool


class DecodeError(ValueError):
    """The bytes are not text in the file's declared encoding."""

    def __init__(self, message: str, line: int = 1, column: int = 1) -> None:
        super().__init__(message)
        self.line = line
        self.column = column


def decode_source(data: bytes) -> DecodedSource:
    """Decode as Python does: BOM, then PEP 263 coding cookie, else UTF-8."""
    if b"\0" in data:
        raise DecodeError("binary file (contains NUL bytes)")
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as error:
        raise DecodeError(str(error)) from None
    bom = data.startswith(codecs.BOM_UTF8)
    try:
        text = data.decode(encoding)
    except (UnicodeDecodeError, LookupError) as error:
        if isinstance(error, UnicodeDecodeError):
            before = data[: error.start]
            line = before.count(b"\n") + 1
            column = error.start - (before.rfind(b"\n") + 1) + 1
            raise DecodeError(
                f"cannot decode byte {data[error.start]:#04x} as {encoding} (add a coding cookie "
                f"such as `# -*- coding: latin-1 -*-` if the file is not UTF-8)",
                line,
                column,
            ) from None
        raise DecodeError(f"unknown encoding {encoding!r}") from None
    return DecodedSource(text, "utf-8" if encoding == "utf-8-sig" else encoding, bom)


class NotARegularFile(OSError):
    """A FIFO, device or socket where a source file was expected (reading could block forever)."""


class FileTooLarge(OSError):
    """A file over :data:`MAX_FILE_BYTES`."""


def read_source_file(path: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file, never more than `limit` (see :func:`read_regular_file`)."""
    return read_regular_file(path, limit)[0]


def read_regular_file(path: str, limit: int = MAX_FILE_BYTES) -> "Tuple[bytes, os.stat_result]":
    """The bytes of a regular file, never more than `limit`.

    Opened without blocking and checked before reading: a FIFO (or a symlink to one,
    or to a device such as /dev/zero) that a repository names `x.py` would otherwise
    hang the run or fill the memory. Also returns what `fstat` said of the file read
    (not of whatever is at `path` a moment later).
    """
    import stat

    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(21, "is a directory")
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(0, "not a regular file (a FIFO, device or socket)")
        if info.st_size > limit:
            raise FileTooLarge(0, f"the file is {info.st_size / 2**20:.0f} MB, more than the {limit // 2**20} MB tfshape-lint reads")
        with os.fdopen(fd, "rb", closefd=True) as handle:
            fd = -1
            data = handle.read(limit + 1)
    finally:
        if fd >= 0:
            os.close(fd)
    if len(data) > limit:
        raise FileTooLarge(0, f"the file is more than the {limit // 2**20} MB tfshape-lint reads")
    return data, info
