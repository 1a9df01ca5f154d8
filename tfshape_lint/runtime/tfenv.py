"""Import TensorFlow lazily and quietly: the only way runtime modules get hold of it.

TensorFlow's C++ logging must be configured through environment variables *before* the
first import, so every entry point of the runtime checker goes through `import_tensorflow`.
"""

from __future__ import annotations

import contextlib
import os
import sys
from types import ModuleType
from typing import Iterator

INSTALL_HINT = "tfshape-lint trace needs TensorFlow: pip install 'tfshape-lint[runtime]'"


class TensorFlowMissing(RuntimeError):
    """TensorFlow is not installed; the message is the one line the CLI prints."""

    def __init__(self) -> None:
        super().__init__(INSTALL_HINT)


def import_tensorflow(verbose: bool = False) -> ModuleType:
    """Return the `tensorflow` module, silencing its C++ and absl logs unless `verbose`."""
    if not verbose:
        # 2 hides INFO and WARNING from the C++ runtime (oneDNN, cpu_feature_guard).
        os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
        os.environ.setdefault("GRPC_VERBOSITY", "ERROR")
    try:
        with _quiet_stderr(not verbose):
            import tensorflow as tf
    except ImportError as exc:
        raise TensorFlowMissing() from exc
    if not verbose:
        tf.get_logger().setLevel("ERROR")
        try:
            from absl import logging as absl_logging

            absl_logging.set_verbosity(absl_logging.ERROR)
        except ImportError:  # absl ships with TensorFlow; be safe anyway
            pass
    return tf  # type: ignore[no-any-return]


@contextlib.contextmanager
def _quiet_stderr(enabled: bool) -> Iterator[None]:
    """Send file descriptor 2 to /dev/null while TensorFlow loads its C++ libraries.

    Some import-time lines (absl's "All log messages before absl::InitializeLog()", oneDNN)
    ignore TF_CPP_MIN_LOG_LEVEL. Python exceptions are raised, not printed, so nothing
    the user needs is lost.
    """
    if not enabled or "tensorflow" in sys.modules:
        yield
        return
    with quiet_native_stderr():
        yield


@contextlib.contextmanager
def quiet_native_stderr() -> Iterator[None]:
    """Send file descriptor 2 to /dev/null (native code's logs, such as the TFLite
    converter's MLIR diagnostics, which its Python exception repeats)."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):  # no real stderr (e.g. captured by a test runner)
        yield
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)
