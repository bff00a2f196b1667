"""The package's layers: every import, function-level ones included, points down the stack, never up.

The floors, bottom to top (``fpsem/__init__.py`` says what each holds).  A module may import from its
own floor and from the floors below; ``kernels.importer`` sits above the rest of ``kernels`` (it writes
kernels); the package root and ``__main__`` sit on top.  The cycle check (module level, function-level
imports included) is ``tests/test_identity.py::test_the_package_imports_without_a_cycle``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("core", "floats", "ir", "fastmath", "kernels", "kernels.importer", "compiler", "runners", "speed",
          "accuracy", "search", "results", "sweep", "api", "cli")


def _modules() -> dict[str, Path]:
    mods = {}
    for p in (ROOT / "fpsem").rglob("*.py"):
        rel = p.relative_to(ROOT)
        if "_data" in rel.parts:
            continue
        name = ".".join(rel.with_suffix("").parts)
        mods[name.removesuffix(".__init__")] = p
    return mods


def layer_of(module: str) -> int:
    rest = module.removeprefix("fpsem").lstrip(".")
    if rest.startswith("kernels.importer"):
        return LAYERS.index("kernels.importer")
    top = rest.split(".")[0]
    if top in ("", "__main__"):
        return len(LAYERS)
    assert top in LAYERS, f"fpsem.{top} is on no floor: add it to LAYERS and to fpsem/__init__.py's picture"
    return LAYERS.index(top)


def imports_of(path: Path, mods: dict[str, Path]) -> list[tuple[str, int]]:
    """(imported fpsem module, line) for every import statement in the file, at any depth."""
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            assert node.level == 0, f"{path}:{node.lineno}: relative import (fpsem uses absolute imports)"
            if node.module and node.module.split(".")[0] == "fpsem":
                for a in node.names:
                    full = f"{node.module}.{a.name}"
                    out.append((full if full in mods else node.module, node.lineno))
        elif isinstance(node, ast.Import):
            out += [(a.name, node.lineno) for a in node.names if a.name.split(".")[0] == "fpsem"]
    return out


@pytest.mark.slow
def test_every_import_points_down_the_stack():
    mods = _modules()
    upward = []
    for name, path in sorted(mods.items()):
        for target, line in imports_of(path, mods):
            if target != "fpsem" and layer_of(target) > layer_of(name):
                upward.append(f"{path.relative_to(ROOT)}:{line}: {name} imports {target}")
    assert not upward, "imports pointing up the layers:\n" + "\n".join(upward)


def test_every_subpackage_is_a_floor():
    tops = {p.name for p in (ROOT / "fpsem").iterdir() if p.is_dir() and (p / "__init__.py").is_file()}
    assert tops <= set(LAYERS), f"sub-packages on no floor: {sorted(tops - set(LAYERS))}"


@pytest.mark.parametrize("low,high", [("core", "cli"), ("ir", "compiler"), ("kernels", "kernels.importer")])
def test_the_order_is_the_documented_one(low, high):
    assert LAYERS.index(low) < LAYERS.index(high)
