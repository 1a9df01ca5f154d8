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
