#!/usr/bin/env bash
# One device call on the lent H200 (see /work/.library/device): the GPU tests, then the GPU benchmark with
# repeated timing (spread of the medians) at RAJAPerf's sizes (LTIMES at nd = 64).  Everything under $OUT.
# Usage on the device machine, from the repository root:  bash benchmarks/h200_session.sh
set -uo pipefail
export PYTHONPATH="$PWD" PYTHONUNBUFFERED=1 FPSEM_CACHE="${FPSEM_CACHE:-/tmp/fpsem-cache}"
OUT="${OUT:-out/h200}"
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > "$OUT/nvidia-smi.txt" 2>&1
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/ -x 2>&1 | tee "$OUT/gpu_tests.log" | tail -15
timeout 420 python3 benchmarks/gpu_bench.py --out "$OUT" --repeats 3 2>&1 | tee "$OUT/gpu_bench.log" | tail -40
