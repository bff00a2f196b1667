"""Text tables that fit 100 columns, results as a person reads them (print, Jupyter), and progress reports
through the caller's hook (bars only on a terminal, never with --quiet)."""

from __future__ import annotations

import io
import sys
from pathlib import Path

from hypokit import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from fpsem.core.display import Summary, fit_widths, table_lines, wrap_cell
from fpsem.core.progress import SILENT, Bars, Recorder, resolve, track

sys.path.insert(0, str(Path(__file__).parent))
import synthetic_sweep as syn  # noqa: E402
from tablekit import table_rows  # noqa: E402

words = st.text(alphabet="abcdefghij,+ =.-", min_size=0, max_size=60)


@settings(max_examples=examples(80), deadline=None)
@given(st.lists(st.tuples(st.text(alphabet="abcdefghij_", min_size=1, max_size=30), words, words, words),
                min_size=1, max_size=6))
def test_tables_fit_the_width_and_read_back(rows):
    # (the first cell names the row, as in every fpsem table: never empty)
    lines = table_lines(rows, ["a", "bb", "ccc", "dddd"], 60)
    assert all(len(ln) <= 60 for ln in lines)
    back = table_rows("\n".join(lines))
    assert len(back) == len(rows)
    for r, b in zip(rows, back):
        # every character of a cell is still there, in order (wrapping only adds line breaks)
        for cell, got in zip(r, b.values()):
            assert "".join(cell.split()) == "".join(got.split()) or (not cell.strip() and got == "")


def test_wrapping_breaks_at_spaces_commas_and_pluses():
    assert wrap_cell("rajaperf,random,special", 10) == ["rajaperf,", "random,", "special"]
    assert wrap_cell("e_half+q_half+e_update", 9) == ["e_half+", "q_half+", "e_update"]
    assert wrap_cell("modelled 515 µs (±33 %)", 12) == ["modelled 515", "µs (±33 %)"]
    assert wrap_cell("abcdefghijkl", 5) == ["abcde", "fghij", "kl"]
    assert wrap_cell("", 5) == [""]


def test_the_widest_columns_give_way_first():
    assert fit_widths([10, 50, 40], [5, 8, 8], 60) == [10, 23, 23]
    assert fit_widths([10, 20], [5, 8], 100) == [10, 20]


def test_summaries_render_as_text_and_html():
    s = Summary("title <x>", ("a", "b"), (("1", "two & three"),), ("note: measured",))
    text = s.text()
    assert text.startswith("title <x>") and "two & three" in text and text.endswith("note: measured")
    html = s.html()
    assert "title &lt;x&gt;" in html and "<td>two &amp; three</td>" in html and "<table>" in html


def test_results_and_sweep_summaries_print_as_tables(tmp_path):
    import fpsem
    from fpsem.sweep.driver import SweepSummary

    db = syn.build(tmp_path / "r.sqlite", targets=("host", "h100"), kernels=("fir",))
    res = fpsem.open_results(db)
    text = str(res)
    rows = {(r["target"], r["precision"]): r for r in table_rows(text.split("\n", 2)[2])}
    assert rows[("host", "f64")]["speedups over strict"] == "4 measured, 0 modelled"
    assert rows[("h100", "f64")]["speedups over strict"] == "0 measured, 4 modelled"
    assert rows[("host", "f64")]["accuracy"] == "measured" and rows[("h100", "f64")]["accuracy"] == "emulated"
    assert "<table>" in res._repr_html_() and repr(res).startswith("Results(")
    s = SweepSummary(10, 2, 7, [("fir/fast/host/f64/random", "boom")])
    assert str(s).startswith("sweep: 10 cells: 2 already stored, 7 done, 1 failed")
    assert "fir/fast/host/f64/random" in s._repr_html_()


def test_progress_reaches_the_hook_and_silent_says_nothing():
    rec = Recorder()
    assert list(track(rec, [1, 2, 3], "count", note=str)) == [1, 2, 3]
    assert rec.events == [("start", "count", 3), ("advance", "count", 1, "1"), ("advance", "count", 1, "2"),
                          ("advance", "count", 1, "3"), ("end", "count")]
    with SILENT.task("x", 2) as t:
        t.advance()
    assert resolve(False) is SILENT and resolve(rec) is rec
    assert isinstance(resolve(True), Bars) and isinstance(resolve(None), Bars)


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_bars_draw_on_a_terminal_only():
    tty, pipe = _Terminal(), io.StringIO()
    for stream in (tty, pipe):
        with Bars(stream=stream).task("sweep", 3, "cell") as t:
            for i in range(3):
                t.advance(1, f"cell {i}")
    assert "sweep:" in tty.getvalue() and "/3 [" in tty.getvalue()
    assert pipe.getvalue() == ""
    quiet = _Terminal()
    with Bars(enabled=False, stream=quiet).task("sweep", 3) as t:
        t.advance()
    assert quiet.getvalue() == ""


def test_isolated_workers_report_each_finished_task():
    from fpsem.core.isolate import run_isolated

    done: list[int] = []
    out = run_isolated(abs, [-1, -2, -3], jobs=2, on_done=done.append)
    assert [o.value for o in out] == [1, 2, 3] and sorted(done) == [0, 1, 2]


def test_cli_quiet_and_pipes_draw_no_bar(cli, data_dir):
    r = cli("validate", data_dir / "rust_sample.ll", data_dir / "clang_style.ll")
    assert "validate:" in r.out and "it/s" not in r.err and "file/s" not in r.err
    r = cli("validate", "-q", data_dir / "rust_sample.ll")
    assert r.code == 0 and r.err == ""
