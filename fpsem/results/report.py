"""The trade-off report of a sweep: ``report.html`` (self-contained) and ``report.md``.

The report is built once as a list of blocks (headings, paragraphs, tables,
figures) from the stored cells (:mod:`fpsem.results.analysis`), then written
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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fpsem.accuracy.error_metrics import strict_wrong_at
from fpsem.core.errors import UsageError
from fpsem.core.limits import write_folder
from fpsem.results import analysis as an
from fpsem.results.store import CellRow, Store
from fpsem.speed.speedup import CellSpeedup
from fpsem.speed.stats import DEFAULT_THRESHOLD

MODELLED_MARK = "*"
EMULATED_MARK = "†"
NOT_SIGNIFICANT = "n.s."
NO_INTERVAL_NOTE = "no interval"
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


def plural(n: int, word: str, many: str | None = None) -> str:
    """``1 kernel``, ``3 kernels``."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def fmt_interval(speed: CellSpeedup | None) -> str:
    """`` [1.22–1.28]`` for a measured interval, `` (no interval)`` for a measured ratio without one, else ''."""
    if speed is None or speed.same_code:
        return ""
    if speed.has_interval:
        assert speed.low is not None and speed.high is not None
        digits = 3 if speed.high - speed.low < 0.02 else 2  # a narrow interval needs the third digit to show
        return f" [{speed.low:.{digits}f}–{speed.high:.{digits}f}]"
    return f" ({NO_INTERVAL_NOTE})" if speed.source == "measured" else ""


def fmt_speedup(s: float | None, source: str | None, speed: CellSpeedup | None = None) -> str:
    """A speedup as a table shows it: ``1.25x [1.22–1.28]``, ``1.01x [0.99–1.03] n.s.``, ``1.30x*`` (modelled),
    ``1.00x same code``; with ``speed`` None only the ratio and the modelled mark."""
    if s is None:
        return "-"
    if speed is not None and speed.same_code:
        return "1.00x same code"
    text = f"{s:.2f}x" + (MODELLED_MARK if source == "modelled" else "") + fmt_interval(speed)
    if speed is not None and speed.has_interval and not speed.significant:
        text += f" {NOT_SIGNIFICANT}"
    return text


def accuracy_note(how: str, source: str | None) -> str:
    """What an accuracy figure is, from the stored ``how`` of the accuracy stage (older records lack it)."""
    if how:
        return how
    if source == "emulated":
        return "emulated (this record does not say what the emulation captures; docs/accuracy.md has the long form)"
    return source or "unknown"


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


def tick_decimals(locs: Sequence[float]) -> int:
    """The fewest decimals (up to 6) that write every tick exactly, so neighbouring ticks never read the same
    (``%.3g`` wrote 1.005 and 1.01 both as ``1.01x``)."""
    for d in range(7):
        if all(abs(v - round(v, d)) <= 1e-9 * max(1.0, abs(v)) for v in locs):
            return d
    return 6


def _speedup_formatter(log: bool = False) -> Any:
    from matplotlib.ticker import Formatter

    class SpeedupFormatter(Formatter):  # type: ignore[misc]
        """``1.25x`` tick labels with the decimals the ticks need (:func:`tick_decimals`); on a log axis,
        whose major ticks are powers of ten, ``%g`` (``10x``, ``1x``, ``0.1x``)."""

        decimals = 2

        def set_locs(self, locs: Sequence[float]) -> None:
            super().set_locs(locs)
            self.decimals = tick_decimals(list(locs))

        def __call__(self, v: float, pos: int | None = None) -> str:
            return f"{v:g}x" if log else f"{v:.{self.decimals}f}x"

    return SpeedupFormatter()


def _yerr(y: float, speed: CellSpeedup | None) -> list[list[float]] | None:
    if speed is None or speed.same_code or not speed.has_interval:
        return None
    assert speed.low is not None and speed.high is not None
    return [[max(y - speed.low, 0.0)], [max(speed.high - y, 0.0)]]


@dataclass(frozen=True)
class Band:
    """A profile's aggregate interval: the geometric mean of its kernels' bounds (same code: 1 and 1)."""

    low: float
    high: float


def aggregate_band(ps: Sequence[an.Point]) -> Band | None:
    """The geomean of the lower and of the upper bounds of the points' speedups, when every point has an
    interval (or the same code as strict); None otherwise.  Not a confidence interval of the geomean: a
    plain summary of how far the kernels' own intervals reach."""
    lows, highs = [], []
    for p in ps:
        sp = p.speed
        if sp is None or not sp.has_interval:
            return None
        assert sp.low is not None and sp.high is not None
        lows.append(sp.low)
        highs.append(sp.high)
    lo, hi = an.geomean(lows), an.geomean(highs)
    return Band(lo, hi) if lo and hi else None


def pareto_figure(pts: Sequence[an.Point], target: str, precisions: Sequence[str], metric: str,
                  threshold: float = DEFAULT_THRESHOLD) -> bytes | None:
    """Speedup over strict against accuracy loss, one panel per precision (None when nothing to plot).

    Every point carries its interval as an error bar; a point with no significant difference is drawn faint,
    one with the same code as strict as a square at exactly 1; the grey band is the practical threshold
    around 1 (changes inside it are never called significant)."""
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch
    from matplotlib.ticker import FuncFormatter

    usable = [p for p in pts if p.speedup is not None and an.accuracy_loss(p, metric) is not None]
    if not usable:
        return None
    colors = _profile_colors({p.profile for p in pts})
    fig = _new_figure(5.2 * len(precisions) + 2.6, 4.4)
    axes = fig.subplots(1, len(precisions), squeeze=False)[0]
    xlabel = METRIC_LABEL[metric]
    for ax, prec in zip(axes, precisions):
        ps = [p for p in usable if p.precision == prec]
        ax.axhspan(1 / (1 + threshold), 1 + threshold, color="grey", alpha=0.15, linewidth=0, zorder=0)
        for p in ps:
            x = an.accuracy_loss(p, metric)
            y = p.speedup
            assert y is not None
            c = colors[p.profile]
            measured = p.speedup_source == "measured"
            sp = p.speed
            if sp is not None and sp.same_code and p.profile != an.STRICT:
                ax.scatter([x], [1.0], s=26, marker="s", facecolors="none", edgecolors=c, linewidths=1.2, zorder=3)
                continue
            faint = sp is not None and sp.has_interval and not sp.significant and p.profile != an.STRICT
            err = _yerr(y, sp)
            if err is not None:
                ax.errorbar([x], [y], yerr=err, fmt="none", ecolor=c, elinewidth=0.9, capsize=2,
                            alpha=0.4 if faint else 0.85, zorder=2)
            ax.scatter([x], [y], s=28, marker="X" if p.ub_capable else "o",
                       facecolors=c if measured else "none", edgecolors=c, linewidths=1.2,
                       alpha=0.35 if faint else 0.85, zorder=3)
        aggs = an.profile_aggregates(ps, metric)
        if aggs:
            front = an.pareto_front([(a.loss, a.speedup) for a in aggs])
            for a in aggs:
                band = aggregate_band([p for p in ps if p.profile == a.profile])
                if band is not None and a.profile != an.STRICT:
                    ax.errorbar([a.loss], [a.speedup], yerr=[[max(a.speedup - band.low, 0.0)],
                                                             [max(band.high - a.speedup, 0.0)]],
                                fmt="none", ecolor="black", elinewidth=1.2, capsize=4, zorder=4)
                ax.scatter([a.loss], [a.speedup], s=170, marker="*", color=colors[a.profile], edgecolors="black",
                           linewidths=0.6, zorder=5)
            fx = [aggs[i].loss for i in front]
            fy = [aggs[i].speedup for i in front]
            ax.step(fx, fy, where="post", color="black", linewidth=1.0, linestyle="--", zorder=4)
        ax.axhline(1.0, color="grey", linewidth=0.6)
        speeds = [p.speedup for p in ps if p.speedup] + [1.0]
        log_axis = max(speeds) / min(speeds) > 8  # a log axis only where the range needs one
        if log_axis:
            ax.set_yscale("log")
            ax.yaxis.set_minor_formatter(FuncFormatter(_minor_speedup_label))
            ax.tick_params(axis="y", which="minor", labelsize=7)
        ax.yaxis.set_major_formatter(_speedup_formatter(log_axis))
        linthresh = 1.0 if metric == "max_ulp" else 1e-16
        ax.set_xscale("symlog", linthresh=linthresh)
        xs = [x for p in ps if (x := an.accuracy_loss(p, metric)) is not None and math.isfinite(x)]
        right = max(xs + [linthresh]) * 1.8
        ax.set_xlim(-0.3 * linthresh, right)  # points with no error at all, and the largest, stay visible
        ax.set_xlabel(xlabel)
        ax.set_ylabel("speedup over strict")
        ax.set_title(f"{target} {prec}: {plural(len(ps), 'variant')}")
        ax.grid(True, which="major", alpha=0.3)
    handles = [Line2D([], [], marker="o", linestyle="", color=colors[p], label=p) for p in sorted(colors)]
    handles += [
        Line2D([], [], marker="o", linestyle="", color="black", label="filled: measured speedup"),
        Line2D([], [], marker="o", linestyle="", markerfacecolor="none", color="black",
               label="hollow: modelled speedup"),
        Line2D([], [], marker="o", linestyle="", color="black", alpha=0.35,
               label="faint: no significant difference"),
        Line2D([], [], marker="s", linestyle="", markerfacecolor="none", color="black",
               label="square: same code as strict (1.00x)"),
        Line2D([], [], marker="|", markersize=10, linestyle="", color="black",
               label="bar: 95 % interval of the speedup"),
        Patch(facecolor="grey", alpha=0.3, label=f"±{100 * threshold:g} %: below the practical threshold"),
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
            src = {(p.kernel, p.profile): p for p in ps}
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
            for i, k in enumerate(kernels):  # no colour for what is not a significant change
                for j, pr in enumerate(profiles):
                    pt = src.get((k, pr))
                    if pt is not None and np.isfinite(data[i, j]) and not _coloured(pt):
                        data[i, j] = 0.0
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
                    text = heat_speedup_text(v, src.get((kernels[i], profiles[j])))
                else:
                    text = fmt_ulp(v)
                shade = float(norm(data[i, j])) if np.isfinite(data[i, j]) else 0.5
                dark = abs(shade - 0.5) > 0.3 if what == "speedup" else shade > 0.6
                ax.text(j, i, text, ha="center", va="center", fontsize=6 if "\n" in text else 7,
                        color="white" if dark else "black", linespacing=0.9)
        ax.set_xticks(range(len(profiles)), profiles, rotation=45, ha="right", fontsize=8)
        ax.set_yticks(range(len(kernels)), kernels, fontsize=8)
        title = "speedup over strict" if what == "speedup" else "max error (ulp)"
        ax.set_title(f"{target} {prec}: {title}", fontsize=9)
        cb = fig.colorbar(im, ax=ax, fraction=0.04)
        if what == "speedup":
            ticks = colorbar_ticks(span)
            cb.set_ticks([math.log(t) for t in ticks], labels=[f"{t:g}x" for t in ticks])
            cb.set_label("speedup over strict", fontsize=8)
            cb.ax.tick_params(labelsize=7)
        else:
            cb.set_label("max ulp + 1 (log scale)", fontsize=8)
    return _png(fig)


def colorbar_ticks(span: float) -> list[float]:
    """Speedup ticks for a colour bar covering log speedups in [-span, span]: a set spaced for the range,
    so the labels never run into each other."""
    if span > 1.0:
        candidates: tuple[float, ...] = (0.125, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0)
    elif span > 0.3:
        candidates = (0.5, 0.67, 0.8, 1.0, 1.25, 1.5, 2.0)
    elif span > 0.08:
        candidates = (0.8, 0.9, 1.0, 1.1, 1.25)
    else:
        candidates = (0.95, 0.98, 1.0, 1.02, 1.05)
    return [t for t in candidates if abs(math.log(t)) <= span + 1e-12]


def _coloured(p: an.Point) -> bool:
    """A heatmap cell is coloured only for a significant change (measured) or one beyond the threshold
    (modelled, or a measured ratio of an older record without samples, which is marked '?')."""
    sp = p.speed
    if sp is None or sp.same_code:
        return False
    return sp.significant or not sp.has_interval


def heat_speedup_text(v: float, p: an.Point | None) -> str:
    """A heatmap cell: ``1.25`` over ``±2.1%`` (its interval) when significant, ``(1.01)`` over its interval
    when not, ``same`` for the same code as strict, ``1.07?`` measured without an interval (older record),
    ``1.30*`` modelled."""
    sp = p.speed if p else None
    is_strict = p is not None and p.profile == an.STRICT
    if sp is not None and sp.same_code and not is_strict:
        return "same"
    text = f"{v:.2f}"
    if sp is None or is_strict:
        return text
    if sp.source == "modelled":
        return text + MODELLED_MARK
    if not sp.has_interval:
        return text + "?"
    hw = sp.half_width_percent
    band = f"\n±{hw:.1f}%" if hw is not None else ""
    return (text if sp.significant else f"({text})") + band


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


def _header(doc: Document, cells: Sequence[CellRow], meta: dict[str, str], db: str, threshold: float) -> None:
    status = {s: sum(1 for c in cells if c.status == s) for s in ("done", "failed", "running")}
    tools = sorted({c.tool_version for c in cells})
    llvms = sorted({c.llvm_version for c in cells})
    devices = sorted({s.device for c in cells for s in c.stages if s.device and s.provenance == "measured"})
    doc.add(Para(
        f"Results database `{db}` (schema {meta.get('schema_version', '?')}, created {meta.get('created', '?')}); "
        f"report written {time.strftime('%Y-%m-%d %H:%M:%S')}. {plural(len(cells), 'cell')}: {status['done']} done, "
        f"{status['failed']} failed, {status['running']} interrupted. fpsem {', '.join(tools) or '-'}, "
        f"LLVM {', '.join(llvms) or '-'}. Measured on: {', '.join(devices) or 'nothing'}."))
    doc.add(Para(
        "How each figure was obtained: a speedup is **measured** when the variant and the strict variant were "
        "both timed on hardware that represents the target (the host CPU for `host`, the GPU for a GPU target "
        "it stands for), and **modelled** otherwise (fpsem's performance model, docs/model.md: the static machine "
        "code and the target's calibrated or datasheet figures; each modelled time carries the error band its "
        f"validation on the H200 measured, fpsem/data/model_bands.toml{_band_example()}); "
        f"modelled numbers carry `{MODELLED_MARK}` in tables and hollow markers in plots. "
        "A measured speedup is the median of the per-round time ratios with its 95 % bootstrap interval "
        "`[low–high]`; it is **significant** only when the interval excludes 1 and the change exceeds "
        f"{100 * threshold:g} % (`{NOT_SIGNIFICANT}` marks one that is not; `{NO_INTERVAL_NOTE}`: a record "
        "written before the samples were kept). A modelled speedup counts only beyond the same threshold. A "
        "variant whose machine code is identical to strict's is shown as **same code** and is 1.00x by "
        "construction, never a timing ratio. "
        "Accuracy is the error of the variant's outputs against an mpmath reference, **measured** on a real run "
        f"or **emulated** (`{EMULATED_MARK}`: the target's optimized IR run on the host; each accuracy table says "
        "what the emulation does and does not capture, docs/accuracy.md has the long form)."))


def _band_example() -> str:
    """``: cold timing ±34 %, validated on ...`` from the band file, or nothing when there is none."""
    from fpsem.speed.bands import band_for

    b = band_for("h200", "cold")
    return f": under cold timing {b.text}" if b else ""


def fmt_best(b: an.Best) -> str:
    """The pick of a summary: ratio, modelled mark and interval."""
    text = f"{b.speedup:.2f}x" + (MODELLED_MARK if b.source == "modelled" else "")
    if b.low is not None and b.high is not None:
        digits = 3 if b.high - b.low < 0.02 else 2
        text += f" [{b.low:.{digits}f}–{b.high:.{digits}f}]"
    return text


def no_gain_note(b: an.Best, threshold: float) -> str:
    """How strong "no significant gain" is: the widest interval half-width of the group (its resolution)."""
    if b.all_same_code:
        return "every safe profile: same code as strict"
    if b.source == "modelled" and b.resolution_percent is None:
        return f"modelled: no gain beyond {100 * threshold:g} %"
    if b.resolution_percent is not None:
        return f"±{b.resolution_percent:.1f} %"
    return "no interval: too few timed rounds (one repetition exceeds the time budget) or no samples kept"


def _ulp_mark(p: an.Point | None) -> str:
    return EMULATED_MARK if p is not None and p.accuracy_source == "emulated" else ""


def _summary(doc: Document, pts: Sequence[an.Point], inputs_note: str, threshold: float) -> None:
    doc.add(Heading(2, "Summary: the most profitable safe profile per kernel and target"))
    doc.add(Para(f"A safe profile is one that cannot create poison (no nnan/ninf); {inputs_note}. Only "
                 f"significant gains are ranked (measured: the interval excludes 1 and the gain exceeds "
                 f"{100 * threshold:g} %; modelled: the modelled gain exceeds {100 * threshold:g} %)."))
    best = an.best_safe(pts)
    if not best:
        doc.add(Para("No kernel has a speedup over strict yet (no strict cell, or no run and no model)."))
        return
    by_point = {(p.kernel, p.target, p.precision, p.profile): p for p in pts}
    lines = []
    by_target: dict[str, list[an.Best]] = {}
    for b in best:
        by_target.setdefault(f"{b.target} {b.precision}", []).append(b)
    for tp, bs in sorted(by_target.items()):
        gains = [b for b in bs if b.profile is not None]
        if not gains:
            widths = [b.resolution_percent for b in bs if b.resolution_percent is not None]
            where = "its one kernel" if len(bs) == 1 else f"any of its {len(bs)} kernels"
            if all(b.all_same_code for b in bs):
                how = "every safe profile compiles to strict's code"
            elif widths:
                how = f"intervals up to ±{max(widths):.1f} %"
            elif all(b.source == "modelled" for b in bs):
                how = "modelled"
            else:
                lines.append(f"{tp}: no speedup can be called significant on {where}: the records keep no timing "
                             "samples, so their ratios have no interval (re-run the sweep to get them).")
                continue
            lines.append(f"{tp}: no profile is significantly faster than strict on {where} "
                         f"({how}; threshold ±{100 * threshold:g} %).")
            continue
        top = max(gains, key=lambda b: b.speedup)
        counts: dict[str, int] = {}
        for b in gains:
            assert b.profile is not None
            counts[b.profile] = counts.get(b.profile, 0) + 1
        common = max(sorted(counts), key=lambda k: counts[k])
        if all(b.source == "measured" for b in gains):
            kind = "significantly faster than strict"
        elif all(b.source == "modelled" for b in gains):
            kind = f"faster than strict by more than {100 * threshold:g} % (modelled)"
        else:
            kind = f"significantly (or, modelled, by more than {100 * threshold:g} %) faster than strict"
        lines.append(
            f"{tp}: a safe profile is {kind} on {len(gains)} of {plural(len(bs), 'kernel')}; "
            f"`{common}` is most often the best ({plural(counts[common], 'kernel')}); the largest gain is "
            f"{fmt_best(top)} for {top.kernel} with `{top.profile}`.")
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
            if b.profile is None:
                note = no_gain_note(b, threshold)
                row.append(f"not ranked ({note})" if note.startswith("no interval") else f"none significant ({note})")
                continue
            du = ""
            if b.max_ulp is not None and b.strict_max_ulp is not None and math.isfinite(b.max_ulp - b.strict_max_ulp):
                du = f", {b.max_ulp - b.strict_max_ulp:+.0f} ulp{_ulp_mark(by_point.get((kernel, t, prec, b.profile)))}"
            row.append(f"{b.profile} {fmt_best(b)}{du}")
        rows.append(tuple(row))
    doc.add(Table(("kernel",) + tuple(f"{t} {prec}" for t, prec in columns), tuple(rows),
                  "Best safe profile among the significant gains, its speedup over strict with its 95 % interval, "
                  "and the change of its max ulp error against strict's; 'none significant (±x %)': no profile is "
                  "significantly faster, x being the widest interval half-width of the kernel's variants. Ties "
                  "(within 2 %, or overlapping intervals) go to the smaller error, then the fewer flags. "
                  f"`{MODELLED_MARK}` = modelled, else measured; `{EMULATED_MARK}` = emulated accuracy."))


def _accuracy_notes(ps: Sequence[an.Point]) -> list[str]:
    """The distinct descriptions of how the points' accuracy was obtained, emulated ones first."""
    notes = {accuracy_note(p.accuracy_how, p.accuracy_source) for p in ps if p.accuracy_source}
    return sorted(notes, key=lambda n: (not n.startswith("emulated"), n))


def _fmt_inputs(inputs: Any) -> str:
    if not isinstance(inputs, dict) or not inputs:
        return "-"
    return ", ".join(f"{k}={_g(v)}" for k, v in list(inputs.items())[:6]) + (", ..." if len(inputs) > 6 else "")


def _g(v: Any) -> str:
    """A stored value in full (the shortest text that reads back to the same double): a 1-ulp difference shows."""
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return repr(float(v))
    return "-" if v is None else str(v)


def worst_rows(ps: Sequence[an.Point], limit: int = 60) -> tuple[list[tuple[str, ...]], int]:
    """Rows of the worst-inputs table: per kernel and precision, strict and every variant whose max ulp differs
    from strict's, with the element of its largest error, the inputs there and strict's result there.
    Returns (rows, how many rows there were before the ``limit``)."""
    by = {(p.kernel, p.precision, p.profile): p for p in ps}
    rows = []
    for p in sorted(ps, key=lambda p: (p.kernel, p.precision != "f64", p.precision, p.profile != an.STRICT,
                                        p.profile)):
        w = p.worst
        strict = by.get((p.kernel, p.precision, an.STRICT))
        if w is None:
            if p.max_ulp == 0 and strict is not None and strict.worst is not None and p.profile != an.STRICT:
                # more accurate than strict: every compared element correctly rounded (e.g. FMA contraction)
                rows.append((p.kernel, p.precision, p.profile, "0" + _ulp_mark(p), "-",
                             "-", "every compared element correctly rounded", "strict is not (see its row)"))
            continue
        if p.profile != an.STRICT and strict is not None and strict.max_ulp == p.max_ulp:
            continue  # as accurate as strict at its worst: nothing to point at
        sw = w.get("strict_wrong")
        if p.profile == an.STRICT:
            there = "(strict)"
        elif sw is None:
            there = _strict_there_from_its_cell(w, strict)
        else:
            su = w.get("strict_ulp")
            there = (f"also wrong: {_g(w.get('strict_computed'))} ({fmt_ulp(su)} ulp)" if sw
                     else f"correctly rounded: {_g(w.get('strict_computed'))}")
        rows.append((p.kernel, p.precision, p.profile, fmt_ulp(p.max_ulp) + _ulp_mark(p),
                     f"{w.get('output', '?')}[{w.get('index', '?')}]", _fmt_inputs(w.get("inputs")),
                     f"{_g(w.get('computed'))} / {_g(w.get('reference'))}", there))
    return rows[:limit], len(rows)


def _strict_there_from_its_cell(w: Mapping[str, Any], strict: an.Point | None) -> str:
    """What strict's own cell says about a variant's worst element: its own worst element when it is the same
    one, else its stored map of inexact elements; 'not known' for records without either."""
    sw = strict.worst if strict is not None else None
    if sw and (sw.get("output"), sw.get("index")) == (w.get("output"), w.get("index")):
        return f"also wrong: {_g(sw.get('computed'))} ({fmt_ulp(sw.get('ulp'))} ulp, strict's own worst)"
    bitmap = strict.inexact_bitmap if strict is not None else None
    pos = w.get("position")
    if bitmap and isinstance(pos, int) and not isinstance(pos, bool):
        wrong = strict_wrong_at(bitmap, str(w.get("output")), pos)
        if wrong is not None:
            return "also wrong (strict's cell)" if wrong else "correctly rounded (strict's cell)"
    return "not known (strict not run beside it)"


def _accuracy_section(doc: Document, ps: Sequence[an.Point], target: str) -> None:
    notes = _accuracy_notes(ps)
    if not notes:
        return
    emulated = any(p.accuracy_source == "emulated" for p in ps)
    doc.add(Heading(3, f"{target}: accuracy and worst inputs"))
    doc.add(Bullets(tuple(f"{'accuracy ' + EMULATED_MARK if n.startswith('emulated') else 'accuracy'}: {n}"
                          for n in notes)))
    rows, total = worst_rows(ps)
    if not any(p.worst for p in ps):
        doc.add(Para("No worst inputs stored (records written before fpsem kept them)."))
        return
    head = f"max ulp ({'emulated ' + EMULATED_MARK if emulated else 'measured'})"
    doc.add(Table(("kernel", "precision", "profile", head, "worst element", "inputs there", "got / correctly rounded",
                   "strict there"), tuple(rows),
                  f"The element with each variant's largest ulp error, for strict and for every variant whose max "
                  f"error differs from strict's ({total} rows{', first 60 shown' if total > 60 else ''}); the "
                  "inputs are the kernel's input arrays at that index and its scalars."
                  + (f" {EMULATED_MARK} " + "; ".join(n for n in notes if n.startswith("emulated"))
                     if emulated else "")))


def _target_section(doc: Document, pts: Sequence[an.Point], target: str, inputs_note: str, metric: str,
                    threshold: float) -> None:
    ps = [p for p in pts if p.target == target]
    precisions = [x for x in ("f64", "f32") if any(p.precision == x for p in ps)]
    precisions += sorted({p.precision for p in ps} - set(precisions))
    doc.add(Heading(2, f"Target {target}"))
    others = [p for p in ps if p.profile != an.STRICT and p.speed is not None]
    n_meas = sum(1 for p in others if p.speedup_source == "measured" and not p.same_code)
    n_mod = sum(1 for p in others if p.speedup_source == "modelled" and not p.same_code)
    n_same = sum(1 for p in others if p.same_code)
    n_sig = sum(1 for p in others if p.speed is not None and p.speed.is_gain)
    acc_src = sorted({p.accuracy_source for p in ps if p.accuracy_source})
    doc.add(Para(f"{plural(len(ps), 'variant')} ({inputs_note}); speedups over strict: {n_meas} measured, "
                 f"{n_mod} modelled, {n_same} same code as strict; {n_sig} faster than strict (measured: "
                 "significantly; modelled: beyond the threshold); "
                 f"accuracy: {', '.join(acc_src) or 'none'}."))
    slug = _slug(target)
    png = pareto_figure(ps, target, precisions, metric, threshold)
    if png:
        doc.add(Figure(f"pareto-{slug}", png,
                       f"{target}: speedup over strict against accuracy loss ({METRIC_LABEL[metric]}), one point "
                       "per kernel x profile, with its 95 % interval as a bar. "
                       "Filled markers: measured speedup; hollow: modelled; faint: no significant difference; "
                       "squares: same code as strict. Grey band: within the practical threshold of 1. Stars: each "
                       "profile's geomean speedup and median error over the kernels (bar: geomean of the kernels' "
                       "bounds); dashed: their Pareto front."
                       + (f" Accuracy {EMULATED_MARK}: " + "; ".join(n for n in _accuracy_notes(ps)
                                                                     if n.startswith("emulated"))
                          if any(p.accuracy_source == "emulated" for p in ps) else "")))
    else:
        doc.add(Para("No variant has both a speedup and an accuracy figure: no Pareto plot."))
    heat_caps = {
        "speedup": f"speedup over strict (`{MODELLED_MARK}` = modelled, else measured, with the half-width of "
                   "its 95 % interval below it; coloured only where significant; `(1.01)`: no significant "
                   "difference; `same`: same code as strict; `?`: measured without an interval)",
        "max_ulp": "max error in ulps against the mpmath reference"
                   + ("; " + EMULATED_MARK + " " + "; ".join(n for n in _accuracy_notes(ps) if n.startswith("emulated"))
                      if any(p.accuracy_source == "emulated" for p in ps) else ""),
    }
    for what, cap in heat_caps.items():
        png = heatmap_figure(ps, target, precisions, what)
        if png:
            doc.add(Figure(f"heat-{what}-{slug}", png, f"{target}: {cap}, kernel x profile."))
    for prec in precisions:
        pp = [p for p in ps if p.precision == prec]
        effects = an.flag_effects(pp)
        if not effects:
            continue
        point = {(p.kernel, p.profile): p for p in pp}
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
                pt = point.get((k, e.profile))
                du = "-" if e.ulp_change is None else f"{e.ulp_change:+.0f} ulp{_ulp_mark(pt)}"
                row.append(f"{fmt_speedup(e.speedup, e.speedup_source, pt.speed if pt else None)}, {du}")
            rows.append(tuple(row))
        profile_of = {e.flag: e.profile for e in effects}
        doc.add(Table(("kernel",) + tuple(f if profile_of[f] == f else f"{f} (profile {profile_of[f]})"
                                           for f in flags), tuple(rows),
                      f"{target} {prec}: marginal effect of each single flag (single-flag profiles): speedup over "
                      f"strict with its 95 % interval (`{NOT_SIGNIFICANT}`: no significant difference) and change of "
                      f"the max ulp error. `{MODELLED_MARK}` = modelled; `{EMULATED_MARK}` = emulated accuracy."))
    _accuracy_section(doc, ps, target)


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


def build(cells: Sequence[CellRow], meta: dict[str, str], db: str, metric: str = "max_ulp",
          threshold: float = DEFAULT_THRESHOLD) -> Document:
    """The report's document from the stored cells; ``threshold``: the practical size (relative) a speedup
    must exceed to be called significant."""
    if metric not in ("max_ulp", "max_normalised"):
        raise UsageError(f"unknown accuracy metric {metric!r} (known: max_ulp, max_normalised)")
    if not 0.0 <= threshold < 1.0:
        raise UsageError(f"the significance threshold must be a fraction in [0, 1), not {threshold}")
    doc = Document("fpsem: accuracy/speed trade-offs of fast-math flag profiles")
    _header(doc, cells, meta, db, threshold)
    pts = an.points(cells, threshold)
    if not cells:
        doc.add(Para("The database holds no cells yet: run `fpsem sweep` first."))
        return doc
    primary = primary_inputs(pts)
    main = [p for p in pts if p.inputs == primary[p.kernel]]
    note = _inputs_note(primary)
    _summary(doc, main, note, threshold)
    for target in sorted({p.target for p in main}):
        _target_section(doc, main, target, note, metric, threshold)
    _validation(doc, pts)
    _model_section(doc, pts)
    _failures(doc, cells)
    from fpsem.search.report import add_sections  # flag attribution, bisections and tunings (issue 16)

    add_sections(doc, pts, db, (Heading, Para, Bullets, Table))
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


def write_report(store: Store, out_dir: Path, metric: str = "max_ulp",
                 threshold: float = DEFAULT_THRESHOLD) -> Written:
    """Write ``report.html``, ``report.md`` and ``figures/*.png`` for the store's cells into ``out_dir``,
    whole or not at all (:func:`fpsem.core.limits.write_folder`: a failure leaves an earlier report as it was)."""
    doc = build(store.cells(), store.meta(), str(store.path), metric, threshold)
    names = write_folder(out_dir, lambda d: _write_files(doc, d), "the report")
    return Written(out_dir / names[0], out_dir / names[1], tuple(out_dir / n for n in names[2:]))


def _write_files(doc: Document, out_dir: Path) -> list[str]:
    """Write the report's files into the (fresh) folder ``out_dir``; their names, html and markdown first."""
    fig_dir = out_dir / "figures"
    fig_dir.mkdir()
    figs = []
    for b in doc.blocks:
        if isinstance(b, Figure):
            (fig_dir / f"{b.name}.png").write_bytes(b.png)
            figs.append(f"figures/{b.name}.png")
    (out_dir / "report.html").write_text(to_html(doc))
    (out_dir / "report.md").write_text(to_markdown(doc))
    return ["report.html", "report.md", *figs]
