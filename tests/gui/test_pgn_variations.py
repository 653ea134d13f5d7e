"""A richly annotated PGN (variations within variations, comments before and after moves,
NAGs, arrows and clock times) opened in the window and saved again: the same moves,
variations, comments and NAGs come back; the main line's comments are edited in the move
list like any other; *Copy PGN* copies what *Save* writes; the tree's main line is the
PGN's whichever line is shown; the arrows and circles of every position, variations'
too, are written and read as ``[%csl ...][%cal ...]`` in its comment."""

from __future__ import annotations

import io
from collections.abc import Iterable

import chess
import chess.pgn
from PyQt6.QtWidgets import QApplication

from app.services.marks import NO_MARKS, Arrow, Circle, MarkColour, Marks
from tests.gui.test_arrows import right_drag, shown_marks
from tests.gui.test_game_tree import menu_action, play
from tests.gui.windows import chess_features

RICH_PGN = """[Event "Plyboard test"]
[Site "?"]
[Date "2026.11.28"]
[Round "-"]
[White "A"]
[Black "B"]
[Result "*"]

{ An open game. } 1. e4 $1 e5 2. Nf3 ( { sharper: } 2. f4 $5 { the King's Gambit } 2... exf4
( { or the counter-gambit } 2... d5 $10 3. exd5 ) 3. Nf3 $14 ) 2... Nc6 3. Bb5 $16
{ [%cal Gb5c6] the Spanish } a6 ( 3... Nf6 $6 4. O-O $18 ( 4. d3 $2 ) ) 4. Ba4 $3
{ [%clk 0:04:50] keeps the pin } Nf6 $4 5. O-O $19 *
"""


def movetext(pgn: str) -> str:
    game = chess.pgn.read_game(io.StringIO(pgn))
    assert game is not None
    exporter = chess.pgn.StringExporter(headers=False, variations=True, comments=True)
    return game.accept(exporter)


def test_a_rich_pgn_comes_back_unchanged(make_window, tmp_path):
    window = make_window("chess", level="beginner", computer=())
    source = tmp_path / "rich.pgn"
    source.write_text(RICH_PGN, encoding="utf-8")
    assert window.files.open_game_file(source)
    assert len(window.controller.moves) == 9
    shown = window.panel.record.text()
    assert "f4!?" in shown and "Gambit" in shown and "(" in shown
    assert shown.index("sharper:") < shown.index("f4!?")  # before the variation's move
    assert shown.index("counter-gambit") < shown.index("d5") < shown.index("Nc6")
    assert "the Spanish" in shown and "keeps the pin" in shown
    assert "%cal" not in shown and "%clk" not in shown  # marks and clock times, not words
    bb5 = window.controller.tree.at((0, 0, 0, 0, 0))
    assert bb5.comment == "the Spanish"  # a node's comment; its arrow is the board's
    window.controller.go_to_ply(5)
    assert window.board.scene().marks == Marks(arrows=(Arrow(chess.B5, chess.C6),))
    saved = tmp_path / "saved.pgn"
    assert window.files.save_game_file(saved)
    assert movetext(saved.read_text(encoding="utf-8")) == movetext(RICH_PGN)


def test_a_main_line_comment_and_a_starting_comment_edited_in_the_move_list_are_saved(
    make_window, tmp_path
):
    window = make_window("chess", level="beginner", computer=())
    source = tmp_path / "rich.pgn"
    source.write_text(RICH_PGN, encoding="utf-8")
    assert window.files.open_game_file(source)
    tree = window.controller.tree
    for node, title, text in (
        (tree.at((0, 0, 0, 0, 0)), "Edit comment…", "the  Ruy\nLopez"),
        (tree.at((0, 0, 0, 0, 0, 0, 0)), "Edit comment…", "pins the knight"),
        (tree.at((0, 0, 1)), "Edit comment before this variation…", "bolder:"),
        (tree.at((0, 0, 0, 0, 0, 1)), "Add comment before this variation…", "calmer:"),
    ):
        menu_action(window, node, title).trigger()
        dialog = window.tree_menu.comment_dialog
        assert dialog is not None
        dialog.setTextValue(text)
        dialog.accept()
    main = menu_action(window, tree.children[0], "Add comment before this variation…")
    assert not main.isEnabled()  # a main-line move starts no variation
    shown = window.panel.record.text()
    assert "Ruy Lopez" in shown and "pins the knight" in shown and "the Spanish" not in shown
    saved = tmp_path / "saved.pgn"
    assert window.files.save_game_file(saved)
    written = " ".join(movetext(saved.read_text(encoding="utf-8")).split())
    assert "3. Bb5 $16 { [%cal Gb5c6] the Ruy Lopez }" in written  # the arrow kept
    assert "4. Ba4 $3 { [%clk 0:04:50] pins the knight }" in written  # the clock kept
    assert "( { bolder: } 2. f4 $5" in written and "( { calmer: } 3... Nf6 $6" in written


def test_copy_pgn_copies_what_save_writes(make_window, tmp_path):
    window = make_window("chess", level="beginner", computer=())
    source = tmp_path / "rich.pgn"
    source.write_text(RICH_PGN, encoding="utf-8")
    assert window.files.open_game_file(source)
    window.controller.go_to_ply(9)
    chess_features(window).copy_pgn.trigger()
    copied = QApplication.clipboard().text()
    saved = tmp_path / "saved.pgn"
    assert window.files.save_game_file(saved)
    assert movetext(copied) == movetext(saved.read_text(encoding="utf-8")) == movetext(RICH_PGN)


def sans(nodes: Iterable[chess.pgn.ChildNode]) -> list[str]:
    return [node.san() for node in nodes]


def test_the_main_line_stays_the_pgn_main_line_while_a_variation_is_shown(make_window, tmp_path):
    window = make_window("chess", level="beginner", computer=())
    controller = window.controller
    play(window, "e4", "e5", "Nf3", "Nc6")
    controller.go_to_ply(2)
    play(window, "f4", "exf4")  # the variation's position stays on the board
    e5 = controller.tree.children[0].children[0]
    e5.children[0].comment, e5.children[1].comment = "develops", "gambit"
    path = tmp_path / "game.pgn"
    assert window.files.save_game_file(path)
    game = chess.pgn.read_game(io.StringIO(path.read_text(encoding="utf-8")))
    assert game is not None and game.headers["Result"] == "*"
    assert sans(game.mainline()) == ["e4", "e5", "Nf3", "Nc6"]
    written_e5 = game.next().next()
    assert sans(written_e5.variations) == ["Nf3", "f4"]
    assert [node.comment for node in written_e5.variations] == ["develops", "gambit"]
    assert sans(written_e5.variations[1].mainline()) == ["exf4"]
    again = make_window("chess", level="beginner", computer=())
    assert again.files.open_game_file(path)
    assert again.controller.move_texts() == ("e2e4", "e7e5", "g1f3", "b8c6")
    children = again.controller.tree.children[0].children[0].children
    assert [child.comment for child in children] == ["develops", "gambit"]
    shown = again.panel.record.text()
    assert shown.index("Nf3") < shown.index("(") < shown.index("f4") < shown.index("Nc6")


def test_variations_keep_their_order_whichever_line_is_shown(make_window, tmp_path):
    window = make_window("chess", level="beginner", computer=())
    controller = window.controller
    play(window, "e4", "e5", "Nf3")
    for variation in ("f4", "d4"):
        controller.go_to_ply(2)
        play(window, variation)
    controller.go_to_node(controller.tree.at((0, 0, 1)))  # the first variation, f4
    path = tmp_path / "game.pgn"
    assert window.files.save_game_file(path)
    text = movetext(path.read_text(encoding="utf-8"))
    assert text.startswith("1. e4 e5 2. Nf3 ( 2. f4 ) ( 2. d4 ) *"), text


def test_a_rich_pgn_saved_while_a_variation_is_shown_comes_back_unchanged(make_window, tmp_path):
    window = make_window("chess", level="beginner", computer=())
    source = tmp_path / "rich.pgn"
    source.write_text(RICH_PGN, encoding="utf-8")
    assert window.files.open_game_file(source)
    for path in ((0, 0, 0, 0, 0, 1), (0, 0, 0, 0, 0, 1, 1)):  # 3... Nf6, 4. d3
        window.controller.go_to_node(window.controller.tree.at(path))
        saved = tmp_path / "saved.pgn"
        assert window.files.save_game_file(saved)
        assert movetext(saved.read_text(encoding="utf-8")) == movetext(RICH_PGN), path


def test_the_result_is_the_main_lines_while_a_variation_is_shown(make_window, tmp_path):
    window = make_window("chess", level="beginner", computer=())
    play(window, *["Nf3", "Nf6", "Ng1", "Ng8"] * 2)
    chess_features(window).claim_draw.trigger()  # a threefold repetition
    window.controller.go_to_ply(4)
    play(window, "e4")
    path = tmp_path / "game.pgn"
    assert window.files.save_game_file(path)
    game = chess.pgn.read_game(io.StringIO(path.read_text(encoding="utf-8")))
    assert game is not None and game.headers["Result"] == "1/2-1/2"
    assert len(list(game.mainline())) == 8  # the claim is no move: the result says it
    assert sans(game.next().next().next().next().variations) == ["Nf3", "e4"]


def test_a_finished_game_read_back_and_saved_again_says_its_end_once(make_window, tmp_path):
    window = make_window("chess", level="beginner", computer=())
    path = tmp_path / "mate.pgn"
    path.write_text('[Event "x"]\n\n1. f3 e5 2. g4 Qh4# { well played } 0-1\n', encoding="utf-8")
    for _ in range(2):
        assert window.files.open_game_file(path)
        assert window.files.save_game_file(path)
    assert "2. g4 Qh4# { well played checkmate } 0-1" in movetext(path.read_text(encoding="utf-8"))


def test_a_variations_marks_are_saved_in_pgn_while_another_position_is_shown(
    qtbot, make_window, tmp_path
):
    window = make_window("chess", level="beginner", computer=())
    controller = window.controller
    play(window, "e4", "e5", "Nf3", "Nc6")
    right_drag(qtbot, window, chess.F1, chess.B5)  # after 2... Nc6, on the main line
    controller.go_to_ply(2)
    play(window, "f4")
    right_drag(qtbot, window, chess.E5, chess.F4)  # after 2. f4, a variation
    controller.go_to_ply(1)
    path = tmp_path / "game.pgn"
    assert window.files.save_game_file(path)
    written = " ".join(movetext(path.read_text(encoding="utf-8")).split())
    assert "2. Nf3 ( 2. f4 { [%cal Ge5f4] } ) 2... Nc6 { [%cal Gf1b5] } *" in written
    again = make_window("chess", level="beginner", computer=())
    assert again.files.open_game_file(path)
    tree = again.controller.tree
    for where, arrow in (((0, 0, 1), (chess.E5, chess.F4)), ((0, 0, 0, 0), (chess.F1, chess.B5))):
        assert again.controller.go_to_node(tree.at(where))
        assert shown_marks(again) == Marks(arrows=(Arrow(*arrow),)), where
    assert again.controller.go_to_node(tree.at((0, 0, 0)))
    assert shown_marks(again) == NO_MARKS


def test_arrows_in_a_variations_comment_are_shown_on_its_position(make_window, tmp_path):
    window = make_window("chess", level="beginner", computer=())
    path = tmp_path / "theirs.pgn"
    path.write_text(
        '[Event "x"]\n\n1. e4 e5 2. Nf3 ( 2. f4 { [%csl Re5][%cal Gd2d4] the gambit } ) *\n',
        encoding="utf-8",
    )
    assert window.files.open_game_file(path)
    f4 = window.controller.tree.at((0, 0, 1))
    assert f4.comment == "the gambit"
    assert window.controller.go_to_node(f4)
    assert shown_marks(window) == Marks(
        (Arrow(chess.D2, chess.D4),), (Circle(chess.E5, MarkColour.RED),)
    )
