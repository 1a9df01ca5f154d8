"""The composite GitHub Action (action.yml), its steps run here as GitHub runs them.

Each `run:` script of the action is executed by bash with the environment its `env:`
block gives it, the `${{ ... }}` expressions of that block evaluated from the inputs
(their defaults from action.yml), `github.action_path`, `runner.temp` and earlier
steps' outputs, as the runner does. The install step really builds and installs the
tool (from a snapshot of this working tree, as `uses: <repo>@<ref>` checks it out) into
a virtual environment of its own; the run step really lints a project.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict, List, Optional

import pytest

from tests.conftest import REPO
from tests.reporters.cli import BATCH, CLEAN, write

yaml = pytest.importorskip("yaml")
ACTION: Dict[str, Any] = yaml.safe_load((REPO / "action.yml").read_text(encoding="utf-8"))
STEPS: List[Dict[str, Any]] = ACTION["runs"]["steps"]
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("bash") is None or os.name == "nt", reason="runs the steps' bash scripts"),
]


def _step(step_id: str) -> Dict[str, Any]:
    return next(step for step in STEPS if step.get("id") == step_id)


class Runner:
    """Just enough of the Actions runner for this action: inputs, contexts, outputs."""

    def __init__(self, action_path: Path, temp: Path) -> None:
        self.contexts = {"github.action_path": str(action_path), "runner.temp": str(temp)}
        self.temp = temp
        self.outputs: Dict[str, Dict[str, str]] = {}

    def value(self, expression: str, inputs: Dict[str, str]) -> str:
        if expression.startswith("inputs."):
            name = expression[len("inputs."):]
            return inputs.get(name, ACTION["inputs"][name].get("default", ""))
        match = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression)
        if match:
            return self.outputs.get(match.group(1), {}).get(match.group(2), "")
        if expression in self.contexts:
            return self.contexts[expression]
        raise AssertionError(f"action.yml uses an expression this test does not know: {expression}")

    def run(self, step_id: str, cwd: Path, **inputs: str) -> subprocess.CompletedProcess[str]:
        step = _step(step_id)
        assert step["shell"] == "bash"
        env = {k: v for k, v in os.environ.items() if not k.startswith(("GITHUB_", "TFSHAPE_LINT"))}
        env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
        for name, template in step.get("env", {}).items():
            env[name] = EXPRESSION.sub(lambda m: self.value(m.group(1), inputs), str(template))
        output = self.temp / f"output-{step_id}"
        output.write_text("")
        env["GITHUB_OUTPUT"] = str(output)
        # How GitHub runs `shell: bash`.
        completed = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
            cwd=cwd, env=env, capture_output=True, text=True, timeout=600,
        )
        self.outputs[step_id] = dict(
            line.split("=", 1) for line in output.read_text().splitlines() if "=" in line
        )
        return completed


@pytest.fixture(scope="module")
def runner(tmp_path_factory: pytest.TempPathFactory) -> Runner:
    from tests.test_precommit import _snapshot

    action_path = _snapshot(tmp_path_factory.mktemp("action-checkout"))
    runner = Runner(action_path, tmp_path_factory.mktemp("runner-temp"))
    installed = runner.run("install", cwd=tmp_path_factory.mktemp("workspace"))
    assert installed.returncode == 0, installed.stderr
    return runner


@pytest.fixture
def project(tmp_path: Path) -> Path:
    write(tmp_path / "src" / "data.py", BATCH)
    write(tmp_path / "src" / "clean.py", CLEAN)
    return tmp_path


def _annotations(stdout: str) -> List[str]:
    return [line for line in stdout.splitlines() if line.startswith("::")]


def test_install_puts_the_tool_in_a_venv_of_its_own(runner: Runner) -> None:
    from tfshape_lint import __version__

    tool_bin = Path(runner.outputs["install"]["bin"])
    assert tool_bin.parent == runner.temp / "tfshape-lint-venv"
    version = subprocess.run([str(tool_bin / "tfshape-lint"), "--version"], capture_output=True, text=True, check=True)
    assert __version__ in version.stdout


def test_findings_become_annotations_and_fail_the_step(runner: Runner, project: Path) -> None:
    completed = runner.run("run", cwd=project, args="src/")
    assert completed.returncode == 1, completed.stderr
    annotations = _annotations(completed.stdout)
    assert len(annotations) == 1
    assert re.match(r"::(warning|error) title=[^,]*TFS201[^,]*,file=src/data\.py,line=3,", annotations[0]), annotations[0]
    assert runner.outputs["run"]["exit-code"] == "1"


def test_a_clean_project_passes(runner: Runner, project: Path) -> None:
    completed = runner.run("run", cwd=project, args="src/clean.py")
    assert (completed.returncode, _annotations(completed.stdout)) == (0, [])
    assert runner.outputs["run"]["exit-code"] == "0"


def test_sarif_is_written_too_and_the_annotated_run_decides(runner: Runner, project: Path) -> None:
    completed = runner.run("run", cwd=project, args="src/", **{"sarif-file": "reports/tfshape.sarif"})
    assert completed.returncode == 1
    assert len(_annotations(completed.stdout)) == 1
    sarif = json.loads((project / "reports" / "tfshape.sarif").read_text(encoding="utf-8"))
    assert sarif["version"] == "2.1.0"
    results = sarif["runs"][0]["results"]
    assert [(r["ruleId"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]) for r in results] == [
        ("TFS201", "src/data.py")
    ]


def test_a_usage_error_fails_the_step_with_exit_code_2(runner: Runner, project: Path) -> None:
    completed = runner.run("run", cwd=project, args="src/ --select NOPE999", **{"sarif-file": "x.sarif"})
    assert completed.returncode == 2
    assert runner.outputs["run"]["exit-code"] == "2"


def test_no_expression_is_pasted_into_a_script() -> None:
    # `${{ inputs.args }}` inside `run:` would be pasted into the script before bash reads
    # it (script injection); inputs reach the scripts only as environment variables.
    for step in STEPS:
        assert "run" not in step or not EXPRESSION.search(step["run"]), step["name"]


def test_sarif_is_uploaded_only_when_asked() -> None:
    upload = next(step for step in STEPS if "upload-sarif" in step.get("uses", ""))
    assert upload["with"]["sarif_file"] == "${{ inputs.sarif-file }}"
    condition: Optional[str] = upload.get("if")
    assert condition is not None and "inputs.upload-sarif == 'true'" in condition and "inputs.sarif-file != ''" in condition
    assert ACTION["inputs"]["upload-sarif"]["default"] == "false"
