"""The report as one self-contained HTML page: contents, anchors, interactive charts, sortable tables.

Everything is inline: the style, the Vega libraries (:func:`fpsem.results.vega.javascript_bundle`),
each chart's spec and the few lines of script that draw the charts and sort the tables.  The page
fetches nothing, so it opens offline and can be mailed as one file.  Long tables are sortable (click a
column's head) and folded under a summary line; each chart has its data as a folded table beneath it.
"""

from __future__ import annotations

import html
import json
from typing import Any

from fpsem.results.document import Block, Bullets, Chart, Document, Fold, Heading, Para, Table


def inline_md(text: str) -> str:
    """HTML-escape, then render the two inline Markdown forms the report uses (`code`, **bold**)."""
    esc = html.escape(text)
    parts = esc.split("`")
    esc = "".join(f"<code>{p}</code>" if i % 2 else p for i, p in enumerate(parts))
    parts = esc.split("**")
    return "".join(f"<strong>{p}</strong>" if i % 2 else p for i, p in enumerate(parts))


CSS = """
:root{--nav:15rem;--ink:#222;--muted:#555;--line:#d8d8d8}
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);line-height:1.45;margin:0}
nav#contents{position:fixed;top:0;left:0;bottom:0;width:var(--nav);overflow-y:auto;padding:1rem .8rem;
background:#f7f7f7;border-right:1px solid var(--line);font-size:.85rem}
nav#contents ul{list-style:none;margin:0;padding-left:.8rem}nav#contents>ul{padding-left:0}
nav#contents li{margin:.15rem 0}nav#contents a{color:#1a4f8b;text-decoration:none}
nav#contents a:hover{text-decoration:underline}
main{margin-left:var(--nav);padding:1rem 2rem 4rem;max-width:calc(var(--nav) + 80rem)}
@media (max-width:900px){nav#contents{position:static;width:auto;border-right:0;border-bottom:1px solid var(--line)}
main{margin-left:0;padding:1rem}}
h1{font-size:1.6rem;margin-top:.5rem}h2{border-bottom:1px solid var(--line);padding-bottom:.2rem;margin-top:2.2rem}
h2,h3,h4{scroll-margin-top:.5rem}a.anchor{color:#bbb;text-decoration:none;margin-left:.3rem;font-weight:normal}
a.anchor:hover{color:#1a4f8b}
.tbl{margin:.8rem 0;max-width:100%}
table{border-collapse:collapse;font-size:.85rem;max-width:100%}
th,td{border:1px solid #ccc;padding:.25rem .55rem;text-align:left;vertical-align:top}
td{overflow-wrap:anywhere;min-width:4.5em}td:first-child{overflow-wrap:normal;min-width:0}
th{background:#efefef}tbody tr:nth-child(even) td{background:#fafafa}
table.sortable th{cursor:pointer;user-select:none}table.sortable th::after{content:" \\2195";color:#999}
table.sortable th[aria-sort=ascending]::after{content:" \\2191";color:#333}
table.sortable th[aria-sort=descending]::after{content:" \\2193";color:#333}
caption{caption-side:bottom;text-align:left;font-size:.82rem;color:var(--muted);padding-top:.3rem}
details{margin:.6rem 0}details>summary{cursor:pointer;color:#1a4f8b}details[open]>summary{margin-bottom:.4rem}
details.fold{border-left:3px solid #e3e3e3;padding-left:.8rem}
figure.chart{margin:1rem 0}figure.chart figcaption{font-size:.82rem;color:var(--muted);max-width:60rem}
.vega{max-width:100%;overflow-x:auto}
.vega-bindings{font-size:.85rem;margin:.3rem 0}.vega-bind{display:inline-block;margin-right:1.2rem}
code{background:#f1f1f1;padding:0 .2rem;border-radius:2px}
.chart-error{color:#b00}
"""

SCRIPT = """
(function(){
  function num(t){var m=t.replace(/[\\u2212]/g,'-').match(/-?\\d+(\\.\\d+)?(e[-+]?\\d+)?/i);return m?parseFloat(m[0]):NaN;}
  document.querySelectorAll('table.sortable').forEach(function(tb){
    var ths=tb.tHead.rows[0].cells;
    Array.prototype.forEach.call(ths,function(th,i){
      th.addEventListener('click',function(){
        var asc=th.getAttribute('aria-sort')!=='ascending';
        Array.prototype.forEach.call(ths,function(o){o.removeAttribute('aria-sort');});
        th.setAttribute('aria-sort',asc?'ascending':'descending');
        var body=tb.tBodies[0],rows=Array.prototype.slice.call(body.rows);
        rows.sort(function(a,b){
          var x=a.cells[i].textContent.trim(),y=b.cells[i].textContent.trim(),nx=num(x),ny=num(y),c;
          if(!isNaN(nx)&&!isNaN(ny)&&nx!==ny){c=nx-ny;}
          else if(isNaN(nx)!==isNaN(ny)){c=isNaN(nx)?1:-1;return c;}
          else{c=x.localeCompare(y,undefined,{numeric:true});}
          return asc?c:-c;});
        rows.forEach(function(r){body.appendChild(r);});
      });
    });
  });
  window.fpsemCharts=[];
  document.querySelectorAll('script[data-chart]').forEach(function(s){
    var id=s.getAttribute('data-chart'),el=document.getElementById(id);
    var p=vegaEmbed('#'+id,JSON.parse(s.textContent),{actions:false,renderer:'svg'})
      .catch(function(e){el.className+=' chart-error';el.textContent='This chart could not be drawn: '+e;throw e;});
    window.fpsemCharts.push(p);
  });
})();
"""


def _table(t: Table, key: str) -> str:
    sortable = t.long
    out = [f'<div class="tbl" id="{key}">']
    if t.is_folded:
        title = t.title or t.caption.split(". ")[0].rstrip(".") or "table"
        out.append(f"<details><summary>{inline_md(title)} ({len(t.rows)} rows)</summary>")
    out.append('<table class="sortable">' if sortable else "<table>")
    if t.caption:
        out.append(f"<caption>{inline_md(t.caption)}</caption>")
    out.append("<thead><tr>" + "".join(f"<th>{inline_md(h)}</th>" for h in t.headers) + "</tr></thead><tbody>")
    out += ["<tr>" + "".join(f"<td>{inline_md(c)}</td>" for c in r) + "</tr>" for r in t.rows]
    out.append("</tbody></table>")
    if t.is_folded:
        out.append("</details>")
    out.append("</div>")
    return "\n".join(out)


def _json_for_script(spec: Any) -> str:
    # inside <script>, "</" would end the element early
    return json.dumps(spec, separators=(",", ":"), allow_nan=False).replace("</", "<\\/")


def _contents(doc: Document) -> str:
    out, depth = ['<nav id="contents"><strong>Contents</strong>'], 1
    levels = doc.contents(3)
    if not levels:
        return ""
    out.append("<ul>")
    for level, text, anchor in levels:
        lv = max(level - 1, 1)
        while depth < lv:
            out.append("<ul>")
            depth += 1
        while depth > lv:
            out.append("</ul>")
            depth -= 1
        out.append(f'<li><a href="#{anchor}">{inline_md(text)}</a></li>')
    out += ["</ul>"] * depth + ["</nav>"]
    return "\n".join(out)


def to_html(doc: Document, bundle: str = "") -> str:
    """The page; ``bundle`` is the Vega script to inline (without it charts are left undrawn, which only
    tests of the page's text want)."""
    anchors = doc.anchors()
    n = {"chart": 0, "table": 0}

    def render(blocks: Any) -> list[str]:
        out: list[str] = []
        for b in blocks:
            out.extend(_block(b))
        return out

    def _block(b: Block) -> list[str]:
        if isinstance(b, Heading):
            a = anchors[id(b)]
            return [f'<h{b.level} id="{a}">{inline_md(b.text)}<a class="anchor" href="#{a}" '
                    f'aria-label="link to this section">#</a></h{b.level}>']
        if isinstance(b, Para):
            return [f"<p>{inline_md(b.text)}</p>"]
        if isinstance(b, Bullets):
            return ["<ul>" + "".join(f"<li>{inline_md(item)}</li>" for item in b.items) + "</ul>"]
        if isinstance(b, Table):
            n["table"] += 1
            return [_table(b, f"table-{n['table']}")]
        if isinstance(b, Fold):
            return ['<details class="fold">', f"<summary>{inline_md(b.summary)}</summary>", *render(b.blocks),
                    "</details>"]
        if isinstance(b, Chart):
            n["chart"] += 1
            cid = f"chart-{n['chart']}-{b.name}"
            out = [f'<figure class="chart"><div class="vega" id="{cid}" role="img" aria-label="{html.escape(b.caption)}">'
                   "</div>",
                   f'<script type="application/json" data-chart="{cid}">{_json_for_script(b.spec)}</script>',
                   f"<figcaption>{inline_md(b.caption)}</figcaption></figure>"]
            if b.table is not None:
                n["table"] += 1
                t = Table(b.table.headers, b.table.rows, b.table.caption, folded=True,
                          title=b.table.title or "the same as a table")
                out.append(_table(t, f"table-{n['table']}"))
            return out
        raise TypeError(f"unknown block {b!r}")

    body = render(doc.blocks)
    head = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{html.escape(doc.title)}</title><style>{CSS}</style></head><body>"]
    scripts = [f"<script>{bundle}</script>", f"<script>{SCRIPT}</script>"] if bundle else []
    return "\n".join([*head, _contents(doc), "<main>", f"<h1>{html.escape(doc.title)}</h1>", *body, "</main>",
                      *scripts, "</body></html>"])
