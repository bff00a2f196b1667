"""Reading fpsem's TOML data files (profiles, kernel specs, the target registry) with one error policy."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from .errors import FpsemError


def read_toml(path: Path, error: type[FpsemError], label: str, missing: str) -> dict[str, Any]:
    """The parsed file; a missing, unreadable or malformed file raises ``error`` with one line.

    ``label`` names the file in messages (e.g. ``profile x.toml``); ``missing`` is the
    whole message for a file that does not exist.
    """
    try:
        text = path.read_text()
    except FileNotFoundError:
        raise error(missing) from None
    except (OSError, UnicodeDecodeError) as e:  # a directory, no permission, binary data
        raise error(f"{label}: cannot read: {e}") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise error(f"{label}: malformed TOML: {e}") from None
