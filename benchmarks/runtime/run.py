"""The table of real models in docs/runtime.md: `tfshape-lint trace` against TensorFlow's
own build-and-trace, in time and peak memory.

For each model, three processes, each measured alone (wall time, and peak RSS from
`os.wait4`):

* TensorFlow: import it, build the model and trace it once at its declared input
  (`tf.function(model).get_concrete_function(spec)`; a TF1 graph is built; a SavedModel is
  loaded and its signature taken): what a user pays anyway;
* `tfshape-lint trace TARGET`: the findings;
* `tfshape-lint trace TARGET --check-retrace --check-batch-invariance` (Keras models).

    python benchmarks/runtime/run.py [--models resnet50,lstm_text,...]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Optional

HERE = Path(__file__).resolve().parent
KERAS = ("resnet50", "mobilenet_v2", "efficientnet_b0", "densenet121", "lstm_text", "transformer_block")
MODELS = (*KERAS, "tf1_mnist_graph", "decoder_savedmodel")

BASELINE = """
import sys, tensorflow as tf
sys.path.insert(0, {here!r})
import models
name = {name!r}
if name == "tf1_mnist_graph":
    models.tf1_mnist_graph()
elif name == "decoder_savedmodel":
    tf.saved_model.load({saved!r}).signatures["serving_default"]
else:
    model = getattr(models, name)()
    specs = [tf.TensorSpec(t.shape, t.dtype) for t in model.inputs]
    tf.function(lambda *xs: model(*xs, training=False)).get_concrete_function(*specs)
"""


def measure(command: list[str]) -> tuple[float, int, str]:
    """(wall seconds, peak RSS in bytes, stdout) of one process."""
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2")
    started = time.perf_counter()
    with tempfile.TemporaryFile() as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.DEVNULL, env=env)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - started
        out.seek(0)
        text = out.read().decode()
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"{' '.join(command)}: exit {os.waitstatus_to_exitcode(status)}")
    return wall, usage.ru_maxrss * 1024, text


def target(name: str, saved: str) -> str:
    return saved if name == "decoder_savedmodel" else f"{HERE / 'models.py'}:{name}"


def trace(name: str, saved: str, *extra: str) -> tuple[float, int, list[dict[str, Any]]]:
    wall, rss, text = measure([sys.executable, "-m", "tfshape_lint", "trace", target(name, saved), "--isolated",
                               "--output-format", "json", *extra])
    return wall, rss, json.loads(text) if text.strip() else []


def gib(value: int) -> str:
    return f"{value / 2**30:.2f} GiB"


def row(name: str, saved: str) -> dict[str, Any]:
    base_wall, base_rss, _ = measure([sys.executable, "-c", BASELINE.format(here=str(HERE), name=name, saved=saved)])
    wall, rss, findings = trace(name, saved)
    result: dict[str, Any] = {
        "model": name, "tensorflow": [base_wall, base_rss], "trace": [wall, rss],
        "findings": sorted(f["code"] for f in findings),
    }
    if name in KERAS:
        check_wall, check_rss, check_findings = trace(name, saved, "--check-retrace", "--check-batch-invariance")
        result["checks"] = [check_wall, check_rss]
        result["check_findings"] = sorted(f["code"] for f in check_findings)
    return result


def table(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| model | findings | TensorFlow build + trace | `trace` | ratio | `trace` + both checks | ratio to `trace` |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for r in rows:
        base_wall, base_rss = r["tensorflow"]
        wall, rss = r["trace"]
        counts = ", ".join(f"{r['findings'].count(c)} {c}" for c in sorted(set(r["findings"]))) or "none"
        checks: Optional[list[float]] = r.get("checks")
        if checks:
            extra = sorted(set(r["check_findings"]) - set(r["findings"]))
            check_text = f"{checks[0]:.1f} s, {gib(int(checks[1]))}" + (f" (+{', '.join(extra)})" if extra else "")
            check_ratio = f"{checks[0] / wall:.2f}x, {checks[1] / rss:.2f}x"
        else:
            check_text, check_ratio = "not run: a graph is only walked", "-"
        lines.append(
            f"| {r['model']} | {counts} | {base_wall:.1f} s, {gib(base_rss)} | {wall:.1f} s, {gib(rss)} | "
            f"{wall / base_wall:.2f}x, {rss / base_rss:.2f}x | {check_text} | {check_ratio} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    sys.path.insert(0, str(HERE))
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        saved = os.path.join(folder, "decoder")
        import models

        models.save_decoder(saved)
        for name in args.models.split(","):
            rows.append(row(name, saved))
            print(f"measured {name}", file=sys.stderr)
    print(f"{platform.node()}: {os.cpu_count()} cores, Python {platform.python_version()}\n")
    print(table(rows))
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
