#!/usr/bin/env python3
"""A tiny Gomocup brain for tests: ``python gomocup_fake_brain.py MODE``.

MODE ``first`` plays the first empty cell (x from 0, then y); ``crash`` exits on its
first move; ``illegal`` answers every move with ``0,0`` (taken after its first);
``silent`` never answers a move; ``offboard`` answers ``99,99``; ``norestart`` plays
like ``first`` but answers ``RESTART`` with ``UNKNOWN``; ``rated`` plays like ``first``
and reports a value as AIWine does (``MESSAGE node:1000 eval:-17``).  It writes every
command it receives to the file named by ``GOMOCUP_FAKE_LOG``, if set.
"""

from __future__ import annotations

import os
import sys


def main(mode: str | None = None) -> int:
    """Serve standard input; ``mode`` defaults to the first argument, else ``first``."""
    if mode is None:
        mode = sys.argv[1] if len(sys.argv) > 1 else "first"
    log_path = os.environ.get("GOMOCUP_FAKE_LOG")
    log = open(log_path, "a", encoding="utf-8") if log_path else None  # noqa: SIM115
    size = 0
    taken: set[tuple[int, int]] = set()
    board: list[tuple[int, int]] | None = None

    def answer() -> None:
        if mode == "crash":
            sys.exit(3)
        if mode == "silent":
            return
        if mode == "offboard":
            print("99,99", flush=True)
            return
        if mode == "illegal":
            taken.add((0, 0))
            print("0,0", flush=True)
            return
        print("MESSAGE thinking about it", flush=True)
        if mode == "rated":
            print("MESSAGE node:1000 eval:-17", flush=True)
        for y in range(size):
            for x in range(size):
                if (x, y) not in taken:
                    taken.add((x, y))
                    print(f"{x},{y}", flush=True)
                    return

    for raw in sys.stdin:
        line = raw.strip()
        if log:
            log.write(line + "\n")
            log.flush()
        if board is not None:
            if line.upper() == "DONE":
                taken.update(board)
                board = None
                answer()
            else:
                x, y, _ = (int(part) for part in line.split(","))
                board.append((x, y))
            continue
        command, _, rest = line.partition(" ")
        command = command.upper()
        if command == "START":
            size = int(rest)
            taken.clear()
            print("OK", flush=True)
        elif command == "RESTART":
            taken.clear()
            print("UNKNOWN RESTART" if mode == "norestart" else "OK", flush=True)
        elif command == "BEGIN":
            answer()
        elif command == "TURN":
            x, y = (int(part) for part in rest.split(","))
            taken.add((x, y))
            answer()
        elif command == "BOARD":
            taken.clear()
            board = []
        elif command == "END":
            return 0
        elif command == "INFO":
            pass
        else:
            print(f"UNKNOWN {command}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
