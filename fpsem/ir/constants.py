"""LLVM constants as printed: typed literals, aggregates, constant expressions and globals' definitions.

llvmlite gives an operand's text but not the parts of an aggregate or a constant
expression, nor a global variable's initializer, so both interpreters read them here
from the text: :func:`parse_constant` turns ``<2 x double> <double 1.0, double 2.0>``,
``ptr addrspacecast (ptr addrspace(3) @tile to ptr)`` or ``[2 x i32] [i32 1, i32 2]``
into a :class:`Const` tree, and :func:`global_definitions` reads every
``@name = ... global|constant TYPE INIT`` line of a module.

Floating-point literals keep their exact value (decimal as printed, or LLVM's hexadecimal
double / ``0xH`` half / ``0xR`` bfloat forms) as a Python float.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from fpsem.ir.irtypes import IRType, IRTypeError, parse_type


@dataclass(frozen=True)
class Const:
    """A constant: ``kind`` is int | fp | null | zero | undef | poison | aggregate | global | expr.

    ``value``: the int (unsigned, reduced to the type's width) or float; the element
    constants of an aggregate (a tuple); the global's name (without ``@``); for ``expr``
    a tuple ``(opcode, operands, extra)`` where ``extra`` is the GEP's source element type or
    the cast's result type.
    """

    type: IRType
    kind: str
    value: Any = None


_TYPE_WORD = re.compile(r"(?:i\d+|half|bfloat|float|double|void|label|metadata|token|x86_fp80|fp128|ppc_fp128)\b")
_PTR_WORD = re.compile(r"ptr(?:\s+addrspace\(\d+\))?")
_NAME = re.compile(r"[%@](?:\"[^\"]*\"|[-\w.$]+)")
_CASTS = ("addrspacecast", "bitcast", "ptrtoint", "inttoptr", "trunc", "zext", "sext", "ptrtoaddr")
_BINOPS = ("add", "sub", "mul", "xor", "shl", "and", "or")


class _Reader:
    def __init__(self, text: str, named: Mapping[str, IRType] | None, pointer_bits: Mapping[int, int] | None):
        self.s = text
        self.i = 0
        self.named = named
        self.pointer_bits = pointer_bits

    def fail(self, why: str) -> IRTypeError:
        return IRTypeError(f"constant '{self.s.strip()}': {why}")

    def ws(self) -> None:
        while self.i < len(self.s) and self.s[self.i] in " \t\n":
            self.i += 1

    def peek(self, word: str) -> bool:
        self.ws()
        return self.s.startswith(word, self.i)

    def eat(self, word: str) -> None:
        if not self.peek(word):
            raise self.fail(f"expected '{word}' at {self.s[self.i:self.i + 20]!r}")
        self.i += len(word)

    def word(self) -> str:
        self.ws()
        m = re.compile(r"[-\w.$]+").match(self.s, self.i)
        if not m:
            raise self.fail(f"expected a word at {self.s[self.i:self.i + 20]!r}")
        self.i = m.end()
        return m.group(0)

    # ---- types: scan a balanced type expression and hand it to parse_type
    def type_text(self) -> str:
        self.ws()
        start = self.i
        s = self.s
        m = _PTR_WORD.match(s, self.i) or _TYPE_WORD.match(s, self.i) or _NAME.match(s, self.i)
        if m and s[self.i] != "@":
            self.i = m.end()
            return s[start:self.i]
        if self.i < len(s) and s[self.i] in "[<{":
            depth = 0
            while self.i < len(s):
                c = s[self.i]
                if c in "[<{(":
                    depth += 1
                elif c in "]>})":
                    depth -= 1
                    if depth == 0:
                        self.i += 1
                        break
                self.i += 1
            return s[start:self.i]
        raise self.fail(f"expected a type at {s[self.i:self.i + 20]!r}")

    def type(self) -> IRType:
        return parse_type(self.type_text(), self.named, self.pointer_bits)

    # ---- values
    def typed(self) -> Const:
        t = self.type()
        return self.value(t)

    def elements(self, close: str) -> tuple[Const, ...]:
        out = []
        self.ws()
        if self.peek(close):
            self.eat(close)
            return ()
        while True:
            out.append(self.typed())
            self.ws()
            if self.peek(","):
                self.eat(",")
                continue
            self.eat(close)
            return tuple(out)

    def value(self, t: IRType) -> Const:
        self.ws()
        s = self.s
        for word, kind in (("zeroinitializer", "zero"), ("null", "null"), ("undef", "undef"), ("poison", "poison"),
                           ("none", "null")):
            if s.startswith(word, self.i) and not _continues(s, self.i + len(word)):
                self.i += len(word)
                return Const(t, kind)
        if s.startswith("true", self.i) and not _continues(s, self.i + 4):
            self.i += 4
            return Const(t, "int", 1)
        if s.startswith("false", self.i) and not _continues(s, self.i + 5):
            self.i += 5
            return Const(t, "int", 0)
        if s.startswith("splat", self.i):
            self.i += len("splat")
            self.eat("(")
            e = self.typed()
            self.eat(")")
            return Const(t, "aggregate", (e,) * t.count)
        if s.startswith("c\"", self.i):
            end = s.index('"', self.i + 2)
            raw = _unescape(s[self.i + 2:end])
            self.i = end + 1
            i8 = parse_type("i8")
            return Const(t, "aggregate", tuple(Const(i8, "int", b) for b in raw))
        if s.startswith("<{", self.i):
            self.i += 2
            return Const(t, "aggregate", self.elements("}>"))
        if s.startswith(("<", "[", "{"), self.i):
            close = {"<": ">", "[": "]", "{": "}"}[s[self.i]]
            self.i += 1
            return Const(t, "aggregate", self.elements(close))
        if s.startswith("@", self.i):
            m = _NAME.match(s, self.i)
            assert m is not None
            self.i = m.end()
            name = m.group(0)[1:]
            return Const(t, "global", name[1:-1] if name.startswith('"') else name)
        m = re.compile(r"[-+]?(?:0x[0-9A-Fa-f]+|0x[HRKLM][0-9A-Fa-f]+|\d+\.\d*(?:[eE][-+]?\d+)?|\d+|inf|nan)").match(s, self.i)
        if m:
            self.i = m.end()
            return _literal(t, m.group(0), self)
        w = self.word()
        if w == "getelementptr":
            while self.peek("inbounds") or self.peek("nuw") or self.peek("nusw") or self.peek("inrange"):
                flag = self.word()
                if flag == "inrange":
                    self.eat("(")
                    while not self.peek(")"):
                        self.i += 1
                    self.eat(")")
            self.eat("(")
            src = self.type()
            self.eat(",")
            ops = self.elements(")")
            return Const(t, "expr", ("getelementptr", ops, src))
        if w in _CASTS:
            self.eat("(")
            op = self.typed()
            self.eat("to")
            to = self.type()
            self.eat(")")
            return Const(t, "expr", (w, (op,), to))
        if w in _BINOPS:
            while self.peek("nuw") or self.peek("nsw"):
                self.word()
            self.eat("(")
            ops = self.elements(")")
            return Const(t, "expr", (w, ops, None))
        raise self.fail(f"'{w}' is not a supported constant")


def _continues(s: str, i: int) -> bool:
    return i < len(s) and (s[i].isalnum() or s[i] in "_.$")


def _unescape(body: str) -> bytes:
    out = bytearray()
    i = 0
    while i < len(body):
        if body[i] == "\\" and i + 2 < len(body) + 1:
            if body[i + 1] == "\\":
                out.append(0x5C)
                i += 2
                continue
            out.append(int(body[i + 1:i + 3], 16))
            i += 3
        else:
            out += body[i].encode("utf-8", "surrogateescape")
            i += 1
    return bytes(out)


def _literal(t: IRType, tok: str, r: _Reader) -> Const:
    if t.kind == "int":
        v = int(tok, 0) if tok.lower().startswith(("0x", "-0x")) else int(tok)
        return Const(t, "int", v & ((1 << t.bits) - 1))
    if t.kind == "ptr" and re.fullmatch(r"\d+", tok):
        return Const(t, "int", int(tok))
    if t.kind != "float":
        raise r.fail(f"literal {tok} for type {t}")
    return Const(t, "fp", fp_literal(tok, t))


def fp_literal(tok: str, t: IRType) -> float:
    """The exact value of an LLVM floating-point literal of type ``t``."""
    neg = tok.startswith("-")
    body = tok.lstrip("+-")
    if body.startswith(("0xH", "0xR")):
        bits = int(body[3:], 16)
        if body[2] == "H":
            v = float(np.frombuffer(struct.pack("<H", bits), dtype=np.float16)[0])
        else:
            v = float(np.frombuffer(struct.pack("<I", bits << 16), dtype=np.float32)[0])
    elif body.startswith(("0xK", "0xL", "0xM")):
        raise IRTypeError(f"floating-point literal {tok}: 80/128-bit formats are not supported")
    elif body.startswith("0x"):
        v = struct.unpack("<d", struct.pack("<Q", int(body[2:], 16)))[0]
    else:
        v = float(body)
    return -v if neg else v


def parse_constant(text: str, named: Mapping[str, IRType] | None = None,
                   pointer_bits: Mapping[int, int] | None = None) -> Const:
    """Parse a typed constant (``TYPE VALUE``) as LLVM prints an operand."""
    r = _Reader(text, named, pointer_bits)
    c = r.typed()
    r.ws()
    if r.i != len(r.s):
        raise r.fail(f"unexpected text after the constant: {r.s[r.i:r.i + 30]!r}")
    return c


def parse_value(text: str, t: IRType, named: Mapping[str, IRType] | None = None,
                pointer_bits: Mapping[int, int] | None = None) -> Const:
    """Parse an untyped constant value of type ``t`` (a global's initializer)."""
    r = _Reader(text, named, pointer_bits)
    c = r.value(t)
    r.ws()
    if r.i != len(r.s):
        raise r.fail(f"unexpected text after the constant: {r.s[r.i:r.i + 30]!r}")
    return c


@dataclass(frozen=True)
class GlobalDef:
    """One ``@name = ...`` global variable definition: its value type, address space and initializer.

    ``init`` is None for an external declaration (no initializer); ``constant`` marks
    ``constant`` (read-only) globals; ``externally_initialized`` ones get their contents
    from outside (a launcher), so their initializer is only a default.
    """

    name: str
    type: IRType
    addrspace: int
    init: Const | None
    constant: bool
    externally_initialized: bool
    align: int


_GLOBAL_LINE = re.compile(
    r"^@(?P<name>\"[^\"]*\"|[-\w.$]+)\s*=\s*(?P<quals>(?:[\w()\"]+\s+)*?)(?P<kind>global|constant)\s+(?P<rest>.*)$")
_LINKAGE_WORDS = {"private", "internal", "available_externally", "linkonce", "weak", "common", "appending", "extern_weak",
                  "linkonce_odr", "weak_odr", "external", "dso_local", "dso_preemptable", "unnamed_addr",
                  "local_unnamed_addr", "hidden", "protected", "default", "thread_local", "externally_initialized"}


def global_definitions(module_text: str, named: Mapping[str, IRType] | None = None,
                       pointer_bits: Mapping[int, int] | None = None,
                       errors: dict[str, str] | None = None) -> dict[str, GlobalDef]:
    """Every global variable the module defines or declares, by name (without ``@``); one whose type or
    initializer cannot be read goes to ``errors`` (name -> why) instead."""
    out: dict[str, GlobalDef] = {}
    for line in module_text.splitlines():
        if not line.startswith("@"):
            continue
        m = _GLOBAL_LINE.match(line.split(" ; ")[0].rstrip())
        if not m:
            continue
        name = m.group("name")
        name = name[1:-1] if name.startswith('"') else name
        quals = m.group("quals")
        space_m = re.search(r"addrspace\((\d+)\)", quals)
        space = int(space_m.group(1)) if space_m else 0
        r = _Reader(m.group("rest"), named, pointer_bits)
        try:
            t = r.type()
            r.ws()
            init = None
            rest = r.s[r.i:]
            if rest and not rest.startswith(","):
                init = r.value(t)
                rest = r.s[r.i:]
        except IRTypeError as e:
            if errors is not None:
                errors[name] = f"global @{name}: {e}"
            continue
        align_m = re.search(r"\balign\s+(\d+)", rest)
        out[name] = GlobalDef(name, t, space, init, m.group("kind") == "constant",
                              "externally_initialized" in quals, int(align_m.group(1)) if align_m else t.align)
    return out


def constant_bytes(c: Const) -> bytes:
    """The little-endian memory image of a constant without pointers (a global's initializer)."""
    t = c.type
    if c.kind in ("zero", "undef", "poison", "null"):
        return bytes(t.size)
    if c.kind == "int":
        n = t.store_size
        return (c.value & ((1 << (8 * n)) - 1)).to_bytes(n, "little") + bytes(t.size - n)
    if c.kind == "fp":
        if t.name == "bfloat":
            b = np.float32(c.value).tobytes()[2:]
        else:
            b = np.asarray(c.value, {16: np.float16, 32: np.float32, 64: np.float64}[t.bits]).tobytes()
        return b + bytes(t.size - len(b))
    if c.kind == "aggregate":
        if t.kind == "struct":
            buf = bytearray(t.size)
            for off, e in zip(t.field_offsets, c.value):
                b = constant_bytes(e)
                buf[off:off + len(b)] = b
            return bytes(buf)
        body = b"".join(constant_bytes(e) for e in c.value)
        return body + bytes(t.size - len(body))
    raise IRTypeError(f"a {c.kind} constant has no memory image without a loader ({t})")
