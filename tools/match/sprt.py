"""A sequential probability ratio test between two UCI engines, as fishtest runs it:
the new engine (this worktree's ``plyboard uci`` by default) against a base (e.g.
main's, ``--base-cwd /work/main``), colour-paired games from the ``chess_uci`` game
loop, the pentanomial log-likelihood ratio (the pair's score, 0 to 2 in halves) after
each pair, stopping when it leaves the bounds of ``--alpha``/``--beta``.

    python -m tools.match.sprt --base-cwd /work/main --elo 0,15 --clock 2+0.02
    python -m tools.match.sprt --base-cwd /work/main --elo 0,15 --nodes 20000

H0: the new engine is ``elo0`` better than the base; H1: ``elo1`` better.  The LLR
is the normal approximation of the generalised SPRT (Michel Van den Bergh's), the
expected score of an Elo difference the logistic one.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from dataclasses import dataclass
from pathlib import Path

import chess
import chess.engine

from app.services.elo import elo_from_score
from engine.clock import TimeControl
from tools.match.chess_uci import OURS, REPO, game_clock, openings, play_game


@dataclass(frozen=True)
class Bounds:
    """The LLR bounds of error rates ``alpha`` (accepting H1 wrongly) and ``beta``."""

    lower: float
    upper: float

    @classmethod
    def of(cls, alpha: float, beta: float) -> Bounds:
        return cls(math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha))


def expected_score(elo: float) -> float:
    """The logistic expected score (0 to 1) of an Elo advantage."""
    return 1 / (1 + 10 ** (-elo / 400))


def llr(counts: dict[float, int], elo0: float, elo1: float) -> float:
    """The log-likelihood ratio of H1 (``elo1``) against H0 (``elo0``) for ``counts``
    of outcomes by their score, scaled to 0..1: a game's (0, 0.5, 1: trinomial) or a
    pair's mean (0, 0.25, ..., 1: pentanomial).  Zero without variance yet."""
    total, mean, variance = _moments(counts)
    if variance <= 0:
        return 0.0
    score0, score1 = expected_score(elo0), expected_score(elo1)
    return (score1 - score0) * (2 * mean - score0 - score1) / (2 * variance / total)


def pair_score(counts: dict[float, int]) -> tuple[float, float, float]:
    """The mean score (0 to 1) of colour pairs tallied in ``counts`` (by a pair's mean
    score: 0, 0.25, ..., 1; at least one) and its 95% interval (normal approximation)."""
    total, mean, variance = _moments(counts)
    half = 1.96 * math.sqrt(variance / total)
    return mean, mean - half, mean + half


def _moments(counts: dict[float, int]) -> tuple[int, float, float]:
    """How many outcomes ``counts`` tallies by their score, their mean and variance
    (zeros for none)."""
    total = sum(counts.values())
    if total == 0:
        return 0, 0.0, 0.0
    mean = sum(score * count for score, count in counts.items()) / total
    variance = sum(count * (score - mean) ** 2 for score, count in counts.items()) / total
    return total, mean, variance


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--new", default=" ".join(OURS), help="the changed engine's command")
    parser.add_argument("--new-cwd", type=Path, default=REPO)
    parser.add_argument("--base", default=" ".join(OURS), help="the base engine's command")
    parser.add_argument("--base-cwd", type=Path, required=True)
    parser.add_argument("--elo", default="0,15", metavar="ELO0,ELO1")
    parser.add_argument("--alpha", type=float, default=0.05)
    parser.add_argument("--beta", type=float, default=0.05)
    parser.add_argument(
        "--clock", type=game_clock, default=TimeControl(2, 0.02), metavar="BASE+INC"
    )
    parser.add_argument(
        "--nodes", type=int, default=None,
        help="a fixed number of nodes a move instead of the clock: games the machine's load "
        "cannot change, for a change that leaves the speed alone (an evaluation's weights)",
    )  # fmt: skip
    parser.add_argument(
        "--base-nodes", type=int, default=None, dest="opponent_nodes",
        help="the base engine's nodes a move instead of --nodes (a level's budget matched "
        "to the base's at another)",
    )  # fmt: skip
    parser.add_argument("--max-pairs", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--adjudicate", type=int, default=1000, help="centipawns")
    args = parser.parse_args(argv)
    if args.nodes is not None:
        args.clock = None  # no clocks to keep
    elo0, elo1 = (float(part) for part in args.elo.split(","))
    bounds = Bounds.of(args.alpha, args.beta)
    new = chess.engine.SimpleEngine.popen_uci(args.new.split(), cwd=args.new_cwd, timeout=None)
    base = chess.engine.SimpleEngine.popen_uci(args.base.split(), cwd=args.base_cwd, timeout=None)
    new.ping()
    base.ping()
    counts: dict[float, int] = {}
    ratio = 0.0
    try:
        lines = openings(random.Random(args.seed), args.max_pairs)
        for pair, opening in enumerate(lines, start=1):
            scored = 0.0
            for colour in (chess.WHITE, chess.BLACK):
                engines = {colour: new, not colour: base}
                scored += play_game(engines, opening, colour, args)[0]
            counts[scored / 2] = counts.get(scored / 2, 0) + 1
            ratio = llr(counts, elo0, elo1)
            tally = " ".join(f"{score:g}:{counts[score]}" for score in sorted(counts))
            print(f"pair {pair}: {scored:g}/2, pairs {tally}, LLR {ratio:+.2f}", flush=True)
            if not bounds.lower < ratio < bounds.upper:
                break
    finally:
        new.quit()
        base.quit()
    verdict = (
        "H1 accepted"
        if ratio >= bounds.upper
        else "H0 accepted"
        if ratio <= bounds.lower
        else "no decision"
    )
    print(
        f"\n{verdict}: LLR {ratio:+.2f} ({bounds.lower:+.2f}, {bounds.upper:+.2f}), "
        f"elo {args.elo}, {sum(counts.values())} pairs"
    )
    if counts:
        mean, low, high = (min(max(score, 0.0), 1.0) for score in pair_score(counts))
        print(
            f"score {mean:.1%} (95%: {low:.1%}..{high:.1%}), Elo {elo_from_score(mean):+.0f} "
            f"({elo_from_score(low):+.0f}..{elo_from_score(high):+.0f})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
