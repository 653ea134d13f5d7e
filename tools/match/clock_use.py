"""How much of its clock our engine used in match games on time: reads the PGN that
``tools.match.chess_uci --clock ... --pgn FILE`` writes (a ``TimeControl`` header and
``[%clk]`` after every move) and prints, for each game of at least ``--min-moves``
moves, the part of our time (the base plus the increments we received) we spent, and
how many games fall within ``--band`` (issue 48 asks 50% to 90% at 60+0.6 in games of
60 moves or more) and how many we lost on time.

    python -m tools.match.clock_use tools/match/games/clock-60+0.6.pgn
"""

from __future__ import annotations

import argparse
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

import chess
import chess.pgn

from engine.clock import TimeControl

OURS = "plyboard"


@dataclass(frozen=True, slots=True)
class ClockUse:
    """One game's use of our clock: seconds spent of the seconds we had."""

    moves: int
    """Full moves of the whole game."""
    spent: float
    had: float
    lost_on_time: bool

    @property
    def share(self) -> float:
        return self.spent / self.had


def clock_use(game: chess.pgn.Game) -> ClockUse | None:
    """Our clock use in ``game``; ``None`` when it was not played on a clock by us."""
    headers = game.headers
    if OURS not in (headers.get("White"), headers.get("Black")) or "TimeControl" not in headers:
        return None
    control = TimeControl.parse(headers["TimeControl"])
    colour = chess.WHITE if headers["White"] == OURS else chess.BLACK
    clocks = [
        left
        for node in game.mainline()
        if node.turn() != colour and (left := node.clock()) is not None  # after our move
    ]
    if not clocks:
        return None
    had = control.seconds + control.increment * len(clocks)
    last = clocks[-1]
    lost = headers.get("Termination") == "time forfeit" and (
        headers["Result"] == ("0-1" if colour == chess.WHITE else "1-0")
    )
    plies = int(headers.get("PlyCount", game.end().ply()))
    return ClockUse((plies + 1) // 2, had - last, had, lost)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pgn", type=Path, nargs="+")
    parser.add_argument("--min-moves", type=int, default=60)
    parser.add_argument("--band", default="50,90", metavar="LOW,HIGH", help="percent")
    args = parser.parse_args(argv)
    low, high = (float(part) / 100 for part in args.band.split(","))
    uses: list[ClockUse] = []
    for path in args.pgn:
        with path.open(encoding="utf-8") as handle:
            while (game := chess.pgn.read_game(handle)) is not None:
                if (use := clock_use(game)) is not None:
                    uses.append(use)
    long_games = [use for use in uses if use.moves >= args.min_moves]
    for use in long_games:
        print(f"{use.moves} moves: spent {use.spent:.1f} of {use.had:.1f} s ({use.share:.0%})")
    shares = [use.share for use in long_games]
    within = sum(low <= share <= high for share in shares)
    print(
        f"\n{len(uses)} games on a clock, {sum(use.lost_on_time for use in uses)} lost on time; "
        f"{len(long_games)} of {args.min_moves}+ moves, {within} within "
        f"{low:.0%}-{high:.0%}"
        + (
            f" (median {statistics.median(shares):.0%}, {min(shares):.0%} to {max(shares):.0%})"
            if shares
            else ""
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
