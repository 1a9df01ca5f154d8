"""Precision and recall of every rule family on the labelled fixture corpus.

Each corpus file marks the findings it should produce with a trailing comment on the
line where the finding starts: ``# expect: TFS201`` (several codes separated by
spaces or commas). Every other line must stay silent. The linter runs through its
real command line (`python -m tfshape_lint --output-format json`), so this measures
exactly what users get.

    python scripts/score_corpus.py [CORPUS_DIR] [--show-misses] [--by-family]

`--by-family` counts a finding as right when its family (TFS1xx, TFS2xx, ...) matches
the label's on the same line, for corpora labelled by someone who only knew the families.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Dict, Iterable, List, Set, Tuple

EXPECT = re.compile(r"#\s*expect:\s*(?P<codes>TFS\d{3}(?:[\s,]+TFS\d{3})*)")
FAMILIES = {"1": "inputs (TFS1xx)", "2": "data pipeline (TFS2xx)", "3": "host batching (TFS3xx)", "4": "feeding (TFS4xx)"}
DEFAULT_CORPUS = Path(__file__).resolve().parent.parent / "tests" / "corpus"

Finding = Tuple[str, int, str]  # path relative to the corpus, line, code


def expected_findings(corpus: Path) -> Set[Finding]:
    expected: Set[Finding] = set()
    for path in sorted(corpus.rglob("*.py")):
        relative = path.relative_to(corpus).as_posix()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            match = EXPECT.search(line)
            if match:
                for code in re.split(r"[\s,]+", match.group("codes").strip()):
                    expected.add((relative, number, code))
    return expected


def actual_findings(corpus: Path, extra_args: Iterable[str] = ()) -> Set[Finding]:
    command = [sys.executable, "-m", "tfshape_lint", "check", "--isolated", "--output-format", "json",
               "--exit-zero", *extra_args, "."]
    completed = subprocess.run(command, cwd=corpus, capture_output=True, text=True, check=False)
    if completed.returncode != 0:
        raise RuntimeError(f"tfshape-lint failed ({completed.returncode}): {completed.stderr.strip()}")
    return {(item["filename"], item["location"]["row"], item["code"]) for item in json.loads(completed.stdout)}


def score(expected: Set[Finding], actual: Set[Finding]) -> Dict[str, Dict[str, float]]:
    table: Dict[str, Dict[str, float]] = {}
    for digit, family in FAMILIES.items():
        exp = {f for f in expected if f[2][3] == digit}
        act = {f for f in actual if f[2][3] == digit}
        tp, fp, fn = len(exp & act), len(act - exp), len(exp - act)
        table[family] = {
            "expected": len(exp), "found": len(act), "tp": tp, "fp": fp, "fn": fn,
            "precision": tp / (tp + fp) if tp + fp else 1.0,
            "recall": tp / (tp + fn) if tp + fn else 1.0,
        }
    return table


def by_family(findings: Set[Finding]) -> Set[Finding]:
    return {(path, line, code[:4] + "xx") for path, line, code in findings}


def main(argv: List[str]) -> int:
    show = "--show-misses" in argv
    args = [a for a in argv if not a.startswith("--")]
    corpus = Path(args[0]) if args else DEFAULT_CORPUS
    expected, actual = expected_findings(corpus), actual_findings(corpus)
    if "--by-family" in argv:
        expected, actual = by_family(expected), by_family(actual)
    files = len(list(corpus.rglob("*.py")))
    print(f"corpus: {corpus} ({files} files, {len(expected)} labelled findings)")
    print(f"{'family':<24} {'expected':>8} {'found':>6} {'TP':>4} {'FP':>4} {'FN':>4} {'precision':>10} {'recall':>7}")
    for family, row in score(expected, actual).items():
        print(f"{family:<24} {row['expected']:>8.0f} {row['found']:>6.0f} {row['tp']:>4.0f} {row['fp']:>4.0f} "
              f"{row['fn']:>4.0f} {row['precision']:>10.3f} {row['recall']:>7.3f}")
    if show:
        for label, misses in (("false positive", actual - expected), ("missed", expected - actual)):
            for path, line, code in sorted(misses):
                print(f"{label}: {path}:{line}: {code}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
