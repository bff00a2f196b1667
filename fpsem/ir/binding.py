"""Thin binding layer over llvmlite: parse, verify, optimize, emit.

Everything that touches ``llvmlite.binding`` directly lives here (and, for reading a
parsed module's functions, instructions and attributes, in :mod:`fpsem.ir.walk`) so that the
rest of fpsem works on IR text and plain data.  LLVM's own messages are kept
and turned into one-line fpsem errors.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import re
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import llvmlite.binding as llvm
from llvmlite.binding import ffi
from llvmlite.binding.context import ContextRef
from llvmlite.binding.module import ModuleRef

from fpsem.core.errors import IRParseError

_LOC = re.compile(r"<string>:(\d+):(\d+): (error|warning): (.*)")


@functools.cache
def init_llvm() -> None:
    """Initialise every back end llvmlite ships (NVPTX, AMDGPU, X86, ...); idempotent."""
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()


def llvm_version() -> str:
    return ".".join(str(x) for x in llvm.llvm_version_info)


def _one_line_llvm_error(err: Exception, name: str) -> str:
    text = str(err)
    m = _LOC.search(text)
    if m:
        line, col, _, msg = m.groups()
        return f"{name}:{line}:{col}: {msg.strip()}"
    body = " ".join(s.strip() for s in text.splitlines() if s.strip() and "parsing error" not in s)
    return f"{name}: {body or text.strip()}"


class _ContextOfItsModule(ContextRef):
    """A context a single module owns: disposed by that module (:class:`_ModuleOwningContext`), never on
    its own.  Were both disposed by their finalizers, the cyclic garbage collector (which finalizes the
    objects it frees in no set order, e.g. those a caught error's traceback kept) could dispose of the
    context before the module, and llvmlite would crash disposing the module."""

    def _dispose(self) -> None:
        return None


class _ModuleOwningContext(ModuleRef):
    """A module parsed into a context of its own, which it disposes of after itself."""

    def __init__(self, module_ptr: object, context: llvm.ContextRef) -> None:
        super().__init__(module_ptr, context)
        self._context_ptr = context._ptr  # kept: the context object may be finalized (a no-op) before this one

    def _dispose(self) -> None:
        super()._dispose()
        ffi.lib.LLVMPY_ContextDispose(self._context_ptr)


def _module_parser(isolated: bool) -> tuple[type[ModuleRef], llvm.ContextRef]:
    if isolated:
        return _ModuleOwningContext, _ContextOfItsModule(ffi.lib.LLVMPY_ContextCreate())
    return ModuleRef, llvm.get_global_context()


def _parse_assembly_bytes(data: bytes, isolated: bool) -> llvm.ModuleRef:
    """``llvm.parse_assembly`` for raw bytes: IR text need not be UTF-8 (LLVM reads bytes; its
    printing escapes non-ASCII bytes in strings and names), which llvmlite's str-only API refuses."""
    cls, context = _module_parser(isolated)
    with ffi.OutputString() as errmsg:
        mod = cls(ffi.lib.LLVMPY_ParseAssembly(context, ctypes.c_char_p(data), errmsg), context)
        if errmsg:
            mod.close()
            raise RuntimeError(f"LLVM IR parsing error\n{errmsg}")
    return mod


def refuse_nul(data: bytes, name: str) -> None:
    """Refuse IR text with a NUL byte: it reaches LLVM as a C string, which ends there, while a file reader
    (``llvm-as``) reads on; what fpsem checked and what the toolchain builds would differ."""
    at = data.find(b"\0")
    if at >= 0:
        line = data.count(b"\n", 0, at) + 1
        raise IRParseError(f"{name}:{line}: a NUL byte in LLVM IR text (LLVM's C-string reader would stop there "
                           f"and not read the rest of the file)")


def _parse_bitcode_bytes(data: bytes, isolated: bool) -> llvm.ModuleRef:
    """``llvm.parse_bitcode``, with an isolated module owning its context (see :class:`_ModuleOwningContext`)."""
    cls, context = _module_parser(isolated)
    with ffi.OutputString() as errmsg:
        mod = cls(ffi.lib.LLVMPY_ParseBitcode(context, ctypes.c_char_p(data), len(data), errmsg), context)
        if errmsg:
            mod.close()
            raise RuntimeError(f"LLVM bitcode parsing error\n{errmsg}")
    return mod


def parse_ir(text: str, name: str = "<ir>", *, isolated: bool = False) -> llvm.ModuleRef:
    """Parse textual IR and run LLVM's verifier; raise IRParseError with LLVM's message and line.

    ``text`` may carry non-UTF-8 bytes as surrogate escapes (``bytes.decode(errors="surrogateescape")``).
    ``isolated`` parses into a fresh LLVM context, so that named types keep their names
    (in a shared context a second module's ``%S`` becomes ``%S.0``); modules that are
    linked together must share the global context (the default).
    """
    data = text.encode("utf-8", "surrogateescape")
    refuse_nul(data, name)
    return _parsed(_parse_assembly_bytes, data, name, isolated)


def _parsed(reader: Callable[[bytes, bool], llvm.ModuleRef], data: bytes, name: str,
            isolated: bool) -> llvm.ModuleRef:
    """``reader(data, isolated)``, LLVM's failure as one IRParseError, the module verified."""
    init_llvm()
    try:
        mod = reader(data, isolated)
    except RuntimeError as e:
        raise IRParseError(_one_line_llvm_error(e, name)) from None
    _verified(mod, name)
    return mod


def _verified(mod: llvm.ModuleRef, name: str) -> None:
    """:func:`verify`, closing the module when it fails: the error's traceback must not keep a module whose
    context the cyclic garbage collector may dispose of first (llvmlite then crashes disposing the module)."""
    try:
        verify(mod, name)
    except IRParseError:
        mod.close()
        raise


def parse_bitcode(data: bytes, name: str = "<bc>", *, isolated: bool = False) -> llvm.ModuleRef:
    """Parse LLVM bitcode and run LLVM's verifier; raise IRParseError with LLVM's message."""
    return _parsed(_parse_bitcode_bytes, data, name, isolated)


def verify(mod: llvm.ModuleRef, name: str = "<ir>") -> None:
    try:
        mod.verify()
    except RuntimeError as e:
        raise IRParseError(f"{name}: LLVM verifier: {' '.join(str(e).split())}") from None


def is_bitcode(data: bytes) -> bool:
    """True for LLVM bitcode (raw or in its wrapper), by magic number."""
    return data[:4] == b"BC\xc0\xde" or data[:4] == b"\xde\xc0\x17\x0b"


@dataclass(frozen=True)
class ModuleInput:
    """An IR file as read: the parsed module and, for text IR, the file's own text.

    The text keeps every byte: bytes that are not UTF-8 (LLVM accepts them in
    comments and strings) are surrogate escapes; write it back with
    ``encode("utf-8", "surrogateescape")``.
    """

    module: llvm.ModuleRef
    text: str | None


def read_module_input(path: Path, *, isolated: bool = True) -> ModuleInput:
    """Read a ``.ll`` (text) or ``.bc`` (bitcode, detected by magic) file, parsed and verified.

    An empty file is unusable input (LLVM would read it as an empty module).
    """
    from fpsem.core.limits import read_input_bytes  # regular files only, size-capped: no FIFO hang, no /dev/zero

    data = read_input_bytes(Path(path), "an LLVM IR file", IRParseError)
    if not data.strip():
        raise IRParseError(f"{path}: empty file, not an LLVM module")
    if is_bitcode(data):
        return ModuleInput(parse_bitcode(data, str(path), isolated=isolated), None)
    text = data.decode("utf-8", "surrogateescape")
    return ModuleInput(parse_ir(text, str(path), isolated=isolated), text)


def read_module_file(path: Path) -> llvm.ModuleRef:
    """Read a ``.ll`` or ``.bc`` file, parsed (in a context of its own) and verified."""
    return read_module_input(path).module


def canonical_text(mod: llvm.ModuleRef) -> str:
    """LLVM's own printing of a module: one instruction per line, flags in LLVM order."""
    return str(mod)


@dataclass(frozen=True)
class CodegenOption:
    """An LLVM command-line option (``-name=value``) set for code generation, ``default`` restored after."""

    name: str
    value: str
    default: str


@dataclass(frozen=True)
class MachineSpec:
    """What LLVM needs to build a TargetMachine and generate code (a view of a target registry entry)."""

    triple: str
    cpu: str = ""
    features: str = ""
    opt: int = 3
    reloc: str = "default"
    codemodel: str = "jitdefault"
    options: tuple[CodegenOption, ...] = ()


class _OptionGate:
    """LLVM's command-line options, which LLVM keeps per process, held for the builds that run under them.

    A set of options is set when the first build that asks for it starts and restored to the defaults
    when the last one ends; a build that asks for another set (the empty set included) waits until
    then.  So builds with the same options run side by side, and no build ever sees another's.
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._active: tuple[CodegenOption, ...] = ()
        self._users = 0
        self._mine = threading.local()  # the set this thread holds, for nested use

    @contextlib.contextmanager
    def hold(self, options: Sequence[CodegenOption]) -> Iterator[None]:
        want = tuple(options)
        held = getattr(self._mine, "options", None)
        if held is not None:
            if held != want:  # waiting here would wait for this very thread
                raise RuntimeError(f"LLVM options {want} asked for inside a build that holds {held}")
            yield
            return
        with self._cond:
            while self._users and self._active != want:
                self._cond.wait()
            if not self._users:
                for o in want:
                    llvm.set_option("fpsem", f"-{o.name}={o.value}")
                self._active = want
            self._users += 1
        self._mine.options = want
        try:
            yield
        finally:
            self._mine.options = None
            with self._cond:
                self._users -= 1
                if not self._users:
                    for o in self._active:
                        llvm.set_option("fpsem", f"-{o.name}={o.default}")
                    self._active = ()
                    self._cond.notify_all()


# One per process, as LLVM's options are (the one piece of process-wide state here, mirroring LLVM's own).
_GATE = _OptionGate()


def codegen_options(options: Sequence[CodegenOption]) -> contextlib.AbstractContextManager[None]:
    """Run the block's code generation under exactly these LLVM options (none: LLVM's defaults).

    LLVM's options are process-wide: every code generation (emission, JIT) goes through here, so
    that builds in other threads with other options wait rather than see them (issue 22).
    """
    return _GATE.hold(options)


def target_machine(spec: MachineSpec) -> llvm.TargetMachine:
    init_llvm()
    target = llvm.Target.from_triple(spec.triple)
    return target.create_target_machine(
        cpu=spec.cpu, features=spec.features, opt=spec.opt, reloc=spec.reloc, codemodel=spec.codemodel
    )


def host_machine_spec() -> MachineSpec:
    init_llvm()
    return MachineSpec(
        triple=llvm.get_process_triple(), cpu=llvm.get_host_cpu_name(), features=llvm.get_host_cpu_features().flatten()
    )


def optimize(mod: llvm.ModuleRef, tm: llvm.TargetMachine, level: int = 3) -> None:
    """Run the new-pass-manager O<level> pipeline in place, with the target's cost models."""
    mod.triple = tm.triple
    mod.data_layout = str(tm.target_data)
    pto = llvm.create_pipeline_tuning_options(speed_level=level)
    pb = llvm.create_pass_builder(tm, pto)
    pm = pb.getModulePassManager()
    with codegen_options(()):  # LLVM's defaults, never another thread's code-generation options
        pm.run(mod, pb)


def promote_allocas(text: str, name: str = "<ir>") -> str:
    """The module with its stack slots promoted to SSA values (LLVM's SROA pass alone), printed.

    Target-neutral in, target-neutral out: no triple or data layout is set, and nothing but
    SROA runs, so the floating-point operations are the ones written.
    """
    mod = parse_ir(text, name)
    tm = target_machine(host_machine_spec())
    pb = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=0))
    pm = llvm.create_new_module_pass_manager()
    pm.add_sroa_pass()
    pm.run(mod, pb)
    return str(mod)


def unroll_marked_loops(text: str, name: str = "<ir>") -> str:
    """The module with its loops marked ``llvm.loop.unroll.full`` fully unrolled where their trip count is a
    constant (after constant propagation, SCCP), printed.

    Target-neutral in and out, like :func:`promote_allocas`: SCCP folds only what is constant (IEEE
    arithmetic on constants, exactly as at run time), the unroller copies instructions with their metadata,
    so the floating-point operations are the ones written, repeated.
    """
    mod = parse_ir(text, name)
    tm = target_machine(host_machine_spec())
    pb = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=2))
    pm = llvm.create_new_module_pass_manager()
    for add in (pm.add_sccp_pass, pm.add_loop_simplify_pass, pm.add_lcssa_pass, pm.add_loop_unroll_pass):
        add()
    pm.run(mod, pb)
    return str(mod)

