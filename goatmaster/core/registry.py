"""The games the app can host, by name and by save-file format.

A game registers one :class:`GameEntry`: its :class:`GameInfo`, how to start a
game, and the game's own parts that the shared layers call (its AI knowledge,
its save codec, its online form, its table).  Those parts live in layers above this one,
which the core may not import: the AI knowledge is typed by :class:`AiKnowledge`, what
every layer may read of it (the search narrows it to its ``Knowledge`` with
``goatmaster.search.knowledge_of``); the codec, the online form and the table's loader
by the Protocols and the loader's type of :mod:`.parts`.  Built-in games register when
``goatmaster.games`` is imported; a test registers its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional, Protocol

from .game import GameInfo
from .match import Match
from .parts import SaveCodec, TableLoader, ViewForm
from .tutorial import Tutorial

#: The package whose import registers every built-in game (a search worker imports it at start).
GAMES_PACKAGE = "goatmaster.games"


class AiKnowledge(Protocol):
    """What the layers above the core read of a game's AI knowledge without the search:
    its levels by name (weakest first) and the level a new game offers.

    ``goatmaster.search.Knowledge`` is the one implementation; the layers that build
    seats or search take it whole through ``goatmaster.search.knowledge_of``.
    """

    @property
    def levels(self) -> Mapping[str, object]: ...

    @property
    def default_level(self) -> str: ...


@dataclass(frozen=True)
class GameEntry:
    """One game of the app.

    ``new_match(seats, seed, options)`` deals a fresh game (``seed`` ``None``: at
    random) and returns the :class:`Match` that records it; ``ai`` is the game's
    AI knowledge (a ``goatmaster.search.Knowledge``); ``codec`` reads and writes its
    save files; ``table`` imports its Qt table and returns its class (called only
    by the app, so nothing below it loads Qt; each class its own name, as Qt's
    translations are looked up by class), ``None`` for a game without one;
    ``picture`` is the game's picture for the start screen, a path inside
    the app's resources; ``rules`` is the stem of its rules pages' file names in the
    app's ``resources/rules`` (``<rules>-<lang>.html``), "" when it has none; ``position_text(state,
    names)`` writes a position as plain text for ``goatmaster-cli show``;
    ``turns(state)`` counts the turns played as the game counts them (for
    ``goatmaster-cli bench``, replays and the files' whole turns);
    ``forced_action(state)`` is an action the rules leave the acting seat no
    choice about (the app plays it for a human), or ``None``;
    ``is_question(state)`` says the acting seat answers another seat's question
    (the app hands the screen over for it, as for a turn); ``statistics_file``
    names the file of its players' statistics where it is not the app's usual
    ``statistics-<name>.json`` (a name older versions wrote); ``online`` is how its
    table travels to one seat on another machine (``goatmaster.net.online`` says how),
    ``None`` when it cannot be played online;
    ``tutorial`` is its guided first game (:mod:`.tutorial`), ``None`` when it has none.
    """
    info: GameInfo
    new_match: Callable[[int, Optional[int], Optional[dict]], Match]
    ai: Optional[AiKnowledge] = None
    codec: Optional[SaveCodec] = None
    table: Optional[TableLoader] = None
    picture: str = ""
    rules: str = ""
    position_text: Optional[Callable[[Any, list[str]], str]] = None
    turns: Optional[Callable[[Any], int]] = None
    forced_action: Optional[Callable[[Any], Optional[int]]] = None
    is_question: Optional[Callable[[Any], bool]] = None
    statistics_file: str = ""
    online: Optional[ViewForm] = None
    tutorial: Optional[Tutorial] = None

    @property
    def name(self) -> str:
        return self.info.name

    def turns_played(self, match: Match) -> int:
        """Turns played in ``match`` as this game counts them (without a count: the seats' decisions)."""
        return self.turns(match.state) if self.turns is not None else match.record.decisions()


_ENTRIES: dict[str, GameEntry] = {}


def register(game: GameEntry) -> GameEntry:
    """Add (or replace) a game; returns it, so a module can register at import."""
    _ENTRIES[game.name] = game
    return game


def entries() -> tuple[GameEntry, ...]:
    """Every registered game, in registration order."""
    return tuple(_ENTRIES.values())


def entry(name: str) -> GameEntry:
    """The game called ``name``; ``KeyError`` with the choices otherwise."""
    try:
        return _ENTRIES[name]
    except KeyError:
        known = ", ".join(_ENTRIES) or "none"
        raise KeyError(f"unknown game {name!r}; choose from {known}") from None


def entry_for_format(save_format: str) -> Optional[GameEntry]:
    """The game whose save files carry ``format: save_format``, if any."""
    for game in _ENTRIES.values():
        if game.info.save_format == save_format:
            return game
    return None
