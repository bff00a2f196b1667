"""The target registry (fpsem.compiler.targets) and ``fpsem targets``."""

from __future__ import annotations

import json
import tomllib

import pytest

from fpsem.compiler.targets import load_targets, parse_target, registry_path, resolve_target, resolve_targets
from fpsem.core.errors import UsageError
from fpsem.ir.binding import MachineSpec

HOST = MachineSpec("x86_64-unknown-linux-gnu", "testcpu", "+avx2")


def test_registry_has_the_study_targets_with_their_isas():
    reg = load_targets(host=HOST)
    assert {"a2000", "h100", "h200", "mi250x", "host"} <= set(reg)
    assert (reg["a2000"].triple, reg["a2000"].cpu) == ("nvptx64-nvidia-cuda", "sm_86")
    assert (reg["h100"].cpu, reg["h200"].cpu) == ("sm_90", "sm_90")
    assert (reg["mi250x"].triple, reg["mi250x"].cpu) == ("amdgcn-amd-amdhsa", "gfx90a")
    assert reg["h100"].machine == reg["h200"].machine  # same machine code, shared cache entries


def test_figures_match_hardware_md_and_say_their_source():
    reg = load_targets(host=HOST)
    a2000 = reg["a2000"]
    assert a2000.figure("fp64_tflops").value == 0.125
    assert a2000.figure("fp32_tflops").value == 8.0
    assert a2000.figure("bandwidth_gbs").value == 288.0
    assert a2000.units == 26
    assert reg["mi250x"].figure("fp64_tflops").value == reg["mi250x"].figure("fp32_tflops").value == 23.9
    assert reg["h100"].figure("bandwidth_gbs").source == "datasheet"
    bw = reg["h200"].figure("bandwidth_gbs")
    # fitted to the calibration copies (fpsem.speed.calibrate), within 10 % of the datasheet it replaces
    assert bw.source == "fitted" and bw.datasheet == 4800.0 and abs(bw.value / 4800.0 - 1) < 0.1
    for t in reg.values():
        for f in t.figures.values():
            assert f.source in ("datasheet", "paper", "measured", "fitted", "architecture", "assumed")


def test_host_native_fields_resolve_to_this_machine():
    host = load_targets(host=HOST)["host"]
    assert (host.triple, host.cpu, host.features) == (HOST.triple, HOST.cpu, HOST.features)
    assert host.kind == "host" and not host.is_gpu
    assert host.figures == {}
    assert host.machine.reloc == "pic"


def test_adding_a_target_is_a_registry_entry(tmp_path):
    text = registry_path().read_text() + """
[mi300x]
description = "AMD MI300X"
kind = "amdgpu"
triple = "amdgcn-amd-amdhsa"
cpu = "gfx942"
units = 304
unit_name = "CU"
[mi300x.figures]
fp64_tflops = { value = 81.7, source = "datasheet" }
"""
    p = tmp_path / "targets.toml"
    p.write_text(text)
    t = load_targets(p, host=HOST)["mi300x"]
    assert (t.cpu, t.units, t.figure("fp64_tflops").value) == ("gfx942", 304, 81.7)


@pytest.mark.parametrize(
    "patch, message",
    [
        ({"kind": "fpga"}, "kind must be one of"),
        ({"figures": {"fp64_tflops": 3.0}}, "needs a source"),
        ({"figures": {"fp64_tflops": {"value": 3.0, "source": "guess"}}}, "source must be one of"),
        ({"figures": {"flux": {"value": 3.0, "source": "datasheet"}}}, "unknown figure"),
        ({"colour": "red"}, "unknown key"),
    ],
)
def test_malformed_entries_are_one_line_errors(patch, message):
    base = tomllib.loads(registry_path().read_text())["a2000"]
    with pytest.raises(UsageError, match=message):
        parse_target("a2000", {**base, **patch}, HOST)


def test_resolve_lists_all_and_unknown_names():
    reg = load_targets(host=HOST)
    assert [t.name for t in resolve_targets("a2000, mi250x", reg)] == ["a2000", "mi250x"]
    assert [t.name for t in resolve_targets("all", reg)] == list(reg)
    with pytest.raises(UsageError, match="unknown target 'h300'.*known: a2000"):
        resolve_target("h300", reg)


def test_cli_targets_table_and_json(cli):
    r = cli("targets")
    assert r.code == 0
    assert "sm_86" in r.out and "gfx90a" in r.out and "[meas]" in r.out
    r = cli("targets", "--json")
    data = json.loads(r.out)
    h200 = next(t for t in data if t["name"] == "h200")
    bw = h200["figures"]["bandwidth_gbs"]
    assert bw["source"] == "fitted" and bw["device"] == "NVIDIA H200" and bw["date"] and bw["command"]
    assert "[fit]" in cli("targets").out


def test_fitted_figures_must_say_when_where_and_how():
    base = {"description": "d", "kind": "nvptx", "triple": "nvptx64-nvidia-cuda", "cpu": "sm_90", "units": 1}
    with pytest.raises(UsageError, match="launch_us is fitted: say when and on which device"):
        parse_target("t", {**base, "figures": {"launch_us": {"value": 2.0, "source": "fitted"}}})
    t = parse_target("t", {**base, "figures": {"launch_us": {
        "value": 2.0, "source": "fitted", "date": "2026-12-03", "device": "NVIDIA H200", "command": "calibrate"}}})
    f = t.figure("launch_us")
    assert (f.source, f.date, f.device) == ("fitted", "2026-12-03", "NVIDIA H200")
    assert t.summary()["figures"]["launch_us"]["command"] == "calibrate"


def test_model_figures_of_the_registry_say_their_source():
    for t in load_targets(host=HOST).values():
        for name, f in t.figures.items():
            assert f.source in ("datasheet", "paper", "measured", "fitted", "architecture", "assumed"), (t.name, name)
            assert f.tag in ("ds", "paper", "meas", "fit", "assumed"), (t.name, name)
            if f.source == "assumed":
                assert "ASSUMED" in f.note and "measure" in f.note, (t.name, name)  # says so, and what will replace it
            if f.source == "fitted":
                assert f.date and f.device and f.command, (t.name, name)
            if f.source in ("datasheet", "paper", "architecture"):
                assert f.cite, (t.name, name)  # every published figure says where it was published


def test_published_figures_must_cite_and_print_their_label(cli):
    base = {"description": "d", "kind": "nvptx", "triple": "nvptx64-nvidia-cuda", "cpu": "sm_90", "units": 1}
    with pytest.raises(UsageError, match="l2_gbs is a published figure: cite"):
        parse_target("t", {**base, "figures": {"l2_gbs": {"value": 9800.0, "source": "paper"}}})
    t = parse_target("t", {**base, "figures": {"l2_gbs": {"value": 9800.0, "source": "paper", "cite": "a study"}}})
    assert t.figure("l2_gbs").label(" GB/s") == "9800 GB/s [paper]"
    assert t.summary()["figures"]["l2_gbs"] == {"value": 9800.0, "source": "paper", "label": "paper", "cite": "a study"}
    reg = load_targets(host=HOST)
    # the uncalibrated targets' memory figures come from published measurements
    for name in ("a2000", "mi250x"):
        assert reg[name].figure("l2_gbs").tag == "paper" and reg[name].figure("l1_latency_ns").tag == "paper"
