import pytest


@pytest.mark.law("1895:35", "1882:61")
def test_blind():
    pass
