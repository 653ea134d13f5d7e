"""Summary of gomoku match records: the score, and what decided each opening's two games.

Reads the records :mod:`tools.match.gomoku_vs_gomocup` writes (tab separated: number,
opening, our colour, result for us, ...; the two halves of a match may be given as two
files).  Each opening is played once with each colour, so its pair of games says
whether the colour decided it (Black won both, or White both) or the engines did (we won
both, or they did).  Only the engine-decided pairs move the score away from 50%: at 2 s
against AIWine about half the openings were decided by the colour (BENCHMARKS.md,
"Session 18").  With ``--self-play`` (records of :mod:`tools.match.gomoku_colour_bias`) it
also gives our points with each colour in the openings Black won in self-play and in
those White won: set beside the self-play engine's own results there, they say which
role is weaker.

    python -m tools.match.gomoku_summary /tmp/match.1.tsv /tmp/match.51.tsv
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

REPO = Path(__file__).resolve().parents[2]

from app.services.elo import Tally, elo_estimate  # noqa: E402

COLOURS = ("Black", "White")
POINTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}
MOVES_FIELD = 7


class MatchGame(NamedTuple):
    """One game of a match record: its number, opening, our colour, the result for us and
    every move (the opening's too; empty in records written without them)."""

    number: str
    opening: str
    colour: str
    result: str
    moves: tuple[str, ...]


def read_records(paths: Iterable[Path]) -> list[MatchGame]:
    """Every game in the record files, in their order."""
    games = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            fields = line.split("\t")
            if len(fields) < 4 or fields[2] not in COLOURS or fields[3] not in POINTS:
                raise ValueError(f"{path}: not a match record line: {line[:60]!r}")
            moves = fields[MOVES_FIELD].split() if len(fields) > MOVES_FIELD else []
            games.append(MatchGame(fields[0], fields[1], fields[2], fields[3], tuple(moves)))
    return games


def _tally(results: Iterable[str]) -> Tally:
    tally = Tally()
    for result in results:
        tally = tally.record(result)
    return tally


def score_lines(results: Iterable[tuple[str, str]]) -> list[str]:
    """The score of games given as (our colour, result for us): in all, with its Elo
    estimate, and per colour."""
    results = list(results)
    tally = _tally(result for _, result in results)
    lines = [
        f"games: {tally.games}; ours +{tally.wins} ={tally.draws} -{tally.losses}",
        f"score: {tally.score:.1%}; Elo {elo_estimate(tally).text()}",
    ]
    for colour in COLOURS:
        part = _tally(result for side, result in results if side == colour)
        lines.append(
            f"as {colour}: +{part.wins} ={part.draws} -{part.losses} "
            f"({part.points:g} of {part.games})"
        )
    return lines


def pair_kinds(games: Iterable[MatchGame]) -> Counter[str]:
    """How many openings' two games were won by Black both times, by White both, by us
    both, by them both, or split otherwise (a draw in either); openings played once are
    not counted."""
    results: dict[str, dict[str, str]] = {}
    for game in games:
        results.setdefault(game.opening, {})[game.colour] = game.result
    kinds: Counter[str] = Counter()
    for by_colour in results.values():
        if len(by_colour) < 2:
            continue
        pair = (by_colour["Black"], by_colour["White"])
        kinds[
            {
                ("win", "loss"): "Black both",
                ("loss", "win"): "White both",
                ("win", "win"): "ours both",
                ("loss", "loss"): "theirs both",
            }.get(pair, "other")
        ] += 1
    return kinds


def read_self_play(paths: Iterable[Path]) -> dict[str, str]:
    """Opening -> the colour that won it in self-play (``Black``, ``White`` or ``draw``),
    from the records :mod:`tools.match.gomoku_colour_bias` writes."""
    winners = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            fields = line.split("\t")
            if len(fields) < 3 or fields[2] not in (*COLOURS, "draw"):
                raise ValueError(f"{path}: not a self-play record line: {line[:60]!r}")
            winners[fields[1]] = fields[2]
    return winners


def by_self_play(games: Iterable[MatchGame], winners: dict[str, str]) -> list[str]:
    """Our points with each colour, in the openings grouped by their self-play winner
    (openings not in ``winners`` are left out)."""
    points: dict[tuple[str, str], list[float]] = {}
    for game in games:
        if game.opening in winners:
            key = (winners[game.opening], game.colour)
            points.setdefault(key, []).append(POINTS[game.result])
    lines = []
    for winner in (*COLOURS, "draw"):
        parts = [
            f"as {colour} {sum(points[winner, colour]):g} of {len(points[winner, colour])}"
            for colour in COLOURS
            if (winner, colour) in points
        ]
        if parts:
            group = "drawn" if winner == "draw" else f"{winner} won"
            lines.append(f"openings {group} in self-play: ours " + ", ".join(parts))
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", type=Path, nargs="+", help="record files of one match")
    parser.add_argument(
        "--self-play",
        type=Path,
        nargs="+",
        default=[],
        help="self-play records (tools/match/gomoku_colour_bias.py) to group the openings by",
    )
    args = parser.parse_args()
    games = read_records(args.records)
    print("\n".join(score_lines((game.colour, game.result) for game in games)))
    kinds = pair_kinds(games)
    print(
        "openings decided by the colour: "
        f"{kinds['Black both']} Black both, {kinds['White both']} White both; "
        f"by the engines: {kinds['ours both']} ours both, {kinds['theirs both']} theirs both; "
        f"other: {kinds['other']}"
    )
    if args.self_play:
        print("\n".join(by_self_play(games, read_self_play(args.self_play))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
