"""Threat-space search: forced wins by continuous fours (VCF) and by threes (VCT).

The attacker only plays threats.  After a four the defender has one reply (the
winning point); after an open three the defender may block any cell where the
attacker would then make a four or better, or answer with a four of their own.
Such a four only delays: the attacker blocks it (one more attacker move) and the
defender must meet the same threat again, unless the four's stone stopped it.
A line of play is a win when the attacker reaches five (or an open four or
double four the defender cannot meet) whatever the defender does.  Searches run
deeper one attacker move at a time, so the shortest win found is returned.
"""

from __future__ import annotations

from engine.search import Budget
from games.mnk.patterns import FOUR, OPEN_FOUR, OPEN_THREE, Board

Line = list[int]
"""Cells played alternately from the attacker's first move, ending with the five."""


class ThreatSearch:
    """VCF and VCT over a :class:`Board`; failures are remembered between calls."""

    def __init__(self, board: Board, budget: Budget) -> None:
        self.board = board
        self.budget = budget
        self._failed: dict[tuple[int, int], int] = {}
        """(board key, 0 VCF / 1 VCT) -> deepest attacker depth proven not to win."""
        self._won: dict[tuple[int, int], Line] = {}
        """(board key, attacker) -> a winning VCT line found from there (positions transpose
        when the defender's fours and the attacker's blocks come in another order)."""

    def vcf(self, attacker: int, max_moves: int) -> Line | None:
        """The shortest win by fours in at most ``max_moves`` attacker moves, or ``None``.

        ``attacker`` is to move on the board.
        """
        for moves in range(1, max_moves + 1):
            line = self._fours(attacker, moves)
            if line is not None:
                return line
        return None

    def vct(self, attacker: int, max_moves: int, max_threes: int) -> Line | None:
        """A win by fours and at most ``max_threes`` open threes within ``max_moves`` moves.

        Returns the attacker's first moves and the defender's main replies.
        """
        for moves in range(1, max_moves + 1):
            line = self._threats(attacker, moves, max_threes)
            if line is not None:
                return line
        return None

    def vct_after(self, cell: int, attacker: int, max_moves: int, max_threes: int) -> Line | None:
        """The shortest win by threats (within ``max_moves`` moves and ``max_threes`` open
        threes) beginning with the attacker's move at ``cell``, or ``None``.

        ``attacker`` is to move on the board; the move counts as one of ``max_moves``.  It
        wins when the defender cannot meet the threats on the board after it (a four, an
        open three, or one the move kept by blocking the defender's four).
        """
        board = self.board
        board.place(cell, attacker)
        try:
            for moves in range(1, max_moves + 1):
                line = self._meet(attacker, 1 - attacker, moves, max_threes)
                if line is not None:
                    return [cell, *line]
        finally:
            board.undo()
        return None

    # --- VCF -------------------------------------------------------------------------

    def _forced_start(self, attacker: int) -> tuple[list[int] | None, Line | None]:
        """Attacker's threat moves allowed here, or an immediate win line.

        Returns ``(None, line)`` for a win in one, ``([], None)`` when the defender
        wins first, else the cells the attacker must (or may) choose from.
        """
        board = self.board
        mine = board.five_cells(attacker)
        if mine:
            return None, [mine[0]]
        theirs = board.five_cells(1 - attacker)
        if len(theirs) >= 2:
            return [], None
        if theirs:
            return theirs, None
        return None, None

    def _fours(self, attacker: int, moves: int) -> Line | None:
        board = self.board
        self.budget.tick()
        forced, won = self._forced_start(attacker)
        if won is not None:
            return won
        if moves <= 0:
            return None
        key = (board.key, 0)
        if self._failed.get(key, -1) >= moves:
            return None
        fours = board.four_cells(attacker)
        if forced is not None:
            fours = [cell for cell in forced if cell in fours]
        fours = board.allowed_cells(fours, attacker)
        defender = 1 - attacker
        for cell in fours:
            board.place(cell, attacker)
            try:
                line = self._after_four(cell, attacker, defender, moves)
            finally:
                board.undo()
            if line is not None:
                return line
        self._failed[key] = moves
        return None

    def _after_four(self, cell: int, attacker: int, defender: int, moves: int) -> Line | None:
        """The defender answers the four just played at ``cell``."""
        board = self.board
        if board.five_cells(defender):
            return None
        points = board.five_cells(attacker)
        if len(points) >= 2:
            return [cell, points[0], points[1]]
        if not points:
            return None
        if not board.allowed(points[0], defender):
            # Renju: Black cannot block on a forbidden point; White fives there next.
            other = self._any_move(defender, points[0])
            return None if other is None else [cell, other, points[0]]
        board.place(points[0], defender)
        try:
            rest = self._fours(attacker, moves - 1)
        finally:
            board.undo()
        return None if rest is None else [cell, points[0], *rest]

    # --- VCT -------------------------------------------------------------------------

    def _threats(self, attacker: int, moves: int, threes: int) -> Line | None:
        board = self.board
        line = self._fours(attacker, moves)
        if line is not None or moves <= 1 or threes <= 0:
            return line
        forced, _ = self._forced_start(attacker)
        if forced is not None:
            return self._block_then_meet(forced, attacker, moves, threes)
        key = (board.key, 1)
        if self._failed.get(key, -1) >= moves:
            return None
        won = self._won.get((board.key, attacker))
        if won is not None and (len(won) + 1) // 2 <= moves:
            return won
        defender = 1 - attacker
        threats = list(board.cells_making(attacker, OPEN_THREE))
        threats.sort(key=lambda c: -board.move_value(c, attacker))
        for cell in board.allowed_cells(board.four_cells(attacker) + threats, attacker):
            board.place(cell, attacker)
            try:
                line = self._meet(attacker, defender, moves, threes)
            finally:
                board.undo()
            if line is not None:
                self._won[board.key, attacker] = [cell, *line]
                return [cell, *line]
        self._failed[key] = moves
        return None

    def _block_then_meet(
        self, forced: list[int], attacker: int, moves: int, threes: int
    ) -> Line | None:
        """The attacker must first block the defender's four (at the one cell in ``forced``);
        the attacker still wins if the defender then cannot meet a threat already on the board.

        The block counts as one of the attacker's ``moves``.
        """
        board = self.board
        if len(forced) != 1 or not board.allowed(forced[0], attacker):
            return None
        board.place(forced[0], attacker)
        try:
            line = self._meet(attacker, 1 - attacker, moves - 1, threes)
        finally:
            board.undo()
        return None if line is None else [forced[0], *line]

    def _meet(self, attacker: int, defender: int, moves: int, threes: int) -> Line | None:
        """The defender (to move) meets the attacker's four or open three on the board.

        Replies to an open three are the cells where the attacker would make a four or
        better, and the defender's own fours; a four only delays: the attacker blocks it
        and the defender must meet the same threat again.  Returns a main line from the
        defender's reply if every reply still loses, else ``None`` (also when there is no
        threat to meet).  ``moves`` counts the attacker move that made the threat; each time
        the defender meets an open three counts against ``threes``.
        """
        board = self.board
        self.budget.tick()
        if board.five_cells(defender):
            return None
        points = board.five_cells(attacker)
        if len(points) >= 2:
            return [points[0], points[1]]
        if points:
            replies = points
        elif board.tracked[attacker][OPEN_FOUR]:
            tracked = board.tracked[attacker]
            replies = list({*tracked[OPEN_FOUR], *tracked[FOUR]})
            replies += [c for c in board.four_cells(defender) if c not in replies]
            threes -= 1
        else:
            return None  # not a threat after all
        allowed = board.allowed_cells(replies, defender)
        if not allowed:
            if not points:
                return None  # renju, no legal answer to a three: not followed further
            other = self._any_move(defender, points[0])
            return None if other is None else [other, points[0]]
        replies = allowed
        main: Line | None = None
        for reply in replies:
            board.place(reply, defender)
            try:
                counter = board.five_cells(defender)
                if counter:
                    rest = self._block_then_meet(counter, attacker, moves, threes)
                else:
                    rest = self._threats(attacker, moves - 1, threes)
            finally:
                board.undo()
            if rest is None:
                return None
            if main is None or len(rest) > len(main) - 1:
                main = [reply, *rest]
        return main

    def _any_move(self, player: int, excluded: int) -> int | None:
        """Some cell near the stones that ``player`` may play other than ``excluded`` (renju:
        Black's move when the one block is forbidden), or ``None``."""
        board = self.board
        for cell in sorted(board.candidates):
            if cell != excluded and board.allowed(cell, player):
                return cell
        return None
