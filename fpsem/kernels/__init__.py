"""The built-in kernel suite: specs (TOML) and target-neutral IR in ``kernels/``.

* :mod:`.spec`     — the spec dataclasses, TOML loading and safe integer expressions
* :mod:`.registry` — find, list and load kernels (spec + IR, checked against each other)
* :mod:`.ircheck`  — the kernel ABI check of an IR file against its spec
* :mod:`.gen_f32`  — ``NAME.f32.ll`` generated from ``NAME.f64.ll``
* :mod:`.inputs`   — the ``rajaperf``, ``random`` and ``special`` input sets
* :mod:`.checksum` — RAJAPerf's checksum rule
"""
