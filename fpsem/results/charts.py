"""The report's interactive charts: Vega-Lite specifications built with altair.

Each function takes the report's rows (plain dicts, one per mark, made by :mod:`fpsem.results.report`)
and returns a Vega-Lite spec as a dict; the HTML embeds it (with the Vega libraries inlined, so the
file works offline) and the Markdown report gets a picture of it (:mod:`fpsem.results.vega`).

Conventions every chart keeps:
* one colour per profile, the same in every report (:mod:`fpsem.results.palette`);
* markers: filled = measured speedup, hollow = modelled; faint = no significant difference; a cross in a
  red ring = reached only by a UB-capable profile (nnan/ninf); merged points list every profile on them;
* hover shows kernel, profiles, target, precision, speedup with its interval, error, and how each figure
  was obtained; the selects above a chart filter it (target, precision, kernel group).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from fpsem.results.palette import UB_COLOUR, scale

SAFE = "safe profile(s)"
UB_ONLY = "UB-capable only"
ALL = "all"
HEAT_WIDTH = 1000  # px: the widest a row of heatmap panels may be (the page's column is about 1100 px)
KEY = ["filled: measured · hollow: modelled · faint: not significant", "cross in a red ring: UB-capable profile only"]
# a five-pointed star (Vega's symbol path, unit size): a profile's aggregate over the kernels
STAR = ("M0,-1L0.2245,-0.309L0.951,-0.309L0.363,0.118L0.588,0.809L0,0.382L-0.588,0.809L-0.363,0.118"
        "L-0.951,-0.309L-0.2245,-0.309Z")
TOOLTIP = (("name", "kernel"), ("profiles", "profiles on this point"), ("target", "target"),
           ("precision", "precision"), ("speed", "speedup over strict"), ("verdict", "verdict"),
           ("speed_how", "speedup is"), ("error", "max error"), ("accuracy_how", "accuracy is"),
           ("inputs", "inputs"), ("kernel", "full name"))


def _alt() -> Any:
    import altair as alt

    return alt


def _tooltip(fields: Sequence[tuple[str, str]]) -> list[Any]:
    alt = _alt()
    return [alt.Tooltip(f"{f}:N", title=t) for f, t in fields]


def _select(name: str, label: str, options: Sequence[str]) -> Any:
    """A variable bound to a drop-down list: ``all`` or one of ``options``."""
    alt = _alt()
    opts = [ALL, *options]
    return alt.param(name=name, value=ALL, bind=alt.binding_select(options=opts, name=label))


def _filter(params: Mapping[str, str]) -> str:
    """A filter expression keeping the rows whose ``field`` equals the variable (or every row on ``all``)."""
    return " && ".join(f"({var} == '{ALL}' || datum.{fld} == {var})" for var, fld in params.items()) or "true"


def speed_domain(rows: Sequence[Mapping[str, Any]], threshold: float) -> list[float]:
    """The speedup axis (log scale): every point and interval, and at least ten thresholds around 1, so the
    grey band of the threshold stays a band and never fills the axis."""
    lo = min([1 / (1 + 10 * threshold)] + [v for r in rows for k in ("speedup", "low") if (v := r.get(k))])
    hi = max([1 + 10 * threshold] + [v for r in rows for k in ("speedup", "high") if (v := r.get(k))])
    return [lo / 1.04, hi * 1.04]


def loss_ticks(top: float, constant: float) -> list[float]:
    """Tick values of a symlog error axis up to ``top``: 0, then 1-2-5 steps from ``constant`` on, thinned to
    at most eight so that labels never run into each other."""
    ticks = [0.0]
    decade = constant
    while decade <= top * 1.0001:
        ticks += [m * decade for m in (1, 2, 5) if m * decade <= top * 1.0001]
        decade *= 10
    while len(ticks) > 8:
        ticks = [0.0] + ticks[1::2] if len(ticks) % 2 else ticks[::2]
    return ticks


def _loss_axis(rows: Sequence[Mapping[str, Any]], metric: str, title: str, adapt: bool = False) -> Any:
    alt = _alt()
    constant = 1.0 if metric == "max_ulp" else 1e-16
    top = max([constant] + [r["loss"] for r in rows if r.get("loss") is not None])
    scale = alt.Scale(type="symlog", constant=constant, nice=False,
                      **({"domainMin": 0, "padding": 12} if adapt else {"domain": [0, top * 1.5]}))
    fmt = "~s" if metric == "max_ulp" else ".0e"
    return scale, alt.Axis(values=loss_ticks(top * 1.5, constant), format=fmt, title=title)


def _data(datasets: dict[str, Any], rows: Sequence[Mapping[str, Any]]) -> Any:
    """A reference to ``rows`` registered in ``datasets`` (the spec's top-level ``datasets``): altair then
    never copies or validates the rows themselves, and layers share one copy."""
    import hashlib
    import json

    values = [dict(r) for r in rows]
    name = "data-" + hashlib.sha256(json.dumps(values, sort_keys=True, default=str).encode()).hexdigest()[:12]
    datasets.setdefault(name, values)
    return _alt().Data(name=name)


def pareto_panel(rows: Sequence[Mapping[str, Any]], aggregates: Sequence[Mapping[str, Any]], profiles: Sequence[str],
                 title: str, xlabel: str, metric: str, threshold: float, filters: Mapping[str, str],
                 datasets: dict[str, Any], width: int = 380, height: int = 300, adapt: bool = False) -> Any:
    """One panel: speedup over strict against error, one marker per merged point (see the module doc).
    ``adapt``: the axes follow the rows the filters keep (else they are fixed to every row)."""
    alt = _alt()
    dom, rng = scale(profiles)
    colour = alt.Scale(domain=dom, range=rng)
    yscale = alt.Scale(type="log", nice=False,
                       **({"padding": 12} if adapt else {"domain": speed_domain(rows, threshold)}))
    xscale, xaxis = _loss_axis(rows, metric, xlabel, adapt)
    x = alt.X("loss:Q", scale=xscale, axis=xaxis)
    y = alt.Y("speedup:Q", scale=yscale, title="speedup over strict",
              axis=alt.Axis(labelExpr="format(datum.value, '.3~g') + 'x'"))
    flt = _filter(filters)
    shapes = alt.Scale(domain=[SAFE, UB_ONLY], range=["circle", "cross"])
    data = _data(datasets, rows)
    band = alt.Chart(alt.Data(values=[{"lo": 1 / (1 + threshold), "hi": 1 + threshold}])).mark_rect(
        color="#999", opacity=0.18).encode(y=alt.Y("lo:Q", scale=yscale), y2="hi:Q")
    one = alt.Chart(alt.Data(values=[{"one": 1.0}])).mark_rule(color="#777", strokeWidth=1).encode(
        y=alt.Y("one:Q", scale=yscale))
    base = alt.Chart(data).transform_filter(flt)
    bars = base.transform_filter("isValid(datum.low) && isValid(datum.high)").mark_rule(strokeWidth=1.2).encode(
        x=x, y=alt.Y("low:Q", scale=yscale), y2="high:Q",
        stroke=alt.Stroke("lead:N", scale=colour, title="profile"),
        opacity=alt.condition("datum.faint", alt.value(0.3), alt.value(0.8)))
    ring = base.transform_filter("datum.ub_only").mark_point(
        shape="circle", size=420, filled=False, stroke=UB_COLOUR, strokeWidth=2.5).encode(x=x, y=y)
    points = base.mark_point(strokeWidth=1.8).encode(
        x=x, y=y,
        stroke=alt.Stroke("lead:N", scale=colour, title="profile",
                          legend=alt.Legend(symbolType="circle", symbolStrokeWidth=2.5)),
        fill=alt.condition("datum.measured", alt.Fill("lead:N", scale=colour, legend=None), alt.value("white")),
        fillOpacity=alt.condition("datum.measured", alt.value(0.85), alt.value(0.0)),
        shape=alt.Shape("kind:N", scale=shapes, legend=None),
        size=alt.condition("datum.ub_only", alt.value(200),
                           alt.Size("n:Q", scale=alt.Scale(domain=[1, 6], range=[70, 220]), legend=None)),
        opacity=alt.condition("datum.faint", alt.value(0.35), alt.value(0.95)),
        tooltip=_tooltip(TOOLTIP))
    layers = [band, one, bars, ring, points]
    if adapt:  # an invisible span of ten thresholds around 1: the grey band never fills the adapted axis
        lo, hi = speed_domain((), threshold)
        layers.append(alt.Chart(alt.Data(values=[{"lo": lo, "hi": hi}])).mark_rule(opacity=0).encode(
            y=alt.Y("lo:Q", scale=yscale), y2="hi:Q"))
    if aggregates:
        adata = _data(datasets, aggregates)
        stars = alt.Chart(adata).mark_point(shape=STAR, filled=True, size=300, stroke="black", strokeWidth=0.8,
                                            opacity=1).encode(
            x=alt.X("loss:Q", scale=xscale, axis=xaxis), y=alt.Y("speedup:Q", scale=yscale),
            fill=alt.Fill("profile:N", scale=colour, legend=None),
            tooltip=_tooltip((("profile", "profile"), ("summary", "over the kernels"))))
        front = alt.Chart(adata).transform_filter("datum.front").mark_line(
            interpolate="step-after", strokeDash=[5, 3], color="black", strokeWidth=1).encode(
            x=alt.X("loss:Q", scale=xscale), y=alt.Y("speedup:Q", scale=yscale), order="loss:Q")
        layers += [front, stars]
    return alt.layer(*layers).properties(title=alt.TitleParams(title, subtitle=KEY, subtitleColor="#555"),
                                         width=width, height=height)


def pareto_chart(panels: Sequence[tuple[str, Sequence[Mapping[str, Any]], Sequence[Mapping[str, Any]]]],
                 profiles: Sequence[str], groups: Sequence[str], xlabel: str, metric: str,
                 threshold: float) -> dict[str, Any]:
    """Panels side by side (one per precision: title, rows, aggregates) with a kernel-group filter."""
    params = {"kernel_group": "group"} if len(groups) > 1 else {}
    datasets: dict[str, Any] = {}
    charts = [pareto_panel(rows, aggs, profiles, title, xlabel, metric, threshold, params, datasets)
              for title, rows, aggs in panels]
    sel = [_select("kernel_group", "kernel group ", groups)] if params else []
    return _compose("hconcat", charts, sel, datasets,
                    {"scale": {"stroke": "shared", "shape": "shared", "fill": "shared"}})


def explore_chart(rows: Sequence[Mapping[str, Any]], profiles: Sequence[str], targets: Sequence[str],
                  precisions: Sequence[str], groups: Sequence[str], xlabel: str, metric: str,
                  threshold: float) -> dict[str, Any]:
    """Every variant of the report in one panel, filtered by target, precision and kernel group."""
    params = {"sel_target": "target", "sel_precision": "precision", "kernel_group": "group"}
    datasets: dict[str, Any] = {}
    chart = pareto_panel(rows, (), profiles, "every variant (choose target, precision, kernel group)", xlabel,
                         metric, threshold, params, datasets, width=640, height=360, adapt=True)
    sel = [_select("sel_target", "target ", targets), _select("sel_precision", "precision ", precisions),
           _select("kernel_group", "kernel group ", groups)]
    return _compose(None, [chart], sel, datasets)


def heatmap_chart(panels: Sequence[tuple[str, Sequence[Mapping[str, Any]]]], profiles: Sequence[str],
                  what: str) -> dict[str, Any]:
    """kernel x profile cells (``what``: ``speedup`` or ``max_ulp``), one panel per precision, sized to their
    content: a fixed width per profile and height per kernel, short kernel names."""
    alt = _alt()
    charts = []
    datasets: dict[str, Any] = {}
    for title, rows in panels:
        kernels = sorted({r["name"] for r in rows})
        y = alt.Y("name:N", title=None, sort=kernels, axis=alt.Axis(labelLimit=160))
        x = alt.X("profile:N", title=None, sort=[p for p in profiles if any(r["profile"] == p for r in rows)],
                  axis=alt.Axis(labelAngle=-35, orient="top", labelLimit=120))
        base = alt.Chart(_data(datasets, rows))
        tip = _tooltip((("name", "kernel"), ("profile", "profile"), ("text", "value"), ("how", "how obtained"),
                        ("kernel", "full name")))
        grey = base.mark_rect(color="#f0f0f0", stroke="white").encode(x=x, y=y, tooltip=tip)
        if what == "speedup":
            span = max([math.log(1.05)] + [abs(r["shade"]) for r in rows if r.get("shade") is not None])
            legend = alt.Legend(orient="bottom", title="speedup", labelExpr="format(exp(datum.value), '.2~f') + 'x'")
            col = alt.Color("shade:Q", legend=legend,
                            scale=alt.Scale(scheme="redblue", domain=[-span, span], domainMid=0))
            dark = f"abs(datum.shade) > {0.55 * span}"
        else:
            top = max([2.0] + [r["shade"] for r in rows if r.get("shade") is not None])
            col = alt.Color("shade:Q", title="max ulp + 1",
                            legend=alt.Legend(orient="bottom", title="max error (ulp + 1, log)"),
                            scale=alt.Scale(type="log", scheme="orangered", domain=[1, top]))
            dark = f"datum.shade > {math.sqrt(top)}"
        coloured = base.transform_filter("isValid(datum.shade)").mark_rect(stroke="white").encode(
            x=x, y=y, color=col, tooltip=tip)
        text = base.mark_text(fontSize=10).encode(
            x=x, y=y, text="text:N", color=alt.condition(f"isValid(datum.shade) && {dark}", alt.value("white"),
                                                         alt.value("black")), tooltip=tip)
        charts.append(alt.layer(grey, coloured, text).properties(
            title=title, width=alt.Step(58), height=alt.Step(20)))
    # side by side while both panels fit the page's column, else one above the other
    wide = sum(58 * len({r["profile"] for r in rows}) + 190 for _, rows in panels) > HEAT_WIDTH
    return _compose("vconcat" if wide else "hconcat", charts, [], datasets, {"scale": {"color": "independent"}})


def model_chart(rows: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Measured against modelled time per repetition, log-log, one colour per target, with the diagonal."""
    alt = _alt()
    vals = [v for r in rows for v in (r["modelled_s"], r["measured_s"])]
    lo, hi = min(vals) / 1.5, max(vals) * 1.5
    s = alt.Scale(type="log", domain=[lo, hi], nice=False)
    diag = alt.Chart(alt.Data(values=[{"a": lo, "b": lo}, {"a": hi, "b": hi}])).mark_line(
        color="#888", strokeDash=[4, 3]).encode(x=alt.X("a:Q", scale=s), y=alt.Y("b:Q", scale=s))
    datasets: dict[str, Any] = {}
    pts = alt.Chart(_data(datasets, rows)).mark_point(filled=True, size=70, opacity=0.85).encode(
        x=alt.X("modelled_s:Q", scale=s, title="modelled time per repetition (s)"),
        y=alt.Y("measured_s:Q", scale=s, title="measured time per repetition (s)"),
        color=alt.Color("target:N", title="target"), shape=alt.Shape("target:N"),
        tooltip=_tooltip((("kernel", "kernel"), ("profile", "profile"), ("target", "target"),
                          ("precision", "precision"), ("modelled", "modelled"), ("measured", "measured"),
                          ("ratio", "measured/modelled"))))
    return _compose(None, [alt.layer(diag, pts).properties(
        width=420, height=340, title="measured against modelled (diagonal: equal)")], [], datasets)


CONFIG = {"view": {"stroke": "#ddd"}, "axis": {"labelFontSize": 11, "titleFontSize": 12},
          "legend": {"labelFontSize": 11, "titleFontSize": 11}}


def _compose(kind: str | None, charts: Sequence[Any], params: Sequence[Any], datasets: Mapping[str, Any],
             resolve: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The top-level spec: the panels (``kind`` hconcat/vconcat, or one chart), the drop-down variables, the
    shared configuration and the data.  Put together here rather than by altair, whose composition of
    charts with variables copies every subchart many times over (minutes for a full sweep's report); the
    panels themselves are altair's, and the tests check the whole against Vega-Lite's schema."""
    parts = []
    for c in charts:
        d = c.to_dict(validate=False)
        for k in ("$schema", "config", "datasets"):
            d.pop(k, None)
        parts.append(d)
    spec: dict[str, Any] = {"$schema": _alt().SCHEMA_URL}
    if kind is None:
        spec.update(parts[0])
    else:
        spec[kind] = parts
    if params:
        spec["params"] = [p.param.to_dict() if hasattr(p, "param") else p.to_dict() for p in params]
    if resolve:
        spec["resolve"] = dict(resolve)
    spec["config"] = CONFIG
    spec = hoist_data(spec)
    spec["datasets"] = {**spec.get("datasets", {}), **datasets}
    return spec


def hoist_data(spec: dict[str, Any]) -> dict[str, Any]:
    """The spec with every inline ``data.values`` moved to one top-level ``datasets`` entry per distinct table
    (the layers of a chart share their rows instead of repeating them)."""
    import hashlib
    import json

    datasets: dict[str, Any] = dict(spec.get("datasets", {}))

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            data = node.get("data")
            if isinstance(data, dict) and set(data) == {"values"}:
                text = json.dumps(data["values"], sort_keys=True, default=str)
                name = "data-" + hashlib.sha256(text.encode()).hexdigest()[:12]
                datasets.setdefault(name, data["values"])
                node["data"] = {"name": name}
            for k, v in node.items():
                if k != "datasets":
                    visit(v)
        elif isinstance(node, list):
            for v in node:
                visit(v)

    visit(spec)
    if datasets:
        spec["datasets"] = datasets
    return spec
