"""A synthetic results database for report and export tests (no compiling, no running).

Times and errors follow simple made-up rules so that tests can predict them:
measured host times, modelled GPU times, ``contract`` faster and slightly less
accurate, ``fast`` UB-capable with a witness, one failed cell.
"""

from __future__ import annotations

from pathlib import Path

from fpsem.store import CellKey, StageRecord, Store, open_store

KERNELS = ("fir", "daxpy", "dot")
PROFILES = {"strict": (), "contract": ("contract",), "reassoc": ("reassoc",),
            "algebraic": ("arcp", "contract", "nsz", "reassoc"),
            "fast": ("afn", "arcp", "contract", "ninf", "nnan", "nsz", "reassoc")}
TARGETS = ("host", "h100")
SPEED = {"strict": 1.0, "contract": 1.25, "reassoc": 1.1, "algebraic": 1.4, "fast": 1.5}
ULP = {"strict": 1, "contract": 3, "reassoc": 8, "algebraic": 12, "fast": 40}
BASE_TIME = {"fir": 2e-3, "daxpy": 1e-3, "dot": 5e-4}
FAILED = CellKey("dot", "algebraic", "h100", "f32", "random")


def speed(key: CellKey) -> float:
    """The synthetic speedup of a cell over strict (exact, for tests)."""
    return 1.0 + (SPEED[key.profile] - 1.0) * (1 + KERNELS.index(key.kernel) / 10)


def ulp(key: CellKey) -> int:
    """The synthetic max ulp error of a cell."""
    return ULP[key.profile] * (KERNELS.index(key.kernel) + 1)


def _rec(stage: str, seq: int, value: dict, provenance: str = "", status: str = "ok", message: str = "",
         device: str = "testhost") -> StageRecord:
    return StageRecord(stage, status, value, message, provenance, device, 1.0e9 + seq, 0.001, seq)


def stages_for(key: CellKey) -> list[StageRecord]:
    flags = PROFILES[key.profile]
    ub = "nnan" in flags
    t = BASE_TIME[key.kernel] / speed(key) * (0.5 if key.precision == "f32" else 1.0)
    recs = [
        _rec("rewrite", 0, {"profile_flags": list(flags), "ub_capable": ub, "sites": 20, "changed_lines": 18}),
        _rec("validate", 1, {"ub_capable": ub, "findings": 18 if ub else 0, "constructs": []}, "static"),
        _rec("compile", 2, {"ub_findings": 12 if ub else 0, "cached": False}, "static"),
    ]
    if key == FAILED:
        recs.append(_rec("model", 3, {}, status="failed", message="LLVM ERROR: Cannot select: fexp (synthetic)"))
        return recs
    if key.target == "host":
        recs.append(_rec("model", 3, {}, status="skipped", message="host: no peak figures"))
        recs.append(_rec("run", 4, {"seconds": t, "runner": "host", "represents_target": True}, "measured"))
        acc_prov = "measured"
    else:
        recs.append(_rec("model", 3, {"seconds": t * 0.01, "bound": "memory"}, "modelled", device="model:h100"))
        recs.append(_rec("run", 4, {}, status="skipped", message="no GPU on this machine"))
        acc_prov = "emulated"
    wit = [{"index": 3, "input": "nan", "strict": "nan", "variant": "0.0"}] if ub and key.inputs == "special" else []
    recs.append(_rec("accuracy", 5, {"max_ulp": ulp(key), "median_ulp": 0, "p99_ulp": 1,
                                     "max_normalised": ulp(key) * 1e-16,
                                     "status_diffs": {"nan": 1} if wit else {}, "ub_witnesses": wit}, acc_prov))
    return recs


def build(path: Path, inputs: tuple[str, ...] = ("random",), targets: tuple[str, ...] = TARGETS,
          kernels: tuple[str, ...] = KERNELS) -> Path:
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
                            recs = stages_for(key)
                            for r in recs:
                                st.put_stage(cid, r, "0.1.0", "22.1.0")
                            failed = next((r for r in recs if r.status == "failed"), None)
                            st.finish_cell(cid, "failed" if failed else "done",
                                           f"{failed.stage}: {failed.message}" if failed else "")
    return path
