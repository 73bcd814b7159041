import pytest


@pytest.mark.law("1895:35")
def test_blind():
    pass


@pytest.mark.law("1882:61", text="{{pin 1882:61}}")
def test_show_goes_on():
    pass


@pytest.mark.law("foster:4", text="abc123")
def test_cards():
    # see laws 1-3 of 1895
    pass
