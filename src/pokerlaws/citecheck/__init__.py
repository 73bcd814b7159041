"""The citation checker (``pokerlaws cite-check``, the pytest plugin ``@pytest.mark.law``): citations of the laws in a project, checked and pinned."""

from __future__ import annotations

from pokerlaws.citecheck.citing import (
    Citing,
    pinned_name,
    project_citing,
    stale_in_files,
)
from pokerlaws.citecheck.pins import pin_matches, unit_pin

# The face imports only modules that need the standard library alone: pytest loads citecheck.pytest_law in
# every project that installs pokerlaws. The checker itself (command, check, scan: pathspec) and the plugin
# (pytest) are imported from their modules.
__all__ = ["Citing", "pin_matches", "pinned_name", "project_citing", "stale_in_files", "unit_pin"]
