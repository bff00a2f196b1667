"""``fpsem run``: execute a kernel with a flag profile and print its checksum and timing.

Runners execute a kernel on a target kind; ``host`` JIT-compiles it for this
CPU (``fpsem.host_runner``).  A runner is one entry of ``RUNNERS``: a GPU
runner (``--runner cuda`` for ``--target h100``/``h200``) is added there.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Callable

from ..errors import UsageError
from ..kernels.registry import load_spec, read_kernel_ir
from ..kernels.spec import INPUT_SETS, KernelSpec, PRECISIONS
from ..profiles import Profile, require_allowed, resolve_profile
from ..targets import Target, resolve_target
from ._common import print_json, size_param


def _run_host(args: argparse.Namespace, spec: KernelSpec, kernel_ir: str, profile: Profile, target: Target) -> dict:
    from ..host_runner import run_host

    return run_host(spec, kernel_ir, profile, precision=args.precision, size_set=args.size_set,
                    size_overrides=_overrides(args, spec), input_set=args.inputs, reps=args.reps,
                    seed=args.seed).record()


def _run_cuda(args: argparse.Namespace, spec: KernelSpec, kernel_ir: str, profile: Profile, target: Target) -> dict:
    from ..cuda.variant import run_cuda  # cuda-bindings is optional: without it this raises GpuUnavailable (exit 4)

    return run_cuda(spec, kernel_ir, profile, target, precision=args.precision, size_set=args.size_set,
                    size_overrides=_overrides(args, spec), input_set=args.inputs, reps=args.reps,
                    seed=args.seed, block=args.block)


@dataclass(frozen=True)
class Runner:
    """How a kernel is executed on one kind of target."""

    kinds: tuple[str, ...]  # target kinds it runs on
    run: Callable[[argparse.Namespace, KernelSpec, str, Profile, Target], dict]  # returns a run record
    description: str


RUNNERS: dict[str, Runner] = {
    "host": Runner(("host",), _run_host, "JIT-compiled for this CPU through llvmlite (plain loops, one thread)"),
    "cuda": Runner(("nvptx",), _run_cuda, "PTX loaded and launched on an NVIDIA GPU through cuda-bindings"),
}


def _overrides(args: argparse.Namespace, spec: KernelSpec) -> dict[str, int]:
    out = dict(args.param or [])
    if args.size is not None:
        if "N" not in spec.sizes[args.size_set]:
            raise UsageError(f"kernel {spec.key} has no size parameter N; use --param")
        out["N"] = args.size
    return out


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("run", help="run a kernel with a profile; print its checksum and timing")
    p.add_argument("--kernel", "-k", required=True, help="kernel name (see `fpsem kernels`) or path to a spec .toml")
    p.add_argument("--target", "-t", default="host", help="target name (see `fpsem targets`; default host)")
    p.add_argument("--runner", choices=sorted(RUNNERS),
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
    p.add_argument("--json", action="store_true", help="machine-readable record, checksum included")
    p.set_defaults(handler=run)


def choose_runner(name: str | None, target: Target) -> tuple[str, Runner]:
    """The runner named, or the one for the target's kind; UsageError if it cannot run there."""
    if name is None:
        for n, r in RUNNERS.items():
            if target.kind in r.kinds:
                return n, r
        known = "; ".join(f"{n} runs on {'/'.join(r.kinds)}" for n, r in RUNNERS.items())
        raise UsageError(f"no runner executes on target {target.name!r} (kind {target.kind}) yet ({known})")
    r = RUNNERS[name]
    if target.kind not in r.kinds:
        raise UsageError(f"runner {name!r} runs on {', '.join(r.kinds)} targets, not on {target.name!r} ({target.kind})")
    return name, r


def run(args: argparse.Namespace) -> int:
    spec = load_spec(args.kernel)
    if args.inputs is None:  # input sets are per kernel: an imported kernel has no rajaperf set
        args.inputs = "rajaperf" if "rajaperf" in spec.input_sets else "random"
    profile = resolve_profile(args.profile)
    require_allowed(profile, args.allow_ub)
    target = resolve_target(args.target)
    runner_name, runner = choose_runner(args.runner, target)
    kernel_ir, _ = read_kernel_ir(spec, args.precision)
    record = runner.run(args, spec, kernel_ir, profile, target)
    record["target"], record["runner"] = target.name, runner_name
    record["ub_capable"] = profile.ub_capable
    if args.json:
        print_json(record)
        return 0
    sizes = " ".join(f"{k}={v}" for k, v in record["sizes"].items())
    t = record["timing"]
    print(f"kernel {spec.key} ({spec.name}), {record['precision']}, profile {record['profile']}"
          f"{' [UB-capable]' if profile.ub_capable else ''}, target {target.name} (runner {runner_name})")
    print(f"sizes: {sizes}")
    print(f"inputs: {record['inputs']}" + (f" (seed {record['seed']})" if record["inputs"] != "rajaperf" else "")
          + f", reps: {record['reps']}")
    print(f"checksum: {record['checksum_text']}")
    print(f"time: {t['seconds_total']:.6g} s total, {t['seconds_per_rep'] * 1e3:.6g} ms/rep ({t['how']}); "
          f"compile {record['compile_seconds']:.3g} s")
    return 0
