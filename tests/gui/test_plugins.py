"""A game added at run time with its own GUI plug-in, through the extension API alone."""

from __future__ import annotations

import pytest
from PyQt6.QtGui import QColor

import app.gui.games as gui_games
from app.gui.board.view import BoardView
from games import registry
from tests.gui.toy import spec as toy_spec
from tests.gui.toy.plugin import FRAME_COLOUR, StripBoard, StripPlugin
from tests.gui.windows import cell_named, click


@pytest.fixture
def toy_game(monkeypatch):
    """The toy game in the games registry and its plug-in in the GUI's, for one test."""
    spec = toy_spec()
    monkeypatch.setattr(gui_games, "_PLUGINS", gui_games.plugin_kinds())
    registry.register_game(spec)
    gui_games.register_plugin(spec.family, StripPlugin)
    yield spec
    registry.unregister_game(spec.name)


def test_a_toy_game_plugs_into_the_window(qtbot, make_window, toy_game):
    window = make_window(toy_game.name, level="easy", computer=())
    plugin = window.plugins.plugin("toy")
    assert isinstance(plugin, StripPlugin) and plugin.active
    assert type(window.board) is StripBoard and window.board.isVisible()
    image = window.board.grab().toImage()
    assert QColor(image.pixel(2, 2)) == FRAME_COLOUR  # drawn its own way

    game_menu = window.menus.game_menu
    assert plugin.leftmost in game_menu.actions() and plugin.leftmost.isVisible()
    plugin.leftmost.trigger()
    assert window.controller.move_texts() == ("a",)
    assert window.board._pieces[0] is not None

    for name in ("c", "b"):  # Blue c, Red b: Red owns a and b
        click(qtbot, window, cell_named(window, name))
    assert window.controller.move_texts() == ("a", "c", "b")
    outcome = window.controller.state.outcome()
    assert outcome is not None and outcome.winner == 0
    assert window.board.winning_cells() == (0, 1)

    window.controller.new_game(registry.get_game("tictactoe"))
    assert type(window.board) is BoardView and window.board.isVisible()
    assert not plugin.active and not plugin.leftmost.isVisible()
    assert not isinstance(window.board_play.board, StripBoard)
