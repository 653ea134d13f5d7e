"""The Learn course's lessons, without Qt: each lesson's position, the figures the engines
compute for it live, the page that shows them, and an exercise whose answer the engines
give.

Nothing a lesson shows is typed in: :meth:`Lesson.figures` searches the lesson's position
(minimax over the whole tree, alpha-beta recording its cut-offs) and the page and the
exercise are written from those figures.  The words are ours; each lesson names the work
it retells (:attr:`Lesson.sources`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.mcts import DEFAULT_EXPLORATION
from engine.minimax import Minimax
from engine.search import WIN, Limits
from engine.tree import TreeNode, record_search
from engine.tree_format import cutoff_reason
from games.base import BoardState, GameSpec
from games.registry import get_game

FULL_DEPTH = 9
"""Plies that reach every end of a tic-tac-toe game."""


@dataclass(frozen=True, slots=True)
class Exercise:
    """A question with choices; ``answer`` is the right choice's index."""

    question: str
    choices: tuple[str, ...]
    answer: int
    explanation: str
    """Why the answer is right, shown after any answer."""

    def feedback(self, choice: int) -> str:
        """What the learner reads after choosing ``choice``."""
        right = self.choices[self.answer]
        verdict = "Right." if choice == self.answer else f"Not quite: the answer is {right}."
        return f"{verdict} {self.explanation}"


@dataclass(frozen=True, slots=True)
class LessonPage:
    """What one lesson shows, computed for its position."""

    html: str
    exercise: Exercise
    figures: Mapping[str, Any]
    """The numbers on the page, by name (tests compare them with the engines)."""
    focus: tuple[Any, ...] = ()
    """The moves from the lesson's position to the node the page talks about (the search
    tree opens on it)."""


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson: a position of a game and how its page is made from the engines."""

    key: str
    title: str
    game: str
    moves: tuple[str, ...]
    """The position: these moves from the game's start."""
    sources: tuple[str, ...]
    make: Callable[[GameSpec, BoardState], LessonPage]

    @property
    def spec(self) -> GameSpec:
        return get_game(self.game)

    def state(self) -> BoardState:
        return self.spec.replay(self.moves)

    def page(self) -> LessonPage:
        """The page, computed now from the lesson's position."""
        return _page(self)


@cache
def _page(lesson: Lesson) -> LessonPage:
    return lesson.make(lesson.spec, lesson.state())


def outcome_word(score: int) -> str:
    """``win``, ``draw`` or ``loss`` for a proven score from the side to move."""
    if score >= WIN // 2:
        return "win"
    if score <= -(WIN // 2):
        return "loss"
    return "draw"


# --- lesson 1: game trees and minimax --------------------------------------------------


def minimax_page(spec: GameSpec, state: BoardState) -> LessonPage:
    side, other = spec.player_names[state.to_move], spec.player_names[1 - state.to_move]
    result = Minimax(spec.heuristic).search(state, Limits(depth=FULL_DEPTH), score_all_moves=True)
    scores = result.move_scores
    values = {state.move_text(entry.move): outcome_word(entry.score) for entry in scores}
    value = outcome_word(result.score)
    rows = "".join(
        f"<tr><td>{move}</td><td>{word} for {side}</td></tr>" for move, word in values.items()
    )
    html = (
        f"<p>A game tree has the position at its root and a branch for every move. "
        f"Minimax gives each position the best value its side to move can force: at "
        f"{side}'s turn the largest of the children's values, at {other}'s the smallest, "
        f"down to positions where the game is over.</p>"
        f"<p>Here {side} is to move with {len(values)} moves. Searched to the end, minimax "
        f"visited <b>{result.nodes:,}</b> positions and gives every move this value:</p>"
        f"<table>{rows}</table>"
    )
    choices = ("win", "draw", "loss")
    exercise = Exercise(
        question=f"So what is the position worth for {side}, who is to move?",
        choices=tuple(f"a {word} for {side}" for word in choices),
        answer=choices.index(value),
        explanation=(
            f"The root takes the best of its children for the side to move: {side} has a "
            f"move worth a {value}, and none better."
        ),
    )
    figures = {"value": value, "nodes": result.nodes, "values": values}
    return LessonPage(html, exercise, figures)


# --- lesson 3: alpha-beta ---------------------------------------------------------------


def first_cutoff(root: TreeNode) -> TreeNode | None:
    """The first node (in search order) whose remaining moves a cut-off left unsearched,
    one ply below the root."""
    for child in root.children:
        if child.cutoff is not None:
            return child
    return None


def alphabeta_page(spec: GameSpec, state: BoardState) -> LessonPage:
    side, other = spec.player_names[state.to_move], spec.player_names[1 - state.to_move]
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
    html = (
        f"<p>Alpha-beta finds the same value as minimax without looking at everything. It "
        f"carries a window [α, β]: α is what the side to move is already sure of, β what "  # noqa: RUF001
        f"the opponent will allow. As soon as one reply shows that a move is at least β "
        f"for the side that replies, that move is no better than one already found, and "
        f"its other replies need not be searched: a <i>β cut-off</i>.</p>"
        f"<p>Here {side} is to move. After {side}'s {move}, {other}'s reply {reply} is "
        f"already good enough for {other}, and alpha-beta skips the other {pruned} "
        f"replies. Over the whole tree it searched <b>{alphabeta_nodes:,}</b> positions "
        f"where minimax searched <b>{minimax_nodes:,}</b>.</p>"
    )
    wrong_value, wrong_beta = cut.cutoff.value - 1, cut.cutoff.beta + 1
    choices = (
        reason,
        f"the replies were all searched: no cut-off after {move}",
        f"β cut-off: {wrong_value} ≥ β = {wrong_beta}",
    )
    exercise = Exercise(
        question=f"Why does alpha-beta stop searching {other}'s replies to {move} after {reply}?",
        choices=choices,
        answer=0,
        explanation=(
            f"{reply} is worth {cut.cutoff.value} for {other} (from {other}'s side), which "
            f"reaches β = {cut.cutoff.beta}: {side} already has a move at least that good, so "
            f"{move} cannot be better and its other replies cannot change the choice."
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
    return LessonPage(html, exercise, figures, focus=(cut.move,))


# --- lesson 3: move ordering, iterative deepening, transposition table ----------------

ORDERING_DEPTH = 6
"""Plies the move-ordering lesson searches on Connect Four."""
SEARCHES = {
    "alphabeta": "alpha-beta, moves in board order",
    "alphabeta-ordered": "alpha-beta, promising moves first",
    "alphabeta-table": "alpha-beta, promising moves first and a transposition table",
}


def ordering_page(spec: GameSpec, state: BoardState) -> LessonPage:
    side = spec.player_names[state.to_move]
    nodes, moves, values = {}, {}, {}
    for algorithm in SEARCHES:
        result, _ = record_search(
            algorithm, state, Limits(depth=ORDERING_DEPTH), spec.heuristic, spec.order_moves
        )
        nodes[algorithm], moves[algorithm] = result.nodes, state.move_text(result.best_move)
        values[algorithm] = result.score
    same = "the same value" if len(set(values.values())) == 1 else "values that differ"
    rows = "".join(
        f"<tr><td>{words}</td><td>{nodes[name]:,}</td><td>{moves[name]}</td></tr>"
        for name, words in SEARCHES.items()
    )
    ratio = nodes["alphabeta"] / nodes["alphabeta-table"]
    html = (
        f"<p>Alpha-beta cuts more the sooner it meets the best move: tried first, a strong "
        f"move sets a window that cuts its rivals' replies at once. Programs therefore try "
        f"promising moves first (here winning drops, then blocks, then from the centre out). "
        f"Iterative deepening searches 1 ply, then 2, ... up to the depth: each shallow "
        f"search is cheap and tells the next one which move to try first. A transposition "
        f"table remembers positions already searched, which a game reaches by different move "
        f"orders.</p>"
        f"<p>Connect Four, {side} to move, searched {ORDERING_DEPTH} plies deep by iterative "
        f"deepening (positions over all iterations):</p>"
        f"<table><tr><th>search</th><th>positions</th><th>move</th></tr>{rows}</table>"
    )
    factors = (2, 4, 10, 40)
    nearest = min(factors, key=lambda factor: abs(math.log(ratio / factor)))
    exercise = Exercise(
        question="How many times fewer positions does the last search need than the first?",
        choices=tuple(f"about {factor} times fewer" for factor in factors),
        answer=factors.index(nearest),
        explanation=(
            f"{nodes['alphabeta']:,} against {nodes['alphabeta-table']:,}: {ratio:.1f} times "
            f"fewer, for the same depth and {same}."
        ),
    )
    figures = {"nodes": nodes, "moves": moves, "values": values, "ratio": ratio}
    return LessonPage(html, exercise, figures)


# --- lesson 4: Monte Carlo tree search --------------------------------------------------

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


def mcts_page(spec: GameSpec, state: BoardState) -> LessonPage:
    side = spec.player_names[state.to_move]
    _, recorder = record_search(
        "mcts", state, Limits(nodes=MCTS_PLAYOUTS), spec.heuristic, rng=random.Random(MCTS_SEED)
    )
    root = recorder.roots[-1]
    children = sorted(root.children, key=lambda child: -child.visits)
    values = {state.move_text(child.move): uct_value(child) for child in children}
    rows = "".join(
        f"<tr><td>{state.move_text(child.move)}</td><td>{child.visits}</td>"
        f"<td>{child.wins:g}</td><td>{values[state.move_text(child.move)]:.3f}</td></tr>"
        for child in children
    )
    best = max(values, key=lambda move: values[move])
    html = (
        f"<p>Monte Carlo tree search does not need an evaluation: it plays games to the end "
        f"with random moves (playouts) and grows a tree where they went. Each playout "
        f"starts at the root and goes down by UCT: at every node it takes the child with "
        f"the highest <i>mean result + c·√(ln N / n)</i>, where N counts the parent's "
        f"visits, n the child's, and c = {DEFAULT_EXPLORATION:.3f}. The first term favours "
        f"moves that did well, the second moves tried seldom.</p>"
        f"<p>After {MCTS_PLAYOUTS} playouts from this position ({side} to move):</p>"
        f"<table><tr><th>move</th><th>visits</th><th>wins</th><th>UCT</th></tr>{rows}"
        f"</table>"
    )
    shown = [state.move_text(child.move) for child in children[:4]]
    if best not in shown:
        shown[-1] = best
    exercise = Exercise(
        question=f"Which of {side}'s moves will playout {MCTS_PLAYOUTS + 1} try first?",
        choices=tuple(shown),
        answer=shown.index(best),
        explanation=(
            f"{best} has the highest UCT value, {values[best]:.3f}: "
            "selection follows UCT, not the most visits."
        ),
    )
    figures = {
        "visits": {m: c.visits for m, c in zip(values, children, strict=True)},
        "uct": values,
        "best": best,
    }
    return LessonPage(html, exercise, figures)


LESSONS: Sequence[Lesson] = (
    Lesson(
        "minimax",
        "Game trees and minimax",
        "tictactoe",
        ("a1", "b2", "c3"),
        (
            "Russell and Norvig, Artificial Intelligence: A Modern Approach, chapter on "
            "adversarial search (minimax on tic-tac-toe)",
        ),
        minimax_page,
    ),
    Lesson(
        "alphabeta",
        "Alpha-beta: the branches not searched",
        "tictactoe",
        ("b2", "a1"),
        ("Knuth and Moore, An Analysis of Alpha-Beta Pruning, Artificial Intelligence 6 (1975)",),
        alphabeta_page,
    ),
    Lesson(
        "ordering",
        "Move ordering, iterative deepening and transposition tables",
        "connect4",
        ("4", "4", "3"),
        (
            "Slate and Atkin, Chess 4.5, the Northwestern University chess program (1977), "
            "on iterative deepening; Zobrist, A New Hashing Method (1970)",
        ),
        ordering_page,
    ),
    Lesson(
        "mcts",
        "Monte Carlo tree search and UCT",
        "tictactoe",
        ("b2", "a1", "c3"),
        ("Kocsis and Szepesvári, Bandit Based Monte-Carlo Planning, ECML 2006 (UCT)",),
        mcts_page,
    ),
)
"""The course, in order."""
