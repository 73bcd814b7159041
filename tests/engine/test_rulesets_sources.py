"""The rulesets and the sources they are credited to (issue 10, fault 12).

The footnote to 1882:71 speaks only of the ace at either end of a sequence.
Its ruleset, ``american-writers``, differs from 1882 in that point alone; the
ruleset ``american`` is described as the editor's, and no text of the edition
credits the footnote with suits, the odd card or the comparison two by two.
"""

from __future__ import annotations

import dataclasses
import inspect
import re

import pytest
import yaml
from helpers import ROOT

import pokerlaws.hands.rulesets
from pokerlaws import RULESETS, compare, evaluate
from pokerlaws.hands.rulesets import differences
from pokerlaws.jackpot import JackPot

SWITCHES = [f.name for f in dataclasses.fields(pokerlaws.hands.Ruleset) if f.name not in ("name", "description")]


@pytest.mark.law("1882:71")
def test_the_footnote_ruleset_differs_from_1882_in_the_ace_ending_a_sequence_alone() -> None:
    footnote, code = RULESETS["american-writers"], RULESETS["1882"]
    assert [s for s in SWITCHES if getattr(footnote, s) != getattr(code, s)] == ["ace_ends_sequence"]
    assert footnote.ace_ends_sequence is True
    assert differences(footnote, code) == (
        'name "american-writers" against "1882", ace_ends_sequence True against False, description (the texts differ)'
    )


@pytest.mark.law("1882:69", "1882:71", "1882:73")
def test_the_footnote_ruleset_in_play() -> None:
    assert str(evaluate("10S JD QC KH AS", "american-writers")) == "sequence, ace high (10-J-Q-K-A)"
    assert compare("7H 5H 4H 3H 2H", "AS KS QS JS 9S", ruleset="american-writers") == 1  # hearts first, as 1882
    assert compare("KS KH 7D 7C 2S", "KD KC 7S 7H AS", ruleset="american-writers") == 0  # law 73, as 1882


def test_american_keeps_its_name_and_its_points() -> None:
    american = RULESETS["american"]
    assert [s for s in SWITCHES if getattr(american, s) != getattr(RULESETS["1882"], s)] == [
        "ace_ends_sequence", "hearts_flush_first", "two_pairs_odd_card", "untied_card",
    ]  # fmt: skip



@pytest.mark.law("foster:9", "1895:24", "1895:28")
def test_no_source_defaults_to_a_ruleset_its_ruling_calls_farther_from_the_sources() -> None:
    """Issue 28, the second review: the rulings on foster:9, 1895:24 and 1895:28 argued the ace alone and called the
    other points of ``american`` the editor's, after modern practice, while calling ``american-writers`` the reading
    nearer the sources. The default of each source that orders no hand is now ``american-writers``."""
    from pokerlaws.jackpot.openers import has_openers
    from pokerlaws.table import CODES
    from pokerlaws.table.codes import JACK_POT

    assert CODES["foster"].ruleset == CODES["1895"].ruleset == JACK_POT.ruleset == "american-writers"
    assert inspect.signature(JackPot).parameters["ruleset"].default == "american-writers"
    assert inspect.signature(has_openers).parameters["ruleset"].default == "american-writers"


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.])\s+(?=[A-Z*`])|\n\s*\n", text) if s]


CLAIMS = re.compile(r"suit|odd card|two by two|pairwise|hearts", re.I)
DISOWNS = re.compile(r"\bnot\b|nothing|no source|editor|neither|nor\b|only", re.I)


def attribution_texts() -> dict[str, str]:
    texts = {"rules.py docstring": pokerlaws.hands.rulesets.__doc__ or ""}
    for name, ruleset in RULESETS.items():
        texts[f"RULESETS[{name!r}].description"] = ruleset.description
    unit = yaml.safe_load((ROOT / "laws/1882/71.yaml").read_text(encoding="utf-8"))
    texts["1882:71 commentary"] = unit["commentary"]
    for path in sorted((ROOT / "laws/sources").glob("*.yaml")):
        texts[path.name] = yaml.safe_load(path.read_text(encoding="utf-8"))["introduction"]
    return texts


@pytest.mark.parametrize(("where", "text"), list(attribution_texts().items()))
def test_no_text_credits_the_footnote_with_suits_or_the_odd_card(where: str, text: str) -> None:
    """A sentence that names the footnote (or "American writers") and a point beyond the ace must disown it."""
    for sentence in sentences(text):
        if re.search(r"footnote|american writers", sentence, re.I) and CLAIMS.search(sentence):
            assert DISOWNS.search(sentence), f"{where}: {sentence!r}"


def test_the_check_would_catch_the_old_attribution() -> None:
    old = (
        "The American custom named in the footnote to 1882:71: the ace begins or ends a "
        "sequence, no suit ranks above another, and the odd card decides between equal "
        "two pairs; the modern high-hand order."
    )
    assert any(re.search(r"footnote", x) and CLAIMS.search(x) and not DISOWNS.search(x) for x in sentences(old))


def test_the_american_ruleset_is_described_as_the_editors() -> None:
    assert "editor" in RULESETS["american"].description
    assert "Some American writers permit of the ace" in RULESETS["american-writers"].description
    assert "footnote" not in RULESETS["american"].description.split("(")[0]  # not credited to it up front


@pytest.mark.parametrize("source", ["1882", "foster", "1895"])
def test_each_source_says_which_valuation_applies(source: str) -> None:
    doc = pokerlaws.hands.rulesets.__doc__ or ""
    intro = yaml.safe_load((ROOT / f"laws/sources/{source}.yaml").read_text(encoding="utf-8"))["introduction"]
    assert f"**{'The Foster-style account' if source == 'foster' else source}**" in doc
    assert re.search(r"american-writers|`american`|`1882`|silent", intro)


def test_the_1895_account_quotes_the_guide_and_foster_is_silent() -> None:
    doc = " ".join((pokerlaws.hands.rulesets.__doc__ or "").split())
    assert '"cannot be opened by a player drawing for a straight or a flush"' in doc
    assert "is silent" in doc
    for path in sorted((ROOT / "laws/foster").glob("*.yaml")):
        text = yaml.safe_load(path.read_text(encoding="utf-8"))["text"].lower()
        assert not re.search(r"\b(straight|sequence|flush)\b", text), path.name  # silent indeed


CUSTOM = re.compile(r"authority of custom|\bEnglish\b[^.]*\bcustom|\bcustom\b[^.]*\bcountry|order a custom|\bis (?:English )?custom", re.I)
BEYOND_THE_ACE = re.compile(r"hearts|\bsuits?\b|1882 (?:code's )?order|law 69|1882:69", re.I)
NAMES_ITS_LIMIT = re.compile(r"analogy|not reach|not involved|covers no", re.I)


def custom_texts() -> dict[str, str]:
    """Every text that argues a source's valuation: those above, law 69's commentary, every ruling, the code's ruleset."""
    from pokerlaws.edition.corpus import default_corpus
    from pokerlaws.table import Code

    texts = attribution_texts()
    for unit in default_corpus().laws.values():
        texts[f"{unit.id} commentary"] = unit.commentary or ""
        for ruling in unit.rulings:
            texts[f"{unit.id} ruling {ruling.title!r}"] = f"{ruling.question}\n\n{ruling.ruling}"
    texts["Code docstring"] = Code.__doc__ or ""
    return texts


def stretches_the_footnote(text: str) -> list[str]:
    """The sentences of *text* that give the footnote's custom to hearts, suits or the 1882 order without saying that
    the footnote does not reach them (it covers law 71 "and the others which are involved in it"; law 69 is none)."""
    return [s for s in sentences(" ".join(text.split())) if CUSTOM.search(s) and BEYOND_THE_ACE.search(s) and not NAMES_ITS_LIMIT.search(s)]


@pytest.mark.law("1882:69", "1882:71")
@pytest.mark.parametrize(("where", "text"), list(custom_texts().items()))
def test_no_text_gives_hearts_the_footnotes_custom_but_by_a_named_analogy(where: str, text: str) -> None:
    """The footnote to 1882:71 gives "only the authority of custom in this country" to law 71 "and the others which are
    involved in it": the ace in sequences. Hearts first (law 69) is not involved in it, so a text that calls it, or the
    1882 order as a whole, a custom says that the footnote does not reach it, or names the analogy (issue 28)."""
    assert not stretches_the_footnote(text), f"{where}: {stretches_the_footnote(text)}"


def test_the_custom_check_would_catch_the_old_arguments() -> None:
    old = [
        "Among flushes not in hearts, the highest card decides. The rule is English custom; the `american` ruleset has no suit precedence.",
        "The account's words are not the 1882 laws', and the 1882 code's order, hearts first among them, has by its own "
        "footnote (1882:71) “only the authority of custom in this country”; so the edition does not presume that order here.",
        "The laws are English in their custom: the ace begins a sequence but never ends one (law 71), and a flush in hearts beats any other flush (law 69).",
    ]
    assert all(stretches_the_footnote(text) for text in old)
