"""The line protocols Plyboard speaks with other programs, each with both of its sides
in one package: UCI (:mod:`app.protocols.uci`), Gomocup (:mod:`app.protocols.gomocup`)
and our own engine protocol (:mod:`app.protocols.engine`).

In each, the *client* drives another program (an external engine, or our own engine
process) and the *server* is Plyboard answering on stdin and stdout (``plyboard uci``,
``plyboard gomocup``, ``plyboard engine``); what both sides share sits beside them.

The protocols sit below the services: they import only ``engine/``, ``games/`` and
each other's modules, never ``app.services``, ``app.cli`` or ``app.gui`` (and no Qt).
The services (matches, players), the command line and the front end use them.
"""
