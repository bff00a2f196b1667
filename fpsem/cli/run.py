"""``fpsem run``: execute a kernel with a flag profile and print its checksum and timing.

The target's runner executes it (``fpsem.runners.registry``: ``host`` JIT-compiles it for this CPU,
``cuda`` runs its PTX on an NVIDIA GPU); the guards and the run itself are :func:`fpsem.api.run`'s.
"""

from __future__ import annotations

import argparse

from fpsem import api
from fpsem.api.running import DEFAULT_TIMEOUT_S
from fpsem.cli._common import notes, print_json, size_param
from fpsem.kernels.spec import INPUT_SETS, PRECISIONS
from fpsem.runners.registry import measuring_runners


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("run", help="run a kernel with a profile; print its checksum and timing")
    p.add_argument("--kernel", "-k", required=True, help="kernel name (see `fpsem kernels`) or path to a spec .toml")
    p.add_argument("--target", "-t", default="host", help="target name (see `fpsem targets`; default host)")
    p.add_argument("--runner", choices=measuring_runners(),
                   help="how to execute (default: the runner for the target's kind: host -> host)")
    p.add_argument("--profile", "-p", default="strict", help="profile name or path (default strict)")
    p.add_argument("--allow-ub", action="store_true", help="accept a UB-capable profile (nnan/ninf/fast)")
    p.add_argument("--precision", choices=PRECISIONS, default="f64", help="real type (default f64, RAJAPerf's)")
    p.add_argument("--size", type=int, help="problem size N (RAJAPerf's target size; default: the size set's)")
    p.add_argument("--size-set", default="default", help="named size set of the spec (default, small, ...)")
    p.add_argument("--param", type=size_param, action="append", metavar="NAME=N",
                   help="set another size parameter (e.g. nd=64 for LTIMES); repeatable")
    p.add_argument("--inputs", choices=INPUT_SETS, default=None,
                   help="input set (default rajaperf, or random for a kernel without RAJAPerf's inputs)")
    p.add_argument("--seed", type=int, default=0, help="seed of the random and special input sets")
    p.add_argument("--reps", type=int, help="repetitions (default: RAJAPerf's for the kernel)")
    p.add_argument("--block", type=int, default=256, help="GPU block size (cuda runner; default 256, RAJAPerf's)")
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_S,
                   help=f"seconds the run may take before it is stopped as failed (exit 4; "
                        f"default {DEFAULT_TIMEOUT_S:g}, 0: no limit)")
    p.add_argument("--max-memory", metavar="BYTES",
                   help="refuse a run whose arrays need more (e.g. 8G; default: FPSEM_MAX_MEMORY, "
                        "else half this machine's memory)")
    p.add_argument("--json", action="store_true", help="machine-readable record, checksum included")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    result = api.run(args.kernel, args.profile, target=args.target, runner=args.runner, precision=args.precision,
                     size_set=args.size_set, size=args.size, sizes=dict(args.param or []), inputs=args.inputs,
                     reps=args.reps, seed=args.seed, block=args.block, timeout=args.timeout,
                     max_memory=args.max_memory, allow_ub=args.allow_ub)
    notes(result.notes)
    if args.json:
        print_json(result.record())
        return 0
    r = result
    sizes = " ".join(f"{k}={v}" for k, v in r.sizes.items())
    print(f"kernel {r.kernel} ({r.kernel_name}), {r.precision}, profile {r.profile}{' [UB-capable]' if r.ub_capable else ''}, "
          f"target {r.target} (runner {r.runner})")
    print(f"sizes: {sizes}")
    print(f"inputs: {r.input_set}" + (f" (seed {r.seed})" if r.input_set != "rajaperf" else "") + f", reps: {r.reps}")
    print(f"checksum: {r.record()['checksum_text']}")
    print(f"time: {r.seconds:.6g} s total, {r.seconds_per_rep * 1e3:.6g} ms/rep ({r.how}); "
          f"compile {r.compile_seconds:.3g} s")
    return 0
