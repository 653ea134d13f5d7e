"""Chess through Plyboard's game protocol: notation, the ends of the game, draw claims,
the board the app draws, and the cost-saving history of repetitions."""

from __future__ import annotations

import chess
import pytest

from engine.game_api import IllegalMoveError
from games.chess import CLAIM_DRAW, ChessState, InvalidPositionError, san_line, spec, spec_from_fen
from games.chess.rules import CELL_NAMES
from games.registry import get_game

CHESS = spec()


def play(*texts: str, start: ChessState | None = None) -> ChessState:
    state = start if start is not None else CHESS.new_state()
    for text in texts:
        state = state.play(state.parse_move(text))
    return state


def test_registered_with_white_first():
    assert get_game("chess") is CHESS
    state = CHESS.new_state()
    assert state.to_move == 0 and CHESS.player_names == ("White", "Black")
    assert len(state.legal_moves()) == 20
    assert state.to_text() == chess.STARTING_FEN


def test_uci_out_and_uci_or_san_in():
    state = CHESS.new_state()
    move = state.parse_move("Nf3")
    assert move == chess.Move.from_uci("g1f3")
    assert state.move_text(move) == "g1f3"
    assert state.parse_move("G1F3") == move
    assert state.parse_move(" e4 ") == state.parse_move("e2e4")
    after = play("e4", "d5")
    assert after.san(after.parse_move("e4d5")) == "exd5"


@pytest.mark.parametrize(
    ("moves", "text", "message"),
    [
        ((), "e2e5", "e2e5 is not a legal move for White here"),
        (("e4",), "e2e4", "e2e4 is not a legal move for Black here: there is no piece on e2"),
        ((), "e7e5", "the piece on e7 is not White's"),
        ((), "Nf4", "Nf4 is not a legal move for White here"),
        ((), "hello", "not a chess move"),
        (("e4", "e5", "Ke2", "d6"), "Ke2", "Ke2 is not a legal move"),
        (("f3", "e5", "g4"), "Qh5", "Qh5 is not a legal move"),
    ],
)
def test_illegal_moves_say_why(moves, text, message):
    state = play(*moves)
    with pytest.raises(IllegalMoveError, match=message):
        state.parse_move(text)


def test_ambiguous_san_tells_how_to_disambiguate():
    state = ChessState.from_text("4k3/8/8/8/8/8/4K3/R6R w - - 0 1")
    with pytest.raises(IllegalMoveError, match=r"ambiguous.*Nbd2"):
        state.parse_move("Rd1")
    assert state.move_text(state.parse_move("Rad1")) == "a1d1"


def test_check_while_in_check_is_explained():
    state = ChessState.from_text("4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1")
    with pytest.raises(IllegalMoveError, match="White is in check"):
        state.parse_move("a1a2")


def test_castling_en_passant_and_promotions_through_cells():
    castle = ChessState.from_text("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    texts = {castle.move_text(move) for move in castle.legal_moves()}
    assert {"e1g1", "e1c1"} <= texts
    short = castle.parse_move("O-O")
    assert castle.move_cells(short) == (CELL_NAMES.index("e1"), CELL_NAMES.index("g1"))
    after = castle.play(short)
    assert after.pieces()[CELL_NAMES.index("f1")] is not None
    assert after.pieces()[CELL_NAMES.index("f1")].kind == "rook"

    passant = play("e4", "a6", "e5", "d5")
    capture = passant.parse_move("exd6")
    assert passant.move_text(capture) == "e5d6"
    taken = passant.play(capture)
    assert taken.pieces()[CELL_NAMES.index("d5")] is None

    promote = ChessState.from_text("8/4P3/8/8/8/k7/8/K7 w - - 0 1")
    promotions = [move for move in promote.legal_moves() if move.promotion]
    assert len(promotions) == 4
    assert {promote.move_cells(move) for move in promotions} == {
        (CELL_NAMES.index("e7"), CELL_NAMES.index("e8"))
    }
    knight = promote.parse_move("e8=N")
    assert promote.move_text(knight) == "e7e8n"
    assert promote.parse_move("e7e8n") == knight
    assert promote.play(knight).pieces()[CELL_NAMES.index("e8")].kind == "knight"
    with pytest.raises(IllegalMoveError, match="must promote"):
        promote.parse_move("e7e8")


def test_board_layout_and_pieces():
    state = CHESS.new_state()
    layout = state.layout()
    assert (layout.columns, layout.rows) == (8, 8)
    assert layout.cell_names[0] == "a1" and layout.cell_names[63] == "h8"
    assert layout.centres[0] == (0.0, 7.0)  # a1 bottom left
    assert layout.centres[63] == (7.0, 0.0)
    pieces = state.pieces()
    assert pieces[CELL_NAMES.index("e1")].kind == "king" and pieces[4].owner == 0
    assert pieces[CELL_NAMES.index("d8")].kind == "queen"
    assert pieces[CELL_NAMES.index("d8")].owner == 1
    assert sum(piece is not None for piece in pieces) == 32


def test_fools_mate_is_checkmate_with_the_king_and_checker_highlighted():
    state = play("f3", "e5", "g4", "Qh4")
    outcome = state.outcome()
    assert outcome is not None and outcome.winner == 1 and outcome.reason == "checkmate"
    assert state.legal_moves() == ()
    assert set(state.winning_cells()) == {CELL_NAMES.index("e1"), CELL_NAMES.index("h4")}
    with pytest.raises(IllegalMoveError, match="game is over"):
        state.parse_move("e2e4")


@pytest.mark.parametrize(
    ("fen", "reason"),
    [
        ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "stalemate"),
        ("8/8/4k3/8/8/3NK3/8/8 w - - 0 1", "insufficient material"),
        ("8/8/4k3/8/8/3RK3/8/8 b - - 150 100", "seventy-five-move rule"),
    ],
)
def test_automatic_draws(fen, reason):
    state = ChessState.from_text(fen)
    assert state.outcome() is not None
    assert state.outcome().winner is None and state.outcome().reason == reason
    assert state.legal_moves() == ()


def test_checkmate_beats_the_seventy_five_move_rule():
    state = ChessState.from_text("7k/Q7/6K1/8/8/8/8/8 w - - 149 120")
    mated = state.play(state.parse_move("Qh7"))
    assert mated.board.halfmove_clock == 150
    assert mated.outcome().reason == "checkmate"


KNIGHT_DANCE = ("Nf3", "Nf6", "Ng1", "Ng8")
"""Four plies that bring back the starting position."""


def test_threefold_repetition_is_claimed_not_automatic():
    state = play(*KNIGHT_DANCE)
    assert state.repetitions == 2 and state.claimable_draw() is None
    with pytest.raises(IllegalMoveError, match="occurred 2 times"):
        state.claim_draw()
    state = play(*KNIGHT_DANCE, start=state)
    assert state.repetitions == 3
    assert state.outcome() is None and state.legal_moves()
    assert state.claimable_draw() == "threefold repetition"
    assert "may claim a draw" in state.status_note()
    claimed = state.claim_draw()
    assert claimed.outcome().winner is None
    assert claimed.outcome().reason == "threefold repetition"
    assert claimed.legal_moves() == ()
    assert state.outcome() is None, "claiming changed the position it was called on"
    assert state.play(state.parse_move("claim")).outcome() == claimed.outcome()
    assert state.move_text(CLAIM_DRAW) == "claim"
    assert state.move_cells(CLAIM_DRAW) == ()
    replayed = CHESS.replay([*["g1f3", "g8f6", "f3g1", "f6g8"] * 2, "claim"])
    assert replayed.outcome() == claimed.outcome()


def test_fivefold_repetition_ends_the_game():
    state = CHESS.new_state()
    for _ in range(3):
        state = play(*KNIGHT_DANCE, start=state)
    assert state.outcome() is None and state.repetitions == 4
    state = play(*KNIGHT_DANCE, start=state)
    assert state.outcome().reason == "fivefold repetition"


def test_a_pawn_move_or_capture_forgets_the_positions_before_it():
    state = play(*KNIGHT_DANCE, "e4")
    assert state.history == ()
    state = play("Nf6", "Nf3", start=state)
    assert len(state.history) == 2


def test_fifty_move_rule_claim():
    state = ChessState.from_text("8/8/4k3/8/8/3RK3/8/8 w - - 99 80")
    assert state.claimable_draw() is None
    state = state.play(state.parse_move("Rd1"))
    assert state.claimable_draw() == "fifty-move rule"
    assert state.claim_draw().outcome().reason == "fifty-move rule"


def test_key_is_the_position_not_the_counters_nor_the_path():
    via_knights = play("Nf3", "Nf6", "Nc3", "Nc6")
    other_order = play("Nc3", "Nc6", "Nf3", "Nf6")
    assert via_knights.key() == other_order.key()
    assert via_knights.to_text() == other_order.to_text()
    moved_back = play(*KNIGHT_DANCE)
    assert moved_back.key() == CHESS.new_state().key()
    assert moved_back.to_text() != CHESS.new_state().to_text()  # the clocks differ
    # castling rights are part of the position
    kings = play("e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8")
    assert kings.key() != play("e4", "e5").key()
    # an en passant square counts only when the capture is legal
    no_capture = play("e4")
    assert no_capture.key() == ChessState.from_text(no_capture.to_text()).key()


def test_play_never_changes_the_state():
    state = play("e4", "e5", "Nf3")
    text, key, history = state.to_text(), state.key(), state.history
    for move in state.legal_moves():
        state.play(move)
    assert (state.to_text(), state.key(), state.history) == (text, key, history)


def test_fen_round_trip_and_errors():
    text = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    assert ChessState.from_text(text).to_text() == text
    with pytest.raises(InvalidPositionError, match="not a FEN"):
        ChessState.from_text("rnbqkbnr/pppppppp/8/8 w")
    with pytest.raises(InvalidPositionError, match="no white king"):
        ChessState.from_text("4k3/8/8/8/8/8/8/8 w - - 0 1")
    with pytest.raises(InvalidPositionError, match="opposite check"):
        ChessState.from_text("4k3/8/8/8/8/8/8/4RK2 w - - 0 1")


def test_a_game_may_start_from_a_fen():
    fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"
    from_fen = spec_from_fen(fen)
    assert from_fen.name == f"chess-fen {fen}"
    assert from_fen.new_state().to_move == 1
    assert from_fen.replay(["e8d7", "e2e4"]).to_text() == "8/3k4/8/8/4P3/8/8/4K3 b - - 0 2"
    assert spec_from_fen(chess.STARTING_FEN) is CHESS


def test_san_line_for_the_move_list():
    state = CHESS.new_state()
    moves = [state.parse_move("e2e4")]
    state2 = state.play(moves[0])
    moves.append(state2.parse_move("e7e5"))
    assert san_line(state, moves) == ["e4", "e5"]
