"""``fpsem run``: execute a kernel with a flag profile and print its checksum and timing.

Runners execute a kernel on a target kind; ``host`` JIT-compiles it for this
CPU (``fpsem.runners.host``).  A runner is one entry of ``RUNNERS``: a GPU
runner (``--runner cuda`` for ``--target h100``/``h200``) is added there.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from fpsem.cli._common import print_json, size_param
from fpsem.compiler.backends import backend_for
from fpsem.compiler.cache import default_cache
from fpsem.compiler.targets import Target, resolve_target
from fpsem.core.errors import FpsemError, StageFailure, UsageError
from fpsem.core.isolate import Outcome, call_isolated
from fpsem.core.limits import check_memory, memory_limit
from fpsem.fastmath.profiles import Profile, require_allowed, resolve_profile
from fpsem.kernels.bounds import check_bounds
from fpsem.kernels.importer import resolve_kernel
from fpsem.kernels.inputs import make_inputs, memory_estimate
from fpsem.kernels.nonfinite import FiniteCheck, nonfinite_counts, real_inputs, variant_failure
from fpsem.kernels.registry import Kernel
from fpsem.kernels.spec import INPUT_SETS, PRECISIONS, KernelSpec, array_length, resolve_sizes

DEFAULT_TIMEOUT_S = 3600.0


@dataclass(frozen=True)
class HostTask:
    """One host run, as the isolated worker receives it."""

    kernel: Kernel
    profile: Profile
    precision: str
    size_set: str
    overrides: Mapping[str, int]
    input_set: str
    reps: int | None
    seed: int


def host_task(task: HostTask) -> dict:
    """Run in the worker: the run record, with what its outputs say about finiteness (``finite``)."""
    from fpsem.runners.host import run_host

    run = run_host(task.kernel, task.profile, precision=task.precision, size_set=task.size_set,
                   size_overrides=task.overrides, input_set=task.input_set, reps=task.reps, seed=task.seed,
                   cache=default_cache())
    record = run.record()
    counts = nonfinite_counts(run.outputs)
    checksum_finite = math.isfinite(float(run.checksum))
    inputs_finite = None
    if counts or not checksum_finite:  # rare: only then are the inputs rebuilt to be examined
        values = make_inputs(task.kernel.spec, run.sizes, task.precision, task.input_set, task.seed)
        inputs_finite = not nonfinite_counts(real_inputs(task.kernel.spec, values))
    record["finite"] = FiniteCheck(counts, checksum_finite, inputs_finite).to_dict()
    return record


class _Relayed(FpsemError):
    """An fpsem error raised in the worker, with its exit code."""

    def __init__(self, message: str, exit_code: int) -> None:
        super().__init__(message)
        self.exit_code = exit_code


def _outcome_value(outcome: Outcome, label: str) -> Any:
    if outcome.ok:
        return outcome.value
    if outcome.exit_code is not None:
        raise _Relayed(outcome.error, outcome.exit_code)
    raise StageFailure(f"host run of {label} failed: {outcome.error}")


def _finite_check(d: Mapping[str, Any]) -> FiniteCheck:
    return FiniteCheck(dict(d["nonfinite_outputs"]), bool(d["checksum_finite"]), d["inputs_finite"])


def _run_host(args: argparse.Namespace, kernel: Kernel, profile: Profile, target: Target) -> dict:
    """The host run in a fresh worker process with a time limit: a kernel that faults (SIGSEGV,
    ``llvm.trap``'s SIGILL) or loops for ever is one failed run (exit 4), never fpsem's end."""
    spec = kernel.spec
    overrides = _overrides(args, spec)
    sizes = resolve_sizes(spec, args.size_set, overrides)
    label = f"{spec.key}.{args.precision} with profile {profile.name}"
    task = HostTask(kernel, profile, args.precision, args.size_set, overrides, args.inputs, args.reps,
                    args.seed)
    timeout = args.timeout if args.timeout > 0 else None
    record = _outcome_value(call_isolated(host_task, task, timeout), label)
    check = _finite_check(record["finite"])
    if not check.finite and check.inputs_finite:
        strict = None
        if profile.flags:  # compare with the same run without flags: is the NaN/Inf this variant's doing?
            out = call_isolated(host_task, replace(task, profile=resolve_profile("strict")), timeout)
            strict = _finite_check(out.value["finite"]) if out.ok else None
        else:
            strict = check  # strict itself: non-finite is the kernel's own result
        lengths = {a.name: array_length(spec, a, sizes) for a in spec.checksum_args}
        failure = variant_failure(check, strict, lengths)
        if failure:
            raise StageFailure(f"{label}: {failure}")
        print(f"fpsem: note: {label}: NaN/Inf results from finite inputs, as without fast-math flags "
              f"(the kernel's own, not this variant's)", file=sys.stderr)
    return record


def _run_cuda(args: argparse.Namespace, kernel: Kernel, profile: Profile, target: Target) -> dict:
    from fpsem.runners.cuda.end_to_end import (
        run_cuda,  # cuda-bindings is optional: without it this raises GpuUnavailable (exit 4)
    )

    return run_cuda(kernel, profile, target, precision=args.precision, size_set=args.size_set,
                    size_overrides=_overrides(args, kernel.spec), input_set=args.inputs, reps=args.reps,
                    seed=args.seed, block=args.block)


@dataclass(frozen=True)
class Runner:
    """How a kernel is executed: the backends whose ``runner`` is this one's name run it."""

    run: Callable[[argparse.Namespace, Kernel, Profile, Target], dict]  # returns a run record
    description: str


RUNNERS: dict[str, Runner] = {
    "host": Runner(_run_host, "JIT-compiled for this CPU through llvmlite (plain loops, one thread)"),
    "cuda": Runner(_run_cuda, "PTX loaded and launched on an NVIDIA GPU through cuda-bindings"),
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
    p.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_S,
                   help=f"seconds the run may take before it is stopped as failed (exit 4; "
                        f"default {DEFAULT_TIMEOUT_S:g}, 0: no limit)")
    p.add_argument("--max-memory", metavar="BYTES",
                   help="refuse a run whose arrays need more (e.g. 8G; default: FPSEM_MAX_MEMORY, "
                        "else half this machine's memory)")
    p.add_argument("--json", action="store_true", help="machine-readable record, checksum included")
    p.set_defaults(handler=run)


def choose_runner(name: str | None, target: Target) -> tuple[str, Runner]:
    """The runner named, or the one for the target's kind; UsageError if it cannot run there."""
    own = backend_for(target.kind).runner
    if own not in RUNNERS:
        raise UsageError(f"no runner executes {target.kind} code (target {target.name!r}) here; its speed is "
                         f"modelled (`fpsem compile --model`) and its accuracy emulated (`fpsem accuracy`)")
    if name is not None and name != own:
        raise UsageError(f"runner {name!r} does not run {target.kind} code (target {target.name!r}); "
                         f"its runner is {own!r}")
    return own, RUNNERS[own]


def _check_options(args: argparse.Namespace) -> None:
    if args.seed < 0:
        raise UsageError(f"--seed must be a non-negative integer, not {args.seed}")
    if args.reps is not None and args.reps < 1:
        raise UsageError("--reps must be at least 1")
    if args.size is not None and args.size < 1:
        raise UsageError(f"--size must be a positive integer, not {args.size}")
    if args.block < 1:
        raise UsageError(f"--block must be a positive integer, not {args.block}")
    if not math.isfinite(args.timeout) or args.timeout < 0:
        raise UsageError("--timeout must be 0 (no limit) or a positive number of seconds")


def check_run_fits(spec: KernelSpec, kernel_ir: str, precision: str, sizes: Mapping[str, int],
                   max_memory: str | None) -> None:
    """Before anything is allocated or run: the arrays fit the memory limit, and every access of the
    declared iteration spaces stays inside its array (where the IR lets that be proved); UsageError if not."""
    check_memory(memory_estimate(spec, sizes, precision), memory_limit(max_memory),
                 f"kernel {spec.key} ({precision}) at {' '.join(f'{k}={v}' for k, v in sizes.items())}")
    check_bounds(spec, kernel_ir, precision, sizes)


def run(args: argparse.Namespace) -> int:
    _check_options(args)
    kernel = resolve_kernel(args.kernel)
    spec = kernel.spec
    if args.inputs is None:  # input sets are per kernel: an imported kernel has no rajaperf set
        args.inputs = "rajaperf" if "rajaperf" in spec.input_sets else "random"
    profile = resolve_profile(args.profile)
    require_allowed(profile, args.allow_ub)
    target = resolve_target(args.target)
    runner_name, runner = choose_runner(args.runner, target)
    kernel_ir = kernel.ir_for(args.precision)
    check_run_fits(spec, kernel_ir, args.precision, resolve_sizes(spec, args.size_set, _overrides(args, spec)),
                   args.max_memory)
    record = runner.run(args, kernel, profile, target)
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
