"""Paths as CI services want them: relative to the project root, with `/`.

Results carry display paths relative to the current folder. CI services resolve paths
against the repository checkout instead (``$GITHUB_WORKSPACE``, ``$CI_PROJECT_DIR``), which
differs when the linter runs in a sub-folder; these helpers re-root the paths.
"""

from __future__ import annotations

import os
import posixpath
from typing import Optional
from urllib.parse import quote

from tfshape_lint.relative_paths import posix, relative_inside


def is_absolute(path: str) -> bool:
    """True for `/x`, `C:/x` and `//server/x` display paths (the engine keeps paths outside the cwd absolute)."""
    return path.startswith("/") or (len(path) > 2 and path[1] == ":" and path[2] in "/\\")


def project_path(display_path: str, root: Optional[str]) -> str:
    """`display_path` relative to `root` (a folder), with `/`; unchanged when it is outside `root`.

    With no `root` the display path (already relative to the current folder) is kept.
    """
    if not root:
        return display_path
    return relative_inside(display_path, root) or display_path


def uri_reference(path: str) -> str:
    """A path as a URI reference: `%`, spaces, `#`, `?` and non-ASCII percent-encoded."""
    if is_absolute(path):
        absolute = path.replace("\\", "/")
        if not absolute.startswith("/"):
            absolute = "/" + absolute  # file:///C:/x
        return "file://" + quote(os.fsencode(absolute), safe="/:")
    # os.fsencode: the bytes of a file name that is not UTF-8, percent-encoded as they are.
    return quote(os.fsencode(posixpath.normpath(path) if path else path), safe="/")


def folder_uri(folder: str) -> str:
    """A folder as an absolute `file:` URI ending in `/` (SARIF requires the slash)."""
    absolute = posix(os.path.abspath(folder))
    if not absolute.startswith("/"):
        absolute = "/" + absolute
    return "file://" + quote(os.fsencode(absolute.rstrip("/") + "/"), safe="/:")
