"""The Search tree window: the recorded tree in a tree view, cut-offs in words, a replay."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PyQt6.QtCore import QModelIndex, Qt

from app.gui.learn.search_tree_model import PrunedRow
from app.gui.learn.search_tree_window import SearchTreeWindow
from engine.observer import CutOff
from engine.tree import TreeNode
from games.registry import get_game

FINISH_MS = 20_000


@pytest.fixture
def open_window(qtbot) -> Iterator:
    windows: list[SearchTreeWindow] = []

    def make(game: str = "tictactoe", moves: str = "b2 a1", **kwargs) -> SearchTreeWindow:
        spec = get_game(game)
        texts = moves.split()
        window = SearchTreeWindow(spec, spec.replay(texts), texts, **kwargs)
        qtbot.addWidget(window)
        window.show()
        windows.append(window)
        qtbot.waitUntil(lambda: not window.running, timeout=FINISH_MS)
        return window

    yield make
    for window in windows:
        window.close()
        assert not window.worker_thread.isRunning()


def rows(model, parent: QModelIndex) -> Iterator[QModelIndex]:
    for row in range(model.rowCount(parent)):
        index = model.index(row, 0, parent)
        yield index
        yield from rows(model, index)


def cell(model, index: QModelIndex, column: int, role=Qt.ItemDataRole.DisplayRole):
    return model.data(index.siblingAtColumn(column), role)


def test_the_tree_shows_values_windows_and_the_principal_variation(open_window, qtbot):
    window = open_window(algorithm="alphabeta-ordered", depth=3)
    model = window.model
    assert window.iteration_box.currentText() == "depth 3"
    root = model.index(0, 0)
    assert cell(model, root, 0) == "root"
    assert cell(model, root, 1) == str(window.result.score)
    assert cell(model, root, 2) == "[-∞, +∞]"
    best = window.state.move_text(window.result.best_move)
    assert best in window.status.text() and "nodes over iterations 1 to 3" in window.status.text()
    # the line is bold: root, the best move, and on down
    bold = [
        cell(model, index, 0)
        for index in rows(model, QModelIndex())
        if isinstance(index.internalPointer(), TreeNode)
        and cell(model, index, 0, Qt.ItemDataRole.FontRole) is not None
    ]
    assert bold[:2] == ["root", best]
    # expanding a node shows its children
    first = model.index(0, 0, root)
    window.view.collapse(first)
    window.view.expand(first)
    assert window.view.isExpanded(first) and model.rowCount(first) > 0


def test_a_cut_branch_is_greyed_with_its_reason(open_window):
    window = open_window(algorithm="alphabeta", depth=3)
    model = window.model
    pruned = [i for i in rows(model, QModelIndex()) if isinstance(i.internalPointer(), PrunedRow)]
    assert pruned
    index = pruned[0]
    assert cell(model, index, 0).startswith("✂ ")
    assert cell(model, index, 3).startswith("pruned: β cut-off: ")
    assert " ≥ β = " in cell(model, index, 3)
    assert cell(model, index, 3, Qt.ItemDataRole.FontRole).italic()
    cut_node = model.parent(index)
    assert cell(model, cut_node, 3).startswith("β cut-off: ")
    assert cell(model, cut_node, 1).startswith("≥ ")  # a cut node's value is a lower bound


def test_next_back_and_play_replay_the_search(open_window, qtbot):
    window = open_window(algorithm="alphabeta", depth=2)
    model = window.model
    steps = len(model.steps)
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert window.step == 0
    assert window.step_label.text().startswith(f"Step 1 of {steps}: Iteration 2: search the root")
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert window.step_label.text().startswith(f"Step 2 of {steps}: Enter ")
    entered = window.view.currentIndex()
    assert cell(model, entered, 1) == "…"  # entered, not yet left: no value
    # the board shows the entered node's position: one more stone than the root
    node = entered.internalPointer()
    pieces = sum(piece is not None for piece in window.state.play(node.move).pieces())
    assert pieces == sum(piece is not None for piece in window.state.pieces()) + 1
    for _ in range(3):
        qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert window.step == 4
    qtbot.mouseClick(window.back_button, Qt.MouseButton.LeftButton)
    assert window.step == 3
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.step >= 6, timeout=5_000)
    qtbot.mouseClick(window.play_button, Qt.MouseButton.LeftButton)
    assert not window.timer.isActive()
    qtbot.mouseClick(window.all_button, Qt.MouseButton.LeftButton)
    assert window.step is None


def test_values_appear_only_once_their_node_is_left(open_window, qtbot):
    window = open_window(algorithm="minimax", depth=1)
    model = window.model
    first_child = model.index(0, 0, model.index(0, 0))
    window.show_step(1)  # entered the first child
    assert cell(model, first_child, 1) == "…"
    window.show_step(2)  # left it
    assert cell(model, first_child, 1) == str(first_child.internalPointer().value)
    window.show_step(0)
    assert cell(model, first_child, 1) == ""  # not reached yet
    assert cell(model, first_child, 0, Qt.ItemDataRole.ForegroundRole) is not None


def test_mcts_visits_grow_with_the_replay(open_window, qtbot):
    window = open_window(game="connect4", moves="4 4 3", algorithm="mcts")
    assert window.iteration_box.currentText() == "the tree"
    model = window.model
    root = model.index(0, 0)
    assert cell(model, root, 1) == f"{window.playouts_box.value():,}"
    window.show_step(3)  # the first playout's backup
    assert window.step_label.text().startswith("Step 4 of ")
    assert cell(model, root, 1) == "1"
    window.show_step(len(model.steps) - 1)
    assert cell(model, root, 1) == f"{window.playouts_box.value():,}"


def test_another_algorithm_searches_again(open_window, qtbot):
    window = open_window(algorithm="minimax", depth=2)
    minimax_nodes = window.result.nodes
    window.algorithm_box.setCurrentIndex(window.algorithm_box.findData("alphabeta-table"))
    assert window.depth_box.isVisibleTo(window) and not window.playouts_box.isVisibleTo(window)
    qtbot.mouseClick(window.search_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.running, timeout=FINISH_MS)
    assert window.result.nodes < minimax_nodes


def test_closing_while_searching_stops_the_worker(qtbot):
    spec = get_game("connect4")
    window = SearchTreeWindow(spec, spec.new_state(), (), algorithm="minimax", depth=12)
    qtbot.addWidget(window)
    window.show()
    assert window.running
    window.close()
    assert not window.worker_thread.isRunning()


def test_a_finished_game_has_nothing_to_search(qtbot):
    spec = get_game("tictactoe")
    moves = ["a1", "b1", "a2", "b2", "a3"]
    window = SearchTreeWindow(spec, spec.replay(moves), moves)
    qtbot.addWidget(window)
    assert not window.running and not window.search_button.isEnabled()
    assert "over" in window.status.text()
    window.close()


def test_the_diagram_draws_the_selected_nodes_neighbourhood(open_window, qtbot):
    window = open_window(algorithm="alphabeta", depth=3)
    model = window.model
    cut = next(n for n, step in enumerate(model.steps) if isinstance(step.event, CutOff))
    window.tabs.setCurrentWidget(window.diagram)
    window.show_step(cut)
    node = model.steps[cut].node
    assert window.diagram.node is node
    top, siblings, children = window.diagram.rows()
    assert top == [node.parent] and node in siblings and children == node.children
    assert model.cut_shown(node)
    later = siblings[siblings.index(node) + 1 :]
    assert not any(model.reached(sibling) or model.cut_shown(sibling) for sibling in later)
    assert not window.diagram.grab().isNull()
    # clicking a row in the tree view recentres the diagram there
    index = model.index_of(node.parent)
    window.view.clicked.emit(index)
    assert window.diagram.node is node.parent


def test_the_computer_menu_opens_the_tree_of_the_position_on_the_board(make_window, qtbot):
    window = make_window("tictactoe", computer=())
    window.controller.play_move(window.controller.state.parse_move("b2"))
    window.menus.search_tree.trigger()
    tree = window.side_windows.search_tree_window
    assert tree is not None and tree.isVisible()
    assert tree.moves == ("b2",)
    assert tree.state.key() == window.controller.state.key()
    qtbot.waitUntil(lambda: not tree.running, timeout=FINISH_MS)
    window.close()  # the tree window stops its search and closes with the main window
    assert not tree.worker_thread.isRunning()


def test_chess_moves_are_written_in_san(open_window):
    """A chess player reads the tree in SAN (Nf3, exd5), not in UCI (g1f3)."""
    window = open_window(game="chess", moves="e2e4 d7d5", algorithm="alphabeta", depth=1)
    model = window.model
    root = model.index(0, 0)
    children = [cell(model, model.index(row, 0, root), 0) for row in range(model.rowCount(root))]
    assert "exd5" in children and "Nf3" in children
    assert "e4d5" not in children
    best = window.state.san(window.result.best_move)
    assert f"best move {best}." in window.status.text()


def test_a_chess_position_is_drawn_with_chess_pieces(open_window):
    import app.gui.games  # noqa: F401  (the window's plug-ins register the chess drawing)
    from app.gui.board.kinds import DRAWINGS

    window = open_window("chess", moves="e2e4", depth=1)
    assert type(window.board._drawing) is DRAWINGS["chess"]
