"""The desktop app (Qt), in five folders, each importing only the ones below it (pyproject.toml's
import-linter contracts check it):

* ``shell/``: the app around the games: the entry point (``main``), the app object that goes from
  the start screen to the game windows and back (``application``), the start screen, the new-game,
  rules, settings and statistics dialogs, and the self-test of an installed game;
* ``online/``: a table held by a server (``goatmaster.net``): the line to it on a thread of its
  own, the model its seat plays through in the same game window, hosting a server in the app;
* ``play/``: one game being played: the game window, its match model, the session (AI turns, undo,
  hot-seat hand-overs, autosave), the AI worker and the end screen;
* ``platform/``: the app on this machine: is there a display, and the report of an uncaught fault;
* ``player_data/``: the player's files: where they are kept, the settings read field by field, the
  statistics of finished games.
"""
