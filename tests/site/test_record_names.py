"""A record's file name becomes its page's address and the attributes of its heading: a name outside
lower-case letters, digits and hyphens is refused in one line naming the file (the attack on issue 29's new
changes, finding 4: ``x onmouseover=alert(1).yaml`` set a handler on the page's heading)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from helpers import RECORDS

from pokerlaws.edition.errors import LawFileError
from pokerlaws.site.record_pages import record_files, render_record_pages

SHIPPED = RECORDS / "1882-uncalled-bet.yaml"


@pytest.mark.parametrize("name", ["x onmouseover=alert(1).yaml", 'a"b.yaml', "A.yaml", ".hidden.yaml", "a}b.yaml"])
def test_a_record_named_outside_the_safe_set_is_refused_naming_the_file(tmp_path: Path, name: str) -> None:
    shutil.copy(SHIPPED, tmp_path / "1882-uncalled-bet.yaml")
    shutil.copy(SHIPPED, tmp_path / name)
    with pytest.raises(LawFileError) as caught:
        record_files(tmp_path)
    assert name in str(caught.value) and "rename" in str(caught.value) and "\n" not in str(caught.value)
    with pytest.raises(LawFileError):
        render_record_pages([tmp_path / name])


def test_the_shipped_records_are_named_safely_and_their_pages_made(tmp_path: Path) -> None:
    assert record_files(RECORDS) == sorted(RECORDS.glob("*.yaml"))
    page = render_record_pages([SHIPPED])["records/1882-uncalled-bet.md"]
    assert "{ #record-1882-uncalled-bet }" in page and 'title="pokerlaws judge docs/records/1882-uncalled-bet.yaml"' in page
