"""A synthetic results database for report and export tests (no compiling, no running).

Times and errors follow simple made-up rules so that tests can predict them:
measured host times, modelled GPU times, ``contract`` faster and slightly less
accurate, ``fast`` UB-capable with a witness, one failed cell.

Host run records have the shape the interleaved run stage writes (``samples`` and,
for a variant, ``baseline_samples`` of strict from the same rounds); their per-round
noise is symmetric, so the median ratio is exactly :func:`speed`.  ``old_records``
writes the earlier shape (``seconds`` only, no samples, no code hash).  Kernels in
``same_code_kernels`` compile to the same code under every profile and time alike.
"""

from __future__ import annotations

import math
from pathlib import Path

from fpsem.results.store import CellKey, StageRecord, Store, open_store

KERNELS = ("fir", "daxpy", "dot")
PROFILES = {"strict": (), "contract": ("contract",), "reassoc": ("reassoc",),
            "algebraic": ("arcp", "contract", "nsz", "reassoc"),
            "fast": ("afn", "arcp", "contract", "ninf", "nnan", "nsz", "reassoc")}
TARGETS = ("host", "h100")
SPEED = {"strict": 1.0, "contract": 1.25, "reassoc": 1.1, "algebraic": 1.4, "fast": 1.5}
ULP = {"strict": 1, "contract": 3, "reassoc": 8, "algebraic": 12, "fast": 40}
BASE_TIME = {"fir": 2e-3, "daxpy": 1e-3, "dot": 5e-4}
FAILED = CellKey("dot", "algebraic", "h100", "f32", "random")


ROUNDS = 15
# per-round log ratio noise, symmetric around 0 (so the median ratio is exact), spread +-3.5 %
ROUND_NOISE = tuple(k * 0.005 * (1 if k % 2 else -1) for k in range(ROUNDS))
LOAD = tuple(1.0 + 0.3 * ((7 * i) % ROUNDS) / ROUNDS for i in range(ROUNDS))  # machine load, shared by a round


def speed(key: CellKey, same_code_kernels: tuple[str, ...] = ()) -> float:
    """The synthetic speedup of a cell over strict (exact, for tests)."""
    if key.kernel in same_code_kernels:
        return 1.0
    return 1.0 + (SPEED[key.profile] - 1.0) * (1 + KERNELS.index(key.kernel) / 10)


def interleaved(strict_s: float, variant_s: float) -> tuple[list[float], list[float]]:
    """(baseline, variant) samples of interleaved rounds: a load shared by each round, symmetric noise."""
    base = [strict_s * LOAD[i] * math.exp(ROUND_NOISE[i] / 2) for i in range(ROUNDS)]
    var = [variant_s * LOAD[i] * math.exp(-ROUND_NOISE[i] / 2) for i in range(ROUNDS)]
    return base, var


def ulp(key: CellKey, same_code_kernels: tuple[str, ...] = ()) -> int:
    """The synthetic max ulp error of a cell (the same code gives the same results: strict's error)."""
    return ULP["strict" if key.kernel in same_code_kernels else key.profile] * (KERNELS.index(key.kernel) + 1)


def _rec(stage: str, seq: int, value: dict, provenance: str = "", status: str = "ok", message: str = "",
         device: str = "testhost") -> StageRecord:
    return StageRecord(stage, status, value, message, provenance, device, 1.0e9 + seq, 0.001, seq)


def stages_for(key: CellKey, old_records: bool = False, same_code_kernels: tuple[str, ...] = ()) -> list[StageRecord]:
    flags = PROFILES[key.profile]
    ub = "nnan" in flags
    scale = 0.5 if key.precision == "f32" else 1.0
    t_strict = BASE_TIME[key.kernel] * scale
    t = t_strict / speed(key, same_code_kernels)
    same = key.kernel in same_code_kernels
    code = f"{key.kernel}.{key.precision}.{key.target}" + ("" if same else f".{key.profile}")
    compile_value = {"ub_findings": 12 if ub else 0, "cached": False}
    if not old_records:
        compile_value["code_hash"] = code
    recs = [
        _rec("rewrite", 0, {"profile_flags": list(flags), "ub_capable": ub, "sites": 20, "changed_lines": 18}),
        _rec("validate", 1, {"ub_capable": ub, "findings": 18 if ub else 0, "constructs": []}, "static"),
        _rec("compile", 2, compile_value, "static"),
    ]
    if key == FAILED:
        recs.append(_rec("model", 3, {}, status="failed", message="LLVM ERROR: Cannot select: fexp (synthetic)"))
        return recs
    if key.target == "host":
        recs.append(_rec("model", 3, {}, status="skipped", message="host: no peak figures"))
        run = {"seconds": t, "runner": "host", "represents_target": True}
        if not old_records:
            base, var = interleaved(t_strict, t)
            run["samples"] = var
            if key.profile != "strict":
                run["baseline_samples"] = base
                run["baseline_profile"] = "strict"
                run["order"] = "alternating"
        recs.append(_rec("run", 4, run, "measured"))
        acc_prov = "measured"
    else:
        recs.append(_rec("model", 3, {"seconds": t * 0.01, "bound": "memory"}, "modelled", device="model:h100"))
        recs.append(_rec("run", 4, {}, status="skipped", message="no GPU on this machine"))
        acc_prov = "emulated"
    wit = [{"index": 3, "input": "nan", "strict": "nan", "variant": "0.0"}] if ub and key.inputs == "special" else []
    err = ulp(key, same_code_kernels)
    acc = {"max_ulp": err, "median_ulp": 0, "p99_ulp": 1, "max_normalised": err * 1e-16,
           "status_diffs": {"nan": 1} if wit else {}, "ub_witnesses": wit}
    if not old_records:
        acc["how"] = HOW[acc_prov]
        acc["worst"] = {"output": "y", "index": 7, "ulp": float(err), "normalised": err * 1e-16,
                        "computed": 1.5, "reference": 1.5000000000000002, "inputs": {"x": 0.25, "a": 2.0},
                        "strict_computed": None if key.profile == "strict" else 1.5,
                        "strict_ulp": None if key.profile == "strict" else float(ULP["strict"]),
                        "strict_exact": None if key.profile == "strict" else False,
                        "strict_wrong": None if key.profile == "strict" else True}
    recs.append(_rec("accuracy", 5, acc, acc_prov))
    return recs


HOW = {"measured": "measured: run on this CPU (llvmlite JIT of the host variant)",
       "emulated": "emulated: the sm_90-optimized IR, with the back end's FMA contraction, run on this CPU "
                   "(approximate instructions and libdevice are not captured)"}


def build(path: Path, inputs: tuple[str, ...] = ("random",), targets: tuple[str, ...] = TARGETS,
          kernels: tuple[str, ...] = KERNELS, old_records: bool = False,
          same_code_kernels: tuple[str, ...] = ()) -> Path:
    """Write the synthetic database at ``path``; returns it."""
    st: Store = open_store(path, create=True, tool_version="0.1.0")
    with st:
        for k in kernels:
            for p in PROFILES:
                for t in targets:
                    for prec in ("f64", "f32"):
                        for inp in inputs:
                            key = CellKey(k, p, t, prec, inp)
                            cid = key.label().replace("/", "-")
                            st.begin_cell(cid, key, {"size": "small"}, "fp", "0.1.0", "22.1.0", "testhost")
                            recs = stages_for(key, old_records, same_code_kernels)
                            for r in recs:
                                st.put_stage(cid, r, "0.1.0", "22.1.0")
                            failed = next((r for r in recs if r.status == "failed"), None)
                            st.finish_cell(cid, "failed" if failed else "done",
                                           f"{failed.stage}: {failed.message}" if failed else "")
    return path
