"""Gomoku's *Retry mistakes*: the person's moves that missed a win by fours or let the
opponent have one, found and judged by the threat search (no Qt).

Gomoku's review proves nothing today (its engine estimates), so its mistakes are the
ones the threat search (:class:`games.mnk.threats.ThreatSearch`, wins by fours within
:data:`~app.services.puzzle_fours.MAX_FOURS` moves) proves:

- a **missed win by fours**: the mover had one and played none of the fours that keep
  it; the position becomes a "win by fours in N" puzzle of
  :class:`~app.services.puzzle_fours.FoursOracle`;
- a **move that allowed a win by fours**: after it the opponent, to move, wins by fours,
  while another move would have left them none; the position becomes a "stop the win by
  fours" puzzle (``Goal("block")``), where every such move is accepted.

A four of the defender's own only delays unless, after the opponent's forced block, the
opponent would have no win by fours even with a move in hand; a double four wins.  Wins
by threes (VCT) are not looked at: a move is judged by fours alone.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from app.services.puzzle_fours import MAX_FOURS, FoursOracle
from app.services.puzzles import Goal, Puzzle, PuzzleError, rating
from engine.search import Budget, Limits
from games.base import BoardState
from games.mnk.patterns import Board
from games.mnk.threats import Line, ThreatSearch


def fours_line(board: Board, attacker: int) -> Line | None:
    """The attacker's quickest win by fours on ``board`` with the attacker to move
    (within :data:`MAX_FOURS` moves), or ``None``."""
    return ThreatSearch(board, Budget(Limits(), None)).vcf(attacker, MAX_FOURS)


def defence_verdict(state: BoardState, text: str, opponent: str) -> tuple[bool, str]:
    """Whether the move ``text`` of the side to move in ``state`` leaves ``opponent``
    (their name) no win by fours, and why, in words."""
    board = Board.of_state(state)  # type: ignore[arg-type]
    defender, attacker = state.to_move, 1 - state.to_move
    cell = state.parse_move(text)
    if cell in board.five_cells(defender):
        return True, "right: five in a row"
    their_fives = board.five_cells(attacker)
    if their_fives and cell not in their_fives:
        return False, f"this lets {opponent} make five at {state.move_text(their_fives[0])}"
    board.place(cell, defender)
    try:
        own_fives = board.five_cells(defender)
        if len(own_fives) >= 2:
            return True, "right: a double four wins"
        if own_fives:
            return _after_own_four(state, board, own_fives[0], attacker, opponent)
        line = fours_line(board, attacker)
    finally:
        board.undo()
    if line is None:
        return True, f"right: {opponent} has no win by fours now"
    return False, f"this lets {opponent} win by fours: {_line_text(state, line)}"


def _after_own_four(
    state: BoardState, board: Board, block: int, attacker: int, opponent: str
) -> tuple[bool, str]:
    """The defender's four is blocked at ``block``; does the opponent's threat remain?"""
    where = state.move_text(block)
    board.place(block, attacker)
    try:
        line = fours_line(board, attacker)  # as if the defender passed: a sure test
    finally:
        board.undo()
    if line is None:
        return True, f"right: after {opponent} blocks at {where}, {opponent} has no win by fours"
    return False, (
        f"this four only delays: {opponent} blocks at {where} and still wins by fours: "
        f"{_line_text(state, line)}"
    )


def _line_text(state: BoardState, line: Line) -> str:
    """``j9 k10 … (3 moves)``: the first cells of a win by fours and its length."""
    texts = [state.move_text(cell) for cell in line[:3]]
    more = " …" if len(line) > 3 else ""
    moves = (len(line) + 1) // 2
    return f"{' '.join(texts)}{more} ({moves} move{'s' if moves != 1 else ''})"


def defences(state: BoardState, opponent: str) -> tuple[str, ...]:
    """Every move of the side to move in ``state`` that leaves ``opponent`` no win by
    fours (:func:`defence_verdict`), in legal-move order."""
    texts = (state.move_text(move) for move in state.legal_moves())
    return tuple(text for text in texts if defence_verdict(state, text, opponent)[0])


def defence_puzzle(oracle: FoursOracle, moves: Sequence[str]) -> Puzzle | None:
    """The "stop the win by fours" puzzle of the position after ``moves``: ``None``
    when the opponent has no win by fours there even with a move in hand (nothing to
    stop), or every move lets them have one (nothing to find)."""
    spec = oracle.spec
    state = spec.replay(moves)
    opponent = spec.player_names[1 - state.to_move]
    threat = fours_line(Board.of_state(state), 1 - state.to_move)  # type: ignore[arg-type]
    if threat is None:
        return None
    solution = defences(state, opponent)
    if not solution:
        return None
    on_threat = [text for text in solution if state.parse_move(text) in threat]
    first = on_threat[0] if on_threat else solution[0]
    return Puzzle.at(
        spec,
        moves,
        state,
        goal=Goal("block"),
        solution=solution,
        fastest=solution,
        line=(first,),
        rating=rating((len(threat) + 1) // 2, len(state.legal_moves()), len(solution), False),
    )


def missed_win(oracle: FoursOracle, moves: Sequence[str], played: str) -> Puzzle | None:
    """The "win by fours" puzzle of the position after ``moves`` when its side to move
    had a win by fours and ``played`` none of the fours that keep it; else ``None``."""
    try:
        puzzle = oracle.make_puzzle(moves)
    except PuzzleError:
        return None
    return None if played in puzzle.solution else puzzle


def fours_mistakes(
    oracle: FoursOracle, move_texts: Sequence[str], players: Collection[int]
) -> tuple[Puzzle, ...]:
    """The puzzles of the mistakes ``players`` (by index) made in the game ``move_texts``
    of ``oracle``'s game, by the threat search (see the module), in the game's order."""
    state = oracle.spec.new_state()
    found = []
    for ply, text in enumerate(move_texts):
        move = state.parse_move(text)
        text = state.move_text(move)
        after = state.play(move)
        if state.to_move in players and after.outcome() is None:
            before = tuple(move_texts[:ply])
            puzzle = missed_win(oracle, before, text)
            board = Board.of_state(after)  # type: ignore[arg-type]
            if puzzle is None and fours_line(board, after.to_move) is not None:
                puzzle = defence_puzzle(oracle, before)
            if puzzle is not None:
                found.append(puzzle)
        state = after
    return tuple(found)
