"""RAJAPerf's real CUDA kernels through fpsem's source path: which compile, and the IR for the corpus.

    python tools/rajaperf_corpus.py RAJAPERF_CHECKOUT [--out tests/data/corpus/rajaperf] [--facts FILE] [--units DIR]

RAJAPerf's ``*-Cuda.cpp`` files include RAJA, camp and the suite's own class hierarchy, so none
compiles on its own with ``-nocudainc`` (the script tries each file as it is first and records
the compiler's first error).  What a user would hand fpsem is the kernel itself: for every
``Base_CUDA`` ``__global__`` function (lambda-taking launchers are left out) the script writes a
translation unit holding the file's ``#define``s, its kernel's header's ``#define``s (the
``*_BODY`` macros), RAJAPerf's scalar types (``Real_type`` double, ``Index_type`` long ...) and
the kernel function with its block-size template parameters fixed as RAJAPerf's default tuning has
them (``block_size`` 256; 2-D 32 x 8; 3-D 32 x 4 x 2, the first parameter being x), and compiles it
with ``fpsem.kernels.importer.source`` (ziglang clang 22, fpsem's prelude, ``-O2 -g``).  The
IR (never the source: the corpus carries compiled output only, under RAJAPerf's BSD-3 licence)
goes to ``--out``; the facts (which files compile as they are, which extracted kernels compile,
each failure's first error) to ``--facts`` as JSON.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fpsem.core.errors import FpsemError  # noqa: E402
from fpsem.kernels.importer.source import command_for, compile_source  # noqa: E402

GROUPS = ("basic", "lcals", "polybench", "stream", "apps", "algorithm")
SHIM = """\
// RAJAPerf's scalar types and helper macros (src/common/RPTypes.hpp, RAJA's config), as facts
typedef double Real_type;
typedef double* Real_ptr;
typedef long Index_type;
typedef long* Index_ptr;
typedef int Int_type;
typedef int* Int_ptr;
typedef unsigned long Size_type;
#define RAJA_DIVIDE_CEILING_INT(dividend, divisor) (((dividend) + (divisor) - 1) / (divisor))
#define RAJA_HOST_DEVICE __host__ __device__
#define RAJA_DEVICE __device__
#define RAJA_INLINE inline __attribute__((always_inline))
#define RAJA_UNUSED_ARG(x) (void)(x)
// RAJAPerf's default tuning (block_size 256) and its factor helpers (src/common/GPUUtils.hpp, as facts)
constexpr unsigned long block_size = 256;
namespace integer {
constexpr unsigned long lesser_of_squarest_factor_pair(unsigned long n) {
  unsigned long best = 1;
  for (unsigned long g = 1; g * g <= n; ++g) if (n % g == 0) best = g;
  return best;
}
constexpr unsigned long greater_of_squarest_factor_pair(unsigned long n) { return n / lesser_of_squarest_factor_pair(n); }
}
#define RAJA_MIN(a, b) (((b) < (a)) ? (b) : (a))
#define RAJA_MAX(a, b) (((b) > (a)) ? (b) : (a))
namespace RAJA {
struct cuda_atomic {};
template <typename Policy, typename T> __device__ T atomicAdd(T* p, T v) { return ::atomicAdd(p, v); }
template <typename Policy, typename T> __device__ T atomicMin(T* p, T v) { return ::atomicMin(p, v); }
template <typename Policy, typename T> __device__ T atomicMax(T* p, T v) { return ::atomicMax(p, v); }
}
"""
# RAJAPerf's default tuning: block_size 256, split over the dimensions as its *_THREADS_PER_BLOCK macros do
# (x 32, then y 8; 3-D: 32 x 4 x 2, greater and lesser of the squarest factor pair of 256/32)
_SPLITS = {1: (256,), 2: (32, 8), 3: (32, 4, 2)}


def template_values(names: list[str]) -> dict[str, int]:
    """A value for each size_t template parameter: the per-dimension block sizes (the first parameter is x),
    ``block_size`` 256, other counts (``items_per_thread``, ``replication``) 1."""
    dims = [n for n in names if n.endswith("_block_size")]
    out = {n: v for n, v in zip(dims, _SPLITS.get(len(dims), (256,) * len(dims)))}
    return {n: out.get(n, 256 if n == "block_size" else 1) for n in names}


def defines(text: str) -> list[str]:
    """Every ``#define`` of ``text`` with its continuation lines (header guards left out)."""
    out, lines, i = [], text.splitlines(), 0
    while i < len(lines):
        if re.match(r"\s*#\s*define\s", lines[i]) and not re.match(r"\s*#\s*define\s+RAJAPerf_\w+_HPP\s*$", lines[i]):
            block = [lines[i]]
            while block[-1].rstrip().endswith("\\") and i + 1 < len(lines):
                i += 1
                block.append(lines[i])
            out.append("\n".join(block))
        i += 1
    return out


def tuning_macro(text: str) -> list[str]:
    """The expressions of the file's ``*_THREADS_PER_BLOCK_TEMPLATE_PARAMS_CUDA`` macro (RAJAPerf's per-dimension
    block sizes, x first), or [] when it has none."""
    m = re.search(r"#define\s+\w+_THREADS_PER_BLOCK_TEMPLATE_PARAMS_CUDA\s*\\?\s*\n?\s*([^\n]+)", text)
    return [e.strip() for e in m.group(1).split(",")] if m else []


def global_functions(text: str) -> list[tuple[str, str]]:
    """(name, text) of every ``__global__`` function with size-only template parameters, templates fixed: the
    per-dimension parameters as the file's own tuning macro gives them, else :func:`template_values`."""
    tuning = tuning_macro(text)
    out = []
    for m in re.finditer(r"(template\s*<([^>]*)>\s*)?(__launch_bounds__\([^)]*\)\s*)?__global__\s+void\s+(\w+)\s*\(",
                         text):
        params = m.group(2) or ""
        if "typename" in params or "class " in params:
            continue  # lambda launchers: the Lambda_CUDA variants
        depth, j = 0, text.index("{", m.end())
        k = j
        while k < len(text):
            depth += {"{": 1, "}": -1}.get(text[k], 0)
            if depth == 0:
                break
            k += 1
        body = text[m.start() + len(m.group(1) or ""):k + 1]
        names = re.findall(r"size_t\s+(\w+)", params)
        values: dict[str, int | str] = dict(template_values(names))
        dims = [n for n in names if n.endswith("_block_size")]
        if tuning and len(tuning) == len(dims):
            values.update({n: f"({e})" for n, e in zip(dims, tuning)})
        pre = "".join(f"#define {n} {v}\n" for n, v in values.items())
        post = "".join(f"\n#undef {n}" for n in names)
        out.append((m.group(4), f"{pre}{body}{post}\n"))
    return out


def preamble(text: str, folder: Path) -> list[str]:
    """What the ``-Cuda.cpp`` file declares before its first kernel that a kernel can use: its ``#define``s,
    ``__constant__``/``__device__`` declarations and the ``*-func.hpp`` device functions it includes."""
    head = re.split(r"\ntemplate\s*<|__global__", text, maxsplit=1)[0]
    out = defines(head)
    for inc in re.findall(r'#include\s+"([^"/]+-func\.hpp)"', head):
        f = folder / inc
        if f.is_file():
            body = f.read_text()
            body = re.sub(r"^\s*(namespace\s+\w+|\{|\}.*|#(ifndef|endif|define\s+RAJAPerf_\w+).*)\s*$", "", body,
                          flags=re.M)
            out.append(body)
    out += [l for l in head.splitlines() if re.match(r"\s*(__constant__|__device__)\s", l)]
    return out


def _portable(command: str, work: Path) -> str:
    """The command with this machine's paths replaced by what they are."""
    from fpsem.kernels.importer.source import PRELUDE

    return (command.replace(sys.executable, "python").replace(str(PRELUDE), "<fpsem>/kernels/importer/prelude")
            .replace(str(work) + "/", "").replace(str(work), "."))


def first_error(stderr: str) -> str:
    errs = [l for l in stderr.splitlines() if "error" in l]
    return (errs[0] if errs else stderr.strip().splitlines()[-1] if stderr.strip() else "?")[:200]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rajaperf", type=Path, help="a RAJAPerf checkout (its src/ folder is read)")
    ap.add_argument("--out", type=Path, default=ROOT / "tests" / "data" / "corpus" / "rajaperf")
    ap.add_argument("--facts", type=Path, default=None, help="JSON file for the facts (default: <out>/facts.json)")
    ap.add_argument("--units", type=Path, default=None,
                    help="also keep each compiled translation unit here (RAJAPerf source text: for "
                         "benchmarks/corpus_nvcc_check.py on a GPU machine, never for the repository)")
    args = ap.parse_args(argv)
    src = args.rajaperf / "src"
    args.out.mkdir(parents=True, exist_ok=True)
    facts: dict = {"as_is": {}, "extracted": {}}
    with tempfile.TemporaryDirectory(prefix="fpsem-rajaperf-") as tmp:
        work = Path(tmp)
        for group in GROUPS:
            for cu in sorted((src / group).glob("*-Cuda.cpp")):
                kernel = cu.name.removesuffix("-Cuda.cpp")
                text = cu.read_text()
                # 1. the file as it is
                as_is = work / f"{kernel}.cu"
                shutil.copy(cu, as_is)
                argv_, _ = command_for(as_is, work / "as_is.ll", "cuda")
                done = subprocess.run(argv_ + ["-I", str(src), "-I", str(cu.parent)], capture_output=True, text=True, cwd=work,
                                      check=False)
                facts["as_is"][f"{group}/{cu.name}"] = ("compiles" if done.returncode == 0 else
                                                         first_error(done.stderr).replace(str(work) + "/", ""))
                # 2. the kernels, extracted
                kernels = global_functions(text)
                if not kernels:
                    facts["extracted"][f"{group}/{kernel}"] = "no Base_CUDA __global__ function"
                    continue
                hpp = src / group / f"{kernel}.hpp"
                macros = defines(hpp.read_text()) if hpp.is_file() else []
                unit = "\n".join([SHIM, *macros, *preamble(text, cu.parent), *(k for _, k in kernels)]) + "\n"
                tu = work / f"{kernel}.cu"
                tu.write_text(unit)
                try:
                    built = compile_source(tu, workdir=work)
                except FpsemError as e:
                    facts["extracted"][f"{group}/{kernel}"] = str(e).split(": does not compile with ", 1)[-1][:300]
                    continue
                ir = args.out / f"{kernel}_sm86.ll"
                shutil.copy(built.ir, ir)
                if args.units:
                    args.units.mkdir(parents=True, exist_ok=True)
                    shutil.copy(tu, args.units / tu.name)
                facts["extracted"][f"{group}/{kernel}"] = {"ir": ir.name, "kernels": [n for n, _ in kernels],
                                                           "command": _portable(built.command, work)}
    (args.facts or args.out / "facts.json").write_text(json.dumps(facts, indent=1, sort_keys=True) + "\n")
    ok = sum(1 for v in facts["as_is"].values() if v == "compiles")
    ext = sum(1 for v in facts["extracted"].values() if isinstance(v, dict))
    print(f"as they are: {ok} of {len(facts['as_is'])} files compile; extracted: {ext} of "
          f"{len(facts['extracted'])} kernels' files compile -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
