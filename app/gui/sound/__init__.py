"""Sounds: which events of a game are heard (:mod:`~app.gui.sound.events`), who plays them
(:mod:`~app.gui.sound.sinks`), the board that listens to the game (:mod:`~app.gui.sound.board`)
and *View > Sounds* (:mod:`~app.gui.sound.menu`)."""
