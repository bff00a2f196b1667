"""Where fpsem finds its data and cache: built-ins through importlib.resources, user directories added to them."""

from __future__ import annotations

import importlib.metadata
import json
import os
import sys
from pathlib import Path

import pytest
from hypokit import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fpsem
from fpsem.core import paths
from fpsem.core.errors import ProfileError, UsageError
from fpsem.fastmath.profiles import resolve_profile
from fpsem.kernels import registry

sys.path.insert(0, str(Path(__file__).parent))
from tablekit import table_rows  # noqa: E402

REPO = Path(__file__).resolve().parents[1]


def _clean_env(monkeypatch):
    for var in ("FPSEM_KERNEL_PATH", "FPSEM_HOME", "FPSEM_CACHE", "XDG_CACHE_HOME"):
        monkeypatch.delenv(var, raising=False)


def _user_kernel(directory: Path, key: str = "daxpy", reps: int | None = None) -> Path:
    """A copy of a built-in kernel under ``directory`` (its reps changed when asked: a different kernel)."""
    directory.mkdir(parents=True, exist_ok=True)
    for f in paths.kernels_dir().glob("daxpy.*"):
        (directory / f.name.replace("daxpy", key)).write_text(f.read_text().replace("daxpy", key))
    spec = directory / f"{key}.toml"
    text = spec.read_text()
    if reps is not None:
        text = "\n".join(f"reps = {reps}" if line.startswith("reps =") else line for line in text.splitlines()) + "\n"
    spec.write_text(text)
    return spec


def test_builtins_come_through_importlib_resources_and_are_the_repository_folders():
    for kind, probe in (("kernels", "fir.toml"), ("flag_profiles", "strict.toml"), ("accuracy", "fir.py")):
        d = paths.builtin_dir(kind)
        assert (d / probe).is_file()
        # In a checkout the package's _data entries link to the top-level folders users edit.
        assert d == (REPO / kind).resolve()


def test_version_is_the_package_metadata():
    assert fpsem.__version__ == importlib.metadata.version("fpsem")


def test_search_path_order_and_sources(monkeypatch, tmp_path):
    _clean_env(monkeypatch)
    a, b, c, home = tmp_path / "a", tmp_path / "b", tmp_path / "c", tmp_path / "home"
    for d in (a, b, c, home / "kernels"):
        d.mkdir(parents=True)
    monkeypatch.setenv("FPSEM_KERNEL_PATH", os.pathsep.join([str(b), "", str(c)]))
    monkeypatch.setenv("FPSEM_HOME", str(home))
    got = [(d.path, d.origin) for d in paths.kernel_dirs([a])]
    assert got == [(a, "--dir"), (b, "FPSEM_KERNEL_PATH"), (c, "FPSEM_KERNEL_PATH"), (home / "kernels", "FPSEM_HOME"),
                   (paths.kernels_dir(), "built-in")]


@pytest.mark.parametrize("var", ["FPSEM_KERNEL_PATH", "FPSEM_HOME"])
def test_a_user_directory_that_does_not_exist_is_an_error(monkeypatch, tmp_path, var):
    _clean_env(monkeypatch)
    monkeypatch.setenv(var, str(tmp_path / "missing"))
    with pytest.raises(UsageError, match=f"{var} names .*missing, which does not exist"):
        paths.kernel_dirs()


def test_user_kernels_add_to_the_builtins(monkeypatch, tmp_path):
    _clean_env(monkeypatch)
    _user_kernel(tmp_path / "mine", "mykernel")
    monkeypatch.setenv("FPSEM_KERNEL_PATH", str(tmp_path / "mine"))
    names = registry.kernel_names()
    assert "mykernel" in names and "fir" in names
    assert registry.spec_path("mykernel") == tmp_path / "mine" / "mykernel.toml"


def test_same_name_kernels_are_refused_unless_identical(monkeypatch, tmp_path):
    _clean_env(monkeypatch)
    _user_kernel(tmp_path / "same")
    monkeypatch.setenv("FPSEM_KERNEL_PATH", str(tmp_path / "same"))
    assert registry.spec_path("daxpy") == tmp_path / "same" / "daxpy.toml"  # byte-identical: one kernel
    _user_kernel(tmp_path / "other", reps=7)
    monkeypatch.setenv("FPSEM_KERNEL_PATH", str(tmp_path / "other"))
    with pytest.raises(UsageError, match=r"kernel 'daxpy' is defined differently in .*other/daxpy.toml "
                                         r"\(FPSEM_KERNEL_PATH\), .*kernels/daxpy.toml \(built-in\)"):
        registry.load_kernel("daxpy")
    assert registry.load_kernel(str(tmp_path / "other" / "daxpy.toml")).spec.reps == 7  # a path chooses


def test_unknown_kernel_says_where_it_looked(monkeypatch, tmp_path):
    _clean_env(monkeypatch)
    (tmp_path / "mine").mkdir()
    monkeypatch.setenv("FPSEM_KERNEL_PATH", str(tmp_path / "mine"))
    with pytest.raises(UsageError, match=r"looked in .*mine \(FPSEM_KERNEL_PATH\), .*kernels \(built-in\)"):
        registry.spec_path("nosuch")


@pytest.mark.slow
def test_kernels_cli_lists_user_directories_with_their_source(cli, monkeypatch, tmp_path):
    _clean_env(monkeypatch)
    _user_kernel(tmp_path / "d1", "k_one")
    _user_kernel(tmp_path / "d2", "daxpy", reps=7)
    _user_kernel(tmp_path / "env", "k_env")
    monkeypatch.setenv("FPSEM_KERNEL_PATH", str(tmp_path / "env"))
    r = cli("kernels", "--dir", tmp_path / "d1", "--dir", tmp_path / "d2")
    assert r.code == 0, r.err
    # (a long path may be cut across lines: compared without white space)
    rows = {(row["kernel"], "".join(row["source"].split()).removeprefix("--dir").removeprefix("FPSEM_KERNEL_PATH"))
            for row in table_rows(r.out)}
    assert ("k_one", str(tmp_path / "d1")) in rows and ("k_env", str(tmp_path / "env")) in rows
    assert ("daxpy", str(tmp_path / "d2")) in rows and ("daxpy", "built-in") in rows  # both listed, none hidden
    data = json.loads(cli("kernels", "--json", "--dir", tmp_path / "d1").out)
    mine = [d for d in data if d["key"] == "k_one"]
    assert mine[0]["source"] == "--dir" and mine[0]["spec_file"] == str(tmp_path / "d1" / "k_one.toml")
    r = cli("kernels", "--dir", tmp_path / "nope")
    assert (r.code, r.out) == (2, "") and "--dir names" in r.err and "does not exist" in r.err


def test_kernels_and_profiles_cli_say_where_they_looked_when_nothing_is_found(cli, monkeypatch, tmp_path):
    _clean_env(monkeypatch)
    empty = tmp_path / "empty"
    empty.mkdir()
    monkeypatch.setattr(paths, "builtin_dir", lambda kind: empty)
    r = cli("kernels")
    assert r.code == 2 and r.out == ""
    assert r.err.strip() == f"fpsem: error: no kernels found (looked in {empty} (built-in))"
    r = cli("profiles", "--dir", tmp_path)
    assert r.code == 2 and r.out == ""
    assert r.err.strip() == f"fpsem: error: no profiles found (looked in {tmp_path} (--dir), {empty} (built-in))"


def test_user_profiles_add_to_the_builtins(cli, monkeypatch, tmp_path):
    _clean_env(monkeypatch)
    (tmp_path / "flag_profiles").mkdir()
    (tmp_path / "flag_profiles" / "mine.toml").write_text('description = "mine"\nflags = ["contract"]\n')
    (tmp_path / "flag_profiles" / "strict.toml").write_text('description = "not strict"\nflags = ["nsz"]\n')
    monkeypatch.setenv("FPSEM_HOME", str(tmp_path))
    assert resolve_profile("mine").flags == frozenset({"contract"})
    with pytest.raises(ProfileError, match="profile 'strict' is defined differently in"):
        resolve_profile("strict")
    r = cli("profiles")
    rows = table_rows(r.out)
    assert any(row["profile"] == "mine" and "".join(row["source"].split()).endswith(str(tmp_path / "flag_profiles"))
               for row in rows)
    assert sum(1 for row in rows if row["profile"] == "strict") == 2


def test_cache_rule(monkeypatch, tmp_path):
    _clean_env(monkeypatch)
    assert paths.cache_dir() == REPO / ".fpsem-cache"  # a source checkout keeps its cache beside it
    monkeypatch.setenv("FPSEM_CACHE", str(tmp_path / "c"))
    assert paths.cache_dir() == tmp_path / "c"
    monkeypatch.delenv("FPSEM_CACHE")
    installed = tmp_path / "venv/lib/python3.11/site-packages/fpsem"
    installed.mkdir(parents=True)
    monkeypatch.setattr(paths, "_package_dir", lambda: installed)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert paths.cache_dir() == tmp_path / "home/.cache/fpsem"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert paths.cache_dir() == tmp_path / "xdg/fpsem"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/ignored")  # the XDG rule: relative paths are invalid
    assert paths.cache_dir() == tmp_path / "home/.cache/fpsem"


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(picks=st.lists(st.integers(min_value=0, max_value=3), max_size=6), blanks=st.booleans())
def test_kernel_path_keeps_order_drops_repeats_and_ends_with_the_builtins(tmp_path, picks, blanks):
    dirs = [tmp_path / f"d{i}" for i in range(4)]
    for d in dirs:
        d.mkdir(exist_ok=True)
    entries = [str(dirs[i]) for i in picks]
    value = os.pathsep.join(e for x in entries for e in ([x, ""] if blanks else [x]))
    got = paths.kernel_dirs(env={"FPSEM_KERNEL_PATH": value})
    assert [d.path for d in got[:-1]] == [dirs[i] for i in dict.fromkeys(picks)]
    assert all(d.origin == "FPSEM_KERNEL_PATH" for d in got[:-1])
    assert (got[-1].path, got[-1].origin) == (paths.kernels_dir(), "built-in")


def test_write_atomically_whole_or_not_at_all(tmp_path):
    from fpsem.core.paths import write_atomically

    target = tmp_path / "sub" / "entry.bin"
    assert write_atomically(target, lambda f: f.write(b"first"))
    assert target.read_bytes() == b"first"

    def half_then_fail(f):
        f.write(b"half")
        raise OSError("disk full")

    assert not write_atomically(target, half_then_fail)  # a failed write keeps the old file, leaves no temporary
    assert target.read_bytes() == b"first" and sorted(p.name for p in target.parent.iterdir()) == ["entry.bin"]
    blocked = tmp_path / "file"
    blocked.write_text("")
    assert not write_atomically(blocked / "entry.bin", lambda f: f.write(b"x"))  # the folder cannot be made
