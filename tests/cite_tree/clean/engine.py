"""A poker engine of another project, citing the laws it follows (law 60 of 1882)."""

from pokerlaws.citations import implements


@implements("1882:60", text="{{pin 1882:60}}")
def show_for_less(pool):
    """Pay a show for less, as laws 59–60 say; rule 35 (1895) is the blind's."""
    return pool


@implements("1882:65")
def rank(hand):  # see also 1895:28
    return hand
