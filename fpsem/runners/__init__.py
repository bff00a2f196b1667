"""Running variants.

On this CPU through the JIT (``host``), on NVIDIA GPUs (``cuda``), and the host timing loop.
"""
