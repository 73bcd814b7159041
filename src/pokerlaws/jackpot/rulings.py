"""The editor's readings of the jack-pot rules where the words leave a point open ([1895:24][1895-24]–[1895:37][1895-37]).

A [`JackPotRulings`][pokerlaws.jackpot.JackPotRulings] holds one reading of
each point rules 24–37 of the *1895 Bartender's Guide* leave open, each field
the parameter of a ruling on its unit's page; the defaults are the readings
the edition takes. A [`JackPot`][pokerlaws.jackpot.JackPot] plays under one
(its ``rulings``).

Examples:
    >>> from pokerlaws.jackpot import JackPotRulings
    >>> JackPotRulings().void, JackPotRulings().next_age
    ('deal', 'left')
    >>> JackPotRulings(void="jack-pot").void
    'jack-pot'
    >>> JackPotRulings(void="series")
    Traceback (most recent call last):
    ...
    ValueError: void must be one of "deal", "jack-pot", not 'series'
"""

from __future__ import annotations

from dataclasses import dataclass

from pokerlaws.citations import implements
from pokerlaws.readings import Rulings, reading

__all__ = ["JackPotRulings"]

@implements("1895:24", "1895:27", "1895:29", "1895:32", "1895:33", "1895:35", "1895:36", "1895:37", "1895:38")
@dataclass(frozen=True)
class JackPotRulings(Rulings):
    """The readings a jack-pot is played under, where rules 24–38 do not decide.

    Each field is the parameter of the ruling on its unit; its default is the
    reading the edition takes, the other the reading kept.

    Attributes:
        ante: the chips the age puts up, each player putting up "as many
            chips as the one having the age" ([1895:27][1895-27]), which
            says how many they all put up but not how many he does. ``1``
            (default): a chip, as rule 29's "another chip is added by each
            player" adds one to each, read as the same measure as the first
            (an implication from rule 29, the ruling on 1895:27); ``2``:
            the ante of a blind pool, twice a blind of one (the rulings on
            foster:9, by analogy). Any whole number of chips from 1; a
            [`JackPot`][pokerlaws.jackpot.JackPot] (or a record's
            ``jackpot: {ante: N}``) given its own amount plays that.
        all_foul: every hand at the show foul ([1895:24][1895-24], "No foul
            hand can win under any circumstances"). ``"carry"``: nobody
            wins; the chips stay in the jack-pot and a new round is dealt,
            with no chip added. ``"add a chip"``: as when nobody can come in
            ([1895:29][1895-29]), each player adds a chip to the new round.
        cannot_come_in: when "no player can come in" ([1895:29][1895-29]), so
            that each player adds a chip and a second round begins.
            ``"nobody opens"`` (default): every player in his turn to open
            passes; the players come in "After the opener" ([1895:30][1895-30]),
            so that with no opener none can, while after an opening every one
            can, "providing they see the amount he bets" (an implication from
            rule 30, which the ruling names). ``"nobody comes in"``: also
            when, the jack-pot opened, every other player drops before the
            draw without having come in: the opener's bet stays in the
            jack-pot with the antes, and he does not take it.
        next_age: who has the age in the "second round" of
            [1895:29][1895-29]. ``"left"``: each round is a new deal, the
            deal passes to the left and the age with it. ``"same"``: the
            round is dealt again by the same dealer; the age keeps his seat.
        last_bet: what "The last person to bet is the player, who is to the
            right of the opener" ([1895:33][1895-33]) does to the betting
            after the draw (and before it, under ``last_in``'s default
            ``"both bettings"``). ``"closes the betting"`` (default, the words):
            once he has bet (seen, raised) or dropped, the betting is over and
            the hands are shown; a raise made before him is not answered by
            those who bet before it, and the opener does not raise again.
            ``"closes the first round"``: he is the last of the first round
            only, and a raise gives every other player still in a further
            say, as in poker, until the bets are equal.
        last_in: which betting "The last person to bet is the player, who is
            to the right of the opener" ([1895:33][1895-33]) ends.
            ``"both bettings"`` (default, the words, which set no limit of
            time): the coming in before the draw as well as the betting after
            it; once he has come in (seen, raised) or dropped before the draw,
            the draw begins, and ``last_bet`` reads his act there as after the
            draw. ``"after the draw"``: only the betting after the draw (an
            implication from rule 30, which names the acts before the draw
            "come in" and "see", not bets); before the draw a raise gives
            every other player a further say until the bets are equal.
        short_claim: what a hand at the show takes when the bets after the
            draw are unequal, a raise made before the last person to bet not
            answered by those before it ([1895:33][1895-33]).
            ``"the whole pool"`` (default): the best hand takes the jack-pot,
            as rule 24 has a hand "win". ``"show for that amount"``: each hand,
            best first, claims from every bet after the draw what is left of
            it up to his own bet, as [1882:60][1882-60] has a player shown
            "for that amount" (an analogy across sources). ``"excess
            returned"``: the part of the highest bet no other player met goes
            back to him, the best hand taking the rest.
        last_out: who "the player, who is to the right of the opener" is when
            the player in that seat is out ([1895:33][1895-33]).
            ``"nearest still in"`` (default, an implication): the nearest
            player still in on the opener's right. ``"no one"``: the rule
            names nobody, and the betting goes on as in poker until the bets
            are equal.
        opener_out: who makes the first bet after the draw when the opener,
            who "makes the first bet" ([1895:32][1895-32]), is no longer in.
            ``"opener's left"``: the next player still in on the opener's
            left; ``"age's left"``: the next player still in on the left of
            the dealer, the age included (the order of an ordinary deal).
        penalty: the jack-pot a false opener puts up, "equal in chips to the
            one he has entered into in error" ([1895:35][1895-35]).
            ``"entered"``: the chips in the jack-pot when he opened, before
            his bet. ``"at the error"``: the chips in it when the error is
            found, every bet made since included.
        penalty_to: where the false opener's penalty goes
            ([1895:35][1895-35]): into ``"this jack-pot"``, the one in play,
            which the round's winner takes (default); or set apart for the
            ``"next jack-pot"``, the one played after this is won, so that
            no player of this one profits by it.
        came_in: the bets of the players who came in after a false opening
            found before the draw ([1895:36][1895-36]): ``"returned"`` to
            them, the betting beginning afresh with a new opening (default);
            or they ``"stay"`` in the jack-pot, as the false opener's own.
        any_hand: whose hands [1895:37][1895-37]'s "no hand has a pair of
            openers" looks at, after the draw: ``"every hand"`` (default, the
            letter: the hand of every other player of the round, whether he
            is still in or has dropped); or ``"still in"``: only the hands of
            the players still in.
        coming_in: who "can come in" after the opener ([1895:30][1895-30],
            "After the opener to the left of him all of the players can come
            in"): every other player still in, ``"round the table"`` from
            his left, those who passed before he opened included (default:
            "all of the players"); or only those ``"after him"`` in the turn
            to open, those who passed before him going out, the reading
            [1895:36][1895-36]'s same words take by default (*reopen*).
        after_draw: what follows an error found after the draw when a hand
            has openers, so that the round is not void ([1895:37][1895-37]):
            rule 36, which has no words of time, read as for an error found
            before the draw only, and the play ``"goes on"`` without the false
            opener, his bets forfeit (default); or rule 36 read of an error
            found after the draw too: the first other player still in to the
            left of the putative opener whose hand has openers ``"opens"`` in
            his place and makes the first bet after the draw
            ([1895:32][1895-32]; the ruling on [1895:36][1895-36]).
        reopen: who may open after an error found before the draw, "any
            other player, to the left of the putative opener"
            ([1895:36][1895-36]). ``"after him"``: the players after him in
            the turn to open, up to its end (those who passed before him sit
            on his right). ``"round the table"``: every other player still
            in, going round to the left from him.
        false_bet: the false opener's opening bet, found before the draw
            ([1895:36][1895-36]). ``"forfeit"``: it stays in the jack-pot;
            ``"returned"``: it is given back to him, as the others' bets are,
            his penalty being the one rule 35 sets.
        void: what "that round of jack-pots" is, made "null and void"
            ([1895:37][1895-37]). ``"deal"``: the deal in which the error is
            found: its bets are returned, the jack-pot goes on with the
            antes, the chips added and the penalty. ``"jack-pot"``: the whole
            jack-pot, every deal of it since the antes: every chip each
            player paid in is returned to him, and the false opener's penalty
            alone is the jack-pot played for next.
        game: the "game" a player who drops is out of ("Once out of a game,
            a player can never enter again", [1895:24][1895-24]) and a false
            opener "retires from" ([1895:35][1895-35]). ``"deal"``: the round
            he is out of; he is dealt in again at the next round of the same
            jack-pot. ``"jack-pot"``: every later round of the jack-pot until
            it is won: he adds no chip to it and cannot open or come in, and
            when one player alone is left in it he takes it; when none is
            left, no one takes it, and its chips stay on the table.
        opener_draw: how to read [1895:38][1895-38], "A jack-pot cannot be
            opened by a player drawing for a straight or a flush. Any other
            player but the opener can draw for what he pleases." One of:

            * ``"no straight or flush"`` (editorial ruling, the default): the
              words. The opener may break his openers, but not to draw for a
              straight or a flush: to draw one or two cards to three or four
              cards of one suit, or of five ranks in sequence. The second
              sentence sets the opener apart from "any other player", who "can
              draw for what he pleases"; what the first forbids him is a draw
              for a straight or a flush, and no other.
            * ``"one card to four"``: the same words, a draw "for" a straight
              or a flush read narrowly, as a draw of one card to four cards of
              one suit or in sequence: with three kept (two cards drawn) he
              draws for nothing forbidden.
            * ``"keep openers"``: the opener must keep his openers through
              the draw; he may throw only cards that leave a pair of jacks or
              better in his hand (rule [1895:37][1895-37] looks for "a pair of
              openers" after the draw), and so cannot break them for any draw.
            * ``"free"``: the rule only repeats [1895:28][1895-28] (a player
              holding four to a straight or flush and no pair cannot open on
              it), and the opener draws as he pleases.

            Under every reading, opening on four to a straight or a flush
            without a pair of jacks or better is refused by
            [1895:28][1895-28].
        false_opening: when the judge of a record of a jack-pot
            ([`judge`][pokerlaws.records.judge]), who holds the pack and so
            knows the hand the opener was dealt, finds a false opening
            ([1895:35][1895-35]–[1895:37][1895-37]). ``"at the end"`` (the
            default): when the opener leaves the round (he drops) or the round
            ends with him in it (at the show, or when every other player
            drops), before the jack-pot is paid: the points at which, at the
            table, his hand would be seen or forfeit. ``"at the opening"``: at
            once, as he opens, so that rule 36 lets another open in his place.
            ``"when shown"``: only when the opener shows his hand at the show.
            A jack-pot played act by act rules it when the opener shows his
            hand ([`show_openers`][pokerlaws.jackpot.JackPot.show_openers]).

    Raises:
        ValueError: a reading not among a field's; an ante that is not a whole number of chips from 1.

    Examples:
        >>> JackPotRulings().penalty, JackPotRulings(penalty="at the error").penalty
        ('entered', 'at the error')
    """

    all_foul: str = reading("carry", "add a chip")
    next_age: str = reading("left", "same")
    cannot_come_in: str = reading("nobody opens", "nobody comes in")
    opener_out: str = reading("opener's left", "age's left")
    last_bet: str = reading("closes the betting", "closes the first round")
    last_in: str = reading("both bettings", "after the draw")
    short_claim: str = reading("the whole pool", "show for that amount", "excess returned")
    last_out: str = reading("nearest still in", "no one")
    penalty: str = reading("entered", "at the error")
    penalty_to: str = reading("this jack-pot", "next jack-pot")
    came_in: str = reading("returned", "stay")
    any_hand: str = reading("every hand", "still in")
    reopen: str = reading("after him", "round the table")
    after_draw: str = reading("goes on", "opens")
    coming_in: str = reading("round the table", "after him")
    false_bet: str = reading("forfeit", "returned")
    void: str = reading("deal", "jack-pot")
    game: str = reading("deal", "jack-pot")
    opener_draw: str = reading("no straight or flush", "one card to four", "keep openers", "free")
    false_opening: str = reading("at the end", "at the opening", "when shown")
    ante: int = reading(1, 2, open=True)

    def __post_init__(self) -> None:
        if not isinstance(self.ante, int) or isinstance(self.ante, bool) or self.ante < 1:
            raise ValueError(f"ante must be a whole number of chips from 1, not {self.ante!r}")
        super().__post_init__()
