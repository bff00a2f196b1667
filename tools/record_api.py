"""Re-record tests/data/api_signatures.json after a deliberate change of the public API (and a version bump)."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from test_api import SIGNATURES, _current_api  # noqa: E402

import fpsem  # noqa: E402

SIGNATURES.write_text(json.dumps({"version": fpsem.__version__, "api": _current_api()}, indent=1, sort_keys=True) + "\n")
print(f"recorded {len(_current_api())} names for fpsem {fpsem.__version__} in {SIGNATURES}")
