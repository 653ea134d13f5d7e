"""The recorded search tree against the engines: values, windows, cut-offs, node counts."""

import json
import random

import pytest

from engine.observer import LeafKind, NodeEntered, ValueBound
from engine.search import Limits
from engine.tree import (
    TREE_ALGORITHMS,
    TreeNode,
    TreeRecorder,
    principal_path,
    record_search,
    tree_searcher,
)
from engine.tree_format import cutoff_reason, tree_dot, tree_json
from games.registry import get_game

TREE_SEARCHES = [name for name in TREE_ALGORITHMS if name != "mcts"]

POSITIONS = [
    # game, moves, depth
    ("tictactoe", "", 4),
    ("tictactoe", "b2 a1", 5),
    ("tictactoe", "a1 b2 c3", 6),
    ("connect4", "", 3),
    ("connect4", "4 4 3 5", 4),
]


def position(game_name: str, moves: str):
    game = get_game(game_name)
    state = game.new_state()
    for text in moves.split():
        state = state.play(state.parse_move(text))
    return game, state


def record(algorithm: str, game_name: str, moves: str, limits: Limits, **kwargs):
    game, state = position(game_name, moves)
    result, recorder = record_search(
        algorithm, state, limits, game.heuristic, game.order_moves, random.Random(7), **kwargs
    )
    return state, result, recorder


def move_text(state, move) -> str:
    return state.move_text(move)


def node_state(state, node: TreeNode):
    for move in node.path():
        state = state.play(move)
    return state


def root_of(node: TreeNode) -> TreeNode:
    while node.parent is not None:
        node = node.parent
    return node


def inner_nodes(root: TreeNode):
    return [node for node in root.walk() if node.children]


@pytest.mark.parametrize(("game_name", "moves", "depth"), POSITIONS)
def test_minimax_tree_is_consistent(game_name, moves, depth):
    state, result, recorder = record("minimax", game_name, moves, Limits(depth=depth))
    assert len(recorder.roots) == depth  # one tree per iteration of iterative deepening
    for root in recorder.roots:
        assert root.value is not None
        for node in inner_nodes(root):
            # negamax: a node's value is the best of its children's, negated
            assert node.value == max(-child.value for child in node.children)
            assert node.bound is ValueBound.EXACT
        for node in root.walk():
            if node is not root and not node.children:
                assert node.leaf in (LeafKind.TERMINAL, LeafKind.HORIZON)
                if node.leaf is LeafKind.HORIZON:
                    assert node.depth == 0 and node_state(state, node).outcome() is None
                else:
                    assert node_state(state, node).outcome() is not None
    last = recorder.roots[-1]
    assert last.value == result.score
    assert [node.move for node in principal_path(last)][:1] == [result.best_move]


@pytest.mark.parametrize("algorithm", TREE_SEARCHES)
@pytest.mark.parametrize(("game_name", "moves", "depth"), POSITIONS)
def test_recorded_nodes_equal_the_engines_count(algorithm, game_name, moves, depth):
    _, result, recorder = record(algorithm, game_name, moves, Limits(depth=depth))
    assert not recorder.capped
    assert recorder.nodes_seen == result.nodes
    assert sum(root.size() for root in recorder.roots) == result.nodes
    for iteration in recorder.iterations:
        assert iteration.completed
        assert iteration.root.size() == iteration.nodes


@pytest.mark.parametrize("algorithm", ["alphabeta", "alphabeta-ordered", "alphabeta-table"])
@pytest.mark.parametrize(("game_name", "moves", "depth"), POSITIONS)
def test_alphabeta_finds_minimax_value_with_fewer_nodes(algorithm, game_name, moves, depth):
    _, oracle, oracle_tree = record("minimax", game_name, moves, Limits(depth=depth))
    _, result, recorder = record(algorithm, game_name, moves, Limits(depth=depth))
    for pruned, full in zip(recorder.iterations, oracle_tree.iterations, strict=True):
        assert pruned.root.value == full.root.value
        # one ply has nothing to prune; from two plies on, cut-offs save nodes
        assert pruned.nodes < full.nodes if pruned.depth >= 2 else pruned.nodes == full.nodes
    assert result.score == oracle.score
    assert result.nodes < oracle.nodes


@pytest.mark.parametrize("algorithm", ["alphabeta", "alphabeta-ordered", "alphabeta-table"])
@pytest.mark.parametrize(("game_name", "moves", "depth"), POSITIONS)
def test_alphabeta_tree_windows_and_cutoffs(algorithm, game_name, moves, depth):
    """Every searched node: children plus pruned moves are its legal moves, its value is
    the best negated child value, and it was cut off exactly when that value reached beta."""
    _, state = position(game_name, moves)
    _, _, recorder = record(algorithm, game_name, moves, Limits(depth=depth))
    cutoffs = 0
    for root in recorder.roots:
        stack = [(root, state)]
        while stack:
            node, here = stack.pop()
            stack.extend((child, here.play(child.move)) for child in node.children)
            if not node.children:
                if node.parent is not None:
                    assert node.leaf is not None
                continue
            searched = [child.move for child in node.children]
            pruned = list(node.cutoff.pruned) if node.cutoff else []
            assert sorted(searched + pruned) == sorted(here.legal_moves())
            assert node.value == max(-child.value for child in node.children)
            assert (node.cutoff is not None) == (node.value >= node.beta)
            if node.cutoff is not None:
                cutoffs += 1
                assert node.cutoff.move == searched[-1]
                assert node.cutoff.value == node.value == -node.children[-1].value
                assert node.bound is ValueBound.LOWER
            alpha = node.alpha  # rises as children return (negamax: the child's window flips)
            for child in node.children:
                assert (child.alpha, child.beta) == (-node.beta, -alpha)
                alpha = max(alpha, -child.value)
    assert cutoffs > 0


def test_table_hits_are_recorded():
    _, _, recorder = record("alphabeta-table", "tictactoe", "", Limits(depth=6))
    hits = [node for root in recorder.roots for node in root.walk() if node.table_hit]
    used = [node for node in hits if node.table_hit.used]
    assert used and len(used) < len(hits)
    for node in used:
        assert node.leaf is LeafKind.TABLE and not node.children
        assert node.value == node.table_hit.score


@pytest.mark.parametrize("algorithm", TREE_SEARCHES)
def test_observing_changes_nothing(algorithm):
    game, state = position("connect4", "4 4 3")
    plain = tree_searcher(algorithm, game.heuristic, game.order_moves).search(
        state, Limits(depth=4), score_all_moves=True
    )
    observed = tree_searcher(
        algorithm, game.heuristic, game.order_moves, observer=TreeRecorder()
    ).search(state, Limits(depth=4), score_all_moves=True)
    for name in ("best_move", "score", "pv", "depth", "nodes", "exact", "move_scores"):
        assert getattr(observed, name) == getattr(plain, name), name


def test_cap_keeps_counting_and_says_so():
    state, result, recorder = record("minimax", "tictactoe", "", Limits(depth=4), max_nodes=500)
    assert recorder.recorded == 500 == sum(root.size() for root in recorder.roots)
    assert recorder.nodes_seen == result.nodes > 500
    assert recorder.capped
    assert f"{result.nodes:,}" in recorder.note and "capped at 500" in recorder.note
    # nodes recorded before the cap still got their values
    assert all(node.value is not None for root in recorder.roots for node in root.walk())
    data = tree_json(recorder, state, move_text)
    assert data["capped"] and data["note"] == recorder.note
    assert data["recorded_nodes"] == 500 and data["nodes"] == result.nodes


def test_the_cap_drops_earlier_iterations_to_keep_the_last():
    # Connect Four, 4 plies: iterations of 7, 56, 399 and 2,800 nodes; 3,000 fit the last
    state, result, recorder = record("minimax", "connect4", "", Limits(depth=4), max_nodes=3000)
    *earlier, last = recorder.iterations
    assert last.completed and last.root.size() == last.nodes == 2800
    assert all(record.dropped and not record.root.children for record in earlier)
    assert recorder.recorded == 2800 and recorder.nodes_seen == result.nodes == 3262
    assert "the trees of iterations 1-3 were dropped to keep the later ones" in recorder.note
    # the replay keeps only the steps of the trees kept (and the dropped iterations' roots)
    assert all(
        step.node.parent is None or root_of(step.node) is last.root for step in recorder.steps
    )
    assert sum(isinstance(step.event, NodeEntered) for step in recorder.steps) == 2800
    data = tree_json(recorder, state, move_text)
    assert [entry["dropped"] for entry in data["iterations"]] == [True, True, True, False]


def test_aborted_iteration_is_marked_and_counted():
    _, result, recorder = record("alphabeta", "connect4", "", Limits(nodes=3000))
    assert recorder.nodes_seen == result.nodes
    last = recorder.iterations[-1]
    assert not last.completed and last.stop == "nodes"
    assert result.depth == recorder.iterations[-2].depth


@pytest.mark.parametrize(("game_name", "moves"), [("connect4", "4 4"), ("tictactoe", "b2 a1")])
def test_mcts_visits_add_up(game_name, moves):
    _, result, recorder = record("mcts", game_name, moves, Limits(nodes=400))
    (root,) = recorder.roots
    assert root.visits == result.nodes == recorder.playouts == 400
    # a proven node is played out again at each visit (its value stands in for a playout)
    assert game_name != "tictactoe" or any(
        node.proven is not None and node.playouts > 1 for node in root.walk()
    )
    for node in root.walk():
        # every playout through a node went on into one child or started at the node
        assert node.visits == sum(child.visits for child in node.children) + node.playouts
        assert 0 <= node.wins <= node.visits
    visits = {child.move: child.visits for child in root.children}
    assert visits == {entry.move: entry.visits for entry in result.move_scores}
    assert recorder.nodes_seen == recorder.recorded == root.size()


def test_mcts_cap():
    _, _, recorder = record("mcts", "tictactoe", "", Limits(nodes=300), max_nodes=40)
    (root,) = recorder.roots
    assert root.size() == recorder.recorded == 40 < recorder.nodes_seen
    assert root.visits == 300 and recorder.capped


def test_json_and_dot():
    state, result, recorder = record("alphabeta", "tictactoe", "b2 a1", Limits(depth=3))
    data = json.loads(json.dumps(tree_json(recorder, state, move_text)))
    assert data["nodes"] == result.nodes and not data["capped"]
    tree = data["iterations"][-1]["tree"]
    assert tree["move"] is None and tree["alpha"] is None and tree["beta"] is None
    first = tree["children"][0]
    assert set(first) >= {"move", "value", "alpha", "beta", "cutoff", "table_hit", "children"}
    cut = next(node for node in _json_nodes(tree) if node["cutoff"] is not None)
    assert cut["cutoff"]["reason"].startswith("β cut-off: ")
    assert all(state.parse_move(m) is not None for m in [first["move"]])
    dot = tree_dot(recorder, state, move_text)
    assert dot.startswith("digraph search {") and dot.rstrip().endswith("}")
    assert "β cut-off" in dot and "pruned: " in dot


def test_mcts_json():
    state, _, recorder = record("mcts", "tictactoe", "b2", Limits(nodes=100))
    data = json.loads(json.dumps(tree_json(recorder, state, move_text)))
    assert data["playouts"] == 100 and data["tree"]["visits"] == 100
    assert {"visits", "wins", "uct", "children"} <= set(data["tree"]["children"][0])
    assert "N=100" in tree_dot(recorder, state, move_text)


def test_cutoff_reason_words():
    from engine.observer import CutOff

    assert cutoff_reason(CutOff(0, 3, 2, ())) == "β cut-off: 3 ≥ β = 2"


def _json_nodes(tree):
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node["children"])
