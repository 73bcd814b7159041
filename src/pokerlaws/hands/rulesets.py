"""Rulesets: the points on which codes of poker law differ in valuing hands.

Three rulesets are built in, in [`RULESETS`][pokerlaws.hands.RULESETS]:

* ``"1882"``, the laws of *Poker: How to Play It* (London, 1882), laws
  [1882:65][1882-65] to [1882:76][1882-76], read by the letter where the
  letter decides and by the editor's rulings where it does not.
* ``"american-writers"``, the custom of the footnote to [1882:71][1882-71]
  and nothing more: "Some American writers permit of the ace being used at
  the beginning or end of a sequence, making ten to ace the highest
  sequence". It is the 1882 code with that one point changed: the ace ends a
  sequence as well as beginning one. The footnote says nothing of suits, of
  the odd card, or of the highest card not tied, so on those points the 1882
  laws stand.
* ``"american"``, the editor's modern high-hand order, a reading a record
  or a caller may name; no source's default. Only one of
  its points comes from a source: the ace ends a sequence, as in the footnote
  to [1882:71][1882-71]. The rest are the editor's, after modern practice, and
  no source of the edition states them: no suit ranks above another (the
  footnote does not speak of suits, and the 1882 code ranks hearts first,
  [1882:69][1882-69]); the odd card decides between two pairs with both pairs
  equal (the 1882 code is silent, [1882:73][1882-73]); hands of no pair and
  flushes are compared two by two, not by the highest card untied across all
  the hands shown ([1882:75][1882-75], [1882:69][1882-69]).

Which valuation each source of the edition takes, and on what ground:

* **1882**: the ``"1882"`` ruleset, from its own laws 65–76.
* **The Foster-style account** (``foster``) is silent: its nine paragraphs
  govern the draw and the betting after it, and name no kind of hand, no sequence,
  flush or rank of the ace. A whole deal under it values the hands under
  ``"american-writers"`` unless its record's ``ruleset`` names another
  ([`Code.ruleset`][pokerlaws.table.Code], the ruling on [foster:9][foster-9]):
  an editorial choice. The account's words are not the 1882 laws' (the age, the
  straddle, counters of white, red and blue) and name no hand, so the 1882
  order binds it by no word of its own. The choice rests on the editor's
  attribution of the account to the manner of R. F. Foster's writings and on
  its dating (American, c. 1897–1905), a conjecture, and on the editor's
  knowledge of period usage, outside the sources and as conjectural, that its
  terms (the age, the pone) are American usage; the footnote reports only the
  ace: the ruling weighs ``"1882"`` against it. On the ace the edition takes the
  footnote to [1882:71][1882-71], which says that law 71 "and the others
  which are involved in it" have "only the authority of custom in this
  country" and that "some American writers" let the ace end a sequence. The
  footnote speaks of the ace in a sequence and covers no other law: hearts
  first ([1882:69][1882-69]), the odd card ([1882:73][1882-73]) and the card
  not tied ([1882:75][1882-75]) are not involved in law 71, and on them the
  1882 laws, whose laws of the show and the pool the deal already takes
  (the ruling on [foster:9][foster-9]), stand: ``"american-writers"`` is the
  1882 order with the footnote's ace, the reading nearest the sources.
  Setting those points aside too (``"american"``) would be the editor's,
  after modern practice, an analogy with the footnote's word on the ace. A
  betting round judged alone (a record without a dealer) values hands under
  ``"1882"`` unless its ``ruleset`` says otherwise.
* **1895** (the Bartender's Guide) names hands only in passing: "a pair ⟨of⟩
  jacks or better" opens ([1895:28][1895-28]), and a jack-pot "cannot be
  opened by a player drawing for a straight or a flush"
  ([1895:38][1895-38]). It uses the American word *straight* and gives no
  order of hands, no rank of the ace and no precedence of suits. The jack-pot
  values hands under ``"american-writers"`` by default
  ([`JackPot.ruleset`][pokerlaws.jackpot.JackPot], the ruling on
  [1895:28][1895-28]), and so does a blind pool
  ([`Code.ruleset`][pokerlaws.table.Code], the ruling on [1895:24][1895-24]):
  the Guide's words for hands are not the 1882 laws' (it says *straight*),
  and on the ace the footnote to [1882:71][1882-71] reports the custom of
  "some American writers". On the other points the 1882 laws stand, as for
  the Foster-style account: the footnote's "authority of custom" covers law
  71 and the laws involved in it, not law 69, and the edition carries it no
  further; ``"american"`` sets them aside by an analogy it names.
  The default rests on the Guide's word *straight* ([1895:38][1895-38]), which
  the editor knows, from outside the sources, as the American name of the
  sequence (the footnote's writers are reported saying "sequence"), read as a
  sign of the American custom on the ace: a conjecture from a name, which the
  ruling weighs against ``"1882"``; the Guide's place of publication is not
  known. ``"american"`` or ``"1882"`` may be passed instead.

Where the 1882 text does not decide, a field of [`Ruleset`][pokerlaws.hands.Ruleset]
says what the engine does; the default is the editor's reading (an *editorial
ruling*), and a variant is one ``dataclasses.replace`` away.

Examples:
    >>> import dataclasses
    >>> from pokerlaws import RULESETS, evaluate
    >>> from pokerlaws.hands.rulesets import differences
    >>> odd_card = dataclasses.replace(RULESETS["1882"], two_pairs_odd_card=True, name="1882-odd-card")
    >>> evaluate("KH KS 9D 9C 7H") == evaluate("KD KC 9H 9S 2D")
    True
    >>> evaluate("KH KS 9D 9C 7H", odd_card) > evaluate("KD KC 9H 9S 2D", odd_card)
    True
    >>> differences(RULESETS["american-writers"], RULESETS["1882"])
    'name "american-writers" against "1882", ace_ends_sequence True against False, description (the texts differ)'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace

from pokerlaws.citations import implements
from pokerlaws.errors import UnknownRuleset
from pokerlaws.frozen import FrozenDict
from pokerlaws.messages import quote
from pokerlaws.readings import check_readings, reading

__all__ = ["RULESETS", "SEQUENCE_IN_HEARTS", "UNTIED_CARD", "Ruleset", "differences", "get_ruleset"]

SEQUENCE_IN_HEARTS: tuple[str, ...] = ("literal", "most_hearts", "flush")
"""The readings of "a sequence in hearts, ceteris paribus" ([1882:70][1882-70])."""

UNTIED_CARD: tuple[str, ...] = ("letter", "letter_then_pairwise", "pairwise")
"""The readings of "the card highest in value which is not tied" ([1882:75][1882-75], [1882:69][1882-69])."""



@implements("1882:69", "1882:70", "1882:71", "1882:73", "1882:75", "1882:76")
@dataclass(frozen=True)
class Ruleset:
    """A code of laws for the value of hands, as a set of switches.

    The order of the categories ([1882:65][1882-65]) is the same in every
    ruleset; the fields say how the ace runs in sequences (straights), whether
    hearts take precedence, whether the odd card counts in two pairs, and how
    the best of several hands of no pair, or of several flushes, is found.

    Attributes:
        name: the ruleset's name, e.g. ``"1882"``; hand values carry it.
        ace_begins_sequence: A-2-3-4-5 is a sequence (straight), the lowest,
            with the five as its highest card. True in both codes
            ([1882:71][1882-71]: "The ace shall only begin a sequence").
        ace_ends_sequence: 10-J-Q-K-A is a sequence, the highest. False under
            1882 ([1882:71][1882-71]: the ace "shall not end a sequence after a
            king"), True in the custom of its footnote ("Some American writers
            permit of the ace being used at the beginning or end of a
            sequence") and so in ``"american-writers"`` and ``"american"``. No code lets
            the ace be "an intermediate card between a king and a two"
            (Q-K-A-2-3 is never a sequence). Outside sequences the ace ranks
            as *ace_outside_sequences* says.
        hearts_flush_first: a flush (flush) all in hearts beats every flush in
            another suit ([1882:69][1882-69]). Two flushes in hearts, or two
            in other suits, compare by their cards, highest card not tied
            first. Sequence flushes (straight flushes) are not flushes for
            this purpose: [1882:66][1882-66] compares them by the highest card
            only.
        sequence_in_hearts: how to read [1882:70][1882-70], "if there be two
            or more sequences of cards of equal value, a sequence in hearts,
            ceteris paribus, shall be the best hand". One of:

            * ``"literal"`` (editorial ruling, the 1882 default): the clause
              never applies, since five hearts in sequence are a sequence
              flush, ranked above all sequences by [1882:65][1882-65], and
              [1882:77][1882-77] bids the laws be read "literally, and not by
              implication"; equal sequences are identical in value and share
              the pool ([1882:76][1882-76]).
            * ``"most_hearts"``: among sequences of equal value, the one with
              more hearts wins; equal numbers of hearts tie.
            * ``"flush"``: the clause is read as belonging to sequence
              flushes: of two sequence flushes of equal value, the one in
              hearts wins.
        two_pairs_odd_card: whether the fifth card decides between two
            two-pair hands whose pairs are both equal. [1882:73][1882-73]
            decides by the higher pair, then the other pair, and is silent on
            the fifth card, while [1882:74][1882-74] names it for one-pair
            hands; read literally (editorial ruling, the 1882 default: False)
            such hands are "identical in value" and share the pool under
            [1882:76][1882-76]. True in ``"american"``, as in modern poker
            (the editor's point: no source of the edition states it).
        description: a sentence for readers.
        untied_card: how the best of three or more hands of no pair
            ([1882:75][1882-75]), or of flushes ([1882:69][1882-69]), is found;
            with two hands every reading gives the same winner. One of:

            * ``"letter"`` (the 1882 default, the letter of the laws): the
              hand holding "the card highest in value which is not tied by a
              card of similar value in another competing hand" is the best, a
              card being tied by a card of its rank in *any* other competing
              hand. Where no card is untied (every rank shown is in two
              hands or more) no hand is held the best, and the competing
              hands share the pool (editorial ruling, [1882:75][1882-75]);
              two or more hands identical in value share it only when they
              are the best ([1882:76][1882-76]). The competing hands are
              those of the best category shown; of flushes under
              ``hearts_flush_first``, the flushes in hearts if any is shown.
            * ``"letter_then_pairwise"``: the same, but where no card is
              untied the hands are compared two by two.
            * ``"pairwise"`` (``"american"``): the modern comparison, each hand
              against each, card by card from the top.

            Only the choice of the best hands (and of the next best, in
            order, for law 60) reads it:
            [`ranked`][pokerlaws.table.showdown.ranked]; a hand's value and the
            comparison of two hands do not depend on it.
        next_best: how law 60's "next best hand" is found among hands of no
            pair, or flushes, under ``untied_card`` ``"letter"``
            ([1882:75][1882-75] with [1882:60][1882-60]): the best hand taken
            out, the rest are ranked ``"among the rest"`` alone, the hands
            left being the competing hands (the 1882 default, an editorial
            ruling); or the ``"best still competes"``: its cards still tie
            the cards of the others, though it cannot be the next best.
            Only [`ranked`][pokerlaws.table.showdown.ranked] reads it.
        ace_outside_sequences: where the ace ranks in hands other than
            sequences and sequence flushes (a pair, threes, a flush, a hand
            of no pair...), of which no law speaks: ``"high"``, above the
            king (the default of every ruleset, the editorial ruling on
            [1882:71][1882-71]), or ``"low"``, below the two, as it does at
            the beginning of a sequence.
        identical_hands: how hands "identical in value" ([1882:76][1882-76])
            stand in the search for the card not tied under ``untied_card``
            ``"letter"`` ([1882:75][1882-75], [1882:69][1882-69]): each is
            "another competing hand" whose cards ``"tie each other"`` (the
            1882 default, an editorial ruling); or they count ``"as one
            hand"``, so that two hands identical in value share the pool
            when their cards, taken once, hold the highest card not tied.
            Only [`ranked`][pokerlaws.table.showdown.ranked] reads it.
        flushes_in_hearts: which of two or more flushes in hearts is the
            best hand, under ``hearts_flush_first`` ([1882:69][1882-69]: "a
            flush in hearts shall be held to be the best hand", and the
            second clause speaks only "if there be no flush hand in hearts").
            One of:

            * ``"by their cards"`` (the 1882 default, an editorial ruling by
              implication from the second clause): the flushes in hearts
              compete among themselves as other flushes do, by
              ``untied_card``.
            * ``"share"``: each flush in hearts "shall be held to be the best
              hand", and their holders share the pool ([1882:76][1882-76]).

            Like ``untied_card``, only
            [`ranked`][pokerlaws.table.showdown.ranked] reads it: the value of
            a hand, and [`compare`][pokerlaws.hands.compare] of two hands,
            order two flushes in hearts by their cards under either reading.

    Raises:
        ValueError: *sequence_in_hearts* is not one of ``"literal"``,
            ``"most_hearts"``, ``"flush"``, *untied_card* not one of
            ``"letter"``, ``"letter_then_pairwise"``, ``"pairwise"``, or
            *name* is empty.
        TypeError: a switch is not a ``bool``, or *name* or *description*
            is not a ``str``.

    Examples:
        >>> import dataclasses
        >>> from pokerlaws import RULESETS
        >>> RULESETS["1882"].ace_ends_sequence, RULESETS["american"].ace_ends_sequence
        (False, True)
        >>> RULESETS["1882"].untied_card, RULESETS["american"].untied_card
        ('letter', 'pairwise')
        >>> dataclasses.replace(RULESETS["1882"], sequence_in_hearts="most", name="x")
        Traceback (most recent call last):
        ...
        ValueError: sequence_in_hearts must be one of "literal", "most_hearts", "flush", not 'most'
    """

    name: str
    ace_begins_sequence: bool
    ace_ends_sequence: bool
    hearts_flush_first: bool
    sequence_in_hearts: str = reading(*SEQUENCE_IN_HEARTS, required=True)
    two_pairs_odd_card: bool = reading(False, True, required=True)
    description: str = ""
    untied_card: str = reading(*UNTIED_CARD)
    flushes_in_hearts: str = reading("by their cards", "share")
    next_best: str = reading("among the rest", "best still competes")
    identical_hands: str = reading("tie each other", "as one hand")
    ace_outside_sequences: str = reading("high", "low")

    def __post_init__(self) -> None:
        for field in fields(self):
            value = getattr(self, field.name)
            wanted = bool if field.type in ("bool", bool) else str
            if type(value) is not wanted:
                kind = type(value).__name__
                shown = quote(value)
                article = "an" if kind[:1].lower() in "aeiou" else "a"
                of_kind = f" ({article} {kind})" if kind not in shown else ""
                raise TypeError(f"{field.name} must be a {wanted.__name__}, not {shown}{of_kind}")
        if not self.name:
            raise ValueError("a ruleset needs a name")
        check_readings(self)


_1882 = Ruleset(
    name="1882",
    ace_begins_sequence=True,
    ace_ends_sequence=False,
    hearts_flush_first=True,
    sequence_in_hearts="literal",
    two_pairs_odd_card=False,
    description=(
        "Poker: How to Play It (London, 1882), laws 65-76: the ace only begins a sequence; "
        "a flush in hearts beats any other flush; equal sequences, and two pairs with "
        "both pairs equal, share the pool; of several hands of no pair, or flushes, the "
        "highest card not tied in any other hand decides."
    ),
    untied_card="letter",
    flushes_in_hearts="by their cards",
    next_best="among the rest",
    identical_hands="tie each other",
    ace_outside_sequences="high",
)

RULESETS: Mapping[str, Ruleset] = FrozenDict({
    "1882": _1882,
    # The footnote to 1882:71 speaks of the ace's place in a sequence and of nothing else.
    "american-writers": replace(
        _1882,
        name="american-writers",
        ace_ends_sequence=True,
        description=(
            "The custom of the footnote to 1882:71, \"Some American writers permit of the ace "
            "being used at the beginning or end of a sequence\": the 1882 laws with the ace "
            "ending a sequence too, so that ten to ace is the highest sequence."
        ),
    ),
    # The name is cited from code, records and the 1895 jack-pot's default; its
    # points beyond the ace are the editor's, not the footnote's.
    "american": replace(
        _1882,
        name="american",
        ace_ends_sequence=True,
        hearts_flush_first=False,
        two_pairs_odd_card=True,
        untied_card="pairwise",
        description=(
            "The editor's modern high-hand order: the ace begins or ends a sequence (as the "
            "footnote to 1882:71 reports of some American writers); and, as the editor's "
            "additions after modern practice, which no source of the edition states, no suit "
            "ranks above another, the odd card decides between equal two pairs, and hands "
            "are compared two by two."
        ),
    ),
})
"""The built-in rulesets by name: ``"1882"``, ``"american-writers"`` and ``"american"``."""


def get_ruleset(ruleset: str | Ruleset) -> Ruleset:
    """Return the ruleset named *ruleset*, or *ruleset* itself if it is a `Ruleset`.

    Args:
        ruleset: a key of [`RULESETS`][pokerlaws.hands.RULESETS] (``"1882"``,
            ``"american-writers"``, ``"american"``) or a
            [`Ruleset`][pokerlaws.hands.Ruleset].

    Returns:
        The ruleset.

    Raises:
        UnknownRuleset: *ruleset* is not a known name nor a `Ruleset`; the
            message lists the known names.

    Examples:
        >>> from pokerlaws import get_ruleset
        >>> get_ruleset("american").ace_ends_sequence
        True
        >>> get_ruleset(get_ruleset("1882")).name
        '1882'
    """
    if isinstance(ruleset, Ruleset):
        return ruleset
    resolved = RULESETS.get(ruleset) if isinstance(ruleset, str) else None
    if resolved is None:
        raise _unknown(ruleset)
    return resolved


def _unknown(ruleset: object) -> UnknownRuleset:
    """The error for *ruleset* that name no ruleset, with a hint where one is near."""
    known = ", ".join(f'"{name}"' for name in RULESETS)
    message = f"unknown ruleset {quote(ruleset)}: known rulesets are {known}"
    if isinstance(ruleset, (bytes, bytearray)):
        return UnknownRuleset(f"{message} (a name is text, not bytes: decode it first)")
    if isinstance(ruleset, str) or (type(ruleset) is int and abs(ruleset) < 10**9):
        text = str.__str__(ruleset) if isinstance(ruleset, str) else str(ruleset)
        near = [name for name in RULESETS if name.casefold() == text.strip().casefold()] if len(text) < 100 else []
        if near:
            return UnknownRuleset(f'{message} (did you mean "{near[0]}"?)')
    return UnknownRuleset(message)


def differences(one: Ruleset, other: Ruleset) -> str:
    """How two rulesets differ, field by field: ``"two_pairs_odd_card True against False"``.

    For messages about rulesets that share a name (or not) but are not equal.

    Examples:
        >>> import dataclasses
        >>> from pokerlaws.hands.rulesets import RULESETS, differences
        >>> differences(dataclasses.replace(RULESETS["1882"], two_pairs_odd_card=True), RULESETS["1882"])
        'two_pairs_odd_card True against False'
    """
    parts = []
    for field in fields(Ruleset):
        mine, theirs = getattr(one, field.name), getattr(other, field.name)
        if mine != theirs:
            if field.name == "description":
                parts.append("description (the texts differ)")
            else:
                parts.append(f"{field.name} {quote(mine)} against {quote(theirs)}")
    return ", ".join(parts) if parts else "nothing"
