"""Save files for every game: strict JSON, the envelope that dispatches on ``format``, atomic writes.

A save file is UTF-8 JSON whose ``format`` names its game (``docs/formats/``).
:mod:`.strict_json` reads JSON so that every reader gives the same verdict on the
same bytes; :mod:`.envelope` checks the parts every format shares (``players``,
``app``) and hands the rest to the game's codec; :mod:`.atomic` writes a file so
that a crash never leaves half of it.  Nothing read from a file is ever executed.
"""
