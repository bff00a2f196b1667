"""Base layer.

Errors and exit codes, precisions, data paths, input limits, TOML reading, content identity,
version, this machine's hardware, crash-isolated worker processes.
"""
