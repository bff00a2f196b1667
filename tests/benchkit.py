"""Load a benchmark script (benchmarks/NAME.py) as a module, for tests of its CPU-side parts."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def load_benchmark(name: str) -> ModuleType:
    folder = Path(__file__).resolve().parents[1] / "benchmarks"
    path = folder / f"{name}.py"
    if str(folder) not in sys.path:  # as when run as a script: the scripts import their shared bench_io
        sys.path.append(str(folder))
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up there
    spec.loader.exec_module(mod)
    return mod
