"""scripts/judge.py, run as the audit runs it: packets drawn from a run, verdicts tallied."""

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "judge.py"


def _finding(code: str, row: int) -> dict:
    return {"code": code, "filename": "m.py", "location": {"row": row, "column": 1}, "cell": None,
            "message": f"message of {code} at {row}"}


def test_packets_hide_the_code_and_tally_counts_each_verdict_once(tmp_path: Path) -> None:
    run = tmp_path / "run.json"
    run.write_text(json.dumps({
        "a/one": [_finding("TFS101", r) for r in range(1, 6)] + [_finding("TFS000", 9)],
        "b/two": [_finding("TFS301", r) for r in range(1, 4)],
    }))
    out = tmp_path / "packets"
    done = subprocess.run([sys.executable, str(SCRIPT), "packets", str(out), str(tmp_path / "trees"),
                           f"{run}:split", "--packets", "2", "--cap", "2", "--per-code", "3", "--prefix", "Q"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    key = json.loads((out / "key.json").read_text())
    # TFS000 is never drawn; per code at most --per-code; a repository's cap is filled up after
    assert sorted(v["code"] for v in key.values()) == ["TFS101"] * 3 + ["TFS301"] * 3
    packets = (out / "packet1.md").read_text() + (out / "packet2.md").read_text()
    assert "TFS" not in packets.replace("message of TFS", "")  # the judge sees the message, not the code
    prompt = (out / "prompt1.txt").read_text()
    assert str(out / "packet1.md") in prompt and str(out / "verdicts1.jsonl") in prompt
    ids = sorted(key)
    lines = [{"id": ids[0], "verdict": "false", "reason": "wrong"},
             {"id": ids[0], "verdict": "true"},  # a second verdict on one id is ignored
             {"id": ids[1], "verdict": "not-worth"}, {"id": "nope", "verdict": "true"}]
    (out / "verdicts1.jsonl").write_text("\n".join(json.dumps(v) for v in lines) + "\nnot json\n")
    done = subprocess.run([sys.executable, str(SCRIPT), "tally", str(out)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "| all | 0 / 1 / 1 | 0.50" in done.stdout
    assert "not judged (yet): 4" in done.stdout
    assert f"false: {ids[0]} {key[ids[0]]['code']}" in done.stdout
