"""A broken law file gets one clear message: the file, the line, what is wrong."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.laws import copy_laws, edit, load_error

from pokerlaws.edition.corpus import Corpus


@pytest.fixture
def laws(tmp_path: Path) -> Path:
    return copy_laws(tmp_path)


def test_the_edition_loads_all_54_units(laws: Path) -> None:
    corpus = Corpus.load(laws)
    ids = list(corpus.laws)
    assert ids[:2] == ["1882:52", "1882:53"] and ids[-1] == "1895:38"
    assert len([i for i in ids if i.startswith("1882:")]) == 30
    assert [i for i in ids if i.startswith("foster:")] == [f"foster:{n}" for n in range(1, 10)]
    assert [i for i in ids if i.startswith("1895:")] == [f"1895:{n}" for n in range(24, 39)]


def test_invalid_yaml_names_file_and_line(laws: Path) -> None:
    path = laws / "1882" / "71.yaml"
    line = edit(path, 'title: "The ace in sequences"', 'title: "The ace in sequences')
    error = load_error(laws)
    assert error.path == path
    assert error.line is not None and error.line >= line
    assert "invalid YAML" in str(error) and "71.yaml" in str(error)


def test_missing_required_field(laws: Path) -> None:
    path = laws / "1882" / "60.yaml"
    edit(path, 'section: "The Betting"\n', "")
    error = load_error(laws)
    # the line where the unit's mapping begins, below the schema comment
    assert (error.path, error.line) == (path, 2)
    assert "missing required field 'section'" in error.problem


def test_wrong_type(laws: Path) -> None:
    path = laws / "1895" / "31.yaml"
    line = edit(path, "number: 31", 'number: "thirty-one"')
    error = load_error(laws)
    assert (error.path, error.line) == (path, line)
    assert "field 'number' must be a whole number, not a string ('thirty-one')" in error.problem


def test_unquoted_id_is_explained(laws: Path) -> None:
    # YAML 1.1 reads 1882:52 as a base-60 number; the message must say so
    path = laws / "1882" / "52.yaml"
    line = edit(path, 'id: "1882:52"', "id: 1882:52")
    error = load_error(laws)
    assert (error.path, error.line) == (path, line)
    assert "quoted string" in error.problem


def test_unknown_engine_path(laws: Path) -> None:
    path = laws / "1882" / "74.yaml"
    line = edit(path, "  - pokerlaws.hands.evaluate", "  - pokerlaws.hands.values.evalute")
    error = load_error(laws)
    assert (error.path, error.line) == (path, line)
    assert "engine path 'pokerlaws.hands.values.evalute' does not resolve" in error.problem
    assert "has no attribute 'evalute'" in error.problem


def test_two_files_with_one_id(laws: Path) -> None:
    # a copy of 1882:53 under another source's directory cannot claim the id
    text = (laws / "1882" / "53.yaml").read_text(encoding="utf-8")
    (laws / "1882" / "53.yml").write_text(text, encoding="utf-8")
    error = load_error(laws)
    assert error.path.name == "53.yml"
    assert "id '1882:53' is already used by" in error.problem


def test_id_must_match_number(laws: Path) -> None:
    path = laws / "1882" / "54.yaml"
    line = edit(path, 'id: "1882:54"', 'id: "1882:55"')
    error = load_error(laws)
    assert (error.path, error.line) == (path, line)
    assert "does not match source and number ('1882:54')" in error.problem


def test_id_must_match_file_name(laws: Path) -> None:
    (laws / "1882" / "54.yaml").rename(laws / "1882" / "540.yaml")
    error = load_error(laws)
    assert error.path.name == "540.yaml"
    assert "must be in the file laws/1882/54.yaml" in error.problem


def test_emendation_reading_must_be_in_its_witness(laws: Path) -> None:
    path = laws / "1882" / "78.yaml"
    line = edit(path, 'reads: "the tight of"', 'reads: "the tigth of"')
    error = load_error(laws)
    assert error.path == path and error.line is not None and abs(error.line - line) <= 1
    assert "emendation reads 'the tigth of'" in error.problem and "witness W" in error.problem


def test_emendation_of_a_witness_without_a_reading(laws: Path) -> None:
    path = laws / "1882" / "52.yaml"
    edit(path, "  - witness: W\n", "  - witness: G\n")
    error = load_error(laws)
    assert error.path == path
    assert "emendation of witness 'G', which has no reading of this unit" in error.problem


def test_example_without_doctest_lines(laws: Path) -> None:
    path = laws / "1882" / "67.yaml"
    old = '      >>> from pokerlaws import compare\n      >>> compare("9S 9H 9D 9C 2S", "8S 8H 8D 8C AS")\n'
    line = edit(path, old, '      from pokerlaws import compare\n      compare("9S 9H 9D 9C 2S", "8S 8H 8D 8C AS")\n')
    error = load_error(laws)
    assert (error.path, error.line) == (path, line)
    assert "example 'The higher four cards win' has no '>>>' lines" in error.problem


def test_duplicate_key(laws: Path) -> None:
    path = laws / "1882" / "57.yaml"
    line = edit(path, 'title: "A stated intention does not bind"\n', 'title: "A stated intention does not bind"\ntitle: "again"\n')
    error = load_error(laws)
    assert (error.path, error.line) == (path, line + 1)
    assert "key 'title' is given twice" in error.problem


def test_unknown_field_lists_the_known_ones(laws: Path) -> None:
    path = laws / "foster" / "3.yaml"
    edit(path, "section:", "sektion:")
    error = load_error(laws)
    assert error.path == path
    assert "unknown field 'sektion'" in error.problem and "known fields:" in error.problem


def test_wrong_emendation_type(laws: Path) -> None:
    path = laws / "1882" / "81.yaml"
    line = edit(path, "type: misprint", "type: typo")
    error = load_error(laws)
    assert (error.path, error.line) == (path, line)
    assert "must be one of 'misprint', 'ocr'" in error.problem and "not 'typo'" in error.problem


def test_not_utf8(laws: Path) -> None:
    path = laws / "1895" / "30.yaml"
    path.write_bytes(path.read_bytes().replace("·".encode(), b"\xb7", 1))
    error = load_error(laws)
    assert error.path == path and "not UTF-8" in error.problem


def test_ruling_parameter_must_exist(laws: Path) -> None:
    path = laws / "1882" / "73.yaml"
    line = edit(path, "parameter: pokerlaws.hands.Ruleset.two_pairs_odd_card", "parameter: pokerlaws.hands.Ruleset.odd_card")
    error = load_error(laws)
    assert (error.path, error.line) == (path, line)
    assert "no field, argument or attribute 'odd_card'" in error.problem


def test_error_string_is_one_line_with_file_and_line(laws: Path) -> None:
    path = laws / "1882" / "65.yaml"
    line = edit(path, "number: 65", "number: sixty-five")
    message = str(load_error(laws))
    assert "\n" not in message
    assert message.startswith(f"{path}, line {line}: ") or f"65.yaml, line {line}: " in message


@pytest.mark.parametrize("depth", [30, 120])
def test_error_names_the_whole_path_of_a_file_deep_in_folders(tmp_path: Path, depth: int) -> None:
    # Paths of 100 to 300 characters are ordinary (a CI runner's temporary folders); the
    # message names the file as the system gives it, or at worst cuts the middle of the path.
    deep = tmp_path.joinpath(*["folder"] * (depth // 7))
    deep.mkdir(parents=True)
    laws = copy_laws(deep)
    path = laws / "1882" / "65.yaml"
    line = edit(path, "number: 65", "number: sixty-five")
    message = str(load_error(laws))
    if len(str(path)) <= 256:
        assert message.startswith(f"{path}, line {line}: "), message
    else:
        assert f"/folder/folder/laws/1882/65.yaml, line {line}: " in message and "characters)" in message, message


@pytest.mark.parametrize(
    ("unit", "old", "new", "says"),
    [
        ("1895/31.yaml", "number: 31", "number: " + "thirty-one " * 300, "must be a whole number, not a string ('thirty-one"),
        ("1882/81.yaml", "type: misprint", "type: " + "typo " * 600, "must be one of 'misprint'"),
        ("1895/31.yaml", 'id: "1895:31"', 'id: "' + "x" * 3000 + '"', "has the wrong form: 'xxx"),
    ],
    ids=["type", "enum", "pattern"],
)
def test_a_field_holding_a_page_of_the_wrong_kind_is_quoted_in_part(laws: Path, unit: str, old: str, new: str, says: str) -> None:
    """A value of the wrong kind is quoted in its first hundred characters, not whole: a message stays one readable line."""
    edit(laws / unit, old, new)
    error = load_error(laws)
    assert says in error.problem and "…" in error.problem
    assert len(error.problem) < 400, error.problem


@pytest.mark.parametrize("path", ["pokerlaws.cli.__main__.main", "pokerlaws.__main__", "pokerlaws.cli.__main__"])
def test_an_engine_path_naming_a_main_module_is_refused_unimported(path: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Attack review: ``engine: pokerlaws.cli.__main__.main`` in a law file ran the command a second time inside
    ``check``, with the host's own arguments; such a module is refused, not imported."""
    import sys

    from pokerlaws.edition.loader import resolve

    for name in ("pokerlaws.__main__", "pokerlaws.cli.__main__"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    with pytest.raises(LookupError, match="names a __main__ module"):
        resolve(path)
    assert "pokerlaws.cli.__main__" not in sys.modules and "pokerlaws.__main__" not in sys.modules
