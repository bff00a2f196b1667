"""Speed.

Timing statistics and speedups, the performance model, its error bands, and its calibration.

The model: ``traces`` (trace a built variant, cached) -> ``trace_adapter`` (the tracer's output) ->
``execution`` (counts on machine blocks) + ``memtrace`` (memory from addresses) -> ``dynamic_model``
(the terms, the prediction) -> ``explain``.  ``model`` holds the machine figures, the shared types and the
static model that the calibration fits through.
"""
