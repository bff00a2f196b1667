"""Limits at fpsem's edges: what an input file may be, how large, and how much memory a run may ask for.

* Input files (IR, kernel specs, profiles, targets) must be regular files no
  larger than :func:`max_input_bytes` (``FPSEM_MAX_INPUT_BYTES``, default 256 MiB):
  a FIFO would block for ever and ``/dev/zero`` would be read until memory runs
  out (issue 17).
* Output files are written whole or not at all, with every failure (a folder, a
  missing parent, a full disk, an empty name) one :class:`~fpsem.core.errors.UsageError`.
* A run's memory is estimated before anything is allocated and refused above
  :func:`memory_limit` (``--max-memory`` or ``FPSEM_MAX_MEMORY``; default half
  this machine's physical memory).
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import shutil
import signal
import stat
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from fpsem.core.errors import FpsemError, UsageError

T = TypeVar("T")

DEFAULT_MAX_INPUT_BYTES = 256 << 20
# The most repetitions one run may ask for (a kernel spec's ``reps`` and ``--reps`` alike): RAJAPerf's
# largest default is 2500; a million is still minutes, 10**18 would be for ever.
MAX_REPS = 1_000_000
_UNITS = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40}
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?\s*$", re.I)


def parse_bytes(text: str) -> int:
    """``"512M"``, ``"2GiB"``, ``"1000000"`` -> bytes; ValueError for anything else or zero."""
    m = _SIZE.match(text or "")
    if not m:
        raise ValueError(f"expected a byte count like 4G, 512M or 1000000, got {text!r}")
    n = int(float(m.group(1)) * _UNITS[m.group(2).lower()])
    if n <= 0:
        raise ValueError(f"a byte limit must be positive, got {text!r}")
    return n


def _env_bytes(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return parse_bytes(raw)
    except ValueError as e:
        raise UsageError(f"{name}: {e}") from None


def max_input_bytes() -> int:
    """The largest input file fpsem reads (``FPSEM_MAX_INPUT_BYTES``, default 256 MiB)."""
    return _env_bytes("FPSEM_MAX_INPUT_BYTES", DEFAULT_MAX_INPUT_BYTES)


def check_reps(reps: int, what: str = "--reps") -> int:
    """``reps`` when it is a whole number from 1 to :data:`MAX_REPS`; else UsageError naming ``what``."""
    if isinstance(reps, bool) or not isinstance(reps, int) or not 1 <= reps <= MAX_REPS:
        raise UsageError(f"{what} must be a whole number from 1 to {MAX_REPS:,}, got {reps!r}")
    return reps


def physical_memory() -> int | None:
    """This machine's physical memory in bytes, None where the OS does not say."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return None


def memory_limit(option: str | None = None) -> int:
    """Bytes a run may allocate: ``option`` (``--max-memory``), else ``FPSEM_MAX_MEMORY``, else half
    the physical memory (16 GiB where unknown).  UsageError for a malformed value."""
    if option is not None:
        try:
            return parse_bytes(option)
        except ValueError as e:
            raise UsageError(f"--max-memory: {e}") from None
    phys = physical_memory()
    return _env_bytes("FPSEM_MAX_MEMORY", phys // 2 if phys else 16 << 30)


def human_bytes(n: int) -> str:
    for unit, size in (("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= size:
            return f"{n / size:.3g} {unit}"
    return f"{n} B"


def check_memory(needed: int, limit: int, what: str) -> None:
    """UsageError when ``needed`` bytes exceed ``limit``; the message says how to raise the limit."""
    if needed > limit:
        raise UsageError(f"{what} needs about {human_bytes(needed)} of memory, more than the limit of "
                         f"{human_bytes(limit)} (half this machine's memory by default); use smaller sizes, "
                         f"or raise the limit with --max-memory or FPSEM_MAX_MEMORY")


def _reason(e: OSError) -> str:
    return e.strerror or type(e).__name__


def regular_file_stat(path: Path, what: str = "input", error: type[FpsemError] = UsageError) -> os.stat_result:
    """``path``'s status when it is a regular file (followed through links); else ``error`` with one line
    for a missing file, a folder, a FIFO, a device or socket (not opened), a symlink loop, no permission."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise error(f"{path}: no such file") from None
    except OSError as e:
        raise error(f"{path}: cannot read {what}: {_reason(e)}") from None
    if stat.S_ISDIR(st.st_mode):
        raise error(f"{path}: cannot read {what}: it is a directory")
    if not stat.S_ISREG(st.st_mode):
        raise error(f"{path}: cannot read {what}: not a regular file ({_kind(st.st_mode)})")
    return st


def read_input_bytes(path: Path, what: str = "input", error: type[FpsemError] = UsageError) -> bytes:
    """The bytes of a regular input file, at most :func:`max_input_bytes` of them.

    Raises ``error`` with one line for a missing file, a folder, a FIFO, a device
    or socket (never opened, so never blocked on), a symlink loop, no permission,
    or a file over the limit.  The file is opened without following into a FIFO
    (``O_NONBLOCK``) and checked on the open descriptor, so a file swapped after
    the check is still caught.
    """
    limit = max_input_bytes()
    regular_file_stat(path, what, error)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as e:
        raise error(f"{path}: cannot read {what}: {_reason(e)}") from None
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(f.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise error(f"{path}: cannot read {what}: not a regular file ({_kind(st.st_mode)})")
        if st.st_size > limit:
            raise error(f"{path}: {human_bytes(st.st_size)}, larger than the input limit of {human_bytes(limit)} "
                        f"(FPSEM_MAX_INPUT_BYTES raises it)")
        try:
            data = f.read(limit + 1)
        except OSError as e:
            raise error(f"{path}: cannot read {what}: {_reason(e)}") from None
    if len(data) > limit:  # grew while being read
        raise error(f"{path}: larger than the input limit of {human_bytes(limit)} (FPSEM_MAX_INPUT_BYTES raises it)")
    return data


def read_input_text(path: Path, what: str = "input", error: type[FpsemError] = UsageError) -> str:
    """:func:`read_input_bytes` decoded as UTF-8 (``error`` if it is not)."""
    data = read_input_bytes(path, what, error)
    try:
        return data.decode()
    except UnicodeDecodeError as e:
        raise error(f"{path}: {what} is not UTF-8 text (byte {e.start})") from None


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a file"


def check_output_path(path: Path, what: str = "output") -> None:
    """UsageError unless ``path`` names a file that can be created or replaced (checked before any work)."""
    text = str(path)
    if text.strip() == "" or text == ".":
        raise UsageError(f"empty {what} file name")
    p = Path(path)
    if p.is_dir():
        raise UsageError(f"{path}: is a directory; give a file name for the {what}")
    parent = p.parent if str(p.parent) else Path(".")
    if not parent.is_dir():
        raise UsageError(f"{path}: its folder {parent} does not exist")
    if p.exists() and not os.access(p, os.W_OK):
        raise UsageError(f"{path}: cannot write {what}: permission denied")
    if not p.exists() and not os.access(parent, os.W_OK | os.X_OK):
        raise UsageError(f"{path}: cannot write {what}: folder {parent} is not writable")


def write_output(path: Path, write: Callable[[Any], object], what: str = "output", binary: bool = False) -> None:
    """Open ``path`` and call ``write(file)``; any OS failure (full disk, no permission, ...) is one
    UsageError naming the file.  Regular files are written to a temporary sibling and renamed into
    place, so a failed write leaves an existing file as it was; other targets (``/dev/full``, a FIFO
    a reader holds) are written directly."""
    check_output_path(path, what)
    p = Path(path)
    regular = not p.exists() or p.is_file()
    target = p.with_name(f".{p.name}.fpsem-tmp-{os.getpid()}") if regular else p
    try:
        with (open(target, "wb") if binary else open(target, "w", newline="", encoding="utf-8")) as f:
            write(f)
        if regular:
            os.replace(target, p)
    except OSError as e:
        if regular:
            try:
                os.unlink(target)
            except OSError:
                pass
        raise UsageError(f"{path}: cannot write {what}: {_reason(e)}") from None


def write_folder(path: Path, fill: Callable[[Path], T], what: str = "output") -> T:
    """Write a folder whole or not at all: ``fill(scratch)`` writes the new contents into a fresh folder on
    the same file system, and only when it has returned are they moved into ``path``, by renames alone.

    A missing ``path`` becomes the scratch folder itself (one rename).  An existing one keeps whatever
    ``fill`` did not write; each entry ``fill`` wrote replaces the entry of that name (a file or a whole
    sub-folder).  Any failure while filling (a full disk, an exception of ``fill``) leaves ``path`` as
    it was and no scratch folder behind; OS failures are one UsageError naming ``what``.  Returns
    what ``fill`` returned.
    """
    p = Path(path)
    if str(p).strip() == "":
        raise UsageError(f"empty {what} folder name")
    if p.exists() and not p.is_dir():
        raise UsageError(f"{path}: exists and is not a folder; give a folder for the {what}")
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        home = p if p.is_dir() else p.parent  # the scratch folder lives where the renames stay on one file system
        scratch = home / f".{p.name or 'out'}.fpsem-tmp-{os.getpid()}-{secrets.token_hex(4)}"
        os.mkdir(scratch)  # the usual permissions (umask), as the folder it may become
    except OSError as e:
        raise UsageError(f"{path}: cannot write {what}: {_reason(e)}") from None
    try:
        result = fill(scratch)
        if not p.is_dir():
            os.rename(scratch, p)  # one rename: whole or not at all
            return result
        with _signals_deferred():  # renames only, and none left half done by a Ctrl-C
            for entry in sorted(scratch.iterdir()):
                target = p / entry.name
                if entry.is_dir() and target.is_dir() and not target.is_symlink():
                    old = scratch / f".old-{entry.name}"
                    os.rename(target, old)  # removed with the scratch folder below
                os.replace(entry, target)
        return result
    except OSError as e:
        raise UsageError(f"{path}: cannot write {what}: {_reason(e)}") from None
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


@contextlib.contextmanager
def _signals_deferred() -> Iterator[None]:
    """Hold SIGINT and SIGTERM for the block (in the main thread; elsewhere Python delivers none anyway):
    a Ctrl-C arrives right after it, never in the middle."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
