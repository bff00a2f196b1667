"""One fpsem variant on the GPU, end to end: compile for an NVIDIA target, run, checksum, time.

This is what ``fpsem run --runner cuda`` does (the benchmark script drives the
same pieces for the whole suite).  The GPU is opened first, so that a machine
without one says so in one line (:class:`~fpsem.runners.cuda.faults.GpuUnavailable`,
exit code 4) before anything is compiled.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fpsem.compiler.backends import backend_for
from fpsem.compiler.build import CompiledVariant, build_many
from fpsem.compiler.cache import default_cache
from fpsem.compiler.targets import Target
from fpsem.compiler.variant import Variant
from fpsem.core.errors import StageFailure, UsageError
from fpsem.fastmath.profiles import Profile
from fpsem.kernels.checksum import format_checksum, kernel_checksum
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.registry import Kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.cuda.driver import Gpu
from fpsem.runners.cuda.finalize import HostFinalizer
from fpsem.runners.cuda.runner import KernelSession, Program, entries_from_compiled, guarded


GUARD_BYTES = 4096  # bounds-checked mode's canary region on each side of an array


def compile_for_gpu(kernel: Kernel, precision: str, profile: Profile, target: Target, sizes: Mapping[str, int],
                    use_cache: bool = True) -> CompiledVariant:
    """Build one variant for an NVIDIA target at ``sizes`` (sizes are baked into the entries), in a worker."""
    if backend_for(target.kind).runner != "cuda":
        raise UsageError(f"the CUDA runner needs an NVIDIA target, not {target.name!r} ({target.kind})")
    v = Variant(kernel, precision, profile, target, tuple(sorted(sizes.items())))
    return build_many([v], default_cache() if use_cache else None, workers=1)[0]


def program_of(variant: CompiledVariant) -> Program:
    """The runner's view of a compiled NVPTX variant; StageFailure if it has no PTX."""
    if not variant.ok or not variant.ptx:
        why = variant.failure.message if variant.failure else "no PTX"
        stage = variant.failure.stage if variant.failure else "codegen"
        raise StageFailure(f"{variant.name}: compile failed at {stage}: {why}")
    return Program(variant.name, variant.ptx, entries_from_compiled(variant.entries), "fpsem")


def run_cuda(kernel: Kernel, profile: Profile, target: Target, *, precision: str = "f64",
             size_set: str = "default", size_overrides: Mapping[str, int] | None = None,
             input_set: str = "rajaperf", reps: int | None = None, seed: int = 0, block: int = 256,
             device: int = 0, time_it: bool = True) -> dict[str, Any]:
    """Compile, run ``reps`` repetitions (checksum) and time one variant; a JSON-ready record.

    Raises GpuUnavailable without a GPU, StageFailure when the variant does not
    compile or faults on the GPU (with the driver's message).  Runs in this process:
    after a fatal fault the command ends (without touching CUDA again), so no worker
    process is needed.
    """
    spec = kernel.spec
    if precision not in spec.precisions:
        raise UsageError(f"kernel {spec.key} has no {precision} version (precisions: {', '.join(spec.precisions)})")
    nreps = spec.reps if reps is None else reps
    if nreps < 1:
        raise UsageError("--reps must be at least 1")
    gpu = Gpu(device)
    healthy = True
    try:
        sizes = resolve_sizes(spec, size_set, size_overrides)
        variant = compile_for_gpu(kernel, precision, profile, target, sizes)
        program = program_of(variant)
        inputs = make_inputs(spec, sizes, precision, input_set, seed)
        # imported kernels run bounds-checked: canaries around every array, checked after the run
        session = KernelSession(gpu, spec, precision, sizes, inputs, block=block,
                                finalize=HostFinalizer(spec, precision, kernel.ir_for(precision)),
                                guard_bytes=GUARD_BYTES if spec.group == "imported" else 0)
        out, fault = guarded("run", "sync", lambda: session.run(program, nreps))
        timing = None
        if fault is None and time_it:
            timing, fault = guarded("time", "sync", lambda: session.time(program))
        if fault is not None:
            healthy = not fault.fatal  # after a fatal fault no CUDA call may follow, teardown included
            raise StageFailure(f"{program.label} on {gpu.info.name}: {fault.one_line()}")
        session.close()
        values = {**out.outputs, **out.results}
        checked = {a.name: values[a.name] for a in spec.checksum_args if a.name in values}
        checksum = kernel_checksum(spec, checked)
        total_s = sum(out.rep_ms) * 1e-3
        record: dict[str, Any] = {
            "kernel": spec.key, "precision": precision, "profile": profile.name, "size_set": size_set,
            "sizes": dict(sizes), "inputs": input_set, "seed": seed, "reps": nreps,
            "checksum": float(checksum), "checksum_text": format_checksum(checksum),
            "outputs": {k: (float(v) if not hasattr(v, "size") else {"length": int(v.size)})
                        for k, v in checked.items()},
            "device": gpu.info.to_dict(),
            "launch": {e: {"grid": c.grid, "block": c.block} for e, c in out.launches.items()},
            "function_attributes": {e: dict(a) for e, a in out.function_attributes.items()},
            "compile_seconds": variant.compile_seconds,
            "timing": {
                "seconds_total": total_s,
                "seconds_per_rep": (timing.stats.median_ms * 1e-3) if timing else total_s / nreps,
                "how": ("measured: CUDA events; total = the checked repetitions (launch latency included); "
                        "per rep = median of event-timed repetitions after warm-up, inputs rotated out of L2"
                        if timing else "measured: CUDA events around each checked repetition"),
            },
        }
        if timing is not None:
            record["timing"]["detail"] = timing.to_dict()
        return record
    finally:
        if healthy:
            gpu.close()
