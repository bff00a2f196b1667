"""The Vega libraries for an offline page, and pictures of Vega-Lite charts, through vl-convert.

``javascript_bundle()`` is Vega, Vega-Lite and Vega-Embed in one script (about 0.9 MB) that a report
inlines once, so the page works without a network.  vl-convert builds it in a few seconds; the
result is kept in fpsem's cache, keyed by the library versions.  ``png()`` renders a chart as the
Markdown report's picture of it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from fpsem.core.errors import UsageError
from fpsem.core.limits import human_bytes
from fpsem.core.paths import cache_dir, write_atomically

# vl-convert runs V8, which reserves its heap cage up front: under an address-space limit (ulimit -v) of
# 64 GiB it dies with SIGTRAP ("Oilpan: CagedHeap reservation"), taking the process with it; 96 GiB works
# (measured with vl-convert-python 1.x on x86-64 Linux).
V8_ADDRESS_SPACE = 96 << 30


def check_address_space() -> None:
    """Refuse, with a one-line error, to start V8 under an address-space limit it would die of."""
    try:
        import resource
    except ImportError:  # not a Unix: no such limit
        return
    soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    if soft != resource.RLIM_INFINITY and soft < V8_ADDRESS_SPACE:
        raise UsageError(f"the report's charts are drawn by V8, which needs {human_bytes(V8_ADDRESS_SPACE)} of "
                         f"address space; this process is limited to {human_bytes(soft)} (ulimit -v): raise or "
                         f"lift the limit")


def _vlc() -> Any:
    try:
        import vl_convert
    except ImportError:  # a dependency of fpsem: only a broken installation lacks it
        raise UsageError("the report needs vl-convert-python (pip install vl-convert-python)") from None
    check_address_space()
    return vl_convert


def versions() -> str:
    """``vega 6.2.0, vega-lite 6.4, vega-embed 7.0.2``: what the bundle holds (the report names it)."""
    vlc = _vlc()
    return (f"vega {vlc.get_vega_version()}, vega-lite {vlc.get_vegalite_versions()[-1]}, "
            f"vega-embed {vlc.get_vega_embed_version()}")


def javascript_bundle(cache: Path | None = None) -> str:
    """Vega, Vega-Lite and Vega-Embed as one script that defines ``vegaEmbed`` on ``window``."""
    vlc = _vlc()
    key = hashlib.sha256(versions().encode()).hexdigest()[:16]
    path = (cache or cache_dir()) / "vega" / f"bundle-{key}.js"
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        pass
    text: str = vlc.javascript_bundle()
    # atomically, so concurrent reports never read half a file; a read-only cache: build it again next time
    write_atomically(path, lambda f: f.write(text.encode("utf-8")))
    return text


def png(spec: Mapping[str, Any], scale: float = 1.0) -> bytes:
    """A PNG picture of the Vega-Lite chart ``spec`` (its controls left out)."""
    data: bytes = _vlc().vegalite_to_png(dict(spec), scale=scale)
    return data
