"""Shared fixtures: one cache for the session, a private cache on request, paths to test data, and a CLI runner
that captures exit code and streams."""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypokit import FULL, QUICK
from hypothesis import settings

DATA = Path(__file__).parent / "data"


def pytest_configure(config: pytest.Config) -> None:
    """Every test writes fpsem's cache into one temporary folder of this session, never into the checkout's
    ``.fpsem-cache`` (subprocesses inherit it); tests that need a cache of their own ask for ``private_cache``.

    A run without the slow tests (``-m "not slow"``) is the quick loop: its property tests draw fewer examples
    (``tests/hypokit.py``), unless a Hypothesis profile is named on the command line."""
    if "FPSEM_CACHE" not in os.environ or not os.environ.get("FPSEM_TEST_KEEP_CACHE"):
        os.environ["FPSEM_CACHE"] = tempfile.mkdtemp(prefix="fpsem-test-cache-")
    if not config.getoption("hypothesis_profile", None):
        quick = "not slow" in (config.getoption("markexpr", "") or "")
        settings.load_profile(QUICK if quick else FULL)


@pytest.fixture
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder of this test's own (``FPSEM_CACHE``), for tests of what is cached and reused."""
    path = tmp_path / "cache"
    monkeypatch.setenv("FPSEM_CACHE", str(path))
    return path


@dataclass
class CliResult:
    code: int
    out: str
    err: str


@pytest.fixture
def cli(capsys, private_cache):
    """Run ``fpsem`` in-process with a cache of its own; returns exit code, stdout and stderr."""
    from fpsem.cli import main

    def run(*argv: str) -> CliResult:
        try:
            code = main([str(a) for a in argv])
        except SystemExit as e:  # argparse usage errors / --help
            code = e.code if isinstance(e.code, int) else 2
        cap = capsys.readouterr()
        return CliResult(code, cap.out, cap.err)

    return run


@pytest.fixture
def data_dir() -> Path:
    return DATA


def has_gpu() -> bool:
    try:
        from cuda.bindings import driver  # noqa: F401
    except Exception:
        return False
    return os.path.exists("/dev/nvidiactl") or bool(os.environ.get("CUDA_VISIBLE_DEVICES"))


@pytest.fixture
def ptxas() -> Path:
    """ptxas, or a failure saying how to get it: a declared test dependency (the `test` extra), never skipped."""
    from fpsem.compiler.devlibs import PTXAS_HELP, find_ptxas

    found = find_ptxas()
    if found is None:
        pytest.fail(f"ptxas not found: {PTXAS_HELP}", pytrace=False)
    return found
