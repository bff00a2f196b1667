"""Locating libdevice, ocml and ptxas: overrides refused when wrong, the Python environment, a broken ptxas."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

import fpsem
from fpsem.compiler import code_metrics as M
from fpsem.compiler import devlibs as D
from fpsem.compiler.cache import BuildCache

PTX = ".version 7.8\n.target sm_86\n.address_size 64\n"


def _exe(path: Path, body: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


@pytest.mark.parametrize("env, message", [
    ({"FPSEM_LIBDEVICE": "/no/such/libdevice.10.bc"}, "FPSEM_LIBDEVICE=/no/such/libdevice.10.bc: no such file"),
    ({"FPSEM_ROCM_BITCODE": "/no/such/dir"}, "FPSEM_ROCM_BITCODE=/no/such/dir: no such directory"),
    ({"FPSEM_PTXAS": "/no/such/ptxas"}, "FPSEM_PTXAS=/no/such/ptxas: no such file"),
    ({"FPSEM_SYSTEM_LIBS": "maybe"}, "FPSEM_SYSTEM_LIBS must be 0 or 1"),
])
def test_wrong_overrides_are_refused(env, message):
    with pytest.raises(D.BadOverride, match=message):
        D.check_overrides(env)


def test_override_directories_without_the_library_are_refused_not_skipped(tmp_path):
    with pytest.raises(D.BadOverride, match="holds no libdevice.10.bc"):
        D.find_libdevice({"FPSEM_LIBDEVICE": str(tmp_path)})
    with pytest.raises(D.BadOverride, match="holds no ocml.bc"):
        D.rocm_libraries("gfx90a", {"FPSEM_ROCM_BITCODE": str(tmp_path)})
    (tmp_path / "libdevice.10.bc").write_bytes(b"BC")
    assert D.find_libdevice({"FPSEM_LIBDEVICE": str(tmp_path)}) == tmp_path / "libdevice.10.bc"
    plain = tmp_path / "ptxas"
    plain.write_text("not executable")
    with pytest.raises(D.BadOverride, match="not executable"):
        D.find_ptxas({"FPSEM_PTXAS": str(plain)})


def test_cli_refuses_a_wrong_override_with_exit_2_and_one_line(cli, monkeypatch, tmp_path):
    monkeypatch.setenv("FPSEM_ROCM_BITCODE", str(tmp_path))
    r = cli("profiles")
    assert r.code == 2 and r.out == ""
    assert r.err.strip().splitlines() == [f"fpsem: error: FPSEM_ROCM_BITCODE={tmp_path}: the directory holds no ocml.bc"]


def test_hiding_the_system_leaves_only_overrides_and_the_python_environment(monkeypatch, tmp_path):
    monkeypatch.setattr(D, "nvidia_wheel_dirs", lambda: [tmp_path / "nvidia"])
    monkeypatch.setattr(D.sys, "prefix", str(tmp_path / "venv"))
    env = {"FPSEM_SYSTEM_LIBS": "0", "CUDA_HOME": "/usr/local/cuda", "ROCM_PATH": "/opt/rocm", "PATH": "/usr/local/bin"}
    for c in D.libdevice_candidates(env) + D.rocm_bitcode_candidates(env) + D.ptxas_candidates(env):
        assert str(c).startswith(str(tmp_path)), c
    with pytest.raises(D.LibraryMissing, match="pip install nvidia-cuda-nvcc"):
        D.find_libdevice(env)
    assert D.find_ptxas(env) is None
    # NVIDIA's CUDA 13 wheels: nvidia/cu13/bin/ptxas (nvidia-cuda-nvcc), nvidia/cu13/nvvm/libdevice (nvidia-nvvm).
    lib = tmp_path / "nvidia/cu13/nvvm/libdevice/libdevice.10.bc"
    lib.parent.mkdir(parents=True)
    lib.write_bytes(b"BC")
    tool = _exe(tmp_path / "nvidia/cu13/bin/ptxas", "echo ptxas")
    assert D.find_libdevice(env) == lib and D.find_ptxas(env) == tool
    # make rocm-libs unpacks rocm-device-libs into <venv>/share/fpsem/amdgcn/bitcode
    bc = tmp_path / "venv" / D.ENV_ROCM_SUBDIR
    bc.mkdir(parents=True)
    for n in D.rocm_library_names("gfx90a"):
        (bc / n).write_bytes(b"BC")
    assert D.rocm_libraries("gfx90a", env)[0] == bc / "ocml.bc"


def test_system_toolkits_come_before_the_wheels_and_cuda_home_first_among_them(monkeypatch, tmp_path):
    monkeypatch.setattr(D, "nvidia_wheel_dirs", lambda: [tmp_path / "nvidia"])
    lib = tmp_path / "nvvm/libdevice/libdevice.10.bc"
    wheel = tmp_path / "nvidia/cu13/nvvm/libdevice/libdevice.10.bc"
    for f in (lib, wheel):
        f.parent.mkdir(parents=True)
        f.write_bytes(b"BC")
    got = D.libdevice_candidates({"CUDA_HOME": str(tmp_path)})
    assert got[0] == lib and got[-1] == wheel  # the wheel is the fallback where no toolkit is installed
    assert D.libdevice_candidates({"CUDA_HOME": str(tmp_path), "FPSEM_SYSTEM_LIBS": "0"}) == [wheel]


def test_ptxas_that_cannot_run_is_unavailable_but_one_rejecting_the_ptx_is_an_error(tmp_path):
    broken = _exe(tmp_path / "broken", 'echo "error while loading shared libraries: libnvptxcompiler.so" >&2; exit 127')
    res = M.run_ptxas(PTX, "sm_86", broken)
    assert res.unavailable and res.cubin is None and "failed to run" in res.error
    crashing = _exe(tmp_path / "crashing", 'kill -SEGV $$')
    res = M.run_ptxas(PTX, "sm_86", crashing)
    assert res.unavailable and "signal 11" in res.error
    rejecting = _exe(tmp_path / "rejecting", '[ "$1" = --version ] && { echo "ptxas: NVIDIA (R) Ptx optimizing assembler"; '
                     'exit 0; }; echo "ptxas fatal   : Unresolved extern function" >&2; exit 255')
    res = M.run_ptxas(PTX, "sm_86", rejecting)
    assert not res.unavailable and res.error == "ptxas: ptxas fatal   : Unresolved extern function"


def test_a_broken_ptxas_leaves_nvptx_variants_compiled_with_metrics_marked_unavailable(monkeypatch, tmp_path):
    broken = _exe(tmp_path / "bin/ptxas", "exit 1")
    monkeypatch.setenv("FPSEM_PTXAS", str(broken))
    cache = BuildCache(tmp_path / "cache")
    v = fpsem.compile("daxpy", "a2000", "strict", "f64", cache=cache)
    assert v.ok, v.failure
    assert v.object is None and v.metrics.code_bytes is None and v.metrics.resources == {}
    assert v.metrics.histogram["f64.mul"] == 1  # the PTX metrics are there
    assert any("ptxas failed to run" in n and "metrics unavailable" in n for n in v.notes)
    assert v.metrics.notes == v.notes  # stored with the metrics stage too
    assert not any((tmp_path / "cache").rglob("meta.json"))  # not cached: a repaired ptxas gives full metrics


def test_devlibs_report_exits_1_when_a_needed_tool_is_missing(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(D, "nvidia_wheel_dirs", lambda: [])
    monkeypatch.setattr(D.sys, "prefix", str(tmp_path))
    monkeypatch.setenv("FPSEM_SYSTEM_LIBS", "0")
    for var in ("FPSEM_LIBDEVICE", "FPSEM_ROCM_BITCODE", "FPSEM_PTXAS"):
        monkeypatch.delenv(var, raising=False)
    assert D.main(["--need", "ocml"]) == 1
    out = capsys.readouterr().out
    assert "ocml       ROCm device libraries (ocml) not found: install" in out
    assert D.main([]) == 0  # nothing needed


def _extra_names(extras: dict, name: str) -> set[str]:
    """The packages an extra of pyproject.toml brings, its references to fpsem's own extras followed."""
    out: set[str] = set()
    for r in extras[name]:
        req = r.split(";")[0].strip()
        if req.startswith("fpsem["):
            for inner in req[len("fpsem["):-1].split(","):
                out |= _extra_names(extras, inner.strip())
        else:
            out.add(req.split(">")[0].split("<")[0].split("=")[0].strip())
    return out


def test_sweep_and_test_extras_declare_nvidia_tools():
    """`make sweep` installs the sweep extra, `make test` the test extra: both bring ptxas and libdevice."""
    import tomllib

    meta = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text())["project"]
    extras = meta["optional-dependencies"]
    for extra in ("sweep", "test"):
        assert {"nvidia-cuda-nvcc", "nvidia-nvvm"} <= _extra_names(extras, extra), extra
    assert "pytest" in _extra_names(extras, "test") and "pytest" not in _extra_names(extras, "sweep")
