"""Input sets (rajaperf / random / special) and RAJAPerf's checksum rule."""

from __future__ import annotations

import ctypes
import ctypes.util
from fractions import Fraction

import mpmath
import numpy as np
import pytest

from fpsem.core.errors import UsageError
from fpsem.kernels.checksum import array_checksum, kahan_sum, kernel_checksum, relative_difference, scalar_checksum
from fpsem.kernels.inputs import SPECIALS, c_rand, d_values, make_inputs, s_value
from fpsem.kernels.registry import kernel_names, load_spec
from fpsem.kernels.spec import resolve_sizes

# ------------------------------------------------------------------ rajaperf set


def test_scalar_init_values_are_the_ones_kernels_md_gives():
    assert s_value(0.2) == 0.19582535938404025
    assert s_value(0.1) == 0.09791267969202012


def test_d_init_follows_the_formula_in_double():
    v = d_values(0.1, 5)
    assert [float(x) for x in v] == [0.1 * (i + 1.1) / (i + 1.12345) for i in range(5)]


def test_rv_is_the_c_library_rand_after_srand_4793():
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    libc.srand(4793)
    want = [libc.rand() for _ in range(10)]
    assert c_rand(10).tolist() == want
    spec = load_spec("first_diff")
    y = make_inputs(spec, resolve_sizes(spec, "small"))["y"]
    assert y[3] == want[3] / 2147483647


def test_rs_init_is_d_with_rand_signs():
    spec = load_spec("if_quad")
    a = make_inputs(spec, resolve_sizes(spec, "small"))["a"]
    signs = np.where(c_rand(len(a)) / 2147483647 < 0.5, -1.0, 1.0)
    np.testing.assert_array_equal(a, signs * d_values(0.2, len(a)))
    assert (a < 0).any() and (a > 0).any()


def test_vol3d_mesh_matches_kernels_md_at_the_default_size():
    spec = load_spec("vol3d")
    s = resolve_sizes(spec, "default")
    assert (s["jp"], s["kp"], s["nnalls"], s["fpz"], s["lpz"]) == (104, 10816, 1124864, 10921, 1113942)
    v = make_inputs(spec, s)
    n = 5 + 7 * 104 + 9 * 10816  # node i=5, j=7, k=9
    assert (v["x"][n], v["y"][n], v["z"][n]) == (5 * 0.3, 7 * 0.2, 9 * 0.1)


def test_del_dot_vec_2d_mesh_and_zones_at_the_default_size():
    spec = load_spec("del_dot_vec_2d")
    s = resolve_sizes(spec, "default")
    assert (s["jp"], s["nnalls"], s["nzones"]) == (1004, 1008016, 1000000)
    v = make_inputs(spec, s)
    z = v["zones"]
    assert z[0] == 2 + 2 * 1004 and z[1] == 3 + 2 * 1004 and z[-1] == 1001 + 1001 * 1004
    assert v["x"][7 + 3 * 1004] == 7 * 0.2 and v["y"][7 + 3 * 1004] == 3 * 0.1
    assert v["xdot"][4] == d_values(0.1, 5)[4] and v["ydot"][4] == d_values(0.2, 5)[4]


@pytest.mark.parametrize("key,size_set,want", [
    ("ltimes", "default", {"nz": 488, "nd": 64}), ("ltimes", "rust", {"nz": 488, "nd": 64}),
    ("ltimes", "nd6", {"nz": 5208, "nd": 6}),
    ("gemm", "default", {"ni": 1000, "nj": 1000, "nk": 1200}), ("jacobi_2d", "default", {"n": 1002}),
    ("heat_3d", "default", {"n": 102}),
])
def test_derived_sizes_match_kernels_md(key, size_set, want):
    s = resolve_sizes(load_spec(key), size_set)
    assert {k: s[k] for k in want} == want


def test_f32_inputs_are_the_f64_inputs_rounded():
    spec = load_spec("eos")
    s = resolve_sizes(spec, "small")
    for input_set in ("rajaperf", "random"):
        a, b = make_inputs(spec, s, "f64", input_set, 7), make_inputs(spec, s, "f32", input_set, 7)
        for k in ("u", "y", "q"):
            np.testing.assert_array_equal(np.asarray(a[k]).astype(np.float32), b[k])


# ------------------------------------------------------------------ random and special sets


def test_random_set_is_seeded_and_differs_by_seed():
    spec = load_spec("triad")
    s = resolve_sizes(spec, "small")
    a, b, c = (make_inputs(spec, s, "f64", "random", seed) for seed in (1, 1, 2))
    np.testing.assert_array_equal(a["b"], b["b"])
    assert not np.array_equal(a["b"], c["b"])
    assert (a["b"] < 0).any() and (a["b"] > 0).any()


def _energy_branches(v):
    """The branch conditions of ENERGY (KERNELS.md), evaluated on the inputs: name -> mask."""
    h = 0.5
    dv, po, qo, ph = v["delvc"], v["p_old"], v["q_old"], v["pHalfStep"]
    with np.errstate(invalid="ignore"):
        e = v["e_old"] - h * dv * (po + qo) + h * v["work"]
        vh = 1.0 / (1.0 + v["compHalfStep"])
        ssc = (v["pbvc"] * e + vh * vh * v["bvc"] * ph) / v["rho0"]
        q = np.where(dv > 0, 0.0, np.where(ssc <= 1.111111e-37, 3.333333e-19, np.sqrt(ssc)) * v["ql_old"] + v["qq_old"])
        e = e + h * dv * (3.0 * (po + qo) - 4.0 * (ph + q)) + h * v["work"]
    return {"delvc>0": dv > 0, "ssc floor": (dv <= 0) & (ssc <= 1.111111e-37), "|e|<e_cut": np.abs(e) < v["e_cut"],
            "e<emin": e < v["emin"]}


def _pressure_branches(v):
    p = v["cls"] * (v["compression"] + 1.0) * v["e_old"]
    return {"|p|<p_cut": np.abs(p) < v["p_cut"], "vnewc>=eosvmax": v["vnewc"] >= v["eosvmax"], "p<pmin": p < v["pmin"]}


@pytest.mark.parametrize("key,branches", [("energy", _energy_branches), ("pressure", _pressure_branches)])
def test_rajaperf_inputs_keep_energy_and_pressure_in_their_clamp_but_random_leaves_it(key, branches):
    spec = load_spec(key)
    s = resolve_sizes(spec, "small")
    rp = branches(make_inputs(spec, s, "f64", "rajaperf"))
    if key == "energy":
        assert rp["delvc>0"].all()  # KERNELS.md: delvc > 0 everywhere
    else:
        assert rp["p<pmin"].all() or rp["|p|<p_cut"].all()
    for seed in (0, 3):
        r = branches(make_inputs(spec, s, "f64", "random", seed))
        for name, mask in r.items():
            assert mask.any() and not mask.all(), f"{key} random seed {seed}: branch {name} goes one way only"


def test_if_quad_random_takes_both_branches():
    spec = load_spec("if_quad")
    v = make_inputs(spec, resolve_sizes(spec, "small"), "f64", "random")
    disc = v["b"] * v["b"] - 4.0 * v["a"] * v["c"]
    assert (disc >= 0).any() and (disc < 0).any()


@pytest.mark.parametrize("precision", ["f64", "f32"])
def test_special_set_mixes_every_special_kind_into_real_inputs(precision):
    spec = load_spec("triad")
    s = resolve_sizes(spec, "small")
    v = make_inputs(spec, s, precision, "special", 5)
    rnd = make_inputs(spec, s, precision, "random", 5)
    for name in ("b", "c"):
        x = v[name]
        assert np.isnan(x).any() and np.isposinf(x).any() and np.isneginf(x).any()
        assert ((x == 0) & np.signbit(x)).any() and ((x == 0) & ~np.signbit(x)).any()
        tiny = np.finfo(x.dtype).tiny
        assert ((x != 0) & (np.abs(x) < tiny)).any()  # subnormal
        for want in SPECIALS[precision][7:]:  # huge and tiny normals, exactly
            assert (x == np.asarray(want, dtype=x.dtype)).any()
        changed = ~((x == rnd[name]) | (np.isnan(x) & np.isnan(rnd[name])))
        assert 0 < changed.sum() <= len(x) // 4
    assert v["alpha"] == rnd["alpha"]  # scalars stay as in the random set
    np.testing.assert_array_equal(v["a"], 0)  # outputs start at zero


def test_fir_coefficients_are_kernel_constants_in_every_set():
    spec = load_spec("fir")
    s = resolve_sizes(spec, "small")
    want = [3, -1, -1, -1, -1, 3, -1, -1, -1, -1, 3, -1, -1, -1, -1, 3]
    for input_set in ("rajaperf", "random", "special"):
        assert make_inputs(spec, s, "f64", input_set)["coeff"].tolist() == want


def test_unknown_or_absent_input_set_is_a_usage_error():
    spec = load_spec("pi_reduce")
    s = resolve_sizes(spec, "small")
    with pytest.raises(UsageError, match="no 'random' input set"):
        make_inputs(spec, s, "f64", "random")
    with pytest.raises(UsageError, match="unknown input set"):
        make_inputs(spec, s, "f64", "nonsense")


@pytest.mark.parametrize("key", kernel_names())
def test_every_kernel_makes_inputs_of_the_declared_lengths(key):
    from fpsem.kernels.spec import array_length

    spec = load_spec(key)
    s = resolve_sizes(spec, "small")
    for input_set in spec.input_sets:
        v = make_inputs(spec, s, "f32", input_set, 1)
        for a in spec.args:
            if a.is_array:
                assert v[a.name].shape == (array_length(spec, a, s),)
                assert v[a.name].dtype == (np.int64 if a.type == "i64" else np.float32)


# ------------------------------------------------------------------ checksum


def _exact_checksum(values) -> Fraction:
    """KERNELS.md's rule with exact rationals and a 50-digit pi (the reference)."""
    mpmath.mp.dps = 50
    pi = Fraction(str(mpmath.pi))
    total = Fraction(0)
    for j, v in enumerate(values):
        off = Fraction(1) if v >= 0 else Fraction(1, 2)
        q = (j + off) / pi
        mult = q - (q.numerator // q.denominator) + Fraction(1, 2)
        total += mult * abs(Fraction(v))
    return total


def test_array_checksum_follows_the_rule():
    rng = np.random.default_rng(0)
    v = rng.normal(size=300) * 10.0 ** rng.integers(-5, 5, 300)
    got = array_checksum(v)
    want = _exact_checksum(v.tolist())
    assert abs(Fraction(float(got)) - want) / want < 1e-15
    # negative entries use offset 0.5, positive ones 1.0
    assert float(array_checksum(np.array([-2.0]))) == pytest.approx(2.0 * (0.5 / np.pi + 0.5), rel=1e-15)
    assert float(array_checksum(np.array([2.0]))) == pytest.approx(2.0 * (1.0 / np.pi + 0.5), rel=1e-15)


def test_kahan_sum_is_carried_in_long_double():
    terms = np.array([1.0, 1e-17, 1e-17, 1e-17, -1.0] * 3, dtype=np.longdouble)
    assert float(kahan_sum(terms)) == pytest.approx(9e-17, rel=1e-6)


def test_scalar_results_add_their_magnitude_and_kernels_sum_their_outputs():
    assert scalar_checksum(-2.5) == 2.5
    spec = load_spec("muladdsub")
    outs = {"out1": np.array([1.0, -2.0]), "out2": np.array([0.5]), "out3": np.array([-0.25, 4.0])}
    want = sum(array_checksum(outs[k]) for k in ("out1", "out2", "out3"))
    assert kernel_checksum(spec, outs) == want


def test_relative_difference_is_rajaperfs_comparison():
    assert relative_difference(1.0, 1.0 + 1e-12) < 1e-10
    assert relative_difference(0.0, 0.0) == 0.0
    assert relative_difference(2.0, 1.0) == 0.5
