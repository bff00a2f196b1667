"""The wheel works on its own: built from a clean copy of the tree, installed into a fresh virtualenv
outside the repository, and run from a directory that is not the checkout (issue 18, "CI proves it").

To stay fast (pip builds the wheel in its usual isolated build environment, from its cache), the fresh environment gets fpsem's wheel with ``--no-deps`` and sees the
test environment's installed dependencies (numpy, llvmlite, NVIDIA's ptxas wheel ...) through a
plain ``.pth`` path line; such a line does not run the test environment's own ``.pth`` hooks, so
an editable fpsem there stays invisible, and the test checks that the fpsem it ran is the wheel's.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from tablekit import table_rows  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.slow

_NOT_SHIPPED = shutil.ignore_patterns(".git", ".venv", "build", "dist", "out", ".fpsem-cache", "*.egg-info",
                                      "__pycache__", ".pytest_cache", ".hypothesis", ".whl", ".device")


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> dict:
    """A fresh virtualenv holding fpsem's wheel; returns its ``fpsem`` runner and paths."""
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    # A clean copy, links kept: setuptools' build/ directory of an earlier build must not leak into the wheel.
    shutil.copytree(REPO, src, symlinks=True, ignore=_NOT_SHIPPED)
    wheels = tmp / "wheels"
    _check([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", wheels, src])
    (wheel,) = wheels.glob("fpsem-*.whl")
    venv = tmp / "venv"
    _check([sys.executable, "-m", "venv", "--without-pip", venv])
    py = venv / "bin" / "python"
    _check([sys.executable, "-m", "pip", "--python", py, "install", "-q", "--no-deps", "--no-index", wheel])
    site = Path(_check([py, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).strip())
    deps = dict.fromkeys([sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]])
    (site / "zz_fpsem_test_deps.pth").write_text("".join(f"{d}\n" for d in deps))
    work = tmp / "elsewhere"
    work.mkdir()
    env = _clean_env()
    env.update(HOME=str(tmp / "home"), XDG_CACHE_HOME=str(tmp / "xdg"))

    def fpsem(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([venv / "bin" / "fpsem", *args], cwd=work, env=env, capture_output=True, text=True,
                              timeout=300)

    return {"fpsem": fpsem, "python": py, "site": site, "wheel": wheel, "env": env, "work": work, "tmp": tmp}


def _clean_env() -> dict[str, str]:
    # No PYTHONPATH (it may name the checkout, whose fpsem.egg-info pip would take for an installed fpsem),
    # no user directories or cache; FPSEM_SYSTEM_LIBS passes (with 0, ptxas must come from the wheel).
    return {k: v for k, v in os.environ.items()
            if not k.startswith(("FPSEM_", "PYTHON")) or k == "FPSEM_SYSTEM_LIBS"}


def _check(cmd: list) -> str:
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=300, env=_clean_env())
    assert proc.returncode == 0, f"{' '.join(map(str, cmd))}: {proc.stderr[-2000:]}"
    return proc.stdout


def _ok(proc: subprocess.CompletedProcess) -> str:
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_the_wheel_holds_the_builtin_data(installed):
    import zipfile

    names = set(zipfile.ZipFile(installed["wheel"]).namelist())
    for kind, pattern in (("kernels", "*.toml"), ("kernels", "*.ll"), ("flag_profiles", "*.toml"), ("accuracy", "*.py")):
        for f in (REPO / kind).glob(pattern):
            assert f"fpsem/_data/{kind}/{f.name}" in names


def test_installed_fpsem_is_the_wheel_and_knows_its_version(installed):
    code = "import fpsem, importlib.metadata as m; print(fpsem.__file__); print(fpsem.__version__, m.version('fpsem'))"
    out = subprocess.run([installed["python"], "-c", code], cwd=installed["work"], env=installed["env"],
                         capture_output=True, text=True, timeout=120).stdout.split("\n")
    assert out[0].startswith(str(installed["site"]))
    version = installed["wheel"].name.split("-")[1]
    assert out[1] == f"{version} {version}"
    assert _ok(installed["fpsem"]("--version")).strip() == f"fpsem {version}"


def test_kernels_and_profiles_list_the_builtins(installed):
    out = _ok(installed["fpsem"]("kernels"))
    listed = {row["kernel"]: row["source"] for row in table_rows(out)}
    assert listed == {p.stem: "built-in" for p in (REPO / "kernels").glob("*.toml")}
    out = _ok(installed["fpsem"]("profiles"))
    rows = {row["profile"]: row for row in table_rows(out)}
    assert set(rows) == {p.stem for p in (REPO / "flag_profiles").glob("*.toml")}
    assert (rows["strict"]["flags"], rows["strict"]["poison"]) == ("-", "safe")
    assert (rows["fast"]["flags"], rows["fast"]["poison"]) == ("fast", "UB-capable")


def test_run_gives_the_checkouts_checksum(installed, cli):
    out = _ok(installed["fpsem"]("run", "-k", "daxpy", "--size-set", "small"))
    assert "kernel daxpy (DAXPY), f64, profile strict, target host" in out
    checksum = re.search(r"^checksum: (\S+)$", out, re.M).group(1)
    here = cli("run", "-k", "daxpy", "--size-set", "small", "--json")
    assert here.code == 0, here.err
    assert float(checksum) == pytest.approx(float(json.loads(here.out)["checksum"]), rel=1e-15)


def test_compile_for_a2000_with_ptxas_metrics_and_the_cache_outside_the_package(installed):
    out = _ok(installed["fpsem"]("compile", "-k", "fir", "-t", "a2000", "-p", "algebraic"))
    (row,) = [r for r in table_rows(out) if (r["kernel"], r["target"], r["profile"], r["status"]) ==
              ("fir", "a2000", "algebraic", "ok")]
    # algebraic contracts FIR's multiply-adds; SASS bytes and registers come from ptxas (NVIDIA's wheel)
    assert "f64.fma=" in row["FP instructions"] and int(row["code bytes"]) > 0 and int(row["regs"]) > 0
    xdg = installed["tmp"] / "xdg" / "fpsem"
    assert any(xdg.rglob("meta.json")), "the compile cache belongs in $XDG_CACHE_HOME/fpsem"
    assert not any(installed["site"].rglob("*cache*/**/meta.json"))


def test_accuracy_uses_the_shipped_reference(installed):
    out = _ok(installed["fpsem"]("accuracy", "-k", "daxpy", "-p", "contract"))
    assert "reference: hand-written accuracy/daxpy.py" in out
    rows = {line.split()[0]: line.split() for line in out.splitlines() if re.match(r"^(strict|contract)\s", line)}
    assert set(rows) == {"strict", "contract"}
    assert all(float(r[1]) >= 0 for r in rows.values())  # max ulp of each profile
