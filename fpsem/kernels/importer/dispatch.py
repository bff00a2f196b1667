"""Which importer a source file needs, and ``-k SOURCE``: importing on the fly into the cache.

A source is recognised by its content, not only its name: LLVM bitcode by its magic
bytes, text IR by ``define``/``target triple`` lines, FPCore by ``(FPCore``.  A ``-k``
argument naming such a file is imported with default choices into
``<cache>/imported/<content hash>/`` (so the same file is imported once) and replaced
by the spec path; the choices are printed on stderr, as the import command prints them.
"""

from __future__ import annotations

import logging

import functools
import hashlib
import os
import shutil
import sys
from pathlib import Path
from typing import Sequence

from fpsem.core.errors import UsageError
from fpsem.core.progress import SILENT, Progress
from fpsem.core.paths import cache_dir
from fpsem.kernels.importer.core import ArgOverride, ImportedKernel, write_kernel
from fpsem.kernels.registry import Kernel, load_kernel, spec_path

logger = logging.getLogger(__name__)

SOURCE_SUFFIXES = (".ll", ".bc", ".fpcore")


def source_type(path: Path) -> str | None:
    """``llvm`` or ``fpcore`` for an importable file, None for anything else (a spec, a missing file)."""
    try:
        head = path.read_bytes()[:4096]
    except OSError:
        return None
    if head[:2] == b"BC" or head[:4] == b"\xde\xc0\x17\x0b":
        return "llvm"
    text = head.decode(errors="replace")
    if path.suffix == ".fpcore" or "(FPCore" in text:
        return "fpcore"
    if path.suffix == ".ll" or "define " in text or "target triple" in text:
        return "llvm"
    return None


def import_source(path: Path, entries: Sequence[str] = (), name: str | None = None,
                  overrides: Sequence[ArgOverride] = (), sizes: dict[str, int] | None = None,
                  points: int | None = None, progress: Progress = SILENT) -> list[ImportedKernel]:
    """The kernels of one source file (UsageError for a file that is no importable source); ``progress`` is
    told of each kernel made."""
    kind = source_type(path)
    if not path.is_file():
        raise UsageError(f"{path}: no such file")
    if kind == "llvm":
        from fpsem.kernels.importer.llvm_import import import_llvm

        kernels = import_llvm(path, entries, name, overrides, progress)
    elif kind == "fpcore":
        from fpsem.kernels.importer.fpcore_import import import_fpcore

        if overrides:  # silently ignoring them would make a different kernel than asked for
            raise UsageError("--arg applies to compiler IR; an FPCore's arguments are all inputs drawn from :pre")

        kernels = import_fpcore(path, entries, name, points=points, progress=progress)
    else:
        raise UsageError(f"{path}: not an importable source (LLVM IR .ll/.bc or FPCore .fpcore)")
    if sizes:
        from dataclasses import replace

        out = []
        for k in kernels:
            bad = set(sizes) - set(k.space)
            if bad:
                raise UsageError(f"--size {', '.join(sorted(bad))}: kernel {k.key}'s size parameters are "
                                 f"{', '.join(k.space)}")
            if k.space == ("N",):
                out.append(replace(k, default_n=sizes["N"]))
            else:
                out.append(replace(k, default_sizes={**k.size_sets()["default"], **sizes}))
        kernels = out
    return kernels


def _content_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:20]


def resolve_kernel_arg(text: str) -> str:
    """``-k`` hook: a source file (.ll/.bc/.fpcore) becomes the path of its imported spec; anything else is returned unchanged.

    The import uses default choices (all entries; a file with several entries imports them
    all and ``-k`` names the first, the others being listed on stderr).  Imports are cached
    by content hash, so a changed source is imported again.
    """
    path = Path(text)
    if path.suffix == ".toml" or not path.is_file() or source_type(path) is None:
        return text
    return _imported_spec(str(path.resolve()), _content_hash(path), str(cache_dir()))


def resolve_kernel(text: str) -> Kernel:
    """A kernel by name, spec path or source file (``.ll``/``.bc``/``.fpcore``, imported on the fly into the cache)."""
    return load_kernel(resolve_kernel_arg(text))


def resolve_spec_path(text: str) -> Path:
    """The spec file of a kernel name, spec path or source file (imported on the fly, as :func:`resolve_kernel`)."""
    return spec_path(resolve_kernel_arg(text))


# One import (or cache look-up) per source, content and cache per process: a command resolves its
# -k several times (spec, then IR), and the choices should be named once, not once per look-up.
@functools.lru_cache(maxsize=64)
def _imported_spec(source: str, digest: str, cache: str) -> str:
    path = Path(source)
    out = Path(cache) / "imported" / digest
    done = out / "IMPORTED"
    if not done.is_file():
        kernels = import_source(path)
        # import into a private directory, then rename: concurrent imports (sweep workers) never see half a kernel
        tmp = out.parent / f".{out.name}.{os.getpid()}"
        shutil.rmtree(tmp, ignore_errors=True)
        for k in kernels:
            write_kernel(k, tmp)
        (tmp / "IMPORTED").write_text("\n".join(k.key for k in kernels) + "\n")
        try:
            tmp.rename(out)
        except OSError:  # another process finished first: its files are the same import
            shutil.rmtree(tmp, ignore_errors=True)
        for k in kernels:
            logger.info("imported %s as kernel %s into %s with default choices: %s%s", path, k.key, out,
                        "; ".join(k.choices) or "none", f"; no f32 form: {k.f32_refused}" if k.f32_refused else "")
    else:
        logger.info("using the cached import of %s in %s (its choices are in each spec's notes)", path, out)
    specs = [str(out / f"{key}.toml") for key in done.read_text().split()]
    if not specs:
        raise UsageError(f"{path}: the import made no kernel")
    if len(specs) > 1:
        logger.info("%s holds %d kernels; using %s (others: %s; `fpsem import` writes them all)", path, len(specs),
                    Path(specs[0]).stem, ", ".join(Path(s).stem for s in specs[1:]))
    return specs[0]
