"""Fit the interpolation behind NVIDIA's ``tanh.approx.f32`` (sm_90 MUFU.TANH) to measured binades, bit for bit.

What the H200's results show (``benchmarks/results/mufu_tanh_analysis.md``): the operand is quantized
to ``k(e)`` mantissa bits (``fpsem.runners.mufu.TANH_BITS``); the top ``k(e) - 17`` of them pick a
piece, the low 17 are ``j``; and the result's magnitude is

    RZ_f32( (C0 * 2^S + K1 * j + K2 * T(j)) * 2^(U - S) ),   S = 16,

``T(j)`` the square of ``j`` from a truncated squarer (the partial products of weight >= 2^19,
divided by 2^19), ``C0 * 2^U`` the result at ``j = 0`` (``U`` its ulp's exponent), ``K1 > 0`` and
``K2 < 0`` integers, RZ a truncation to f32.  This script finds ``(C0, U, K1, K2)`` for every piece
of every dumped binade (a linear program over the piece's 2^17 results, then the simplest dyadic
coefficients in the feasible ranges), checks the formula on every dumped operand, and writes the
coefficients with the check (``--out``, JSON).  Offline: it reads ``mufu_dump.py``'s files only.

Usage::

    python benchmarks/mufu_tanh_fit.py [--dumps DIR] [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fpsem.runners.mufu import TANH_BITS, tanh_entry_operands  # noqa: E402

J_BITS = 17  # the low operand bits a piece interpolates over
SQ_DROP = 19  # the truncated squarer keeps the partial products of weight >= 2^19
S = 16  # fraction bits of K1, K2 below the result's ulp
DUMPS = ROOT / "benchmarks" / "results" / "mufu_dump"
FORMULA = ("|tanh.approx.f32(x)| = RZ_f32((C0 * 2^S + K1 * j + K2 * T(j)) * 2^(U - S)), S = 16; a piece's row is "
           "[C0, U, K1, K2]; j = the low 17 of the k(e) mantissa bits read (bits_read), the bits above it pick the "
           "piece; T(j) = the partial products of j * j of weight >= 2^19, divided by 2^19 (a truncated squarer)")


def truncated_square(j: np.ndarray) -> np.ndarray:
    """sum of the partial products b_a * b_b * 2^(a+b) of j*j whose weight is at least 2^19, divided by 2^19."""
    j = np.asarray(j, dtype=np.int64)
    bit = [(j >> a) & 1 for a in range(J_BITS)]
    acc = np.zeros_like(j)
    for a in range(J_BITS):
        if 2 * a >= SQ_DROP:
            acc += bit[a] << (2 * a)
        for b in range(a + 1, J_BITS):
            if a + b + 1 >= SQ_DROP:
                acc += (bit[a] & bit[b]) << (a + b + 1)
    return acc >> SQ_DROP


def piece_of(xbits: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(binade e, piece number within the binade, j) of positive operand bits in the interpolated binades."""
    x = np.asarray(xbits, dtype=np.int64) & 0x7FFFFFFF
    e = (x >> 23) - 127
    m = x & 0x7FFFFF
    k = np.array([TANH_BITS.get(int(v), 23) for v in np.unique(e)])[np.searchsorted(np.unique(e), e)]
    q = m >> (23 - k)
    return e, q >> J_BITS, q & ((1 << J_BITS) - 1)


def interpolate(c0: np.ndarray, u: np.ndarray, k1: np.ndarray, k2: np.ndarray, j: np.ndarray) -> np.ndarray:
    """The formula's result bits (magnitude) for coefficients per operand and its j."""
    acc = (c0.astype(np.int64) << S) + k1.astype(np.int64) * j + k2.astype(np.int64) * truncated_square(j)
    v = acc.astype(np.float64) * np.exp2(u.astype(np.float64) - S)  # exact: acc < 2^53
    f = v.astype(np.float32)
    return (f.view(np.uint32) - (f.astype(np.float64) > v)).astype(np.uint32)  # RN -> RZ


def predict(coefs: dict[str, list[list[int]]], xbits: np.ndarray) -> np.ndarray:
    """tanh.approx.f32 of operand bits in the fitted binades, from ``coefs`` ({binade: [[C0, U, K1, K2], ...]})."""
    x = np.asarray(xbits, dtype=np.uint32)
    e, piece, j = piece_of(x)
    table = {(int(b), i): c for b, rows in coefs.items() for i, c in enumerate(rows)}
    rows = _rows(table, e, piece)
    return interpolate(rows[:, 0], rows[:, 1], rows[:, 2], rows[:, 3], j) | (x & np.uint32(0x80000000))


def _rows(table: dict, e: np.ndarray, piece: np.ndarray) -> np.ndarray:
    """The coefficient row of every operand (looked up once per distinct piece)."""
    keys = sorted(table)
    arr = np.array([table[k] for k in keys], dtype=np.int64)
    code = {k: i for i, k in enumerate(keys)}
    pairs, inv = np.unique(np.stack([e, piece], 1), axis=0, return_inverse=True)
    return arr[np.array([code[(int(a), int(b))] for a, b in pairs])][inv.ravel()]


def load_dump(path: Path) -> tuple[np.ndarray, np.ndarray]:
    """Operand bits and the device's result bits of one ``mufu_dump.py`` file."""
    z = np.load(path)
    xs = (np.arange(z["d"].size, dtype=np.uint64) + int(z["x0"])).astype(np.uint32)
    with np.errstate(all="ignore"):
        ref = np.tanh(xs.view(np.float32).astype(np.float64)).astype(np.float32).view(np.int32).astype(np.int64)
    return xs, (ref + z["d"]).astype(np.uint32)


def _dyadic(lo: float, hi: float) -> tuple[int, int]:
    """(s, K): the K / 2^s in [lo, hi] with the least s."""
    for s in range(0, 60):
        k = math.ceil(lo * 2**s - 1e-9)
        if k <= hi * 2**s + 1e-9:
            return s, k
    raise ValueError("empty range")


def fit_piece(xs: np.ndarray, hw: np.ndarray) -> list[int]:
    """[C0, U, K1, K2] reproducing one piece's results (its 2^17 quantized operands, in order), or raise."""
    y = hw.view(np.float32).astype(np.float64)
    ulp = np.spacing(hw.view(np.float32)).astype(np.float64)
    u = int(round(math.log2(ulp.min())))
    yi, w = y / 2.0**u, ulp / 2.0**u
    j = np.arange(y.size, dtype=np.int64)
    a = np.stack([np.ones(y.size), j.astype(np.float64), truncated_square(j).astype(np.float64)], 1)
    # the constraints a least-squares fit comes closest to break bind the program: try them first
    mid = a @ np.linalg.lstsq(a, yi + w / 2, rcond=None)[0]
    near = np.unique(np.concatenate([np.argsort(mid - yi)[:2048], np.argsort(yi + w - mid)[:2048], [0, y.size - 1]]))
    for rows in (near, slice(None)):
        try:
            row = _fit_rows(a[rows], yi[rows], w[rows], u)
        except ValueError:
            continue
        if (interpolate(*(np.full(y.size, v) for v in row), j) == hw).all():
            return row
    raise ValueError(f"piece at 0x{int(xs[0]):08x}: no coefficients of the form reproduce it")


def _fit_rows(a: np.ndarray, yi: np.ndarray, w: np.ndarray, u: int) -> list[int]:
    """The simplest coefficients in the feasible ranges of: yi <= c0 + c1 j + c2 T(j) < yi + w (truncation)."""
    from scipy.optimize import linprog

    a_ub, b_ub = np.vstack([a, -a]), np.concatenate([yi + w, -yi])
    ranges = []
    for k in range(3):
        ends = []
        for sgn in (1.0, -1.0):
            r = linprog(np.eye(3)[k] * sgn, A_ub=a_ub, b_ub=b_ub, bounds=[(None, None)] * 3, method="highs")
            if r.status != 0:
                raise ValueError(f"no quadratic of the form fits ({r.message})")
            ends.append(sgn * r.fun)
        ranges.append(tuple(ends))
    (s1, k1), (s2, k2) = _dyadic(*ranges[1]), _dyadic(*ranges[2])
    if max(s1, s2) > S:
        raise ValueError(f"coefficients need {max(s1, s2)} fraction bits")
    return [int(round(ranges[0][0])), u, k1 << (S - s1), k2 << (S - s2)]


def fit_binade(xs: np.ndarray, hw: np.ndarray) -> list[list[int]]:
    """The coefficients of every piece of one positive binade (all 2^23 operands and results)."""
    e = (int(xs[0]) >> 23) - 127
    k = TANH_BITS[e]
    step = 1 << (23 - k)
    qx, qh = xs[::step], hw[::step]
    assert (hw.reshape(-1, step) == qh[:, None]).all(), "results vary inside a quantum"
    n = 1 << J_BITS
    return [fit_piece(qx[i:i + n], qh[i:i + n]) for i in range(0, qx.size, n)]


def table_binades(words: np.ndarray) -> dict[int, tuple[np.ndarray, np.ndarray]]:
    """The installed ``tanh.q`` table as (quantized operands, results) per binade it covers."""
    ops = tanh_entry_operands(TANH_BITS)
    e = (ops.astype(np.int64) >> 23) - 127
    return {int(b): (ops[e == b], np.asarray(words)[e == b]) for b in np.unique(e)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--dumps", type=Path, default=DUMPS)
    p.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "mufu_tanh_coefficients.json")
    p.add_argument("--table", action="store_true",
                   help="also fit every binade of the installed tanh.q table (measured on the device, all pieces)")
    a = p.parse_args(argv)
    coefs: dict[str, list[list[int]]] = {}
    unfitted: dict[str, str] = {}  # binade -> why the form does not reproduce it
    provenance: dict[str, dict] = {}
    if a.table:
        from fpsem.runners.mufu import installed_tables

        t = installed_tables().get("tanh")
        if t is None or t.rule != "tanh.q":
            raise SystemExit("mufu_tanh_fit: no installed tanh.q table (run benchmarks/mufu_tables.py --ops tanh --install)")
        provenance["table"] = dict(t.check)
        for e, (qx, qh) in table_binades(t.values).items():
            if TANH_BITS[e] < J_BITS:  # fewer bits read than one piece spans: not interpolated this way
                continue
            n = 1 << J_BITS
            coefs[str(e)] = [fit_piece(qx[i:i + n], qh[i:i + n]) for i in range(0, qx.size, n)]
            print(f"table binade 2^{e}: {len(coefs[str(e)])} pieces fitted", flush=True)
    dumps = sorted(a.dumps.glob("mufu_dump_tanh_*.npz"))
    for path in dumps:
        xs, hw = load_dump(path)
        e = int((int(xs[0]) & 0x7FFFFFFF) >> 23) - 127
        with np.load(path) as z:
            meta = json.loads(str(z["meta"]))
        provenance[path.name] = {"date": meta.get("date"), "device": meta.get("device", {}).get("name")}
        if e in TANH_BITS and not int(xs[0]) >> 31 and str(e) not in coefs and str(e) not in unfitted:
            if TANH_BITS[e] < J_BITS:  # fewer bits read than one piece spans: not interpolated this way
                unfitted[str(e)] = f"{TANH_BITS[e]} bits read, fewer than one piece's {J_BITS}"
                continue
            try:
                coefs[str(e)] = fit_binade(xs, hw)
            except ValueError as err:  # an open question, recorded: the other binades are still fitted and checked
                unfitted[str(e)] = str(err)
                print(f"binade 2^{e}: not fitted: {err}", flush=True)
                continue
            print(f"binade 2^{e}: {len(coefs[str(e)])} pieces fitted", flush=True)
    checks = {}
    for path in dumps:
        xs, hw = load_dump(path)
        e = int((int(xs[0]) & 0x7FFFFFFF) >> 23) - 127
        if str(e) in coefs:
            got = predict(coefs, xs)
            checks[path.name] = {"operands": int(xs.size), "mismatches": int((got != hw).sum())}
            print(f"{path.name}: {checks[path.name]['mismatches']} mismatches of {xs.size}", flush=True)
    out = {"formula": FORMULA, "S": S, "j_bits": J_BITS, "square_drop": SQ_DROP,
           "bits_read": {str(e): k for e, k in TANH_BITS.items()}, "pieces": coefs, "not_fitted": unfitted, "checked_on": checks,
           "dumps": provenance}
    text = json.dumps(out, indent=1)
    text = re.sub(r"\[\s+(-?\d+),\s+(-?\d+),\s+(-?\d+),\s+(-?\d+)\s+\]", r"[\1, \2, \3, \4]", text)  # a row a line
    a.out.write_text(text + "\n")
    bad = sum(c["mismatches"] for c in checks.values())
    print(f"wrote {a.out}: {sum(len(v) for v in coefs.values())} pieces, {bad} mismatches on "
          f"{sum(c['operands'] for c in checks.values())} dumped operands; binades not fitted: "
          f"{', '.join(f'2^{e}' for e in unfitted) or 'none'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
