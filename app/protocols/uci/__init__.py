"""The Universal Chess Interface (UCI), both ways: the public protocol chess GUIs use to
drive chess engines, one text command per line on the engine's stdin and stdout (the
specification by Stefan Meyer-Kahlen, "Description of the universal chess interface").

- :mod:`~app.protocols.uci.client`: the GUI's side.  An external UCI engine (Stockfish,
  sunfish, ...) as a :class:`~engine.search.Searcher`, through python-chess's
  ``chess.engine``; used for UCI opponents in matches (:mod:`app.services.players`)
  and in the window's chess engine menu.
- :mod:`~app.protocols.uci.server`: the engine's side.  Plyboard's compiled chess
  engine answering UCI (``plyboard uci``), for chess GUIs, lichess-bot and
  ``chess.engine``.
"""
