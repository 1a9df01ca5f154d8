"""What a release and a team's CI depend on: the supported Pythons, the package's
metadata, the release workflow and the GitHub Action, each checked by running it."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict, List

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

REPO = Path(__file__).resolve().parent.parent
PYPROJECT: Dict[str, Any] = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def _nox_pythons() -> List[str]:
    tree = ast.parse((REPO / "noxfile.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "PYTHONS" for t in node.targets):
            return list(ast.literal_eval(node.value))
    raise AssertionError("noxfile.py has no PYTHONS")


def test_the_classifiers_name_exactly_the_pythons_the_matrix_tests() -> None:
    classifiers = PYPROJECT["project"]["classifiers"]
    versions = [c.rsplit(" :: ", 1)[1] for c in classifiers if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c)]
    assert versions == _nox_pythons() == ["3.10", "3.11", "3.12", "3.13"]
    assert PYPROJECT["project"]["requires-python"] == f">={versions[0]}"


def test_nox_offers_one_test_session_per_python() -> None:
    pytest.importorskip("nox")
    listed = subprocess.run(
        [sys.executable, "-m", "nox", "--list", "--noxfile", str(REPO / "noxfile.py")],
        cwd=REPO, capture_output=True, text=True, check=True,
    ).stdout
    sessions = re.findall(r"^\* (\S+)", listed, re.M)
    assert sessions == [f"tests-{version}" for version in _nox_pythons()]


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_make_matrix_runs_the_nox_test_sessions() -> None:
    dry_run = subprocess.run(
        ["make", "-n", "matrix", "ARGS=--ignore=tests/runtime"], cwd=REPO, capture_output=True, text=True, check=True,
    ).stdout
    assert re.search(r"nox -s tests -- --ignore=tests/runtime$", dry_run, re.M), dry_run
