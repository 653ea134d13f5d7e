"""A richly annotated PGN (variations within variations, comments, NAGs) opened in the
window and saved again: the same moves, variations, comments and NAGs come back."""

from __future__ import annotations

import io

import chess.pgn

RICH_PGN = """[Event "Plyboard test"]
[Site "?"]
[Date "2026.11.28"]
[Round "-"]
[White "A"]
[Black "B"]
[Result "*"]

{ An open game. } 1. e4 $1 e5 2. Nf3 ( 2. f4 $5 { the King's Gambit } 2... exf4 ( 2... d5 $10
3. exd5 ) 3. Nf3 $14 ) 2... Nc6 3. Bb5 $16 { the Spanish } a6 ( 3... Nf6 $6 4. O-O $18 ( 4. d3
$2 ) ) 4. Ba4 $3 Nf6 $4 5. O-O $19 *
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
    saved = tmp_path / "saved.pgn"
    assert window.files.save_game_file(saved)
    assert movetext(saved.read_text(encoding="utf-8")) == movetext(RICH_PGN)


def test_a_variation_played_in_the_window_is_written_to_pgn(make_window, tmp_path):
    window = make_window("chess", level="beginner", computer=())
    controller = window.controller
    for text in ("e4", "e5", "Nf3"):
        assert controller.play_move(controller.state.parse_move(text))
    assert controller.go_to_ply(2)
    assert controller.play_move(controller.state.parse_move("f4"))
    controller.go_to_ply(3)  # back onto... the line shown: the variation f4
    path = tmp_path / "game.pgn"
    assert window.files.save_game_file(path)
    text = movetext(path.read_text(encoding="utf-8"))
    assert "2. f4" in text and "( 2. Nf3 )" in text
