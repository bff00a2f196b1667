#!/usr/bin/env bash
# One device call on the lent H200 (see /work/.library/device): NVIDIA's MUFU tables measured and checked on
# every operand, installed into fpsem/data/mufu, then the emulation against the GPU, bit for bit, with them.
# Eight files under $OUT: h200_{a,b,c,d}.npz (copy into fpsem/data/mufu/ and delete legacy_rcp.npz there),
# mufu_tables.{json,md} and emulation_proof.{json,md} (copy into benchmarks/results/).
# Usage on the device machine, from the repository root:  bash benchmarks/vendormath_session.sh   (~9 minutes)
set -uo pipefail
export PYTHONPATH="$PWD" PYTHONUNBUFFERED=1 FPSEM_CACHE="${FPSEM_CACHE:-/tmp/fpsem-cache}"
OUT="${OUT:-out/vendormath}"
mkdir -p "$OUT"
start=$(date +%s)
timeout 330 python3 benchmarks/mufu_tables.py --install --out "$OUT" 2>&1 | tail -60
left=$(( 560 - ($(date +%s) - start) ))
timeout $(( left > 60 ? left : 60 )) python3 benchmarks/emulation_proof.py --out "$OUT" --jobs "$(nproc)" \
    --deadline $(( left > 120 ? left - 60 : 60 )) 2>&1 | tail -40
ls -la "$OUT"
