"""How often the players of recorded chess games blunder: every move after the opening
graded by the review of estimated values (:mod:`app.services.estimate_review`: a loss of
3 pawns or more is a blunder, 1-3 a mistake, 1/2-1 an inaccuracy, as chess programs
grade), with each player's average loss a move in centipawns (values capped at 10
pawns either way).

Reads the files ``plyboard arena chess --record FILE`` writes.  The moves of the
opening set that began a game (the shipped set's longest line the game starts with) are
not counted, nor book moves.  Each game is reviewed by the compiled engine at ``--nodes``
a position, so the figures are the same on any machine.

    python -m tools.bench.chess_blunders RECORD... [--nodes 20000]
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from app.services.estimate_review import Grade, review_estimates
from app.services.match_openings import shipped_openings
from games.chess import spec

NODES = 20_000
"""Nodes the review searches in each position."""


@dataclass(frozen=True, slots=True)
class RecordedGame:
    """One game of a record: its players (first, second) and moves in UCI."""

    players: tuple[str, str]
    moves: tuple[str, ...]


@dataclass
class Errors:
    """One player's graded moves."""

    moves: int = 0
    loss: int = 0
    """Centipawns lost in all."""
    inaccuracies: int = 0
    mistakes: int = 0
    blunders: int = 0

    def line(self, player: str) -> str:
        """The player's row of the table: moves, average loss, and each grade's count and
        share of the moves."""
        shares = [
            f"{count} ({count / self.moves:.1%})"
            for count in (self.blunders, self.mistakes, self.inaccuracies)
        ]
        return f"| {player} | {self.moves} | {self.loss / self.moves:.0f} | {' | '.join(shares)} |"


def read_games(path: Path) -> list[RecordedGame]:
    """The games of the record file ``path``; raises ``ValueError`` for a line that is not
    a game."""
    games = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) < 5 or not fields[0].isdigit():
            raise ValueError(f"{path}: not an arena record line: {line[:60]!r}")
        games.append(RecordedGame((fields[1], fields[2]), tuple(fields[4].split())))
    return games


def opening_plies(moves: Sequence[str], openings: Sequence[Sequence[str]]) -> int:
    """The plies of the longest opening line that ``moves`` begins with (0 for none)."""
    return max(
        (len(line) for line in openings if tuple(moves[: len(line)]) == tuple(line)), default=0
    )


def uci_moves(texts: Sequence[str]) -> list[str]:
    """The moves ``texts`` (in any notation the game reads) from the start, in UCI."""
    return [move.uci() for move in spec().new_state().parse_line(texts)]


def tally_errors(games: Sequence[RecordedGame], nodes: int) -> dict[str, Errors]:
    """Each player's graded moves over ``games``."""
    chess_spec = spec()
    openings = [uci_moves(opening.moves) for opening in shipped_openings(chess_spec)]
    errors: dict[str, Errors] = defaultdict(Errors)
    for game in games:
        moves = chess_spec.new_state().parse_line(game.moves)
        skipped = opening_plies(game.moves, openings)
        review = review_estimates(
            chess_spec, moves, lambda: chess_spec.searcher("compiled"), nodes=nodes
        )
        for graded in review.moves:
            if graded.ply < skipped:
                continue
            tally = errors[game.players[graded.ply % 2]]
            tally.moves += 1
            tally.loss += graded.loss
            tally.inaccuracies += graded.grade is Grade.INACCURACY
            tally.mistakes += graded.grade is Grade.MISTAKE
            tally.blunders += graded.grade is Grade.BLUNDER
    return errors


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("records", nargs="+", type=Path, help="arena record files")
    parser.add_argument("--nodes", type=int, default=NODES, help="nodes a reviewed position")
    args = parser.parse_args(argv)
    try:
        games = [game for path in args.records for game in read_games(path)]
    except (OSError, UnicodeDecodeError, ValueError) as error:
        print(f"chess_blunders: {error}", file=sys.stderr)
        return 2
    errors = tally_errors(games, args.nodes)
    print(f"{len(games)} games, {args.nodes:,} nodes a position")
    print("| player | moves | average loss (cp) | blunders | mistakes | inaccuracies |")
    print("|---|---:|---:|---:|---:|---:|")
    for player, tally in sorted(errors.items(), key=lambda item: -item[1].loss / item[1].moves):
        print(tally.line(player))
    return 0


if __name__ == "__main__":
    sys.exit(main())
