"""Settings: defaults < the nearest config file < the command line.

The config lives in ``[tool.tfshape-lint]`` of the nearest ``pyproject.toml`` that
has that table, or in a ``tfshape-lint.toml`` / ``.tfshape-lint.toml`` (whole file),
found by walking up from each linted file's folder -- hierarchical, as in ruff.
Globs in a config file are relative to the folder of that file.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import (
    Any,
    Callable,
    Dict,
    FrozenSet,
    List,
    Mapping,
    Optional,
    Sequence,
    Tuple,
)

from tfshape_lint import globs, registry
from tfshape_lint.model import FileOptions
from tfshape_lint.reporters import OUTPUT_FORMATS

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib

CONFIG_FILES = ("tfshape-lint.toml", ".tfshape-lint.toml", "pyproject.toml")
TARGETS = ("auto", "tpu", "xla", "tflite", "gpu", "cpu")

DEFAULT_EXCLUDE = (
    ".bzr", ".direnv", ".eggs", ".git", ".git-rewrite", ".hg", ".ipynb_checkpoints", ".mypy_cache",
    ".nox", ".pants.d", ".pyenv", ".pytest_cache", ".pytype", ".ruff_cache", ".svn", ".tox", ".venv",
    ".vscode", ".idea", "__pypackages__", "_build", "buck-out", "build", "dist", "node_modules",
    "site-packages", "venv", ".tfshape_lint_cache",
)


class ConfigError(Exception):
    """A config file or option that cannot be used; the message says where and why."""


@dataclass(frozen=True)
class Selection:
    """One layer of rule selection (a config file, or the command line)."""

    select: Optional[Tuple[str, ...]] = None
    extend_select: Tuple[str, ...] = ()
    ignore: Tuple[str, ...] = ()

    def apply(self, codes: FrozenSet[str]) -> FrozenSet[str]:
        if self.select is not None:
            codes = registry.expand_all(self.select)
        codes = codes | registry.expand_all(self.extend_select)
        return codes - registry.expand_all(self.ignore)


@dataclass(frozen=True)
class Settings:
    """Everything that decides how one file is linted and reported."""

    layers: Tuple[Selection, ...] = (Selection(select=("ALL",)),)
    per_file_ignores: Tuple[Tuple[str, Tuple[str, ...]], ...] = ()
    exclude: Tuple[str, ...] = DEFAULT_EXCLUDE
    extend_exclude: Tuple[str, ...] = ()
    respect_gitignore: bool = True
    output_format: Optional[str] = None
    target: str = "auto"
    batch_size: Optional[int] = None
    #: `reexports = {"myproject.compat.tf" = "tensorflow"}`: a project's own names for TF.
    reexports: Tuple[Tuple[str, str], ...] = ()
    #: `fix = true`: apply safe fixes on every run (`--no-fix` overrides it).
    fix: bool = False
    #: `unsafe-fixes = true`: unsafe fixes count as fixable, and `--fix` applies them.
    unsafe_fixes: bool = False
    #: Absolute path of the baseline file (`baseline` key, relative to its config file).
    baseline: Optional[str] = None
    #: Absolute path of the result cache (`cache-dir` key, relative to its config file).
    cache_dir: Optional[str] = None
    #: Folder that globs are relative to (the config file's folder, else the cwd).
    root: str = "."
    config_file: Optional[str] = None

    @property
    def enabled(self) -> FrozenSet[str]:
        return _enabled(self.layers)

    def enabled_for(self, path: Path) -> FrozenSet[str]:
        """Enabled codes for a file, after `per-file-ignores`."""
        codes = self.enabled
        if self.per_file_ignores:
            relative = globs.relative_to(path, self.root)
            for pattern, ignored in self.per_file_ignores:
                if globs.matches(pattern, relative):
                    codes = codes - registry.expand_all(ignored)
        return codes

    def file_options(self, path: Path) -> FileOptions:
        """What the engine needs to lint `path` with these settings."""
        return FileOptions(self.enabled_for(path), self.target, self.batch_size, self.reexports)

    def fingerprint(self) -> str:
        """A stable text that changes whenever a setting that affects findings changes."""
        return repr((self.layers, self.per_file_ignores, self.target, self.batch_size, self.reexports))

    def describe(self) -> str:
        """Human-readable dump for `--show-settings`."""
        lines = [f"config file: {self.config_file or '(none)'}", f"root: {self.root}"]
        lines.append("enabled rules: " + ", ".join(sorted(self.enabled)))
        for key in ("per_file_ignores", "exclude", "extend_exclude", "respect_gitignore",
                    "output_format", "target", "batch_size", "reexports", "fix", "unsafe_fixes", "baseline", "cache_dir"):
            lines.append(f"{key.replace('_', '-')}: {getattr(self, key)!r}")
        return "\n".join(lines)


@lru_cache(maxsize=64)
def _enabled(layers: Tuple[Selection, ...]) -> FrozenSet[str]:
    codes: FrozenSet[str] = frozenset()
    for layer in layers:
        codes = layer.apply(codes)
    return codes


# -- parsing ------------------------------------------------------------------

_KEYS = (
    "select", "extend-select", "ignore", "per-file-ignores", "exclude", "extend-exclude",
    "respect-gitignore", "output-format", "target", "batch-size", "fix", "unsafe-fixes", "baseline",
    "cache-dir", "reexports",
)


def _string_list(value: Any, key: str, where: str) -> Tuple[str, ...]:
    if isinstance(value, str) or not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{where}: '{key}' must be a list of strings, got {value!r}")
    return tuple(value)


def _check_selectors(values: Sequence[str], key: str, where: str) -> None:
    for value in values:
        try:
            registry.expand(value)
        except registry.UnknownSelector as error:
            raise ConfigError(f"{where}: in '{key}': {error}") from None


def apply_table(base: Settings, table: Mapping[str, Any], where: str, root: str) -> Settings:
    """Settings `base` updated by a config table; validates every key and value."""
    for key in table:
        if key not in _KEYS:
            import difflib

            close = difflib.get_close_matches(key, _KEYS, n=1)
            hint = f"; did you mean '{close[0]}'?" if close else f"; known keys: {', '.join(_KEYS)}"
            raise ConfigError(f"unknown key '{key}' in {where}{hint}")
    changes: Dict[str, Any] = {}
    selection = _selection(table, where)
    if selection is not None:
        changes["layers"] = base.layers + (selection,)
    for key, read in _VALUES.items():
        if key in table:
            changes.update(read(table[key], base, where, root))
    if ("exclude" in table or "extend-exclude" in table or "per-file-ignores" in table) and root != base.root:
        changes["root"] = root
    return replace(base, **changes)


def _selection(table: Mapping[str, Any], where: str) -> Optional[Selection]:
    """The layer of rule selection a table adds, or None."""
    found: Dict[str, Tuple[str, ...]] = {}
    for key in ("select", "extend-select", "ignore"):
        if key in table:
            found[key] = _string_list(table[key], key, where)
            _check_selectors(found[key], key, where)
    select, extend, ignore = found.get("select"), found.get("extend-select"), found.get("ignore")
    if select is None and not extend and not ignore:
        return None
    return Selection(select, extend or (), ignore or ())


Changes = Dict[str, Any]


def _per_file_ignores(value: Any, base: Settings, where: str, root: str) -> Changes:
    if not isinstance(value, dict):
        raise ConfigError(f"{where}: 'per-file-ignores' must be a table of glob = [codes]")
    pairs = []
    for pattern, codes in value.items():
        codes = _string_list(codes, f"per-file-ignores.{pattern}", where)
        _check_selectors(codes, "per-file-ignores", where)
        pairs.append((pattern, codes))
    return {"per_file_ignores": base.per_file_ignores + tuple(pairs)}


def _flag(key: str, message: str) -> Callable[[Any, Settings, str, str], Changes]:
    def read(value: Any, base: Settings, where: str, root: str) -> Changes:
        if not isinstance(value, bool):
            raise ConfigError(f"{where}: '{key}' must be true or false" + (f", got {value!r}" if message else ""))
        return {key.replace("-", "_"): value}

    return read


def _batch_size(value: Any, base: Settings, where: str, root: str) -> Changes:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigError(f"{where}: 'batch-size' must be a positive integer, got {value!r}")
    return {"batch_size": value}


_DOTTED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\Z")


def _reexports(value: Any, base: Settings, where: str, root: str) -> Changes:
    """`reexports = {"myproject.compat.tf" = "tensorflow", "myproject.tfv1" = "tensorflow.compat.v1"}`."""
    from tfshape_lint.analysis.names import TF_ROOTS

    if not isinstance(value, dict):
        raise ConfigError(f"{where}: 'reexports' must be a table of \"module\" = \"TensorFlow or Keras module\"")
    pairs = []
    for module, stands_for in value.items():
        if not _DOTTED.match(module):
            raise ConfigError(f"{where}: in 'reexports': {module!r} is not a module name (like \"myproject.compat.tf\")")
        if not isinstance(stands_for, str) or not _DOTTED.match(stands_for) or stands_for.split(".", 1)[0] not in TF_ROOTS:
            raise ConfigError(
                f"{where}: in 'reexports': {module!r} must stand for a module of {', '.join(sorted(TF_ROOTS))} "
                f"(like \"tensorflow\" or \"tensorflow.compat.v1\"), got {stands_for!r}"
            )
        pairs.append((module, stands_for))
    merged = dict(base.reexports)
    merged.update(pairs)
    return {"reexports": tuple(sorted(merged.items()))}


def _path(key: str, noun: str, expand: bool) -> Callable[[Any, Settings, str, str], Changes]:
    def read(value: Any, base: Settings, where: str, root: str) -> Changes:
        if not isinstance(value, str) or not value:
            raise ConfigError(f"{where}: '{key}' must be a {noun} name, got {value!r}")
        if "\x00" in value:
            raise ConfigError(f"{where}: '{key}' must be a {noun} name, got {value!r} (a NUL character cannot be in a path)")
        return {key.replace("-", "_"): os.path.join(root, os.path.expanduser(value) if expand else value)}

    return read


#: The keys with a value of their own, in the order they are checked.
_VALUES: Dict[str, Callable[[Any, Settings, str, str], Changes]] = {
    "per-file-ignores": _per_file_ignores,
    "exclude": lambda value, base, where, root: {"exclude": _string_list(value, "exclude", where)},
    "extend-exclude": lambda value, base, where, root: {
        "extend_exclude": base.extend_exclude + _string_list(value, "extend-exclude", where)},
    "respect-gitignore": _flag("respect-gitignore", ""),
    "output-format": lambda value, base, where, root: {
        "output_format": _choice(value, OUTPUT_FORMATS, "output-format", where)},
    "target": lambda value, base, where, root: {"target": _choice(value, TARGETS, "target", where)},
    "batch-size": _batch_size,
    "reexports": _reexports,
    "fix": _flag("fix", "got"),
    "unsafe-fixes": _flag("unsafe-fixes", "got"),
    "baseline": _path("baseline", "file", expand=False),
    "cache-dir": _path("cache-dir", "folder", expand=True),
}


def _choice(value: Any, choices: Sequence[str], key: str, where: str) -> str:
    if value not in choices:
        import difflib

        close = difflib.get_close_matches(str(value), choices, n=1)
        hint = f"; did you mean '{close[0]}'?" if close else ""
        raise ConfigError(f"{where}: '{key}' must be one of {', '.join(choices)}, got {value!r}{hint}")
    return str(value)


def read_config_file(path: Path) -> Optional[Mapping[str, Any]]:
    """The tfshape-lint table of a config file, or None if it has none."""
    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{path}: invalid TOML: {error}") from None
    except UnicodeDecodeError as error:
        raise ConfigError(f"{path}: invalid TOML: not UTF-8 (byte {error.object[error.start]:#04x} at offset {error.start})") from None
    except RecursionError:
        raise ConfigError(f"{path}: invalid TOML: nested too deeply to read") from None
    except OSError as error:
        raise ConfigError(f"{path}: cannot read: {error.strerror or error}") from None
    if path.name == "pyproject.toml":
        tool = data.get("tool", {})
        if not isinstance(tool, dict):
            raise ConfigError(f"{path}: 'tool' must be a table ([tool]), got {type(tool).__name__}")
        table = tool.get("tfshape-lint")
        if table is not None and not isinstance(table, dict):
            raise ConfigError(f"{path}: [tool.tfshape-lint] must be a table")
        return table
    return dict(data)


def _where(path: Path) -> str:
    return f"{path.name} [tool.tfshape-lint]" if path.name == "pyproject.toml" else str(path.name)


def find_config_file(start: Path) -> Optional[Path]:
    """The nearest config file with a tfshape-lint table, from `start` upwards."""
    folder = start if os.path.isdir(start) else start.parent
    folder = Path(os.path.abspath(folder))
    for candidate_dir in (folder, *folder.parents):
        for name in CONFIG_FILES:
            candidate = candidate_dir / name
            if os.path.isfile(candidate):  # never raises: an unreadable folder has no config
                if name != "pyproject.toml" or read_config_file(candidate) is not None:
                    return candidate
    return None


@dataclass
class Resolver:
    """Settings for each file: from its nearest config file, then the command line."""

    overrides: Mapping[str, Any] = field(default_factory=dict)
    cli_selection: Selection = Selection()
    config_path: Optional[Path] = None
    isolated: bool = False
    _cache: Dict[Optional[Path], Settings] = field(default_factory=dict)
    _dirs: Dict[Path, Optional[Path]] = field(default_factory=dict)

    def _settings(self, config: Optional[Path]) -> Settings:
        if config in self._cache:
            return self._cache[config]
        settings = Settings(root=os.getcwd())
        if config is not None:
            table = read_config_file(config) or {}
            settings = apply_table(settings, table, _where(config), str(config.parent.resolve()))
            settings = replace(settings, config_file=str(config))
        if self.overrides:
            settings = apply_table(settings, self.overrides, "the command line", settings.root)
        if self.cli_selection != Selection():
            settings = replace(settings, layers=settings.layers + (self.cli_selection,))
        settings.enabled  # validate selections now, not in a worker
        self._cache[config] = settings
        return settings

    def for_path(self, path: Path) -> Settings:
        if self.isolated:
            return self._settings(None)
        if self.config_path is not None:
            return self._settings(self.config_path)
        folder = path if os.path.isdir(path) else path.parent
        folder = Path(os.path.abspath(folder))
        if folder not in self._dirs:
            self._dirs[folder] = find_config_file(folder)
        return self._settings(self._dirs[folder])


def parse_inline(text: str) -> Dict[str, Any]:
    """`--config "key = value"` (TOML) as a table."""
    try:
        return dict(tomllib.loads(text))
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"--config {text!r} is neither a file nor a valid 'key = value' TOML line: {error}") from None


def split_selectors(values: Sequence[str]) -> List[str]:
    """`--select A,B --select C` -> [A, B, C]."""
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


def make_resolver(
    config_options: Sequence[str], isolated: bool, select: Sequence[str], extend_select: Sequence[str],
    ignore: Sequence[str], exclude: Sequence[str], extend_exclude: Sequence[str],
    respect_gitignore: Optional[bool], target: Optional[str], batch_size: Optional[int], output_format: Optional[str],
) -> "Resolver":
    """The settings resolver of the command-line options shared by `check` and `trace`.

    Raises `ConfigError` or `UnknownSelector` for a bad `--config` or selector.
    """
    overrides: Dict[str, Any] = {}
    config_path: Optional[Path] = None
    for option in config_options:
        if os.path.isfile(option):
            if config_path is not None:
                raise ConfigError("--config names more than one file")
            config_path = Path(option)
            if read_config_file(config_path) is None:
                raise ConfigError(f"{option} has no [tool.tfshape-lint] table")
        elif "=" in option:
            overrides.update(parse_inline(option))
        else:
            raise ConfigError(f"--config {option!r}: no such file")
    if exclude:
        overrides["exclude"] = list(exclude)
    if extend_exclude:
        overrides["extend-exclude"] = list(extend_exclude)
    if respect_gitignore is not None:
        overrides["respect-gitignore"] = respect_gitignore
    if target:
        overrides["target"] = target
    if batch_size:
        overrides["batch-size"] = batch_size
    split = split_selectors
    selection = Selection(
        tuple(split(select)) if select else None, tuple(split(extend_select)), tuple(split(ignore))
    )
    for selector in (selection.select or ()) + selection.extend_select + selection.ignore:
        registry.expand(selector)
    return Resolver(
        overrides=overrides, cli_selection=selection, config_path=config_path, isolated=isolated
    )
