"""What hardware this machine has for running variants, asked without initialising any driver.

Workers are forked from the process that asks, so nothing here may initialise CUDA.
"""

from __future__ import annotations

import importlib.util
import os
import re
from pathlib import Path


def gpu_count(env: dict[str, str] | None = None, dev: Path = Path("/dev")) -> int:
    """NVIDIA GPUs usable here, without initialising CUDA in this process (workers are forked from it).

    Counts ``/dev/nvidiaN`` device files (limited by ``CUDA_VISIBLE_DEVICES``) when the
    CUDA driver bindings can be imported; 0 otherwise.
    """
    e = os.environ if env is None else env
    if importlib.util.find_spec("cuda") is None:
        return 0
    try:
        n = sum(1 for p in dev.iterdir() if re.fullmatch(r"nvidia\d+", p.name))
    except OSError:
        return 0
    mask = e.get("CUDA_VISIBLE_DEVICES")
    if mask is not None:
        n = min(n, len([d for d in mask.split(",") if d.strip() and d.strip() != "-1"]))
    return n


def gpu_available() -> bool:
    """True when an NVIDIA GPU and the CUDA driver bindings are present."""
    return gpu_count() > 0
