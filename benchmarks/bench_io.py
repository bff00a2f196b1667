"""What the benchmark scripts share: a results pair (JSON and Markdown) written the same way, the end of a script
that measures on the GPU, a progress log that stamps each line with the seconds since the script started, and
an fpsem error turned into its one-line message and exit code.

The scripts run as ``python benchmarks/NAME.py`` (here and on the device machine), so this folder is on
``sys.path`` and they import this module by its plain name.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from fpsem.core.errors import FpsemError
from fpsem.runners.cuda.faults import CudaError, GpuUnavailable


def write_results(out: Path, stem: str, report: Mapping[str, Any], markdown: str,
                  default: Callable[[Any], Any] | None = None) -> tuple[Path, Path]:
    """``out/stem.json`` (``report``, one-space indent, ``default`` for what JSON cannot hold) and ``out/stem.md``
    (``markdown``), ``out`` made first; the two paths."""
    out.mkdir(parents=True, exist_ok=True)
    json_path, md_path = out / f"{stem}.json", out / f"{stem}.md"
    json_path.write_text(json.dumps(report, indent=1, default=default) + "\n")
    md_path.write_text(markdown)
    return json_path, md_path


def measured_report(out: Path, stem: str, measure: Callable[[], Mapping[str, Any]],
                    markdown: Callable[[Mapping[str, Any]], str]) -> int:
    """A GPU script's end: ``measure()``, its results pair written (:func:`write_results`) and its Markdown
    printed, exit code 0; without a GPU, or on a CUDA error, ``fpsem: error: ...`` and exit code 4."""
    try:
        report = measure()
    except (GpuUnavailable, CudaError) as e:
        print(f"fpsem: error: {e}", file=sys.stderr)
        return 4
    text = markdown(report)
    write_results(out, stem, report, text)
    print(text)
    return 0


class ElapsedLog:
    """``log(msg)`` prints ``[   12.3s] msg`` at once, counted from when the log was made; ``seconds`` so far."""

    def __init__(self) -> None:
        self.started = time.perf_counter()

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.started

    def __call__(self, msg: str) -> None:
        print(f"[{self.seconds:7.1f}s] {msg}", flush=True)


def failed(script: str, e: FpsemError) -> int:
    """``script: error: <e>`` on stderr; ``e``'s exit code."""
    print(f"{script}: error: {e}", file=sys.stderr)
    return e.exit_code
