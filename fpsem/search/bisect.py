"""Bisection: the (site, flag) pairs that, put on top of ``--good``, reproduce ``--bad``'s behaviour.

The difference between two profiles on one kernel is a set of *changes*: a flag added
at a site (bad has it, good has not) or removed (good has it, bad has not).  A
configuration is good's flags with a subset of the changes applied, expressed as a
per-site profile (``fpsem.fastmath.siteflags``) and measured through the normal build
(``fpsem.search.probe``).  The search, all evaluations stored and every one a step:

1. the empty configuration (good itself, per site) must not show the behaviour and
   the full one (bad's flags at every kernel site) must: otherwise there is nothing to
   find (exit 2 naming which);
2. ddmin (``fpsem.search.ddmin``) over the *sites* that carry a change, each tested with all of
   its changes: a 1-minimal set of culprit sites;
3. ddmin over the flags changed at those sites (each tested at all culprit sites), then
   over the (site, flag) pairs of the culprit flags at the culprit sites: a 1-minimal set
   of pairs -- removing any one loses the behaviour;
4. each culprit pair alone, and all of them together, measured: their effect.

Entry points (the generated loops and reduction accumulators) keep good's flags in
every configuration: the search is over the kernel's own instructions.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from fpsem.compiler.build import drop_target_specifics
from fpsem.core.errors import UsageError
from fpsem.core.identity import json_digest
from fpsem.fastmath.profiles import Profile
from fpsem.fastmath.rewrite import rewrite_module
from fpsem.fastmath.siteflags import ir_hash, site_sources
from fpsem.fastmath.sites import Site, list_sites
from fpsem.ir import flags as fm
from fpsem.ir.binding import parse_ir
from fpsem.search.criteria import Criterion
from fpsem.search.ddmin import ddmin
from fpsem.search.probe import Prober, speedup_of


@dataclass(frozen=True, order=True)
class Change:
    """One flag added at (``add``) or removed from a site, going from good towards bad."""

    index: int  # the site's position in program order (keeps changes sorted as the code is)
    site: str
    flag: str
    add: bool = True

    def text(self) -> str:
        return f"{self.site} {'+' if self.add else '-'}{self.flag}"


def kernel_sites(text: str) -> tuple[tuple[Site, ...], str, dict[str, str]]:
    """The sites of a kernel's IR (as the build reads it), its IR hash and the sites' debug locations."""
    clean = drop_target_specifics(text)
    mod = parse_ir(clean)
    return tuple(list_sites(mod)), ir_hash(mod, rewrite_module), site_sources(clean)


def flags_at(profile: Profile, site: Site) -> frozenset[str]:
    """The flags ``profile`` puts on ``site`` (its per-site table first)."""
    if site.id in profile.site_flags:
        return frozenset(profile.site_flags[site.id])
    return profile.flags_for(site.opcode, site.function)


def changes_between(sites: Sequence[Site], good: Profile, bad: Profile) -> tuple[Change, ...]:
    """Every change from good's flags to bad's, site by site in program order, flags in LLVM order."""
    out = []
    for i, s in enumerate(sites):
        g, b = flags_at(good, s), flags_at(bad, s)
        # one change per flag (canonical_tokens would print all seven as the one token "fast")
        out += [Change(i, s.id, f, True) for f in fm.ALL_FLAGS if f in b - g]
        out += [Change(i, s.id, f, False) for f in fm.ALL_FLAGS if f in g - b]
    return tuple(out)


def assignment(sites: Sequence[Site], good: Profile, changes: Sequence[Change]) -> dict[str, frozenset[str]]:
    """Every site's flags: good's, with ``changes`` applied."""
    flags = {s.id: set(flags_at(good, s)) for s in sites}
    for c in changes:
        (flags[c.site].add if c.add else flags[c.site].discard)(c.flag)
    return {k: frozenset(v) for k, v in flags.items()}


def config_profile(name: str, good: Profile, sites: Sequence[Site], ir: str, changes: Sequence[Change]) -> Profile:
    """The per-site profile of a configuration (entry points keep good's flags)."""
    return replace(good.without_sites(), name=name, site_flags=assignment(sites, good, changes), ir_hash=ir, source=None)


@dataclass(frozen=True)
class CulpritPair:
    site: str
    flag: str
    add: bool
    opcode: str
    instruction: str
    source: str | None
    alone: float | None  # the criterion's figure with only this pair applied


@dataclass(frozen=True)
class BisectResult:
    kernel: str
    precision: str
    target: str
    good: str
    bad: str
    criterion: str
    culprits: tuple[CulpritPair, ...]
    culprit_sites: tuple[str, ...]
    good_value: float | None
    bad_value: float | None
    together: float | None  # the criterion's figure with all culprit pairs applied
    changes: int  # changes between good and bad
    evaluated: int  # distinct variants measured in this run
    reused: int  # distinct variants read from the store
    seconds: float
    how: str
    steps: tuple[Mapping[str, Any], ...] = field(default=())

    @property
    def variants(self) -> int:
        return self.evaluated + self.reused

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["variants"] = self.variants
        return d


@dataclass
class Search:
    """One search's measuring and step log (shared by bisection and tuning)."""

    prober: Prober
    sites: tuple[Site, ...]
    ir: str
    good: Profile
    criterion: Criterion
    run_key: str = ""
    steps: list[dict[str, Any]] = field(default_factory=list)
    baseline: dict[str, Any] | None = None  # good's speed (for speedup)
    on_step: Callable[[Mapping[str, Any]], None] | None = None

    def measure(self, changes: Sequence[Change], phase: str) -> dict[str, Any]:
        """Measure good + ``changes`` for the criterion (adds the speed-up for ``speedup>X``), as a step."""
        prof = config_profile(f"{self.good.name}+{len(changes)}", self.good, self.sites, self.ir, changes)
        m, stored = self.prober.measure(prof, self.criterion.part, f"{phase}: {len(changes)} change(s)")
        if self.criterion.kind == "speedup":
            if self.baseline is None:
                base_prof = config_profile(f"{self.good.name}+0", self.good, self.sites, self.ir, ())
                self.baseline, _ = self.prober.measure(base_prof, "speed", "good (baseline)")
            m = {**m, "speedup": speedup_of(self.baseline, m)}
        holds = self.criterion.holds(m)
        step = {"n": len(self.steps) + 1, "phase": phase, "changes": len(changes),
                "sites": len({c.site for c in changes}), "value": self.criterion.value(m), "holds": holds,
                "stored": stored, "key": m["key"], "pairs": [c.text() for c in changes][:8]}
        self.steps.append(step)
        if self.on_step:
            self.on_step(step)
        if self.run_key:
            self.prober.store.set_steps(self.run_key, self.steps)
        return {**m, "holds": holds}

    def test(self, changes: Sequence[Change], phase: str) -> bool:
        return self.measure(changes, phase)["holds"]


def run_key(prober: Prober, good: Profile, bad: Profile, criterion: Criterion, kind: str) -> str:
    """A hash of everything a bisection depends on (its row in the search store)."""
    from fpsem.compiler.variant import kernel_hash, profile_hash, target_hash

    s = prober.setup
    return json_digest({"kind": kind, "kernel": kernel_hash(s.kernel, s.precision), "precision": s.precision,
                        "target": target_hash(s.target), "good": profile_hash(good), "bad": profile_hash(bad),
                        "criterion": criterion.text(), "inputs": s.inputs, "seed": s.seed, "size": s.size_set,
                        "speed": [s.objective, s.speed_size]})


def bisect(prober: Prober, good: Profile, bad: Profile, criterion: Criterion,
           on_step: Callable[[Mapping[str, Any]], None] | None = None) -> BisectResult:
    """Find a 1-minimal set of (site, flag) changes from ``good`` that shows ``criterion`` (module docstring).

    Raises UsageError when good already shows the behaviour, when bad's flags on the
    kernel's sites do not, or when the two profiles put the same flags on every site.
    """
    t0 = time.perf_counter()
    s = prober.setup
    sites, ir, sources = kernel_sites(s.kernel.ir_for(s.precision))
    for p in (good, bad):
        if p.per_site and p.ir_hash != ir:
            raise UsageError(f"profile {p.name!r} belongs to other IR than {s.kernel.spec.key}.{s.precision} "
                             f"(its ir_hash {p.ir_hash[:12]}, the kernel's {ir[:12]})")
    changes = changes_between(sites, good, bad)
    if not changes:
        raise UsageError(f"profiles {good.name!r} and {bad.name!r} put the same flags on every site of "
                         f"{s.kernel.spec.key}: nothing to bisect")
    key = run_key(prober, good, bad, criterion, "bisect")
    request = {"kernel": s.kernel.spec.key, "precision": s.precision, "target": s.target.name, "good": good.name,
               "bad": bad.name, "criterion": criterion.text(), "inputs": s.inputs, "objective": s.objective}
    prober.store.start_run(key, "bisect", request)
    search = Search(prober, sites, ir, good, criterion, key, on_step=on_step)
    lo = search.measure((), "check good")
    if lo["holds"]:
        raise UsageError(f"--good {good.name} already shows {criterion.text()} "
                         f"({criterion.value(lo)}): nothing to bisect")
    hi = search.measure(changes, "check bad")
    if not hi["holds"]:
        raise UsageError(f"--bad {bad.name}'s flags on {s.kernel.spec.key}'s sites do not show "
                         f"{criterion.text()} ({criterion.value(hi)}; entry points keep --good's flags)")
    by_site: dict[str, list[Change]] = {}
    for c in changes:
        by_site.setdefault(c.site, []).append(c)
    site_ids = list(by_site)
    culprit_sites = ddmin(site_ids, lambda ids: search.test([c for i in ids for c in by_site[i]], "sites")).items
    pairs = [c for i in culprit_sites for c in by_site[i]]
    # flags first as groups (a flag at every culprit site), then pairs: a chain of many sites that all
    # need one flag costs a few tests for the flag instead of ddmin over every (site, flag) pair
    by_flag: dict[tuple[str, bool], list[Change]] = {}
    for c in pairs:
        by_flag.setdefault((c.flag, c.add), []).append(c)
    flags = ddmin(list(by_flag), lambda fs: search.test(sorted(c for f in fs for c in by_flag[f]), "flags")).items
    pairs = sorted(c for f in flags for c in by_flag[f])
    culprit = ddmin(pairs, lambda cs: search.test(cs, "pairs")).items
    together = search.measure(culprit, "all culprits")
    site_of = {x.id: x for x in sites}
    out = []
    for c in culprit:
        alone = search.measure((c,), "alone") if len(culprit) > 1 else together
        st = site_of[c.site]
        out.append(CulpritPair(c.site, c.flag, c.add, st.opcode, st.text, sources.get(c.site),
                               criterion.value(alone)))
    result = BisectResult(
        s.kernel.spec.key, s.precision, s.target.name, good.name, bad.name, criterion.text(), tuple(out),
        tuple(dict.fromkeys(c.site for c in culprit)), criterion.value(lo), criterion.value(hi),
        criterion.value(together), len(changes), prober.evaluated, prober.reused, time.perf_counter() - t0,
        hi.get("how", ""), tuple(search.steps))
    prober.store.finish_run(key, result.to_json())
    return result
