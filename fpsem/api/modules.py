"""LLVM IR modules: put a profile's flags on one (``fpsem rewrite``), list its sites, find UB-capable
constructs (``fpsem validate``).  ``ir`` is IR text or a path to a ``.ll``/``.bc`` file."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from fpsem.api.checks import public
from fpsem.api.resolve import ProfileLike, read_ir
from fpsem.api.resolve import profile as as_profile
from fpsem.core.errors import UBRefused, UsageError
from fpsem.core.progress import Progress
from fpsem.core.progress import resolve as resolve_progress
from fpsem.fastmath.gate import Gate, expand, parse_fail_on
from fpsem.fastmath.gate import check as gate_check
from fpsem.fastmath.rewrite import RewriteResult, rewrite_module
from fpsem.fastmath.siteflags import site_sources
from fpsem.fastmath.sites import Site
from fpsem.fastmath.sites import list_sites as sites_of
from fpsem.fastmath.validate import Finding, Report, find_ub, validate_file_module
from fpsem.ir import flags as fm
from fpsem.ir.binding import canonical_text


@public
def rewrite(ir: str | os.PathLike[str], profile: ProfileLike, *, sites: Sequence[str] | None = None,
            allow_ub: bool = False, keep_existing: bool = False, for_llvm: int | None = None) -> RewriteResult:
    """Apply ``profile``'s flags to ``ir``, verified by LLVM and audited (``fpsem rewrite``).

    ``sites``: only these site ids (a list, or comma-separated; see :func:`list_sites`); ``keep_existing``: keep the flags, FP
    function attributes and nofpclass already there; ``for_llvm``: keep the output acceptable to that
    older LLVM (e.g. 19).  Raises UBRefused for a UB-capable profile, or a result that keeps UB-capable
    constructs, without ``allow_ub``; RewriteError when the audit refuses.
    """
    chosen = None
    if sites is not None:
        chosen = [x.strip() for x in sites.split(",") if x.strip()] if isinstance(sites, str) else list(sites)
        if not chosen:
            raise UsageError("sites: an empty site list applies nothing; leave it out to apply everywhere")
    if for_llvm is not None and not 1 <= for_llvm <= 1000:
        raise UsageError(f"for_llvm must be an LLVM major version, not {for_llvm}")
    prof = as_profile(profile, allow_ub)
    src, name = read_ir(ir)
    result = rewrite_module(src.module, prof, keep_existing=keep_existing, sites=chosen, name=name, text=src.text,
                            for_llvm=for_llvm)
    if keep_existing and not allow_ub:
        # Without keep_existing a safe profile's result is clean by the audit: flags exact, every FP
        # assumption removed.  Kept constructs are the user's, and may be UB-capable.
        findings = find_ub(result.text, f"{name} (rewritten)")
        if findings:
            f = findings[0]
            raise UBRefused(f"the result keeps {len(findings)} UB-capable construct(s) (first: {f.kind} {f.detail} "
                            f"in @{f.function}); pass --allow-ub to write it, or drop --keep-existing")
    return result


@dataclass(frozen=True)
class SiteListing:
    """A flaggable instruction (``site``) and its source location from debug info (``file:line``), if any."""

    site: Site
    source: str | None

    def to_json(self) -> dict[str, Any]:
        s = self.site
        return {"id": s.id, "function": s.function, "opcode": s.opcode, "line": s.line,
                "flags": fm.canonical_tokens(s.flags), "text": s.text, "source": self.source}


@public
def list_sites(ir: str | os.PathLike[str]) -> list[SiteListing]:
    """Every flaggable instruction of ``ir`` with its stable id, flags and source line (``rewrite --list-sites``)."""
    src, _ = read_ir(ir)
    sources = site_sources(canonical_text(src.module))  # debug-info file:line, when the IR has it
    return [SiteListing(s, sources.get(s.id)) for s in sites_of(src.module)]


def validation_report(ir: str | os.PathLike[str]) -> Report:
    """The validation report of one module (findings mapped to the lines of its own text, where it has one)."""
    src, name = read_ir(ir)
    return validate_file_module(src.module, name, src.text)


@public
def validate(ir: str | os.PathLike[str]) -> list[Finding]:
    """Every UB-capable construct in ``ir``: nnan/ninf/fast flags, FP assumption attributes, nofpclass
    (``fpsem validate``, whose exit code 1 is a non-empty list)."""
    return list(validation_report(ir).findings)


@public
def validate_files(paths: str | os.PathLike[str] | Sequence[str | os.PathLike[str]], *, fail_on: str = "all",
                   progress: bool | Progress = False) -> Gate:
    """``fpsem validate`` as a CI gate: every IR file named by ``paths`` (files, directories searched for
    ``.ll``/``.bc``, globs such as ``build/**/*.ll``) validated; ``fail_on`` names the categories that fail
    the gate (``nnan,ninf,...``, ``flags``, ``attributes``, ``all``, ``none``).  The result's ``failed`` is
    the gate's verdict and :func:`fpsem.fastmath.gate.render` writes it as text, JSON, SARIF 2.1.0 or GitHub
    annotations.  A path that names nothing, or a file that is not valid IR, is a UsageError."""
    ops = [paths] if isinstance(paths, (str, os.PathLike)) else list(paths)
    if not ops:
        raise UsageError("validate_files(): no path given")
    return gate_check(expand([os.fspath(p) for p in ops]), parse_fail_on(fail_on), resolve_progress(progress))
