"""The performance model's error bands, as the validation on the H200 measured them (data, not code).

``fpsem/data/model_bands.toml`` is written by ``benchmarks/model_validation.py --analyse``:
per validated target and timing convention, the 90th percentile of
``|measured/modelled - 1|`` over the validation grid (sizes 1e6 and 1.6e7), the
median, the date, the device and the command.  A target that was not validated (no
GPU of its kind here) gets the band of the validated one named in its ``[<target>]``
table's ``borrow`` key, and its text says so.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from fpsem.core.errors import UsageError
from fpsem.core.paths import data_dir
from fpsem.core.tomlfile import read_toml


@dataclass(frozen=True)
class BandRecord:
    """One validated band: target and timing, the figures and where they came from."""

    target: str
    timing: str
    p90: float
    median: float
    date: str
    device: str
    command: str


def bands_path() -> Path:
    return data_dir() / "model_bands.toml"


def parse_bands(data: Mapping) -> tuple[dict[tuple[str, str], BandRecord], dict[str, str]]:
    """(validated bands by (target, timing), borrowed: target -> validated target); UsageError when malformed."""
    bands: dict[tuple[str, str], BandRecord] = {}
    borrow: dict[str, str] = {}
    for target, table in data.items():
        if not isinstance(table, dict):
            raise UsageError(f"model_bands.toml [{target}] must be a table")
        if "borrow" in table:
            borrow[target] = str(table["borrow"])
            continue
        for timing, rec in table.items():
            try:
                bands[(target, timing)] = BandRecord(target, timing, float(rec["p90"]), float(rec["median"]),
                                                     str(rec["date"]), str(rec["device"]), str(rec["command"]))
            except (KeyError, TypeError, ValueError) as e:
                raise UsageError(f"model_bands.toml [{target}.{timing}]: needs p90, median, date, device, "
                                 f"command ({e})") from None
    return bands, borrow


@dataclass(frozen=True)
class Band:
    """The validation's error band for predictions on a target under a timing convention."""

    rel: float  # e.g. 0.2 for ±20 %
    text: str  # "±20 %, validated on H200, 2026-12-03"


@lru_cache(maxsize=4)
def _load(path: Path) -> tuple[dict[tuple[str, str], BandRecord], dict[str, str]]:
    if not path.exists():
        return {}, {}
    return parse_bands(read_toml(path, UsageError, str(path), f"not found: {path}"))


def band_for(target: str, timing: str, path: Path | None = None):
    """The Band for ``target`` under ``timing``; None when no validation covers it."""
    bands, borrow = _load(path or bands_path())
    rec = bands.get((target, timing))
    if rec is not None:
        return Band(rec.p90, f"±{100 * rec.p90:.0f} %, validated on {rec.device}, {rec.date}")
    src = borrow.get(target)
    rec = bands.get((src, timing)) if src else None
    if rec is None:
        return None
    return Band(rec.p90, f"±{100 * rec.p90:.0f} %, validated on {rec.device} {rec.date}, not on {target}")
