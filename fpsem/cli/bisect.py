"""``fpsem bisect``: which instructions, under which flags, cause a behaviour (delta debugging)."""

from __future__ import annotations

import argparse

from fpsem import api
from fpsem.cli._common import print_json, print_table
from fpsem.cli._search import add_common, common, steps
from fpsem.cli._search import fmt as _fmt
from fpsem.search.bisect import BisectResult


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bisect", help="find the (site, flag) pairs that turn --good into --bad (ddmin)",
                       description="Delta debugging over sites, then flags, then (site, flag) pairs: a 1-minimal "
                                   "set of changes from --good that shows the criterion.  Criteria: max-ulp>X, "
                                   "normalised>X (against the mpmath reference), status (NaN/Inf/signed-zero "
                                   "status differs from strict), checksum (outputs differ from strict), "
                                   "speedup>X (over --good; modelled for GPU targets, --objective measured on "
                                   "the host).  Every evaluation is stored: a killed bisection resumes.")
    add_common(p)
    p.add_argument("--good", required=True, help="profile without the behaviour (name or .toml)")
    p.add_argument("--bad", required=True, help="profile with the behaviour (name or .toml)")
    p.add_argument("--criterion", "-c", required=True, help="max-ulp>X | normalised>X | status | checksum | speedup>X")
    p.add_argument("--allow-ub", action="store_true", help="accept UB-capable profiles (nnan/ninf/fast)")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    with steps(args, "bisect") as on_step:
        result = api.bisect(args.kernel, args.good, args.bad, args.criterion, allow_ub=args.allow_ub,
                            on_step=on_step, **common(args))
    if args.json:
        print_json(result.to_json())
    else:
        print_result(result)
    return 0


def print_result(r: BisectResult) -> None:
    print(f"{r.kernel}.{r.precision} on {r.target}: {r.good} -> {r.bad}, criterion {r.criterion}")
    print(f"  {r.good}: {_fmt(r.good_value)}   {r.bad} (on the kernel's sites): {_fmt(r.bad_value)}   "
          f"culprits together: {_fmt(r.together)}")
    print_table([[c.site, ("+" if c.add else "-") + c.flag, c.opcode, c.source or "-", _fmt(c.alone), c.instruction]
                 for c in r.culprits], ["site", "flag", "opcode", "source", "alone", "instruction"])
    print(f"  {len(r.culprits)} of {r.changes} (site, flag) change(s) at {len(r.culprit_sites)} site(s), 1-minimal; "
          f"{r.variants} variant(s): {r.evaluated} evaluated, {r.reused} from the store; {r.seconds:.1f} s")
    print(f"  how: {r.how}")
