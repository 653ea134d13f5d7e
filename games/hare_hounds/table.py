"""The complete table of Hare and Hounds values, and the searcher that plays by it.

Every game is finite, so the game graph has no cycles and the table can be
filled backwards, from the positions nearest the end to the start:

* A hound never steps left, so each hound move either moves a hound one column
  right (the sum of the hounds' columns grows by one, from at least 2 to at
  most 10) or moves one vertically.  Under the stalling rule ten vertical moves
  in a row end the game, so ``(column sum, stalling counter)`` grows with
  every hound move.  The hare's moves change neither, but the hare and the
  hounds take turns, so no sequence of moves returns to a position: at most 8
  moves to the right with at most 9 vertical moves before, between and after
  them make fewer than 90 hound moves, and every game ends within 180 plies (a
  side that cannot move loses).
* Under the ply-limit variant the ply count grows with every move.

So the positions are visited in decreasing order of that progress measure,
and each one's successors are already known.  Values are from the side to
move in the engine's convention: ``WIN - n`` for a win ``n`` plies away,
``-(WIN - n)`` for a loss.  (There are no draws.)
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Collection, Hashable
from functools import cache

from engine.search import WIN, InfoCallback, Limits, MoveScore, SearchResult, StopReason
from games.hare_hounds.rules import (
    COLUMN,
    HARE,
    HOUNDS,
    PLY_LIMIT,
    POINTS,
    STALLING_MOVES,
    HareHoundsState,
    Move,
    Variant,
    after_move,
    cells_of,
    decide,
    hare_moves,
    hound_moves,
    mask_of,
    position_key,
)


def backed_up(child_score: int) -> int:
    """A child's score (from its side to move) seen one ply earlier, from the parent's side."""
    score = -child_score
    if score > 0:
        return score - 1
    if score < 0:
        return score + 1
    return 0


@cache
def column_sum(hounds: int) -> int:
    """Sum of the hounds' columns: it grows with every hound move that is not vertical."""
    return sum(COLUMN[cell] for cell in cells_of(hounds))


@cache
def solved_table(variant: Variant) -> dict[int, int]:
    """Score of every position of ``variant`` by :meth:`HareHoundsState.key`.

    Covers every placement of three hounds and the hare, both sides to move and
    every counter value (stalling counter 0..10, or ply 0..40 with the side to
    move that the ply implies).  Built once per variant and cached.
    """
    placements = [
        (mask_of(trio), hare)
        for trio in itertools.combinations(range(POINTS), 3)
        for hare in range(POINTS)
        if hare not in trio
    ]
    positions: list[tuple[int, int, int, int, int]] = []
    if variant.limit == "plies40":
        for ply in range(PLY_LIMIT, -1, -1):
            mover = variant.first_role ^ (ply % 2)
            positions += [(hounds, hare, mover, 0, ply) for hounds, hare in placements]
    else:
        # Most progress first: hound moves raise (column sum, counter); a hare move leads
        # from hare to move to hounds to move with both unchanged.
        placements.sort(key=lambda placement: column_sum(placement[0]), reverse=True)
        for _, same_sum in itertools.groupby(placements, key=lambda entry: column_sum(entry[0])):
            group = list(same_sum)
            for stall in range(STALLING_MOVES, -1, -1):
                for mover in (HOUNDS, HARE):
                    positions += [(hounds, hare, mover, stall, 0) for hounds, hare in group]

    by_ply = variant.limit == "plies40"
    table: dict[int, int] = {}
    for hounds, hare, mover, stall, ply in positions:
        key = position_key(hounds, hare, mover, ply if by_ply else stall)
        decided = decide(variant, hounds, hare, mover, stall, ply)
        if decided is not None:
            table[key] = WIN if decided[0] == mover else -WIN
            continue
        moves = hare_moves(hounds, hare) if mover == HARE else hound_moves(hounds, hare)
        worst_for_opponent = WIN + 1
        for move in moves:
            child_hounds, child_hare, child_mover, child_stall, child_ply = after_move(
                variant, hounds, hare, mover, stall, ply, move
            )
            child_key = position_key(
                child_hounds, child_hare, child_mover, child_ply if by_ply else child_stall
            )
            worst_for_opponent = min(worst_for_opponent, table[child_key])
        # backed_up() falls as the child's score rises: the best move leaves the lowest.
        table[key] = backed_up(worst_for_opponent)
    return table


def prepare_table(variant: Variant) -> None:
    """Build ``variant``'s table now (half a second), so that no search waits for it."""
    solved_table(variant)


def score(state: HareHoundsState) -> int:
    """The exact value of ``state`` from its side to move (engine convention)."""
    return solved_table(state.variant)[state.key()]


def move_score(state: HareHoundsState, move: Move) -> int:
    """The exact value of playing ``move`` in ``state``, from the side to move."""
    return backed_up(score(state.play(move)))


def best_moves(state: HareHoundsState) -> list[MoveScore]:
    """Every legal move with its exact score, best first (quickest win, slowest loss).

    Among moves of equal score a lost side sets the opponent the most problems: first
    the most :func:`pitfalls` ahead, then the smallest share of replies that keep the
    opponent's win (:func:`holding_share`); then the order of
    :meth:`HareHoundsState.legal_moves`.  A winning side keeps that order among its
    quickest wins.
    """
    lost = score(state) < 0
    ranked = []
    for move in state.legal_moves():
        child = state.play(move)
        problems = (-pitfalls(child), holding_share(child)) if lost else (0.0, 0.0)
        ranked.append((-backed_up(score(child)), problems, move))
    ranked.sort(key=lambda entry: entry[:2])
    return [MoveScore(move, -negated, exact=True) for negated, _, move in ranked]


def sound_openings(state: HareHoundsState) -> list[Move]:
    """The legal moves that keep the mover's result: a side that wins from ``state`` may
    not throw the win away; a lost side may play anything (a match's random openings,
    which should not decide the game before the players start)."""
    moves = state.legal_moves()
    if score(state) < 0:
        return list(moves)
    return [move for move in moves if move_score(state, move) > 0]


def holding_share(state: HareHoundsState) -> float:
    """The share of the moves in ``state`` that keep its side's result (win or loss)."""
    moves = state.legal_moves()
    if not moves:
        return 0.0
    winning = score(state) > 0
    holding = sum((move_score(state, move) > 0) == winning for move in moves)
    return holding / len(moves)


LOOK_AHEAD = 6
"""Plies a searching player sees ahead (the deepest searching level, ``hard``).

A move that throws a win away and loses ``n`` plies later (counting the move
itself) shows as a loss to a search at least ``n`` plies deep; it is a hidden
mistake when ``n`` is more than this."""


def pitfalls(state: HareHoundsState) -> float:
    """The hidden mistakes the winning side of ``state`` can expect to be offered.

    The winning side is modelled as playing one of its quickest wins, any of them
    alike, while the lost side keeps to its slowest losses and picks among them the
    line with the most pitfalls.  On each of the winning side's turns the count grows
    by the share of its moves that are hidden mistakes (see :data:`LOOK_AHEAD`): to
    first order, how often a player who plays well but now and then picks a plausible
    wrong move lets the win slip.  0 at the end of the game.  Memoised per variant.
    """
    values = _pitfall_values(state.variant)
    key = state.key()
    if key in values:
        return values[key]
    value = 0.0
    moves = state.legal_moves()
    if moves:
        scored = [(move_score(state, move), move) for move in moves]
        best = max(move_value for move_value, _ in scored)
        ahead = [pitfalls(state.play(move)) for move_value, move in scored if move_value == best]
        if best < 0:
            value = max(ahead)
        else:
            hidden = sum(0 > move_value > -(WIN - LOOK_AHEAD) for move_value, _ in scored)
            value = hidden / len(moves) + sum(ahead) / len(ahead)
    values[key] = value
    return value


@cache
def _pitfall_values(variant: Variant) -> dict[int, float]:
    """:func:`pitfalls` of ``variant`` by :meth:`HareHoundsState.key`, filled on demand."""
    return {}


class PerfectPlay:
    """A :class:`~engine.search.Searcher` that reads the solved table: perfect play.

    Always exact: the score, every move's score and the principal variation
    (the best moves for both sides to the end of the game) come from the table.
    It plays the quickest win, or a slowest loss chosen by :func:`best_moves` to set
    the opponent problems.  It needs no ``limits``: one search reads a few hundred
    table entries (the table itself is built on the first search of a variant).
    """

    name = "perfect"

    def search(
        self,
        state: HareHoundsState,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        """The best move of ``state`` by the table; ``limits`` are not needed."""
        started = time.perf_counter()
        scored = best_moves(state)
        if not scored:
            raise ValueError("cannot search a finished game")
        pv = principal_variation(state)
        result = SearchResult(
            best_move=scored[0].move,
            score=scored[0].score,
            pv=pv,
            depth=len(pv),
            nodes=len(scored),
            seconds=time.perf_counter() - started,
            exact=True,
            stop_reason=StopReason.SOLVED,
            move_scores=tuple(scored),
            algorithm=self.name,
        )
        if on_info is not None:
            on_info(result)
        return result


def principal_variation(state: HareHoundsState) -> tuple[Move, ...]:
    """The best moves for both sides from ``state`` to the end of the game."""
    line: list[Move] = []
    while state.outcome() is None:
        move = best_moves(state)[0].move
        line.append(move)
        state = state.play(move)
    return tuple(line)
