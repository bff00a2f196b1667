"""What the benchmark scripts share: a results pair (JSON and Markdown) written the same way, and a progress log
that stamps each line with the seconds since the script started.

The scripts run as ``python benchmarks/NAME.py`` (here and on the device machine), so this folder is on
``sys.path`` and they import this module by its plain name.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any


def write_results(out: Path, stem: str, report: Mapping[str, Any], markdown: str,
                  default: Callable[[Any], Any] | None = None) -> tuple[Path, Path]:
    """``out/stem.json`` (``report``, one-space indent, ``default`` for what JSON cannot hold) and ``out/stem.md``
    (``markdown``), ``out`` made first; the two paths."""
    out.mkdir(parents=True, exist_ok=True)
    json_path, md_path = out / f"{stem}.json", out / f"{stem}.md"
    json_path.write_text(json.dumps(report, indent=1, default=default) + "\n")
    md_path.write_text(markdown)
    return json_path, md_path


def elapsed_log(started: float | None = None) -> Callable[[str], None]:
    """A ``log(msg)`` that prints ``[   12.3s] msg`` at once, counted from ``started`` (``time.perf_counter()``;
    default: now)."""
    t0 = time.perf_counter() if started is None else started

    def log(msg: str) -> None:
        print(f"[{time.perf_counter() - t0:7.1f}s] {msg}", flush=True)

    return log
