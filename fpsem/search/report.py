"""Report sections for searches and flag attribution (``fpsem report`` adds them after its own).

* **Flag attribution** -- for every (kernel, target, precision, inputs) whose sweep holds
  all 32 ``lattice-*`` profiles (``fpsem sweep --lattice``): each flag's Shapley value of
  the speed-up over ``lattice-none`` (``speedup - 1``, modelled or measured as the sweep
  gave it) and of the largest error (max ulp against the reference), with its strongest
  pairwise interaction.
* **Bisections and tunings** -- every run in the results database's search store
  (``<db>.search.sqlite``): the request, the culprit sites with their instruction, source
  line and flags (the per-instruction view), the effect of each alone and together, and
  the number of variants evaluated; tunings with what was held back and why.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from fpsem.ir.flags import SAFE_FLAGS
from fpsem.search.attribution import interactions, lattice_flags, shapley, strongest_interaction


def _fmt(x: Any) -> str:
    if x is None:
        return "-"
    return f"{x:.3g}" if isinstance(x, float) else str(x)


def attribution_rows(points: Sequence[Any]) -> list[tuple[str, ...]]:
    """One row per (group, flag) with all 32 lattice points: Shapley values and the strongest interaction."""
    groups: dict[tuple, dict[frozenset[str], Any]] = {}
    for p in points:
        fl = lattice_flags(p.profile)
        if fl is not None and p.status == "done":
            groups.setdefault((p.kernel, p.target, p.precision, p.inputs), {})[fl] = p
    rows: list[tuple[str, ...]] = []
    for (kernel, target, precision, inputs), pts in sorted(groups.items()):
        if len(pts) != 32:
            continue
        none = pts[frozenset()]
        base = none.modelled_s if none.modelled_s is not None else none.measured_s
        secs = {k: (p.modelled_s if p.modelled_s is not None else p.measured_s) for k, p in pts.items()}
        errs = {k: p.max_ulp for k, p in pts.items()}
        speed = {k: base / s - 1.0 for k, s in secs.items() if base and s} if base else {}
        how = "modelled" if none.modelled_s is not None else "measured"
        phis = shapley(speed) if len(speed) == 32 else {}
        inter_s = interactions(speed) if phis else {}
        ephis = shapley(errs) if all(v is not None for v in errs.values()) else {}
        inter_e = interactions(errs) if ephis else {}
        for f in SAFE_FLAGS:
            si = strongest_interaction(inter_s, f) if inter_s else None
            ei = strongest_interaction(inter_e, f) if inter_e else None
            rows.append((f"{kernel} {precision} {inputs}", target, f, _fmt(phis.get(f)) + f" ({how})",
                         f"{si[0]} {si[1]:+.3g}" if si else "-", _fmt(ephis.get(f)),
                         f"{ei[0]} {ei[1]:+.3g}" if ei else "-"))
    return rows


def interaction_notes(points: Sequence[Any], share: float = 0.1) -> list[str]:
    """Sentences for the pairs whose speed interaction is at least ``share`` of the largest Shapley value
    of their group (e.g. contract and reassoc on a multiply-add chain), when the data shows one."""
    out = []
    groups: dict[tuple, dict[frozenset[str], Any]] = {}
    for p in points:
        fl = lattice_flags(p.profile)
        if fl is not None and p.status == "done":
            groups.setdefault((p.kernel, p.target, p.precision, p.inputs), {})[fl] = p
    for (kernel, target, precision, _inputs), pts in sorted(groups.items()):
        secs = {k: (p.modelled_s if p.modelled_s is not None else p.measured_s) for k, p in pts.items()}
        if len(pts) != 32 or not all(secs.values()):
            continue
        base = secs[frozenset()]
        speed = {k: base / s - 1.0 for k, s in secs.items()}
        top = max((abs(x) for x in shapley(speed).values()), default=0.0)
        for (a, b), x in interactions(speed).items():
            if top > 0 and abs(x) >= share * top:
                kind = "more" if x > 0 else "less"
                out.append(f"{kernel} {precision} on {target}: {a} and {b} interact -- together they add "
                           f"{abs(x):.3g} {kind} speed-up than apart (interaction index {x:+.3g}; largest Shapley "
                           f"value {top:.3g})")
    return out


def culprit_rows(runs: Sequence[dict[str, Any]]) -> list[tuple[str, ...]]:
    """The per-instruction view: every site a finished search named, per kernel, with its flag and effect."""
    rows = []
    for run in runs:
        req, res = run["request"], run["result"]
        if res is None:
            continue
        if run["kind"] == "bisect":
            for c in res["culprits"]:
                rows.append((req["kernel"], c["site"], c["source"] or "-", f"`{c['instruction']}`",
                             ("+" if c["add"] else "-") + c["flag"],
                             f"{req['criterion']}: alone {_fmt(c['alone'])}, with the others {_fmt(res['together'])}",
                             f"bisect {req['good']}->{req['bad']} on {req['target']}"))
        else:
            for h in res["held_back"]:
                rows.append((req["kernel"], h["site"], h["source"] or "-", f"`{h['instruction']}`",
                             "held back: " + h["flag"], h["why"], f"tune {req['budget']} on {req['target']}"))
    return sorted(rows, key=lambda r: (r[0], r[1]))


def search_runs(db: str) -> list[dict[str, Any]]:
    """The runs of the search store beside results database ``db`` (none when it has none)."""
    from fpsem.search.store import SearchStore, search_store_path

    path = search_store_path(Path(db))
    if not path.is_file():
        return []
    store = SearchStore(path, readonly=True)
    try:
        return store.runs()
    finally:
        store.close()


def add_sections(doc: Any, points: Sequence[Any], db: str, blocks: tuple[Any, Any, Any, Any]) -> None:
    """Append the attribution and search sections to a report document; ``blocks`` are ``fpsem.report``'s
    Heading, Para, Bullets and Table (handed in: the report imports this module)."""
    Heading, Para, Bullets, Table = blocks

    rows = attribution_rows(points)
    if rows:
        doc.add(Heading(2, "Flag attribution (Shapley values over the 32-profile lattice)"))
        doc.add(Para("Each flag's Shapley value is its average marginal contribution over every order of switching "
                     "the five safe flags on (they sum to the full lattice's effect); the interaction index is "
                     "positive when two flags together do more than apart."))
        doc.add(Table(("kernel", "target", "flag", "speed-up share", "strongest speed interaction",
                       "max-ulp share", "strongest error interaction"), tuple(rows),
                      "speed-up share: Shapley value of (speed-up over lattice-none - 1); max-ulp share: of the "
                      "largest error against the reference (ulp)."))
        notes = interaction_notes(points)
        if notes:
            doc.add(Bullets(tuple(notes)))
    runs = search_runs(db)
    if not runs:
        return
    doc.add(Heading(2, "Bisections and tunings"))
    view = culprit_rows(runs)
    if view:
        doc.add(Table(("kernel", "site", "source", "instruction", "flag", "effect", "found by"), tuple(view),
                      "Per instruction: the sites bisection named as culprits and the pairs tuning held back."))
    for run in runs:
        req, res = run["request"], run["result"]
        if run["kind"] == "bisect":
            title = (f"bisect {req['kernel']} {req['precision']} on {req['target']}: {req['good']} -> {req['bad']}, "
                     f"{req['criterion']}")
        else:
            title = f"tune {req['kernel']} {req['precision']} on {req['target']}: budget {req['budget']}"
        doc.add(Heading(3, title))
        if res is None:
            doc.add(Para(f"Unfinished: {len(run['steps'])} step(s) stored; run the same command again to resume."))
            continue
        if run["kind"] == "bisect":
            doc.add(Table(("site", "flag", "instruction", "source", "alone"),
                          tuple((c["site"], ("+" if c["add"] else "-") + c["flag"], f"`{c['instruction']}`",
                                 c["source"] or "-", _fmt(c["alone"])) for c in res["culprits"]),
                          f"1-minimal culprit pairs; {req['good']}: {_fmt(res['good_value'])}, {req['bad']}: "
                          f"{_fmt(res['bad_value'])}, culprits together: {_fmt(res['together'])}; "
                          f"{res['variants']} variants ({res['evaluated']} evaluated, {res['reused']} from the store), "
                          f"{res['seconds']:.1f} s. How: {res['how']}"))
        else:
            comp = res["compare"]
            doc.add(Table(("variant", "max ulp", "speed-up over strict"),
                          tuple((k, _fmt(v["accuracy"].get("max_ulp")), _fmt(v.get("speedup")))
                                for k, v in comp.items()),
                          f"{res['flagged_pairs']} of {res['total_pairs']} (site, flag) pairs on; held out: "
                          f"{res['held_out']}; {res['evaluated'] + res['reused']} variants, {res['seconds']:.1f} s"
                          + (f"; stopped early: {res['bound_reached']}" if res["bound_reached"] else "")))
            if res["held_back"]:
                doc.add(Bullets(tuple(f"{h['site']} {h['flag']} (`{h['instruction']}`, {h['source'] or 'no source line'}): "
                                      f"{h['why']}" for h in res["held_back"])))
        steps = run["steps"]
        doc.add(Para(f"{len(steps)} step(s): " + "; ".join(
            f"{s['n']} {s['phase']} {s['changes']} change(s) -> {_fmt(s['value'])}{' *' if s['holds'] else ''}"
            for s in steps[:40]) + (" ..." if len(steps) > 40 else "") + " (* shows the behaviour)"))
