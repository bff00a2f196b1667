"""Write the committed mpmath references (``accuracy/references/``) for the default sweep, and drop stale ones.

The default sweep (``make sweep``) compares every cell against the mpmath reference of its kernel, precision
and input set at the accuracy size; from a fresh clone each of these is computed once (about a second of
CPU each, 46 of them).  The committed copies are entries of the reference store under their content key
(``fpsem.accuracy.reference.reference_key``: kernel, input values, sizes, precision, working precision,
sample, the hand-written module's fingerprint), read-only: a request finds one only when all of that is
unchanged, anything else is computed as before.  Run this after changing a kernel, its inputs or its
hand-written reference (the test ``tests/test_committed_references.py`` fails until then, naming it):

    .venv/bin/python tools/accuracy_references.py [--check]

``--check``: write nothing; exit 1 when a reference of the default sweep is not committed or a committed
file is not one of them.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main(argv: list[str] | None = None) -> int:
    from fpsem.accuracy.reference import (
        COMMITTED_DIR,
        ReferenceCache,
        committed_references,
        compute_reference,
        request_key,
    )
    from fpsem.core.paths import accuracy_dir
    from fpsem.sweep.stages import reference_request
    from fpsem.sweep.suite import build_request

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 when the committed set is not current")
    args = ap.parse_args(argv)
    root = accuracy_dir() / COMMITTED_DIR
    sweep = build_request(runners="host,model")
    kernels = {k.spec.key: k for k in sweep.kernels}
    slots = dict.fromkeys((c.key.kernel, c.key.precision, c.key.inputs) for c in sweep.cells())
    requests = [reference_request(kernels[k], precision, inputs, sweep.config) for k, precision, inputs in slots]
    wanted = {request_key(r) for r in requests}
    stale = sorted(p for p in root.glob("*.npz") if p.stem not in wanted)
    if args.check:
        committed = committed_references()
        missing = [r for r in requests if committed is None or committed.load(request_key(r))[0] is None]
        for r in missing:
            print(f"not committed: {r.spec.key} {r.precision} {r.input_set}")
        for p in stale:
            print(f"stale: {p.name}")
        return 1 if missing or stale else 0
    store = ReferenceCache(root, compressed=True)
    for r in requests:
        c0 = time.process_time()
        ref = compute_reference(r, store)
        print(f"{r.spec.key:16} {r.precision} {r.input_set:8} {ref.key[:12]} {ref.compared:6} points "
              f"{'committed already' if ref.cached else f'{time.process_time() - c0:.2f} s CPU'}", flush=True)
    for p in stale:
        p.unlink()
        print(f"removed stale {p.name}")
    for p in root.glob("*.lock"):
        p.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())
