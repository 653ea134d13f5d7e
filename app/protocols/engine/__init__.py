"""Plyboard's own engine protocol: the searches of the computer in a process of their own,
behind a line protocol on its stdin and stdout (a keyword, then for most one JSON object;
documented in :mod:`~app.protocols.engine.server`).

- :mod:`~app.protocols.engine.client`: the app's side.  :class:`EngineClient` starts
  and keeps the engine process and sends it searches; the front end's search worker
  and reviews use it (:mod:`app.gui.session`).
- :mod:`~app.protocols.engine.server`: the engine's side, ``plyboard engine``.
- :mod:`~app.protocols.engine.messages`: the lines both ends write and read (levels,
  search orders, notices).
- :mod:`~app.protocols.engine.report`: a search result as JSON and back, the object
  ``plyboard analyze --json`` prints too.
"""
