"""Results.

The SQLite store, the typed stage values, the analysis into tables, and the trade-off report.
"""
