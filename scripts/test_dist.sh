#!/usr/bin/env bash
# Run the test suite against a built distribution, not the source tree:
#     bash scripts/test_dist.sh dist/tfshape_lint-0.1.0-py3-none-any.whl [pytest args...]
# Installs the wheel (or sdist) with its test extra into the current Python and runs
# pytest so that `tfshape_lint` is the installed copy: the checkout goes to the end of
# sys.path (`python -m pytest` would put it first), so the tests and their data come
# from it and the package from site-packages. TFSHAPE_LINT_TEST_DIST makes
# tests/test_release.py fail if the checkout's package was imported after all.
# Release CI runs this on every Python and OS before publishing.
set -euo pipefail
dist="$1"
shift
cd "$(dirname "$0")/.."
python -m pip install --quiet --disable-pip-version-check "${dist}[test]"
imported=$(cd "${RUNNER_TEMP:-${TMPDIR:-/tmp}}" && python -c 'import tfshape_lint; print(tfshape_lint.__file__)')
case "$imported" in
  *site-packages*) echo "testing the installed $imported" ;;
  *) echo "error: tfshape_lint comes from $imported, not from the installed distribution" >&2; exit 1 ;;
esac
TFSHAPE_LINT_TEST_DIST="$dist" python -c '
import os, sys
root = os.getcwd()
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != root] + [root]
import pytest
sys.exit(pytest.main(sys.argv[1:]))
' -q -p no:cacheprovider "$@"
