"""Write fixed files back without ever losing what the user had.

A file is read once into a :class:`Snapshot` (its bytes and what `stat` said). The
fixed text is encoded exactly as the original was (its encoding, its BOM; newlines
are the text's own, since decoding never translates them). The write is atomic: a
temporary file in the same folder gets the bytes and the original's permission bits,
is flushed to disk, and then replaces the original with ``os.replace``, so a reader
sees the old file or the new one and never half of one.

Three things stop a write, each raised as :class:`WriteRefused` with a message for
the user: the file changed on disk after it was read (an editor saved it meanwhile),
the file is read-only, or a symlink (the file's own, or a folder's on its path)
leads outside the current folder (a repository must not make ``--fix`` edit a
file elsewhere). A file whose permission bits grant nobody write access is
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
    #: Set when a symlink on the path leads to a file outside the current folder.
    linked_outside: str = ""

    @classmethod
    def read(cls, path: str) -> "Snapshot":
        """Read `path` (following symlinks: the link's target is what gets fixed)."""
        from tfshape_lint.lint.source import read_regular_file

        real = os.path.realpath(path)
        data, info = read_regular_file(real)
        outside = real if _reached_through_a_link_outside(path, real) else ""
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


def _reached_through_a_link_outside(path: str, real: str) -> bool:
    """Whether a symlink -- the file itself or any folder on its path -- leads `path`
    out of the current folder. A path the user names outside it is theirs to fix; a
    path inside it that a repository's link (``sub -> ../victim``) carries outside is not."""
    from tfshape_lint.relative_paths import relative_inside

    here = os.path.realpath(os.getcwd())
    if relative_inside(real, here) is not None:
        return False
    lexical = os.path.abspath(path)
    return os.path.islink(path) or relative_inside(lexical, os.path.abspath(os.getcwd())) is not None


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
        raise WriteRefused(f"a symlink leads it to {snapshot.linked_outside}, outside the current folder; not fixed")
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
            _copy_mode(handle.fileno(), temporary, snapshot.mode)
            if snapshot.uid >= 0 and hasattr(os, "geteuid") and (snapshot.uid, snapshot.gid) != (os.geteuid(), os.getegid()):
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


def _copy_mode(descriptor: int, path: str, mode: int) -> None:
    """Give the temporary file the original's permission bits (``os.fchmod`` is missing
    on Windows before Python 3.13, where only the read-only bit exists anyway)."""
    if hasattr(os, "fchmod"):
        os.fchmod(descriptor, stat.S_IMODE(mode))
    else:  # pragma: no cover - Windows
        os.chmod(path, stat.S_IMODE(mode))
