"""Reading fpsem's TOML data files (profiles, kernel specs, the target registry) with one error policy."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from fpsem.core.errors import FpsemError
from fpsem.core.limits import read_input_text


def read_toml(path: Path, error: type[FpsemError], label: str, missing: str) -> dict[str, Any]:
    """The parsed file; a missing, unreadable, special (FIFO, device), oversized or malformed file
    raises ``error`` with one line.

    ``label`` names the file in messages (e.g. ``profile x.toml``); ``missing`` is the
    whole message for a file that does not exist.
    """
    if not Path(path).exists() and not Path(path).is_symlink():
        raise error(missing)
    try:
        text = read_input_text(Path(path), "a TOML file", error)
    except error as e:
        msg = str(e)
        raise error(f"{label}: {msg[len(str(path)) + 2:] if msg.startswith(f'{path}: ') else msg}") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise error(f"{label}: malformed TOML: {e}") from None
    except RecursionError:  # tomllib recurses once per nesting level
        raise error(f"{label}: malformed TOML: nested too deeply") from None
    except ValueError as e:  # an integer past Python's 4300-digit conversion limit, which tomllib does not catch
        raise error(f"{label}: malformed TOML: {str(e).split(';')[0]}") from None
