"""Test configuration: Qt runs offscreen and never touches the user's own files."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PyQt6.QtCore import QStandardPaths  # noqa: E402  (after the platform is chosen)

# Autosaves, statistics and settings go to Qt's test locations, not the user's.
QStandardPaths.setTestModeEnabled(True)
