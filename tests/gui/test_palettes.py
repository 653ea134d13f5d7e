"""Palettes: light, dark and high contrast; the board follows them and stays readable."""

from __future__ import annotations

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtGui import QColor, QGuiApplication, QImage, QPalette

from app.gui import style
from app.gui.board.pieces import NAMED_DISC_COLOURS, disc_colour, disc_rim
from app.gui.style import DARK, HIGH_CONTRAST, LIGHT, PALETTES, Palette, contrast_ratio

AA_TEXT = 4.5
"""WCAG AA contrast for normal text."""
AA_GRAPHICS = 3.0
"""WCAG AA contrast for graphical objects (pieces, lines, outlines)."""


@pytest.fixture(autouse=True)
def system_palette_afterwards():
    """Leave the application in the system palette for the tests that follow."""
    yield
    style.apply_palette(style.palette_for(style.SYSTEM))


def opaque(colour: QColor) -> QColor:
    return QColor(colour.rgb())


def text_pairs(palette: Palette) -> dict[str, tuple[QColor, QColor]]:
    """Every text colour of the window with the background it is drawn on."""
    return {
        "text on panel": (palette.text, palette.panel),
        "text on window": (palette.text, palette.window),
        "muted text on panel": (palette.muted_text, palette.panel),
        "links on panel": (palette.link, palette.panel),
        "result line": (palette.result_text, palette.result_fill),
        "resume bar": (palette.text, palette.notice_fill),
        "hint line": (style.as_text(palette, palette.hint), palette.panel),
        "error line": (style.as_text(palette, palette.illegal), palette.panel),
        **{
            f"score tag {key or 'estimate'}": (palette.score_text, opaque(tag))
            for key, tag in palette.score_tags.items()
        },
    }


@pytest.mark.parametrize("palette", PALETTES.values(), ids=PALETTES.keys())
def test_window_text_meets_wcag_aa(palette: Palette) -> None:
    for what, (text, background) in text_pairs(palette).items():
        assert contrast_ratio(text, background) >= AA_TEXT, what


def test_high_contrast_board_text_and_outlines_are_strong() -> None:
    palette = HIGH_CONTRAST
    assert contrast_ratio(palette.label, palette.board_frame) >= AA_TEXT
    assert contrast_ratio(palette.board_line, palette.board_surface) >= AA_TEXT
    assert palette.outline_scale >= 2
    assert palette.piece_outline is not None and palette.tile_edge is not None
    assert contrast_ratio(palette.piece_outline, palette.board_surface) >= AA_TEXT
    assert contrast_ratio(palette.tile_edge, palette.board_surface) >= AA_TEXT
    for glyph in palette.glyph_colours:
        assert contrast_ratio(glyph, palette.tile) >= AA_TEXT
        assert contrast_ratio(glyph, palette.last_move) >= AA_TEXT


@pytest.mark.parametrize("palette", PALETTES.values(), ids=PALETTES.keys())
def test_pieces_stay_distinguishable(palette: Palette) -> None:
    first, second = (disc_colour("", owner, palette) for owner in (0, 1))
    assert contrast_ratio(first, second) >= AA_GRAPHICS
    for name in ("black", "white"):  # gomoku and teeko stones
        disc = NAMED_DISC_COLOURS[name]
        edge = disc_rim(disc, palette)
        assert max(contrast_ratio(c, palette.board_surface) for c in (disc, edge)) >= AA_GRAPHICS
    for glyph in palette.glyph_colours:  # X and O
        assert contrast_ratio(glyph, palette.tile) >= AA_GRAPHICS
    assert contrast_ratio(palette.board_line, palette.board_surface) >= AA_GRAPHICS


def test_the_dark_board_is_not_glaring() -> None:
    for colour in ("board_surface", "tile", "board_frame"):
        dark, light = (style.relative_luminance(getattr(p, colour)) for p in (DARK, LIGHT))
        assert dark < 0.25 < light, colour


def test_contrast_ratio_matches_the_wcag_definition() -> None:
    assert contrast_ratio(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio(QColor("#123456"), QColor("#123456")) == pytest.approx(1.0)


def test_system_follows_the_desktop_colour_scheme(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(style, "system_prefers_dark", lambda: True)
    assert style.palette_for(style.SYSTEM) is DARK
    monkeypatch.setattr(style, "system_prefers_dark", lambda: False)
    assert style.palette_for(style.SYSTEM) is LIGHT
    assert style.palette_for("high-contrast") is HIGH_CONTRAST
    with pytest.raises(ValueError, match="unknown palette 'purple'; choose one of system"):
        style.palette_for("purple")


def test_an_unknown_scheme_falls_back_to_the_platform_palette(
    qapp, monkeypatch: pytest.MonkeyPatch
) -> None:
    hints = QGuiApplication.styleHints()
    assert hints is not None
    if hints.colorScheme() != Qt.ColorScheme.Unknown:
        pytest.skip("this platform reports its colour scheme")
    dark_desktop = QPalette(QColor("#303030"), QColor("#202020"))
    monkeypatch.setattr(style, "_platform_palette", [dark_desktop])
    assert style.system_prefers_dark()
    light_desktop = QPalette(QColor("#e0e0e0"), QColor("#f0f0f0"))
    monkeypatch.setattr(style, "_platform_palette", [light_desktop])
    assert not style.system_prefers_dark()


def test_icons_are_drawn_in_the_palettes_ink() -> None:
    svg = b'<path stroke="#2f2a24"/><path fill="#e2bd86"/>'
    assert style.recoloured_svg(svg, DARK) == b'<path stroke="#ece6dc"/><path fill="#e2bd86"/>'
    assert style.recoloured_svg(svg, LIGHT) == svg


def mean_luminance(image: QImage) -> float:
    """Average relative luminance over a grid of sample pixels."""
    samples = [
        style.relative_luminance(image.pixelColor(x, y))
        for x in range(0, image.width(), 7)
        for y in range(0, image.height(), 7)
    ]
    return sum(samples) / len(samples)


def test_view_palette_repaints_the_window_board_and_dialogs(make_window, monkeypatch) -> None:
    window = make_window("connect4", "easy", computer=())
    window.controller.play_move(window.controller.state.parse_move("4"))
    assert window.menus.palettes[style.SYSTEM].isChecked()
    light_board = mean_luminance(window.board.grab().toImage())

    window.menus.palettes["dark"].trigger()
    assert window.board.colours is DARK
    assert DARK.window.name() in window.styleSheet()
    assert QGuiApplication.palette().color(QPalette.ColorRole.Window) == DARK.window
    assert f"color:{DARK.link.name()}" in window.panel.record.text()
    dark_board = mean_luminance(window.board.grab().toImage())
    assert dark_board < 0.5 * light_board

    window.menus.palettes["high-contrast"].trigger()
    assert window.board.colours is HIGH_CONTRAST
    assert QGuiApplication.palette().color(QPalette.ColorRole.Text) == HIGH_CONTRAST.text

    window.menus.palettes[style.SYSTEM].trigger()
    monkeypatch.setattr(style, "system_prefers_dark", lambda: True)
    window.on_color_scheme_changed()  # the desktop switched to dark
    assert window.board.colours is DARK
    assert window.menus.palettes[style.SYSTEM].isChecked()


def test_a_chosen_palette_ignores_the_desktop_scheme(make_window, monkeypatch) -> None:
    window = make_window()
    window.menus.palettes["light"].trigger()
    monkeypatch.setattr(style, "system_prefers_dark", lambda: True)
    window.on_color_scheme_changed()
    assert window.board.colours is LIGHT
