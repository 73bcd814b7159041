"""The rulings on what the 1882 laws of the pool leave open, as parameters: [`PoolRules`][pokerlaws.pool_rules.PoolRules].

Each field is an editorial ruling with its default, argued on the page of the
law it reads (1882:60, 1882:63, 1882:76); [`settle`][pokerlaws.pool.settle]
takes one, and the record of a whole deal or a betting round may choose each
under ``rulings``.
"""

from __future__ import annotations

from dataclasses import dataclass

from pokerlaws.citations import implements

__all__ = ["PoolRules"]

_ODD_COUNTER = ("first to show", "carry")
_SEVERAL_SHOWS = ("out of what is left", "levels")
_RETIRED_BEFORE = ("remainder", "claimable")
_FOUL_UNCALLED = ("carry", "last to retire", "rest to bettor")
_TIE_FOR_LESS = ("equally", "part by part")


@implements("1882:60", "1882:63", "1882:76")
@dataclass(frozen=True)
class PoolRules:
    """The edition's rulings where laws 60, 63 and 76 do not decide, or decide against an earlier reading.

    Attributes:
        own_stake_returned: whether a player shown for less gets his own stake
            back when his hand is best. Law 60 gives him "a sum equal to his
            stake from every player in the game at the time of his demanding a
            show"; he is himself such a player, so on the letter he does
            (default True). False: his stake goes to the remainder.
        several_shows: when several players are shown for less, each claims,
            in the order of the hands, ``"out of what is left"`` of each stake
            a sum up to his own (the letter, "out of their stakes"; default),
            or by ``"levels"``, only the part of each stake between the sum a
            better short hand took and his own (as a modern side pot).
        retired_before_demand: stakes forfeited by players who retired
            *before* a demand are not "in the game at the time": they go to the
            ``"remainder"`` (the letter; default), or are ``"claimable"`` like
            the rest (as a modern side pot).
        tie_for_less: when hands identical in value include one shown for
            less, the tied players ``"equally"`` share the pool as law 76
            says, except that no one shown for less takes more than law 60
            lets him claim (the ante and straddles, and up to his stake from
            the stake of each player in the game at his demand): only where
            his equal share would exceed that claim does he take his claim,
            and the excess is shared equally by the others; several shown
            for less are limited together by what they may claim one after
            another under *several_shows* (default; the letter of 76, limited
            by 60 only where its limit bites); or
            ``"part by part"``: each part of the pool is shared by those who
            may claim from it, so that the ante and the first counters of each
            stake are halved and the rest of each stake goes to the player
            still betting (as modern side pots; the edition's earlier reading).
        odd_counter: when hands identical in value share a sum that does not
            divide, the odd counters go one each to the sharers in the order
            they showed ([1882:59][1882-59]; ``"first to show"``, default), or
            stay in the pool for the next deal (``"carry"``).
        foul_uncalled: when the bettor nobody called ([1882:58][1882-58]) is
            found to hold a foul hand, he loses his stake
            ([1882:63][1882-63]) and who takes the pool is not said: no one
            (``"carry"``, default): every other player retired from the game
            and forfeited his stake ([1882:54][1882-54]), so none is left to
            claim, and the pool stays for the next deal, as when every hand at
            a show is foul; ``"last to retire"``: the player who retired last
            from the betting claims the pool, as law 64's "only one other
            player" (the pool is carried if no one retired in the betting);
            ``"rest to bettor"``: law 63 takes his stake alone, which stays for
            the next deal, and law 58 still gives him the rest of the pool.

    Raises:
        ValueError: an unknown value.
    """

    own_stake_returned: bool = True
    several_shows: str = "out of what is left"
    retired_before_demand: str = "remainder"
    odd_counter: str = "first to show"
    foul_uncalled: str = "carry"
    tie_for_less: str = "equally"

    def __post_init__(self) -> None:
        if not isinstance(self.own_stake_returned, bool):
            raise ValueError(f"own_stake_returned must be True or False, not {self.own_stake_returned!r}")
        for name, allowed in (
            ("several_shows", _SEVERAL_SHOWS),
            ("retired_before_demand", _RETIRED_BEFORE),
            ("odd_counter", _ODD_COUNTER),
            ("foul_uncalled", _FOUL_UNCALLED),
            ("tie_for_less", _TIE_FOR_LESS),
        ):
            if getattr(self, name) not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(map(repr, allowed))}, not {getattr(self, name)!r}")
