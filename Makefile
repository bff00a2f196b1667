# The two set-up commands (README): `make sweep` and `make test`.  Each installs what it needs:
# a virtualenv with fpsem and its `sweep` extra (NVIDIA's ptxas and libdevice as pip wheels) for
# `make sweep`, its `test` extra (the sweep extra and the test tools) for `make test`, and ROCm's
# device math library (tools/rocm-libs.sh: apt as root, else unpacked into the virtualenv, else a
# message saying what to do).
PYTHON ?= python3
VENV   ?= .venv
PY      = $(VENV)/bin/python
STAMP   = $(VENV)/.installed
SWEEP_STAMP = $(VENV)/.installed-sweep

.PHONY: venv test test-fast lint docs sweep clean rocm-libs libs test-tools

# The test extra includes the sweep extra: one install stamps both.
$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(SWEEP_STAMP) $(STAMP)

# What `make sweep` needs and no more (not the test tools: pytest, mypy, playwright, ziglang, ...), unless the
# test extra is installed and current.  The virtualenv's own pip (23.2 with Python 3.11) installs an editable
# pyproject package; no upgrade first.  --no-compile: Python compiles the modules the sweep imports when it
# first imports them, not the thousands it never does (scipy's tests, ...).
$(SWEEP_STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	test $(STAMP) -nt pyproject.toml || $(PY) -m pip install -q --no-compile -e '.[sweep]'
	touch $(SWEEP_STAMP)

venv: $(STAMP)

# ROCm device libraries (ocml.bc + oclc_*.bc) for compiling math functions for AMDGPU (gfx90a).
rocm-libs: $(SWEEP_STAMP)
	@sh tools/rocm-libs.sh $(PY)

# Every device tool in place, and where each one comes from (printed, so a log says what was used).
# Without ROCm's libraries (no root, no apt) this goes on: the tests that need them fail, saying how to get them.
libs: $(SWEEP_STAMP)
	@$(MAKE) --no-print-directory rocm-libs || echo "make: going on without ROCm device libraries"
	@$(PY) -c 'import sys; from fpsem.compiler.devlibs import main; sys.exit(main(sys.argv[1:]))'

# Debian's chromium and clang-19 for the browser test of the report and the validate recipes
# (tools/test-tools.sh: apt as root, else a message; the tests that need them then skip, saying why).
test-tools:
	@sh tools/test-tools.sh || echo "make: going on without chromium/clang-19"

# Static checks: lint and import order (ruff) over the package, tests, benchmarks, examples and tools.
lint: $(STAMP)
	$(VENV)/bin/ruff check fpsem tests benchmarks examples tools
	$(VENV)/bin/mypy

# The whole suite, the installed-wheel check (tests/test_wheel_install.py) included, after the static checks.
test: $(STAMP) libs lint test-tools
	$(PY) -m pytest -q

# Everything but the tests marked slow (a quick loop while developing; its property tests draw a quarter of their
# examples, tests/hypokit.py).
test-fast: $(STAMP) libs
	$(PY) -m pytest -q -m "not slow"

# The documentation site (mkdocs.yml -> out/site).
docs: $(STAMP)
	$(PY) -m mkdocs build --strict

# The default sweep (README, "make sweep"): every kernel x the safe profiles x both precisions on the
# host (measured) and the three GPUs (modelled; accuracy emulated, or measured with a GPU and
# cuda-bindings present), then the report.  Resumes where an interrupted run stopped.
SWEEP_DB      ?= out/sweep.sqlite
SWEEP_TARGETS ?= host,a2000,h100,mi250x
SWEEP_ARGS    ?=
sweep: libs
	@# a sweep with failed cells exits 4 after storing them: write the report anyway, then pass the status on
	$(VENV)/bin/fpsem sweep --db $(SWEEP_DB) --targets $(SWEEP_TARGETS) $(SWEEP_ARGS); rc=$$?; \
	$(VENV)/bin/fpsem report --db $(SWEEP_DB) -o out/report && exit $$rc

clean:
	rm -rf $(VENV) .fpsem-cache out build *.egg-info
