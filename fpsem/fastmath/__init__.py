"""Fast-math flags on a module.

Profiles, sites, per-site assignments, the rewrite, its independent audit, and the UB validator.
"""
