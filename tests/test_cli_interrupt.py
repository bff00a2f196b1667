"""Ctrl-C that strikes inside a finaliser (llvmlite disposing of a module) still stops the command with its one
line and exit code 130, instead of Python printing it as an ignored exception and going on (found by the hostile
input run: an interrupted import of 1000 FPCores printed a KeyboardInterrupt traceback from
``ModuleRef._dispose``)."""

from __future__ import annotations

import sys
import time

import pytest

import fpsem.cli as cli


class _DisposedOnInterrupt:
    """An object whose finaliser is where the interrupt lands."""

    def __del__(self) -> None:
        raise KeyboardInterrupt


def _interrupted_in_a_finaliser() -> None:
    x = _DisposedOnInterrupt()
    del x  # the finaliser raises: Python hands the exception to sys.unraisablehook
    for _ in range(2000):  # the command would go on; the interrupt must reach it here
        time.sleep(0.001)


def test_an_interrupt_inside_a_finaliser_stops_the_command(monkeypatch, capsys):
    before = sys.unraisablehook
    monkeypatch.setattr(cli, "check_overrides", _interrupted_in_a_finaliser)
    assert cli.main(["targets"]) == 130
    err = capsys.readouterr().err
    assert err.strip() == "fpsem: interrupted"
    assert "Traceback" not in err and "Exception ignored" not in err
    sys.unraisablehook = before


def test_the_hook_is_put_back_after_a_command_and_other_errors_go_to_python(monkeypatch):
    before = sys.unraisablehook
    assert cli.main(["targets"]) == 0
    assert sys.unraisablehook is before
    seen = []
    monkeypatch.setattr(sys, "__unraisablehook__", seen.append)
    cli._interrupt_from_finaliser(type("U", (), {"exc_value": ValueError("x")})())
    assert len(seen) == 1
    with pytest.raises(KeyboardInterrupt):
        cli._interrupt_from_finaliser(type("U", (), {"exc_value": KeyboardInterrupt()})())
        for _ in range(2000):
            time.sleep(0.001)
