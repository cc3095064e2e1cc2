"""What a game's table gives the shared game window: the :class:`TablePart` protocol.

The game window (``goatmaster.app.play.game_window``) is written once for every
game: menus, the prompt line, the log and score dock, save and load, undo,
hints, hand-overs between humans, replays and the end screen.  Each game brings
the one part that is its own: a table, a class in
``goatmaster/games/<game>/qt/table.py`` that the game's registry entry's ``table``
loads (a function importing it), made as ``Class(model, parent)`` where ``model`` is the app's
:class:`~goatmaster.app.play.match_model.MatchModel`:

* ``model.state`` (the live state, never changed by the table), ``model.saved``
  (``players``, ``game`` the match, ``app``), ``model.entry`` (the game),
  ``model.seat_name(seat)``, ``model.is_human(seat)``, ``model.players``;
* its signals ``happened(object)`` (each event the engine reports, chance steps
  included, in order: animate them), ``changed()`` after each action and
  ``reset()`` when the whole position was replaced (load, undo, a replay's jump:
  redraw without animation);
* at a table held by a server, :meth:`TablePart.story_told` when older events came
  before those ``model.saved.game.events`` held (the story before the position shown).

The table never applies an action itself: a human's choice leaves it as
:attr:`TablePart.decided`, and the window hands it to the session.  Only this
module's names are shared; the table's look and input are the game's own.
"""

from __future__ import annotations

from typing import Optional, Protocol, Sequence

from PySide6.QtCore import QRectF, QSize, SignalInstance
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QAbstractButton, QGraphicsScene

from .table_reading import Readable

#: One line of the game log: its text and the seat it is about (-1: nobody's).
LogLine = tuple[str, int]


class TablePart(Protocol):
    """A game's table, as the shared game window drives it (a QObject)."""

    #: A human chose an action on the table (a click, a drag, a key, a button).
    decided: SignalInstance
    #: Something for the status line: what a hovered thing would do, why a click did nothing.
    hovered: SignalInstance
    #: The table, drawn and animated; the window shows it in its view, scaled to fit.
    scene: QGraphicsScene
    #: Animation speed: 1 normal, above 1 faster, 0 off (a setting and the View menu).
    animation_speed: float
    #: Ask before a decision that is easily mis-clicked and final (a setting; a table whose
    #: choices are all confirmed by a button may ignore it).
    confirm_decisions: bool

    def set_mode(self, viewer: Optional[int], interactive: bool) -> None:
        """Show what ``viewer`` may see (``None``: no seat's secrets, for hand-overs and
        replays); accept input for the acting seat only when ``interactive``."""

    def prompt(self) -> str:
        """The prompt line while the acting human may play: what to do now, how (mouse and keys)."""

    def what_now(self) -> str:
        """Longer help for *What now?*: what the rules allow at this moment."""

    def show_hint(self, action: int, lead: str) -> str:
        """Mark ``action`` on the table until the position changes, its words led by ``lead`` (the
        hint's "Hint:", a review's "Best found:"); the status line's text for it."""

    def buttons(self) -> list[QAbstractButton]:
        """Buttons for the prompt bar (the table shows, hides and connects them)."""

    def seat_picture(self, seat: int, size: QSize) -> QPixmap:
        """The seat's piece or mark, for the hand-over screen and the end screen."""

    def seat_colour(self, seat: int) -> QColor:
        """The seat's colour, for the log's and the scores' swatches."""

    def log_lines(self, event: object) -> list[LogLine]:
        """What the log says of one engine event (nothing for an event not worth a line): from the
        event alone, which names what it speaks of, so a line reads the same whenever it is told
        (a seat coming back to a table reads the moves before its snapshot in a later position)."""

    def refusal(self, error: Exception) -> str:
        """A refused action's reason (the engine's ``ActionError``), in the player's words."""

    def standing(self) -> tuple[list[str], list[list[str]]]:
        """The score now: column headers (the first names the seats) and a row per seat.

        The window's score table shows it during the game, the end screen at the end."""

    def end_legend(self) -> str:
        """What the end screen says under the standing: what each figure counts ("": nothing)."""

    def question(self, seat: int) -> str:
        """The hand-over screen's words when ``seat`` is called to answer a question (else "")."""

    def ask(self, seat: int) -> None:
        """``seat`` (a human, with the screen) must answer a question now; the answer leaves as
        :attr:`decided`."""

    def locate(self, target: str) -> Optional[QRectF]:
        """Where ``target`` is on the scene now (scene coordinates), or None when it is not shown.

        A tutorial's step points at it (``goatmaster.core.tutorial``): a name in the game's own
        words, which its table lists, and ``move:<action text>``, the thing the viewer would
        click to make that move."""

    def reading(self) -> list[Readable]:
        """The table as a screen reader reads it (``views.table_reading``): what a sighted player
        reads, grouped as the eye groups it, in the game's words and as the viewer may see it (a
        card face down is said to be face down, never named); while the table is interactive,
        the acting human's legal moves, each with its action, the status line's words for it as
        its description, and the one under the keyboard's cursor focused."""

    def finish_animations(self) -> None:
        """Jump every running animation to its end (a hand-over, a closing window)."""

    def story_told(self) -> None:
        """Older events came before those the model's ``saved.game.events`` held: a page of the story
        of a table joined or opened again, which comes after its position (neither a move nor a
        reset, so no animation and no ``changed``).  A table that reads the events (what the last
        turn did, who declined an offer) draws that again; one that does not has nothing to do."""

    # What the new-game and settings dialogs ask of the game's table before there is a game (static).

    @staticmethod
    def colour_choices() -> list[tuple[QIcon, str]]:
        """The colours a seat may choose, each a picture and a name (the choice is kept in the
        save file's ``app`` data); empty where the seats wear the game's own colours in order."""

    @staticmethod
    def seats_note(players: int) -> str:
        """What the table is like with this many players ("6×6 pasture, 96 cards"), or ""."""

    @staticmethod
    def confirm_text() -> str:
        """The settings' words for :attr:`confirm_decisions` ("Ask me to confirm before I take a
        card"), or "" where the table has nothing to confirm: the setting is offered only then."""

    @staticmethod
    def rules_picture(name: str, size: QSize, dpr: float) -> Optional[QPixmap]:
        """A picture of the game's rules pages drawn as the table draws it (a card with its name
        lettered), by its file's stem; None where the page's own SVG file is the picture."""

    @staticmethod
    def news(event: object, names: Sequence[str]) -> str:
        """What the log says of one event where the position is not at hand (the start screen's
        inbox: the last thing that happened at a table), ``names`` the seats' players; "" for an
        event not worth a line."""


def united(rects: list[QRectF]) -> Optional[QRectF]:
    """The rectangle round ``rects`` (a lesson's step pointing at several things), None for none."""
    if not rects:
        return None
    whole = rects[0]
    for rect in rects[1:]:
        whole = whole.united(rect)
    return whole


class PlainTable:
    """What a table needs nothing special for answers (a mixin beside ``QObject``): no choice of
    colours, no note on the player count, its rules pages' pictures as they are, the engine's
    reason for a refusal (its table offers only legal choices, so a player rarely meets one),
    nothing to confirm, and nothing read from the events to draw again when the story comes."""

    confirm_decisions = False

    @staticmethod
    def colour_choices() -> list[tuple[QIcon, str]]:
        return []

    @staticmethod
    def seats_note(players: int) -> str:
        return ""

    @staticmethod
    def confirm_text() -> str:
        return ""

    @staticmethod
    def rules_picture(name: str, size: QSize, dpr: float) -> Optional[QPixmap]:
        return None

    @staticmethod
    def news(event: object, names: Sequence[str]) -> str:
        return ""

    def refusal(self, error: Exception) -> str:
        return str(error)

    def story_told(self) -> None:
        """Nothing drawn here is read from the events (:meth:`TablePart.story_told`)."""
