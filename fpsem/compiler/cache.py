"""The build cache on disk: content-addressed artifacts, a name index, and checksums verified on read.

Layout under ``root``::

    artifacts/ab/<artifact key>/   optimized.ll, the assembly, the object, meta.json
    variants/ab/<variant key>      the artifact key that variant built (one line)

An artifact's ``meta.json`` records the SHA-256 of each of its files and of its own
content; :meth:`BuildCache.load_artifact` checks them all, so a truncated
``code.ptx`` or a hand-edited register count is never served: the entry is removed,
the variant rebuilt, and the build says so in a note.  Entries are written to a
temporary folder and renamed into place, so a reader never sees half an entry.  A
cache folder that cannot be written (read-only, or a file) is reported once by
:meth:`BuildCache.usable` and the build goes on without a cache.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from contextlib import AbstractContextManager
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from fpsem.compiler.abi import EntryPoint
from fpsem.compiler.backends import backend_for
from fpsem.compiler.code_metrics import Metrics
from fpsem.core.memo import exclusive
from fpsem.core.paths import cache_dir
from fpsem.fastmath.validate import Finding

FORMAT = 2  # bump when the layout or meta.json changes: older entries are then misses


@dataclass(frozen=True, kw_only=True)
class BuildOutput:
    """Everything a build produces that does not depend on the variant's names: what a cache entry holds, and
    what a :class:`~fpsem.compiler.build.CompiledVariant` carries besides its names and status."""

    entries: tuple[EntryPoint, ...] = ()
    exports: tuple[str, ...] = ()
    optimized_ir: str = ""
    asm: str = ""  # PTX, AMDGCN or x86-64 assembly ("" for emulation builds)
    object: bytes | None = None  # cubin (NVPTX, with ptxas), relocatable ELF (AMDGPU, host)
    metrics: Metrics | None = None
    ub_findings: tuple[Finding, ...] = ()
    math_functions: tuple[str, ...] = ()  # vendor library functions linked
    notes: tuple[str, ...] = ()

    def output(self) -> dict[str, Any]:
        """The build output alone, by field name (to make another :class:`BuildOutput` of it)."""
        return {f.name: getattr(self, f.name) for f in fields(BuildOutput)}


@dataclass(frozen=True)
class CachedArtifact(BuildOutput):
    """What a cache entry holds: a build output under its content key, and the target kind that built it."""

    key: str
    kind: str


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _meta_digest(meta: dict[str, Any]) -> str:
    return _sha(json.dumps({k: v for k, v in meta.items() if k != "meta_sha256"}, sort_keys=True).encode())


@dataclass(frozen=True)
class BuildCache:
    """Built variants on disk (see the module docstring)."""

    root: Path

    def _artifact_dir(self, key: str) -> Path:
        return self.root / "artifacts" / key[:2] / key

    def _variant_file(self, key: str) -> Path:
        return self.root / "variants" / key[:2] / key

    # ---- reading

    def lookup(self, variant_key: str) -> tuple[CachedArtifact | None, str | None]:
        """The artifact a variant built before, or (None, a note when a damaged entry was dropped)."""
        try:
            artifact = self._variant_file(variant_key).read_text().strip()
        except (OSError, UnicodeDecodeError):
            return None, None
        return self.load_artifact(artifact)

    def load_artifact(self, key: str) -> tuple[CachedArtifact | None, str | None]:
        """The artifact stored under ``key`` after checking every checksum, or (None, note if it was damaged)."""
        d = self._artifact_dir(key)
        if not d.is_dir():
            return None, None
        try:
            meta = json.loads((d / "meta.json").read_text())
            if meta.get("format") != FORMAT or meta.get("key") != key or meta.get("meta_sha256") != _meta_digest(meta):
                raise ValueError("its meta.json does not match its checksum")
            files = {name: (d / name).read_bytes() for name in meta["files"]}
            bad = [n for n, data in files.items() if _sha(data) != meta["files"][n]]
            if bad:
                raise ValueError(f"{', '.join(sorted(bad))} changed since it was written")
            b = backend_for(meta["kind"])
            return CachedArtifact(
                key=key, kind=meta["kind"],
                entries=tuple(EntryPoint.from_json(e) for e in meta["entries"]), exports=tuple(meta["exports"]),
                optimized_ir=files["optimized.ll"].decode(),
                asm=files[b.asm_file].decode() if b.asm_file in files else "",
                object=files.get(b.object_file),
                metrics=Metrics.from_json(meta["metrics"]) if meta.get("metrics") else None,
                ub_findings=tuple(Finding(**f) for f in meta["ub_findings"]),
                math_functions=tuple(meta["math_functions"]), notes=tuple(meta["notes"]),
            ), None
        except (OSError, ValueError, KeyError, TypeError, UnicodeDecodeError) as e:
            shutil.rmtree(d, ignore_errors=True)
            return None, f"a damaged build-cache entry was rebuilt ({d.name[:12]}: {e})"

    # ---- writing

    def usable(self) -> tuple[BuildCache | None, str | None]:
        """This cache if its folder can be written, else (None, why): build without a cache then."""
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            probe = tempfile.NamedTemporaryFile(dir=self.root, prefix=".probe-", delete=True)
            probe.close()
        except OSError as e:
            return None, f"build cache {self.root} is not usable ({e.strerror or e}); building without a cache"
        return self, None

    def building(self, artifact_key: str) -> AbstractContextManager[None]:
        """Held while one process builds ``artifact_key``: a second process building it meanwhile waits, then
        finds it stored (``<key>.lock`` beside the entry; without a writable cache, no lock)."""
        return exclusive(self._artifact_dir(artifact_key))

    def link(self, variant_key: str, artifact_key: str) -> None:
        """Record that ``variant_key`` builds ``artifact_key`` (written atomically; errors ignored)."""
        f = self._variant_file(variant_key)
        try:
            f.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile("w", dir=f.parent, prefix=".tmp-", delete=False) as tmp:
                tmp.write(artifact_key + "\n")
            os.replace(tmp.name, f)
        except OSError:
            pass  # a cache that cannot be written costs a rebuild later, never a result

    def store(self, variant_key: str, v: CachedArtifact) -> None:
        """Write an artifact (if new) and the name entry of the variant that built it."""
        if not v.key:
            return
        final = self._artifact_dir(v.key)
        if not final.exists():
            try:
                self._write_artifact(final, v)
            except OSError:
                return
        self.link(variant_key, v.key)

    def _write_artifact(self, final: Path, v: CachedArtifact) -> None:
        b = backend_for(v.kind)
        files: dict[str, bytes] = {"optimized.ll": v.optimized_ir.encode()}
        if v.asm:
            files[b.asm_file] = v.asm.encode()
        if v.object is not None:
            files[b.object_file] = v.object
        meta: dict[str, Any] = {
            "format": FORMAT, "key": v.key, "kind": v.kind,
            "entries": [e.to_json() for e in v.entries], "exports": list(v.exports),
            "metrics": v.metrics.to_json() if v.metrics else None,
            "ub_findings": [asdict(f) for f in v.ub_findings],
            "math_functions": list(v.math_functions), "notes": list(v.notes),
            "files": {n: _sha(data) for n, data in files.items()},
        }
        meta["meta_sha256"] = _meta_digest(meta)
        final.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=".tmp-", dir=final.parent))
        try:
            for name, data in files.items():
                (tmp / name).write_bytes(data)
            (tmp / "meta.json").write_text(json.dumps(meta))
            try:
                os.rename(tmp, final)
            except OSError:  # another process stored the same key first: theirs is identical
                shutil.rmtree(tmp, ignore_errors=True)
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise


def default_cache() -> BuildCache:
    """The build cache under fpsem's cache folder (``$FPSEM_CACHE``, see ``fpsem.core.paths``)."""
    return BuildCache(cache_dir() / "build")
