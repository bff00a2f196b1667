"""Shared fixtures: paths to test data, a CLI runner that captures exit code and streams."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"


@dataclass
class CliResult:
    code: int
    out: str
    err: str


@pytest.fixture
def cli(capsys, tmp_path, monkeypatch):
    """Run ``fpsem`` in-process; returns exit code, stdout and stderr."""
    from fpsem.cli import main

    monkeypatch.setenv("FPSEM_CACHE", str(tmp_path / "cache"))

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
