"""Where the worked examples run: in a worker process under a time limit, as pytest items, and in the reader's browser (Pyodide)."""

from __future__ import annotations

from pokerlaws.runtime.examples import (
    MAX_TIME_LIMIT,
    TIME_LIMIT,
    ExampleRunner,
    example_problems,
    example_seconds,
    examples_skipped,
    run_example,
)
from pokerlaws.runtime.pyodide_runtime import VERSION

# The pytest plugin (runtime.pytest_examples, loaded with -p) is imported from its module: pytest is no
# dependency of pokerlaws.
__all__ = [
    "MAX_TIME_LIMIT", "TIME_LIMIT", "VERSION", "ExampleRunner", "example_problems", "example_seconds",
    "examples_skipped", "run_example",
]  # fmt: skip
