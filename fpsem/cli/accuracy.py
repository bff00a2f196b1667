"""``fpsem accuracy``: a kernel's variants against an mpmath reference; special values and UB witnesses.

    fpsem accuracy --kernel K --profile P[,P..|all] [--target T] [--precision f64|f32]
                   [--inputs rajaperf|random|special] [--size N] [--size-set S] [--json]

Errors are in ulps of the kernel's format against the correctly rounded reference, and
normalised by the condition of the computation (|error| / (sum of |terms| * u)).
The ``strict`` variant always runs as the baseline. Exit code 1 when a safe profile
changes a NaN status under NaN inputs (a rule of the flag model broken).
"""

from __future__ import annotations

import argparse
import math
from typing import Any

from fpsem import api
from fpsem.accuracy.error_metrics import WorstElement
from fpsem.accuracy.evaluate import AccuracyReport
from fpsem.accuracy.sampling import DEFAULT_SAMPLE_LIMIT
from fpsem.api.measuring import REFERENCES
from fpsem.cli._common import add_quiet, print_json, print_table, progress_of, size_param
from fpsem.core.errors import EXIT_FINDINGS
from fpsem.floats.exact import DEFAULT_WORKING_PRECISION
from fpsem.kernels.spec import INPUT_SETS, PRECISIONS
from fpsem.results.flatten import finite_json


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("accuracy", help="errors of a kernel's variants against an mpmath reference (ulps, "
                                        "condition-normalised), special values and UB witnesses")
    p.add_argument("--kernel", "-k", required=True, help="kernel name (see `fpsem kernels`) or path to a spec .toml")
    p.add_argument("--profile", "-p", required=True,
                   help="profile name(s) or path(s), comma-separated, or 'all' (strict always runs as the baseline)")
    p.add_argument("--allow-ub", action="store_true", help="accept UB-capable profiles (nnan/ninf/fast)")
    p.add_argument("--target", "-t", default="host",
                   help="host (run here), a GPU target (run on its GPU when one is here, else emulated on this "
                        "CPU and labelled so), or a path to a target .toml; default host")
    p.add_argument("--require-measured", action="store_true",
                   help="refuse to emulate: exit 4 when the target's hardware is not here")
    p.add_argument("--precision", choices=PRECISIONS, default="f64", help="real type (default f64)")
    p.add_argument("--inputs", choices=INPUT_SETS, default=None,
                   help="input set (default random, or rajaperf for a kernel without one); "
                        "'special' adds the special-values report")
    p.add_argument("--seed", type=int, default=0, help="seed of the random/special inputs and of the sample")
    p.add_argument("--size", type=int, help="problem size N (default: the size set's, raised to 1024 points per "
                                             "output where it has fewer: a steady max error)")
    p.add_argument("--size-set", default="small",
                   help="named size set of the spec (default small: the reference is mpmath, computed once and cached)")
    p.add_argument("--param", type=size_param, action="append", metavar="NAME=N", help="set another size parameter")
    p.add_argument("--working-precision", type=int, default=DEFAULT_WORKING_PRECISION, metavar="BITS",
                   help=f"mpmath working precision of the reference (default {DEFAULT_WORKING_PRECISION})")
    p.add_argument("--sample", type=int, default=DEFAULT_SAMPLE_LIMIT, metavar="N",
                   help=f"compare at most N elements per output, a seeded sample (default {DEFAULT_SAMPLE_LIMIT})")
    p.add_argument("--reference", choices=REFERENCES, default="auto",
                   help="reference source: the hand-written module in accuracy/ (auto, when present) or the "
                        "mpmath interpreter of the kernel's IR")
    p.add_argument("--no-cache", action="store_true", help="recompute the reference (and do not store it)")
    p.add_argument("--device", type=int, default=0, help="GPU ordinal for an NVIDIA target")
    p.add_argument("--json", action="store_true", help="machine-readable report")
    add_quiet(p)
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    report = api.evaluate_accuracy(args.kernel, args.profile, target=args.target, precision=args.precision,
                                   inputs=args.inputs, size_set=args.size_set, size=args.size,
                                   sizes=dict(args.param or []), seed=args.seed, allow_ub=args.allow_ub,
                                   require_measured=args.require_measured, working_precision=args.working_precision,
                                   sample=args.sample, reference=args.reference, cache_reference=not args.no_cache,
                                   device=args.device, progress=progress_of(args))
    if args.json:
        print_json(json_safe(report.to_dict()))
    else:
        print_report(report)
    return EXIT_FINDINGS if any(p.violations for p in report.special) else 0


# ----------------------------------------------------------------------------- output


def json_safe(obj: Any) -> Any:
    """The report with NaN and infinities as strings (strict JSON has no such numbers)."""
    return finite_json(obj, ("NaN", "Infinity", "-Infinity"))


def _num(x: float | None) -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "-"
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return f"{x:.3g}"


def print_report(r: AccuracyReport) -> None:
    ref = r.reference
    sizes = " ".join(f"{k}={v}" for k, v in r.sizes.items())
    sampled = any(o.sampled for o in ref.outputs)
    print(f"accuracy of {r.kernel} ({r.precision}) on target {r.target}: {r.how}")
    print(f"inputs: {r.input_set}" + (f" (seed {r.seed})" if r.input_set != "rajaperf" else "")
          + f"; sizes: {sizes} ({r.size_set}); one repetition")
    if r.size_choice:
        print(f"sample size: {r.size_choice}")
    print(f"reference: {ref.source}, {ref.working_precision}-bit mpmath{' (cached)' if ref.cached else ''}; "
          f"compared {ref.compared} of {ref.population} computed elements"
          + (f" (seeded sample, seed {ref.seed}, at most {ref.sample_limit} per output)" if sampled else " (all)"))
    rows = []
    for v in r.variants:
        e, d = v.errors.overall, v.vs_strict
        rows.append([v.profile + (" [UB]" if v.ub_capable else ""), _num(e.max_ulp), _num(e.p99_ulp),
                     _num(e.median_ulp), f"{100 * e.exactly_rounded:.1f}%", _num(e.max_normalised),
                     _num(e.p99_normalised), e.nan_mismatches, e.inf_mismatches, e.zero_sign_mismatches,
                     "-" if d is None else d.differing, "-" if d is None else _num(d.max_ulp_to_strict)])
    print()
    print_table(rows, ["profile", "max ulp", "p99 ulp", "median ulp", "exact", "max norm", "p99 norm",
                       "NaN≠", "Inf≠", "±0≠", "≠strict", "ulp to strict"])
    print("\nulp: distance to the correctly rounded reference (finite results); norm: |error| / (sum of |terms| * u);"
          "\nNaN≠/Inf≠/±0≠: results whose NaN, infinity or zero-sign status differs from the reference's.")
    _print_worst(r)
    for v in r.variants:
        for n in v.notes:
            print(f"note ({v.profile}): {n}")
    for n in ref.notes:
        print(f"note (reference): {n}")
    if r.special:
        _print_special(r)


def _g(x: float | None) -> str:
    # the shortest text that reads back to the same double: values 1 ulp apart never print alike
    return "-" if x is None else repr(float(x))


def worst_line(w: WorstElement) -> str:
    """One line for a variant's worst element: where, the inputs there, what came out, and strict there."""
    ins = ", ".join(f"{k}={_g(v)}" for k, v in w.inputs.items()) or "(no real inputs at this index)"
    line = (f"{w.output}[{w.index}]  {ins}:  got {_g(w.computed)}, correctly rounded {_g(w.reference)} "
            f"({_num(w.ulp)} ulp)")
    if w.strict_exact is not None:
        line += (f"; strict there {_g(w.strict_computed)} "
                 + (f"({_num(w.strict_ulp)} ulp, also wrong)" if w.strict_wrong else "(correctly rounded)"))
    return line


def _print_worst(r: AccuracyReport) -> None:
    worst = [(v.profile, v.errors.overall.worst) for v in r.variants if v.errors.overall.worst is not None]
    if not worst:
        return
    print("\nworst input per profile (the element with the largest ulp error; the inputs at its index):")
    width = max(len(p) for p, _ in worst)
    for prof, w in worst:
        assert w is not None
        print(f"  {prof:{width}s}  {worst_line(w)}")


def _print_special(r: AccuracyReport) -> None:
    print("\nspecial values: each class injected alone into one entry in eight of the random inputs;"
          "\ndifferences from strict among the output elements the injection affects:")
    rows = []
    for p in r.special:
        for c in p.classes:
            rows.append([p.profile, c.special, c.compared, c.differing, *[c.kinds[k] for k in
                         ("zero-sign", "rounding", "overflow", "nan-appeared", "nan-vanished")]])
    print_table(rows, ["profile", "inputs", "affected", "differ", "zero-sign", "rounding", "overflow",
                       "NaN appeared", "NaN vanished"])
    print()
    for p in r.special:
        print(f"{p.profile}: {p.verdict}")
    for p in r.special:
        if not p.witnesses:
            continue
        print(f"\nUB witnesses of {p.profile} (first {len(p.witnesses)} of {p.witness_count}); "
              f"safe counterpart {p.counterpart}:")
        for w in p.witnesses:
            ins = ", ".join(f"{k}={v:.6g}" for k, v in w.inputs.items())
            print(f"  {w.special:9s} {w.output}[{w.index}]  inputs {ins}:  strict {w.strict:.6g}, "
                  f"counterpart {w.safe_counterpart:.6g}, {p.profile} {w.variant:.6g}  ({w.kind})")
