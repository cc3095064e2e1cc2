"""The keys the app keeps in a save file's ``app`` object, one place for every layer that reads them.

A save file's ``app`` object is the app's own (the envelope keeps it, unread); the app
writes these keys, and the command line reads the turn in progress:

* :data:`SEED` — the deal number, shown in the title so a game can be shared;
* :data:`OPTIONS` — the new-game options it was started with (Play again keeps them);
* :data:`CHANCE` — the seed of its chance steps (dice, cards drawn), each drawn from it
  and the step alone, so an undone decision taken again meets the same luck;
* :data:`PENDING` — the turn in progress, its actions in their text form (a file holds
  whole turns); older files hold the actions' numbers;
* :data:`COLOURS` — the colour each seat chose, where a game lets seats choose.
"""

SEED = "seed"
OPTIONS = "options"
CHANCE = "chance"
PENDING = "pending"
COLOURS = "colours"
