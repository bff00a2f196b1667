"""Flag model and profile loading."""

from __future__ import annotations

import pytest

from fpsem.core.errors import ProfileError, UBRefused
from fpsem.fastmath.profiles import builtin_profile_names, require_allowed, resolve_profile, resolve_profiles
from fpsem.ir import flags as fm


def test_fast_expands_to_all_seven():
    assert fm.expand(["fast"]) == frozenset(fm.ALL_FLAGS)
    assert fm.canonical_tokens(fm.ALL_FLAGS) == ["fast"]
    assert fm.canonical_tokens(["contract", "reassoc"]) == ["reassoc", "contract"]


def test_only_nnan_ninf_create_poison():
    assert fm.POISON_FLAGS == {"nnan", "ninf"}
    for f in fm.SAFE_FLAGS:
        assert not fm.is_ub_capable([f])
    assert fm.is_ub_capable(["fast"]) and fm.is_ub_capable(["ninf"])
    assert not fm.is_ub_capable(sorted(fm.ALGEBRAIC | {"afn"}))


def test_unknown_flag_rejected():
    with pytest.raises(ValueError, match="unknown fast-math flag 'fastest'"):
        fm.expand(["fastest"])


def test_builtin_profiles_present():
    names = set(builtin_profile_names())
    required = {"strict", "contract", "algebraic", "algebraic-afn", "fast"} | set(fm.SAFE_FLAGS)
    assert required <= names
    assert resolve_profile("algebraic").flags == fm.ALGEBRAIC
    assert resolve_profile("algebraic-afn").flags == fm.ALGEBRAIC | {"afn"}
    assert resolve_profile("strict").flags == frozenset()
    assert resolve_profile("fast").ub_capable
    assert not any(resolve_profile(n).ub_capable for n in names - {"fast"})


def test_ub_profile_refused_without_opt_in():
    fast = resolve_profile("fast")
    with pytest.raises(UBRefused, match="--allow-ub"):
        require_allowed(fast, allow_ub=False)
    require_allowed(fast, allow_ub=True)
    assert "fast" not in [p.name for p in resolve_profiles("all")]
    assert "fast" in [p.name for p in resolve_profiles("all", allow_ub=True)]


def test_per_opcode_and_function_restriction(tmp_path):
    f = tmp_path / "mine.toml"
    f.write_text('flags = ["contract", "arcp"]\nfunctions = ["kern_*"]\n[only_on]\narcp = ["fdiv"]\n')
    p = resolve_profile(str(f))
    assert p.name == "mine"
    assert p.flags_for("fdiv", "kern_a") == {"contract", "arcp"}
    assert p.flags_for("fmul", "kern_a") == {"contract"}
    assert p.flags_for("fmul", "helper") == frozenset()


@pytest.mark.parametrize(
    "body, message",
    [
        ("flags = [", "malformed TOML"),
        ('flags = ["bogus"]', "unknown fast-math flag"),
        ("flags = 3", "'flags' must be a list"),
        ('flags = ["nsz"]\ncolour = 1', "unknown key"),
        ('flags = ["nsz"]\n[only_on]\nnsz = ["store"]', "only_on.nsz must list opcodes"),
        ('flags = ["nsz"]\nub_capable = true', "declares ub_capable=true"),
    ],
)
def test_malformed_profile_files(tmp_path, body, message):
    f = tmp_path / "bad.toml"
    f.write_text(body)
    with pytest.raises(ProfileError, match=message):
        resolve_profile(str(f))


def test_unknown_profile_lists_known():
    with pytest.raises(ProfileError, match="known: .*algebraic"):
        resolve_profile("turbo")


def test_unreadable_profile_path_is_a_profile_error(tmp_path):
    # a directory where a profile file was expected: one-line error, not an internal one
    with pytest.raises(ProfileError, match="is a directory"):
        resolve_profile(str(tmp_path) + "/")


def test_a_star_among_function_patterns_admits_every_function(tmp_path):
    p = tmp_path / "star_f.toml"
    p.write_text('flags = ["contract"]\nfunctions = ["*", "f"]\n')
    prof = resolve_profile(str(p))
    assert prof.applies_to_function("f") and prof.applies_to_function("g")
    assert prof.flags_for("fadd", "g") == frozenset({"contract"})
    p.write_text('flags = ["contract"]\nfunctions = ["f*"]\n')
    prof = resolve_profile(str(p))
    assert prof.applies_to_function("foo") and not prof.applies_to_function("g")


def test_a_per_site_profile_refused_for_ub_names_its_flags():
    from fpsem.fastmath.profiles import Profile

    prof = Profile("p", frozenset(), site_flags={"@f#0": frozenset({"nnan"})}, ir_hash="0" * 16)
    with pytest.raises(UBRefused, match="'p' is UB-capable: nnan make"):
        require_allowed(prof, False)


def test_a_toml_integer_past_pythons_digit_limit_is_a_profile_error(tmp_path):
    p = tmp_path / "huge.toml"
    p.write_text(f"flags = []\nub_capable = {'9' * 5000}\n")
    with pytest.raises(ProfileError, match="malformed TOML: Exceeds the limit"):
        resolve_profile(str(p))
