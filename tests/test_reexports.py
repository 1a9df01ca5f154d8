"""TensorFlow under a project's own name: the `reexports` setting, built-in TF1 re-exports,
and the one-line warning when a run checked no TensorFlow file at all (issue 14)."""

from __future__ import annotations

from pathlib import Path

from test_cli import run, write

PLACEHOLDER = "x = {tf}.placeholder({tf}.float32, [None, 3])\n"


def test_reexports_setting_names_a_projects_own_module(isolated_cwd: Path) -> None:
    write(isolated_cwd / "pyproject.toml",
          '[tool.tfshape-lint]\nreexports = {"myproject.tflib" = "tensorflow.compat.v1"}\n')
    write(isolated_cwd / "a.py", "import myproject.tflib as tf\n" + PLACEHOLDER.format(tf="tf"))
    write(isolated_cwd / "b.py", "from myproject.tflib import placeholder, float32\nx = placeholder(float32, [None, 3])\n")
    result = run("--no-cache", "--output-format", "concise", ".")
    assert result.exit_code == 1
    assert "a.py:2:5: TFS101" in result.stdout
    assert "b.py:2:5: TFS101" in result.stdout
    assert "no rule ran" not in result.stderr


def test_without_the_setting_a_clean_run_says_no_rule_ran(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", "import myproject.tflib as tf\n" + PLACEHOLDER.format(tf="tf"))
    write(isolated_cwd / "b.py", "import numpy as np\n")
    result = run("--no-cache", ".")
    assert result.exit_code == 0
    assert "All checks passed!" in result.stdout
    assert result.stderr.count("\n") == 1
    assert "warning: none of the 2 files found imports TensorFlow or Keras, so no rule ran on them" in result.stderr
    assert "`reexports` setting" in result.stderr
    assert run("--no-cache", "-q", ".").stderr == ""
    # Files named one by one (pre-commit, an editor): a file without TensorFlow is no news.
    assert run("--no-cache", "a.py", "b.py").stderr == ""


def test_no_warning_when_a_tensorflow_file_was_checked(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", "import tensorflow as tf\nx = tf.constant(1)\n")
    write(isolated_cwd / "b.py", "import numpy as np\n")
    result = run("--no-cache", ".")
    assert result.exit_code == 0
    assert result.stderr == ""


def test_builtin_tf1_reexport_and_relative_compat_module(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", "from tensorpack import tfv1 as tf\n" + PLACEHOLDER.format(tf="tf"))
    write(isolated_cwd / "pkg" / "b.py", "from .compat import tf\n" + PLACEHOLDER.format(tf="tf"))
    result = run("--no-cache", "--output-format", "concise", ".")
    assert result.exit_code == 1
    assert "a.py:2:5: TFS101" in result.stdout and "pkg/b.py:2:5: TFS101" in result.stdout


def test_bad_reexports_are_config_errors(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", "import tensorflow as tf\n")
    write(isolated_cwd / "pyproject.toml", '[tool.tfshape-lint]\nreexports = {"myproject.np" = "numpy"}\n')
    result = run(".")
    assert result.exit_code == 2
    assert "'myproject.np' must stand for a module of keras, tensorflow" in result.stderr
    write(isolated_cwd / "pyproject.toml", '[tool.tfshape-lint]\nreexports = {"my project" = "tensorflow"}\n')
    result = run(".")
    assert result.exit_code == 2
    assert "'my project' is not a module name" in result.stderr
    write(isolated_cwd / "pyproject.toml", '[tool.tfshape-lint]\nreexports = ["tensorflow"]\n')
    assert "'reexports' must be a table" in run(".").stderr


def test_a_package_import_without_alias_and_a_top_level_module(isolated_cwd: Path) -> None:
    write(isolated_cwd / "pyproject.toml",
          '[tool.tfshape-lint]\nreexports = {"myproject.tflib" = "tensorflow.compat.v1", "t" = "tensorflow"}\n')
    write(isolated_cwd / "a.py", "import myproject.tflib\nx = myproject.tflib.placeholder(myproject.tflib.float32, [None, 3])\n")
    write(isolated_cwd / "b.py", "from t import placeholder, float32\ny = placeholder(float32, [None, 3])\n")
    result = run("--no-cache", "--output-format", "concise", ".")
    assert "a.py:2:5: TFS101" in result.stdout and "b.py:2:5: TFS101" in result.stdout


def test_a_one_letter_module_does_not_open_every_file_to_the_parser() -> None:
    from tfshape_lint.lint.source import may_use_tensorflow

    setting = (("t", "tensorflow"),)
    assert not may_use_tensorflow(b"import os\nprint('that text has a t in it')\n", setting)
    assert may_use_tensorflow(b"import t\n", setting) and may_use_tensorflow(b"from t import x\n", setting)


def test_lingvos_compat_module_is_tensorflow(isolated_cwd: Path) -> None:
    # tensorflow/lingvo (the twelfth split): `import lingvo.compat as tf` everywhere. A loop
    # over its `tf.range` runs in the graph, and its placeholders are TensorFlow's.
    write(isolated_cwd / "a.py", "import lingvo.compat as tf\n" + PLACEHOLDER.format(tf="tf"))
    write(isolated_cwd / "b.py", "from lingvo import compat as tf\n" + PLACEHOLDER.format(tf="tf"))
    result = run("--no-cache", "--output-format", "concise", ".")
    assert result.exit_code == 1
    assert "a.py:2:5: TFS101" in result.stdout and "b.py:2:5: TFS101" in result.stdout


def test_keras_on_another_backend_is_not_linted(isolated_cwd: Path) -> None:
    # osh/KerasGAN's notebooks (twenty-sixth split): `os.environ["KERAS_BACKEND"] = "theano"`
    # before `import keras`. JAX compiles with XLA per shape too, so it keeps its findings; a
    # docstring that names the variable, or a file that imports TensorFlow as well, changes nothing.
    body = "import keras\nd_input = keras.Input(shape=(28, 28, 1))\n"
    write(isolated_cwd / "theano.py", 'import os\nos.environ["KERAS_BACKEND"] = "theano"\n' + body)
    write(isolated_cwd / "torch.py", "import os\nos.environ.setdefault('KERAS_BACKEND', 'torch')\n" + body)
    write(isolated_cwd / "jax.py", 'import os\nos.environ["KERAS_BACKEND"] = "jax"\n' + body)
    write(isolated_cwd / "doc.py", '"""Run as `KERAS_BACKEND=torch python doc.py`."""\n' + body)
    write(isolated_cwd / "both.py", 'import os\nos.environ["KERAS_BACKEND"] = "theano"\nimport tensorflow as tf\n'
          + body)
    result = run("--no-cache", "--output-format", "concise", ".")
    assert result.exit_code == 1
    flagged = sorted(line.split(":")[0] for line in result.stdout.splitlines() if "TFS103" in line)
    assert flagged == ["both.py", "doc.py", "jax.py"]


def test_only_a_top_level_statement_sets_the_keras_backend(isolated_cwd: Path) -> None:
    # Stop 29's review: a comment, a docstring or a branch does not set it.
    body = "import keras\nd_input = keras.Input(shape=(28, 28, 1))\n"
    write(isolated_cwd / "comment.py", '# os.environ["KERAS_BACKEND"] = "theano"\nimport os\n' + body)
    write(isolated_cwd / "doc.py", '"""Set os.environ["KERAS_BACKEND"] = "theano" to run on Theano."""\n' + body)
    write(isolated_cwd / "branch.py", 'import os, sys\nif sys.argv[1] == "theano":\n'
          '    os.environ["KERAS_BACKEND"] = "theano"\n' + body)
    result = run("--no-cache", "--output-format", "concise", ".")
    flagged = sorted(line.split(":")[0] for line in result.stdout.splitlines() if "TFS103" in line)
    assert flagged == ["branch.py", "comment.py", "doc.py"]
