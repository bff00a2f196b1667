"""What every importer produces, and how it becomes files: an fpsem kernel (spec TOML + IR).

An importer (``llvm_import`` for compiler IR, ``fpcore_import`` for FPCore) turns a
source into :class:`ImportedKernel` values: the IR per precision, the arguments with
their roles, the iteration space and the choices it made on the user's behalf.  This
module writes them as ``NAME.toml`` + ``NAME.f64.ll`` (+ ``NAME.f32.ll``) in the
format of ``kernels/README.md`` and checks the result by loading it back through the
registry, so an import that succeeds is a kernel every command can run.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from fpsem.core.errors import FpsemError, ImportRefused, SpecError, UsageError
from fpsem.core.limits import write_folder
from fpsem.core.progress import SILENT, Progress, track
from fpsem.kernels.bounds import BoundsError
from fpsem.kernels.loading import load_kernel_file

ARG_ROLES = ("in", "out", "inout", "scalar", "size")
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")



@dataclass(frozen=True)
class ArgOverride:
    """``--arg NAME=ROLE[:EXPR]``: a role forced by the user; EXPR is an array's length or a scalar's value."""

    name: str
    role: str
    expr: str | None = None


def parse_arg_override(text: str) -> ArgOverride:
    """Parse ``NAME=ROLE[:EXPR]``; UsageError naming the problem."""
    name, sep, rest = text.partition("=")
    role, _, expr = rest.partition(":")
    name, role, expr = name.strip(), role.strip(), expr.strip()
    if not sep or not name or not role:
        raise UsageError(f"--arg {text!r}: expected NAME=ROLE[:EXPR]")
    if role not in ARG_ROLES:
        raise UsageError(f"--arg {text!r}: role must be one of {', '.join(ARG_ROLES)}")
    return ArgOverride(name, role, expr or None)


@dataclass(frozen=True)
class KernelArg:
    """One argument of an imported kernel, as the spec will declare it.

    ``role`` is a spec role (``in out inout scalar``); ``size`` marks the integer scalar
    holding the point count (its value is ``VAL(N)``).  ``value`` is a scalar's init
    expression; ``lo``/``hi``/``log``/``signed`` the ``random`` input set's hint.
    """

    name: str
    role: str
    type: str = "real"  # real | i64 | i32 (arrays)
    length: str | None = None
    value: str | None = None  # scalars: VAL expression
    is_size: bool = False
    lo: float = -1.0
    hi: float = 1.0
    log: bool = False
    signed: bool = False
    why: str = ""  # how the role was decided (printed, and kept in the spec's notes)
    constant: bool = False  # a small read-only table (an 'in' array): GPU constant memory
    length_of: str = ""  # a Rust slice's length parameter: the array argument whose extent it holds


@dataclass(frozen=True)
class ImportedKernel:
    """An fpsem kernel made from an outside source; :func:`write_kernel` turns it into files."""

    key: str
    description: str
    args: tuple[KernelArg, ...]
    ir: dict[str, str]  # precision -> IR text (f64 always)
    source: str  # where it came from (file and function)
    choices: tuple[str, ...] = ()  # decisions made with default choices, one line each
    f32_refused: str = ""  # why there is no f32 form ("" when there is one, or not wanted)
    default_n: int = 1_000_000
    small_n: int = 64
    reps: int = 10
    group: str = "imported"
    input_sets: tuple[str, ...] = ("random", "special")
    notes: tuple[str, ...] = field(default_factory=tuple)
    flops_per_point: int = 0  # FP operations in the IR, counted statically (loops counted once)
    precondition: str = ""  # FPCore: the random input set's sampler (fpsem.kernels.precondition), JSON
    space: tuple[str, ...] = ("N",)  # the stage's extents, outermost first (2-D GPU kernels: NY, NX)
    default_sizes: dict[str, int] | None = None  # size sets when the space is not ("N",)
    small_sizes: dict[str, int] | None = None
    compile_command: str = ""  # the command fpsem compiled the source with ("" for IR given as such)
    built_flags: tuple[str, ...] = ()  # the FP flags and fast-math attributes the source was compiled with
    warnings: tuple[str, ...] = ()  # what the user must know (a fast-math build: strict is not their strict)
    block: int = 0  # a block stage's threads per block (0: one call per point); its space counts blocks
    past_extent: int = 0  # points launched past the last extent (a bounds check i <= n: 1)
    single_call: bool = False  # a whole-array function (Rust over slices): one call does all the work

    def size_sets(self) -> dict[str, dict[str, int]]:
        """The spec's [sizes.default] and [sizes.small]."""
        if self.default_sizes is not None and self.small_sizes is not None:
            return {"default": dict(self.default_sizes), "small": dict(self.small_sizes)}
        return {"default": {"N": self.default_n}, "small": {"N": self.small_n}}


def work_exprs(k: ImportedKernel) -> tuple[str, str]:
    """(bytes, FLOPs) per repetition as spec expressions: every array element read or written once
    (inout twice), and the IR's static FP-operation count per point.  These stand in for RAJAPerf's
    declared work, which an outside kernel does not have; the spec's notes say so."""
    terms = []
    for a in k.args:
        if a.role in ("in", "out", "inout"):
            w = {"real": "W", "i32": "4"}.get(a.type, "8")
            terms.append(f"{'2*' if a.role == 'inout' else ''}{w}*({a.length or 'N'})")
    return (" + ".join(terms) or "0"), f"{k.flops_per_point}*{'*'.join(k.space)}"


def check_key(key: str) -> str:
    """A kernel key must be an identifier (it prefixes the IR function names)."""
    if not _IDENT.match(key):
        raise UsageError(f"kernel name {key!r} must be an identifier (letters, digits, _)")
    return key.lower()


def sanitize_key(text: str) -> str:
    """A kernel key made from any function or benchmark name: lower case, identifier characters."""
    s = re.sub(r"[^A-Za-z0-9_]+", "_", text).strip("_").lower()
    if not s:
        s = "kernel"
    if s[0].isdigit():
        s = "k_" + s
    return s[:60]


def _toml_str(s: str) -> str:
    # JSON string escapes are valid TOML basic-string escapes (\" \\ \n \uXXXX).
    return json.dumps(s, ensure_ascii=False)


def _toml_float(x: float) -> str:
    r = repr(float(x))
    return r if ("." in r or "e" in r or "inf" in r or "nan" in r) else r + ".0"


def spec_toml(k: ImportedKernel) -> str:
    """The spec text of an imported kernel (format: kernels/README.md)."""
    precisions = [p for p in ("f64", "f32") if p in k.ir]
    notes = list(k.notes) + list(k.choices)
    if k.f32_refused:
        notes.append(f"no f32 form: {k.f32_refused}")
    lines = [
        f"# Imported by `fpsem import` from {k.source}.",
        f"name = {_toml_str(k.key.upper())}",
        f"group = {_toml_str(k.group)}",
        f"description = {_toml_str(k.description)}",
        f"precisions = {json.dumps(precisions)}",
        f"reps = {k.reps}",
        f"accumulates = {'true' if any(a.role in ('inout', 'result') for a in k.args) else 'false'}",
        f"input_sets = {json.dumps(list(k.input_sets))}",
        f"notes = {_toml_str('; '.join(notes))}",
    ]
    if k.precondition:
        lines.append(f"precondition = {_toml_str(k.precondition)}")
    for set_name, params in k.size_sets().items():
        lines += ["", f"[sizes.{set_name}]"] + [f"{n} = {v}" for n, v in params.items()]
    lines += [
        "",
        "[rajaperf]  # no RAJAPerf counterpart: arrays touched once per point, FP ops counted in the IR",
        f"bytes = {_toml_str(work_exprs(k)[0])}",
        f"flops = {_toml_str(work_exprs(k)[1])}",
    ]
    for a in k.args:
        lines += ["", "[[args]]", f"name = {_toml_str(a.name)}", f"role = {_toml_str(a.role)}",
                  f"type = {_toml_str(a.type)}"]
        if a.role in ("in", "out", "inout"):
            lines.append(f"length = {_toml_str(a.length or '*'.join(k.space))}")
            # integers: an index list (or data) the kernel reads is 0, 1, ..., an integer output starts at 0
            init = "C(0.0)" if a.type == "real" else "C(0)" if a.role == "out" else "IOTA()"
            lines.append(f"init = {_toml_str(init)}")
            if a.constant:
                lines.append("constant = true")
            if a.type == "real" and a.role != "out":  # outputs start at 0 in every input set
                rnd = f"lo = {_toml_float(a.lo)}, hi = {_toml_float(a.hi)}"
                if a.log:
                    rnd += ", log = true"
                if a.signed:
                    rnd += ", signed = true"
                lines.append(f"random = {{ {rnd} }}")
        elif a.role == "result":
            pass  # a reduction's value: held by the launcher, starts at 0
        else:
            if a.type == "i64":
                lines.append(f"init = {_toml_str(f'VAL({a.value or 1})')}")
            else:
                lines.append(f"init = {_toml_str(f'VAL({a.value})' if a.value else 'S(1.0)')}")
                lines.append(f"random = {{ lo = {_toml_float(a.lo)}, hi = {_toml_float(a.hi)} }}")
    his = [*k.space[:-1], f"{k.space[-1]} + {k.past_extent}" if k.past_extent else k.space[-1]]
    space = ", ".join(f'["0", "{hi}"]' if not k.block else f'["0", "({hi} + {k.block - 1}) // {k.block}"]'
                      for hi in his) if not k.single_call else '["0", "1"]'  # one call: the loops run inside
    lines += ["", "[[stages]]", 'name = "main"', f"space = [{space}]"]
    result = next((a.name for a in k.args if a.role == "result"), None)
    if result:
        lines += ['reduce = "sum"', f"result = {_toml_str(result)}"]
    lines.append("")
    return "\n".join(lines)


@dataclass(frozen=True)
class WrittenKernel:
    """Files written for one imported kernel."""

    key: str
    spec_path: Path
    ir_paths: tuple[Path, ...]
    precisions: tuple[str, ...]


def write_kernel(k: ImportedKernel, out_dir: Path) -> WrittenKernel:
    """Write spec and IR into ``out_dir`` and load them back through the registry (the kernel ABI check).

    A kernel that does not load is a bug of the importer, not bad input: it is reported
    as a SpecError naming the file, and the files are removed so no broken kernel stays.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    spec_file = out_dir / f"{k.key}.toml"
    if spec_file.exists() and not spec_file.read_text(errors="replace").startswith("# Imported by `fpsem import`"):
        # a hand-written kernel of the same name: never overwrite the user's own files
        raise UsageError(f"{spec_file} exists and was not written by `fpsem import`; choose another -o or --name")
    paths = []
    for prec, text in k.ir.items():
        p = out_dir / f"{k.key}.{prec}.ll"
        p.write_text(text)
        paths.append(p)
    spec_file.write_text(spec_toml(k))
    try:
        load_kernel_file(spec_file)
    except BoundsError as e:
        for p in [spec_file, *paths]:
            p.unlink(missing_ok=True)
        f = e.found
        raise ImportRefused(
            f"import of {k.source}: {k.key} reads elements [{f.first}, {f.last}] of {f.arg}, beyond the length "
            f"{f.length} fpsem inferred (at {' '.join(f'{n}={v}' for n, v in e.sizes.items())}); give its length "
            f"with --arg {f.arg}=in:EXPR (e.g. N+1)") from None
    except SpecError as e:
        for p in [spec_file, *paths]:
            p.unlink(missing_ok=True)
        raise SpecError(f"import of {k.source} made a kernel that does not load (an importer bug): {e}") from None
    return WrittenKernel(k.key, spec_file, tuple(paths), tuple(k.ir))


def write_kernels(kernels: Sequence[ImportedKernel], out_dir: Path,
                  progress: Progress = SILENT) -> list[WrittenKernel]:
    """:func:`write_kernel` for every kernel, all or nothing: written and loaded back in a scratch folder,
    then moved into ``out_dir`` (:func:`fpsem.core.limits.write_folder`).  A refusal, a failure or an
    interruption (Ctrl-C) leaves ``out_dir`` as it was.  ``progress`` hears of each kernel written."""
    for k in kernels:
        spec_file = out_dir / f"{k.key}.toml"
        if spec_file.exists() and not spec_file.read_text(errors="replace").startswith("# Imported by `fpsem import`"):
            # a hand-written kernel of the same name: never overwrite the user's own files
            raise UsageError(f"{spec_file} exists and was not written by `fpsem import`; choose another -o or --name")

    def fill(scratch: Path) -> list[WrittenKernel]:
        try:
            return [write_kernel(k, scratch) for k in track(progress, kernels, "write", unit="kernel",
                                                            note=lambda k: k.key)]
        except FpsemError as e:  # name the folder the user gave, not the scratch one
            raise type(e)(str(e).replace(str(scratch), str(out_dir))) from None

    done = write_folder(out_dir, fill, "the imported kernels")
    return [WrittenKernel(w.key, out_dir / w.spec_path.name, tuple(out_dir / p.name for p in w.ir_paths), w.precisions)
            for w in done]


def unique_keys(keys: Sequence[str]) -> list[str]:
    """Keys made distinct by numbering repeats (two FPCores named alike)."""
    seen: dict[str, int] = {}
    out = []
    for k in keys:
        n = seen.get(k, 0)
        seen[k] = n + 1
        out.append(k if n == 0 else f"{k}_{n + 1}")
    return out
