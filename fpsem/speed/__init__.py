"""Speed.

Timing statistics and speedups, the performance model, its error bands, and its calibration.
"""
