"""LLVM IR.

The llvmlite binding (parse, verify, optimize, emit), the text reader, the fast-math flag model, and
the mpmath interpreter.
"""
