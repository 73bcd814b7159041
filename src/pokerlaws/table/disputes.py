"""Who decides a dispute, and how: laws 77–79 of 1882.

[`refer`][pokerlaws.table.refer] names the referee of a dispute from the
seats, the dealer and the disputing persons ([1882:77][1882-77],
[1882:78][1882-78]). Law 79 — the referee may call anyone at the table for
evidence — concerns facts known to people, and has no executable part.

Examples:
    >>> from pokerlaws.table import refer
    >>> seats = ["A", "B", "C", "D"]          # each on the left of the one before
    >>> refer(["A", "C"], dealer="B", seats=seats).referee
    'B'
    >>> refer(["B", "D"], dealer="B", seats=seats).referee   # the dealer is a party: the player on his left
    'C'
    >>> refer(["B", "C"], dealer="B", seats=seats).referee   # and he too: the player on the dealer's right
    'A'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pokerlaws.citations import implements
from pokerlaws.errors import NoReferee, UnknownPlayer
from pokerlaws.readings import Rulings, reading
from pokerlaws.table.seats import check_seats

__all__ = ["DisputeRulings", "Referral", "refer"]


@dataclass(frozen=True)
class Referral:
    """To whom a dispute goes, and what his decision is worth.

    Attributes:
        referee: the player who decides.
        matter: ``"fact"`` or ``"law"``.
        final: True only for the dealer's decision on a matter of fact: law
            [1882:77][1882-77] makes *his* decision "final and binding". On a
            matter of law it says only how he must decide, so False; and law
            [1882:78][1882-78] only refers the dispute to the player on the
            dealer's left or right and says nothing of finality, so False for
            every referral under 78 by default (the laws are read "literally,
            and not by implication": the dealer's finality is not carried over
            to another); True on a matter of fact under the ruling's other
            reading ([`DisputeRulings.finality`][pokerlaws.table.DisputeRulings]).
        laws: the units applied.
        note: the ruling in words.
        literally: whether the referee must interpret the laws "literally,
            and not by implication": the dealer on a matter of law (law
            [1882:77][1882-77]); the player law [1882:78][1882-78] names, on
            a matter of law, only under the other reading of the ruling on
            it ([`DisputeRulings.interpretation`][pokerlaws.table.DisputeRulings]),
            law 78 saying nothing of how he interprets them. False on a matter
            of fact, which is decided, not interpreted.
    """

    referee: str
    matter: str
    final: bool
    laws: tuple[str, ...]
    note: str
    literally: bool = False


@implements("1882:78")
@dataclass(frozen=True)
class DisputeRulings(Rulings):
    """The edition's ruling where law 78 of 1882 does not decide.

    Attributes:
        beyond: whom the dispute goes to when the dealer and the players on
            his left and right are all parties, which law 78 does not say:
            ``"no one"`` (the default), the engine names no fourth referee;
            ``"next on the left"``, the first player beyond the one on the
            dealer's left, going on to the left, who is not a party.
        finality: whether the decision of a player law 78 refers the dispute
            to, on a matter of fact, is final and binding: ``"dealer's only"``
            (the default: law 77 makes *the dealer's* decision final, and law
            78 says nothing of finality, so none is implied), or ``"as the
            dealer's"`` (law 79 speaks of "the dealer, or any player appointed
            to settle such dispute" as one body of deciders, and the player
            78 names settles in the dealer's place).
        interpretation: how the player law 78 refers a dispute of law to
            interprets the laws, of which law 78 says nothing: ``"not bound
            by 78"`` (the default: law 77's "literally, and not by
            implication" is given to the dealer, and not carried over), or
            ``"literally"`` (by analogy with law 77: he decides
            in the dealer's place, and so as the dealer must). The engine
            decides no dispute of law itself: the reading sets
            [`Referral.literally`][pokerlaws.table.Referral] and its note.

    Raises:
        ValueError: an unknown value.

    Examples:
        >>> from pokerlaws.table import DisputeRulings
        >>> DisputeRulings().beyond
        'no one'
    """

    beyond: str = reading("no one", "next on the left")
    finality: str = reading("dealer's only", "as the dealer's")
    interpretation: str = reading("not bound by 78", "literally")


@implements("1882:77", "1882:78")
def refer(parties: Iterable[str], *, dealer: str, seats: Iterable[str], matter: str = "fact", rulings: DisputeRulings | None = None) -> Referral:
    """Name the referee of a dispute.

    The dealer decides, unless he is one of the disputing persons; then the
    person on the dealer's left; if he too is a party, the person on the
    dealer's right ([1882:77][1882-77], [1882:78][1882-78], with the misprint
    "tight" read as *right*). On a matter of fact the dealer's decision is
    final and binding; on a matter of law he interprets the laws literally,
    not by implication ([1882:77][1882-77]). The player on the dealer's left
    or right decides the dispute referred to him; law 78 says nothing of
    finality, and by default the engine does not imply it: `final` is False
    for him (the ruling on [1882:78][1882-78], ``rulings.finality``).

    Args:
        parties: the disputing persons (at least one).
        dealer: the dealer of the deal in dispute.
        seats: every player, in seat order: each on the left of the one before.
        matter: ``"fact"`` or ``"law"``.
        rulings: the editor's reading of what law 78 does not say, whom the
            dispute goes to when the dealer and the players on his left and
            right are all parties
            ([`DisputeRulings`][pokerlaws.table.DisputeRulings]; default,
            ``beyond="no one"``).

    Returns:
        The [`Referral`][pokerlaws.table.Referral].

    Raises:
        UnknownPlayer: a party or the dealer who is not in *seats*.
        NoReferee: the dealer and the players on his left and right are all
            parties: law 78 names no one further (under ``beyond``
            ``"next on the left"``, only when every player is a party).
        ValueError: no parties, *matter* not ``"fact"`` or ``"law"``, or
            *rulings* not a [`DisputeRulings`][pokerlaws.table.DisputeRulings].

    Examples:
        >>> refer(["B", "C", "A"], dealer="B", seats=["A", "B", "C", "D"]).referee
        Traceback (most recent call last):
        ...
        pokerlaws.errors.NoReferee: the dealer B, the player on his left (C) and the player on his right (A) are all parties: the laws name no one else to decide [law 1882:78]
        >>> r = refer(["B", "C"], dealer="B", seats=["A", "B", "C", "D"], matter="law")
        >>> r.referee, r.final
        ('A', False)
        >>> r = refer(["B", "D"], dealer="B", seats=["A", "B", "C", "D"])   # a matter of fact, under 78
        >>> r.referee, r.final
        ('C', False)
        >>> print(r.note)
        the dealer is a party: the dispute is referred to the player on his left, C, who decides it; law 78 says nothing of finality
        >>> refer(["B", "C", "A"], dealer="B", seats=["A", "B", "C", "D"], rulings=DisputeRulings(beyond="next on the left")).referee
        'D'
    """
    seats = check_seats(seats, at_least=1)
    parties = set(parties)
    if not parties:
        raise ValueError("a dispute needs at least one disputing person")
    if matter not in ("fact", "law"):
        raise ValueError(f'matter must be "fact" or "law", not {matter!r}')
    if rulings is None:
        rulings = DisputeRulings()
    if not isinstance(rulings, DisputeRulings):
        raise ValueError(f"rulings must be a DisputeRulings, not {type(rulings).__name__}")
    for name in (*sorted(parties), dealer):
        if name not in seats:
            raise UnknownPlayer(f'"{name}" is not a player at this table (players: {", ".join(seats)})')
    i = seats.index(dealer)
    left, right = seats[(i + 1) % len(seats)], seats[(i - 1) % len(seats)]
    if dealer not in parties:
        how = (
            "his decision is final and binding"
            if matter == "fact"
            else "he must interpret these laws literally, and not by implication"
        )
        note = f"the dealer {dealer} is not a party: he decides; {how}"
        return Referral(dealer, matter, matter == "fact", ("1882:77",), note, literally=matter == "law")
    # Law 78 only refers the dispute: the finality of law 77 is the dealer's, not carried over by implication
    # (the ruling on 1882:78, finality; its other reading carries it over, on a matter of fact).
    final = matter == "fact" and rulings.finality == "as the dealer's"
    silent = "law 78 says nothing of finality"
    if final:
        silent += "; by the edition's other reading his decision on a matter of fact is final and binding, as the dealer's (the ruling on 1882:78)"
    # how he interprets the laws on a matter of law: law 78 is silent (the ruling on 1882:78, interpretation)
    literally = matter == "law" and rulings.interpretation == "literally"
    if matter == "law":
        silent += (
            ", nor of how he is to interpret the laws"
            " (law 77 bids the dealer interpret them literally, and not by implication)"
        )
    if literally:
        silent += "; by the edition's other reading he interprets them literally, and not by implication, as the dealer must (the ruling on 1882:78)"
    if left not in parties:
        return Referral(
            left,
            matter,
            final,
            ("1882:77", "1882:78"),
            f"the dealer is a party: the dispute is referred to the player on his left, {left}, who decides it; {silent}",
            literally,
        )
    if right not in parties:
        return Referral(
            right,
            matter,
            final,
            ("1882:77", "1882:78"),
            "the dealer and the player on his left are parties: the dispute is referred to the player on "
            f"the dealer's right, {right}, who decides it; {silent}",
            literally,
        )
    further = [seats[(i + k) % len(seats)] for k in range(2, len(seats) - 1)]  # leftwards, short of the right-hand player
    chosen = next((p for p in further if p not in parties), None)
    if rulings.beyond == "next on the left" and chosen is not None:
        return Referral(
            chosen,
            matter,
            final,
            ("1882:77", "1882:78"),
            f"the dealer and the players on his left and right are parties: law 78 names no one else; by the "
            f"edition's other reading the dispute goes on to the left, to {chosen}, who decides it; {silent}",
            literally,
        )
    raise NoReferee(
        f"the dealer {dealer}, the player on his left ({left}) and the player on his right ({right}) "
        "are all parties: the laws name no one else to decide",
        law="1882:78",
    )

