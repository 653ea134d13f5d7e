#!/usr/bin/env python3
"""A tiny UCI engine for tests: ``python uci_tiny_engine.py [MODE] [--after N]``.

It answers ``uci``, ``isready``, ``ucinewgame``, ``position startpos|fen ... [moves ...]``,
``go ...`` (with one ``info`` line, then ``bestmove`` of the first legal move in
python-chess's order), ``stop`` and ``quit``.  From its ``N``-th ``go`` on (default 1)
MODE changes its answer: ``first`` (the default) never does; ``crash`` exits;
``garbage`` answers ``bestmove`` with nonsense; ``illegal`` with a move that is not
legal; ``silent`` never answers; ``mate`` reports ``score mate 1``; ``clock`` reports the
clocks it was told (``score cp`` the side to move's ``wtime``/``btime`` in milliseconds,
``nodes`` the other side's, ``depth`` the ``movestogo``, 0 without one).  ``--not-uci``
makes it answer ``uci`` with nothing useful (not an engine at all).

Options (one of each UCI type): ``Skill`` (spin 0-100, default 12: the centipawn score it
reports), ``Style`` (combo Solid/Wild), ``Log`` (check), ``Motto`` (string), ``Clear Hash``
(button) and ``MultiPV`` (spin 1-5: that many lines, the first legal moves in order).
"""

from __future__ import annotations

import sys

import chess


def main(argv: list[str]) -> int:
    mode = next((word for word in argv if not word.startswith("-") and not word.isdigit()), "first")
    after = int(argv[argv.index("--after") + 1]) if "--after" in argv else 1
    board = chess.Board()
    searches = 0
    skill, lines = 12, 1

    def say(line: str) -> None:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        command = words[0]
        if command == "uci":
            if "--not-uci" in argv:
                say("hello, I am not a chess engine")
                continue
            say("id name Tiny UCI")
            say("id author Plyboard tests")
            say("option name Skill type spin default 12 min 0 max 100")
            say("option name Style type combo default Solid var Solid var Wild")
            say("option name Log type check default false")
            say("option name Motto type string default <empty>")
            say("option name Clear Hash type button")
            say("option name MultiPV type spin default 1 min 1 max 5")
            say("uciok")
        elif command == "setoption":
            name = " ".join(words[2 : words.index("value")]) if "value" in words else ""
            value = words[-1]
            if name == "Skill":
                skill = int(value)
            elif name == "MultiPV":
                lines = int(value)
        elif command == "isready":
            say("readyok")
        elif command == "position":
            board = position(words[1:])
        elif command == "go":
            searches += 1
            acting = searches >= after
            if acting and mode == "crash":
                return 3
            if acting and mode == "silent":
                continue
            moves = list(board.legal_moves)
            move = moves[0]
            score = "mate 1" if acting and mode == "mate" else f"cp {skill}"
            if acting and mode == "clock":
                told = dict(zip(words[1::2], words[2::2], strict=False))
                own, other = ("wtime", "btime") if board.turn == chess.WHITE else ("btime", "wtime")
                say(
                    f"info depth {told.get('movestogo', 0)} score cp {told[own]} "
                    f"nodes {told[other]} pv {move.uci()}"
                )
                say(f"bestmove {move.uci()}")
                continue
            for number, line_move in enumerate(moves[:lines], start=1):
                say(
                    f"info depth 1 seldepth 1 multipv {number} score {score} nodes 20 nps 2000 "
                    f"time 10 pv {line_move.uci()}"
                )
                score = f"cp {skill - number}"
            if acting and mode == "garbage":
                say("bestmove zz99")
            elif acting and mode == "illegal":
                say("bestmove a1a8" if board.piece_at(chess.A1) is None else "bestmove e1e8")
            else:
                say(f"bestmove {move.uci()}")
        elif command == "quit":
            return 0
    return 0


def position(words: list[str]) -> chess.Board:
    """The board of a ``position`` command's arguments."""
    if words[0] == "startpos":
        board, rest = chess.Board(), words[1:]
    else:
        end = words.index("moves") if "moves" in words else len(words)
        board, rest = chess.Board(" ".join(words[1:end])), words[end:]
    for text in rest[1:]:
        board.push_uci(text)
    return board


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
