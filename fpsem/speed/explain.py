"""``fpsem explain``: a modelled time taken apart, and what changed between two profiles.

:func:`explain` turns a trace-driven prediction (:func:`fpsem.speed.dynamic_model.predict_traced`)
into an :class:`Explanation`: every stage's terms (launch, issue, FP pipes, SFU, L1, L2, DRAM,
latency, atomics, blocks) in seconds and as a share of the stage, the bound, the memory traffic
per level (requests, sectors per request, hit rates, bytes), and the instructions that dominate
the bounding resource, counted per point (a lane's share of the dynamic warp instructions).

:func:`compare_profiles` puts two explanations of the same kernel and target side by side
(normally strict and another profile): the instructions whose per-point counts changed (e.g. on
the A2000's FIR: ``fma.rn.f64 +16, mul.rn.f64 -16, add.rn.f64 -16``), the bound before and after,
the modelled speedup and the term that moved it.

Everything here is *modelled*; :func:`text` renders an explanation for people, ``to_json`` for
the report (``fpsem.results.report`` can place :func:`report_section`'s records as a section).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from fpsem.speed.dynamic_model import TracedStage
from fpsem.speed.execution import instruction_cost
from fpsem.speed.model import LABEL, Prediction, format_seconds

TERMS = ("launch", "blocks", "issue", "FP64", "FP32", "SFU", "L1", "L2", "DRAM", "latency", "start", "atomics")
# which instructions make up each bounding term (prefixes of the PTX / AMDGCN mnemonics' classes)
_PIPE_OF = {"FP64": "fp64", "FP32": "fp32", "SFU": "sfu", "L1": "mem", "L2": "mem", "DRAM": "mem", "latency": "any",
            "issue": "any", "atomics": "atom"}


@dataclass(frozen=True)
class StageExplanation:
    entry: str
    seconds: float
    bound: str
    terms: Mapping[str, float]  # seconds
    shares: Mapping[str, float]  # term / stage time
    memory: Mapping[str, float]  # requests, sectors_per_request, l1_hit, l1_waiting, l2_hit, l2_bytes, dram_bytes, footprint
    per_point: Mapping[str, float]  # mnemonic -> lane executions per point
    dominant: tuple[tuple[str, float], ...]  # the bounding resource's instructions, per point
    blocks: tuple[tuple[str, float], ...]  # IR blocks by executions per point (where the time goes)


@dataclass(frozen=True)
class Explanation:
    kernel: str
    target: str
    profile: str
    timing: str
    seconds: float
    bound: str
    band: str
    stages: tuple[StageExplanation, ...]
    notes: tuple[str, ...] = field(default_factory=tuple)
    label: str = LABEL

    def to_json(self) -> dict:
        return {"label": self.label, "kernel": self.kernel, "target": self.target, "profile": self.profile,
                "timing": self.timing, "seconds": self.seconds, "bound": self.bound, "band": self.band,
                "stages": [{"entry": s.entry, "seconds": s.seconds, "bound": s.bound, "terms": dict(s.terms),
                            "shares": dict(s.shares), "memory": dict(s.memory), "per_point": dict(s.per_point),
                            "dominant": [list(d) for d in s.dominant], "blocks": [list(b) for b in s.blocks]}
                           for s in self.stages],
                "notes": list(self.notes)}


def _kind_of(op: str, kind: str) -> str:
    cost = instruction_cost(kind, op)
    for k in ("fp64", "fp32", "sfu", "atom"):
        if cost.get(k):
            return k
    if cost.get("ld") or cost.get("st"):
        return "mem"
    return "other"


def explain(p: Prediction, stages: Sequence[TracedStage], points: Mapping[str, int], kind: str, profile: str,
            top: int = 6) -> Explanation:
    """The explanation of one trace-driven prediction; ``points``: each stage's iteration-space points."""
    out = []
    for st, t in zip(stages, p.stage_times):
        npts = max(1, points.get(st.entry, 0))
        # a warp instruction stands for warp-size lanes: per point, as if every lane were active
        per_point = {op: n * st.warp_size / npts for op, n in st.work.by_op.items()}
        want = _PIPE_OF.get(t.bound, "any")
        dom = sorted(((op, v) for op, v in per_point.items() if want == "any" or _kind_of(op, kind) == want),
                     key=lambda kv: -kv[1])[:top]
        blocks = sorted(((ir or f"bb{num}", n * st.warp_size / npts) for num, ir, n in st.placed if n),
                        key=lambda kv: -kv[1])[:top]
        terms = {k: t.terms.get(k, 0.0) for k in TERMS}
        mem = st.memory
        memory = {"requests": mem.l1_requests, "sectors_per_request": (sum(o.sectors for o in mem.ops) / mem.l1_requests
                                                                       if mem.l1_requests else 0.0),
                  "l1_hit": mem.l1_hit, "l1_waiting": 1.0 - mem.l1_settled_requests if mem.l1_requests else 0.0,
                  "l2_hit": mem.l2_hit, "l2_bytes": mem.l2_bytes, "dram_bytes": mem.dram_bytes,
                  "footprint_bytes": mem.footprint_bytes, "atomic_same_address": mem.atomic_same_address}
        out.append(StageExplanation(st.entry, t.seconds, t.bound, terms,
                                    {k: v / t.seconds if t.seconds else 0.0 for k, v in terms.items()}, memory,
                                    per_point, tuple(dom), tuple(blocks)))
    band = p.band.text if p.band else "no validated error band"
    return Explanation(p.kernel, p.target, profile, p.timing, p.seconds, p.bound, band, tuple(out), p.notes)


@dataclass(frozen=True)
class ProfileChange:
    """What changed from ``base`` to ``other`` (same kernel, target, size, timing)."""

    base: Explanation
    other: Explanation
    speedup: float  # base time / other time (modelled)
    changed: tuple[tuple[str, float], ...]  # mnemonic -> change in executions per point (largest first)
    moved: tuple[tuple[str, float], ...]  # term -> change in seconds (largest first)

    def to_json(self) -> dict:
        return {"label": LABEL, "base": self.base.to_json(), "other": self.other.to_json(), "speedup": self.speedup,
                "changed_per_point": [list(c) for c in self.changed], "terms_moved_s": [list(m) for m in self.moved]}


def compare_profiles(base: Explanation, other: Explanation, top: int = 8, tol: float = 0.05) -> ProfileChange:
    """The per-point instruction changes and term movements from ``base`` to ``other``."""
    a: dict[str, float] = {}
    b: dict[str, float] = {}
    for s in base.stages:
        for op, v in s.per_point.items():
            a[op] = a.get(op, 0.0) + v
    for s in other.stages:
        for op, v in s.per_point.items():
            b[op] = b.get(op, 0.0) + v
    diff = {op: b.get(op, 0.0) - a.get(op, 0.0) for op in set(a) | set(b)}
    changed = tuple(sorted(((op, d) for op, d in diff.items() if abs(d) > tol), key=lambda kv: (-abs(kv[1]), kv[0]))[:top])
    ta = {k: sum(s.terms.get(k, 0.0) for s in base.stages) for k in TERMS}
    tb = {k: sum(s.terms.get(k, 0.0) for s in other.stages) for k in TERMS}
    moved = tuple(sorted(((k, tb[k] - ta[k]) for k in TERMS if abs(tb[k] - ta[k]) > 0), key=lambda kv: -abs(kv[1]))[:4])
    speed = base.seconds / other.seconds if other.seconds else float("inf")
    return ProfileChange(base, other, speed, changed, moved)


def _pct(x: float) -> str:
    return f"{100 * x:.0f} %"


def text(e: Explanation) -> str:
    """The explanation for people (every figure is modelled)."""
    L = [f"{e.kernel} on {e.target}, profile {e.profile}, {e.timing} timing: {e.label} {format_seconds(e.seconds)} "
         f"({e.band}); {e.bound}-bound"]
    for s in e.stages:
        L.append(f"  stage {s.entry}: {format_seconds(s.seconds)}, {s.bound}-bound")
        shown = sorted(((k, v) for k, v in s.terms.items() if v > 0), key=lambda kv: -kv[1])
        L.append("    terms: " + ", ".join(f"{k} {format_seconds(v)} ({_pct(s.shares[k])})" for k, v in shown))
        m = s.memory
        L.append(f"    memory: {m['requests']:.3g} requests, {m['sectors_per_request']:.2f} sectors/request, "
                 f"L1 hit {_pct(m['l1_hit'])} (load requests waiting on a miss {_pct(m['l1_waiting'])}), "
                 f"L2 {m['l2_bytes'] / 1e6:.3g} MB (hit {_pct(m['l2_hit'])}), "
                 f"DRAM {m['dram_bytes'] / 1e6:.3g} MB, footprint {m['footprint_bytes'] / 1e6:.3g} MB"
                 + (f", {m['atomic_same_address']:.3g} atomics on one address" if m["atomic_same_address"] else ""))
        if s.dominant:
            L.append(f"    dominating ({s.bound}), per point: " + ", ".join(f"{op} {v:.3g}" for op, v in s.dominant))
        if s.blocks:
            L.append("    IR blocks, executions per point: " + ", ".join(f"{b} {v:.3g}" for b, v in s.blocks))
    return "\n".join(L)


def change_text(c: ProfileChange) -> str:
    """``16 fma.rn.f64 replace 16 mul.rn.f64 + 16 add.rn.f64 per point; FP64-bound -> FP64-bound; 2.00x``."""
    up = [(op, d) for op, d in c.changed if d > 0]
    down = [(op, -d) for op, d in c.changed if d < 0]
    what = ""
    if up or down:
        what = (" + ".join(f"{d:.3g} {op}" for op, d in up) or "nothing") + " replace " + \
               (" + ".join(f"{d:.3g} {op}" for op, d in down) or "nothing") + " per point"
    else:
        what = "the same instructions per point"
    moved = ", ".join(f"{k} {'+' if v > 0 else '-'}{format_seconds(abs(v))}" for k, v in c.moved) or "no term"
    return (f"{c.other.profile} vs {c.base.profile} on {c.base.target} ({c.base.kernel}): {what}; "
            f"{c.base.bound}-bound -> {c.other.bound}-bound; modelled speedup {c.speedup:.2f}x "
            f"(terms moved: {moved}; {c.base.band})")


def report_section(changes: Sequence[ProfileChange]) -> dict:
    """Records for a report section (``fpsem.results.report`` renders them): one row per kernel/target/profile."""
    rows = []
    for c in changes:
        rows.append({"kernel": c.base.kernel, "target": c.base.target, "profile": c.other.profile,
                     "timing": c.base.timing, "modelled_s": c.other.seconds, "strict_modelled_s": c.base.seconds,
                     "speedup_modelled": c.speedup, "bound": c.other.bound, "strict_bound": c.base.bound,
                     "band": c.base.band, "summary": change_text(c)})
    return {"title": "Why the model predicts what it predicts (fpsem explain; modelled)", "label": LABEL, "rows": rows}
