"""Sounds: each event of a game reaches the sink as its sound, at the chosen volume, unless
sounds are off; without Qt's multimedia or an audio output the window plays nothing and works
all the same; the shipped sound files are the ones the build script makes."""

from __future__ import annotations

import logging
import sys
import types
import wave
from pathlib import Path

import pytest

from app.gui.sound import sinks
from app.gui.sound.board import end_sound, generic_move_sound
from app.gui.sound.events import DEFAULT_VOLUME, VOLUMES, SoundEvent
from app.gui.sound.sinks import RecordingSink, SilentSink, open_sink, sound_file
from app.gui.window.settings import Settings
from engine.game_api import Outcome
from games.registry import get_game
from tests.gui.test_gui_chess import drag
from tests.gui.windows import WindowFactory, cell_named, click, wait_for_human_turn
from tools.build import sounds as sound_build

TICTACTOE_DRAW = ("b2", "a1", "c1", "a3", "a2", "c2", "b1", "b3", "c3")
"""A tic-tac-toe game that fills the board without three in a row."""


def listening(window) -> RecordingSink:
    """A recording sink in place of ``window``'s own."""
    sink = RecordingSink()
    window.sounds.sink = sink
    return sink


def play_texts(window, *texts: str) -> None:
    for text in texts:
        assert window.controller.play_text(text), text


def test_a_move_sounds_as_a_move(make_window: WindowFactory) -> None:
    window = make_window("tictactoe", computer=())
    sink = listening(window)
    play_texts(window, "b2")
    assert sink.played == [(SoundEvent.MOVE, DEFAULT_VOLUME / 100)]


def test_a_chess_capture_and_check_have_their_sounds(make_window: WindowFactory) -> None:
    window = make_window("chess", computer=())
    sink = listening(window)
    play_texts(window, "e4", "d5")
    play_texts(window, "exd5")
    assert sink.events[-1] == SoundEvent.CAPTURE
    play_texts(window, "f6", "Qh5+")
    assert sink.events == [SoundEvent.MOVE] * 2 + [
        SoundEvent.CAPTURE,
        SoundEvent.MOVE,
        SoundEvent.CHECK,
    ]


def test_the_generic_rule_hears_a_capture_when_the_opponent_loses_a_piece() -> None:
    before = get_game("chess").replay(("e4", "d5"))
    taking = before.play(before.parse_move("exd5"))
    assert generic_move_sound(before, taking) == SoundEvent.CAPTURE
    quiet = before.play(before.parse_move("Nf3"))
    assert generic_move_sound(before, quiet) == SoundEvent.MOVE


def test_an_illegal_click_buzzes(qtbot, make_window: WindowFactory) -> None:
    window = make_window("tictactoe", "easy")
    centre = cell_named(window, "b2")
    click(qtbot, window, centre)
    wait_for_human_turn(qtbot, window)
    sink = listening(window)
    click(qtbot, window, centre)  # taken already
    assert sink.events == [SoundEvent.ILLEGAL]


def test_an_illegal_chess_drop_buzzes(qtbot, make_window: WindowFactory) -> None:
    window = make_window("chess", computer=())
    sink = listening(window)
    drag(qtbot, window, "e2", "e5")
    assert window.controller.moves == ()
    assert sink.events == [SoundEvent.ILLEGAL]
    drag(qtbot, window, "e2", "e4")
    assert sink.events == [SoundEvent.ILLEGAL, SoundEvent.MOVE]


def test_a_hint_chimes(qtbot, make_window: WindowFactory) -> None:
    window = make_window("tictactoe", "easy", computer=())
    sink = listening(window)
    window.menus.hint.trigger()
    qtbot.waitUntil(lambda: SoundEvent.HINT in sink.events, timeout=10_000)


def test_the_person_winning_or_neither_side_being_the_computer_sounds_a_win(
    make_window: WindowFactory,
) -> None:
    window = make_window("chess", computer=())
    sink = listening(window)
    play_texts(window, "f3", "e5", "g4", "Qh4#")
    assert sink.events[-2:] == [SoundEvent.CHECK, SoundEvent.WIN]


def test_a_draw_sounds_as_a_draw(make_window: WindowFactory) -> None:
    window = make_window("tictactoe", computer=())
    sink = listening(window)
    play_texts(window, *TICTACTOE_DRAW)
    assert sink.events == [SoundEvent.MOVE] * 9 + [SoundEvent.DRAW]


@pytest.mark.parametrize(("winner", "heard"), [(1, SoundEvent.LOSS), (0, SoundEvent.WIN)])
def test_the_end_is_heard_from_the_persons_side(
    make_window: WindowFactory, winner: int, heard: SoundEvent
) -> None:
    window = make_window("chess", computer=(1,))
    sink = listening(window)
    window.controller.end_game(Outcome(winner, "time"))  # a flag fall: no move
    assert sink.events == [heard]


def test_end_sounds_by_who_the_computer_plays() -> None:
    black_wins = Outcome(1, "checkmate")
    assert end_sound(black_wins, frozenset({1})) == SoundEvent.LOSS
    assert end_sound(black_wins, frozenset({0})) == SoundEvent.WIN
    assert end_sound(black_wins, frozenset({0, 1})) == SoundEvent.WIN
    assert end_sound(black_wins, frozenset()) == SoundEvent.WIN
    assert end_sound(Outcome(None, "stalemate"), frozenset({1})) == SoundEvent.DRAW


def test_undo_and_redo_to_an_ended_game_stay_quiet(make_window: WindowFactory) -> None:
    window = make_window("tictactoe", computer=())
    play_texts(window, *TICTACTOE_DRAW)
    sink = listening(window)
    assert window.controller.undo() and window.controller.redo()
    assert window.controller.outcome is not None
    assert sink.events == []


def test_sounds_off_silences_every_sound(qtbot, make_window: WindowFactory) -> None:
    window = make_window("tictactoe", computer=())
    sink = listening(window)
    window.menus.sounds.on.trigger()  # off
    play_texts(window, *TICTACTOE_DRAW)
    window.controller.undo()
    click(qtbot, window, cell_named(window, "b2"))  # taken: refused
    window.menus.hint.trigger()
    qtbot.waitUntil(lambda: window.hints.current is not None, timeout=10_000)
    assert sink.played == []


@pytest.mark.parametrize("percent", VOLUMES)
def test_the_chosen_volume_reaches_the_sink(make_window: WindowFactory, percent: int) -> None:
    window = make_window("tictactoe", computer=())
    sink = listening(window)
    window.menus.sounds.volumes[percent].trigger()
    play_texts(window, "b2")
    assert sink.played == [(SoundEvent.MOVE, percent / 100)]


def test_sounds_and_volume_are_remembered(make_window: WindowFactory, tmp_path: Path) -> None:
    settings_path = tmp_path / "settings.ini"
    first = make_window("tictactoe", computer=(), settings=Settings(settings_path))
    first.menus.sounds.volumes[25].trigger()
    first.menus.sounds.on.trigger()  # off
    preferences = Settings(settings_path).load().preferences
    assert (preferences.sounds, preferences.sound_volume) == (False, 25)
    first.close()
    again = make_window("tictactoe", computer=(), settings=Settings(settings_path))
    assert not again.menus.sounds.on.isChecked()
    assert again.menus.sounds.volume == 25


def test_bad_stored_sound_values_fall_back_to_the_defaults(tmp_path: Path) -> None:
    settings_path = tmp_path / "settings.ini"
    settings_path.write_text("[view]\nsounds=loud\nsound_volume=11\npalette=dark\n")
    loaded = Settings(settings_path).load()
    assert (loaded.preferences.sounds, loaded.preferences.sound_volume) == (True, DEFAULT_VOLUME)
    assert loaded.preferences.palette == "dark"
    assert "view/sounds" in loaded.notice and "view/sound_volume" in loaded.notice


def without_multimedia(monkeypatch) -> None:
    """Importing ``PyQt6.QtMultimedia`` fails (as without PulseAudio's library), and the
    offscreen platform is not taken as a reason for silence, so the import is tried."""
    monkeypatch.setitem(sys.modules, "PyQt6.QtMultimedia", None)
    monkeypatch.setattr(sinks, "OFFSCREEN", "no platform is called this")


def test_without_multimedia_the_sink_is_silent_and_says_why(monkeypatch) -> None:
    without_multimedia(monkeypatch)
    sink = open_sink("xcb")
    assert isinstance(sink, SilentSink)
    assert "multimedia" in sink.unavailable
    sink.play(SoundEvent.MOVE, 1.0)  # nothing, without an error


class FakeEffect:
    """A ``QSoundEffect`` that remembers its source and how it was played."""

    def __init__(self, _parent) -> None:
        self.source = ""
        self.volumes: list[float] = []

    def setSource(self, url) -> None:
        self.source = url.toLocalFile()

    def setVolume(self, volume: float) -> None:
        self.volumes.append(volume)

    def play(self) -> None:
        assert Path(self.source).is_file()


def fake_multimedia(monkeypatch, outputs: list[object]) -> list[FakeEffect]:
    """A stand-in ``PyQt6.QtMultimedia`` with ``outputs`` for audio outputs; returns the
    effects it will make."""
    made: list[FakeEffect] = []

    def effect(parent) -> FakeEffect:
        made.append(FakeEffect(parent))
        return made[-1]

    module = types.SimpleNamespace(
        QMediaDevices=types.SimpleNamespace(audioOutputs=lambda: outputs), QSoundEffect=effect
    )
    monkeypatch.setitem(sys.modules, "PyQt6.QtMultimedia", module)
    return made


def test_without_an_audio_output_the_sink_is_silent(monkeypatch) -> None:
    fake_multimedia(monkeypatch, outputs=[])
    assert open_sink("xcb").unavailable == "no audio output was found"


def test_with_an_audio_output_each_event_plays_its_own_file(monkeypatch) -> None:
    made = fake_multimedia(monkeypatch, outputs=[object()])
    sink = open_sink("xcb")
    assert sink.unavailable == ""
    sink.play(SoundEvent.CHECK, 0.25)
    by_file = {Path(effect.source).name: effect for effect in made}
    assert set(by_file) == {event.file_name for event in SoundEvent}
    assert by_file["check.wav"].volumes == [0.25]
    assert by_file["move.wav"].volumes == []


def test_offscreen_nothing_is_played() -> None:
    assert open_sink(sinks.OFFSCREEN).unavailable


def test_the_app_plays_a_game_without_multimedia(
    qtbot, make_window: WindowFactory, monkeypatch, caplog
) -> None:
    without_multimedia(monkeypatch)
    with caplog.at_level(logging.INFO):
        window = make_window("tictactoe", "easy")
    assert isinstance(window.sounds.sink, SilentSink)
    note = window.menus.sounds.note
    assert note.isVisible() and "multimedia" in note.text()
    assert [record.levelno for record in caplog.records if "Sounds" in record.getMessage()] == [
        logging.INFO
    ]
    controller = window.controller
    while controller.outcome is None:
        wait_for_human_turn(qtbot, window)
        if controller.outcome is not None:
            break
        free = next(cell for cell, piece in enumerate(controller.state.pieces()) if piece is None)
        click(qtbot, window, free)
    window.menus.hint.trigger()  # refused or ignored at the end: never an error
    assert window.panel.error.isHidden()


def test_the_sound_files_regenerate_byte_for_byte() -> None:
    made = sound_build.sound_files()
    assert set(made) == {event.file_name for event in SoundEvent}
    for event in SoundEvent:
        assert sound_file(event).read_bytes() == made[event.file_name], event


@pytest.mark.parametrize("event", list(SoundEvent))
def test_each_sound_is_short_quiet_and_mono(event: SoundEvent) -> None:
    with wave.open(str(sound_file(event)), "rb") as sound:
        assert (sound.getnchannels(), sound.getsampwidth()) == (1, 2)
        seconds = sound.getnframes() / sound.getframerate()
        frames = sound.readframes(sound.getnframes())
    assert 0.02 <= seconds <= 0.45
    samples = memoryview(frames).cast("h")
    assert max(abs(value) for value in samples) <= 0.35 * 32767
