"""The report as a document: blocks that the HTML and the Markdown writers both render.

A :class:`Document` is a list of blocks.  Headings carry anchors (the table of contents and links
point at them); tables know whether they are long (the HTML makes them sortable and folds them);
a :class:`Chart` is a Vega-Lite specification with the same content as a :class:`Table` beside it
(the HTML shows the interactive chart with the table folded under it, the Markdown a picture of the
chart and the table); a :class:`Fold` holds blocks shown on demand.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

LONG_TABLE = 12  # rows: a longer table is sortable and folded by default


def anchor_of(text: str) -> str:
    """A URL fragment made from a heading's text: ``Target a2000`` -> ``target-a2000``."""
    s = re.sub(r"[`*]", "", text).lower()
    s = re.sub(r"[^a-z0-9]+", "-", s).strip("-")
    return s or "section"


@dataclass(frozen=True)
class Heading:
    level: int
    text: str
    anchor: str = ""  # "" -> made from the text (unique within the document)


@dataclass(frozen=True)
class Para:
    text: str


@dataclass(frozen=True)
class Bullets:
    items: tuple[str, ...]


@dataclass(frozen=True)
class Table:
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    caption: str = ""
    folded: bool | None = None  # None: folded when long
    title: str = ""  # what the fold's summary line calls the table ("" -> the caption's first sentence)

    @property
    def long(self) -> bool:
        return len(self.rows) > LONG_TABLE

    @property
    def is_folded(self) -> bool:
        return self.long if self.folded is None else self.folded


@dataclass(frozen=True)
class Chart:
    """An interactive chart (Vega-Lite ``spec``) and the table that says the same in text."""

    name: str  # file stem of its picture in the Markdown report
    spec: Mapping[str, Any]
    caption: str
    table: Table | None = None


@dataclass(frozen=True)
class Fold:
    """Blocks shown on demand: ``<details>`` in HTML, a bold line and the blocks in Markdown."""

    summary: str
    blocks: tuple[Block, ...]


Block = Heading | Para | Bullets | Table | Chart | Fold


@dataclass
class Document:
    title: str
    blocks: list[Block] = field(default_factory=list)

    def add(self, *blocks: Block) -> None:
        self.blocks.extend(blocks)

    def walk(self) -> Iterator[Block]:
        """Every block, those inside folds included, in order."""
        yield from _walk(self.blocks)

    def anchors(self) -> dict[int, str]:
        """id(heading) -> its unique anchor (``-2``, ``-3`` ... appended to repeats)."""
        out: dict[int, str] = {}
        used: dict[str, int] = {}
        for b in self.walk():
            if isinstance(b, Heading):
                base = b.anchor or anchor_of(b.text)
                used[base] = used.get(base, 0) + 1
                out[id(b)] = base if used[base] == 1 else f"{base}-{used[base]}"
        return out

    def contents(self, max_level: int = 3) -> list[tuple[int, str, str]]:
        """(level, text, anchor) of the headings down to ``max_level``: the table of contents."""
        anchors = self.anchors()
        return [(b.level, b.text, anchors[id(b)]) for b in self.walk()
                if isinstance(b, Heading) and b.level <= max_level]


def _walk(blocks: Any) -> Iterator[Block]:
    for b in blocks:
        yield b
        if isinstance(b, Fold):
            yield from _walk(b.blocks)
