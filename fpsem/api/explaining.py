"""``fpsem explain``: the performance model's prediction for one variant taken apart (*modelled*)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fpsem.api.building import compile
from fpsem.api.checks import public
from fpsem.api.resolve import KernelLike, ProfileLike, TargetLike, text
from fpsem.api.resolve import kernel as as_kernel
from fpsem.api.resolve import profile as as_profile
from fpsem.api.resolve import target as as_target
from fpsem.core.errors import UsageError
from fpsem.core.timing import check_timing
from fpsem.speed.explain import Explanation, ProfileChange, change_text, compare_profiles
from fpsem.speed.explain import text as explanation_text
from fpsem.speed.traces import explain_variant


@dataclass(frozen=True)
class Explained:
    """``fpsem explain``'s answer (every figure *modelled*): the variant's predicted time taken apart, the
    baseline's, and what changed between them."""

    variant: Explanation
    baseline: Explanation | None
    change: ProfileChange | None

    def text(self) -> str:
        parts = [explanation_text(self.variant)]
        if self.baseline is not None:
            parts.append(explanation_text(self.baseline))
        if self.change is not None:
            parts.append(change_text(self.change))
        return "\n".join(parts)

    def to_json(self) -> dict[str, Any]:
        return {"variant": self.variant.to_json(), "baseline": self.baseline.to_json() if self.baseline else None,
                "change": self.change.to_json() if self.change else None}


@public
def explain(kernel: KernelLike, target: TargetLike, profile: ProfileLike = "algebraic", *,
            baseline: ProfileLike | None = "strict", precision: str = "f64", size: str = "default",
            timing: str = "cold", allow_ub: bool = False) -> Explained:
    """The performance model's prediction for one variant taken apart (``fpsem explain``): *modelled*.

    Terms (launch, issue, FP pipes, SFU, L1/L2/DRAM traffic, latency, atomics), the bound, the
    dominating instructions and IR blocks per point; beside it the ``baseline`` profile's (default
    strict, ``None``: none) and what changed between the two.  A target without a model, or a variant
    whose counts cannot be traced, is a UsageError saying why.
    """
    from fpsem.speed.model import ModelUnavailable

    check_timing(timing)
    k, t = as_kernel(kernel), as_target(target)
    size = text("size set", size)

    def one(prof: ProfileLike) -> Explanation:
        v = compile(k, t, prof, precision, size=size, allow_ub=allow_ub)
        if v.failure is not None:
            raise UsageError(f"{v.name}: does not build ({v.failure.stage}: {v.failure.message})")
        try:
            return explain_variant(v, k.spec, t, size, timing)
        except ModelUnavailable as e:
            raise UsageError(str(e)) from None

    mine = one(profile)
    base = None
    if baseline is not None and as_profile(baseline, allow_ub).name != as_profile(profile, allow_ub).name:
        base = one(baseline)
    return Explained(mine, base, compare_profiles(base, mine) if base is not None else None)
