"""GPU kernels with shared memory and block barriers as *block stages*: one call runs a whole thread block.

fpsem calls a stage function once per point.  A kernel whose threads share memory
(``__shared__``, address space 3) and wait for each other (``__syncthreads``) cannot run one
thread at a time, so the importer makes the stage run one *block*: ``@<key>_main(i64 %fpsem.b,
...)`` allocates the block's shared arrays, then runs the kernel's code in **phases**, the code
between two barriers, each phase for every thread of the block in thread order (thread ``t``
of block ``b`` is the point ``b * B + t``) before the next phase starts.  That is one valid
schedule of the GPU's: every barrier is passed by all threads before any thread goes on, so a
kernel whose shared memory is synchronised by its barriers (no two threads touch one element
between two barriers unless both only read it) computes the same values as on the GPU, bit for
bit; an atomic update is applied in that same order (phase, then thread, then block).

How (:func:`block_stage`, on the imported per-point module):

* each barrier ends a phase; a value defined in one phase and used in a later one is kept per
  thread in a slot array (``[B x T]``, stored where it is defined, loaded at the start of the
  phase that uses it); pointers into the arguments or the shared arrays are recomputed from
  their ``getelementptr`` instead (fpsem's interpreters keep no pointers in memory);
* the sum a reduction stage returns (``atomicAdd`` into one argument) is added over the block's
  threads in thread order and returned once per block.

Accepted: 1-D launches whose barriers every thread of the block passes in one order, the same
number of times (straight-line phases; a loop with a barrier whose trip count is a constant at the
fixed block size, a tree reduction's, is unrolled first by :func:`unroll_barrier_loops`; a barrier
in another loop or in a branch only some threads take is refused), with shared
arrays of a fixed size (``extern __shared__ T x[]`` is given :data:`DYNAMIC_SHARED_BYTES`, CUDA's
limit without an opt-in).  Warp shuffles (``shfl.sync`` idx/up/down/bfly, 32-bit: CUDA's ``__shfl*_sync`` from fpsem's prelude,
64-bit values as two halves) are exchanges through a shared array of the block, :data:`XCHG`: each
thread stores its value, a barrier, each loads its source lane's (PTX's clamp and segment rule), a
barrier; so they take part in the phases like barriers (a shuffle loop of constant trip count is
unrolled; one in a branch only some threads take is refused, as a partial warp's would be undefined).
Refused with the reason: a barrier in a loop or a branch, private
arrays (``alloca``) left after promotion, pointers kept across a barrier other than through a
``getelementptr``, a barrier that returns a value (``__syncthreads_count``), 2-D/3-D blocks.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from fpsem.core.errors import ImportRefused, UsageError
from fpsem.ir.binding import canonical_text, parse_ir, unroll_marked_loops

DYNAMIC_SHARED_BYTES = 48 * 1024  # CUDA's dynamic shared memory per block without cudaFuncSetAttribute
BARRIER = "@fpsem.barrier"  # the marker a barrier becomes until the block stage is made
_SHARED = "%fpsem.shared."
_BARRIER_CALL = re.compile(r"^\s*(?:tail |notail |musttail )?call void @(llvm\.nvvm\.barrier0|llvm\.nvvm\.barrier\.sync|"
                           r"llvm\.nvvm\.bar\.sync|llvm\.nvvm\.barrier\.cta\.sync[\w.]*|llvm\.amdgcn\.s\.barrier)\(")
_VALUE_BARRIER = re.compile(r"@llvm\.nvvm\.barrier0\.(popc|and|or)|@llvm\.nvvm\.barrier\.cta\.red")
_WG_FENCE = re.compile(r"^\s*fence syncscope\(\"workgroup\"\) \w+")
_GLOBAL = re.compile(r"^@([-\w.$]+) = [^=]*?addrspace\(3\) global (\[(\d+) x (\w+)\]|double|float|i64|i32)")
_VAL = re.compile(r"%[-\w.$]+")
_DEF = re.compile(r"^\s*(%[-\w.$]+) = ")
_ELEM_BYTES = {"double": 8, "float": 4, "i64": 8, "i32": 4, "i16": 2, "i8": 1}


@dataclass(frozen=True)
class SharedArray:
    """One ``__shared__`` array: its module global's name, element type and element count."""

    name: str
    elem: str
    count: int
    dynamic: bool  # extern __shared__ T x[] (its size: DYNAMIC_SHARED_BYTES)


@dataclass(frozen=True)
class Marked:
    """A kernel body with barriers as :data:`BARRIER` calls and shared arrays as ``%fpsem.shared.<name>`` values."""

    body: tuple[str, ...]
    prologue: tuple[str, ...]  # entry-block lines defining the shared values (stand-ins until block_stage)
    declarations: tuple[str, ...]
    shared: tuple[SharedArray, ...]
    barriers: int


_SHFL_CALL = re.compile(r"^\s*(%[-\w.$]+) = (?:tail |notail )?call (?:\w+ )*(i32|float) "
                        r"@llvm\.nvvm\.shfl\.sync\.(idx|up|down|bfly)\.(i32|f32)\((.*)\)(, !.*)?$")
_SHFL_ANY = re.compile(r"@llvm\.nvvm\.shfl\.")
XCHG = SharedArray("fpsem_xchg", "i32", 1024, False)  # a shuffle's exchange: one 32-bit slot per thread


def uses_block_scope(body: Sequence[str]) -> bool:
    """True when the code uses shared memory, a block barrier or a warp shuffle."""
    return any("addrspace(3)" in l or _BARRIER_CALL.match(l) or _VALUE_BARRIER.search(l) or _SHFL_ANY.search(l)
               for l in body)


def _operands(text: str) -> list[str]:
    """A call's operand values (the last token of each top-level comma-separated operand)."""
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += ch == "("
        depth -= ch == ")"
        if ch == "," and depth == 0:
            out.append(cur.split()[-1])
            cur = ""
        else:
            cur += ch
    return out + [cur.split()[-1]]


def _shuffle(m: re.Match, k: int) -> list[str]:
    """A ``shfl.sync`` as a block-stage exchange: each thread stores its value into its slot of
    :data:`XCHG`, a barrier, each reads the slot of its source lane (PTX's rule: the lane ``j`` from the
    mode, ``b`` and the clamp/segment operand ``c``; its own lane where ``j`` is out of range), a barrier
    (so the next exchange's stores wait for every read).  The warp is the 32 threads of the block from
    ``tid & ~31``; every thread of the warp is assumed to take part (a full mask)."""
    res, rty, mode, _, args, _md = m.groups()
    _mask, val, b, c = _operands(args)
    x, ty = f"%fpsem.shfl.{k}", "float" if rty == "float" else "i32"
    out = [f"  {x}.tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
           f"  {x}.lane = and i32 {x}.tid, 31",
           f"  {x}.t = zext i32 {x}.tid to i64",
           f"  {x}.at = getelementptr inbounds i32, ptr {_SHARED}{XCHG.name}, i64 {x}.t",
           f"  store {ty} {val}, ptr {x}.at",
           f"  call void {BARRIER}()",
           f"  {x}.seg = lshr i32 {c}, 8",
           f"  {x}.segmask = and i32 {x}.seg, 31",
           f"  {x}.min = and i32 {x}.lane, {x}.segmask",
           f"  {x}.notseg = xor i32 {x}.segmask, -1",
           f"  {x}.clamp = and i32 {c}, 31",
           f"  {x}.clampns = and i32 {x}.clamp, {x}.notseg",
           f"  {x}.max = or i32 {x}.min, {x}.clampns",
           f"  {x}.b = and i32 {b}, 31"]
    if mode == "up":
        out += [f"  {x}.j = sub i32 {x}.lane, {x}.b", f"  {x}.ok = icmp sge i32 {x}.j, {x}.max"]
    elif mode == "down":
        out += [f"  {x}.j = add i32 {x}.lane, {x}.b", f"  {x}.ok = icmp sle i32 {x}.j, {x}.max"]
    elif mode == "bfly":
        out += [f"  {x}.j = xor i32 {x}.lane, {x}.b", f"  {x}.ok = icmp sle i32 {x}.j, {x}.max"]
    else:
        out += [f"  {x}.bns = and i32 {x}.b, {x}.notseg", f"  {x}.j = or i32 {x}.min, {x}.bns",
                f"  {x}.ok = icmp sle i32 {x}.j, {x}.max"]
    out += [f"  {x}.src = select i1 {x}.ok, i32 {x}.j, i32 {x}.lane",
            f"  {x}.base = sub i32 {x}.tid, {x}.lane",
            f"  {x}.from32 = add i32 {x}.base, {x}.src",
            f"  {x}.from = zext i32 {x}.from32 to i64",
            f"  {x}.fromat = getelementptr inbounds i32, ptr {_SHARED}{XCHG.name}, i64 {x}.from",
            f"  {res} = load {ty}, ptr {x}.fromat",
            f"  call void {BARRIER}()"]
    return out


def shared_arrays(globals_lines: Sequence[str], where: str) -> dict[str, SharedArray]:
    """The module's shared arrays by name, from its global variable lines."""
    out = {}
    for line in globals_lines:
        if "addrspace(3)" not in line:
            continue
        m = _GLOBAL.match(line.strip())
        if not m:
            raise ImportRefused(f"{where}: shared variable of a type fpsem cannot lay out: {line.strip()[:100]}")
        name = m.group(1)
        if m.group(2).startswith("["):
            elem, count = m.group(4), int(m.group(3))
        else:
            elem, count = m.group(2), 1
        if elem not in _ELEM_BYTES:
            raise ImportRefused(f"{where}: shared array @{name} holds {elem}")
        dynamic = count == 0
        if dynamic:
            count = DYNAMIC_SHARED_BYTES // _ELEM_BYTES[elem]
        out[name] = SharedArray(name, elem, count, dynamic)
    return out


def mark(body: Sequence[str], shared: Mapping[str, SharedArray], where: str) -> Marked:
    """Barriers as :data:`BARRIER` calls, workgroup fences (HIP's ``__syncthreads``) dropped, and every shared
    array reference a value ``%fpsem.shared.<name>`` (constant offsets into one hoisted to the prologue)."""
    out: list[str] = []
    prologue: list[str] = []
    offsets: dict[str, str] = {}
    used: set[str] = set()
    barriers = 0
    for line in body:
        if _VALUE_BARRIER.search(line):
            raise ImportRefused(f"{where}: uses a barrier that returns a value (__syncthreads_count/_and/_or), "
                                f"which fpsem's block stages do not model: {line.strip()[:100]}")
        if _BARRIER_CALL.match(line):
            out.append(f"  call void {BARRIER}()")
            barriers += 1
            continue
        if _SHFL_ANY.search(line):
            sm = _SHFL_CALL.match(line)
            if not sm or sm.group(2) != ("float" if sm.group(4) == "f32" else "i32"):
                raise ImportRefused(f"{where}: uses a warp shuffle fpsem's block stages do not model (the predicate "
                                    f"form, or an unexpected call): {line.strip()[:100]}")
            out += _shuffle(sm, barriers)
            used.add(XCHG.name)
            barriers += 2
            continue
        if _WG_FENCE.match(line):
            continue  # the release/acquire fences around AMDGPU's s.barrier: implied by the phases
        for name in re.findall(r"ptr addrspace\(3\) @([-\w.$]+)", line):
            if name not in shared:
                raise ImportRefused(f"{where}: uses shared variable @{name}, which the module does not define")
            used.add(name)
        line = re.sub(r"addrspacecast \(ptr addrspace\(3\) @([-\w.$]+) to ptr\)", rf"{_SHARED}\1", line)

        def hoist(m: re.Match) -> str:
            key = m.group(0)
            if key not in offsets:
                v = f"{_SHARED}{m.group(3)}.{len(offsets)}"
                offsets[key] = v
                prologue.append(f"  {v} = getelementptr {m.group(1)}{m.group(2)}, ptr {_SHARED}{m.group(3)}, "
                                f"i64 {m.group(4)}")
            return offsets[key]

        line = re.sub(r"getelementptr ((?:inbounds |nuw |nusw )*)\((\w+), ptr %fpsem\.shared\.([-\w$]+), i64 (-?\d+)\)",
                      hoist, line)
        if "addrspace(3)" in line:
            raise ImportRefused(f"{where}: uses shared memory through a pointer fpsem cannot follow (only the shared "
                                f"arrays themselves and constant offsets into them): {line.strip()[:100]}")
        out.append(line)
    stand_ins = [f"  {_SHARED}{n} = call ptr @fpsem.shared.{n}()" for n in sorted(used)]
    decls = [f"declare ptr @fpsem.shared.{n}()" for n in sorted(used)] + [f"declare void {BARRIER}()"]
    arrays = {**shared, XCHG.name: XCHG}
    return Marked(tuple(out), tuple(stand_ins + prologue), tuple(decls), tuple(arrays[n] for n in sorted(used)),
                  barriers)


@dataclass
class _Block:
    label: str
    lines: list[str]
    barrier: int | None = None  # the barrier ending this block (its successor: fpsem.resume.<k>)


def _split(fn_lines: Sequence[str]) -> list[_Block]:
    blocks: list[_Block] = []
    for line in fn_lines:
        if not line.strip() or line.lstrip().startswith(";"):
            continue
        m = re.match(r"^([-\w.$]+):", line)
        if m:
            blocks.append(_Block(m.group(1), []))
        elif line.startswith(" "):
            blocks[-1].lines.append(line.split(" ; ")[0] if line.strip().startswith("]") else line)
    return blocks


def _at_barriers(blocks: list[_Block]) -> tuple[list[_Block], int]:
    """Every barrier ends a block; the code after it starts ``fpsem.resume.<k>`` (phis renamed to match)."""
    out: list[_Block] = []
    moved: dict[str, str] = {}
    k = 0
    for b in blocks:
        cur = _Block(b.label, [])
        for line in b.lines:
            if line.strip() == f"call void {BARRIER}()":
                cur.barrier = k
                out.append(cur)
                cur = _Block(f"fpsem.resume.{k}", [])
                k += 1
            else:
                cur.lines.append(line)
        out.append(cur)
        if cur.label != b.label:
            moved[b.label] = cur.label
    for b in out:
        b.lines = [_rename_preds(l, moved) if re.match(r"^\s*%[-\w.$]+ = phi ", l) else l for l in b.lines]
    return out, k


def _rename_preds(line: str, moved: Mapping[str, str]) -> str:
    return re.sub(r"(\[ [^\[\]]+, )%([-\w.$]+)( \])", lambda m: m.group(1) + "%" + moved.get(m.group(2), m.group(2))
                  + m.group(3), line)


def _successors(b: _Block) -> list[str]:
    if b.barrier is not None:
        return [f"fpsem.resume.{b.barrier}"]
    return re.findall(r"label %([-\w.$]+)", "\n".join(b.lines))


def _phases(blocks: list[_Block], barriers: int, where: str) -> dict[str, int]:
    """Block label -> phase (barriers passed on the way there); ImportRefused unless every path passes the
    barriers in one order, once each."""
    by = {b.label: b for b in blocks}
    phase = {blocks[0].label: 0}
    todo = [blocks[0].label]
    while todo:
        b = by[todo.pop()]
        p = phase[b.label] + (1 if b.barrier is not None else 0)
        for s in _successors(b):
            if s not in phase:
                phase[s] = p
                todo.append(s)
            elif phase[s] != p:
                raise ImportRefused(f"{where}: a barrier (__syncthreads) or warp shuffle inside a loop or a branch "
                                    f"not every thread takes (block {s}); fpsem's block stages run straight-line "
                                    f"phases only")
    ends = sorted(phase[b.label] for b in blocks if b.barrier is not None and b.label in phase)
    if ends != list(range(barriers)):
        raise ImportRefused(f"{where}: its barriers are not passed in one order by every thread")
    for b in blocks:
        if b.label in phase and any(l.strip().startswith("ret ") for l in b.lines) and phase[b.label] != barriers:
            raise ImportRefused(f"{where}: a thread can return before a barrier the others wait at (block {b.label})")
    return phase


_UNROLL_MD = 990001  # the metadata numbers the unroll request takes (far above what the importer writes)


def unroll_barrier_loops(module: str, stage: str, where: str) -> tuple[str, int]:
    """``module`` with every loop of ``@stage`` that holds a barrier fully unrolled, and how many loops were.

    A tree reduction (``for (i = blockDim.x/2; i > 0; i /= 2) { ...; __syncthreads(); }``) passes its
    barrier the same number of times in every thread once the block size is a constant (the importer fixes
    it): unrolled, its barriers are straight-line and the block stage runs it phase by phase.  LLVM's own
    passes do it (constant propagation, then the loop unroller asked for a full unroll); a loop whose trip
    count is still not a constant stays, and :func:`block_stage` refuses it with the reason.  Copies of an
    instruction keep its source location."""
    lines = module.splitlines()
    head = next(i for i, l in enumerate(lines) if l.startswith("define ") and f"@{stage}(" in l)
    end = next(i for i in range(head, len(lines)) if lines[i] == "}")
    at: dict[str, int] = {}
    barrier_at: list[int] = []
    for i in range(head + 1, end):
        m = re.match(r"^([-\w.$]+):", lines[i])
        if m:
            at[m.group(1)] = i
        elif lines[i].strip() == f"call void {BARRIER}()":
            barrier_at.append(i)
    marked = 0
    for i in range(head + 1, end):
        s = lines[i].strip()
        if not s.startswith("br "):
            continue
        back = [at[t] for t in re.findall(r"label %([-\w.$]+)", s) if t in at and at[t] < i]
        if any(any(h < b < i for b in barrier_at) for h in back):
            lines[i] = lines[i].split(", !llvm.loop")[0] + f", !llvm.loop !{_UNROLL_MD}"
            marked += 1
    if not marked:
        return module, 0
    lines += [f"!{_UNROLL_MD} = distinct !{{!{_UNROLL_MD}, !{_UNROLL_MD + 1}}}",
              f"!{_UNROLL_MD + 1} = !{{!\"llvm.loop.unroll.full\"}}"]
    try:
        return unroll_marked_loops("\n".join(lines) + "\n", where), marked
    except UsageError as e:
        raise UsageError(f"{where}: unrolling the loop with a barrier failed (an importer bug): {e}") from None


def _value_types(text: str, stage: str) -> dict[str, str]:
    mod = parse_ir(text, stage)
    fn = mod.get_function(stage)
    out = {f"%{a.name}": str(a.type) for a in fn.arguments}
    for b in fn.blocks:
        for ins in b.instructions:
            if ins.name:
                out[f"%{ins.name}"] = str(ins.type)
    return out


def _rename(line: str, names: Mapping[str, str]) -> str:
    if not names:
        return line
    return _VAL.sub(lambda m: names.get(m.group(0), m.group(0)), line)


def _phase_block(b: _Block, p: int, names: Mapping[str, str], stored: Sequence[str],
                 slot_of: Mapping[str, tuple[str, str]], rtype: str | None) -> list[str]:
    """One block of phase ``p`` in the block stage: values from earlier phases renamed (``names``), each value a
    later phase needs stored to its slot where it is defined (after the block's phis), ``ret`` a jump to the
    phase's latch (adding a reduction's value into the block's sum first), a barrier likewise."""
    nphi = sum(1 for l in b.lines if re.match(r"^\s*%[-\w.$]+ = phi ", l))
    out: list[str] = []
    pending: list[str] = []
    for k, line in enumerate(b.lines):
        m = _DEF.match(line)
        s = line.strip()
        if s.startswith("ret "):
            if rtype is not None:
                x = _rename(s.split()[-1], names)
                out += [f"  %fpsem.bacc.old.{b.label} = load {rtype}, ptr %fpsem.bacc",
                        f"  %fpsem.bacc.new.{b.label} = fadd {rtype} %fpsem.bacc.old.{b.label}, {x}",
                        f"  store {rtype} %fpsem.bacc.new.{b.label}, ptr %fpsem.bacc"]
            out.append(f"  br label %fpsem.p{p}.latch")
            continue
        out.append(_rename(line, names))
        if m and m.group(1) in stored:
            t, at = slot_of[m.group(1)]
            (pending if k < nphi else out).append(f"  store {t} {m.group(1)}, ptr {at}")
        if k == nphi - 1:
            out += pending
    if b.barrier is not None:
        out.append(f"  br label %fpsem.p{p}.latch")
    return out


def block_stage(module: str, stage: str, block: int, shared: Sequence[SharedArray], where: str) -> str:
    """``module`` (an imported per-point module whose stage ``@stage`` holds :func:`mark`'s barriers and shared
    values) with that stage made a block stage of ``block`` threads (module docstring)."""
    lines = module.splitlines()
    head = next(i for i, l in enumerate(lines) if l.startswith("define ") and f"@{stage}(" in l)
    end = next(i for i in range(head, len(lines)) if lines[i] == "}")
    sig = lines[head]
    if "i64 %fpsem.i," not in sig and "i64 %fpsem.i)" not in sig:
        raise ImportRefused(f"{where}: a barrier in a kernel with a 2-D or 3-D launch; fpsem's block stages are 1-D")
    if any(re.search(r'%"', l) for l in lines[head:end]):
        raise UsageError(f"{where}: quoted value names in the imported stage (an importer bug)")
    types = _value_types(module, stage)
    blocks, barriers = _at_barriers(_split(lines[head + 1:end]))
    phase = _phases(blocks, barriers, where)
    blocks = [b for b in blocks if b.label in phase]  # unreachable code is left out
    labels = {f"%{b.label}" for b in blocks}
    # block-level lines: the shared arrays and constant offsets into them
    entry = blocks[0]
    level = [l for l in entry.lines if l.strip().startswith(_SHARED)]
    entry.lines = [l for l in entry.lines if l not in level]
    for b in blocks:
        for l in b.lines:
            if re.match(r"^\s*%[-\w.$]+ = alloca ", l):
                raise ImportRefused(f"{where}: a private array (alloca) in a kernel with barriers: {l.strip()[:80]}")
    reduce = sig.startswith("define double ") or sig.startswith("define float ")
    rtype = sig.split()[1]
    # where each value is defined, and in which phase it is used
    defined: dict[str, tuple[int, str]] = {"%fpsem.i": (0, "")}  # value -> (phase, defining line)
    for b in blocks:
        for l in b.lines:
            m = _DEF.match(l)
            if m:
                defined[m.group(1)] = (phase[b.label], l)
    needed: dict[int, list[str]] = {p: [] for p in range(barriers + 1)}
    for b in blocks:
        p = phase[b.label]
        for l in b.lines:
            m = _DEF.match(l)
            for v in _VAL.findall(l[m.end():] if m else l):
                if v in defined and v not in labels and defined[v][0] < p and v not in needed[p]:
                    needed[p].append(v)
    # pointers are recomputed from their getelementptr (operands first); other values come from slots
    order = {v: i for i, v in enumerate(defined)}
    slots: set[str] = set()
    remat: dict[int, list[str]] = {}
    loads: dict[int, list[str]] = {}
    for p in range(1, barriers + 1):
        want, seen = list(needed[p]), set()
        while want:
            v = want.pop()
            if v in seen:
                continue
            seen.add(v)
            if types.get(v) == "ptr":
                rhs = defined[v][1]
                if " = getelementptr " not in rhs:
                    raise ImportRefused(f"{where}: keeps a pointer across a barrier that fpsem cannot recompute: "
                                        f"{rhs.strip()[:80]}")
                want += [u for u in _VAL.findall(rhs.split(" = ", 1)[1]) if u in defined and defined[u][0] < p]
        remat[p] = sorted((v for v in seen if types.get(v) == "ptr"), key=order.__getitem__)
        loads[p] = sorted((v for v in seen if types.get(v) != "ptr"), key=order.__getitem__)
        slots |= set(loads[p])
    for v in slots:
        if v not in types:
            raise UsageError(f"{where}: no type for {v} (an importer bug)")
    slot_name = {v: f"%fpsem.slot.{v[1:]}" for v in slots}
    out = [sig.replace("i64 %fpsem.i", "i64 %fpsem.b"), "fpsem.block:",
           *[f"  {_SHARED}{s.name} = alloca [{s.count} x {s.elem}], align 16" for s in shared],
           *[l for l in level if " = call ptr @fpsem.shared." not in l],
           *[f"  {slot_name[v]} = alloca [{block} x {types[v]}], align 16" for v in sorted(slots, key=order.__getitem__)],
           f"  %fpsem.b.first = mul i64 %fpsem.b, {block}"]
    if reduce:
        out += [f"  %fpsem.bacc = alloca {rtype}", f"  store {rtype} -0.0, ptr %fpsem.bacc"]
    out.append("  br label %fpsem.p0.head")
    by_phase: dict[int, list[_Block]] = {p: [] for p in range(barriers + 1)}
    for b in blocks:
        by_phase[phase[b.label]].append(b)
    for p in range(barriers + 1):
        t = f"%fpsem.t.{p}"
        prev = "fpsem.block" if p == 0 else f"fpsem.p{p - 1}.latch"
        out += [f"fpsem.p{p}.head:", f"  {t} = phi i64 [ 0, %{prev} ], [ {t}.next, %fpsem.p{p}.latch ]"]
        if p == 0:
            out.append(f"  %fpsem.i = add nuw nsw i64 %fpsem.b.first, {t}")
        names: dict[str, str] = {}
        for v in sorted(remat.get(p, []) + loads.get(p, []), key=order.__getitem__):
            new = f"%fpsem.p{p}.{v[1:]}"
            if v in slots:
                out += [f"  {new}.at = getelementptr inbounds [{block} x {types[v]}], ptr {slot_name[v]}, i64 0, i64 {t}",
                        f"  {new} = load {types[v]}, ptr {new}.at"]
            else:
                rhs = defined[v][1].split(" = ", 1)[1].split(", !")[0]
                out.append(f"  {new} = {_rename(rhs, names)}")
            names[v] = new
        stored = sorted((v for v in slots if defined[v][0] == p), key=order.__getitem__)
        for v in stored:
            out.append(f"  {slot_name[v]}.{p} = getelementptr inbounds [{block} x {types[v]}], ptr {slot_name[v]}, "
                       f"i64 0, i64 {t}")
        if "%fpsem.i" in stored:
            out.append(f"  store i64 %fpsem.i, ptr {slot_name['%fpsem.i']}.{p}")
        start = blocks[0].label if p == 0 else f"fpsem.resume.{p - 1}"
        out.append(f"  br label %{start}")
        for b in by_phase[p]:
            out.append(f"{b.label}:")
            out += _phase_block(b, p, names, stored, {v: (types[v], f"{slot_name[v]}.{p}") for v in stored},
                                rtype if reduce else None)
        nxt = f"fpsem.p{p + 1}.head" if p < barriers else "fpsem.exit"
        out += [f"fpsem.p{p}.latch:", f"  {t}.next = add nuw nsw i64 {t}, 1",
                f"  {t}.more = icmp ult i64 {t}.next, {block}",
                f"  br i1 {t}.more, label %fpsem.p{p}.head, label %{nxt}"]
    out.append("fpsem.exit:")
    if reduce:
        out += [f"  %fpsem.bsum = load {rtype}, ptr %fpsem.bacc", f"  ret {rtype} %fpsem.bsum"]
    else:
        out.append("  ret void")
    out.append("}")
    keep = lambda l: not re.match(r"^declare .*@fpsem\.(shared\.|barrier)", l)  # noqa: E731
    text = "\n".join([l for l in lines[:head] if keep(l)] + out + [l for l in lines[end + 1:] if keep(l)]) + "\n"
    try:
        canon = canonical_text(parse_ir(text, where))
    except UsageError as e:
        raise UsageError(f"{where}: the block stage does not parse (an importer bug): {e}") from None
    header = [l for l in lines[:head] if l.startswith(";")]
    body = [l for l in canon.splitlines() if not l.startswith(("; ModuleID", "source_filename"))]
    return "\n".join(header + body).rstrip() + "\n"
