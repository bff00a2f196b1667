"""The report opened in a real browser (headless Chromium through Playwright): it draws every chart without
a JavaScript error or a network request, no table or chart is clipped, every contents link has its target,
and the screenshots are kept (``$FPSEM_SCREENSHOTS``, else under pytest's temporary folder).

Chromium comes from Debian (``make test-tools``); without it the test skips, naming what is missing.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from fpsem.results.report import write_report
from fpsem.results.store import open_store

sys.path.insert(0, str(Path(__file__).parent))
import browserkit  # noqa: E402
import synthetic_sweep as syn  # noqa: E402

pytestmark = pytest.mark.slow


def _need_browser() -> None:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        pytest.skip("the python package playwright is not installed (pip install -e '.[test]')")
    if browserkit.chromium() is None:
        pytest.skip("no Chromium binary: install Debian's chromium (make test-tools, or apt-get install chromium)")


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("browser")
    db = syn.build(tmp / "r.sqlite", inputs=("random", "special"))
    with open_store(db) as st:
        return write_report(st, tmp / "report").html


def test_the_report_draws_in_chromium_without_errors_or_clipping(report, tmp_path):
    _need_browser()
    shots = Path(os.environ.get("FPSEM_SCREENSHOTS") or tmp_path / "screenshots")
    res = browserkit.check_page(report, shots)
    assert res.errors == []
    assert res.clipped == []
    html = report.read_text()
    assert res.charts == html.count('data-chart="') and res.charts >= 7
    assert res.tables == html.count('<div class="tbl"') and res.anchors_ok
    for s in res.screenshots:
        assert s.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_chart_that_fails_is_reported_as_an_error(report, tmp_path):
    # the check itself must see a broken chart: a spec Vega-Lite refuses
    _need_browser()
    bad = tmp_path / "bad.html"
    html = report.read_text()
    i = html.index('<script type="application/json" data-chart="')
    j = html.index(">", i) + 1
    bad.write_text(html[:j] + '{"mark":"no-such-mark","data":{"values":[]}}' + html[html.index("</script>", j):])
    res = browserkit.check_page(bad)
    assert res.errors, "a chart that cannot be drawn must show up as an error"
