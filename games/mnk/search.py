"""The gomoku engine: threat-space search first, then alpha-beta over a few candidate moves.

At the root the engine takes a win in one, blocks a five, looks for its own
forced win by fours (VCF) and, when ``use_vct`` is set, by threes (VCT), all
shortest first.  When the opponent threatens such a win by threes, only the
moves that stop it are kept (also with ``use_vct``).  Then it runs alpha-beta
negamax with iterative deepening and a transposition table (kept between
searches) over the most promising cells near the stones.  Inside the tree,
forcing situations narrow the moves: a five to block leaves one move; an open
three to meet leaves the blocking cells and the mover's own fours.  Scores are
from the side to move, ``WIN - plies`` for a proven win (see :mod:`engine.search`).
"""

from __future__ import annotations

import dataclasses
import logging
import threading
from collections.abc import Collection, Hashable
from dataclasses import dataclass

from engine.deepening import Iteration, deepen
from engine.search import (
    INFINITY,
    WIN,
    Budget,
    InfoCallback,
    Limits,
    MoveScore,
    SearchAborted,
    SearchResult,
    StopReason,
    is_proven,
    score_from_table,
    score_to_table,
)
from games.mnk.patterns import FOUR, OPEN_FOUR, OPEN_THREE, Board
from games.mnk.rules import MnkState
from games.mnk.threats import ThreatSearch

logger = logging.getLogger(__name__)

TABLE_LIMIT = 1 << 20
"""Transposition-table entries kept before the table is cleared."""
EXACT, LOWER, UPPER = range(3)


@dataclass(frozen=True, slots=True)
class Tuning:
    """How widely and how deeply each part of the engine looks."""

    width: int = 10
    """Candidate moves searched per alpha-beta node (forcing positions use fewer)."""
    vcf_moves: int = 12
    """Attacker moves a VCF may take."""
    use_vct: bool = True
    vct_moves: int = 6
    """Attacker moves a VCT may take (fours and threes together)."""
    vct_threes: int = 3
    vct_share: float = 0.3
    """Part of the time and node limits the root VCT may use."""
    defence_share: float = 0.4
    """Part of the time and node limits spent finding moves that stop the opponent's VCT."""


class GomokuSearcher:
    """Threat-space plus alpha-beta search for gomoku positions (:class:`MnkState`, k=5)."""

    def __init__(self, tuning: Tuning | None = None, name: str = "threats") -> None:
        self.tuning = tuning or Tuning()
        self.name = name
        self.table: dict[int, tuple[int, int, int, int | None]] = {}
        """Board key -> (depth, bound, score relative to that node, best move)."""
        self._board: Board | None = None
        self._budget: Budget | None = None

    def clear(self) -> None:
        self.table.clear()

    def search(
        self,
        state: MnkState,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        """Best move for the side to move; ``limits.depth`` bounds alpha-beta plies."""
        if state.outcome() is not None:
            raise ValueError("cannot search a finished game")
        board = Board.of_state(state)
        budget = Budget(limits, stop)
        self._board, self._budget = board, budget
        if len(self.table) > TABLE_LIMIT:
            self.table.clear()
        player = state.to_move
        try:
            result = self._search(board, player, limits, budget, stop, on_info, score_all_moves)
            if board.renju and not board.allowed(result.best_move, player):
                result = self._legal_instead(state, board, result)
        finally:
            self._board = None
        return result

    def _legal_instead(self, state: MnkState, board: Board, result: SearchResult) -> SearchResult:
        """A legal move in place of ``result``'s forbidden one (renju; a safety net: the
        searches filter Black's moves, so this is logged as an error when it happens)."""
        logger.error(
            "renju: the search chose a forbidden move %s", state.move_text(result.best_move)
        )
        legal = state.legal_moves()
        move = max(legal, key=lambda cell: board.move_value(cell, state.to_move))
        return dataclasses.replace(result, best_move=move, pv=(move,), move_scores=(), exact=False)

    # --- the root ----------------------------------------------------------------------

    def _finish(
        self,
        budget: Budget,
        pv: list[int],
        score: int = 0,
        depth: int = 0,
        reason: StopReason = StopReason.DEPTH,
        on_info: InfoCallback | None = None,
        score_all: bool = False,
    ) -> SearchResult:
        """The result playing ``pv[0]``; proven scores make it exact."""
        move = pv[0]
        exact = is_proven(score)
        result = SearchResult(
            best_move=move,
            score=score,
            pv=tuple(pv),
            depth=depth,
            nodes=budget.nodes,
            seconds=budget.elapsed,
            exact=exact,
            stop_reason=reason,
            move_scores=(MoveScore(move, score, exact),) if score_all else (),
            algorithm=self.name,
        )
        if on_info is not None:
            on_info(result)
        return result

    def _search(
        self,
        board: Board,
        player: int,
        limits: Limits,
        budget: Budget,
        stop: threading.Event | None,
        on_info: InfoCallback | None,
        score_all: bool,
    ) -> SearchResult:
        opponent = 1 - player
        g = board.geometry
        if not board.history:
            centre = (g.height // 2) * g.width + g.width // 2
            return self._finish(budget, [centre], reason=StopReason.BOOK, on_info=on_info)
        wins = board.five_cells(player)
        if wins:
            return self._finish(budget, wins[:1], WIN - 1, 1, StopReason.SOLVED, on_info, score_all)
        threats = board.five_cells(opponent)
        blocks = board.allowed_cells(threats, player)
        if len(threats) >= 2 or (threats and not blocks):
            loss = -(WIN - 2)
            unforced = candidate_moves(board, player, self.tuning.width, forced=False)
            moves = blocks or unforced or threats
            return self._finish(budget, moves[:1], loss, 2, StopReason.SOLVED, on_info, score_all)
        tuning = self.tuning
        threat_search = ThreatSearch(board, budget)
        try:
            line = threat_search.vcf(player, tuning.vcf_moves)
            if line is None and tuning.use_vct and not threats and limits.bounded:
                vct_budget = Budget(limits.share(tuning.vct_share), stop)
                try:
                    line = ThreatSearch(board, vct_budget).vct(
                        player, tuning.vct_moves, tuning.vct_threes
                    )
                finally:
                    budget.nodes += vct_budget.nodes
        except SearchAborted:
            line = None
        if line is not None:
            # A VCT line lists one main defence; the win is proven all the same.
            win = WIN - len(line)
            return self._finish(budget, line, win, len(line), StopReason.SOLVED, on_info, score_all)
        if threats:
            return self._finish(budget, blocks, on_info=on_info, score_all=score_all)
        moves = candidate_moves(board, player, self.tuning.width)
        if not moves:  # renju: every cell near the stones is forbidden for Black
            empty = [cell for cell in range(g.cells) if board.stones[cell] < 0]
            moves = board.allowed_cells(empty, player)[:1] or empty[:1]
        if tuning.use_vct and limits.bounded:
            moves = self._defend(board, player, moves, limits, stop)
        return self._deepen(board, player, moves, limits, budget, on_info, score_all)

    def _defend(
        self,
        board: Board,
        player: int,
        moves: list[int],
        limits: Limits,
        stop: threading.Event | None,
    ) -> list[int]:
        """``moves``, or the moves that may stop the opponent's win by threes (VCT).

        When the opponent, given the move, would win by fours and threes, the
        candidates are the replies to their open three if they have one, else the
        cells of that line, the opponent's three and four cells, and our own fours
        and open threes; those after which the opponent still wins (after a four of
        ours: once they have blocked it, see :meth:`_still_lost`) are dropped.
        Within ``defence_share`` of the limits: candidates not refuted by then
        are kept.  If none is left the game is lost anyway and ``moves`` are returned.
        """
        assert self._budget is not None
        tuning = self.tuning
        opponent = 1 - player
        defence_budget = Budget(limits.share(tuning.defence_share), stop)
        search = ThreatSearch(board, defence_budget)
        candidates: list[int] = []
        losing: set[int] = set()
        try:
            line = search.vct(opponent, tuning.vct_moves, tuning.vct_threes)
            if line is None:
                return moves
            if board.tracked[opponent][OPEN_FOUR]:
                cells = dict.fromkeys(moves)  # an open three to meet: the forced replies
            else:
                cells = dict.fromkeys(
                    [
                        *line,
                        *board.cells_making(opponent, OPEN_THREE),
                        *board.four_cells(opponent),
                        *board.four_cells(player),
                        *board.cells_making(player, OPEN_THREE),
                    ]
                )
            ranked = sorted(cells, key=lambda cell: -board.move_value(cell, player))
            candidates = board.allowed_cells(ranked, player)
            # Shortest refutations first, for every candidate: proving a move safe costs
            # far more than refuting one, and failures are remembered between calls.
            for attacker_moves in range(1, tuning.vct_moves + 1):
                for cell in candidates:
                    if cell in losing:
                        continue
                    if self._still_lost(search, cell, player, attacker_moves):
                        losing.add(cell)
        except SearchAborted:
            pass
        finally:
            self._budget.nodes += defence_budget.nodes
        kept = [cell for cell in candidates if cell not in losing]
        logger.debug("VCT defence: %d candidates, %d lose", len(candidates), len(losing))
        return kept or moves

    def _still_lost(
        self, search: ThreatSearch, cell: int, player: int, attacker_moves: int
    ) -> bool:
        """Whether the opponent still wins by threes (VCT) within ``attacker_moves`` after
        ``player`` plays ``cell``.

        A four only delays: after the opponent's forced block the question is whether
        they would still win if we passed.  (Asked straight after our four, a threat
        search lets the attacker block and then go on only with threats already on the
        board, so it would call most fours safe.)
        """
        board = search.board
        opponent = 1 - player
        board.place(cell, player)
        try:
            points = board.five_cells(player)
            if len(points) != 1 or board.five_cells(opponent):
                return search.vct(opponent, attacker_moves, self.tuning.vct_threes) is not None
            board.place(points[0], opponent)
            try:
                return search.vct(opponent, attacker_moves, self.tuning.vct_threes) is not None
            finally:
                board.undo()
        finally:
            board.undo()

    def _deepen(
        self,
        board: Board,
        player: int,
        moves: list[int],
        limits: Limits,
        budget: Budget,
        on_info: InfoCallback | None,
        score_all: bool,
    ) -> SearchResult:
        """Alpha-beta by iterative deepening (:func:`engine.deepening.deepen`) over those of
        ``moves`` that leave the opponent no win by fours."""
        moves = self._safe(board, player, moves, budget)

        def search_depth(depth: int) -> Iteration:
            score, best_move, scored = self._root(board, player, moves, depth, score_all)
            moves.remove(best_move)
            moves.insert(0, best_move)
            move_scores: tuple[MoveScore, ...] = ()
            if score_all:
                ranked = sorted(scored, key=lambda entry: -entry[0])
                move_scores = tuple(
                    MoveScore(move, value, is_proven(value)) for value, move in ranked
                )
            exact = is_proven(score)
            pv = tuple(self._pv(board, player, best_move, depth))
            complete = exact and all(entry.exact for entry in move_scores)
            return Iteration(best_move, score, pv, exact, move_scores, complete)

        return deepen(search_depth, moves[0], limits, budget, algorithm=self.name, on_info=on_info)

    def _safe(self, board: Board, player: int, moves: list[int], budget: Budget) -> list[int]:
        """``moves`` after which the opponent has no win by fours (all of them if none is safe).

        A stone of ours can only take cells from the opponent's threats, so when they have
        no such win even if we passed, every move is safe and none needs checking.
        """
        threat_search = ThreatSearch(board, budget)
        safe = []
        try:
            if threat_search.vcf(1 - player, self.tuning.vcf_moves) is None:
                return moves
            for move in moves:
                board.place(move, player)
                try:
                    if threat_search.vcf(1 - player, self.tuning.vcf_moves) is None:
                        safe.append(move)
                finally:
                    board.undo()
        except SearchAborted:
            return moves
        return safe or moves

    def _root(
        self, board: Board, player: int, moves: list[int], depth: int, score_all: bool
    ) -> tuple[int, int, list[tuple[int, int]]]:
        """Best score and move at ``depth``, and (score, move) for each move when ``score_all``."""
        alpha = -INFINITY
        best = moves[0]
        scored = []
        for move in moves:
            board.place(move, player)
            try:
                window = -INFINITY if score_all else alpha
                score = -self._negamax(board, 1 - player, depth - 1, -INFINITY, -window, 1)
            finally:
                board.undo()
            scored.append((score, move))
            if score > alpha:
                alpha, best = score, move
        self.table[board.key] = (depth, EXACT, alpha, best)
        return alpha, best, scored

    def _pv(self, board: Board, player: int, first: int, length: int) -> list[int]:
        """The expected line, read from the transposition table."""
        line = [first]
        board.place(first, player)
        player = 1 - player
        while len(line) < length:
            entry = self.table.get(board.key)
            if entry is None or entry[3] is None or board.stones[entry[3]] >= 0:
                break
            line.append(entry[3])
            board.place(entry[3], player)
            player = 1 - player
        for _ in line:
            board.undo()
        return line

    # --- the tree ------------------------------------------------------------------------

    def _negamax(
        self, board: Board, player: int, depth: int, alpha: int, beta: int, ply: int
    ) -> int:
        """Value for ``player`` (to move); proven distances count from the root."""
        assert self._budget is not None
        self._budget.tick()
        if board.five_cells(player):
            return WIN - ply - 1
        opponent = 1 - player
        threats = board.five_cells(opponent)
        if len(threats) >= 2:
            return -(WIN - ply - 2)
        if not board.candidates:
            return 0
        if (
            not threats
            and board.tracked[player][OPEN_FOUR]
            and not board.four_cells(opponent)
            and board.allowed_cells(board.tracked[player][OPEN_FOUR], player)
        ):
            return WIN - ply - 3  # an open four the opponent cannot meet or answer with a four
        if depth <= 0 and not threats:
            return board.evaluate(player)
        key = board.key
        entry = self.table.get(key)
        table_move = None
        if entry is not None:
            table_move = entry[3]
            if entry[0] >= depth:
                score = score_from_table(entry[2], ply)
                bound = entry[1]
                if (
                    bound == EXACT
                    or (bound == LOWER and score >= beta)
                    or (bound == UPPER and score <= alpha)
                ):
                    return score
        moves = candidate_moves(board, player, self.tuning.width)
        if not moves:
            return -(WIN - ply - 2) if threats else 0  # renju: Black's only block is forbidden
        if table_move is not None and table_move in moves:
            moves.remove(table_move)
            moves.insert(0, table_move)
        original_alpha = alpha
        best = -INFINITY
        best_move = None
        # A forced block is not a real ply of lookahead: it does not spend depth.
        next_depth = depth if threats else depth - 1
        for move in moves:
            board.place(move, player)
            try:
                score = -self._negamax(board, opponent, next_depth, -beta, -alpha, ply + 1)
            finally:
                board.undo()
            if score > best:
                best, best_move = score, move
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        bound = UPPER if best <= original_alpha else LOWER if best >= beta else EXACT
        self.table[key] = (depth, bound, score_to_table(best, ply), best_move)
        return best


def candidate_moves(board: Board, player: int, width: int, forced: bool = True) -> list[int]:
    """Moves worth searching for ``player``, most promising first, at most ``width`` of
    them unless forced (no five on the board).

    Under renju Black's forbidden points are left out, so a five Black can only block
    on one leaves no move (``[]``).  ``forced=False`` ignores the opponent's threats.
    """
    opponent = 1 - player
    blocks = board.five_cells(opponent) if forced else []
    if blocks:
        return board.allowed_cells(blocks[:1], player)
    if forced and board.tracked[opponent][OPEN_FOUR]:
        # The opponent threatens an open four: block it or answer with a four.
        tracked = board.tracked[opponent]
        cells = {*tracked[OPEN_FOUR], *tracked[FOUR], *board.four_cells(player)}
        ranked = sorted(cells, key=lambda c: -board.move_value(c, player))
        return board.allowed_cells(ranked, player)
    cells = board.candidates or {
        (board.geometry.height // 2) * board.geometry.width + board.geometry.width // 2
    }
    ranked = sorted(cells, key=lambda c: -board.move_value(c, player))
    if board.renju and player == 0:
        kept = []
        for cell in ranked:
            if board.allowed(cell, player):
                kept.append(cell)
                if len(kept) == width:
                    break
        return kept
    return ranked[: width]
