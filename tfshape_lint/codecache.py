"""A bytecode cache for the functions that :mod:`dataclasses` compiles at import time.

``import libcst`` defines about 300 frozen dataclasses. For each one, ``dataclasses``
writes the source text of ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__`` and ``__delattr__`` and compiles it with :func:`exec`: about 620
compilations, some 110 ms of the 200-300 ms that ``import libcst`` costs here, which
is most of what a one-file pre-commit run pays above Python's own start-up. Python
keeps the bytecode of modules in ``__pycache__``, but not of code made at run time.

This module does, the way Python does for modules. While :func:`dataclass_code_cache`
is active, the name ``exec`` inside the ``dataclasses`` module resolves to a function
that compiles each distinct source text once, with the flags ``exec`` itself would
use, and runs the code object; the code objects are kept in one file per Python
build, marshalled as a ``.pyc`` is. The same text compiled by the same interpreter
gives the same code, so the classes are what they would have been without the
cache; only the compile is skipped.

Where the file lives: ``$XDG_CACHE_HOME/tfshape-lint`` (else ``~/.cache/tfshape-lint``;
``%LOCALAPPDATA%\\tfshape-lint`` on Windows), never in the project: unmarshalling
code from a file is running it, and a project's folders are not the user's to
trust. On POSIX the folder and the file are used only when the user owns them and
nobody else may write to them. ``TFSHAPE_LINT_NO_CODE_CACHE=1`` turns it off;
like ``.pyc`` files, nothing is written when ``PYTHONDONTWRITEBYTECODE`` is set
(``sys.dont_write_bytecode``). A file that cannot be read, decoded or written is
ignored: the cache only ever saves time.
"""

from __future__ import annotations

import builtins
import contextlib
import marshal
import os
import sys
import types
from pathlib import Path
from typing import Any, Dict, Iterator, Optional, Set

DISABLE_ENV = "TFSHAPE_LINT_NO_CODE_CACHE"
#: First bytes of the file; bump the digit when the layout changes.
HEADER = b"tfshape-lint dataclass code 1\n"
#: Past this many entries (several libcst versions used in turn), a write keeps only
#: the texts this run used.
MAX_ENTRIES = 4000


def default_directory() -> Optional[Path]:
    """The per-user cache folder, or None when there is no home to put it in."""
    if os.name == "nt":
        base = os.environ.get("LOCALAPPDATA")
        return Path(base) / "tfshape-lint" if base else None
    base = os.environ.get("XDG_CACHE_HOME")
    if base and os.path.isabs(base):
        return Path(base) / "tfshape-lint"
    try:
        return Path.home() / ".cache" / "tfshape-lint"
    except (KeyError, RuntimeError):  # no HOME and no passwd entry
        return None


def file_name() -> str:
    """One file per interpreter build and optimization level: bytecode is valid only there."""
    return f"dataclass-code.{sys.implementation.cache_tag}-{sys.hexversion:08x}-O{sys.flags.optimize}.marshal"


def _private(status: os.stat_result) -> bool:
    """Owned by this user and writable by no one else (POSIX); always true elsewhere."""
    if os.name != "posix":
        return True
    return status.st_uid == os.geteuid() and not status.st_mode & 0o022


class CodeCache:
    """Source text -> code object, loaded on first use and written back when it grew."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._table: Optional[Dict[str, Any]] = None
        self._used: Set[str] = set()
        self.hits = 0
        self.misses = 0
        self._saved_misses = 0

    def _load(self) -> Dict[str, Any]:
        try:
            if not _private(os.stat(self.path.parent)):
                return {}
            with open(self.path, "rb") as handle:
                if not _private(os.fstat(handle.fileno())):
                    return {}
                data = handle.read()
            if not data.startswith(HEADER):
                return {}
            table = marshal.loads(data[len(HEADER) :])
        except (OSError, ValueError, EOFError, TypeError):
            return {}
        return table if isinstance(table, dict) else {}

    def code_for(self, source: str) -> types.CodeType:
        """The code of `source` compiled as `exec` compiles it, from the table when there."""
        if self._table is None:
            self._table = self._load()
        code = self._table.get(source)
        if type(code) is types.CodeType:
            self.hits += 1
        else:
            # `exec(text)` called from the dataclasses module: no __future__ flags
            # there, the interpreter's own optimization level.
            code = compile(source, "<string>", "exec", dont_inherit=True)
            self._table[source] = code
            self.misses += 1
        self._used.add(source)
        return code

    def save(self) -> None:
        """Write the table back if this run compiled anything new; never raises."""
        if self.misses == self._saved_misses or self._table is None or sys.dont_write_bytecode:
            return
        # Merged with what is there now: a pool worker or another run may have
        # written texts this process never compiled (libcst, in the workers).
        table = self._load()
        table.update(self._table)
        if len(table) > MAX_ENTRIES:
            table = {source: self._table[source] for source in self._used}
        folder = self.path.parent
        try:
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            if not _private(os.stat(folder)):
                return
            import tempfile

            data = HEADER + marshal.dumps(table)
            handle, temporary = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".marshal")
            try:
                with os.fdopen(handle, "wb") as stream:
                    stream.write(data)
                os.replace(temporary, self.path)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(temporary)
                raise
        except (OSError, ValueError):
            return
        self._saved_misses = self.misses


def _cached_exec(cache: CodeCache, module_globals: Dict[str, Any]) -> Any:
    def exec_(source: Any, globals: Optional[Dict[str, Any]] = None, locals: Optional[Any] = None) -> None:  # noqa: A002
        if type(source) is str:
            source = cache.code_for(source)
            if globals is None:  # as `exec(text)` would, called from dataclasses
                globals = module_globals
        builtins.exec(source, globals, locals)

    return exec_


#: The cache of the active :func:`dataclass_code_cache`, inherited by forked workers.
_ACTIVE: Optional[CodeCache] = None


def save_active() -> None:
    """Write what the active cache compiled since its last write. A pool worker that
    imported libcst calls it: workers end with ``os._exit``, past every ``finally``."""
    if _ACTIVE is not None:
        _ACTIVE.save()


@contextlib.contextmanager
def dataclass_code_cache(directory: Optional[Path] = None) -> Iterator[Optional[CodeCache]]:
    """Cache the code of the dataclasses defined while active (see the module doc).

    Yields the cache, or None when it is off: another Python than CPython, the
    environment variable set, no folder for it, or ``dataclasses.exec`` already
    replaced by someone else.
    """
    import dataclasses

    folder = directory if directory is not None else default_directory()
    if (
        folder is None
        or sys.implementation.name != "cpython"
        or os.environ.get(DISABLE_ENV, "") not in ("", "0")
        or "exec" in vars(dataclasses)
    ):
        yield None
        return
    global _ACTIVE
    cache = _ACTIVE = CodeCache(folder / file_name())
    dataclasses.exec = _cached_exec(cache, vars(dataclasses))  # type: ignore[attr-defined]
    try:
        yield cache
    finally:
        with contextlib.suppress(AttributeError):
            del dataclasses.exec  # type: ignore[attr-defined]
        _ACTIVE = None
        cache.save()
