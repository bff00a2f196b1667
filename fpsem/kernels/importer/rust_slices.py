"""Rust slices in rustc's IR: (pointer, length) argument pairs, and the bounds checks that panic.

rustc passes a slice ``x: &[f64]`` as two arguments, ``ptr %x.0, i64 %x.1`` (the data and its
element count), and guards each index with a check that branches to a call of one of ``core``'s
panic functions (``core::panicking::panic_bounds_check``, ``core::slice::index::slice_index_fail``,
...), a declaration marked ``noreturn`` followed by ``unreachable``.

The importer pairs each length with its pointer (the length is that buffer's extent, set from the
buffer's length in the spec, never a free scalar) and replaces each panic call by ``llvm.trap``: the
check stays in the kernel, as in the user's build, and a run that would panic stops instead of
touching memory past the slice.  The extent inference (:mod:`fpsem.kernels.importer.extents`)
runs the kernel at several sizes and refuses it at import when a trap is reached: with the slices as
long as the spec gives them, the Rust program would have panicked (an index out of bounds).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from fpsem.core.errors import UsageError
from fpsem.kernels.importer.core import KernelArg
from fpsem.kernels.importer.llvm_text import Param

TRAP = "  call void @llvm.trap()"
# a function of Rust's own crates, legacy (_ZN4core9panicking...) or v0 (_RNvNtCs<hash>_4core9panicking...) mangling
_STD_CRATE = re.compile(r"^(?:_ZN|_R\w*?Cs\w*?_)(?:4core|3std|5alloc)\d")
_CALL = re.compile(r"^\s*(?:tail |notail |musttail )?call [^@]*@([-\w.$]+|\"[^\"]+\")\(")


def slice_pairs(params: Sequence[Param]) -> dict[str, str]:
    """length parameter -> pointer parameter (names without %), for every ``ptr %X.0, i64 %X.1`` pair."""
    out = {}
    for p, q in zip(params, params[1:]):
        m = re.fullmatch(r"(.+)\.0", p.name)
        if p.type == "ptr" and q.type == "i64" and m and q.name == f"{m.group(1)}.1":
            out[q.name] = p.name
    return out


def is_panic(name: str, declarations: Mapping[str, str], attributes: Mapping[str, str]) -> bool:
    """``@name`` is a function of core/std/alloc declared ``noreturn`` (directly or by its attribute group)."""
    decl = declarations.get(name)
    if decl is None or not _STD_CRATE.match(name):
        return False
    groups = " ".join(attributes.get(f"attributes {g}", "") for g in re.findall(r"#\d+", decl))
    return bool(re.search(r"\bnoreturn\b", decl + " " + groups))


def panics_as_traps(body: tuple[str, ...], declarations: Mapping[str, str],
                    attributes: Mapping[str, str]) -> tuple[tuple[str, ...], int]:
    """``body`` with every call of a Rust panic function replaced by ``llvm.trap`` (the ``unreachable`` after it
    stays), and how many were replaced.  The panic's location argument (a module global) goes with the call."""
    out, n = [], 0
    for line in body:
        m = _CALL.match(line)
        if m and is_panic(m.group(1).strip('"'), declarations, attributes):
            out.append(TRAP)
            n += 1
        else:
            out.append(line)
    return tuple(out), n


def length_arg(name: str, buffer: str) -> KernelArg:
    """The spec argument for a slice's length parameter (its value is set by :func:`sync_lengths`)."""
    return KernelArg(name, "scalar", "i64", value="N", length_of=buffer,
                     why=f"the length of slice {buffer} (rustc passes &[T] as a pointer and a length): "
                         f"{buffer}'s extent, never a free scalar")


def sync_lengths(args: Sequence[KernelArg], space: Sequence[str] = ("N",)) -> list[KernelArg]:
    """``args`` with every slice length's value set to its buffer's length expression."""
    lengths = {a.name: a.length or "*".join(space) for a in args if a.role in ("in", "out", "inout")}
    out = []
    for a in args:
        if a.length_of:
            a = replace(a, value=lengths[a.length_of],
                        why=re.sub(r"extent.*$", f"extent ({lengths[a.length_of]}), never a free scalar", a.why))
        out.append(a)
    return out


def refuse_length_override(arg: KernelArg, flag: str) -> None:
    """UsageError for ``--arg`` on a slice's length: the slice's own length is what to give."""
    if arg.length_of:
        raise UsageError(f"{flag}: {arg.name} is the length of slice {arg.length_of}, which follows the slice; "
                         f"give the slice's length instead: --arg {arg.length_of}=ROLE:EXPR")
