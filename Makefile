# The two set-up commands (README): `make sweep` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
PY      = $(VENV)/bin/python
STAMP   = $(VENV)/.installed

.PHONY: venv test sweep clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

venv: $(STAMP)

test: $(STAMP)
	$(PY) -m pytest -q

sweep: $(STAMP)
	$(VENV)/bin/fpsem sweep --db out/sweep.sqlite && $(VENV)/bin/fpsem report --db out/sweep.sqlite -o out/report

clean:
	rm -rf $(VENV) .fpsem-cache out
