"""The Qt front end: the main window and its parts, board drawing, palettes and the
controller that runs searches on a worker thread.  Started by :mod:`app.gui.window.launch`."""
