"""The trade-off report of a sweep: ``report.html`` (self-contained) and ``report.md``.

The report is built once as a list of blocks (headings, paragraphs, tables,
figures) from the stored cells (:mod:`fpsem.sweep.analysis`), then written
twice: HTML with every plot embedded as a base64 PNG, Markdown with the plots
as PNG files under ``figures/`` beside it.  Plots are drawn with matplotlib's
Agg canvas directly (no pyplot state).

Every figure says how it was obtained: speedups are *measured* (filled
markers; plain numbers) where both the variant and strict were timed on
hardware that represents the target, *modelled* (hollow markers; numbers
marked ``*``) otherwise; accuracy is *measured* on a real run or *emulated*.
"""

from __future__ import annotations

import base64
import html
import io
import math
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from .errors import UsageError
from .store import CellRow, Store
from .sweep import analysis as an

MODELLED_MARK = "*"
METRIC_LABEL = {"max_ulp": "max error in ulps", "max_normalised": "max condition-normalised error"}


# ---------------------------------------------------------------- document blocks


@dataclass(frozen=True)
class Heading:
    level: int
    text: str


@dataclass(frozen=True)
class Para:
    text: str


@dataclass(frozen=True)
class Bullets:
    items: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    caption: str = ""


@dataclass(frozen=True)
class Figure:
    name: str  # file stem
    png: bytes
    caption: str


Block = Heading | Para | Bullets | Table | Figure


@dataclass
class Document:
    title: str
    blocks: list[Block] = field(default_factory=list)

    def add(self, *blocks: Block) -> None:
        self.blocks.extend(blocks)


# ---------------------------------------------------------------- formatting


def fmt_speedup(s: float | None, source: str | None) -> str:
    if s is None:
        return "-"
    return f"{s:.2f}x" + (MODELLED_MARK if source == "modelled" else "")


def fmt_ulp(u: float | None) -> str:
    if u is None:
        return "-"
    if math.isinf(u):
        return "inf"
    if math.isnan(u):
        return "nan"
    return f"{u:.0f}" if u >= 1 or u == 0 else f"{u:.2g}"


def fmt_seconds(s: float | None) -> str:
    if s is None:
        return "-"
    for unit, f in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6)):
        if s >= f:
            return f"{s / f:.3g} {unit}"
    return f"{s / 1e-9:.3g} ns"


def _slug(*parts: str) -> str:
    return "-".join("".join(ch if ch.isalnum() else "_" for ch in p) for p in parts)


# ---------------------------------------------------------------- plots


def _new_figure(w: float, h: float) -> Any:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure as MplFigure

    fig = MplFigure(figsize=(w, h), dpi=100, layout="constrained")
    FigureCanvasAgg(fig)
    return fig


def _png(fig: Any) -> bytes:
    buf = io.BytesIO()
    fig.savefig(buf, format="png")  # the constrained layout already fits everything in
    return buf.getvalue()


def _profile_colors(profiles: Sequence[str]) -> dict[str, Any]:
    from matplotlib import colormaps

    cmap = colormaps["tab10" if len(profiles) <= 10 else "tab20"]
    return {p: cmap(i % cmap.N) for i, p in enumerate(sorted(profiles))}


def _minor_speedup_label(v: float, _pos: int) -> str:
    """Label the minor ticks of a log speedup axis at 2, 3 and 5 of each decade only (fewer, readable)."""
    if v <= 0:
        return ""
    mantissa = round(v / 10 ** math.floor(math.log10(v)), 6)
    return f"{v:.3g}x" if mantissa in (2.0, 3.0, 5.0) else ""


def pareto_figure(pts: Sequence[an.Point], target: str, precisions: Sequence[str], metric: str) -> bytes | None:
    """Speedup over strict against accuracy loss, one panel per precision (None when nothing to plot)."""
    from matplotlib.lines import Line2D
    from matplotlib.ticker import FuncFormatter

    usable = [p for p in pts if p.speedup is not None and an.accuracy_loss(p, metric) is not None]
    if not usable:
        return None
    colors = _profile_colors({p.profile for p in pts})
    fig = _new_figure(5.2 * len(precisions) + 2.2, 4.4)
    axes = fig.subplots(1, len(precisions), squeeze=False)[0]
    xlabel = METRIC_LABEL[metric]
    for ax, prec in zip(axes, precisions):
        ps = [p for p in usable if p.precision == prec]
        for p in ps:
            x = an.accuracy_loss(p, metric)
            c = colors[p.profile]
            measured = p.speedup_source == "measured"
            ax.scatter([x], [p.speedup], s=28, marker="X" if p.ub_capable else "o",
                       facecolors=c if measured else "none", edgecolors=c, linewidths=1.2, alpha=0.85)
        aggs = an.profile_aggregates(ps, metric)
        if aggs:
            front = an.pareto_front([(a.loss, a.speedup) for a in aggs])
            for a in aggs:
                ax.scatter([a.loss], [a.speedup], s=170, marker="*", color=colors[a.profile], edgecolors="black",
                           linewidths=0.6, zorder=5)
            fx = [aggs[i].loss for i in front]
            fy = [aggs[i].speedup for i in front]
            ax.step(fx, fy, where="post", color="black", linewidth=1.0, linestyle="--", zorder=4)
        ax.axhline(1.0, color="grey", linewidth=0.6)
        speeds = [p.speedup for p in ps if p.speedup] + [1.0]
        if max(speeds) / min(speeds) > 8:  # a log axis only where the range needs one
            ax.set_yscale("log")
            ax.yaxis.set_minor_formatter(FuncFormatter(_minor_speedup_label))
            ax.tick_params(axis="y", which="minor", labelsize=7)
        ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _pos: f"{v:.3g}x"))
        linthresh = 1.0 if metric == "max_ulp" else 1e-16
        ax.set_xscale("symlog", linthresh=linthresh)
        xs = [x for p in ps if (x := an.accuracy_loss(p, metric)) is not None and math.isfinite(x)]
        right = max(xs + [linthresh]) * 1.8
        ax.set_xlim(-0.3 * linthresh, right)  # points with no error at all, and the largest, stay visible
        ax.set_xlabel(xlabel)
        ax.set_ylabel("speedup over strict")
        ax.set_title(f"{target} {prec}: {len(ps)} variants")
        ax.grid(True, which="major", alpha=0.3)
    handles = [Line2D([], [], marker="o", linestyle="", color=colors[p], label=p) for p in sorted(colors)]
    handles += [
        Line2D([], [], marker="o", linestyle="", color="black", label="filled: measured speedup"),
        Line2D([], [], marker="o", linestyle="", markerfacecolor="none", color="black",
               label="hollow: modelled speedup"),
        Line2D([], [], marker="X", linestyle="", color="black", label="UB-capable profile"),
        Line2D([], [], marker="*", markersize=12, linestyle="", color="grey", markeredgecolor="black",
               label="profile: geomean speedup, median error"),
        Line2D([], [], linestyle="--", color="black", label="Pareto front of profiles"),
    ]
    fig.legend(handles=handles, loc="outside right center", fontsize=8, frameon=False)
    return _png(fig)


def heatmap_figure(pts: Sequence[an.Point], target: str, precisions: Sequence[str], what: str) -> bytes | None:
    """kernel x profile heatmap of ``what`` (``speedup`` or ``max_ulp``), one panel per precision."""
    import numpy as np
    from matplotlib.colors import LogNorm, TwoSlopeNorm

    panels = []
    for prec in precisions:
        ps = [p for p in pts if p.precision == prec]
        kernels, profiles, vals = an.grid(ps, what)
        if any(v is not None for row in vals for v in row):
            src = {(p.kernel, p.profile): p.speedup_source for p in ps}
            panels.append((prec, kernels, profiles, vals, src))
    if not panels:
        return None
    n_k = max(len(p[1]) for p in panels)
    n_p = max(len(p[2]) for p in panels)
    fig = _new_figure(len(panels) * (1.6 + 0.75 * n_p), 1.4 + 0.32 * n_k)
    axes = fig.subplots(1, len(panels), squeeze=False)[0]
    for ax, (prec, kernels, profiles, vals, src) in zip(axes, panels):
        arr = np.array([[np.nan if v is None else float(v) for v in row] for row in vals], dtype=float)
        finite = arr[np.isfinite(arr)]
        if what == "speedup":
            lo = float(finite.min()) if finite.size else 0.5
            hi = float(finite.max()) if finite.size else 2.0
            span = max(abs(math.log(max(lo, 1e-9))), abs(math.log(max(hi, 1e-9))), math.log(1.05))
            with np.errstate(divide="ignore", invalid="ignore"):
                data = np.log(np.where(np.isfinite(arr) & (arr > 0), arr, np.nan))
            norm = TwoSlopeNorm(0.0, -span, span)
            im = ax.imshow(data, cmap="RdBu", norm=norm, aspect="auto")
        else:
            data = np.where(np.isfinite(arr), arr + 1.0, np.nan)
            top = float(np.nanmax(data)) if np.isfinite(data).any() else 2.0
            norm = LogNorm(1.0, max(top, 2.0))
            im = ax.imshow(data, cmap="magma_r", norm=norm, aspect="auto")
        for i in range(len(kernels)):
            for j in range(len(profiles)):
                v = vals[i][j]
                if v is None:
                    text = "-"
                elif what == "speedup":
                    text = f"{v:.2f}" + (MODELLED_MARK if src.get((kernels[i], profiles[j])) == "modelled" else "")
                else:
                    text = fmt_ulp(v)
                shade = float(norm(data[i, j])) if np.isfinite(data[i, j]) else 0.5
                dark = abs(shade - 0.5) > 0.3 if what == "speedup" else shade > 0.6
                ax.text(j, i, text, ha="center", va="center", fontsize=7, color="white" if dark else "black")
        ax.set_xticks(range(len(profiles)), profiles, rotation=45, ha="right", fontsize=8)
        ax.set_yticks(range(len(kernels)), kernels, fontsize=8)
        title = "speedup over strict" if what == "speedup" else "max error (ulp)"
        ax.set_title(f"{target} {prec}: {title}", fontsize=9)
        cb = fig.colorbar(im, ax=ax, fraction=0.04)
        if what == "speedup":
            ticks = [t for t in (0.25, 0.5, 0.67, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 2.0, 4.0) if abs(math.log(t)) <= span]
            cb.set_ticks([math.log(t) for t in ticks], labels=[f"{t:g}x" for t in ticks])
            cb.set_label("speedup over strict", fontsize=8)
            cb.ax.tick_params(labelsize=7)
        else:
            cb.set_label("max ulp + 1 (log scale)", fontsize=8)
    return _png(fig)


def model_figure(checks: Sequence[an.ModelCheck]) -> bytes | None:
    if not checks:
        return None
    fig = _new_figure(5.0, 4.4)
    ax = fig.subplots()
    targets = sorted({c.target for c in checks})
    markers = dict(zip(targets, "os^Dv<>p"))
    for t in targets:
        cs = [c for c in checks if c.target == t]
        ax.scatter([c.modelled_s for c in cs], [c.measured_s for c in cs], marker=markers[t], label=t, alpha=0.8)
    lo = min(min(c.modelled_s, c.measured_s) for c in checks)
    hi = max(max(c.modelled_s, c.measured_s) for c in checks)
    ax.plot([lo, hi], [lo, hi], color="grey", linewidth=0.8, label="measured = modelled")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("modelled time per repetition (s)")
    ax.set_ylabel("measured time per repetition (s)")
    ax.legend(fontsize=8)
    ax.grid(True, alpha=0.3)
    return _png(fig)


# ---------------------------------------------------------------- building the document


def primary_inputs(pts: Sequence[an.Point]) -> dict[str, str]:
    """Per kernel, the input set its plots and tables use: ``random`` if swept, else ``rajaperf``, else the
    first (the special set feeds the validation section)."""
    by: dict[str, set[str]] = {}
    for p in pts:
        by.setdefault(p.kernel, set()).add(p.inputs)
    return {k: next((i for i in ("random", "rajaperf") if i in s), sorted(s)[0]) for k, s in by.items()}


def _inputs_note(primary: dict[str, str]) -> str:
    groups: dict[str, list[str]] = {}
    for k, i in sorted(primary.items()):
        groups.setdefault(i, []).append(k)
    if len(groups) == 1:
        return f"inputs: `{next(iter(groups))}`"
    main = max(groups, key=lambda i: len(groups[i]))
    rest = "; ".join(f"`{i}` for {', '.join(ks)}" for i, ks in sorted(groups.items()) if i != main)
    return f"inputs: `{main}` ({rest})"


def _header(doc: Document, cells: Sequence[CellRow], meta: dict[str, str], db: str) -> None:
    status = {s: sum(1 for c in cells if c.status == s) for s in ("done", "failed", "running")}
    tools = sorted({c.tool_version for c in cells})
    llvms = sorted({c.llvm_version for c in cells})
    devices = sorted({s.device for c in cells for s in c.stages if s.device and s.provenance == "measured"})
    doc.add(Para(
        f"Results database `{db}` (schema {meta.get('schema_version', '?')}, created {meta.get('created', '?')}); "
        f"report written {time.strftime('%Y-%m-%d %H:%M:%S')}. {len(cells)} cells: {status['done']} done, "
        f"{status['failed']} failed, {status['running']} interrupted. fpsem {', '.join(tools) or '-'}, "
        f"LLVM {', '.join(llvms) or '-'}. Measured on: {', '.join(devices) or 'nothing'}."))
    doc.add(Para(
        "How each figure was obtained: a speedup is **measured** when the variant and the strict variant were "
        "both timed on hardware that represents the target (the host CPU for `host`, the GPU for a GPU target "
        "it stands for), and **modelled** otherwise (fpsem's performance model, docs/model.md: the static machine "
        "code and the target's calibrated or datasheet figures; each modelled time carries the error band its "
        f"validation on the H200 measured, fpsem/data/model_bands.toml{_band_example()}); "
        f"modelled numbers carry `{MODELLED_MARK}` in tables and hollow markers in plots. "
        "Accuracy is the error of the variant's outputs against an mpmath reference, **measured** on a real run "
        "or **emulated** (the target's optimized IR run on the host), as each table says."))


def _band_example() -> str:
    """``: cold timing ±34 %, validated on ...`` from the band file, or nothing when there is none."""
    from .model_bands import band_for

    b = band_for("h200", "cold")
    return f": under cold timing {b.text}" if b else ""


def _summary(doc: Document, pts: Sequence[an.Point], inputs_note: str) -> None:
    doc.add(Heading(2, "Summary: the most profitable safe profile per kernel and target"))
    doc.add(Para(f"A safe profile is one that cannot create poison (no nnan/ninf); {inputs_note}."))
    best = an.best_safe(pts)
    if not best:
        doc.add(Para("No kernel has a speedup over strict yet (no strict cell, or no run and no model)."))
        return
    lines = []
    by_target: dict[str, list[an.Best]] = {}
    for b in best:
        by_target.setdefault(f"{b.target} {b.precision}", []).append(b)
    for tp, bs in sorted(by_target.items()):
        gains = [b for b in bs if b.profile != an.STRICT and b.speedup > 1.02]
        top = max(bs, key=lambda b: b.speedup)
        counts: dict[str, int] = {}
        for b in bs:
            counts[b.profile] = counts.get(b.profile, 0) + 1
        common = max(counts, key=lambda k: counts[k])
        lines.append(
            f"{tp}: a safe profile beats strict by more than 2% on {len(gains)} of {len(bs)} kernels; "
            f"`{common}` is most often the best ({counts[common]} kernels); the largest gain is "
            f"{fmt_speedup(top.speedup, top.source)} for {top.kernel} with `{top.profile}`.")
    doc.add(Bullets(tuple(lines)))
    columns = sorted({(b.target, b.precision) for b in best}, key=lambda tp: (tp[0], tp[1] != "f64", tp[1]))
    by = {(b.kernel, b.target, b.precision): b for b in best}
    rows = []
    for kernel in sorted({b.kernel for b in best}):
        row = [kernel]
        for t, prec in columns:
            b = by.get((kernel, t, prec))
            if b is None:
                row.append("-")
                continue
            du = ""
            if b.max_ulp is not None and b.strict_max_ulp is not None and math.isfinite(b.max_ulp - b.strict_max_ulp):
                du = f", {b.max_ulp - b.strict_max_ulp:+.0f} ulp"
            row.append(f"{b.profile} {fmt_speedup(b.speedup, b.source)}{du}")
        rows.append(tuple(row))
    doc.add(Table(("kernel",) + tuple(f"{t} {prec}" for t, prec in columns), tuple(rows),
                  "Best safe profile, its speedup over strict and the change of its max ulp error against strict's. "
                  f"Ties within 2% go to the smaller error, then the fewer flags. `{MODELLED_MARK}` = modelled, "
                  "else measured."))


def _target_section(doc: Document, pts: Sequence[an.Point], target: str, inputs_note: str, metric: str) -> None:
    ps = [p for p in pts if p.target == target]
    precisions = [x for x in ("f64", "f32") if any(p.precision == x for p in ps)]
    precisions += sorted({p.precision for p in ps} - set(precisions))
    doc.add(Heading(2, f"Target {target}"))
    n_meas = sum(1 for p in ps if p.speedup_source == "measured")
    n_mod = sum(1 for p in ps if p.speedup_source == "modelled")
    acc_src = sorted({p.accuracy_source for p in ps if p.accuracy_source})
    doc.add(Para(f"{len(ps)} variants ({inputs_note}); speedups: {n_meas} measured, {n_mod} modelled; "
                 f"accuracy: {', '.join(acc_src) or 'none'}."))
    slug = _slug(target)
    png = pareto_figure(ps, target, precisions, metric)
    if png:
        doc.add(Figure(f"pareto-{slug}", png,
                       f"{target}: speedup over strict against accuracy loss ({METRIC_LABEL[metric]}), one point "
                       "per kernel x profile. "
                       "Filled markers: measured speedup; hollow: modelled. Stars: each profile's geomean "
                       "speedup and median error over the kernels; dashed: their Pareto front."))
    else:
        doc.add(Para("No variant has both a speedup and an accuracy figure: no Pareto plot."))
    for what, cap in (("speedup", f"speedup over strict (`{MODELLED_MARK}` = modelled, else measured)"),
                      ("max_ulp", "max error in ulps against the mpmath reference")):
        png = heatmap_figure(ps, target, precisions, what)
        if png:
            doc.add(Figure(f"heat-{what}-{slug}", png, f"{target}: {cap}, kernel x profile."))
    for prec in precisions:
        effects = an.flag_effects([p for p in ps if p.precision == prec])
        if not effects:
            continue
        flags = sorted({e.flag for e in effects})
        kernels = sorted({e.kernel for e in effects})
        by = {(e.kernel, e.flag): e for e in effects}
        rows = []
        for k in kernels:
            row = [k]
            for f in flags:
                e = by.get((k, f))
                if e is None:
                    row.append("-")
                    continue
                du = "-" if e.ulp_change is None else f"{e.ulp_change:+.0f} ulp"
                row.append(f"{fmt_speedup(e.speedup, e.speedup_source)}, {du}")
            rows.append(tuple(row))
        profile_of = {e.flag: e.profile for e in effects}
        doc.add(Table(("kernel",) + tuple(f if profile_of[f] == f else f"{f} (profile {profile_of[f]})"
                                           for f in flags), tuple(rows),
                      f"{target} {prec}: marginal effect of each single flag (single-flag profiles): speedup over "
                      f"strict and change of the max ulp error. `{MODELLED_MARK}` = modelled."))


def _validation(doc: Document, pts: Sequence[an.Point]) -> None:
    doc.add(Heading(2, "Validation: UB-capable constructs and UB witnesses"))
    rows = an.validation(pts)
    doc.add(Table(("profile", "UB-capable profile", "variants", "with UB-capable constructs (rewritten IR)",
                   "with UB-capable constructs (optimized IR)", "UB witnesses found",
                   "NaN-status changes under NaN inputs", "verdict"),
                  tuple((r.profile, "yes" if r.ub_capable else "no", str(r.variants), str(r.with_constructs),
                         str(r.optimized_with_constructs), str(r.witnesses), str(r.nan_violations),
                         "VIOLATION: a safe profile carries nnan/ninf or changed a NaN" if r.violation
                         else ("UB-capable, as declared" if r.ub_capable else "clean"))
                        for r in rows),
                  "Only UB-capable profiles (`fast`, swept only with --allow-ub) may carry nnan/ninf or the "
                  "equivalent attributes. A UB witness is an input on which the variant's output differs from "
                  "strict because a NaN/Inf assumption was exploited."))
    wit = [(p, w) for p in pts for w in p.ub_witnesses]
    if wit:
        doc.add(Table(("kernel", "profile", "target", "precision", "inputs", "witness"),
                      tuple((p.kernel, p.profile, p.target, p.precision, p.inputs,
                             "; ".join(f"{k}={v}" for k, v in w.items())[:200]) for p, w in wit[:60]),
                      f"UB witnesses ({len(wit)} in all{', first 60 shown' if len(wit) > 60 else ''})."))
    diffs = [p for p in pts if p.status_diffs]
    if diffs:
        doc.add(Table(("kernel", "profile", "target", "precision", "inputs", "NaN/Inf/signed-zero status changes"),
                      tuple((p.kernel, p.profile, p.target, p.precision, p.inputs, str(p.status_diffs))
                            for p in diffs[:80]),
                      "Results whose NaN, Inf or sign-of-zero status differs from the reference "
                      "(kept out of the ulp figures)."))


def _model_section(doc: Document, pts: Sequence[an.Point]) -> None:
    doc.add(Heading(2, "Measured against modelled"))
    checks = an.model_checks(pts)
    if not checks:
        doc.add(Para("No variant has both a measured time that represents its target and a modelled time "
                     "(the model covers GPU targets; GPU targets are measured only when a GPU ran them)."))
        return
    png = model_figure(checks)
    if png:
        doc.add(Figure("model-vs-measured", png, "Measured against modelled time per repetition, per target."))
    ratios = [c.ratio for c in checks]
    doc.add(Para(f"{len(checks)} variants; measured/modelled: geomean {an.geomean(ratios):.2f}, "
                 f"range {min(ratios):.2f} to {max(ratios):.2f} (above 1: the model was optimistic)."))
    doc.add(Table(("kernel", "profile", "target", "precision", "modelled", "measured", "measured/modelled"),
                  tuple((c.kernel, c.profile, c.target, c.precision, fmt_seconds(c.modelled_s),
                         fmt_seconds(c.measured_s), f"{c.ratio:.2f}") for c in checks)))


def _failures(doc: Document, cells: Sequence[CellRow]) -> None:
    doc.add(Heading(2, "Failed cells"))
    fails = an.failures(cells)
    if not fails:
        doc.add(Para("None: every cell finished."))
        return
    groups: dict[tuple[str, str], list[str]] = {}
    for label, stage, msg in fails:
        groups.setdefault((stage, msg), []).append(label)
    rows = []
    for (stage, msg), labels in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        shown = ", ".join(labels[:4]) + (f", ... ({len(labels) - 4} more)" if len(labels) > 4 else "")
        rows.append((stage, msg, str(len(labels)), shown))
    doc.add(Table(("stage", "message", "cells", "which (kernel/profile/target/precision/inputs)"), tuple(rows),
                  f"{len(fails)} failed stage(s) in {len({f[0] for f in fails})} cell(s), grouped by message; "
                  "each cell's other stage results are in the database (fpsem export)."))


def build(cells: Sequence[CellRow], meta: dict[str, str], db: str, metric: str = "max_ulp") -> Document:
    """The report's document from the stored cells."""
    if metric not in ("max_ulp", "max_normalised"):
        raise UsageError(f"unknown accuracy metric {metric!r} (known: max_ulp, max_normalised)")
    doc = Document("fpsem: accuracy/speed trade-offs of fast-math flag profiles")
    _header(doc, cells, meta, db)
    pts = an.points(cells)
    if not cells:
        doc.add(Para("The database holds no cells yet: run `fpsem sweep` first."))
        return doc
    primary = primary_inputs(pts)
    main = [p for p in pts if p.inputs == primary[p.kernel]]
    note = _inputs_note(primary)
    _summary(doc, main, note)
    for target in sorted({p.target for p in main}):
        _target_section(doc, main, target, note, metric)
    _validation(doc, pts)
    _model_section(doc, pts)
    _failures(doc, cells)
    return doc


# ---------------------------------------------------------------- writing


def _md_cell(s: str) -> str:
    # a bare '*' (the modelled mark) must not open emphasis; code spans keep theirs
    parts = s.replace("|", "\\|").replace("\n", " ").split("`")
    return "`".join(p if i % 2 else p.replace("*", "\\*") for i, p in enumerate(parts))


def to_markdown(doc: Document, figures_dir: str = "figures") -> str:
    out = [f"# {doc.title}", ""]
    for b in doc.blocks:
        if isinstance(b, Heading):
            out += ["#" * b.level + " " + b.text, ""]
        elif isinstance(b, Para):
            out += [b.text, ""]
        elif isinstance(b, Bullets):
            out += [f"- {_md_cell(item)}" for item in b.items] + [""]
        elif isinstance(b, Table):
            out.append("| " + " | ".join(_md_cell(h) for h in b.headers) + " |")
            out.append("|" + "---|" * len(b.headers))
            out += ["| " + " | ".join(_md_cell(c) for c in r) + " |" for r in b.rows]
            out += ([""] + [f"*{b.caption}*"] if b.caption else []) + [""]
        elif isinstance(b, Figure):
            out += [f"![{b.caption}]({figures_dir}/{b.name}.png)", "", f"*{b.caption}*", ""]
    return "\n".join(out)


def _inline_md(text: str) -> str:
    """HTML-escape, then render the two inline Markdown forms the report uses (`code`, **bold**)."""
    esc = html.escape(text)
    parts = esc.split("`")
    esc = "".join(f"<code>{p}</code>" if i % 2 else p for i, p in enumerate(parts))
    parts = esc.split("**")
    return "".join(f"<strong>{p}</strong>" if i % 2 else p for i, p in enumerate(parts))


_CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;max-width:1200px;margin:2em auto;padding:0 1em;
color:#222;line-height:1.45}
h1{font-size:1.6em}h2{border-bottom:1px solid #ddd;padding-bottom:.2em;margin-top:2em}
table{border-collapse:collapse;margin:.8em 0;font-size:.85em}
th,td{border:1px solid #ccc;padding:.25em .6em;text-align:left;vertical-align:top}
th{background:#f3f3f3}tr:nth-child(even) td{background:#fafafa}
figure{margin:1em 0}figure img{max-width:100%;height:auto}figcaption,caption{font-size:.85em;color:#555;
caption-side:bottom;text-align:left;padding-top:.3em}code{background:#f3f3f3;padding:0 .2em}
"""


def to_html(doc: Document) -> str:
    out = ["<!DOCTYPE html>", "<html lang=\"en\"><head><meta charset=\"utf-8\">",
           f"<title>{html.escape(doc.title)}</title><style>{_CSS}</style></head><body>",
           f"<h1>{html.escape(doc.title)}</h1>"]
    for b in doc.blocks:
        if isinstance(b, Heading):
            out.append(f"<h{b.level}>{_inline_md(b.text)}</h{b.level}>")
        elif isinstance(b, Para):
            out.append(f"<p>{_inline_md(b.text)}</p>")
        elif isinstance(b, Bullets):
            out.append("<ul>" + "".join(f"<li>{_inline_md(item)}</li>" for item in b.items) + "</ul>")
        elif isinstance(b, Table):
            out.append("<table>")
            if b.caption:
                out.append(f"<caption>{_inline_md(b.caption)}</caption>")
            out.append("<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in b.headers) + "</tr>")
            out += ["<tr>" + "".join(f"<td>{_inline_md(c)}</td>" for c in r) + "</tr>" for r in b.rows]
            out.append("</table>")
        elif isinstance(b, Figure):
            data = base64.b64encode(b.png).decode()
            out.append(f"<figure><img alt=\"{html.escape(b.caption)}\" src=\"data:image/png;base64,{data}\">"
                       f"<figcaption>{_inline_md(b.caption)}</figcaption></figure>")
    out.append("</body></html>")
    return "\n".join(out)


@dataclass(frozen=True)
class Written:
    html: Path
    markdown: Path
    figures: tuple[Path, ...]


def write_report(store: Store, out_dir: Path, metric: str = "max_ulp") -> Written:
    """Write ``report.html``, ``report.md`` and ``figures/*.png`` for the store's cells into ``out_dir``."""
    doc = build(store.cells(), store.meta(), str(store.path), metric)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        fig_dir = out_dir / "figures"
        fig_dir.mkdir(exist_ok=True)
        for stale in [*fig_dir.glob("pareto-*.png"), *fig_dir.glob("heat-*.png"), fig_dir / "model-vs-measured.png"]:
            stale.unlink(missing_ok=True)  # figures of an earlier report (other targets) must not linger
        figs = []
        for b in doc.blocks:
            if isinstance(b, Figure):
                p = fig_dir / f"{b.name}.png"
                p.write_bytes(b.png)
                figs.append(p)
        html_path = out_dir / "report.html"
        md_path = out_dir / "report.md"
        html_path.write_text(to_html(doc))
        md_path.write_text(to_markdown(doc))
    except OSError as e:
        raise UsageError(f"cannot write the report into {out_dir}: {e.strerror or e}") from None
    return Written(html_path, md_path, tuple(figs))
