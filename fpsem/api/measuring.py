"""Accuracy: a kernel's variants against an mpmath reference (``fpsem accuracy``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from fpsem.accuracy.evaluate import AccuracyReport, AccuracyRequest, evaluate
from fpsem.accuracy.reference import default_reference_cache
from fpsem.accuracy.sampling import DEFAULT_SAMPLE_LIMIT, accuracy_sizes
from fpsem.api.checks import at_least, non_negative_seed, one_of, public
from fpsem.api.resolve import KernelLike, ProfileLike, TargetLike, guard_memory, precision_of, size_overrides, strict_first
from fpsem.api.resolve import kernel as as_kernel
from fpsem.api.resolve import profiles as as_profiles
from fpsem.api.resolve import target as as_target
from fpsem.compiler.cache import default_cache
from fpsem.core.progress import Progress
from fpsem.core.progress import resolve as resolve_progress
from fpsem.floats.exact import DEFAULT_WORKING_PRECISION
from fpsem.kernels.inputs import input_set_for
from fpsem.kernels.spec import resolve_sizes
from fpsem.runners.registry import runner_for

REFERENCES = ("auto", "handwritten", "interpreter")


@public
def evaluate_accuracy(kernel: KernelLike, profiles: ProfileLike | Iterable[ProfileLike], *,
                      target: TargetLike = "host", precision: str = "f64", inputs: str | None = None,
                      size_set: str = "small", size: int | None = None, sizes: Mapping[str, int] | None = None,
                      seed: int = 0, allow_ub: bool = False, require_measured: bool = False,
                      working_precision: int = DEFAULT_WORKING_PRECISION, sample: int = DEFAULT_SAMPLE_LIMIT,
                      reference: str = "auto", cache_reference: bool = True, device: int = 0,
                      max_memory: str | None = None, progress: bool | Progress = False) -> AccuracyReport:
    """Errors of the profiles' variants against the mpmath reference (``fpsem accuracy``); strict always runs,
    first, as the baseline.

    ``profiles``: one, a comma-separated list, ``all``, or an iterable.  On a GPU target without its hardware
    here the figures are *emulated* (``report.how`` says so) unless ``require_measured``, which refuses
    (GpuUnavailable, exit 4; UsageError for a kind no runner executes).  ``inputs`` defaults to ``random``
    (``rajaperf`` for a kernel without random inputs); ``size`` is the problem size N, ``sizes`` other size
    parameters (neither given: the size set with N raised to
    :data:`fpsem.accuracy.sampling.DEFAULT_ACCURACY_POINTS` points per output where it has fewer, the sample
    that keeps the max normalised error steady, by the iteration space or the outputs' footprint:
    :func:`fpsem.accuracy.sampling.accuracy_sizes`; ``report.size_choice`` says which); ``sample`` the
    elements compared per output (a seeded sample); ``reference`` the reference source (``auto``,
    ``handwritten``, ``interpreter``) computed at
    ``working_precision`` bits and cached unless ``cache_reference=False``.  Returns an
    :class:`fpsem.accuracy.evaluate.AccuracyReport`
    (``.to_dict()`` is the CLI's JSON).
    """
    at_least("sample", sample, 1)
    non_negative_seed(seed)
    at_least("device", device, 0)
    one_of("reference source", reference, REFERENCES)
    k = as_kernel(kernel)
    prec = precision_of(k, precision)
    overrides = size_overrides(k.spec, size_set, size, sizes)
    choice = None
    if size is None and not sizes:  # the default sample: N raised to enough points per output
        choice = accuracy_sizes(k.spec, size_set)
        overrides = dict(choice.overrides)
    guard_memory(k.spec, prec, resolve_sizes(k.spec, size_set, overrides), max_memory)
    profs = tuple(strict_first(as_profiles(profiles, allow_ub)))
    chosen = input_set_for(k.spec, inputs, "random")
    req = AccuracyRequest(k, profs, prec, chosen, size_set, overrides, seed, working_precision, sample, reference,
                          allow_ub, choice)
    # a GPU target fails on opening, before the reference is computed, on a machine without one
    with runner_for(as_target(target), "measured" if require_measured else "auto", device=device,
                    cache=default_cache()) as runner:
        return evaluate(req, runner, default_reference_cache() if cache_reference else None,
                        resolve_progress(progress))
