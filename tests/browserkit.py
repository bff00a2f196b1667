"""Open a report in headless Chromium (Playwright): JavaScript errors, clipped tables and charts, screenshots.

Used by tests/test_report_browser.py and, as a script, to make the screenshots under docs/:

    python tests/browserkit.py out/report/report.html docs/images/report

The browser is Debian's ``chromium`` (``make test-tools`` installs it; ``FPSEM_CHROMIUM`` names
another binary); Playwright drives it through ``executable_path``, so Playwright's own browser
download is never needed.
"""

from __future__ import annotations

import os
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run")

# every table and chart box whose content is wider than the box itself (a clipped or scrolling table)
_CLIPPED = """() => {
  const out = [];
  const main = document.querySelector('main').getBoundingClientRect();
  document.querySelectorAll('.tbl, .vega').forEach((el, i) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0) return;
    const inner = el.querySelector('table, svg, canvas');
    const ir = inner ? inner.getBoundingClientRect() : r;
    if (el.scrollWidth > el.clientWidth + 1 || ir.right > main.right + 1 || ir.right > window.innerWidth + 1)
      out.push((el.id || el.className) + ': content ' + Math.round(ir.width) + ' px in ' + Math.round(r.width)
               + ' px');
  });
  return out;
}"""


def chromium() -> str | None:
    """The Chromium binary to use, or None when there is none."""
    for c in (os.environ.get("FPSEM_CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium"),
              shutil.which("chromium-browser")):
        if c and Path(c).is_file() and os.access(c, os.X_OK):
            return c
    return None


@dataclass
class PageCheck:
    errors: list[str] = field(default_factory=list)  # JavaScript exceptions and console errors
    clipped: list[str] = field(default_factory=list)
    charts: int = 0  # charts drawn (an SVG each)
    tables: int = 0
    screenshots: list[Path] = field(default_factory=list)
    anchors_ok: bool = True  # every contents link names an element of the page


def check_page(html: Path, shots: Path | None = None, width: int = 1400, height: int = 900) -> PageCheck:
    """Load ``html``, let every chart draw, open every fold, and look: see :class:`PageCheck`.  With
    ``shots``, screenshots of the top, of the first target section and of the whole page go there."""
    from playwright.sync_api import sync_playwright

    exe = chromium()
    if exe is None:
        raise RuntimeError("no Chromium binary (install Debian's chromium: make test-tools)")
    out = PageCheck()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=list(FLAGS), headless=True)
        try:
            page = browser.new_page(viewport={"width": width, "height": height})
            page.on("pageerror", lambda e: out.errors.append(f"page error: {e}"))
            page.on("console", lambda m: out.errors.append(f"console {m.type}: {m.text}")
                    if m.type == "error" else None)
            # the page must not need the network: any request that is not the file itself fails the check
            page.route("**/*", lambda r: r.continue_() if r.request.url.startswith("file:") else (
                out.errors.append(f"network request: {r.request.url}"), r.abort()))
            page.goto(html.resolve().as_uri(), wait_until="load")
            failed = page.evaluate("""() => Promise.allSettled(window.fpsemCharts || [])
                .then(rs => rs.filter(r => r.status === 'rejected').map(r => String(r.reason)))""")
            out.errors += [f"chart not drawn: {f}" for f in failed]
            out.charts = page.evaluate("() => document.querySelectorAll('.vega svg').length")
            out.anchors_ok = page.evaluate("""() => Array.from(document.querySelectorAll('nav#contents a'))
                .every(a => document.getElementById(a.getAttribute('href').slice(1)))""")
            if shots is not None:
                shots.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(shots / "top.png"))
                out.screenshots.append(shots / "top.png")
                first = page.query_selector("h2[id^=target-]")
                if first is not None:
                    first.scroll_into_view_if_needed()
                    page.evaluate("() => document.querySelector('h2[id^=target-]').scrollIntoView()")
                    page.screenshot(path=str(shots / "target.png"))
                    out.screenshots.append(shots / "target.png")
                page.screenshot(path=str(shots / "full.png"), full_page=True, timeout=120_000)  # as it opens
                out.screenshots.append(shots / "full.png")
            page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")
            page.wait_for_timeout(200)
            out.tables = page.evaluate("() => document.querySelectorAll('table').length")
            out.clipped = page.evaluate(_CLIPPED)
            sortable = page.query_selector("table.sortable th")
            if sortable is not None:
                sortable.click()  # sorting must not throw either
                page.wait_for_timeout(100)
        finally:
            browser.close()
    return out


def tour(html: Path, shots: Path, target: str = "a2000", width: int = 1400, height: int = 900) -> list[Path]:
    """Screenshots for the documentation: the top of the page, the explore chart filtered to one target,
    ``target``'s summary, its speed/accuracy chart with a tooltip showing, its heatmaps, and the validation."""
    from playwright.sync_api import sync_playwright

    exe = chromium()
    if exe is None:
        raise RuntimeError("no Chromium binary (install Debian's chromium: make test-tools)")
    shots.mkdir(parents=True, exist_ok=True)
    out: list[Path] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=list(FLAGS), headless=True)
        try:
            page = browser.new_page(viewport={"width": width, "height": height})
            page.goto(html.resolve().as_uri(), wait_until="load")
            page.evaluate("() => Promise.allSettled(window.fpsemCharts || []).then(() => true)")

            def shot(name: str, anchor: str | None = None) -> None:
                if anchor:
                    page.evaluate(f"() => document.getElementById('{anchor}').scrollIntoView()")
                    page.wait_for_timeout(150)
                path = shots / f"{name}.png"
                page.screenshot(path=str(path))
                out.append(path)

            shot("01-top")
            sel = page.query_selector("#explore ~ figure select")
            if sel is not None:
                sel.select_option(target)
                page.wait_for_timeout(300)
            shot("02-explore", "explore")
            shot("03-target-summary", f"target-{target}")
            page.evaluate(f"() => document.getElementById('{target}-speed-against-accuracy').scrollIntoView()")
            page.wait_for_timeout(150)
            marks = page.query_selector_all(f"#{target}-speed-against-accuracy ~ figure .vega svg .mark-symbol path")
            if marks:
                box = None
                for m in marks:  # a point near the middle of the visible panel
                    b = m.bounding_box()
                    if b and 200 < b["y"] < height - 200 and b["width"] < 30:
                        box = b
                        break
                if box:
                    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
                    page.wait_for_timeout(400)
            shot("04-speed-accuracy-hover")
            shot("05-heatmaps", f"{target}-kernel-by-profile")
            shot("06-validation", "validation")
        finally:
            browser.close()
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python tests/browserkit.py REPORT.html SCREENSHOT_DIR", file=sys.stderr)
        return 2
    res = check_page(Path(argv[0]), Path(argv[1]))
    res.screenshots += tour(Path(argv[0]), Path(argv[1]))
    print(f"{res.charts} charts, {res.tables} tables, {len(res.errors)} errors, {len(res.clipped)} clipped; "
          f"screenshots: {', '.join(map(str, res.screenshots))}")
    for e in res.errors + res.clipped:
        print("  " + e)
    return 1 if res.errors or res.clipped else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
