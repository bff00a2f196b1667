"""A sweep's results database, read: as records (:class:`Results`), exported (``fpsem export``), and as the
trade-off report (``fpsem report``)."""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fpsem.api.checks import one_of, public
from fpsem.api.resolve import text
from fpsem.core.display import Displayed, Summary
from fpsem.core.errors import UsageError
from fpsem.core.limits import check_output_path, write_output
from fpsem.core.progress import Progress
from fpsem.core.progress import resolve as resolve_progress
from fpsem.results.flatten import CSV_COLUMNS, cell_records, cells_json, stage_rows
from fpsem.results.report import Written
from fpsem.results.report import write_report as write_report_files
from fpsem.results.store import CellRow, open_store
from fpsem.speed.stats import DEFAULT_THRESHOLD

FORMATS = ("csv", "json")
METRICS = ("max_ulp", "max_normalised")


@dataclass(frozen=True)
class Results(Displayed):
    """A results database, read: one row per current cell (``fpsem report``'s view of it).

    ``cells`` are the stored cells (every stage record available); :meth:`to_records` gives one
    flat dict per current cell with its headline figures as columns; :meth:`to_dataframe` the
    same as a pandas DataFrame (needs the ``fpsem[pandas]`` extra).
    """

    path: Path
    cells: tuple[CellRow, ...] = field(repr=False)

    def __iter__(self) -> Iterator[CellRow]:
        return iter(self.cells)

    def __len__(self) -> int:
        return len(self.cells)

    def to_records(self) -> list[dict[str, Any]]:
        return cell_records(self.cells)

    def summary(self) -> Summary:
        """Per target and precision: cells, how the speedups and errors were obtained, significant gains."""
        groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
        for r in self.to_records():
            groups.setdefault((r["target"], r["precision"]), []).append(r)
        rows = []
        for (target, prec), rs in sorted(groups.items()):
            done = sum(1 for r in rs if r["status"] == "done")
            meas = sum(1 for r in rs if r["speedup_source"] == "measured" and r["profile"] != "strict")
            mod = sum(1 for r in rs if r["speedup_source"] == "modelled" and r["profile"] != "strict")
            gains = sum(1 for r in rs if r["significant"] and (r["speedup"] or 0) > 1 and not r["same_code"])
            acc = ", ".join(sorted({r["accuracy_source"] for r in rs if r["accuracy_source"]})) or "-"
            rows.append((target, prec, str(len(rs)), str(done), f"{meas} measured, {mod} modelled", str(gains), acc))
        return Summary(f"results {self.path}: {len(self.cells)} cells",
                       ("target", "precision", "cells", "done", "speedups over strict", "significant gains",
                        "accuracy"), tuple(rows),
                       ("to_dataframe() has one row per cell; fpsem report writes the full report.",))

    def to_dataframe(self) -> Any:
        try:
            import pandas as pd
        except ImportError:
            raise UsageError("to_dataframe needs pandas: pip install 'fpsem[pandas]'") from None
        return pd.DataFrame.from_records(self.to_records())


def _db(db: str | os.PathLike[str]) -> Path:
    return Path(text("results database", db))


@public
def open_results(db: str | os.PathLike[str]) -> Results:
    """Read a results database (read-only; a file that is not one is refused, exit 2)."""
    path = _db(db)
    with open_store(path) as store:
        return Results(path, tuple(store.cells()))


@public
def export_results(db: str | os.PathLike[str], format: str = "csv",  # noqa: A002
                   output: str | os.PathLike[str] | None = None) -> str:
    """A results database as CSV (one row per stage result: the cell's speedup and the stage's headline figures in
    columns of their own, its whole value as JSON) or JSON (every cell with its stage results): ``fpsem export``.

    Returns the text; with ``output`` also writes it there, whole or not at all (through a temporary file).
    Everything is read, and a damaged database refused, before the output is opened.
    """
    one_of("export format", format, FORMATS)
    out = Path(text("output", output)) if output is not None else None
    if out is not None:
        check_output_path(out, "export")
    with open_store(_db(db)) as store:
        if format == "csv":
            buf = io.StringIO()
            w = csv.DictWriter(buf, fieldnames=CSV_COLUMNS, lineterminator="\n", restval="")
            w.writeheader()
            w.writerows(stage_rows(store))
            exported = buf.getvalue()
        else:
            exported = json.dumps(cells_json(store), indent=1, allow_nan=False, default=str) + "\n"
    if out is not None:
        write_output(out, lambda f: f.write(exported), "export")
    return exported


def _check_output_folder(out: Path) -> None:
    """UsageError unless ``out`` is, or can become, a writable folder (checked before reading anything)."""
    if out.exists() and not out.is_dir():
        raise UsageError(f"{out}: exists and is not a folder; -o names the report's folder")
    probe = out
    while not probe.exists():
        if probe.is_symlink():
            raise UsageError(f"{out}: cannot create the report folder ({probe} is a dangling symbolic link)")
        probe = probe.parent
    if not probe.is_dir():
        raise UsageError(f"{out}: cannot create the report folder ({probe} is not a folder)")
    if not os.access(probe, os.W_OK | os.X_OK):
        raise UsageError(f"{out}: cannot write the report: {probe} is not writable")


@public
def write_report(db: str | os.PathLike[str], output: str | os.PathLike[str] = "out/report", *,
                 metric: str = "max_ulp", threshold: float = DEFAULT_THRESHOLD,
                 progress: bool | Progress = False) -> Written:
    """The trade-off report of a results database (``fpsem report``): ``report.html`` (self-contained),
    ``report.md`` and ``figures/`` in the folder ``output``.

    ``metric``: the accuracy loss on the plots (``max_ulp`` or ``max_normalised``); ``threshold``: the
    practical threshold (a fraction, 0.02 = 2 %) a significant speedup must exceed; ``progress``: True for
    progress bars on a terminal, or a :class:`fpsem.core.progress.Progress` to be told of each step.
    """
    one_of("metric", metric, METRICS)
    if not 0.0 <= threshold < 1.0:
        raise UsageError(f"threshold must be a fraction in [0, 1), not {threshold}")
    out = Path(text("report folder", output))
    _check_output_folder(out)
    with open_store(_db(db)) as store:
        try:
            return write_report_files(store, out, metric, threshold, resolve_progress(progress))
        except OSError as e:  # a full disk, a folder removed meanwhile: one line, not a crash
            raise UsageError(f"{e.filename or out}: cannot write the report: {e.strerror or e}") from None
