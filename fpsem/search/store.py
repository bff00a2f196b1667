"""The search store: evaluations and runs of ``fpsem bisect`` / ``fpsem tune`` (one small SQLite file).

It lives beside the results database (``out/sweep.sqlite`` -> ``out/sweep.search.sqlite``),
so ``fpsem report --db out/sweep.sqlite`` finds the searches run against it.

Tables
  ``evaluations``  key (a hash of the variant's content key and what was measured) ->
                   the measurement (JSON), the variant's label, when;
  ``runs``         key (a hash of everything a search depends on) -> kind (bisect | tune),
                   its request (JSON), its steps so far (JSON list), its result (JSON or
                   NULL while running), when.

Every write is its own committed transaction in WAL mode, so a search killed with
``kill -9`` loses at most the evaluation it was running; run again, it re-reads every
stored evaluation instead of repeating it (the search is deterministic, so it asks for
the same variants in the same order).  A file that is not this store is refused.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from fpsem.core.errors import StoreError

APPLICATION_ID = 0x66707373  # "fpss"


def search_store_path(results_db: Path) -> Path:
    """Where the search store of a results database lives."""
    return results_db.with_name(results_db.stem + ".search.sqlite")


class SearchStore:
    """Evaluations and runs, committed one row at a time (see the module docstring)."""

    def __init__(self, path: Path, readonly: bool = False) -> None:
        self.path = path
        try:
            if readonly:
                self._db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                self._db = sqlite3.connect(str(path), isolation_level=None, timeout=30)
            app = self._db.execute("PRAGMA application_id").fetchone()[0]
            tables = {r[0] for r in self._db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if app not in (0, APPLICATION_ID) or (app == 0 and tables):
                raise StoreError(f"{path} is not an fpsem search store (application id {app:#x}); refusing it")
            if not readonly and app == 0:
                self._db.execute("PRAGMA journal_mode=WAL")
                self._db.execute(f"PRAGMA application_id={APPLICATION_ID}")
                self._db.execute("CREATE TABLE evaluations (key TEXT PRIMARY KEY, label TEXT, value TEXT, t REAL)")
                self._db.execute("CREATE TABLE runs (key TEXT PRIMARY KEY, kind TEXT, request TEXT, steps TEXT, "
                                 "result TEXT, t REAL)")
        except sqlite3.DatabaseError as e:
            raise StoreError(f"cannot use search store {path}: {e}") from None
        except OSError as e:
            raise StoreError(f"cannot create search store {path}: {e.strerror or e}") from None

    def close(self) -> None:
        self._db.close()

    def get(self, key: str) -> dict[str, Any] | None:
        """A stored measurement, or None."""
        row = self._db.execute("SELECT value FROM evaluations WHERE key=?", (key,)).fetchone()
        return json.loads(row[0]) if row else None

    def put(self, key: str, label: str, value: Mapping[str, Any]) -> None:
        self._db.execute("INSERT OR REPLACE INTO evaluations VALUES (?,?,?,?)",
                         (key, label, json.dumps(value, default=str), time.time()))

    def start_run(self, key: str, kind: str, request: Mapping[str, Any]) -> None:
        """Record a run (or restart one of the same key: its steps begin again, its evaluations stay)."""
        self._db.execute("INSERT OR REPLACE INTO runs VALUES (?,?,?,?,?,?)",
                         (key, kind, json.dumps(request, default=str), "[]", None, time.time()))

    def set_steps(self, key: str, steps: Sequence[Mapping[str, Any]]) -> None:
        self._db.execute("UPDATE runs SET steps=?, t=? WHERE key=?", (json.dumps(steps, default=str), time.time(), key))

    def finish_run(self, key: str, result: Mapping[str, Any]) -> None:
        self._db.execute("UPDATE runs SET result=?, t=? WHERE key=?", (json.dumps(result, default=str), time.time(), key))

    def runs(self) -> list[dict[str, Any]]:
        """Every run, oldest first: kind, request, steps and result (None while unfinished)."""
        out = []
        for key, kind, req, steps, res, t in self._db.execute("SELECT * FROM runs ORDER BY t"):
            out.append({"key": key, "kind": kind, "request": json.loads(req), "steps": json.loads(steps),
                        "result": json.loads(res) if res else None, "time": t})
        return out
