"""Suppression comments: flake8/ruff `# noqa`, the tool's own forms, file level."""

from __future__ import annotations

from tests.helpers import codes_of, lint

SNIPPET = "import tensorflow as tf\nds = tf.data.Dataset.range(9)\n"


def test_unsuppressed() -> None:
    assert codes_of(lint(SNIPPET + "a = ds.batch(2)\n")) == ["TFS201"]


def test_blanket_noqa() -> None:
    assert lint(SNIPPET + "a = ds.batch(2)  # noqa\n") == []


def test_noqa_with_codes_flake8_syntax() -> None:
    assert lint(SNIPPET + "a = ds.batch(2)  # noqa: TFS201, TFS101\n") == []
    assert lint(SNIPPET + "a = ds.batch(2)  # noqa:TFS201\n") == []
    assert lint(SNIPPET + "a = ds.batch(2)  # NOQA: tfs201\n") == []


def test_noqa_for_another_code_does_not_suppress() -> None:
    assert codes_of(lint(SNIPPET + "a = ds.batch(2)  # noqa: TFS101\n")) == ["TFS201"]


def test_tool_specific_by_code_and_name() -> None:
    assert lint(SNIPPET + "a = ds.batch(2)  # tfshape: ignore[TFS201]\n") == []
    assert lint(SNIPPET + "a = ds.batch(2)  # tfshape: ignore[batch-without-drop-remainder]\n") == []
    assert codes_of(lint(SNIPPET + "a = ds.batch(2)  # tfshape: ignore[TFS101]\n")) == ["TFS201"]


def test_tool_specific_on_the_line_above() -> None:
    assert lint(SNIPPET + "# tfshape: ignore[TFS201]\na = ds.batch(2)\n") == []


def test_noqa_on_the_line_where_a_multiline_finding_starts() -> None:
    assert lint(SNIPPET + "a = ds.batch(  # noqa: TFS201\n    2,\n)\n") == []
    assert codes_of(lint(SNIPPET + "a = ds.batch(\n    2,  # noqa: TFS201\n)\n")) == ["TFS201"]


def test_file_level() -> None:
    assert lint("# tfshape: noqa\n" + SNIPPET + "a = ds.batch(2)\n") == []
    assert lint("# tfshape: noqa: TFS201\n" + SNIPPET + "a = ds.batch(2)\n") == []
    assert codes_of(lint("# tfshape: noqa: TFS101\n" + SNIPPET + "a = ds.batch(2)\n")) == ["TFS201"]


def test_noqa_row_is_the_start_line() -> None:
    (finding,) = lint(SNIPPET + "a = (ds\n     .batch(2))\n")
    assert finding.noqa_row == finding.span.start.line


def test_a_form_feed_does_not_shift_noqa_lines() -> None:
    # Python and libcst count lines by CR/LF only; a form feed is whitespace, not a break.
    source = SNIPPET + "\x0c\na = ds.batch(2)  # noqa: TFS201\nb = ds.batch(3)\n"
    assert [(d.span.start.line, d.code) for d in lint(source)] == [(5, "TFS201")]


def test_code_a_test_expects_to_fail_is_not_reported() -> None:
    # Judged false on the fourth split: a `TensorSpec` with no shape inside
    # `pytest.raises(ValueError)` is the point of a negative test.
    code = (
        "import pytest\nimport tensorflow as tf\n\n\n"
        "def test_bad():\n"
        "    with pytest.raises(ValueError):\n"
        "        tf.function(f).get_concrete_function(tf.TensorSpec(shape=[None, 3]))\n"
        "    x = tf.compat.v1.placeholder(tf.float32, [None, 3])\n\n\n"
        "class T(tf.test.TestCase):\n"
        "    def test_it(self):\n"
        "        with self.assertRaisesRegex(ValueError, 'rank'):\n"
        "            y = tf.compat.v1.placeholder(tf.float32, [None, 3])\n"
        "        with self.cached_session():\n"
        "            z = tf.compat.v1.placeholder(tf.float32, [None, 3])\n"
    )
    assert [(d.code, d.span.start.line) for d in lint(code, ["TFS101", "TFS105"])] == [("TFS101", 8), ("TFS101", 16)]


def test_code_a_constant_condition_switches_off_is_not_reported() -> None:
    """Keyird's TF2 examples (sixty-second split, judged false twice): the model a script no
    longer builds, kept under `if 0:` (or in the `else` of `if 1:`)."""
    code = (
        "import tensorflow as tf\n"
        "if 0:\n"
        "    a = tf.keras.Sequential([tf.keras.layers.Dense(8, input_shape=(3,))])\n"
        "else:\n"
        "    b = tf.keras.Sequential([tf.keras.layers.Dense(8, input_shape=(4,))])\n"
        "if True:\n"
        "    x = tf.keras.Input(shape=(3,))\n"
        "elif other:\n"
        "    y = tf.keras.Input(shape=(3,))\n"
        "else:\n"
        "    z = tf.keras.Input(shape=(3,))\n"
        "if flag:\n"
        "    w = tf.keras.Input(shape=(3,))\n"
        "if False:\n"
        "    v = tf.keras.Input(shape=(3,))\n"
    )
    assert [(d.code, d.span.start.line) for d in lint(code, ["TFS103", "TFS104"])] == [
        ("TFS104", 5), ("TFS103", 7), ("TFS103", 13)]


def test_a_spec_used_only_where_a_test_expects_failure_is_not_reported() -> None:
    # sonnet's linear_test: the spec is bound first, then traced inside assertRaisesRegex.
    code = (
        "import tensorflow as tf\n\n\n"
        "class T(tf.test.TestCase):\n"
        "    def test_unknown(self):\n"
        "        x = tf.TensorSpec([None, None], dtype=tf.float32)\n"
        "        f = tf.function(layer)\n"
        "        with self.assertRaisesRegex(ValueError, 'Input size must be specified'):\n"
        "            f.get_concrete_function(x)\n\n"
        "    def test_known(self):\n"
        "        y = tf.TensorSpec([None, 3], dtype=tf.float32)\n"
        "        tf.function(layer).get_concrete_function(y)\n"
    )
    assert [d.span.start.line for d in lint(code, ["TFS105"])] == [12]


def test_a_spec_also_used_outside_an_expected_failure_is_reported() -> None:
    code = (
        "import pytest\nimport tensorflow as tf\n\n"
        "spec = tf.TensorSpec([None, 3])\n\n\n"
        "def test_rejects():\n"
        "    with pytest.raises(ValueError):\n"
        "        with pytest.raises(TypeError):\n"
        "            pass\n"
        "        tf.function(bad).get_concrete_function(spec)\n\n\n"
        "compiled = tf.function(step, jit_compile=True).get_concrete_function(spec)\n"
    )
    assert [d.span.start.line for d in lint(code, ["TFS105"])] == [4]


def test_a_placeholder_read_only_where_a_test_expects_failure_is_not_reported() -> None:
    # Judged false on the seventh split: trfl's rank checks make a wrong-rank placeholder
    # and expect the op to reject it.
    code = (
        "import tensorflow as tf\n\n\n"
        "class T(tf.test.TestCase):\n"
        "    def testRankCheck(self):\n"
        "        q_tm1 = tf.compat.v1.placeholder(tf.float32, [None])\n"
        "        with self.assertRaisesRegexp(ValueError, 'rank'):\n"
        "            qv_learning(q_tm1, self.a_tm1)\n\n"
        "    def testReal(self):\n"
        "        q = tf.compat.v1.placeholder(tf.float32, [None])\n"
        "        with self.assertRaises(ValueError):\n"
        "            bad(q)\n"
        "        good = model(q)\n"
    )
    assert [d.span.start.line for d in lint(code, ["TFS101"])] == [11]
