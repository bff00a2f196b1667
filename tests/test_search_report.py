"""Report sections of searches and flag attribution (fpsem.search.report)."""

from __future__ import annotations

from itertools import combinations
from types import SimpleNamespace

from fpsem.ir.flags import SAFE_FLAGS
from fpsem.results import report
from fpsem.search.attribution import lattice_name
from fpsem.search.report import add_sections, attribution_rows, interaction_notes

BLOCKS = (report.Heading, report.Para, report.Bullets, report.Table)


def lattice_points(seconds):
    pts = []
    for k in range(6):
        for c in combinations(SAFE_FLAGS, k):
            fl = frozenset(c)
            pts.append(SimpleNamespace(kernel="fir", target="a2000", precision="f64", inputs="random",
                                       profile=lattice_name(fl), status="done", modelled_s=seconds(fl),
                                       measured_s=None, max_ulp=float(len(fl & {"reassoc"}))))
    return pts


def test_attribution_rows_known_answer():
    # speed-up - 1 is 1.0 exactly when contract and reassoc are both on: a pure pair synergy
    pts = lattice_points(lambda fl: 1.0 if {"contract", "reassoc"} <= fl else 2.0)
    rows = {r[2]: r for r in attribution_rows(pts)}
    assert rows["contract"][3] == "0.5 (modelled)" and rows["reassoc"][3] == "0.5 (modelled)"
    assert rows["contract"][4] == "reassoc +1"
    assert rows["reassoc"][5] == "1"  # reassoc carries all of the (synthetic) error
    notes = interaction_notes(pts)
    assert len(notes) == 1 and "reassoc and contract interact" in notes[0]


def test_incomplete_lattice_gives_no_rows():
    pts = lattice_points(lambda fl: 1.0)[:-1]
    assert attribution_rows(pts) == []


def test_search_runs_appear_with_their_culprits(tmp_path, monkeypatch):
    from fpsem.search.store import SearchStore

    store = SearchStore(tmp_path / "sweep.search.sqlite")
    store.start_run("k", "bisect", {"kernel": "fir", "precision": "f64", "target": "a2000", "good": "strict",
                                    "bad": "algebraic", "criterion": "speedup>1.5"})
    store.set_steps("k", [{"n": 1, "phase": "check good", "changes": 0, "value": 1.0, "holds": False}])
    store.start_run("u", "bisect", {"kernel": "dot", "precision": "f64", "target": "host", "good": "strict",
                                    "bad": "algebraic", "criterion": "checksum"})
    store.finish_run("k", {"culprits": [{"site": "@fir_main#1", "flag": "contract", "add": True,
                                         "instruction": "%s = fadd double %a, %p", "source": "fir.c:7", "alone": 1.0}],
                           "good_value": 1.0, "bad_value": 2.0, "together": 1.6, "variants": 9, "evaluated": 9,
                           "reused": 0, "seconds": 1.0, "how": "modelled"})
    store.close()
    doc = report.Document("t")
    add_sections(doc, [], str(tmp_path / "sweep.sqlite"), BLOCKS)
    md = report.to_markdown(doc)
    assert "fir.c:7" in md and "@fir_main#1" in md and "Unfinished: 0 step(s)" in md


def test_a_foreign_file_is_refused(tmp_path, cli):
    (tmp_path / "s.search.sqlite").write_bytes(b"not a database at all" * 100)
    r = cli("bisect", "-k", "FIR", "--good", "strict", "--bad", "algebraic", "-c", "checksum",
            "--db", tmp_path / "s.sqlite")
    assert r.code != 0 and r.err.startswith("fpsem: error:") and "search store" in r.err
    assert (tmp_path / "s.search.sqlite").read_bytes() == b"not a database at all" * 100
