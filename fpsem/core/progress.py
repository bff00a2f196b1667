"""Progress of long operations, reported to whoever asked: library code never draws or prints it.

A long operation (a sweep, compiling many variants, an accuracy run over many profiles, writing a
report, importing many FPCores, a bisection) takes a ``progress`` argument and reports through it::

    with progress.task("compile", total=len(todo), unit="variant") as task:
        for v in todo:
            ...
            task.advance(note=v.name)

:data:`SILENT` (the default everywhere) does nothing.  A front end hands in a :class:`Progress` that
shows something: the command line and the Python API use :class:`Bars` (tqdm on stderr, drawn only on
a terminal and never with ``--quiet``); tests use :class:`Recorder`.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any, Protocol, TextIO, TypeVar, runtime_checkable

T = TypeVar("T")


@runtime_checkable
class Task(Protocol):
    """One operation in progress: ``advance`` after each unit of work; ``note`` says which one."""

    def advance(self, n: int = 1, note: str = "") -> None: ...

    def set_total(self, total: int | None) -> None: ...


@runtime_checkable
class Progress(Protocol):
    """Where long operations report: ``task`` opens one counter (``total`` None: unknown)."""

    def task(self, desc: str, total: int | None = None, unit: str = "it") -> AbstractContextManager[Task]: ...


class _NoTask:
    def advance(self, n: int = 1, note: str = "") -> None:
        pass

    def set_total(self, total: int | None) -> None:
        pass

    def __enter__(self) -> _NoTask:
        return self

    def __exit__(self, *exc: object) -> None:
        return None


class Silent:
    """Reports nothing."""

    def task(self, desc: str, total: int | None = None, unit: str = "it") -> _NoTask:
        return _NoTask()


SILENT = Silent()


def track(progress: Progress, items: Iterable[T], desc: str, total: int | None = None, unit: str = "it",
          note: Any = None) -> Iterator[T]:
    """Yield ``items`` and advance one task per item; ``note(item)`` names the item finished."""
    if total is None and hasattr(items, "__len__"):
        total = len(items)  # type: ignore[arg-type]
    with progress.task(desc, total, unit) as t:
        for item in items:
            yield item
            t.advance(1, note(item) if note else "")


# ---------------------------------------------------------------- front ends' implementations


@dataclass
class Recorder:
    """Keeps every event (for tests and for callers who want their own display): ``events`` holds
    ``("start", desc, total)``, ``("advance", desc, n, note)``, ``("total", desc, total)`` and ``("end", desc)``."""

    events: list[tuple[Any, ...]] = field(default_factory=list)

    def task(self, desc: str, total: int | None = None, unit: str = "it") -> _RecordedTask:
        return _RecordedTask(self.events, desc, total)


@dataclass
class _RecordedTask:
    events: list[tuple[Any, ...]]
    desc: str
    total: int | None

    def __enter__(self) -> _RecordedTask:
        self.events.append(("start", self.desc, self.total))
        return self

    def __exit__(self, *exc: object) -> None:
        self.events.append(("end", self.desc))

    def advance(self, n: int = 1, note: str = "") -> None:
        self.events.append(("advance", self.desc, n, note))

    def set_total(self, total: int | None) -> None:
        self.total = total
        self.events.append(("total", self.desc, total))


@dataclass
class Bars:
    """tqdm progress bars on ``stream`` (stderr), drawn only when it is a terminal (``enabled`` None) or
    when ``enabled`` is True.  Built by front ends only: the CLI, and the API when a caller asks."""

    enabled: bool | None = None
    stream: TextIO = field(default_factory=lambda: sys.stderr)

    @property
    def shown(self) -> bool:
        if self.enabled is not None:
            return self.enabled
        isatty = getattr(self.stream, "isatty", None)
        return bool(isatty and isatty())

    def task(self, desc: str, total: int | None = None, unit: str = "it") -> AbstractContextManager[Task]:
        if not self.shown:
            return _NoTask()
        return _Bar(desc, total, unit, self.stream)


class _Bar:
    def __init__(self, desc: str, total: int | None, unit: str, stream: TextIO) -> None:
        from tqdm import tqdm

        self._bar = tqdm(total=total, desc=desc, unit=unit, file=stream, dynamic_ncols=True, smoothing=0.1,
                         leave=False)

    def __enter__(self) -> _Bar:
        return self

    def __exit__(self, *exc: object) -> None:
        self._bar.close()

    def advance(self, n: int = 1, note: str = "") -> None:
        if note:
            self._bar.set_postfix_str(note[:40], refresh=False)
        self._bar.update(n)

    def set_total(self, total: int | None) -> None:
        self._bar.total = total
        self._bar.refresh()


def resolve(progress: Progress | bool | None) -> Progress:
    """A Progress from what an API caller passed: True or None: bars when stderr is a terminal; False: none."""
    if progress is True or progress is None:
        return Bars(enabled=None)
    if progress is False:
        return SILENT
    return progress
