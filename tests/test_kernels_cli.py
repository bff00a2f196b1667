"""``fpsem kernels`` and ``fpsem run``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

from fpsem.fastmath.profiles import resolve_profile
from fpsem.kernels.registry import load_kernel
from fpsem.runners.execution import run_host

sys.path.insert(0, str(Path(__file__).parent))
from tablekit import table_rows  # noqa: E402


def test_kernels_lists_the_suite(cli):
    r = cli("kernels")
    assert r.code == 0
    for key in ("fir", "ltimes", "vol3d", "energy", "gemm", "heat_3d"):
        assert key in r.out
    rows = {row["kernel"]: row for row in table_rows(r.out)}
    assert "rust: N=1000000 nd=64 ng=32 nm=25" in rows["ltimes"]["other sizes"]
    assert rows["daxpy"]["input sets"] == "rajaperf,random,special"
    assert max(len(ln) for ln in r.out.splitlines()) <= 100  # the table fits 100 columns


def test_kernels_json_has_sizes_precisions_and_input_sets(cli):
    r = cli("kernels", "--json")
    assert r.code == 0
    data = {k["key"]: k for k in json.loads(r.out)}
    fir = data["fir"]
    assert fir["precisions"] == ["f64", "f32"] and fir["sizes"]["default"] == {"N": 1000000}
    assert fir["input_sets"] == ["rajaperf", "random", "special"]
    assert data["vol3d"]["resolved_sizes"]["default"]["fpz"] == 10921
    assert data["ltimes"]["resolved_sizes"]["rust"]["nz"] == 488


def test_run_prints_checksum_and_timing(cli):
    r = cli("run", "--kernel", "fir", "--size-set", "small", "--reps", "2")
    assert r.code == 0, r.err
    assert "checksum: " in r.out and "ms/rep" in r.out and "measured" in r.out


def test_run_json_record_matches_the_host_runner(cli):
    r = cli("run", "--kernel", "dot", "--target", "host", "--profile", "contract", "--precision", "f32",
            "--size", "100", "--inputs", "random", "--seed", "4", "--reps", "3", "--json")
    assert r.code == 0, r.err
    rec = json.loads(r.out)
    assert (rec["kernel"], rec["precision"], rec["profile"], rec["runner"], rec["reps"]) == \
        ("dot", "f32", "contract", "host", 3)
    assert rec["sizes"] == {"N": 100} and rec["inputs"] == "random" and rec["ub_capable"] is False
    k = load_kernel("dot")
    direct = run_host(k, resolve_profile("contract"), precision="f32",
                      size_overrides={"N": 100}, input_set="random", seed=4, reps=3)
    assert rec["checksum"] == float(direct.checksum)
    assert rec["timing"]["seconds_total"] > 0


def test_run_size_params_and_size_sets(cli):
    r = cli("run", "--kernel", "ltimes", "--size-set", "rust", "--size", "5000", "--param", "ng=4",
            "--param", "nm=3", "--reps", "1", "--json")
    assert r.code == 0, r.err
    sizes = json.loads(r.out)["sizes"]
    assert (sizes["nd"], sizes["ng"], sizes["nm"], sizes["nz"]) == (64, 4, 3, 20)


def test_run_errors_are_one_line_with_exit_codes(cli):
    r = cli("run", "--kernel", "nope")
    assert r.code == 2 and "unknown kernel" in r.err
    r = cli("run", "--kernel", "dot", "--target", "mi250x")
    assert r.code == 2 and "no runner" in r.err
    r = cli("run", "--kernel", "dot", "--target", "h100", "--runner", "host")
    assert r.code == 2 and "does not run nvptx code" in r.err
    r = cli("run", "--kernel", "dot", "--profile", "fast")
    assert r.code == 3 and "--allow-ub" in r.err
    r = cli("run", "--kernel", "pi_reduce", "--inputs", "special")
    assert r.code == 2 and "no 'special' input set" in r.err
    r = cli("run", "--kernel", "dot", "--param", "N")
    assert r.code == 2 and "NAME=INTEGER" in r.err
    r = cli("run", "--kernel", "dot", "--size", "0")
    assert r.code == 2 and "positive" in r.err


def test_run_fast_with_allow_ub_is_marked(cli):
    r = cli("run", "--kernel", "reduce_sum", "--profile", "fast", "--allow-ub", "--size-set", "small", "--json")
    assert r.code == 0, r.err
    rec = json.loads(r.out)
    assert rec["ub_capable"] is True and rec["profile"] == "fast"
    assert np.isfinite(rec["checksum"]) and rec["checksum"] > 0
