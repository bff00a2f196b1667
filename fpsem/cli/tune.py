"""``fpsem tune``: the fastest per-site safe-flag assignment within an accuracy budget."""

from __future__ import annotations

import argparse

from fpsem import api
from fpsem.cli._common import path_arg, print_json, print_table
from fpsem.cli._search import add_common, common, steps
from fpsem.cli._search import fmt as _fmt
from fpsem.search.tune import TuneResult


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("tune", help="fastest per-site safe-flag assignment within an accuracy budget",
                       description="Start with every safe flag (reassoc nsz arcp contract afn; never nnan/ninf) on "
                                   "every site, back off the culprit pairs bisection finds until the budget holds, "
                                   "add held-back pairs again one by one where the budget allows, then check a "
                                   "held-out input set.  Writes a per-site profile (-o).  Exit 1 when the result "
                                   "exceeds the budget on the held-out inputs.")
    add_common(p)
    p.add_argument("--budget", required=True,
                   help="max-ulp<=X | normalised<=X (against the reference) | max-ulp<=+X (X over strict's error)")
    p.add_argument("-o", "--output", type=path_arg, help="write the tuned per-site profile here (.toml)")
    p.add_argument("--name", default="tuned", help="the tuned profile's name (default: tuned)")
    p.add_argument("--max-variants", type=int, default=300, help="bound on variants measured (default 300)")
    p.add_argument("--max-seconds", type=float, default=1800.0, help="bound on search time (default 1800 s)")
    p.add_argument("--held-out-seed", type=int, default=1, help="seed of the held-out random input set (default 1)")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    with steps(args, "tune") as on_step:
        result = api.tune(args.kernel, args.budget, name=args.name, max_variants=args.max_variants,
                          max_seconds=args.max_seconds, held_out_seed=args.held_out_seed, output=args.output,
                          on_step=on_step, **common(args))
    if args.json:
        print_json(result.to_json())
    else:
        print_result(result, args.output)
    return 0 if result.within_budget and result.held_out.get("within_budget") is not False else 1


def print_result(r: TuneResult, output) -> None:
    print(f"{r.kernel}.{r.precision} on {r.target}: budget {r.budget}; {r.flagged_pairs} of {r.total_pairs} "
          f"(site, safe flag) pairs on{'' if r.within_budget else ' -- NOT within the budget'}")
    rows = []
    for label in ("strict", "tuned", "algebraic"):
        c = r.compare.get(label, {})
        a, sp = c.get("accuracy", {}), c.get("speed", {})
        secs = _fmt(sp.get("seconds")) + (f" ({_fmt(sp['min'])}-{_fmt(sp['max'])})" if "min" in sp else "")
        rows.append([label, _fmt(a.get("max_ulp")), _fmt(a.get("max_normalised")), secs,
                     _fmt(c.get("speedup")), sp.get("how", c.get("speed_error", "-"))[:60]])
    print_table(rows, ["variant", "max ulp", "max normalised", "seconds", "speedup", "speed: how"])
    if r.held_out.get("note"):
        print(f"  held out: {r.held_out['note']}")
    elif r.held_out:
        print(f"  held out ({r.held_out['inputs']}): {_fmt(r.held_out.get(r.budget.split('<')[0]))} -- "
              f"{'within' if r.held_out['within_budget'] else 'EXCEEDS'} the budget")
    if r.held_back:
        print_table([[h.site, h.flag, h.source or "-", h.instruction, h.why] for h in r.held_back],
                    ["held back", "flag", "source", "instruction", "why"])
    if r.bound_reached:
        print(f"  search stopped early: {r.bound_reached}")
    print(f"  {r.evaluated + r.reused} variant(s): {r.evaluated} evaluated, {r.reused} from the store; "
          f"{r.seconds:.1f} s{f'; profile -> {output}' if output else ''}")
