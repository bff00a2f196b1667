# The two set-up commands (README): `make sweep` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
PY      = $(VENV)/bin/python
STAMP   = $(VENV)/.installed

.PHONY: venv test sweep clean rocm-libs

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

venv: $(STAMP)

test: $(STAMP)
	$(PY) -m pytest -q

# The default sweep (README, "make sweep"): every kernel x the safe profiles x both precisions on the
# host (measured) and the three GPUs (modelled; accuracy emulated, or measured with a GPU and
# cuda-bindings present), then the report.  Resumes where an interrupted run stopped.
SWEEP_DB      ?= out/sweep.sqlite
SWEEP_TARGETS ?= host,a2000,h100,mi250x
SWEEP_ARGS    ?=
sweep: $(STAMP)
	@$(MAKE) --no-print-directory rocm-libs || echo "make sweep: ROCm device libraries not installed: mi250x variants that call math functions will fail"
	@# a sweep with failed cells exits 4 after storing them: write the report anyway, then pass the status on
	$(VENV)/bin/fpsem sweep --db $(SWEEP_DB) --targets $(SWEEP_TARGETS) $(SWEEP_ARGS); rc=$$?; \
	$(VENV)/bin/fpsem report --db $(SWEEP_DB) -o out/report && exit $$rc

# ROCm device libraries (ocml.bc + oclc_*.bc) for compiling math functions for AMDGPU (gfx90a):
# Debian's rocm-device-libs, installed as root. libdevice (NVIDIA) comes with the CUDA toolkit
# (/usr/local/cuda) or `pip install nvidia-cuda-nvcc`.
ROCM_BC ?= /usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ocml.bc
rocm-libs:
	@test -f $(ROCM_BC) || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq rocm-device-libs; }

clean:
	rm -rf $(VENV) .fpsem-cache out
