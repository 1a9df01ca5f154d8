"""The result cache: hits give the same results, anything that matters makes a miss."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any, List, Optional

import pytest
from click.testing import CliRunner

from tfshape_lint import registry
from tfshape_lint.cache import (
    CACHE_DIR_NAME,
    ResultCache,
    decode_diagnostic,
    encode_diagnostic,
)
from tfshape_lint.cli import cli
from tfshape_lint.config import Settings
from tfshape_lint.lint.engine import lint_path
from tfshape_lint.model import FileOptions, FileResult
from tfshape_lint.runner import iter_results

FINDING = textwrap.dedent(
    """\
    import tensorflow as tf

    dataset = tf.data.Dataset.range(10).batch(4)
    """
)
CLEAN = "import tensorflow as tf\n\nx = tf.constant(1)\n"


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def run_cached(files: List[Path], cache: ResultCache, settings: Optional[Settings] = None) -> List[FileResult]:
    chosen = settings or Settings(root=str(files[0].parent))
    return list(iter_results([(path, chosen) for path in files], jobs=1, cache=cache))


def age(path: Path, seconds: float = 60) -> None:
    """Move a file's mtime into the past, so that its cache entry is not 'racy'."""
    info = path.stat()
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns - int(seconds * 1e9)))


def comparable(results: List[FileResult]) -> List[Any]:
    return [(r.path, r.diagnostics, r.source, r.error) for r in results]


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    for name, text in (("a.py", FINDING), ("b.py", CLEAN), ("sub/c.py", FINDING), ("d.py", "print(1)\n")):
        age(write(tmp_path / name, text))
    return tmp_path


def files_of(project: Path) -> List[Path]:
    return sorted(path.relative_to(project) for path in project.rglob("*.py") if CACHE_DIR_NAME not in path.parts)


def test_hit_returns_the_same_results(project: Path) -> None:
    files = files_of(project)
    first = ResultCache(project / CACHE_DIR_NAME, tool="t")
    cold = run_cached(files, first)
    assert first.hits == 0 and first.misses == len(files)
    assert any(r.diagnostics for r in cold)

    second = ResultCache(project / CACHE_DIR_NAME, tool="t")
    warm = run_cached(files, second)
    assert second.hits == len(files) and second.misses == 0
    assert all(r.from_cache for r in warm)
    assert comparable(warm) == comparable(cold)
    # The source that reporters show comes back too (re-read from the unchanged file).
    assert warm[0].source == FINDING


def test_changed_file_misses_and_same_content_hits(project: Path) -> None:
    files = files_of(project)
    run_cached(files, ResultCache(project / CACHE_DIR_NAME, tool="t"))

    write(project / "a.py", CLEAN)
    age(project / "b.py", 10)  # new mtime, same bytes: the digest says it is unchanged
    cache = ResultCache(project / CACHE_DIR_NAME, tool="t")
    results = run_cached(files, cache)
    by_path = {r.path: r for r in results}
    assert not by_path["a.py"].from_cache and by_path["a.py"].diagnostics == ()
    assert by_path["b.py"].from_cache
    assert cache.misses == 1


def test_same_size_same_mtime_edit_is_caught_while_the_entry_is_racy(project: Path) -> None:
    target = project / "a.py"
    write(target, FINDING)  # mtime "now": the entry written below is racy
    run_cached([Path("a.py")], ResultCache(project / CACHE_DIR_NAME, tool="t"))
    info = target.stat()
    write(target, FINDING.replace("batch(4)", "batch(5)"))
    os.utime(target, ns=(info.st_atime_ns, info.st_mtime_ns))
    cache = ResultCache(project / CACHE_DIR_NAME, tool="t")
    (result,) = run_cached([Path("a.py")], cache)
    assert cache.misses == 1 and "batch(5)" in (result.source or "")


def test_changed_settings_miss(project: Path) -> None:
    files = files_of(project)
    run_cached(files, ResultCache(project / CACHE_DIR_NAME, tool="t"))
    for options in (FileOptions(frozenset({"TFS201"})), FileOptions(registry.expand("ALL"), target="tpu"),
                    FileOptions(registry.expand("ALL"), batch_size=32)):
        cache = ResultCache(project / CACHE_DIR_NAME, tool="t")
        assert cache.lookup("a.py", "a.py", options) is None
    default = FileOptions(Settings().enabled_for(Path("a.py")))
    assert ResultCache(project / CACHE_DIR_NAME, tool="t").lookup("a.py", "a.py", default) is not None


def test_changed_tool_misses(project: Path) -> None:
    files = files_of(project)
    run_cached(files, ResultCache(project / CACHE_DIR_NAME, tool="0.1.0-aaaa"))
    other = ResultCache(project / CACHE_DIR_NAME, tool="0.2.0-bbbb")
    run_cached(files, other)
    assert other.hits == 0 and other.misses == len(files)


def test_tool_key_follows_the_package_sources() -> None:
    from tfshape_lint import __version__
    from tfshape_lint.cache import tool_key

    assert tool_key().startswith(__version__ + "-") and tool_key() == tool_key()


@pytest.mark.parametrize("garbage", [b"", b"{not json", b'{"format": 1, "entries": []}', b"\x00\xff" * 10])
def test_corrupted_pack_is_ignored_and_rewritten(project: Path, garbage: bytes) -> None:
    files = files_of(project)
    cold = run_cached(files, ResultCache(project / CACHE_DIR_NAME, tool="t"))
    packs = list((project / CACHE_DIR_NAME / "t").glob("*.json"))
    assert packs
    for pack in packs:
        pack.write_bytes(garbage)
    cache = ResultCache(project / CACHE_DIR_NAME, tool="t")
    assert comparable(run_cached(files, cache)) == comparable(cold)
    assert cache.hits == 0
    assert all(json.loads(pack.read_bytes())["format"] == 1 for pack in packs)


def test_corrupted_entry_is_ignored(project: Path) -> None:
    files = files_of(project)
    cold = run_cached(files, ResultCache(project / CACHE_DIR_NAME, tool="t"))
    for pack in (project / CACHE_DIR_NAME / "t").glob("*.json"):
        document = json.loads(pack.read_text())
        for entry in document["entries"].values():
            entry[4] = [[["TFS201", "x", "y", [1, 1], "no-such-severity", None, 1, None, {}]], None]
        pack.write_text(json.dumps(document))
    cache = ResultCache(project / CACHE_DIR_NAME, tool="t")
    assert comparable(run_cached(files, cache)) == comparable(cold)
    assert cache.hits == 0


def test_unreadable_results_are_not_cached(project: Path) -> None:
    cache = ResultCache(project / CACHE_DIR_NAME, tool="t")
    cache.store("a.py", FileOptions(frozenset()), FileResult("a.py", error="cannot read"), None)
    cache.flush()
    assert not (project / CACHE_DIR_NAME).exists()


def test_diagnostics_round_trip_through_json(project: Path) -> None:
    result = lint_path(str(project / "a.py"), "a.py", FileOptions(registry.expand("ALL"), batch_size=8))
    assert result.diagnostics and any(d.fix is not None for d in result.diagnostics)
    for diagnostic in result.diagnostics:
        assert decode_diagnostic(json.loads(json.dumps(encode_diagnostic(diagnostic)))) == diagnostic


def test_two_writers_leave_a_valid_pack(project: Path) -> None:
    files = files_of(project)
    one, two = ResultCache(project / CACHE_DIR_NAME, tool="t"), ResultCache(project / CACHE_DIR_NAME, tool="t")
    run_cached(files[:2], one)
    run_cached(files[2:], two)
    third = ResultCache(project / CACHE_DIR_NAME, tool="t")
    run_cached(files, third)
    assert third.hits >= 1  # whichever writer came last kept its entries; nothing is broken
    assert not list((project / CACHE_DIR_NAME / "t").glob(".pack-*"))


# -- through the command line -----------------------------------------------------------


def invoke(*args: str) -> Any:
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_cli_creates_tagged_gitignored_cache_and_hits(project: Path) -> None:
    cold = invoke("--output-format", "json", ".")
    cache_dir = project / CACHE_DIR_NAME
    assert (cache_dir / "CACHEDIR.TAG").read_text().startswith("Signature: 8a477f597d28d172789f06886806bc55")
    assert (cache_dir / ".gitignore").read_text().splitlines()[-1] == "*"
    warm = invoke("--output-format", "json", ".")
    assert warm.exit_code == cold.exit_code == 1
    assert json.loads(warm.stdout) == json.loads(cold.stdout)


def test_no_cache_writes_nothing(project: Path) -> None:
    result = invoke("--no-cache", ".")
    assert result.exit_code == 1
    assert not (project / CACHE_DIR_NAME).exists()


def test_cache_dir_option_and_config_key(project: Path) -> None:
    invoke("--cache-dir", "elsewhere", ".")
    assert (project / "elsewhere" / "CACHEDIR.TAG").is_file()
    assert not (project / CACHE_DIR_NAME).exists()

    write(project / "pyproject.toml", '[tool.tfshape-lint]\ncache-dir = "build/lint-cache"\n')
    invoke(".")
    assert (project / "build" / "lint-cache" / "CACHEDIR.TAG").is_file()


def test_cache_dir_config_must_be_a_string(project: Path) -> None:
    write(project / "pyproject.toml", "[tool.tfshape-lint]\ncache-dir = 3\n")
    result = invoke(".")
    assert result.exit_code == 2 and "cache-dir" in result.stderr


def test_fix_bypasses_the_cache_and_the_next_run_sees_the_fixed_file(project: Path) -> None:
    before = invoke("--output-format", "json", "a.py")
    assert any(d["code"] == "TFS201" for d in json.loads(before.stdout))
    packs = sorted((project / CACHE_DIR_NAME).rglob("*.json"))
    stamps = [pack.stat().st_mtime_ns for pack in packs]

    fixed = invoke("--fix", "--unsafe-fixes", "a.py")
    assert "drop_remainder=True" in (project / "a.py").read_text()
    assert fixed.exit_code == 0
    assert [pack.stat().st_mtime_ns for pack in packs] == stamps  # the fix run wrote no cache

    after = invoke("--output-format", "json", "a.py")
    assert not any(d["code"] == "TFS201" for d in json.loads(after.stdout))


# -- what a warm run imports --------------------------------------------------------------

CHILD = """
import sys
import tfshape_lint.cache as cache
cache.tool_key = lambda: "fixed-for-the-test"
from tfshape_lint.cli import cli
try:
    cli(sys.argv[1:], prog_name="tfshape-lint")
except SystemExit:
    pass
print("LIBCST-IMPORTED" if "libcst" in sys.modules else "LIBCST-NOT-IMPORTED", file=sys.stderr)
"""


def test_a_run_where_every_file_hits_does_not_import_libcst(project: Path) -> None:
    def child(*args: str) -> str:
        completed = subprocess.run(
            [sys.executable, "-c", CHILD, *args], capture_output=True, text=True, cwd=project, timeout=120,
            env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)},
        )
        return completed.stderr.strip().splitlines()[-1]

    assert child(".") == "LIBCST-IMPORTED"  # cold: every file is parsed
    assert child(".") == "LIBCST-NOT-IMPORTED"
    assert child("--output-format", "full", ".") == "LIBCST-NOT-IMPORTED"


def test_rule_index_without_imports_matches_the_rules() -> None:
    actual = {code: rule.NAME for code, rule in registry.by_code().items()}
    assert registry.codes_and_names() == actual, "write every rule's CODE and NAME in registry.CODES_AND_NAMES"


# -- the cache deletes only what it created (a repository's config can name any folder) --


def _user_files(root: Path) -> List[str]:
    return sorted(str(path.relative_to(root)) for path in root.rglob("*") if CACHE_DIR_NAME not in path.parts)


def _make_old(*paths: Path) -> None:
    for path in paths:
        os.utime(path, (1_000_000_000, 1_000_000_000), follow_symlinks=False)


def test_cache_dir_dot_deletes_nothing_and_caches_nothing(project: Path) -> None:
    write(project / "src" / "train.py", FINDING)
    write(project / "docs" / "index.md", "# docs\n")
    _make_old(project / "src", project / "docs", project / "sub")
    before = _user_files(project)
    for _ in range(2):
        result = invoke("--cache-dir", ".", "src/train.py")
        assert result.exit_code == 1
        assert "not caching" in result.stderr and "did not create" in result.stderr
    assert _user_files(project) == before
    assert not (project / "CACHEDIR.TAG").exists() and not (project / ".gitignore").exists()


def test_cache_dir_in_a_repository_config_cannot_reach_home(project: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    home = tmp_path_factory.mktemp("home")
    write(home / ".ssh" / "id_rsa", "secret\n")
    write(home / "Documents" / "thesis.tex", "words\n")
    _make_old(home / ".ssh", home / "Documents")
    for configured in (home.as_posix(), "~", "../" * 12 + home.as_posix().lstrip("/")):
        write(project / "pyproject.toml", f'[tool.tfshape-lint]\ncache-dir = "{configured}"\n')
        result = invoke("a.py")
        assert result.exit_code == 1 and "is outside the project" in result.stderr
        assert (project / CACHE_DIR_NAME / "CACHEDIR.TAG").is_file()  # the default folder is used instead
    assert sorted(path.name for path in home.iterdir()) == [".ssh", "Documents"]
    assert (home / ".ssh" / "id_rsa").read_text() == "secret\n"
    # The user may name any folder on the command line or in the environment.
    assert invoke("--cache-dir", str(home / "lint-cache"), "a.py").exit_code == 1
    assert (home / "lint-cache" / "CACHEDIR.TAG").is_file()


def test_a_committed_symlink_cache_folder_is_not_used(project: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    outside = tmp_path_factory.mktemp("sibling")
    write(outside / "keep" / "data.txt", "data\n")
    _make_old(outside / "keep")
    (project / CACHE_DIR_NAME).symlink_to(outside, target_is_directory=True)
    result = invoke("a.py")
    assert result.exit_code == 1 and "not caching" in result.stderr
    assert (outside / "keep" / "data.txt").is_file()
    assert sorted(path.name for path in outside.iterdir()) == ["keep"]


def test_stale_tool_folders_are_removed_only_when_marked_and_only_their_own_files(project: Path) -> None:
    from tfshape_lint.cache import ENTRY_MARKER, remove_stale_entries

    cache_dir = project / CACHE_DIR_NAME
    run_cached([Path("a.py")], ResultCache(cache_dir, tool="old"))
    old = cache_dir / "old"
    assert (old / ENTRY_MARKER).read_text() == "old"
    write(cache_dir / "unmarked" / "notes.txt", "mine\n")  # a folder the tool did not make
    marked_with_extra = cache_dir / "extra"
    run_cached([Path("a.py")], ResultCache(cache_dir, tool="extra"))
    write(marked_with_extra / "user.txt", "mine too\n")
    (cache_dir / "linked").symlink_to(project / "sub", target_is_directory=True)
    _make_old(old, cache_dir / "unmarked", marked_with_extra, cache_dir / "linked")

    assert remove_stale_entries(cache_dir, keep="new") == ["old"]
    assert not old.exists()
    assert (cache_dir / "unmarked" / "notes.txt").read_text() == "mine\n"
    assert (marked_with_extra / "user.txt").is_file() and not (marked_with_extra / ENTRY_MARKER).exists()
    assert (project / "sub" / "c.py").is_file()

    # A new tool version (here: a new tool key) runs the same clean-up on its first run.
    run_cached([Path("a.py")], ResultCache(cache_dir, tool="fresh"))
    assert (cache_dir / "fresh" / ENTRY_MARKER).is_file()


def test_a_folder_that_only_looks_like_a_cache_is_not_read(project: Path) -> None:
    run_cached([Path("a.py")], ResultCache(project / CACHE_DIR_NAME, tool="t"))
    (project / CACHE_DIR_NAME / "CACHEDIR.TAG").write_text("Signature: someone else\n")
    cache = ResultCache(project / CACHE_DIR_NAME, tool="t")
    run_cached([Path("a.py")], cache)
    assert cache.hits == 0 and cache.warning is not None


def test_a_committed_symlink_to_an_empty_folder_elsewhere_is_not_written(
    project: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    outside = tmp_path_factory.mktemp("empty")
    (project / CACHE_DIR_NAME).symlink_to(outside, target_is_directory=True)
    result = invoke("a.py")
    assert result.exit_code == 1 and "symlink out of the project" in result.stderr
    assert list(outside.iterdir()) == []


def test_an_empty_unmarked_tool_folder_is_claimed_not_refused(project: Path) -> None:
    """A run interrupted between creating its folder and its marker (or a second run at
    the same moment) must not switch caching off for good."""
    first = invoke("a.py")
    assert first.exit_code == 1
    tool_folders = [path for path in (project / CACHE_DIR_NAME).iterdir() if path.is_dir()]
    [folder] = tool_folders
    for child in folder.iterdir():
        child.unlink()
    second = invoke("a.py")
    assert second.exit_code == 1 and "not caching" not in second.stderr, second.stderr
    assert any(folder.iterdir())


def test_an_inline_config_cache_dir_is_the_users_choice(project: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    """`--config 'cache-dir = "..."'` is typed by the user, not read from the repository."""
    elsewhere = tmp_path_factory.mktemp("mine") / "lint-cache"
    result = invoke("--isolated", "--config", f'cache-dir = "{elsewhere}"', "a.py")
    assert result.exit_code == 1 and "outside the project" not in result.stderr
    assert (elsewhere / "CACHEDIR.TAG").is_file()
