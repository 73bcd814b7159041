"""The page *How the engine is built*: its prose, with the map of [`engine_map`][pokerlaws.site.engine_map] drawn in at build time."""

from __future__ import annotations

from pokerlaws.edition.links import engine_modules
from pokerlaws.site.engine_map import (
    arrows_of,
    layout,
    not_drawn,
    read_engine,
    render_svg,
    render_words,
    short_name,
)

__all__ = ["PAGE", "render_engine_page"]


def render_engine_page() -> str:
    """The page *How the engine is built*: the prose of ``PAGE``, with the map and its table drawn now."""
    facts = read_engine()
    private = ", ".join(f"`{short_name(m)}`" for m in engine_modules(private=True) if m not in facts)
    arrows, families = arrows_of(facts), len(layout(facts).frames)
    about = (
        f"{len(facts)} modules in {families} families, {sum(len(f.imports) for f in facts.values())} imports between "
        "them, read from their `import` statements when this site was built. An arrow from one family to another: "
        f"modules of the first import modules of the second ({len(arrows)} arrows, for "
        f"{sum(map(len, arrows.values()))} imports; an arrow's tooltip names them). In a family, a module comes before "
        "the modules of its family it imports. Each box leads to the module's API page; hovering or focusing it picks "
        "out the arrows it has a part in, hovering a family's frame its family's. Every import, module by module, is "
        "in *The map in words*." + (f" Not drawn: the private modules {private}, which have no API page." if private else "")
    )
    figure = (
        '<figure class="engine-map-figure" style="display:block;width:100%;margin:1em 0">\n'
        # focusable itself, so that a keyboard scrolls it on a narrow screen (axe-core counts the
        # boxes' xlink:href links as not focusable)
        '<div style="overflow-x:auto;width:100%" tabindex="0" role="region" aria-label="The engine map (scrolls '
        'sideways on a narrow screen)">\n' + render_svg(facts) + "\n</div>\n"
        "<figcaption>The engine's modules in their families, drawn from the code, with an arrow where one family "
        f"imports another. Nearly every module imports the core or the shared layer: those imports are not drawn "
        f"but counted here, {not_drawn(facts)}.</figcaption>\n</figure>"
    )
    words = "\n".join(("    " + line).rstrip() for line in render_words(facts).splitlines())
    return PAGE.replace("@@MAP@@", figure + "\n\n" + about).replace("@@WORDS@@", words)


PAGE = """\
# How the engine is built

For programmers: how the engine is put together. The engine is every module of `pokerlaws` (standard library only)
but the edition side and the command line; [`engine_modules`][pokerlaws.edition.links.engine_modules] is that one
definition, read by the API reference, the checks of law-to-code links, the purity test and the map below. The laws'
terms are used, with today's beside them.

It stands in one folder per subject, each naming what it offers in its `__init__` (`from pokerlaws.draw import
Draw`): `hands/`, `table/`, `betting/` (with the pool), `blind/`, `draw/`, `jackpot/` and `records/`, on
`cards`, `errors`, `messages`, `citations`, `readings` and `sources`. Imports run one way, from the bottom up:
the shared modules, `cards`, `hands`, `table`, the games (`betting`, `blind`, `draw`, `jackpot`, which do not import
one another), `records`; above them the edition side, a folder each, in this order: `edition` (the laws as data
and their exports), `citecheck` (the citation checker), `runtime` (where the worked examples run) and `site` (these
pages); and on top the command line. The suite's structure test holds this contract as data and fails on an import
that runs against it.

## The map { #engine-map }

@@MAP@@

??? info "The map in words"

@@WORDS@@

## Cards and hands { #engine-hands }

[`cards`][pokerlaws.cards] reads cards and holds the pack; in `hands/`, [`rulesets`][pokerlaws.hands.rulesets] holds the
rulesets, the points on which the codes differ in ranking hands; [`values`][pokerlaws.hands.values] values and compares hands
([`evaluate`][pokerlaws.hands.evaluate], [`compare`][pokerlaws.hands.compare]); [`exhaustive`][pokerlaws.hands.exhaustive]
ranks all 2,598,960 hands at once, with numpy, the engine's one optional dependency.

## One betting interval { #engine-interval }

Every betting of every code is one [`Interval`][pokerlaws.table.Interval]: the players in the order of the turn,
each one's *stake* (what he has put up in the interval), the *level* each must meet, and who still owes an answer. It
ends when one player is left betting, or when nobody owes an answer and the stakes are level ("when the bets are
equal", [1882:59][1882-59]). It knows no code's words and no law. [`in_turn`][pokerlaws.table.interval.in_turn] gives the
order: the seats once round the table from a first seat, to the left (or to the right, an editorial ruling on
[1882:53][1882-53]). After the draw the first is the first player holding cards on the left of
[the age](glossary.md#the-age) (the player on the dealer's left; under the 1882 laws the *ante-man*, taken for the age
by the ruling on [1882:53][1882-53]).

## A code is data { #engine-codes }

What differs from one code to another is written once, as a frozen [`Code`][pokerlaws.table.Code]: which acts exist
and the code's word for each, whether a player may pass, the limit, how an amount is read (whole counters, or "two
blues and a red"), and which law each breach offends. [`CODES`][pokerlaws.table.CODES] holds three values, `"1882"`,
`"foster"` and `"1895"`. A fourth code is a fourth value, not a class:

```pycon
>>> import dataclasses
>>> from pokerlaws.table import CODES
>>> from pokerlaws.betting.acts import Betting
>>> strict = dataclasses.replace(CODES["1882"], name="strict", passing=False, limit=5)
>>> Betting(["A", "B", "C"], age="A", code=strict).bet("B", 10)
Traceback (most recent call last):
...
pokerlaws.errors.LimitExceeded: B may bet at most 5, not 10 [law 1882:53]
```

A code's tables are checked when it is made: one that names no law, message or ruling for a kind of breach or act
of the betting is refused at once, not at the act that needs the word. The blind and straddles play under a code
whose `breaches` also name the law of each breach before the draw (`"before the draw, straddle"`, ...; see
[`BEFORE_THE_DRAW`][pokerlaws.table.codes.BEFORE_THE_DRAW]), with the editor's numbers in a
[`BlindRulings`][pokerlaws.blind.BlindRulings]. The jack-pot's coming in, betting and dropping say, record and
cite what one more value holds, [`JACK_POT`][pokerlaws.table.codes.JACK_POT], beside `CODES` (which is keyed by
source): its word for a retirement is "drops", its first bet is the opener's, and a copy of it with other words is
played by the same [`JackPot`][pokerlaws.jackpot.JackPot].

## The acts on it { #engine-acts }

Each act has a `can_…` question and a `verify_…` check beside it; an act that breaks a law raises an error naming the
law, and changes nothing.

| Module | Class | What it plays |
| --- | --- | --- |
| `betting.acts` | [`Betting`][pokerlaws.betting.acts.Betting] | the betting after the draw, under any code: bet, call, raise, pass, retire (fold), and a statement, which changes nothing |
| `betting.round` | [`BettingRound`][pokerlaws.betting.BettingRound] | the 1882 layer on it: the show for less ([1882:60][1882-60]), borrowing ([1882:62][1882-62]), and a bet recalled, always refused ([1882:55][1882-55]) |
| `betting.up` | [`BettingUpTheHands`][pokerlaws.betting.BettingUpTheHands] | the Foster-style account: amounts in counters ("a red"), up to the limit, no passing |
| `blind.straddle` | [`BlindAndStraddle`][pokerlaws.blind.BlindAndStraddle] | before the draw: the [blind](glossary.md#blind), [a straddle](glossary.md#straddle) (a voluntary second blind, double the first), [making good](glossary.md#make-good) the ante (bringing one's counters up to it: twice the last blind or straddle, by the ruling on foster:9), passing out |
| `jackpot.game` | [`JackPot`][pokerlaws.jackpot.JackPot] | [a jack-pot](glossary.md#jack-pot) (nobody may open without jacks or better), from the antes until it is won; [the opener](glossary.md#open) bets first, before the draw and after it; its state is [`JackPotState`][pokerlaws.jackpot.state.JackPotState] (`jackpot.state`), which each of its parts, the other modules of `jackpot/`, subclasses |
| `draw.game` | [`Draw`][pokerlaws.draw.Draw] | the draw; its state is [`Table`][pokerlaws.draw.state.Table] (`draw.state`), which each of its parts, the other modules of `draw/`, subclasses |
| `betting.pool` | [`settle`][pokerlaws.betting.settle] | after the show, [the pool](glossary.md#pool) (the pot) divided |

## One step { #engine-steps }

Every part of the table keeps a list of [`Step`][pokerlaws.table.Step]s, one per act or ruling, in the order of play:
its number, the player, the act, the ruling in words, the laws applied, the counters it put in the pool (or took out),
the player's stake after it, the cards it moved. Printed: `1. B bets: stakes 5; the pool holds 5 [1882:53, 1882:56]`.

## The errors in one module { #engine-errors }

[`errors`][pokerlaws.errors] defines every error of the engine, one class per offence. Each is a
[`PokerLawError`][pokerlaws.errors.PokerLawError], itself a `ValueError`; one whose input offends a law names it in
`law` and at the end of its message (`[law 1882:53]`).

## The sources named once { #engine-sources }

[`SOURCES`][pokerlaws.sources.SOURCES] names the sources once: `1882`, `foster`, `1895`, the keys of every unit id
(`1882:71`). The engine's citations, the loader and the site read it; a fourth source is a key added there.

## One name for one thing { #engine-names }

Each name of the engine means one thing across the codes; where a code has its own word for it, that word is the
code's (a step prints it), and the engine's name stays the same.

| In the engine | What it is | The laws' words | Today |
| --- | --- | --- | --- |
| `age` | the player on the dealer's left, who puts up the ante or the blind and bets last | "the age" (foster, 1895); "the ante-man" (1882: so [`BettingRound`][pokerlaws.betting.BettingRound] takes `ante_man`, the same seat) | the small blind's seat |
| `pass_` | to stake nothing in one's turn while nothing has been staked: after the draw, and in a jack-pot not to open | "bet or pass" (1882:57) | to check |
| `pass_out` | before the draw, not to make good the ante: to go out of the deal | "passed out" (foster:7) | to fold before the draw |
| `retire`, `drop` | to lay down one's cards and go out, forfeiting what one has put up | "retire" (1882:54), "throw his hand face down" (foster:8), "drop" (1895 jack-pots: `JackPot.drop`) | to fold |
| `make_good` | to bring one's counters up to the ante, and draw cards | "make good his ante" (foster:7, foster:9) | to call: to put up the ante, twice the blind by the foster:9 ruling |
| `supply` | the dealer gives the cards he gave short | "supply the deficiency" (foster:4) | — |
| `ruleset` | the [ruleset][pokerlaws.hands.Ruleset] hands are valued under, or its name | the codes' laws of the hands | hand rankings |
| `code` | the code played: a [`Code`][pokerlaws.table.Code] (for the blind a [`BlindRulings`][pokerlaws.blind.BlindRulings]) | the 1882 laws, the Foster-style account, the 1895 rules | a rule set of play |
| `rulings` | the editor's readings where a text is silent or ambiguous: one `...Rulings` per subject ([`PoolRulings`][pokerlaws.betting.PoolRulings], [`DrawRulings`][pokerlaws.draw.DrawRulings], ...), each field a parameter with its readings, the default first ([`reading`][pokerlaws.readings.reading]) | — | house rules |
| `stake` | what a player has put up in a betting interval | "stake" (1882:53) | his bet in the round |
| `pool` | every counter in play: antes, straddles, stakes | "the pool" | the pot |

The package is not yet at 1.0: a name may change from one version to the next, and
`CHANGELOG.md` lists every rename once, with no former name kept.

## How a record is judged { #engine-records }

[`records.grammar`][pokerlaws.records.grammar] reads a record of play: its fields are checked, each act is a short sentence (`"B bets 5"`).
[`judge`][pokerlaws.records.judge], the one judge, replays a betting round after the draw, or (through
[`deal_of`][pokerlaws.records.deal.deal_of]) a whole deal (before the draw, the draw, the betting after it, the
show), step by step on the engine of the record's code, then settles the pool through one call
([`settled`][pokerlaws.records.judgement.settled]); both give one [`Judgement`][pokerlaws.records.Judgement], with one
report. A step that breaks a law stops the judgement with a
[`RecordError`][pokerlaws.errors.RecordError]: its `law`, `step` and `text`, and in `ruled` the steps ruled before it.

```pycon
>>> from pokerlaws.records import judge
>>> from pokerlaws.errors import RecordError
>>> try:
...     judge({"seats": ["A", "B", "C", "D"], "ante_man": "A", "actions": ["B bets 5", "B takes back 5"]})
... except RecordError as err:
...     print(err.law, err.step, err.text, [str(step) for step in err.ruled])
1882:55 2 B takes back 5 ['1. B bets: stakes 5; the pool holds 5 [1882:53, 1882:56]']
```

The page [Judging a record](judging.md) shows records judged when this site was built.
"""
