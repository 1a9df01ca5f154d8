"""Run the engine over many files: in this process for a few, in a process pool for many.

Results come back in discovery order, one at a time, so reporters can stream them.
With a :class:`~tfshape_lint.cache.ResultCache`, unchanged files are answered from
the cache in this process and only the others go to the engine (and the pool).
"""

from __future__ import annotations

import contextlib
import gc
import os
import sys
from functools import partial
from pathlib import Path
from typing import (
    TYPE_CHECKING,
    Callable,
    Dict,
    Iterable,
    Iterator,
    List,
    Optional,
    Sequence,
    Tuple,
    TypeVar,
)

from tfshape_lint.discovery import display_path
from tfshape_lint.lint.engine import lint_path
from tfshape_lint.model import FileOptions, FileResult

if TYPE_CHECKING:  # pragma: no cover
    from concurrent.futures import ProcessPoolExecutor
    from multiprocessing.connection import Connection

    from tfshape_lint.cache import ResultCache, Stamp
    from tfshape_lint.config import Settings

#: Below this many files a pool costs more (start-up, imports) than it saves.
POOL_THRESHOLD = 16
#: Files per pool task: small, because a few huge generated files (gen_*_ops.py)
#: sit next to each other and a large chunk of them leaves one core idle at the end.
MAX_CHUNK = 4

Task = Tuple[str, str, FileOptions]
R = TypeVar("R")

#: Garbage-collector thresholds while linting. A parsed file is ~100k new objects, so
#: the default (700, 10, 10) runs a full collection every few files, scanning every
#: tree and module alive; these keep young collections (cyclic garbage is still
#: freed) and make full ones rare. Measured on 130 TensorFlow files: 5.4-6.2 s of
#: CPU with the defaults, 3.4-4.9 s with these.
GC_THRESHOLDS = (10_000, 50, 1_000)


#: A process whose resident memory grew by this much since it last gave memory back
#: returns its free heap to the operating system (glibc's `malloc_trim`).
TRIM_GROWTH = 32 * 1024 * 1024


class MemoryKeeper:
    """Keeps a linting process's memory at what one file needs, not the largest file seen.

    Two things can hold memory after a file is done. Cyclic garbage, which
    :data:`GC_THRESHOLDS` makes rare to collect: the engine breaks the cycles the
    rules build (a scope and its bindings) so that a file's tree is freed at once,
    and :meth:`after_file` runs a full collection as a safety net for any other,
    cheap because everything older is frozen (:func:`gc.freeze`). And glibc
    keeps freed memory in the process: libcst's parser uses several times the memory
    of the tree it returns, and a process that parsed one large file stayed at
    ~150 MB; after a file that grew it by TRIM_GROWTH, the free heap is given back.
    Measured on 1000 TensorFlow files with `-j 2`, peak RSS of the whole process tree:
    328 MB before, 180 MB collecting only, 163-167 MB trimming after 32 MB of growth
    (16 MB: 159 MB, but three times the page faults of refilling the heap).
    """

    def __init__(self, freeze_first: bool = False) -> None:
        self.floor: Optional[int] = None
        self.trim = _malloc_trim()
        # In a worker, the first file imports libcst and the rules: freeze them too.
        self.freeze_first = freeze_first

    def after_file(self) -> None:
        gc.collect()
        if self.freeze_first:
            gc.freeze()
            self.freeze_first = False
        if self.trim is None:
            return
        rss = _resident_bytes()
        if rss is None:
            return
        if self.floor is None or rss < self.floor:
            self.floor = rss
        elif rss > self.floor + TRIM_GROWTH:
            self.trim(0)
            self.floor = _resident_bytes() or rss


def _malloc_trim() -> Optional[Callable[[int], int]]:
    """glibc's `malloc_trim`, or None (another C library, another system)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        function: Callable[[int], int] = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return None
    return function


def _resident_bytes() -> Optional[int]:
    try:
        with open("/proc/self/statm", "rb") as handle:
            return int(handle.read().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        return None


_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
_WORKER_MEMORY: Optional[MemoryKeeper] = None


def _lint_chunk(tasks: Sequence[Task], work: Callable[[str, str, FileOptions], R]) -> List[R]:
    memory = _WORKER_MEMORY or MemoryKeeper()
    results = []
    for task in tasks:
        results.append(work(*task))
        memory.after_file()
    return results


def default_jobs() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1))


@contextlib.contextmanager
def _fewer_collections() -> Iterator[None]:
    """GC_THRESHOLDS for the duration, and what exists now frozen (out of every
    collection, so that :meth:`MemoryKeeper.after_file` costs little); then the caller's
    thresholds again, and nothing of ours left frozen."""
    before = gc.get_threshold()
    freeze = gc.get_freeze_count() <= _FROZEN_AT_IMPORT
    gc.set_threshold(*GC_THRESHOLDS)
    if freeze:
        gc.freeze()
    try:
        yield
    finally:
        if freeze:
            gc.unfreeze()
        gc.set_threshold(*before)


#: What was frozen before any run: 0, except on Python 3.12, which starts with a few
#: hundred of its own tuples frozen. More than this means a caller (the language
#: server's host, a plugin) froze objects of its own, which a run must not unfreeze.
_FROZEN_AT_IMPORT = gc.get_freeze_count()


def _start_worker(parent: int) -> None:
    # What the worker inherited (modules, rules) is never garbage: keep it out of
    # every collection (and its memory pages shared with the parent after fork).
    global _WORKER_MEMORY
    _die_with_parent(parent)
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
    _WORKER_MEMORY = MemoryKeeper(freeze_first=True)


def _die_with_parent(parent: int) -> None:
    """End this worker when the main process ends, however it ends (`kill -9` too).

    A worker otherwise waits forever for its next task (60-70 MB each). Linux tells
    the worker itself (``PR_SET_PDEATHSIG``); elsewhere a daemon thread looks for a
    new parent process id twice a second.
    """
    if sys.platform.startswith("linux"):
        try:
            import ctypes
            import signal

            ctypes.CDLL(None, use_errno=True).prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass
        else:
            if os.getppid() != parent:  # it died before the call above
                os._exit(1)
            return
    import threading
    import time

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="tfshape-lint-parent-watch", daemon=True).start()


def crashed_result(task: Task, detail: str) -> FileResult:
    """The result of a file whose worker process died linting it (a crash in native code)."""
    from tfshape_lint.lint.engine import worker_died

    return worker_died(task[1], task[2], detail)


def _run(
    tasks: Sequence[Task], jobs: Optional[int], work: Callable[[str, str, FileOptions], R],
    on_crash: Callable[[Task, str], R],
) -> Iterator[R]:
    """`work(*task)` for every task, in order; a process pool when there are enough tasks.

    A worker that dies (a segfault in a native library on one file) breaks the pool:
    the file it was on is linted again alone in a process of its own, and reported
    with `on_crash` if that dies too; the rest go on in a new pool.
    """
    jobs = jobs or default_jobs()
    if jobs <= 1 or len(tasks) < POOL_THRESHOLD:
        memory = MemoryKeeper() if len(tasks) > 1 else None  # one file: the process ends after it
        for task in tasks:
            with _fewer_collections():
                result = work(*task)
                if memory is not None:
                    memory.after_file()
            yield result
        return
    # Imported here: a warm (cached) or one-file run never pays for multiprocessing.
    from concurrent.futures.process import BrokenProcessPool

    size = max(1, min(MAX_CHUNK, len(tasks) // (jobs * 16)))
    done = 0
    while done < len(tasks):
        chunks = [tasks[i : i + size] for i in range(done, len(tasks), size)]
        try:
            with _pool(min(jobs, len(chunks))) as pool:
                for chunk in pool.map(partial(_lint_chunk, work=work), chunks):
                    done += len(chunk)
                    yield from chunk
        except BrokenProcessPool:
            # The first unfinished file, or one beside it in flight, killed its worker.
            yield _alone(tasks[done], work, on_crash)
            done += 1


def _pool(workers: int) -> "ProcessPoolExecutor":
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(max_workers=workers, initializer=_start_worker, initargs=(os.getpid(),))


def _alone(task: Task, work: Callable[[str, str, FileOptions], R], on_crash: Callable[[Task, str], R]) -> R:
    """`work(*task)` in a process of its own; `on_crash` when that process dies."""
    import multiprocessing

    receive, send = multiprocessing.Pipe(duplex=False)
    process = multiprocessing.Process(target=_send_result, args=(send, work, task), daemon=True)
    process.start()
    send.close()
    sent: Optional[Tuple[R]] = None
    try:
        sent = receive.recv()
    except (EOFError, OSError):
        pass
    process.join()
    receive.close()
    if sent is not None:
        return sent[0]
    return on_crash(task, _how_it_ended(process.exitcode))


def _send_result(connection: "Connection", work: Callable[[str, str, FileOptions], R], task: Task) -> None:
    _die_with_parent(os.getppid())
    connection.send((work(*task),))
    connection.close()


def _how_it_ended(exitcode: Optional[int]) -> str:
    if exitcode is not None and exitcode < 0:
        import signal

        try:
            return f"killed by {signal.Signals(-exitcode).name}"
        except ValueError:
            return f"killed by signal {-exitcode}"
    return f"exit code {exitcode}"


def iter_results(
    files: Iterable[Tuple[Path, "Settings"]], jobs: Optional[int] = None, cache: Optional["ResultCache"] = None,
) -> Iterator[FileResult]:
    """Lint every file; yields results in the order the files were given (unchanged files
    from `cache` when there is one)."""
    tasks = _tasks(files)
    if cache is None:
        return _run(tasks, jobs, lint_path, crashed_result)
    return _cached(tasks, jobs, cache)


def map_files(
    files: Iterable[Tuple[Path, "Settings"]], jobs: Optional[int], work: Callable[[str, str, FileOptions], R],
    on_crash: Callable[[Task, str], R],
) -> Iterator[R]:
    """`work(path, display, options)` for every file, in order, as linting is run (the fix
    run passes its fixer, so each file is read, fixed and written by the one worker that
    lints it); `work` must be picklable (a module-level function or a `functools.partial`
    of one), and `on_crash` gives the result of a file whose worker died."""
    return _run(_tasks(files), jobs, work, on_crash)


def _tasks(files: Iterable[Tuple[Path, "Settings"]]) -> List[Task]:
    return [(str(path), display_path(path), settings.file_options(path)) for path, settings in files]


def stamp_and_lint(path: str, display: str, options: FileOptions) -> "Tuple[FileResult, Optional[Stamp]]":
    """Lint a file in a worker and return what the main process caches with the result.

    The stat is taken before the read: if the file changes while it is linted, its
    next stat differs and the digest check sends it back to the linter.
    """
    from tfshape_lint.cache import Stamp as FileStamp
    from tfshape_lint.cache import digest_bytes
    from tfshape_lint.lint.source import read_source_file

    stamp: Optional[FileStamp] = None
    try:
        info = os.stat(path)
        stamp = FileStamp(info.st_mtime_ns, info.st_size, digest_bytes(read_source_file(path)))
    except OSError:
        stamp = None
    return lint_path(path, display, options), stamp


def _crashed_unstamped(task: Task, detail: str) -> "Tuple[FileResult, Optional[Stamp]]":
    return crashed_result(task, detail), None


def _cached(tasks: Sequence[Task], jobs: Optional[int], cache: "ResultCache") -> Iterator[FileResult]:
    from tfshape_lint.cache import options_key

    keys: Dict[FileOptions, str] = {}
    hits: Dict[int, FileResult] = {}
    misses: List[Task] = []
    for index, task in enumerate(tasks):
        options = task[2]
        key = keys.get(options)
        if key is None:
            key = keys[options] = options_key(options)
        hit = cache.lookup(task[0], task[1], options, key)
        if hit is not None:
            hits[index] = hit
        else:
            misses.append(task)
    fresh = _run(misses, jobs, stamp_and_lint, _crashed_unstamped)
    for index, task in enumerate(tasks):
        if index in hits:
            yield hits[index]
            continue
        result, stamp = next(fresh)
        cache.store(task[0], task[2], result, stamp, keys[task[2]])
        yield result
    cache.flush()
