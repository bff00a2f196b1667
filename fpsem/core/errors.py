"""Error types that the CLI turns into a one-line message and a distinct exit code.

Exit codes (a contract users and scripts rely on):
  0  success / clean
  1  validation findings (UB-capable constructs found)
  2  unusable input or usage (missing file, IR that does not parse, unknown
     kernel/profile/target, malformed profile or spec, corrupt results file)
  3  a UB-capable profile refused without ``--allow-ub``
  4  a stage failed at run time (compile abort, GPU fault, timeout), or one of fpsem's own
     checks failed (a rewrite's audit; two witnesses of what LLVM read that disagree)
 70  an internal error: a bug in fpsem, not bad input (the API's InternalError)
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_USAGE = 2
EXIT_UB_REFUSED = 3
EXIT_RUNTIME = 4
EXIT_INTERNAL = 70


class FpsemError(Exception):
    """Base class: ``str(err)`` is the one-line message shown to the user."""

    exit_code = EXIT_USAGE


class UsageError(FpsemError):
    """Bad input: unknown name, missing file, malformed file."""

    exit_code = EXIT_USAGE


class IRParseError(UsageError):
    """LLVM could not parse or verify a module; the message carries LLVM's text and line."""


class ProfileError(UsageError):
    """A profile name is unknown or a profile file is malformed."""


class SpecError(UsageError):
    """A kernel spec or kernel IR file is malformed."""


class ImportRefused(UsageError):
    """The source holds a construct fpsem's kernel model cannot express (exit 2, one line naming it)."""


class StoreError(UsageError):
    """A results database is corrupt or belongs to something else."""


class UBRefused(FpsemError):
    """A UB-capable profile was requested without ``--allow-ub``."""

    exit_code = EXIT_UB_REFUSED


class RewriteError(FpsemError):
    """The rewritten module failed LLVM verification or the independent audit."""

    exit_code = EXIT_RUNTIME


class CheckFailed(FpsemError):
    """Two independent witnesses of one fact disagree (fpsem's IR text scanner and LLVM's own module walk,
    or a rewrite's result and its whole-file diff check): the check fails, it never passes."""

    exit_code = EXIT_RUNTIME


class StageFailure(FpsemError):
    """A compile/run stage failed (LLVM abort, GPU fault, timeout)."""

    exit_code = EXIT_RUNTIME


class InternalError(FpsemError):
    """A bug in fpsem, not bad input: an unexpected exception inside a public API function, kept as the cause."""

    exit_code = EXIT_INTERNAL
