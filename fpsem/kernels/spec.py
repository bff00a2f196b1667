"""Kernel specs: dataclasses, TOML loading and checking, safe integer expressions.

A spec (``kernels/NAME.toml``, format in ``kernels/README.md``) declares a
kernel's arguments, iteration spaces, sizes and RAJAPerf's declared work.
Everything size-dependent is an expression of the size parameters, evaluated
by a small safe evaluator (``+ - * //``, unary ``-``, ``max``, ``min``,
``isqrt``, ``icbrt``; real-valued scalar inits also allow ``/`` and decimals).
Every problem found while loading raises :class:`~fpsem.core.errors.SpecError`
naming the file and the problem.
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from fpsem.core.errors import SpecError
from fpsem.core.limits import MAX_REPS
from fpsem.core.precision import PRECISION_NAMES, precision_of
from fpsem.core.tomlfile import read_toml

ROLES = ("in", "out", "inout", "scalar", "result")
ARRAY_ROLES = ("in", "out", "inout")
TYPES = ("real", "i64", "i32")
INT_TYPES = ("i64", "i32")  # integer arrays: index lists, counters, integer data (i32: arrays only)
INT_DTYPES = {"i64": "int64", "i32": "int32"}
PRECISIONS = PRECISION_NAMES
OUTPUT_ROLES = ("out", "inout", "result")  # what a run produces, compared against references
INPUT_SETS = ("rajaperf", "random", "special")
REDUCTIONS = ("sum",)

# Init forms of the `rajaperf` input set: name -> (min args, max args) (None = any number).
INIT_ARITY: dict[str, tuple[int, int | None]] = {
    "D": (1, 1),  # a[i] = f*(i+1.1)/(i+1.12345)
    "RS": (1, 1),  # D(f) with a random sign from glibc rand() after srand(4793)
    "RV": (0, 0),  # rand()/RAND_MAX after srand(4793)
    "C": (1, 1),  # constant
    "S": (1, 1),  # scalar f*1.1/1.12345
    "VAL": (1, 1),  # a value: integer expression (i64) or real expression (real scalar)
    "LIST": (1, None),  # literal array values
    "MESH": (3, 3),  # node coordinate: ((n // stride) % extent) * spacing
    "ZONES2D": (3, 3),  # index list: i + j*stride for j, i in [lo, lo+n)
    "IOTA": (0, 0),  # index list: 0, 1, ..., length - 1 (an imported kernel's gather/scatter indices)
}

_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_INIT = re.compile(r"^\s*([A-Z][A-Z0-9]*)\s*(?:\((.*)\))?\s*$", re.S)

_TOP_KEYS = {"name", "group", "description", "precisions", "reps", "accumulates", "sizes", "derived",
             "rajaperf", "args", "stages", "input_sets", "notes", "precondition"}
_ARG_KEYS = {"name", "role", "type", "length", "init", "checksum", "constant", "noalias", "random"}
_STAGE_KEYS = {"name", "space", "reduce", "finalize", "result"}
_RANDOM_KEYS = {"lo", "hi", "log", "signed", "jitter"}


# ----------------------------------------------------------------------------- expressions

def _icbrt(n: int) -> int:
    """Exact integer cube root (floor) of a non-negative integer (of any size)."""
    if n < 0:
        raise ValueError("icbrt of a negative number")
    if n.bit_length() > 1000:  # beyond a float's range: start from a power of two above the root
        r = 1 << (n.bit_length() // 3 + 1)
        while True:  # Newton's iteration from above decreases monotonically to the floor
            nxt = (2 * r + n // (r * r)) // 3
            if nxt >= r:
                break
            r = nxt
    else:
        r = round(n ** (1.0 / 3.0))
    while r * r * r > n:
        r -= 1
    while (r + 1) ** 3 <= n:
        r += 1
    return r


def _isqrt(n: int) -> int:
    if n < 0:
        raise ValueError("isqrt of a negative number")
    return math.isqrt(n)


_INT_FUNCS: dict[str, Callable[..., int | float]] = {"max": max, "min": min, "isqrt": _isqrt, "icbrt": _icbrt}


class ExprError(ValueError):
    """An expression that is not of the allowed form or cannot be evaluated."""


def _check_node(node: ast.AST, real: bool) -> None:
    if isinstance(node, ast.Expression):
        _check_node(node.body, real)
    elif isinstance(node, ast.BinOp):
        ok = (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv) + ((ast.Div,) if real else ())
        if not isinstance(node.op, ok):
            raise ExprError(f"operator {type(node.op).__name__} not allowed")
        _check_node(node.left, real)
        _check_node(node.right, real)
    elif isinstance(node, ast.UnaryOp):
        if not isinstance(node.op, (ast.USub, ast.UAdd)):
            raise ExprError(f"operator {type(node.op).__name__} not allowed")
        _check_node(node.operand, real)
    elif isinstance(node, ast.Constant):
        if isinstance(node.value, bool) or not isinstance(node.value, (int, float) if real else int):
            raise ExprError(f"constant {node.value!r} not allowed")
    elif isinstance(node, ast.Name):
        pass
    elif isinstance(node, ast.Call):
        if not isinstance(node.func, ast.Name) or node.func.id not in _INT_FUNCS or node.keywords:
            raise ExprError(f"only calls of {', '.join(_INT_FUNCS)} are allowed")
        if not node.args:
            raise ExprError(f"{node.func.id}() needs arguments")
        for a in node.args:
            _check_node(a, real)
    else:
        raise ExprError(f"{type(node).__name__} not allowed")


MAX_EXPR_CHARS = 2000  # a real spec's longest (HEAT_3D's exact integer cube-root rounding) is ~400 characters
MAX_INT_BITS = 63  # sizes, lengths and bounds reach the kernels as i64


def parse_expr(text: str, real: bool = False) -> ast.Expression:
    """Parse and check an expression; raises ExprError when it is not of the allowed form
    (or longer than ``MAX_EXPR_CHARS``: the checker and evaluator recurse per operator)."""
    if not isinstance(text, str) or not text.strip():
        raise ExprError("empty expression")
    if len(text) > MAX_EXPR_CHARS:
        raise ExprError(f"expression of {len(text)} characters (at most {MAX_EXPR_CHARS})")
    try:
        tree = ast.parse(text.strip(), mode="eval")
        _check_node(tree, real)
    except SyntaxError as e:
        raise ExprError(f"syntax error in {text!r}: {e.msg}") from None
    except (RecursionError, MemoryError):
        raise ExprError("expression nested too deeply") from None
    return tree


def expr_names(text: str, real: bool = False) -> set[str]:
    """The names an expression refers to (function names excluded)."""
    tree = parse_expr(text, real)
    funcs = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and id(n) not in funcs}


def _eval(node: ast.AST, env: Mapping[str, int | float]) -> int | float:
    if isinstance(node, ast.Expression):
        return _eval(node.body, env)
    if isinstance(node, ast.Constant):
        if isinstance(node.value, bool) or not isinstance(node.value, int | float):
            raise ExprError(f"constant {node.value!r} is not a number")
        return node.value
    if isinstance(node, ast.Name):
        if node.id not in env:
            raise ExprError(f"unknown name {node.id!r}")
        return env[node.id]
    if isinstance(node, ast.UnaryOp):
        v = _eval(node.operand, env)
        return -v if isinstance(node.op, ast.USub) else v
    if isinstance(node, ast.BinOp):
        a, b = _eval(node.left, env), _eval(node.right, env)
        if isinstance(node.op, ast.Add):
            return a + b
        if isinstance(node.op, ast.Sub):
            return a - b
        if isinstance(node.op, ast.Mult):
            return a * b
        if b == 0:
            raise ExprError("division by zero")
        if isinstance(node.op, ast.FloorDiv):
            return a // b
        return a / b
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        args = [_eval(a, env) for a in node.args]
        fn = _INT_FUNCS[node.func.id]
        try:
            return fn(*args)
        except (TypeError, ValueError) as e:
            raise ExprError(f"{node.func.id}(): {e}") from None
    raise ExprError(f"{type(node).__name__} not allowed")


def eval_int(text: str, env: Mapping[str, int]) -> int:
    """Evaluate an integer expression (``+ - * //``, ``max min isqrt icbrt``) over ``env``.

    ``//`` is floor division (C's truncating division for the non-negative
    operands sizes have).  Raises ExprError.
    """
    v = _eval(parse_expr(text), env)
    if not isinstance(v, int):
        raise ExprError(f"{text!r} is not an integer")
    if v.bit_length() > MAX_INT_BITS:
        raise ExprError(f"{text!r} = {_short_int(v)} does not fit a 64-bit integer")
    return v


def _short_int(v: int) -> str:
    digits = len(str(abs(v))) if v.bit_length() < 20000 else int(v.bit_length() * 0.30103) + 1
    return str(v) if digits <= 24 else f"{'-' if v < 0 else ''}about 10^{digits - 1}"


def eval_real(text: str, env: Mapping[str, int | float]) -> float:
    """Evaluate a real expression in double precision (also ``/`` and decimal constants)."""
    try:
        v = float(_eval(parse_expr(text, real=True), env))
    except OverflowError:
        raise ExprError(f"{text!r} overflows a double") from None
    if not math.isfinite(v):
        raise ExprError(f"{text!r} is not finite ({v})")
    return v


# ----------------------------------------------------------------------------- dataclasses

@dataclass(frozen=True)
class Init:
    """One init form of the ``rajaperf`` input set, e.g. ``D(0.1)``: kind and raw arguments."""

    kind: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.kind}({', '.join(self.args)})" if self.args else self.kind


@dataclass(frozen=True)
class RandomHint:
    """How the ``random`` input set draws an argument: uniform in [lo, hi] (log-uniform
    magnitudes with ``log``; a random sign with ``signed``); ``jitter`` for MESH
    coordinates: a uniform offset of up to ``jitter`` mesh spacings."""

    lo: float = -1.0
    hi: float = 1.0
    log: bool = False
    signed: bool = False
    jitter: float = 0.25


@dataclass(frozen=True)
class ArgSpec:
    """One kernel argument."""

    name: str
    role: str  # in | out | inout | scalar | result
    type: str = "real"  # real | i64 | i32 (i32: arrays only)
    length: str | None = None  # arrays: integer expression of the sizes
    init: Init | None = None
    checksum: bool = False
    constant: bool = False  # small read-only array: NVIDIA constant memory, AMD uniform loads
    noalias: bool = True  # arrays: no other argument's memory overlaps this one
    random: RandomHint = field(default_factory=RandomHint)

    @property
    def is_array(self) -> bool:
        return self.role in ARRAY_ROLES

    @property
    def is_int(self) -> bool:
        """Holds integers (an integer scalar, or an array of i64 or i32)."""
        return self.type in INT_TYPES

    def element_bytes(self, precision: str) -> int:
        """The bytes one element (or the scalar) takes at ``precision``."""
        return {"i64": 8, "i32": 4}.get(self.type) or precision_of(precision).nbytes

    @property
    def is_output(self) -> bool:
        """Written by the kernel: an out/inout array or a reduction result."""
        return self.role in OUTPUT_ROLES

    @property
    def is_param(self) -> bool:
        """Passed to stage functions and entries (``result`` arguments are held by the launcher)."""
        return self.role != "result"


@dataclass(frozen=True)
class StageSpec:
    """One stage: a function ``@<kernel>_<name>`` run over ``space``."""

    name: str
    space: tuple[tuple[str, str], ...]  # half-open [lo, hi) per dimension, outermost first
    reduce: str | None = None  # "sum"
    finalize: str | None = None  # function name: T @fn(T %sum, <args>)
    result: str | None = None  # the result argument the reduced value goes to


@dataclass(frozen=True)
class KernelSpec:
    """A kernel of the suite, as its spec file declares it."""

    name: str  # RAJAPerf's name, e.g. FIR
    key: str  # file stem = CLI name = IR function prefix, e.g. fir
    group: str
    description: str
    precisions: tuple[str, ...]
    reps: int
    accumulates: bool
    sizes: Mapping[str, Mapping[str, int]]
    derived: Mapping[str, str]
    rajaperf_bytes: str
    rajaperf_flops: str
    args: tuple[ArgSpec, ...]
    stages: tuple[StageSpec, ...]
    input_sets: tuple[str, ...] = INPUT_SETS
    notes: str = ""
    path: str = ""
    # imported FPCore kernels: the sampler of the `random` input set (fpsem.kernels.precondition), JSON
    precondition: str = ""

    def arg(self, name: str) -> ArgSpec:
        for a in self.args:
            if a.name == name:
                return a
        raise KeyError(name)

    @property
    def params(self) -> tuple[ArgSpec, ...]:
        """The arguments stage functions and entries take, in spec order."""
        return tuple(a for a in self.args if a.is_param)

    @property
    def checksum_args(self) -> tuple[ArgSpec, ...]:
        return tuple(a for a in self.args if a.checksum)

    def function_name(self, stage: StageSpec) -> str:
        return f"{self.key}_{stage.name}"

    def summary(self) -> dict:
        """JSON-ready view (``fpsem kernels --json``)."""
        return {
            "name": self.name,
            "key": self.key,
            "group": self.group,
            "description": self.description,
            "precisions": list(self.precisions),
            "reps": self.reps,
            "accumulates": self.accumulates,
            "sizes": {k: dict(v) for k, v in self.sizes.items()},
            "derived": dict(self.derived),
            "input_sets": list(self.input_sets),
            "stages": [
                {"name": s.name, "space": [list(d) for d in s.space], "reduce": s.reduce,
                 "finalize": s.finalize, "result": s.result}
                for s in self.stages
            ],
            "args": [
                {"name": a.name, "role": a.role, "type": a.type, "length": a.length,
                 "init": None if a.init is None else str(a.init), "checksum": a.checksum,
                 "constant": a.constant}
                for a in self.args
            ],
            "rajaperf": {"bytes": self.rajaperf_bytes, "flops": self.rajaperf_flops},
            "notes": self.notes,
            "path": self.path,
        }


# ----------------------------------------------------------------------------- sizes

def resolve_sizes(spec: KernelSpec, size_set: str = "default",
                  overrides: Mapping[str, int] | None = None) -> dict[str, int]:
    """The size parameters of ``size_set`` (with ``overrides``) plus every derived size.

    Raises SpecError for an unknown size set or parameter, or a derived size that
    cannot be evaluated.
    """
    if size_set not in spec.sizes:
        raise SpecError(f"kernel {spec.key}: unknown size set {size_set!r} (known: {', '.join(spec.sizes)})")
    env = dict(spec.sizes[size_set])
    for k, v in (overrides or {}).items():
        if k not in env:
            raise SpecError(f"kernel {spec.key}: unknown size parameter {k!r} (known: {', '.join(env)})")
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            raise SpecError(f"kernel {spec.key}: size parameter {k} must be a positive integer, got {v!r}")
        env[k] = v
    for name, text in spec.derived.items():
        try:
            env[name] = eval_int(text, env)
        except ExprError as e:
            raise SpecError(f"kernel {spec.key}: derived size {name} = {text!r}: {e}") from None
    return env


def array_length(spec: KernelSpec, arg: ArgSpec, sizes: Mapping[str, int]) -> int:
    """The element count of an array argument (1 for a result)."""
    if arg.role == "result":
        return 1
    assert arg.length is not None
    try:
        return eval_int(arg.length, sizes)
    except ExprError as e:
        raise SpecError(f"kernel {spec.key}: length of {arg.name} = {arg.length!r}: {e}") from None


def stage_space(spec: KernelSpec, stage: StageSpec, sizes: Mapping[str, int]) -> tuple[tuple[int, int], ...]:
    """The stage's iteration space as integer [lo, hi) pairs, outermost first."""
    out = []
    for lo, hi in stage.space:
        try:
            out.append((eval_int(lo, sizes), eval_int(hi, sizes)))
        except ExprError as e:
            raise SpecError(f"kernel {spec.key}: space of stage {stage.name}: {e}") from None
    return tuple(out)


def rajaperf_work(spec: KernelSpec, sizes: Mapping[str, int], precision: str = "f64") -> tuple[int, int]:
    """RAJAPerf's declared (bytes, FLOPs) per repetition at these sizes.

    The byte expression may use ``W``, the width of the real type in bytes (8 for
    f64, RAJAPerf's type; 4 for f32), so one expression serves both precisions.
    """
    env = {**sizes, "W": precision_of(precision).nbytes}
    try:
        return eval_int(spec.rajaperf_bytes, env), eval_int(spec.rajaperf_flops, env)
    except ExprError as e:
        raise SpecError(f"kernel {spec.key}: rajaperf bytes/flops: {e}") from None


# ----------------------------------------------------------------------------- loading

def split_args(text: str) -> list[str]:
    """Split ``a, f(b, c), d`` at top-level commas."""
    out: list[str] = []
    cur: list[str] = []
    depth = 0
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    last = "".join(cur).strip()
    if last or out:
        out.append(last)
    return out


def parse_init(text: str) -> Init:
    """Parse an init form like ``D(0.1)``; raises ExprError naming the problem."""
    if not isinstance(text, str):
        raise ExprError("init must be a string")
    m = _INIT.match(text)
    if not m:
        raise ExprError(f"init {text!r} is not of the form NAME or NAME(args)")
    kind, raw = m.group(1), m.group(2)
    if kind not in INIT_ARITY:
        raise ExprError(f"unknown init {kind!r} (known: {', '.join(INIT_ARITY)})")
    args = tuple(split_args(raw)) if raw is not None else ()
    if any(not a for a in args):
        raise ExprError(f"init {text!r} has an empty argument")
    lo, hi = INIT_ARITY[kind]
    if len(args) < lo or (hi is not None and len(args) > hi):
        want = f"{lo}" if lo == hi else f"at least {lo}"
        raise ExprError(f"init {kind} takes {want} argument(s), got {len(args)}")
    return Init(kind, args)


def _float_literal(text: str) -> float:
    """A finite number: the rajaperf inputs are finite (NaN and infinities belong to the special set)."""
    try:
        v = float(text)
    except ValueError:
        raise ExprError(f"{text!r} is not a number") from None
    if not math.isfinite(v):
        raise ExprError(f"{text!r} is not a finite number")
    return v


_TYPE_NAMES = {int: "an integer", float: "a number", str: "a string", bool: "true or false", list: "a list",
               dict: "a table"}


class _Where:
    """Builds SpecError messages that name the file and the place in it."""

    def __init__(self, path: str):
        self.path = path

    def err(self, msg: str) -> SpecError:
        return SpecError(f"{self.path}: {msg}")


def _want(d: Mapping, key: str, typ: type | tuple[type, ...], w: _Where, where: str):
    if key not in d:
        raise w.err(f"{where}: missing '{key}'")
    v = d[key]
    types = typ if isinstance(typ, tuple) else (typ,)
    # TOML booleans are Python ints: accept a bool only where a bool is wanted
    if not isinstance(v, types) or (isinstance(v, bool) and bool not in types):
        raise w.err(f"{where}: '{key}' must be {' or '.join(_TYPE_NAMES.get(t, t.__name__) for t in types)}")
    return v


def _opt(d: Mapping, key: str, typ: type | tuple[type, ...], default, w: _Where, where: str):
    return _want(d, key, typ, w, where) if key in d else default


def _parse_random(raw: object, w: _Where, where: str) -> RandomHint:
    if not isinstance(raw, dict):
        raise w.err(f"{where}: 'random' must be a table like {{ lo = -1.0, hi = 1.0 }}")
    unknown = set(raw) - _RANDOM_KEYS
    if unknown:
        raise w.err(f"{where}: random has unknown key(s) {', '.join(sorted(unknown))}")
    num = (int, float)
    hint = RandomHint(
        lo=float(_opt(raw, "lo", num, -1.0, w, where + ".random")),
        hi=float(_opt(raw, "hi", num, 1.0, w, where + ".random")),
        log=_opt(raw, "log", bool, False, w, where + ".random"),
        signed=_opt(raw, "signed", bool, False, w, where + ".random"),
        jitter=float(_opt(raw, "jitter", num, 0.25, w, where + ".random")),
    )
    if not all(math.isfinite(x) for x in (hint.lo, hint.hi, hint.hi - hint.lo, hint.jitter)):
        raise w.err(f"{where}: random.lo, random.hi and random.jitter must be finite, with hi - lo finite "
                    f"(the special input set supplies NaN and infinities)")
    if hint.jitter < 0:
        raise w.err(f"{where}: random.jitter must not be negative")
    if not hint.lo <= hint.hi:
        raise w.err(f"{where}: random.lo must not exceed random.hi")
    if hint.log and hint.lo <= 0:
        raise w.err(f"{where}: log-uniform random needs lo > 0 (use signed = true for negative values)")
    return hint


def _named_entry(raw: object, table: str, idx: int, keys: frozenset[str] | set[str],
                 w: _Where) -> tuple[dict, str, str]:
    """Entry ``idx`` of the array of tables ``table`` checked for its keys and its identifier ``name``:
    the entry, its name, and how errors name it (``argument 'x'``, ``stage 'main'``)."""
    where = f"{table}[{idx}]"
    if not isinstance(raw, dict):
        raise w.err(f"{where} must be a table")
    unknown = set(raw) - keys
    if unknown:
        raise w.err(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    name = _want(raw, "name", str, w, where)
    where = f"{'argument' if table == 'args' else 'stage'} {name!r}"
    if not _NAME.match(name):
        raise w.err(f"{where}: name must be an identifier")
    return raw, name, where


def _parse_arg(raw: object, idx: int, w: _Where) -> ArgSpec:
    raw, name, where = _named_entry(raw, "args", idx, _ARG_KEYS, w)
    role = _want(raw, "role", str, w, where)
    if role not in ROLES:
        raise w.err(f"{where}: role must be one of {', '.join(ROLES)}")
    typ = _opt(raw, "type", str, "real", w, where)
    if typ not in TYPES:
        raise w.err(f"{where}: type must be one of {', '.join(TYPES)}")
    length = _opt(raw, "length", str, None, w, where)
    if role in ARRAY_ROLES and length is None:
        raise w.err(f"{where}: an array ({role}) needs a 'length'")
    if role not in ARRAY_ROLES and length is not None:
        raise w.err(f"{where}: a {role} argument has no 'length'")
    if role == "result" and typ != "real":
        raise w.err(f"{where}: a result must be real")
    if typ == "i32" and role not in ARRAY_ROLES:
        raise w.err(f"{where}: an i32 argument must be an array (integer scalars are i64)")
    init_raw = raw.get("init")
    init = None
    if init_raw is not None:
        try:
            init = parse_init(init_raw)
        except ExprError as e:
            raise w.err(f"{where}: {e}") from None
    elif role != "result":
        raise w.err(f"{where}: missing 'init' (how the rajaperf input set fills it)")
    if init is not None:
        _check_init_fits(init, role, typ, w, where)
    default_checksum = role in ("out", "inout", "result")
    checksum = _opt(raw, "checksum", bool, default_checksum, w, where)
    if checksum and typ != "real" and role not in ("out", "inout"):
        raise w.err(f"{where}: only real arguments and integer outputs can be checksummed")
    constant = _opt(raw, "constant", bool, False, w, where)
    if constant and role != "in":
        raise w.err(f"{where}: only an 'in' array can be constant")
    noalias = _opt(raw, "noalias", bool, True, w, where)
    random = _parse_random(raw["random"], w, where) if "random" in raw else RandomHint()
    return ArgSpec(name, role, typ, length, init, checksum, constant, noalias, random)


def _check_init_fits(init: Init, role: str, typ: str, w: _Where, where: str) -> None:
    k = init.kind
    scalar = role in ("scalar", "result")
    allowed: tuple[str, ...]
    if typ in INT_TYPES:
        allowed = ("VAL",) if scalar else ("ZONES2D", "IOTA", "C")
    elif scalar:
        allowed = ("S", "VAL", "C")
    else:
        allowed = ("D", "RS", "RV", "C", "LIST", "MESH")
    if k not in allowed:
        kind = f"{'scalar' if scalar else 'array'} of type {typ}"
        raise w.err(f"{where}: init {k} does not fit a {kind} (allowed: {', '.join(allowed)})")
    if k == "C" and typ in INT_TYPES and not re.fullmatch(r"\s*-?\d+\s*", init.args[0]):
        raise w.err(f"{where}: init {init} of an integer array must be a whole number")
    try:
        if k in ("D", "RS", "C", "S"):
            _float_literal(init.args[0])
        elif k == "LIST":
            for a in init.args:
                _float_literal(a)
        elif k == "MESH":
            _float_literal(init.args[0])
            parse_expr(init.args[1])
            parse_expr(init.args[2])
        elif k == "ZONES2D":
            for a in init.args:
                parse_expr(a)
        elif k == "VAL":
            parse_expr(init.args[0], real=typ == "real")
    except ExprError as e:
        raise w.err(f"{where}: init {init}: {e}") from None


def _parse_stage(raw: object, idx: int, w: _Where) -> StageSpec:
    raw, name, where = _named_entry(raw, "stages", idx, _STAGE_KEYS, w)
    space_raw = _want(raw, "space", list, w, where)
    if not 1 <= len(space_raw) <= 3:
        raise w.err(f"{where}: space must have 1 to 3 dimensions")
    space = []
    for d in space_raw:
        if not (isinstance(d, list) and len(d) == 2 and all(isinstance(x, str) for x in d)):
            raise w.err(f"{where}: each space dimension must be [\"lo\", \"hi\"] (expression strings)")
        for x in d:
            try:
                parse_expr(x)
            except ExprError as e:
                raise w.err(f"{where}: space bound {x!r}: {e}") from None
        space.append((d[0], d[1]))
    reduce = _opt(raw, "reduce", str, None, w, where)
    if reduce is not None and reduce not in REDUCTIONS:
        raise w.err(f"{where}: reduce must be one of {', '.join(REDUCTIONS)}")
    finalize = _opt(raw, "finalize", str, None, w, where)
    result = _opt(raw, "result", str, None, w, where)
    if reduce is None and (finalize is not None or result is not None):
        raise w.err(f"{where}: 'finalize' and 'result' belong to a reduce stage")
    if reduce is not None and result is None:
        raise w.err(f"{where}: a reduce stage needs 'result' (the argument the sum goes to)")
    if finalize is not None and not _NAME.match(finalize):
        raise w.err(f"{where}: finalize must be a function name")
    return StageSpec(name, tuple(space), reduce, finalize, result)


def _parse_sizes(raw: object, w: _Where) -> dict[str, dict[str, int]]:
    if not isinstance(raw, dict):
        raise w.err("'sizes' must be a table of size sets")
    for need in ("default", "small"):
        if need not in raw:
            raise w.err(f"sizes: missing size set [sizes.{need}]")
    out: dict[str, dict[str, int]] = {}
    keys: set[str] | None = None
    for set_name, params in raw.items():
        if not isinstance(params, dict) or not params:
            raise w.err(f"sizes.{set_name} must be a non-empty table of integers")
        for k, v in params.items():
            if not _NAME.match(k):
                raise w.err(f"sizes.{set_name}: {k!r} is not an identifier")
            if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                raise w.err(f"sizes.{set_name}.{k} must be a positive integer")
        if keys is None:
            keys = set(params)
        elif set(params) != keys:
            raise w.err(f"sizes.{set_name} must set the same parameters as the other sets ({', '.join(sorted(keys))})")
        out[set_name] = dict(params)
    return out


def parse_spec(data: Mapping, key: str, path: str) -> KernelSpec:
    """Build and check a KernelSpec from parsed TOML; raises SpecError naming ``path`` and the problem."""
    w = _Where(path)
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise w.err(f"unknown key(s) {', '.join(sorted(unknown))}")
    if not _NAME.match(key):
        raise w.err(f"file name {key!r} must be an identifier (it becomes the IR function prefix)")
    name = _want(data, "name", str, w, "spec")
    group = _opt(data, "group", str, "", w, "spec")
    description = _want(data, "description", str, w, "spec")
    precisions = tuple(_want(data, "precisions", list, w, "spec"))
    if not precisions or any(p not in PRECISIONS for p in precisions) or len(set(precisions)) != len(precisions):
        raise w.err(f"'precisions' must list distinct values from {', '.join(PRECISIONS)}")
    if "f64" not in precisions:
        raise w.err("'precisions' must include f64 (the f64 IR is the source of truth)")
    reps = _want(data, "reps", int, w, "spec")
    if not 1 <= reps <= MAX_REPS:  # the bound --reps has (fpsem.core.limits.check_reps)
        raise w.err(f"'reps' must be a whole number from 1 to {MAX_REPS:,}")
    accumulates = _opt(data, "accumulates", bool, False, w, "spec")
    sizes = _parse_sizes(_want(data, "sizes", dict, w, "spec"), w)
    derived_raw = _opt(data, "derived", dict, {}, w, "spec")
    derived: dict[str, str] = {}
    for k, v in derived_raw.items():
        if not _NAME.match(k) or not isinstance(v, str):
            raise w.err(f"derived.{k} must be an identifier = \"integer expression\"")
        try:
            parse_expr(v)
        except ExprError as e:
            raise w.err(f"derived.{k}: {e}") from None
        derived[k] = v
    rp = _want(data, "rajaperf", dict, w, "spec")
    bad = set(rp) - {"bytes", "flops"}
    if bad:
        raise w.err(f"rajaperf: unknown key(s) {', '.join(sorted(bad))}")
    rbytes = _want(rp, "bytes", str, w, "rajaperf")
    rflops = _want(rp, "flops", str, w, "rajaperf")
    args_raw = _want(data, "args", list, w, "spec")
    if not args_raw:
        raise w.err("a kernel needs at least one argument")
    args = tuple(_parse_arg(a, i, w) for i, a in enumerate(args_raw))
    stages_raw = _want(data, "stages", list, w, "spec")
    if not stages_raw:
        raise w.err("a kernel needs at least one stage")
    stages = tuple(_parse_stage(s, i, w) for i, s in enumerate(stages_raw))
    input_sets = tuple(_opt(data, "input_sets", list, list(INPUT_SETS), w, "spec"))
    # per kernel: rajaperf only where RAJAPerf's initialisation exists (imported kernels: random, special)
    if not input_sets or any(s not in INPUT_SETS for s in input_sets) or len(set(input_sets)) != len(input_sets):
        raise w.err(f"'input_sets' must list distinct values from {', '.join(INPUT_SETS)}")
    notes = _opt(data, "notes", str, "", w, "spec")
    precondition = _opt(data, "precondition", str, "", w, "spec")
    spec = KernelSpec(name, key, group, description, precisions, reps, accumulates, sizes, derived,
                      rbytes, rflops, args, stages, input_sets, notes, path, precondition)
    _check_names(spec, w)
    _check_evaluates(spec, w)
    return spec


def _check_names(spec: KernelSpec, w: _Where) -> None:
    size_names = set(next(iter(spec.sizes.values())))
    seen: set[str] = set()
    for n in list(size_names) + list(spec.derived):
        if n in seen:
            raise w.err(f"derived size {n!r} repeats a size parameter")
        seen.add(n)
    arg_names = [a.name for a in spec.args]
    dup = {n for n in arg_names if arg_names.count(n) > 1}
    if dup:
        raise w.err(f"argument name(s) used twice: {', '.join(sorted(dup))}")
    stage_names = [s.name for s in spec.stages]
    if len(set(stage_names)) != len(stage_names):
        raise w.err("stage names must be distinct")
    results = {a.name for a in spec.args if a.role == "result"}
    for s in spec.stages:
        if s.result is not None and s.result not in results:
            raise w.err(f"stage {s.name!r}: result {s.result!r} is not an argument with role 'result'")
    used = {s.result for s in spec.stages if s.result}
    for r in sorted(results - used):
        raise w.err(f"argument {r!r} has role 'result' but no reduce stage stores to it")
    # real VAL inits may refer to sizes and to real scalars declared before them
    known = set(seen)
    for a in spec.args:
        if a.init is not None and a.init.kind == "VAL" and a.type == "real":
            missing = expr_names(a.init.args[0], real=True) - known
            if missing:
                raise w.err(f"argument {a.name!r}: init {a.init} refers to unknown name(s) "
                            f"{', '.join(sorted(missing))} (sizes, or real scalars declared earlier)")
        if a.role == "scalar" and a.type == "real":
            known.add(a.name)


def _check_evaluates(spec: KernelSpec, w: _Where) -> None:
    """Every size expression must evaluate, on every size set, to sensible values."""
    for set_name in spec.sizes:
        try:
            sizes = resolve_sizes(spec, set_name)
        except SpecError as e:
            raise w.err(f"size set {set_name!r}: {e}") from None
        where = f"size set {set_name!r}"
        for a in spec.args:
            if a.is_array:
                try:
                    n = eval_int(a.length or "", sizes)
                except ExprError as e:
                    raise w.err(f"{where}: length of {a.name!r}: {e}") from None
                if n < 1:
                    raise w.err(f"{where}: length of {a.name!r} is {n}, not positive")
            if a.init is not None and a.is_int and a.init.kind != "C":
                for x in a.init.args:
                    try:
                        eval_int(x, sizes)
                    except ExprError as e:
                        raise w.err(f"{where}: init of {a.name!r}: {e}") from None
            if a.init is not None and a.init.kind == "MESH":
                for x in a.init.args[1:]:
                    try:
                        if eval_int(x, sizes) < 1:
                            raise ExprError("must be positive")
                    except ExprError as e:
                        raise w.err(f"{where}: init of {a.name!r}: {x!r}: {e}") from None
        for s in spec.stages:
            for lo_t, hi_t in s.space:
                try:
                    lo, hi = eval_int(lo_t, sizes), eval_int(hi_t, sizes)
                except ExprError as e:
                    raise w.err(f"{where}: space of stage {s.name!r}: {e}") from None
                if lo < 0 or hi < lo:
                    raise w.err(f"{where}: space of stage {s.name!r}: [{lo}, {hi}) is not a valid range")
        for label, text in (("bytes", spec.rajaperf_bytes), ("flops", spec.rajaperf_flops)):
            try:
                eval_int(text, {**sizes, "W": 8})
            except ExprError as e:
                raise w.err(f"{where}: rajaperf.{label}: {e}") from None


def load_spec_file(path: Path) -> KernelSpec:
    """Read and check one spec file; its key is the file stem."""
    data = read_toml(path, SpecError, str(path), f"{path}: no such kernel spec")
    return parse_spec(data, path.stem, str(path))
