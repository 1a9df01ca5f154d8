"""Time and memory of one file with many findings, at 5k, 10k and 20k findings.

The cost must grow linearly with the findings of one file (issue 18: 20,000 one-finding
lines took 39 s, 100,000 were killed at 4.5 GB; review later found the `full` format
took 129 s and `--fix` 544 s for 20,000). Prints, per mode (`concise` report, `full`
report, `--fix` of every finding), wall time, peak RSS and the ratio of each size to
the previous one: about 2.0 means linear, about 4.0 quadratic.

    python benchmarks/hostile.py [--sizes 5000,10000,20000] [--modes concise,full,fix]
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import List


def one_file(lines: int, folder: Path) -> Path:
    path = folder / f"many_{lines}.py"
    body = "".join(f"x{i} = tf.compat.v1.placeholder(tf.float32, [None, 3])\n" for i in range(lines))
    path.write_text("import tensorflow as tf\n" + body, encoding="utf-8")
    return path


MODES = {
    "concise": ["--output-format", "concise"],
    "full": ["--output-format", "full"],
    "fix": ["--fix", "--unsafe-fixes", "--batch-size", "32"],
}


def run(path: Path, mode: str) -> "tuple[float, float]":
    """Wall seconds and peak RSS (MB) of a real `tfshape-lint` process on `path`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    completed = subprocess.run(
        [sys.executable, "-m", "tfshape_lint", "--isolated", "--no-cache", *MODES[mode], str(path)],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    wall = time.perf_counter() - start
    if completed.returncode not in (0, 1):
        raise SystemExit(f"unexpected exit {completed.returncode}: {completed.stderr}")
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return wall, max(peak, before) / 1024


def main(argv: List[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="5000,10000,20000")
    parser.add_argument("--modes", default="concise,full,fix")
    args = parser.parse_args(argv)
    sizes = [int(size) for size in args.sizes.split(",")]
    print("| mode | findings in one file | wall | peak RSS (largest so far) | wall / previous |")
    print("| --- | ---: | ---: | ---: | ---: |")
    with tempfile.TemporaryDirectory() as folder:
        for mode in args.modes.split(","):
            previous = None
            for size in sizes:
                wall, rss = run(one_file(size, Path(folder)), mode)
                ratio = f"{wall / previous:.2f}" if previous else ""
                print(f"| {mode} | {size} | {wall:.1f} s | {rss:.0f} MB | {ratio} |", flush=True)
                previous = wall


if __name__ == "__main__":
    main(sys.argv[1:])
