"""A poker engine of another project, citing the laws it follows (law 60 of 1882)."""

from pokerlaws.citations import implements

NOT_A_CITATION = "1882:98 in a string is data, not a citation"


@implements("1882:60", text="{{pin 1882:60}}")
def show_for_less(pool):
    """Pay a show for less, as laws 59–60 say."""
    return pool


@implements("1882:76", text="0000aa")
def share(pool, winners):
    return pool // winners


@implements("1882:99")
def nothing():
    return None


@implements("1882:65")
def rank(hand):  # the order of the hands: see also 1895:28
    return hand


@implements("1882:71")
def sequence(hand):
    return hand


# rule 35 (1895) is the blind's; 1883:60 is a slip of the pen.
# 1882:97 is written here on purpose.  cite-check: ignore
