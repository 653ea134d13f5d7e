"""Elo arithmetic: score <-> rating difference, intervals, clean sweeps and the ladder fit."""

import math

import pytest

from app.services.elo import (
    Tally,
    elo_estimate,
    elo_from_score,
    fit_ratings,
    format_elo,
    ladder_ratings,
    score_from_elo,
    score_interval,
)


@pytest.mark.parametrize("score", [0.01, 0.1, 0.25, 0.5, 0.65, 0.9, 0.999])
def test_score_and_elo_round_trip(score: float) -> None:
    assert score_from_elo(elo_from_score(score)) == pytest.approx(score)


def test_known_values() -> None:
    assert elo_from_score(0.5) == 0
    assert elo_from_score(0.75) == pytest.approx(190.85, abs=0.01)
    assert elo_from_score(0.25) == pytest.approx(-190.85, abs=0.01)
    assert score_from_elo(400) == pytest.approx(10 / 11)


def test_zero_and_full_scores_are_infinite_not_errors() -> None:
    assert elo_from_score(0.0) == -math.inf
    assert elo_from_score(1.0) == math.inf
    assert score_from_elo(math.inf) == 1.0
    assert score_from_elo(-math.inf) == 0.0


def test_score_outside_zero_to_one_is_rejected() -> None:
    with pytest.raises(ValueError, match=r"0\.\.1"):
        elo_from_score(1.5)


def test_tally_counts_draws_as_half_points() -> None:
    tally = Tally(wins=3, draws=2, losses=5)
    assert tally.games == 10
    assert tally.score == pytest.approx(0.4)
    assert tally.reversed() == Tally(5, 2, 3)
    assert tally.record("draw") == Tally(3, 3, 5)
    with pytest.raises(ValueError):
        tally.record("resigned")


def test_interval_contains_estimate_and_widens_with_fewer_games() -> None:
    few = elo_estimate(Tally(6, 2, 2))
    many = elo_estimate(Tally(60, 20, 20))
    assert few.difference == pytest.approx(many.difference)
    assert few.lower < few.difference < few.upper
    assert many.lower < many.difference < many.upper
    assert few.upper - few.lower > 2 * (many.upper - many.lower)


def test_draws_narrow_the_interval() -> None:
    drawish = score_interval(Tally(10, 80, 10))
    decisive = score_interval(Tally(50, 0, 50))
    assert drawish[1] - drawish[0] < decisive[1] - decisive[0]


def test_clean_sweep_has_a_finite_bound_that_grows_with_games() -> None:
    sweep = elo_estimate(Tally(wins=20))
    longer = elo_estimate(Tally(wins=200))
    assert sweep.difference == math.inf
    assert sweep.upper == math.inf
    assert 0 < sweep.lower < longer.lower < math.inf
    assert sweep.text().startswith("at least +")
    assert sweep.as_json()["difference"] is None
    assert sweep.as_json()["lower"] == pytest.approx(sweep.lower, abs=0.1)


def test_total_loss_mirrors_the_sweep() -> None:
    loss = elo_estimate(Tally(losses=20))
    assert loss.difference == -math.inf
    assert loss.upper == pytest.approx(-elo_estimate(Tally(wins=20)).lower)
    assert loss.text().startswith("at most -")


def test_a_short_sweep_reads_as_a_one_sided_interval_in_words() -> None:
    sweep = elo_estimate(Tally(wins=4))
    assert sweep.lower < 0  # four games cannot even show the sweeper is stronger
    assert format_elo(sweep.lower) == "-32"
    assert sweep.text() == "at least -32 (95%); no losses, so no upper bound"
    assert elo_estimate(Tally(losses=4)).text() == "at most +32 (95%); no wins, so no lower bound"


def test_a_finite_estimate_shows_both_ends() -> None:
    text = elo_estimate(Tally(6, 2, 2)).text()
    assert text.startswith("+147 (95%: ")
    assert ".." in text and "bound" not in text


def test_all_draws_is_zero_with_a_narrow_interval() -> None:
    estimate = elo_estimate(Tally(draws=200))
    assert estimate.difference == 0
    assert -20 < estimate.lower < 0 < estimate.upper < 20


def test_fit_recovers_a_two_player_difference() -> None:
    ratings = fit_ratings(["a", "b"], {("a", "b"): Tally(25, 0, 75)}, prior_draws=0)
    assert ratings["a"] == 0
    assert ratings["b"] == pytest.approx(190.85, abs=0.5)


def test_fit_orders_a_transitive_round_robin() -> None:
    results = {
        ("weak", "middle"): Tally(20, 20, 60),
        ("weak", "strong"): Tally(5, 15, 80),
        ("middle", "strong"): Tally(20, 30, 50),
    }
    ratings = fit_ratings(["weak", "middle", "strong"], results)
    assert ratings["weak"] == 0 < ratings["middle"] < ratings["strong"]


def test_fit_keeps_a_player_who_lost_everything_finite() -> None:
    ratings = fit_ratings(["floor", "top"], {("floor", "top"): Tally(losses=50)})
    assert 0 < ratings["top"] < math.inf
    with pytest.raises(ValueError, match="unbounded"):
        fit_ratings(["floor", "top"], {("floor", "top"): Tally(losses=50)}, prior_draws=0)


def test_ladder_intervals_bracket_the_ratings_and_are_reproducible() -> None:
    results = {("a", "b"): Tally(30, 40, 30), ("a", "c"): Tally(10, 30, 60)}
    ratings = ladder_ratings(["a", "b", "c"], results, resamples=50, seed=3)
    assert [rating.player for rating in ratings] == ["a", "b", "c"]
    assert ratings[0].elo == ratings[0].lower == ratings[0].upper == 0
    for rating in ratings[1:]:
        assert rating.lower < rating.elo < rating.upper
    assert ratings == ladder_ratings(["a", "b", "c"], results, resamples=50, seed=3)
