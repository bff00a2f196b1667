"""Searches over per-site flag assignments.

Bisection, tuning, delta debugging, criteria, flag attribution, their store and report sections.
"""
