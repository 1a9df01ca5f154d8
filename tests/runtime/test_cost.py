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


# -- --dataset: where the pipeline leaves a dimension unknown (TFS907) -------------------


def pipeline_run(dataset: str) -> tuple[int, list[dict[str, Any]]]:
    result = CliRunner().invoke(
        trace,
        [f"{REL}/pipelines.py:word_count", "--dataset", f"{REL}/pipelines.py:{dataset}", "--select", "TFS907", "--output-format", "json"],
        catch_exceptions=False,
    )
    return result.exit_code, json.loads(result.stdout)


def test_pipeline_points_at_the_map_op_and_the_padded_batch() -> None:
    code, findings = pipeline_run("sentences")
    assert code == 1
    found = [(f["location"]["row"], f["context"]["transformation"], f["message"]) for f in findings]
    assert [(row, kind) for row, kind, _ in found] == [(12, "map"), (14, "padded_batch"), (14, "padded_batch")]
    assert "`tf.strings.split`" in found[0][2] and "`.map()` at tests/runtime/fixtures/pipelines.py:12" in found[0][2]
    assert "batch dimension None" in found[1][2] and "drop_remainder=True" in found[1][2]
    assert "pads dim 1 of component 0" in found[2][2] and "padded_shapes" in found[2][2]


def test_pipeline_that_ends_static_is_clean() -> None:
    assert pipeline_run("static_sentences") == (0, [])


def test_pipeline_map_function_defined_elsewhere_is_reported_at_its_own_line() -> None:
    _, findings = pipeline_run("masked")
    assert [(f["location"]["row"], f["context"]["transformation"]) for f in findings] == [(30, "map")]
    assert "`tf.boolean_mask`" in findings[0]["message"] and "pipelines.py:25" in findings[0]["message"]


# -- --train-step: what only the losses, metrics and gradients lose ----------------------


def train_step_run(*args: str) -> tuple[int, list[dict[str, Any]], str]:
    result = CliRunner().invoke(trace, [*args, "--train-step", "--output-format", "json"], catch_exceptions=False)
    return result.exit_code, json.loads(result.stdout), result.stderr


def test_train_step_reports_the_loss_line_not_its_gradient() -> None:
    code, findings, _ = train_step_run(f"{REL}/train_steps.py:masked_loss_model")
    assert code == 1
    assert [(f["code"], f["location"]["row"]) for f in findings] == [("TFS902", 9)]
    assert findings[0]["message"].startswith("in the training step (`train_step`")
    assert findings[0]["context"]["train_step"] is True
    # Without --train-step the forward pass is clean: the loss is only in fit.
    result = CliRunner().invoke(trace, [f"{REL}/train_steps.py:masked_loss_model", "--output-format", "json"], catch_exceptions=False)
    assert (result.exit_code, json.loads(result.stdout)) == (0, [])


def test_train_step_takes_labels_from_the_dataset() -> None:
    code, findings, stderr = train_step_run(f"{REL}/train_steps.py:sparse_model", "--dataset", f"{REL}/train_steps.py:labelled_batches")
    assert (code, findings, stderr) == (0, [], "")
    # Labels shaped like the outputs do not fit a sparse loss: a note says what to give.
    code, findings, stderr = train_step_run(f"{REL}/train_steps.py:sparse_model")
    assert (code, findings) == (0, [])
    assert "train_step raised ValueError: Argument `output` must have rank" in stderr and "give --dataset" in stderr


def test_train_step_of_an_uncompiled_model_says_so() -> None:
    code, findings, stderr = train_step_run(f"{REL}/train_steps.py:uncompiled_model")
    assert (code, findings) == (0, [])
    assert "is not compiled; call model.compile(...)" in stderr


def test_cost_of_the_train_step_with_train_step() -> None:
    _, document, _ = cost_run(f"{REL}/train_steps.py:none_batch_model", "--train-step", "--batch-size", "64", "--select", "TFS9")
    step = document["cost"]["grappler_train_step"]
    assert step["variables_counted"] is False
    assert step["static"]["peak_memory_bytes"] > 8 * step["declared"]["peak_memory_bytes"] > 0


def test_python_api_walks_the_pipeline_and_the_train_step() -> None:
    from tfshape_lint.runtime import check

    found = check(f"{REL}/pipelines.py:word_count", dataset=f"{REL}/pipelines.py:sentences", select=["TFS907"])
    assert [(d.code, d.span.start.line) for d in found] == [("TFS907", 12), ("TFS907", 14), ("TFS907", 14)]
    found = check(f"{REL}/train_steps.py:masked_loss_model", train_step=True)
    assert [(d.code, d.span.start.line, d.context["train_step"]) for d in found] == [("TFS902", 9, True)]


def test_review_fixes_names_short_batch_and_module_level_dataset(tmp_path: Path) -> None:
    # TFLite names match exactly ("a" is not in "serving_default_b:0"); the short batch is
    # tried when any input has a None batch; a module-level dataset is found at its line.
    (tmp_path / "m.py").write_text(
        "import keras\nimport tensorflow as tf\n\n\n"
        "def two_inputs():\n"
        "    a = keras.Input((4,), name='a')\n"
        "    b = keras.Input((3,), name='b')\n"
        "    return keras.Model([a, b], keras.layers.Dense(2)(keras.layers.Concatenate()([a, b])))\n\n\n"
        "@tf.function(input_signature=[tf.TensorSpec([None, 3]), tf.TensorSpec([], tf.float32)])\n"
        "def with_scalar(x, s):\n"
        "    return x * s\n\n\n"
        "DS = tf.data.Dataset.from_tensor_slices(tf.zeros([10, 3])).batch(3)\n",
        encoding="utf-8",
    )
    _, document, _ = cost_run(f"{tmp_path}/m.py:two_inputs", "--select", "TFS9")
    shapes = {d["name"]: d["shape_signature"] for d in document["cost"]["tflite"]["declared"]["inputs"]}
    assert shapes == {"a": [-1, 4], "b": [-1, 3]}
    _, document, _ = cost_run(f"{tmp_path}/m.py:with_scalar", "--select", "TFS9")
    assert [c["batch"] for c in document["cost"]["xla"]["declared"]["calls"]] == [32, 31]
    result = CliRunner().invoke(trace, [f"{tmp_path}/m.py:with_scalar", "--dataset", f"{tmp_path}/m.py:DS",
                                        "--select", "TFS907", "--output-format", "json"], catch_exceptions=False)
    [finding] = json.loads(result.stdout)
    assert (finding["filename"].endswith("m.py"), finding["location"]["row"]) == (True, 16)
