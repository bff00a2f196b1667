"""Search criteria for ``fpsem bisect`` and budgets for ``fpsem tune``: parsing and evaluation (pure).

A criterion says whether a variant shows the behaviour being searched for:

==================  ==========================================================  ===========
``max-ulp>X``       largest error against the mpmath reference exceeds X ulp      accuracy
``normalised>X``    largest normalised error against the reference exceeds X     accuracy
``status``          some output's NaN/Inf/signed-zero status differs from strict  accuracy
``checksum``        some output differs from strict (bitwise, NaN equals NaN)     accuracy
``speedup>X``       speed-up over the ``--good`` variant exceeds X               speed
==================  ==========================================================  ===========

A budget (``fpsem tune --budget``) is ``max-ulp<=X`` or ``normalised<=X``: the
accuracy a tuned variant must keep against the reference; ``max-ulp<=+X`` allows X
more than the strict variant's own error (resolved by :meth:`Criterion.resolved`
once strict is measured).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from fpsem.core.errors import UsageError

_THRESHOLD = {"max-ulp": "max_ulp", "normalised": "max_normalised", "speedup": "speedup"}
_FORMS = "max-ulp>X, normalised>X, status, checksum, speedup>X"


@dataclass(frozen=True)
class Criterion:
    """One parsed criterion: ``kind`` with ``op`` (``>`` or ``<=``) and ``threshold`` where it has one."""

    kind: str  # max-ulp | normalised | status | checksum | speedup
    op: str = ""
    threshold: float = 0.0
    relative: bool = False  # budgets only: threshold is added to strict's figure

    def resolved(self, strict_value: float | None) -> Criterion:
        """An absolute criterion: a relative budget's threshold added to strict's figure."""
        if not self.relative:
            return self
        return Criterion(self.kind, self.op, (strict_value or 0.0) + self.threshold)

    @property
    def part(self) -> str:
        """Which measurement it needs: ``accuracy`` or ``speed``."""
        return "speed" if self.kind == "speedup" else "accuracy"

    def text(self) -> str:
        return f"{self.kind}{self.op}{'+' if self.relative else ''}{self.threshold:g}" if self.op else self.kind

    def value(self, m: Mapping[str, Any]) -> float | None:
        """The number the criterion compares, from a measurement (None when it has none)."""
        if self.kind == "status":
            return m.get("status_changes")
        if self.kind == "checksum":
            return m.get("output_changes")
        return m.get(_THRESHOLD[self.kind])

    def holds(self, m: Mapping[str, Any]) -> bool:
        """True when measurement ``m`` shows the behaviour (for ``<=``: stays within the budget).

        A missing or NaN figure never shows a behaviour and never meets a budget.
        """
        v = self.value(m)
        if v is None or (isinstance(v, float) and math.isnan(v)):
            return False
        if self.kind in ("status", "checksum"):
            return v > 0
        return v > self.threshold if self.op == ">" else v <= self.threshold


def parse_criterion(text: str, *, budget: bool = False) -> Criterion:
    """Parse a criterion (``budget``: an accuracy budget ``max-ulp<=X`` / ``normalised<=X``).

    Raises UsageError (exit 2) naming the accepted forms.
    """
    t = text.strip().replace(" ", "")
    if not budget and t in ("status", "checksum"):
        return Criterion(t)
    m = re.fullmatch(r"(max-ulp|normalised|speedup)(>|<=)(\+?)([0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?)", t)
    ok_ops = ("<=",) if budget else (">",)
    if not m or m[2] not in ok_ops or (budget and m[1] == "speedup") or (m[3] and not budget):
        forms = "max-ulp<=X, normalised<=X, max-ulp<=+X (X over strict)" if budget else _FORMS
        raise UsageError(f"bad {'budget' if budget else 'criterion'} {text!r} (forms: {forms})")
    x = float(m[4])
    if not math.isfinite(x) or x < 0:
        raise UsageError(f"bad threshold in {text!r}: a finite number >= 0")
    return Criterion(m[1], m[2], x, relative=bool(m[3]))
