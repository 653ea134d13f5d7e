"""The Learn lessons about searching a game tree (1, 3-6): minimax, alpha-beta, move
ordering and iterative deepening, transposition tables and symmetry, MCTS; each page
computed live from the engines (see :mod:`app.services.lessons`)."""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from app.services.lesson_pages import (
    Exercise,
    LessonPage,
    Translate,
    factor_exercise,
    outcome_word,
    sides,
    table,
    untranslated,
    value_words,
)
from engine.alphabeta import AlphaBeta
from engine.game_api import GameState
from engine.mcts import DEFAULT_EXPLORATION
from engine.minimax import Minimax
from engine.search import Limits, SearchResult
from engine.tree import TreeNode, record_search
from engine.tree_format import cutoff_reason
from games.base import BoardState, GameSpec
from games.mnk.rules import MnkState

FULL_DEPTH = 9
"""Plies that reach every end of a tic-tac-toe game."""


# --- lesson 1: game trees and minimax --------------------------------------------------


def minimax_page(
    spec: GameSpec, state: BoardState, translate: Translate = untranslated
) -> LessonPage:
    side, other = sides(spec, state, translate)
    result = Minimax(spec.heuristic).search(state, Limits(depth=FULL_DEPTH), score_all_moves=True)
    scores = result.move_scores
    values = {state.move_text(entry.move): outcome_word(entry.score) for entry in scores}
    value = outcome_word(result.score)
    rows = "".join(
        f"<tr><td>{move}</td><td>{value_words(word, side, translate)}</td></tr>"
        for move, word in values.items()
    )
    html = translate(
        "Lessons",
        "<p>A game tree has the position at its root and a branch for every move. "
        "Minimax gives each position the best value its side to move can force: at "
        "{side}'s turn the largest of the children's values, at {other}'s the smallest, "
        "down to positions where the game is over.</p>"
        "<p>Here {side} is to move with {count} moves. Searched to the end, minimax "
        "visited <b>{nodes:,}</b> positions and gives every move this value:</p>",
    ).format(side=side, other=other, count=len(values), nodes=result.nodes)
    choices = ("win", "draw", "loss")
    exercise = Exercise(
        question=translate(
            "Lessons", "So what is the position worth for {side}, who is to move?"
        ).format(side=side),
        choices=tuple(value_words(word, side, translate) for word in choices),
        answer=choices.index(value),
        explanation=translate(
            "Lessons",
            "The root takes the best of its children for the side to move: {side} has a "
            "move worth {value}, and none better.",
        ).format(side=side, value=value_words(value, side, translate)),
    )
    figures = {"value": value, "nodes": result.nodes, "values": values}
    return LessonPage(f"{html}<table>{rows}</table>", exercise, figures)


# --- lesson 3: alpha-beta ----------------------------------------------------------------


def first_cutoff(root: TreeNode) -> TreeNode | None:
    """The first node (in search order) whose remaining moves a cut-off left unsearched,
    one ply below the root."""
    for child in root.children:
        if child.cutoff is not None:
            return child
    return None


def alphabeta_page(
    spec: GameSpec, state: BoardState, translate: Translate = untranslated
) -> LessonPage:
    side, other = sides(spec, state, translate)
    _, recorder = record_search(
        "alphabeta", state, Limits(depth=FULL_DEPTH), spec.heuristic, spec.order_moves
    )
    root = recorder.roots[-1]
    cut = first_cutoff(root)
    if cut is None or cut.cutoff is None:
        raise ValueError("the lesson's position has no cut-off one ply down")
    move = state.move_text(cut.move)
    reason = cutoff_reason(cut.cutoff)
    reply = state.play(cut.move).move_text(cut.cutoff.move)
    pruned = len(cut.cutoff.pruned)
    minimax_nodes = Minimax(spec.heuristic).search(state, Limits(depth=FULL_DEPTH)).nodes
    alphabeta_nodes = root.size()
    html = translate(
        "Lessons",
        "<p>Alpha-beta finds the same value as minimax without looking at everything. It "
        "carries a window [α, β]: α is what the side to move is already sure of, β what "  # noqa: RUF001
        "the opponent will allow. As soon as one reply shows that a move is at least β "
        "for the side that replies, that move is no better than one already found, and "
        "its other replies need not be searched: a <i>β cut-off</i>.</p>"
        "<p>Here {side} is to move. After {side}'s {move}, {other}'s reply {reply} is "
        "already good enough for {other}, and alpha-beta skips the other {pruned} "
        "replies. Over the whole tree it searched <b>{alphabeta_nodes:,}</b> positions "
        "where minimax searched <b>{minimax_nodes:,}</b>.</p>",
    ).format(
        side=side,
        other=other,
        move=move,
        reply=reply,
        pruned=pruned,
        alphabeta_nodes=alphabeta_nodes,
        minimax_nodes=minimax_nodes,
    )
    wrong_value, wrong_beta = cut.cutoff.value - 1, cut.cutoff.beta + 1
    choices = (
        reason,
        translate("Lessons", "the replies were all searched: no cut-off after {move}").format(
            move=move
        ),
        f"β cut-off: {wrong_value} ≥ β = {wrong_beta}",
    )
    exercise = Exercise(
        question=translate(
            "Lessons",
            "Why does alpha-beta stop searching {other}'s replies to {move} after {reply}?",
        ).format(other=other, move=move, reply=reply),
        choices=choices,
        answer=0,
        explanation=translate(
            "Lessons",
            "{reply} is worth {value} for {other} (from {other}'s side), which reaches "
            "β = {beta}: {side} already has a move at least that good, so {move} cannot be "
            "better and its other replies cannot change the choice.",
        ).format(
            reply=reply,
            value=cut.cutoff.value,
            other=other,
            beta=cut.cutoff.beta,
            side=side,
            move=move,
        ),
    )
    figures = {
        "move": move,
        "reply": reply,
        "reason": reason,
        "pruned": pruned,
        "alphabeta_nodes": alphabeta_nodes,
        "minimax_nodes": minimax_nodes,
    }
    return LessonPage(html, exercise, figures, focus=(cut.move,), marked=(move,))


# --- lesson 4: move ordering and iterative deepening ----------------------------------

ORDERING_DEPTH = 6
"""Plies the move-ordering lesson searches on Connect Four."""
SEARCHES = ("alphabeta", "alphabeta-ordered")
"""The two searches the move-ordering lesson compares (the order of :func:`search_orders`)."""


def search_orders(translate: Translate) -> dict[str, str]:
    """How each of :data:`SEARCHES` orders its moves, in words."""
    return {
        "alphabeta": translate("Lessons", "moves in board order"),
        "alphabeta-ordered": translate("Lessons", "promising moves first"),
    }


def ordering_page(
    spec: GameSpec, state: BoardState, translate: Translate = untranslated
) -> LessonPage:
    side, _ = sides(spec, state, translate)
    nodes, moves, values, iterations = {}, {}, {}, {}
    for algorithm in SEARCHES:
        result, recorder = record_search(
            algorithm, state, Limits(depth=ORDERING_DEPTH), spec.heuristic, spec.order_moves
        )
        nodes[algorithm], moves[algorithm] = result.nodes, state.san(result.best_move)
        values[algorithm] = result.score
        iterations[algorithm] = tuple(root.size() for root in recorder.roots)
    orders = search_orders(translate)
    searched = translate("Lessons", "alpha-beta, {order}")
    rows = [
        (searched.format(order=orders[name]), f"{nodes[name]:,}", moves[name]) for name in SEARCHES
    ]
    per_depth = [
        (depth, *(f"{iterations[name][depth - 1]:,}" for name in SEARCHES))
        for depth in range(1, ORDERING_DEPTH + 1)
    ]
    ratio = nodes["alphabeta"] / nodes["alphabeta-ordered"]
    html = (
        translate(
            "Lessons",
            "<p>Alpha-beta cuts more the sooner it meets the best move: tried first, a strong "
            "move sets a window that cuts its rivals' replies at once. Programs therefore try "
            "promising moves first (here winning drops, then blocks, then from the centre "
            "out). Iterative deepening searches 1 ply, then 2, ... up to the depth: each "
            "shallow search is cheap, tells the next one which move to try first, and leaves "
            "a move ready when the time runs out.</p>"
            "<p>Connect Four, {side} to move, searched {depth} plies deep by iterative "
            "deepening (positions over all iterations):</p>",
        ).format(side=side, depth=ORDERING_DEPTH)
        + table(
            (
                translate("Lessons", "search"),
                translate("Lessons", "positions"),
                translate("Lessons", "move"),
            ),
            rows,
        )
        + translate("Lessons", "<p>Positions in each iteration:</p>")
        + table((translate("Lessons", "depth"), *(orders[name] for name in SEARCHES)), per_depth)
    )
    same = (
        translate("Lessons", "the same value")
        if len(set(values.values())) == 1
        else translate("Lessons", "values that differ")
    )
    exercise = factor_exercise(
        translate(
            "Lessons", "How many times fewer positions does the ordered search need than the first?"
        ),
        ratio,
        translate(
            "Lessons",
            "{first:,} against {ordered:,}: {ratio:.1f} times fewer, for the same depth "
            "and {same}.",
        ).format(
            first=nodes["alphabeta"], ordered=nodes["alphabeta-ordered"], ratio=ratio, same=same
        ),
        translate,
    )
    figures = {
        "nodes": nodes,
        "moves": moves,
        "values": values,
        "ratio": ratio,
        "iterations": iterations,
    }
    return LessonPage(html, exercise, figures, marked=(moves["alphabeta-ordered"],))


# --- lesson 5: transposition tables and symmetry ----------------------------------------

TABLE_SEARCHES = ("none", "table", "symmetry")
"""The three searches the tables lesson compares (the order of :func:`table_words`)."""


def table_words(translate: Translate) -> dict[str, str]:
    """What each of :data:`TABLE_SEARCHES` searches with, in words."""
    return {
        "none": translate("Lessons", "no table"),
        "table": translate("Lessons", "a transposition table"),
        "symmetry": translate("Lessons", "a table that counts the board's eight symmetries as one"),
    }


def symmetries(width: int) -> tuple[tuple[int, ...], ...]:
    """The eight maps of a square board's cells onto themselves (rotations, reflections),
    each as the image of every cell (``row * width + column``)."""
    maps = []
    for turns in range(4):
        for flip in (False, True):
            image = []
            for cell in range(width * width):
                row, column = divmod(cell, width)
                if flip:
                    column = width - 1 - column
                for _ in range(turns):
                    row, column = column, width - 1 - row
                image.append(row * width + column)
            maps.append(tuple(image))
    return tuple(maps)


def _mapped(stones: int, image: Sequence[int]) -> int:
    return sum(1 << image[cell] for cell in range(len(image)) if stones >> cell & 1)


@dataclass(frozen=True, slots=True)
class SymmetricState:
    """An m,n,k position on a square board whose :meth:`key` is the same for all its
    rotations and reflections; every other question goes to the position itself."""

    inner: MnkState
    maps: tuple[tuple[int, ...], ...]

    @property
    def to_move(self) -> int:
        return self.inner.to_move

    def legal_moves(self) -> Sequence[Any]:
        return self.inner.legal_moves()

    def play(self, move: Any) -> SymmetricState:
        return SymmetricState(self.inner.play(move), self.maps)

    def outcome(self) -> Any:
        return self.inner.outcome()

    def key(self) -> Hashable:
        first, second = self.inner.stones
        return min(
            (_mapped(first, image), _mapped(second, image), self.inner.to_move)
            for image in self.maps
        )


def table_searches(spec: GameSpec, state: MnkState) -> dict[str, SearchResult]:
    """The lesson's three full-depth alpha-beta searches of ``state``, by :data:`TABLE_SEARCHES`."""
    limits = Limits(depth=FULL_DEPTH)
    order = spec.order_moves
    results = {
        "none": AlphaBeta(spec.heuristic, order, use_table=False).search(state, limits),
        "table": AlphaBeta(spec.heuristic, order).search(state, limits),
    }
    symmetric = SymmetricState(state, symmetries(state.geometry.width))
    results["symmetry"] = AlphaBeta(
        lambda position: spec.heuristic(_inner(position)),
        None if order is None else lambda position, moves: order(_inner(position), moves),
    ).search(symmetric, limits)
    return results


def _inner(position: GameState) -> MnkState:
    if not isinstance(position, SymmetricState):
        raise TypeError(f"expected a SymmetricState, got {type(position).__name__}")
    return position.inner


def tables_page(
    spec: GameSpec, state: BoardState, translate: Translate = untranslated
) -> LessonPage:
    if not isinstance(state, MnkState) or state.geometry.width != state.geometry.height:
        raise ValueError("the symmetry lesson needs a square m,n,k board")
    side, _ = sides(spec, state, translate)
    results = table_searches(spec, state)
    nodes = {name: result.nodes for name, result in results.items()}
    values = {name: outcome_word(result.score) for name, result in results.items()}
    words = table_words(translate)
    rows = [
        (words[name], f"{nodes[name]:,}", value_words(values[name], side, translate))
        for name in TABLE_SEARCHES
    ]
    ratio = nodes["table"] / nodes["symmetry"]
    html = translate(
        "Lessons",
        "<p>Different move orders often reach the same position: X on a1 then O on b2 then "
        "X on c3 is the position of X on c3, O on b2, X on a1. A <i>transposition table</i> "
        "stores each position searched, under a key computed from the position alone (a "
        "Zobrist hash in most programs), with its value, the depth searched and whether the "
        "value is exact or only a bound; meeting the position again costs one look-up.</p>"
        "<p>Symmetry goes further: a position turned or mirrored has the same value, so a "
        "program can store it under one key for all eight images of a square board (Connect "
        "Four has two: the board and its mirror).</p>"
        "<p>Tic-tac-toe from the empty board, {side} to move, searched to the end by "
        "alpha-beta with the same move ordering:</p>",
    ).format(side=side) + table(
        (
            translate("Lessons", "search with"),
            translate("Lessons", "positions"),
            translate("Lessons", "value"),
        ),
        rows,
    )
    exercise = factor_exercise(
        translate(
            "Lessons",
            "How many times fewer positions does the table with symmetry need than the "
            "table alone?",
        ),
        ratio,
        translate(
            "Lessons",
            "{table:,} against {symmetry:,}: {ratio:.1f} times fewer (and {against_none:.0f} "
            "times fewer than no table), with the same value: a turned board is the same game.",
        ).format(
            table=nodes["table"],
            symmetry=nodes["symmetry"],
            ratio=ratio,
            against_none=nodes["none"] / nodes["symmetry"],
        ),
        translate,
    )
    return LessonPage(html, exercise, {"nodes": nodes, "values": values, "ratio": ratio})


# --- lesson 6: Monte Carlo tree search --------------------------------------------------

MCTS_PLAYOUTS = 60
"""Playouts the MCTS lesson runs before it asks which child comes next."""
MCTS_SEED = 7


def uct_value(node: TreeNode, exploration: float = DEFAULT_EXPLORATION) -> float:
    """UCB1 as MCTS weighs a child when it selects: its mean result for the player who
    moved into it, plus ``exploration`` times the square root of ln(parent's visits) over
    its own visits (infinite before its first visit or when proven won, -1 when proven
    lost)."""
    parent = node.parent
    if node.proven == 1:
        return math.inf
    if node.proven == -1:
        return -1.0
    if node.visits == 0 or parent is None or parent.visits == 0:
        return math.inf
    return node.wins / node.visits + exploration * math.sqrt(math.log(parent.visits) / node.visits)


def mcts_page(spec: GameSpec, state: BoardState, translate: Translate = untranslated) -> LessonPage:
    side, _ = sides(spec, state, translate)
    _, recorder = record_search(
        "mcts", state, Limits(nodes=MCTS_PLAYOUTS), spec.heuristic, rng=random.Random(MCTS_SEED)
    )
    root = recorder.roots[-1]
    children = sorted(root.children, key=lambda child: -child.visits)
    values = {state.move_text(child.move): uct_value(child) for child in children}
    rows = [
        (move, child.visits, f"{child.wins:g}", f"{values[move]:.3f}")
        for move, child in zip(values, children, strict=True)
    ]
    best = max(values, key=lambda move: values[move])
    html = translate(
        "Lessons",
        "<p>Monte Carlo tree search does not need an evaluation: it plays games to the end "
        "with random moves (playouts) and grows a tree where they went. Each playout "
        "starts at the root and goes down by UCT: at every node it takes the child with "
        "the highest <i>mean result + c·√(ln N / n)</i>, where N counts the parent's "
        "visits, n the child's, and c = {c:.3f}. The first term favours moves that did "
        "well, the second moves tried seldom.</p>"
        "<p>After {playouts} playouts from this position ({side} to move):</p>",
    ).format(c=DEFAULT_EXPLORATION, playouts=MCTS_PLAYOUTS, side=side) + table(
        (
            translate("Lessons", "move"),
            translate("Lessons", "visits"),
            translate("Lessons", "wins"),
            "UCT",
        ),
        rows,
    )
    shown = [state.move_text(child.move) for child in children[:4]]
    if best not in shown:
        shown[-1] = best
    exercise = Exercise(
        question=translate(
            "Lessons", "Which of {side}'s moves will playout {playout} try first?"
        ).format(side=side, playout=MCTS_PLAYOUTS + 1),
        choices=tuple(shown),
        answer=shown.index(best),
        explanation=translate(
            "Lessons",
            "{best} has the highest UCT value, {value:.3f}: selection follows UCT, not the "
            "most visits.",
        ).format(best=best, value=values[best]),
    )
    figures = {
        "visits": {m: c.visits for m, c in zip(values, children, strict=True)},
        "uct": values,
        "best": best,
    }
    return LessonPage(html, exercise, figures, marked=(best,))
