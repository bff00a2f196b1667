"""How a variant is run for accuracy: a runner prepares (compiles) a variant once, then runs it on inputs.

The hook is :class:`VariantRunner`: ``prepare(kernel, profile, precision, sizes, size_set)``
returns a ``PreparedVariant`` whose ``run(inputs)`` gives the output arrays of one
repetition (every stage once) on a private copy of the inputs. ``how`` says how the
figures are obtained -- every accuracy figure carries it.

* ``HostRunner`` -- the variant JIT-compiled for this CPU (``fpsem.host_runner``): measured;
* ``EmulatedAmdRunner`` -- the gfx90a-optimized IR run on this CPU
  (``fpsem.accuracy.amd_emulation``): emulated;
* ``CudaRunner`` -- the variant compiled for an NVIDIA target and run on a GPU through
  the CUDA runner (``fpsem.cuda``): measured on the device.

``runner_for(target)`` picks one from the target registry's ``kind``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol

import numpy as np

from ..errors import UsageError
from ..host_runner import HostKernel, compile_host
from ..kernels.inputs import DTYPE
from ..kernels.registry import Kernel
from ..kernels.spec import KernelSpec
from ..profiles import Profile
from ..targets import Target
from .amd_emulation import compile_emulated

Values = Mapping[str, Any]  # argument name -> numpy array | numpy float | int
Outputs = dict[str, np.ndarray]
OUTPUT_ROLES = ("out", "inout", "result")


@dataclass(frozen=True)
class PreparedVariant:
    """A compiled variant: ``run(inputs)`` returns its outputs after one repetition."""

    label: str
    run: Callable[[Values], Outputs]
    notes: tuple[str, ...] = ()


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
    t = DTYPE[precision]
    out: Outputs = {}
    for a in spec.args:
        if a.role in ("out", "inout"):
            out[a.name] = np.asarray(values[a.name])
        elif a.role == "result":
            out[a.name] = np.array([values[a.name]], dtype=t)
    return out


def _host_run(kernel: HostKernel, spec: KernelSpec, precision: str) -> Callable[[Values], Outputs]:
    def run(values: Values) -> Outputs:
        vals = fresh_copy(values)
        kernel.run_rep(vals)
        return outputs_of(spec, precision, vals)

    return run


@dataclass(frozen=True)
class HostRunner:
    """This CPU, through llvmlite's JIT (the ``host`` target)."""

    target: str = "host"
    how: str = "measured: run on this CPU (llvmlite JIT of the host variant)"

    def prepare(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                size_set: str) -> PreparedVariant:
        hk = compile_host(kernel.spec, kernel.ir_for(precision), profile, precision, sizes)
        return PreparedVariant(f"{kernel.spec.key}.{precision}.{profile.name}.host",
                               _host_run(hk, kernel.spec, precision))


@dataclass(frozen=True)
class EmulatedAmdRunner:
    """An AMD target without hardware: its optimized IR, contracted as its back end would, run on this CPU."""

    amd: Target
    target: str = ""
    how: str = ""

    def __post_init__(self) -> None:
        if self.amd.kind != "amdgpu":
            raise UsageError(f"the AMD emulation needs an amdgpu target, not {self.amd.name!r} ({self.amd.kind})")
        object.__setattr__(self, "target", self.amd.name)
        object.__setattr__(self, "how", f"emulated: the {self.amd.cpu}-optimized IR, with the back end's FMA "
                                        f"contraction, run on this CPU (no AMD hardware; see docs/accuracy.md)")

    def prepare(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                size_set: str) -> PreparedVariant:
        hk, emu = compile_emulated(kernel.spec, kernel.ir_for(precision), profile, precision, sizes, self.amd)
        per_stage = ", ".join(f"{emu.fused_by_function.get(kernel.spec.function_name(s), 0)} in stage {s.name}"
                              for s in kernel.spec.stages)
        note = (f"FMA contraction as the {self.amd.cpu} back end does: {per_stage} (per point), "
                f"{emu.fused} in the module with its entry loops")
        return PreparedVariant(f"{kernel.spec.key}.{precision}.{profile.name}.{self.amd.name} (emulated)",
                               _host_run(hk, kernel.spec, precision), (note,))


@dataclass
class CudaRunner:
    """An NVIDIA target, run on the GPU of this machine through ``fpsem.cuda`` (opened on first use)."""

    nvidia: Target
    device: int = 0
    block: int = 256
    target: str = ""
    how: str = ""
    _gpu: Any = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if self.nvidia.kind != "nvptx":
            raise UsageError(f"the CUDA runner needs an NVIDIA target, not {self.nvidia.name!r} ({self.nvidia.kind})")
        self.target = self.nvidia.name
        self.how = f"measured: PTX for {self.nvidia.cpu} run on the GPU of this machine (CUDA runner)"

    def open(self) -> Any:
        """The GPU, opened on first use; GpuUnavailable (exit 4) on a machine without one."""
        if self._gpu is None:
            from ..cuda.driver import Gpu  # imported here: needs cuda-bindings and a GPU

            self._gpu = Gpu(self.device)
            self.how = f"measured: PTX for {self.nvidia.cpu} run on {self._gpu.info.name} (CUDA runner)"
        return self._gpu

    def prepare(self, kernel: Kernel, profile: Profile, precision: str, sizes: Mapping[str, int],
                size_set: str) -> PreparedVariant:
        from ..cuda.finalize import HostFinalizer
        from ..cuda.runner import KernelSession
        from ..cuda.variant import compile_for_gpu, program_of

        gpu = self.open()
        spec, ir = kernel.spec, kernel.ir_for(precision)
        program = program_of(compile_for_gpu(spec, ir, precision, profile, self.nvidia, sizes))
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


def runner_for(target: Target, device: int = 0) -> VariantRunner:
    """The runner of a registry target: host -> HostRunner, amdgpu -> emulation, nvptx -> the GPU."""
    if target.kind == "host":
        return HostRunner(target=target.name)
    if target.kind == "amdgpu":
        return EmulatedAmdRunner(target)
    if target.kind == "nvptx":
        return CudaRunner(target, device)
    raise UsageError(f"no accuracy runner for target kind {target.kind!r}")
