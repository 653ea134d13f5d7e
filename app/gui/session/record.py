"""The moves of the game being played, the positions they lead to, and the moves taken back.

The game is a tree (:mod:`app.services.game_tree`): a move played from an earlier
position makes a variation and the line played before stays; "taken back" means the main
line after the current position, which *Redo* replays.  Qt-free; the
:class:`~app.gui.session.controller.GameController` owns one for all its games
(restarted for each) and lends it to its collaborators.  Browsing (undo, redo, going to
a ply) stops where a person is to move: ``computer`` names the players the computer
plays, and with a person in the game a position where the computer is to move is passed
over (one ply further back, or forward).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any

from app.services.game_tree import Node
from engine.game_api import Player
from games.base import BoardState, GameSpec


class GameRecord:
    """A game of ``spec`` from its start: ``states[i]`` is the position after ``moves[:i]``."""

    def __init__(self, spec: GameSpec, moves: Iterable[Any] = ()) -> None:
        self.spec = spec
        self.root = Node()
        """The start of the game, the root of its tree."""
        self.nodes: list[Node] = []
        """The nodes from the root to the position shown, the root first."""
        self.states: list[BoardState] = []
        self.moves: list[Any] = []
        self.cells: list[tuple[int, ...]] = []
        """The cells of each move (as clicked: a drop's cell, a slide's from and to; none for a
        move off the board, such as a chess draw claim)."""
        self.restart(spec, moves)

    def restart(self, spec: GameSpec, moves: Iterable[Any] = ()) -> None:
        """Start again: a game of ``spec`` after ``moves``, with nothing taken back."""
        self.spec = spec
        self.root = Node()
        self.nodes = [self.root]
        self.states = [spec.new_state()]
        self.moves = []
        self.cells = []
        for move in moves:
            self.push(move)

    @property
    def state(self) -> BoardState:
        return self.states[-1]

    @property
    def node(self) -> Node:
        """The node of the position shown."""
        return self.nodes[-1]

    @property
    def undone(self) -> list[Any]:
        """The main line's moves after the position shown, the next one to redo last."""
        return [node.move for node in self.node.main_line()][::-1]

    def move_texts(self) -> tuple[str, ...]:
        """The moves played so far in the game's notation."""
        return tuple(
            state.move_text(move) for state, move in zip(self.states, self.moves, strict=False)
        )

    def last_move_cells(self) -> tuple[int, ...]:
        """The cells of the last move (see :attr:`cells`)."""
        return self.cells[-1] if self.cells else ()

    def undone_move_texts(self) -> tuple[str, ...]:
        """The moves taken back that :meth:`redo` would replay, in playing order."""
        state, texts = self.state, []
        for node in self.node.main_line():
            texts.append(state.move_text(node.move))
            state = state.play(node.move)
        return tuple(texts)

    def play(self, move: Any) -> None:
        """Play ``move`` forward: along the line when it is the next move there, else as a
        new variation (the line played before stays in the tree)."""
        self.push(move)

    def push(self, move: Any) -> None:
        before = self.state
        on_board = move in before.legal_moves()  # else a pseudo-move: a draw claim
        self.cells.append(tuple(before.move_cells(move)) if on_board else ())
        self.states.append(before.play(move))
        self.moves.append(move)
        self.nodes.append(self.node.add(move))

    def take_back(self) -> None:
        self.states.pop()
        self.cells.pop()
        self.moves.pop()
        self.nodes.pop()

    def undo(self, computer: Collection[Player]) -> bool:
        """Take back one ply, and more to reach a person's turn; ``False``: no moves."""
        if not self.moves:
            return False
        self.take_back()
        self._back_to_a_person(computer)
        return True

    def redo(self, computer: Collection[Player]) -> bool:
        """Replay one ply of the main line ahead, and more to reach a person's turn;
        ``False``: nothing ahead."""
        if not self.node.children:
            return False
        self.push(self.node.children[0].move)
        while self.node.children and len(computer) < 2 and self.state.to_move in computer:
            self.push(self.node.children[0].move)
        return True

    def go_to_node(self, node: Node, computer: Collection[Player]) -> bool:
        """To the position of ``node`` (anywhere in the tree), then back to a person's
        turn; ``False`` when it is shown already or not in this game's tree."""
        line = node.line
        if line[0] is not self.root or node is self.node:
            return False
        common = 0
        while common < min(len(line), len(self.nodes)) and line[common] is self.nodes[common]:
            common += 1
        while len(self.nodes) > common:
            self.take_back()
        for step in line[common:]:
            self.push(step.move)
        self._back_to_a_person(computer)
        return True

    def reaches(self, plies: int) -> bool:
        """Whether :meth:`go_to` ``plies`` moves a position away: in range, not already there."""
        ahead = sum(1 for _ in self.node.main_line())
        return 0 <= plies <= len(self.moves) + ahead and plies != len(self.moves)

    def go_to(self, plies: int, computer: Collection[Player]) -> bool:
        """Back or forward (along the main line ahead) to the position after ``plies``
        moves, then back to a person's turn; ``False`` when out of range or already there."""
        if not self.reaches(plies):
            return False
        while len(self.moves) > plies:
            self.take_back()
        while len(self.moves) < plies:
            self.push(self.node.children[0].move)
        self._back_to_a_person(computer)
        return True

    def _back_to_a_person(self, computer: Collection[Player]) -> None:
        while self.moves and len(computer) < 2 and self.state.to_move in computer:
            self.take_back()
