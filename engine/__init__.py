"""Game-agnostic search: minimax, alpha-beta and Monte Carlo tree search.

Nothing here knows a particular game; everything works through the
:class:`engine.game_api.GameState` protocol.
"""
