"""The fixture trees of ``pokerlaws cite-check`` (``tests/cite_tree/``), ready to be checked.

Shared by tests/edition/test_cite_check.py and tests/edition/test_pre_commit_hook.py.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from helpers import ROOT
from pokerlaws.citecheck.pins import unit_pin
from pokerlaws.edition.corpus import Corpus, default_corpus

TREES = ROOT / "tests" / "cite_tree"


def render(tree: str, into: Path, corpus: Corpus | None = None) -> Path:
    """A copy of the fixture *tree* under *into*, with the pins of *corpus* (by default the
    edition's) put in for ``{{pin ID}}``, and a file its ``.gitignore`` leaves out."""
    corpus = corpus or default_corpus()
    target = into / tree
    shutil.copytree(TREES / tree, target)
    for path in target.rglob("*"):
        if path.is_file():
            text = path.read_text(encoding="utf-8")
            path.write_text(re.sub(r"\{\{pin ([\w:]+)\}\}", lambda m: unit_pin(corpus.laws[m[1]]), text), encoding="utf-8")
    (target / "build").mkdir(exist_ok=True)
    (target / "build" / "generated.md").write_text("1882:999 is in a file that .gitignore leaves out\n", encoding="utf-8")
    return target
