"""`tfshape-lint trace --cost` on small real models: Grappler, XLA and TFLite, as declared
against a static batch, through the CLI (in process and as a real process) and the API."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("tensorflow")

from click.testing import CliRunner  # noqa: E402

from tfshape_lint.runtime.cli import trace  # noqa: E402

pytestmark = pytest.mark.runtime

REL = "tests/runtime/fixtures"


def cost_run(*args: str, output_format: str = "json") -> tuple[int, Any, str]:
    result = CliRunner().invoke(trace, [*args, "--cost", "--output-format", output_format], catch_exceptions=False)
    document = json.loads(result.stdout) if output_format in ("json", "sarif") else result.stdout
    return result.exit_code, document, result.stderr


def test_functional_model_costs_as_declared_against_static_batch() -> None:
    code, document, _ = cost_run(f"{REL}/functional_cnn.py:build", "--batch-size", "16")
    assert code == 1  # --cost never changes the exit code: the TFS901 finding does
    assert [d["code"] for d in document["diagnostics"]] == ["TFS901"]
    cost = document["cost"]
    assert cost["inputs"] == [{"name": "image", "declared": [None, 12, 12, 1], "static": [16, 12, 12, 1], "line": f"{REL}/functional_cnn.py:8"}]
    grappler = cost["grappler"]
    # With a None batch Grappler plans for one example: the static plan holds 16 of them.
    assert grappler["static"]["peak_memory_bytes"] > 4 * grappler["declared"]["peak_memory_bytes"] > 0
    assert grappler["static"]["estimated_seconds"] > grappler["declared"]["estimated_seconds"] > 0
    xla = cost["xla"]
    assert xla["declared"]["compiles"] and xla["static"]["compiles"]
    assert [c["batch"] for c in xla["declared"]["calls"]] == [16, 15]
    assert [c["batch"] for c in xla["static"]["calls"]] == [16]
    tflite = cost["tflite"]
    declared_input = tflite["declared"]["inputs"][0]
    assert (declared_input["name"], declared_input["shape_signature"], declared_input["shape"]) == ("image", [-1, 12, 12, 1], [1, 12, 12, 1])
    assert declared_input["line"] == f"{REL}/functional_cnn.py:8"
    assert tflite["static"]["inputs"][0]["shape_signature"] == [16, 12, 12, 1]
    assert tflite["declared"]["select_tf_ops"] == [] and tflite["static"]["bytes"] > 1000


def test_terminal_table_follows_the_findings_and_static_model_still_exits_0() -> None:
    code, text, _ = cost_run(f"{REL}/functional_cnn.py:build_static", output_format="concise")
    assert code == 0
    table = text[text.index("cost of the batch dimension"):]
    assert "functional_cnn.py:build_static: image (8, 12, 12, 1) -> (8, 12, 12, 1)" in table
    for row in ("Grappler peak memory", "XLA compiles", "TFLite inputs with a dynamic shape", "TFLite model size"):
        assert row in table
    assert "Grappler plans for a batch of 1" not in table  # nothing was None
    inputs_row = next(line for line in table.splitlines() if line.startswith("TFLite inputs with a dynamic shape"))
    assert inputs_row.split()[-2:] == ["none", "none"]


def test_select_tf_ops_and_string_inputs_skip_xla() -> None:
    code, document, _ = cost_run(f"{REL}/cost_targets.py:word_counts", "--select", "TFS9")
    cost = document["cost"]
    assert "StringSplitV2" in cost["tflite"]["declared"]["select_tf_ops"]
    # TensorFlow aborts the process on a string input to a jit function: never call one.
    assert cost["xla"] == {"skipped": "XLA does not take string inputs; compile the numeric part after the string ops"}


def test_graph_that_xla_cannot_compile_says_which_ops() -> None:
    _, document, _ = cost_run(f"{REL}/cost_targets.py:id_strings", "--select", "TFS9")
    xla = document["cost"]["xla"]
    assert xla["declared"] == {"compiles": False, "error": "unsupported ops: AsString", "calls": []}
    assert document["cost"]["tflite"]["declared"]["select_tf_ops"] == ["AsString", "StringLength"]


def test_sarif_carries_the_cost_as_run_properties() -> None:
    _, log, _ = cost_run(f"{REL}/functional_cnn.py:build", output_format="sarif")
    run = log["runs"][0]
    assert run["results"][0]["ruleId"] == "TFS901"
    assert set(run["properties"]["cost"]) >= {"grappler", "xla", "tflite", "inputs"}


def test_savedmodel_costs_grappler_only(tmp_path: Path) -> None:
    import tensorflow as tf

    module = tf.Module()
    module.weights = tf.Variable(tf.ones([6, 3]))
    signature = [tf.TensorSpec([None, 6], tf.float32, name="x")]  # noqa: TFS105 - the None batch is measured
    module.serve = tf.function(lambda x: tf.matmul(x, module.weights), input_signature=signature)
    tf.saved_model.save(module, str(tmp_path / "sm"), signatures=module.serve)
    _, document, _ = cost_run(str(tmp_path / "sm"), "--batch-size", "64")
    cost = document["cost"]
    assert cost["grappler"]["static"]["peak_memory_bytes"] > cost["grappler"]["declared"]["peak_memory_bytes"]
    assert "skipped" in cost["xla"] and "skipped" in cost["tflite"]


def test_command_counts_xla_compilations_from_dumps_and_cleans_up(tmp_path: Path) -> None:
    environment = {k: v for k, v in os.environ.items() if k not in ("XLA_FLAGS", "TF_CPP_MIN_LOG_LEVEL")}
    environment["TMPDIR"] = str(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "tfshape_lint", "trace", f"{REL}/functional_cnn.py:build", "--cost", "--batch-size", "8", "--output-format", "json"],
        capture_output=True, text=True, env=environment, timeout=300,
    )
    assert done.returncode == 1, done.stderr
    assert done.stderr == ""
    xla = json.loads(done.stdout)["cost"]["xla"]
    assert xla["counted_from"] == "XLA dumps"
    # A None batch compiles once per batch size; the static batch once.
    assert (xla["declared"]["compilations"], xla["static"]["compilations"]) == (2, 1)
    assert not list(tmp_path.glob("tfshape-lint-xla-*"))


def test_python_api_returns_the_same_figures() -> None:
    import keras

    from tfshape_lint.runtime import measure_cost

    inputs = keras.Input((5,), name="features")  # noqa: TFS103 - the None batch is measured
    model = keras.Model(inputs, keras.layers.Dense(2)(inputs))
    cost = measure_cost(model, batch_size=4)
    assert cost["inputs"][0]["declared"] == [None, 5] and cost["inputs"][0]["static"] == [4, 5]
    assert cost["xla"]["counted_from"] == "timing"
    assert cost["tflite"]["declared"]["inputs"][0]["shape_signature"] == [-1, 5]
    assert cost["grappler"]["static"]["peak_memory_bytes"] >= cost["grappler"]["declared"]["peak_memory_bytes"]
