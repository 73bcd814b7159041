"""Rulesets: the points on which codes of poker law differ in ranking hands.

Two codes are built in, in [`RULESETS`][pokerlaws.rules.RULESETS]:

* ``"1882"``, the laws of *Poker: How to Play It* (London, 1882), laws
  [1882:65][1882-65] to [1882:76][1882-76], as the editor reads them;
* ``"american"``, the custom named in the footnote to [1882:71][1882-71]
  ("Some American writers permit of the ace being used at the beginning or end
  of a sequence"), with no suit precedence: the modern high-hand order.

Where the 1882 text does not decide, a field of [`Ruleset`][pokerlaws.rules.Ruleset]
says what the engine does; the default is the editor's reading (an *editorial
ruling*), and a variant is one ``dataclasses.replace`` away.

Examples:
    >>> import dataclasses
    >>> from pokerlaws import RULESETS, evaluate
    >>> odd_card = dataclasses.replace(RULESETS["1882"], two_pairs_odd_card=True, name="1882-odd-card")
    >>> evaluate("KH KS 9D 9C 7H") == evaluate("KD KC 9H 9S 2D")
    True
    >>> evaluate("KH KS 9D 9C 7H", odd_card) > evaluate("KD KC 9H 9S 2D", odd_card)
    True
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from pokerlaws.citations import implements
from pokerlaws.errors import UnknownRuleset, _quote

__all__ = ["RULESETS", "SEQUENCE_IN_HEARTS", "Ruleset", "differences", "get_ruleset"]

SEQUENCE_IN_HEARTS: tuple[str, ...] = ("literal", "most_hearts", "flush")
"""The readings of "a sequence in hearts, ceteris paribus" ([1882:70][1882-70])."""


@implements("1882:69", "1882:70", "1882:71", "1882:73")
@dataclass(frozen=True)
class Ruleset:
    """A code of laws for the value of hands, as a set of switches.

    The order of the categories ([1882:65][1882-65]) is the same in every
    ruleset; the fields say how the ace runs in sequences (straights), whether
    hearts take precedence, and whether the odd card counts in two pairs.

    Attributes:
        name: the ruleset's name, e.g. ``"1882"``; hand values carry it.
        ace_begins_sequence: A-2-3-4-5 is a sequence (straight), the lowest,
            with the five as its highest card. True in both codes
            ([1882:71][1882-71]: "The ace shall only begin a sequence").
        ace_ends_sequence: 10-J-Q-K-A is a sequence, the highest. False under
            1882 ([1882:71][1882-71]: the ace "shall not end a sequence after a
            king"), True in the American custom of its footnote. No code lets
            the ace be "an intermediate card between a king and a two"
            (Q-K-A-2-3 is never a sequence). Outside sequences the ace always
            ranks high.
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
            [1882:76][1882-76]. True in the American code, as in modern poker.
        description: a sentence for readers.

    Raises:
        ValueError: *sequence_in_hearts* is not one of ``"literal"``,
            ``"most_hearts"``, ``"flush"``, or *name* is empty.
        TypeError: a switch is not a ``bool``, or *name* or *description*
            is not a ``str``.

    Examples:
        >>> import dataclasses
        >>> from pokerlaws import RULESETS
        >>> RULESETS["1882"].ace_ends_sequence, RULESETS["american"].ace_ends_sequence
        (False, True)
        >>> dataclasses.replace(RULESETS["1882"], sequence_in_hearts="most", name="x")
        Traceback (most recent call last):
        ...
        ValueError: sequence_in_hearts must be one of "literal", "most_hearts", "flush", not 'most'
    """

    name: str
    ace_begins_sequence: bool
    ace_ends_sequence: bool
    hearts_flush_first: bool
    sequence_in_hearts: str
    two_pairs_odd_card: bool
    description: str = ""

    def __post_init__(self) -> None:
        for field in fields(self):
            value = getattr(self, field.name)
            wanted = bool if field.type in ("bool", bool) else str
            if type(value) is not wanted:
                kind = type(value).__name__
                shown = _quote(value)
                article = "an" if kind[:1].lower() in "aeiou" else "a"
                of_kind = f" ({article} {kind})" if kind not in shown else ""
                raise TypeError(f"{field.name} must be a {wanted.__name__}, not {shown}{of_kind}")
        if not self.name:
            raise ValueError("a ruleset needs a name")
        if self.sequence_in_hearts not in SEQUENCE_IN_HEARTS:
            allowed = ", ".join(f'"{option}"' for option in SEQUENCE_IN_HEARTS)
            value = self.sequence_in_hearts
            shown = repr(value) if len(value) <= 40 and value.isprintable() else _quote(value)
            raise ValueError(f"sequence_in_hearts must be one of {allowed}, not {shown}")


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
        "both pairs equal, share the pool."
    ),
)

RULESETS: dict[str, Ruleset] = {
    "1882": _1882,
    # The footnote's custom is the 1882 code but for the three points its description names.
    "american": replace(
        _1882,
        name="american",
        ace_ends_sequence=True,
        hearts_flush_first=False,
        two_pairs_odd_card=True,
        description=(
            "The American custom named in the footnote to 1882:71: the ace begins or ends a "
            "sequence, no suit ranks above another, and the odd card decides between equal "
            "two pairs; the modern high-hand order."
        ),
    ),
}
"""The built-in rulesets by name: ``"1882"`` and ``"american"``."""


def get_ruleset(rules: str | Ruleset) -> Ruleset:
    """Return the ruleset named *rules*, or *rules* itself if it is a `Ruleset`.

    Args:
        rules: a key of [`RULESETS`][pokerlaws.rules.RULESETS] (``"1882"``,
            ``"american"``) or a [`Ruleset`][pokerlaws.rules.Ruleset].

    Returns:
        The ruleset.

    Raises:
        UnknownRuleset: *rules* is not a known name nor a `Ruleset`; the
            message lists the known names.

    Examples:
        >>> from pokerlaws import get_ruleset
        >>> get_ruleset("american").ace_ends_sequence
        True
        >>> get_ruleset(get_ruleset("1882")).name
        '1882'
    """
    if isinstance(rules, Ruleset):
        return rules
    ruleset = RULESETS.get(rules) if isinstance(rules, str) else None
    if ruleset is None:
        raise _unknown(rules)
    return ruleset


def _unknown(rules: object) -> UnknownRuleset:
    """The error for *rules* that name no ruleset, with a hint where one is near."""
    known = ", ".join(f'"{name}"' for name in RULESETS)
    message = f"unknown ruleset {_quote(rules)}: known rulesets are {known}"
    if isinstance(rules, (bytes, bytearray)):
        return UnknownRuleset(f"{message} (a name is text, not bytes: decode it first)")
    if isinstance(rules, str) or (type(rules) is int and abs(rules) < 10**9):
        text = str.__str__(rules) if isinstance(rules, str) else str(rules)
        near = [name for name in RULESETS if name.casefold() == text.strip().casefold()] if len(text) < 100 else []
        if near:
            return UnknownRuleset(f'{message} (did you mean "{near[0]}"?)')
    return UnknownRuleset(message)


def differences(one: Ruleset, other: Ruleset) -> str:
    """How two rulesets differ, field by field: ``"two_pairs_odd_card True against False"``.

    For messages about rulesets that share a name (or not) but are not equal.

    Examples:
        >>> import dataclasses
        >>> from pokerlaws.rules import RULESETS, differences
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
                parts.append(f"{field.name} {_quote(mine)} against {_quote(theirs)}")
    return ", ".join(parts) if parts else "nothing"
