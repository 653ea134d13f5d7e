"""Gomoku: rules (free-style and standard), the board drawing, shapes, and the engine protocol."""

from __future__ import annotations

import random
import threading

import pytest

from app.services.players import parse_player
from engine.player import LEVEL_NAMES
from engine.search import WIN, Limits, SearchResult
from games.base import BoardKind
from games.mnk.classic import ClassicSearcher, _LineBoard, line_value
from games.mnk.patterns import (
    FIVE,
    FOUR,
    NONE,
    OPEN_FOUR,
    OPEN_THREE,
    OPEN_TWO,
    THREE,
    Board,
    _classify,
)
from games.mnk.rules import MnkState, geometry
from games.mnk.search import GomokuSearcher
from games.registry import get_game

FREESTYLE = get_game("gomoku")
STANDARD = get_game("gomoku-standard")
OVERLINE = "a1 a15 b1 b15 c1 c15 d1 d15 f1 f15 e1"
"""Black fills a1-f1: six in a row."""


def test_registry_names_rules_and_levels() -> None:
    assert FREESTYLE.name == "gomoku" and STANDARD.name == "gomoku-standard"
    assert tuple(FREESTYLE.levels) == LEVEL_NAMES
    assert "six or more also wins" in FREESTYLE.rules
    assert "exactly five" in STANDARD.rules


def test_an_overline_wins_free_style_only() -> None:
    freestyle = FREESTYLE.replay(OVERLINE.split())
    assert freestyle.outcome() is not None and freestyle.outcome().winner == 0
    assert len(freestyle.winning_cells()) == 5
    standard = STANDARD.replay(OVERLINE.split())
    assert standard.outcome() is None
    five = STANDARD.replay(["a1", "a15", "b1", "b15", "c1", "c15", "d1", "d15", "e1"])
    assert five.outcome() is not None and five.outcome().winner == 0


def test_standard_text_round_trip_keeps_the_rule() -> None:
    state = STANDARD.replay(OVERLINE.split()[:-1])
    again = STANDARD.from_text(state.to_text())
    assert again.key() == state.key()
    assert again.play(again.parse_move("e1")).outcome() is None
    with pytest.raises(ValueError, match="15,15,5"):
        STANDARD.from_text(MnkState.new(3, 3, 3).to_text())


def test_board_is_a_go_grid_with_star_points() -> None:
    layout = FREESTYLE.new_state().layout()
    assert layout.kind is BoardKind.INTERSECTIONS
    assert layout.column_labels[0] == "a" and layout.column_labels[-1] == "o"
    assert layout.row_labels[0] == "15" and layout.row_labels[-1] == "1"
    assert {layout.cell_names[cell] for cell in layout.star_points} == {
        "h8",
        "d4",
        "l4",
        "d12",
        "l12",
    }
    assert MnkState.new(7, 7, 5).layout().kind is BoardKind.SQUARES


def window(text: str) -> tuple[int, ...]:
    """Nine cells around the new stone ``*``: ``x`` own, ``o`` blocked, ``.`` empty."""
    return tuple({"x": 1, "*": 1, "o": 2, ".": 0}[char] for char in text)


@pytest.mark.parametrize(
    ("cells", "shape"),
    [
        ("..xx*xx..", FIVE),
        ("..xx*x...", OPEN_FOUR),
        ("o.xx*x...", OPEN_FOUR),
        ("..oxx*x..", FOUR),
        ("...x*.x..", OPEN_THREE),
        ("..ox*.x..", THREE),
        ("...x*x...", OPEN_THREE),
        ("..x.*x...", OPEN_THREE),
        ("..ox*x.o.", NONE),
        ("....*x...", OPEN_TWO),
        ("oooo*oooo", NONE),
    ],
)
def test_shapes(cells: str, shape: int) -> None:
    assert _classify(window(cells), False) == shape


def test_exact_five_shapes_see_overlines() -> None:
    assert _classify(window(".xxx*x..."), False) == FIVE
    assert _classify(window("xxxx*x..."), False) == FIVE
    assert _classify(window("xxxx*x..."), True) != FIVE


def test_board_updates_match_a_fresh_board() -> None:
    g = geometry(15, 15, 5)
    rng = random.Random(3)
    board = Board(g)
    for _ in range(200):
        if board.history and rng.random() < 0.4:
            board.undo()
        else:
            empty = [cell for cell in range(g.cells) if board.stones[cell] < 0]
            board.place(rng.choice(empty), rng.randrange(2))
        black = sum(1 << c for c in range(g.cells) if board.stones[c] == 0)
        white = sum(1 << c for c in range(g.cells) if board.stones[c] == 1)
    fresh = Board.from_stones(g, black, white)
    assert board.shapes == fresh.shapes
    assert board.value == fresh.value
    assert board.tracked == fresh.tracked
    assert board.candidates == fresh.candidates
    assert board.key == fresh.key


def random_positions(count: int, seed: int) -> list[MnkState]:
    """Positions from random games played near the stones (so lines form)."""
    rng = random.Random(seed)
    positions = []
    while len(positions) < count:
        state = FREESTYLE.new_state()
        board = Board(state.geometry)
        for _ in range(rng.randrange(8, 40)):
            cells = sorted(board.candidates) or [112]
            move = rng.choice(cells)
            board.place(move, state.to_move)
            state = state.play(move)
            if state.outcome() is not None:
                break
        if state.outcome() is None:
            positions.append(state)
    return positions


def immediate_wins(state: MnkState) -> set[int]:
    return {move for move in state.legal_moves() if state.play(move).outcome() is not None}


@pytest.mark.parametrize("level_name", ["beginner", "expert"])
def test_never_misses_a_win_in_one_nor_a_block(level_name: str) -> None:
    level = FREESTYLE.level(level_name)
    checked = 0
    for state in random_positions(150, seed=5):
        wins = immediate_wins(state)
        passed = MnkState(state.geometry, state.stones, 1 - state.to_move)
        threats = immediate_wins(passed)
        if not wins and len(threats) != 1:
            continue
        engine = FREESTYLE.searcher(level.algorithm)
        result = engine.search(state, Limits(depth=level.limits.depth, time=0.3))
        if wins:
            assert result.best_move in wins and result.score == WIN - 1
        else:
            assert result.best_move in threats
        checked += 1
    assert checked >= 10


def test_search_reports_depth_nodes_pv_and_stops() -> None:
    state = FREESTYLE.replay(["h8", "i9", "g7", "j10"])
    infos: list[SearchResult] = []
    result = GomokuSearcher().search(state, Limits(depth=3), on_info=infos.append)
    assert infos and result.depth == 3 and result.nodes > 0
    assert result.pv[0] == result.best_move
    assert result.best_move in state.legal_moves()
    scored = GomokuSearcher().search(state, Limits(depth=2), score_all_moves=True)
    values = [entry.score for entry in scored.move_scores]
    assert len(values) > 1 and values == sorted(values, reverse=True)
    assert values[0] == scored.score
    stop = threading.Event()
    stop.set()
    stopped = GomokuSearcher().search(state, Limits(), stop=stop)
    assert stopped.best_move in state.legal_moves()
    assert stopped.stop_reason.value == "cancelled"


def test_the_first_move_is_the_centre() -> None:
    state = FREESTYLE.new_state()
    result = FREESTYLE.searcher("auto").search(state, Limits(time=1))
    assert state.move_text(result.best_move) == "h8"


def test_standard_engine_does_not_count_an_overline_as_a_win() -> None:
    # Black a1-d1 and f1: e1 makes six, which does not win under the standard rule.
    state = STANDARD.replay(["a1", "a15", "b1", "b15", "c1", "c15", "d1", "d15", "f1", "n13"])
    board = Board.from_stones(state.geometry, *state.stones)
    assert board.five_cells(0) == []
    result = STANDARD.searcher("threats").search(state, Limits(depth=1))
    assert result.score != WIN - 1


# --- the classic test opponent --------------------------------------------------------------


def test_classic_opponent_is_a_player_spec() -> None:
    player = parse_player("classic:depth=3", FREESTYLE)
    assert (player.level_as(0).algorithm, player.level_as(0).limits) == ("classic", Limits(depth=3))
    assert isinstance(FREESTYLE.searcher("classic"), ClassicSearcher)
    state = FREESTYLE.replay(["h8", "i9"])
    assert ClassicSearcher().search(state, Limits()).depth == 3  # no limits: depth 3


def test_classic_pattern_table_ranks_shapes() -> None:
    shapes = [".xxxxx.", "..xxxx..", "..oxxxx..", "...xxx...", "..oxxx...", "...xx...", "......."]
    values = [line_value(text, 0) for text in shapes]
    assert values == sorted(values, reverse=True) and len(set(values)) == len(values)
    assert line_value("..oooo..", 1) == line_value("..xxxx..", 0)
    assert line_value("..xxxx..", 1) == 0


def test_classic_line_totals_follow_the_stones() -> None:
    state = FREESTYLE.replay(["h8", "i9", "g7", "i10", "i8", "j8", "h10", "h9"])
    board = _LineBoard(FREESTYLE.replay(["h8", "i9", "g7"]))
    cell = state.geometry.names.index
    board.place(cell("i10"), 1)
    board.place(cell("j11"), 1)
    board.remove(cell("j11"))
    for name, player in (("i8", 0), ("j8", 1), ("h10", 0), ("h9", 1)):
        board.place(cell(name), player)
    fresh = _LineBoard(state)
    assert board.texts == fresh.texts and board.totals == fresh.totals
    assert board.near == fresh.near


def test_classic_takes_a_win_in_one_and_blocks_a_five() -> None:
    checked = 0
    for state in random_positions(60, seed=7):
        wins = immediate_wins(state)
        passed = MnkState(state.geometry, state.stones, 1 - state.to_move)
        threats = immediate_wins(passed)
        if not wins and len(threats) != 1:
            continue
        result = ClassicSearcher().search(state, Limits(depth=2))
        assert result.best_move in (wins or threats)
        checked += 1
    assert checked >= 5


def test_choosing_a_five_in_a_row_game_builds_its_pattern_tables() -> None:
    from games.mnk.patterns import _rays, shape_table
    from games.registry import get_game

    for name in ("gomoku", "gomoku-standard", "gomoku-renju", "mnk-7-7-5"):
        game = get_game(name)
        assert game.warm_up is not None, name
        game.warm_up()  # what the engine process runs when the game is chosen
        state = game.new_state()
        misses = (shape_table.cache_info().misses, _rays.cache_info().misses)
        game.heuristic(state)  # the first search's first evaluation
        assert (shape_table.cache_info().misses, _rays.cache_info().misses) == misses, name
    assert get_game("tictactoe").warm_up is None  # nothing to prepare


def test_the_shapes_file_holds_the_shapes_the_rules_give() -> None:
    """resources/gomoku/shapes.bin (read at once when a game starts) is what classifying
    every pattern from the rules gives, for five or more and for exactly five."""
    from games.mnk.patterns import OPEN_FOUR, classified_shapes, shape_table

    for exact in (False, True):
        assert shape_table(exact) == classified_shapes(exact)
    assert shape_table(False) != shape_table(True)  # an overline counts only without exact
    assert OPEN_FOUR in shape_table(True)


def test_a_damaged_shapes_file_is_named(monkeypatch) -> None:
    from games.mnk import patterns

    class Damaged:
        def joinpath(self, *parts: str) -> Damaged:
            return self

        def read_bytes(self) -> bytes:
            return bytes(100)

    monkeypatch.setattr(patterns.resources, "files", lambda package: Damaged())
    patterns.shape_table.cache_clear()
    try:
        with pytest.raises(RuntimeError, match=r"shapes\.bin is damaged: 100 bytes"):
            patterns.shape_table(False)
    finally:
        monkeypatch.undo()
        patterns.shape_table.cache_clear()


@pytest.mark.parametrize("name", ["gomoku", "gomoku-standard", "gomoku-renju"])
def test_expert_is_the_compiled_engine_limited_by_nodes_and_warmed_with_the_game(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses

    from app.cli import common
    from app.protocols.engine.server import own_engines

    game = get_game(name)
    expert = game.level("expert")
    assert expert.algorithm == game.default_algorithm == "compiled"  # hints and analysis too
    assert expert.limits.nodes is not None and expert.limits.time is not None
    assert expert.limits.depth is None
    assert "compiled" in own_engines(game)  # the engine process keeps a spare one ready
    calls: list[str] = []
    warmed = dataclasses.replace(game, warm_up=lambda: calls.append("warm"))
    common.make_engine(warmed, expert.algorithm)  # plyboard move --level expert
    common.make_engine(warmed, "auto")  # plyboard analyze
    assert calls == ["warm", "warm"]
