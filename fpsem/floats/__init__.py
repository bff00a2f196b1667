"""Floating-point numbers themselves.

Ulp distances and correct rounding, and exact mpmath reals with their sign of zero.
"""
