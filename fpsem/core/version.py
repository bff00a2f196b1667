"""fpsem's version, from one place: the package metadata (``version`` in pyproject.toml).

A module of its own so that any module can name the version without importing the ``fpsem``
package's ``__init__`` (which re-exports the public API and so imports much).
"""

from __future__ import annotations

import importlib.metadata
import tomllib
from pathlib import Path


def package_version() -> str:
    """The installed distribution's version; from a source tree that was never installed, pyproject.toml's."""
    try:
        return importlib.metadata.version("fpsem")
    except importlib.metadata.PackageNotFoundError:
        pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
        try:
            return str(tomllib.loads(pyproject.read_text())["project"]["version"])
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "0+unknown"


__version__: str = package_version()
