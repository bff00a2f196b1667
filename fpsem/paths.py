"""Where fpsem finds its data directories (kernels/, flag_profiles/, accuracy/) and its cache.

The data lives at the repository's top level so that adding a kernel or a
profile is adding a file.  ``FPSEM_HOME`` overrides the root (for an
installed copy); ``FPSEM_CACHE`` overrides the cache directory.
"""

from __future__ import annotations

import os
from pathlib import Path


def project_root() -> Path:
    env = os.environ.get("FPSEM_HOME")
    return Path(env) if env else Path(__file__).resolve().parent.parent


def profiles_dir() -> Path:
    return project_root() / "flag_profiles"


def kernels_dir() -> Path:
    return project_root() / "kernels"


def accuracy_dir() -> Path:
    return project_root() / "accuracy"


def data_dir() -> Path:
    return Path(__file__).resolve().parent / "data"


def cache_dir() -> Path:
    env = os.environ.get("FPSEM_CACHE")
    return Path(env) if env else project_root() / ".fpsem-cache"
