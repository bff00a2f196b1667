"""Tiny user kernels written into a folder for tests: a spec with in/out arrays over [0, N) and its IR."""

from __future__ import annotations

from pathlib import Path

from fpsem.kernels.registry import Kernel, load_kernel


def write_kernel(directory: Path, key: str, ir: dict[str, str], ins: tuple[str, ...] = ("x",),
                 outs: tuple[str, ...] = ("w",), n: int = 64, description: str = "test kernel") -> Path:
    """Write ``key.toml`` and ``key.<precision>.ll`` (one per entry of ``ir``); returns the spec's path.

    The stage function is ``@<key>_main(i64 %i, <outs as ptr>, <ins as ptr>)``.
    """
    directory.mkdir(parents=True, exist_ok=True)
    args = [f'[[args]]\nname = "{a}"\nrole = "out"\nlength = "N"\ninit = "C(0.0)"\n' for a in outs]
    args += [f'[[args]]\nname = "{a}"\nrole = "in"\nlength = "N"\ninit = "D(0.5)"\n' for a in ins]
    spec = (f'name = "{key.upper()}"\ngroup = "test"\ndescription = "{description}"\n'
            f'precisions = {list(ir)!r}\nreps = 1\n\n[sizes.default]\nN = {n}\n\n[sizes.small]\nN = 16\n\n'
            '[rajaperf]\nbytes = "2*W*N"\nflops = "N"\n\n' + "\n".join(args)
            + '\n[[stages]]\nname = "main"\nspace = [["0", "N"]]\n').replace("'", '"')
    path = directory / f"{key}.toml"
    path.write_text(spec)
    for prec, text in ir.items():
        (directory / f"{key}.{prec}.ll").write_text(text)
    return path


def tiny_kernel(directory: Path, key: str, ir: dict[str, str], **kw) -> Kernel:
    return load_kernel(str(write_kernel(directory, key, ir, **kw)))


def compile_many(kernels, precisions, profiles, targets, **kw):
    """The builds of every kernel x precision x profile x target, exactly those (no strict baseline added), in
    the order kernel > precision > target > profile: :func:`fpsem.compile_many` with ``baseline=False``."""
    import fpsem

    return [b.variant for b in fpsem.compile_many(kernels, targets, profiles, precisions, baseline=False, **kw)]
