"""The results store: one SQLite file, one row per sweep cell and one row per stage result.

Durability: the database runs in WAL mode and every row is its own committed
transaction, so a process killed with ``kill -9`` loses at most the row it was
writing; SQLite replays the write-ahead log on the next open.  (``synchronous =
NORMAL``: a power loss may drop the last commits but never corrupts the file.)

Identity: the file carries ``PRAGMA application_id`` = ``APPLICATION_ID`` and a
``meta`` table with ``schema_version``.  A file that is not SQLite, is SQLite of
something else, is damaged, or was written by a newer schema is refused with a
one-line :class:`~fpsem.core.errors.StoreError` and never written to.

One writer: a sweep holds an exclusive lock (``flock`` on ``<db>.lock``) for as
long as it has the database open; a second sweep on the same file is refused at
once, naming the holder.  A cell becomes ``done`` only in the transaction that
sees every stage of its pipeline stored; a ``done`` cell missing a stage is not
``completed`` and runs again on resume.

Refused means untouched: the file's header (magic, ``application_id``) is read
before SQLite opens it, so SQLite never replays or checkpoints another program's
write-ahead log.  Readers (report, export) open with SQLite's read-only URI and
never write, checkpoint or delete ``-wal``/``-shm``; in a read-only folder where
SQLite cannot set up its shared-memory index they read the main file as
immutable, with a note that a pending log was not read.  A sweep refuses a
read-only database or folder up front.

Tables
  ``cells``          kernel, profile, target, precision, inputs, the sweep config that
                     shapes the result, a fingerprint of the inputs (kernel files, profile),
                     ``kernel_hash`` (short content hash of the kernel's spec and IR) and
                     ``identity`` (JSON: the content hashes the cell id is made of),
                     status ``running | done | failed``, message, times, versions, device;
  ``stage_results``  (cell_id, stage) -> status ``ok | failed | skipped``, JSON value,
                     message, provenance (``measured | modelled | emulated | static``),
                     tool version, LLVM version, device, start time and duration.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import logging
import os
import sqlite3
import time
import urllib.parse
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fpsem.core.errors import StoreError
from fpsem.core.limits import regular_file_stat

logger = logging.getLogger(__name__)

APPLICATION_ID = 0x66707365  # "fpse"
SCHEMA_VERSION = 2  # 2: cells.kernel_hash and cells.identity
APPLICATION_NAME = "fpsem-results"
SQLITE_MAGIC = b"SQLite format 3\x00"

CELL_STATUSES = ("running", "done", "failed")
STAGE_STATUSES = ("ok", "failed", "skipped")

_SCHEMA = f"""
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE cells (
    cell_id      TEXT PRIMARY KEY,
    kernel       TEXT NOT NULL,
    profile      TEXT NOT NULL,
    target       TEXT NOT NULL,
    precision    TEXT NOT NULL,
    inputs       TEXT NOT NULL,
    config       TEXT NOT NULL,
    fingerprint  TEXT NOT NULL,
    status       TEXT NOT NULL CHECK (status IN {CELL_STATUSES}),
    message      TEXT NOT NULL DEFAULT '',
    started      REAL NOT NULL,
    finished     REAL,
    tool_version TEXT NOT NULL,
    llvm_version TEXT NOT NULL,
    device       TEXT NOT NULL DEFAULT '',
    kernel_hash  TEXT NOT NULL DEFAULT '',
    identity     TEXT NOT NULL DEFAULT '{{}}'
);
CREATE TABLE stage_results (
    cell_id      TEXT NOT NULL REFERENCES cells(cell_id) ON DELETE CASCADE,
    stage        TEXT NOT NULL,
    seq          INTEGER NOT NULL,
    status       TEXT NOT NULL CHECK (status IN {STAGE_STATUSES}),
    value        TEXT NOT NULL,
    message      TEXT NOT NULL DEFAULT '',
    provenance   TEXT NOT NULL DEFAULT '',
    tool_version TEXT NOT NULL,
    llvm_version TEXT NOT NULL,
    device       TEXT NOT NULL DEFAULT '',
    started      REAL NOT NULL,
    seconds      REAL NOT NULL,
    PRIMARY KEY (cell_id, stage)
);
CREATE INDEX cells_by_variant ON cells(kernel, profile, target, precision, inputs);
"""


@dataclass(frozen=True)
class CellKey:
    """The five coordinates of a sweep cell."""

    kernel: str
    profile: str
    target: str
    precision: str
    inputs: str

    def label(self) -> str:
        return f"{self.kernel}/{self.profile}/{self.target}/{self.precision}/{self.inputs}"


@dataclass(frozen=True)
class StageRecord:
    """One stage's result as stored (``value`` is JSON-ready)."""

    stage: str
    status: str  # ok | failed | skipped
    value: Mapping[str, Any] = field(default_factory=dict)
    message: str = ""
    provenance: str = ""  # measured | modelled | emulated | static | ""
    device: str = ""
    started: float = 0.0
    seconds: float = 0.0
    seq: int = 0  # position of the stage in the pipeline

    def to_dict(self) -> dict[str, Any]:
        return {
            "stage": self.stage, "status": self.status, "value": dict(self.value), "message": self.message,
            "provenance": self.provenance, "device": self.device, "started": self.started,
            "seconds": self.seconds, "seq": self.seq,
        }

    @staticmethod
    def from_dict(d: Mapping[str, Any]) -> StageRecord:
        return StageRecord(
            stage=str(d["stage"]), status=str(d["status"]), value=dict(d.get("value") or {}),
            message=str(d.get("message", "")), provenance=str(d.get("provenance", "")),
            device=str(d.get("device", "")), started=float(d.get("started", 0.0)),
            seconds=float(d.get("seconds", 0.0)), seq=int(d.get("seq", 0)),
        )


@dataclass(frozen=True)
class CellRow:
    """A stored cell with its stage results (in pipeline order)."""

    cell_id: str
    key: CellKey
    config: Mapping[str, Any]
    fingerprint: str
    status: str
    message: str
    started: float
    finished: float | None
    tool_version: str
    llvm_version: str
    device: str
    stages: tuple[StageRecord, ...] = ()
    kernel_hash: str = ""  # short content hash of the kernel's spec and IR
    identity: Mapping[str, str] = field(default_factory=dict)  # the content hashes the cell id is made of

    def stage(self, name: str) -> StageRecord | None:
        return next((s for s in self.stages if s.stage == name), None)


def _json(value: Any) -> str:
    # allow_nan=False would reject inf ulp errors; keep them as JSON's common extension instead
    return json.dumps(value, sort_keys=True, default=str)


def _schema_columns() -> dict[str, set[str]]:
    """table -> column names, as ``_SCHEMA`` creates them (what a usable database must have)."""
    out: dict[str, set[str]] = {}
    for stmt in _SCHEMA.split(";"):
        stmt = stmt.strip()
        if not stmt.startswith("CREATE TABLE"):
            continue
        name = stmt.split()[2]
        body = stmt[stmt.index("(") + 1: stmt.rindex(")")]
        parts, depth, cur = [], 0, ""
        for ch in body:  # split at the commas outside parentheses (CHECK (... IN (a, b)))
            depth += (ch == "(") - (ch == ")")
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
            else:
                cur += ch
        parts.append(cur)
        out[name] = {p.split()[0] for p in parts if p.strip() and not p.strip().startswith("PRIMARY KEY")}
    return out


SCHEMA_COLUMNS = _schema_columns()
_HEADER_BYTES = 100


def _header(path: Path) -> bytes:
    """The first 100 bytes of the file (SQLite's header), read without SQLite."""
    try:
        with open(path, "rb") as f:
            return f.read(_HEADER_BYTES)
    except IsADirectoryError:
        raise StoreError(f"{path}: is a directory, not a results database") from None
    except PermissionError:
        raise StoreError(f"{path}: permission denied") from None
    except OSError as e:
        raise StoreError(f"{path}: cannot read results database: {e.strerror}") from None


def _sniff(path: Path) -> bool:
    """Refuse a file that is not fpsem's before SQLite (or WAL replay) can touch it; True when empty.

    Checked on the raw header: SQLite's magic, a complete header, and
    ``application_id`` (bytes 68-71, big-endian) equal to fpsem's.
    """
    regular_file_stat(path, "results database", StoreError)
    head = _header(path)
    if not head:
        return True
    if head[:len(SQLITE_MAGIC)] != SQLITE_MAGIC:
        raise StoreError(f"{path}: not an fpsem results database (not an SQLite file); refusing to use or overwrite it")
    if len(head) < _HEADER_BYTES:
        raise StoreError(f"{path}: fpsem results database is damaged (truncated header); refusing to use it")
    app_id = int.from_bytes(head[68:72], "big")
    if app_id != APPLICATION_ID:
        raise StoreError(
            f"{path}: an SQLite database of something else ({_foreign_tables(path)}), not fpsem results; "
            f"refusing to use or overwrite it"
        )
    return False


def _foreign_tables(path: Path) -> str:
    """``tables: a, b`` of a foreign database, read as immutable (no lock, no log replay, no write)."""
    try:
        conn = sqlite3.connect(_uri(path, immutable=True), uri=True)
        try:
            tables = _tables(conn)
        finally:
            conn.close()
    except sqlite3.Error:
        return "tables unreadable"
    shown = ", ".join(tables[:5]) + (", ..." if len(tables) > 5 else "")
    wal = path.with_name(path.name + "-wal")
    pending = "; its write-ahead log, left unread, may hold more" if wal.exists() and wal.stat().st_size else ""
    return f"tables: {shown or 'none'}{pending}"


def _uri(path: Path, read_only: bool = True, immutable: bool = False) -> str:
    q = "mode=ro" if read_only else "mode=rw"
    if immutable:
        q += "&immutable=1"
    return f"file:{urllib.parse.quote(str(Path(path).absolute()))}?{q}"


def _connect(path: Path, read_only: bool, immutable: bool = False) -> sqlite3.Connection:
    try:
        if read_only:
            conn = sqlite3.connect(_uri(path, True, immutable), uri=True, timeout=30.0, isolation_level=None,
                                   check_same_thread=False)
        else:
            # the absolute path: never one of SQLite's special names
            conn = sqlite3.connect(str(Path(path).absolute()), timeout=30.0, isolation_level=None,
                                   check_same_thread=False)
            conn.execute("PRAGMA foreign_keys = ON")
        return conn
    except sqlite3.Error as e:
        raise StoreError(f"{path}: cannot open results database: {e}") from None


def _tables(conn: sqlite3.Connection) -> list[str]:
    return [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]


def _check_identity(conn: sqlite3.Connection, path: Path) -> bool:
    """True when the file is an empty database (to be initialised); raises StoreError if foreign/corrupt/other schema."""
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = _tables(conn)
    except sqlite3.DatabaseError as e:
        raise StoreError(f"{path}: not a usable results database ({e}); refusing to use or overwrite it") from None
    if app_id == 0 and not tables:
        return True
    if app_id != APPLICATION_ID:
        shown = ", ".join(tables[:5]) + (", ..." if len(tables) > 5 else "")
        raise StoreError(
            f"{path}: an SQLite database of something else (tables: {shown or 'none'}), not fpsem results; "
            f"refusing to use or overwrite it"
        )
    try:
        meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as e:
        raise StoreError(f"{path}: fpsem results database is damaged ({e}); refusing to use or overwrite it") from None
    if check != "ok":
        raise StoreError(f"{path}: fpsem results database is damaged (integrity check: {check}); refusing to use it")
    if meta.get("application") != APPLICATION_NAME or "schema_version" not in meta:
        raise StoreError(f"{path}: fpsem results database without its meta table entries; refusing to use it")
    try:
        version = int(str(meta["schema_version"]).strip())
    except ValueError:
        raise StoreError(f"{path}: fpsem results database with a malformed schema_version "
                         f"{str(meta['schema_version'])[:40]!r}; refusing to use it") from None
    if version > SCHEMA_VERSION:
        raise StoreError(
            f"{path}: written by a newer fpsem (results schema {version}; this fpsem reads {SCHEMA_VERSION})"
        )
    if version < SCHEMA_VERSION:
        raise StoreError(
            f"{path}: results schema {version} is older than this fpsem's {SCHEMA_VERSION} (cells now carry "
            "content hashes); re-run the sweep into a new file"
        )
    for table, want in SCHEMA_COLUMNS.items():
        try:
            have = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
        except sqlite3.DatabaseError as e:
            raise StoreError(f"{path}: fpsem results database is damaged ({e}); refusing to use it") from None
        if not have:
            raise StoreError(f"{path}: fpsem results database is damaged (table {table} is missing); refusing to use it")
        missing = sorted(want - have)
        if missing:
            raise StoreError(f"{path}: fpsem results database is damaged (table {table} lacks column(s) "
                             f"{', '.join(missing)}); refusing to use it")
    _refuse_foreign_objects(conn, path)
    return False


def _refuse_foreign_objects(conn: sqlite3.Connection, path: Path) -> None:
    """Refuse triggers and views fpsem never creates: a trigger could abort, drop or alter what a sweep stores."""
    try:
        rows = conn.execute("SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view') "
                            "ORDER BY name").fetchall()
    except sqlite3.DatabaseError as e:
        raise StoreError(f"{path}: fpsem results database is damaged ({e}); refusing to use it") from None
    if rows:
        kind, name = rows[0]
        raise StoreError(f"{path}: fpsem results database with a {kind} fpsem did not create ({name!r}); it could "
                         f"change what is stored: refusing to use it")


def _load_json(text: Any, path: Path, where: str, kind: type = dict) -> Any:
    """A stored JSON value, checked: a malformed one is a damaged database, not a crash."""
    try:
        value = json.loads(text)
    except (TypeError, ValueError) as e:
        raise StoreError(f"{path}: fpsem results database is damaged ({where} is not valid JSON: {e}); "
                         f"refusing to use it") from None
    if not isinstance(value, kind):
        raise StoreError(f"{path}: fpsem results database is damaged ({where} is JSON {type(value).__name__}, "
                         f"not {kind.__name__}); refusing to use it")
    return value


class Store:
    """An open results database.  Use :func:`open_store`; close with :meth:`close` or ``with``."""

    def __init__(self, conn: sqlite3.Connection, path: Path, writable: bool, lock_fd: int | None = None) -> None:
        self._conn = conn
        self.path = path
        self.writable = writable
        self._lock_fd = lock_fd

    # ---- lifecycle
    def close(self) -> None:
        self._conn.close()
        if self._lock_fd is not None:  # after SQLite let go: the next writer may start
            try:
                os.unlink(lock_path(self.path))  # removed while still locked (see _take_writer_lock)
            except OSError:
                pass
            os.close(self._lock_fd)
            self._lock_fd = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[None]:
        """One transaction, committed on leaving the block; an SQLite failure (a full disk, an I/O error) is a
        StoreError, and nothing of the transaction is kept."""
        if not self.writable:
            raise StoreError(f"{self.path}: opened read-only")
        try:
            with self._conn:
                self._conn.execute("BEGIN IMMEDIATE")
                yield
        except sqlite3.Error as e:
            raise StoreError(f"{self.path}: cannot write to the results database: {e}") from None

    def _write(self, sql: str, params: tuple | list) -> None:
        # one statement, one transaction: durable on return (WAL replays it after kill -9)
        with self._transaction():
            self._conn.execute(sql, params)

    @property
    def schema_version(self) -> int:
        return int(self._conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0])

    def meta(self) -> dict[str, str]:
        return dict(self._conn.execute("SELECT key, value FROM meta").fetchall())

    # ---- cells
    def begin_cell(self, cell_id: str, key: CellKey, config: Mapping[str, Any], fingerprint: str,
                   tool_version: str, llvm_version: str, device: str = "", *, kernel_hash: str = "",
                   identity: Mapping[str, str] | None = None) -> None:
        """Mark a cell running, dropping any partial stage rows of an earlier, interrupted attempt.

        ``kernel_hash``: a short content hash of the kernel's spec and IR (shown beside its
        name); ``identity``: the content hashes the cell id is made of (stored as JSON).
        """
        with self._transaction():
            self._conn.execute("DELETE FROM stage_results WHERE cell_id = ?", (cell_id,))
            self._conn.execute(
                "INSERT OR REPLACE INTO cells (cell_id, kernel, profile, target, precision, inputs, config, "
                "fingerprint, status, message, started, finished, tool_version, llvm_version, device, "
                "kernel_hash, identity) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'running', '', ?, NULL, ?, ?, ?, ?, ?)",
                (cell_id, key.kernel, key.profile, key.target, key.precision, key.inputs, _json(dict(config)),
                 fingerprint, time.time(), tool_version, llvm_version, device, kernel_hash,
                 _json({str(k): str(v) for k, v in (identity or {}).items()})),
            )

    def put_stage(self, cell_id: str, rec: StageRecord, tool_version: str, llvm_version: str) -> None:
        """Store one stage result (replacing an earlier one of the same stage), committed at once."""
        if rec.status not in STAGE_STATUSES:
            raise ValueError(f"stage status must be one of {STAGE_STATUSES}, not {rec.status!r}")
        self._write(
            "INSERT OR REPLACE INTO stage_results (cell_id, stage, seq, status, value, message, provenance, "
            "tool_version, llvm_version, device, started, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (cell_id, rec.stage, rec.seq, rec.status, _json(dict(rec.value)), rec.message, rec.provenance,
             tool_version, llvm_version, rec.device, rec.started, rec.seconds),
        )

    def finish_cell(self, cell_id: str, status: str, message: str = "", device: str = "",
                    stages: Sequence[str] | None = None) -> str:
        """Mark a cell ``done`` or ``failed`` (with its first failure's message); returns the status stored.

        With ``stages`` (the pipeline's stage names), ``done`` is stored only if every one
        of them has a stored row, checked in the same transaction; otherwise the cell is
        stored ``failed`` with the missing stages named.
        """
        if status not in ("done", "failed"):
            raise ValueError(f"a finished cell is 'done' or 'failed', not {status!r}")
        with self._transaction():
            if status == "done" and stages:
                have = {r[0] for r in self._conn.execute("SELECT stage FROM stage_results WHERE cell_id = ?",
                                                         (cell_id,))}
                missing = [n for n in stages if n not in have]
                if missing:
                    status, message = "failed", f"incomplete: stage(s) {', '.join(missing)} not stored"
            self._conn.execute(
                "UPDATE cells SET status = ?, message = ?, finished = ?, "
                "device = CASE WHEN ? = '' THEN device ELSE ? END WHERE cell_id = ?",
                (status, message, time.time(), device, device, cell_id),
            )
        return status

    def completed(self, stages: Sequence[str] | None = None) -> dict[str, tuple[str, str]]:
        """cell_id -> (status, fingerprint) of every finished (done or failed) cell.

        With ``stages``, a ``done`` cell lacking a row for any of them is left out
        (incomplete: resume runs it again).
        """
        rows = list(self._conn.execute("SELECT cell_id, status, fingerprint FROM cells WHERE status != 'running'"))
        out = {cid: (status, fp) for cid, status, fp in rows}
        if stages:
            have: dict[str, set[str]] = {}
            for cid, stage in self._conn.execute("SELECT cell_id, stage FROM stage_results"):
                have.setdefault(cid, set()).add(stage)
            for cid, status, _ in rows:
                if status == "done" and not set(stages) <= have.get(cid, set()):
                    del out[cid]
        return out

    def counts(self) -> dict[str, int]:
        out = {s: 0 for s in CELL_STATUSES}
        for status, n in self._conn.execute("SELECT status, COUNT(*) FROM cells GROUP BY status"):
            out[status] = n
        return out

    def _stages_by_cell(self) -> dict[str, list[StageRecord]]:
        out: dict[str, list[StageRecord]] = {}
        rows = self._conn.execute(
            "SELECT cell_id, stage, seq, status, value, message, provenance, device, started, seconds "
            "FROM stage_results ORDER BY cell_id, seq"
        )
        for cid, stage, seq, status, value, message, prov, device, started, seconds in rows:
            out.setdefault(cid, []).append(
                StageRecord(stage, status, _load_json(value, self.path, f"the value of stage {stage} of cell {cid}"),
                            message, prov, device, started, seconds, seq)
            )
        return out

    def cells(self) -> list[CellRow]:
        """Every stored cell with its stage results, ordered by kernel, target, precision, inputs, profile."""
        stages = self._stages_by_cell()
        rows = self._conn.execute(
            "SELECT cell_id, kernel, profile, target, precision, inputs, config, fingerprint, status, message, "
            "started, finished, tool_version, llvm_version, device, kernel_hash, identity FROM cells "
            "ORDER BY kernel, target, precision, inputs, profile"
        )
        return [
            CellRow(cid, CellKey(k, p, t, prec, inp), _load_json(cfg, self.path, f"the config of cell {cid}"), fp,
                    status, msg, started, finished, tv, lv, dev, tuple(stages.get(cid, ())), kh,
                    _load_json(ident, self.path, f"the identity of cell {cid}"))
            for cid, k, p, t, prec, inp, cfg, fp, status, msg, started, finished, tv, lv, dev, kh, ident in rows
        ]

    def stage_rows(self) -> Iterator[dict[str, Any]]:
        """Flat rows (cell coordinates + one stage result each), for export."""
        rows = self._conn.execute(
            "SELECT c.cell_id, c.kernel, c.kernel_hash, c.profile, c.target, c.precision, c.inputs, c.status, "
            "s.stage, s.seq, s.status, s.provenance, s.value, s.message, s.tool_version, s.llvm_version, "
            "s.device, s.started, s.seconds FROM stage_results s JOIN cells c USING (cell_id) "
            "ORDER BY c.kernel, c.target, c.precision, c.inputs, c.profile, s.seq"
        )
        names = ("cell_id", "kernel", "kernel_hash", "profile", "target", "precision", "inputs", "cell_status",
                 "stage", "seq", "status", "provenance", "value", "message", "tool_version", "llvm_version", "device",
                 "started", "seconds")
        for r in rows:
            d = dict(zip(names, r))
            d["value"] = _load_json(d["value"], self.path, f"the value of stage {d['stage']} of cell {d['cell_id']}")
            yield d


def _initialise(conn: sqlite3.Connection, tool_version: str) -> None:
    with conn:
        conn.execute("BEGIN IMMEDIATE")
        for stmt in filter(str.strip, _SCHEMA.split(";")):
            conn.execute(stmt)
        conn.executemany(
            "INSERT INTO meta (key, value) VALUES (?, ?)",
            [("application", APPLICATION_NAME), ("schema_version", str(SCHEMA_VERSION)),
             ("created", time.strftime("%Y-%m-%dT%H:%M:%S%z")), ("created_by", f"fpsem {tool_version}")],
        )
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _check_writable(path: Path) -> None:
    """Refuse up front what SQLite would fail on mid-sweep: a read-only file or folder (WAL needs both)."""
    folder = path.parent if str(path.parent) else Path(".")
    if path.exists() and not os.access(path, os.R_OK | os.W_OK):
        raise StoreError(f"{path}: results database is read-only; a sweep must write to it "
                         f"(report and export can still read it)")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise StoreError(f"{path}: its folder {folder} is not writable; a sweep needs to create the database's "
                         f"-wal, -shm and .lock files there (report and export can still read it)")


def lock_path(path: Path) -> Path:
    """The lock file a sweep holds while it writes ``path``."""
    return path.with_name(path.name + ".lock")


def _take_writer_lock(path: Path) -> int:
    """An exclusive ``flock`` on ``<db>.lock`` for this process; StoreError naming the holder if taken.

    The kernel drops the lock when the process ends, even by ``kill -9``: a stale
    lock file never blocks the next sweep.
    """
    lp = lock_path(path)
    while True:
        try:
            fd = os.open(lp, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
        except OSError as e:
            raise StoreError(f"{lp}: cannot create the database's lock file: {e.strerror}") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            try:
                holder = os.pread(fd, 200, 0).decode(errors="replace").strip() or "another process"
            except OSError:
                holder = "another process"
            os.close(fd)
            raise StoreError(f"{path}: another fpsem sweep is writing this database ({holder}); wait for it to "
                             f"finish, or use another --db") from None
        try:  # the holder removes the file when it lets go: the lock must be on the file still named so
            if os.stat(lp).st_ino == os.fstat(fd).st_ino:
                break
        except FileNotFoundError:
            pass
        os.close(fd)
    os.ftruncate(fd, 0)
    os.pwrite(fd, f"pid {os.getpid()} since {time.strftime('%Y-%m-%d %H:%M:%S')}\n".encode(), 0)
    return fd


def _refuse_not_a_file_name(path: Path | str) -> None:
    """Refuse the names SQLite reads as something other than a file (``:memory:``, ``''``, ``file:`` URIs):
    a sweep into one would finish and keep nothing."""
    name = str(path)
    if name in ("", ":memory:") or name.startswith("file:"):
        raise StoreError(f"{name!r}: not a file name; a results database is a file (give a path such as "
                         f"out/sweep.sqlite)")


def open_store(path: Path, create: bool = False, tool_version: str = "") -> Store:
    """Open a results database.

    ``create=True`` (the sweep): a missing or empty file becomes a new database
    (parent folders are made); the writer lock is taken for as long as the store is
    open.  ``create=False`` (report, export): the file must exist, and it is opened
    read-only: nothing is written, checkpointed or deleted.  Either way a file that is
    not an fpsem results database of this schema raises StoreError, left untouched.
    """
    _refuse_not_a_file_name(path)
    path = Path(path)
    if not path.exists():
        if path.is_symlink():
            raise StoreError(f"{path}: a dangling or looping symbolic link, not a results database")
        if not create:
            raise StoreError(f"{path}: no such results database (run 'fpsem sweep --db {path}' first)")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise StoreError(f"{path}: cannot create its folder: {e.strerror}") from None
        empty = True
    else:
        empty = _sniff(path)
        if empty and not create:
            raise StoreError(f"{path}: an empty file, not an fpsem results database")
    if not create:
        return _open_reader(path)
    _check_writable(path)
    lock = _take_writer_lock(path)
    try:
        conn = _connect(path, read_only=False)
    except StoreError:
        os.close(lock)
        raise
    try:
        if _check_identity(conn, path):
            _initialise(conn, tool_version)
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
    except StoreError:
        conn.close()
        os.close(lock)
        raise
    except sqlite3.Error as e:
        conn.close()
        os.close(lock)
        raise StoreError(f"{path}: results database error: {e}") from None
    return Store(conn, path, writable=True, lock_fd=lock)


def _probe(conn: sqlite3.Connection) -> None:
    """The first read: where SQLite finds out whether it can set up the WAL index (raises sqlite3.Error)."""
    conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()


def _open_reader(path: Path) -> Store:
    """Read-only: SQLite's ``mode=ro``; where SQLite cannot set up the WAL index (a read-only folder
    without ``-shm``), the main file as ``immutable``, with a note if a write-ahead log is left unread."""
    conn = _connect(path, read_only=True)
    try:
        _probe(conn)
    except sqlite3.Error as first:
        conn.close()
        conn = _connect(path, read_only=True, immutable=True)
        wal = path.with_name(path.name + "-wal")
        if wal.exists() and wal.stat().st_size > 0:
            logger.warning("%s: read as last checkpointed; its write-ahead log %s cannot be read here (%s)", path,
                           wal.name, first)
    try:
        _check_identity(conn, path)
    except BaseException:
        conn.close()
        raise
    return Store(conn, path, writable=False)
