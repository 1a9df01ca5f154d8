"""Which files to lint: walk the given paths, skip excluded and git-ignored files.

Order is deterministic (sorted per folder), symlinked folders are followed once
(loops are cut by real path), and a folder that cannot be read or vanishes during
the walk becomes a warning instead of stopping the run.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator, List, Optional, Sequence, Set, Tuple

from tfshape_lint import globs
from tfshape_lint.config import Resolver, Settings

# display_path is re-exported: the runner and the CLI import it from here.
from tfshape_lint.relative_paths import display_path as display_path
from tfshape_lint.relative_paths import relative_inside

SOURCE_SUFFIXES = (".py", ".pyi", ".ipynb")


@dataclass
class Discovery:
    """Walks paths and yields `(path, settings)` for every file to lint."""

    resolver: Resolver
    force_exclude: bool = False
    suffixes: Tuple[str, ...] = SOURCE_SUFFIXES
    warnings: List[str] = field(default_factory=list)
    #: Paths named on the command line that do not exist: a usage error (exit 2).
    missing: List[str] = field(default_factory=list)
    _seen_dirs: Set[str] = field(default_factory=set)
    _ignore_cache: "dict[str, List[globs.GitIgnore]]" = field(default_factory=dict)

    def files(self, paths: Sequence[Path]) -> Iterator[Tuple[Path, Settings]]:
        seen: Set[str] = set()
        for path in paths:
            for file, settings in self._walk_root(path):
                key = os.path.abspath(file)
                if key not in seen:
                    seen.add(key)
                    yield file, settings

    def _walk_root(self, path: Path) -> Iterator[Tuple[Path, Settings]]:
        try:
            os.lstat(path)
        except (FileNotFoundError, NotADirectoryError):
            self.warnings.append(f"{display_path(path)}: no such file or directory")
            self.missing.append(display_path(path))
            return
        except OSError:
            pass  # e.g. in a folder we may not search: the engine reports it (TFS001)
        settings = self.resolver.for_path(path)
        if os.path.isdir(path):
            if self.force_exclude and self._force_excluded(path, settings, is_dir=True):
                return
            yield from self._walk_dir(path)
        else:
            if self.force_exclude and self._force_excluded(path, settings, is_dir=False):
                return
            yield path, settings

    def _force_excluded(self, path: Path, settings: Settings, is_dir: bool) -> bool:
        """Whether a path named on the command line is excluded by itself or by a folder above it.

        As ruff's `--force-exclude`: pre-commit names every file (`generated/x.py`), and
        `exclude = ["generated"]` must still apply. Folders are checked up to the project root.
        """
        if self._excluded(path, settings, is_dir) or self._git_ignored(path, is_dir, settings):
            return True
        root = os.path.abspath(settings.root)
        for folder in Path(os.path.abspath(path)).parents:
            if relative_inside(folder, root) in (None, "."):
                break
            if self._excluded(folder, settings, True) or self._git_ignored(folder, True, settings):
                return True
        return False

    def _walk_dir(self, folder: Path) -> Iterator[Tuple[Path, Settings]]:
        real = os.path.realpath(folder)
        if real in self._seen_dirs:
            return  # a symlink loop, or the same folder reached twice
        self._seen_dirs.add(real)
        try:
            with os.scandir(folder) as scan:
                entries = sorted(scan, key=lambda entry: entry.name)
        except FileNotFoundError:
            self.warnings.append(f"{display_path(folder)}: folder vanished while linting")
            return
        except OSError as error:
            self.warnings.append(f"{display_path(folder)}: cannot read folder: {error.strerror}")
            return
        settings = self.resolver.for_path(folder / "__init__.py")
        for entry in entries:
            path = folder / entry.name
            try:
                is_dir = entry.is_dir()
            except OSError:
                continue
            if self._excluded(path, settings, is_dir) or self._git_ignored(path, is_dir, settings):
                continue
            if is_dir:
                yield from self._walk_dir(path)
            elif entry.name.endswith(self.suffixes):
                yield path, settings

    def _excluded(self, path: Path, settings: Settings, is_dir: bool) -> bool:
        relative = globs.relative_to(path, settings.root)
        name = path.name
        for pattern in settings.exclude + settings.extend_exclude:
            if "/" not in pattern.rstrip("/"):
                if globs.compile_glob(pattern.rstrip("/")).match(name):
                    return True
            elif globs.matches(pattern, relative):
                return True
        return False

    def _git_ignored(self, path: Path, is_dir: bool, settings: Settings) -> bool:
        if not settings.respect_gitignore:
            return False
        absolute = os.path.abspath(path)
        verdict: Optional[bool] = None
        for ignore in self._ignores_for(os.path.dirname(absolute)):
            decision = ignore.decide(absolute, is_dir)
            if decision is not None:
                verdict = decision
        return bool(verdict)

    def _ignores_for(self, folder: str) -> List[globs.GitIgnore]:
        """The .gitignore files that apply in `folder`, outermost first (within its repo)."""
        cached = self._ignore_cache.get(folder)
        if cached is not None:
            return cached
        if os.path.isdir(os.path.join(folder, ".git")):
            ignores: List[globs.GitIgnore] = []
            exclude = globs.GitIgnore.load(folder, os.path.join(folder, ".git", "info", "exclude"))
            if exclude is not None:
                ignores.append(exclude)
        else:
            parent = os.path.dirname(folder)
            ignores = list(self._ignores_for(parent)) if parent != folder else []
            if parent == folder:
                self._ignore_cache[folder] = []
                return []
        own = os.path.join(folder, ".gitignore")
        if os.path.isfile(own):
            loaded = globs.GitIgnore.load(folder, own)
            if loaded is not None:
                ignores.append(loaded)
        self._ignore_cache[folder] = ignores
        return ignores
