"""The report as Markdown: the same content as the HTML page, every chart as a picture and a table.

Headings keep the HTML page's anchors (an ``<a id>`` before each), so links into either file agree;
the contents list links to them.  Tables are written in full; a chart is its picture
(``figures/<name>.png``), its caption and its table.
"""

from __future__ import annotations

from typing import Any

from fpsem.results.document import Bullets, Chart, Document, Fold, Heading, Para, Table


def md_cell(s: str) -> str:
    """Text for a table cell or list item: a bare '*' (the modelled mark) must not open emphasis, while
    ``**bold**`` and code spans keep theirs."""
    parts = s.replace("|", "\\|").replace("\n", " ").split("`")
    return "`".join(p if i % 2 else "**".join(q.replace("*", "\\*") for q in p.split("**"))
                    for i, p in enumerate(parts))


def _table(b: Table) -> list[str]:
    out = ["| " + " | ".join(md_cell(h) for h in b.headers) + " |", "|" + "---|" * len(b.headers)]
    out += ["| " + " | ".join(md_cell(c) for c in r) + " |" for r in b.rows]
    return out + ([""] + [f"*{b.caption}*"] if b.caption else []) + [""]


def to_markdown(doc: Document, figures_dir: str = "figures") -> str:
    anchors = doc.anchors()
    out = [f"# {doc.title}", ""]
    contents = doc.contents(2)
    if contents:
        out += ["Contents: " + " · ".join(f"[{text}](#{a})" for _, text, a in contents), ""]

    def render(blocks: Any) -> None:
        for b in blocks:
            if isinstance(b, Heading):
                out.extend([f'<a id="{anchors[id(b)]}"></a>', "", "#" * b.level + " " + b.text, ""])
            elif isinstance(b, Para):
                out.extend([b.text, ""])
            elif isinstance(b, Bullets):
                out.extend([f"- {md_cell(item)}" for item in b.items] + [""])
            elif isinstance(b, Table):
                out.extend(_table(b))
            elif isinstance(b, Fold):
                out.extend([f"**{b.summary}**", ""])
                render(b.blocks)
            elif isinstance(b, Chart):
                out.extend([f"![{md_cell(b.caption)}]({figures_dir}/{b.name}.png)", "", f"*{b.caption}*", ""])
                if b.table is not None:
                    out.extend(_table(b.table))

    render(doc.blocks)
    return "\n".join(out)
