"""The recipes of docs/validate-in-ci.md, run as written on real compiler output: a Rust crate's IR from
rustc (cargo with RUSTFLAGS=--emit=llvm-ir) and a CMake project's CUDA device IR from clang-19.

Each builds the example under examples/validate-in-ci/ in a temporary folder, then runs the gate the way a
CI job would (SARIF checked against the schema, the exit code as the job's verdict).  Without cargo, cmake
or clang-19 (make test-tools installs clang-19) a test skips, naming what is missing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from test_validate_gate import sarif_errors  # noqa: E402

EXAMPLES = Path(__file__).parent.parent / "examples" / "validate-in-ci"
pytestmark = pytest.mark.slow


def _need(*tools: str) -> None:
    missing = [t for t in tools if shutil.which(t) is None]
    if missing:
        pytest.skip(f"not installed here: {', '.join(missing)} (make test-tools installs clang-19)")


def _sh(cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> None:
    r = subprocess.run(cmd, cwd=cwd, env={**os.environ, **(env or {})}, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, f"{' '.join(cmd)}: {r.stderr[-2000:]}"


def test_rust_crate_ir_from_cargo(cli, tmp_path, monkeypatch):
    _need("cargo", "rustc")
    crate = tmp_path / "crate"
    shutil.copytree(EXAMPLES / "rust-crate", crate)
    # the recipe: RUSTFLAGS="--emit=llvm-ir" cargo build --release; fpsem validate 'target/release/deps/*.ll'
    _sh(["cargo", "build", "--release", "--offline", "-q"], crate,
        {"RUSTFLAGS": "--emit=llvm-ir", "RUSTC_BOOTSTRAP": "1", "CARGO_TARGET_DIR": str(crate / "target")})
    monkeypatch.chdir(crate)
    r = cli("validate", "target/release/deps/*.ll", "--format", "sarif")
    assert r.code == 1
    log = json.loads(r.out)
    assert sarif_errors(log) == []
    results = log["runs"][0]["results"]
    funcs = {x["locations"][0]["logicalLocations"][0]["name"] for x in results}
    assert funcs == {"dot_fast"}  # the strict dot product is clean
    assert all(x["ruleId"] == "fpsem/fast" for x in results)
    assert all(x["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].startswith("target/release/deps/")
               for x in results)


@pytest.mark.parametrize("flags, clean", [("-O2", True), ("-O2 -ffast-math", False)])
def test_cmake_cuda_device_ir_from_clang(cli, tmp_path, monkeypatch, flags, clean):
    _need("cmake", "clang++-19")
    proj = tmp_path / "proj"
    shutil.copytree(EXAMPLES / "cmake-cuda", proj)
    # the recipe: cmake -S . -B build -DDEVICE_FLAGS=...; cmake --build build --target device-ir;
    #             fpsem validate build/ir --format github
    _sh(["cmake", "-S", ".", "-B", "build", f"-DDEVICE_FLAGS={flags}", "-DCUDA_CLANG=" + shutil.which("clang++-19")],
        proj)
    _sh(["cmake", "--build", "build", "--target", "device-ir"], proj)
    monkeypatch.chdir(proj)
    r = cli("validate", "build/ir", "--format", "github")
    assert r.code == (0 if clean else 1)
    ann = [ln for ln in r.out.splitlines() if ln.startswith("::error ")]
    if clean:
        assert ann == [] and r.out.strip().endswith("passed")
    else:
        assert ann and all(ln.startswith("::error file=build/ir/saxpy.ll,line=") for ln in ann)
        kinds = {ln.split("title=fpsem%3A ")[1].split("::")[0] for ln in ann}
        assert {"fast", "nofpclass", "no-nans-fp-math"} <= kinds
