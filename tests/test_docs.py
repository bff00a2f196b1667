"""The documentation: a one-page README whose links resolve, and a docs site that builds with no warning."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"\[[^\]]*\]\(([^)#\s]+)(?:#[^)]*)?\)")


def _local_links(md: Path) -> list[str]:
    return [t for t in LINK.findall(md.read_text()) if "://" not in t and not t.startswith("mailto:")]


def test_readme_is_one_page():
    assert len((ROOT / "README.md").read_bytes()) <= 12 * 1024


@pytest.mark.parametrize("page", ["README.md", "benchmarks/results/README.md", *sorted(
    str(p.relative_to(ROOT)) for p in (ROOT / "docs").glob("*.md"))])
def test_every_local_link_resolves(page):
    md = ROOT / page
    missing = [t for t in _local_links(md) if not (md.parent / t).exists()]
    assert not missing, f"{page}: links to missing files {missing}"


@pytest.mark.slow
def test_the_docs_site_builds_without_warnings(tmp_path):
    if shutil.which("mkdocs") is None and subprocess.run([sys.executable, "-m", "mkdocs", "--version"],
                                                         capture_output=True).returncode:
        pytest.fail("mkdocs is missing: it is part of the test extra (pip install -e '.[test]')")
    r = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(tmp_path / "site")],
                       cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert (tmp_path / "site/index.html").is_file() and (tmp_path / "site/architecture/index.html").is_file()
