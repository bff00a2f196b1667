"""The API's promise about errors, kept in one place: :func:`public`.

Every public function is wrapped by :func:`public`, which

* checks each argument against the function's annotations before any work (:func:`fits`): a
  wrong type is a :class:`~fpsem.core.errors.UsageError` (exit 2) naming the argument, never a
  ``TypeError``/``AttributeError`` from deep inside; a ``bool`` passed for a number counts as wrong;
* lets :class:`~fpsem.core.errors.FpsemError` through as it is, turns an ``OSError`` the edges did
  not foresee into a one-line UsageError (as the CLI does), and any other exception -- a bug in
  fpsem, not bad input -- into :class:`~fpsem.core.errors.InternalError` (exit 70) with the original
  as its ``__cause__``.

The value checks of each argument (ranges, names) are the functions' own, in :mod:`fpsem.api.resolve`.
"""

from __future__ import annotations

import collections.abc as abc
import functools
import inspect
import math
import types
import typing
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from fpsem.core.errors import FpsemError, InternalError, UsageError

F = TypeVar("F", bound=Callable[..., Any])


def _shown(annotation: Any) -> str:
    return annotation if isinstance(annotation, str) else getattr(annotation, "__name__", str(annotation))


def _type_name(value: Any) -> str:
    return "None" if value is None else type(value).__name__


# A small checker for the annotation forms the API uses, rather than a run-time type-checking library: ``import
# fpsem`` must need nothing beyond what the GPU machines have (numpy, mpmath, llvmlite).  The tests cross-check
# it against typeguard where that is installed.
def fits(value: Any, hint: Any) -> bool:
    """Whether ``value`` fits the annotation ``hint``: classes, ``None``, unions, ``os.PathLike[...]``,
    ``Mapping[K, V]``/``Sequence[T]`` (every item), ``Iterable[T]`` (itself only: it is not consumed here),
    ``Callable``, ``Any``.  A ``bool`` fits only where ``bool`` is named (it is an ``int`` to Python)."""
    if hint is Any:
        return True
    if hint is None or hint is type(None):
        return value is None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return any(fits(value, a) for a in args)
    if origin is None:
        if hint in (int, float) and isinstance(value, bool):
            return False
        if hint is float:
            return isinstance(value, (int, float))  # an int is a number of seconds too
        return isinstance(value, hint)
    if origin is abc.Callable:
        return callable(value)
    if not isinstance(value, origin):
        return False
    if origin is abc.Mapping or origin is dict:
        return all(fits(k, args[0]) and fits(v, args[1]) for k, v in value.items())
    if origin in (abc.Sequence, list, tuple) and args and args[-1] is not Ellipsis:
        return all(fits(v, args[0]) for v in value)
    return True


def check_argument(fn: str, name: str, value: Any, hint: Any, shown: str) -> None:
    """UsageError unless ``value`` fits ``hint`` (:func:`fits`)."""
    if not fits(value, hint):
        raise UsageError(f"{fn}(): {name} must be {shown}, not {_type_name(value)}")


def public(fn: F) -> F:
    """Wrap a public API function: argument types checked first, only FpsemError subclasses out."""
    sig = inspect.signature(fn)
    hints: dict[str, Any] = {}

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            bound = sig.bind(*args, **kwargs)
        except TypeError as e:
            raise UsageError(f"{fn.__name__}(): {e}") from None
        if not hints:
            hints.update(typing.get_type_hints(fn))
        for name, value in bound.arguments.items():
            param = sig.parameters[name]
            if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD) or name not in hints:
                continue
            check_argument(fn.__name__, name, value, hints[name], _shown(param.annotation))
        try:
            return fn(*args, **kwargs)
        except FpsemError:
            raise
        except OSError as e:  # the environment refused a file operation the edges did not foresee
            where = f"{e.filename}: " if e.filename else ""
            raise UsageError(f"{where}{e.strerror or e}") from e
        except RecursionError as e:
            raise UsageError(f"{fn.__name__}(): input nested too deeply to process ({e})") from e
        except Exception as e:
            raise InternalError(f"{type(e).__name__}: {e}") from e

    return typing.cast(F, wrapper)


def arguments_of(model: Callable[..., Any], *, without: Iterable[str] = ()) -> Callable[[F], F]:
    """Give the decorated function ``model``'s arguments, less ``without``: two entry points that take one set of
    arguments (a run and its dry run) declare it, with its defaults, once.

    The function is written as ``fn(*args, **options)`` and called with every argument, defaults filled in; its
    signature and annotations are ``model``'s (what :func:`public` checks, ``help()`` shows, the API record keeps).
    """
    shared = inspect.signature(model)
    params = [p for p in shared.parameters.values() if p.name not in set(without)]

    def declare(fn: F) -> F:
        sig = shared.replace(parameters=params, return_annotation=inspect.signature(fn).return_annotation)

        @functools.wraps(fn)
        def with_defaults(*args: Any, **kwargs: Any) -> Any:
            bound = sig.bind(*args, **kwargs)
            bound.apply_defaults()
            return fn(*bound.args, **bound.kwargs)

        with_defaults.__signature__ = sig  # type: ignore[attr-defined]
        with_defaults.__annotations__ = {**{p.name: model.__annotations__[p.name] for p in params},
                                         "return": fn.__annotations__["return"]}
        return typing.cast(F, with_defaults)

    return declare


# ---------------------------------------------------------------- value checks shared by the functions


def at_least(name: str, value: int | None, low: int) -> None:
    """UsageError unless ``value`` (when given) is at least ``low``."""
    if value is not None and value < low:
        raise UsageError(f"{name} must be at least {low}, not {value}")


def non_negative_seed(seed: int) -> None:
    if seed < 0:
        raise UsageError(f"seed must be a non-negative integer, not {seed}")


def seconds(name: str, value: float | None, *, zero_ok: bool = True) -> None:
    """UsageError unless ``value`` (when given) is a finite number of seconds (positive, or 0 when allowed)."""
    if value is None:
        return
    if not math.isfinite(value) or value < 0 or (value == 0 and not zero_ok):
        allowed = "0 (no limit) or a positive number" if zero_ok else "a positive number"
        raise UsageError(f"{name} must be {allowed} of seconds, not {value}")


def one_of(name: str, value: str, known: Iterable[str]) -> str:
    """``value`` when it is one of ``known``; UsageError naming them otherwise."""
    options = tuple(known)
    if value not in options:
        raise UsageError(f"unknown {name} {value!r} (known: {', '.join(options)})")
    return value


def comma_list(value: str | Iterable[str], what: str) -> str:
    """A comma-separated list, from a string or an iterable of names (each one checked to be a string);
    ``what`` is the argument's name."""
    if isinstance(value, str):
        return value
    names = list(value)
    for v in names:
        if not isinstance(v, str):
            raise UsageError(f"{what}: each name must be a str, not {_type_name(v)}")
        if "," in v:
            raise UsageError(f"{what}: a name in a list holds a comma: {v!r}")
    if not names:
        raise UsageError(f"{what}: no names given")
    return ",".join(names)
