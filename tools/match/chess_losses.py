"""Where our lost and drawn games turned: replays each game of a ``chess_uci --pgn``
file that we did not win with Stockfish at full strength and reports, per game, our
first move that lost at least ``--drop`` centipawns by Stockfish's judgement and after
which the game stayed at or below ``-drop`` (our point of view), its phase by material,
and what our own search said of it (the ``{ours SCORE/DEPTH}`` comment).

    python -m tools.match.chess_losses /tmp/games.pgn --depth 14
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import chess
import chess.engine
import chess.pgn

from tools.match.chess_uci import parse_our_comment

STOCKFISH = "/usr/games/stockfish"
PIECE_PHASE = {chess.KNIGHT: 1, chess.BISHOP: 1, chess.ROOK: 2, chess.QUEEN: 4}
"""Phase weights of the non-pawn pieces; both sides' full set sums to 24."""


@dataclass(frozen=True)
class Turn:
    """The move where a game turned: its ply (from the start), SAN, phase, Stockfish's
    scores before and after (centipawns, our point of view) and our own comment."""

    ply: int
    san: str
    phase: str
    before: int
    after: int
    ours: tuple[int, int] | None


def phase(board: chess.Board) -> str:
    """``opening`` (24 phase points and move 12 or earlier), ``endgame`` (8 or fewer
    phase points: at most a rook and a minor each) or ``middlegame``."""
    points = sum(
        weight * len(board.pieces(piece, colour))
        for piece, weight in PIECE_PHASE.items()
        for colour in chess.COLORS
    )
    if points <= 8:
        return "endgame"
    if points >= 22 and board.fullmove_number <= 12:
        return "opening"
    return "middlegame"


def turning_point(scores: list[int], drop: int) -> int | None:
    """The index ``i`` of the first of our moves whose score after (``scores[i + 1]``)
    is at least ``drop`` below the score before (``scores[i]``) and at or below
    ``-drop``, with every later score also at or below ``-drop``; ``scores[i]`` is the
    score before our ``i``-th move, and the list ends with the final position's."""
    for index in range(len(scores) - 1):
        before, after = scores[index], scores[index + 1]
        if before - after >= drop and after <= -drop and max(scores[index + 1 :]) <= -drop:
            return index
    return None


def our_score(game: chess.pgn.Game) -> float | None:
    """Our result (1, 0.5, 0) from the headers; ``None`` when we did not play."""
    result = game.headers.get("Result", "*")
    if "plyboard" not in (game.headers.get("White"), game.headers.get("Black")):
        return None
    white = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}.get(result)
    if white is None:
        return None
    return white if game.headers["White"] == "plyboard" else 1 - white


def analyse(game: chess.pgn.Game, engine: chess.engine.SimpleEngine, args: argparse.Namespace):
    """The :class:`Turn` of one game, or ``None`` when no move of ours lost it."""
    our_colour = chess.WHITE if game.headers["White"] == "plyboard" else chess.BLACK
    skip = int(game.headers.get("OpeningPlies", "0"))
    limit = chess.engine.Limit(depth=args.depth)
    board = game.board()
    ours: list[tuple[int, str, str, tuple[int, int] | None]] = []
    scores: list[int] = []
    for ply, node in enumerate(game.mainline()):
        if ply >= skip and board.turn == our_colour:
            info = engine.analyse(board, limit, game=game)
            scores.append(info["score"].pov(our_colour).score(mate_score=10_000))
            ours.append((ply, board.san(node.move), phase(board), parse_our_comment(node.comment)))
        board.push(node.move)
    if not ours:
        return None
    if board.is_game_over():
        outcome = board.outcome()
        winner = outcome.winner if outcome else None
        scores.append(0 if winner is None else 10_000 if winner == our_colour else -10_000)
    else:
        info = engine.analyse(board, limit, game=game)
        scores.append(info["score"].pov(our_colour).score(mate_score=10_000))
    index = turning_point(scores, args.drop)
    if index is None:
        return None
    ply, san, when, comment = ours[index]
    return Turn(ply, san, when, scores[index], scores[index + 1], comment)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pgn", type=Path)
    parser.add_argument("--depth", type=int, default=14, help="Stockfish's depth a position")
    parser.add_argument("--drop", type=int, default=150, help="centipawns")
    parser.add_argument("--stockfish", default=STOCKFISH)
    args = parser.parse_args(argv)
    try:
        handle = args.pgn.open()
    except OSError as error:
        print(f"cannot read {args.pgn}: {error.strerror}", file=sys.stderr)
        return 1
    phases: Counter[str] = Counter()
    engine = chess.engine.SimpleEngine.popen_uci([args.stockfish])
    try:
        number = 0
        while (game := chess.pgn.read_game(handle)) is not None:
            number += 1
            score = our_score(game)
            if score is None or score == 1.0:
                continue
            turn = analyse(game, engine, args)
            side = "White" if game.headers["White"] == "plyboard" else "Black"
            head = f"game {number} ours {side} {score:g} ({game.headers.get('Termination')})"
            if turn is None:
                print(f"{head}: no single losing move of ours")
                continue
            phases[turn.phase] += 1
            said = "no score" if turn.ours is None else f"{turn.ours[0]:+d} at depth {turn.ours[1]}"
            print(
                f"{head}: turned at move {turn.ply // 2 + 1} {turn.san} ({turn.phase}), "
                f"Stockfish {turn.before:+d} -> {turn.after:+d}, ours said {said}"
            )
    finally:
        engine.quit()
        handle.close()
    print("phases: " + ", ".join(f"{name} {count}" for name, count in phases.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
