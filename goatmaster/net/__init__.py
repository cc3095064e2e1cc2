"""Play across machines: one server holds each match, each client only its own seat's table.

Qt-free and game-free, like the search and the files: a game takes part through its registry
entry, whose ``online`` form (:class:`~goatmaster.core.parts.ViewForm`) says how its table
travels to one seat.
"""
