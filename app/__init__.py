"""The Plyboard desktop application (PyQt6) and its command line."""
