"""Flag profiles: named flag subsets loaded from TOML files in ``flag_profiles/``.

A profile file looks like::

    description = "Rust's algebraic floats"
    flags = ["reassoc", "nsz", "arcp", "contract"]
    functions = ["*"]            # optional: glob patterns of function names it applies to
    [only_on]                    # optional: flag -> opcodes it may be placed on
    arcp = ["fdiv"]

A *per-site* profile (written by ``fpsem tune``) also has ``ir_hash`` and a
``[sites]`` table: site id -> the exact flags of that site; sites it does not
name (and the entry points) get ``flags``.  It belongs to the IR whose hash it
carries (``fpsem.fastmath.siteflags.ir_hash``); applying it to other IR is refused.

The profile's name is its file stem.  Wherever a profile name is accepted, a
path to a ``.toml`` file is accepted too.  Whether a profile is UB-capable is
derived from its flags (``nnan``/``ninf``), never trusted from the file; a
file that declares ``ub_capable`` inconsistently is rejected.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from fpsem.core.errors import ProfileError, UBRefused
from fpsem.core.paths import DataDir, DataFile, defined_once, find_data_files, given_or, profile_dirs
from fpsem.core.tomlfile import read_toml
from fpsem.ir import flags as fm

_KNOWN_KEYS = {"description", "flags", "functions", "only_on", "ub_capable", "name", "sites", "ir_hash", "as_built", "sources"}
_SITE_ID = re.compile(r"^@[^#\s]+#\d+$")


@dataclass(frozen=True)
class Profile:
    """A fast-math flag subset with optional per-opcode and per-function restrictions."""

    name: str
    flags: frozenset[str]
    description: str = ""
    only_on: Mapping[str, frozenset[str]] = field(default_factory=dict)
    functions: tuple[str, ...] = ()
    source: str | None = None
    site_flags: Mapping[str, frozenset[str]] = field(default_factory=dict)  # per-site profiles only
    ir_hash: str = ""  # the IR a per-site profile belongs to
    as_built: bool = False  # each site gets the flags the user's own build gave it (fpsem.fastmath.asbuilt)
    sources: Mapping[str, str] = field(default_factory=dict)  # per-site profiles: site id -> "file:line:col opcode"

    @property
    def ub_capable(self) -> bool:
        return fm.is_ub_capable(self.flags.union(*self.site_flags.values()))

    @property
    def per_site(self) -> bool:
        """True for a profile with a ``[sites]`` table (flags given per site id)."""
        return bool(self.site_flags)

    def without_sites(self) -> Profile:
        """This profile without its per-site table (what the entry points of a per-site variant get)."""
        return replace(self, site_flags={}, ir_hash="", sources={})

    def applies_to_function(self, function: str) -> bool:
        """True when the profile's ``functions`` patterns admit ``function`` (all, when unset)."""
        return not self.functions or any(fnmatch.fnmatchcase(function, p) for p in self.functions)

    def flags_for(self, opcode: str, function: str) -> frozenset[str]:
        """The exact flag set an instruction with ``opcode`` in ``function`` must carry."""
        if not self.applies_to_function(function):
            return frozenset()
        return frozenset(f for f in self.flags if f not in self.only_on or opcode in self.only_on[f])

    def summary(self) -> dict:
        extra: dict[str, object] = ({"sites": {k: fm.canonical_tokens(v) for k, v in sorted(self.site_flags.items())},
                                     "ir_hash": self.ir_hash} if self.site_flags else {})
        if self.as_built:
            extra["as_built"] = True
        return {**extra,
            "name": self.name,
            "flags": fm.canonical_tokens(self.flags),
            "ub_capable": self.ub_capable,
            "description": self.description,
            "only_on": {k: sorted(v) for k, v in sorted(self.only_on.items())},
            "functions": list(self.functions),
            "source": self.source,
        }


def parse_profile(name: str, data: Mapping, source: str | None = None) -> Profile:
    """Build a Profile from parsed TOML; raises ProfileError naming the problem."""
    where = source or name
    unknown = set(data) - _KNOWN_KEYS
    if unknown:
        raise ProfileError(f"profile {where}: unknown key(s) {', '.join(sorted(unknown))}")
    raw_flags = data.get("flags")
    if not isinstance(raw_flags, list) or not all(isinstance(f, str) for f in raw_flags):
        raise ProfileError(f"profile {where}: 'flags' must be a list of flag names")
    try:
        flag_set = fm.expand(raw_flags)
    except ValueError as e:
        raise ProfileError(f"profile {where}: {e}") from None
    only_on: dict[str, frozenset[str]] = {}
    raw_only_on = data.get("only_on", {})
    if not isinstance(raw_only_on, dict):
        raise ProfileError(f"profile {where}: 'only_on' must be a table of flag = [opcodes], "
                           f"like [only_on] arcp = [\"fdiv\"]")
    for flag, ops in raw_only_on.items():
        if flag not in fm.ALL_FLAGS:
            raise ProfileError(f"profile {where}: only_on names unknown flag {flag!r}")
        if not isinstance(ops, list) or not all(isinstance(o, str) and o in fm.FLAGGABLE_OPCODES for o in ops):
            raise ProfileError(
                f"profile {where}: only_on.{flag} must list opcodes from {', '.join(sorted(fm.FLAGGABLE_OPCODES))}"
            )
        only_on[flag] = frozenset(ops)
    functions = data.get("functions", [])
    if not isinstance(functions, list) or not all(isinstance(f, str) for f in functions):
        raise ProfileError(f"profile {where}: 'functions' must be a list of name patterns")
    prof = Profile(
        name=name,
        flags=flag_set,
        description=_description(data.get("description", ""), where),
        only_on=only_on,
        functions=() if "*" in functions else tuple(functions),  # "*" admits every function, whatever else is listed
        source=source,
        site_flags=_site_flags(data.get("sites", {}), where),
        ir_hash=_ir_hash(data, where),
        as_built=_as_built(data, where),
        sources=_sources(data, where),
    )
    declared = data.get("ub_capable")
    if declared is not None and not isinstance(declared, bool):
        raise ProfileError(f"profile {where}: 'ub_capable' must be true or false")
    if declared is not None and bool(declared) != prof.ub_capable:
        raise ProfileError(
            f"profile {where}: declares ub_capable={str(bool(declared)).lower()} but its flags say "
            f"{str(prof.ub_capable).lower()}"
        )
    return prof


def _site_flags(raw: object, where: str) -> dict[str, frozenset[str]]:
    if not isinstance(raw, dict):
        raise ProfileError(f"profile {where}: 'sites' must be a table of \"@function#k\" = [flags]")
    out: dict[str, frozenset[str]] = {}
    for sid, flags in raw.items():
        if not _SITE_ID.match(sid):
            raise ProfileError(f"profile {where}: sites: {sid!r} is not a site id like \"@function#3\"")
        if not isinstance(flags, list) or not all(isinstance(f, str) for f in flags):
            raise ProfileError(f"profile {where}: sites.{sid} must be a list of flag names")
        try:
            out[sid] = fm.expand(flags)
        except ValueError as e:
            raise ProfileError(f"profile {where}: sites.{sid}: {e}") from None
    return out


def _ir_hash(data: Mapping, where: str) -> str:
    h = data.get("ir_hash", "")
    if not isinstance(h, str) or (h and not re.fullmatch(r"[0-9a-f]{16,64}", h)):
        raise ProfileError(f"profile {where}: 'ir_hash' must be a hex digest")
    if data.get("sites") and not h:
        raise ProfileError(f"profile {where}: a [sites] table needs the 'ir_hash' of the IR it belongs to")
    if h and not data.get("sites"):
        raise ProfileError(f"profile {where}: 'ir_hash' without a [sites] table")
    return h


def _sources(data: Mapping, where: str) -> dict[str, str]:
    raw = data.get("sources", {})
    if not isinstance(raw, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in raw.items()):
        raise ProfileError(f"profile {where}: 'sources' must be a table of \"@function#k\" = \"file:line:col opcode\"")
    if raw and not data.get("sites"):
        raise ProfileError(f"profile {where}: 'sources' belongs with a [sites] table")
    return dict(raw)


def _as_built(data: Mapping, where: str) -> bool:
    v = data.get("as_built", False)
    if not isinstance(v, bool):
        raise ProfileError(f"profile {where}: 'as_built' must be true or false")
    if v and (data.get("flags") or data.get("sites")):
        raise ProfileError(f"profile {where}: an as_built profile takes its flags from the IR (flags = [], no [sites])")
    return v


def _description(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise ProfileError(f"profile {where}: 'description' must be a string")
    return value


def load_profile_file(path: Path) -> Profile:
    """Load one profile file; its name is the file stem."""
    data = read_toml(path, ProfileError, f"profile {path}", f"profile file not found: {path}")
    return parse_profile(path.stem, data, source=str(path))


def find_profiles(dirs: tuple[DataDir, ...] | None = None) -> list[DataFile]:
    """Every profile file (``*.toml``) on the search path ``dirs`` (default: :func:`profile_dirs`), in path order."""
    return find_data_files(profile_dirs() if dirs is None else dirs)


def builtin_profile_names(directory: Path | None = None) -> list[str]:
    """The names of every profile on the search path (or in ``directory`` alone), sorted, unique."""
    return sorted({e.name for e in find_profiles(given_or(directory, profile_dirs))})


def load_builtin_profiles(directory: Path | None = None) -> list[Profile]:
    """Every profile on the search path (or in ``directory`` alone), one per name, sorted by name.

    A name defined differently in two places raises ProfileError (see :func:`resolve_profile`).
    """
    return [resolve_profile(n, directory) for n in builtin_profile_names(directory)]


def resolve_profile(name_or_path: str, directory: Path | None = None) -> Profile:
    """A profile by name from the search path, or a user profile by path (ending in .toml or containing '/').

    A name that two different files on the search path define is refused (ProfileError naming both):
    a user profile never hides a built-in one in silence.
    """
    if name_or_path.endswith(".toml") or "/" in name_or_path:
        return load_profile_file(Path(name_or_path))
    dirs = given_or(directory, profile_dirs)
    return load_profile_file(defined_once("profile", name_or_path, name_or_path, dirs, find_profiles(dirs),
                                          Path.read_bytes, ProfileError, "or give a path to a .toml file"))


def require_allowed(profile: Profile, allow_ub: bool) -> None:
    """Refuse a UB-capable profile unless the user opted in."""
    if profile.ub_capable and not allow_ub:
        used = profile.flags.union(*profile.site_flags.values())  # a per-site profile's too
        bad = " ".join(f for f in fm.ALL_FLAGS if f in used & fm.POISON_FLAGS)
        raise UBRefused(
            f"profile {profile.name!r} is UB-capable: {bad} make operations return poison on NaN/Inf "
            f"inputs (undefined behaviour in a safe language); pass --allow-ub to use it"
        )


def resolve_profiles(spec: str, allow_ub: bool = False, directory: Path | None = None) -> list[Profile]:
    """Comma-separated names/paths or ``all`` (UB-capable built-ins only with ``allow_ub``)."""
    if spec == "all":
        return [p for p in load_builtin_profiles(directory) if allow_ub or not p.ub_capable]
    return [resolve_profile(s.strip(), directory) for s in spec.split(",") if s.strip()]
