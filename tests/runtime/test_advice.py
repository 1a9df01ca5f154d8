"""Issue 15: every fix a finding advises, applied, makes that finding go away; and a size
made static again before the outputs is not reported past that point."""

from __future__ import annotations

import pytest

pytest.importorskip("tensorflow")

from tests.runtime.test_runtime_trace import REL, located, run  # noqa: E402

pytestmark = pytest.mark.runtime

PAIRS = {
    "mask": ("before_mask", ["after_mask_where", "after_mask_padded"], "tf.boolean_mask"),
    "split": ("before_split", ["after_split"], "tf.strings.split"),
    "decode": ("before_decode", ["after_decode"], "tf.io.decode_jpeg"),
    "nms": ("before_nms", ["after_nms"], "tf.image.non_max_suppression"),
    "numpy": ("before_numpy", ["after_numpy"], "tf.numpy_function"),
}


@pytest.mark.parametrize("before, afters, api", PAIRS.values(), ids=PAIRS.keys())
def test_the_advised_fix_clears_the_finding(before: str, afters: list[str], api: str) -> None:
    code, findings, stderr = run(f"{REL}/advice.py:{before}")
    assert code == 1, stderr
    assert {f["code"] for f in findings} & {"TFS902", "TFS903"}, findings
    finding = next(f for f in findings if f["code"] in ("TFS902", "TFS903"))
    assert finding["context"]["ops"][0]["api"] == api
    assert "reaches output" in finding["message"]
    for after in afters:
        code, findings, stderr = run(f"{REL}/advice.py:{after}")
        assert (code, located(findings)) == (0, set()), (after, findings, stderr)


def test_one_cause_one_finding_through_a_keras_lstm() -> None:
    code, findings, stderr = run(f"{REL}/advice.py:masked_lstm", "--no-training")
    assert code == 1, stderr
    line = next(number for number, text in enumerate(open(f"{REL}/advice.py"), 1) if "# the one cause" in text)
    assert located(findings) == {("advice.py", "TFS902", line)}
    assert findings[0]["context"]["ops"][0]["api"] == "tf.boolean_mask"
    assert "reaches output" in findings[0]["message"]


def test_stderr_holds_only_the_tools_own_words() -> None:
    # A real process: pytest's own warning capture would hide what a user sees.
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k != "TF_CPP_MIN_LOG_LEVEL"}
    done = subprocess.run([sys.executable, "-m", "tfshape_lint", "trace", f"{REL}/advice.py:dict_model", "--isolated"],
                          capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stderr == "", done.stderr


def test_a_tensorspec_of_unknown_rank_is_refused_not_made_a_scalar() -> None:
    import tensorflow as tf

    from tfshape_lint.runtime import check
    from tfshape_lint.runtime.errors import TraceError

    double = tf.function(lambda x: x * 2)
    with pytest.raises(TraceError, match="unknown rank cannot be traced"):
        check(double, specs={"x": tf.TensorSpec(None, tf.float32)})


# -- --sample: the user's own examples for the checks that run the model -------------------


def test_sample_from_a_function_and_from_an_npz(tmp_path) -> None:
    import numpy as np

    target = "tests/runtime/fixtures/batchnorm_misuse.py:Classifier"
    code, findings, stderr = run(target, "--spec", "x=None,4", "--check-batch-invariance", "--select", "TFS906",
                                 "--sample", f"{REL}/advice.py:sample_rows")
    assert code == 1, stderr
    assert [f["code"] for f in findings] == ["TFS906"]
    path = tmp_path / "rows.npz"
    np.savez(path, x=np.linspace(-1, 1, 12, dtype=np.float32).reshape(3, 4))
    code, findings, stderr = run(target, "--spec", "x=None,4", "--check-batch-invariance", "--select", "TFS906",
                                 "--sample", str(path))
    assert code == 1, stderr
    assert [f["code"] for f in findings] == ["TFS906"]


def test_the_sample_is_what_runs(tmp_path) -> None:
    import numpy as np

    # Identical examples cannot show a batch dependence, so the same model that random
    # examples catch passes: proof the user's rows, not random ones, were run.
    path = tmp_path / "same.npz"
    np.savez(path, np.ones((3, 4), dtype=np.float32))  # arr_0: matched by position
    target = "tests/runtime/fixtures/batchnorm_misuse.py:Classifier"
    code, findings, stderr = run(target, "--spec", "x=None,4", "--check-batch-invariance", "--select", "TFS906")
    assert [f["code"] for f in findings] == ["TFS906"], stderr
    code, findings, stderr = run(target, "--spec", "x=None,4", "--check-batch-invariance", "--select", "TFS906",
                                 "--sample", str(path))
    assert (code, findings) == (0, []), stderr
    # And the model that passes training=training is clean on the user's varied rows.
    code, findings, stderr = run("tests/runtime/fixtures/batchnorm_misuse.py:GoodClassifier", "--spec", "x=None,4",
                                 "--check-batch-invariance", "--sample", f"{REL}/advice.py:sample_rows", "--select", "TFS906")
    assert (code, findings) == (0, []), stderr


@pytest.mark.parametrize("content, message", [
    ("short", "--sample holds 2 examples; --check-batch-invariance needs 3"),
    ("shape", "--sample: input `x` is (6, 5); the target declares (None, 4)"),
    ("pickle", "not a readable .npz of arrays"),
])
def test_a_bad_sample_is_a_clear_usage_error(tmp_path, content: str, message: str) -> None:
    import numpy as np

    path = tmp_path / "bad.npz"
    if content == "short":
        np.savez(path, x=np.ones((2, 4), dtype=np.float32))
    elif content == "shape":
        np.savez(path, x=np.ones((6, 5), dtype=np.float32))
    else:
        np.savez(path, x=np.array([{"a": 1}], dtype=object))  # needs pickle to load: refused
    code, _, stderr = run("tests/runtime/fixtures/batchnorm_misuse.py:Classifier", "--spec", "x=None,4",
                          "--check-batch-invariance", "--sample", str(path))
    assert code == 2
    assert message in stderr


def test_python_api_takes_arrays() -> None:
    import numpy as np

    from tfshape_lint.runtime import check

    fixture = __import__("importlib").import_module("tests.runtime.fixtures.batchnorm_misuse")
    rows = np.random.default_rng(0).normal(size=(3, 4)).astype(np.float32)
    found = check(fixture.Classifier(), specs=["x=None,4"], check_batch_invariance=True, sample={"x": rows},
                  select=["TFS906"])
    assert [d.code for d in found] == ["TFS906"]


def test_a_model_built_before_check_has_no_fake_path() -> None:
    import keras

    from tfshape_lint.runtime import check

    inputs = keras.Input((4,))  # noqa: TFS103 - the None batch is the case
    model = keras.Model(inputs, keras.layers.Dense(2)(inputs))
    [found] = check(model)
    assert found.code == "TFS901"
    assert found.context["path"] == f"<{model.name}>"  # Python's own convention for "no file"
    assert found.context["source_line"] is False
    assert "no source line: the model was built before tfshape-lint could watch it" in found.message


@pytest.mark.parametrize("target", ["reduced_mask", "printed_mask"])
def test_a_reduction_or_a_side_effect_is_not_a_fix(target: str) -> None:
    # The output is static, but the unknown size is still in the graph for XLA or a TPU.
    code, findings, stderr = run(f"{REL}/advice.py:{target}")
    assert code == 1, stderr
    assert [(f["code"], f["context"]["ops"][0]["api"]) for f in findings] == [("TFS902", "tf.boolean_mask")]
