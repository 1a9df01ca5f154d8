"""The flake8 plugin, run through flake8 itself: same codes and positions as `tfshape-lint`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import pytest

pytest.importorskip("flake8")

TIMEOUT = 120

FILES = {
    "data.py": (
        "import tensorflow as tf\n"
        "ds = tf.data.Dataset.range(10)\n"
        "train = ds.batch(4)\n"
        "é = 'ñ'; evaluate = ds.shuffle(10).padded_batch(\n"
        "    8)\n"
        "kept = ds.batch(2)  # noqa: TFS201\n"
    ),
    "pkg/model.py": (
        "from tensorflow import data\n"
        "\n"
        "def pipeline():\n"
        "    return data.Dataset.range(3).batch(2)\n"
    ),
    "plain.py": "def batch(x):\n    return x.batch(2)\n",
}


def write_project(root: Path) -> None:
    for name, text in FILES.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def run(
    args: List[str], cwd: Path, stdin: str | None = None, env: Optional[Dict[str, str]] = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT, input=stdin, check=False,
        env=env,
    )


def rows(output: str) -> List[Tuple[str, int, int, str]]:
    """(path, line, column, code) of each `path:line:col: CODE ...` line."""
    found = []
    for line in output.splitlines():
        path, row, column, rest = line.split(":", 3)
        found.append((path, int(row), int(column), rest.split()[0]))
    return sorted(found)


def test_flake8_matches_concise_output(isolated_cwd: Path) -> None:
    write_project(isolated_cwd)
    names = sorted(FILES)
    flake8 = run(["-m", "flake8", "--select", "TFS", *names], isolated_cwd)
    ours = run(["-m", "tfshape_lint", "--output-format", "concise", "--quiet", *names], isolated_cwd)
    assert flake8.returncode == 1, flake8.stderr
    assert ours.returncode == 1, ours.stderr
    assert rows(flake8.stdout) == rows(ours.stdout)
    # Where in the line a rule points is the rule's business; that both tools agree is this test's.
    assert [(path, line, code) for path, line, _, code in rows(flake8.stdout)] == [
        ("data.py", 3, "TFS201"),
        ("data.py", 4, "TFS201"),
        ("pkg/model.py", 4, "TFS201"),
    ]
    # Messages are the same words, after the code.
    assert {line.split(" ", 1)[1] for line in flake8.stdout.splitlines()} == {
        line.split(" ", 1)[1] for line in ours.stdout.splitlines()
    }


def test_plugin_is_registered_and_selectable(isolated_cwd: Path) -> None:
    write_project(isolated_cwd)
    version = run(["-m", "flake8", "--version"], isolated_cwd)
    assert "tfshape-lint" in version.stdout
    ignored = run(["-m", "flake8", "--select", "TFS", "--extend-ignore", "TFS201", "data.py"], isolated_cwd)
    assert ignored.returncode == 0 and ignored.stdout == ""
    # flake8's own noqa handling applies too: `--disable-noqa` does not resurrect ours, see docs.
    default = run(["-m", "flake8", "data.py"], isolated_cwd)
    assert "TFS201" in default.stdout  # plugin codes are on by default in flake8 >= 6


def test_project_config_applies(isolated_cwd: Path) -> None:
    write_project(isolated_cwd)
    (isolated_cwd / "pkg" / "pyproject.toml").write_text("[tool.tfshape-lint]\nignore = ['TFS201']\n", encoding="utf-8")
    result = run(["-m", "flake8", "--select", "TFS", "data.py", "pkg/model.py"], isolated_cwd)
    assert [row[0] for row in rows(result.stdout)] == ["data.py", "data.py"]


def test_stdin(isolated_cwd: Path) -> None:
    write_project(isolated_cwd)
    result = run(["-m", "flake8", "--select", "TFS", "-"], isolated_cwd, stdin=FILES["data.py"])
    from_file = run(["-m", "flake8", "--select", "TFS", "data.py"], isolated_cwd)
    assert [row[1:] for row in rows(result.stdout)] == [row[1:] for row in rows(from_file.stdout)]
    assert len(rows(result.stdout)) == 2
