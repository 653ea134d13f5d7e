"""Summary of gomoku match records: the score, and what decided each opening's two games.

Reads the records :mod:`tools.gomoku_vs_gomocup` writes (tab separated: number,
opening, our colour, result for us, ...; the two halves of a match may be given as two
files).  Each opening is played once with each colour, so its pair of games says
whether the colour decided it (Black won both, or White both) or the engines did (we won
both, or they did).  Only the engine-decided pairs move the score away from 50%: at 2 s
against AIWine about half the openings were decided by the colour (BENCHMARKS.md,
"Session 18").

    python tools/gomoku_match_summary.py /tmp/match.1.tsv /tmp/match.51.tsv
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from app.services.elo import Tally, elo_estimate  # noqa: E402

COLOURS = ("Black", "White")
POINTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}


def read_records(paths: Iterable[Path]) -> list[tuple[str, str, str]]:
    """(opening, our colour, result for us) of every game in the record files."""
    games = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            fields = line.split("\t")
            if len(fields) < 4 or fields[2] not in COLOURS or fields[3] not in POINTS:
                raise ValueError(f"{path}: not a match record line: {line[:60]!r}")
            games.append((fields[1], fields[2], fields[3]))
    return games


def pair_kinds(games: Iterable[tuple[str, str, str]]) -> Counter[str]:
    """How many openings' two games were won by Black both times, by White both, by us
    both, by them both, or split otherwise (a draw in either); openings played once are
    not counted."""
    results: dict[str, dict[str, str]] = {}
    for opening, colour, result in games:
        results.setdefault(opening, {})[colour] = result
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", type=Path, nargs="+", help="record files of one match")
    args = parser.parse_args()
    games = read_records(args.records)
    tally = Tally()
    for _, _, result in games:
        tally = tally.record(result)
    print(f"games: {tally.games}; ours +{tally.wins} ={tally.draws} -{tally.losses}")
    print(f"score: {tally.score:.1%}; Elo {elo_estimate(tally).text()}")
    for colour in COLOURS:
        points = [POINTS[result] for _, side, result in games if side == colour]
        print(f"as {colour}: {sum(points):g} of {len(points)}")
    kinds = pair_kinds(games)
    print(
        "openings decided by the colour: "
        f"{kinds['Black both']} Black both, {kinds['White both']} White both; "
        f"by the engines: {kinds['ours both']} ours both, {kinds['theirs both']} theirs both; "
        f"other: {kinds['other']}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
