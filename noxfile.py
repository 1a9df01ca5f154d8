"""The test matrix: `nox -s tests` runs the suite on every Python tfshape-lint supports.

`make matrix` runs it with every pyenv-installed Python visible; CI runs one session per
job (`nox -s tests-3.12`). Arguments after `--` go to pytest:
`nox -s tests -- --ignore=tests/runtime -x`.
"""

from __future__ import annotations

import nox

#: Kept equal to the classifiers in pyproject.toml (tests/test_release.py checks it).
PYTHONS = ["3.10", "3.11", "3.12", "3.13"]

nox.options.sessions = ["tests"]


@nox.session(python=PYTHONS)
def tests(session: nox.Session) -> None:
    """The whole suite, as .ci/run runs it, on one Python."""
    session.install("-e", ".[test]")
    session.run("python", "-m", "pytest", "-q", "-p", "no:cacheprovider", *session.posargs)
