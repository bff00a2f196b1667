"""From stored cells to the report's tables: speedups, accuracy loss, Pareto fronts, flag effects.

Pure functions of :class:`~fpsem.results.store.CellRow` lists; nothing here reads
files or draws.  Stage values are read back as the typed values
``fpsem.sweep.stages`` writes (:mod:`fpsem.results.values`).

Which cells count: a slot (the same kernel file, profile, target, precision, inputs
and settings) can hold several cells when an input changed between sweeps (an edited
kernel, a corrected target figure, a new fpsem): only the newest counts
(:func:`current_cells`), and the report says how many older ones it left out.  Two
*different* kernels that share a name are two rows, each labelled with its short
content hash (:func:`kernel_labels`), never mixed.

Stage values read (by name):

* ``run``      ``seconds`` (median), ``runner``, ``represents_target``; provenance ``measured``;
               newer records: ``samples``, ``baseline_samples``, ``order``, ``same_code``
               (:mod:`fpsem.speed.speedup` lists the shapes)
* ``model``    ``seconds``, ``bound``; provenance ``modelled``
* ``accuracy`` ``max_ulp``, ``max_normalised``, ``status_diffs``, ``ub_witnesses``, ``how``, ``worst``;
               provenance ``measured`` (host/GPU run) or ``emulated``
* ``rewrite``  ``profile_flags``, ``ub_capable``
* ``validate`` ``findings`` (UB-capable constructs in the rewritten IR) and ``constructs``
* ``compile``  ``ub_findings`` (in the optimized IR), ``code_hash`` (:func:`fpsem.compiler.samecode.fingerprint`)

Speedup over strict compares a variant with the ``strict`` cell of the same
kernel, target, precision and inputs (:func:`fpsem.speed.speedup.cell_speedup`): exactly
1 for the same machine code, **measured** (with its interval where samples were
kept) when both have a run that represents the target, **modelled** otherwise.

Same code, same number: profiles whose machine code is identical (equal ``code_hash``
on the same kernel, target, precision and inputs) are one variant.  They share one
speedup -- the measurement of one of them (the sweep measures such code once; an older
store may hold several, and the one with the most samples stands for all) -- and each
point names its group (:attr:`Point.code_group`, :func:`code_groups`).

Many comparisons: every distinct measured comparison with a p-value among the current
points is one Benjamini–Hochberg family (:func:`fdr_control`): a measured speedup is
*significant* only after that control (its q-value at most 1 − confidence).
"""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from fpsem.results.store import CellRow
from fpsem.results.values import AccuracyValue, CompileValue, ModelValue, RewriteValue, RunValue, ValidateValue
from fpsem.speed.speedup import CellSpeedup, as_float, cell_speedup, with_fdr
from fpsem.speed.stats import DEFAULT_CONFIDENCE, DEFAULT_THRESHOLD, fdr_q_values

STRICT = "strict"


def _slot(cell: CellRow) -> str:
    slot = cell.identity.get("slot") if cell.identity else None
    return slot or json.dumps([cell.key.kernel, cell.key.profile, cell.key.target, cell.key.precision,
                               cell.key.inputs, cell.config], sort_keys=True, default=str)


def current_cells(cells: Sequence[CellRow]) -> tuple[list[CellRow], int]:
    """The newest cell of every slot, and how many older (superseded) cells were left out."""
    newest: dict[str, CellRow] = {}
    for c in cells:
        s = _slot(c)
        if s not in newest or c.started > newest[s].started:
            newest[s] = c
    kept = {id(c) for c in newest.values()}
    return [c for c in cells if id(c) in kept], len(cells) - len(newest)


def kernel_labels(cells: Sequence[CellRow]) -> dict[tuple[str, str], str]:
    """(kernel name, kernel hash) -> what tables call it: the name, plus ``[hash]`` where two kernels share it."""
    hashes: dict[str, set[str]] = {}
    for c in cells:
        hashes.setdefault(c.key.kernel, set()).add(c.kernel_hash)
    return {(name, h): (f"{name} [{h}]" if len(hs) > 1 and h else name) for name, hs in hashes.items() for h in hs}


@dataclass(frozen=True)
class Point:
    """One variant (kernel x profile on a target, precision and input set) as the report sees it."""

    kernel: str
    profile: str
    target: str
    precision: str
    inputs: str
    status: str  # done | failed | running
    message: str
    ub_capable: bool
    profile_flags: tuple[str, ...]
    measured_s: float | None  # median run time, when it represents the target
    modelled_s: float | None
    speedup: float | None  # over strict
    speedup_source: str | None  # measured | modelled
    max_ulp: float | None
    max_normalised: float | None
    accuracy_source: str | None  # measured | emulated
    status_diffs: int  # results whose NaN/Inf/signed-zero status differs from the reference
    findings: int  # UB-capable constructs in the rewritten IR
    optimized_findings: int  # ... in the optimized IR
    ub_witnesses: tuple[Mapping[str, Any], ...]
    runner: str | None
    device: str
    special_violations: int = 0  # NaN-status changes under NaN inputs (a safe profile must have none)
    # the speedup's statistics (fpsem.speed.speedup.CellSpeedup); None where there is no speedup
    speed: CellSpeedup | None = None
    accuracy_how: str = ""  # what the accuracy figure is (measured / emulated, and what emulation misses)
    worst: Mapping[str, Any] | None = None  # the element with the largest ulp error, with its inputs
    cell_id: str = ""  # the stored cell this point is
    inexact_bitmap: Mapping[str, Any] | None = None  # strict cells: its inexact elements (accuracy.metrics)
    # the profiles of this kernel, target, precision and inputs whose machine code is this one's (itself
    # included, sorted, strict first); one profile alone when no other shares its code
    code_group: tuple[str, ...] = ()

    @property
    def same_code(self) -> bool:
        return self.speed is not None and self.speed.same_code

    @property
    def significant(self) -> bool:
        return self.speed is not None and self.speed.significant


def _value(cell: CellRow, stage: str) -> Mapping[str, Any] | None:
    rec = cell.stage(stage)
    return rec.value if rec is not None and rec.status == "ok" else None


def measured_seconds(cell: CellRow) -> float | None:
    """The cell's measured time when its run stands for the target's speed (not a numerics-only run)."""
    raw = _value(cell, "run")
    run = RunValue.from_json(raw) if raw else None
    if run is None or not run.represents_target:
        return None
    s = as_float(run.seconds)
    return s if s and s > 0 else None


def modelled_seconds(cell: CellRow) -> float | None:
    raw = _value(cell, "model")
    s = as_float(ModelValue.from_json(raw).seconds) if raw else None
    return s if s and s > 0 else None


def _group_key(cell: CellRow) -> tuple[str, str, str, str, str]:
    k = cell.key
    return (k.kernel, cell.kernel_hash, k.target, k.precision, k.inputs)


def _representative_run(cell: CellRow) -> Mapping[str, Any] | None:
    """The cell's run value where it stands for the target's speed: timed, or not timed because its code is
    strict's (``same_code``)."""
    run = _value(cell, "run")
    if not run or not run.get("represents_target", True):
        return None
    return run if measured_seconds(cell) or run.get("same_code") is True else None


def speedup_of(cell: CellRow, base: CellRow | None, threshold: float = DEFAULT_THRESHOLD) -> CellSpeedup | None:
    """The cell's speedup over its strict cell ``base`` (:func:`fpsem.speed.speedup.cell_speedup`)."""
    if base is None:
        return None
    return cell_speedup(run_v=_representative_run(cell), run_s=_representative_run(base),
                        compile_v=_value(cell, "compile"), compile_s=_value(base, "compile"),
                        model_v=modelled_seconds(cell), model_s=modelled_seconds(base),
                        is_strict=cell.key.profile == STRICT, threshold=threshold)


def code_hash(cell: CellRow) -> str | None:
    """The cell's machine-code hash (``compile`` stage), None when it has none."""
    h = (_value(cell, "compile") or {}).get("code_hash")
    return h if isinstance(h, str) and h else None


def _sample_count(cell: CellRow) -> int:
    run = _value(cell, "run") or {}
    placed = run.get("placed_samples")
    if isinstance(placed, list):
        return sum(len(p) for p in placed if isinstance(p, list))
    xs = run.get("samples")
    return len(xs) if isinstance(xs, list) else 0


def _code_groups(cells: Sequence[CellRow]) -> dict[str, list[CellRow]]:
    """cell id -> the cells of its kernel, target, precision and inputs with the same machine code (itself
    included; ordered by profile, strict first).  A cell without a code hash is a group of its own."""
    by: dict[tuple[Any, ...], list[CellRow]] = {}
    for c in cells:
        h = code_hash(c)
        by.setdefault((_group_key(c), h) if h else (c.cell_id,), []).append(c)
    out = {}
    for members in by.values():
        members.sort(key=lambda m: (m.key.profile != STRICT, m.key.profile))
        for m in members:
            out[m.cell_id] = members
    return out


def _shared_speed(members: Sequence[CellRow], base: CellRow | None, threshold: float) -> CellSpeedup | None:
    """The one speedup of a group of identical machine codes: strict's 1.00x when strict is among them, else
    the measurement of the member with the most samples (the first in profile order on a tie)."""
    if base is not None and any(m.cell_id == base.cell_id for m in members):
        return None  # strict's own code: every member is 1.00x by construction (cell_speedup says so)
    speeds = [(m, speedup_of(m, base, threshold)) for m in members]
    usable = [(m, sp) for m, sp in speeds if sp is not None]
    if not usable:
        return None
    return max(usable, key=lambda x: (x[1].source == "measured", x[1].has_interval, _sample_count(x[0])))[1]


def fdr_control(pts: Sequence[Point], alpha: float = 1.0 - DEFAULT_CONFIDENCE) -> list[Point]:
    """``pts`` with every measured speedup that carries a p-value put in one Benjamini–Hochberg family at
    ``alpha``: one comparison per distinct machine code (the members of a code group share it), never
    strict's own or the same code as strict.  A speedup is then significant only when its q-value is at most
    ``alpha``; points without such a speedup are unchanged."""
    family: dict[tuple[Any, ...], float] = {}
    for p in pts:
        sp = p.speed
        if sp is None or sp.same_code or sp.baseline or sp.p_value is None:
            continue
        family.setdefault((p.kernel, p.target, p.precision, p.inputs, p.code_group or (p.profile,)), sp.p_value)
    if not family:
        return list(pts)
    keys = list(family)
    q = dict(zip(keys, fdr_q_values([family[k] for k in keys])))
    out = []
    for p in pts:
        k = (p.kernel, p.target, p.precision, p.inputs, p.code_group or (p.profile,))
        sp = p.speed
        if sp is not None and k in q and not sp.same_code and sp.p_value is not None:
            p = replace(p, speed=with_fdr(sp, q[k], len(keys), alpha))
        out.append(p)
    return out


def points(cells: Sequence[CellRow], threshold: float = DEFAULT_THRESHOLD,
           fdr_alpha: float | None = 1.0 - DEFAULT_CONFIDENCE) -> list[Point]:
    """Every current cell as a report point, with its speedup over the matching strict cell.

    Older cells of a slot are left out (:func:`current_cells`); a kernel name shared by
    two different kernels is shown with each one's content hash.  Profiles with identical machine code
    share one speedup (:attr:`Point.code_group`); measured speedups are significant only after false-
    discovery-rate control over every comparison of these points (:func:`fdr_control`; ``fdr_alpha`` None:
    each on its own).
    """
    cells, _superseded = current_cells(cells)
    labels = kernel_labels(cells)
    strict = {_group_key(c): c for c in cells if c.key.profile == STRICT}
    groups = _code_groups(cells)
    shared: dict[int, CellSpeedup | None] = {}
    out = []
    for c in cells:
        base = strict.get(_group_key(c))
        meas, mod = measured_seconds(c), modelled_seconds(c)
        members = groups[c.cell_id]
        if len(members) > 1 and c.key.profile != STRICT:
            if id(members) not in shared:
                shared[id(members)] = _shared_speed(members, base, threshold)
            speed = shared[id(members)] or speedup_of(c, base, threshold)
        else:
            speed = speedup_of(c, base, threshold)
        speedup, source = (speed.ratio, speed.source) if speed else (None, None)
        rw_raw, val_raw = _value(c, "rewrite"), _value(c, "validate")
        rw, val = RewriteValue.from_json(rw_raw), ValidateValue.from_json(val_raw)
        comp = CompileValue.from_json(_value(c, "compile"))
        acc_rec = c.stage("accuracy")
        acc_raw = acc_rec.value if acc_rec is not None and acc_rec.status == "ok" else None
        acc = AccuracyValue.from_json(acc_raw)
        run_raw = _value(c, "run")
        out.append(Point(
            kernel=labels.get((c.key.kernel, c.kernel_hash), c.key.kernel), profile=c.key.profile,
            target=c.key.target, precision=c.key.precision,
            inputs=c.key.inputs, status=c.status, message=c.message,
            ub_capable=rw.ub_capable if rw_raw else val.ub_capable,
            profile_flags=tuple(rw.profile_flags),
            measured_s=meas, modelled_s=mod, speedup=speedup, speedup_source=source,
            max_ulp=as_float(acc.max_ulp), max_normalised=as_float(acc.max_normalised),
            accuracy_source=acc_rec.provenance if acc_rec is not None and acc_raw else None,
            status_diffs=acc.status_diff_count if acc_raw else 0,
            findings=int(val.findings), optimized_findings=int(comp.ub_findings),
            ub_witnesses=tuple(acc.ub_witnesses or ()),
            runner=RunValue.from_json(run_raw).runner if run_raw else None, device=c.device,
            special_violations=int(acc.special_violations or 0) if acc_raw else 0,
            speed=speed, accuracy_how=acc.how if acc_raw else "",
            worst=acc.worst if acc_raw and isinstance(acc.worst, Mapping) else None, cell_id=c.cell_id,
            inexact_bitmap=acc.inexact_bitmap if acc_raw and isinstance(acc.inexact_bitmap, Mapping) else None,
            code_group=tuple(m.key.profile for m in members),
        ))
    return fdr_control(out, fdr_alpha) if fdr_alpha is not None else out


@dataclass(frozen=True)
class CodeGroup:
    """Two or more profiles of one kernel, target, precision and inputs with identical machine code: one
    variant, one measurement, one number (``str()``: ``algebraic = algebraic-afn``)."""

    kernel: str
    target: str
    precision: str
    inputs: str
    profiles: tuple[str, ...]  # strict first when it is among them, then by name

    def __str__(self) -> str:
        return " = ".join(self.profiles)


def code_groups(pts: Sequence[Point]) -> list[CodeGroup]:
    """Every group of two or more profiles sharing one machine code among ``pts``, each once, in the order
    first seen: what a report writes as ``algebraic = algebraic-afn: same code``."""
    seen: dict[CodeGroup, None] = {}
    for p in pts:
        if len(p.code_group) > 1:
            seen.setdefault(CodeGroup(p.kernel, p.target, p.precision, p.inputs, p.code_group), None)
    return list(seen)


def accuracy_loss(p: Point, metric: str = "max_ulp") -> float | None:
    """The point's error by ``metric`` (``max_ulp`` or ``max_normalised``)."""
    return p.max_ulp if metric == "max_ulp" else p.max_normalised


def pareto_front(pairs: Sequence[tuple[float, float]]) -> list[int]:
    """Indices of the non-dominated (loss, speedup) pairs: no other pair has loss <= and speedup >=
    with one strictly better.  Sorted by loss."""
    order = sorted(range(len(pairs)), key=lambda i: (pairs[i][0], -pairs[i][1]))
    front: list[int] = []
    best = -math.inf
    for i in order:
        if pairs[i][1] > best:
            front.append(i)
            best = pairs[i][1]
    return front


def geomean(xs: Iterable[float]) -> float | None:
    vals = [x for x in xs if x and x > 0 and math.isfinite(x)]
    return math.exp(sum(math.log(x) for x in vals) / len(vals)) if vals else None


@dataclass(frozen=True)
class ProfileAggregate:
    """One profile over all kernels of a target and precision: geomean speedup, median max-ulp."""

    profile: str
    speedup: float
    loss: float
    kernels: int
    measured: int  # how many of the speedups were measured (the rest modelled)
    ub_capable: bool


def profile_aggregates(pts: Sequence[Point], metric: str = "max_ulp") -> list[ProfileAggregate]:
    """Per profile (of one target and precision), the geomean speedup and median accuracy loss."""
    by: dict[str, list[Point]] = {}
    for p in pts:
        if p.speedup is not None and accuracy_loss(p, metric) is not None:
            by.setdefault(p.profile, []).append(p)
    out = []
    for prof, ps in sorted(by.items()):
        g = geomean(p.speedup for p in ps if p.speedup)
        losses = [accuracy_loss(p, metric) for p in ps]
        finite = [x for x in losses if x is not None and math.isfinite(x)]
        if g is None or not finite:
            continue
        out.append(ProfileAggregate(prof, g, statistics.median(finite), len(ps),
                                    sum(1 for p in ps if p.speedup_source == "measured"), ps[0].ub_capable))
    return out


def grid(pts: Sequence[Point], attr: str) -> tuple[list[str], list[str], list[list[float | None]]]:
    """kernels x profiles table of ``attr`` (``speedup``, ``max_ulp`` ...), strict first among profiles."""
    kernels = sorted({p.kernel for p in pts})
    profiles = sorted({p.profile for p in pts}, key=lambda s: (s != STRICT, s))
    cell = {(p.kernel, p.profile): getattr(p, attr) for p in pts}
    return kernels, profiles, [[cell.get((k, pr)) for pr in profiles] for k in kernels]


@dataclass(frozen=True)
class FlagEffect:
    """What one single-flag profile does to one kernel, relative to strict."""

    kernel: str
    flag: str
    profile: str
    speedup: float | None
    speedup_source: str | None
    ulp_change: float | None  # max ulp of the variant minus strict's


def single_flag_profiles(pts: Sequence[Point]) -> dict[str, str]:
    """flag -> profile name, for profiles with exactly one flag (the first such profile per flag)."""
    out: dict[str, str] = {}
    for p in sorted(pts, key=lambda p: p.profile):
        if len(p.profile_flags) == 1 and p.profile_flags[0] not in out:
            out[p.profile_flags[0]] = p.profile
    return out


def flag_effects(pts: Sequence[Point]) -> list[FlagEffect]:
    """The marginal effect of each single flag, per kernel (of one target, precision, inputs)."""
    singles = single_flag_profiles(pts)
    by = {(p.kernel, p.profile): p for p in pts}
    out = []
    for kernel in sorted({p.kernel for p in pts}):
        strict = by.get((kernel, STRICT))
        for flag, prof in sorted(singles.items()):
            p = by.get((kernel, prof))
            if p is None:
                continue
            du = None
            if p.max_ulp is not None and strict is not None and strict.max_ulp is not None:
                du = p.max_ulp - strict.max_ulp
            out.append(FlagEffect(kernel, flag, prof, p.speedup, p.speedup_source, du))
    return out


@dataclass(frozen=True)
class Best:
    """The most profitable safe profile of a kernel on a target, or (``profile`` None) the finding that no safe
    profile is significantly faster than strict."""

    kernel: str
    target: str
    precision: str
    profile: str | None  # None: no significant gain
    speedup: float  # 1.0 when profile is None
    source: str  # measured | modelled
    max_ulp: float | None
    strict_max_ulp: float | None
    low: float | None = None  # the pick's interval (None: modelled, or no samples)
    high: float | None = None
    resolution_percent: float | None = None  # widest interval half-width among the group's measured speedups
    all_same_code: bool = False  # every safe variant of the group has strict's machine code


def _indistinguishable(p: Point, top: Point, tolerance: float) -> bool:
    """``p`` ties with the fastest ``top``: within ``tolerance``, or its interval reaches top's."""
    assert p.speedup is not None and top.speedup is not None
    if p.speedup >= top.speedup * (1 - tolerance):
        return True
    return bool(p.speed and top.speed and p.speed.high is not None and top.speed.low is not None
                and p.speed.high >= top.speed.low)


def best_safe(pts: Sequence[Point], tolerance: float = 0.02) -> list[Best]:
    """Per kernel, target and precision: the safe profile with the largest *significant* speedup over strict.

    Only gains count (:attr:`fpsem.speed.speedup.CellSpeedup.is_gain`: a measured interval that excludes 1 and a
    change beyond the practical threshold, or a modelled change beyond it; never the same code as strict).
    Gains within ``tolerance`` of the largest, or whose interval reaches its interval, tie; ties go to the
    smaller max-ulp error, then to fewer flags: the cheapest way to the best speed.  A group without any gain
    gives a :class:`Best` with ``profile`` None.
    """
    groups: dict[tuple[str, str, str], list[Point]] = {}
    for p in pts:
        if p.status == "done" and not p.ub_capable and p.speedup is not None:
            groups.setdefault((p.kernel, p.target, p.precision), []).append(p)
    out = []
    for (kernel, target, prec), ps in sorted(groups.items()):
        strict = next((p for p in ps if p.profile == STRICT), None)
        strict_ulp = strict.max_ulp if strict else None
        widths = [w for p in ps if p.speed and not p.speed.same_code
                  and (w := p.speed.half_width_percent) is not None]
        resolution = max(widths) if widths else None
        gains = [p for p in ps if p.speed is not None and p.speed.is_gain]
        if not gains:
            source = "measured" if any(p.speedup_source == "measured" for p in ps) else "modelled"
            same = all(p.speed is not None and p.speed.same_code for p in ps)
            out.append(Best(kernel, target, prec, None, 1.0, source, None, strict_ulp, None, None, resolution, same))
            continue
        top = max(gains, key=lambda p: p.speedup or 0.0)
        near = [p for p in gains if _indistinguishable(p, top, tolerance)]
        pick = min(near, key=lambda p: (p.max_ulp if p.max_ulp is not None else math.inf, len(p.profile_flags),
                                        p.profile))
        assert pick.speed is not None
        out.append(Best(kernel, target, prec, pick.profile, pick.speedup or 1.0, pick.speedup_source or "",
                        pick.max_ulp, strict_ulp, pick.speed.low, pick.speed.high, resolution))
    return out


@dataclass(frozen=True)
class ModelCheck:
    """A variant with both a measured and a modelled time."""

    kernel: str
    profile: str
    target: str
    precision: str
    measured_s: float
    modelled_s: float

    @property
    def ratio(self) -> float:
        return self.measured_s / self.modelled_s


def model_checks(pts: Sequence[Point]) -> list[ModelCheck]:
    return [ModelCheck(p.kernel, p.profile, p.target, p.precision, p.measured_s, p.modelled_s)
            for p in pts if p.measured_s and p.modelled_s]


@dataclass(frozen=True)
class ValidationRow:
    """The validation column of one profile (over all kernels and targets)."""

    profile: str
    ub_capable: bool
    variants: int
    with_constructs: int  # variants whose rewritten IR carries UB-capable constructs
    optimized_with_constructs: int
    witnesses: int
    nan_violations: int  # NaN-status changes under NaN inputs (special input set)
    violation: bool  # a safe profile carrying a UB-capable construct or changing a NaN status
    inputs_tried: tuple[str, ...] = ()  # input sets whose outputs were checked (what the witness count rests on)

    @property
    def witness_claim(self) -> str:
        return witness_claim(self.witnesses, self.inputs_tried)


def validation(pts: Sequence[Point]) -> list[ValidationRow]:
    by: dict[str, list[Point]] = {}
    for p in pts:
        by.setdefault(p.profile, []).append(p)
    rows = []
    for prof, ps in sorted(by.items()):
        ub = any(p.ub_capable for p in ps)
        with_c = sum(1 for p in ps if p.findings)
        with_o = sum(1 for p in ps if p.optimized_findings)
        nan_v = sum(p.special_violations for p in ps)
        rows.append(ValidationRow(prof, ub, len(ps), with_c, with_o, sum(len(p.ub_witnesses) for p in ps), nan_v,
                                  violation=not ub and (with_c + with_o + nan_v) > 0,
                                  inputs_tried=inputs_tried(ps, prof)))
    return rows


def failures(cells: Sequence[CellRow]) -> list[tuple[str, str, str]]:
    """(cell label, failed stage, message) of every failed stage, and of cells left running."""
    out = []
    for c in cells:
        failed = [s for s in c.stages if s.status == "failed"]
        for s in failed:
            out.append((c.key.label(), s.stage, s.message))
        if c.status == "running":
            out.append((c.key.label(), "-", "interrupted (still marked running; re-run the sweep to finish it)"))
        elif c.status == "failed" and not failed:
            out.append((c.key.label(), "-", c.message))
    return out


# ---------------------------------------------------------------- merged points, verdicts, provenance


@dataclass(frozen=True)
class Merged:
    """The variants of one kernel (on one target, precision and input set) that sit on the same point of a
    speed/accuracy plot: the same speedup (interval and provenance included) and the same error.  Their
    label reads ``algebraic = algebraic-afn = contract``."""

    points: tuple[Point, ...]  # in the palette's profile order; the first gives the marker its colour

    @property
    def lead(self) -> Point:
        return self.points[0]

    @property
    def profiles(self) -> tuple[str, ...]:
        return tuple(p.profile for p in self.points)

    @property
    def label(self) -> str:
        return " = ".join(p.profile + (" (UB-capable)" if p.ub_capable else "") for p in self.points)

    @property
    def ub_only(self) -> bool:
        """Every variant on this point is UB-capable: no safe profile reaches it."""
        return all(p.ub_capable for p in self.points)


def _r3(x: float | None) -> float | None:
    return None if x is None else round(x, 3)


def _coordinate(p: Point, metric: str) -> tuple[Any, ...]:
    sp = p.speed
    r3 = _r3
    loss = accuracy_loss(p, metric)
    return (p.kernel, p.target, p.precision, p.inputs, r3(p.speedup), p.speedup_source,
            r3(sp.low) if sp else None, r3(sp.high) if sp else None, bool(sp and sp.same_code),
            None if loss is None else float(f"{loss:.6g}"), p.accuracy_source)


def merge_identical(pts: Sequence[Point], metric: str = "max_ulp", order: Sequence[str] = ()) -> list[Merged]:
    """Group the points that a plot would draw on top of each other (see :class:`Merged`); within a group the
    profiles follow ``order`` (then their names), so the cheapest listed profile leads."""
    rank = {p: i for i, p in enumerate(order)}
    groups: dict[tuple[Any, ...], list[Point]] = {}
    for p in pts:
        groups.setdefault(_coordinate(p, metric), []).append(p)
    out = [Merged(tuple(sorted(ps, key=lambda p: (p.ub_capable, rank.get(p.profile, len(rank)), p.profile))))
           for ps in groups.values()]
    return sorted(out, key=lambda m: (m.lead.kernel, m.lead.precision, rank.get(m.lead.profile, len(rank)),
                                      m.lead.profile))


@dataclass(frozen=True)
class KernelVerdict:
    """What a kernel's variants show on one target and precision, against strict."""

    kernel: str
    target: str
    precision: str
    gains: tuple[Point, ...]  # safe variants significantly faster (modelled: beyond the threshold)
    slower: tuple[Point, ...]  # safe variants significantly slower
    costly: tuple[Point, ...]  # safe variants less accurate than strict without being faster
    ub_notes: tuple[Point, ...]  # UB-capable variants that gain beyond every safe one, or show UB
    strict: Point | None

    @property
    def notable(self) -> bool:
        """Something is gained, lost or UB-capable here (the rest of a report folds such kernels away)."""
        return bool(self.gains or self.slower or self.costly or self.ub_notes)


def _worse(p: Point, strict: Point | None) -> bool:
    return (strict is not None and p.max_ulp is not None and strict.max_ulp is not None
            and p.max_ulp > strict.max_ulp)


def kernel_verdicts(pts: Sequence[Point]) -> list[KernelVerdict]:
    """One verdict per kernel, target and precision of ``pts`` (done variants only)."""
    groups: dict[tuple[str, str, str], list[Point]] = {}
    for p in pts:
        if p.status == "done":
            groups.setdefault((p.kernel, p.target, p.precision), []).append(p)
    out = []
    for (kernel, target, prec), ps in sorted(groups.items()):
        strict = next((p for p in ps if p.profile == STRICT), None)
        safe = [p for p in ps if not p.ub_capable and p.profile != STRICT]
        gains = tuple(p for p in safe if p.speed is not None and p.speed.is_gain)
        slower = tuple(p for p in safe if p.speed is not None and p.speed.significant and p.speed.ratio < 1
                       and not p.speed.same_code)
        costly = tuple(p for p in safe if _worse(p, strict) and p not in gains)
        best_safe_speed = max((p.speedup or 0.0 for p in gains), default=1.0)
        ub = tuple(p for p in ps if p.ub_capable and (
            p.ub_witnesses or p.status_diffs or p.special_violations
            or (p.speed is not None and p.speed.is_gain and (p.speedup or 0.0) > best_safe_speed)))
        out.append(KernelVerdict(kernel, target, prec, gains, slower, costly, ub, strict))
    return out


def inputs_tried(pts: Sequence[Point], profile: str) -> tuple[str, ...]:
    """The input sets on which ``profile``'s variants had their outputs checked (accuracy stage done)."""
    return tuple(sorted({p.inputs for p in pts if p.profile == profile and p.accuracy_source}))


def witness_claim(count: int, tried: Sequence[str]) -> str:
    """``0 on random inputs (special inputs not tried)``: a count of UB witnesses with what it rests on."""
    if not tried:
        return f"{count} (no outputs checked)"
    text = f"{count} on {', '.join(tried)} inputs"
    if "special" not in tried:
        text += " (special inputs not tried)"
    return text
