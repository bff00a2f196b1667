"""Hand-written mpmath references: ``accuracy/<kernel>.py`` for the built-in kernels, ``NAME.ref.py``
beside the spec for any other kernel (see :func:`reference_path`).

Each module is written from the kernel's mathematical definition (``shared/KERNELS.md``),
not from its IR, and defines::

    def reference(ctx, x, sizes, want):
        '''{output name: [Exact value at each index of want[name]]}'''

* ``ctx`` -- the ``ExactContext`` (working precision, output format; ``ctx.const(0.2)``
  is a program constant rounded to the kernel's format, as the kernel's IR holds it);
* ``x`` -- the kernel's inputs by argument name (``x["in"]`` or ``x.coeff``): real arrays as
  ``ExactArray`` (``x.a[i]`` is an ``Exact``), real scalars as ``Exact``, integer scalars as
  ``int`` and integer arrays as numpy int64 arrays;
* ``sizes`` -- the size parameters and derived sizes;
* ``want`` -- for every output (``out``/``inout`` arrays and ``result`` arguments), the
  indices whose exact values are asked for (index 0 for a result).

and, when a kernel computes only part of an output array (a stencil's interior, the
real zones of a padded mesh), ``written(sizes, x) -> {output: indices}``: the elements
the kernel computes, from which samples are drawn (default: every element). The accuracy
run executes one repetition of the kernel (every stage once), so the reference is one
repetition's result.
"""

from __future__ import annotations

import hashlib
import importlib.util
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

from fpsem.core.errors import SpecError
from fpsem.core.paths import accuracy_dir, kernels_dir
from fpsem.floats.exact import Exact, ExactContext
from fpsem.kernels.spec import KernelSpec

InputValues = Mapping[str, Any]  # argument name -> numpy array | float | int


class ExactArray:
    """A read-only view of a numpy float array whose elements come out as ``Exact`` (converted on access)."""

    def __init__(self, ctx: ExactContext, values: np.ndarray, name: str = "") -> None:
        self._ctx = ctx
        self._values = values
        self._cache: dict[int, Exact] = {}
        self.name = name

    def __len__(self) -> int:
        return len(self._values)

    def __getitem__(self, k: int) -> Exact:
        k = int(k)
        if not 0 <= k < len(self._values):
            raise IndexError(f"index {k} out of range of input {self.name!r} (length {len(self._values)})")
        v = self._cache.get(k)
        if v is None:
            v = self._cache[k] = self._ctx.exact(float(self._values[k]))
        return v


class ExactInputs:
    """The kernel's inputs as a reference sees them (by item or attribute: ``x["in"]``, ``x.coeff``)."""

    def __init__(self, ctx: ExactContext, spec: KernelSpec, values: InputValues) -> None:
        self._items: dict[str, Any] = {}
        for a in spec.params:
            if a.name not in values:
                raise SpecError(f"kernel {spec.key}: no input value for argument {a.name!r}")
            v = values[a.name]
            if a.is_array:
                arr = np.asarray(v)
                self._items[a.name] = arr.astype(np.int64) if a.is_int else ExactArray(ctx, arr, a.name)
            elif a.type == "i64":
                self._items[a.name] = int(v)
            else:
                self._items[a.name] = ctx.exact(float(v))

    def __getitem__(self, name: str) -> Any:
        try:
            return self._items[name]
        except KeyError:
            raise KeyError(f"no kernel input named {name!r} (inputs: {', '.join(self._items)})") from None

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self._items[name]
        except KeyError:
            raise AttributeError(f"no kernel input named {name!r}") from None


@dataclass(frozen=True)
class HandwrittenReference:
    """A loaded ``accuracy/<kernel>.py``."""

    path: Path
    fingerprint: str  # hash of the module text: part of the reference cache key
    reference: Callable[..., Mapping[str, Sequence[Exact]]]
    written: Callable[[Mapping[str, int], ExactInputs], Mapping[str, np.ndarray]] | None

    @property
    def label(self) -> str:
        return f"hand-written {self.path.parent.name}/{self.path.name}"


def reference_path(kernel_key: str, directory: Path | None = None, spec_path: str = "") -> Path:
    """Where the hand-written reference of a kernel is looked for.

    * ``NAME.ref.py`` beside the kernel's spec (``spec_path``), for any kernel: an imported or
      user kernel carries its own reference;
    * otherwise ``accuracy/NAME.py`` (or ``directory/NAME.py``) -- only for the built-in suite's
      specs (or when ``directory`` is given): a user's kernel that happens to be named like a
      built-in one (``daxpy`` imported from CUDA) must not get the built-in kernel's reference.
    """
    if spec_path:
        beside = Path(spec_path).with_name(f"{kernel_key}.ref.py")
        if beside.is_file():
            return beside
        if directory is None and Path(spec_path).resolve().parent != kernels_dir().resolve():
            return beside
    return (directory or accuracy_dir()) / f"{kernel_key}.py"


def has_handwritten(kernel_key: str, directory: Path | None = None, spec_path: str = "") -> bool:
    return reference_path(kernel_key, directory, spec_path).is_file()


def load_handwritten(kernel_key: str, directory: Path | None = None, spec_path: str = "") -> HandwrittenReference:
    """Load the kernel's reference (:func:`reference_path`); SpecError naming the file when it is missing or broken."""
    path = reference_path(kernel_key, directory, spec_path)
    try:
        text = path.read_bytes()
    except FileNotFoundError:
        raise SpecError(f"{path}: no hand-written reference for kernel {kernel_key!r}") from None
    module = _import(path)
    ref = getattr(module, "reference", None)
    if not callable(ref):
        raise SpecError(f"{path}: defines no function reference(ctx, x, sizes, want)")
    written = getattr(module, "written", None)
    if written is not None and not callable(written):
        raise SpecError(f"{path}: 'written' must be a function of the sizes and inputs")
    return HandwrittenReference(path, hashlib.sha256(text).hexdigest()[:16], ref, written)


def _import(path: Path) -> ModuleType:
    # A private module object, not registered in sys.modules: loading a reference has no global effect.
    spec = importlib.util.spec_from_file_location(f"fpsem_reference_{path.stem}", path)
    if spec is None or spec.loader is None:
        raise SpecError(f"{path}: cannot be loaded as a Python module")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as e:  # a broken reference file is bad input: name it, one line
        raise SpecError(f"{path}: {type(e).__name__}: {e}") from None
    return module
