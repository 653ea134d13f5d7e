"""The Gomocup brain protocol, both ways: the public protocol of the Gomocup tournament
and its Piskvork manager (Piskvork's "new protocol", described on the Gomocup web
site), one command per line on the brain's stdin and stdout.

- :mod:`~app.protocols.gomocup.client`: the manager's side.  An external brain run as
  a child process, wrapped as a :class:`~engine.search.Searcher`; used for Gomocup
  opponents in matches (:mod:`app.services.players`) and by the gomoku tools.
- :mod:`~app.protocols.gomocup.server`: the brain's side.  Plyboard's gomoku engine
  as a brain (``plyboard gomocup``), for Piskvork and other managers.
- :mod:`~app.protocols.gomocup.messages`: what both share: ``INFO rule`` values and
  the protocol's coordinates.
"""
