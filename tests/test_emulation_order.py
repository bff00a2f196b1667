"""The emulation adds a reduction in the GPU's order: one partial per thread of the grid fpsem's launcher
gives the stage on that GPU, each the thread's grid-stride points from zero, the partials added in index order
(as the CUDA runner adds them).  Known answers from numpy, and the entry's shape."""

from __future__ import annotations

import numpy as np
import pytest

from fpsem.compiler.entry.host import gpu_threads, host_wrapper_ir
from fpsem.compiler.entry.launch import launch_config
from fpsem.compiler.targets import resolve_target
from fpsem.fastmath.profiles import resolve_profile
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.registry import load_kernel
from fpsem.runners.emulation import EmulatedRunner
from fpsem.runners.host import HostRunner


def _dot_inputs(n: int, seed: int) -> dict:
    spec = load_kernel("dot").spec
    values = make_inputs(spec, {"N": n}, "f64", "random", seed)
    rng = np.random.default_rng(seed)
    values["a"] = rng.standard_normal(n)
    values["b"] = rng.standard_normal(n)
    return values


def _fma(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """a*b + c rounded once (exact in rationals, one rounding to binary64).

    Where c is +0 that is the binary64 product itself plus +0 (the product is the exact one rounded once;
    adding +0 turns a -0 product into the +0 the exact sum rounds to): the rationals are needed only elsewhere."""
    from fractions import Fraction

    out = a * b + 0.0
    for i in np.flatnonzero((c != 0) | np.signbit(c)):
        out[i] = float(Fraction(a[i]) * Fraction(b[i]) + Fraction(c[i]))
    return out


def _gpu_order(a: np.ndarray, b: np.ndarray, threads: int, fused: bool) -> float:
    """Each thread t accumulates points t, t + threads, ... from zero (one round of the grid stride per pass
    over the threads), then the partials are added in thread order."""
    partials = np.zeros(threads)
    for first in range(0, a.size, threads):
        pa, pb = a[first:first + threads], b[first:first + threads]
        m = pa.size
        partials[:m] = _fma(pa, pb, partials[:m]) if fused else partials[:m] + pa * pb
    return float(np.cumsum(partials)[-1])


# h100 at 64 points: one point per thread; a2000 (26 SMs, a grid of 212,992 threads) at 300,000: one or two
@pytest.mark.parametrize("target,n", [("h100", 64), ("a2000", 300_000)])
@pytest.mark.parametrize("profile", ["strict", "contract"])
def test_emulated_dot_adds_in_the_gpus_order(target, n, profile):
    dot = load_kernel("dot")
    gpu = resolve_target(target)
    threads = launch_config(n, reduce=True, sm_count=gpu.units).threads
    values = _dot_inputs(n, 3)
    prepared = EmulatedRunner(gpu).prepare(dot, resolve_profile(profile), "f64", {"N": n}, "small")
    got = float(np.asarray(prepared.run(values)["dot"]).reshape(-1)[0])
    want = _gpu_order(values["a"], values["b"], threads, fused=profile == "contract")
    assert got == want
    if n > threads:  # several points per thread: the GPU's order is not one accumulator's
        assert want != float(np.cumsum(values["a"] * values["b"])[-1])


def test_the_host_keeps_one_accumulator():
    dot = load_kernel("dot")
    n = 1000
    values = _dot_inputs(n, 4)
    got = float(np.asarray(HostRunner().prepare(dot, resolve_profile("strict"), "f64", {"N": n}, "small")
                           .run(values)["dot"]).reshape(-1)[0])
    assert got == float(np.cumsum(values["a"] * values["b"])[-1])


def test_gpu_order_entry_shape():
    spec = load_kernel("dot").spec
    stage = spec.stages[0]
    assert gpu_threads(spec, stage, {"N": 10**6}, None) == 1
    assert gpu_threads(spec, stage, {"N": 10**6}, 132) == launch_config(10**6, reduce=True, sm_count=132).threads
    assert gpu_threads(spec, stage, {"N": 10**8}, 26) == 4 * 26 * 8 * 256  # bounded: four waves of resident blocks
    text = host_wrapper_ir(spec, "f64", {"N": 5000}, 132)
    assert "_entry.thread(i64 %g.t" in text and "%g.stride = add i64 0, 5120" in text
    assert "llvm.loop.unroll.disable" in text
    daxpy = load_kernel("daxpy").spec  # element-wise: one thread per point, no loop in the thread's body
    text = host_wrapper_ir(daxpy, "f64", {"N": 50}, 132)
    thread = text[text.index("_entry.thread("):text.index("}")]
    assert "noinline" in thread and "phi" not in thread and "icmp ult i64 %g.t, 50" in thread
    assert "%g.tid.next, 256" in text  # one block of 256 threads covers the 50 points
    assert "thread" not in host_wrapper_ir(daxpy, "f64", {"N": 50})  # the host keeps its loop nest


def test_emulated_division_by_an_invariant_stays_a_division():
    """ENERGY's stages divide by the scalar rho0 at every point: on the GPU (one point per thread) arcp leaves
    that a division; a host loop over the points would let LICM hoist 1/rho0 and multiply (another rounding)."""
    from fpsem.compiler.build import build
    from fpsem.compiler.variant import Variant
    from fpsem.kernels.spec import resolve_sizes

    energy = load_kernel("energy")
    sizes = tuple(sorted(resolve_sizes(energy.spec, "small").items()))
    ir = build(Variant(energy, "f64", resolve_profile("arcp"), resolve_target("h100"), sizes, mode="emulation"),
               None).optimized_ir
    entries = ir[ir.index("_entry.thread("):]
    assert "fdiv arcp double %s.num.i, %rho0" in entries
    assert "fdiv arcp double 1.000000e+00, %rho0" not in entries
