"""From a variant to machine code.

The variant and its identity, targets, the one build path, its cache, vendor math libraries,
backends and entry points, and machine-code readers.
"""
