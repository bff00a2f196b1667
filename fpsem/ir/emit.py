"""Writing IR instruction lines: a list of lines and fresh names for the values they define.

Pure Python over strings; what the lines say is the caller's (the FPCore code generator, the emulation's
instruction models).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class LineEmitter:
    """IR instruction lines being written: ``emit(rhs)`` appends ``  %tN = rhs`` under a fresh name ``%tN``."""

    lines: list[str] = field(default_factory=list)
    counter: int = 0

    def fresh(self) -> str:
        """A value name not given out before (``%t1``, ``%t2``, ...)."""
        self.counter += 1
        return f"%t{self.counter}"

    def emit(self, rhs: str) -> str:
        """Append ``  %tN = rhs``; the new value's name."""
        v = self.fresh()
        self.lines.append(f"  {v} = {rhs}")
        return v
