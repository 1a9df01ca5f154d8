# One task runner: CI runs `make test` through .ci/run (the README's test command).
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: venv test matrix lint docs score bench
venv:
	python3 -m venv $(VENV) && $(VENV)/bin/pip install -q -e '.[test]'

test: venv
	$(PY) -m pytest

# The suite on Python 3.10-3.13 (noxfile.py); pytest arguments after ARGS=, e.g.
# `make matrix ARGS="--ignore=tests/runtime"`. With pyenv, every installed Python is made
# visible to nox (pyenv's shims otherwise only show the global one).
PYENV_PYTHONS := $(shell command -v pyenv >/dev/null 2>&1 && pyenv versions --bare --skip-aliases 2>/dev/null | grep -E '^3\.1[0-9]+\.[0-9]+$$' | paste -sd: -)
matrix: venv
	PYENV_VERSION="$(or $(PYENV_PYTHONS),$$PYENV_VERSION)" $(VENV)/bin/nox -s tests $(if $(ARGS),-- $(ARGS))

lint:
	$(VENV)/bin/tfshape-lint .
	$(PY) -m mypy tfshape_lint

docs:
	$(PY) -m tfshape_lint.docs

score:
	$(PY) scripts/score_corpus.py --show-misses

bench:
	$(PY) benchmarks/bench.py
