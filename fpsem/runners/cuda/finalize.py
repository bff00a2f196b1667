"""A reduce stage's ``finalize`` function, run on the host for GPU results.

The launch ABI (kernels/README.md) has the launcher add a reduction's partials
and then call ``T @<fn>(T %sum, <args>)`` from the kernel's IR on the sum.  For a
GPU run that call happens on the host: the kernel's IR (as written: strict IEEE
arithmetic, the same for every variant and for the nvcc baselines, so a
difference between variants is the GPU's) is JIT-compiled for this CPU with
llvmlite and called through ctypes.
"""

from __future__ import annotations

import ctypes
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import llvmlite.binding as llvm
import numpy as np

from fpsem.core.errors import SpecError
from fpsem.core.precision import precision_of
from fpsem.ir.binding import codegen_options, host_machine_spec, parse_ir, target_machine
from fpsem.kernels.spec import KernelSpec


@dataclass
class HostFinalizer:
    """JIT-compiled finalize functions of one kernel IR; call as ``finalizer(fn, sum, inputs)``."""

    spec: KernelSpec
    precision: str
    ir_text: str
    _engine: Any = None
    _funcs: dict[str, Any] = field(default_factory=dict)

    def _compile(self) -> None:
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        mod = parse_ir(self.ir_text, f"{self.spec.key}.{self.precision} (finalize)")
        tm = target_machine(host_machine_spec())
        mod.triple = tm.triple
        mod.data_layout = str(tm.target_data)
        with codegen_options(()):  # code generation under LLVM's defaults, whatever other threads build
            self._engine = llvm.create_mcjit_compiler(mod, tm)
            self._engine.finalize_object()

    def _function(self, name: str) -> Any:
        if name not in self._funcs:
            if self._engine is None:
                self._compile()
            addr = self._engine.get_function_address(name)
            if not addr:
                raise SpecError(f"kernel {self.spec.key}: finalize function @{name} is not defined in its IR")
            t = precision_of(self.precision).ctype
            argtypes = [t]
            for a in self.spec.params:
                argtypes.append(ctypes.c_void_p if a.is_array else (ctypes.c_int64 if a.type == "i64" else t))
            self._funcs[name] = ctypes.CFUNCTYPE(t, *argtypes)(addr)
        return self._funcs[name]

    def __call__(self, name: str, total: float, inputs: Mapping[str, Any]) -> float:
        fn = self._function(name)
        args: list[Any] = [total]
        keep = []
        for a in self.spec.params:
            v = inputs[a.name]
            if a.is_array:
                arr = np.ascontiguousarray(v)
                keep.append(arr)
                args.append(arr.ctypes.data)
            elif a.type == "i64":
                args.append(int(v))
            else:
                args.append(float(v))
        return float(fn(*args))
