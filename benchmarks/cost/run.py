"""The cost table of docs/runtime.md: `tfshape-lint trace --cost` on four models.

Runs the real command once per model (a process each, so XLA's compilations are counted
from its dumps) and prints one Markdown table: Grappler's planned peak memory and
estimated compute time, XLA compilations for a batch of N then N-1, and TFLite's input
shapes, as declared (`None` batch) against a static batch, with the ratio; for a model
compiled for `fit` (`*_training`), Grappler's plan of its `train_step` too.

    python benchmarks/cost/run.py [--batch-size 64] [--models resnet50,mobilenet_v2,lstm,transformer_block]
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
MODELS = ("resnet50", "mobilenet_v2", "lstm", "transformer_block", "resnet50_training")


def measure(model: str, batch_size: int) -> tuple[dict[str, Any], float]:
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "tfshape_lint", "trace", f"{HERE / 'models.py'}:{model}", "--cost",
         "--batch-size", str(batch_size), "--no-training", "--select", "TFS901", "--output-format", "json",
         *(["--train-step"] if model.endswith("_training") else [])],
        capture_output=True, text=True, timeout=1800,
    )
    if done.returncode not in (0, 1):
        raise SystemExit(f"{model}: exit {done.returncode}\n{done.stderr}")
    return json.loads(done.stdout)["cost"], time.perf_counter() - started


def mib(value: float) -> str:
    return f"{value / 2**20:,.0f} MiB" if value >= 2**20 else f"{value / 2**10:,.1f} KiB"


def ratio(declared: float, static: float) -> str:
    return f"{static / declared:.1f}x" if declared else "-"


def xla(row: dict[str, Any]) -> str:
    if "skipped" in row:
        return "skipped"
    if not row.get("compiles"):
        return f"fails: {row.get('error')}"
    times = ", ".join(f"{c['compile_seconds']:.1f} s" for c in row["calls"] if c["compilations"])
    return f"{row['compilations']} ({times})"


def tflite(row: dict[str, Any]) -> str:
    if not row.get("converts"):
        return "fails"
    shapes = "; ".join(f"{d['shape_signature']} runs as {d['shape']}" for d in row["inputs"] or [])
    return shapes + (f"; Select TF ops: {', '.join(row['select_tf_ops'])}" if row["select_tf_ops"] else "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--models", default=",".join(MODELS))
    options = parser.parse_args()
    n = options.batch_size
    import tensorflow as tf  # only for the version line

    print(f"# `trace --cost`, batch {n}: {platform.processor() or platform.machine()}, Python {platform.python_version()}, TensorFlow {tf.__version__}\n")
    print("| model | Grappler peak memory, `None` → static | Grappler estimated time, `None` → static | "
          f"XLA compilations for batches {n}, {n - 1}: `None` / static | TFLite input, `None` → static | seconds |")
    print("| --- | --- | --- | --- | --- | ---: |")
    steps = []
    for model in options.models.split(","):
        cost, seconds = measure(model, n)
        if "grappler_train_step" in cost and "skipped" not in cost["grappler_train_step"]:
            steps.append((model, cost["grappler_train_step"]))
        g = cost["grappler"]
        d, s = g["declared"], g["static"]
        print(
            f"| {model} | {mib(d['peak_memory_bytes'])} → {mib(s['peak_memory_bytes'])} ({ratio(d['peak_memory_bytes'], s['peak_memory_bytes'])}) "
            f"| {d['estimated_seconds']:.3g} s → {s['estimated_seconds']:.3g} s ({ratio(d['estimated_seconds'], s['estimated_seconds'])}) "
            f"| {xla(cost['xla']['declared'])} / {xla(cost['xla']['static'])} "
            f"| {tflite(cost['tflite']['declared'])} → {tflite(cost['tflite']['static'])} | {seconds:.0f} |",
            flush=True,
        )
    for model, step in steps:
        d, s = step["declared"]["peak_memory_bytes"], step["static"]["peak_memory_bytes"]
        print(f"\n`{model}` train_step, Grappler peak memory (variables not counted): {mib(d)} with a `None` batch, "
              f"{mib(s)} at batch {n} ({ratio(d, s)})")


if __name__ == "__main__":
    main()
