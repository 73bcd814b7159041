"""Lossless: every witness file is rebuilt word for word from the YAML alone.

And the other direction: every witness reading, with its recorded emendations,
gives the edited text. Mutations of a copy of laws/ show that both checks fail
when a word is dropped, moved or changed without a record.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from helpers.laws import LAWS, copy_laws, edit, load_error

from pokerlaws.edition.collation import normalise
from pokerlaws.edition.corpus import Corpus, default_corpus

# Fixity: the SHA-256 of each seed file as received. The witnesses are never edited.
SEEDS = {
    "000_1c466bd7adf5a803.txt": "68f60cb2251a5528146600f20579a1bab33c2d06f32ac690c37f13290e289756",
    "001_72ff5eeb65913ce6.txt": "5cacb8921d7bca06035cff815ec02278249a67e01e0a207109f258d9e931f538",
    "002_dcccb5b3186fc97b.txt": "67bf3299c822138945a513b687962842b9242ccf4d64f2a4ea73f617f8880358",
    "003_204531960e24d0f0.txt": "0fcb4edc8a0b79563ca78fd170beee4f72158c714803c9b7492bffede70d6d30",
    "004_62b82ddcbee790cc.txt": "bd4bce86bb85dd0fda408834276151e85679cf6d0f497d684d0435d86529f205",
}


def witness_files():
    corpus = default_corpus()
    return [pytest.param(source, witness, file, id=file.file) for source, witness, file in corpus.witness_files()]


@pytest.mark.parametrize(("source", "witness", "file"), witness_files())
def test_each_witness_file_is_rebuilt_from_the_yaml(source, witness, file) -> None:
    original = (LAWS / "witnesses" / file.file).read_text(encoding="utf-8")
    rebuilt, _ = default_corpus().rebuild(source, witness, file)
    assert rebuilt == normalise(original)


def test_every_witness_file_is_used() -> None:
    used = {file.file for _, _, file in default_corpus().witness_files()}
    assert used == {p.name for p in (LAWS / "witnesses").glob("*.txt")} == set(SEEDS)


@pytest.mark.parametrize("name", sorted(SEEDS))
def test_witnesses_are_the_seeds_byte_for_byte(name: str) -> None:
    assert hashlib.sha256((LAWS / "witnesses" / name).read_bytes()).hexdigest() == SEEDS[name]


def test_every_reading_gives_the_edited_text() -> None:
    corpus = default_corpus()
    checked = 0
    for unit in corpus.laws.values():
        for siglum, reading in unit.readings.items():
            got, want = corpus.edited_reading(unit, siglum), corpus.linear_text(unit)
            assert want.endswith(got) if reading.lacks == "beginning" else got == want, (unit.id, siglum)
            checked += 1
    assert checked == 54 + 23  # G carries 1882:59-81 beside W


# --- the checks fail when they should -----------------------------------------


def both(laws: Path, unit: str, old: str, new: str) -> None:
    """Make the same change in a unit's edited text and in its W reading."""
    path = laws / "1882" / f"{unit}.yaml"
    text = path.read_text(encoding="utf-8")
    # the edited text comes first in the file, then the W reading; later quotations are left alone
    assert text.count(old) >= 2 and text.index(old) < text.index("witnesses:") < text.index(old, text.index(old) + 1)
    path.write_text(text.replace(old, new, 2), encoding="utf-8")


@pytest.mark.parametrize(
    ("unit", "old", "new", "what"),
    [
        ("52", "deposited in the pool", "in the pool", "dropped"),
        ("55", "made in proper turn", "in made proper turn", "moved"),
        ("58", "such player wins", "such player takes", "changed"),
    ],
)
def test_a_word_lost_from_a_witness_fails_the_rebuild(tmp_path: Path, unit: str, old: str, new: str, what: str) -> None:
    # The reading and the edited text agree, so only the rebuild can notice.
    laws = copy_laws(tmp_path)
    both(laws, unit, old, new)
    error = load_error(laws)
    assert "000_1c466bd7adf5a803.txt is not rebuilt word for word" in error.problem, what
    assert error.path.name == f"{unit}.yaml"


def test_an_unrecorded_change_to_the_edited_text_fails(tmp_path: Path) -> None:
    laws = copy_laws(tmp_path)
    path = laws / "1882" / "80.yaml"
    edit(path, "particular rule", "certain rule")
    error = load_error(laws)
    assert error.path == path
    assert "with its emendations applied, does not give the edited text" in error.problem
    assert error.line == 8  # the line of the edited text
    assert "expected 'agree to waive a certain rule" in error.problem


def test_a_change_recorded_as_an_emendation_passes(tmp_path: Path) -> None:
    laws = copy_laws(tmp_path)
    path = laws / "1882" / "57.yaml"  # W is its only witness
    edit(path, "The statement of his", "The declaration of his")
    text = path.read_text(encoding="utf-8")
    record = (
        "emendations:\n  - witness: W\n    reads: \"statement\"\n    edition: \"declaration\"\n"
        "    type: variant\n    reason: \"a test\"\n"
    )
    path.write_text(text.replace("engine:", record + "engine:", 1), encoding="utf-8")
    unit = Corpus.load(laws).law("1882:57")
    assert unit.text.startswith("The declaration of his") and unit.emendations[0].reads == "statement"


def test_a_page_marker_out_of_place_fails(tmp_path: Path) -> None:
    laws = copy_laws(tmp_path)
    path = laws / "1882" / "73.yaml"
    edit(path, "pages: [56, 57]", "pages: [57]")
    error = load_error(laws)
    assert error.path == path
    assert "records pages [57], but its page markers" in error.problem and "[56, 57]" in error.problem


def test_the_two_fragments_of_g_must_agree(tmp_path: Path) -> None:
    # 004 and 001 both hold law 66; G has one reading, so a difference in 004 is a loss
    laws = copy_laws(tmp_path)
    path = laws / "witnesses" / "004_62b82ddcbee790cc.txt"
    path.write_text(path.read_text(encoding="utf-8").replace("flush sequences shown", "flush sequence shown"), encoding="utf-8")
    error = load_error(laws)
    assert "004_62b82ddcbee790cc.txt is not rebuilt word for word" in error.problem
    assert error.path.name == "66.yaml"


def test_the_sigla_table_agrees_with_the_sources() -> None:
    table = (LAWS / "witnesses" / "README.md").read_text(encoding="utf-8")
    rows = [line.split("|")[1:4] for line in table.splitlines() if line.startswith("| `")]
    documented = {cells[0].strip(" `"): (cells[1].split()[0].strip("*"), cells[2].strip()) for cells in rows}
    actual = {f.file: (w.siglum, s.key) for s, w, f in default_corpus().witness_files()}
    assert documented == actual
