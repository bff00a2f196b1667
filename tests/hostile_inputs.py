"""Hostile inputs for the fpsem CLI: bad files, bad options, faulting kernels, damaged databases.

Each case is a command line over fixtures this module builds in a scratch folder, the
exit codes it may end with, and the files it must leave untouched.  A case passes when

* it ends within its time limit (else: a hang),
* with an expected exit code (else: wrong exit; a signal death counts as wrong),
* with, for a failure, exactly one line on stderr besides ``fpsem: note:`` lines, that line
  starting ``fpsem: error:`` (never a traceback, never ``internal error``),
* and every protected file has the same SHA-256 afterwards (else: data changed).

Each case runs with an address-space limit of 8 GiB (``AS_LIMIT``), so that a version of fpsem
without size caps (``--fpsem-root`` of an older checkout) fails its huge allocations there
(MemoryError, a wrong exit) instead of exhausting a shared machine.

Run as a script it runs every case as a real subprocess, prints the table
family | tried | clean errors | wrong exit | data changed | hangs, lists the failures,
and writes ``benchmarks/results/hostile_inputs.json``::

    PYTHONPATH=$PWD python tests/hostile_inputs.py [--family NAME] [-j JOBS]

``tests/test_bad_input.py`` runs the same cases (in-process and as subprocesses).
Cases marked ``as_nobody`` need a user without root's powers: run as root, they run
their command as user ``nobody`` (uid 65534); run as another user, they run as that user.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOBODY = 65534


@dataclass(frozen=True)
class Case:
    """One hostile command line.  ``argv`` may contain ``{tmp}`` (the fixture folder)."""

    family: str
    name: str
    argv: tuple[str, ...]
    expect: frozenset[int] = frozenset({2})
    protected: tuple[str, ...] = ()  # paths (with {tmp}) whose bytes must not change
    env: tuple[tuple[str, str], ...] = ()
    as_nobody: bool = False  # needs an unprivileged user (a file root can always read)
    read_only: bool = False  # needs the read-only fixtures to refuse writes (see read_only_works)
    timeout_s: float = 60.0
    setup: Callable[[Path], None] | None = None  # extra set-up just before the run
    post: Callable[[Path], list[str]] | None = None  # checks after the run: the problems found ([] when fine)
    says: str = ""  # text the output (stdout or stderr) must contain
    subprocess_only: bool = False  # needs a real process (a Python script, a signal, a file-size limit)
    interrupt_after_s: float | None = None  # send SIGINT (Ctrl-C) this long after the start at the latest...
    interrupt_when: Callable[[Path], bool] | None = None  # ...or as soon as this holds of the fixture folder
    fsize_limit: int | None = None  # RLIMIT_FSIZE of the process: a write past it fails as on a full disk
    needs: Callable[[], str] | None = None  # why the case cannot run here ('' when it can)
    python: str = ""  # run `python -c` this (with {tmp}) instead of `python -m fpsem ARGV`
    as_limit: bool = True  # run under AS_LIMIT; False for a report that draws charts (V8 reserves ~64 GiB+)

    def args(self, tmp: Path) -> list[str]:
        return [a.replace("{tmp}", str(tmp)) for a in self.argv]

    def environment(self, tmp: Path) -> dict[str, str]:
        return {k: v.replace("{tmp}", str(tmp)) for k, v in self.env}

    def skip_reason(self) -> str:
        return self.needs() if self.needs is not None else ""


@dataclass
class Result:
    case: Case
    code: int | None
    stderr: str
    seconds: float
    problems: list[str] = field(default_factory=list)

    @property
    def hang(self) -> bool:
        return self.code is None

    @property
    def wrong_exit(self) -> bool:
        return not self.hang and self.code not in self.case.expect

    @property
    def unclean(self) -> bool:
        return any(p.startswith("stderr") for p in self.problems)

    @property
    def data_changed(self) -> bool:
        return any(p.startswith("changed") for p in self.problems)

    @property
    def clean(self) -> bool:
        return not self.problems and not self.hang and not self.wrong_exit


# ----------------------------------------------------------------------------- fixtures

SPEC = """name = "{NAME}"
description = "hostile-input fixture"
precisions = ["f64"]
reps = 1
{extra_top}
[sizes.default]
N = 1000
[sizes.small]
N = 10
{derived}
[rajaperf]
bytes = "8*N"
flops = "N"
[[args]]
name = "y"
role = "inout"
length = "{ylen}"
init = "C(1.0)"
[[args]]
name = "x"
role = "in"
length = "N"
init = "D({xinit})"
{xrandom}
[[args]]
name = "a"
role = "scalar"
init = "S(0.2)"
[[stages]]
name = "main"
space = [["0", "{space}"]]
"""

BODY_OK = """  %x.i = getelementptr inbounds double, ptr %x, i64 %i
  %y.i = getelementptr inbounds double, ptr %y, i64 %i
  %xi = load double, ptr %x.i
  %yi = load double, ptr %y.i
  %ax = fmul double %a, %xi
  %sum = fadd double %yi, %ax
  store double %sum, ptr %y.i
  ret void"""


def _ir(key: str, body: str, decl: str = "") -> str:
    return (f"{decl}\ndefine void @{key}_main(i64 %i, ptr noalias %y, ptr noalias readonly %x, double %a) {{\n"
            f"entry:\n{body}\n}}\n")


def write_kernel(d: Path, key: str, body: str = BODY_OK, decl: str = "", *, space: str = "N", ylen: str = "N",
                 xinit: str = "0.1", derived: str = "", xrandom: str = "", extra_top: str = "") -> Path:
    """A one-stage kernel ``key`` (spec and f64 IR) in folder ``d``; returns the spec's path."""
    spec = SPEC.format(NAME=key.upper(), space=space, ylen=ylen, xinit=xinit, derived=derived, xrandom=xrandom,
                       extra_top=extra_top)
    (d / f"{key}.toml").write_text(spec)
    (d / f"{key}.f64.ll").write_text(_ir(key, body, decl))
    return d / f"{key}.toml"


# IR of issue 22 (items 1-4 and 13): UB that slipped past validate, rewrite and the audit, and valid IR the audit
# refused.  Shared with tests/test_witness.py.
_DBG_MODULE = """!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: true, runtimeVersion: 0, \
emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 2, scope: !4)
"""
_ADD = "define double @f(double %a) #0 {\n  %x = fadd double %a, %a\n  ret double %x\n}\n"
REPRO_IR: dict[str, bytes] = {
    "nul.ll": b"define float @f(float %a) {\n  %x = fadd float %a, %a\n  ret float %x\n}\n; \x00\n"
              b"define float @g(float %a) {\n  %x = fadd nnan float %a, %a\n  ret float %x\n}\n",
    "dbg_name.ll": b"declare double @llvm.sqrt.f64(double)\ndefine double @f(double %x) {\n"
                   b'  %"call void @llvm.dbg.value(" = call nnan double @llvm.sqrt.f64(double %x)\n'
                   b'  ret double %"call void @llvm.dbg.value("\n}\n',
    "phi_array.ll": b"define [2 x float] @f(i1 %c, [2 x float] %a) {\nentry:\n  br i1 %c, label %d, label %j\n"
                    b"d:\n  br label %j\nj:\n  %p = phi nnan [2 x float] [ %a, %entry ], [ zeroinitializer, %d ]\n"
                    b"  ret [2 x float] %p\n}\n",
    "multiline_string.ll": b'@s = constant [3 x i8] c"a\nb" ; x" "no-nans-fp-math"="true" nofpclass(nan) see #0\n'
                           + _ADD.encode() + b'attributes #0 = { "no-nans-fp-math"="true" }\n',
    "flags_next_line.ll": b"define double @f(double %a) {\n  %x = fadd\n    nnan double %a, %a\n  ret double %x\n}\n",
    "phi_dbg_next_line.ll": ("define double @f(i1 %c, double %a) !dbg !4 {\nentry:\n  br i1 %c, label %t, label %j\n"
                             "t:\n  br label %j\nj:\n  %p = phi double [ %a, %entry ], [ 1.0, %t ]\n    , !dbg !7\n"
                             "  ret double %p, !dbg !7\n}\n" + _DBG_MODULE).encode(),
    "key_only.ll": (_ADD + 'attributes #0 = { "no-nans-fp-math" }\n').encode(),
    "value_is_key.ll": (_ADD + 'attributes #0 = { "foo"="no-nans-fp-math" "bar" }\n').encode(),
    "escaped_key.ll": (_ADD + 'attributes #0 = { "no-nans-fp-m\\61th"="true" }\n').encode(),
}


def _nested_toml(depth: int) -> str:
    return "x = " + "[" * depth + "]" * depth + "\nflags = []\n"


def _db_exit_without_checkpoint(db: Path, code: str) -> None:
    """Run ``code`` (with ``conn`` open on ``db``) in a child that ends with os._exit: the -wal stays."""
    script = textwrap.dedent(f"""
        import os, sqlite3, sys
        sys.path.insert(0, {str(ROOT)!r})
        conn = sqlite3.connect({str(db)!r}, isolation_level=None)
        {code}
        os._exit(0)
    """)
    subprocess.run([sys.executable, "-c", script], check=True)


def _own_db(db: Path, **kw) -> None:
    sys.path.insert(0, str(ROOT / "tests"))
    import synthetic_sweep  # noqa: PLC0415

    synthetic_sweep.build(db, **kw)


def _mutate(db: Path, *sql: str) -> None:
    conn = sqlite3.connect(db, isolation_level=None)
    for s in sql:
        conn.execute(s)
    conn.execute("PRAGMA journal_mode = DELETE")  # checkpointed: the damage is in the main file
    conn.close()


def make_fixtures(tmp: Path) -> None:
    """Every file the cases refer to, under ``tmp``."""
    tmp.mkdir(parents=True, exist_ok=True)
    os.chmod(tmp, 0o755)
    shutil.copy(ROOT / "tests/data/clang_style.ll", tmp / "good.ll")
    (tmp / "empty.ll").write_bytes(b"")
    os.symlink(tmp / "loop2", tmp / "loop1")
    os.symlink(tmp / "loop1", tmp / "loop2")
    os.mkfifo(tmp / "fifo")
    os.mkfifo(tmp / "fifo.toml")
    os.mkfifo(tmp / "fifo.sqlite")
    (tmp / "adir").mkdir()
    (tmp / "adir.toml").mkdir()
    (tmp / "secret.ll").write_text((tmp / "good.ll").read_text())
    os.chmod(tmp / "secret.ll", 0o000)
    (tmp / "big.ll").write_text("; padding\n" * 100 + (tmp / "good.ll").read_text())
    # profiles
    pd = tmp / "profiles"
    pd.mkdir()
    profiles = {
        "only_on_int": 'flags = ["arcp"]\nonly_on = 5\n',
        "only_on_str": 'flags = ["arcp"]\nonly_on = "fdiv"\n',
        "only_on_list": 'flags = ["arcp"]\nonly_on = ["fdiv"]\n',
        "only_on_ops_int": 'flags = ["arcp"]\n[only_on]\narcp = [5]\n',
        "nested": _nested_toml(5000),
        "desc_int": 'flags = ["arcp"]\ndescription = 5\n',
        "flags_str": 'flags = "fast"\n',
        "ub_str": 'flags = ["arcp"]\nub_capable = "no"\n',
        "binary": "\x00\x01\x02 not toml",
    }
    for name, text in profiles.items():
        (pd / f"{name}.toml").write_text(text)
    (pd / "latin1.toml").write_bytes(b"description = \"caf\xe9\"\nflags = []\n")
    os.symlink("/dev/zero", pd / "zero.toml")
    # kernels
    kd = tmp / "k"
    kd.mkdir()
    write_kernel(kd, "okk")
    write_kernel(kd, "terms", derived="[derived]\nM = \"" + "+".join(["N"] * 5000) + "\"")
    write_kernel(kd, "icbrt", derived="[derived]\nM = \"icbrt(" + "N*" * 120 + "N)\"")
    write_kernel(kd, "bigmul", derived="[derived]\nM = \"" + "N*" * 40 + "N\"")
    write_kernel(kd, "inf_random", xrandom="random = { lo = -inf, hi = inf }")
    write_kernel(kd, "nan_random", xrandom="random = { lo = nan, hi = 1.0 }")
    write_kernel(kd, "wide_random", xrandom="random = { lo = -1e308, hi = 1e308 }")
    write_kernel(kd, "inf_init", xinit="1e999")
    write_kernel(kd, "nested_spec")
    (kd / "nested_spec.toml").write_text(_nested_toml(5000))
    write_kernel(kd, "oob1000", space="N*1000")
    write_kernel(kd, "oobplus1", space="N + 1")
    write_kernel(kd, "oobneg", body=BODY_OK.replace("i64 %i\n  %y.i", "i64 %i\n  %im = sub i64 %i, 1\n  %y.i")
                 .replace("ptr %y, i64 %i", "ptr %y, i64 %im"))
    write_kernel(kd, "trapk", "  call void @llvm.trap()\n  unreachable", "declare void @llvm.trap()")
    write_kernel(kd, "segv", "  %j = mul i64 %i, 1000000000000\n  %p = getelementptr double, ptr %y, i64 %j\n"
                 "  %c = icmp sgt i64 %i, 3\n  br i1 %c, label %w, label %e\nw:\n  store double 1.0, ptr %p\n"
                 "  br label %e\ne:\n  ret void")
    (kd / "loopk.toml").write_text(SPEC.format(NAME="LOOPK", space="N", ylen="N", xinit="0.1", derived="",
                                               xrandom="", extra_top=""))
    (kd / "loopk.f64.ll").write_text(
        "define void @loopk_main(i64 %i, ptr noalias %y, ptr noalias readonly %x, double %a) {\nentry:\n"
        "  br label %l\nl:\n  %v = load volatile double, ptr %x\n  br label %l\n}\n")
    write_kernel(kd, "reas", "  %y.i = getelementptr inbounds double, ptr %y, i64 %i\n"
                 "  %x.i = getelementptr inbounds double, ptr %x, i64 %i\n  %xi = load double, ptr %x.i\n"
                 "  %b = fmul double %xi, 1.0e300\n  %c = fmul double %b, 1.0e10\n  store double %c, ptr %y.i\n"
                 "  ret void", xinit="1e-20")
    write_kernel(kd, "fifo_ir")
    (kd / "fifo_ir.f64.ll").unlink()
    os.mkfifo(kd / "fifo_ir.f64.ll")
    write_kernel(kd, "zero_ir")
    (kd / "zero_ir.f64.ll").unlink()
    os.symlink("/dev/zero", kd / "zero_ir.f64.ll")
    write_kernel(kd, "noir")
    (kd / "noir.f64.ll").unlink()
    # databases
    db = tmp / "db"
    db.mkdir()
    _own_db(db / "own.sqlite")
    for name, sql in {
        "schema_abc": ("UPDATE meta SET value = 'abc' WHERE key = 'schema_version'",),
        "schema_v1": ("UPDATE meta SET value = '1' WHERE key = 'schema_version'",),
        "schema_v9": ("UPDATE meta SET value = '9' WHERE key = 'schema_version'",),
        "drop_table": ("DROP TABLE stage_results",),
        "drop_column": ("ALTER TABLE cells DROP COLUMN message",),
        "bad_json": ("UPDATE stage_results SET value = '{not json' WHERE rowid = (SELECT MIN(rowid) FROM "
                     "stage_results)",),
        "bad_config": ("UPDATE cells SET config = '[1, 2' WHERE rowid = (SELECT MIN(rowid) FROM cells)",),
        "list_json": ("UPDATE stage_results SET value = '[1, 2]' WHERE rowid = (SELECT MIN(rowid) FROM "
                      "stage_results)",),
        "no_meta": ("DELETE FROM meta",),
    }.items():
        shutil.copy(db / "own.sqlite", db / f"{name}.sqlite")
        _mutate(db / f"{name}.sqlite", *sql)
    _own_db(db / "ownwal.sqlite")
    _db_exit_without_checkpoint(db / "ownwal.sqlite", textwrap.dedent("""
        conn.execute("PRAGMA wal_autocheckpoint = 0")
        conn.execute("UPDATE cells SET message = 'pending in the log'")
        """).replace("\n", "\n        "))
    _db_exit_without_checkpoint(db / "foreign.sqlite", textwrap.dedent("""
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA wal_autocheckpoint = 0")
        conn.execute("CREATE TABLE notes (t TEXT)")
        conn.execute("INSERT INTO notes VALUES ('someone else''s data')")
        """).replace("\n", "\n        "))
    (db / "text.sqlite").write_text("just some text, not a database\n")
    (db / "empty.sqlite").write_bytes(b"")
    shutil.copy(db / "own.sqlite", db / "truncated.sqlite")
    with open(db / "truncated.sqlite", "r+b") as f:
        f.truncate(60)
    ro = tmp / "rodir"
    ro.mkdir()
    _own_db(ro / "own.sqlite")
    shutil.copy(db / "ownwal.sqlite", ro / "ownwal.sqlite")
    for suffix in ("-wal", "-shm"):
        if (db / f"ownwal.sqlite{suffix}").exists():
            shutil.copy(db / f"ownwal.sqlite{suffix}", ro / f"ownwal.sqlite{suffix}")
    shutil.copy(db / "own.sqlite", db / "readonly.sqlite")
    (tmp / "i22/rocache/accuracy").mkdir(parents=True)
    _make_read_only(ro, db / "readonly.sqlite", tmp / "i22/rocache/accuracy")
    shutil.copy(db / "own.sqlite", db / "locked.sqlite")
    (tmp / "out").mkdir()
    (tmp / "afile").write_text("a file, not a folder\n")
    (tmp / "cache").mkdir()
    issue22_fixtures(tmp)
    for p in (tmp / "db", tmp / "out", tmp / "cache", tmp / "k", tmp / "profiles", tmp / "i22"):
        os.chmod(p, 0o777)


READ_ONLY = ("rodir", "db/readonly.sqlite", "i22/rocache/accuracy")
FPSEM_ROOT = [ROOT]  # the fpsem under test (main's --fpsem-root); set-up steps that run fpsem use it


def _make_read_only(*paths: Path) -> None:
    """Read-only even for root where possible: ``chattr +i`` (root ignores mode bits); else mode bits."""
    for p in paths:
        os.chmod(p, 0o555 if p.is_dir() else 0o444)
        if os.geteuid() == 0:
            subprocess.run(["chattr", "+i", str(p)], capture_output=True)


def read_only_works(tmp: Path) -> bool:
    """Whether this process (and so the CLI it starts) is refused writes to the read-only fixtures."""
    return not os.access(tmp / "rodir", os.W_OK) and not os.access(tmp / "db/readonly.sqlite", os.W_OK)


def release_fixtures(tmp: Path) -> None:
    """Undo the read-only marks so that the scratch folder can be removed."""
    for rel in READ_ONLY:
        p = tmp / rel
        if p.exists() and os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(p)], capture_output=True)
    for p in [tmp, *tmp.rglob("*")]:
        try:
            if p.is_dir() and not p.is_symlink():
                os.chmod(p, 0o755)
        except OSError:
            pass


def _hold_lock(tmp: Path) -> None:
    """Set-up of the concurrent-sweep case: a child process holds the writer lock of locked.sqlite."""
    script = textwrap.dedent(f"""
        import sys, time
        sys.path.insert(0, {str(FPSEM_ROOT[0])!r})
        from fpsem.results.store import open_store
        st = open_store({str(tmp / 'db' / 'locked.sqlite')!r}, create=True)
        print("held", flush=True)
        time.sleep(60)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            text=True)
    (tmp / "lock_holder.pid").write_text(str(proc.pid))
    assert proc.stdout is not None
    proc.stdout.readline()  # "held", or nothing if that fpsem could not open it (the case then shows how)


# ----------------------------------------------------------------------------- the cases

def _c(family: str, name: str, *argv: str, expect: Sequence[int] = (2,), protected: Sequence[str] = (),
       env: Sequence[tuple[str, str]] = (), as_nobody: bool = False, read_only: bool = False,
       timeout_s: float = 60.0, setup: Callable[[Path], None] | None = None, **more) -> Case:
    return Case(family, name, tuple(argv), frozenset(expect), tuple(protected), tuple(env), as_nobody, read_only,
                timeout_s, setup, **more)


OWN_WAL = ("{tmp}/db/ownwal.sqlite", "{tmp}/db/ownwal.sqlite-wal")
FOREIGN = ("{tmp}/db/foreign.sqlite", "{tmp}/db/foreign.sqlite-wal", "{tmp}/db/foreign.sqlite-shm")


def cases() -> list[Case]:
    """The full table of hostile cases."""
    out: list[Case] = []
    # --- input paths: IR, specs, profiles given as paths that are not readable regular files
    for cmd in (("validate",), ("rewrite", "--profile", "contract")):
        tag = cmd[0]
        out += [
            _c("input files", f"{tag} symlink loop", *cmd, "{tmp}/loop1"),
            _c("input files", f"{tag} FIFO", *cmd, "{tmp}/fifo", timeout_s=20),
            _c("input files", f"{tag} /dev/zero", *cmd, "/dev/zero", timeout_s=20),
            _c("input files", f"{tag} directory", *cmd, "{tmp}/adir"),
            _c("input files", f"{tag} missing", *cmd, "{tmp}/nope.ll"),
            _c("input files", f"{tag} empty file", *cmd, "{tmp}/empty.ll"),
            _c("input files", f"{tag} unreadable (mode 000)", *cmd, "{tmp}/secret.ll", as_nobody=True),
            _c("input files", f"{tag} over FPSEM_MAX_INPUT_BYTES", *cmd, "{tmp}/big.ll",
               env=(("FPSEM_MAX_INPUT_BYTES", "1000"),)),
            _c("input files", f"{tag} bad FPSEM_MAX_INPUT_BYTES", *cmd, "{tmp}/good.ll",
               env=(("FPSEM_MAX_INPUT_BYTES", "lots"),)),
        ]
    out += [
        _c("input files", "run kernel spec symlink loop", "run", "-k", "{tmp}/loop1.toml"),
        _c("input files", "run kernel spec FIFO", "run", "-k", "{tmp}/fifo.toml", timeout_s=20),
        _c("input files", "run kernel spec directory", "run", "-k", "{tmp}/adir.toml"),
        _c("input files", "run kernel IR FIFO", "run", "-k", "{tmp}/k/fifo_ir.toml", timeout_s=20),
        _c("input files", "run kernel IR /dev/zero", "run", "-k", "{tmp}/k/zero_ir.toml", timeout_s=20),
        _c("input files", "run kernel IR missing", "run", "-k", "{tmp}/k/noir.toml"),
        _c("input files", "profile FIFO", "run", "-k", "daxpy", "--size-set", "small", "-p", "{tmp}/fifo.toml",
           timeout_s=20),
        _c("input files", "profile /dev/zero", "run", "-k", "daxpy", "--size-set", "small", "-p",
           "{tmp}/profiles/zero.toml", timeout_s=20),
        _c("input files", "profile symlink loop", "run", "-k", "daxpy", "-p", "{tmp}/loop1.toml"),
    ]
    # --- outputs
    for tag, pre in (("rewrite", ("rewrite", "{tmp}/good.ll", "--profile", "contract", "-o")),
                     ("export", ("export", "--db", "{tmp}/db/own.sqlite", "--format", "csv", "-o"))):
        out += [
            _c("outputs", f"{tag} -o a directory", *pre, "{tmp}/adir", protected=("{tmp}/db/own.sqlite",)),
            _c("outputs", f"{tag} -o missing parent", *pre, "{tmp}/no/such/dir/x", protected=("{tmp}/db/own.sqlite",)),
            _c("outputs", f"{tag} -o /dev/full", *pre, "/dev/full", protected=("{tmp}/db/own.sqlite",)),
            _c("outputs", f"{tag} -o ''", *pre, "", protected=("{tmp}/db/own.sqlite",)),
            _c("outputs", f"{tag} -o in read-only folder", *pre, "{tmp}/rodir/x", read_only=True,
               protected=("{tmp}/db/own.sqlite",)),
            _c("outputs", f"{tag} -o existing read-only file", *pre, "{tmp}/db/readonly.sqlite", read_only=True,
               protected=("{tmp}/db/readonly.sqlite", "{tmp}/db/own.sqlite")),
        ]
    out += [
        _c("outputs", "report -o a file", "report", "--db", "{tmp}/db/own.sqlite", "-o", "{tmp}/afile",
           protected=("{tmp}/afile", "{tmp}/db/own.sqlite")),
        _c("outputs", "report -o under a file", "report", "--db", "{tmp}/db/own.sqlite", "-o", "{tmp}/afile/r",
           protected=("{tmp}/afile",)),
        _c("outputs", "report -o ''", "report", "--db", "{tmp}/db/own.sqlite", "-o", ""),
        _c("outputs", "report -o read-only folder", "report", "--db", "{tmp}/db/own.sqlite", "-o", "{tmp}/rodir/r",
           read_only=True),
    ]
    # --- profiles
    for name in ("only_on_int", "only_on_str", "only_on_list", "only_on_ops_int", "nested", "desc_int", "flags_str",
                 "ub_str", "binary", "latin1"):
        out.append(_c("profiles", f"profile {name}", "rewrite", "{tmp}/good.ll", "--profile",
                      f"{{tmp}}/profiles/{name}.toml"))
    # --- kernel specs and sizes
    for name in ("terms", "icbrt", "bigmul", "inf_random", "nan_random", "wide_random", "inf_init", "nested_spec"):
        out.append(_c("kernel specs", f"spec {name}", "run", "-k", f"{{tmp}}/k/{name}.toml", "--inputs",
                      "random" if "random" in name else "rajaperf"))
    out += [
        _c("kernel specs", "space N*1000 over length N", "run", "-k", "{tmp}/k/oob1000.toml"),
        _c("kernel specs", "space N+1 over length N", "run", "-k", "{tmp}/k/oobplus1.toml"),
        _c("kernel specs", "index i-1 from 0", "run", "-k", "{tmp}/k/oobneg.toml"),
        _c("kernel specs", "accuracy of an out-of-bounds spec", "accuracy", "-k", "{tmp}/k/oob1000.toml"),
    ]
    # --- run options and sizes
    small = ("run", "-k", "daxpy", "--size-set", "small")
    out += [
        _c("run options", "--seed -1", *small, "--seed", "-1"),
        _c("run options", "--seed -1 random", *small, "--seed", "-1", "--inputs", "random"),
        _c("run options", "--reps 0", *small, "--reps", "0"),
        _c("run options", "--reps -5", *small, "--reps", "-5"),
        _c("run options", "--size 0", "run", "-k", "daxpy", "--size", "0"),
        _c("run options", "--size -3", "run", "-k", "daxpy", "--size", "-3"),
        _c("run options", "--size 1e12", "run", "-k", "daxpy", "--size", "1000000000000"),
        _c("run options", "--size 6e8", "run", "-k", "daxpy", "--size", "600000000",
           env=(("FPSEM_MAX_MEMORY", "4G"),)),
        _c("run options", "--size 6e8 --max-memory 1G", "run", "-k", "daxpy", "--size", "600000000",
           "--max-memory", "1G"),
        _c("run options", "ltimes nd=1e8", "run", "-k", "ltimes", "--param", "nd=100000000"),
        _c("run options", "--size 2**70", "run", "-k", "daxpy", "--size", str(2 ** 70)),
        _c("run options", "--param unknown", *small, "--param", "zz=3"),
        _c("run options", "--param nd=0", "run", "-k", "ltimes", "--param", "nd=0"),
        _c("run options", "--param garbage", *small, "--param", "nd"),
        _c("run options", "--timeout -1", *small, "--timeout", "-1"),
        _c("run options", "--timeout nan", *small, "--timeout", "nan"),
        _c("run options", "--max-memory garbage", *small, "--max-memory", "lots"),
        _c("run options", "FPSEM_MAX_MEMORY garbage", *small, env=(("FPSEM_MAX_MEMORY", "-1"),)),
        _c("run options", "--block 0", *small, "--block", "0"),
        _c("run options", "unknown size set", "run", "-k", "daxpy", "--size-set", "huge"),
        _c("run options", "unknown kernel", "run", "-k", "nosuchkernel"),
        _c("run options", "unknown profile", *small, "-p", "nosuchprofile"),
        _c("run options", "UB profile refused", *small, "-p", "fast", expect=(3,)),
        _c("run options", "sweep --block 0", "sweep", "-k", "daxpy", "--dry-run", "--block", "0"),
        _c("run options", "sweep --timeout -5", "sweep", "-k", "daxpy", "--dry-run", "--timeout", "-5"),
        _c("run options", "sweep of a spec too large for memory", "sweep", "-k", "{tmp}/k/okk.toml", "--dry-run",
           "--size", "default", env=(("FPSEM_MAX_MEMORY", "10K"),)),
        _c("run options", "accuracy --seed -1", "accuracy", "-k", "daxpy", "-p", "strict", "--seed", "-1"),
        _c("run options", "accuracy --size 1e12", "accuracy", "-k", "daxpy", "-p", "strict", "--size",
           "1000000000000"),
    ]
    # --- kernels that fault or never end: one failed run, exit 4, fpsem alive
    out += [
        _c("faulting kernels", "llvm.trap (SIGILL)", "run", "-k", "{tmp}/k/trapk.toml", expect=(4,)),
        _c("faulting kernels", "wild store (SIGSEGV)", "run", "-k", "{tmp}/k/segv.toml", expect=(4,)),
        _c("faulting kernels", "infinite loop past --timeout", "run", "-k", "{tmp}/k/loopk.toml", "--timeout", "3",
           expect=(4,)),
        _c("faulting kernels", "Inf from finite inputs under reassoc", "run", "-k", "{tmp}/k/reas.toml", "-p",
           "reassoc", expect=(4,)),
        _c("faulting kernels", "the same kernel under strict", "run", "-k", "{tmp}/k/reas.toml", expect=(0,)),
    ]
    # --- results databases
    damaged = ("schema_abc", "schema_v1", "schema_v9", "drop_table", "drop_column", "bad_json", "bad_config",
               "list_json", "no_meta", "text", "empty", "truncated")
    for name in damaged:
        p = f"{{tmp}}/db/{name}.sqlite"
        out += [
            _c("databases", f"report {name}", "report", "--db", p, "-o", "{tmp}/out/r", protected=(p,)),
            _c("databases", f"export {name}", "export", "--db", p, "--format", "json", protected=(p,)),
        ]
    for name in ("schema_v1", "drop_column", "text"):
        p = f"{{tmp}}/db/{name}.sqlite"
        out.append(_c("databases", f"sweep into {name}", "sweep", "-k", "daxpy", "-p", "strict", "-t", "host",
                      "--precisions", "f64", "--size", "small", "--accuracy-size", "small", "--runners", "host",
                      "--db", p, protected=(p,)))
    for tag, argv in (("report", ("report", "--db", "{tmp}/db/foreign.sqlite", "-o", "{tmp}/out/f")),
                      ("export", ("export", "--db", "{tmp}/db/foreign.sqlite", "--format", "csv")),
                      ("sweep", ("sweep", "-k", "daxpy", "-p", "strict", "-t", "host", "--precisions", "f64",
                                 "--size", "small", "--runners", "host", "--db", "{tmp}/db/foreign.sqlite")),
                      ("sweep --dry-run", ("sweep", "-k", "daxpy", "--dry-run", "--db", "{tmp}/db/foreign.sqlite"))):
        out.append(_c("databases", f"{tag} on another program's WAL database", *argv, protected=FOREIGN))
    out += [
        _c("databases", "report on own WAL database leaves it as it was", "report", "--db",
           "{tmp}/db/ownwal.sqlite", "-o", "{tmp}/out/own", expect=(0,), protected=OWN_WAL, as_limit=False),
        _c("databases", "export on own WAL database leaves it as it was", "export", "--db",
           "{tmp}/db/ownwal.sqlite", "--format", "json", expect=(0,), protected=OWN_WAL),
        _c("databases", "report in a read-only folder", "report", "--db", "{tmp}/rodir/own.sqlite", "-o",
           "{tmp}/out/ro", expect=(0,), read_only=True, protected=("{tmp}/rodir/own.sqlite",), as_limit=False),
        _c("databases", "export in a read-only folder, pending log", "export", "--db", "{tmp}/rodir/ownwal.sqlite",
           "--format", "csv", expect=(0,), read_only=True,
           protected=("{tmp}/rodir/ownwal.sqlite", "{tmp}/rodir/ownwal.sqlite-wal")),
        _c("databases", "sweep into a read-only database", "sweep", "-k", "daxpy", "-p", "strict", "-t", "host",
           "--precisions", "f64", "--size", "small", "--runners", "host", "--db", "{tmp}/db/readonly.sqlite",
           read_only=True, protected=("{tmp}/db/readonly.sqlite",)),
        _c("databases", "sweep into a read-only folder", "sweep", "-k", "daxpy", "-p", "strict", "-t", "host",
           "--precisions", "f64", "--size", "small", "--runners", "host", "--db", "{tmp}/rodir/own.sqlite",
           read_only=True, protected=("{tmp}/rodir/own.sqlite",)),
        _c("databases", "second sweep on a database being written", "sweep", "-k", "daxpy", "-p", "strict", "-t",
           "host", "--precisions", "f64", "--size", "small", "--accuracy-size", "small", "--runners", "host",
           "--db", "{tmp}/db/locked.sqlite", protected=("{tmp}/db/locked.sqlite",), setup=_hold_lock),
        _c("databases", "database is a FIFO", "report", "--db", "{tmp}/fifo.sqlite", timeout_s=20),
        _c("databases", "sweep database is a FIFO", "sweep", "-k", "daxpy", "--db", "{tmp}/fifo.sqlite",
           timeout_s=20),
        _c("databases", "database is a directory", "export", "--db", "{tmp}/adir", "--format", "csv"),
        _c("databases", "database symlink loop", "export", "--db", "{tmp}/loop1", "--format", "csv"),
        _c("databases", "sweep database symlink loop", "sweep", "-k", "daxpy", "--db", "{tmp}/loop1"),
        _c("databases", "export -o /dev/full", "export", "--db", "{tmp}/db/own.sqlite", "--format", "json", "-o",
           "/dev/full", protected=("{tmp}/db/own.sqlite",)),
    ]
    return out + issue22_cases()


# ----------------------------------------------------------------------------- issue 22

I22 = "{tmp}/i22"
_FREEZE_BODY = """  %i0 = freeze i64 %i
  %g = icmp sge i64 %i0, 0
  br i1 %g, label %body, label %done
body:
  %i1 = add nsw i64 %i0, 1
  %x.i = getelementptr inbounds double, ptr %x, i64 %i1
  %xi = load double, ptr %x.i
  %y.i = getelementptr inbounds double, ptr %y, i64 %i0
  store double %xi, ptr %y.i
  br label %done
done:
  ret void"""
_TWO_FUNCTIONS = ("define double @f(double %a) {\n  %x = fadd double %a, %a\n  ret double %x\n}\n"
                  "define double @g(double %a) {\n  %x = fadd double %a, %a\n  ret double %x\n}\n")
_HUGE = "9" * 5000  # past Python's 4300-digit limit for int()


def _fpcore_nested(depth: int) -> str:
    return "(FPCore (x) " + "(+ x " * depth + "x" + ")" * depth + ")\n"


def _fpcore_lets(n: int) -> str:
    lets = "".join(f"(let ((v{i} (+ {'x' if i == 0 else f'v{i - 1}'} 1))) " for i in range(n))
    return "(FPCore (x) " + lets + f"v{n - 1}" + ")" * n + ")\n"


def issue22_fixtures(tmp: Path) -> None:
    """The inputs of issue 22's repros, under ``tmp/i22`` (and kernels under ``tmp/k``, profiles under ``tmp/profiles``)."""
    d = tmp / "i22"
    d.mkdir(exist_ok=True)
    for name, data in REPRO_IR.items():
        (d / name).write_bytes(data)
    for name in ("fptrunc.ll", "first_diff.ll", "gather.ll"):
        shutil.copy(ROOT / "tests/data/clang19" / name, d / name)
    far = (d / "first_diff.ll").read_text().replace("getelementptr i8, ptr %7, i64 8\n", "getelementptr i8, ptr %7, i64 8000000\n")
    assert far != (d / "first_diff.ll").read_text()
    (d / "first_diff_far.ll").write_text(far)
    (d / "two_functions.ll").write_text(_TWO_FUNCTIONS)
    (tmp / "profiles/star_f.toml").write_text('flags = ["contract"]\nfunctions = ["*", "f"]\n')
    (tmp / "profiles/hugeint.toml").write_text(f"flags = []\ndescription = \"x\"\nub_capable = {_HUGE}\n")
    (d / "div0.fpcore").write_text("(FPCore (x) (+ x 1/0))\n")
    (d / "deep.fpcore").write_text(_fpcore_nested(600))
    (d / "lets.fpcore").write_text(_fpcore_lets(5000))
    (d / "wide.fpcore").write_text("(FPCore (x) (+ " + " ".join(["x"] * 200_000) + "))\n")
    (d / "many.fpcore").write_text("".join(f"(FPCore (x y) :name \"k{i}\" (+ (* x {i + 1}) (/ y 3)))\n"
                                           for i in range(1000)))
    kd = tmp / "k"
    write_kernel(kd, "freeze_oob", _FREEZE_BODY)
    write_kernel(kd, "hugereps")
    (kd / "hugereps.toml").write_text((kd / "hugereps.toml").read_text().replace("reps = 1\n", f"reps = {10 ** 18}\n"))
    (d / "hugedir").mkdir()
    write_kernel(d / "hugedir", "hugeint")
    spec = d / "hugedir/hugeint.toml"
    spec.write_text(spec.read_text().replace("reps = 1\n", f"reps = {_HUGE}\n"))
    shutil.copy(spec, kd / "hugeint.toml")
    shutil.copy(d / "hugedir/hugeint.f64.ll", kd / "hugeint.f64.ll")
    _per_site_nnan_profile(tmp / "good.ll", tmp / "profiles/persite_nnan.toml")
    db = tmp / "db"
    shutil.copy(db / "own.sqlite", db / "trigger.sqlite")
    _mutate(db / "trigger.sqlite", "CREATE TRIGGER no_results BEFORE INSERT ON stage_results "
                                   "BEGIN SELECT RAISE(ABORT, 'no more results'); END")
    (d / "full").mkdir()
    _own_db(db / "small.sqlite", kernels=("daxpy",), targets=("host",))


def _per_site_nnan_profile(ir: Path, out: Path) -> None:
    """A per-site profile for ``ir`` whose only flag is nnan, at one site (its plain flags: none)."""
    sys.path.insert(0, str(FPSEM_ROOT[0]))
    from fpsem.fastmath.rewrite import rewrite_module  # noqa: PLC0415
    from fpsem.fastmath.siteflags import ir_hash_of_text  # noqa: PLC0415
    from fpsem.fastmath.sites import list_sites  # noqa: PLC0415
    from fpsem.ir.binding import parse_ir  # noqa: PLC0415

    text = ir.read_text()
    site = list_sites(parse_ir(text))[0].id
    out.write_text(f'flags = []\nir_hash = "{ir_hash_of_text(text, rewrite_module)}"\n[sites]\n"{site}" = ["nnan"]\n')


def _report_to_keep(tmp: Path) -> None:
    """Set-up: an earlier report in ``out/kept``, to survive a failed rewrite of it."""
    kept = tmp / "out/kept"
    (kept / "figures").mkdir(parents=True, exist_ok=True)
    (kept / "report.html").write_text("<html>the earlier report</html>\n")
    (kept / "report.md").write_text("# the earlier report\n")
    (kept / "figures/pareto-host.png").write_bytes(b"\x89PNG earlier figure")


def _damaged_reference(tmp: Path) -> None:
    """Set-up: a reference of daxpy in ``i22/npzcache``, then every stored reference truncated."""
    cache = tmp / "i22/npzcache"
    env = {**os.environ, "PYTHONPATH": str(FPSEM_ROOT[0]), "FPSEM_CACHE": str(cache)}
    # seed 7: not a committed reference (accuracy/references/ holds the default sweep's), so it is cached here
    subprocess.run([sys.executable, "-m", "fpsem", "accuracy", "-k", "daxpy", "-p", "strict", "--size-set", "small",
                    "--seed", "7"],
                   check=True, capture_output=True, env=env)
    for f in (cache / "accuracy").glob("*.npz"):
        with open(f, "r+b") as fh:
            fh.truncate(f.stat().st_size // 3)


def _out_absent(rel: str) -> Callable[[Path], list[str]]:
    def post(tmp: Path) -> list[str]:
        p = tmp / rel
        return [f"{rel} was left behind: {sorted(x.name for x in p.iterdir())[:5]}"] if p.exists() else []
    return post


def _spec_says(rel: str, text: str) -> Callable[[Path], list[str]]:
    """The import wrote its spec(s) under ``rel`` and one of them says ``text`` (a learned length)."""
    def post(tmp: Path) -> list[str]:
        specs = sorted((tmp / rel).glob("*.toml"))
        if not specs:
            return [f"{rel}: no spec written"]
        return [] if any(text in p.read_text() for p in specs) else [f"{rel}: no spec says {text!r}"]
    return post


def _no_scratch(rel: str) -> Callable[[Path], list[str]]:
    def post(tmp: Path) -> list[str]:
        left = [x.name for x in (tmp / rel).rglob(".*fpsem-tmp*")] + [x.name for x in (tmp / rel).parent.glob(".*fpsem-tmp*")]
        return [f"scratch folders left: {left[:3]}"] if left else []
    return post


def _llvm_reads(rel: str, *, ub: bool = False, flags: frozenset[str] | None = None, functions: str = ""
                ) -> Callable[[Path], list[str]]:
    """Post-check of a rewrite's output, by LLVM's own reading of it (fpsem.ir.walk of this checkout)."""
    def post(tmp: Path) -> list[str]:
        from fpsem.fastmath import witness  # noqa: PLC0415
        from fpsem.ir import flags as fm  # noqa: PLC0415
        from fpsem.ir.binding import parse_ir  # noqa: PLC0415
        from fpsem.ir.walk import walk_module  # noqa: PLC0415

        out = tmp / rel
        if not out.exists():
            return [f"{rel} was not written"]
        walked = walk_module(parse_ir(out.read_bytes().decode("utf-8", "surrogateescape"), isolated=True))
        problems = []
        if not ub and witness.ub_claims(walked):
            problems.append(f"LLVM reads UB-capable constructs in {rel}: {dict(witness.ub_claims(walked))}")
        for w in walked:
            for k, ins in enumerate(w.instrs):
                want = flags if (not functions or w.name in functions.split(",")) else frozenset()
                if want is not None and ins[1] and fm.expand(ins[2]) != want and not (ins[0] == "fptrunc"):
                    problems.append(f"@{w.name} instruction {k} ({ins[0]}) carries {ins[2]}, not {sorted(want)}")
        return problems
    return post


def _no_flags_on_fptrunc_and_llc19(rel: str) -> Callable[[Path], list[str]]:
    def post(tmp: Path) -> list[str]:
        text = (tmp / rel).read_text()
        problems = [] if re.search(r"fptrunc double", text) else ["the fptrunc carries flags"]
        if shutil.which("llc-19"):
            r = subprocess.run(["llc-19", str(tmp / rel), "-o", os.devnull], capture_output=True, text=True)
            if r.returncode:
                problems.append(f"llc-19 refuses the output: {r.stderr.strip()[:200]}")
        return problems
    return post


def _comment_kept(rel: str, src: str) -> Callable[[Path], list[str]]:
    def post(tmp: Path) -> list[str]:
        comment = [l for l in (tmp / src).read_text().split("\n") if "; x" in l][0]
        comment = comment[comment.index("; x"):]
        return [] if comment in (tmp / rel).read_text() else [f"the comment {comment!r} did not survive"]
    return post


def _writing(parent: str, name: str) -> Callable[[Path], bool]:
    """True once the output ``parent/name`` (or a scratch folder for it, inside or beside it) exists: writing began."""
    def began(tmp: Path) -> bool:
        return any(name in p.name for p in (tmp / parent).iterdir()) if (tmp / parent).is_dir() else False
    return began


def _all_or_nothing(rel: str, total: int) -> Callable[[Path], list[str]]:
    def post(tmp: Path) -> list[str]:
        p = tmp / rel
        specs = list(p.glob("*.toml")) if p.exists() else []
        left = [x.name for x in p.glob(".*fpsem-tmp*")] if p.exists() else []
        if left or len(specs) not in (0, total):
            return [f"{len(specs)} of {total} kernels written, scratch left: {left[:2]}"]
        return []
    return post


_THREADS = """
import sys, threading
from fpsem.compiler.build import build
from fpsem.compiler.cache import BuildCache
from fpsem.compiler.targets import resolve_target
from fpsem.compiler.variant import describe_variant
from fpsem.fastmath.profiles import resolve_profile
from fpsem.kernels.importer import resolve_kernel
targets = [resolve_target(t) for t in ("host", "h100", "mi250x", "a2000")]
k, strict = resolve_kernel("vol3d"), resolve_profile("strict")
one = lambda t, c: build(describe_variant(k, "f64", strict, t, "default"), c).asm
seq = {t.name: one(t, None) for t in targets}
seen = {}
def work(i):
    for t in targets[i:] + targets[:i]:
        seen.setdefault(t.name, set()).add(one(t, BuildCache(__import__("pathlib").Path("{tmp}/i22/thrcache"))))
ths = [threading.Thread(target=work, args=(i,)) for i in range(4)]
[t.start() for t in ths]; [t.join() for t in ths]
bad = [n for n in seq if seen[n] != {seq[n]}]
print("threads differ from sequential builds:", bad) if bad else print("same machine code as sequential builds")
sys.exit(1 if bad else 0)
"""


def issue22_cases() -> list[Case]:
    """Every repro of issue 22 (items 1-13 and 15; item 14, the API, has its own tests)."""
    strict_out, t = ("-p", "strict", "-o"), "{tmp}/out"
    out = [
        _c("issue 22: UB missed", "validate: a NUL byte hides the rest", "validate", f"{I22}/nul.ll"),
        _c("issue 22: UB missed", "rewrite: a NUL byte hides the rest", "rewrite", *strict_out[:2], f"{I22}/nul.ll"),
        _c("issue 22: UB missed", "validate: a quoted name that reads call void @llvm.dbg.value(", "validate",
           f"{I22}/dbg_name.ll", expect=(1,), says="flag nnan"),
        _c("issue 22: UB missed", "rewrite strict: a quoted name that reads call void @llvm.dbg.value(", "rewrite",
           f"{I22}/dbg_name.ll", *strict_out, f"{t}/dbg_strict.ll", expect=(0,),
           post=_llvm_reads("out/dbg_strict.ll", flags=frozenset())),
        _c("issue 22: UB missed", "validate: a phi of array type", "validate", f"{I22}/phi_array.ll", expect=(1,), says="nnan"),
        _c("issue 22: UB missed", "rewrite strict: a phi of array type", "rewrite", f"{I22}/phi_array.ll", *strict_out,
           f"{t}/phi_strict.ll", expect=(0,), post=_llvm_reads("out/phi_strict.ll", flags=frozenset())),
        _c("issue 22: data kept", "rewrite: a comment after a multi-line string", "rewrite", f"{I22}/multiline_string.ll", "-p",
           "contract", "-o", f"{t}/multiline.ll", expect=(0,),
           post=lambda tmp: _comment_kept("out/multiline.ll", "i22/multiline_string.ll")(tmp)
           + _llvm_reads("out/multiline.ll", flags=frozenset({"contract"}))(tmp)),
        _c("issue 22: data kept", "report that fails to write keeps the previous one", "report", "--db",
           "{tmp}/db/small.sqlite", "-o", f"{t}/kept", setup=_report_to_keep, fsize_limit=16 << 10,
           subprocess_only=True, post=_no_scratch("out/kept"), as_limit=False,
           protected=(f"{t}/kept/report.html", f"{t}/kept/report.md", f"{t}/kept/figures/pareto-host.png")),
        _c("issue 22: data kept", "report under ulimit -v 8 GiB (V8 would die of it) keeps the previous one", "report",
           "--db", "{tmp}/db/small.sqlite", "-o", f"{t}/kept", setup=_report_to_keep, subprocess_only=True,
           post=_no_scratch("out/kept"), says="address space",
           protected=(f"{t}/kept/report.html", f"{t}/kept/report.md", f"{t}/kept/figures/pareto-host.png")),
        _c("issue 22: data kept", "compile from 4 threads gives the sequential machine code", python=_THREADS, expect=(0,),
           subprocess_only=True, timeout_s=300, says="same machine code"),
        _c("issue 22: data kept", "sweep --db :memory:", "sweep", "-k", "daxpy", "-p", "strict", "-t", "host", "--db", ":memory:"),
        _c("issue 22: data kept", "sweep --db file::memory:", "sweep", "-k", "daxpy", "-p", "strict", "-t", "host", "--db",
           "file::memory:"),
        _c("issue 22: data kept", "run: bounds hidden behind freeze and a guard", "run", "-k", "{tmp}/k/freeze_oob.toml"),
        # issue 28's importer learns these lengths by running the kernel (issue 22's refused them): right, not refused
        _c("issue 22: data kept", "import: x[i+1] behind clang's guard reads past the inferred length", "import",
           f"{I22}/first_diff.ll", "-o", f"{t}/imp_fd", expect=(0,), post=_spec_says("out/imp_fd", 'length = "N + 1"')),
        _c("issue 22: data kept", "import: x[i+1000000] (segfaulted the import path)", "import", f"{I22}/first_diff_far.ll", "-o",
           f"{t}/imp_far", expect=(0,), post=_spec_says("out/imp_far", 'length = "N + 1000000"')),
        _c("issue 22: data kept", "rewrite --for-llvm 19: no flags on fptrunc", "rewrite", f"{I22}/fptrunc.ll", "-p", "contract",
           "--for-llvm", "19", "-o", f"{t}/ft19.ll", expect=(0,), post=_no_flags_on_fptrunc_and_llc19("out/ft19.ll")),
        _c("issue 22: data kept", "rewrite --for-llvm -5", "rewrite", f"{I22}/fptrunc.ll", "-p", "contract", "--for-llvm", "-5"),
        _c("issue 22: data kept", 'profile functions = ["*", "f"] applies to every function', "rewrite",
           f"{I22}/two_functions.ll", "-p", "{tmp}/profiles/star_f.toml", "-o", f"{t}/star.ll", expect=(0,),
           post=_llvm_reads("out/star.ll", flags=frozenset({"contract"}))),
        _c("issue 22: exit 70", "spec reps = 10**18", "run", "-k", "{tmp}/k/hugereps.toml", timeout_s=60),
        _c("issue 22: exit 70", "profile with a 5000-digit integer", "rewrite", "{tmp}/good.ll", "-p", "{tmp}/profiles/hugeint.toml"),
        _c("issue 22: exit 70", "spec with a 5000-digit integer", "run", "-k", "{tmp}/k/hugeint.toml"),
        _c("issue 22: exit 70", "kernels --dir with a 5000-digit integer", "kernels", "--dir", f"{I22}/hugedir"),
        _c("issue 22: exit 70", "sweep onto a full disk", "sweep", "-k", "daxpy,dot", "-p", "strict,contract", "-t", "host",
           "--precisions", "f64", "--size", "small", "--accuracy-size", "small", "--runners", "host", "--db",
           f"{I22}/full/sweep.sqlite", fsize_limit=48 << 10, subprocess_only=True, timeout_s=300),
        _c("issue 22: exit 70", "FPCore (+ x 1/0)", "import", f"{I22}/div0.fpcore", "-o", f"{t}/imp_div0",
           post=_out_absent("out/imp_div0")),
        _c("issue 22: exit 70", "FPCore nested 600 levels", "import", f"{I22}/deep.fpcore", "-o", f"{t}/imp_deep"),
        _c("issue 22: exit 70", "FPCore let chain of 5000", "import", f"{I22}/lets.fpcore", "-o", f"{t}/imp_lets"),
        _c("issue 22: exit 70", "accuracy with a truncated reference", "accuracy", "-k", "daxpy", "-p", "strict", "--size-set",
           "small", "--seed", "7", expect=(0,), setup=_damaged_reference, env=(("FPSEM_CACHE", f"{I22}/npzcache"),),
           says="damaged accuracy-reference cache entry was recomputed", timeout_s=120),
        _c("issue 22: exit 70", "sweep into a database with an aborting trigger", "sweep", "-k", "daxpy", "-p", "strict", "-t",
           "host", "--precisions", "f64", "--size", "small", "--runners", "host", "--db", "{tmp}/db/trigger.sqlite",
           protected=("{tmp}/db/trigger.sqlite",)),
        _c("issue 22: exit 70", "report on a database with a trigger", "report", "--db", "{tmp}/db/trigger.sqlite", "-o",
           f"{t}/trig", protected=("{tmp}/db/trigger.sqlite",)),
        _c("issue 22: smaller", "sweep with a read-only accuracy cache", "sweep", "-k", "daxpy", "-p", "strict", "-t", "host",
           "--precisions", "f64", "--size", "small", "--accuracy-size", "small", "--runners", "host", "--db",
           f"{t}/rocache.sqlite", expect=(0,), read_only=True, env=(("FPSEM_CACHE", f"{I22}/rocache"),), timeout_s=300),
        _c("issue 22: smaller", "Ctrl-C during the import of 1000 FPCores", "import", f"{I22}/many.fpcore", "-o", f"{t}/imp_many",
           expect=(0, 130), interrupt_after_s=240.0, interrupt_when=_writing("out", "imp_many"),
           subprocess_only=True, timeout_s=300, post=_all_or_nothing("out/imp_many", 1000)),
        _c("issue 22: smaller", "import of a gather kernel x[ix[i]]", "import", f"{I22}/gather.ll", "-o", f"{t}/imp_gather",
           expect=(0,), says="an index list (read as integers)"),
        _c("issue 22: smaller", "per-site profile with only nnan", "rewrite", "{tmp}/good.ll", "-p",
           "{tmp}/profiles/persite_nnan.toml", expect=(3,), says="nnan make operations"),
        _c("issue 22: smaller", "import of a 200,000-term FPCore", "import", f"{I22}/wide.fpcore", "-o", f"{t}/imp_wide",
           expect=(0,), timeout_s=600, subprocess_only=True),
    ]
    for name in ("flags_next_line.ll", "phi_dbg_next_line.ll", "key_only.ll", "value_is_key.ll", "escaped_key.ll"):
        stem = name[:-3]
        out.append(_c("issue 22: valid IR", f"rewrite contract: {stem}", "rewrite", f"{I22}/{name}", "-p", "contract", "-o",
                      f"{t}/{stem}.ll", expect=(0,), post=_llvm_reads(f"out/{stem}.ll", flags=frozenset({"contract"}))))
    return out


# ----------------------------------------------------------------------------- running

def sha(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


AS_LIMIT = 8 << 30  # address space of each case: a runaway allocation fails there, not on the machine


def _demote() -> None:
    os.setgid(NOBODY)
    os.setuid(NOBODY)


def _limit(demote: bool, fsize: int | None = None, as_limit: bool = True) -> Callable[[], None]:
    def pre() -> None:
        import resource

        if as_limit:
            resource.setrlimit(resource.RLIMIT_AS, (AS_LIMIT, AS_LIMIT))
        if fsize is not None:  # Python ignores SIGXFSZ: a write past the limit fails with EFBIG, as on a full disk
            resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
        if demote:
            _demote()
    return pre


def judge(case: Case, code: int | None, stderr: str, before: dict[str, str | None], tmp: Path,
          stdout: str = "") -> list[str]:
    """The problems of one finished case (empty: clean)."""
    problems = []
    if code is not None and code not in (0, 1) and not case.python:  # 1: validate's findings, on stdout
        # besides notes, warnings and a sweep's progress lines
        lines = [l for l in stderr.splitlines()
                 if l.strip() and not l.startswith(("fpsem: note:", "fpsem: warning:", "sweep: "))]
        ok = lines == ["fpsem: interrupted"] if code == 130 else (len(lines) == 1 and lines[0].startswith("fpsem: error:"))
        if not ok:
            problems.append(f"stderr: {len(lines)} line(s): {' | '.join(lines)[:300]}")
    if "Traceback" in stderr or "internal error" in stderr:
        problems.append(f"stderr: traceback or internal error: {stderr.strip()[-300:]}")
    if case.says and case.says not in stdout + stderr:
        problems.append(f"output: does not say {case.says!r}")
    for p, h in before.items():
        if sha(Path(p)) != h:
            problems.append(f"changed: {p}")
    if case.post is not None and code is not None:
        problems += [f"post: {p}" for p in case.post(tmp)]
    return problems


def nobody_can_run(python: str = sys.executable) -> bool:
    """Whether the ``as_nobody`` cases can run here: as a non-root user they run as that user; as root
    they need an interpreter that user nobody can execute (not one under /root)."""
    if os.geteuid() != 0:
        return True
    try:
        return subprocess.run([python, "-c", "pass"], preexec_fn=_demote, capture_output=True, timeout=60).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def runnable(all_cases: Sequence[Case], python: str = sys.executable) -> tuple[list[Case], list[Case]]:
    """(cases to run, cases skipped because no unprivileged user can run them here)."""
    if nobody_can_run(python):
        return list(all_cases), []
    return [c for c in all_cases if not c.as_nobody], [c for c in all_cases if c.as_nobody]


def run_case(case: Case, tmp: Path, python: str = sys.executable, fpsem_root: Path = ROOT) -> Result:
    """One case as a real subprocess (fpsem imported from ``fpsem_root``), with its time limit."""
    if case.setup:
        case.setup(tmp)
    protected = [p.replace("{tmp}", str(tmp)) for p in case.protected]
    before = {p: sha(Path(p)) for p in protected}
    env = {**os.environ, "PYTHONPATH": str(fpsem_root), "FPSEM_CACHE": str(tmp / "cache"), **case.environment(tmp)}
    env.pop("FPSEM_DEBUG", None)
    demote = case.as_nobody and os.geteuid() == 0
    cmd = [python, "-c", case.python.replace("{tmp}", str(tmp))] if case.python else [python, "-m", "fpsem",
                                                                                      *case.args(tmp)]
    t0 = time.monotonic()
    out = ""
    try:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp,
                                preexec_fn=_limit(demote, case.fsize_limit, case.as_limit))
        if case.interrupt_after_s is not None:
            while proc.poll() is None and time.monotonic() - t0 < case.interrupt_after_s:
                if case.interrupt_when is not None and case.interrupt_when(tmp):
                    break
                time.sleep(0.05)
            if proc.poll() is None:
                proc.send_signal(signal.SIGINT)  # Ctrl-C
        try:
            out, err = proc.communicate(timeout=max(1.0, case.timeout_s - (time.monotonic() - t0)))
            code = proc.returncode
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
            code = None
    finally:
        holder = tmp / "lock_holder.pid"
        if holder.exists():
            try:
                os.kill(int(holder.read_text()), 9)
            except (OSError, ValueError):
                pass
            holder.unlink()
    seconds = time.monotonic() - t0
    if code is not None and code < 0:
        err += f"\n(killed by signal {-code})"
    return Result(case, code, err, seconds, judge(case, code, err, before, tmp, out))


def table(results: Sequence[Result]) -> list[dict]:
    """family | tried | clean errors | wrong exit | data changed | hangs (plus unclean stderr)."""
    rows: dict[str, dict] = {}
    for r in results:
        row = rows.setdefault(r.case.family, {"family": r.case.family, "tried": 0, "clean": 0, "wrong_exit": 0,
                                              "data_changed": 0, "hangs": 0, "unclean_stderr": 0})
        row["tried"] += 1
        row["clean"] += r.clean
        row["wrong_exit"] += r.wrong_exit
        row["data_changed"] += r.data_changed
        row["hangs"] += r.hang
        row["unclean_stderr"] += r.unclean
    total = {"family": "total", **{k: sum(r[k] for r in rows.values()) for k in
                                   ("tried", "clean", "wrong_exit", "data_changed", "hangs", "unclean_stderr")}}
    return list(rows.values()) + [total]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--family", help="run only this family")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--keep", type=Path, help="build the fixtures here and keep them")
    ap.add_argument("--fpsem-root", type=Path, default=ROOT,
                    help="run the fpsem found here (e.g. an older checkout, for a before/after table)")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks/results/hostile_inputs.json")
    ap.add_argument("--fuzz-seconds", type=float, default=20.0,
                    help="time budget of the grammar-aware fuzzing family (tests/hostile_fuzz.py); 0: none")
    ap.add_argument("--fuzz-seed", type=int, default=22, help="first seed of the fuzzing family")
    a = ap.parse_args(argv)
    import tempfile

    FPSEM_ROOT[0] = a.fpsem_root
    with tempfile.TemporaryDirectory(prefix="fpsem-hostile-") as scratch:
        os.chmod(scratch, 0o755)  # the as_nobody cases must reach the fixtures
        tmp = a.keep or Path(scratch) / "fx"
        try:
            make_fixtures(tmp)
            results, skipped, wall = _run_all(a, tmp)
        finally:
            release_fixtures(tmp)
    fuzz = _fuzz(a) if a.fuzz_seconds > 0 and a.family in (None, "fuzz") else None
    return _summarise(a, results, skipped, wall, fuzz)


def _fuzz(a: argparse.Namespace) -> dict:
    """The fuzzing family: seeded grammar-aware mutations of real IR for a time budget (in this process, with
    the fpsem of ``--fpsem-root``)."""
    sys.path.insert(0, str(a.fpsem_root))
    sys.path.insert(0, str(ROOT / "tests"))
    import hostile_fuzz  # noqa: PLC0415

    t0 = time.monotonic()
    st = hostile_fuzz.run(seed=a.fuzz_seed, seconds=a.fuzz_seconds)
    doc = {**st.to_json(), "budget_seconds": a.fuzz_seconds, "wall_seconds": round(time.monotonic() - t0, 1),
           "corpus": [str(p.relative_to(ROOT)) for p in hostile_fuzz.CORPUS]}
    print(f"\nfuzz: seed {st.seed}, {st.cases} cases ({st.valid} valid IR, {st.invalid} refused by LLVM), "
          f"{len(st.failures)} failures, {st.fell_back} rewrites written as LLVM's printing")
    for f in st.failures[:10]:
        print(f"  FAIL seed {f['seed']} {f['file']} {f['mutations']}: {f['problems'][0][:200]}")
    return doc


def _run_all(a: argparse.Namespace, tmp: Path) -> tuple[list[Result], list[Case], float]:
    """Run the selected cases (those with set-up, and faulting kernels, one at a time); (results, skipped, wall s)."""
    todo, skipped = runnable([c for c in cases() if a.family is None or c.family.startswith(a.family)])
    if not read_only_works(tmp):
        skipped += [c for c in todo if c.read_only]
        todo = [c for c in todo if not c.read_only]
    for c in [c for c in skipped if c.as_nobody]:
        print(f"skipped (needs an unprivileged user; running as root with {sys.executable}, which user "
              f"nobody cannot execute): [{c.family}] {c.name}")
    for c in [c for c in skipped if c.read_only]:
        print(f"skipped (the read-only fixtures are writable here): [{c.family}] {c.name}")
    for c in [c for c in todo if c.skip_reason()]:
        print(f"skipped ({c.skip_reason()}): [{c.family}] {c.name}")
        skipped.append(c)
        todo.remove(c)
    serial = [c for c in todo if c.setup or c.family == "faulting kernels" or c.subprocess_only]
    parallel = [c for c in todo if c not in serial]
    t0 = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max(1, a.jobs)) as ex:
        results = list(ex.map(lambda c: run_case(c, tmp, fpsem_root=a.fpsem_root), parallel))
    results += [run_case(c, tmp, fpsem_root=a.fpsem_root) for c in serial]
    wall = time.monotonic() - t0
    return results, skipped, wall


def _summarise(a: argparse.Namespace, results: list[Result], skipped: list[Case], wall: float,
               fuzz: dict | None = None) -> int:
    rows = table(results)
    cols = ("family", "tried", "clean", "wrong_exit", "data_changed", "hangs", "unclean_stderr")
    heads = ("family", "tried", "clean errors", "wrong exit", "data changed", "hangs", "unclean stderr")
    widths = [max(len(h), *(len(str(r[c])) for r in rows)) for h, c in zip(heads, cols)]
    print(" | ".join(h.ljust(w) for h, w in zip(heads, widths)))
    print("-|-".join("-" * w for w in widths))
    for r in rows:
        print(" | ".join(str(r[c]).ljust(w) for c, w in zip(cols, widths)))
    bad = [r for r in results if not r.clean]
    for r in bad:
        print(f"\nFAIL [{r.case.family}] {r.case.name}: exit {r.code} (expected {sorted(r.case.expect)}), "
              f"{r.seconds:.1f} s\n  " + "\n  ".join(r.problems or [r.stderr.strip()[-300:]]))
    doc = {"run": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "uid": os.geteuid(),
           "skipped": [f"[{c.family}] {c.name}" for c in skipped],
           "python": sys.version.split()[0], "wall_seconds": round(wall, 1), "table": rows,
           "cases": [{"family": r.case.family, "name": r.case.name, "argv": list(r.case.argv), "exit": r.code,
                      "expected": sorted(r.case.expect), "clean": r.clean, "problems": r.problems,
                      "seconds": round(r.seconds, 2), "stderr": r.stderr.strip()[-400:]} for r in results]}
    doc["fpsem_root"] = str(a.fpsem_root)
    if fuzz is not None:
        doc["fuzz"] = fuzz
    if a.family is None:
        a.out.parent.mkdir(parents=True, exist_ok=True)
        a.out.write_text(json.dumps(doc, indent=1) + "\n")
        print(f"\nwritten {a.out}")
    return 0 if not bad and not (fuzz or {}).get("failures") else 1


if __name__ == "__main__":
    sys.exit(main())
