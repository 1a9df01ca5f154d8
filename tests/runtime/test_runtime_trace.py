"""The runtime checker end to end: real TensorFlow on CPU, tiny fixture models, exact lines.

Most cases go through the click command in this process (CliRunner), so TensorFlow is
imported once; two cases run the real `python -m tfshape_lint trace` in a subprocess.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

tf = pytest.importorskip("tensorflow")

from click.testing import CliRunner  # noqa: E402

from tfshape_lint.runtime.cli import trace  # noqa: E402

pytestmark = pytest.mark.runtime

FIXTURES = Path(__file__).resolve().parent / "fixtures"
REL = "tests/runtime/fixtures"


def run(*args: str) -> tuple[int, list[dict[str, Any]], str]:
    """Run `tfshape-lint trace ARGS --output-format json`; return (exit code, findings, stderr)."""
    result = CliRunner().invoke(trace, [*args, "--output-format", "json"], catch_exceptions=False)
    findings = json.loads(result.stdout) if result.stdout.strip() else []
    return result.exit_code, findings, result.stderr


def fixture_module(name: str) -> Any:
    """Import a module of tests/runtime/fixtures by name."""
    import importlib

    sys.path.insert(0, str(FIXTURES))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(FIXTURES))


def located(findings: list[dict[str, Any]]) -> set[tuple[str, str, int]]:
    return {(os.path.basename(f["filename"]), f["code"], f["location"]["row"]) for f in findings}


def test_functional_model_none_batch_at_its_input_line() -> None:
    code, findings, stderr = run(f"{REL}/functional_cnn.py:build")
    assert code == 1, stderr
    assert located(findings) == {("functional_cnn.py", "TFS901", 8)}
    finding = findings[0]
    assert finding["filename"] == f"{REL}/functional_cnn.py"
    assert finding["context"]["input"] == "image"
    assert 0 < finding["context"]["downstream"] < finding["context"]["tensors"]
    assert "batch dimension None" in finding["message"]


def test_static_functional_model_is_clean() -> None:
    code, findings, _ = run(f"{REL}/functional_cnn.py:build_static")
    assert (code, findings) == (0, [])


def test_sequential_model_instance() -> None:
    code, findings, _ = run(f"{REL}/sequential_mlp.py:model")
    assert code == 1
    assert located(findings) == {("sequential_mlp.py", "TFS901", 8)}


def test_custom_layer_in_functional_model_points_into_call() -> None:
    _, findings, _ = run(f"{REL}/dynamic_layers.py:build_functional")
    assert located(findings) == {("dynamic_layers.py", "TFS901", 17), ("dynamic_layers.py", "TFS902", 13)}
    origin = next(f for f in findings if f["code"] == "TFS902")
    (op,) = origin["context"]["ops"]
    assert (op["api"], op["op_type"], op["shapes"], op["layer"]) == ("tf.boolean_mask", "Where", ["(None, 1)"], "keep_positive")
    assert op["outputs"] == ["output"]


def test_subclassed_model_every_origin_at_its_line() -> None:
    code, findings, _ = run(f"{REL}/dynamic_layers.py:build_dynamic", "--spec", "x=None,5")
    assert code == 1
    assert located(findings) == {
        ("dynamic_layers.py", "TFS901", 40),  # the factory: the spec came from the command line
        ("dynamic_layers.py", "TFS902", 33),  # tf.unique
        ("dynamic_layers.py", "TFS902", 34),  # one-argument tf.where
        ("dynamic_layers.py", "TFS904", 35),  # tf.zeros([tf.shape(values)[0], 4])
        ("dynamic_layers.py", "TFS903", 36),  # tf.numpy_function
    }
    by_row = {f["location"]["row"]: f for f in findings}
    assert by_row[36]["context"]["ops"][0]["shapes"] == ["<unknown rank>"]
    assert by_row[33]["context"]["ops"][0]["outputs"] == ["output 0"]


def test_subclassed_model_without_spec_is_a_usage_error() -> None:
    code, findings, stderr = run(f"{REL}/dynamic_layers.py:build_dynamic")
    assert code == 2 and findings == []
    assert "--spec" in stderr


def test_assume_vouches_for_a_dim_and_batch_size_only_sizes_the_static_pass() -> None:
    # Issue 15: the message's own advice (`--assume NAME.0=N`) clears TFS901 ...
    _, findings, _ = run(f"{REL}/dynamic_layers.py:build_dynamic", "--spec", "x=None,5", "--assume", "x.0=3", "--select", "TFS901,TFS903")
    assert located(findings) == {("dynamic_layers.py", "TFS903", 36)}
    # ... while --batch-size leaves the declared None batch reported, and says why.
    _, findings, _ = run(f"{REL}/dynamic_layers.py:build_dynamic", "--spec", "x=None,5", "--batch-size", "3", "--select", "TFS901,TFS903")
    assert located(findings) == {("dynamic_layers.py", "TFS901", 40), ("dynamic_layers.py", "TFS903", 36)}
    declared = next(f for f in findings if f["code"] == "TFS901")
    assert "`--batch-size` only sizes this check's static pass; `--assume x.0=N` vouches for the batch" in declared["message"]


def test_tf_function_input_signature() -> None:
    _, findings, _ = run(f"{REL}/signature_fn.py:positive_rows")
    assert located(findings) == {("signature_fn.py", "TFS901", 7), ("signature_fn.py", "TFS902", 11)}
    declared = next(f for f in findings if f["code"] == "TFS901")
    assert declared["context"]["input"] == "features"


def test_select_ignore_and_noqa() -> None:
    _, findings, _ = run(f"{REL}/signature_fn.py:positive_rows", "--ignore", "none-dim-input")
    assert located(findings) == {("signature_fn.py", "TFS902", 11)}
    code, findings, _ = run(f"{REL}/suppressed.py:distinct")
    assert (code, findings) == (0, [])
    code, findings, _ = run(f"{REL}/signature_fn.py:positive_rows", "--exit-zero")
    assert code == 0 and findings
    code, _, stderr = run(f"{REL}/signature_fn.py:positive_rows", "--select", "TFS999")
    assert code == 2 and "TFS999" in stderr


def test_reads_the_project_config_like_check(tmp_path: Path) -> None:
    """`[tool.tfshape-lint]` beside the target: selection, per-file-ignores, batch-size, output-format."""
    (tmp_path / "signature_fn.py").write_text((FIXTURES / "signature_fn.py").read_text())
    (tmp_path / "pyproject.toml").write_text(
        "[tool.tfshape-lint]\nbatch-size = 5\noutput-format = 'json'\n"
        "per-file-ignores = { 'signature_fn.py' = ['TFS902'] }\n"
    )
    target = str(tmp_path / "signature_fn.py")

    def codes(*args: str) -> list[str]:
        result = CliRunner().invoke(trace, [*args], catch_exceptions=False)
        return sorted(f["code"] for f in json.loads(result.stdout))  # JSON: the config's output-format

    assert codes(f"{target}:positive_rows") == ["TFS901"]
    assert codes(f"{target}:positive_rows", "--isolated", "--output-format", "json") == ["TFS901", "TFS902"]
    _, findings, _ = run(f"{target}:scaled", "--spec", "x=None,3", "--check-retrace", "--select", "TFS905")
    assert "batch of 4 after a batch of 5" in findings[0]["message"]
    _, findings, _ = run(f"{target}:scaled", "--spec", "x=None,3", "--check-retrace", "--select", "TFS905", "--batch-size", "9")
    assert "batch of 8 after a batch of 9" in findings[0]["message"]

    (tmp_path / "pyproject.toml").write_text("[tool.tfshape-lint]\nselect = ['TFS1']\n")
    code, findings, stderr = run(f"{target}:positive_rows")
    assert (code, findings) == (0, []) and "no runtime rules" in stderr
    assert located(run(f"{target}:positive_rows", "--extend-select", "TFS902")[1]) == {("signature_fn.py", "TFS902", 11)}
    (tmp_path / "pyproject.toml").write_text("[tool.tfshape-lint]\nselct = ['TFS1']\n")
    code, _, stderr = run(f"{target}:positive_rows")
    assert code == 2 and "did you mean 'select'" in stderr


def test_dataset_element_spec_at_its_batch_line() -> None:
    _, findings, _ = run(f"{REL}/datasets.py:double", "--dataset", f"{REL}/datasets.py:make_dataset")
    # TFS901: the None batch reaches the function; TFS907: the .batch(4) that leaves it None.
    assert located(findings) == {("datasets.py", "TFS901", 9), ("datasets.py", "TFS907", 9)}


def test_spec_conflicting_with_declared_input_warns() -> None:
    code, _, stderr = run(f"{REL}/functional_cnn.py:build", "--spec", "image=8,12,12")
    assert "rank 3" in stderr and "image" in stderr
    assert code in (0, 1, 2)


def test_savedmodel_with_debug_info_maps_back_to_source(tmp_path: Path) -> None:
    dynamic_layers = fixture_module("dynamic_layers")
    model = dynamic_layers.build_functional()
    serve = tf.function(lambda values: model(values, training=False), input_signature=[tf.TensorSpec([None, 6], tf.float32, name="values")])
    with_debug = tmp_path / "with_debug"
    tf.saved_model.save(model, str(with_debug), signatures={"serving_default": serve}, options=tf.saved_model.SaveOptions(save_debug_info=True))
    code, findings, _ = run(str(with_debug))
    assert code == 1
    assert ("dynamic_layers.py", "TFS902", 13) in located(findings)
    assert ("with_debug", "TFS901", 1) in located(findings)

    without = tmp_path / "without_debug"
    tf.saved_model.save(model, str(without), signatures={"serving_default": serve})
    _, findings, stderr = run(str(without), "--select", "TFS902")
    assert located(findings) == {("without_debug", "TFS902", 1)}
    assert "save_debug_info" in stderr
    assert "boolean_mask/Where" in findings[0]["message"]

    code, _, stderr = run(str(with_debug), "--signature", "nope")
    assert code == 2 and "serving_default" in stderr


def test_keras_file(tmp_path: Path) -> None:
    functional_cnn = fixture_module("functional_cnn")
    path = tmp_path / "cnn.keras"
    functional_cnn.build().save(path)
    code, findings, _ = run(str(path))
    assert code == 1
    assert located(findings) == {("cnn.keras", "TFS901", 1)}
    # Line 1 of a zip is no line of source, and the report says so (issue 15).
    assert findings[0]["context"]["source_line"] is False
    assert findings[0]["message"].endswith("(no source line: a .keras file keeps no source lines; "
                                           "trace the Python function that builds the model)")
    # SARIF: no region, and the input as a logical location.
    result = CliRunner().invoke(trace, [str(path), "--output-format", "sarif"], catch_exceptions=False)
    [location] = json.loads(result.stdout)["runs"][0]["results"][0]["locations"]
    assert "region" not in location["physicalLocation"]
    assert location["logicalLocations"] == [{"name": findings[0]["context"]["input"], "kind": "parameter"}]


def test_batch_invariance_finds_batchnorm_in_training_mode() -> None:
    _, findings, _ = run(f"{REL}/batchnorm_misuse.py:Classifier", "--spec", "x=None,4", "--check-batch-invariance", "--select", "TFS906")
    assert located(findings) == {("batchnorm_misuse.py", "TFS906", 16)}
    assert findings[0]["context"]["layer_class"] == "BatchNormalization"
    assert findings[0]["severity"] == "error"
    code, findings, _ = run(f"{REL}/batchnorm_misuse.py:GoodClassifier", "--spec", "x=None,4", "--check-batch-invariance", "--select", "TFS906")
    assert (code, findings) == (0, [])


def test_retrace_and_xla_recompile() -> None:
    _, findings, _ = run(f"{REL}/signature_fn.py:scaled", "--spec", "x=None,3", "--check-retrace", "--select", "TFS905")
    assert located(findings) == {("signature_fn.py", "TFS905", 14)}
    assert "XLA" in findings[0]["message"] and findings[0]["context"]["traces"] == 2
    _, findings, _ = run(f"{REL}/signature_fn.py:positive_rows", "--check-retrace", "--select", "TFS905")
    assert findings == []


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        (f"{REL}/missing.py:model", "no such file"),
        (f"{REL}/functional_cnn.py", "ATTR"),
        (f"{REL}/functional_cnn.py:nothing", "'nothing' not found"),
        (f"{REL}/import_error.py:model", "a_module_that_is_not_installed"),
        (f"{REL}/broken.py:build", "NameError"),
    ],
    ids=["missing", "no-attr", "bad-attr", "import-error", "builder-raises"],
)
def test_bad_targets_exit_2_with_short_message(target: str, expected: str) -> None:
    code, findings, stderr = run(target)
    assert code == 2 and findings == []
    assert stderr.startswith("error: ") and expected in stderr
    assert "site-packages" not in stderr and len(stderr.splitlines()) <= 8


def test_builder_traceback_is_trimmed_to_user_frames() -> None:
    _, _, stderr = run(f"{REL}/broken.py:build")
    assert 'broken.py", line 8, in build' in stderr
    assert "keras" not in stderr.replace("import keras", "")


def test_bad_spec_is_a_usage_error() -> None:
    code, _, stderr = run(f"{REL}/functional_cnn.py:build", "--spec", "image=8,x")
    assert code == 2 and "--spec" in stderr


def test_python_api() -> None:
    from tfshape_lint.runtime import check

    functional_cnn = fixture_module("functional_cnn")
    assert not check(functional_cnn.build_static, batch_size=8)
    diagnostics = check(functional_cnn.build)
    assert [(d.code, d.span.start.line) for d in diagnostics] == [("TFS901", 8)]
    assert diagnostics[0].context["path"].endswith("functional_cnn.py")
    assert check(functional_cnn.build, select=["TFS902"]) == []
    spec_diagnostics = check(lambda x: tf.unique(x)[0], specs={"x": tf.TensorSpec([16], tf.int32)})
    assert [d.code for d in spec_diagnostics] == ["TFS902"]


def test_codes_match_rule_classes() -> None:
    from tfshape_lint.rules.runtime import RULES
    from tfshape_lint.runtime.codes import ALL_CODES

    assert [(r.CODE, r.NAME, r.MESSAGE, r.SEVERITY.value) for r in RULES] == [(c.code, c.name, c.summary, c.severity) for c in ALL_CODES]
    assert all(r.RUNTIME for r in RULES)


# -- real processes: the installed command, log noise, TensorFlow missing ----------------


def _python(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if k != "TF_CPP_MIN_LOG_LEVEL"}
    environment.update(env or {})
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, env=environment, timeout=120)


def test_cli_subprocess_concise_output_and_no_log_flood() -> None:
    done = _python("-m", "tfshape_lint", "trace", f"{REL}/functional_cnn.py:build", "--output-format", "concise")
    assert done.returncode == 1, done.stderr
    assert done.stdout.splitlines()[0].startswith(f"{REL}/functional_cnn.py:8:1: TFS901 ")
    assert done.stderr == ""


def test_importing_runtime_does_not_import_tensorflow_and_missing_tf_is_one_line() -> None:
    done = _python("-c", "import sys, tfshape_lint.runtime, tfshape_lint.runtime.cli; assert 'tensorflow' not in sys.modules")
    assert done.returncode == 0, done.stderr
    blocker = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'tensorflow' or name.startswith('tensorflow.'):\n"
        "            raise ImportError('No module named tensorflow')\n"
        "sys.meta_path.insert(0, Block())\n"
        "sys.argv = ['tfshape-lint', 'trace', sys.argv[1]]\n"
        "from tfshape_lint.__main__ import main\n"
        "main()\n"
    )
    done = _python("-c", blocker, f"{REL}/functional_cnn.py:build")
    assert done.returncode == 2
    assert done.stderr.strip() == "tfshape-lint trace needs TensorFlow: pip install 'tfshape-lint[runtime]'"


# -- checks that run the model: each says what it compared, or that it could not run ------


def test_batch_invariance_runs_at_a_declared_static_batch() -> None:
    args = ("--check-batch-invariance", "--select", "TFS906")
    code, findings, stderr = run(f"{REL}/batchnorm_misuse.py:Classifier", "--spec", "x=32,4", *args)
    assert code == 1, stderr
    assert located(findings) == {("batchnorm_misuse.py", "TFS906", 16)}
    assert findings[0]["context"]["examples"] == 32
    assert findings[0]["context"]["max_difference"] > 0.01  # far above the 1e-4 tolerance
    assert "two batches of 32" in findings[0]["message"]
    # A Functional model that declares Input(batch_size=16): run at 16, not at --batch-size.
    code, findings, stderr = run(f"{REL}/batch_checks.py:static_batch_classifier", *args)
    assert code == 1, stderr
    assert located(findings) == {("batchnorm_misuse.py", "TFS906", 16)}
    assert findings[0]["context"]["examples"] == 16
    # The fixed model passes, and the note says what was compared.
    code, findings, stderr = run(f"{REL}/batchnorm_misuse.py:GoodClassifier", "--spec", "x=32,4", *args)
    assert (code, findings) == (0, [])
    assert "note: --check-batch-invariance:" in stderr and "two batches of 32" in stderr


def test_batch_invariance_that_cannot_run_says_so() -> None:
    args = ("--check-batch-invariance", "--select", "TFS906")
    code, findings, stderr = run(f"{REL}/batch_checks.py:Transposed", "--spec", "x=8,4", *args)
    assert (code, findings) == (2, [])
    assert "cannot run" in stderr
    code, findings, stderr = run(f"{REL}/batchnorm_misuse.py:Classifier", "--spec", "x=1,4", *args)
    assert (code, findings) == (0, [])
    assert "nothing to compare" in stderr


def test_example_inputs_differ_and_stay_inside_the_vocabulary() -> None:
    from tfshape_lint.runtime.inputs import index_limit, random_inputs
    from tfshape_lint.runtime.specs import InputSpec

    text_models = fixture_module("text_models")
    assert index_limit(text_models.token_classifier()) == 50
    ids, text, mask, pixels = random_inputs(
        [InputSpec("ids", (8, 6), "int32"), InputSpec("text", (8,), "string"), InputSpec("mask", (8, 6), "bool"), InputSpec("image", (8, 4), "uint8")],
        seed=1,
        index_limit=50,
    )
    ids = ids.numpy()
    assert 0 <= ids.min() and ids.max() < 50 and len({tuple(row) for row in ids}) == 8
    assert len(set(text.numpy().tolist())) > 4
    assert mask.numpy().any() and not mask.numpy().all()
    assert pixels.numpy().max() > 128


def test_batch_invariance_with_token_ids_and_strings() -> None:
    args = ("--check-batch-invariance", "--select", "TFS906")
    code, findings, stderr = run(f"{REL}/text_models.py:token_classifier", *args)
    assert code == 1, stderr
    assert located(findings) == {("text_models.py", "TFS906", 18)}
    assert findings[0]["context"]["max_difference"] > 0.01
    code, findings, stderr = run(f"{REL}/text_models.py:StringLengths", "--spec", "text=8:string", *args)
    assert code == 1, stderr
    assert located(findings) == {("text_models.py", "TFS906", 34)}


def test_training_call_is_traced_too() -> None:
    code, findings, stderr = run(f"{REL}/batch_checks.py:train_only_mask")
    assert code == 1, stderr
    assert located(findings) == {("batch_checks.py", "TFS902", 44)}
    assert findings[0]["context"]["training"] is True
    assert findings[0]["message"].startswith("in training only")
    assert findings[0]["context"]["ops"][0]["api"] == "tf.boolean_mask"
    code, findings, _ = run(f"{REL}/batch_checks.py:train_only_mask", "--no-training")
    assert (code, findings) == (0, [])


def test_batch_invariance_of_a_functional_training_true_call() -> None:
    args = ("--check-batch-invariance", "--select", "TFS906")
    code, findings, stderr = run(f"{REL}/batch_checks.py:functional_training_true", *args)
    assert code == 1, stderr
    assert located(findings) == {("batch_checks.py", "TFS906", 27)}
    assert findings[0]["context"]["predict_affected"] is False
    assert "`model(x)`" in findings[0]["message"]
    # The advice, applied, clears the finding.
    code, findings, stderr = run(f"{REL}/batch_checks.py:functional_training_default", *args)
    assert (code, findings) == (0, []), stderr
    # A subclassed model forcing training=True is hit through predict too.
    _, findings, _ = run(f"{REL}/batchnorm_misuse.py:Classifier", "--spec", "x=None,4", *args)
    assert findings[0]["context"]["predict_affected"] is True


def test_savedmodel_loops_keep_their_shapes(tmp_path: Path) -> None:
    """Loops stay functional `While`s specialised at the static shapes: no false TFS903 from `Enter`."""
    loops = fixture_module("loops")
    directory = tmp_path / "loops"
    loops.save(str(directory))
    code, findings, stderr = run(str(directory), "--signature", "static")
    assert code == 1, stderr
    assert [f["code"] for f in findings] == ["TFS901"]
    # The mask in the loop is summed to a static (4,): a reduction is no fix (XLA meets the
    # unknown size inside the loop), so it stays reported, at its line; and no Enter.
    _, findings, _ = run(str(directory), "--signature", "masked", "--select", "TFS902,TFS903")
    assert located(findings) == {("loops.py", "TFS902", 24)}
    assert findings[0]["context"]["ops"][0]["api"] == "tf.boolean_mask"
    _, findings, _ = run(str(directory), "--signature", "growing", "--select", "TFS902,TFS903")
    assert [(f["code"], f["context"]["ops"][0]["api"]) for f in findings] == [("TFS902", "tf.while_loop")]
    assert findings[0]["location"]["row"] in (34, 35)  # the while_loop call (3.11 reports its arguments' line)
    assert findings[0]["context"]["ops"][0]["outputs"] == ["output `y`"]


def test_savedmodel_lstm_has_no_false_origin(tmp_path: Path) -> None:
    import keras

    model = keras.Sequential([keras.Input((5, 3)), keras.layers.LSTM(4), keras.layers.Dense(2)])  # noqa: TFS103 - the None batch is the case
    model.export(str(tmp_path / "lstm"), verbose=False)
    code, findings, stderr = run(str(tmp_path / "lstm"))
    assert code == 1, stderr
    assert [f["code"] for f in findings] == ["TFS901"]
    assert "TensorList" in stderr and "not data-dependent" in stderr


def test_retrace_names_the_dimension_that_changed_and_says_what_it_proved() -> None:
    args = ("--check-retrace", "--select", "TFS905")
    # A static --spec on a plain tf.function: the short last batch is still tried.
    code, findings, stderr = run(f"{REL}/signature_fn.py:scaled", "--spec", "x=32,3", *args)
    assert code == 1, stderr
    assert "a batch of 31 after a batch of 32" in findings[0]["message"]
    assert findings[0]["context"]["changed"] == "batch"
    # (32, None): the batch is declared; only the sequence length is a second probe.
    code, findings, stderr = run(f"{REL}/signature_fn.py:embed_tokens", "--spec", "tokens=32,None:int32", "--batch-size", "16", *args)
    assert code == 1, stderr
    assert sorted(f["context"]["changed"] for f in findings) == ["batch", "dim 1 of `tokens`"]
    by_change = {f["context"]["changed"]: f for f in findings}
    assert by_change["dim 1 of `tokens`"]["context"]["sizes"] == [16, 15]
    assert by_change["batch"]["context"]["sizes"] == [32, 31]
    # No retrace: the note says which calls were made.
    code, findings, stderr = run(f"{REL}/signature_fn.py:positive_rows", *args)
    assert (code, findings) == (0, [])
    assert "note: --check-retrace:" in stderr and "(32, 8)" in stderr and "a batch of 31 after a batch of 32" in stderr
