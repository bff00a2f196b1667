#!/usr/bin/env bash
# One device call on the lent H200 (see /work/.library/device): the emulation against the GPU, bit for bit, alone
# (benchmarks/vendormath_session.sh also re-measures the MUFU tables first).  The emulation reads ptxas's own FMA
# contraction from the SASS (fpsem.runners.ptxas_fusion): it needs ptxas and nvdisasm there, which the device image
# has (CUDA 13.0, the driver's version); the first lines say which it found.
# Two files under $OUT: emulation_proof.{json,md} (copy into benchmarks/results/).
# Usage on the device machine, from the repository root:  bash benchmarks/emulation_proof_session.sh   (~6 minutes)
set -uo pipefail
export PYTHONPATH="$PWD" PYTHONUNBUFFERED=1 FPSEM_CACHE="${FPSEM_CACHE:-/tmp/fpsem-cache}"
OUT="${OUT:-out/proof}"
mkdir -p "$OUT"
python3 -c "from fpsem.compiler.backends.nvptx import ptxas_path; from fpsem.compiler.devlibs import find_nvdisasm
print('ptxas:', ptxas_path(), '| nvdisasm:', find_nvdisasm())"
timeout 570 python3 benchmarks/emulation_proof.py --out "$OUT" --jobs "$(nproc)" --deadline 500 2>&1 | tail -40
ls -la "$OUT"
