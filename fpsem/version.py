"""fpsem's version, from one place: the installed package's metadata (pyproject.toml's ``version``).

A module of its own so that any module can name the version without importing the
``fpsem`` package's ``__init__`` (which re-exports the public API and so imports much).
"""

from __future__ import annotations

from importlib import metadata

try:
    __version__ = metadata.version("fpsem")
except metadata.PackageNotFoundError:  # a source tree that was never installed
    __version__ = "0+unknown"
