"""A cache of lint results for files that did not change, like `.ruff_cache`.

A result is reused when the file's content, the tool and the file's settings are
the same as when it was linted:

- **content**: the file's ``(mtime_ns, size)`` first (no read at all); when they
  differ (``touch``, a checkout) a BLAKE2 digest of the bytes decides. An entry
  whose mtime is within two seconds of the moment it was written is "racy" (the
  file may have changed again within the timestamp's resolution, as git says) and
  is always checked by digest.
- **tool**: the version, a digest of the package's own source files' stat (an
  editable install that changes a rule invalidates everything), libcst's location
  and the Python version. Each tool key has its own folder.
- **settings**: everything in the engine's :class:`~tfshape_lint.lint.engine.FileOptions`
  (rules enabled for that file after ``per-file-ignores``, target, batch size).

Layout: ``<cache-dir>/<tool key>/<digest of the folder>.json``, one small JSON pack
per source folder, so a one-file run reads one pack and a 1000-file run about a
hundred. JSON rather than pickle: a cache folder inside a project must never be a
way to run code. Packs are replaced atomically (write to a temporary file, then
``os.replace``); two runs at once can only lose each other's new entries, which
are then linted again. A pack or an entry that cannot be read or decoded is
ignored, never an error. Only the main process reads and writes the cache; workers
return what is to be stored.

This module imports no libcst: a run where every file hits never imports it.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple, Union

from tfshape_lint import __version__
from tfshape_lint.cache.encoding import decode_diagnostic, encode_diagnostic
from tfshape_lint.cache.folder import (
    CACHEDIR_TAG,
    ENTRY_MARKER,
    GITIGNORE,
    STALE_TOOL_SECONDS,
    TAG_NAME,
    NotOurs,
    create,
    empty_folder,
    owned_cache_folder,
    owned_entry,
    remove_stale_entries,
)
from tfshape_lint.model import FileOptions, FileResult

CACHE_DIR_NAME = ".tfshape_lint_cache"
#: Bump when the pack layout or the result encoding changes.
FORMAT = 1
#: Entries this close to their pack's write time are checked by content (see module doc).
RACY_NS = 2_000_000_000



@dataclass(frozen=True)
class Stamp:
    """What identifies a file's content: its stat and the digest of its bytes."""

    mtime_ns: int
    size: int
    digest: str


def digest_bytes(data: bytes) -> str:
    import hashlib

    return hashlib.blake2b(data, digest_size=16).hexdigest()


def options_key(options: FileOptions) -> str:
    """A stable text for a FileOptions (sets sorted: their repr order varies per process)."""
    parts = []
    for item in fields(options):
        value = getattr(options, item.name)
        if isinstance(value, (set, frozenset)):
            value = sorted(value)
        parts.append([item.name, value])
    return json.dumps(parts, sort_keys=True, default=repr)


def tool_key() -> str:
    """Version, the package's sources (by stat), libcst's location and Python's version."""
    package = Path(__file__).resolve().parent.parent  # tfshape_lint, not this folder
    stats: List[str] = []
    for folder, dirs, files in os.walk(package):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py"):
                try:
                    info = os.stat(os.path.join(folder, name))
                except OSError:
                    continue
                stats.append(f"{os.path.relpath(os.path.join(folder, name), package)}:{info.st_mtime_ns}:{info.st_size}")
    import importlib.util

    spec = importlib.util.find_spec("libcst")
    libcst_origin = ""
    if spec is not None and spec.origin:
        try:
            libcst_origin = f"{spec.origin}:{os.stat(spec.origin).st_mtime_ns}"
        except OSError:
            libcst_origin = spec.origin
    stats.append(f"libcst={libcst_origin}")
    stats.append(f"python={sys.version_info[:3]}")
    return f"{__version__}-{digest_bytes(chr(10).join(stats).encode())[:16]}"


# -- the cache ------------------------------------------------------------------------


@dataclass
class _Pack:
    """The entries of one source folder: file name -> [mtime_ns, size, digest, options, payload]."""

    path: Path
    written_ns: int
    entries: Dict[str, List[Any]]
    dirty: bool = False


class ResultCache:
    """Lint results by file; see the module documentation for the keys and the layout."""

    def __init__(self, directory: Path, tool: Optional[str] = None) -> None:
        self.directory = directory
        self.tool = tool or tool_key()
        self.folder = directory / self.tool
        self._packs: Dict[str, _Pack] = {}
        self.hits = 0
        self.misses = 0
        self._ready = False
        self._readable: Optional[bool] = None
        #: Why nothing was cached, for the command line to say once (None: all well).
        self.warning: Optional[str] = None

    def _can_read(self) -> bool:
        """Packs are read only from a tool folder this tool created (see :meth:`_prepare`)."""
        if self._readable is None:
            self._readable = owned_cache_folder(self.directory) and owned_entry(self.folder, self.tool)
        return self._readable

    # -- reading --------------------------------------------------------------------

    def _pack(self, source_folder: str) -> _Pack:
        pack = self._packs.get(source_folder)
        if pack is None:
            path = self.folder / f"{digest_bytes(source_folder.encode('utf-8', 'surrogatepass'))[:20]}.json"
            pack = _Pack(path, 0, {})
            try:
                if not self._can_read():
                    raise FileNotFoundError(path)
                with open(path, "rb") as handle:
                    loaded = json.loads(handle.read())
                if (
                    isinstance(loaded, dict) and loaded.get("format") == FORMAT
                    and loaded.get("folder") == source_folder and isinstance(loaded.get("entries"), dict)
                ):
                    pack = _Pack(path, int(loaded.get("written_ns", 0)), loaded["entries"])
            except (OSError, ValueError, TypeError):
                pass  # missing or corrupt: an empty pack, rewritten after this run
            self._packs[source_folder] = pack
        return pack

    def lookup(self, path: str, display: str, options: FileOptions, key: Optional[str] = None) -> Optional[FileResult]:
        """The cached result for `path` (shown as `display`), or None when it must be linted."""
        absolute = os.path.abspath(path)
        folder, name = os.path.split(absolute)
        pack = self._pack(folder)
        entry = pack.entries.get(name)
        result = None
        if entry is not None:
            try:
                result = self._validate(absolute, display, entry, key or options_key(options), pack)
            except (OSError, ValueError, TypeError, KeyError, IndexError, AttributeError):
                # DecodeError is a ValueError: a file that no longer decodes is linted (TFS001).
                result = None
        if result is None:
            self.misses += 1
        else:
            self.hits += 1
        return result

    def _validate(self, path: str, display: str, entry: List[Any], key: str, pack: _Pack) -> Optional[FileResult]:
        mtime_ns, size, digest, stored_key, payload = entry
        if stored_key != key:
            return None
        info = os.stat(path)
        data: Optional[bytes] = None
        racy = mtime_ns >= pack.written_ns - RACY_NS
        if info.st_mtime_ns != mtime_ns or info.st_size != size or racy:
            data = _read(path)
            if digest_bytes(data) != digest:
                return None
            entry[0], entry[1] = info.st_mtime_ns, info.st_size
            pack.dirty = True
        encoded, source_mode = payload
        diagnostics = tuple(decode_diagnostic(values) for values in encoded)
        source: Optional[str] = None
        if source_mode is True:
            if data is None:
                data = _read(path)
            from tfshape_lint.lint.source import decode_source

            source = decode_source(data).text
        elif isinstance(source_mode, str):
            source = source_mode
        return FileResult(display, diagnostics, source=source, from_cache=True)

    # -- writing --------------------------------------------------------------------

    def store(self, path: str, options: FileOptions, result: FileResult, stamp: Optional[Stamp], key: Optional[str] = None) -> None:
        """Remember a fresh result (results of unreadable files are not kept)."""
        if stamp is None or result.error is not None or result.fixed:
            return
        try:
            payload = [[encode_diagnostic(d) for d in result.diagnostics], self._source_mode(path, result)]
            json.dumps(payload)  # context values must be JSON; else do not cache this file
        except (TypeError, ValueError, OSError):
            return
        folder, name = os.path.split(os.path.abspath(path))
        pack = self._pack(folder)
        pack.entries[name] = [stamp.mtime_ns, stamp.size, stamp.digest, key or options_key(options), payload]
        pack.dirty = True

    @staticmethod
    def _source_mode(path: str, result: FileResult) -> Union[bool, str, None]:
        """True when `source` is the file's decoded text (re-read on a hit), else the text itself."""
        if result.source is None:
            return None
        from tfshape_lint.lint.source import DecodeError, decode_source

        try:
            if decode_source(_read(path)).text == result.source:
                return True
        except (OSError, DecodeError):
            pass
        return result.source

    def flush(self) -> None:
        """Write the packs that changed; any failure leaves the cache as it was."""
        dirty = [(folder, pack) for folder, pack in self._packs.items() if pack.dirty]
        if not dirty:
            return
        try:
            self._prepare()
        except NotOurs as error:
            self.warning = (
                f"not caching: {error.folder} holds files tfshape-lint did not create; "
                "point --cache-dir (or cache-dir) at a new or empty folder"
            )
            return
        except OSError as error:
            self.warning = f"not caching: cannot create the cache folder {self.directory}: {error.strerror or error}"
            return
        now = time.time_ns()
        for folder, pack in dirty:
            document = {"format": FORMAT, "folder": folder, "written_ns": now, "entries": pack.entries}
            try:
                handle, temporary = tempfile.mkstemp(dir=self.folder, prefix=".pack-", suffix=".tmp")
                try:
                    with os.fdopen(handle, "w", encoding="utf-8") as stream:
                        json.dump(document, stream, separators=(",", ":"))
                    os.replace(temporary, pack.path)
                except BaseException:
                    os.unlink(temporary)
                    raise
            except OSError:
                continue
            pack.dirty = False
            pack.written_ns = now

    def _prepare(self) -> None:
        """Make sure the cache folder and this tool's folder are ours; create what is missing.

        Raises :class:`NotOurs` when the folder holds anything this tool did not create
        (``--cache-dir .``, ``cache-dir = "~"``, a committed symlink to ``..``): then
        nothing is written, read or deleted there.
        """
        if self._ready:
            return
        if not owned_cache_folder(self.directory):
            if os.path.lexists(self.directory) and not empty_folder(self.directory):
                raise NotOurs(self.directory)
            self.directory.mkdir(parents=True, exist_ok=True)
            for name, text in ((TAG_NAME, CACHEDIR_TAG), (".gitignore", GITIGNORE)):
                create(self.directory / name, text)
        if not owned_entry(self.folder, self.tool):
            if os.path.lexists(self.folder):
                # An empty real folder is one a run made a moment ago (another run at
                # the same time, or one interrupted before its marker): claim it.
                if os.path.islink(self.folder) or not empty_folder(self.folder):
                    raise NotOurs(self.folder)
            else:
                self.folder.mkdir(exist_ok=True)
            create(self.folder / ENTRY_MARKER, self.tool)
            remove_stale_entries(self.directory, keep=self.tool)
        self._ready = True


def _read(path: str) -> bytes:
    from tfshape_lint.lint.source import read_source_file

    return read_source_file(path)


def default_directory(config_file: Optional[str], configured: Optional[str] = None) -> Tuple[Optional[Path], Optional[str]]:
    """`cache-dir` from the config (relative to its folder), else `.tfshape_lint_cache` in the
    config file's folder, else in the current folder (ruff's rule); and a warning when
    the configured folder was not used. No folder (None) when the default one is a
    symlink out of the project.

    A config file belongs to the repository being linted, so its `cache-dir` must stay
    inside the repository (the config file's folder, symlinks resolved): a cloned
    project's ``cache-dir = "~/.ssh"`` must not make the linter create or write
    anything there. A folder elsewhere is for the user to choose, with ``--cache-dir``
    or ``TFSHAPE_LINT_CACHE_DIR``.
    """
    from tfshape_lint.relative_paths import relative_inside

    base = Path(config_file).resolve().parent if config_file else Path.cwd()
    default = base / CACHE_DIR_NAME
    if os.path.islink(default) and relative_inside(default.resolve(), base) is None:
        # A committed `.tfshape_lint_cache -> ../elsewhere` must not make the linter
        # write there, even into an empty folder.
        return None, f"not caching: {default} is a symlink out of the project ({default.resolve()})"
    if not configured:
        return default, None
    if not config_file:
        # `--config 'cache-dir = "..."'` on the command line: the user's own choice.
        return (base / os.path.expanduser(configured)).resolve(), None
    chosen = (base / os.path.expanduser(configured)).resolve()
    if relative_inside(chosen, base) is None:
        return default, (
            f"cache-dir {configured!r} in {config_file} is outside the project ({base}); using {default} instead "
            "(name a folder outside the project with --cache-dir or TFSHAPE_LINT_CACHE_DIR)"
        )
    return chosen, None


__all__ = [
    "CACHE_DIR_NAME", "CACHEDIR_TAG", "ENTRY_MARKER", "GITIGNORE", "STALE_TOOL_SECONDS", "NotOurs", "ResultCache",
    "Stamp", "decode_diagnostic", "default_directory", "digest_bytes", "encode_diagnostic", "options_key",
    "remove_stale_entries", "tool_key",
]
