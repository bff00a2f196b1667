"""Import compiler IR (clang CUDA/HIP ``__global__`` kernels, C/C++ functions, rustc functions) as fpsem kernels.

Three shapes of entry function are taken as they are:

* a GPU kernel (``ptx_kernel`` / ``amdgpu_kernel``): one thread per point, its thread
  and block indices mapped to the point index by :mod:`fpsem.kernels.importer.thread_index`;
* a per-point host function ``void f(<integer i>, <pointers and scalars>...)``: the
  first integer parameter is the point index;
* a scalar host function ``T f(T x, T y, ...)``: made element-wise, ``out[i] = f(x[i], y[i], ...)``.

The result is one stage ``@<key>_main(i64 %fpsem.i, <args>)`` plus the (internal) helper
functions the entry calls, with the triple, datalayout, attributes, metadata and FP flags
gone (the kernel is the strict form of the source; the notes name the flags it carried),
vendor math calls as LLVM intrinsics, and the f32 form derived by :mod:`fpsem.kernels.retype`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from fpsem.core.errors import UsageError
from fpsem.core.progress import SILENT, Progress, track
from fpsem.ir import srcloc
from fpsem.ir.binding import canonical_text, parse_ir, promote_allocas
from fpsem.kernels import retype
from fpsem.kernels.importer import blocks as block_stages
from fpsem.kernels.importer import buildflags, constant_tables, extents, llvm_text, roles, rust_slices, vendor_math
from fpsem.kernels.importer import thread_index as launch
from fpsem.kernels.importer.core import (
    ArgOverride,
    ImportedKernel,
    ImportRefused,
    KernelArg,
    check_key,
    sanitize_key,
    unique_keys,
)
from fpsem.kernels.importer.demangle import demangle

_INT_TYPES = ("i1", "i8", "i16", "i32", "i64")
_FP_TYPES = ("double", "float")
_FP_OPS = re.compile(r"= (fadd|fsub|fmul|fdiv|frem|fneg)\b|call [^@]*(double|float) @llvm\.(?!dbg)")


def source_kind(mod: llvm_text.SourceModule) -> str:
    """cuda | hip | rust | c: what produced the module (from its triple and source file)."""
    if mod.triple.startswith("nvptx"):
        return "cuda"
    if mod.triple.startswith(("amdgcn", "r600")):
        return "hip"
    if mod.source_filename.endswith(".rs") or "rustc" in mod.ident:
        return "rust"
    return "c"


def entry_candidates(mod: llvm_text.SourceModule, kind: str) -> list[str]:
    """Functions that can be entries: GPU kernels, or the host module's externally visible definitions."""
    if kind in ("cuda", "hip"):
        return [n for n, f in mod.functions.items() if f.cc in ("ptx_kernel", "amdgpu_kernel")]
    return [n for n, f in mod.functions.items() if f.linkage not in ("internal", "private") and not n.startswith("llvm.")]


def _reachable(mod: llvm_text.SourceModule, entry: str) -> list[str]:
    order, todo = [], [entry]
    while todo:
        n = todo.pop()
        if n in order or n not in mod.functions:
            continue
        order.append(n)
        todo.extend(llvm_text.called_functions(mod.functions[n].body))
    return order


@dataclass(frozen=True)
class _Prepared:
    """A function after naming, clean-up, launch mapping and math mapping."""

    fn: llvm_text.DefinedFunction
    flags: frozenset[str]
    nofpclass: bool
    vendor: frozenset[str]
    registers: frozenset[str]
    dims: int
    needs_grid: frozenset[str]
    reduction: str | None = None  # the pointer parameter a sum reduction adds into (``%name``)
    blocks: dict[str, int] = field(default_factory=dict)  # block sizes the kernel assumes as constants
    # __constant__ tables the kernel reads, now trailing parameters named after them (constant_tables)
    tables: tuple[constant_tables.ConstantTable, ...] = ()
    marked: block_stages.Marked | None = None  # shared memory and barriers: the stage runs whole blocks


def _homogeneous_structs(body: tuple[str, ...], types: dict[str, str], where: str) -> tuple[str, ...]:
    """Named struct types replaced by arrays when all fields have one type (layouts then re-type cleanly)."""
    out = list(body)
    for name, tbody in types.items():
        if not any(re.search(re.escape(name) + r"(?![-\w.$])", l) for l in out):
            continue
        m = re.fullmatch(r"\{\s*(.*?)\s*\}", tbody.strip())
        parts = [p.strip() for p in m.group(1).split(",")] if m else []
        if not parts or len(set(parts)) != 1 or parts[0] not in ("double", "float", "i64"):
            raise ImportRefused(f"{where}: uses struct type {name} = {tbody.strip()}; only structs whose fields "
                                f"all have one type (double, float or i64) can be imported")
        arr = f"[{len(parts)} x {parts[0]}]"
        out = [re.sub(re.escape(name) + r"(?![-\w.$])", arr, l) for l in out]
    return tuple(out)


_ATOMIC_FADD = re.compile(r"^\s*(%[-\w.$]+) = atomicrmw (?:volatile )?fadd ptr(?: addrspace\(\d+\))? (%[-\w.$]+), "
                          r"(double|float) (\S+)(?: syncscope\(\"[^\"]*\"\))? \w+(?:, align \d+)?(?:, !.*)?$")


def _sum_reduction(body: tuple[str, ...], params: set[str], where: str) -> tuple[tuple[str, ...], str | None]:
    """Atomic adds into one pointer parameter (``atomicAdd(sum, v)``) as a sum reduction.

    Each ``atomicrmw fadd ptr %sum, T %v`` becomes an add into the point's accumulator
    ``%fpsem.acc`` (a stack slot the importer promotes to SSA values); the stage returns the
    accumulator and the launcher sums the points' contributions -- in a fixed order, where the
    GPU's atomics add in whatever order threads arrive.  Atomic adds into computed addresses
    (histograms), into several parameters, or whose old value is used stay atomics on an array
    (:func:`fpsem.kernels.importer.roles.atomic_operations`).
    Returns the new body and the parameter (``%name``), or the body unchanged and None.
    """
    hits = [(i, m) for i, l in enumerate(body) if (m := _ATOMIC_FADD.match(l))]
    if not hits:
        return body, None
    targets = {m.group(2) for _, m in hits}
    if len(targets) != 1 or not targets <= params:
        return body, None  # refused as atomics by refuse_unsupported
    target = targets.pop()
    out = list(body)
    for k, (i, m) in enumerate(hits):
        if any(re.search(re.escape(m.group(1)) + r"(?![-\w.$])", l) for j, l in enumerate(body) if j != i):
            return body, None  # the old value is used: an ordinary atomic (run in point order), not a sum
        t, v = m.group(3), m.group(4)
        out[i] = (f"  %fpsem.accold.{k} = load {t}, ptr %fpsem.acc\n"
                  f"  %fpsem.accnew.{k} = fadd {t} %fpsem.accold.{k}, {v}\n"
                  f"  store {t} %fpsem.accnew.{k}, ptr %fpsem.acc")
    lines = tuple(x for l in out for x in l.split("\n"))
    if any(re.search(re.escape(target) + r"(?![-\w.$])", l) for l in lines):
        return body, None  # also read or written otherwise: an ordinary array updated atomically
    return lines, target


_DEF_LINE = re.compile(r"^\s*(%[-\w.$]+) = ")
_DBG = re.compile(r"!dbg (![0-9]+)")
# instructions that compute with reals (the ones that can be flag sites): others stay untagged, as the
# importer's own pattern matching expects them
_FP_INSTR = re.compile(r"= (?:tail |notail |musttail )?(?:fadd|fsub|fmul|fdiv|frem|fneg|fcmp|call|phi|select)\b"
                       r"[^!]*\b(?:double|float|half)\b")


def source_tags(body: tuple[str, ...], locations: dict[str, str]) -> dict[str, tuple[str, frozenset[str]]]:
    """value -> (``file:line:col`` or "", FP flags as compiled) for every value an instruction defines."""
    out = {}
    for line in body:
        m = _DEF_LINE.match(line)
        if not m:
            continue
        d = _DBG.search(line)
        out[m.group(1)] = (locations.get(d.group(1), "") if d else "",
                           frozenset(llvm_text.FP_FLAGS_RE.findall(line.split("!", 1)[0])))
    return out


def _tag_body(body: tuple[str, ...], tags: dict[str, tuple[str, frozenset[str]]]) -> tuple[str, ...]:
    """Each FP instruction defining a known value gets ``!fpsem.src`` with its source location and the FP flags
    it was compiled with: what `as-built` and the source lines read back."""
    out = []
    for line in body:
        m = _DEF_LINE.match(line)
        if m and m.group(1) in tags and _FP_INSTR.search(line):
            loc, flags = tags[m.group(1)]
            if re.search(r":0:\d+$", loc):  # line 0: code the compiler merged from several lines
                loc = ""
            if loc or flags:
                line += srcloc.tag(loc, flags)
        out.append(line)
    return tuple(out)


def _prepare(mod: llvm_text.SourceModule, name: str, gpu: bool, entry: bool = False) -> _Prepared:
    where = f"@{name}"
    fn = llvm_text.name_values(mod.functions[name])
    tags = source_tags(fn.body, srcloc.debug_locations("", mod.metadata))
    reduction = None
    tables: tuple[constant_tables.ConstantTable, ...] = ()
    marked = None
    if entry and gpu and block_stages.uses_block_scope(fn.body):
        marked = block_stages.mark(fn.body, block_stages.shared_arrays(mod.globals, where), where)
        fn = replace(fn, body=marked.body)
    if entry:
        body, reduction = _sum_reduction(fn.body, {f"%{p.name}" for p in fn.params}, where)
        fn = replace(fn, body=body)
        if gpu:
            body, tables = constant_tables.tables_as_parameters(fn.body, constant_tables.constant_tables(mod.globals))
            fn = replace(fn, body=body, params=fn.params + tuple(llvm_text.Param("ptr", "readonly", t.name)
                                                                 for t in tables))
    # Rust's bounds checks: the panic calls become traps (the extent inference shows none is reached)
    body, _ = rust_slices.panics_as_traps(fn.body, mod.declarations, mod.metadata)
    fn = replace(fn, body=body)
    launch.refuse_unsupported(fn.body, where)
    cleaned = llvm_text.clean_body(fn.body)
    body = _homogeneous_structs(cleaned.body, mod.types, where)
    mapped = launch.map_launch(body, where)
    if mapped.registers and not gpu:
        raise ImportRefused(f"{where}: reads GPU thread registers in host code")
    body, _decls, vendor = vendor_math.map_calls(mapped.body, where)
    body = _tag_body(body, tags)
    for line in body:
        g = re.search(r"(?<![\w.])@([-\w.$]+)(?![-\w.$]|\s*\()", line)
        if g and g.group(1) not in mod.functions:
            raise ImportRefused(f"{where}: uses module global @{g.group(1)} (fpsem kernels take all data as "
                                f"arguments): {line.strip()[:100]}")
        for c in llvm_text.called_functions((line,)):
            if not c.startswith(("llvm.", "fpsem.")) and c not in mod.functions:
                raise ImportRefused(f"{where}: calls @{c}, which is neither defined in the module nor a math "
                                    f"function fpsem can lower")
    params = tuple(llvm_text.Param(p.type.replace(" addrspace(1)", "").replace(" addrspace(4)", ""),
                                   llvm_text.clean_param_attrs(p.attrs), p.name) for p in fn.params)
    for p in params:
        if p.type.startswith("ptr addrspace"):
            raise ImportRefused(f"{where}: parameter %{p.name} points into {p.type[4:]}")
    fn = replace(fn, params=params, body=body)
    blocks = launch.constant_blocks(body, mapped.dims, where) if gpu and mapped.registers else {}
    return _Prepared(fn, cleaned.flags_seen, cleaned.nofpclass_seen, vendor, mapped.registers, mapped.dims,
                     mapped.needs_grid, reduction, blocks, tables, marked)


def _helper_text(p: _Prepared) -> str:
    params = ", ".join(f"{q.type} {q.attrs} %{q.name}".replace("  ", " ") for q in p.fn.params)
    return "\n".join([f"define internal {p.fn.ret} @{p.fn.name}({params}) {{", *p.fn.body, "}"])


def _spec_name(p: llvm_text.Param, k: int, prefix: str = "v") -> str:
    raw = p.name.removesuffix(".coerce")  # HIP passes pointers as coerced values
    if re.fullmatch(rf"{re.escape(prefix)}\d+", raw):  # an unnamed parameter (named by name_values)
        return f"arg{k}"
    return sanitize_key(raw)


def _apply_overrides(args: list[KernelArg], overrides: Sequence[ArgOverride], where: str,
                     extents: tuple[str, ...] = ("N",)) -> list[KernelArg]:
    by_name = {a.name: i for i, a in enumerate(args)}
    out = list(args)
    for o in overrides:
        key = o.name if o.name in by_name else (f"arg{o.name}" if f"arg{o.name}" in by_name else None)
        if key is None:
            raise UsageError(f"--arg {o.name}: {where} has no argument of that name (arguments: {', '.join(by_name)})")
        a = out[by_name[key]]
        rust_slices.refuse_length_override(a, f"--arg {o.name}")
        is_array = a.role in ("in", "out", "inout")
        if is_array and o.role in ("scalar", "size") or not is_array and o.role in ("in", "out", "inout"):
            raise UsageError(f"--arg {o.name}={o.role}: {key} is {'a pointer' if is_array else 'a scalar'}")
        if o.role == "size":
            if a.type != "i64":
                raise UsageError(f"--arg {o.name}=size: only an integer argument can hold the size")
            ext = o.expr or extents[-1]
            if ext not in extents:
                raise UsageError(f"--arg {o.name}=size:{ext}: the kernel's extents are {', '.join(extents)}")
            out = [replace(b, is_size=False, value="1", why="integer scalar (value 1)") if b.is_size and b.value == ext
                   else b for b in out]
            out[by_name[key]] = replace(a, role="scalar", is_size=True, value=ext, why="--arg")
        elif o.role == "scalar":
            out[by_name[key]] = replace(a, is_size=False, value=o.expr or a.value, why="--arg")
        else:
            out[by_name[key]] = replace(a, role=o.role, length=o.expr or a.length, why="--arg")
    return out


def _fp_op_count(text: str) -> int:
    return len(_FP_OPS.findall(text))


def _finish_module(parts: list[str], header: list[str], where: str, promote: bool = False) -> str:
    text = "\n\n".join(parts) + "\n"
    try:
        canon = promote_allocas(text, where) if promote else canonical_text(parse_ir(text, where))
    except UsageError as e:
        raise UsageError(f"{where}: the imported IR does not parse (an importer bug): {e}") from None
    body = [l for l in canon.splitlines() if not l.startswith(("; ModuleID", "source_filename"))]
    return "\n".join(header + body).rstrip() + "\n"


def _gpu_or_pointwise(mod: llvm_text.SourceModule, entry: str, key: str, kind: str,
                      overrides: Sequence[ArgOverride], source: str) -> ImportedKernel:
    gpu = kind in ("cuda", "hip")
    names = _reachable(mod, entry)
    prepared = {n: _prepare(mod, n, gpu, entry=n == entry) for n in names}
    for n in names[1:]:
        if prepared[n].registers:
            raise ImportRefused(f"@{n}: a device function reads thread registers; only the __global__ "
                                f"kernel may (compile with -O2 so that clang inlines it)")
    main = prepared[entry]
    fn = main.fn
    params = list(fn.params)
    slices = rust_slices.slice_pairs(params) if kind == "rust" else {}
    # a Rust function over slices without a point index (``fn dot(a: &[f64], b: &[f64]) -> f64``): one call
    # does all the work, its loops bounded by the slices' lengths
    single = bool(slices) and not (params[0].type in _INT_TYPES and params[0].name not in slices)
    if single and fn.ret not in ("void", "double"):
        raise ImportRefused(f"@{entry}: a whole-array Rust function must return nothing or f64 (it returns {fn.ret}; "
                            f"an fpsem kernel's source of truth is its double form: the f32 form is derived)")
    if fn.ret != "void" and not single:
        raise ImportRefused(f"@{entry}: a per-point function must return void (it returns {fn.ret})")
    index_param: llvm_text.Param | None = None
    if not gpu and not single:
        if not params or params[0].type not in _INT_TYPES:
            raise ImportRefused(f"@{entry}: a host function with pointer arguments must take the point index as "
                                f"its first (integer) argument: void f(long i, ...)")
        index_param, params = params[0], params[1:]
    ints = [f"%{p.name}" for p in params if p.type in _INT_TYPES and p.name not in slices]
    # the extent of each launch dimension: the integer parameter its bounds check compares with
    extent_names = {d: ("N" if main.dims == 1 else f"N{d.upper()}") for d in launch.AXES[main.dims]}
    if gpu:
        found = roles.extent_parameters(fn.body, ints, {d: launch.thread_values(fn.body, d) for d in extent_names})
    elif single:
        found = {}  # N is the slices' length; another integer is a scalar of its own (extents: a loop bound?)
    else:
        found = dict(zip(["x"], roles.size_parameters(fn.body, ints)[:1]))
    shared = {v for v in found.values() if list(found.values()).count(v) > 1}
    for d, v in found.items():  # one parameter bounding several dimensions (i < n && j < n): one size
        if v in shared:
            extent_names[d] = "N" if len(found) == main.dims and len(set(found.values())) == 1 else \
                next(extent_names[e] for e in launch.AXES[main.dims] if found.get(e) == v)
    size_of = {v: extent_names[d] for d, v in found.items()}
    grid_of = "*".join(extent_names.values())  # an array's default length: one element per point
    defined = set(names)
    args: list[KernelArg] = []
    atomic_notes: list[str] = []
    for k, p in enumerate(params, start=1 if index_param else 0):
        nm = _spec_name(p, k, fn.unnamed_prefix)
        if p.name in slices.values():
            nm = sanitize_key(p.name.removesuffix(".0"))  # rustc's %x.0: slice x's data
        if f"%{p.name}" == main.reduction:
            args.append(KernelArg(nm, "result", "real", why="a sum reduction: every point adds into it atomically"))
            continue
        if p.name in slices:  # the slice's pointer is the parameter before it
            buf = args[-1].name
            args.append(rust_slices.length_arg(f"{buf}_len", buf))
            continue
        table = next((t for t in main.tables if t.name == p.name), None)
        if table is not None:
            args.append(KernelArg(nm, "in", "real", str(table.length), constant=True,
                                  why=f"read-only table @{table.name} in constant memory ({table.length} x "
                                      f"{table.elem}): an argument of constant extent, in constant memory again "
                                      f"on the GPU"))
            continue
        if p.type == "ptr":
            use = roles.pointer_use(fn.body, f"%{p.name}", defined, mod.types)
            reads = use.reads or "readonly" in p.attrs and not use.writes
            writes = use.writes
            if "readonly" in p.attrs:
                reads, writes = True, False
            elif "writeonly" in p.attrs:
                reads, writes = False, True
            role = "inout" if reads and writes else ("out" if writes else "in")
            elems = use.elem_types
            atomics = roles.atomic_operations(fn.body, f"%{p.name}")
            if elems - {"double", "float", "i64", "i32"}:
                raise ImportRefused(f"@{entry}: argument {nm} is accessed as {', '.join(sorted(elems))}; fpsem "
                                    f"arrays hold the kernel's real type, i64 or i32")
            if len(elems) > 1:
                raise ImportRefused(f"@{entry}: argument {nm} is accessed as {' and '.join(sorted(elems))}")
            int_elem = next(iter(elems)) if elems & {"i64", "i32"} else None
            index_list = int_elem is not None and not writes
            typ = int_elem or "real"
            if main.dims == 1:
                length = "N" if use.stride_elems == 1 else f"{use.stride_elems}*N"
            else:
                length = grid_of  # row-major 2-D data, one element per point (override with --arg)
            why = (f"{'read' if reads else ''}{' and ' if reads and writes else ''}{'written' if writes else ''}"
                   f"{' (never accessed)' if not (reads or writes) else ''}; length {length}")
            if index_list:  # a gather x[ix[i]] or scatter: its values decide which elements are touched
                why = (f"an index list (read as integers); values 0, 1, ..., its length - 1 (IOTA(), chosen by "
                       f"fpsem: every index in range; edit the spec's init for another list; {typ}), " + why)
            elif int_elem is not None:
                why = (f"integers ({typ}) the kernel writes (counters, bins, an index list), compared exactly as the "
                       f"numbers they are; " + ("start at 0, " if role == "out" else "start 0, 1, 2, ... (IOTA()), ")
                       + why)
            if atomics:
                why = f"updated atomically ({', '.join(sorted(atomics))}), " + why
                atomic_notes.append(roles.atomic_note(nm, atomics))
            args.append(KernelArg(nm, role, typ, length, why=why))
        elif p.type in _FP_TYPES:
            args.append(KernelArg(nm, "scalar", "real", lo=0.5, hi=2.0, why="real scalar"))
        elif p.type in _INT_TYPES:
            ext = size_of.get(f"%{p.name}")
            args.append(KernelArg(nm, "scalar", "i64", value=ext or "1", is_size=ext is not None,
                                  why=f"the extent in the bounds check (value {ext})" if ext
                                  else "integer scalar (value 1)"))
        else:
            raise ImportRefused(f"@{entry}: parameter %{p.name} has type {p.type}; fpsem kernels take pointers, "
                                f"reals and integers")
    args = _apply_overrides(args, overrides, f"@{entry}", tuple(extent_names.values()))
    if single and fn.ret == "double":
        args.append(KernelArg("result", "result", "real", why="the function's return value (one call computes it)"))
    args = rust_slices.sync_lengths(args, tuple(extent_names.values()))
    # the entry block: the launch registers, then every narrow integer parameter from its i64
    prologue: list[str] = []
    if gpu:
        extents: dict[str, str] = {}
        for d, ext in extent_names.items():
            holder = next((i for i, a in enumerate(args) if a.is_size and a.value == ext), None)
            if holder is None:
                if main.dims > 1 or d in main.needs_grid:
                    raise ImportRefused(f"@{entry}: cannot tell which argument holds the {ext} extent (no bounds "
                                        f"check compares it with the {d} index); name it with --arg NAME=size:{ext}")
                continue
            q = params[holder]
            extents[d] = f"%{q.name}.i64" if q.type != "i64" else f"%{q.name}"
        prologue += launch.launch_prologue(main.dims, extents, main.blocks)
        if main.marked:
            prologue += main.marked.prologue
    sig = launch.index_signature(main.dims)
    if index_param is not None:
        conv = "freeze i64 %fpsem.i" if index_param.type == "i64" else f"trunc i64 %fpsem.i to {index_param.type}"
        prologue.append(f"  %{index_param.name} = {conv}")
    if main.reduction:  # the point's contribution, promoted from this slot to SSA values after assembly
        # -0.0, the identity of IEEE addition (+0.0 would turn a -0.0 contribution into +0.0)
        prologue += ["  %fpsem.acc = alloca double", "  store double -0.0, ptr %fpsem.acc"]
    for p, a in zip(params, args):
        if a.role == "result":
            continue  # held by the launcher, not a parameter
        if p.type in _INT_TYPES and p.type != "i64":
            sig.append(f"i64 %{p.name}.i64")
            prologue.append(f"  %{p.name} = trunc i64 %{p.name}.i64 to {p.type}")
        else:
            attrs = ""
            if p.type == "ptr":
                attrs = "noalias " + " ".join(t for t in p.attrs.split() if t in ("readonly", "writeonly"))
            sig.append(f"{p.type} {attrs} %{p.name}".replace("  ", " "))
    first_label = fn.body[0].rstrip(":")
    body = fn.body
    ret = "double" if single and fn.ret == "double" else "void"
    if main.reduction:
        ret = "double"
        body = tuple(x for k, l in enumerate(body) for x in (
            [f"  %fpsem.sum.{k} = load double, ptr %fpsem.acc", f"  ret double %fpsem.sum.{k}"]
            if l.strip() == "ret void" else [l]))
    stage = "\n".join([f"define {ret} @{key}_main({', '.join(sig)}) {{", "fpsem.entry:", *prologue,
                       f"  br label %{first_label}", *body, "}"])
    helpers = [_helper_text(prepared[n]) for n in names[1:]]
    flags = frozenset().union(*(p.flags for p in prepared.values()))
    vendor = frozenset().union(*(p.vendor for p in prepared.values()))
    header = [f"; Imported by `fpsem import` from {source} (function @{entry}), {kind} IR.",
              "; Strict form: fast-math flags, nofpclass, metadata, triple, datalayout and target attributes removed;",
              "; vendor math calls are LLVM intrinsics.  Regenerate with `fpsem import`; do not edit by hand.", ";"]
    decls = list(main.marked.declarations) if main.marked else []
    f64 = _finish_module([stage, *helpers, *decls], header, f"{source}:@{entry}",
                         promote=main.reduction is not None or main.marked is not None)
    block = 0
    unrolled = barriers = 0
    if main.marked:
        block = {**launch.DEFAULT_BLOCKS[main.dims], **main.blocks}["x"]
        f64, unrolled = block_stages.unroll_barrier_loops(f64, f"{key}_main", f"@{entry}")
        barriers = f64.count(f"call void {block_stages.BARRIER}()")
        f64 = block_stages.block_stage(f64, f"{key}_main", block, main.marked.shared, f"@{entry}")
    kern = _kernel(key, entry, kind, source, f64, args, flags, main.nofpclass, vendor, main.registers)
    if block:
        arrays = ", ".join(f"@{a.name} [{a.count} x {a.elem}]{' (extern: CUDA 48 KiB)' if a.dynamic else ''}"
                           for a in main.marked.shared) if main.marked else ""
        kern = replace(kern, block=block, notes=kern.notes + (
            f"block stage: shared memory ({arrays or 'none'}) and {barriers} barrier(s): each call runs one block of "
            f"{block} threads phase by phase (barrier to barrier, threads in order), which is one of the GPU's "
            f"valid schedules; on a GPU target fpsem compiles that block-serial "
            f"form, not the kernel's own launch",)
            + ((f"{unrolled} loop(s) with a barrier (a tree reduction's) fully unrolled at the block size {block}: "
                f"each barrier is passed the same number of times by every thread",) if unrolled else ())
            + (("warp shuffles run as exchanges through @fpsem_xchg (store, barrier, load the source lane's value, "
                "barrier): the values PTX's shfl.sync gives, every lane of the warp taking part",)
               if main.marked and any(a.name == block_stages.XCHG.name for a in main.marked.shared) else ()))
    kern = replace(kern, notes=kern.notes + tuple(atomic_notes))
    if slices:
        traps = sum(l.strip() == rust_slices.TRAP.strip() for l in fn.body)
        kern = replace(kern, notes=kern.notes + (
            f"Rust slices: {len(slices)} (pointer, length) pair(s), each length the extent of its slice"
            + (f"; {traps} bounds check(s) whose panic is an llvm.trap: never reached at the sizes fpsem ran "
               f"(an index out of bounds is refused at import)" if traps else ""),))
    if single:
        kern = replace(kern, single_call=True, notes=kern.notes + (
            "a whole-array function (no point index): one call runs all its loops over the slices; N is the "
            "slices' length",))
    if main.reduction:
        kern = replace(kern, notes=kern.notes + ("the atomic adds into the result are a sum reduction: fpsem adds the points' "
                                        "contributions in a fixed order (the GPU's atomics add in arrival order)",))
    if main.dims > 1:
        space = tuple(extent_names[d] for d in launch.AXES[main.dims])
        default = 1000 if main.dims == 2 else 100
        small = {"NY": 8, "NX": 16, "NZ": 4, "N": 8}
        kern = replace(kern, space=space, default_sizes={n: default for n in space}, small_sizes={n: small[n] for n in space})
    if gpu and main.registers:
        blocks = {**launch.DEFAULT_BLOCKS[main.dims], **main.blocks}
        shape = " x ".join(str(blocks[d]) for d in reversed(launch.AXES[main.dims]))
        given = f" (the block size the kernel assumes: {', '.join(f'{d} {b}' for d, b in main.blocks.items())})" \
            if main.blocks else ""
        kern = replace(kern, notes=kern.notes + (f"modelled launch: {main.dims}-D blocks of {shape} threads{given}, one point "
                                        f"per thread",))
    return kern


def _kernel(key: str, entry: str, kind: str, source: str, f64: str, args: list[KernelArg], flags: frozenset[str],
            nofpclass: bool, vendor: frozenset[str], registers: frozenset[str]) -> ImportedKernel:
    uses_float = bool(re.search(r"\bfloat\b", "\n".join(l for l in f64.splitlines() if not l.startswith(";"))))
    if uses_float:
        raise ImportRefused(f"{source}:@{entry}: computes in float; an fpsem kernel's source of truth is its "
                            f"double form (import the double version of the kernel: the f32 form is derived)")
    notes = [f"imported from {source} (@{entry}, {kind})"]
    if flags:
        notes.append(f"the source carried fast-math flags {' '.join(sorted(flags))}: removed (the kernel is strict; "
                     f"a profile re-applies them)")
    if nofpclass:
        notes.append("the source carried nofpclass attributes: removed")
    if vendor:
        notes.append(f"vendor math calls mapped to LLVM intrinsics: {', '.join(sorted(vendor))}")
    if registers:
        notes.append(f"thread registers read: {', '.join(sorted(registers))}")
    choices = tuple(f"{a.name}: {a.role}{f' (size {a.value})' if a.is_size else ''} -- {a.why}" for a in args)
    ir = {"f64": f64}
    f32_refused = ""
    try:
        ir["f32"] = retype.f64_to_f32(f64, f"{source}:@{entry}")
    except ImportRefused as e:
        f32_refused = str(e)
    return ImportedKernel(key=key, description=f"{kind} function @{entry} imported from {Path(source).name}",
                          args=tuple(args), ir=ir, source=f"{source} (@{entry})", choices=choices,
                          f32_refused=f32_refused, notes=tuple(notes), flops_per_point=_fp_op_count(f64))


def _scalar_function(mod: llvm_text.SourceModule, entry: str, key: str, kind: str,
                     overrides: Sequence[ArgOverride], source: str) -> ImportedKernel:
    names = _reachable(mod, entry)
    prepared = {n: _prepare(mod, n, False) for n in names}
    fn = prepared[entry].fn
    helper_name = f"{key}_f"
    t = fn.ret
    args: list[KernelArg] = [KernelArg("out", "out", "real", "N", why="the function's result per point")]
    loads, call_args = [], []
    for k, p in enumerate(fn.params):
        nm = _spec_name(p, k, fn.unnamed_prefix)
        if nm == "out":
            nm = "out_"
        if p.type == t:
            args.append(KernelArg(nm, "in", "real", "N", why="a real argument, one value per point"))
            loads += [f"  %{nm}.p = getelementptr inbounds {t}, ptr %{nm}, i64 %fpsem.i",
                      f"  %{nm}.v = load {t}, ptr %{nm}.p"]
            call_args.append(f"{t} %{nm}.v")
        elif p.type in _INT_TYPES:
            args.append(KernelArg(nm, "scalar", "i64", value="1", why="integer scalar (value 1)"))
            if p.type != "i64":
                loads.append(f"  %{nm}.t = trunc i64 %{nm} to {p.type}")
                call_args.append(f"{p.type} %{nm}.t")
            else:
                call_args.append(f"i64 %{nm}")
        else:
            raise ImportRefused(f"@{entry}: a scalar function's arguments must be {t} or integers (%{p.name} is {p.type})")
    args = _apply_overrides(args, overrides, f"@{entry}")
    sig = ["i64 %fpsem.i"] + [("ptr noalias %" if a.role in ("in", "out", "inout") else "i64 %") + a.name for a in args]
    stage = "\n".join([f"define void @{key}_main({', '.join(sig)}) {{", "entry:", *loads,
                       f"  %fpsem.r = call {t} @{helper_name}({', '.join(call_args)})",
                       f"  %out.p = getelementptr inbounds {t}, ptr %out, i64 %fpsem.i",
                       f"  store {t} %fpsem.r, ptr %out.p", "  ret void", "}"])
    renamed = replace(prepared[entry], fn=replace(fn, name=helper_name))
    helpers = [_helper_text(renamed)] + [_helper_text(prepared[n]) for n in names[1:]]
    helpers = [re.sub(rf"@{re.escape(entry)}\(", f"@{helper_name}(", h) for h in helpers]
    header = [f"; Imported by `fpsem import` from {source} (function @{entry}), {kind} IR: out[i] = {entry}(...[i]).",
              "; Strict form: fast-math flags, nofpclass, metadata, triple, datalayout and target attributes removed;",
              "; vendor math calls are LLVM intrinsics.  Regenerate with `fpsem import`; do not edit by hand.", ";"]
    f64 = _finish_module([stage, *helpers], header, f"{source}:@{entry}")
    flags = frozenset().union(*(p.flags for p in prepared.values()))
    vendor = frozenset().union(*(p.vendor for p in prepared.values()))
    return _kernel(key, entry, kind, source, f64, args, flags, prepared[entry].nofpclass, vendor, frozenset())


def _with_build_facts(k: ImportedKernel, mod: llvm_text.SourceModule, entry: str) -> ImportedKernel:
    """``k`` with the facts of the user's build (:mod:`fpsem.kernels.importer.buildflags`) and its warnings."""
    names = _reachable(mod, entry)
    seen: set[str] = set()
    for n in names:
        for line in mod.functions[n].body:
            seen |= set(llvm_text.FP_FLAGS_RE.findall(line.split(", !", 1)[0]))
    facts = buildflags.build_flags(mod, names, frozenset(seen))
    warns = tuple(facts.warnings())
    return replace(k, built_flags=tuple(sorted(seen)) + facts.attributes, warnings=warns,
                   notes=k.notes + (f"as built: {facts.summary()}",) + tuple(f"warning: {w}" for w in warns),
                   description=f"{k.description} ({demangle(entry).display})" if entry.startswith("_") else
                   k.description)


def import_llvm(path: Path, entries: Sequence[str] = (), name: str | None = None,
                overrides: Sequence[ArgOverride] = (), *, source: str | None = None,
                progress: Progress = SILENT) -> list[ImportedKernel]:
    """Every requested entry of the IR file ``path`` as an :class:`ImportedKernel` (all entries by default).

    Raises ImportRefused (exit 2) naming the first construct that cannot be imported,
    UsageError for an unknown entry or a bad override.
    """
    mod = llvm_text.load_module(path)
    kind = source_kind(mod)
    cands = entry_candidates(mod, kind)
    chosen = list(entries) or cands
    if not chosen:
        raise ImportRefused(f"{path}: defines no {'__global__ kernel' if kind in ('cuda', 'hip') else 'function'} to import")
    for e in chosen:
        if e not in mod.functions:
            raise UsageError(f"{path}: no function @{e} (entries: {', '.join(cands) or 'none'})")
    if name and len(chosen) > 1:
        raise UsageError(f"--name names one kernel, but {path} has {len(chosen)} entries ({', '.join(chosen)}); "
                         f"pick one with --entry")
    keys = dict(zip(chosen, unique_keys([sanitize_key(demangle(e).base) for e in chosen])))
    out = []
    for e in track(progress, chosen, "import", unit="kernel", note=str):
        key = check_key(name) if name else keys[e]
        f = mod.functions[e]
        if kind in ("cuda", "hip") or f.ret == "void" or kind == "rust" and rust_slices.slice_pairs(f.params):
            k = _gpu_or_pointwise(mod, e, key, kind, overrides, source or str(path))
        elif f.ret in _FP_TYPES:
            k = _scalar_function(mod, e, key, kind, overrides, source or str(path))
        else:
            raise ImportRefused(f"@{e}: returns {f.ret}; importable host functions return void (per point) or "
                                f"a real (element-wise)")
        out.append(extents.infer_extents(_with_build_facts(k, mod, e)))
    return out
