"""The Learn course's lessons, without Qt: each lesson's position, the figures the engines
compute for it live, the page that shows them, and an exercise whose answer the engines
give.

Nothing a lesson shows is typed in: :meth:`Lesson.figures` searches the lesson's position
(minimax over the whole tree, alpha-beta recording its cut-offs) and the page and the
exercise are written from those figures.  The words are ours; each lesson names the work
it retells (:attr:`Lesson.sources`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

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
        verdict = "Right." if choice == self.answer else f"Not quite: {self.choices[self.answer]}."
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
    result = Minimax(spec.heuristic).search(
        state, Limits(depth=FULL_DEPTH), score_all_moves=True
    )
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
        (
            "Knuth and Moore, An Analysis of Alpha-Beta Pruning, Artificial Intelligence 6 "
            "(1975)",
        ),
        alphabeta_page,
    ),
)
"""The course, in order."""
