"""What a release and a team's CI depend on: the supported Pythons, the package's
metadata, the release workflow and the GitHub Action, each checked by running it."""

from __future__ import annotations

import ast
import os
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


@pytest.mark.skipif(not os.environ.get("TFSHAPE_LINT_TEST_DIST"), reason="only when scripts/test_dist.sh tests a build")
def test_the_suite_runs_on_the_installed_distribution_not_the_checkout() -> None:
    import tfshape_lint

    installed = Path(tfshape_lint.__file__).resolve()
    assert REPO not in installed.parents, f"imported from the checkout: {installed}"


# -- the workflows -------------------------------------------------------------------

def _workflow(name: str) -> Dict[str, Any]:
    yaml = pytest.importorskip("yaml")
    loaded: Dict[str, Any] = yaml.safe_load((REPO / ".github" / "workflows" / name).read_text(encoding="utf-8"))
    # YAML 1.1 reads the key `on` as True.
    loaded["on"] = loaded.pop(True, loaded.get("on"))
    return loaded


def _step_script(workflow: Dict[str, Any], job: str, name: str) -> str:
    step = next(s for s in workflow["jobs"][job]["steps"] if s.get("name") == name)
    assert "${{" not in step["run"], "inputs reach scripts through env, never pasted in"
    return str(step["run"])


def _bash(script: str, cwd: Path, env: "Dict[str, str] | None" = None) -> subprocess.CompletedProcess[str]:
    """A `run:` script as GitHub runs it, with this test's Python first on PATH as `python`."""
    environment = {**os.environ, **(env or {})}
    environment["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), environment.get("PATH", "")])
    return subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script], cwd=cwd,
                          env=environment, capture_output=True, text=True, timeout=900)


def test_ci_runs_every_python_on_every_os_through_nox() -> None:
    ci = _workflow("ci.yml")
    tests = ci["jobs"]["tests"]
    assert tests["strategy"]["matrix"]["python"] == _nox_pythons()
    assert set(tests["strategy"]["matrix"]["os"]) == {"ubuntu-latest", "macos-latest", "windows-latest"}
    assert "nox -s tests-${{ matrix.python }}" in [step.get("run") for step in tests["steps"]]
    assert any(step.get("uses") == "./" for step in ci["jobs"]["action"]["steps"]), "the action runs on this repo"


def test_release_tests_the_built_distributions_and_publishes_tags_with_trusted_publishing() -> None:
    release = _workflow("release.yml")
    assert release["on"]["push"]["tags"] == ["v*"]
    test = release["jobs"]["test"]
    assert test["needs"] == "build"
    assert test["strategy"]["matrix"]["python"] == _nox_pythons()
    assert "scripts/test_dist.sh" in test["steps"][-1]["run"]
    publish = release["jobs"]["publish"]
    assert set(publish["needs"]) == {"build", "test"}
    assert publish["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert publish["permissions"] == {"id-token": "write"}
    assert publish["environment"]["name"] == "pypi"
    uses = [step.get("uses", "") for step in publish["steps"]]
    assert "pypa/gh-action-pypi-publish@release/v1" in uses
    assert all("password" not in step.get("with", {}) for step in publish["steps"]), "no stored token"
    assert release["permissions"] == {"contents": "read"}, "only the publish job may mint an OIDC token"


@pytest.fixture(scope="module")
def checkout(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from tests.test_precommit import _snapshot

    return _snapshot(tmp_path_factory.mktemp("checkout"))


@pytest.mark.parametrize(
    ("tag", "changelog", "code", "says"),
    [
        ("v{version}", "## Unreleased\n\n## [{version}] - 2025-01-31\n- first\n", 0, "ready to release"),
        ("v{version}", "## {version}\n- first\n", 0, "ready to release"),
        ("v{version}", "## Unreleased\n- first\n", 1, "CHANGELOG.md has no"),
        ("v9.9.9", "## [{version}] - 2025-01-31\n", 1, "is not 'v' + the package version"),
        ("{version}", "## [{version}] - 2025-01-31\n", 1, "is not 'v' + the package version"),
    ],
)
def test_release_refuses_a_tag_that_is_not_the_version_with_a_changelog_section(
    checkout: Path, tag: str, changelog: str, code: int, says: str
) -> None:
    from tfshape_lint import __version__

    (checkout / "CHANGELOG.md").write_text("# Changelog\n\n" + changelog.format(version=__version__), encoding="utf-8")
    script = _step_script(_workflow("release.yml"), "build", "The tag matches the version and the changelog")
    completed = _bash(script, checkout, {"GITHUB_REF_NAME": tag.format(version=__version__)})
    assert completed.returncode == code, completed.stderr
    assert says in completed.stdout + completed.stderr


@pytest.fixture(scope="module")
def built(checkout: Path) -> "tuple[Path, str]":
    """release.yml's build step, run in a copy of this working tree: dist/ and the output."""
    script = _step_script(_workflow("release.yml"), "build", "Build the sdist and the wheel")
    completed = _bash(script, checkout)
    assert completed.returncode == 0, completed.stdout + completed.stderr
    return checkout / "dist", completed.stdout + completed.stderr


def _wheel_metadata(dist: Path) -> "tuple[str, List[str]]":
    import zipfile

    from tfshape_lint import __version__

    wheel = dist / f"tfshape_lint-{__version__}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata = archive.read(f"tfshape_lint-{__version__}.dist-info/METADATA").decode()
    return metadata, names


@pytest.mark.slow
def test_the_build_has_the_license_and_no_license_warning(built: "tuple[Path, str]") -> None:
    import tarfile

    from tfshape_lint import __version__

    dist, output = built
    assert "PASSED" in output  # twine check --strict
    assert not re.search(r"(?i)deprecat\w*.*licen[cs]e|licen[cs]e.*deprecat", output), output
    metadata, names = _wheel_metadata(dist)
    assert "License-Expression: Apache-2.0" in metadata.splitlines()
    assert "License-File: LICENSE" in metadata.splitlines()
    assert not any(line.startswith("Classifier: License ::") for line in metadata.splitlines())
    assert f"tfshape_lint-{__version__}.dist-info/licenses/LICENSE" in names
    with tarfile.open(dist / f"tfshape_lint-{__version__}.tar.gz") as sdist:
        license_text = sdist.extractfile(f"tfshape_lint-{__version__}/LICENSE").read().decode()  # type: ignore[union-attr]
    assert license_text == (REPO / "LICENSE").read_text(encoding="utf-8")
    assert "Apache License\n                           Version 2.0, January 2004" in license_text
    assert "END OF TERMS AND CONDITIONS" in license_text


@pytest.mark.slow
def test_the_build_has_one_version_and_the_repositorys_urls(built: "tuple[Path, str]") -> None:
    from tfshape_lint import __version__
    from tfshape_lint.model import REPOSITORY_URL

    assert "version" not in PYPROJECT["project"] and "version" in PYPROJECT["project"]["dynamic"]
    metadata, _ = _wheel_metadata(built[0])
    lines = metadata.splitlines()
    assert f"Version: {__version__}" in lines
    assert "Requires-Python: >=3.10" in lines
    urls = dict(line.split(": ", 1)[1].split(", ", 1) for line in lines if line.startswith("Project-URL: "))
    assert urls["Repository"] == urls["Homepage"] == REPOSITORY_URL
    assert all(url.startswith(REPOSITORY_URL) for url in urls.values())
    version = subprocess.run([sys.executable, "-m", "tfshape_lint", "--version"], capture_output=True, text=True)
    assert __version__ in version.stdout


def test_every_rule_link_comes_from_the_one_repository_url(tmp_path: Path) -> None:
    import json

    from tfshape_lint.model import REPOSITORY_URL

    assert PYPROJECT["project"]["urls"]["Repository"] == REPOSITORY_URL
    (tmp_path / "a.py").write_text("import tensorflow as tf\nds = tf.data.Dataset.range(9).batch(2)\n")
    def run(fmt: str) -> Any:
        completed = subprocess.run(
            [sys.executable, "-m", "tfshape_lint", "--isolated", "--no-cache", "--output-format", fmt, "a.py"],
            cwd=tmp_path, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(REPO)},
        )
        return json.loads(completed.stdout)
    driver = run("sarif")["runs"][0]["tool"]["driver"]
    assert driver["informationUri"] == REPOSITORY_URL
    assert driver["rules"] and all(rule["helpUri"].startswith(REPOSITORY_URL + "/") for rule in driver["rules"])
    assert [item["url"].startswith(REPOSITORY_URL + "/") for item in run("json")] == [True]


# -- the README's install lines, run as written ----------------------------------------

README = (REPO / "README.md").read_text(encoding="utf-8")


def _readme_block(marker: str) -> str:
    """The body of the first fenced block after `<!-- marker`."""
    after = README.split(f"<!-- {marker}", 1)[1]
    return after.split("```", 2)[1].split("\n", 1)[1]


@pytest.mark.slow
def test_the_readme_wheel_install_lines_work_as_written(checkout: Path, tmp_path: Path) -> None:
    # A fresh environment stands for the user's project: its python3 is the first on PATH.
    subprocess.run([sys.executable, "-m", "venv", str(tmp_path / "env")], check=True)
    bin_dir = tmp_path / "env" / ("Scripts" if os.name == "nt" else "bin")
    lines = _readme_block("wheel-install")
    environment = {**os.environ, "PATH": os.pathsep.join([str(bin_dir), os.environ["PATH"]])}
    environment.pop("PYTHONPATH", None)
    installed = subprocess.run(["bash", "-eo", "pipefail", "-c", lines], cwd=checkout, env=environment,
                               capture_output=True, text=True, timeout=900)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    sample = README.split("$ tfshape-lint docs/examples/\n", 1)[1].split("```", 1)[0]
    linted = subprocess.run([str(bin_dir / "tfshape-lint"), "check", "--no-cache", "--output-format", "concise",
                             "docs/examples/"], cwd=checkout, env=environment, capture_output=True, text=True)
    assert linted.returncode == 1
    assert (linted.stdout + linted.stderr).strip() == sample.strip()


def _git(*args: str, cwd: Path) -> None:
    identity = ["-c", "user.name=tfshape-lint tests", "-c", "user.email=tests@invalid", "-c", "commit.gpgsign=false"]
    subprocess.run(["git", *identity, *args], cwd=cwd, check=True, capture_output=True, text=True)


@pytest.mark.slow
def test_the_readme_pre_commit_snippet_works_against_its_tag_and_not_without_it(
    checkout: Path, tmp_path: Path
) -> None:
    from tests.reporters.cli import BATCH, write

    from tfshape_lint import __version__
    from tfshape_lint.model import REPOSITORY_URL

    snippet = _readme_block("pre-commit-config")
    assert f"rev: v{__version__}" in snippet and f"- repo: {REPOSITORY_URL}" in snippet
    project = tmp_path / "project"
    write(project / "bad.py", BATCH)
    _git("init", "-q", ".", cwd=project)
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home")}
    env.pop("PRE_COMMIT", None)

    def pre_commit(config: str) -> subprocess.CompletedProcess[str]:
        write(project / ".pre-commit-config.yaml", "repos:\n" + config.replace(REPOSITORY_URL, str(checkout)))
        _git("add", "-A", cwd=project)
        return subprocess.run([sys.executable, "-m", "pre_commit", "run", "--all-files", "--color=never"],
                              cwd=project, env=env, capture_output=True, text=True, timeout=600)

    # No such tag yet: pre-commit cannot check the rev out, as the README warns.
    missing = pre_commit(snippet)
    assert missing.returncode != 0 and "bad.py:3:" not in missing.stdout
    # The same snippet once the tag exists (a local tag in the copy of this repository).
    _git("tag", f"v{__version__}", cwd=checkout)
    try:
        tagged = pre_commit(snippet)
    finally:
        _git("tag", "-d", f"v{__version__}", cwd=checkout)
    assert tagged.returncode == 1, tagged.stdout + tagged.stderr
    assert "bad.py:3:" in tagged.stdout and " TFS201 " in tagged.stdout, tagged.stdout
