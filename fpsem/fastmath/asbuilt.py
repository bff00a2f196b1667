"""The ``as-built`` profile: each site carries the FP flags the user's own compiler gave it.

``fpsem import`` records, on every instruction it keeps, the flags it was compiled with
(in its ``!fpsem.src`` record, :mod:`fpsem.ir.srcloc`), then imports the kernel strict.  Applying
``as-built`` turns those records into a per-site profile of this very IR, so the rewrite
reproduces the user's build site by site (clang CUDA's default ``contract``, or whatever
``-ffast-math`` left).  ``nnan`` and ``ninf`` are left out (fpsem runs no UB-capable flag);
``fast`` stands for its other flags.  IR without records (fpsem's own kernels) gets no flags.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from fpsem.fastmath.profiles import Profile
from fpsem.fastmath.sites import locate_sites
from fpsem.ir import flags as fm
from fpsem.ir import srcloc
from fpsem.ir import text as irtext

UB_FLAGS = frozenset({"nnan", "ninf"})


def built_site_flags(printed: str) -> dict[str, frozenset[str]]:
    """site id -> the flags the site was compiled with (only sites with a record) in LLVM's printing."""
    recorded = srcloc.line_built_flags(printed)
    table = locate_sites(irtext.scan(printed))
    out = {}
    for j in range(len(table)):
        line = table.instr(j)[irtext.LINE]
        if line in recorded:
            out[table.id(j)] = fm.expand(sorted(recorded[line])) - UB_FLAGS
    return out


def resolve_as_built(profile: Profile, printed: str, ir_hash: Callable[[], str]) -> Profile:
    """``profile`` (an ``as_built`` one) as the per-site profile of the IR printed as ``printed``;
    ``ir_hash`` gives that IR's :func:`fpsem.fastmath.siteflags.ir_hash`."""
    sites = built_site_flags(printed)
    if not any(sites.values()):
        return replace(profile, as_built=False, site_flags={}, flags=frozenset())
    return replace(profile, as_built=False, flags=frozenset(), site_flags=sites, ir_hash=ir_hash())
