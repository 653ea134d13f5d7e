"""Fixed-node searches of the compiled chess engine on four positions, as one process:
the command ``farm-bench`` times when a change to the kernels must not slow them.

    farm-bench -n 8 --vs "sh -c 'cd OTHER && exec python -m tools.bench.chess_nodes'" \
        -- python -m tools.bench.chess_nodes
"""

from __future__ import annotations

import chess

from engine.search import Limits
from games.chess.compiled.searcher import CompiledChessSearcher
from games.chess.rules import ChessState

POSITIONS = (
    chess.STARTING_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
)
NODES = 600_000


def main() -> None:
    for fen in POSITIONS:
        CompiledChessSearcher().search(ChessState.from_text(fen), Limits(nodes=NODES))


if __name__ == "__main__":
    main()
