"""The cache folder and what the cache may do in it: use only a folder it created (or
found empty), and delete only the files it wrote there (see docs/security.md)."""

from __future__ import annotations

import contextlib
import os
import re
import time
from pathlib import Path
from typing import List, Optional

#: Tool folders untouched this long are removed when a new one is created.
STALE_TOOL_SECONDS = 7 * 24 * 3600

CACHEDIR_TAG = (
    "Signature: 8a477f597d28d172789f06886806bc55\n"
    "# This file is a cache directory tag created by tfshape-lint.\n"
    "# For information about cache directory tags see https://bford.info/cachedir/\n"
)
GITIGNORE = "# Automatically created by tfshape-lint.\n*\n"


class NotOurs(OSError):
    """A cache folder this tool did not create: it is left alone."""

    def __init__(self, folder: Path) -> None:
        super().__init__(f"{folder} is not a tfshape-lint cache folder")
        self.folder = folder


#: The file that marks a cache folder (and is the cachedir.tag standard's name).
TAG_NAME = "CACHEDIR.TAG"
#: The file that marks a tool folder this tool created; it holds the folder's name.
ENTRY_MARKER = ".tfshape-lint-entry"
#: The only names clean-up ever removes inside a marked tool folder.
_OWN_FILE = re.compile(r"[0-9a-f]{20}\.json|\.pack-[^/]*\.tmp|" + re.escape(ENTRY_MARKER))


def _read_small(path: Path, limit: int = 4096) -> Optional[str]:
    """The text of a regular file (not a symlink), or None."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    try:
        import stat

        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        return os.read(fd, limit).decode("utf-8", "replace")
    except OSError:
        return None
    finally:
        os.close(fd)


def _is_real_folder(path: Path) -> bool:
    """A folder that is not a symlink."""
    import stat

    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return False


def owned_cache_folder(directory: Path) -> bool:
    """Whether `directory` is a cache folder this tool made: it holds our CACHEDIR.TAG.

    The folder itself may be a symlink (a user who keeps caches on another disk); what
    counts is the tag inside, which this tool writes only into a folder it created or
    found empty.
    """
    text = _read_small(directory / TAG_NAME)
    return text is not None and text.startswith(CACHEDIR_TAG)


def owned_entry(folder: Path, name: str) -> bool:
    """A tool folder (not a symlink) holding our marker with its own name in it."""
    return _is_real_folder(folder) and _read_small(folder / ENTRY_MARKER) == name


def empty_folder(path: Path) -> bool:
    try:
        with os.scandir(path) as entries:
            return next(entries, None) is None
    except OSError:
        return False


def create(path: Path, text: str) -> None:
    """Write a new file; never replace or follow anything already there."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except FileExistsError:
        return
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)


def remove_stale_entries(directory: Path, keep: str, max_age: float = STALE_TOOL_SECONDS) -> List[str]:
    """Remove the tool folders untouched for `max_age` seconds that this tool created.

    Only a real folder (not a symlink) with our marker naming it is touched, and in it
    only the files this tool writes (packs, their temporary files, the marker); the
    folder goes only if that leaves it empty. Nothing is followed, nothing else is
    ever deleted, whatever the configuration names as the cache folder. Returns the
    names of the folders removed.
    """
    removed: List[str] = []
    if not owned_cache_folder(directory):
        return removed
    cutoff = time.time() - max_age
    try:
        entries = sorted(os.scandir(directory), key=lambda entry: entry.name)
    except OSError:
        return removed
    for entry in entries:
        folder = Path(entry.path)
        try:
            if entry.name == keep or not entry.is_dir(follow_symlinks=False):
                continue
            if not owned_entry(folder, entry.name) or entry.stat(follow_symlinks=False).st_mtime >= cutoff:
                continue
            _remove_own_files(folder)
            os.rmdir(folder)  # fails, and keeps the folder, if anything else is in it
            removed.append(entry.name)
        except OSError:
            continue
    return removed


def _remove_own_files(folder: Path) -> None:
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
    if os.unlink in os.supports_dir_fd:
        fd = os.open(folder, flags)
        try:
            for name in os.listdir(fd):
                if _OWN_FILE.fullmatch(name):
                    with contextlib.suppress(OSError):
                        os.unlink(name, dir_fd=fd)
        finally:
            os.close(fd)
        return
    for name in os.listdir(folder):  # pragma: no cover - Windows: no dir_fd
        path = folder / name
        if _OWN_FILE.fullmatch(name) and not path.is_symlink():
            with contextlib.suppress(OSError):
                path.unlink()
