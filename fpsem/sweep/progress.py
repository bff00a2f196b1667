"""The sweep's progress bar: cells done/total, failures, rate and ETA (tqdm); silent off a terminal."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any, TextIO


@dataclass
class Progress:
    """A progress bar over ``total`` cells, drawn on ``stream`` only when it is a terminal."""

    total: int
    enabled: bool | None = None  # None: only when ``stream`` is a TTY
    stream: TextIO = field(default_factory=lambda: sys.stderr)
    failed: int = 0
    _bar: Any = None

    def __post_init__(self) -> None:
        show = self.stream.isatty() if self.enabled is None else self.enabled
        if show and self.total:
            from tqdm import tqdm

            self._bar = tqdm(total=self.total, file=self.stream, unit="cell", dynamic_ncols=True,
                             desc="sweep", smoothing=0.1)

    def advance(self, label: str, failed: bool = False) -> None:
        if failed:
            self.failed += 1
        if self._bar is not None:
            self._bar.set_postfix_str(f"failed {self.failed}, last {label}", refresh=False)
            self._bar.update(1)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None
