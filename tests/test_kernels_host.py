"""Every kernel's strict host run equals an independent NumPy implementation of its formula.

The references below are written from shared/KERNELS.md (the mathematical
definitions and evaluation order), not from the kernels' IR.  Strict IEEE
arithmetic in the same order gives the same bits, so the comparison is exact
(NaN compared equal to NaN); exp and sqrt come from the C library, as the JIT'd
code's calls do.  Runs use the small size and three repetitions, so in-place
updates and accumulation over repetitions are covered.
"""

from __future__ import annotations

import ctypes
import ctypes.util

import numpy as np
import pytest

from fpsem.fastmath.profiles import resolve_profile
from fpsem.ir.binding import host_machine_spec
from fpsem.kernels.inputs import make_inputs
from fpsem.kernels.registry import kernel_names, load_kernel
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.execution import run_host
from fpsem.runners.host import compile_host

# Special inputs overflow and make NaNs on purpose: numpy's warnings about it are noise here.
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

REPS = 3
SUITE = ["fir", "ltimes", "vol3d", "del_dot_vec_2d", "energy", "pressure", "daxpy", "triad", "muladdsub", "dot",
         "reduce_sum", "if_quad", "trap_int", "pi_reduce", "hydro_1d", "eos", "planckian", "first_diff",
         "gen_lin_recur", "gemm", "jacobi_2d", "heat_3d"]

_libm = ctypes.CDLL(ctypes.util.find_library("m"))
_libm.expf.restype, _libm.expf.argtypes = ctypes.c_float, [ctypes.c_float]
_libm.exp.restype, _libm.exp.argtypes = ctypes.c_double, [ctypes.c_double]


def c_exp(x: np.ndarray) -> np.ndarray:
    """The C library's exp/expf elementwise (what the JIT'd code calls for llvm.exp)."""
    f = _libm.expf if x.dtype == np.float32 else _libm.exp
    return np.array([f(float(v)) for v in x], dtype=x.dtype)


def seqsum(terms, T):
    """Sum in index order from 0 (the host launcher's order)."""
    acc = T(0)
    for t in terms:
        acc = T(acc + t)
    return acc


# ------------------------------------------------------------------ references (KERNELS.md)

def ref_fir(v, s, T):
    n = s["N"]
    acc = np.zeros(n, dtype=T)
    for j in range(16):
        acc = acc + v["coeff"][j] * v["in"][j:j + n]
    v["out"] = acc


def ref_ltimes(v, s, T):
    nd, ng, nm, nz = s["nd"], s["ng"], s["nm"], s["nz"]
    phi = v["phi"].reshape(nz, ng, nm).copy()
    ell = v["ell"].reshape(nm, nd)
    psi = v["psi"].reshape(nz, ng, nd)
    for d in range(nd):  # d innermost: a serial chain into phi
        phi = phi + ell[None, None, :, d] * psi[:, :, None, d]
    v["phi"] = phi.reshape(-1)


def ref_vol3d(v, s, T):
    jp, kp = s["jp"], s["kp"]
    i = np.arange(s["fpz"], s["lpz"] + 1)
    corner = {0: i, 1: i + 1, 2: i + jp, 3: i + 1 + jp, 4: i + kp, 5: i + 1 + kp, 6: i + jp + kp, 7: i + 1 + jp + kp}
    P = {a: {c: v[a][idx] for c, idx in corner.items()} for a in "xyz"}
    D = {a: {pq: P[a][int(pq[0])] - P[a][int(pq[1])] for pq in ("71", "72", "74", "30", "50", "60")} for a in "xyz"}

    def block(p1, p2, q, r):
        xps, yps, zps = (D[a][p1] + D[a][p2] for a in "xyz")
        x, y, z = D["x"], D["y"], D["z"]
        cyz = y[q] * z[r] - z[q] * y[r]
        czx = z[q] * x[r] - x[q] * z[r]
        cxy = x[q] * y[r] - y[q] * x[r]
        return xps * cyz + yps * czx + zps * cxy

    vol = block("71", "60", "72", "30")
    vol = vol + block("72", "50", "74", "60")
    vol = vol + block("74", "30", "71", "50")
    out = v["vol"].copy()
    out[i] = vol * v["vnormq"]
    v["vol"] = out


def ref_del_dot_vec_2d(v, s, T):
    jp, nr = s["jp"], s["nr"]
    zones = np.array([i + j * jp for j in range(2, nr + 1) for i in range(2, nr + 1)])
    assert np.array_equal(zones, v["zones"])
    b = zones
    c = {1: b + 1, 2: b + 1 + jp, 3: b + jp, 4: b}
    half = T(0.5)

    def ij(a):
        g = {k: v[a][idx] for k, idx in c.items()}
        return half * (g[1] + g[2] - g[3] - g[4]), half * (g[2] + g[3] - g[4] - g[1]), g

    xi, xj, _ = ij("x")
    yi, yj, y = ij("y")
    fxi, fxj, _ = ij("xdot")
    fyi, fyj, fy = ij("ydot")
    rarea = T(1.0) / (xi * yj - xj * yi + T(1e-20))
    dfxdx = rarea * (fxi * yj - fxj * yi)
    dfydy = rarea * (fyj * xi - fyi * xj)
    affine = (fy[1] + fy[2] + fy[3] + fy[4]) / (y[1] + y[2] + y[3] + y[4])
    out = v["div"].copy()
    out[zones] = dfxdx + dfydy + affine
    v["div"] = out


def _ssc(e, vv, p, v, T):
    with np.errstate(invalid="ignore", divide="ignore"):
        ssc = (v["pbvc"] * e + vv * vv * v["bvc"] * p) / v["rho0"]
        return np.where(ssc <= T(1.111111e-37), T(3.333333e-19), np.sqrt(ssc))


def _clamp(e, v, T):
    e = np.where(np.abs(e) < v["e_cut"], T(0.0), e)
    return np.where(e < v["emin"], v["emin"], e)


def ref_energy(v, s, T):
    h = T(0.5)
    dv, po, qo, ph = v["delvc"], v["p_old"], v["q_old"], v["pHalfStep"]
    ql, qq = v["ql_old"], v["qq_old"]
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        e = v["e_old"] - h * dv * (po + qo) + h * v["work"]
        vhalf = T(1.0) / (T(1.0) + v["compHalfStep"])
        q = np.where(dv > 0, T(0.0), _ssc(e, vhalf, ph, v, T) * ql + qq)
        e = e + h * dv * (T(3.0) * (po + qo) - T(4.0) * (ph + q))
        e = _clamp(e + h * v["work"], v, T)
        qt = np.where(dv > 0, T(0.0), _ssc(e, v["vnewc"], v["p_new"], v, T) * ql + qq)
        e = _clamp(e - (T(7.0) * (po + qo) - T(8.0) * (ph + q) + (v["p_new"] + qt)) * dv / T(6.0), v, T)
        q6 = _ssc(e, v["vnewc"], v["p_new"], v, T) * ql + qq
        q6 = np.where(np.abs(q6) < v["q_cut"], T(0.0), q6)
        q = np.where(dv <= 0, q6, q)
    v["e_new"], v["q_new"] = e, q


def ref_pressure(v, s, T):
    bvc = v["cls"] * (v["compression"] + T(1.0))
    p = bvc * v["e_old"]
    p = np.where(np.abs(p) < v["p_cut"], T(0.0), p)
    p = np.where(v["vnewc"] >= v["eosvmax"], T(0.0), p)
    p = np.where(p < v["pmin"], v["pmin"], p)
    v["bvc"], v["p_new"] = bvc, p


def ref_daxpy(v, s, T):
    v["y"] = v["y"] + v["a"] * v["x"]


def ref_triad(v, s, T):
    v["a"] = v["b"] + v["alpha"] * v["c"]


def ref_muladdsub(v, s, T):
    v["out1"], v["out2"], v["out3"] = v["in1"] * v["in2"], v["in1"] + v["in2"], v["in1"] - v["in2"]


def ref_dot(v, s, T):
    v["dot"] = T(v["dot"] + seqsum(v["a"] * v["b"], T))  # RAJAPerf: m_dot += dot, every repetition


def ref_reduce_sum(v, s, T):
    v["sum"] = seqsum(v["x"], T)


def ref_if_quad(v, s, T):
    a, b, c = v["a"], v["b"], v["c"]
    with np.errstate(invalid="ignore", divide="ignore"):
        disc = b * b - T(4.0) * a * c
        root = np.sqrt(disc)
        x2 = (-b + root) / (T(2.0) * a)
        x1 = (-b - root) / (T(2.0) * a)
    ok = disc >= 0
    v["x1"], v["x2"] = np.where(ok, x1, T(0.0)), np.where(ok, x2, T(0.0))


def ref_trap_int(v, s, T):
    i = np.arange(s["N"]).astype(T)
    x = v["x0"] + i * v["h"]
    terms = T(1.0) / np.sqrt((x - v["xp"]) * (x - v["xp"]) + (v["y"] - v["yp"]) * (v["y"] - v["yp"]))
    v["sumx"] = T(v["sumx"] + T(seqsum(terms, T) * v["h"]))  # sumx += sum*h every repetition


def ref_pi_reduce(v, s, T):
    dx = v["dx"]
    assert dx == T(1.0 / s["N"])
    x = (np.arange(s["N"]).astype(T) + T(0.5)) * dx
    v["pi"] = T(T(4.0) * seqsum(dx / (T(1.0) + x * x), T))


def ref_hydro_1d(v, s, T):
    n = s["N"]
    z = v["z"]
    v["x"] = v["q"] + v["y"] * (v["r"] * z[10:10 + n] + v["t"] * z[11:11 + n])


def ref_eos(v, s, T):
    n = s["N"]
    u = [v["u"][k:k + n] for k in range(7)]
    q, r, t = v["q"], v["r"], v["t"]
    v["x"] = (u[0] + r * (v["z"] + r * v["y"])
              + t * (u[3] + r * (u[2] + r * u[1]) + t * (u[6] + q * (u[5] + q * u[4]))))


def ref_planckian(v, s, T):
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        y = v["u"] / v["v"]
        v["y"] = y
        v["w"] = v["x"] / (c_exp(y) - T(1.0))


def ref_first_diff(v, s, T):
    v["x"] = v["y"][1:] - v["y"][:-1]


def ref_gen_lin_recur(v, s, T):
    for _ in ("forward", "backward"):  # every k once per sweep; each k independent of the others
        b5 = v["sa"] + v["stb5"] * v["sb"]
        v["b5"], v["stb5"] = b5, b5 - v["stb5"]


def ref_gemm(v, s, T):
    ni, nj, nk = s["ni"], s["nj"], s["nk"]
    A, B = v["A"].reshape(ni, nk), v["B"].reshape(nk, nj)
    acc = np.zeros((ni, nj), dtype=T)
    for k in range(nk):  # alpha*A[i][k]*B[k][j], summed in k order from 0
        acc = acc + (v["alpha"] * A[:, k])[:, None] * B[k][None, :]
    v["C"] = acc.reshape(-1)


def _jacobi(src, n, T):
    a = src.reshape(n, n)
    out = a[1:-1, 1:-1] + a[1:-1, :-2] + a[1:-1, 2:] + a[2:, 1:-1] + a[:-2, 1:-1]
    return T(0.2) * out


def ref_jacobi_2d(v, s, T):
    n = s["n"]
    B = v["B"].reshape(n, n).copy()
    B[1:-1, 1:-1] = _jacobi(v["A"], n, T)
    A = v["A"].reshape(n, n).copy()
    A[1:-1, 1:-1] = _jacobi(B, n, T)
    v["A"], v["B"] = A.reshape(-1), B.reshape(-1)


def _heat(src, n, T):
    a = src.reshape(n, n, n)
    c = a[1:-1, 1:-1, 1:-1]
    e = T(0.125)
    ti = e * (a[2:, 1:-1, 1:-1] - T(2.0) * c + a[:-2, 1:-1, 1:-1])
    tj = e * (a[1:-1, 2:, 1:-1] - T(2.0) * c + a[1:-1, :-2, 1:-1])
    tk = e * (a[1:-1, 1:-1, 2:] - T(2.0) * c + a[1:-1, 1:-1, :-2])
    return ti + tj + tk + c


def ref_heat_3d(v, s, T):
    n = s["n"]
    B = v["B"].reshape(n, n, n).copy()
    B[1:-1, 1:-1, 1:-1] = _heat(v["A"], n, T)
    A = v["A"].reshape(n, n, n).copy()
    A[1:-1, 1:-1, 1:-1] = _heat(B, n, T)
    v["A"], v["B"] = A.reshape(-1), B.reshape(-1)


REFERENCES = {k: globals()[f"ref_{k}"] for k in SUITE}


def reference_run(key: str, values: dict, sizes: dict, T, reps: int) -> dict:
    v = {k: (x.copy() if isinstance(x, np.ndarray) else x) for k, x in values.items()}
    for _ in range(reps):
        REFERENCES[key](v, sizes, T)
    return v


def test_the_suite_has_every_kernel_of_the_issue():
    assert set(SUITE) <= set(kernel_names())


@pytest.mark.parametrize("precision", ["f64", "f32"])
@pytest.mark.parametrize("key", SUITE)
@pytest.mark.slow
def test_strict_host_run_equals_numpy_reference(key, precision):
    kernel = load_kernel(key)
    spec = kernel.spec
    strict = resolve_profile("strict")
    sizes = resolve_sizes(spec, "small")
    T = np.float64 if precision == "f64" else np.float32
    jit = compile_host(kernel, strict, precision, sizes)
    for input_set in spec.input_sets:
        values = make_inputs(spec, sizes, precision, input_set, seed=3)
        expected = reference_run(key, values, sizes, T, REPS)
        for _ in range(REPS):
            jit.run_rep(values)
        for a in spec.args:
            if a.role in ("out", "inout", "result"):
                got, want = values[a.name], expected[a.name]
                assert np.asarray(got).dtype == np.asarray(want).dtype, (a.name, input_set)
                np.testing.assert_array_equal(got, want, err_msg=f"{key} {precision} {input_set}: {a.name}")


def test_run_host_checksums_the_outputs_after_reps():
    spec = load_kernel("daxpy").spec
    r = run_host(load_kernel("daxpy"), resolve_profile("strict"), size_set="small", reps=5)
    v = make_inputs(spec, resolve_sizes(spec, "small"))
    want = reference_run("daxpy", v, resolve_sizes(spec, "small"), np.float64, 5)
    np.testing.assert_array_equal(r.outputs["y"], want["y"])
    assert r.reps == 5 and r.seconds > 0


def test_contract_profile_changes_fir_but_stays_close():
    """A flag profile acts through the host pipeline: FMA-fused FIR differs from strict in the last bits."""
    kernel = load_kernel("fir")
    strict = run_host(kernel, resolve_profile("strict"), size_set="small", input_set="random", reps=1)
    fused = run_host(kernel, resolve_profile("contract"), size_set="small", input_set="random", reps=1)
    a, b = strict.outputs["out"], fused.outputs["out"]
    np.testing.assert_allclose(a, b, rtol=1e-12, atol=1e-14)
    if "+fma" in host_machine_spec().features:
        assert not np.array_equal(a, b)  # fused: rounded once per tap instead of twice
    else:
        np.testing.assert_array_equal(a, b)  # no FMA unit: contract has nothing to fuse into
