"""The trade-off report over a synthetic database: analysis tables, self-contained HTML, Markdown, failures."""

from __future__ import annotations

import base64
import re
import sys
from pathlib import Path

import pytest

from fpsem.results import analysis as an
from fpsem.results.report import build, fmt_speedup, plural, to_html, to_markdown, write_report
from fpsem.results.store import CellKey, StageRecord, open_store
from fpsem.speed.speedup import modelled_speedup

sys.path.insert(0, str(Path(__file__).parent))
import synthetic_sweep as syn  # noqa: E402

pytestmark = pytest.mark.slow  # module-scoped fixtures build whole suites

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> Path:
    return syn.build(tmp_path_factory.mktemp("syn") / "r.sqlite", inputs=("random", "special"))


@pytest.fixture(scope="module")
def cells(db):
    with open_store(db) as st:
        return st.cells()


@pytest.fixture(scope="module")
def report_dir(db, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("report")
    with open_store(db) as st:
        write_report(st, out)
    return out


# ---------------------------------------------------------------- analysis


def test_speedups_are_measured_on_the_host_and_modelled_on_gpu_targets(cells):
    pts = {(p.kernel, p.profile, p.target, p.precision, p.inputs): p for p in an.points(cells)}
    host = pts[("fir", "contract", "host", "f64", "random")]
    assert host.speedup_source == "measured"
    assert host.speedup == pytest.approx(syn.speed(CellKey("fir", "contract", "host", "f64", "random")))
    gpu = pts[("dot", "reassoc", "h100", "f32", "random")]
    assert gpu.speedup_source == "modelled"
    assert gpu.speedup == pytest.approx(syn.speed(CellKey("dot", "reassoc", "h100", "f32", "random")))
    assert pts[("fir", "strict", "host", "f64", "random")].speedup == pytest.approx(1.0)
    assert pts[("dot", "algebraic", "h100", "f32", "random")].status == "failed"


def test_measured_speedup_wins_over_modelled_when_both_exist():
    from fpsem.results.store import CellRow

    def row(profile, run_s, model_s):
        key = CellKey("k", profile, "h200", "f64", "random")
        st = (StageRecord("model", "ok", {"seconds": model_s}, provenance="modelled"),
              StageRecord("run", "ok", {"seconds": run_s, "represents_target": True}, provenance="measured"))
        return CellRow(profile, key, {}, "", "done", "", 0.0, 1.0, "0", "22", "gpu", st)

    pts = {p.profile: p for p in an.points([row("strict", 2.0, 1.0), row("contract", 1.0, 0.9)])}
    assert pts["contract"].speedup_source == "measured" and pts["contract"].speedup == pytest.approx(2.0)
    (check,) = [c for c in an.model_checks(pts.values()) if c.profile == "contract"]
    assert check.ratio == pytest.approx(1.0 / 0.9)


def test_a_numerics_only_gpu_run_does_not_count_as_the_targets_speed():
    from fpsem.results.store import CellRow

    def row(profile, run_s, model_s):
        key = CellKey("k", profile, "a2000", "f64", "random")
        st = (StageRecord("model", "ok", {"seconds": model_s}, provenance="modelled"),
              StageRecord("run", "ok", {"seconds": run_s, "represents_target": False}, provenance="measured"))
        return CellRow(profile, key, {}, "", "done", "", 0.0, 1.0, "0", "22", "gpu", st)

    pts = {p.profile: p for p in an.points([row("strict", 2.0, 1.0), row("contract", 1.0, 0.8)])}
    assert pts["contract"].speedup_source == "modelled" and pts["contract"].speedup == pytest.approx(1.25)


def test_pareto_front_keeps_only_non_dominated_points():
    pairs = [(1, 1.0), (3, 1.25), (8, 1.1), (12, 1.4), (40, 1.5), (12, 1.3)]
    assert an.pareto_front(pairs) == [0, 1, 3, 4]


def test_best_safe_profile_excludes_ub_capable_ones_and_breaks_ties_by_error(cells):
    pts = [p for p in an.points(cells) if p.inputs == "random"]
    best = {(b.kernel, b.target, b.precision): b for b in an.best_safe(pts)}
    b = best[("fir", "host", "f64")]
    assert b.profile == "algebraic"  # fast is faster but UB-capable
    assert b.speedup == pytest.approx(syn.speed(CellKey("fir", "algebraic", "host", "f64", "random")))
    # dot/algebraic/h100/f32 failed: the best of the rest
    assert best[("dot", "h100", "f32")].profile == "contract"


def test_ties_go_to_the_smaller_error_then_fewer_flags():
    def pt(profile, speed, ulp, flags):
        sp = modelled_speedup(1.0 / speed, 1.0)
        return an.Point("k", profile, "t", "f64", "random", "done", "", False, flags, None, None, speed, "modelled",
                        ulp, None, "emulated", 0, 0, 0, (), None, "", speed=sp)

    pts = [pt("strict", 1.0, 1, ()), pt("contract", 1.30, 3, ("contract",)),
           pt("algebraic", 1.31, 9, ("arcp", "contract", "nsz", "reassoc")),
           pt("reassoc", 1.305, 3, ("reassoc",))]
    (b,) = an.best_safe(pts)
    assert b.profile == "contract"


def test_single_flag_effects_are_relative_to_strict(cells):
    pts = [p for p in an.points(cells) if p.target == "host" and p.precision == "f64" and p.inputs == "random"]
    eff = {(e.kernel, e.flag): e for e in an.flag_effects(pts)}
    assert set(f for _, f in eff) == {"contract", "reassoc"}  # algebraic and fast are not single-flag
    e = eff[("dot", "reassoc")]
    k = CellKey("dot", "reassoc", "host", "f64", "random")
    assert e.speedup == pytest.approx(syn.speed(k))
    assert e.ulp_change == syn.ulp(k) - syn.ulp(CellKey("dot", "strict", "host", "f64", "random"))


def test_validation_marks_fast_as_ub_capable_and_counts_witnesses(cells):
    rows = {r.profile: r for r in an.validation(an.points(cells))}
    assert rows["fast"].ub_capable and rows["fast"].with_constructs == rows["fast"].variants
    assert rows["fast"].witnesses > 0 and not rows["fast"].violation
    assert not rows["contract"].ub_capable and rows["contract"].with_constructs == 0
    assert not any(r.violation for r in rows.values())


def test_failures_list_the_failed_stage_and_message(cells):
    fails = an.failures(cells)
    assert ("dot/algebraic/h100/f32/random", "model", "LLVM ERROR: Cannot select: fexp (synthetic)") in fails


# ---------------------------------------------------------------- the written report


def _chart_specs(html: str) -> list[dict]:
    import json

    return [json.loads(m.replace("<\\/", "</"))
            for m in re.findall(r'<script type="application/json" data-chart="[^"]+">(.*?)</script>', html, re.S)]


def test_html_report_is_self_contained_with_interactive_charts(report_dir):
    html = (report_dir / "report.html").read_text()
    assert html.startswith("<!DOCTYPE html>")
    # nothing is fetched: no external script, style sheet, image or frame; links only point inside the page
    page = re.sub(r"(<script\b[^>]*>).*?</script>", r"\1</script>", html, flags=re.S)  # markup only
    assert not re.search(r"<(script|img|iframe)\b[^>]*\bsrc=", page)
    assert not re.search(r"<link\b", page)
    hrefs = re.findall(r'href="([^"]*)"', page)
    assert hrefs and all(h.startswith("#") for h in hrefs)
    assert "vegaEmbed" in html  # the Vega libraries, inlined
    specs = _chart_specs(html)
    # the explore chart, and a speed/accuracy chart and two heatmaps per target (inputs: random)
    assert len(specs) == 1 + 2 * 3
    assert all(s["$schema"].startswith("https://vega.github.io/schema/vega-lite/") for s in specs)
    assert all("datasets" in s for s in specs)


def test_every_chart_is_valid_vega_lite(report_dir):
    import jsonschema
    from altair.vegalite.v6.schema import load_schema

    schema = load_schema()
    validator = jsonschema.validators.validator_for(schema)(schema)
    specs = _chart_specs((report_dir / "report.html").read_text())
    for spec in specs:
        assert not list(validator.iter_errors(spec))
    # the drop-down filters: kernel group everywhere, target and precision in the explore chart
    explore = next(s for s in specs if any(p["name"] == "sel_target" for p in s.get("params", ())))
    assert {p["name"] for p in explore["params"]} == {"sel_target", "sel_precision", "kernel_group"}
    assert all(p["bind"]["input"] == "select" and p["value"] == "all" for p in explore["params"])


def test_contents_link_to_every_section_anchor(report_dir):
    html = (report_dir / "report.html").read_text()
    nav = html.split('<nav id="contents">')[1].split("</nav>")[0]
    targets = re.findall(r'href="#([^"]+)"', nav)
    ids = set(re.findall(r'<h[1-6] id="([^"]+)"', html))
    assert {"summary", "explore", "target-host", "target-h100", "validation", "model"} <= set(targets)
    assert set(targets) <= ids and len(ids) == len(re.findall(r"<h[2-6] ", html))


def test_profiles_keep_one_colour_in_every_chart(report_dir):
    from fpsem.results.palette import colour

    html = (report_dir / "report.html").read_text()
    seen = {}
    for spec in _chart_specs(html):
        for node in _walk(spec):
            sc = node.get("scale") if isinstance(node, dict) else None
            if node.get("field") in ("lead", "profile") and isinstance(sc, dict) and "range" in sc:
                for p, c in zip(sc["domain"], sc["range"]):
                    seen.setdefault(p, set()).add(c)
    assert seen and all(cs == {colour(p)} for p, cs in seen.items())
    assert colour("fast") == "#d62728" and colour("strict") != colour("contract")


def _walk(node):
    if isinstance(node, dict):
        yield node
        for v in node.values():
            yield from _walk(v)
    elif isinstance(node, list):
        for v in node:
            yield from _walk(v)


def test_identical_points_are_merged_and_labelled(same_db, tmp_path):
    with open_store(same_db) as st:
        pts = [p for p in an.points(st.cells()) if p.kernel == "dot" and p.target == "host" and p.precision == "f64"]
    merged = an.merge_identical(pts, order=("strict", "contract", "reassoc", "algebraic", "fast"))
    (m,) = [m for m in merged if len(m.points) > 1]
    assert m.label.startswith("strict = contract = reassoc = algebraic") and "fast (UB-capable)" in m.label
    assert not m.ub_only and m.lead.profile == "strict"


def test_report_sections_say_how_figures_were_obtained(report_dir):
    md = (report_dir / "report.md").read_text()
    for heading in ("## Summary: the most profitable safe profile per kernel and target", "## Target h100",
                    "## Target host", "## Validation: UB-capable constructs and UB witnesses",
                    "## Measured against modelled", "## Failed cells"):
        assert heading in md
    assert "**measured**" in md and "**modelled**" in md and "**emulated**" in md
    assert "hollow: modelled" in md or "Hollow" in md or "hollow" in md
    # the summary: kernel rows, target x precision columns; modelled numbers are marked, measured ones not
    assert "| kernel | h100 f64 | h100 f32 | host f64 | host f32 |" in md
    # measured: the interval beside the ratio; emulated accuracy marked
    assert re.search(r"\| fir \| algebraic 1\.40x\\\*, \+11 ulp† \| [^|]+ \| algebraic 1\.40x \[1\.\d\d–1\.\d\d\], "
                     r"\+11 ulp \|", md)


def test_markdown_figures_exist_as_png_files(report_dir):
    md = (report_dir / "report.md").read_text()
    figs = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", md)
    assert len(figs) == 7
    for f in figs:
        assert (report_dir / f).read_bytes()[:8] == PNG_MAGIC


def test_report_shows_failed_cells_validation_and_witnesses(report_dir):
    md = (report_dir / "report.md").read_text()
    assert "| model | LLVM ERROR: Cannot select: fexp (synthetic) | 1 | dot/algebraic/h100/f32/random |" in md
    assert re.search(r"\| fast \| yes \| \d+ \| \d+ \| \d+ \| \d+ on random, special inputs \| \d+ \| "
                     r"UB-capable, as declared \|", md)
    assert re.search(r"\| contract \| no \| \d+ \| 0 \| 0 \| 0 on random, special inputs \| 0 \| clean \|", md)
    assert "UB witnesses (" in md and "| special |" in md
    assert "No variant has both a measured time" in md


def test_summary_names_the_most_frequent_best_profile(report_dir):
    md = (report_dir / "report.md").read_text()
    assert "**host f64**: a safe profile is significantly faster than strict on 3 of 3 kernels; `algebraic`" in md


def test_report_over_an_empty_database_says_so(tmp_path):
    with open_store(tmp_path / "e.sqlite", create=True) as st:
        doc = build(st.cells(), st.meta(), "e.sqlite")
    assert "holds no cells yet" in to_markdown(doc)
    assert "<figure>" not in to_html(doc)


@pytest.fixture(scope="module")
def small_db(tmp_path_factory) -> Path:
    return syn.build(tmp_path_factory.mktemp("small") / "r.sqlite", targets=("host",), kernels=("fir", "dot"))


def test_accuracy_metric_can_be_the_condition_normalised_error(small_db, tmp_path):
    with open_store(small_db) as st:
        w = write_report(st, tmp_path / "norm", metric="max_normalised")
    assert w.html.exists() and len(w.figures) == 4  # explore, speed/accuracy, two heatmaps
    assert "max condition-normalised error" in w.markdown.read_text()


def test_cli_report_writes_both_files_and_refuses_a_missing_database(cli, small_db, tmp_path):
    r = cli("report", "--db", small_db, "-o", tmp_path / "out")
    assert r.code == 0, r.err
    assert (tmp_path / "out" / "report.html").is_file() and (tmp_path / "out" / "report.md").is_file()
    r = cli("report", "--db", tmp_path / "missing.sqlite", "-o", tmp_path / "o2")
    assert r.code == 2 and "no such results database" in r.err and not (tmp_path / "o2").exists()


def test_interrupted_cells_are_listed_with_the_failures(tmp_path):
    db = tmp_path / "r.sqlite"
    with open_store(db, create=True) as st:
        st.begin_cell("c1", CellKey("fir", "strict", "host", "f64", "random"), {}, "fp", "0.1.0", "22", "h")
        st.put_stage("c1", StageRecord("rewrite", "ok", {"profile_flags": []}), "0.1.0", "22")
        doc = build(st.cells(), st.meta(), str(db))
    md = to_markdown(doc)
    assert "interrupted (still marked running; re-run the sweep to finish it)" in md
    assert "1 interrupted" in md


# ---------------------------------------------------------------- significance, same code, older records (issue 13)


def _points(db: Path, **kw) -> dict[tuple[str, str, str, str], an.Point]:
    with open_store(db) as st:
        return {(p.kernel, p.profile, p.target, p.precision): p for p in an.points(st.cells(), **kw)}


def _md(db: Path, **kw) -> str:
    with open_store(db) as st:
        return to_markdown(build(st.cells(), st.meta(), str(db), **kw))


@pytest.fixture(scope="module")
def same_db(tmp_path_factory) -> Path:
    """dot compiles to the same code under every profile (and times alike); fir and daxpy gain."""
    return syn.build(tmp_path_factory.mktemp("same") / "r.sqlite", same_code_kernels=("dot",))


def test_measured_speedups_carry_an_interval_covering_the_known_ratio(cells):
    pts = {(p.kernel, p.profile, p.target, p.precision, p.inputs): p for p in an.points(cells)}
    p = pts[("fir", "contract", "host", "f64", "random")]
    true = syn.speed(CellKey("fir", "contract", "host", "f64", "random"))
    assert p.speed.low < true < p.speed.high and p.speed.significant and p.speed.is_gain
    assert "interleaved" in p.speed.how
    assert p.speedup == pytest.approx(true, rel=1e-12)  # the paired median of the symmetric noise is exact


def test_the_host_sweep_of_a_kernel_whose_profiles_all_compile_to_the_same_code(same_db):
    pts = _points(same_db)
    for prof in syn.PROFILES:
        for prec in ("f64", "f32"):
            p = pts[("dot", prof, "host", prec)]
            assert p.speedup == 1.0 and p.same_code and not p.significant and not p.speed.is_gain
            if prof != "strict":
                assert p.speed.verdict == "same code as strict"
    best = {(b.kernel, b.target, b.precision): b for b in an.best_safe(list(pts.values()))}
    assert best[("dot", "host", "f64")].profile is None and best[("dot", "host", "f64")].all_same_code
    assert best[("fir", "host", "f64")].profile == "algebraic"
    md = _md(same_db)
    assert "| dot | none (every safe profile: same code as strict) |" in md
    assert "| dot | 1.00x same code, +0 ulp | 1.00x same code, +0 ulp |" in md  # single-flag table


def test_same_code_without_a_code_hash_is_timed_and_found_no_different(same_db, tmp_path):
    # records from a run stage that timed identical code (no code hash stored): the interleaved samples alone
    # must give "no significant difference" for every profile
    from fpsem.results.store import CellRow

    with open_store(same_db) as st:
        cells = st.cells()

    def strip(c: CellRow) -> CellRow:
        stages = tuple(StageRecord(s.stage, s.status, {k: v for k, v in s.value.items() if k != "code_hash"},
                                   s.message, s.provenance, s.device, s.started, s.seconds, s.seq)
                       for s in c.stages)
        return CellRow(c.cell_id, c.key, c.config, c.fingerprint, c.status, c.message, c.started, c.finished,
                       c.tool_version, c.llvm_version, c.device, stages)

    pts = [p for p in an.points([strip(c) for c in cells]) if p.kernel == "dot" and p.target == "host"]
    assert len(pts) == 10
    for p in pts:
        if p.profile == "strict":
            continue
        assert not p.same_code and p.speed.has_interval
        assert p.speed.low <= 1.0 <= p.speed.high
        assert p.speed.verdict == "no significant difference" and not p.significant
    assert all(b.profile is None for b in an.best_safe(pts))


def test_nothing_significant_says_so_instead_of_a_largest_gain_of_one(tmp_path):
    db = syn.build(tmp_path / "r.sqlite", targets=("host",), same_code_kernels=syn.KERNELS)
    md = _md(db)
    assert "**host f64**: no profile is significantly faster than strict on any of its 3 kernels (every safe " \
           "profile compiles to strict's code; threshold ±2 %)." in md
    assert "largest gain" not in md and "0 of" not in md


def test_one_kernel_is_not_1_kernels(tmp_path):
    db = syn.build(tmp_path / "r.sqlite", targets=("host",), kernels=("fir",))
    md = _md(db)
    assert "1 kernels" not in md and "1 variants" not in md
    assert "on 1 of 1 kernel;" in md and "(1 kernel)" in md
    assert plural(1, "kernel") == "1 kernel" and plural(0, "kernel") == "0 kernels"


def test_the_threshold_is_configurable(small_db):
    # every safe gain of the synthetic sweep is below 50 %: none counts at that threshold
    md = _md(small_db, threshold=0.5)
    assert "**host f64**: no profile is significantly faster than strict on any of its 2 kernels" in md
    assert "threshold ±50 %" in md
    with pytest.raises(Exception, match="threshold"):
        _md(small_db, threshold=1.5)


def test_older_records_without_samples_show_no_interval_rather_than_crash(tmp_path):
    db = syn.build(tmp_path / "r.sqlite", old_records=True)
    pts = _points(db)
    p = pts[("fir", "contract", "host", "f64")]
    assert p.speedup == pytest.approx(syn.speed(CellKey("fir", "contract", "host", "f64", "random")))
    assert not p.speed.has_interval and not p.significant and p.speed.verdict == "no interval"
    assert not p.same_code  # no code hash stored: unknown, so not claimed
    with open_store(db) as st:
        w = write_report(st, tmp_path / "out")
    md = w.markdown.read_text()
    assert "1.25x (no interval)" in md
    assert "| fir | algebraic 1.40x\\*, +11 ulp† | algebraic 1.40x\\*, +11 ulp† | not ranked (no interval: " \
           "too few timed rounds (one repetition exceeds the time budget) or no samples kept) |" in md
    assert "**host f64**: no speedup can be called significant on any of its 3 kernels: the records keep no timing " \
           "samples" in md
    assert "No worst inputs stored" in md


def test_speedup_cells_format_interval_significance_and_same_code():
    from fpsem.speed.speedup import CellSpeedup

    def cs(r, lo, hi, sig, same=False, source="measured"):
        return CellSpeedup(r, source, lo, hi, sig, same, 0.02, "")

    assert fmt_speedup(1.25, "measured", cs(1.25, 1.2, 1.3, True)) == "1.25x [1.20–1.30]"
    assert fmt_speedup(1.01, "measured", cs(1.01, 0.995, 1.012, False)) == "1.01x [0.995–1.012] n.s."
    assert fmt_speedup(1.0, "measured", cs(1.0, 1.0, 1.0, False, same=True)) == "1.00x same code"
    assert fmt_speedup(1.3, "modelled", cs(1.3, None, None, True, source="modelled")) == "1.30x*"
    assert fmt_speedup(1.07, "measured", cs(1.07, None, None, False)) == "1.07x (no interval)"
    assert fmt_speedup(None, None) == "-"


def test_error_axis_ticks_are_few_and_rising():
    from fpsem.results.charts import loss_ticks, speed_domain

    for top in (0.5, 3, 45, 1000, 1e6):
        t = loss_ticks(top, 1.0)
        assert t[0] == 0 and t == sorted(t) and len(t) <= 8 and max(t) <= top * 1.0001
    assert loss_ticks(45, 1.0) == [0, 1, 2, 5, 10, 20]
    # the speedup axis always spans ten thresholds around 1: a 2 % band never fills it
    lo, hi = speed_domain([{"speedup": 1.001, "low": 0.999, "high": 1.003}], 0.02)
    assert lo < 1 / 1.2 and hi > 1.2
    lo, hi = speed_domain([{"speedup": 3.0, "low": 2.5, "high": 3.5}], 0.02)
    assert hi > 3.5


def test_worst_inputs_and_what_the_emulation_captures_are_shown(report_dir):
    md = (report_dir / "report.md").read_text()
    assert "### host: accuracy and worst inputs" in md and "### h100: accuracy and worst inputs" in md
    assert ("| fir | f64 | contract | 3 | y[7] | a=2.0, x=0.25 | 1.5 / 1.5000000000000002 | also wrong: 1.5 (1 ulp) |"
            in md)
    h100 = md.split("## Target h100")[1].split("## Target host")[0]
    assert "| max ulp (emulated †) |" in h100
    assert "approximate instructions and libdevice are not captured" in h100.split("accuracy and worst inputs")[1]
    assert h100.count("approximate instructions and libdevice are not captured") >= 4  # list, table, plots


def test_an_untimed_same_code_run_record_is_one_point_zero_measured():
    from fpsem.results.store import CellRow
    from fpsem.runners.host_timing import same_code_run_value

    def row(profile, run):
        key = CellKey("k", profile, "host", "f64", "random")
        st = (StageRecord("run", "ok", run, provenance="measured"),)
        return CellRow(profile, key, {}, "", "done", "", 0.0, 1.0, "0", "22", "cpu", st)

    strict = row("strict", {"seconds": 1e-3, "samples": [1e-3] * 5, "represents_target": True})
    pts = {p.profile: p for p in an.points([strict, row("nsz", same_code_run_value())])}
    assert pts["nsz"].speedup == 1.0 and pts["nsz"].same_code and pts["nsz"].speedup_source == "measured"
    assert pts["nsz"].measured_s is None  # not timed: no time is invented for it


def test_worst_rows_say_what_is_known_about_strict_there():
    from fpsem.results.report import worst_rows

    def pt(prof, ulp, worst):
        return an.Point("k", prof, "host", "f64", "random", "done", "", False, (), None, None, 1.0, "measured", ulp,
                        None, "measured", 0, 0, 0, (), None, "", worst=worst)

    w = {"output": "y", "index": 3, "computed": 1.0, "reference": 1.5, "inputs": {"x": 2.0}, "ulp": 4.0}
    located = dict(w, ulp=7.0, strict_wrong=False, strict_exact=True, strict_computed=1.5, strict_ulp=0.0)
    rows, total = worst_rows([pt("strict", 4.0, w), pt("contract", 6.0, dict(w, ulp=6.0)),
                              pt("nsz", 9.0, dict(w, index=5, ulp=9.0)), pt("afn", 7.0, located),
                              pt("arcp", 4.0, dict(w)),  # as accurate as strict: no row
                              pt("fma", 0.0, None)])  # more accurate than strict: correctly rounded throughout
    there = {r[2]: r[-1] for r in rows}
    assert total == 5 and "arcp" not in there
    fma = next(r for r in rows if r[2] == "fma")
    assert fma[3] == "0" and fma[-2] == "every compared element correctly rounded"
    del there["fma"]
    assert there == {"strict": "(strict)", "afn": "correctly rounded: 1.5",
                     "contract": "also wrong: 1.0 (4 ulp, strict's own worst)",
                     "nsz": "not known (strict not run beside it)"}


def test_heatmap_cells_carry_the_interval_or_say_why_not():
    from fpsem.results.report import heat_speedup_text
    from fpsem.speed.speedup import CellSpeedup

    def pt(profile, sp):
        return an.Point("k", profile, "host", "f64", "random", "done", "", False, (), None, None, sp.ratio,
                        sp.source, 1, None, "measured", 0, 0, 0, (), None, "", speed=sp)

    sig = CellSpeedup(1.25, "measured", 1.2, 1.3, True, False, 0.02, "")
    ns = CellSpeedup(1.01, "measured", 0.99, 1.02, False, False, 0.02, "")
    same = CellSpeedup(1.0, "measured", 1.0, 1.0, False, True, 0.02, "")
    old = CellSpeedup(1.07, "measured", None, None, False, False, 0.02, "")
    mod = CellSpeedup(1.3, "modelled", None, None, True, False, 0.02, "")
    assert heat_speedup_text(1.25, pt("contract", sig)) == "1.25\n±4.2%"
    assert heat_speedup_text(1.01, pt("contract", ns)) == "(1.01)\n±2.0%"
    assert heat_speedup_text(1.0, pt("contract", same)) == "same"
    assert heat_speedup_text(1.0, pt("strict", same)) == "1.00"
    assert heat_speedup_text(1.07, pt("contract", old)) == "1.07?"
    assert heat_speedup_text(1.3, pt("contract", mod)) == "1.30*"


def test_worst_rows_use_strict_cells_inexact_map():

    import numpy as np

    from fpsem.accuracy.error_metrics import strict_wrong_at  # noqa: F401  (the decoder the report uses)
    from fpsem.results.report import worst_rows

    bitmap = {"y": base64.b64encode(np.packbits(np.array([0, 1, 0, 0, 1], dtype=bool)).tobytes()).decode()}

    def pt(prof, ulp, worst, bm=None):
        return an.Point("k", prof, "host", "f64", "random", "done", "", False, (), None, None, 1.0, "measured", ulp,
                        None, "measured", 0, 0, 0, (), None, "", worst=worst, inexact_bitmap=bm)

    w = {"output": "y", "index": 40, "position": 0, "computed": 1.0, "reference": 1.5, "inputs": {}, "ulp": 2.0}
    rows, _ = worst_rows([pt("strict", 2.0, w, bitmap), pt("contract", 6.0, dict(w, index=41, position=1, ulp=6.0)),
                          pt("nsz", 5.0, dict(w, index=42, position=2, ulp=5.0))])
    there = {r[2]: r[-1] for r in rows}
    assert there["contract"] == "also wrong (strict's cell)" and there["nsz"] == "correctly rounded (strict's cell)"


def test_kernel_verdicts_keep_what_changes_and_fold_the_rest(same_db):
    with open_store(same_db) as st:
        pts = [p for p in an.points(st.cells()) if p.inputs == "random"]
    by = {(v.kernel, v.target, v.precision): v for v in an.kernel_verdicts(pts)}
    assert by[("fir", "host", "f64")].notable and by[("fir", "host", "f64")].gains
    same = by[("dot", "host", "f64")]  # every profile compiles to strict's code
    assert not same.notable and not same.gains and not same.slower


def test_witness_counts_say_which_inputs_they_rest_on():
    assert an.witness_claim(0, ("random",)) == "0 on random inputs (special inputs not tried)"
    assert an.witness_claim(2, ("random", "special")) == "2 on random, special inputs"
    assert an.witness_claim(0, ()) == "0 (no outputs checked)"


def test_short_names_shorten_mangled_and_long_kernel_names():
    from fpsem.results.names import short_kernel_name, short_names

    assert short_kernel_name("fir") == "fir"
    assert short_kernel_name("z9saxpy_exppfs_fi") == "saxpy_exp"
    assert short_kernel_name("zn7mycrate6kernel17h0123456789abcdefe") == "kernel"
    assert short_kernel_name("fir [abc123]") == "fir [abc123]"
    long = "a_very_long_kernel_name_from_somewhere_else"
    assert len(short_kernel_name(long)) == 22 and "…" in short_kernel_name(long)
    # two names that would shorten alike keep their full names
    a, b = "z3foopf_one_long_tail_xx", "z3foopd_two_long_tail_yy"
    assert short_names([a, b]) == {a: a, b: b}


def test_progress_is_reported_through_the_callers_hook(small_db, tmp_path):
    from fpsem.core.progress import Recorder

    rec = Recorder()
    with open_store(small_db) as st:
        write_report(st, tmp_path / "r", progress=rec)
    starts = [e[1] for e in rec.events if e[0] == "start"]
    assert starts == ["report", "report figures"]
    adv = {d: sum(e[2] for e in rec.events if e[0] == "advance" and e[1] == d) for d in starts}
    assert adv["report figures"] == len(list((tmp_path / "r" / "figures").glob("*.png"))) + 1


def test_a_failed_report_leaves_the_previous_one_whole(small_db, tmp_path, monkeypatch):
    from fpsem.core.errors import UsageError
    from fpsem.results import vega

    out = tmp_path / "r"
    with open_store(small_db) as st:
        write_report(st, out)
    before = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}

    def boom(spec, scale=1.0):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(vega, "png", boom)
    with open_store(small_db) as st, pytest.raises(UsageError, match="No space left"):
        write_report(st, out)
    after = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert after == before and not [p for p in out.iterdir() if p.name.startswith(".")]


def test_a_report_failing_after_its_html_leaves_the_previous_one(small_db, tmp_path, monkeypatch):
    import fpsem.results.report as rep
    from fpsem.core.errors import UsageError

    out = tmp_path / "r"
    with open_store(small_db) as st:
        write_report(st, out)
    (out / "notes.txt").write_text("mine")  # a file of the user's own next to the report
    before = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}

    def full(doc):  # the disk fills while the markdown is written, after the figures and the html
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(rep, "to_markdown", full)
    with open_store(small_db) as st, pytest.raises(UsageError, match="No space left on device"):
        write_report(st, out)
    after = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert after == before and not list(tmp_path.glob(".*")) and not list(out.glob(".*"))


def test_an_address_space_limit_v8_would_die_of_is_a_one_line_error(small_db, tmp_path, monkeypatch):
    import resource

    from fpsem.core.errors import UsageError
    from fpsem.results import vega

    out = tmp_path / "r"
    with open_store(small_db) as st:
        write_report(st, out)
    before = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    # ulimit -v 8 GiB: vl-convert's V8 would abort the process (SIGTRAP) reserving its heap cage
    monkeypatch.setattr(resource, "getrlimit", lambda which: (8 << 30, resource.RLIM_INFINITY))
    with open_store(small_db) as st, pytest.raises(UsageError, match=r"address space.*8 GiB \(ulimit -v\)"):
        write_report(st, out)
    after = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert after == before and not [p for p in out.iterdir() if p.name.startswith(".")]
    monkeypatch.setattr(resource, "getrlimit", lambda which: (vega.V8_ADDRESS_SPACE, resource.RLIM_INFINITY))
    vega.check_address_space()  # at the measured bound: allowed
