"""The MUFU rules (fpsem.runners.mufu) against independent numpy statements of the same rules, and the table files.

The IR of each rule is what the emulation runs on the host and what benchmarks/mufu_tables.py
checks on the GPU against the instruction on every operand.  Here each rule's ``predict`` is
compared, on random tables of the rule's format and on random and special operands, with a numpy
statement of the rule written from its description (fixed-point rounding with float64 and
integers), and ``learn`` is checked to invert ``predict``.  The table codec round-trips exactly.
"""

from __future__ import annotations

import io
from pathlib import Path

import llvmlite.binding as llvm
import numpy as np
import pytest
from hypokit import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from fpsem.runners import mufu as M
from fpsem.runners import tables as T
from tests.jitkit import jit_functions

NAN = 0x7FFFFFFF


def _jit(rule: M.Rule, table: np.ndarray):
    sym = f"fpsem_test_{rule.name.replace('.', '_')}_{table.ctypes.data:x}"
    llvm.add_symbol(sym, table.ctypes.data)
    text = "\n".join([f"@{sym} = external global [{rule.entries} x i32]", M.IR_DECLS,
                      M.predict_ir(rule, sym, "predict"), M.learn_ir(rule, "learn")])
    fns = jit_functions(text, [("predict", "i32", ("i32",)), ("learn", "i64", ("i32", "i32"))])
    return (lambda x, _k=table: fns["predict"](x.view(np.int32)).view(np.uint32),
            lambda x, h: fns["learn"](x.view(np.int32), h.view(np.int32)))


def _random_table(rule: M.Rule, rng: np.random.Generator) -> np.ndarray:
    n = rule.entries
    r23 = rng.integers(0, 1 << 23, n, dtype=np.uint32)
    if rule.op == "rcp":  # (0.5, 1]
        return (0x3F000001 + rng.integers(0, 0x800000, n)).astype(np.uint32)
    if rule.op in ("rsq", "sqrt"):
        return (0x3F000000 + rng.integers(0, 0x1000000, n)).astype(np.uint32)
    if rule.name == "lg2.b2.oc":  # f32 results: lg2 over [0.5, 1) in (-1, 0], over [1, 2) in [0, 1)
        mag = rng.integers(0, 0x3F800001, n).astype(np.uint32)
        return np.where(np.arange(n) < n // 2, mag | np.uint32(0x80000000), mag).astype(np.uint32)
    if rule.op == "lg2":  # 24-bit fixed point: what an f32 result near 0 (e = 0) or -1 (e = -1) shows exactly
        return (rng.integers(0, 1 << 24, n, dtype=np.uint64) << np.uint64(8)).astype(np.uint32)
    if rule.op == "ex2":
        return (0x3F800000 | r23).astype(np.uint32)
    if ".q23." in rule.name:  # one quadrant of sin: magnitudes in [0, 1]
        return rng.integers(0, 0x3F800001, n).astype(np.uint32)
    if rule.op in ("sin", "cos", "tanh"):
        return rng.integers(0, 0x3F800001, n).astype(np.uint32) | (
            (rng.integers(0, 2, n).astype(np.uint32) << 31) if rule.name.endswith("floor") or rule.op == "cos" else 0)
    return (0x3FE00000 + rng.integers(0, 0x100001, n)).astype(np.uint32)  # rcp64h: (0.5, 1] high words


def _operands(rng: np.random.Generator, op: str) -> np.ndarray:
    n = 40000
    x = rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)
    if op in ("rcp64h", "rsq64h"):
        return x
    wide = {"ex2": (-140.0, 140.0), "sin": (-1e4, 1e4), "cos": (-1e4, 1e4), "tanh": (-12.0, 12.0)}.get(op, (0, 1e4))
    x[: n // 2] = rng.uniform(*wide, n // 2).astype(np.float32).view(np.uint32)
    x[n // 2: n // 2 + 2000] = (rng.standard_normal(2000) * 2.0 ** rng.integers(-40, 30, 2000)).astype(
        np.float32).view(np.uint32)
    special = [0, 0x80000000, 1, 0x80000001, 0x7FFFFF, 0x800000, 0x80800000, 0x3F800000, 0xBF800000, 0x7F800000,
               0xFF800000, 0x7FC00000, 0x7F800001, 0xFFC00000, 0x7F7FFFFF, 0xFF7FFFFF, 0x42FE0000, 0xC2FC0000,
               0xC3000000, 0x43000000, 0x33800000, 0xB3800000, 0x3EFFFFFF, 0xBEFFFFFF]
    x[-len(special):] = special
    return x


# ------------------------------------------------------------------------- numpy statements of the rules

def _f(bits) -> np.ndarray:
    return np.asarray(bits, dtype=np.uint32).view(np.float32)


def _scale_bits(t: np.ndarray, shift: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """t's bits with ``shift`` added to the exponent field; (bits, exponent field after)."""
    return (t.astype(np.int64) + (shift.astype(np.int64) << 23)), (t.astype(np.int64) >> 23) + shift


def _revolutions(x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """r = RZ(x * 0x3e22f983) as MUFU.SIN/COS see it: its bits, whether it is Inf/NaN, and its value (subnormal
    r flushed to 0, Inf/NaN r as 0)."""
    with np.errstate(all="ignore"):
        p = _f(x).astype(np.float64) * np.float64(_f(np.uint32(0x3E22F983)))
        r = p.astype(np.float32)
        r = np.where(np.abs(r.astype(np.float64)) > np.abs(p), np.nextafter(r, np.float32(0)), r)  # RZ
        rbits = r.view(np.uint32).astype(np.int64)
        bad = (rbits & 0x7FFFFFFF) >= 0x7F800000
        rf = np.where(((rbits >> 23) & 0xFF) == 0, 0.0, r.astype(np.float64))  # MUFU flushes
    return rbits, bad, np.where(bad, 0.0, rf)


def ref_predict(rule: M.Rule, t: np.ndarray, x: np.ndarray) -> np.ndarray:
    op = rule.op
    xi = x.astype(np.int64)
    sign = xi & 0x80000000
    mag = xi & 0x7FFFFFFF
    ef = mag >> 23
    m = xi & 0x7FFFFF
    isnan, isinf, tiny = mag > 0x7F800000, mag == 0x7F800000, ef == 0
    e = ef - 127
    if op == "rcp":
        rb = t[m].astype(np.int64) - (e << 23)
        r = np.where(rb < 0x800000, 0, rb) | sign
        r = np.where(tiny, sign | 0x7F800000, r)
        r = np.where(isinf, sign, r)
        return np.where(isnan, NAN, r).astype(np.uint32)
    if op in ("rsq", "sqrt"):
        p, k = e & 1, e >> 1
        t_ = t[(p << 23) | m].astype(np.int64)
        rb = t_ - (k << 23) if op == "rsq" else t_ + (k << 23)
        neg = (sign != 0) & ~tiny
        if op == "rsq":
            r = np.where(tiny, sign | 0x7F800000, rb)
            r = np.where(isinf, 0, r)
        else:
            r = np.where(tiny, sign, rb)
            r = np.where(isinf, 0x7F800000, r)
        r = np.where(neg, NAN, r)
        return np.where(isnan, NAN, r).astype(np.uint32)
    if rule.name == "lg2.b2.oc":
        inb = (xi >= 0x3F000000) & (xi < 0x40000000)
        tb = t[np.where(inb, xi - 0x3F000000, m | (1 << 23))].astype(np.int64)
        lq = np.floor(_f(tb).astype(np.float64) * 2.0**32) / 2.0**32
        s = e.astype(np.float64) + lq
        mg = np.where(s >= 0, s, -s - 2.0**-32)
        r = mg.astype(np.float32)
        r = np.where(r.astype(np.float64) > mg, np.nextafter(r, np.float32(0)), r)  # toward zero
        rb = np.where(inb, tb, r.view(np.uint32).astype(np.int64) | np.where(s < 0, 0x80000000, 0))
        rb = np.where(tiny, 0xFF800000, rb)
        rb = np.where(isinf, 0x7F800000, rb)
        rb = np.where((sign != 0) & ~tiny, NAN, rb)
        return np.where(isnan, NAN, rb).astype(np.uint32)
    if op == "lg2":
        s = e.astype(np.float64) + t[m].astype(np.float64) * 2.0**-32
        r = s.astype(np.float32)
        if rule.name.endswith("rz"):
            over = np.abs(r.astype(np.float64)) > np.abs(s)
            r = np.where(over, np.nextafter(r, np.float32(0)), r)
        rb = r.view(np.uint32).astype(np.int64)
        neg = (sign != 0) & ~tiny
        rb = np.where(tiny, 0xFF800000, rb)
        rb = np.where(isinf, 0x7F800000, rb)
        rb = np.where(neg, NAN, rb)
        return np.where(isnan, NAN, rb).astype(np.uint32)
    if op == "ex2":
        fbits = int(rule.name.split(".")[1][1:])
        with np.errstate(all="ignore"):
            v = _f(x).astype(np.float64) * 2.0**fbits
            v = np.where(tiny | (ef >= 134), 0.0, v)
            how = rule.name.split(".")[2]
            X = {"floor": np.floor, "rne": np.rint, "trunc": np.trunc}[how](v).astype(np.int64)
        I = X >> fbits
        idx = X & ((1 << fbits) - 1)
        if rule.name.endswith("split"):
            idx = idx + np.where(sign != 0, 1 << fbits, 0)
        rb, ref = _scale_bits(t[idx], I)
        r = np.where(ref < 1, 0, np.where(ref > 254, 0x7F800000, rb))
        r = np.where(ef >= 134, np.where(sign != 0, 0, 0x7F800000), r)
        r = np.where(tiny, 0x3F800000, r)
        return np.where(isnan, NAN, r).astype(np.uint32)
    if ".q23." in rule.name:
        rbits, bad, rf = _revolutions(x)
        with np.errstate(all="ignore"):
            key = np.mod(np.trunc(np.abs(rf) * 2.0**25), 2.0**25).astype(np.int64)
        key = (key + (1 << 23 if op == "cos" else 0)) & ((1 << 25) - 1)
        q, j = key >> 23, key & ((1 << 23) - 1)
        out = t[np.where(q & 1, j ^ ((1 << 23) - 1), j)].astype(np.int64)
        flip = (q >> 1).astype(bool) ^ ((rbits < 0) | (rbits >= 1 << 31) if op == "sin" else False)
        if rule.name.endswith(".pos"):
            flip = flip & ((out & 0x7FFFFFFF) != 0)
        out = np.where(flip, out ^ 0x80000000, out)
        return np.where(bad, NAN, out).astype(np.uint32)
    if op in ("sin", "cos"):
        fbits = int(rule.name.split(".")[1][1:])
        rbits, bad, rf = _revolutions(x)
        with np.errstate(all="ignore"):
            how = rule.name.rsplit(".", 1)[1]
            v = (rf if how == "floor" else np.abs(rf)) * 2.0**fbits
            X = {"trunc": np.trunc, "rne": np.rint, "floor": np.floor}[how](v)
            idx = np.mod(X, 2.0**fbits).astype(np.int64)
        out = t[idx].astype(np.int64)
        if op == "sin" and how != "floor":
            out = out ^ (rbits & 0x80000000)
        return np.where(bad, NAN, out).astype(np.uint32)
    if rule.name in M.TANH_RULE_BITS:
        bits = M.TANH_RULE_BITS[rule.name]
        lo, hi = min(bits) + 127, max(bits) + 127
        offsets = np.cumsum([0] + [1 << bits[e] for e in sorted(bits)])
        b = np.clip(ef - lo, 0, len(bits) - 1)
        k = np.array([bits[e] for e in sorted(bits)])[b]
        tab = t[np.where((ef >= lo) & (ef <= hi), offsets[b] + (m >> (23 - k)), 0)].astype(np.int64) | sign
        out = np.where(ef < lo, xi, np.where(ef > hi, sign | 0x3F800000, tab))
        return np.where(isnan, NAN, out).astype(np.uint32)
    if op == "tanh":
        keep = int(rule.name.split("b")[1])
        out = t[mag >> (23 - keep)].astype(np.int64) | sign
        return np.where(isnan, NAN, out).astype(np.uint32)
    # rcp64h, rsq64h: high words
    ef, m = mag >> 20, xi & 0xFFFFF
    top = ef == 2047
    if op == "rsq64h":
        e = ef - 1023
        p, k = e & 1, e >> 1
        r = t[(p << 20) | m].astype(np.int64) - (k << 20)
        r = np.where(ef == 0, sign | 0x7FF00000, r)
        r = np.where(top & (m == 0), 0, r)
        r = np.where((sign != 0) & (ef != 0), NAN, r)
        return np.where(top & (m != 0), NAN, r).astype(np.uint32)
    rb = t[m].astype(np.int64) - ((ef - 1023) << 20)
    r = np.where(rb < 0x100000, 0, rb) | sign
    r = np.where(ef == 0, sign | 0x7FF00000, r)
    r = np.where(top & (m == 0), sign, r)
    return np.where(top & (m != 0), NAN, r).astype(np.uint32)


@pytest.mark.parametrize("rule", [pytest.param(n, marks=pytest.mark.slow) if M.RULES[n].entries >= 1 << 24 else n
                                  for n in sorted(M.RULES)], ids=str)
def test_rule_ir_states_the_rule(rule):
    r = M.RULES[rule]
    rng = np.random.default_rng(abs(hash(rule)) % 2**32)
    table = _random_table(r, rng)
    predict, learn = _jit(r, table)
    x = _operands(rng, r.op)
    got, want = predict(x), ref_predict(r, table, x)
    differ = got != want
    assert not differ.any(), [(hex(a), hex(b), hex(c)) for a, b, c in zip(x[differ][:5], got[differ][:5], want[differ][:5])]
    # learn inverts predict: an operand that determines an entry names the entry its result came from
    pk = learn(x, got)
    ok = pk < 0
    idx, ent = (pk >> 32) & 0x3FFFFFFF, (pk & 0xFFFFFFFF).astype(np.uint32)
    assert ok.any()
    assert (table[idx[ok]] == ent[ok]).all()


def test_nan_policy_quiet_returns_the_operand_quieted():
    for name in ("rcp.m23", "rcp64h.m20", "lg2.fix32.e0.rn", "tanh.b12"):
        r = M.RULES[name]
        table = _random_table(r, np.random.default_rng(2))
        sym = f"fpsem_test_nan_{name.replace('.', '_')}_{table.ctypes.data:x}"
        llvm.add_symbol(sym, table.ctypes.data)
        text = "\n".join([f"@{sym} = external global [{r.entries} x i32]", M.IR_DECLS,
                          M.predict_ir(r, sym, "predict", "quiet")])
        fn = jit_functions(text, [("predict", "i32", ("i32",))])["predict"]
        wide = M.OPS[r.op].wide
        nans = np.array([0x7FF00001, 0xFFF80000] if wide else [0x7F800001, 0xFFC00000], dtype=np.uint32)
        got = fn(nans.view(np.int32)).view(np.uint32)
        assert (got == (nans | np.uint32(1 << (19 if wide else 22)))).all(), (name, got)
    with pytest.raises(M.MufuTableError):
        M.predict_ir(M.RULES["rcp.m23"], "t", "p", "payload")


def test_every_operation_has_a_rule_and_its_ptx():
    assert set(M.OPS) == {"ex2", "lg2", "rcp", "rsq", "sqrt", "sin", "cos", "tanh", "rcp64h", "rsq64h"}
    for op in M.OPS.values():
        assert op.rules and all(r.op == op.name for r in op.rules)
        assert op.ptx.endswith((".f32", ".f64"))


# ------------------------------------------------------------------------- tables and their files

@settings(max_examples=examples(40), deadline=None)
@given(st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=700))
def test_table_codec_round_trips(words):
    v = np.array(words, dtype=np.uint32)
    assert (T.decode(T.encode(v, extreme=False)) == v).all()


def test_table_codec_compresses_a_smooth_table():
    k = np.arange(1 << 20)
    v = (2.0 ** (k / 2**20)).astype(np.float32).view(np.uint32)
    enc = T.encode(v, extreme=False)
    assert sum(a.nbytes for a in enc.values()) < v.nbytes // 20
    assert (T.decode(enc) == v).all()


def test_damaged_table_is_refused():
    enc = T.encode(np.arange(1000, dtype=np.uint32), extreme=False)
    enc["residuals"] = enc["residuals"][:-5]
    with pytest.raises(T.TableError):
        T.decode(enc)


def test_table_files_round_trip_and_check_their_digest():
    k = np.arange(1 << 20, dtype=np.float64)
    values = ((1.0 / (1.0 + k / 2**20)).view(np.uint64) >> np.uint64(32)).astype(np.uint32)  # the f64 reciprocal's high word
    buf = io.BytesIO()
    M.save_tables(buf, {"rcp64h": ("rcp64h.m20", values, {"operands": 1 << 32, "mismatches": 0, "device": "x",
                                                            "date": "today"})}, extreme=False)
    buf.seek(0)
    t = M.load_tables(buf)["rcp64h"]
    assert (t.values == values).all() and t.exhaustive and "checked on all 2^32" in t.describe()
    with pytest.raises(M.MufuTableError):
        M.save_tables(io.BytesIO(), {"rcp": ("rcp64h.m20", values, {})})


def test_installed_tables_are_valid_and_used_by_the_models():
    from fpsem.runners import approx as A

    for op, t in M.installed_tables().items():
        assert M.RULES[t.rule].op == op and t.values.size == M.RULES[t.rule].entries
        assert A.MODELS[M.OPS[op].model_key].table is t
        assert t.symbol in A.model_ir([M.OPS[op].model_key])


# ------------------------------------------------------------------------- the device script's kernels

def _device_script():
    from tests.benchkit import load_benchmark

    return load_benchmark("mufu_tables")


@pytest.mark.slow
def test_device_kernels_compile_for_sm90(monkeypatch):
    """Every kernel benchmarks/mufu_tables.py runs on the GPU compiles to PTX for sm_90 here: the rules'
    learn/conflicts/verify kernels, and fpsem's instruction models with a table for every operation."""
    script = _device_script()
    rng = np.random.default_rng(5)
    fake = {}
    for name, op in M.OPS.items():
        rule = op.rules[0]
        values = _random_table(rule, rng)
        fake[name] = M.MufuTable(name, rule.name, M._digest(values), {"operands": 1 << 32, "mismatches": 0},
                                 lambda v=values: v)
    monkeypatch.setattr(M, "installed_tables", lambda: fake)
    for op in M.OPS.values():
        text, tables = script.rules_module(op, "quiet")
        ptx = script.ptx_of(text, op.name) + script.ptx_of(script.probe_module(op), op.name)
        assert op.ptx.split(".f")[0] in ptx and len(tables) == len(op.rules)
        for k in range(len(op.rules)):
            assert f".entry learn{k}(" in ptx and f".entry verify{k}(" in ptx
    assert all(script._table_backed(key) for key, _, _ in script.MODEL_CHECKS)
    text, tables = script.models_module(script.MODEL_CHECKS)
    ptx = script.ptx_of(text, "models")
    assert len(tables) == len(M.OPS)
    for j, (_, instruction, _) in enumerate(script.MODEL_CHECKS):
        assert f".entry check{j}(" in ptx and instruction in ptx


# ------------------------------------------------------------------------- measured raw results (H200)

DUMPS = Path(__file__).resolve().parents[1] / "benchmarks" / "results" / "mufu_dump"


def _dumped(op: str, binade: int | str) -> tuple[np.ndarray, np.ndarray]:
    """Operands and the H200's results over one binade ("n0": negative), as benchmarks/mufu_dump.py measured them:
    stored as differences from numpy's function rounded to f32."""
    z = np.load(DUMPS / f"mufu_dump_{op}_{binade}.npz")
    xs = (np.arange(1 << 23, dtype=np.uint64) + int(z["x0"])).astype(np.uint32)
    ref = {"lg2": np.log2, "tanh": np.tanh}[op](_f(xs).astype(np.float64)).astype(np.float32)
    return xs, (ref.view(np.int32).astype(np.int64) + z["d"]).astype(np.uint32)


def _dumped_lg2(binade: int) -> tuple[np.ndarray, np.ndarray]:
    return _dumped("lg2", binade)


@pytest.mark.slow
def test_lg2_binades_rule_reproduces_the_measured_binades():
    """The table learned from the two binades next to 1 predicts the H200's results on three other binades
    (below -1: the ones'-complement negative sums; above: toward zero) bit for bit."""
    table = np.ascontiguousarray(np.concatenate([_dumped_lg2(-1)[1], _dumped_lg2(0)[1]]))
    rule = M.RULES["lg2.b2.oc"]
    predict, _ = _jit(rule, table)
    for binade in (-2, 1, 20):
        xs, hw = _dumped_lg2(binade)
        got = predict(xs)
        assert (got == hw).all(), (binade, int((got != hw).sum()))
        assert (ref_predict(rule, table, xs) == hw).all()
    # the older rules cannot: a 32-bit fixed point learned from [1, 2) misses negative sums
    old = M.RULES["lg2.fix32.e0.rz"]
    xs, hw = _dumped_lg2(-2)
    fixed = (_f(table[1 << 23:]).astype(np.float64) * 2.0**32).astype(np.uint32)
    assert (ref_predict(old, fixed, xs) != hw).sum() > 1_000_000


def _dumped_tanh(binade: str) -> tuple[np.ndarray, np.ndarray]:
    return _dumped("tanh", binade)


@pytest.mark.slow
def test_tanh_quantized_rule_reproduces_the_measured_binades():
    """Learned from the six positive binades the H200 dumped, tanh.q predicts all of them and the two negative
    ones bit for bit; a table of the exponent and top 16 bits (tanh.b16) cannot."""
    rule = M.RULES["tanh.q"]
    table = np.full(rule.entries, 0xFFFFFFFF, dtype=np.uint32)
    predict, learn = _jit(rule, table)
    positive = {b: _dumped_tanh(b) for b in ("-12", "-6", "-3", "-1", "0", "1")}
    for xs, hw in positive.values():
        pk = learn(xs, hw)
        assert not ((pk >> 62) & 1).any()  # below 2^-8 the result is the operand itself
        ok = pk < 0
        idx, ent = (pk >> 32)[ok] & 0x3FFFFFFF, (pk & 0xFFFFFFFF)[ok].astype(np.uint32)
        order = np.argsort(idx, kind="stable")
        first = np.unique(idx[order], return_index=True)[1]
        # every operand of an entry gave the same result: the hardware reads no more bits than the rule
        assert (np.repeat(ent[order][first], np.diff(np.append(first, idx.size))) == ent[order]).all()
        table[idx] = ent
    assert (positive["-12"][1] == positive["-12"][0]).all()
    for binade in ("-12", "-6", "-3", "-1", "0", "1", "n0", "n-1"):
        xs, hw = positive.get(binade) or _dumped_tanh(binade)
        assert (predict(xs) == hw).all(), binade
        assert (ref_predict(rule, table, xs) == hw).all(), binade
    # the hardware reads more than 16 mantissa bits from 0.5 up (and every bit below 2^-8)
    xs, hw = positive["0"]
    coarse = np.zeros(M.RULES["tanh.b16"].entries, dtype=np.uint32)
    coarse[xs >> 7] = hw
    assert (ref_predict(M.RULES["tanh.b16"], coarse, xs) != hw).sum() > 1_000_000


def test_tanh_entry_operands_name_their_entries():
    """The least operand of each entry of tanh.q maps back to that entry (the rule's index, from numpy)."""
    bits = M.TANH_BITS
    ops = M.tanh_entry_operands(bits)
    assert ops.size == M.RULES["tanh.q"].entries
    table = np.arange(ops.size, dtype=np.uint32)
    assert (ref_predict(M.RULES["tanh.q"], table, ops) == table).all()
    # the next operand up still reads the same entry
    assert (ref_predict(M.RULES["tanh.q"], table, ops + 1) == table).all()



@pytest.mark.slow
def test_tanh_interpolation_reproduces_the_measured_binades():
    """The quadratic interpolation with a truncated squarer (benchmarks/mufu_tanh_fit.py), with the coefficients
    fitted to the H200's dumps, gives every dumped result bit for bit, negative operands included; an exact
    square in its place does not."""
    import json

    from tests.benchkit import load_benchmark

    fit = load_benchmark("mufu_tanh_fit")
    coefs = json.loads((DUMPS.parent / "mufu_tanh_coefficients.json").read_text())["pieces"]
    for binade in ("-6", "-3", "-1", "0", "1", "n0", "n-1"):
        xs, hw = _dumped_tanh(binade)
        assert (fit.predict(coefs, xs) == hw).all(), binade
    # the truncation is part of the rule: the exact square misses results
    xs, hw = _dumped_tanh("0")
    c0, u, k1, k2 = (np.full(1 << 17, v) for v in coefs["0"][0])
    j = np.arange(1 << 17, dtype=np.int64)
    acc = (c0 << fit.S) + k1 * j + k2 * ((j * j) >> fit.SQ_DROP)
    v = acc * np.exp2(u - fit.S)
    exact = v.astype(np.float32).view(np.uint32) - (v.astype(np.float32).astype(np.float64) > v)
    assert (exact != hw[: 1 << 20: 8]).sum() > 1000


def test_truncated_square_keeps_the_high_partial_products():
    from tests.benchkit import load_benchmark

    fit = load_benchmark("mufu_tanh_fit")
    j = np.array([0, 1, 1 << 9, 1 << 10, (1 << 17) - 1, 3 << 15], dtype=np.int64)
    t = fit.truncated_square(j)
    assert t[0] == 0 and t[1] == 0 and t[2] == 0  # 2^18: below the kept columns
    assert t[3] == 2  # 2^20 >> 19
    assert t[5] == (9 << 30) >> 19  # only high bits: exact
    # never more than the exact square, and short of it by less than the dropped columns can hold
    full = (j * j) >> 19
    assert (t <= full).all() and (full - t <= 8).all()
