"""How a variant is run for accuracy: a runner prepares (builds) a variant once, then runs it on inputs.

The hook is :class:`VariantRunner`: ``prepare(kernel, profile, precision, sizes, size_set)``
returns a ``PreparedVariant`` whose ``run(inputs)`` gives the output arrays of one
repetition (every stage once) on a private copy of the inputs. ``how`` says how the
figures are obtained -- every accuracy figure carries it.

* ``HostRunner`` -- the host variant JIT-compiled for this CPU (``fpsem.runners.host``): measured;
* ``EmulatedRunner`` -- a GPU target's optimized IR run on this CPU
  (``fpsem.accuracy.emulation``): emulated;
* ``CudaRunner`` -- the variant built for an NVIDIA target and run on a GPU through
  the CUDA runner (``fpsem.runners.cuda``): measured on the device.

``runner_for(target)`` picks one from the target's backend (``fpsem.compiler.backends``): how the
kind's variants run, and whether that hardware is here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol

import numpy as np

from fpsem.compiler.backends import backend_for
from fpsem.compiler.build import CompiledVariant, build, build_many
from fpsem.compiler.cache import BuildCache
from fpsem.core.errors import StageFailure, UsageError
from fpsem.core.hardware import gpu_available
from fpsem.runners.host import HostKernel, host_variant, jit_built
from fpsem.core.identity import json_digest, package_source_hash
from fpsem.kernels.registry import Kernel
from fpsem.kernels.spec import KernelSpec
from fpsem.core.precision import precision_of
from fpsem.fastmath.profiles import Profile
from fpsem.compiler.samecode import fingerprint
from fpsem.compiler.targets import Target
from fpsem.compiler.variant import Variant
from fpsem.accuracy.emulation import NOT_CAPTURED, emulate, emulation_variant, jit_emulated

Values = Mapping[str, Any]  # argument name -> numpy array | numpy float | int
Outputs = dict[str, np.ndarray]


@dataclass(frozen=True)
class PreparedVariant:
    """A compiled variant: ``run(inputs)`` returns its outputs after one repetition."""

    label: str
    run: Callable[[Values], Outputs]
    notes: tuple[str, ...] = ()
    # what the results are a function of besides the inputs, when the variant runs on this CPU ('' otherwise);
    # ``run`` JIT-compiles on its first call, so a caller that finds results under this key pays no JIT
    content_key: str = ""


class VariantRunner(Protocol):
    """Compiles and runs variants on one target; ``how`` is the provenance of its figures."""

    target: str
    how: str

    def prepare(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                size_set: str) -> PreparedVariant: ...


def fresh_copy(values: Values) -> dict[str, Any]:
    """A private copy of the inputs (arrays copied: a run writes its outputs in place)."""
    return {k: (np.array(v, copy=True) if isinstance(v, np.ndarray) else v) for k, v in values.items()}


def outputs_of(spec: KernelSpec, precision: str, values: Mapping[str, Any]) -> Outputs:
    """The outputs of a run: out/inout arrays, and results as one-element arrays of the kernel's format."""
    t = precision_of(precision).dtype
    out: Outputs = {}
    for a in spec.args:
        if a.is_output and a.is_array:
            out[a.name] = np.asarray(values[a.name])
        elif a.is_output:
            out[a.name] = np.array([values[a.name]], dtype=t)
    return out


def _lazy_host_run(jit: Callable[[], HostKernel], spec: KernelSpec, precision: str) -> Callable[[Values], Outputs]:
    """A run function that JIT-compiles on its first call (callers that find the results elsewhere pay nothing)."""
    compiled: list[HostKernel] = []

    def run(values: Values) -> Outputs:
        if not compiled:
            compiled.append(jit())
        vals = fresh_copy(values)
        compiled[0].run_rep(vals)
        return outputs_of(spec, precision, vals)

    return run


def _build(v: Variant, cache: BuildCache | None, isolated: bool) -> CompiledVariant:
    """The variant built in a worker process (``isolated``: an LLVM abort fails the variant, not the caller)
    or in this one (for callers that are an isolated worker already, as a sweep's)."""
    return build_many([v], cache, workers=1)[0] if isolated else build(v, cache)


def _ok(built: CompiledVariant) -> CompiledVariant:
    if not built.ok:
        assert built.failure is not None
        raise StageFailure(f"{built.name}: build failed at {built.failure.stage}: {built.failure.message}")
    return built


def _content_key(what_runs: str, how: str) -> str:
    # what runs on this CPU decides the results on given inputs; fpsem's source decides how it is run
    return json_digest({"runs": what_runs, "how": how, "fpsem": package_source_hash()})


@dataclass(frozen=True)
class HostRunner:
    """This CPU, through llvmlite's JIT (the ``host`` target)."""

    target: str = "host"
    how: str = "measured: run on this CPU (llvmlite JIT of the host variant)"
    cache: BuildCache | None = None
    isolated: bool = True  # build in a worker process

    def prepare(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                size_set: str) -> PreparedVariant:
        built = _ok(_build(host_variant(kernel, profile, precision, sizes), self.cache, self.isolated))
        # the results are a function of the machine code up to names and comments (fpsem.compiler.samecode): two
        # profiles that compile to the same code share them
        return PreparedVariant(f"{kernel.spec.key}.{precision}.{profile.name}.host",
                               _lazy_host_run(lambda: jit_built(kernel.spec, built), kernel.spec, precision),
                               content_key=_content_key(fingerprint(built.asm, built.kind), "host JIT"))


@dataclass(frozen=True)
class EmulatedRunner:
    """A GPU target without its hardware here: its optimized IR, contracted as its back end would, on this CPU."""

    gpu: Target
    target: str = ""
    how: str = ""
    cache: BuildCache | None = None
    isolated: bool = True  # build in a worker process

    def __post_init__(self) -> None:
        if not self.gpu.is_gpu:
            raise UsageError(f"the emulation needs a GPU target, not {self.gpu.name!r} ({self.gpu.kind})")
        object.__setattr__(self, "target", self.gpu.name)
        object.__setattr__(self, "how", f"emulated: the {self.gpu.cpu}-optimized IR, with the back end's FMA "
                                        f"contraction, run on this CPU (no {self.gpu.name} here; {NOT_CAPTURED}; "
                                        f"see docs/accuracy.md)")

    def prepare(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                size_set: str) -> PreparedVariant:
        built = _ok(_build(emulation_variant(kernel, profile, precision, sizes, self.gpu), self.cache, self.isolated))
        emu = emulate(built, self.gpu)
        per_stage = ", ".join(f"{emu.fused_by_function.get(kernel.spec.function_name(s), 0)} in stage {s.name}"
                              for s in kernel.spec.stages)
        note = (f"FMA contraction as the {self.gpu.cpu} back end does: {per_stage} (per point), "
                f"{emu.fused} in the module with its entry loops")
        models = tuple(f"approximate instruction modelled: {m}" for m in emu.models)
        files = ", ".join(part.split(":")[0] for part in built.identity.get("library", "").split(";") if part)
        library = ((f"vendor math library run from its bitcode ({files}): "
                    f"{', '.join(emu.library_functions)}; target intrinsics as their host equivalents: "
                    f"{', '.join(f'{k} x{n}' for k, n in sorted(emu.intrinsics.items())) or 'none'}",)
                   if emu.library_functions else ())
        return PreparedVariant(f"{kernel.spec.key}.{precision}.{profile.name}.{self.gpu.name} (emulated)",
                               _lazy_host_run(lambda: jit_emulated(kernel.spec, built, emu), kernel.spec, precision),
                               (note,) + library + models + emu.approx_notes,
                               # the emulated module (target-neutral, flag-free) is what runs: two targets or
                               # profiles that agree on it share their results
                               _content_key(emu.text, "emulated, host JIT"))


@dataclass
class CudaRunner:
    """An NVIDIA target, run on the GPU of this machine through ``fpsem.runners.cuda`` (opened on first use)."""

    nvidia: Target
    device: int = 0
    block: int = 256
    target: str = ""
    how: str = ""
    _gpu: Any = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if backend_for(self.nvidia.kind).runner != "cuda":
            raise UsageError(f"the CUDA runner needs an NVIDIA target, not {self.nvidia.name!r} ({self.nvidia.kind})")
        self.target = self.nvidia.name
        self.how = f"measured: PTX for {self.nvidia.cpu} run on the GPU of this machine (CUDA runner)"

    def open(self) -> Any:
        """The GPU, opened on first use; GpuUnavailable (exit 4) on a machine without one."""
        if self._gpu is None:
            from fpsem.runners.cuda.driver import Gpu  # imported here: needs cuda-bindings and a GPU

            self._gpu = Gpu(self.device)
            self.how = f"measured: PTX for {self.nvidia.cpu} run on {self._gpu.info.name} (CUDA runner)"
        return self._gpu

    def prepare(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                size_set: str) -> PreparedVariant:
        from fpsem.runners.cuda.finalize import HostFinalizer
        from fpsem.runners.cuda.runner import KernelSession
        from fpsem.runners.cuda.end_to_end import compile_for_gpu, program_of

        gpu = self.open()
        spec, ir = kernel.spec, kernel.ir_for(precision)
        program = program_of(compile_for_gpu(kernel, precision, profile, self.nvidia, sizes))
        finalizer = HostFinalizer(spec, precision, ir)

        def run(values: Values) -> Outputs:
            # a GPU fault raises the CUDA runner's StageFailure (one line, exit code 4)
            session = KernelSession(gpu, spec, precision, sizes, fresh_copy(values), block=self.block,
                                    finalize=finalizer)
            try:
                out = session.run(program, 1)
            finally:
                session.close()
            return outputs_of(spec, precision, {**dict(values), **out.outputs, **out.results})

        return PreparedVariant(program.label, run)

    def close(self) -> None:
        if self._gpu is not None:
            self._gpu.close()
            self._gpu = None


def runner_for(target: Target, device: int = 0, *, gpu_here: bool | None = None, require_measured: bool = False,
               cache: BuildCache | None = None, isolated: bool = True) -> VariantRunner:
    """The runner of a target, by how its backend's variants run and whether that hardware is here.

    ``gpu_here=None`` asks the machine (an NVIDIA GPU and cuda-bindings present).  A GPU
    target whose hardware is not here is emulated -- the same rule in ``fpsem accuracy``
    and the sweep -- unless ``require_measured``, which raises GpuUnavailable (exit 4).
    """
    runner = backend_for(target.kind).runner
    if runner == "host":
        return HostRunner(target=target.name, cache=cache, isolated=isolated)
    if runner == "cuda":
        here = gpu_available() if gpu_here is None else gpu_here
        if here:
            return CudaRunner(target, device)
    if require_measured:
        from fpsem.runners.cuda.faults import GpuUnavailable

        raise GpuUnavailable(f"no {target.name} (or other hardware that runs {target.kind} code) here, and "
                             f"--require-measured refuses the emulation")
    return EmulatedRunner(target, cache=cache, isolated=isolated)
