"""A thin, checked layer over NVIDIA's driver API (``cuda.bindings.driver``).

Every driver call returns its error code first; :func:`check` looks at it and turns
anything but ``CUDA_SUCCESS`` into :class:`~fpsem.runners.cuda.faults.CudaError` carrying
the call, the driver's error name, code and message.  Nothing else in fpsem imports
``cuda.bindings``: the package is optional, and importing this module never needs
it (the import happens in :func:`bindings`).

Handles are plain ``int`` device addresses and the bindings' own handle objects;
host memory is passed as NumPy arrays (their address), so the same code works with
cuda-bindings 12 and 13.  The device's primary context is used (the same with every
bindings version, unlike ``cuCtxCreate``).  After a sticky error the process's CUDA
state is lost for good (see :mod:`fpsem.runners.cuda.faults`): :mod:`fpsem.runners.cuda.worker` runs
GPU work in a process that a fresh one replaces.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from fpsem.runners.cuda.faults import CudaError, GpuUnavailable, KernelTimeout

# Kernel argument kinds understood by pack_args (see ptx.py for the PTX side).
_HOLDER_DTYPES = {"pointer": np.uint64, "f64": np.float64, "f32": np.float32, "i64": np.int64}


def bindings() -> Any:
    """The ``cuda.bindings.driver`` module; GpuUnavailable (one line) when it is not installed."""
    try:
        from cuda.bindings import driver
    except ImportError:
        try:  # cuda-python before 12.6 shipped the same API as ``cuda.cuda``
            from cuda import cuda as driver
        except ImportError:
            raise GpuUnavailable("no NVIDIA GPU runner: cuda-bindings is not installed "
                                 "(pip install 'fpsem[gpu]'); use the host runner or the model") from None
    return driver


def _error_text(cu: Any, err: Any) -> tuple[str, int, str]:
    code = int(err)
    try:
        e1, name = cu.cuGetErrorName(err)
        name = name.decode() if int(e1) == 0 and name else getattr(err, "name", f"CUDA_ERROR_{code}")
    except Exception:  # an unknown code: fall back to the enum's own name
        name = getattr(err, "name", f"CUDA_ERROR_{code}")
    try:
        e2, msg = cu.cuGetErrorString(err)
        msg = msg.decode() if int(e2) == 0 and msg else "no description"
    except Exception:
        msg = "no description"
    return name, code, msg


def check(cu: Any, result: Any, call: str) -> Any:
    """Raise CudaError unless the call succeeded; return its value(s) (None, one value, or a tuple)."""
    if not isinstance(result, tuple):
        result = (result,)
    err, rest = result[0], result[1:]
    if int(err) != 0:
        name, code, msg = _error_text(cu, err)
        raise CudaError(call, name, code, msg)
    if not rest:
        return None
    return rest[0] if len(rest) == 1 else rest


def call(cu: Any, name: str, *args: Any) -> Any:
    """``check(cu, cu.<name>(*args), name)``: the one way fpsem calls the driver."""
    return check(cu, getattr(cu, name)(*args), name)


@dataclass(frozen=True)
class DeviceInfo:
    """What fpsem records about the GPU a measurement ran on (all read from the driver)."""

    ordinal: int
    name: str
    compute_capability: tuple[int, int]
    sm_count: int
    l2_bytes: int
    total_mem_bytes: int
    driver_version: int      # e.g. 13000 for CUDA 13.0
    bindings_version: str

    @property
    def sm_arch(self) -> str:
        return f"sm_{self.compute_capability[0]}{self.compute_capability[1]}"

    def to_dict(self) -> dict:
        return {
            "ordinal": self.ordinal, "name": self.name, "sm_arch": self.sm_arch, "sm_count": self.sm_count,
            "l2_bytes": self.l2_bytes, "total_mem_bytes": self.total_mem_bytes,
            "driver_cuda_version": f"{self.driver_version // 1000}.{(self.driver_version % 1000) // 10}",
            "bindings_version": self.bindings_version,
        }


def init(cu: Any) -> None:
    """``cuInit``; a missing driver library or device is GpuUnavailable (the runner is optional)."""
    try:
        result = cu.cuInit(0)
    except Exception as e:  # cuda-bindings raises when libcuda.so cannot be found at all
        why = str(e).splitlines()[0] if str(e) else type(e).__name__
        raise GpuUnavailable(f"no NVIDIA GPU: the CUDA driver could not be loaded ({why}); "
                             "use the host runner or the model") from None
    try:
        check(cu, result, "cuInit")
    except CudaError as e:
        raise GpuUnavailable(f"no NVIDIA GPU: {e}; use the host runner or the model") from None
    count = call(cu, "cuDeviceGetCount")
    if int(count) < 1:
        raise GpuUnavailable("no NVIDIA GPU: the driver sees no device; use the host runner or the model")


def device_info(cu: Any, dev: Any, ordinal: int) -> DeviceInfo:
    attr = cu.CUdevice_attribute

    def get(a: Any) -> int:
        return int(call(cu, "cuDeviceGetAttribute", a, dev))

    name = call(cu, "cuDeviceGetName", 256, dev)
    name = name.split(b"\0", 1)[0].decode() if isinstance(name, (bytes, bytearray)) else str(name)
    try:
        import cuda.bindings as cb
        bver = getattr(cb, "__version__", "?")
    except ImportError:
        bver = "?"
    return DeviceInfo(
        ordinal=ordinal,
        name=name,
        compute_capability=(get(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR),
                            get(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)),
        sm_count=get(attr.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT),
        l2_bytes=get(attr.CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE),
        total_mem_bytes=int(call(cu, "cuDeviceTotalMem", dev)),
        driver_version=int(call(cu, "cuDriverGetVersion")),
        bindings_version=str(bver),
    )


class Gpu:
    """One device's primary context, a stream, and checked wrappers of the calls fpsem uses.

    After a fatal fault (:func:`fpsem.runners.cuda.faults.is_fatal`) nothing more may be done
    with it, not even ``close()``: the process must end.
    """

    def __init__(self, ordinal: int = 0) -> None:
        self.cu = bindings()
        init(self.cu)
        self.ordinal = ordinal
        self.dev = call(self.cu, "cuDeviceGet", ordinal)
        self.info = device_info(self.cu, self.dev, ordinal)
        self._modules: dict[int, tuple[str, Any]] = {}  # PTX text hash -> (text, loaded module)
        self.ctx = call(self.cu, "cuDevicePrimaryCtxRetain", self.dev)
        call(self.cu, "cuCtxSetCurrent", self.ctx)
        self.stream: Any = call(self.cu, "cuStreamCreate", int(self.cu.CUstream_flags.CU_STREAM_NON_BLOCKING))

    def close(self) -> None:
        """Release the stream and the primary context (only on a healthy context)."""
        if self.stream is None:
            return
        try:
            self.cu.cuStreamDestroy(self.stream)
            self.cu.cuDevicePrimaryCtxRelease(self.dev)
        finally:
            self.stream = None

    def synchronize(self) -> None:
        call(self.cu, "cuStreamSynchronize", self.stream)

    # ---- modules
    def load_ptx(self, ptx: str) -> Any:
        """Load PTX text (the driver JIT-compiles it for this GPU); the module handle."""
        image = np.frombuffer(ptx.encode() + b"\0", dtype=np.uint8)
        return call(self.cu, "cuModuleLoadData", image.ctypes.data)

    def unload(self, module: Any) -> None:
        call(self.cu, "cuModuleUnload", module)

    def module(self, ptx: str) -> Any:
        """The module of ``ptx``, loaded once per context (the driver's JIT runs once per text)."""
        key = hash(ptx)
        hit = self._modules.get(key)
        if hit is not None and hit[0] == ptx:
            return hit[1]
        mod = self.load_ptx(ptx)
        self._modules[key] = (ptx, mod)
        return mod

    def function(self, module: Any, name: str) -> Any:
        return call(self.cu, "cuModuleGetFunction", module, name.encode())

    def global_symbol(self, module: Any, name: str) -> tuple[int, int]:
        """Device address and size in bytes of a module-scope variable (e.g. a ``.const`` array)."""
        dptr, size = call(self.cu, "cuModuleGetGlobal", module, name.encode())
        return int(dptr), int(size)

    def function_attributes(self, func: Any) -> dict[str, int]:
        """Registers per thread and local (spill/stack) bytes of a loaded function, from the driver's JIT."""
        fa = self.cu.CUfunction_attribute
        return {
            "registers": int(call(self.cu, "cuFuncGetAttribute", fa.CU_FUNC_ATTRIBUTE_NUM_REGS, func)),
            "local_bytes": int(call(self.cu, "cuFuncGetAttribute", fa.CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, func)),
            "max_threads_per_block": int(call(self.cu, "cuFuncGetAttribute",
                                              fa.CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, func)),
        }

    # ---- memory
    def alloc(self, nbytes: int) -> int:
        return int(call(self.cu, "cuMemAlloc", max(int(nbytes), 1)))

    def free(self, dptr: int) -> None:
        call(self.cu, "cuMemFree", dptr)

    def upload(self, dptr: int, host: np.ndarray) -> None:
        host = np.ascontiguousarray(host)
        call(self.cu, "cuMemcpyHtoD", dptr, host.ctypes.data, host.nbytes)

    def download(self, host: np.ndarray, dptr: int) -> None:
        if not host.flags.c_contiguous:
            raise ValueError("download target must be C-contiguous")
        call(self.cu, "cuMemcpyDtoH", host.ctypes.data, dptr, host.nbytes)

    def copy_async(self, dst: int, src: int, nbytes: int) -> None:
        call(self.cu, "cuMemcpyDtoDAsync", dst, src, nbytes, self.stream)

    def copy(self, dst: int, src: int, nbytes: int) -> None:
        call(self.cu, "cuMemcpyDtoD", dst, src, nbytes)

    def memset_async(self, dptr: int, byte: int, nbytes: int) -> None:
        call(self.cu, "cuMemsetD8Async", dptr, byte, nbytes, self.stream)

    # ---- events and the watchdog
    def event(self) -> Any:
        return call(self.cu, "cuEventCreate", int(self.cu.CUevent_flags.CU_EVENT_DEFAULT))

    def destroy_event(self, ev: Any) -> None:
        call(self.cu, "cuEventDestroy", ev)

    def record(self, ev: Any) -> None:
        call(self.cu, "cuEventRecord", ev, self.stream)

    def elapsed_ms(self, start: Any, end: Any) -> float:
        return float(call(self.cu, "cuEventElapsedTime", start, end))

    def event_done(self, ev: Any) -> bool:
        """True once the event has completed; False while pending; CudaError for a fault before it."""
        result = self.cu.cuEventQuery(ev)
        err = result[0] if isinstance(result, tuple) else result
        if int(err) == int(self.cu.CUresult.CUDA_ERROR_NOT_READY):
            return False
        check(self.cu, result, "cuEventQuery")
        return True

    def wait(self, ev: Any, limit_s: float, what: str) -> None:
        """Wait for ``ev`` by polling, at most ``limit_s`` seconds: KernelTimeout past the deadline.

        Polling (rather than cuEventSynchronize, which blocks without limit) is what
        lets a runaway kernel become a recorded failure instead of a hung run.
        """
        deadline = time.monotonic() + limit_s
        pause = 2e-5
        while not self.event_done(ev):
            if time.monotonic() > deadline:
                raise KernelTimeout(what, limit_s)
            time.sleep(pause)
            pause = min(pause * 2, 2e-3)

    # ---- launches
    def launch(self, func: Any, grid: int | Sequence[int], block: int | Sequence[int],
               args: Sequence[tuple[str, Any]], shmem: int = 0) -> None:
        """Launch ``func`` on the stream with ``grid`` × ``block`` threads and ``args`` = [(kind, value), ...].

        ``grid`` and ``block`` are a count (1-D) or 1 to 3 extents (x, y, z); ``shmem`` is the
        dynamic shared memory in bytes.
        """
        holders, pointers = pack_args(args)
        g, b = dims3(grid), dims3(block)
        call(self.cu, "cuLaunchKernel", func, *g, *b, int(shmem), self.stream, pointers.ctypes.data, 0)
        del holders  # the driver copied the values at launch

    # ---- graphs (stream capture)
    def begin_capture(self) -> None:
        """Start capturing the stream's work into a graph (relaxed mode: other threads' calls are not refused)."""
        mode = self.cu.CUstreamCaptureMode.CU_STREAM_CAPTURE_MODE_RELAXED
        call(self.cu, "cuStreamBeginCapture", self.stream, mode)

    def end_capture(self) -> Any:
        """End the capture; the captured graph."""
        return call(self.cu, "cuStreamEndCapture", self.stream)

    def instantiate(self, graph: Any) -> Any:
        """An executable graph of ``graph``."""
        # CUDA 12's cuGraphInstantiateWithFlags is plain cuGraphInstantiate(graph, flags) in the CUDA 13 bindings
        name = "cuGraphInstantiateWithFlags" if hasattr(self.cu, "cuGraphInstantiateWithFlags") else "cuGraphInstantiate"
        return call(self.cu, name, graph, 0)

    def launch_graph(self, graph_exec: Any) -> None:
        call(self.cu, "cuGraphLaunch", graph_exec, self.stream)

    def destroy_graph(self, graph: Any, graph_exec: Any = None) -> None:
        if graph_exec is not None:
            call(self.cu, "cuGraphExecDestroy", graph_exec)
        call(self.cu, "cuGraphDestroy", graph)


def dims3(extents: int | Sequence[int]) -> tuple[int, int, int]:
    """``(x, y, z)`` of a launch dimension given as a count or 1 to 3 extents (missing ones are 1)."""
    e = [int(extents)] if isinstance(extents, (int, np.integer)) else [int(x) for x in extents]
    if not 1 <= len(e) <= 3 or any(x < 1 for x in e):
        raise ValueError(f"launch dimensions must be 1 to 3 positive extents, got {extents!r}")
    return (e + [1, 1])[0], (e + [1, 1])[1], (e + [1, 1])[2]


def pack_args(args: Sequence[tuple[str, Any]]) -> tuple[list[np.ndarray], np.ndarray]:
    """The ``kernelParams`` array for cuLaunchKernel: one pointer per argument to a host copy of its value.

    Kinds: ``pointer`` (device address), ``f64``, ``f32``, ``i64``.  The holders must
    stay alive until the launch call returns; both are returned for that reason.
    """
    holders: list[np.ndarray] = []
    for kind, value in args:
        try:
            dtype = _HOLDER_DTYPES[kind]
        except KeyError:
            raise ValueError(f"unknown kernel argument kind {kind!r}") from None
        holders.append(np.array([value], dtype=dtype))
    pointers = np.array([h.ctypes.data for h in holders], dtype=np.uint64)
    return holders, pointers
