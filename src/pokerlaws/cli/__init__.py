"""The command line, ``pokerlaws``."""

from __future__ import annotations

from pokerlaws.cli.commands import main

__all__ = ["main"]
