"""Grammar-aware fuzzing of validate and rewrite: real clang and rustc IR, mutated, checked against LLVM's reading.

Each case takes one IR file of ``tests/data`` (clang-19 C/CUDA/HIP, rustc, hand-written clang style) and
applies one to three mutations that keep it valid LLVM IR, chosen at random from a seeded generator:

* a local value renamed to a quoted name holding code-like text (``%"call void @llvm.dbg.value("``,
  ``%"; nnan"``, ``%"x" = fadd nnan"``-like text with ``\\22`` escapes);
* a comment holding flags, FP attributes, ``nofpclass(nan)`` and ``#0`` appended to a line;
* a line break inside an instruction (after its opcode, before its flags, before ``, !dbg``);
* ``nnan``/``ninf``/``fast`` put on an instruction that can carry flags;
* a string constant that runs over lines and holds ``;`` and quotes, or one with escapes;
* FP-assumption attributes in a group: valued, key-only, escaped key, a value that reads like a key;
  ``nofpclass(nan)`` on a parameter;
* tabs and extra blanks between tokens.

LLVM parses the result first; a mutation LLVM refuses is counted ``invalid`` and not judged.  For the
others, the oracle is LLVM's own reading (:mod:`fpsem.ir.walk`):

* ``validate`` finds exactly the UB-capable constructs LLVM holds (the file-says phi findings aside);
* ``rewrite -p strict`` returns IR that LLVM reads without any UB-capable construct, and
  ``rewrite -p contract`` IR whose every flaggable instruction carries exactly ``contract``;
* an edit of the user's own text keeps every comment and string of it, byte for byte.

A failure is any mismatch, an exception that is not an fpsem error, or an fpsem error on valid IR
(a false refusal).  :func:`run` returns the counts and the failures (each with its seed, so that
``case(seed)`` rebuilds the input).
"""

from __future__ import annotations

import random
import re
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from fpsem.core.errors import FpsemError, IRParseError
from fpsem.fastmath import witness
from fpsem.fastmath.profiles import Profile
from fpsem.fastmath.rewrite import apply_profile
from fpsem.fastmath.validate import find_ub
from fpsem.ir import flags as fm
from fpsem.ir.binding import parse_ir
from fpsem.ir.tokens import string_attribute, tokenize
from fpsem.ir.walk import walk_module

ROOT = Path(__file__).resolve().parent.parent
CORPUS = sorted([*(ROOT / "tests/data/clang19").glob("*.ll"), *(ROOT / "tests/data/import").glob("*.ll"),
                 ROOT / "tests/data/clang_style.ll", ROOT / "tests/data/rust_sample.ll"])
STRICT = Profile("strict", frozenset())
CONTRACT = Profile("contract", frozenset({"contract"}))

_TRICKY_NAMES = ['"call void @llvm.dbg.value("', '"; nnan"', '"fadd nnan double"', '"a\\22 = fadd nnan"',
                 '"nofpclass(nan) #0"', '"\\\\;x"', '"tail call fast"', '"x, !dbg !1"']
_TRICKY_COMMENTS = ['; fadd nnan double %a, %b', '; "no-nans-fp-math"="true" nofpclass(nan) see #0',
                    '; call void @llvm.dbg.value(', '; " ; " nnan', ';; attributes #0 = { "unsafe-fp-math"="true" }']
_FP_ATTRS = ['"no-nans-fp-math"="true"', '"no-infs-fp-math"="true"', '"unsafe-fp-math"="true"', '"no-nans-fp-math"',
             '"no-nans-fp-m\\61th"="true"', '"foo"="no-nans-fp-math"', '"no-signed-zeros-fp-math"="true"',
             '"approx-func-fp-math"="false"']
_FP_KEYS = frozenset(fm.FP_FUNCTION_ATTRIBUTES)
_LOCAL_DEF = re.compile(r"^  (%[-\w.$]+) = ", re.M)
_FLAGGABLE_LINE = re.compile(r"^(  (?:%[-\w.$\"]+ = )?(?:tail |musttail |notail )?(?:fadd|fsub|fmul|fdiv|frem|fneg))"
                             r"((?: (?:reassoc|nnan|ninf|nsz|arcp|contract|afn|fast))*)( )", re.M)
_GROUP_LINE = re.compile(r"^attributes #\d+ = \{ ", re.M)
_DEFINE_PARAM = re.compile(r"^(define [^\n]*?\()(double|float) (noundef )?(%[-\w.$]+)", re.M)


def _rename(text: str, rng: random.Random) -> str:
    names = _LOCAL_DEF.findall(text)
    if not names:
        return text
    old = rng.choice(names)
    new = "%" + rng.choice(_TRICKY_NAMES)
    # every use of the name in its function (names are local: rename in the function that defines it)
    start = text.rfind("\ndefine ", 0, text.index(f"  {old} = "))
    end = text.find("\n}", start + 1)
    body = re.sub(re.escape(old) + r"(?![-\w.$])", lambda _: new, text[start:end])
    return text[:start] + body + text[end:]


def _comment(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    if ";" in lines[i] or '"' in lines[i]:
        return text
    lines[i] = lines[i] + ("  " if lines[i] else "") + rng.choice(_TRICKY_COMMENTS)
    return "\n".join(lines)


def _line_break(text: str, rng: random.Random) -> str:
    spots = [m.end(1) for m in _FLAGGABLE_LINE.finditer(text)] + [m.start() for m in re.finditer(r", !dbg ", text)]
    if not spots:
        return text
    at = rng.choice(spots)
    return text[:at] + "\n      " + text[at:]


def _flags(text: str, rng: random.Random) -> str:
    found = list(_FLAGGABLE_LINE.finditer(text))
    if not found:
        return text
    m = rng.choice(found)
    return text[:m.end(1)] + " " + rng.choice(["nnan", "ninf", "fast", "nnan ninf"]) + text[m.end(2):]


def _string_global(text: str, rng: random.Random) -> str:
    body = rng.choice(['a\nb ; x\\22 \\22no-nans-fp-math\\22=\\22true\\22 nofpclass(nan)', 'fadd nnan \\22; #0',
                       '\n\n;\n'])
    raw = body.replace("\\22", '"')  # the bytes of the constant
    n = len(raw.encode())
    glob = f'@fuzz.s = private constant [{n} x i8] c"{body}"\n'
    k = text.find("\ndefine ")
    return text if k < 0 else text[:k + 1] + glob + text[k + 1:]


def _attributes(text: str, rng: random.Random) -> str:
    if rng.random() < 0.5:
        groups = list(_GROUP_LINE.finditer(text))
        if groups:
            m = rng.choice(groups)
            return text[:m.end()] + rng.choice(_FP_ATTRS) + " " + text[m.end():]
    m = _DEFINE_PARAM.search(text)
    if not m:
        return text
    return text[:m.end(2)] + " nofpclass(" + rng.choice(["nan", "inf", "nan inf zero", "snan"]) + ")" + text[m.end(2):]


def _blanks(text: str, rng: random.Random) -> str:
    found = list(_FLAGGABLE_LINE.finditer(text))
    if not found:
        return text
    m = rng.choice(found)
    return text[:m.start(3)] + rng.choice(["\t", "   ", " \t "]) + text[m.end(3):]


def _comment_inside(text: str, rng: random.Random) -> str:
    found = list(_FLAGGABLE_LINE.finditer(text))
    if not found:
        return text
    m = rng.choice(found)
    return text[:m.end(1)] + " " + rng.choice(_TRICKY_COMMENTS) + "\n   " + text[m.end(1):]


def _group_over_lines(text: str, rng: random.Random) -> str:
    groups = list(_GROUP_LINE.finditer(text))
    if not groups:
        return text
    m = rng.choice(groups)
    end = text.index("}", m.end())
    inner = text[m.end():end].replace(" ", rng.choice(["\n  ", " ", "\n"]), 2)
    return text[:m.end()] + inner + text[end:]


_CALL = re.compile(r"^(  (?:%[-\w.$]+ = )?(?:tail )?call (?:[a-z]+ )*(?:double|float) @[-\w.$]+\()((?:double|float) )", re.M)


def _call_site(text: str, rng: random.Random) -> str:
    found = list(_CALL.finditer(text))
    if not found:
        return text
    m = rng.choice(found)
    if rng.random() < 0.5:
        return text[:m.end(2)] + rng.choice(["nofpclass(nan) ", "nofpclass(inf zero) ", "noundef "]) + text[m.end(2):]
    close = text.index(")", m.end())
    return text[:close + 1] + " " + rng.choice(_FP_ATTRS) + text[close + 1:]


MUTATIONS = {"quoted name": _rename, "comment": _comment, "line break": _line_break, "flags": _flags,
             "string": _string_global, "attributes": _attributes, "blanks": _blanks, "comment inside": _comment_inside,
             "group over lines": _group_over_lines, "call-site attributes": _call_site}


def case(seed: int) -> tuple[str, str, list[str]]:
    """The input of case ``seed``: (corpus file, mutated text, mutations applied)."""
    rng = random.Random(seed)
    path = rng.choice(CORPUS)
    text = path.read_bytes().decode("utf-8", "surrogateescape")
    names = rng.sample(sorted(MUTATIONS), rng.randint(1, 3))
    for n in names:
        text = MUTATIONS[n](text, rng)
    return path.name, text, names


def _kept(tok: str) -> bool:
    """A comment, a string constant or a string that is no FP-assumption attribute (normalisation removes those)."""
    if tok[:1] == ";" or tok[:2] == 'c"':
        return True
    kv = string_attribute(tok)
    return kv is not None and kv[0] not in _FP_KEYS


def _pieces(text: str) -> list[str]:
    """Comments and strings of a text, in order: what an in-place edit must keep."""
    return [t.text for t in tokenize(text) if _kept(t.text)]


def judge(text: str) -> tuple[list[str], bool]:
    """The problems of one valid input (empty: fpsem agrees with LLVM's reading everywhere), and whether a
    rewrite wrote LLVM's printing instead of editing the text."""
    problems = []
    printed = False
    walked = walk_module(parse_ir(text, isolated=True))
    truth = witness.ub_claims(walked)
    said = Counter((f.function, f.kind, f.detail) for f in find_ub(text) if not f.note.startswith("the file says"))
    if said != truth:
        problems.append(f"validate found {dict(said - truth)} LLVM does not hold, missed {dict(truth - said)}")
    for prof in (STRICT, CONTRACT):
        out = apply_profile(text, prof)
        after = walk_module(parse_ir(out.text, isolated=True))
        left = witness.ub_claims(after)
        if left:
            problems.append(f"rewrite {prof.name}: LLVM reads UB-capable constructs in the result: {dict(left)}")
        wrong = [(w.name, k, ins[2]) for w in after for k, ins in enumerate(w.instrs)
                 if ins[1] and fm.expand(ins[2]) != prof.flags]
        if wrong:
            problems.append(f"rewrite {prof.name}: sites with other flags: {wrong[:3]}")
        if out.edited_input and _pieces(text) != _pieces(out.text):
            problems.append(f"rewrite {prof.name}: a comment or string of the input changed")
        printed |= not out.edited_input
    return problems, printed


@dataclass
class Stats:
    seed: int
    cases: int = 0
    valid: int = 0
    invalid: int = 0  # mutations LLVM itself refuses
    fell_back: int = 0  # rewrites whose output is LLVM's printing (a note says why)
    by_mutation: Counter = field(default_factory=Counter)
    failures: list[dict] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"seed": self.seed, "cases": self.cases, "valid": self.valid, "invalid_per_llvm": self.invalid,
                "rewrites_in_llvm_printing": self.fell_back, "mutations": dict(sorted(self.by_mutation.items())),
                "failures": len(self.failures), "failure_cases": self.failures[:20]}


def run(seed: int = 22, count: int | None = None, seconds: float | None = None) -> Stats:
    """Cases ``seed``, ``seed + 1``, ... until ``count`` are done or ``seconds`` have passed."""
    st = Stats(seed)
    t0 = time.monotonic()
    s = seed
    while (count is None or st.cases < count) and (seconds is None or time.monotonic() - t0 < seconds):
        name, text, muts = case(s)
        st.cases += 1
        st.by_mutation.update(muts)
        try:
            parse_ir(text, isolated=True)
        except IRParseError:
            st.invalid += 1
            s += 1
            continue
        st.valid += 1
        try:
            problems, printed = judge(text)
            st.fell_back += printed
        except FpsemError as e:
            problems = [f"{type(e).__name__} on valid IR: {e}"]
        except Exception as e:  # noqa: BLE001 -- a crash of fpsem is what the fuzzer looks for
            problems = [f"crash: {type(e).__name__}: {e} | {traceback.format_exc(limit=-2).strip()[-300:]}"]
        if problems:
            st.failures.append({"seed": s, "file": name, "mutations": muts, "problems": problems})
        s += 1
    return st
