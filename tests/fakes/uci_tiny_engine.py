#!/usr/bin/env python3
"""A tiny UCI engine for tests: ``python uci_tiny_engine.py [MODE] [--after N]``.

It answers ``uci``, ``isready``, ``ucinewgame``, ``position startpos|fen ... [moves ...]``,
``go ...`` (with one ``info`` line, then ``bestmove`` of the first legal move in
python-chess's order), ``stop`` and ``quit``.  From its ``N``-th ``go`` on (default 1)
MODE changes its answer: ``first`` (the default) never does; ``crash`` exits;
``garbage`` answers ``bestmove`` with nonsense; ``illegal`` with a move that is not
legal; ``silent`` never answers; ``mate`` reports ``score mate 1``.  ``--not-uci``
makes it answer ``uci`` with nothing useful (not an engine at all).
"""

from __future__ import annotations

import sys

import chess


def main(argv: list[str]) -> int:
    mode = next((word for word in argv if not word.startswith("-") and not word.isdigit()), "first")
    after = int(argv[argv.index("--after") + 1]) if "--after" in argv else 1
    board = chess.Board()
    searches = 0

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
            say("uciok")
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
            move = next(iter(board.legal_moves))
            score = "mate 1" if acting and mode == "mate" else "cp 12"
            say(f"info depth 1 seldepth 1 score {score} nodes 20 nps 2000 time 10 pv {move.uci()}")
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
