"""The per-user cache of dataclass code: same classes, same output, nothing trusted
that someone else could write, never an error."""

from __future__ import annotations

import marshal
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Dict, Optional

import pytest

from tfshape_lint.codecache import HEADER, CodeCache, dataclass_code_cache, default_directory, file_name

TF_FILE = textwrap.dedent(
    """\
    import tensorflow as tf

    x = tf.compat.v1.placeholder(tf.float32, [None, 784])
    ds = tf.data.Dataset.range(10).batch(4)
    """
)

# Run in a fresh interpreter: by the time a test runs, this process has created
# every dataclass it will ever import.
PROBE = textwrap.dedent(
    """\
    import sys
    from tfshape_lint.codecache import dataclass_code_cache

    with dataclass_code_cache() as cache:
        from dataclasses import dataclass, field, FrozenInstanceError

        @dataclass(frozen=True, order=True)
        class Point:
            x: int
            y: int = 2
            tags: tuple = field(default=(), compare=False)

    p = Point(1)
    assert p == Point(1, 2, ("a",)) and p < Point(2) and hash(p) == hash(Point(1))
    assert repr(p) == "Point(x=1, y=2, tags=())", repr(p)
    try:
        p.x = 3
    except FrozenInstanceError:
        pass
    else:
        raise AssertionError("frozen")
    print(cache.hits if cache else "off", cache.misses if cache else "off")
    """
)


def _env(cache_home: Path, **extra: str) -> Dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "TFSHAPE_LINT_NO_CODE_CACHE")}
    env["XDG_CACHE_HOME"] = str(cache_home)
    env.update(extra)
    return env


def _probe(cache_home: Path, **extra: str) -> str:
    done = subprocess.run([sys.executable, "-c", PROBE], env=_env(cache_home, **extra), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def _cli(cwd: Path, cache_home: Path, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tfshape_lint", "--no-cache", *args], cwd=cwd, env=_env(cache_home, **extra),
        capture_output=True, text=True, timeout=300,
    )


def _cache_file(cache_home: Path) -> Path:
    return cache_home / "tfshape-lint" / file_name()


def test_second_run_compiles_nothing_and_the_class_behaves_the_same(tmp_path: Path) -> None:
    first = _probe(tmp_path).split()
    assert first[0] == "0" and int(first[1]) >= 4  # __init__, __repr__, __eq__, order, hash, setattr...
    second = _probe(tmp_path).split()
    assert second == [first[1], "0"]


def test_cached_code_is_what_compile_gives(tmp_path: Path) -> None:
    _probe(tmp_path)
    data = _cache_file(tmp_path).read_bytes()
    assert data.startswith(HEADER)
    table = marshal.loads(data[len(HEADER):])
    assert table
    for source, code in table.items():
        assert compile(source, "<string>", "exec", dont_inherit=True) == code


def test_cli_output_is_the_same_with_a_cold_a_warm_and_no_code_cache(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    (project / "model.py").write_text(TF_FILE)
    home = tmp_path / "home"
    cold = _cli(project, home, "model.py")
    assert cold.returncode == 1 and "TFS101" in cold.stdout and "TFS201" in cold.stdout, cold.stderr
    cache_file = _cache_file(home)
    # libcst's nodes are most of it; a few hundred entries, not a handful.
    assert len(marshal.loads(cache_file.read_bytes()[len(HEADER):])) > 300
    if os.name == "posix":
        assert stat.S_IMODE(cache_file.stat().st_mode) & 0o077 == 0
        assert stat.S_IMODE(cache_file.parent.stat().st_mode) & 0o077 == 0
    written = cache_file.stat().st_mtime_ns
    warm = _cli(project, home, "model.py")
    assert (warm.returncode, warm.stdout, warm.stderr) == (cold.returncode, cold.stdout, cold.stderr)
    assert cache_file.stat().st_mtime_ns == written  # nothing new compiled: not rewritten
    off_home = tmp_path / "off"
    off = _cli(project, off_home, "model.py", TFSHAPE_LINT_NO_CODE_CACHE="1")
    assert (off.returncode, off.stdout) == (cold.returncode, cold.stdout)
    assert not off_home.exists()
    # Like .pyc files: read, but never written, under PYTHONDONTWRITEBYTECODE.
    readonly_home = tmp_path / "readonly"
    readonly = _cli(project, readonly_home, "model.py", PYTHONDONTWRITEBYTECODE="1")
    assert readonly.stdout == cold.stdout
    assert not readonly_home.exists()


@pytest.mark.parametrize("content", [b"", b"garbage", HEADER + b"\xff\x00 not marshal", HEADER + marshal.dumps([1, 2])])
def test_a_damaged_file_is_ignored_and_replaced(tmp_path: Path, content: bytes) -> None:
    cache_file = _cache_file(tmp_path)
    cache_file.parent.mkdir(mode=0o700, parents=True)
    cache_file.write_bytes(content)
    os.chmod(cache_file, 0o600)
    assert _probe(tmp_path).split()[0] == "0"
    assert _probe(tmp_path).split()[1] == "0"  # rewritten whole, then every text hits


def test_an_entry_that_is_not_code_is_compiled_again(tmp_path: Path) -> None:
    cache = CodeCache(tmp_path / "c.marshal")
    cache._table = {"x = 1\n": "not code"}
    namespace: Dict[str, object] = {}
    exec(cache.code_for("x = 1\n"), namespace)
    assert namespace["x"] == 1 and (cache.hits, cache.misses) == (0, 1)


@pytest.mark.skipif(os.name != "posix", reason="ownership and modes are POSIX")
def test_a_file_others_can_write_is_not_trusted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    folder = tmp_path / "cache"
    cache = CodeCache(folder / "c.marshal")
    cache.code_for("y = 2\n")
    cache.save()
    assert CodeCache(folder / "c.marshal")._load()  # private: used
    os.chmod(folder / "c.marshal", 0o666)
    assert CodeCache(folder / "c.marshal")._load() == {}
    os.chmod(folder / "c.marshal", 0o600)
    os.chmod(folder, 0o777)
    assert CodeCache(folder / "c.marshal")._load() == {}
    # ... and not written to either.
    other = CodeCache(folder / "d.marshal")
    other.code_for("z = 3\n")
    other.save()
    assert not (folder / "d.marshal").exists()


def test_an_unwritable_folder_is_not_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    cache = CodeCache(blocker / "sub" / "c.marshal")
    cache.code_for("w = 4\n")
    cache.save()  # must not raise
    assert cache.misses == 1


def test_the_exec_replacement_is_removed_afterwards(tmp_path: Path) -> None:
    import dataclasses

    with dataclass_code_cache(tmp_path) as cache:
        assert cache is not None and "exec" in vars(dataclasses)
        # Nested use (someone else's replacement present): left alone.
        with dataclass_code_cache(tmp_path) as inner:
            assert inner is None
    assert "exec" not in vars(dataclasses)


@pytest.mark.parametrize(
    "env, expected",
    [
        ({"XDG_CACHE_HOME": "/somewhere/cache"}, Path("/somewhere/cache/tfshape-lint")),
        ({"XDG_CACHE_HOME": "relative", "HOME": "/home/u"}, Path("/home/u/.cache/tfshape-lint")),
        ({"HOME": "/home/u"}, Path("/home/u/.cache/tfshape-lint")),
    ],
)
@pytest.mark.skipif(os.name != "posix", reason="XDG paths are POSIX")
def test_default_directory(monkeypatch: pytest.MonkeyPatch, env: Dict[str, str], expected: Optional[Path]) -> None:
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    assert default_directory() == expected


def test_workers_keep_the_code_they_compiled(tmp_path: Path) -> None:
    # Enough files for the process pool: libcst is imported in the workers only,
    # and the main process's own write must not drop what they wrote.
    project = tmp_path / "project"
    project.mkdir()
    for index in range(20):
        (project / f"m{index}.py").write_text(TF_FILE)
    home = tmp_path / "home"
    done = _cli(project, home, "-j", "2", ".")
    assert done.returncode == 1 and done.stdout.count("TFS201") == 20, done.stderr
    assert len(marshal.loads(_cache_file(home).read_bytes()[len(HEADER):])) > 300
