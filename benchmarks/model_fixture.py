#!/usr/bin/env python3
"""The performance model's predictions for the whole built-in suite on the three GPUs, recorded exactly, so that
a change meant only to make the model faster can be checked not to change any prediction (issue 25, item 7).

    python benchmarks/model_fixture.py record   # writes tests/data/model_predictions.json
    python benchmarks/model_fixture.py check    # exit 1 (and the differences) unless every prediction is identical

Recorded per variant (kernel x precision x target x profile, profiles strict and algebraic, both timing
conventions): the predicted seconds (``repr`` of the float, so exact) and a SHA-256 of the prediction's whole
JSON record (every term, stage, figure and note).  The builds and traces go to ``$FPSEM_CACHE``.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "data" / "model_predictions.json"
TARGETS, PROFILES = "a2000,h100,mi250x", "strict,algebraic"


def predictions(kernels: str = "all") -> dict[str, dict[str, str]]:
    from fpsem import api

    out: dict[str, dict[str, str]] = {}
    for timing in ("cold", "warm"):
        for b in api.compile_many(kernels, TARGETS, PROFILES, "all", model=True, timing=timing):
            v = b.variant
            name = f"{v.kernel}/{v.precision}/{v.target}/{v.profile}/{timing}"
            if b.model is None:
                out[name] = {"none": b.model_note}
                continue
            doc = json.dumps(b.model.to_json(), sort_keys=True)
            out[name] = {"seconds": repr(b.model.seconds), "bound": b.model.bound,
                         "sha256": hashlib.sha256(doc.encode()).hexdigest()[:16]}
    return out


def main() -> int:
    mode = sys.argv[1] if len(sys.argv) > 1 else "check"
    got = predictions()
    if mode == "record":
        FIXTURE.write_text(json.dumps(got, indent=0, sort_keys=True) + "\n")
        print(f"{len(got)} predictions recorded in {FIXTURE.relative_to(ROOT)}")
        return 0
    want = json.loads(FIXTURE.read_text())
    bad = sorted(k for k in want.keys() | got.keys() if want.get(k) != got.get(k))
    for k in bad:
        print(f"{k}: recorded {want.get(k)}, now {got.get(k)}")
    print(f"{len(want)} recorded, {len(got)} now, {len(bad)} differ")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
