"""Jupyter notebooks end to end: real .ipynb files through the CLI, per-cell positions, fixes."""

from __future__ import annotations

import difflib
import json
import shutil
from pathlib import Path
from typing import Any, List, Tuple

import pytest
from click.testing import CliRunner

from tests.helpers import options
from tfshape_lint.cli import cli
from tfshape_lint.lint.engine import lint_notebook_bytes
from tfshape_lint.lint.notebook import LineMap, Notebook

FIXTURES = Path(__file__).parent / "fixtures" / "notebooks"


def run(*args: str, input: bytes | None = None) -> Any:
    return CliRunner().invoke(cli, ["--isolated", *args], input=input, catch_exceptions=False)


@pytest.fixture
def notebooks(isolated_cwd: Path) -> Path:
    target = isolated_cwd / "nb"
    shutil.copytree(FIXTURES, target)
    return target


def _findings(stdout: str) -> List[Tuple[str, Any, int, int, str]]:
    return [
        (Path(item["filename"]).name, item["cell"], item["location"]["row"], item["location"]["column"], item["code"])
        for item in json.loads(stdout)
    ]


def _notebook(cells: List[str], path: Path) -> Path:
    document = {
        "cells": [
            {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": source.splitlines(keepends=True)}
            for source in cells
        ],
        "metadata": {"language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(document, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return path


# -- linting ---------------------------------------------------------------------------


def test_findings_carry_cell_and_cell_relative_rows(notebooks: Path) -> None:
    result = run("--output-format", "json", "nb")
    assert result.exit_code == 1
    assert _findings(result.stdout) == [
        ("strings.ipynb", 2, 1, 9, "TFS201"),
        ("train.ipynb", 3, 4, 23, "TFS201"),
        # After a help line, a shell assignment and an indented shell line: no shift.
        ("train.ipynb", 6, 6, 34, "TFS201"),
        ("truncated.ipynb", None, 1, 1, "TFS001"),
    ]
    edit = json.loads(result.stdout)[1]["fix"]["edits"][0]
    assert (edit["location"], edit["end_location"]) == ({"row": 4, "column": 31}, {"row": 4, "column": 31})
    assert json.loads(result.stdout)[1]["noqa_row"] == 4


def test_concise_line_names_the_cell(notebooks: Path) -> None:
    result = run("nb/train.ipynb")
    assert result.stdout.splitlines()[:2] == [
        line for line in result.stdout.splitlines() if line.startswith("nb/train.ipynb:cell ")
    ][:2]
    assert result.stdout.startswith("nb/train.ipynb:cell 3:4:23: TFS201 ")


def test_full_output_has_cell_in_header(notebooks: Path) -> None:
    result = run("--output-format", "full", "nb/train.ipynb")
    assert "nb/train.ipynb:cell 6:6:34: TFS201" in result.stdout


def test_discovery_includes_notebooks(notebooks: Path) -> None:
    listed = run("--show-files", "nb").stdout.split()
    assert sorted(Path(name).name for name in listed) == ["r_kernel.ipynb", "strings.ipynb", "train.ipynb", "truncated.ipynb"]


def test_other_language_notebooks_are_skipped(notebooks: Path) -> None:
    assert run("nb/r_kernel.ipynb").exit_code == 0


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"{", "invalid JSON"),
        (b"[1, 2]", "not an object"),
        (b'{"nbformat": 4, "tensorflow": 1}', "no 'cells' list"),
        (b'{"cells": [{"cell_type": "code", "source": 3}], "tf": "tensorflow"}', "not text"),
        (b'{"cells": {"tensorflow": 1}}', "'cells' is not a list"),
        (b'{"cells": [], "x": "tensorflow"}\xff', "not UTF-8"),
    ],
)
def test_malformed_notebook_is_a_finding_not_a_crash(isolated_cwd: Path, content: bytes, message: str) -> None:
    (isolated_cwd / "bad.ipynb").write_bytes(content + (b"" if b"tensorflow" in content else b" tensorflow"))
    result = run("--output-format", "json", "bad.ipynb")
    items = json.loads(result.stdout)
    assert result.exit_code == 1 and [item["code"] for item in items] == ["TFS001"]
    assert message in items[0]["message"]


def test_noqa_inside_a_cell(isolated_cwd: Path) -> None:
    _notebook(["import tensorflow as tf\n", "ds = tf.data.Dataset.range(9).batch(4)  # noqa: TFS201\n"], isolated_cwd / "a.ipynb")
    assert run("a.ipynb").exit_code == 0


def test_stdin_notebook(isolated_cwd: Path) -> None:
    data = (FIXTURES / "strings.ipynb").read_bytes()
    result = run("--stdin-filename", "x.ipynb", "-", input=data)
    assert result.stdout.startswith("x.ipynb:cell 2:1:9: TFS201")


# -- magics ----------------------------------------------------------------------------


def test_magics_are_replaced_line_for_line() -> None:
    notebook = Notebook.parse((FIXTURES / "train.ipynb").read_bytes())
    joined = notebook.joined()
    for cell in notebook.cells:
        assert f"# <tfshape-lint cell {cell.index + 1}>" in joined.text
    assert "%matplotlib" not in joined.text and "!pip" not in joined.text and "echo" not in joined.text
    assert "    pass  # <tfshape-lint magic" in joined.text  # the indented `!echo` keeps its indentation
    assert joined.split(joined.text) == {cell.index: cell.source for cell in notebook.cells}


def test_another_languages_cell_magic_hides_nothing(isolated_cwd: Path) -> None:
    # An indented line in a %%javascript cell once made the whole notebook a syntax error.
    cells = ["import tensorflow as tf\nx = tf.compat.v1.placeholder(tf.float32, [None, 3])\n", "%%javascript\nf({\n  a: 1\n});\n"]
    _notebook(cells, isolated_cwd / "a.ipynb")
    result = run("--output-format", "json", "a.ipynb")
    assert [(item["cell"], item["code"]) for item in json.loads(result.stdout)] == [(1, "TFS101")]
    notebook = Notebook.parse((isolated_cwd / "a.ipynb").read_bytes())
    joined = notebook.joined()
    assert joined.split(joined.text) == {cell.index: cell.source for cell in notebook.cells}


@pytest.mark.parametrize("magic", [
    "#@title\n%%html\n<div style=\"color:orange\">Let's Begin</div>\n",
    "#@title Example grid\n\n%%html\n<svg width=\"210\">\n  <rect x1=\"0\"/>\n</svg>\n",
    # lucid's and training-data-analyst's notebooks keep the output of a cell magic below a comment.
    "# You can use `Clear Output` if the animation gets annoying.\n%%html\n<style> #a { width: 128px; } </style>\n",
    "# TODO 3\n\n%%bash\ngsutil cp -r 1.5e3 gs://bucket/\n",
])
def test_a_colab_form_above_a_cell_magic_keeps_the_magic(magic: str, isolated_cwd: Path) -> None:
    # tf-quant-finance's notebooks: Colab runs `%%html` under a `#@title` form line.
    cells = [magic, "import tensorflow as tf\nx = tf.compat.v1.placeholder(tf.float32, [None, 3])\n"]
    _notebook(cells, isolated_cwd / "a.ipynb")
    result = run("--output-format", "json", "a.ipynb")
    assert [(item["cell"], item["code"]) for item in json.loads(result.stdout)] == [(2, "TFS101")]
    notebook = Notebook.parse((isolated_cwd / "a.ipynb").read_bytes())
    joined = notebook.joined()
    assert joined.split(joined.text) == {cell.index: cell.source for cell in notebook.cells}


@pytest.mark.parametrize("head", ["#@title W\n", "# @title Write the trainer\n", "# Write the training module\n\n"])
def test_a_colab_form_above_writefile_still_lints_the_module(head: str, isolated_cwd: Path) -> None:
    # The review of stop 25: a plain comment above `%%writefile` had the module linted by neither path.
    cells = [head + "%%writefile m.py\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 3])\n"]
    _notebook(cells, isolated_cwd / "a.ipynb")
    result = run("--output-format", "json", "a.ipynb")
    assert [(item["cell"], item["location"]["row"], item["code"]) for item in json.loads(result.stdout)] == \
        [(1, head.count("\n") + 3, "TFS101")]


def test_a_malformed_notebook_is_reported_whatever_it_holds(isolated_cwd: Path) -> None:
    (isolated_cwd / "bad.ipynb").write_text("{not json")
    result = run("--no-cache", "--output-format", "concise", "bad.ipynb")
    assert result.exit_code == 1 and result.stdout.startswith("bad.ipynb:1:1: TFS001 ")


@pytest.mark.parametrize("content", ["", "\n  \n"])
def test_an_empty_notebook_file_says_it_is_empty(isolated_cwd: Path, content: str) -> None:
    # Stop 43's audit: a committed zero-byte .ipynb was "not an object", which reads as JSON that is.
    (isolated_cwd / "empty.ipynb").write_text(content)
    result = run("--no-cache", "--output-format", "concise", "empty.ipynb")
    assert result.exit_code == 1
    assert result.stdout.startswith("empty.ipynb:1:1: TFS001 not a notebook: the file is empty")


def test_valid_python_cells_are_never_touched(isolated_cwd: Path) -> None:
    # Lines ending in `?` or starting with `%` inside a string are Python, not magics.
    source = 'import tensorflow as tf\ntext = """Ready?\n%(name)s\n"""\n'
    path = _notebook([source], isolated_cwd / "a.ipynb")
    notebook = Notebook.parse(path.read_bytes())
    assert notebook.joined().text.startswith(source)


def test_a_fix_that_touches_a_placeholder_is_refused() -> None:
    notebook = Notebook.parse((FIXTURES / "train.ipynb").read_bytes())
    joined = notebook.joined()
    broken = joined.text.replace("pass  # <tfshape-lint magic 0>", "pass  # <tfshape-lint magic 0> x", 1)
    assert joined.split(broken) is None
    assert joined.split(joined.text.replace("# <tfshape-lint cell 3>\n", "", 1)) is None


def test_line_map_of_an_edit_at_a_cell_end() -> None:
    line_map = LineMap.of("a\nb\n# <tfshape-lint cell 2>\nc\n# <tfshape-lint cell 4>\n")
    assert line_map.rows[:5] == ((2, 1), (2, 2), None, (4, 1), None)


def test_lint_bytes_without_tensorflow_is_silent() -> None:
    assert lint_notebook_bytes(b'{"cells": []}', "a.ipynb", options()).diagnostics == ()


# -- fixing ----------------------------------------------------------------------------


def _changed_lines(before: str, after: str) -> List[str]:
    return [line[0] + line[2:] for line in difflib.ndiff(before.splitlines(), after.splitlines()) if line[:1] in "+-"]


def test_fix_writes_only_the_changed_cells(notebooks: Path) -> None:
    path = notebooks / "train.ipynb"
    before = path.read_text(encoding="utf-8")
    result = run("--fix", "--unsafe-fixes", "nb/train.ipynb")
    assert result.exit_code == 0, result.stdout + result.stderr
    after = path.read_text(encoding="utf-8")
    assert _changed_lines(before, after) == [
        '-    "ds = ds.shuffle(1024).batch(32)  # train batches\\n",',
        '+    "ds = ds.shuffle(1024).batch(32, drop_remainder=True)  # train batches\\n",',
        '-    "aux = tf.data.Dataset.range(100).batch(8)"',
        '+    "aux = tf.data.Dataset.range(100).batch(8, drop_remainder=True)"',
    ]
    old, new = json.loads(before), json.loads(after)
    for old_cell, new_cell in zip(old["cells"], new["cells"], strict=True):
        assert {k: v for k, v in old_cell.items() if k != "source"} == {k: v for k, v in new_cell.items() if k != "source"}
    assert old["metadata"] == new["metadata"] and after.endswith("}\n")
    # The magics came back unchanged.
    assert "!pip install -q tensorflow-datasets\\n" in after and "    !echo {name}\\n" in after
    again = run("--fix", "--unsafe-fixes", "nb/train.ipynb")
    assert again.exit_code == 0 and path.read_text(encoding="utf-8") == after


def test_fix_keeps_another_tools_layout(notebooks: Path) -> None:
    path = notebooks / "strings.ipynb"
    before = path.read_text(encoding="utf-8")
    run("--fix", "--unsafe-fixes", "nb/strings.ipynb")
    after = path.read_text(encoding="utf-8")
    assert _changed_lines(before, after) == [
        '-      "source": "ds = ds.padded_batch(4)\\n",',
        '+      "source": "ds = ds.padded_batch(4, drop_remainder=True)\\n",',
    ]
    assert not after.endswith("\n")  # it had no final newline: it still has none


def test_diff_shows_cells_and_writes_nothing(notebooks: Path) -> None:
    path = notebooks / "train.ipynb"
    before = path.read_bytes()
    result = run("--diff", "--unsafe-fixes", "nb/train.ipynb")
    assert result.exit_code == 1
    assert "--- nb/train.ipynb:cell 3\n+++ nb/train.ipynb:cell 3\n" in result.stdout
    assert "--- nb/train.ipynb:cell 6\n" in result.stdout
    assert path.read_bytes() == before


def test_fix_in_a_cell_without_final_newline_and_a_bom(isolated_cwd: Path) -> None:
    path = _notebook(["import tensorflow as tf", "ds = tf.data.Dataset.range(9).batch(4)"], isolated_cwd / "a.ipynb")
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    run("--fix", "--unsafe-fixes", "a.ipynb")
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    cells = json.loads(data.decode("utf-8-sig"))["cells"]
    assert cells[0]["source"] == ["import tensorflow as tf"]
    assert cells[1]["source"] == ["ds = tf.data.Dataset.range(9).batch(4, drop_remainder=True)"]


def test_add_noqa_comments_only_the_cells_with_findings(notebooks: Path) -> None:
    path = notebooks / "train.ipynb"
    before = path.read_text(encoding="utf-8")
    result = run("--add-noqa", "nb/train.ipynb", "nb/strings.ipynb")
    assert result.exit_code == 0, result.stderr
    assert "Added 3 noqa directives." in result.stderr
    after = path.read_text(encoding="utf-8")
    assert _changed_lines(before, after) == [
        '-    "ds = ds.shuffle(1024).batch(32)  # train batches\\n",',
        '+    "ds = ds.shuffle(1024).batch(32)  # train batches  # noqa: TFS201\\n",',
        '-    "aux = tf.data.Dataset.range(100).batch(8)"',
        '+    "aux = tf.data.Dataset.range(100).batch(8)  # noqa: TFS201"',
    ]
    assert "!pip install -q tensorflow-datasets\\n" in after  # the magics are kept
    assert run("nb/train.ipynb", "nb/strings.ipynb").exit_code == 0
    again = run("--add-noqa", "nb/train.ipynb")
    assert "Added 0 noqa directives." in again.stderr and path.read_text(encoding="utf-8") == after


def test_add_noqa_in_a_cell_names_the_row_it_cannot_comment(isolated_cwd: Path) -> None:
    path = _notebook(
        ["import tensorflow as tf\nds = tf.data.Dataset.range(9)\n", "x = 1\nds = ds.batch(2).map(lambda v: '''\n''')\n"],
        isolated_cwd / "a.ipynb",
    )
    before = path.read_bytes()
    result = run("--add-noqa", "a.ipynb")
    assert result.exit_code == 1
    assert "a.ipynb:cell 2:2: no noqa comment for TFS201: the line ends inside a multi-line string" in result.stderr
    assert path.read_bytes() == before


# -- one cell that does not parse costs that cell, not the notebook ---------------------------


def test_a_broken_cell_is_reported_at_its_cell_and_the_others_are_linted(isolated_cwd: Path) -> None:
    """IPython runs cells one by one: an exercise cell (`w0 = # TODO`) or a shell line
    without `!` fails alone. Before, one such cell gave a TFS000 and hid every finding."""
    path = _notebook([
        "import tensorflow as tf\n",
        "w0 = # TODO: Your code goes here\n",
        "x = tf.compat.v1.placeholder(tf.float32, [None, 3])\n",
        "gcloud ai-platform models create $MODEL_NAME\n",
        "ds = tf.data.Dataset.range(10).batch(4)\n",
    ], isolated_cwd / "lab.ipynb")
    result = run("--output-format", "json", str(path))
    assert result.exit_code == 1
    assert [(cell, row, code) for _, cell, row, _, code in _findings(result.stdout)] == [
        (2, 1, "TFS000"), (3, 1, "TFS101"), (4, 1, "TFS000"), (5, 1, "TFS201"),
    ]
    messages = [item["message"] for item in json.loads(result.stdout) if item["code"] == "TFS000"]
    assert all("this cell was not checked; the other cells were" in message for message in messages)


def test_a_python_2_notebook_is_still_read_whole() -> None:
    cells = ["import tensorflow as tf\nprint 'hello'\n", "x = tf.placeholder(tf.float32, [None, 3])\nprint x\n"]
    data = json.dumps({"cells": [{"cell_type": "code", "source": c, "metadata": {}, "outputs": []} for c in cells],
                       "metadata": {}, "nbformat": 4, "nbformat_minor": 5}).encode()
    result = lint_notebook_bytes(data, "py2.ipynb", options())
    codes = [(d.cell, d.code) for d in result.diagnostics]
    assert (2, "TFS101") in codes and [code for _, code in codes].count("TFS000") == 1


@pytest.mark.parametrize("cell", [
    "!wget --no-check-certificate \\\n    https://example.com/data.csv \\\n    -O /tmp/data.csv\n",
    "pip install -q tensorflow-datasets\n",
    "ls ./data/\n",
    "cd ..\n",
    "rm -rf logs\n",
])
def test_shell_continuations_and_automagics_are_not_python(cell: str, isolated_cwd: Path) -> None:
    path = _notebook([cell, "import tensorflow as tf\nx = tf.compat.v1.placeholder(tf.float32, [None, 3])\n"],
                     isolated_cwd / "shell.ipynb")
    result = run("--output-format", "json", str(path))
    assert [code for *_, code in _findings(result.stdout)] == ["TFS101"], result.stdout


@pytest.mark.parametrize("line", ["ls = 3\n", "cd(x)\n", "pip.main(['install', 'x'])\n", "env.reset()\n", "cat .attr\n"])
def test_python_that_starts_with_a_magic_name_stays_python(line: str) -> None:
    from tfshape_lint.lint.notebook import _AUTOMAGIC

    assert _AUTOMAGIC.match(line) is None


# -- IPython's own transforms: pasted indented code, %%writefile modules (issue 14) --------


def test_a_cell_with_an_indented_first_line_is_linted_at_its_columns(isolated_cwd: Path) -> None:
    # IPython strips the first line's indent from the cell (`leading_indent`) and runs it.
    path = _notebook([
        "  import tensorflow as tf\n  ds = tf.data.Dataset.range(10).batch(3)\n",
        "x = 1\n",
        "    ds2 = ds.batch(4)\n    y = 2\n",
    ], isolated_cwd / "pasted.ipynb")
    result = run("--output-format", "json", "--no-cache", str(path))
    assert _findings(result.stdout) == [("pasted.ipynb", 1, 2, 34, "TFS201"), ("pasted.ipynb", 3, 1, 14, "TFS201")]
    fixed = run("--no-cache", "--fix", "--unsafe-fixes", str(path))
    assert fixed.exit_code == 0, fixed.output
    sources = ["".join(cell["source"]) for cell in json.loads(path.read_text())["cells"]]
    assert sources == [
        "  import tensorflow as tf\n  ds = tf.data.Dataset.range(10).batch(3, drop_remainder=True)\n",
        "x = 1\n",
        "    ds2 = ds.batch(4, drop_remainder=True)\n    y = 2\n",
    ]


def test_an_indented_cell_that_is_still_not_python_is_one_tfs000(isolated_cwd: Path) -> None:
    path = _notebook(["import tensorflow as tf\n", "  def f(:\n    pass\n", "x = tf.compat.v1.placeholder(tf.float32, [None, 3])\n"],
                     isolated_cwd / "broken.ipynb")
    found = _findings(run("--output-format", "json", "--no-cache", str(path)).stdout)
    assert [(cell, code) for _, cell, _, _, code in found] == [(2, "TFS000"), (3, "TFS101")]


def test_a_writefile_cell_is_linted_as_the_module_it_writes(isolated_cwd: Path) -> None:
    path = _notebook([
        "import tensorflow as tf\n",
        "%%writefile trainer/model.py\nimport tensorflow as tf\n\ndef input_fn():\n    return tf.data.Dataset.range(10).batch(3)\n",
        "%%writefile notes.txt\nx = tf.compat.v1.placeholder(tf.float32, [None, 3])\n",
        "%%bash\necho tf.compat.v1.placeholder\n",
    ], isolated_cwd / "job.ipynb")
    result = run("--output-format", "json", "--no-cache", str(path))
    assert _findings(result.stdout) == [("job.ipynb", 2, 5, 38, "TFS201")]
    # No fix is offered inside the written module, and --fix leaves the cell alone.
    before = path.read_bytes()
    assert run("--no-cache", "--fix", "--unsafe-fixes", str(path)).exit_code == 1
    assert path.read_bytes() == before
    # --add-noqa comments the module's line, in the cell.
    assert run("--no-cache", "--add-noqa", str(path)).exit_code == 0
    cell = "".join(json.loads(path.read_text())["cells"][1]["source"])
    assert cell.endswith("    return tf.data.Dataset.range(10).batch(3)  # noqa: TFS201\n")
    assert run("--no-cache", str(path)).exit_code == 0


def test_a_writefile_module_that_does_not_parse_is_one_tfs000_at_its_cell(isolated_cwd: Path) -> None:
    path = _notebook([
        "import tensorflow as tf\n",
        "%%writefile trainer/task.py\ndef train(:\n    # TODO: write the training loop\n",
        "x = tf.compat.v1.placeholder(tf.float32, [None, 3])\n",
    ], isolated_cwd / "lab.ipynb")
    result = run("--output-format", "json", "--no-cache", str(path))
    found = json.loads(result.stdout)
    assert [(item["cell"], item["location"]["row"], item["code"]) for item in found] == [(2, 2, "TFS000"), (3, 1, "TFS101")]
    assert found[0]["message"].endswith("(in the module this `%%writefile` cell writes; nothing in it was checked)")


def test_evidence_in_a_notebook_names_its_cell_and_row(isolated_cwd: Path) -> None:
    path = _notebook([
        "import tensorflow as tf\nds = tf.data.Dataset.range(10).batch(3)\n",
        "x = 1\ny = 2\n",
        "strategy = tf.distribute.TPUStrategy(resolver)\n",
    ], isolated_cwd / "tpu.ipynb")
    found = json.loads(run("--output-format", "json", "--no-cache", str(path)).stdout)
    assert [item["code"] for item in found] == ["TFS201"]
    assert found[0]["message"].endswith("(error: this file needs static shapes, `TPUStrategy` at cell 3, line 1)")


def test_one_cells_stateful_rnn_raises_only_its_own_models_findings(isolated_cwd: Path) -> None:
    """Issue 14: a notebook's evidence raises the findings that reach its object only."""
    path = _notebook([
        "import tensorflow as tf\nfrom tensorflow import keras\n",
        "inputs = keras.Input(shape=(10, 1))\nx = keras.layers.LSTM(4, stateful=True)(inputs)\n"
        "rnn = keras.Model(inputs, keras.layers.Dense(1)(x))\n",
        "train = tf.data.Dataset.from_tensor_slices((a, b)).batch(8)\nrnn.fit(train)\n",
        "clf = keras.Sequential([keras.layers.Dense(4, input_shape=(3,))])\n"
        "ds = tf.data.Dataset.from_tensor_slices((c, d)).batch(32)\nclf.fit(ds)\n",
    ], isolated_cwd / "two_models.ipynb")
    found = json.loads(run("--output-format", "json", "--no-cache", str(path)).stdout)
    seen = [(item["code"], item["cell"], item["location"]["row"], item["severity"]) for item in found]
    assert seen == [("TFS103", 2, 1, "error"), ("TFS201", 3, 1, "error"),
                    ("TFS104", 4, 1, "warning"), ("TFS201", 4, 2, "warning")]
    assert found[1]["message"].endswith("(error: this reaches `LSTM(stateful=True)` at cell 2, line 2, "
                                        "which needs static shapes)")


def test_a_model_of_the_same_name_built_outside_the_strategy_scope_stays_a_warning(isolated_cwd: Path) -> None:
    """Judged false on the sixth split: a workshop notebook trains `conv_model` on CPU/GPU,
    then builds another `conv_model` inside `strategy.scope()` for the TPU part. Since stop 43
    a `TPUStrategy` raises no model's inputs at all (the dataset fixes the batch there); a
    stateful RNN still raises its own model only."""
    path = _notebook([
        "import tensorflow as tf\n",
        "conv_model = tf.keras.Sequential([tf.keras.layers.Reshape((64, 64, 1), input_shape=(64, 64))])\n"
        "conv_model.fit(x_train, y_train)\n",
        "strategy = tf.distribute.TPUStrategy(resolver)\n",
        "def make_head():\n    return tf.keras.Sequential([tf.keras.layers.Dense(4, input_shape=(8,))])\n",
        "with strategy.scope():\n"
        "    conv_model = tf.keras.Sequential([tf.keras.layers.Reshape((64, 64, 1), input_shape=(64, 64))])\n"
        "    head = make_head()\n"
        "conv_model.fit(tpu_ds)\n",
    ], isolated_cwd / "cpu_then_tpu.ipynb")
    found = json.loads(run("--output-format", "json", "--no-cache", "--select", "TFS104", str(path)).stdout)
    seen = [(item["cell"], item["severity"]) for item in found]
    assert seen == [(2, "warning"), (4, "warning"), (5, "warning")]
    stateful = str(path).replace("cpu_then_tpu", "stateful")
    _notebook([
        "import tensorflow as tf\n",
        "cpu_model = tf.keras.Sequential([tf.keras.layers.Dense(4, input_shape=(8,))])\n",
        "rnn = tf.keras.Sequential([tf.keras.layers.LSTM(4, stateful=True, input_shape=(5, 8))])\n",
    ], Path(stateful))
    found = json.loads(run("--output-format", "json", "--no-cache", "--select", "TFS104", stateful).stdout)
    assert [(item["cell"], item["severity"]) for item in found] == [(2, "warning"), (3, "error")]


def test_a_cell_ending_in_a_block_before_an_indented_cell_costs_only_itself(isolated_cwd: Path) -> None:
    path = _notebook([
        "import tensorflow as tf\n",
        "def f():\n",
        "    y = tf.compat.v1.placeholder(tf.float32, [None, 3])\n",
        "z = tf.compat.v1.placeholder(tf.float32, [None, 3])\n",
    ], isolated_cwd / "blocks.ipynb")
    found = _findings(run("--output-format", "json", "--no-cache", str(path)).stdout)
    assert found == [("blocks.ipynb", 2, 1, 9, "TFS000"), ("blocks.ipynb", 3, 1, 9, "TFS101"), ("blocks.ipynb", 4, 1, 5, "TFS101")]


def test_appended_writefile_modules_are_not_linted_and_evidence_names_the_cell(isolated_cwd: Path) -> None:
    path = _notebook([
        "%%writefile model.py\nimport tensorflow as tf\nclass Net(tf.keras.Model):\n",
        "%%writefile -a model.py\n    def call(self, x):\n        return x\n",
        "%%writefile task.py\nimport tensorflow as tf\nstrategy = tf.distribute.TPUStrategy(resolver)\n"
        "x = tf.compat.v1.placeholder(tf.float32, [None, 3])\n",
    ], isolated_cwd / "job.ipynb")
    found = json.loads(run("--output-format", "json", "--no-cache", str(path)).stdout)
    assert [(item["cell"], item["location"]["row"], item["code"]) for item in found] == [(3, 4, "TFS101")]
    assert found[0]["context"]["evidence"] == "`TPUStrategy` at cell 3, line 3"


@pytest.mark.parametrize("cells, broken", [
    # A block-opening cell, then a blank or comment-only cell, then an indented one.
    (["import tensorflow as tf\n", "for i in range(3):\n", "\n", "    y = 1\n"], [2]),
    (["import tensorflow as tf\n", "for i in range(3):\n", "# just a note\n", "    y = 1\n"], [2]),
    (["import tensorflow as tf\n", "def f():\n", "", "    y = 1\n"], [2]),
    # A block-opening cell followed by a plain cell, and two in a row.
    (["import tensorflow as tf\n", "def f():\n", "y = 1\n"], [2]),
    (["import tensorflow as tf\n", "def f():\n", "def g():\n", "y = 1\n"], [2, 3]),
])
def test_each_cell_that_does_not_run_alone_is_one_tfs000_at_itself(isolated_cwd: Path, cells: List[str], broken: List[int]) -> None:
    # IPython runs cells one by one: each is judged alone, and every other cell is linted.
    cells = [*cells, "z = tf.compat.v1.placeholder(tf.float32, [None, 784])\n"]
    path = _notebook(cells, isolated_cwd / "cells.ipynb")
    found = _findings(run("--output-format", "json", "--no-cache", str(path)).stdout)
    assert [(cell, code) for _, cell, _, _, code in found] == [*((n, "TFS000") for n in broken), (len(cells), "TFS101")]


@pytest.mark.parametrize("select", [(), ("--select", "TFS201")])
def test_fix_sets_broken_cells_aside_and_writes_them_back_unchanged(isolated_cwd: Path, select: Tuple[str, ...]) -> None:
    cells = [
        "import tensorflow as tf\nds = tf.data.Dataset.range(10).batch(3)\n",
        "w0 = # TODO: your code here\n",
        "  ds2 = ds.batch(4)\n  y = 2\n",
        "def f():\n",
    ]
    path = _notebook(cells, isolated_cwd / "lab.ipynb")
    result = run("--no-cache", "--fix", "--unsafe-fixes", *select, str(path))
    assert "Fixed 2 findings." in result.stderr + result.stdout
    sources = ["".join(cell["source"]) for cell in json.loads(path.read_text())["cells"]]
    assert sources == [
        "import tensorflow as tf\nds = tf.data.Dataset.range(10).batch(3, drop_remainder=True)\n",
        "w0 = # TODO: your code here\n",
        "  ds2 = ds.batch(4, drop_remainder=True)\n  y = 2\n",
        "def f():\n",
    ]


def test_a_notebook_saved_as_a_script_is_read_as_its_cells_would_be(isolated_cwd: Path) -> None:
    """lordleeber's Deep Learning with Python notebooks saved as `.py` (thirty-ninth split):
    `!wget ...` lines made every chapter one TFS000. They are skipped as a notebook's cell
    would read them, the rest is checked, and nothing is fixed in a text that is not Python."""
    from click.testing import CliRunner

    from tfshape_lint.cli import cli

    source = ("import tensorflow as tf\n"
              "!wget http://www.robots.ox.ac.uk/~vgg/data/pets/data/images.tar.gz\n"
              "%matplotlib inline\n"
              "!pip install \\\n"
              "    keras-tuner\n"
              "x = tf.compat.v1.placeholder(tf.float32, [None, 3])\n"
              "y = tf.reduce_sum(x)\n")
    (isolated_cwd / "chapter09.py").write_text(source)
    result = CliRunner().invoke(cli, ["--isolated", "--no-cache", "--output-format", "json", "chapter09.py"])
    items = json.loads(result.stdout)
    assert [(i["code"], i["location"]["row"]) for i in items] == [("TFS000", 2), ("TFS101", 6)]
    assert "IPython syntax" in items[0]["message"] and "its 3 `!`/`%` lines were" in items[0]["message"]
    CliRunner().invoke(cli, ["--isolated", "--no-cache", "--fix", "--unsafe-fixes", "--batch-size", "8", "chapter09.py"])
    assert (isolated_cwd / "chapter09.py").read_text() == source
    # A `%` that continues an expression (string formatting) stays: the rest still parses.
    formatted = source + 'msg = ("loss %f"\n       % 3.0)\n'
    (isolated_cwd / "chapter09.py").write_text(formatted)
    result = CliRunner().invoke(cli, ["--isolated", "--no-cache", "--output-format", "json", "chapter09.py"])
    assert [(i["code"], i["location"]["row"]) for i in json.loads(result.stdout)] == [("TFS000", 2), ("TFS101", 6)]
    broken = source.replace("y = tf.reduce_sum(x)", "y = tf.reduce_sum(x")
    (isolated_cwd / "chapter09.py").write_text(broken)
    result = CliRunner().invoke(cli, ["--isolated", "--no-cache", "--output-format", "json", "chapter09.py"])
    assert [i["code"] for i in json.loads(result.stdout)] == ["TFS000"]


def test_an_nbformat_3_notebook_is_read_through_its_worksheets(isolated_cwd: Path) -> None:
    """jiahuei's `cocoEvalCapDemo.ipynb` (sixty-ninth split, judged false as "not a
    notebook"): nbformat 3 keeps the cells in `worksheets[i].cells` and a code cell's text in
    `input`. Its cells are numbered as in the file, markdown included, across worksheets."""
    document = {
        "metadata": {"name": ""}, "nbformat": 3, "nbformat_minor": 0,
        "worksheets": [{"cells": [
            {"cell_type": "markdown", "metadata": {}, "source": ["# Demo\n"]},
            {"cell_type": "code", "collapsed": False, "input": ["import tensorflow as tf\n"],
             "language": "python", "metadata": {}, "outputs": []},
        ], "metadata": {}}, {"cells": [
            {"cell_type": "code", "collapsed": False, "language": "python", "metadata": {}, "outputs": [],
             "input": ["x = tf.compat.v1.placeholder(tf.float32, [None, 784])\n"]},
        ], "metadata": {}}],
    }
    Path("old.ipynb").write_text(json.dumps(document, indent=1), encoding="utf-8")
    result = run("--output-format", "json", "--select", "TFS001,TFS101", "old.ipynb")
    assert result.exit_code == 1, result.stdout
    assert _findings(result.stdout) == [("old.ipynb", 3, 1, 5, "TFS101")]


def test_a_percent_that_continues_a_python_line_is_no_magic(isolated_cwd: Path) -> None:
    """m2dsupsdlclass's labs (hundred-first split): `print('Downloading from %s to %s...'`,
    then `      % (URL, FILE))` on the next line, in a cell that also runs `%matplotlib
    inline`; the continuation was taken for a line magic and the cell lost to a false TFS000.
    IPython reads magics only at the start of a logical line."""
    cell = (
        "%matplotlib inline\n"
        "import tensorflow as tf\n"
        "print('Downloading from %s to %s...'\n"
        "      % (URL, FILE))\n"
        "s = '''text\n"
        "%not a magic\n"
        "'''\n"
        "t = 1 + \\\n"
        "    2\n"
        "%timeit f()\n"
        "x = tf.compat.v1.placeholder(tf.float32, [None, 3])\n"
    )
    path = _notebook([cell], isolated_cwd / "labs.ipynb")
    result = run("check", "--no-cache", "--output-format", "json", str(path))
    codes = [code for *_, code in _findings(result.stdout)]
    assert "TFS000" not in codes and "TFS101" in codes
