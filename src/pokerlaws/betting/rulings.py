"""The rulings on what the 1882 laws of the betting and of the pool leave open, as parameters.

[`BettingRulings`][pokerlaws.betting.BettingRulings] holds those a
[`BettingRound`][pokerlaws.betting.BettingRound] plays under (1882:53, 54, 55,
62), [`PoolRulings`][pokerlaws.betting.PoolRulings] those
[`settle`][pokerlaws.betting.settle] settles under (1882:59, 60, 63, 64, 76).
Each field is an editorial ruling, made by
[`reading`][pokerlaws.readings.reading] with its readings, the default first,
and argued on the page of the law it reads; the record of a whole deal or a
betting round may choose each, under ``betting_rulings`` and ``rulings``.
"""

from __future__ import annotations

from dataclasses import dataclass

from pokerlaws.citations import implements
from pokerlaws.readings import Rulings, reading

__all__ = ["BettingRulings", "PoolRulings"]


@implements("1882:59", "1882:60", "1882:63", "1882:64", "1882:76")
@dataclass(frozen=True)
class PoolRulings(Rulings):
    """The edition's rulings where laws 59, 60, 63, 64 and 76 do not decide, or decide against an earlier reading.

    Attributes:
        ante: what "the amount of the ante" is that a player shown for less
            claims ([1882:60][1882-60]): the ``"ante-man's"`` ante alone
            (default), what the ante-man put up as the ante, the one ante of
            law 53 ("the first player to the left of the ante", "whether the
            ante-man have retired or not"); every other counter a player put
            up before the draw, the straddles apart, is what he made good to
            play, a deposit into the pool ([1882:56][1882-56]) and so part of
            his stake, which the short player claims from only as law 60
            claims from stakes (from players in the game at his demand, up to
            his own stake, his own making good counted in it; a player who
            retired before the demand as *retired_before_demand* says); or
            ``"every player's"``: every counter put up before the draw but
            the straddles is "the ante", claimable whoever retired, and
            stakes are what was staked after the draw (the edition's earlier
            reading). How many of the ante-man's antes were the ante (in a
            deal with a blind, his blind; by default all of them) is
            [`settle`][pokerlaws.betting.settle]'s *ante*, which the judge
            of a whole deal gives from the blind.
        own_stake_returned: whether a player shown for less gets his own stake
            back when his hand is best. Law 60 gives him "a sum equal to his
            stake from every player in the game at the time of his demanding a
            show"; he is himself such a player, so on the letter he does
            (default True). False: his stake goes to the remainder.
        several_shows: when several players are shown for less, each claims,
            in the order of the hands, ``"out of what is left"`` of each stake
            a sum up to his own ("out of their stakes"; his show is "for that
            amount"; default), so that a player still betting behind them may
            find less of his own stake left than he staked beyond their sums;
            or by ``"levels"``, only the part of each stake between the sum a
            better short hand took and his own (as a modern side pot); or
            ``"remainder"``: the holder of the next best hand after the first
            claimant "shall claim the remainder of the pool", shown for less
            or not.
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
            by 60 only where its limit bites, the limit an implication of
            law 60's "a show for that amount"); ``"law 76"``: the letter of
            law 76 alone, the tied players "share the pool equally", law 60's
            measure set aside, so that one shown for less may take more than
            he could claim as the best hand alone; or
            ``"part by part"``: each part of the pool is shared by those who
            may claim from it, so that the ante and the first counters of each
            stake are halved and the rest of each stake goes to the player
            still betting (as modern side pots; the edition's earlier reading).
        last_player: whose left the show begins on ([1882:59][1882-59], "the
            player to the left of the last player"): the ``"last to stake"``,
            whose stake made the bets equal (default), or the ``"last in turn"``,
            the ante-man, whose seat ends each round of the turn, so that the
            show begins where the betting did ([1882:53][1882-53]). The order
            decides who showed first for *odd_counter*.
        all_foul: when every hand at the show is foul ([1882:64][1882-64]):
            the pool goes as law 64 sends it (``"law 64"``, default): to the
            "only one other player", one who retired in the betting, since
            law 64 does not write "in the game" as law 60 does, or, among
            several, to "the holder of the best hand" as *face_down* rules;
            with no other player it stays for the next deal. Or it is
            ``"carry"``-ied to the next deal whoever retired (the edition's
            earlier reading: each who retired forfeited his stake, law 54).
        out_before_draw: whether a player who went out before the draw is
            one of law 64's "other player[s]" ([1882:64][1882-64]): he is
            ``"excluded"`` (default: he threw in his hand before the betting
            law 64 ends), or ``"included"``, counted with those who retired in
            the betting, his thrown-in hand treated as theirs by *face_down*
            (by the analogy that ruling names).
        other_players: who law 64's "other player" is when a hand at the
            show is found foul and another is good: the players ``"at the
            show"`` (default), those who retired counting only when no hand
            there is good (*all_foul*); or ``"every player"``: those who
            retired in the betting too, their hands turned up and compared
            with those shown (by the analogy of *face_down*), the best claiming the pool.
        face_down: when law 64 gives the pool to "the holder of the best hand"
            of several other players who all retired in the betting, their
            cards laid face down ([1882:54][1882-54]): their hands are turned
            up and the ``"best hand"`` claims, hands identical in value sharing
            (default; an analogy with laws 65-76, which compare hands "shown",
            and with [1882:76][1882-76], "when the final call is made and the
            hands shown": these were laid down unshown; the hands are *face_down* of
            [`settle`][pokerlaws.betting.settle]); the player who retired
            ``"last to retire"`` claims; or no one does, and the pool is
            ``"carry"``-ied to the next deal.
        short_left: when law 60 limits every good hand left because each is
            shown for less (the players still betting hold foul hands), what
            it holds back goes to the ``"best hand"``, as law 64 says ("the
            holder of the best hand shall claim the pool"; default), or is
            ``"carry"``-ied to the next deal.
        claim_for_less: what law 64 gives a claimant shown for less when a
            hand at the show is found foul ([1882:64][1882-64], "that player
            shall claim the pool", "the holder of the best hand shall claim the
            pool", against [1882:60][1882-60], "a show for that amount"):
            ``"law 60"``, his claim by law 60's measure, the remainder to the
            next best hand as law 60 says, or, with no good hand left to take
            it, as *short_left* says (default); or ``"the pool"``, law 64's
            words read alone: the whole pool, in both of its clauses (hands
            identical in value sharing it).
        odd_counter: when hands identical in value share a sum that does not
            divide, the odd counters go one each to the sharers in the order
            they showed ([1882:59][1882-59]; ``"first to show"``, default), or
            stay in the pool for the next deal (``"carry"``).
        foul_uncalled: when the bettor nobody called ([1882:58][1882-58]) is
            found to hold a foul hand, he loses his stake
            ([1882:63][1882-63]), and the pool goes as law 64 sends it
            (``"law 64"``, default): to the only other player, or, among
            several who all retired, as *face_down* rules; ``"carry"``: to no
            one, every other player having retired from the game and forfeited
            his stake ([1882:54][1882-54]), so that it stays for the next deal
            (the edition's earlier reading); ``"rest to bettor"``: law 63 takes
            his stake alone, which stays for the next deal, and law 58 still
            gives him the rest of the pool.

    Raises:
        ValueError: an unknown value.

    Examples:
        >>> PoolRulings().ante, PoolRulings(ante="every player's").ante
        ("ante-man's", "every player's")
        >>> PoolRulings(ante="the blind")
        Traceback (most recent call last):
        ...
        ValueError: ante must be one of "ante-man's", "every player's", not 'the blind'
    """

    own_stake_returned: bool = reading(True, False)
    several_shows: str = reading("out of what is left", "levels", "remainder")
    retired_before_demand: str = reading("remainder", "claimable")
    odd_counter: str = reading("first to show", "carry")
    foul_uncalled: str = reading("law 64", "carry", "rest to bettor")
    tie_for_less: str = reading("equally", "law 76", "part by part")
    last_player: str = reading("last to stake", "last in turn")
    all_foul: str = reading("law 64", "carry")
    face_down: str = reading("best hand", "last to retire", "carry")
    other_players: str = reading("at the show", "every player")
    short_left: str = reading("best hand", "carry")
    ante: str = reading("ante-man's", "every player's")
    claim_for_less: str = reading("law 60", "the pool")
    out_before_draw: str = reading("excluded", "included")


@implements("1882:53", "1882:54", "1882:55", "1882:62")
@dataclass(frozen=True)
class BettingRulings(Rulings):
    """The edition's rulings where laws 53, 54, 55 and 62 of 1882 do not decide, for a [`BettingRound`][pokerlaws.betting.BettingRound].

    Attributes:
        direction: ``"left"``: the turn passes from each player to the one on
            his left, which is how the edition reads law 53's "from right to
            left" (default); ``"right"`` for the other reading (the editorial
            ruling on [1882:53][1882-53]).
        first_right: who has the first right to bet when the player on the
            ante-man's left retired before the draw and holds no cards
            ([1882:53][1882-53] fixes the right by the seat, "whether the
            ante-man have retired or not", and is silent on an empty seat):
            the ``"next on the left"`` holding cards (default: the right moves
            on in the direction the law placed it, to the left of the ante),
            or the right ``"lapses"`` with the seat, and the betting begins
            with the first player holding cards whom the turn reaches from
            that seat, passing as *direction* says. Under the default
            *direction* the two name the same player; under ``"right"`` the
            second gives the first bet to the ante-man, if he holds cards
            (the editorial ruling on [1882:53][1882-53]).
        raised_meanwhile: what a player whose bet out of turn falls short of
            a raise made meanwhile may do when his turn comes: ``"free"`` (meet
            the stake, raise, or retire, as law 53 lets any player; default) or
            ``"call or retire"`` (no raise): the editorial ruling on
            [1882:55][1882-55].
        retire_out_of_turn: ``"stands"`` (a player who lays down his cards out
            of turn is out; default) or ``"at his turn"`` (it is a statement
            of what he will do, [1882:57][1882-57]): the editorial ruling on
            [1882:54][1882-54].
        short_deposit: what follows a deposit in turn short of the stake to
            meet, under a code whose deposits stand (the deposit is made and
            cannot be recalled, [1882:55][1882-55], [1882:56][1882-56]): he
            ``"retires"`` at once, having not staked "a sum at least equal to
            that staked by the preceding player", and forfeits his stake, the
            deposit in it ([1882:54][1882-54]; default); or he may ``"make up"``
            the stake: the deposit counts toward it and his turn stays, to
            meet the stake, raise, or retire (the editorial ruling on
            [1882:54][1882-54]). Under either, a player whose bet was raised and
            who deposits all his funds, short of the stake, has made law 60's
            deposit ("whatever funds he has") and is not retired: he may then
            demand a show for that amount ([1882:60][1882-60]).
        preceding_player: who is "the preceding player" whose stake a player
            must at least equal ([1882:53][1882-53]) when a deposit out of turn
            is in the pool: the player ``"in the turn"`` before him, so that a
            deposit out of turn is held apart and the player whose turn it is
            answers the stakes made in turn (default); or the ``"last to
            stake"``, so that a deposit out of turn is the stake the next
            player must meet (the editorial ruling on [1882:55][1882-55]).
        borrowed_to_raise: ``"must borrow to call"`` (a player who raised with
            borrowed money may not demand a show for less; default) or ``"may
            borrow to call"`` (law 62 gives leave, forbidding nothing): the
            editorial ruling on [1882:62][1882-62].

    Raises:
        ValueError: an unknown value.

    Examples:
        >>> from pokerlaws.betting import BettingRulings
        >>> BettingRulings().retire_out_of_turn, BettingRulings(direction="right").direction
        ('stands', 'right')
        >>> BettingRulings(raised_meanwhile="never")
        Traceback (most recent call last):
        ...
        ValueError: raised_meanwhile must be one of "free", "call or retire", not 'never'
    """

    direction: str = reading("left", "right")
    first_right: str = reading("next on the left", "lapses")
    raised_meanwhile: str = reading("free", "call or retire")
    retire_out_of_turn: str = reading("stands", "at his turn")
    borrowed_to_raise: str = reading("must borrow to call", "may borrow to call")
    short_deposit: str = reading("retires", "make up")
    preceding_player: str = reading("in the turn", "last to stake")
