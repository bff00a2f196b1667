"""The trade-off report of a sweep: ``report.html`` (self-contained, interactive) and ``report.md``.

The report is built once as a :class:`~fpsem.results.document.Document` (headings with anchors,
paragraphs, tables, charts, folds) from the stored cells (:mod:`fpsem.results.analysis`), then written
twice: HTML with a table of contents and interactive Vega-Lite charts, the Vega libraries inlined so
it works offline (:mod:`fpsem.results.html`), and Markdown with every chart as a picture and a table
(:mod:`fpsem.results.markdown`).  Both files and ``figures/`` are written into a temporary folder
first and moved into place only when all of them are complete: a failed report leaves the previous
one as it was.

Layout: the summary first (only kernels where something is gained or lost), then one section per
target, each opening with its own summary (kernels with nothing gained, lost or UB-capable folded
away), its speed/accuracy chart (identical points merged: ``algebraic = algebraic-afn = contract``),
its heatmaps and its tables; then validation, model checks, failures and searches.

Every figure says how it was obtained: speedups are *measured* (filled markers; plain numbers) where
both the variant and strict were timed on hardware that represents the target, *modelled* (hollow
markers; numbers marked ``*``) otherwise; accuracy is *measured* on a real run or *emulated* (``†``);
a count of UB witnesses names the inputs it rests on.  Significance comes from
:class:`fpsem.speed.speedup.CellSpeedup` (``is_gain``, ``significant``), so a change of the rule there
(same-code groups, multiple-comparison control) reaches every table and chart of the report.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fpsem.accuracy.error_metrics import strict_wrong_at
from fpsem.core.errors import FpsemError, UsageError
from fpsem.core.limits import write_folder
from fpsem.core.progress import SILENT, Progress
from fpsem.results import analysis as an
from fpsem.results import charts
from fpsem.results.document import Bullets, Chart, Document, Fold, Heading, Para, Table
from fpsem.results.html import to_html
from fpsem.results.markdown import to_markdown
from fpsem.results.names import short_names
from fpsem.results.palette import ordered
from fpsem.results.store import CellRow, Store
from fpsem.speed.speedup import CellSpeedup
from fpsem.speed.stats import DEFAULT_THRESHOLD

__all__ = ["Document", "Written", "build", "fmt_speedup", "plural", "to_html", "to_markdown", "write_report"]

MODELLED_MARK = "*"
EMULATED_MARK = "†"
NOT_SIGNIFICANT = "n.s."
NO_INTERVAL_NOTE = "no interval"
METRIC_LABEL = {"max_ulp": "max error in ulps", "max_normalised": "max condition-normalised error"}


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


# ---------------------------------------------------------------- chart rows


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


def kernel_groups(kernels: Sequence[str]) -> dict[str, str]:
    """kernel (as the report names it) -> its group from the kernel's spec (``basic``, ``apps``, ...);
    ``imported`` for a kernel whose spec names none, ``other`` where no spec of that name is found."""
    from fpsem.kernels.registry import load_spec

    out = {}
    for k in kernels:
        name = k.partition(" [")[0]
        try:
            out[k] = load_spec(name).group or "imported"
        except FpsemError:
            out[k] = "other"
    return out


def _speed_how(p: an.Point) -> str:
    sp = p.speed
    if sp is None:
        return "-"
    if sp.same_code:
        return "same machine code as strict (1.00x by construction)"
    if not sp.how:
        return sp.source
    return sp.how if sp.how.startswith(sp.source) else f"{sp.source} ({sp.how})"


def merged_rows(ms: Sequence[an.Merged], names: Mapping[str, str], groups: Mapping[str, str],
                metric: str) -> tuple[list[dict[str, Any]], list[an.Merged]]:
    """Chart rows of merged points (one marker each), and the merged points that cannot be drawn
    (no speedup, or an error that is not finite)."""
    rows, left = [], []
    for m in ms:
        p = m.lead
        loss = an.accuracy_loss(p, metric)
        if p.speedup is None or loss is None or not math.isfinite(loss):
            left.append(m)
            continue
        sp = p.speed
        faint = bool(sp is not None and sp.has_interval and not sp.significant and p.profile != an.STRICT)
        rows.append({
            "kernel": p.kernel, "name": names.get(p.kernel, p.kernel), "group": groups.get(p.kernel, "other"),
            "target": p.target, "precision": p.precision, "inputs": p.inputs,
            "profiles": m.label, "lead": p.profile, "n": len(m.points),
            "kind": charts.UB_ONLY if m.ub_only else charts.SAFE, "ub_only": m.ub_only,
            "loss": loss, "speedup": p.speedup,
            "low": sp.low if sp is not None and sp.has_interval and not sp.same_code else None,
            "high": sp.high if sp is not None and sp.has_interval and not sp.same_code else None,
            "measured": p.speedup_source == "measured", "faint": faint,
            "speed": fmt_speedup(p.speedup, p.speedup_source, sp), "verdict": sp.verdict if sp else "-",
            "speed_how": _speed_how(p),
            "error": (fmt_ulp(p.max_ulp) + " ulp" if metric == "max_ulp" else f"{loss:.3g}") + _ulp_mark(p),
            "accuracy_how": p.accuracy_source or "-",
        })
    return rows, left


def _aggregate_rows(ps: Sequence[an.Point], metric: str) -> list[dict[str, Any]]:
    aggs = an.profile_aggregates(ps, metric)
    front = set(an.pareto_front([(a.loss, a.speedup) for a in aggs])) if aggs else set()
    return [{"profile": a.profile, "speedup": a.speedup, "loss": a.loss, "front": i in front,
             "summary": f"geomean speedup {a.speedup:.3g}x over {plural(a.kernels, 'kernel')} "
                        f"({a.measured} measured), median error {a.loss:.3g}"}
            for i, a in enumerate(aggs)]


def _merged_table(ms: Sequence[an.Merged], names: Mapping[str, str], metric: str, caption: str) -> Table:
    rows = []
    for m in ms:
        p = m.lead
        loss = an.accuracy_loss(p, metric)
        err = "-" if loss is None else (fmt_ulp(loss) if metric == "max_ulp" else f"{loss:.3g}")
        rows.append((names.get(p.kernel, p.kernel), p.precision, m.label,
                     fmt_speedup(p.speedup, p.speedup_source, p.speed),
                     p.speed.verdict if p.speed else "-", err + (_ulp_mark(p) if loss is not None else "")))
    return Table(("kernel", "precision", "profiles (same point)", "speedup over strict", "verdict",
                  METRIC_LABEL[metric]), tuple(rows), caption, title="the same as a table")


def _heat_rows(ps: Sequence[an.Point], names: Mapping[str, str], what: str) -> list[dict[str, Any]]:
    rows = []
    for p in ps:
        if what == "speedup":
            if p.speedup is None:
                continue
            shade = math.log(p.speedup) if _coloured(p) and p.speedup > 0 else None
            text = heat_speedup_text(p.speedup, p).replace("\n", " ")
            how = _speed_how(p)
        else:
            if p.max_ulp is None:
                continue
            shade = p.max_ulp + 1.0 if math.isfinite(p.max_ulp) else None
            text = fmt_ulp(p.max_ulp) + _ulp_mark(p)
            how = p.accuracy_source or "-"  # the long form is in the caption and the accuracy section
        rows.append({"name": names.get(p.kernel, p.kernel), "kernel": p.kernel, "profile": p.profile,
                     "shade": shade, "text": text, "how": how})
    return rows


def _heat_table(ps: Sequence[an.Point], names: Mapping[str, str], profiles: Sequence[str], what: str,
                caption: str) -> Table:
    by = {(p.kernel, p.profile): p for p in ps}
    rows = []
    for k in sorted({p.kernel for p in ps}):
        row = [names.get(k, k)]
        for pr in profiles:
            p = by.get((k, pr))
            if p is None:
                row.append("-")
            elif what == "speedup":
                row.append("-" if p.speedup is None else heat_speedup_text(p.speedup, p).replace("\n", " "))
            else:
                row.append(fmt_ulp(p.max_ulp) + (_ulp_mark(p) if p.max_ulp is not None else ""))
        rows.append(tuple(row))
    return Table(("kernel", *profiles), tuple(rows), caption, title="the same as a table")


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
        "A measured host speedup comes from strict and the variant each built and placed several times "
        "(different code alignments, separate JIT instances) and timed in rounds of random order: the mean over "
        "placement pairs of the median per-round time ratio, with its 95 % hierarchical bootstrap interval "
        "`[low–high]` over placements and rounds. Each kernel's A/A control (strict against a second set of its "
        "placements) sets its noise floor; a speedup is **significant** only when its interval clears that floor "
        f"(excludes 1 where there is no control), the change exceeds {100 * threshold:g} %, and it survives "
        "false-discovery-rate control (Benjamini–Hochberg at 5 % over every measured comparison in this report) "
        f"(`{NOT_SIGNIFICANT}` marks one that is not; `{NO_INTERVAL_NOTE}`: a record without samples). A modelled "
        "speedup counts only beyond the same threshold. A variant whose machine code is identical to strict's is "
        "shown as **same code** and is 1.00x by construction, never a timing ratio; profiles whose machine code "
        "is identical to each other's share one measurement and one number (listed per target as "
        "`a = b: same code`). "
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


def _gain_text(b: an.Best, by_point: Mapping[tuple[str, str, str, str], an.Point]) -> str:
    assert b.profile is not None
    du = ""
    if b.max_ulp is not None and b.strict_max_ulp is not None and math.isfinite(b.max_ulp - b.strict_max_ulp):
        du = f", {b.max_ulp - b.strict_max_ulp:+.0f} ulp{_ulp_mark(by_point.get((b.kernel, b.target, b.precision, b.profile)))}"
    return f"{b.profile} {fmt_best(b)}{du}"


def _summary(doc: Document, pts: Sequence[an.Point], inputs_note: str, threshold: float) -> None:
    doc.add(Heading(2, "Summary: the most profitable safe profile per kernel and target", "summary"))
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
                lines.append(f"**{tp}**: no speedup can be called significant on {where}: the records keep no "
                             "timing samples, so their ratios have no interval (re-run the sweep to get them).")
                continue
            lines.append(f"**{tp}**: no profile is significantly faster than strict on {where} "
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
            f"**{tp}**: a safe profile is {kind} on {len(gains)} of {plural(len(bs), 'kernel')}; "
            f"`{common}` is most often the best ({plural(counts[common], 'kernel')}); the largest gain is "
            f"{fmt_best(top)} for {top.kernel} with `{top.profile}`.")
    doc.add(Bullets(tuple(lines)))
    columns = sorted({(b.target, b.precision) for b in best}, key=lambda tp: (tp[0], tp[1] != "f64", tp[1]))
    by = {(b.kernel, b.target, b.precision): b for b in best}
    gained: list[tuple[str, ...]] = []
    quiet: list[tuple[str, ...]] = []
    for kernel in sorted({b.kernel for b in best}):
        row = [kernel]
        any_gain = False
        for t, prec in columns:
            pick = by.get((kernel, t, prec))
            if pick is None:
                row.append("-")
            elif pick.profile is None:
                note = no_gain_note(pick, threshold)
                if note.startswith("modelled"):  # the commonest cell: short, the legend says what it means
                    row.append(f"none{MODELLED_MARK}")
                else:
                    row.append(f"not ranked ({note})" if note.startswith("no interval") else f"none ({note})")
            else:
                any_gain = True
                row.append(_gain_text(pick, by_point))
        (gained if any_gain else quiet).append(tuple(row))
    headers = ("kernel",) + tuple(f"{t} {prec}" for t, prec in columns)
    legend = (f"`{MODELLED_MARK}` = modelled, else measured; `{EMULATED_MARK}` = emulated accuracy; 'none (±x %)': no "
              "profile is significantly faster, x being the widest interval half-width of the kernel's variants; "
              f"'none{MODELLED_MARK}': no profile is modelled faster by more than {100 * threshold:g} %.")
    if gained:
        doc.add(Table(headers, tuple(gained),
                      "Kernels where a safe profile gains somewhere: the best safe profile among the significant "
                      "gains, its speedup over strict with its 95 % interval, and the change of its max ulp error "
                      "against strict's. Ties (within 2 %, or overlapping intervals) go to the smaller error, then "
                      "the fewer flags. " + legend, folded=False))
    else:
        doc.add(Para("No safe profile is significantly faster than strict on any kernel and target."))
    if quiet:
        names = ", ".join(r[0] for r in quiet)
        doc.add(Fold(f"{plural(len(quiet), 'kernel')} without a significant gain anywhere: {names}",
                     (Table(headers, tuple(quiet), "Why nothing is ranked, per target and precision. " + legend,
                            folded=False),)))


def _verdict_row(v: an.KernelVerdict, names: Mapping[str, str], order: Sequence[str]) -> tuple[str, ...]:
    def sp(m: an.Merged) -> str:
        p = m.lead
        return f"{' = '.join(m.profiles)} {fmt_speedup(p.speedup, p.speedup_source, p.speed)}"

    def du(p: an.Point) -> str:
        s = v.strict
        if p.max_ulp is None or s is None or s.max_ulp is None or not math.isfinite(p.max_ulp - s.max_ulp):
            return ""
        return f" ({p.max_ulp - s.max_ulp:+.0f} ulp{_ulp_mark(p)})"

    # profiles on the same point (same speedup and error) are one entry: "algebraic = algebraic-afn 1.16x*"
    best = sorted(an.merge_identical(v.gains, order=order), key=lambda m: -(m.lead.speedup or 0.0))
    gains = "; ".join(sp(m) + du(m.lead) for m in best[:3]) + (f"; {len(best) - 3} more" if len(best) > 3 else "")
    slower = "; ".join(sp(m) for m in an.merge_identical(v.slower, order=order))
    costly = "; ".join(f"{p.profile}{du(p)}" for p in v.costly)
    ub = "; ".join(f"{p.profile}: {fmt_speedup(p.speedup, p.speedup_source, p.speed)}, "
                   f"{plural(len(p.ub_witnesses), 'UB witness', 'UB witnesses')} on {p.inputs} inputs"
                   + (f", {p.status_diffs} NaN/Inf status changes" if p.status_diffs else "") for p in v.ub_notes)
    return (names.get(v.kernel, v.kernel), v.precision, gains or "-", slower or "-", costly or "-", ub or "-")


def _target_summary(doc: Document, ps: Sequence[an.Point], target: str, names: Mapping[str, str],
                    order: Sequence[str]) -> None:
    doc.add(Heading(3, f"{target}: what changes"))
    verdicts = an.kernel_verdicts(ps)
    notable = [v for v in verdicts if v.notable]
    rest = [v for v in verdicts if not v.notable]
    headers = ("kernel", "precision", "faster (safe profiles, best first)", "slower (safe)",
               "less accurate without a gain (safe)", "UB-capable profiles")
    caption = (f"Every kernel where a safe profile is significantly faster or slower than strict, less accurate "
               "without being faster, or where a UB-capable profile gains beyond every safe one or shows UB. "
               f"`{MODELLED_MARK}` = modelled, else measured; `{NOT_SIGNIFICANT}`: no significant difference; "
               f"ulp changes against strict, `{EMULATED_MARK}` = emulated accuracy.")
    if notable:
        doc.add(Table(headers, tuple(_verdict_row(v, names, order) for v in notable), caption, folded=False))
    else:
        doc.add(Para(f"On {target} no profile changes the speed significantly or costs accuracy for nothing."))
    if rest:
        listed = ", ".join(f"{names.get(v.kernel, v.kernel)} {v.precision}" for v in rest)
        doc.add(Fold(f"{plural(len(rest), 'kernel/precision pair')} with nothing gained, lost or UB-capable: {listed}",
                     (Para("Each of these runs at strict's speed under every profile (no significant difference, "
                           "or the same machine code) and no safe profile costs accuracy."),)))


def _same_code_line(ps: Sequence[an.Point], precisions: Sequence[str]) -> str:
    """``Same machine code ... f64: fir: algebraic = algebraic-afn; ...`` for the points of one target."""
    parts = []
    for prec in precisions:
        by_kernel: dict[str, list[str]] = {}
        for g in an.code_groups([p for p in ps if p.precision == prec]):
            by_kernel.setdefault(g.kernel if g.inputs == ps[0].inputs else f"{g.kernel} ({g.inputs})",
                                 []).append(str(g))
        if by_kernel:
            parts.append(f"{prec}: " + "; ".join(f"{k}: {', '.join(g)}" for k, g in sorted(by_kernel.items())))
    return ("Same machine code, so one measurement and one number each (`a = b: same code`) — "
            + " | ".join(parts) + ".") if parts else ""


def _target_section(doc: Document, pts: Sequence[an.Point], target: str, inputs_note: str, metric: str,
                    threshold: float, names: Mapping[str, str], groups: Mapping[str, str],
                    profiles: Sequence[str]) -> None:
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
    family = max((p.speed.fdr_family for p in others if p.speed is not None), default=0)
    fdr = f", after false-discovery-rate control over {family} measured comparisons" if family else ""
    doc.add(Para(f"{plural(len(ps), 'variant')} ({inputs_note}); speedups over strict: {n_meas} measured, "
                 f"{n_mod} modelled, {n_same} same code as strict; {n_sig} faster than strict (measured: "
                 f"significantly{fdr}; modelled: beyond the threshold); "
                 f"accuracy: {', '.join(acc_src) or 'none'}."))
    same = _same_code_line(ps, precisions)
    if same:
        doc.add(Para(same))
    _target_summary(doc, ps, target, names, profiles)
    emulated = [n for n in _accuracy_notes(ps) if n.startswith("emulated")]
    emu_note = (f" Accuracy {EMULATED_MARK}: " + "; ".join(emulated)) if emulated else ""

    doc.add(Heading(3, f"{target}: speed against accuracy"))
    panels, merged_all, undrawn = [], [], []
    group_names = sorted({groups.get(p.kernel, "other") for p in ps})
    for prec in precisions:
        pp = [p for p in ps if p.precision == prec]
        ms = an.merge_identical(pp, metric, profiles)
        rows, left = merged_rows(ms, names, groups, metric)
        merged_all += ms
        undrawn += left
        if rows:
            n_merged = sum(1 for m in ms if len(m.points) > 1)
            panels.append((f"{target} {prec}: {plural(len(pp), 'variant')} on {plural(len(rows), 'point')}"
                           + (f" ({n_merged} shared)" if n_merged else ""), rows, _aggregate_rows(pp, metric)))
    if panels:
        spec = charts.pareto_chart(panels, profiles, group_names, METRIC_LABEL[metric], metric, threshold)
        caption = (f"{target}: speedup over strict (log scale) against {METRIC_LABEL[metric]}, one marker per kernel "
                   "and point; variants on the same point are merged and listed together (hover: `algebraic = "
                   "algebraic-afn = contract`), the marker in the colour of the first. Filled: measured speedup; "
                   "hollow: modelled; faint: no significant difference; bars: 95 % intervals; grey band: within "
                   f"±{100 * threshold:g} % of strict. A cross in a red ring is reached only by a UB-capable "
                   "profile. Stars: each profile's geomean speedup and median error over the kernels; dashed: "
                   "their Pareto front." + emu_note
                   + (f" Not drawn (no speedup, or an error that is not finite): {len(undrawn)} points, listed in "
                      "the table." if undrawn else ""))
        doc.add(Chart(f"pareto-{_file_stem(target)}", spec, caption,
                      _merged_table(merged_all, names, metric, "Every point of the chart; profiles on one line "
                                    "share the speedup and the error." + emu_note)))
    else:
        doc.add(Para("No variant has both a speedup and an accuracy figure: no chart."))

    doc.add(Heading(3, f"{target}: kernel by profile"))
    heat_caps = {
        "speedup": f"speedup over strict (`{MODELLED_MARK}` = modelled, else measured, with the half-width of "
                   "its 95 % interval below it; coloured only where significant; `(1.01)`: no significant "
                   "difference; `same`: same code as strict; `?`: measured without an interval)",
        "max_ulp": "max error in ulps against the mpmath reference" + (f"; {EMULATED_MARK} " + "; ".join(emulated)
                                                                       if emulated else ""),
    }
    for what, cap in heat_caps.items():
        hp = []
        for prec in precisions:
            pp = [p for p in ps if p.precision == prec]
            rows = _heat_rows(pp, names, what)
            if rows:
                hp.append((f"{target} {prec}: " + ("speedup over strict" if what == "speedup" else "max error (ulp)"),
                           rows, pp, prec))
        if not hp:
            continue
        used = [p for p in profiles if any(r["profile"] == p for _, rows, _, _ in hp for r in rows)]
        spec = charts.heatmap_chart([(t, rows) for t, rows, _, _ in hp], used, what)
        tables = [_heat_table(pp, names, used, what, f"{target} {prec}: {cap}.") for _, _, pp, prec in hp]
        table = tables[0] if len(tables) == 1 else Table(
            ("precision",) + tables[0].headers,
            tuple((prec,) + r for (_, _, _, prec), t in zip(hp, tables) for r in t.rows),
            f"{target}: {cap}.", title="the same as a table")
        doc.add(Chart(f"heat-{what}-{_file_stem(target)}", spec, f"{target}: {cap}, kernel x profile.", table))

    for prec in precisions:
        pp = [p for p in ps if p.precision == prec]
        effects = an.flag_effects(pp)
        if not effects:
            continue
        point = {(p.kernel, p.profile): p for p in pp}
        flags = sorted({e.flag for e in effects})
        kernels = sorted({e.kernel for e in effects})
        by = {(e.kernel, e.flag): e for e in effects}
        effect_rows = []
        for k in kernels:
            row = [names.get(k, k)]
            for f in flags:
                e = by.get((k, f))
                if e is None:
                    row.append("-")
                    continue
                pt = point.get((k, e.profile))
                du = "-" if e.ulp_change is None else f"{e.ulp_change:+.0f} ulp{_ulp_mark(pt)}"
                row.append(f"{fmt_speedup(e.speedup, e.speedup_source, pt.speed if pt else None)}, {du}")
            effect_rows.append(tuple(row))
        profile_of = {e.flag: e.profile for e in effects}
        doc.add(Table(("kernel",) + tuple(f if profile_of[f] == f else f"{f} (profile {profile_of[f]})"
                                           for f in flags), tuple(effect_rows),
                      f"{target} {prec}: marginal effect of each single flag (single-flag profiles): speedup over "
                      f"strict with its 95 % interval (`{NOT_SIGNIFICANT}`: no significant difference) and change of "
                      f"the max ulp error. `{MODELLED_MARK}` = modelled; `{EMULATED_MARK}` = emulated accuracy.",
                      title=f"{target} {prec}: single flags"))
    _accuracy_section(doc, ps, target)


def _file_stem(*parts: str) -> str:
    return "-".join("".join(ch if ch.isalnum() else "_" for ch in p) for p in parts)


def _explore(doc: Document, pts: Sequence[an.Point], metric: str, threshold: float, names: Mapping[str, str],
             groups: Mapping[str, str], profiles: Sequence[str]) -> None:
    ms = an.merge_identical(pts, metric, profiles)
    rows, _left = merged_rows(ms, names, groups, metric)
    if not rows:
        return
    doc.add(Heading(2, "Explore every variant", "explore"))
    targets = sorted({r["target"] for r in rows})
    precisions = sorted({r["precision"] for r in rows})
    spec = charts.explore_chart(rows, profiles, targets, precisions, sorted(set(groups.values())),
                                METRIC_LABEL[metric], metric, threshold)
    doc.add(Chart("explore", spec,
                  "Every variant of the report (choose a target, a precision and a kernel group above the chart; hover "
                  "for the details). Markers as in each target's chart. The tables are in the target sections."))


def _validation(doc: Document, pts: Sequence[an.Point]) -> None:
    doc.add(Heading(2, "Validation: UB-capable constructs and UB witnesses", "validation"))
    rows = an.validation(pts)
    doc.add(Table(("profile", "UB-capable profile", "variants", "with UB-capable constructs (rewritten IR)",
                   "with UB-capable constructs (optimized IR)", "UB witnesses",
                   "NaN-status changes under NaN inputs", "verdict"),
                  tuple((r.profile, "yes" if r.ub_capable else "no", str(r.variants), str(r.with_constructs),
                         str(r.optimized_with_constructs), r.witness_claim,
                         str(r.nan_violations) if "special" in r.inputs_tried else "not tried (no special inputs)",
                         "VIOLATION: a safe profile carries nnan/ninf or changed a NaN" if r.violation
                         else ("UB-capable, as declared" if r.ub_capable else "clean"))
                        for r in rows),
                  "Only UB-capable profiles (`fast`, swept only with --allow-ub) may carry nnan/ninf or the "
                  "equivalent attributes. A UB witness is an input on which the variant's output differs from "
                  "strict because a NaN/Inf assumption was exploited; the count says on which input sets outputs "
                  "were checked (`special` holds NaN, Inf and signed zeros; without it a count of 0 says little).",
                  folded=False))
    wit = [(p, w) for p in pts for w in p.ub_witnesses]
    if wit:
        doc.add(Table(("kernel", "profile", "target", "precision", "inputs", "witness"),
                      tuple((p.kernel, p.profile, p.target, p.precision, p.inputs,
                             "; ".join(f"{k}={v}" for k, v in w.items())[:200]) for p, w in wit[:60]),
                      f"UB witnesses ({len(wit)} in all{', first 60 shown' if len(wit) > 60 else ''}).",
                      title=f"UB witnesses: {len(wit)}"))
    diffs = [p for p in pts if p.status_diffs]
    if diffs:
        doc.add(Table(("kernel", "profile", "target", "precision", "inputs", "NaN/Inf/signed-zero status changes"),
                      tuple((p.kernel, p.profile, p.target, p.precision, p.inputs, str(p.status_diffs))
                            for p in diffs[:80]),
                      "Results whose NaN, Inf or sign-of-zero status differs from the reference "
                      "(kept out of the ulp figures).", title=f"NaN/Inf status changes: {len(diffs)} variants"))


def _model_section(doc: Document, pts: Sequence[an.Point]) -> None:
    doc.add(Heading(2, "Measured against modelled", "model"))
    checks = an.model_checks(pts)
    if not checks:
        doc.add(Para("No variant has both a measured time that represents its target and a modelled time "
                     "(the model covers GPU targets; GPU targets are measured only when a GPU ran them)."))
        return
    ratios = [c.ratio for c in checks]
    doc.add(Para(f"{len(checks)} variants; measured/modelled: geomean {an.geomean(ratios):.2f}, "
                 f"range {min(ratios):.2f} to {max(ratios):.2f} (above 1: the model was optimistic)."))
    rows = [{"kernel": c.kernel, "profile": c.profile, "target": c.target, "precision": c.precision,
             "modelled_s": c.modelled_s, "measured_s": c.measured_s, "modelled": fmt_seconds(c.modelled_s),
             "measured": fmt_seconds(c.measured_s), "ratio": f"{c.ratio:.2f}"} for c in checks]
    table = Table(("kernel", "profile", "target", "precision", "modelled", "measured", "measured/modelled"),
                  tuple((c.kernel, c.profile, c.target, c.precision, fmt_seconds(c.modelled_s),
                         fmt_seconds(c.measured_s), f"{c.ratio:.2f}") for c in checks),
                  "Measured and modelled time per repetition.", title="the same as a table")
    doc.add(Chart("model-vs-measured", charts.model_chart(rows),
                  "Measured against modelled time per repetition, per target.", table))


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
    rows: list[tuple[str, ...]] = []
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
          threshold: float = DEFAULT_THRESHOLD, progress: Progress = SILENT) -> Document:
    """The report's document from the stored cells; ``threshold``: the practical size (relative) a speedup
    must exceed to be called significant.  ``progress`` is told of each section."""
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
    names = short_names({p.kernel for p in pts})
    groups = kernel_groups(sorted({p.kernel for p in pts}))
    profiles = ordered({p.profile for p in pts})
    targets = sorted({p.target for p in main})
    with progress.task("report", total=len(targets) + 3, unit="section") as task:
        _summary(doc, main, note, threshold)
        _explore(doc, main, metric, threshold, names, groups, profiles)
        task.advance(1, "summary")
        for target in targets:
            _target_section(doc, main, target, note, metric, threshold, names, groups, profiles)
            task.advance(1, target)
        _validation(doc, pts)
        _model_section(doc, pts)
        _failures(doc, cells)
        task.advance(1, "validation")
        from fpsem.search.report import add_sections  # flag attribution, bisections and tunings (issue 16)

        add_sections(doc, pts, db, (Heading, Para, Bullets, Table))
        task.advance(1, "searches")
    return doc


# ---------------------------------------------------------------- writing


@dataclass(frozen=True)
class Written:
    html: Path
    markdown: Path
    figures: tuple[Path, ...]


def _write_into(doc: Document, folder: Path, progress: Progress) -> tuple[Path, ...]:
    """report.html, report.md and figures/*.png for ``doc`` into the (new, empty) ``folder``."""
    from fpsem.results import vega

    chart_blocks = [b for b in doc.walk() if isinstance(b, Chart)]
    fig_dir = folder / "figures"
    fig_dir.mkdir()
    figs = []
    with progress.task("report figures", total=len(chart_blocks) + 1, unit="figure") as task:
        bundle = vega.javascript_bundle()
        task.advance(1, "vega")
        for b in chart_blocks:
            p = fig_dir / f"{b.name}.png"
            p.write_bytes(vega.png(b.spec))
            figs.append(p)
            task.advance(1, b.name)
    # "</script" inside the bundle's strings would end the inline script early
    (folder / "report.html").write_text(to_html(doc, bundle.replace("</script", "<\\/script")), encoding="utf-8")
    (folder / "report.md").write_text(to_markdown(doc), encoding="utf-8")
    return tuple(figs)


def write_report(store: Store, out_dir: Path, metric: str = "max_ulp", threshold: float = DEFAULT_THRESHOLD,
                 progress: Progress = SILENT) -> Written:
    """Write ``report.html``, ``report.md`` and ``figures/*.png`` for the store's cells into ``out_dir``,
    whole or not at all (:func:`fpsem.core.limits.write_folder`: a failure leaves an earlier report as it
    was; other files in ``out_dir`` are left alone)."""
    doc = build(store.cells(), store.meta(), str(store.path), metric, threshold, progress)
    figs = write_folder(out_dir, lambda folder: _write_into(doc, folder, progress), "the report")
    return Written(out_dir / "report.html", out_dir / "report.md",
                   tuple(out_dir / "figures" / f.name for f in figs))
