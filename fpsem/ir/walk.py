"""What LLVM read, walked through llvmlite's binding: a witness independent of fpsem's text scanner.

:mod:`fpsem.ir.text` finds functions, instructions and flags by scanning IR text line by line;
this module asks LLVM's own module instead, through llvmlite's binding:

* every function in module order: its printed name, whether it is a declaration, and its
  attribute sets (function, return value, each parameter) as LLVM prints each one;
* for a definition, every instruction in order: its opcode (LLVM's name for it), whether it
  can carry fast-math flags (from the result's ``TypeRef``, by LangRef's rule), the flags LLVM
  holds for it, and for a call site its attribute sets.

The flags are the one thing the binding cannot hand over directly (it has no API for them): they
are read off LLVM's printing of the module, where LLVM prints each function whole, in module order,
and each instruction on a line of its own.  The k-th instruction line must name the k-th
instruction's opcode; a printing that cannot be paired with the instruction list that way is
refused (:class:`~fpsem.core.errors.CheckFailed`), never guessed at.

llvmlite's own attribute iterator stops at the first empty attribute set (a function without
return attributes hides every parameter's), so the lists are iterated here through the same C
entry points, under llvmlite's lock.
"""

from __future__ import annotations

import ctypes
import functools
import re
from dataclasses import dataclass
from typing import Any

import llvmlite.binding as llvm
from llvmlite.binding import ffi

from fpsem.core.errors import CheckFailed
from fpsem.ir import flags as fm

# LLVMTypeKind (llvm-c/Core.h): the floating-point kinds, and the containers LangRef's rule looks into.
_FP_KINDS = frozenset({1, 2, 3, 4, 5, 6, 18})  # half float double x86_fp80 fp128 ppc_fp128 bfloat
_STRUCT, _ARRAY, _VECTOR, _SCALABLE_VECTOR = 10, 11, 13, 17
# Instructions whose flags depend on their result type; the others of fm.FLAGGABLE_OPCODES always carry them.
_TYPED = frozenset({"call", "phi", "select"})
_CALLS = frozenset({"call", "invoke"})  # call sites whose attribute lists llvmlite's binding can read

# An instruction line of LLVM's printing of a function: two blanks, [%name = ], [tail kind], opcode, flags.
# LLVM prints a name bare or in quotes with '"' escaped, so a quoted name never holds a '"'.
_LINE_RE = re.compile(r"  (?:%(?:\"[^\"]*\"|[-\w$.]+) = )?(?:(?:tail|musttail|notail) )?([a-z][a-z0-9_]*)"
                      r"((?: (?:" + "|".join(fm.ALL_FLAGS + (fm.FAST,)) + r"))*)(?=[ ,]|$)")
_STRING_ATTR_RE = re.compile(r"\"([^\"]*)\"(?:=\"([^\"]*)\")?")
_NOFPCLASS_RE = re.compile(r"\bnofpclass\(([^)]*)\)")
_QUOTED_RE = re.compile(r"\"[^\"]*\"")


@dataclass(frozen=True)
class AttrSets:
    """One attribute list as LLVM prints each of its sets ('' for an empty set)."""

    function: str = ""
    ret: str = ""
    params: tuple[str, ...] = ()

    def ub_string_attributes(self) -> list[str]:
        """The FP-assumption keys set to ``"true"`` among the function attributes (UB-capable ones only)."""
        attrs = dict(_STRING_ATTR_RE.findall(self.function))
        return [k for k, ub in fm.FP_FUNCTION_ATTRIBUTES.items() if ub and attrs.get(k) == "true"]

    def ub_nofpclass(self) -> list[str]:
        """``nofpclass(...)`` of the return value and parameters whose class set excludes NaN or Inf, in order."""
        out = []
        for s in (self.ret, *self.params):
            for classes in _NOFPCLASS_RE.findall(_QUOTED_RE.sub('""', s)):
                if fm.nofpclass_is_ub(classes):
                    out.append(f"nofpclass({classes.strip()})")
        return out


# One instruction as LLVM holds it: (opcode, can carry flags, flag tokens as printed, call-site attributes or None).
Instruction = tuple[str, bool, tuple[str, ...], "AttrSets | None"]


@dataclass(frozen=True)
class WalkedFunction:
    """A function of the module as LLVM holds it."""

    name: str  # as LLVM prints it after '@' (quotes and escapes kept)
    declaration: bool
    attrs: AttrSets
    instrs: tuple[Instruction, ...]

    def sites(self) -> list[int]:
        """Indices of the instructions that can carry fast-math flags."""
        return [k for k, ins in enumerate(self.instrs) if ins[1]]


@functools.cache
def _raw(name: str) -> Any:
    """A fresh ctypes entry point of llvmlite's library, every argument and the result a plain pointer.

    Fresh (``CDLL[name]``, not the attribute llvmlite configured): its types are this module's own.
    Call only under llvmlite's lock (``ffi.lib._lock``), as llvmlite's own wrappers do.
    """
    fn = ffi.lib._lib[name]
    fn.restype = ctypes.c_void_p
    fn.argtypes = [ctypes.c_void_p]
    return fn


def _take_string(ptr: int) -> str:
    """A string llvmlite allocated for us, read and freed."""
    try:
        return ctypes.string_at(ptr).decode("utf-8", "surrogateescape")
    finally:
        _raw("LLVMPY_DisposeString")(ptr)


def _addr(ref: Any) -> int:
    return ctypes.cast(ref._as_parameter_, ctypes.c_void_p).value or 0


def _attribute_list(iterator: int) -> AttrSets:
    """Every set of an attribute list: function, return, then parameters (trailing empty sets are absent)."""
    nxt = _raw("LLVMPY_AttributeListIterNext")
    sets = []
    try:
        while (p := nxt(iterator)) is not None:  # an empty set is "", not the end
            sets.append(_take_string(p))
    finally:
        _raw("LLVMPY_DisposeAttributeListIter")(iterator)
    sets += [""] * (2 - len(sets))
    return AttrSets(sets[0], sets[1], tuple(sets[2:]))


def _supported_fp_type(tptr: int) -> bool:
    """LLVM 22's ``FPMathOperator::isSupportedFloatingPointType`` on a type, through the binding.

    An FP scalar or vector; an array, nested to any depth, of them; or a literal struct whose elements
    all have one such type.
    """
    t = llvm.TypeRef(ctypes.cast(ctypes.c_void_p(tptr), ffi.LLVMTypeRef))
    kind = ffi.lib.LLVMPY_GetTypeKind(t)
    if kind == _STRUCT:
        if not t.is_literal_struct:
            return False
        elems = list(t.elements)
        if not elems or len({str(e) for e in elems}) != 1:
            return False
        t = elems[0]
    else:
        while kind == _ARRAY:
            t = next(iter(t.elements))
            kind = ffi.lib.LLVMPY_GetTypeKind(t)
    kind = ffi.lib.LLVMPY_GetTypeKind(t)
    if kind in (_VECTOR, _SCALABLE_VECTOR):
        t = next(iter(t.elements))
        kind = ffi.lib.LLVMPY_GetTypeKind(t)
    return kind in _FP_KINDS


def _instructions(fn: llvm.ValueRef, fp_types: dict[int, bool]) -> list[tuple[str, bool, AttrSets | None]]:
    """(opcode, can carry flags, call-site attributes) of every instruction of a definition, in order.

    ``fp_types``: type -> whether it is a supported FP type, shared across a walk (a context uniques
    its types, so the pointer names the type).
    """
    nxt, opcode, type_of = (_raw("LLVMPY_InstructionsIterNext"), _raw("LLVMPY_GetOpcodeName"),
                            _raw("LLVMPY_TypeOf"))
    out = []
    blocks = _raw("LLVMPY_FunctionBlocksIter")(_addr(fn))
    try:
        while b := _raw("LLVMPY_BlocksIterNext")(blocks):
            it = _raw("LLVMPY_BlockInstructionsIter")(b)
            try:
                while i := nxt(it):
                    op = _take_string(opcode(i))
                    if op in _TYPED:
                        t = type_of(i)
                        carries = fp_types.get(t)
                        if carries is None:
                            carries = fp_types[t] = _supported_fp_type(t)
                    else:
                        carries = op in fm.FLAGGABLE_OPCODES
                    attrs = None
                    if op in _CALLS:
                        entry = "LLVMPY_CallInstAttributesIter" if op == "call" else "LLVMPY_InvokeInstAttributesIter"
                        attrs = _attribute_list(_raw(entry)(i))
                    out.append((op, carries, attrs))
            finally:
                _raw("LLVMPY_DisposeInstructionsIter")(it)
    finally:
        _raw("LLVMPY_DisposeBlocksIter")(blocks)
    return out


def _function_chunks(printed: str, count: int) -> list[tuple[str, list[str]]]:
    """(header line, body lines) of each function of LLVM's printing of a module, in module order.

    LLVM prints every function as one ``define``/``declare`` line (a definition's ends with ``{``),
    a definition's body, and ``}`` alone on a line; strings in its printing never hold a line break.
    (Printing each function on its own would cost the whole module's slot numbering per function.)
    """
    lines = printed.split("\n")
    heads = [k for k, line in enumerate(lines) if line.startswith(("define ", "declare "))]
    if len(heads) != count:
        raise CheckFailed(f"LLVM holds {count} functions but its printing has {len(heads)} define/declare lines")
    out: list[tuple[str, list[str]]] = []
    for k in heads:
        if not lines[k].startswith("define "):
            out.append((lines[k], []))
            continue
        end = lines.index("}", k + 1)
        out.append((lines[k], lines[k + 1:end]))
    return out


def _printed_name(header: str) -> str:
    m = re.search(r" @(\"[^\"]*\"|[-\w$.]+)\(", header)
    if not m:
        raise CheckFailed(f"LLVM's printing of a function header names no function: {header[:80]!r}")
    return m[1].strip('"')


def _flags_of_lines(body: list[str], ops: list[str], name: str) -> list[tuple[str, ...]]:
    """The flag tokens LLVM printed on each instruction line of a body, paired with the opcodes in order."""
    # LLVM indents instructions by two blanks; a switch's closing bracket is the only other such line.
    rows = [l for l in body if l[:2] == "  " and l[2:3] not in (" ", "") and l != "  ]"]
    if len(rows) != len(ops):
        raise CheckFailed(f"@{name}: LLVM holds {len(ops)} instructions but prints {len(rows)} instruction lines")
    out = []
    for k, (line, op) in enumerate(zip(rows, ops)):
        m = _LINE_RE.match(line)
        if m is None or m[1] != op:
            raise CheckFailed(f"@{name}: instruction {k} is {op} to LLVM, but its printed line reads "
                              f"{line.strip()[:80]!r}")
        out.append(tuple(m[2].split()))
    return out


def walk_module(mod: llvm.ModuleRef, printed: str | None = None) -> tuple[WalkedFunction, ...]:
    """Every function of ``mod``, in module order (the order LLVM prints them), as LLVM holds it.

    ``printed``: LLVM's printing of ``mod`` when the caller has it already (the flags are read off it).
    """
    out = []
    fp_types: dict[int, bool] = {}
    with ffi.lib._lock:  # one LLVM reader at a time, as llvmlite's own calls are
        functions = list(mod.functions)
        chunks = _function_chunks(str(mod) if printed is None else printed, len(functions))
        for fn, (header, body) in zip(functions, chunks):
            attrs = _attribute_list(_raw("LLVMPY_FunctionAttributesIter")(_addr(fn)))
            name = _printed_name(header)
            if fn.is_declaration:
                if not header.startswith("declare "):
                    raise CheckFailed(f"@{name} is a declaration to LLVM, printed as {header[:60]!r}")
                out.append(WalkedFunction(name, True, attrs, ()))
                continue
            if not header.startswith("define "):
                raise CheckFailed(f"@{name} is a definition to LLVM, printed as {header[:60]!r}")
            walked = _instructions(fn, fp_types)
            flags = _flags_of_lines(body, [w[0] for w in walked], name)
            instrs = tuple((op, carries, fl, at) for (op, carries, at), fl in zip(walked, flags))
            out.append(WalkedFunction(name, False, attrs, instrs))
    return tuple(out)
