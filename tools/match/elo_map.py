"""The chess strength map (issue 46): each configuration's Elo from arena matches against
Stockfish at fixed ``UCI_Elo`` settings.

Reads the files ``plyboard arena chess --record FILE`` writes, one match a file, whose
player B is the anchor: a UCI engine with ``option.UCI_Elo=N`` in its spec, rated N, or a
player given a rating with ``--rated SPEC=ELO`` (a level placed by the anchors before,
for levels below Stockfish's lowest setting).  ``--pool`` adds up the matches of one
configuration against one anchor (several blocks of openings) into one row.  ``--tsv``
prints the matches as tab-separated tallies instead of the tables, the form in which the
levels' calibration is kept (``docs/benchmarks/chess-levels-elo.tsv``, read back by
:func:`matches_from_tsv`).
For each match it prints player A's wins, draws and losses, its score, the Elo difference
with its 95% interval (:func:`app.services.elo.elo_estimate`: the logistic model, the
interval from the per-game variance of the points) and A's rating: the anchor's plus that
difference.  A configuration played against several anchors also gets one rating fitted
to all its games: the maximum of the likelihood of its points (a draw half a win, half a
loss) with the anchors' ratings fixed, and a 95% likelihood-ratio interval (the ratings
where twice the log-likelihood falls 3.84 below its maximum; draws are not credited
with their smaller variance, so the interval errs wide).  Games lost on time are listed.

    python -m tools.match.elo_map /work/elo-records/*.txt
    python -m tools.match.elo_map --pool --rated medium=1320 easy-medium.txt ...
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from app.services.elo import Rating, Tally, elo_estimate, score_from_elo

CHI2_95 = 3.841458820694124
"""The 95% quantile of the chi-squared distribution with one degree of freedom."""
_UCI_ELO = re.compile(r"option\.uci_elo=(\d+)", re.IGNORECASE)
_RESULTS = {"1-0": 1.0, "1/2-1/2": 0.5, "0-1": 0.0}
"""The first player's points by a record's result."""
_FORFEIT = re.compile(r"^# game (\d+): (.*)$")
_SEARCH_SPAN = 4000.0
"""Elo points either side of the anchors within which a rating is searched."""


class RecordError(ValueError):
    """A file that is not an arena record against a rated anchor; the message says why."""


@dataclass(frozen=True, slots=True)
class Match:
    """One record file: player A (the configuration), its anchor and A's results."""

    source: str
    player: str
    """Player A's spec, e.g. ``expert:nodes=5000``."""
    anchor: str
    """Player B's spec."""
    anchor_elo: int
    """The anchor's rating: its ``UCI_Elo``."""
    tally: Tally
    """A's wins, draws and losses."""
    forfeits: tuple[str, ...] = ()
    """The record's notes on games lost on time or by an engine's failure."""


def rating_text(rating: Rating) -> str:
    """``1480 (95%: 1390..1570)``; an unbounded end is written ``?``."""
    return f"{_whole(rating.elo)} (95%: {_whole(rating.lower)}..{_whole(rating.upper)})"


def _whole(value: float) -> str:
    return "?" if math.isinf(value) else f"{round(value)}"


def read_match(path: Path, rated: Mapping[str, int] | None = None) -> Match:
    """The match in the record file ``path``, its anchor rated by its ``UCI_Elo`` or by
    ``rated`` (player spec to rating); raises :class:`RecordError`."""
    lines = path.read_text(encoding="utf-8").splitlines()
    players: tuple[str, str] | None = None
    tally = Tally()
    forfeits = []
    for line in lines:
        forfeit = _FORFEIT.match(line)
        if forfeit:
            forfeits.append(f"game {forfeit[1]}: {forfeit[2]}")
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) < 4 or fields[3] not in _RESULTS or not fields[0].isdigit():
            raise RecordError(f"{path}: not an arena record line: {line[:60]!r}")
        a_first = int(fields[0]) % 2 == 1  # A moves first in games 1, 3, 5, ...
        pair = (fields[1], fields[2]) if a_first else (fields[2], fields[1])
        if players is not None and pair != players:
            raise RecordError(f"{path}: more than two players ({pair} after {players})")
        players = pair
        points = _RESULTS[fields[3]] if a_first else 1.0 - _RESULTS[fields[3]]
        tally = tally.record({1.0: "win", 0.5: "draw", 0.0: "loss"}[points])
    if players is None:
        raise RecordError(f"{path}: no games")
    uci_elo = _UCI_ELO.search(players[1])
    anchor_elo = int(uci_elo[1]) if uci_elo else (rated or {}).get(players[1])
    if anchor_elo is None:
        raise RecordError(
            f"{path}: player B ({players[1]}) has no option.UCI_Elo=N and no --rated rating"
        )
    return Match(str(path), players[0], players[1], anchor_elo, tally, tuple(forfeits))


def pooled(matches: Iterable[Match]) -> list[Match]:
    """The matches with those of one configuration against one anchor added up into one
    (its source lists theirs), in the order each pair first comes."""
    pools: dict[tuple[str, str, int], Match] = {}
    for match in matches:
        key = (match.player, match.anchor, match.anchor_elo)
        known = pools.get(key)
        if known is None:
            pools[key] = match
            continue
        pools[key] = replace(
            known,
            source=f"{known.source}, {match.source}",
            tally=Tally(
                known.tally.wins + match.tally.wins,
                known.tally.draws + match.tally.draws,
                known.tally.losses + match.tally.losses,
            ),
            forfeits=known.forfeits + match.forfeits,
        )
    return list(pools.values())


def _log_likelihood(elo: float, matches: Sequence[Match]) -> float:
    """The log-likelihood of the matches' points if player A is rated ``elo``."""
    total = 0.0
    for match in matches:
        expected = score_from_elo(elo - match.anchor_elo)
        lost = match.tally.games - match.tally.points
        total += match.tally.points * math.log(expected) + lost * math.log(1.0 - expected)
    return total


def _crossing(function: Callable[[float], float], level: float, low: float, high: float) -> float:
    """Where ``function`` passes ``level`` between ``low`` and ``high`` (on either side of
    it there), to a hundredth of an Elo point."""
    below_at_low = function(low) < level
    while high - low > 0.01:
        middle = (low + high) / 2
        if (function(middle) < level) == below_at_low:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def fitted_rating(matches: Sequence[Match]) -> Rating:
    """One rating for player A from all ``matches`` (against anchors of fixed ratings; the
    first match names A), by maximum likelihood, with a 95% likelihood-ratio interval
    (±inf when unbounded)."""
    games = sum(match.tally.games for match in matches)
    points = sum(match.tally.points for match in matches)
    if not games:
        raise ValueError("no games to fit a rating to")
    anchors = [match.anchor_elo for match in matches]
    low, high = min(anchors) - _SEARCH_SPAN, max(anchors) + _SEARCH_SPAN

    def surplus(elo: float) -> float:
        """Points scored beyond those expected at ``elo`` (falls as ``elo`` rises)."""
        expected = sum(
            match.tally.games * score_from_elo(elo - match.anchor_elo) for match in matches
        )
        return points - expected

    def likelihood(elo: float) -> float:
        return _log_likelihood(elo, matches)

    if points in (0, games):  # a sweep: the likelihood rises towards 1 at an infinite rating
        best, floor = (math.inf if points else -math.inf), -CHI2_95 / 2
    else:
        best = _crossing(surplus, 0.0, low, high)
        floor = likelihood(best) - CHI2_95 / 2
    lower = -math.inf if points == 0 else _crossing(likelihood, floor, low, min(best, high))
    upper = math.inf if points == games else _crossing(likelihood, floor, max(best, low), high)
    return Rating(matches[0].player, best, lower, upper)


def match_rating(match: Match) -> Rating:
    """Player A's rating from one match: the anchor's plus the Elo difference of
    :func:`elo_estimate`, with its interval."""
    estimate = elo_estimate(match.tally)
    return Rating(
        match.player,
        match.anchor_elo + estimate.difference,
        match.anchor_elo + estimate.lower,
        match.anchor_elo + estimate.upper,
    )


def table_lines(matches: Iterable[Match]) -> list[str]:
    """The map as Markdown: a row a match, then a row a configuration fitted to all its
    matches (for those with more than one)."""
    matches = list(matches)
    lines = [
        "| config | opponent (UCI_Elo) | games | +/=/- | score | Elo difference (95%) "
        "| config's Elo (95%) |",
        "|---|---:|---:|---|---:|---|---|",
    ]
    for match in matches:
        tally = match.tally
        lines.append(
            f"| {match.player} | {match.anchor_elo} | {tally.games} "
            f"| +{tally.wins} ={tally.draws} -{tally.losses} | {tally.score:.1%} "
            f"| {elo_estimate(tally).text()} | {rating_text(match_rating(match))} |"
        )
    by_player: dict[str, list[Match]] = {}
    for match in matches:
        by_player.setdefault(match.player, []).append(match)
    fitted = {player: group for player, group in by_player.items() if len(group) > 1}
    if fitted:
        lines += ["", "| config | anchors | games | Elo fitted to all its games (95%) |"]
        lines.append("|---|---|---:|---|")
        for player, group in fitted.items():
            anchors = ", ".join(str(match.anchor_elo) for match in group)
            games = sum(match.tally.games for match in group)
            fitted_text = rating_text(fitted_rating(group))
            lines.append(f"| {player} | {anchors} | {games} | {fitted_text} |")
    forfeits = [f"{match.source}: {note}" for match in matches for note in match.forfeits]
    if forfeits:
        lines += ["", "Forfeits (counted as played):", *forfeits]
    return lines


TSV_HEADER = "# config\tanchor\tanchor Elo\twins\tdraws\tlosses"


def tsv_lines(matches: Iterable[Match]) -> list[str]:
    """The matches as tab-separated tallies, under :data:`TSV_HEADER`."""
    rows = [
        f"{m.player}\t{m.anchor}\t{m.anchor_elo}\t{m.tally.wins}\t{m.tally.draws}\t{m.tally.losses}"
        for m in matches
    ]
    return [TSV_HEADER, *rows]


def matches_from_tsv(text: str, source: str = "tsv") -> list[Match]:
    """The matches :func:`tsv_lines` wrote (``#`` lines are comments); raises
    :class:`RecordError` for a malformed row."""
    matches = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 6 or not all(field.isdigit() for field in fields[2:]):
            raise RecordError(f"{source}, line {number}: not a tally row: {line[:60]!r}")
        wins, draws, losses = (int(field) for field in fields[3:])
        tally = Tally(wins, draws, losses)
        matches.append(Match(f"{source}:{number}", fields[0], fields[1], int(fields[2]), tally))
    return matches


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("records", nargs="+", type=Path, help="arena record files")
    parser.add_argument(
        "--rated",
        action="append",
        default=[],
        metavar="SPEC=ELO",
        help="an anchor without UCI_Elo and its rating (e.g. medium=1320); repeatable",
    )
    parser.add_argument(
        "--pool", action="store_true", help="one row a configuration and anchor, not a file"
    )
    parser.add_argument("--tsv", action="store_true", help="print tab-separated tallies")
    args = parser.parse_args(argv)
    rated = {}
    for item in args.rated:
        spec, _, elo = item.rpartition("=")
        if not spec or not elo.isdigit():
            parser.error(f"--rated takes SPEC=ELO, e.g. medium=1320, not {item!r}")
        rated[spec] = int(elo)
    try:
        matches = [read_match(path, rated) for path in args.records]
    except (OSError, UnicodeDecodeError, RecordError) as error:
        print(f"elo_map: {error}", file=sys.stderr)
        return 2
    if args.pool:
        matches = pooled(matches)
    print("\n".join(tsv_lines(matches) if args.tsv else table_lines(matches)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
