"""Whether a tag may be released: run by .github/workflows/release.yml before publishing.

    python scripts/check_release.py v0.1.0

The tag must be ``v`` + ``tfshape_lint.__version__`` (the one version source, which
pyproject.toml reads too), and CHANGELOG.md must have a section for that version
(``## [0.1.0] - 2025-01-31`` or ``## 0.1.0``): cutting a release renames the
Unreleased section, so a tag without it was pushed too early. Reads the files, imports
nothing. Exit code 0 when the tag may be released, 1 (with the reason) when not.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path
from typing import List, Optional

ROOT = Path(__file__).resolve().parent.parent


def package_version(root: Path) -> str:
    """``__version__`` of tfshape_lint/__init__.py, read without importing it."""
    tree = ast.parse((root / "tfshape_lint" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__version__" for t in node.targets):
            return str(ast.literal_eval(node.value))
    raise SystemExit("tfshape_lint/__init__.py has no __version__")


def problems(tag: str, root: Path = ROOT) -> List[str]:
    """What stops `tag` from being released (empty: nothing)."""
    version = package_version(root)
    found: List[str] = []
    if tag != f"v{version}":
        found.append(f"tag {tag!r} is not 'v' + the package version {version!r} (tfshape_lint/__init__.py)")
    changelog = (root / "CHANGELOG.md").read_text(encoding="utf-8")
    heading = re.compile(rf"^## \[?{re.escape(version)}\]?(?:\s|$)", re.MULTILINE)
    if not heading.search(changelog):
        found.append(f"CHANGELOG.md has no '## [{version}] - <date>' section: rename 'Unreleased' when cutting the release")
    return found


def main(argv: Optional[List[str]] = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    found = problems(args[0])
    for problem in found:
        print(f"error: {problem}", file=sys.stderr)
    if not found:
        print(f"{args[0]}: ready to release")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
