"""Blind judging of audit findings (docs/precision.md): draw packets, then tally verdicts.

    python scripts/judge.py packets OUTDIR TREES RUN.json:SPLIT... [--seed N] [--prefix P]
                                    [--packets K] [--cap C] [--per-code M]
    python scripts/judge.py tally OUTDIR...

`packets` draws, per code, at most C findings of one repository first, then fills up at
random to M findings of that code; it writes K packets (`packetK.md`: each finding's id,
place under TREES and message, never its code), the instructions for each judge
(`promptK.txt`, from PROMPT below) and `key.json` (id -> code, repository, file, row,
message), which the judges are not shown. A judge appends one JSON line per finding to
`verdictsK.jsonl` as it decides, so a judge that stops early leaves its verdicts.

`tally` joins the verdicts with the keys and prints a table per code: true / not worth it /
false, precision (not false) with its Wilson 95% interval, and the false verdicts' reasons.
"""

from __future__ import annotations

import argparse
import collections
import glob
import json
import math
import os
import random
import sys
from pathlib import Path
from typing import Dict, List, Tuple

PROMPT = """\
You are judging, blind, findings that a static linter for TensorFlow code reported on real \
public repositories. The linter's aim: keep tensor shapes (above all the batch dimension) \
static, for XLA/TPU/TFLite and tf.function. It flags None batch dimensions in placeholders, \
Keras Input and TensorSpec; tf.data .batch() without drop_remainder=True; mini-batches cut by \
hand in a Python loop on the host (instead of a tf.data pipeline); and whole arrays fed \
through feed_dict on every step.

The findings are in the file {packet}. Each has an id, a location \
`SPLIT/OWNER+NAME/PATH:ROW:COL` relative to the folder {trees} (a notebook finding names its \
cell; its row is the row inside that cell), and the linter's message.

For each finding, open the file in {trees} and read enough of the code to decide: the \
statement, its function and class, how the tensor or the loop is used, and any helper it \
calls, following it into other modules of the same repository when the message makes a \
claim about it. Then judge the message against the code. Every claim the message makes \
counts, including what it says about the last batch, about who calls what, and its suggested \
fix.

Verdicts:
- "true": every claim is right about this code, and a user who wants static shapes would \
reasonably act on it.
- "not-worth": every claim is right, but acting on it makes little sense here (for example: a \
CPU/GPU tutorial that will never run on TPU/XLA, evaluation or test code, a serving or export \
input that wants a flexible batch, a one-off script).
- "false": at least one claim of the message is wrong about this code (for example: it says \
the last batch can be shorter where every batch is full, it calls a dimension the batch where \
it is not, it describes a loop or helper that does not do what it says, the fix it suggests \
would break the code's meaning).

Write your verdicts to {outfile} as JSON lines, one object per finding: {{"id": "...", \
"verdict": "true" | "not-worth" | "false", "reason": "one or two sentences naming the code \
that decides it"}}. Append each line as soon as you have decided that finding (do not wait \
until the end), so that partial work is kept. Judge every finding in the packet.

Rules: read only files under {trees} and the packet. Do not read anything under {repo}, and \
do not look for the linter's source or documentation anywhere; judge from the repository code \
alone. Do not run the code. Do not modify anything under {trees}. When all findings are \
judged, reply with a short summary: counts per verdict and the ids of the "false" ones with \
their reasons.
"""

Row = Tuple[str, str, dict]  # (split, repository, finding)


def draw(runs: List[Tuple[Path, str]], seed: int, cap: int, per_code: int) -> List[Row]:
    """The sample: per code, at most `cap` findings of one repository first, then filled at
    random up to `per_code`. TFS000 (a file not checked) is not a finding to judge."""
    rows: List[Row] = []
    for path, split in runs:
        for repo, findings in sorted(json.loads(path.read_text()).items()):
            rows.extend((split, repo, f) for f in findings if f["code"] != "TFS000")
    rng = random.Random(seed)
    rng.shuffle(rows)
    by_code: Dict[str, List[int]] = collections.defaultdict(list)
    for index, (_, _, finding) in enumerate(rows):
        by_code[finding["code"]].append(index)
    chosen: List[int] = []
    for code in sorted(by_code):
        taken: List[int] = []
        per_repo: collections.Counter = collections.Counter()
        for index in by_code[code]:
            if len(taken) < per_code and per_repo[rows[index][1]] < cap:
                taken.append(index)
                per_repo[rows[index][1]] += 1
        for index in by_code[code]:
            if len(taken) < per_code and index not in taken:
                taken.append(index)
        chosen.extend(taken)
    rng.shuffle(chosen)
    return [rows[index] for index in chosen]


def packets(out: Path, trees: Path, runs: List[Tuple[Path, str]], seed: int, prefix: str,
            count: int, cap: int, per_code: int) -> int:
    sample = draw(runs, seed, cap, per_code)
    out.mkdir(parents=True, exist_ok=True)
    key: Dict[str, dict] = {}
    repo_root = Path(__file__).resolve().parent.parent
    for k in range(count):
        entries = []
        for i, (split, repo, f) in enumerate(sample[k::count], 1):
            fid = f"{prefix}{k + 1}-{i}"
            key[fid] = {"code": f["code"], "split": split, "repo": repo, "file": f["filename"],
                        "row": f["location"]["row"], "cell": f.get("cell"), "message": f["message"]}
            where = f"{split}/{repo.replace('/', '+')}/{f['filename']}:{f['location']['row']}:{f['location']['column']}"
            if f.get("cell"):
                where += f" (notebook cell {f['cell']})"
            entries.append(f"### {fid}\nwhere: {where}\nmessage: {f['message']}\n")
        (out / f"packet{k + 1}.md").write_text("\n".join(entries))
        (out / f"prompt{k + 1}.txt").write_text(PROMPT.format(
            packet=out / f"packet{k + 1}.md", trees=trees, outfile=out / f"verdicts{k + 1}.jsonl",
            repo=repo_root))
    (out / "key.json").write_text(json.dumps(key, indent=1))
    counts = collections.Counter(v["code"] for v in key.values())
    print(f"{len(key)} findings in {count} packets: " + ", ".join(f"{c} {n}" for c, n in sorted(counts.items())))
    return 0


def wilson(k: int, n: int, z: float = 1.96) -> Tuple[float, float, float]:
    if n == 0:
        return 0.0, 0.0, 0.0
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    m = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return p, (c - m) / d, (c + m) / d


def tally(folders: List[Path]) -> int:
    per: Dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    falses = []
    missing = 0
    for folder in folders:
        key = json.loads((folder / "key.json").read_text())
        seen = set()
        for path in sorted(glob.glob(str(folder / "verdicts*.jsonl"))):
            for line in Path(path).read_text().splitlines():
                try:
                    verdict = json.loads(line)
                except ValueError:
                    continue
                fid = verdict.get("id") if isinstance(verdict, dict) else None
                if fid not in key or fid in seen or verdict.get("verdict") not in ("true", "not-worth", "false"):
                    continue
                seen.add(fid)
                entry = key[fid]
                per[entry["code"]][verdict["verdict"]] += 1
                if verdict["verdict"] == "false":
                    falses.append(f"{fid} {entry['code']} {entry['repo']} {entry['file']}:{entry['row']}: "
                                  f"{verdict.get('reason', '')}")
        missing += len(set(key) - seen)
    total: collections.Counter = collections.Counter()
    print("| code | true / not worth it / false | precision (Wilson 95%) |\n| --- | --- | ---: |")
    for code in sorted(per):
        c = per[code]
        total.update(c)
        n = sum(c.values())
        p, lo, hi = wilson(n - c["false"], n)
        print(f"| {code} | {c['true']} / {c['not-worth']} / {c['false']} | {p:.2f} ({lo:.2f}–{hi:.2f}) |")
    n = sum(total.values())
    p, lo, hi = wilson(n - total["false"], n)
    print(f"| all | {total['true']} / {total['not-worth']} / {total['false']} | {p:.2f} ({lo:.2f}–{hi:.2f}) |")
    print(f"\nnot judged (yet): {missing}")
    for line in falses:
        print("false:", line)
    return 0


def _run(text: str) -> Tuple[Path, str]:
    path, _, split = text.rpartition(":")
    if not path or not split:
        raise argparse.ArgumentTypeError(f"expected RUN.json:SPLIT, got {text!r}")
    return Path(path), split


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("packets")
    p.add_argument("out", type=Path)
    p.add_argument("trees", type=Path)
    p.add_argument("runs", type=_run, nargs="+", metavar="RUN.json:SPLIT")
    p.add_argument("--seed", type=int, default=14)
    p.add_argument("--prefix", default="J")
    p.add_argument("--packets", type=int, default=3)
    p.add_argument("--cap", type=int, default=3)
    p.add_argument("--per-code", type=int, default=10)
    p = commands.add_parser("tally")
    p.add_argument("folders", type=Path, nargs="+")
    args = parser.parse_args(argv)
    if args.command == "packets":
        return packets(args.out, args.trees.resolve(), args.runs, args.seed, args.prefix, args.packets,
                       args.cap, args.per_code)
    return tally(args.folders)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:  # `judge.py tally ... | head`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
