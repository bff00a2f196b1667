"""fpsem's own processes keep freed memory for reuse (fpsem.core.allocator): a large array freed and made again
costs no fresh pages."""

from __future__ import annotations

import subprocess
import sys

import pytest

from fpsem.core.allocator import keep_freed_memory

PROBE = """
import resource, sys
import numpy as np
from fpsem.core.allocator import keep_freed_memory
if sys.argv[1] == "keep" and not keep_freed_memory():
    print("not glibc"); sys.exit(0)
faults = []
for _ in range(2):
    f0 = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    a = np.ones(3 << 20)  # 24 MiB, touched
    del a
    faults.append(resource.getrusage(resource.RUSAGE_SELF).ru_minflt - f0)
print(*faults)
"""


def _faults(mode: str) -> list[int] | None:
    out = subprocess.run([sys.executable, "-c", PROBE, mode], capture_output=True, text=True, check=True).stdout
    return None if "not glibc" in out else [int(x) for x in out.split()]


def test_a_freed_large_array_is_made_again_from_kept_memory():
    got = _faults("keep")
    if got is None:
        pytest.skip("the C library is not glibc: nothing to set")
    first, again = got
    assert first > 100  # 24 MiB touched: fresh pages the first time
    assert again < first / 10  # the same size again: the kept memory, (almost) no fresh pages


def test_the_setting_is_made_once_and_says_whether_it_took():
    assert keep_freed_memory() is keep_freed_memory()
