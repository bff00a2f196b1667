"""Every public API function refuses wrong arguments with an FpsemError, before any work, never a raw exception.

A property test: for any public function and any of its parameters, a value of the wrong type (drawn
at random and kept only when it does not fit the parameter's annotation) or a wrong value of the right
type (a negative seed, zero repetitions, a NaN timeout, a size of 2**62, an unknown name, a name with a
NUL byte, ...) makes the call raise an :class:`~fpsem.core.errors.FpsemError` that is not an
``InternalError`` (which would mean an exception escaped from inside).
"""

from __future__ import annotations

import inspect
import math
import typing
from pathlib import Path

import pytest
from hypokit import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fpsem
from fpsem import api
from fpsem.api.checks import fits
from fpsem.core.errors import FpsemError, InternalError, UsageError

typeguard = pytest.importorskip("typeguard")  # the test extra's: an independent judge of what fits a type

DATA = Path(__file__).parent / "data"
SOURCE = DATA / "import" / "cuda_sm86.ll"
SAXPY = """define float @saxpy(float %a, float %x, float %y) {
  %m = fmul float %a, %x
  %s = fadd float %m, %y
  ret float %s
}
"""


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    """Valid, cheap arguments for every function (a wrong one is swapped in for one parameter per call)."""
    root = tmp_path_factory.mktemp("args")
    mp = pytest.MonkeyPatch()
    mp.setenv("FPSEM_CACHE", str(root / "cache"))
    db = root / "r.sqlite"
    fpsem.run_sweep(db, kernels="daxpy", profiles="strict", targets="h100", precisions="f64", runners="model", jobs=1)
    variant = fpsem.compile("daxpy", "h100", "strict", size="small")
    sweep = {"kernels": "daxpy", "profiles": "strict", "targets": "host", "precisions": "f64"}
    base = {
        "list_kernels": {}, "list_profiles": {}, "list_targets": {},
        "import_kernel": {"source": SOURCE, "out": root / "imported", "entries": ["daxpy"]},
        "rewrite": {"ir": SAXPY, "profile": "contract"}, "list_sites": {"ir": SAXPY}, "validate": {"ir": SAXPY},
        "validate_files": {"paths": SOURCE, "fail_on": "none"},
        "compile": {"kernel": "daxpy", "target": "host", "size": "small"},
        "compile_many": {"kernels": "daxpy", "targets": "host", "profiles": "strict", "size": "small"},
        "predict": {"variant": variant, "size": "small"},
        "explain": {"kernel": "daxpy", "target": "h100", "profile": "contract", "size": "small", "baseline": None},
        "run": {"kernel": "daxpy", "size_set": "small", "reps": 1},
        "evaluate_accuracy": {"kernel": "daxpy", "profiles": "strict"},
        "bisect": {"kernel": "daxpy", "good": "strict", "bad": "contract", "criterion": "checksum",
                   "db": root / "s.sqlite"},
        "tune": {"kernel": "daxpy", "budget": "max-ulp<=1", "target": "h100", "db": root / "s.sqlite"},
        "run_sweep": {"db": root / "new.sqlite", **sweep}, "plan_sweep": {"db": root / "new.sqlite", **sweep},
        "open_results": {"db": db}, "export_results": {"db": db}, "write_report": {"db": db, "output": root / "rep"},
    }
    yield {"base": base, "root": root}
    mp.undo()


def test_every_public_function_is_covered_and_wrapped(world):
    assert set(world["base"]) == set(api.FUNCTIONS) == {n for n in fpsem.__all__ if n[0].islower()} - {"__version__"}
    for name in api.FUNCTIONS:
        assert getattr(fpsem, name).__wrapped__, f"{name} is not wrapped by fpsem.api.checks.public"


# Wrong values of the right type, by parameter name: each must be refused (some only where the name means it).
NAN, INF = math.nan, math.inf
BAD_VALUES: dict[str, list] = {
    "seed": [-1], "held_out_seed": [-7], "reps": [0, -3], "sample": [0], "max_variants": [0], "block": [0],
    "jobs": [-1], "device": [-1], "timeout": [NAN, -1.0, INF], "time_budget": [NAN, 0.0, -2.0],
    "max_seconds": [NAN, 0.0], "threshold": [1.5, NAN, -0.1], "for_llvm": [0, -5],
    "sizes": [{"N": 2 ** 62}, {"N": 0}, {"N": -1}, {"nosuch": 3}],
    "precision": ["f16", "", "f64\0"], "precisions": ["f16", "", ["f64", "f8"], []],
    "kernel": ["nosuch", "", "a\0b", "   "], "kernels": ["nosuch", "", ["nosuch"], []],
    "profile": ["nosuch", "", "fast"], "profiles": ["nosuch", "", "fast", []], "good": ["nosuch", ""],
    "bad": ["nosuch", "fast"], "target": ["h300", "", "x\0"], "targets": ["h300", "", []],
    "inputs": ["nosuch"], "criterion": ["nonsense", "max-ulp>"], "budget": ["max-ulp<=x", "speedup>2"],
    "timing": ["hot"], "metric": ["ulp"], "format": ["xml"], "reference": ["mine"], "objective": ["fast"],
    "executor": ["ray"], "runner": ["hip", "cuda"], "ir": ["not ir", "", "define"], "name": [""],
    "entries": [[""], ["nosuch"]], "args": [["nonsense"]], "files": [["nosuch"]], "dirs": [["/nonexistent/dir"]],
    "sites": [[], "", ["nosuch"]], "max_memory": ["lots", "0"], "source": [DATA / "nosuch.ll", "", SAXPY],
    "scheduler": ["tcp://nowhere:1"],
}
# Where a name's wrong value is only wrong in some functions (size: an integer N in run/accuracy, a size set
# name elsewhere; db: a results database to read, or one to create).
BAD_BY_FUNCTION: dict[tuple[str, str], list] = {
    ("run", "size"): [0, -3, 2 ** 62], ("evaluate_accuracy", "size"): [0, 2 ** 62],
    ("compile", "size"): ["nosuch"], ("compile_many", "size"): ["nosuch"], ("predict", "size"): ["nosuch"],
    ("explain", "size"): ["nosuch"],
    ("run_sweep", "size"): ["nosuch"], ("plan_sweep", "size"): ["nosuch"],
    ("run_sweep", "accuracy_size"): ["nosuch"], ("run_sweep", "reps"): [0],
    ("run_sweep", "sample"): [-1], ("plan_sweep", "sample"): [-1],
    ("open_results", "db"): [SOURCE, "", DATA], ("export_results", "db"): [SOURCE, ""],
    ("write_report", "db"): [SOURCE], ("run_sweep", "db"): [SOURCE, ""], ("plan_sweep", "db"): [""],
    ("bisect", "db"): [""], ("tune", "db"): [""], ("run", "size_set"): ["nosuch"],
    ("evaluate_accuracy", "size_set"): ["nosuch"], ("bisect", "size_set"): ["nosuch"],
    ("predict", "variant"): [], ("import_kernel", "out"): [SOURCE], ("write_report", "output"): [SOURCE],
    ("export_results", "output"): [DATA], ("tune", "output"): [DATA],
}

JUNK = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.binary(max_size=8),
                 st.text(max_size=8).filter(lambda s: "all" not in s.lower()),
                 st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=3), st.floats(), max_size=2),
                 st.just(object()), st.just(Path("/")), st.tuples(st.none()))


def _hints(name: str) -> dict:
    return typing.get_type_hints(getattr(fpsem, name).__wrapped__)


def _fits(value, hint) -> bool:
    """typeguard's judgement (every item of a collection checked), a bool counting as no number."""
    try:
        typeguard.check_type(value, hint, collection_check_strategy=typeguard.CollectionCheckStrategy.ALL_ITEMS)
    except typeguard.TypeCheckError:
        return False
    return not isinstance(value, bool) or hint is bool or bool in typing.get_args(hint)


def _params(name: str) -> list[str]:
    return list(inspect.signature(getattr(fpsem, name)).parameters)


CASES = [(f, p) for f in api.FUNCTIONS for p in _params(f)]


def _refused(world, function: str, param: str, value) -> FpsemError:
    args = {**world["base"][function], param: value}
    try:
        getattr(fpsem, function)(**args)
    except InternalError as e:  # an exception escaped from inside: the checks missed this one
        raise AssertionError(f"{function}({param}={value!r}): internal error {e} (cause {e.__cause__!r})") from e
    except FpsemError as e:
        return e
    raise AssertionError(f"{function}({param}={value!r}) was accepted")


@settings(max_examples=examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_wrong_type_is_a_usage_error(world, data):
    function, param = data.draw(st.sampled_from(CASES))
    hint = _hints(function)[param]
    value = data.draw(JUNK.filter(lambda v: not _fits(v, hint)), label=f"{function}.{param}")
    e = _refused(world, function, param, value)
    assert isinstance(e, UsageError) and e.exit_code == 2 and "\n" not in str(e)
    assert param in str(e)  # the message names the argument


@settings(max_examples=examples(300), deadline=None)
@given(data=st.data())
def test_the_api_checker_agrees_with_typeguard(data):
    """fpsem's own argument checker (no run-time dependency) against typeguard, on every annotation it meets."""
    function, param = data.draw(st.sampled_from(CASES))
    hint = _hints(function)[param]
    value = data.draw(st.one_of(JUNK, st.sampled_from([["a", "b"], {"N": 3}, {"N": "3"}, "x", 3, 2.5, None])))
    if isinstance(value, (list, tuple)) and typing.get_origin(hint) is not None and "Iterable" in str(hint):
        return  # an Iterable's items are checked where it is consumed (typeguard does not look either)
    assert fits(value, hint) == _fits(value, hint), (function, param, value)


def _bad_value_cases() -> list[tuple[str, str, object]]:
    out = []
    for f, p in CASES:
        values = BAD_BY_FUNCTION.get((f, p), BAD_VALUES.get(p, []) if (f, p) not in BAD_BY_FUNCTION else [])
        hint = _hints(f)[p]
        out += [(f, p, v) for v in values if _fits(v, hint)]
    return out


BAD_CASES = _bad_value_cases()


@settings(max_examples=examples(250), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(BAD_CASES))
def test_a_wrong_value_is_refused_with_a_one_line_error(world, case):
    function, param, value = case
    e = _refused(world, function, param, value)
    assert e.exit_code in (2, 3, 4) and "\n" not in str(e) and "Traceback" not in str(e)


def test_the_wrong_value_cases_cover_the_parameters():
    covered = {(f, p) for f, p, _ in BAD_CASES}
    assert len(covered) >= 120 and len(BAD_CASES) >= 200


def test_the_issue_repros(world, tmp_path):
    """issue 22 item 14: these raised TypeError/AttributeError, or ran past the memory guard."""
    with pytest.raises(UsageError, match="profile"):
        fpsem.rewrite(SAXPY, None)
    with pytest.raises(UsageError, match="variant"):
        fpsem.predict(None)
    with pytest.raises(UsageError, match="kernels"):
        fpsem.run_sweep(tmp_path / "x.sqlite", kernels=[1, 2])
    with pytest.raises(UsageError, match="memory"):
        fpsem.run("daxpy", sizes={"N": 2 ** 62})
    with pytest.raises(UsageError, match="model covers|no model|host"):
        fpsem.predict(fpsem.compile("daxpy", "host", size="small"))  # the model's ValueError is an FpsemError
    # lists of names are accepted wherever the sweep takes comma lists
    plan = fpsem.plan_sweep(tmp_path / "y.sqlite", kernels=["daxpy", "dot"], profiles=["strict"], targets="host",
                            precisions=["f64"])
    assert plan.cells == 2
    rep = fpsem.evaluate_accuracy("daxpy", "strict,contract", size_set="small")
    assert [v.profile for v in rep.variants] == ["strict", "contract"]
