"""What a failed GPU step was, and whether the process's CUDA state survived it.

Pure data: the driver wrapper (``driver.py``) raises :class:`CudaError` with the
driver's error name and message; the runner turns every failure of a variant into
a :class:`Fault` record and goes on with the next variant.  After a "sticky" error
(an illegal address, a trap, a misaligned access) every further CUDA call of the
process returns the same error -- NVIDIA's documentation says the process must be
terminated and relaunched, and a reset of the primary context was seen not to
help on the H200 --, and a kernel abandoned by the watchdog still occupies the GPU.
Both are *fatal* faults: GPU work therefore runs in a worker process
(:mod:`fpsem.runners.cuda.worker`), which a fresh one replaces after a fatal fault.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from fpsem.core.errors import StageFailure

# Kinds of failure, as recorded per variant.
LOAD = "load"            # the PTX did not load (ptxas/JIT rejected it, unsupported PTX version)
LAUNCH = "launch"        # cuLaunchKernel refused the launch (bad configuration, too many resources)
ILLEGAL_ADDRESS = "illegal-address"  # the kernel faulted while running
KERNEL_FAULT = "kernel-fault"        # other execution errors (trap, illegal instruction, misaligned)
TIMEOUT = "timeout"      # the kernel ran past the watchdog's deadline
ABI = "abi"              # the PTX entry's parameters do not match the spec's argument list
DRIVER = "driver"        # any other driver error (allocation, copy, ...)
FAULT_KINDS = (LOAD, LAUNCH, ILLEGAL_ADDRESS, KERNEL_FAULT, TIMEOUT, ABI, DRIVER)

# Errors after which the context is unusable: every later call returns the same error.
STICKY_ERRORS: frozenset[str] = frozenset({
    "CUDA_ERROR_ILLEGAL_ADDRESS",
    "CUDA_ERROR_ILLEGAL_INSTRUCTION",
    "CUDA_ERROR_MISALIGNED_ADDRESS",
    "CUDA_ERROR_INVALID_ADDRESS_SPACE",
    "CUDA_ERROR_INVALID_PC",
    "CUDA_ERROR_HARDWARE_STACK_ERROR",
    "CUDA_ERROR_LAUNCH_FAILED",
    "CUDA_ERROR_LAUNCH_TIMEOUT",
    "CUDA_ERROR_ASSERT",
    "CUDA_ERROR_ECC_UNCORRECTABLE",
    "CUDA_ERROR_CONTEXT_IS_DESTROYED",
})
_LOAD_ERRORS = frozenset({
    "CUDA_ERROR_INVALID_PTX",
    "CUDA_ERROR_UNSUPPORTED_PTX_VERSION",
    "CUDA_ERROR_INVALID_IMAGE",
    "CUDA_ERROR_NO_BINARY_FOR_GPU",
    "CUDA_ERROR_JIT_COMPILER_NOT_FOUND",
    "CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND",
    "CUDA_ERROR_NOT_FOUND",
})
_LAUNCH_ERRORS = frozenset({
    "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
    "CUDA_ERROR_INVALID_VALUE",
    "CUDA_ERROR_INVALID_HANDLE",
    "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE",
})


class CudaError(StageFailure):
    """A CUDA driver call failed: carries the call, the driver's error name, code and message."""

    def __init__(self, call: str, name: str, code: int, message: str) -> None:
        self.call = call
        self.name = name
        self.code = code
        self.message = message
        super().__init__(f"{call}: {name} ({code}): {message}")

    @property
    def sticky(self) -> bool:
        return is_sticky(self.name)


class KernelTimeout(StageFailure):
    """A launch did not finish before the watchdog's deadline."""

    def __init__(self, entry: str, limit_s: float) -> None:
        self.entry = entry
        self.limit_s = limit_s
        super().__init__(f"{entry}: kernel still running after {limit_s:g} s (watchdog)")


class AbiMismatch(StageFailure):
    """A PTX entry's parameter list does not match the arguments the spec says to pass."""


class GpuUnavailable(StageFailure):
    """No usable NVIDIA GPU: cuda-bindings missing, no driver, or no device."""


def is_sticky(error_name: str) -> bool:
    """True when the driver error leaves the process's CUDA state unusable (a new process is needed)."""
    return error_name in STICKY_ERRORS


@dataclass(frozen=True)
class Fault:
    """One variant's failure as recorded in results: kind, where, and the driver's own words."""

    kind: str
    where: str           # "load", "launch <entry>", "sync <entry>", "copy", ...
    error_name: str      # the driver's error enum name, or "WATCHDOG" / "ABI" / "WORKER"
    message: str
    fatal: bool = False  # the process's CUDA state was lost: a fresh worker process carried on

    def one_line(self) -> str:
        extra = "; fatal: GPU worker process replaced" if self.fatal else ""
        return f"{self.kind} at {self.where}: {self.error_name}: {self.message}{extra}"

    def to_dict(self) -> dict:
        return asdict(self)


def classify_error_name(error_name: str, phase: str) -> str:
    """The fault kind for a driver error name seen in ``phase`` (``load``/``launch``/``sync``/other)."""
    if error_name == "CUDA_ERROR_ILLEGAL_ADDRESS":
        return ILLEGAL_ADDRESS
    if error_name == "CUDA_ERROR_LAUNCH_TIMEOUT":
        return TIMEOUT
    if error_name in STICKY_ERRORS:
        return KERNEL_FAULT
    if phase == "load" or error_name in _LOAD_ERRORS:
        return LOAD
    if phase == "launch" or error_name in _LAUNCH_ERRORS:
        return LAUNCH
    return DRIVER


def fault_from_exception(err: BaseException, where: str, phase: str) -> Fault:
    """The :class:`Fault` record for an exception raised while running a variant."""
    fatal = is_fatal(err)
    if isinstance(err, CudaError):
        return Fault(classify_error_name(err.name, phase), where, err.name, err.message, fatal)
    if isinstance(err, KernelTimeout):
        return Fault(TIMEOUT, where, "WATCHDOG", str(err), fatal)
    if isinstance(err, AbiMismatch):
        return Fault(ABI, where, "ABI", str(err), fatal)
    return Fault(DRIVER, where, type(err).__name__, str(err), fatal)


def is_fatal(err: BaseException) -> bool:
    """True when nothing more may run on the GPU in this process (a fresh process must carry on)."""
    if isinstance(err, KernelTimeout):
        return True  # the kernel still occupies the GPU; only ending the process stops it
    return isinstance(err, CudaError) and err.sticky
