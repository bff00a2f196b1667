#!/usr/bin/env bash
# One device call on the lent H200 (see /work/.library/device), issue 26 item 6: the GPU runner's placed
# comparisons (separate module loads, random order, the spread over repeated runs inside the interval) and
# identical PTX/SASS measured once and shared.  Three files under $OUT:
#   placed_gpu_tests.xml/.log  the gpu-marked tests of tests/test_cuda_placed_gpu.py (what is recorded and shared)
#   honest_gpu.{json,md}       benchmarks/honest_speedups.py on the GPU: a sweep of FIR, EOS, DAXPY, DOT,
#                              REDUCE_SUM, TRAP_INT (f64, f32, the safe profiles) on the cuda runner; every
#                              same-code group must report one number; the gains called after FDR
# Usage on the device machine, from the repository root:  bash benchmarks/placed_gpu_session.sh   (~6 minutes)
# Here (no GPU): bash benchmarks/placed_gpu_session.sh --dry-run   (the tests skip; the sweep is only planned)
set -uo pipefail
export PYTHONPATH="$PWD" PYTHONUNBUFFERED=1 FPSEM_CACHE="${FPSEM_CACHE:-/tmp/fpsem-cache}"
OUT="${OUT:-out/placed_gpu}"
PY="${PY:-python3}"
DRY=()
[ "${1:-}" = "--dry-run" ] && DRY=(--dry-run)
mkdir -p "$OUT"
TARGET=$("$PY" - <<'EOF'
try:
    from fpsem.runners.cuda.driver import Gpu
    g = Gpu(0)
    # the registry's entry for the chip itself where it has one (its measurements then represent it)
    print("h200" if "H200" in g.info.name else "h100" if g.info.sm_arch == "sm_90" else "a2000")
    g.close()
except Exception:  # no GPU here: plan for the H100 target
    print("h100")
EOF
)
timeout 180 "$PY" -m pytest -q -p no:cacheprovider -m gpu tests/test_cuda_placed_gpu.py \
    --junitxml="$OUT/placed_gpu_tests.xml" 2>&1 | tee "$OUT/placed_gpu_tests.log" | tail -8
timeout 420 "$PY" benchmarks/honest_speedups.py --target "$TARGET" --runners cuda --trials 0 \
    --kernels fir,eos,daxpy,dot,reduce_sum,trap_int --jobs "$(nproc)" --out "$OUT/honest_gpu.json" "${DRY[@]}" \
    2>&1 | tail -40
ls -la "$OUT"
