"""The sweep framework: cells and ids, the stage pipeline's rules, the local executor, resume, CLI names."""

from __future__ import annotations

import faulthandler
import os
import time
from dataclasses import dataclass

import pytest

from fpsem.results.store import CellKey, open_store
from fpsem.sweep.driver import Versions, run_sweep
from fpsem.sweep.gpuslot import GpuSlot, gpu_turn
from fpsem.sweep.local import LocalExecutor
from fpsem.sweep.pipeline import CellContext, Pipeline, Skip, Stage, StageOutput, run_cell
from fpsem.sweep.plan import Axes, Cell, SweepConfig, cell_id, make_cells, pending

VERSIONS = Versions("0.1.0", "22.1.0", "testhost")


# ---------------------------------------------------------------- toy stages (module level: workers import them)


@dataclass
class ToyState:
    """The toy pipeline's typed per-cell state."""

    n: int = 0


def load(ctx: CellContext) -> StageOutput:
    ctx.state.n = len(ctx.cell.key.kernel)
    return StageOutput({"kernel": ctx.cell.key.kernel}, "static")


def work(ctx: CellContext) -> StageOutput:
    k = ctx.cell.key.kernel
    if k == "broken":
        raise RuntimeError("stage exploded")
    if k == "abort":
        faulthandler.disable()  # keep pytest's fault handler from dumping this worker's stack
        os.abort()  # what an LLVM fatal error does to the process
    if k == "slow":
        time.sleep(30)
    return StageOutput({"twice": 2 * ctx.state.n}, "measured", device="toy-cpu")


def not_here(ctx: CellContext) -> StageOutput:
    raise Skip("no such device here")


def after(ctx: CellContext) -> StageOutput:
    return StageOutput({"ok": True})


TOY = Pipeline((Stage("load", load), Stage("work", work, ("load",)), Stage("gpu", not_here),
                Stage("after", after, ("work",))), ToyState)


def cells_of(kernels, profiles=("strict", "contract"), gpu=lambda k: False) -> list[Cell]:
    return make_cells(Axes(kernels, profiles, ["host"], ["f64"], ["random"]), SweepConfig(),
                      lambda k: {"kernel": k.kernel}, gpu)


# ---------------------------------------------------------------- plan


def test_cell_ids_are_stable_and_depend_on_coordinates_and_settings():
    k = CellKey("fir", "strict", "host", "f64", "random")
    assert cell_id(k, SweepConfig()) == cell_id(CellKey("fir", "strict", "host", "f64", "random"), SweepConfig())
    assert cell_id(k, SweepConfig()) != cell_id(CellKey("fir", "contract", "host", "f64", "random"), SweepConfig())
    assert cell_id(k, SweepConfig()) != cell_id(k, SweepConfig(size="small"))
    assert cell_id(k, SweepConfig(runners=("host", "model"))) == cell_id(k, SweepConfig(runners=("model", "host")))
    # content identity: the same names with other content are another cell
    assert cell_id(k, SweepConfig(), {"kernel": "aaa"}) != cell_id(k, SweepConfig(), {"kernel": "bbb"})


def test_axes_skip_precisions_a_kernel_lacks_and_keep_reference_sharing_cells_together():
    axes = Axes(["a", "b"], ["strict", "fast"], ["host", "h100"], ["f64", "f32"], ["random"], {"b": ("f64",)})
    keys = axes.keys()
    assert len(keys) == 2 * 2 * 2 + 1 * 2 * 2
    assert not any(k.kernel == "b" and k.precision == "f32" for k in keys)
    # cells of one (kernel, precision, inputs) are contiguous: the reference is computed once
    groups = [(k.kernel, k.precision, k.inputs) for k in keys]
    assert groups == sorted(groups, key=groups.index)


def test_pending_skips_finished_cells_unless_forced_or_changed():
    cs = cells_of(["a", "b", "c"], ["strict"])
    a, b, c = cs
    completed = {a.id: ("done", a.fingerprint), b.id: ("failed", b.fingerprint), c.id: ("done", "other-fingerprint")}
    assert pending(cs, completed) == [c]
    assert pending(cs, completed, retry_failed=True) == [b, c]
    assert pending(cs, completed, force=True) == cs
    assert pending(cs, {}) == cs


# ---------------------------------------------------------------- pipeline rules


def test_pipeline_records_skips_failures_and_dependent_skips():
    events = []
    (cell,) = cells_of(["broken"], ["strict"])
    recs = run_cell(cell, TOY.stages, events.append, state=ToyState())
    got = {r.stage: (r.status, r.message) for r in recs}
    assert got["load"] == ("ok", "")
    assert got["work"] == ("failed", "RuntimeError: stage exploded")
    assert got["gpu"] == ("skipped", "no such device here")
    assert got["after"] == ("skipped", "needs work failed")
    assert [e["kind"] for e in events] == ["begin", "stage"] * 4 + ["cell"]
    assert events[-1]["status"] == "failed" and events[-1]["message"] == "work: RuntimeError: stage exploded"
    assert [r.seq for r in recs] == [0, 1, 2, 3]


def test_pipeline_passes_artifacts_and_succeeds():
    (cell,) = cells_of(["fir"], ["strict"])
    events = []
    recs = run_cell(cell, TOY.stages, events.append, state=ToyState())
    assert recs[1].value == {"twice": 6} and recs[1].provenance == "measured" and recs[1].device == "toy-cpu"
    assert events[-1]["status"] == "done"


def test_stage_values_are_made_plain_python_for_json_and_dask():
    import json

    import numpy as np

    from fpsem.sweep.pipeline import plain

    v = plain({"n": np.int64(3), "x": np.float32(0.5), "ok": np.bool_(True), "a": np.arange(3), "t": (1, 2)})
    assert v == {"n": 3, "x": 0.5, "ok": True, "a": [0, 1, 2], "t": [1, 2]}
    assert type(v["n"]) is int and type(v["ok"]) is bool
    json.dumps(v)


# ---------------------------------------------------------------- local executor


def _sweep(tmp_path, cells, executor, **kw):
    st = open_store(tmp_path / "s.sqlite", create=True)
    summary = run_sweep(cells, st, executor, TOY, VERSIONS, **kw)
    return st, summary


def test_failing_and_crashing_cells_are_stored_as_failed_and_the_sweep_continues(tmp_path):
    cells = cells_of(["fir", "broken", "abort", "dot"])
    st, summary = _sweep(tmp_path, cells, LocalExecutor(jobs=2))
    with st:
        assert summary.done == 4 and len(summary.failed) == 4
        by = {(c.key.kernel, c.key.profile): c for c in st.cells()}
        assert len(by) == 8
        broken = by[("broken", "strict")]
        assert broken.status == "failed" and broken.message == "work: RuntimeError: stage exploded"
        assert [s.status for s in broken.stages] == ["ok", "failed", "skipped", "skipped"]
        crashed = by[("abort", "contract")]
        assert crashed.status == "failed" and "SIGABRT" in crashed.message
        assert [(s.stage, s.status) for s in crashed.stages] == [("load", "ok"), ("work", "failed")]
        good = by[("dot", "contract")]
        assert good.status == "done" and good.stage("work").value == {"twice": 6}
        assert good.stage("work").device == "toy-cpu" and good.stage("load").device == "testhost"
        assert all(c.tool_version == "0.1.0" and c.llvm_version == "22.1.0" for c in by.values())


@pytest.mark.slow
def test_a_cell_past_the_time_limit_is_stopped_and_stored_as_failed(tmp_path):
    cells = cells_of(["slow", "fir"], ["strict"])
    t0 = time.monotonic()
    st, summary = _sweep(tmp_path, cells, LocalExecutor(jobs=1, timeout_s=1.0))
    with st:
        assert time.monotonic() - t0 < 20
        by = {c.key.kernel: c for c in st.cells()}
        assert by["slow"].status == "failed" and "timed out after 1 s in stage work" in by["slow"].message
        assert by["fir"].status == "done"


@pytest.mark.slow
def test_rerun_skips_finished_cells_and_force_recomputes(tmp_path):
    cells = cells_of(["fir", "broken"])
    st, first = _sweep(tmp_path, cells, LocalExecutor(jobs=2))
    with st:
        started = {c.cell_id: c.started for c in st.cells()}
        again = run_sweep(cells, st, LocalExecutor(jobs=2), TOY, VERSIONS)
        assert (again.skipped, again.ran) == (4, 0)
        assert {c.cell_id: c.started for c in st.cells()} == started
        retried = run_sweep(cells, st, LocalExecutor(jobs=2), TOY, VERSIONS, retry_failed=True)
        assert retried.ran == 2 and retried.skipped == 2
        forced = run_sweep(cells, st, LocalExecutor(jobs=2), TOY, VERSIONS, force=True)
        assert forced.ran == 4
        assert all(c.started > started[c.cell_id] for c in st.cells())


def test_gpu_cells_run_with_a_gpu_slot_or_fail_without_a_gpu(tmp_path):
    cells = cells_of(["fir", "dot"], ["strict"], gpu=lambda k: k.kernel == "dot")
    st, summary = _sweep(tmp_path, cells, LocalExecutor(jobs=1, gpus=0))
    with st:
        by = {c.key.kernel: c for c in st.cells()}
        assert by["fir"].status == "done"
        assert by["dot"].status == "failed" and "no GPU available" in by["dot"].message
    st2 = open_store(tmp_path / "lane.sqlite", create=True)
    with st2:
        run_sweep(cells, st2, LocalExecutor(jobs=2, gpus=1), TOY, VERSIONS)
        assert {c.key.kernel: c.status for c in st2.cells()} == {"fir": "done", "dot": "done"}


def test_gpu_turn_is_exclusive_and_released_by_a_dying_holder(tmp_path):
    import fcntl
    import multiprocessing as mp

    slot = GpuSlot(0, str(tmp_path / "gpu0.lock"))

    def busy() -> bool:
        fd = os.open(slot.lock_path, os.O_RDWR | os.O_CREAT)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return False
        except BlockingIOError:
            return True
        finally:
            os.close(fd)

    with gpu_turn(slot):
        assert busy()
    assert not busy()
    ctx = mp.get_context("fork")
    ready, release = ctx.Event(), ctx.Event()
    holder = ctx.Process(target=_hold_and_die, args=(slot, ready, release))
    holder.start()
    assert ready.wait(10) and busy()
    release.set()  # only now may the holder die (it used to abort before busy() looked: a race)
    holder.join(10)
    assert holder.exitcode == -6 and not busy()  # killed while holding it: the GPU is free again


def _hold_and_die(slot, ready, release) -> None:
    with gpu_turn(slot):
        ready.set()
        release.wait(10)
        faulthandler.disable()
        os.abort()


# ---------------------------------------------------------------- CLI: names and defaults


@pytest.mark.parametrize("flag,name,known", [
    ("--kernels", "nosuchkernel", "fir"),
    ("--profiles", "nosuchprofile", "algebraic"),
    ("--targets", "nosuchtarget", "h100"),
    ("--precisions", "f16", "f64"),
    ("--inputs", "weird", "special"),
    ("--runners", "opencl", "cuda"),
])
@pytest.mark.slow
def test_unknown_names_list_the_valid_ones(cli, tmp_path, flag, name, known):
    r = cli("sweep", "--db", tmp_path / "s.sqlite", flag, name, "--dry-run")
    assert r.code == 2
    line = r.err.strip()
    assert "\n" not in line and name in line and "known:" in line and known in line
    assert not (tmp_path / "s.sqlite").exists()


def test_default_profiles_are_the_safe_ones_and_fast_needs_allow_ub(cli, tmp_path):
    db = tmp_path / "s.sqlite"
    r = cli("sweep", "--db", db, "--kernels", "fir", "--targets", "host", "--precisions", "f64", "--dry-run")
    assert r.code == 0, r.err
    from fpsem.fastmath.profiles import load_builtin_profiles

    safe = [p for p in load_builtin_profiles() if not p.ub_capable]
    assert f"{len(safe)} profiles" in r.out
    r = cli("sweep", "--db", db, "--kernels", "fir", "--targets", "host", "--precisions", "f64", "--allow-ub",
            "--dry-run")
    assert f"{len(safe) + 1} profiles" in r.out
    r = cli("sweep", "--db", db, "--kernels", "fir", "--profiles", "fast", "--dry-run")
    assert r.code == 3 and "--allow-ub" in r.err


def test_size_set_a_kernel_lacks_is_refused(cli, tmp_path):
    r = cli("sweep", "--db", tmp_path / "s.sqlite", "--kernels", "fir", "--size", "enormous", "--dry-run")
    assert r.code == 2 and "no size set 'enormous'" in r.err and "default" in r.err
