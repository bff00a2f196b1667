"""Generated entry points of the launch ABI (kernels/README.md): one module per target kind.

``common`` holds what every generator shares (parameter lists, stage calls, the
flattening of an iteration space); ``host`` writes plain loop nests for the CPU;
the GPU generators write one thread per point (``gridstride``; reductions a grid-stride loop), the
NVIDIA one in the point order ``order`` chooses (row-major or the ``tiles`` order).
"""
