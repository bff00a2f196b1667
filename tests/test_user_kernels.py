"""Kernels given by path: runtime-library calls on the host, unresolvable calls, failing cells in a sweep."""

from __future__ import annotations

import pytest

from fpsem.runners.host import unresolved_symbols


def test_unresolved_symbols_reads_calls_and_addresses():
    asm = "\tmovabsq\t$__nope_fn, %rax\n\tcallq\t*%rax\n\tcall\texp@PLT\nfoo:\n\tcall\tfoo\n"
    assert unresolved_symbols(asm) == ["__nope_fn"]


def test_runtime_library_call_runs_on_the_host(cli, data_dir):
    # llvm.powi with a variable exponent: x86 code calls libgcc's __powidf2
    r = cli("run", "--kernel", data_dir / "kernels_extra/powk.toml", "--target", "host", "--profile", "strict")
    assert r.code == 0, r.err
    assert "checksum:" in r.out


def test_external_call_is_refused_before_any_jit(cli, data_dir):
    # kernels may call only what they define and LLVM intrinsics: checked when the IR is loaded;
    # runtime calls that code generation itself introduces are checked by unresolved_symbols
    r = cli("run", "--kernel", data_dir / "kernels_extra/extk.toml", "--target", "host", "--profile", "strict")
    assert r.code == 2
    assert "declares external function @fpsem_no_such_function" in r.err
    assert len(r.err.strip().splitlines()) == 1


@pytest.mark.slow
def test_sweep_of_user_files_stores_failures_and_exits_4(cli, data_dir, tmp_path):
    db = tmp_path / "s.sqlite"
    k = data_dir / "kernels_extra/powk.toml"
    prof = data_dir.parent.parent / "flag_profiles" / "contract.toml"
    r = cli("sweep", "--kernels", k, "--profiles", f"strict,{prof}", "--targets", "host,h100",
            "--precisions", "f64", "--runners", "host,model", "--db", db)
    # the kernel and the profile given by path load in the workers; NVPTX cannot lower powi
    assert r.code == 4, r.out + r.err
    assert "2 done, 2 failed" in r.out
    assert "Cannot select" in r.out and "h100" in r.out
    r = cli("report", "--db", db, "-o", tmp_path / "report")
    assert r.code == 0
    assert "Cannot select" in (tmp_path / "report" / "report.md").read_text()
