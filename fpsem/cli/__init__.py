"""The ``fpsem`` command line: argument parsing and error-to-exit-code mapping only.

Each subcommand lives in ``fpsem/cli/<name>.py`` and exposes
``register(subparsers)``, which adds its parser and sets ``handler`` to a
function ``(args) -> int`` that calls the public API (:mod:`fpsem.api`) and prints
what it returns: defaults, guards and errors live in the API, once.  Adding a
command is adding a module and one line to ``COMMANDS``.
"""

from __future__ import annotations

import _thread
import argparse
import importlib
import keyword
import logging
import os
import sys
import threading
from typing import Any

from fpsem.compiler.devlibs import check_overrides
from fpsem.core.allocator import keep_freed_memory
from fpsem.core.errors import EXIT_USAGE, FpsemError, InternalError
from fpsem.core.version import __version__

COMMANDS = (
    "profiles",
    "rewrite",
    "validate",
    "kernels",
    "run",
    "targets",
    "compile",
    "explain",
    "accuracy",
    "sweep",
    "export",
    "report",
    "import",
    "bisect",
    "tune",
)


class _Parser(argparse.ArgumentParser):
    """argparse with usage errors as one line and exit code 2 (argparse's own code, kept)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(EXIT_USAGE, f"fpsem: error: {message} (see '{self.prog} --help')\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="fpsem", description="Floating-point semantics experiments with LLVM fast-math flags.")
    parser.add_argument("--version", action="version", version=f"fpsem {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMANDS:
        # a command named by a Python keyword lives in NAME_.py (import -> import_.py)
        modname = f"fpsem.cli.{name}_" if keyword.iskeyword(name) else f"fpsem.cli.{name}"
        try:
            module = importlib.import_module(modname)
        except ModuleNotFoundError as e:
            if e.name == modname:
                continue  # command not built yet
            raise
        module.register(sub)
    return parser


class _StderrHandler(logging.Handler):
    """The library's log records as the CLI's one-line notes on stderr (looked up at each record, so a
    redirected ``sys.stderr`` is honoured)."""

    def emit(self, record: logging.LogRecord) -> None:
        level = "" if record.levelno < logging.WARNING else f"{record.levelname.lower()}: "
        try:
            print(f"fpsem: {level}{record.getMessage()}", file=sys.stderr)
        except Exception:  # a broken stream must not turn a note into a failure
            self.handleError(record)


def configure_logging(verbosity: int = logging.INFO) -> None:
    """Show fpsem's log records at ``verbosity`` and above on stderr (library code never prints itself)."""
    log = logging.getLogger("fpsem")
    if not any(isinstance(h, _StderrHandler) for h in log.handlers):
        log.addHandler(_StderrHandler())
    log.setLevel(verbosity)
    log.propagate = False


def _interrupt_from_finaliser(unraisable: Any) -> None:
    """``sys.unraisablehook`` while a command runs: Ctrl-C that strikes inside a finaliser (llvmlite disposing of
    a module) cannot interrupt it there, and Python would print it as an ignored exception with a traceback and
    go on; it is delivered to the main thread again instead, where the command stops with its one line.  Any
    other unraisable exception goes to Python's own hook."""
    if isinstance(unraisable.exc_value, KeyboardInterrupt):
        # from another thread, a moment later: raised here it would be one more exception in a finaliser
        t = threading.Timer(0.01, _thread.interrupt_main)
        t.daemon = True
        t.start()
        return
    sys.__unraisablehook__(unraisable)


def main(argv: list[str] | None = None) -> int:
    configure_logging()
    keep_freed_memory()  # a command's process: large arrays are allocated and freed over and over
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "handler", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    before = sys.unraisablehook
    sys.unraisablehook = _interrupt_from_finaliser
    try:
        return _run(args)
    finally:
        if sys.unraisablehook is _interrupt_from_finaliser:  # an interrupted command leaves its own (silent) hook
            sys.unraisablehook = before


def _run(args: Any) -> int:
    try:
        check_overrides()  # a wrong FPSEM_LIBDEVICE/FPSEM_ROCM_BITCODE/FPSEM_PTXAS is bad input, whatever the command
        return int(args.handler(args) or 0)
    except InternalError as e:  # a bug in fpsem, not bad input: one line unless debugging
        if os.environ.get("FPSEM_DEBUG") and e.__cause__ is not None:
            raise e.__cause__ from None
        print(f"fpsem: internal error: {e} (set FPSEM_DEBUG=1 for a traceback)", file=sys.stderr)
        return e.exit_code
    except FpsemError as e:
        print(f"fpsem: error: {e}", file=sys.stderr)
        return e.exit_code
    except KeyboardInterrupt:
        # An object half built when Ctrl-C struck (llvmlite's OutputString) complains when it is collected
        # at exit: noise after an interrupt, not news (the interrupted command has cleaned up already).
        sys.unraisablehook = lambda _unraisable: None
        print("fpsem: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except OSError as e:  # the environment refused a file operation the edges did not foresee: still one line
        where = f"{e.filename}: " if e.filename else ""
        print(f"fpsem: error: {where}{e.strerror or e}", file=sys.stderr)
        return EXIT_USAGE
    except Exception as e:  # a bug in the CLI's own printing: one line unless debugging
        if os.environ.get("FPSEM_DEBUG"):
            raise
        print(f"fpsem: internal error: {type(e).__name__}: {e} (set FPSEM_DEBUG=1 for a traceback)", file=sys.stderr)
        return InternalError.exit_code


if __name__ == "__main__":
    sys.exit(main())
