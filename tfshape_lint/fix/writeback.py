"""Write fixed files back without ever losing what the user had.

A file is read once into a :class:`Snapshot` (its bytes and what `stat` said). The
fixed text is encoded exactly as the original was (its encoding, its BOM; newlines
are the text's own, since decoding never translates them). The write is atomic: a
temporary file in the same folder gets the bytes and the original's permission bits,
is flushed to disk, and then replaces the original with ``os.replace``, so a reader
sees the old file or the new one and never half of one.

Three things stop a write, each raised as :class:`WriteRefused` with a message for
the user: the file changed on disk after it was read (an editor saved it meanwhile),
the file is read-only, or the path is a symlink to a file outside the current folder
(a repository must not make ``--fix`` edit a file elsewhere). A file whose permission bits grant nobody write access is
treated as read-only even when the process could write it anyway (as root does): the
user marked it so on purpose.
"""

from __future__ import annotations

import codecs
import hashlib
import os
import stat
import tempfile
from dataclasses import dataclass


class WriteRefused(Exception):
    """The fixed file was not written; the message says why (one line)."""


@dataclass(frozen=True)
class Snapshot:
    """A file's bytes and identity at the moment it was read."""

    path: str
    data: bytes
    size: int
    mtime_ns: int
    mode: int
    digest: str
    uid: int = -1
    gid: int = -1
    #: Set when the path named a symlink to a file outside the current folder.
    linked_outside: str = ""

    @classmethod
    def read(cls, path: str) -> "Snapshot":
        """Read `path` (following symlinks: the link's target is what gets fixed)."""
        from tfshape_lint.lint.source import read_source_file
        from tfshape_lint.relative_paths import relative_inside

        real = os.path.realpath(path)
        data = read_source_file(real)
        info = os.stat(real)
        outside = real if os.path.islink(path) and relative_inside(real, os.path.realpath(os.getcwd())) is None else ""
        return cls(real, data, info.st_size, info.st_mtime_ns, info.st_mode, _digest(data), info.st_uid, info.st_gid, outside)

    def unchanged(self) -> bool:
        """Whether the file on disk is still the one that was read (stat, then content)."""
        try:
            info = os.stat(self.path)
        except OSError:
            return False
        if info.st_size != self.size:
            return False
        if info.st_mtime_ns == self.mtime_ns:
            return True
        # Touched but maybe not changed (a `git checkout` of the same content): compare bytes.
        try:
            with open(self.path, "rb") as handle:
                return _digest(handle.read()) == self.digest
        except OSError:
            return False


def _digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def encode(text: str, encoding: str, bom: bool) -> bytes:
    """The bytes of `text` as the original file had them (its encoding and BOM)."""
    data = text.encode(encoding)
    return codecs.BOM_UTF8 + data if bom else data


def read_only(mode: int) -> bool:
    """True when the permission bits give nobody write access."""
    return not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)


def write(snapshot: Snapshot, data: bytes) -> None:
    """Atomically replace the snapshot's file with `data`, unless that would lose something."""
    if read_only(snapshot.mode):
        raise WriteRefused("the file is read-only; not fixed")
    if snapshot.linked_outside:
        # A repository's symlink must not make --fix edit a file elsewhere (~/.bashrc).
        raise WriteRefused(f"it is a symlink to {snapshot.linked_outside}, outside the current folder; not fixed")
    folder = os.path.dirname(snapshot.path) or "."
    name = os.path.basename(snapshot.path)
    try:
        descriptor, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".tfshape-lint.tmp", dir=folder)
    except OSError as error:
        raise WriteRefused(f"cannot create a temporary file next to it ({error.strerror or error}); not fixed") from None
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fchmod(handle.fileno(), stat.S_IMODE(snapshot.mode))
            if snapshot.uid >= 0 and (snapshot.uid, snapshot.gid) != (os.geteuid(), os.getegid()):
                # A fix run as root (CI containers, bind mounts) must not take the file over.
                try:
                    os.fchown(handle.fileno(), snapshot.uid, snapshot.gid)
                except OSError:
                    pass
            os.fsync(handle.fileno())
        # Checked as late as possible: the window for an editor's save is the replace itself.
        if not snapshot.unchanged():
            raise WriteRefused("the file changed on disk while it was being fixed; not overwritten")
        os.replace(temporary, snapshot.path)
    except BaseException as error:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        if isinstance(error, OSError):
            raise WriteRefused(f"cannot write it ({error.strerror or error}); not fixed") from None
        raise
