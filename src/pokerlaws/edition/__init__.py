"""The edition: the laws as data, read from ``laws/`` and checked, their exports, and what the reader's browser runs."""

from __future__ import annotations

from pokerlaws.edition.collation import PAGE_MARKER
from pokerlaws.edition.errors import (
    LawFileError,
    SettingError,
    UnknownLaw,
    UnknownRuling,
    display_path,
)
from pokerlaws.edition.files import (
    is_standard_output,
    json_bytes,
    named_stdout,
    read_text,
    unwritable,
    write_file,
    write_json,
)
from pokerlaws.edition.model import (
    CERTAINTIES,
    EMENDATION_TYPES,
    REVIEW_LEVELS,
    Emendation,
    Example,
    Law,
    Ruling,
    Source,
)

# The face imports only modules that need the standard library alone: every `pokerlaws` command imports
# edition.files, and the reader's browser edition.in_browser. The corpus (and with it the loader and YAML),
# the law <-> code links, the records, the exports (TEI needs lxml) are imported from their modules.
__all__ = [
    "CERTAINTIES", "EMENDATION_TYPES", "PAGE_MARKER", "REVIEW_LEVELS", "Emendation", "Example", "Law", "LawFileError",
    "Ruling", "SettingError", "Source", "UnknownLaw", "UnknownRuling", "display_path", "is_standard_output", "json_bytes", "named_stdout",
    "read_text", "unwritable", "write_file", "write_json",
]  # fmt: skip
