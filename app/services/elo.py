"""Elo arithmetic: match scores, rating differences, intervals and a ladder fit.

A *score* is the mean points per game of one player (win 1, draw 1/2, loss 0),
in [0, 1].  The logistic Elo model links it to a rating difference ``d`` (in
Elo points, from that player's point of view)::

    score = 1 / (1 + 10 ** (-d / 400))

A 0% or 100% score has no finite difference; those come out as ``-inf`` and
``+inf``, and only one end of the 95% interval is finite: a sweep reads
``at least -32 (95%); no losses, so no upper bound``.  Nothing here raises on
such scores.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

Z_95 = 1.959963984540054
"""Two-sided 95% quantile of the standard normal distribution."""
ELO_SCALE = 400.0
"""Elo points per factor of ten in the odds of winning."""


def score_from_elo(difference: float) -> float:
    """Expected score of a player rated ``difference`` Elo points above the opponent."""
    if difference == math.inf:
        return 1.0
    if difference == -math.inf:
        return 0.0
    return 1.0 / (1.0 + 10.0 ** (-difference / ELO_SCALE))


def elo_from_score(score: float) -> float:
    """Elo difference that makes ``score`` (in [0, 1]) the expected score; ±inf at 0 and 1."""
    if not 0.0 <= score <= 1.0:
        raise ValueError(f"a score is a fraction of the points, 0..1, got {score}")
    if score == 0.0:
        return -math.inf
    if score == 1.0:
        return math.inf
    return -ELO_SCALE * math.log10(1.0 / score - 1.0)


@dataclass(frozen=True, slots=True)
class Tally:
    """Wins, draws and losses of one player in a series of games."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    def __post_init__(self) -> None:
        if min(self.wins, self.draws, self.losses) < 0:
            raise ValueError(f"game counts must not be negative: {self}")

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def points(self) -> float:
        return self.wins + self.draws / 2

    @property
    def score(self) -> float:
        """Points per game in [0, 1]; 0.5 when no game was played."""
        return self.points / self.games if self.games else 0.5

    def reversed(self) -> Tally:
        """The same games from the opponent's point of view."""
        return Tally(self.losses, self.draws, self.wins)

    def record(self, result: str) -> Tally:
        """This tally plus one game ending in ``result`` (``win``, ``draw`` or ``loss``)."""
        if result == "win":
            return Tally(self.wins + 1, self.draws, self.losses)
        if result == "draw":
            return Tally(self.wins, self.draws + 1, self.losses)
        if result == "loss":
            return Tally(self.wins, self.draws, self.losses + 1)
        raise ValueError(f"a result is 'win', 'draw' or 'loss', got {result!r}")


@dataclass(frozen=True, slots=True)
class EloEstimate:
    """A rating difference with its 95% interval, in Elo points (may be ±inf)."""

    difference: float
    lower: float
    upper: float

    def text(self) -> str:
        """``+120 (95%: +80..+165)``; after a sweep, the finite end of the interval in words:
        ``at least +210 (95%); no losses, so no upper bound`` (``at most ...`` for no wins)."""
        if self.difference == math.inf:
            return f"at least {format_elo(self.lower)} (95%); no losses, so no upper bound"
        if self.difference == -math.inf:
            return f"at most {format_elo(self.upper)} (95%); no wins, so no lower bound"
        return (
            f"{format_elo(self.difference)} "
            f"(95%: {format_elo(self.lower)}..{format_elo(self.upper)})"
        )

    def as_json(self) -> dict[str, float | str | None]:
        """Finite values as numbers; an unbounded end is ``null``."""
        return {
            "difference": _finite_or_none(self.difference),
            "lower": _finite_or_none(self.lower),
            "upper": _finite_or_none(self.upper),
            "text": self.text(),
        }


def format_elo(value: float) -> str:
    """``+120``, ``-35``, ``0``, ``+inf``."""
    if math.isinf(value):
        return "+inf" if value > 0 else "-inf"
    rounded = round(value)
    return f"{rounded:+d}" if rounded else "0"


def _finite_or_none(value: float) -> float | None:
    return None if math.isinf(value) else round(value, 1)


def score_interval(tally: Tally) -> tuple[float, float]:
    """95% interval of the expected score, clipped to [0, 1].

    Uses the per-game variance of the points (so draws narrow it), computed
    after adding ``Z²/2`` pseudo-wins and pseudo-losses (the Agresti-Coull
    adjustment): a clean sweep of ``n`` games still gets an interval that
    shrinks like ``1/n`` instead of collapsing to a point.
    """
    pseudo = Z_95**2 / 2
    games = tally.games + 2 * pseudo
    wins = tally.wins + pseudo
    mean = (wins + tally.draws / 2) / games
    mean_square = (wins + tally.draws / 4) / games
    variance = mean_square - mean**2
    half_width = Z_95 * math.sqrt(variance / games)
    return max(0.0, mean - half_width), min(1.0, mean + half_width)


def elo_estimate(tally: Tally) -> EloEstimate:
    """The Elo difference ``tally`` shows, from its player's side, with a 95% interval."""
    difference = elo_from_score(tally.score)
    low_score, high_score = score_interval(tally)
    lower = min(elo_from_score(low_score), difference)
    upper = max(elo_from_score(high_score), difference)
    return EloEstimate(difference, lower, upper)


# --- the ladder: ratings from a round robin ---------------------------------------


Pairing = tuple[str, str]


@dataclass(frozen=True, slots=True)
class Rating:
    """One player's fitted rating relative to the anchor, with a 95% interval (Elo points)."""

    player: str
    elo: float
    lower: float
    upper: float


def fit_ratings(
    players: Sequence[str],
    results: Mapping[Pairing, Tally],
    *,
    prior_draws: float = 1.0,
    iterations: int = 10_000,
    tolerance: float = 1e-9,
) -> dict[str, float]:
    """Maximum-likelihood Bradley-Terry ratings, draws counting half a point.

    ``results[(a, b)]`` is ``a``'s tally against ``b``.  Every pairing that was
    played also gets ``prior_draws`` virtual draws, so that a player who won or
    lost every game keeps a finite rating.  Ratings are in Elo points with the
    first of ``players`` at 0.  Uses the minorise-maximise update of Hunter (2004).
    """
    index = {player: position for position, player in enumerate(players)}
    games = [[0.0] * len(players) for _ in players]
    points = [0.0] * len(players)
    for (a, b), tally in results.items():
        if a not in index or b not in index:
            raise ValueError(f"pairing {a} vs {b} names a player not in {list(players)}")
        if tally.games == 0:
            continue
        i, j = index[a], index[b]
        games[i][j] += tally.games + prior_draws
        games[j][i] += tally.games + prior_draws
        points[i] += tally.points + prior_draws / 2
        points[j] += tally.reversed().points + prior_draws / 2
    for i, player in enumerate(players):
        if any(games[i]) and not 0 < points[i] < sum(games[i]):
            raise ValueError(
                f"{player} won or lost every game: its rating is unbounded; use prior_draws > 0"
            )
    strength = [1.0] * len(players)
    for _ in range(iterations):
        updated = []
        for i in range(len(players)):
            denominator = sum(
                games[i][j] / (strength[i] + strength[j])
                for j in range(len(players))
                if games[i][j]
            )
            updated.append(points[i] / denominator if denominator else strength[i])
        scale = updated[0] or 1.0
        updated = [value / scale for value in updated]
        change = max(abs(math.log(new / old)) for new, old in zip(updated, strength, strict=True))
        strength = updated
        if change < tolerance:
            break
    return {player: ELO_SCALE * math.log10(strength[index[player]]) for player in players}


def ladder_ratings(
    players: Sequence[str],
    results: Mapping[Pairing, Tally],
    *,
    resamples: int = 200,
    seed: int = 0,
) -> list[Rating]:
    """:func:`fit_ratings` with 95% intervals from a bootstrap over the games.

    Each resample redraws every pairing's games (with replacement) and refits;
    the interval is the 2.5th to 97.5th percentile of a player's rating.  The
    anchor (the first player) has no interval of its own.
    """
    fitted = fit_ratings(players, results)
    rng = random.Random(seed)
    samples: dict[str, list[float]] = {player: [] for player in players}
    for _ in range(resamples):
        redrawn = {pairing: _resample(tally, rng) for pairing, tally in results.items()}
        for player, elo in fit_ratings(players, redrawn).items():
            samples[player].append(elo)
    ratings = []
    for player in players:
        ordered = sorted(samples[player])
        if ordered:
            lower = ordered[int(0.025 * (len(ordered) - 1))]
            upper = ordered[math.ceil(0.975 * (len(ordered) - 1))]
        else:
            lower = upper = fitted[player]
        ratings.append(
            Rating(player, fitted[player], min(lower, fitted[player]), max(upper, fitted[player]))
        )
    return ratings


def _resample(tally: Tally, rng: random.Random) -> Tally:
    if tally.games == 0:
        return tally
    drawn = rng.choices(
        ("win", "draw", "loss"), weights=(tally.wins, tally.draws, tally.losses), k=tally.games
    )
    return Tally(drawn.count("win"), drawn.count("draw"), drawn.count("loss"))
