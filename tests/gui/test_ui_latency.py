"""The latency probe behind tools/gui/ui_latency.py (its figures are not checked: they
depend on the machine; only that it measures and leaves nothing running)."""

from __future__ import annotations

from pathlib import Path

from games.registry import get_game
from tools.gui.latency import TickProbe, quantile, run_for, self_play_latency


def test_quantiles_are_nearest_rank() -> None:
    values = [5.0, 1.0, 4.0, 2.0, 3.0]
    assert quantile(values, 0.5) == 3.0
    assert quantile(values, 0.99) == 5.0
    assert quantile(values, 0.2) == 1.0
    assert quantile([], 0.5) == 0.0


def test_the_probe_counts_ticks_and_their_lateness(qtbot) -> None:
    probe = TickProbe()
    probe.start()
    run_for(0.2)
    stats = probe.stop()
    assert stats.ticks + stats.lost >= 1
    assert 0 <= stats.p50_ms <= stats.p99_ms <= stats.max_ms


def test_self_play_measures_the_real_window_and_closes_it(qtbot, tmp_path: Path) -> None:
    from app.gui.window.main_window import MainWindow

    stats = self_play_latency(get_game("tictactoe"), "easy", 0.5, tmp_path)
    assert stats.ticks + stats.lost >= 1 and stats.moves >= 0
    assert (tmp_path / "autosave.json").exists() or stats.moves == 0
    from PyQt6.QtWidgets import QApplication

    open_windows = [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, MainWindow) and widget.isVisible()
    ]
    assert open_windows == []
