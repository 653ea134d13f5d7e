"""Connect Four's room of the front end: its GUI plug-in."""
