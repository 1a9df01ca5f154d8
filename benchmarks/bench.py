"""Benchmark tfshape-lint against libcst's parse and the linters TensorFlow users already run.

The corpus is real TensorFlow code: the Python sources of the installed ``keras`` and
``tensorflow`` packages (present wherever the ``runtime`` extra is installed), of
which deterministic subsets (every k-th file of the sorted list) are copied into a
temporary folder. Every tool runs as a whole process on the same folder, the tools
interleaved round-robin (one repetition of every tool, then the next), and the
medians are printed with their ratio to libcst's single-process parse of the same
files. Wall time is what a user waits; CPU time (user + system, children included)
is printed too because it is far less sensitive to other load on the machine.

tfshape-lint runs from a snapshot of the package copied at start-up, so that edits
made while the benchmark runs cannot change what is measured (nor invalidate its
cache). Peers run from ``--peers`` (a bin folder; default: beside this Python). Run
them from an environment without tfshape-lint: flake8 otherwise loads the
tfshape-lint flake8 plugin, which imports libcst and lints every file again.
Fixit pins ``click<8.2``, so it usually lives in that separate environment too::

    python -m venv /tmp/peers && /tmp/peers/bin/pip install flake8 pyflakes pylint ruff fixit
    python benchmarks/bench.py --peers /tmp/peers/bin

Usage: ``python benchmarks/bench.py [--sizes 260,1000] [--repeat 3] [--scale 1,10]
[--whole] [--json results.json]``. See docs/performance.md for what it measured.
"""

from __future__ import annotations

import argparse
import datetime
import importlib.util
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

REPO = Path(__file__).resolve().parent.parent

PARSE_ONLY = """
import os, sys
import libcst
for folder, dirs, files in os.walk(sys.argv[1]):
    dirs.sort()
    for name in sorted(files):
        if name.endswith(".py"):
            with open(os.path.join(folder, name), "rb") as handle:
                data = handle.read()
            try:
                libcst.parse_module(data)
            except Exception:
                pass
"""


# -- the corpus ----------------------------------------------------------------------------


def package_root(name: str) -> Optional[Path]:
    """The folder of an installed package, found without importing it."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0])


def tensorflow_sources() -> Tuple[Path, List[str]]:
    """site-packages and the sorted relative paths of keras' and tensorflow's .py files."""
    roots = [root for root in (package_root("keras"), package_root("tensorflow")) if root is not None]
    if not roots:
        sys.exit("bench: neither keras nor tensorflow is installed (pip install 'tfshape-lint[runtime]')")
    base = roots[0].parent
    files: List[str] = []
    for root in roots:
        for folder, dirs, names in os.walk(root):
            dirs.sort()
            files.extend(os.path.relpath(os.path.join(folder, name), base) for name in names if name.endswith(".py"))
    return base, sorted(files)


def make_corpus(base: Path, files: Sequence[str], size: int, target: Path, copies: int = 1) -> Path:
    """Copy every k-th file (k = len/size) into `target` (`copies` times, as copy0/, copy1/...)."""
    step = len(files) / size
    chosen = [files[int(index * step)] for index in range(min(size, len(files)))]
    for copy in range(copies):
        prefix = target / f"copy{copy}" if copies > 1 else target
        for relative in chosen:
            destination = prefix / relative
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(base / relative, destination)
    return target


def corpus_bytes(folder: Path) -> Tuple[int, int]:
    count = total = 0
    for path in folder.rglob("*.py"):
        count += 1
        total += path.stat().st_size
    return count, total


# -- running a process ---------------------------------------------------------------------


@dataclass
class Sample:
    wall: float
    cpu: float
    maxrss_kb: int
    returncode: int


def run(command: Sequence[str], cwd: Path, env: Dict[str, str]) -> Sample:
    """Run to completion; wall time, CPU of the process and its waited children, peak RSS."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    return Sample(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, process.returncode)


def tree_memory_kb(pid: int) -> Tuple[int, int]:
    """Resident and proportional memory (RSS, PSS) of a process and all its
    descendants, in KiB. RSS counts pages shared between the processes (the
    interpreter, libraries, what a forked worker shares with its parent) once per
    process; PSS splits each shared page between its sharers, so the tree's PSS is
    what the tree costs the machine."""
    children: Dict[int, List[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(entry))
    rss = pss = 0
    stack = [pid]
    while stack:
        current = stack.pop()
        stack.extend(children.get(current, ()))
        try:
            with open(f"/proc/{current}/smaps_rollup") as handle:
                for line in handle:
                    key, _, value = line.partition(":")
                    if key == "Rss":
                        rss += int(value.split()[0])
                    elif key == "Pss":
                        pss += int(value.split()[0])
        except (OSError, ValueError):
            continue
    return rss, pss


def peak_tree_memory(command: Sequence[str], cwd: Path, env: Dict[str, str]) -> Tuple[int, int, Sample]:
    """Run once while sampling the whole process tree's RSS and PSS every 10 ms (not a timed run)."""
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peak_rss = peak_pss = 0
    done = threading.Event()

    def sample() -> None:
        nonlocal peak_rss, peak_pss
        while not done.is_set():
            rss, pss = tree_memory_kb(process.pid)
            peak_rss, peak_pss = max(peak_rss, rss), max(peak_pss, pss)
            time.sleep(0.01)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    start = time.perf_counter()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    done.set()
    sampler.join()
    sample_ = Sample(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, os.waitstatus_to_exitcode(status))
    return peak_rss, peak_pss, sample_


# -- the tools -----------------------------------------------------------------------------


@dataclass
class Tool:
    name: str
    command: Callable[[Path], List[str]]
    prepare: Optional[Callable[[Path], None]] = None
    slow: bool = False


@dataclass
class Setup:
    python: str
    env: Dict[str, str]
    peers: Path
    snapshot: Path
    warnings: List[str] = field(default_factory=list)

    def tfshape(self, *args: str) -> List[str]:
        return [self.python, "-m", "tfshape_lint", *args]


def snapshot_package(target: Path) -> Path:
    """Copy the tfshape_lint package, so that the benchmark measures one fixed version."""
    shutil.copytree(REPO / "tfshape_lint", target / "tfshape_lint", ignore=shutil.ignore_patterns("__pycache__"))
    return target


def peer(setup: Setup, name: str) -> Optional[str]:
    candidate = setup.peers / name
    if candidate.exists():
        return str(candidate)
    found = shutil.which(name)
    return found


def tools(setup: Setup) -> List[Tool]:
    """Every tool that is installed, in the order they are reported."""
    def warm(folder: Path) -> None:
        run(setup.tfshape("check", "-q", "--exit-zero", "."), folder, setup.env)

    chosen = [
        Tool("libcst parse (1 process)", lambda folder: [setup.python, "-c", PARSE_ONLY, "."]),
        Tool("tfshape-lint cold -j1", lambda folder: setup.tfshape("check", "-q", "--no-cache", "-j", "1", ".")),
        Tool("tfshape-lint cold -j2", lambda folder: setup.tfshape("check", "-q", "--no-cache", "-j", "2", ".")),
        Tool("tfshape-lint warm -j2", lambda folder: setup.tfshape("check", "-q", "-j", "2", "."), prepare=warm),
    ]
    for name, command, slow in (
        ("ruff", lambda exe: [exe, "check", "--no-cache", "--isolated", "--exit-zero", "-q", "."], False),
        ("flake8", lambda exe: [exe, "--isolated", "-j", "2", "--exit-zero", "."], False),
        ("pyflakes", lambda exe: [exe, "."], False),
        ("pylint", lambda exe: [exe, "-j", "2", "--exit-zero", "--recursive=y", "--rcfile=/dev/null", "."], True),
        ("fixit", lambda exe: [exe, "lint", "."], True),
    ):
        executable = peer(setup, name)
        if executable is None:
            setup.warnings.append(f"{name} not found: install it (see the module docstring) or pass --peers")
            continue
        chosen.append(Tool(name, lambda folder, c=command, e=executable: c(e), slow=slow))  # type: ignore[misc]
    flake8 = peer(setup, "flake8")
    if flake8 is not None:
        version = subprocess.run([flake8, "--version"], capture_output=True, text=True).stdout
        if "tfshape-lint" in version:
            setup.warnings.append(
                "flake8 loads the tfshape-lint plugin in this environment, so its time includes tfshape-lint; "
                "run peers from an environment without tfshape-lint (--peers)"
            )
    return chosen


# -- measuring -----------------------------------------------------------------------------


def interleaved(tool_list: Sequence[Tool], folder: Path, setup: Setup, repeat: int) -> Dict[str, List[Sample]]:
    """`repeat` rounds; each round runs every tool once, starting one tool later each round."""
    for tool in tool_list:
        if tool.prepare is not None:
            tool.prepare(folder)
    samples: Dict[str, List[Sample]] = {tool.name: [] for tool in tool_list}
    for round_index in range(repeat):
        order = list(tool_list[round_index % len(tool_list):]) + list(tool_list[: round_index % len(tool_list)])
        for tool in order:
            samples[tool.name].append(run(tool.command(folder), folder, setup.env))
            print(".", end="", flush=True, file=sys.stderr)
    print(file=sys.stderr)
    return samples


def median(values: Iterable[float]) -> float:
    return statistics.median(list(values))


def table(samples: Dict[str, List[Sample]], baseline: str = "libcst parse (1 process)") -> List[Dict[str, object]]:
    reference = median(s.wall for s in samples[baseline]) if samples.get(baseline) else None
    reference_cpu = median(s.cpu for s in samples[baseline]) if samples.get(baseline) else None
    rows = []
    for name, runs in samples.items():
        wall, cpu = median(s.wall for s in runs), median(s.cpu for s in runs)
        rows.append({
            "tool": name, "wall_s": round(wall, 3), "cpu_s": round(cpu, 3),
            "wall_ratio": round(wall / reference, 3) if reference else None,
            "cpu_ratio": round(cpu / reference_cpu, 3) if reference_cpu else None,
            "max_rss_mb": round(max(s.maxrss_kb for s in runs) / 1024, 1),
            "exit_codes": sorted({s.returncode for s in runs}),
            "runs": [round(s.wall, 3) for s in runs],
        })
    return rows


def print_table(title: str, rows: List[Dict[str, object]]) -> None:
    print(f"\n## {title}\n")
    print("| tool | wall (median) | CPU (median) | wall / parse | CPU / parse | max RSS of one process | exit |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | --- |")
    for row in rows:
        ratio = f"{row['wall_ratio']:.3f}x" if row["wall_ratio"] is not None else "-"
        cpu_ratio = f"{row['cpu_ratio']:.3f}x" if row["cpu_ratio"] is not None else "-"
        print(f"| {row['tool']} | {row['wall_s']:.3f} s | {row['cpu_s']:.3f} s | {ratio} | {cpu_ratio} "
              f"| {row['max_rss_mb']} MB | {row['exit_codes']} |")


def hook_environment(setup: Setup, work: Path) -> Tuple[str, Dict[str, str]]:
    """A Python like the one pre-commit makes for the hook: a fresh venv that sees only
    tfshape-lint (the snapshot), libcst and click, through a .pth file, and none of the
    benchmark environment's own .pth start-up hooks (editable-install finders,
    setuptools' distutils shim) that a user's hook environment does not run.
    Falls back to the benchmark's own Python when a venv cannot be made."""
    import libcst  # noqa: F401 - only their locations are needed
    import click  # noqa: F401

    folder = work / "hookenv"
    env = {key: value for key, value in setup.env.items() if key != "PYTHONPATH"}
    try:
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True, capture_output=True)
        python = str(folder / "bin" / "python")
        purelib = subprocess.run(
            [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            check=True, capture_output=True, text=True, env=env,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError) as error:
        setup.warnings.append(f"start-up measured in the benchmark's own environment: no venv ({error})")
        return setup.python, setup.env
    locations = {str(setup.snapshot)} | {str(Path(module.__file__).resolve().parent.parent) for module in (libcst, click)}  # type: ignore[arg-type]
    (Path(purelib) / "tfshape_lint_hook.pth").write_text("\n".join(sorted(locations)) + "\n", encoding="utf-8")
    return python, env


def startup(setup: Setup, folder: Path, repeat: int, work: Path) -> List[Dict[str, object]]:
    """`--version` against a bare interpreter, and a one-file run as pre-commit does it,
    in a hook-like environment; `import libcst` alone is the floor of a libcst linter."""
    paths = sorted(folder.rglob("*.py"))
    small = next(path for path in paths if b"batch" in path.read_bytes())
    # A typical file a commit touches: the median-sized file that uses TensorFlow or Keras.
    users = sorted((path.stat().st_size, str(path)) for path in paths if re.search(rb"^(import|from) (tensorflow|keras)", path.read_bytes(), re.M))
    typical = Path(users[len(users) // 2][1])
    python, env = hook_environment(setup, work)
    script = work / "tfshape-lint-entry.py"  # what pip's console script does
    script.write_text("import sys\nfrom tfshape_lint.__main__ import main\nsys.exit(main())\n", encoding="utf-8")
    commands: Dict[str, Tuple[List[str], Dict[str, str]]] = {
        "python -c pass": ([python, "-c", "pass"], env),
        "python -c 'import libcst'": ([python, "-c", "import libcst"], env),
        "tfshape-lint --version": ([python, str(script), "--version"], env),
    }
    for path in (small, typical):
        relative = str(path.relative_to(folder))
        label = f"`{path.name}`, {path.stat().st_size / 1024:.0f} KB"
        lint = [python, str(script), "check", "--force-exclude", "--no-cache", relative]
        commands[f"tfshape-lint one file, no result cache ({label})"] = (lint, env)
        hit = [python, str(script), "check", "--force-exclude", relative]
        commands[f"tfshape-lint one file, cache hit ({label})"] = (hit, env)
        run(hit, folder, env)
    samples: Dict[str, List[Sample]] = {name: [] for name in commands}
    for _ in range(repeat):
        for name, (command, command_env) in commands.items():
            samples[name].append(run(command, folder, command_env))
    rows = table(samples, baseline="python -c pass")
    bare = median(s.wall for s in samples["python -c pass"])
    floor = median(s.wall for s in samples["python -c 'import libcst'"])
    for row in rows:
        row["over_bare_ms"] = round((float(row["wall_s"]) - bare) * 1000, 1)  # type: ignore[arg-type]
        row["over_libcst_ms"] = round((float(row["wall_s"]) - floor) * 1000, 1)  # type: ignore[arg-type]
        walls = sorted(float(value) for value in row["runs"])  # type: ignore[attr-defined]
        row["min_s"] = walls[0]
    return rows


def whole_packages(setup: Setup, base: Path) -> Dict[str, object]:
    """Lint all of keras and tensorflow as installed: crashes, syntax errors, internal errors."""
    targets = [str(root) for root in (package_root("keras"), package_root("tensorflow")) if root is not None]
    command = setup.tfshape("check", "--no-cache", "--output-format", "json", "-j", "2", *targets)
    start = time.perf_counter()
    completed = subprocess.run(command, cwd=base, env=setup.env, capture_output=True, text=True)
    wall = time.perf_counter() - start
    try:
        findings = json.loads(completed.stdout)
    except ValueError:
        findings = None
    counts: Dict[str, int] = {}
    for finding in findings or []:
        counts[finding["code"]] = counts.get(finding["code"], 0) + 1
    return {
        "exit_code": completed.returncode, "wall_s": round(wall, 1), "findings_by_code": dict(sorted(counts.items())),
        "internal_errors": counts.get("TFS002", 0), "stderr_tail": completed.stderr.strip().splitlines()[-3:],
        "json_ok": findings is not None,
    }


def machine() -> Dict[str, object]:
    return {
        "date": datetime.datetime.now().isoformat(timespec="minutes"),
        "machine": platform.machine(), "system": platform.platform(), "python": platform.python_version(),
        "cpus": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count(),
        "load_average_at_start": [round(value, 2) for value in os.getloadavg()],
    }


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="260,1000", help="corpus sizes (files), comma-separated")
    parser.add_argument("--repeat", type=int, default=3, help="rounds per corpus (medians over them)")
    parser.add_argument("--slow-peers-up-to", type=int, default=300,
                        help="run pylint and Fixit only on corpora up to this many files (they take minutes)")
    parser.add_argument("--scale", default="1,10", help="copies of the smallest corpus for the growth table (e.g. 1,10,100)")
    parser.add_argument("--memory", action="store_true", help="peak RSS of the whole process tree, cold -j2, largest corpus")
    parser.add_argument("--startup", action="store_true", help="--version and one-file runs")
    parser.add_argument("--whole", action="store_true", help="lint all of the installed keras and tensorflow")
    parser.add_argument("--peers", type=Path, default=Path(sys.executable).parent, help="bin folder of the peer linters")
    parser.add_argument("--only", default="", help="comma-separated tool names to run (default: all found)")
    parser.add_argument("--json", type=Path, help="also write every figure to this file")
    parser.add_argument("--keep", action="store_true", help="keep the temporary corpus folder")
    args = parser.parse_args(argv)

    work = Path(tempfile.mkdtemp(prefix="tfshape-bench-"))
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONDONTWRITEBYTECODE", "TFSHAPE_LINT_RAISE_RULE_ERRORS")}
    snapshot = snapshot_package(work / "snapshot")
    env["PYTHONPATH"] = str(snapshot)
    setup = Setup(sys.executable, env, args.peers, snapshot)
    report: Dict[str, object] = {"machine": machine()}
    try:
        base, files = tensorflow_sources()
        all_tools = tools(setup)
        if args.only:
            wanted = {name.strip() for name in args.only.split(",")}
            all_tools = [tool for tool in all_tools if tool.name in wanted or tool.name.split(" ")[0] in wanted]
        for warning in setup.warnings:
            print(f"warning: {warning}", file=sys.stderr)
        print(f"# tfshape-lint benchmark, {report['machine']}")
        print(f"corpus: {len(files)} .py files of keras + tensorflow under {base}")
        sizes = [int(size) for size in args.sizes.split(",") if size]
        corpora: Dict[int, Path] = {}
        for size in sizes:
            folder = make_corpus(base, files, size, work / f"corpus{size}")
            corpora[size] = folder
            count, total = corpus_bytes(folder)
            chosen = [tool for tool in all_tools if not tool.slow or size <= args.slow_peers_up_to]
            if not chosen:
                continue
            print(f"\ncorpus {size}: {count} files, {total / 1e6:.1f} MB; {args.repeat} interleaved rounds", file=sys.stderr)
            samples = interleaved(chosen, folder, setup, args.repeat)
            rows = table(samples)
            report[f"corpus_{size}"] = {"files": count, "bytes": total, "rows": rows}
            print_table(f"{count} files ({total / 1e6:.1f} MB), median of {args.repeat}", rows)
            warm = next((r for r in rows if r["tool"] == "tfshape-lint warm -j2"), None)
            ruff = next((r for r in rows if r["tool"] == "ruff"), None)
            if warm and ruff:
                print(f"\nwarm tfshape-lint / cold ruff: {float(warm['wall_s']) / float(ruff['wall_s']):.2f}x (wall)")
        if args.memory:
            size = max(corpora)
            runs = [peak_tree_memory(setup.tfshape("check", "-q", "--no-cache", "-j", "2", "."), corpora[size], env)
                    for _ in range(args.repeat)]
            rss = statistics.median(run[0] for run in runs) / 1024
            pss = statistics.median(run[1] for run in runs) / 1024
            one = statistics.median(run[2].maxrss_kb for run in runs) / 1024
            report["memory"] = {"files": size, "peak_tree_rss_mb": round(rss, 1), "peak_tree_pss_mb": round(pss, 1),
                                "max_rss_of_one_process_mb": round(one, 1), "runs": len(runs)}
            print(f"\npeak memory, whole process tree, cold -j2 on {size} files (median of {len(runs)}): "
                  f"RSS {rss:.0f} MB, PSS {pss:.0f} MB; largest single process {one:.0f} MB")
        if args.startup:
            rows = startup(setup, corpora[min(corpora)], max(5, args.repeat * 7), work)
            report["startup"] = rows
            print(f"\n## start-up (hook-like venv, median of {max(5, args.repeat * 7)})\n")
            print("| command | wall (median) | wall (min) | over `python -c pass` | over `import libcst` | CPU |")
            print("| --- | ---: | ---: | ---: | ---: | ---: |")
            for row in rows:
                print(f"| {row['tool']} | {float(row['wall_s']) * 1000:.0f} ms | {float(row['min_s']) * 1000:.0f} ms "
                      f"| {row['over_bare_ms']:+.0f} ms | {row['over_libcst_ms']:+.0f} ms | {float(row['cpu_s']) * 1000:.0f} ms |")
        scales = [int(scale) for scale in args.scale.split(",") if scale]
        if scales and len(scales) > 1:
            size = min(sizes)
            growth = []
            print(f"\n## growth: copies of the {size}-file corpus (tfshape-lint -j2, one run each)\n")
            print("| copies | files | cold | cold per file | warm | warm per file |")
            print("| ---: | ---: | ---: | ---: | ---: | ---: |")
            for copies in scales:
                folder = make_corpus(base, files, size, work / f"scale{copies}", copies)
                count, _ = corpus_bytes(folder)
                cold = run(setup.tfshape("check", "-q", "--exit-zero", "-j", "2", "."), folder, env)
                warm = run(setup.tfshape("check", "-q", "--exit-zero", "-j", "2", "."), folder, env)
                growth.append({"copies": copies, "files": count, "cold_s": round(cold.wall, 2), "warm_s": round(warm.wall, 3)})
                print(f"| {copies} | {count} | {cold.wall:.2f} s | {cold.wall / count * 1000:.2f} ms "
                      f"| {warm.wall:.3f} s | {warm.wall / count * 1000:.3f} ms |", flush=True)
                shutil.rmtree(folder, ignore_errors=True)
            report["growth"] = growth
        if args.whole:
            result = whole_packages(setup, work)
            report["whole_packages"] = result
            print(f"\n## all of keras + tensorflow\n\n{json.dumps(result, indent=2)}")
        report["machine"]["load_average_at_end"] = [round(value, 2) for value in os.getloadavg()]  # type: ignore[index]
        print(f"\nload average at start {report['machine']['load_average_at_start']}, "  # type: ignore[index]
              f"at end {report['machine']['load_average_at_end']} (on {report['machine']['cpus']} CPUs)")  # type: ignore[index]
        if args.json:
            args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    finally:
        if args.keep:
            print(f"kept {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
