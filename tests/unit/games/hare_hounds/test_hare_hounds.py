"""Hare and Hounds: rules, notation, the retrograde table against brute force, and levels."""

from __future__ import annotations

import random

import pytest

from engine.game_api import IllegalMoveError
from engine.player import Level, choose_move
from engine.search import HEURISTIC_BOUND, WIN, Limits, StopReason
from games.base import BoardKind, Piece
from games.hare_hounds.evaluation import heuristic
from games.hare_hounds.rules import (
    COLUMN,
    HARE,
    HOUNDS,
    LINES,
    NEIGHBOURS,
    HareHoundsState,
    Variant,
)
from games.hare_hounds.spec import HOUND_LEVELS, LEVELS, PLIES_TO_WIN, spec
from games.hare_hounds.table import (
    LOOK_AHEAD,
    PerfectPlay,
    best_moves,
    holding_share,
    move_score,
    pitfalls,
    score,
    solved_table,
    sound_openings,
)

VARIANTS = (
    Variant(),
    Variant(hare_first=True),
    Variant(hare_centre=True),
    Variant(goal="tip"),
    Variant(limit="plies40"),
)
VARIANT_IDS = [variant.tag for variant in VARIANTS]


def position(text: str, variant: Variant | None = None) -> HareHoundsState:
    return HareHoundsState.from_text(text, variant)


def play_texts(state: HareHoundsState, *texts: str) -> HareHoundsState:
    for text in texts:
        state = state.play(state.parse_move(text))
    return state


# --- the board ------------------------------------------------------------------------


def test_board_has_the_lines_of_the_issue() -> None:
    assert len(LINES) == 22
    assert NEIGHBOURS[5] == (0, 1, 2, 4, 6, 8, 9, 10)  # the centre joins all eight others
    assert NEIGHBOURS[3] == (0, 4, 8)  # the left tip: 1, 5, 9
    assert NEIGHBOURS[7] == (2, 6, 10)  # the right tip: 3, 7, 11
    assert [COLUMN[cell] for cell in (3, 0, 4, 8, 1, 5, 9, 2, 6, 10, 7)] == [
        0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4,
    ]  # fmt: skip


def test_layout_is_points_and_lines() -> None:
    layout = HareHoundsState.new().layout()
    assert layout.kind is BoardKind.POINTS
    assert layout.cell_names == tuple(str(n) for n in range(1, 12))
    assert layout.centres[3] == (0.0, 1.0) and layout.centres[7] == (4.0, 1.0)
    assert all(0 <= x <= 4 and 0 <= y <= 2 for x, y in layout.centres)
    assert set(layout.edges) == set(LINES)


def test_start_position() -> None:
    state = HareHoundsState.new()
    assert state.to_move == 0
    pieces = state.pieces()
    assert [pieces[cell] for cell in (0, 3, 8)] == [Piece(0, "hound")] * 3
    assert pieces[7] == Piece(1, "hare")
    assert sum(piece is not None for piece in pieces) == 4
    assert sorted(state.move_text(m) for m in state.legal_moves()) == [
        "1-2", "1-5", "1-6", "4-5", "9-10", "9-5", "9-6",
    ]  # fmt: skip
    assert state.to_text() == "hounds=1,4,9 hare=8 move=hounds stall=0 ply=0 variant=standard"
    assert state.status_note() == "Hounds' vertical moves in a row: 0 of 10"


def test_hare_first_makes_the_hare_player_zero() -> None:
    game = spec(hare_first=True)
    state = game.new_state()
    assert game.player_names == ("Hare", "Hounds")
    assert state.to_move == 0
    assert state.pieces()[7] == Piece(0, "hare")
    assert state.pieces()[0] == Piece(1, "hound")
    assert all(move[0] == 7 for move in state.legal_moves())


def test_hare_centre_starts_on_six() -> None:
    assert spec(hare_centre=True).new_state().pieces()[5] == Piece(1, "hare")


# --- notation --------------------------------------------------------------------------


def test_parse_move_accepts_dash_and_space() -> None:
    state = HareHoundsState.new()
    assert state.parse_move("4-5") == (3, 4)
    assert state.parse_move(" 4 5 ") == (3, 4)
    assert state.move_text((3, 4)) == "4-5"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("5-6", "no piece of yours on 5"),
        ("8-7", "no piece of yours on 8: the hounds are on 1, 4, 9"),
        ("4-6", "4 and 6 are not joined by a line"),
        ("12-3", "point 12 is not on the board"),
        ("4", "is not a move"),
        ("hello", "is not a move"),
    ],
)
def test_parse_move_explains_mistakes(text: str, message: str) -> None:
    with pytest.raises(IllegalMoveError, match=message):
        HareHoundsState.new().parse_move(text)


def test_a_hound_may_not_move_left_and_points_must_be_empty() -> None:
    state = play_texts(HareHoundsState.new(), "4-5", "8-7")
    with pytest.raises(IllegalMoveError, match="a hound may not move left"):
        state.parse_move("5-4")
    with pytest.raises(IllegalMoveError, match="point 5 is occupied"):
        state.parse_move("1-5")
    with pytest.raises(IllegalMoveError, match="no piece of yours on 6: the hare is on 7"):
        play_texts(state, "1-2").parse_move("6-5")


def test_finished_game_refuses_moves() -> None:
    trapped = position("hounds=3,7,11 hare=8 move=hare stall=0 ply=0")
    with pytest.raises(IllegalMoveError, match="the game is over"):
        trapped.parse_move("8-7")


def test_text_round_trip_keeps_counters_and_variant() -> None:
    state = play_texts(HareHoundsState.new(Variant(goal="tip")), "1-5", "8-7", "5-1")
    assert state.stall == 2 and state.ply == 3
    text = state.to_text()
    assert text == "hounds=1,4,9 hare=7 move=hare stall=2 ply=3 variant=tip"
    again = HareHoundsState.from_text(text)
    assert again == state and again.key() == state.key()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("hounds=1,4 hare=8 move=hounds", "three hounds"),
        ("hounds=1,4,8 hare=8 move=hounds", "cannot share point 8"),
        ("hounds=1,4,9 hare=12 move=hounds", "not on the board"),
        ("hounds=1,4,9 hare=8 move=dogs", "move= must be hounds or hare"),
        ("hounds=1,4,9 hare=8 move=hounds stall=11", "stall=11 is not a count"),
        ("hounds=1,4,9 hare=8 move=hounds variant=sideways", "unknown variant option"),
        ("hounds=1,4,9 hare=8", "missing move="),
        ("hounds=1,4,9 hare=8 move=hare ply=2 variant=plies40", "the hounds' turn"),
        ("hounds=1,4,9 hare=8 move=hounds banana", "cannot read 'banana'"),
    ],
)
def test_from_text_explains_bad_positions(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        HareHoundsState.from_text(text)


def test_spec_from_text_refuses_another_variant() -> None:
    with pytest.raises(ValueError, match="for variant tip, not standard"):
        spec().from_text("hounds=1,4,9 hare=8 move=hounds ply=0 variant=tip")
    assert spec(goal="tip").from_text("hounds=1,4,9 hare=8 move=hounds").variant.goal == "tip"


# --- how games end ---------------------------------------------------------------------


def test_trapped_hare_loses() -> None:
    state = position("hounds=3,6,11 hare=8 move=hounds stall=0 ply=20")
    trapped = play_texts(state, "6-7")
    outcome = trapped.outcome()
    assert outcome is not None and outcome.winner == 0 and "trapped" in outcome.reason
    assert trapped.legal_moves() == ()
    assert trapped.winning_cells() == (7,)


def test_hare_slips_past() -> None:
    state = position("hounds=2,5,10 hare=6 move=hare stall=0 ply=9")
    assert state.outcome() is None
    assert play_texts(state, "6-7").outcome() is None
    # Level with the leftmost hound is past it: no hound stands in a column to its left.
    escaped = play_texts(state, "6-1")
    outcome = escaped.outcome()
    assert outcome is not None and outcome.winner == 1 and "slipped past" in outcome.reason
    assert escaped.winning_cells() == (0,)


def test_tip_goal_needs_point_four() -> None:
    tip = Variant(goal="tip")
    state = position("hounds=2,5,10 hare=6 move=hare stall=0 ply=9", tip)
    assert play_texts(state, "6-1").outcome() is None
    won = play_texts(state, "6-1", "2-3", "1-4")
    assert won.outcome() is not None and won.outcome().reason == "the hare reached the left tip"


def test_stalling_counts_vertical_hound_moves_in_a_row() -> None:
    state = position("hounds=1,3,9 hare=8 move=hounds stall=0 ply=0")
    state = play_texts(state, "1-5", "8-7")  # vertical: 1
    assert state.stall == 1
    state = play_texts(state, "5-1", "7-8", "1-5")  # hare moves do not break the count
    assert state.stall == 3
    reset = play_texts(state, "8-7", "5-6")  # a move to the right starts it again
    assert reset.stall == 0
    while state.outcome() is None:  # the hare shuffles 8-7-8, a hound 1-5-1
        if state.mover == HARE:
            state = play_texts(state, "8-7" if state.hare == 7 else "7-8")
        else:
            state = play_texts(state, "5-1" if state.hounds >> 4 & 1 else "1-5")
        if state.stall == 9:
            assert state.status_note() == "Hounds' vertical moves in a row: 9 of 10"
    outcome = state.outcome()
    assert outcome.winner == 1 and "stalled" in outcome.reason
    assert state.stall == 10 and state.winning_cells() == ()


def test_a_trap_on_the_tenth_vertical_move_wins_for_the_hounds() -> None:
    state = position("hounds=1,3,10 hare=2 move=hounds stall=9 ply=30")
    trapped = play_texts(state, "10-6")
    assert trapped.stall == 10 and trapped.outcome().winner == 0


def test_ply_limit_variant() -> None:
    limit = Variant(limit="plies40")
    state = position("hounds=1,4,9 hare=8 move=hare ply=39", limit)
    assert state.status_note() == "Ply 39 of 40"
    ended = state.play(state.legal_moves()[0])
    assert ended.outcome().winner == 1 and "40 plies" in ended.outcome().reason
    assert "stall" not in ended.to_text()
    with pytest.raises(ValueError, match="no stalling counter"):
        position("hounds=1,4,9 hare=8 move=hounds stall=1 ply=0", limit)


def test_hounds_without_a_move_lose() -> None:
    stuck = position("hounds=3,7,8 hare=11 move=hounds stall=0 ply=30", Variant(goal="tip"))
    assert stuck.outcome().winner == 1 and stuck.outcome().reason == "the hounds cannot move"


# --- the table against brute force -----------------------------------------------------


def brute_force(state: HareHoundsState, memo: dict[int, int]) -> int:
    """Plain negamax to the end over the public protocol, with distances (engine convention)."""
    key = state.key()
    if key in memo:
        return memo[key]
    outcome = state.outcome()
    if outcome is not None:
        value = WIN if outcome.winner == state.to_move else -WIN
    else:
        value = -WIN - 1
        for move in state.legal_moves():
            child = -brute_force(state.play(move), memo)
            value = max(value, child - 1 if child > 0 else child + 1)
    memo[key] = value
    return value


@pytest.mark.parametrize("variant", VARIANTS, ids=VARIANT_IDS)
@pytest.mark.slow
def test_table_agrees_with_brute_force_everywhere_reachable(variant: Variant) -> None:
    # Every game is finite (see games.hare_hounds.table), so plain recursion terminates;
    # it goes as deep as the longest game (checked below).
    memo: dict[int, int] = {}
    start = HareHoundsState.new(variant)
    value = brute_force(start, memo)
    table = solved_table(variant)
    assert len(memo) > 15_000
    assert all(table[key] == memo[key] for key in memo)
    hounds_player = variant.player_of(HOUNDS)
    assert (value > 0) == (start.to_move == hounds_player)  # the hounds win
    assert WIN - abs(value) == PLIES_TO_WIN[variant]


def longest_game(state: HareHoundsState, memo: dict[int, int]) -> int:
    """Plies of the longest game from ``state`` (finite: the game graph has no cycle)."""
    key = state.key()
    if key not in memo:
        moves = state.legal_moves()
        memo[key] = 1 + max(longest_game(state.play(move), memo) for move in moves) if moves else 0
    return memo[key]


def test_every_game_ends_within_180_plies() -> None:
    assert 40 < longest_game(HareHoundsState.new(), {}) < 180


def test_default_opening_is_a_hounds_win_in_23_plies() -> None:
    game = spec()
    result = game.searcher("auto").search(game.new_state(), Limits(), score_all_moves=True)
    assert result.exact and result.stop_reason is StopReason.SOLVED
    assert result.outcome == "win" and result.plies_to_end == 23
    assert len(result.pv) == 23
    assert all(entry.exact for entry in result.move_scores)
    assert [entry.score for entry in result.move_scores] == sorted(
        (entry.score for entry in result.move_scores), reverse=True
    )
    end = game.new_state()
    for move in result.pv:
        end = end.play(move)
    assert end.outcome().winner == 0 and end.outcome().reason == "the hare is trapped"
    assert "in 23 plies" in game.rules


def test_principal_variation_plays_quickest_wins_and_slowest_losses() -> None:
    state = spec().new_state()
    for move in PerfectPlay().search(state, Limits()).pv:
        best = max(move_score(state, other) for other in state.legal_moves())
        assert move_score(state, move) == best
        state = state.play(move)


# --- conformance ----------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS, ids=VARIANT_IDS)
def test_random_playouts_follow_the_protocol(variant: Variant) -> None:
    rng = random.Random(5)
    game = spec(**_options(variant))
    for _ in range(40):
        state = game.new_state()
        while True:
            text = state.to_text()
            again = game.from_text(text)
            assert again == state and again.key() == state.key() and again.to_text() == text
            moves = state.legal_moves()
            assert (not moves) == (state.outcome() is not None)
            assert abs(heuristic(state)) < HEURISTIC_BOUND
            if not moves:
                break
            for move in moves:
                assert state.parse_move(state.move_text(move)) == move
                assert len(state.move_cells(move)) == 2
            before = (state.hounds, state.hare, state.mover, state.stall, state.ply)
            state_key = state.key()
            move = rng.choice(moves)
            child = state.play(move)
            assert (state.hounds, state.hare, state.mover, state.stall, state.ply) == before
            assert state.key() == state_key
            assert child.to_move != state.to_move
            state = child
        assert state.ply < 200


def _options(variant: Variant) -> dict[str, object]:
    return {
        "hare_first": variant.hare_first,
        "hare_centre": variant.hare_centre,
        "goal": variant.goal,
        "limit": variant.limit,
    }


# --- levels --------------------------------------------------------------------------


def play_game(hounds_level: str, hare_level: str, rng: random.Random) -> HareHoundsState:
    """One game under the classic rules; ``random`` is a random mover.  The final position."""
    variant = Variant()
    game = spec()
    state = game.new_state()
    players = {}
    for role, name in ((HOUNDS, hounds_level), (HARE, hare_level)):
        level = Level("random") if name == "random" else game.level(name)
        players[variant.player_of(role)] = (game.searcher(level.algorithm, rng), level)
    while state.outcome() is None:
        searcher, level = players[state.to_move]
        state = state.play(choose_move(searcher, state, level, rng).move)
    return state


@pytest.mark.parametrize("opponent", ["random", "beginner", "easy", "medium", "hard"])
def test_expert_hounds_win_every_game(opponent: str) -> None:
    rng = random.Random(11)
    for _ in range(3 if opponent in ("medium", "hard") else 10):
        end = play_game("expert", opponent, rng)
        assert end.outcome().winner == 0, end.to_text()


def test_expert_hare_survives_longest_and_punishes_every_mistake() -> None:
    rng = random.Random(3)
    expert = PerfectPlay()
    punished = 0
    for _ in range(60):
        state = HareHoundsState.new()
        hare_won_at = None
        while state.outcome() is None:
            if state.mover == HOUNDS:
                moves = state.legal_moves()
                best = best_moves(state)[0].move
                state = state.play(rng.choice(moves) if rng.random() < 0.15 else best)
                if hare_won_at is None and state.outcome() is None and score(state) > 0:
                    hare_won_at = state.ply
            else:
                move = expert.search(state, Limits()).best_move
                assert move_score(state, move) == max(
                    move_score(state, other) for other in state.legal_moves()
                )
                state = state.play(move)
        if hare_won_at is not None:
            punished += 1
            assert state.outcome().winner == 1, state.to_text()
    assert punished >= 20  # the random mistakes did give the hare chances


def test_pitfalls_count_the_mistakes_a_short_look_ahead_misses() -> None:
    state = position("hounds=3,4,6 hare=2 move=hounds stall=0 ply=0")
    assert score(state) == WIN - 1  # 4-1 traps the hare
    assert len(state.legal_moves()) == 8
    # 4-5 and 4-9 let the hare out at once: any search sees that.  The five other moves
    # lose as well, but only 12 or more plies later: hidden mistakes.
    losing_in = sorted(
        WIN + move_score(state, move) for move in state.legal_moves() if move_score(state, move) < 0
    )
    assert losing_in == [2, 2, 12, 12, 14, 32, 32]
    assert LOOK_AHEAD < 12
    assert pitfalls(state) == 5 / 8
    assert pitfalls(play_texts(state, "4-1")) == 0.0  # the game is over


def test_expert_hare_picks_the_slowest_loss_with_the_most_pitfalls() -> None:
    state = play_texts(HareHoundsState.new(), "1-6")
    up, down = state.parse_move("8-3"), state.parse_move("8-11")
    slowest = max(move_score(state, move) for move in state.legal_moves())
    assert move_score(state, up) == move_score(state, down) == slowest == -(WIN - 22)
    # 8-3 comes first and leaves the hounds fewer winning replies, but 8-11 leads to
    # more hidden mistakes on the way to the trap.
    assert holding_share(state.play(up)) < holding_share(state.play(down))
    assert pitfalls(state.play(down)) > pitfalls(state.play(up))
    assert PerfectPlay().search(state, Limits()).best_move == down
    assert pitfalls(state) == pitfalls(state.play(down))  # the lost side's value is its pick's


@pytest.mark.parametrize("variant", VARIANTS, ids=str)
def test_random_openings_never_throw_a_win_away(variant: Variant) -> None:
    game = spec(variant.hare_first, variant.hare_centre, variant.goal, variant.limit)
    assert game.opening_moves is sound_openings
    # Two plies, as a match opens: the first side is lost when the hare moves first.
    for first in game.new_state().legal_moves():
        state = game.new_state().play(first)
        sound = sound_openings(state)
        assert set(sound) <= set(state.legal_moves())
        if score(state) < 0:
            assert sound == list(state.legal_moves())
        else:
            assert sound and all(move_score(state, move) > 0 for move in sound)
            thrown = set(state.legal_moves()) - set(sound)
            assert all(move_score(state, move) < 0 for move in thrown)


def test_the_hounds_may_not_open_with_a_losing_move_after_the_hare() -> None:
    state = spec(hare_first=True).new_state()
    state = state.play(state.parse_move("8-7"))
    assert score(state) > 0
    sound = sound_openings(state)
    assert 0 < len(sound) < len(state.legal_moves())


def test_levels_are_ordered_and_expert_is_perfect() -> None:
    assert list(LEVELS) == ["beginner", "easy", "medium", "hard", "expert"]
    assert LEVELS["expert"].algorithm == "perfect"
    game = spec()
    assert game.default_algorithm == "perfect"
    assert isinstance(game.searcher(game.level("expert").algorithm), PerfectPlay)
    weaker = [LEVELS[name] for name in ("beginner", "easy", "medium", "hard")]
    assert [level.blunder for level in weaker] == sorted(
        (level.blunder for level in weaker), reverse=True
    )
    assert [level.limits.depth for level in weaker] == sorted(
        level.limits.depth for level in weaker
    )


def test_the_hounds_have_their_own_easy_and_hard_levels_whoever_moves_first() -> None:
    for variant in (Variant(), Variant(hare_first=True)):
        game = spec(hare_first=variant.hare_first)
        hounds, hare = variant.player_of(HOUNDS), variant.player_of(HARE)
        assert game.level("hard", hounds) == HOUND_LEVELS["hard"]
        assert game.level("hard", hare) == LEVELS["hard"]
        assert game.level("easy", hounds) == HOUND_LEVELS["easy"]
        assert HOUND_LEVELS["hard"].algorithm == "perfect" and HOUND_LEVELS["hard"].blunder > 0
        assert game.level("medium", hounds) == game.level("medium", hare) == LEVELS["medium"]
        assert "Hounds: " in game.describe_level("hard")


def test_the_app_plays_the_hounds_level_for_the_hounds(make_window) -> None:
    hounds_window = make_window("hare-hounds", "hard", computer=(0,))
    hare_window = make_window("hare-hounds", "hard", computer=(1,))
    assert hounds_window.controller.level == HOUND_LEVELS["hard"]
    assert hare_window.controller.level == LEVELS["hard"]


def test_heuristic_prefers_the_hare_far_from_freedom_for_the_hounds() -> None:
    hemmed = position("hounds=1,4,9 hare=8 move=hounds stall=0 ply=0")
    loose = position("hounds=1,4,9 hare=6 move=hounds stall=0 ply=0")
    assert heuristic(hemmed) > heuristic(loose)
    # The same from the hare's side: it likes the centre better than the tip.
    assert heuristic(position("hounds=1,4,9 hare=6 move=hare")) > heuristic(
        position("hounds=1,4,9 hare=8 move=hare")
    )
    # A trap or an escape on the next step weighs heavily for the side to move.
    assert heuristic(position("hounds=3,6,11 hare=8 move=hounds")) > 200
    assert heuristic(position("hounds=2,5,10 hare=6 move=hare")) > 200


def test_registry_offers_the_classic_rules() -> None:
    from games.registry import get_game

    game = get_game("hare-hounds")
    assert game.name == "hare-hounds" and game.player_names == ("Hounds", "Hare")
    assert game.new_state().variant == Variant()
    assert spec(goal="tip", limit="plies40").name == "hare-hounds-tip-plies40"


def test_choosing_the_game_builds_its_table_ahead_of_the_first_search() -> None:
    from games.hare_hounds.table import score, solved_table

    game = spec(limit="plies40")
    assert game.warm_up is not None
    game.warm_up()  # what the engine process runs when the game is chosen
    built = solved_table.cache_info().misses
    score(game.new_state())  # the first search's first look-up
    assert solved_table.cache_info().misses == built
