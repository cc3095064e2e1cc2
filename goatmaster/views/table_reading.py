"""The table as a screen reader reads it: the table view's accessible tree, written once.

A ``QGraphicsView`` exposes nothing of its scene to assistive technology.  Each game's
table says what a sighted player reads (:meth:`~goatmaster.views.table_part.TablePart.reading`):
a list of :class:`Readable` things in the game's own words, grouped as the eye groups them,
with the legal moves of the moment as things that carry their action.  This module makes
that list the accessible children of the :class:`~.table_view.TableView`:

* a thing with children is a group, one without is a line of text, one with an action is a
  button (focusable, its one action "Press" plays the move);
* the move the keyboard's cursor is on is the accessible focus, its description the words
  the status line shows for it (what playing it would do);
* a thing's rectangle is where it is on the screen (the table's ``locate`` of its ``target``, or of
  the move it plays), so a magnifier or a touch reader goes there; a thing with no place of its own
  shown reports its group's, the table itself the view's;
* once a screen reader has read the table, a change tells it what changed (:func:`differences`):
  things that came or went, a new name, description or selection.

PySide6 6.11 lets Python subclass ``QAccessibleInterface`` and ``QAccessibleWidget``, and
``QAccessible.installFactory`` takes a Python function; the view's interface is made by
that factory.  The children are kept one per place in the tree (their path of indexes), so an
interface handed out stays the same object while the table changes under it (Qt's
accessibility cache keeps the pointers it was given).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

import shiboken6
from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import (QAccessible, QAccessibleActionInterface, QAccessibleEvent, QAccessibleInterface,
                           QAccessibleStateChangeEvent)
from PySide6.QtWidgets import QAccessibleWidget, QWidget


@dataclass(frozen=True)
class Readable:
    """One thing on the table as it is read aloud."""

    #: What it is, in the game's words: "Helga 2, pasture row 3 column 2", "row 2: 2 of 6 cards".
    name: str
    #: More about it; for a move, what playing it would do (the status line's words).
    description: str = ""
    #: A move legal now: pressing the thing plays this action.
    action: Optional[int] = None
    #: Chosen for the move being made (a picked cell, a die to throw again).
    selected: bool = False
    #: The keyboard's cursor is on it.
    focused: bool = False
    #: Face down: its name says so and never what it is.
    hidden: bool = False
    #: The things inside it (a hand's cards, a row's cells).
    children: tuple["Readable", ...] = ()
    #: Where it lies, as the table's ``locate`` names places ("cell:2,3", "panel:1"; a move is found
    #: by its action): its rectangle on the screen.  "" for none of its own: its group's.
    target: str = ""
    #: What the window's read-aloud keys find it as: ``HAND`` (a card of the viewer's own hand) or
    #: ``BOARD`` (the group of what lies on the table, its children read row by row), else "".
    part: str = ""


HAND, BOARD = "hand", "board"


def parts(things: "list[Readable] | tuple[Readable, ...]", part: str) -> list[Readable]:
    """Every thing marked ``part`` among ``things`` and inside them, in reading order."""
    found: list[Readable] = []
    for thing in things:
        if thing.part == part:
            found.append(thing)
        found += parts(thing.children, part)
    return found


def _shape(thing: Readable) -> tuple[bool, bool]:
    """What a thing's role follows from: a move (a button), a group (it has children)."""
    return thing.action is not None, bool(thing.children)


def differences(old: "list[Readable] | tuple[Readable, ...]", new: "list[Readable] | tuple[Readable, ...]",
                path: tuple[int, ...] = ()) -> list[tuple[tuple[int, ...], QAccessible.Event]]:
    """What a screen reader that read ``old`` must be told to read ``new``: the places (paths of
    indexes; ``()`` the table itself) whose children came, went or changed role (``ObjectReorder``),
    whose name, description or selection changed.  The keyboard's focus is told apart."""
    told: list[tuple[tuple[int, ...], QAccessible.Event]] = []
    if len(old) != len(new) or any(_shape(a) != _shape(b) for a, b in zip(old, new)):
        told.append((path, QAccessible.Event.ObjectReorder))
    for k, (a, b) in enumerate(zip(old, new)):
        here = path + (k,)
        if a.name != b.name:
            told.append((here, QAccessible.Event.NameChanged))
        if a.description != b.description:
            told.append((here, QAccessible.Event.DescriptionChanged))
        if a.selected != b.selected:
            told.append((here, QAccessible.Event.StateChanged))
        told += differences(a.children, b.children, here)
    return told


def _selection() -> QAccessible.State:
    state = QAccessible.State()
    state.selected = True
    return state


#: The state a thing's change of selection changes.
_SELECTED = _selection()

#: What the view reads: the table's things now.
Reader = Callable[[], list[Readable]]
#: What pressing a move does (the window hands the action to the session).
Presser = Callable[[int], None]
#: Where a thing is on the screen (global coordinates), or None when it has no place of its own shown.
Placer = Callable[[Readable], Optional[QRect]]

PRESS = QAccessibleActionInterface.pressAction()


# Qt's interfaces answer "none" with a null pointer (no child there, no focus, no object): the
# overrides below return None where PySide's stubs promise an interface, hence their ignores.


class TableAccessible(QAccessibleWidget):
    """The table view's interface: its children are the table's readable things."""

    def __init__(self, view: QWidget, reader: Reader, presser: Presser, placer: Placer) -> None:
        super().__init__(view, QAccessible.Role.Client)
        self.reader, self.presser, self.placer = reader, presser, placer
        self._things: Optional[list[Readable]] = None
        self._nodes: dict[tuple[int, ...], ThingAccessible] = {}

    # ---------------------------------------------------------------- the things

    def things(self) -> list[Readable]:
        if self._things is None:
            self._things = self.reader()
        return self._things

    def thing(self, path: tuple[int, ...]) -> Optional[Readable]:
        found: Optional[Readable] = None
        level = self.things()
        for index in path:
            if not 0 <= index < len(level):
                return None
            found = level[index]
            level = list(found.children)
        return found

    def node(self, path: tuple[int, ...]) -> ThingAccessible:
        if path not in self._nodes:
            self._nodes[path] = ThingAccessible(self, path)
        return self._nodes[path]

    def focused_path(self) -> Optional[tuple[int, ...]]:
        def search(level: tuple[Readable, ...] | list[Readable], path: tuple[int, ...]) -> Optional[tuple[int, ...]]:
            for k, thing in enumerate(level):
                if thing.focused:
                    return path + (k,)
                inner = search(thing.children, path + (k,))
                if inner is not None:
                    return inner
            return None
        return search(self.things(), ())

    def changed(self) -> None:
        """The table changed: read it anew, and tell a screen reader what changed in what it has read
        (a group's things come or go, a name, a description or a state changes) and where the keyboard is.
        With no screen reader listening, a table no one has read since the last change is read only
        when someone asks."""
        old = self._things
        if old is None and not QAccessible.isActive():
            return
        before = self.focused_path()
        self._things = None
        for place, kind in differences(old, self.things()) if old is not None else []:
            node: QAccessibleInterface = self.node(place) if place else self
            self.tell(QAccessibleStateChangeEvent(node, _SELECTED) if kind == QAccessible.Event.StateChanged
                      else QAccessibleEvent(node, kind))
        focus = self.focused_path()
        if focus is not None and focus != before and self.widget().hasFocus():
            self.tell(QAccessibleEvent(self.node(focus), QAccessible.Event.Focus))

    def tell(self, event: QAccessibleEvent) -> None:
        """Send ``event`` to assistive technology (nothing is sent while none listens)."""
        QAccessible.updateAccessibility(event)

    def press(self, path: tuple[int, ...]) -> None:
        thing = self.thing(path)
        if thing is not None and thing.action is not None:
            self.presser(thing.action)

    # ---------------------------------------------------------------- QAccessibleInterface

    # The widgets over the view (the hand-over screen, the summary banner) come first; the table's
    # things follow.  The viewport, which only paints the scene, is left out (the things stand for it),
    # and so are the hidden scroll bars.

    def _widgets(self) -> list[QAccessibleInterface]:
        viewport = getattr(self.widget(), "viewport", lambda: None)()
        found = (super(TableAccessible, self).child(k) for k in range(super().childCount()))
        return [child for child in found
                if child is not None and child.object() is not viewport and not child.state().invisible]

    def childCount(self) -> int:
        return len(self._widgets()) + len(self.things())

    def child(self, index: int) -> Optional[QAccessibleInterface]:  # type: ignore[override]
        widgets = self._widgets()
        if 0 <= index < len(widgets):
            return widgets[index]
        index -= len(widgets)
        return self.node((index,)) if 0 <= index < len(self.things()) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        widgets = self._widgets()
        if isinstance(child, ThingAccessible):
            return len(widgets) + child.path[0] if len(child.path) == 1 and child.root is self else -1
        objects = [widget.object() for widget in widgets]
        return objects.index(child.object()) if child.object() in objects else -1

    def focusChild(self) -> Optional[QAccessibleInterface]:  # type: ignore[override]
        path = self.focused_path()
        return self.node(path) if path is not None else None

    def childAt(self, x: int, y: int) -> Optional[QAccessibleInterface]:  # type: ignore[override]
        return None


class ThingAccessible(QAccessibleInterface, QAccessibleActionInterface):
    """One readable thing, by its place in the tree; a move's one action plays it."""

    def __init__(self, root: TableAccessible, path: tuple[int, ...]) -> None:
        QAccessibleInterface.__init__(self)
        QAccessibleActionInterface.__init__(self)
        self.root, self.path = root, path

    def _thing(self) -> Optional[Readable]:
        return self.root.thing(self.path)

    def isValid(self) -> bool:
        return self._thing() is not None

    def object(self) -> Optional[QObject]:  # type: ignore[override]
        return None

    def window(self):
        return self.root.window()

    def parent(self) -> QAccessibleInterface:
        return self.root if len(self.path) == 1 else self.root.node(self.path[:-1])

    def childCount(self) -> int:
        thing = self._thing()
        return len(thing.children) if thing is not None else 0

    def child(self, index: int) -> Optional[QAccessibleInterface]:  # type: ignore[override]
        return self.root.node(self.path + (index,)) if 0 <= index < self.childCount() else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, ThingAccessible) and child.path[:-1] == self.path and child.root is self.root:
            return child.path[-1]
        return -1

    def childAt(self, x: int, y: int) -> Optional[QAccessibleInterface]:  # type: ignore[override]
        return None

    def focusChild(self) -> Optional[QAccessibleInterface]:  # type: ignore[override]
        return None

    def relations(self, match):
        return []

    def text(self, kind: QAccessible.Text) -> str:
        thing = self._thing()
        if thing is None:
            return ""
        if kind == QAccessible.Text.Name:
            return thing.name
        if kind == QAccessible.Text.Description:
            return thing.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass                                    # the table's words are the game's, never edited

    def rect(self) -> QRect:
        thing = self._thing()
        place = self.root.placer(thing) if thing is not None else None
        return place if place is not None else self.parent().rect()

    def role(self) -> QAccessible.Role:
        thing = self._thing()
        if thing is not None and thing.action is not None:
            return QAccessible.Role.Button
        if thing is not None and thing.children:
            return QAccessible.Role.Grouping
        return QAccessible.Role.StaticText

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        thing = self._thing()
        if thing is None:
            state.invalid = True
            return state
        if thing.action is not None:
            state.focusable = True
            state.focused = thing.focused and self.root.widget().hasFocus()
        state.selectable = thing.selected
        state.selected = thing.selected
        return state

    # ---------------------------------------------------------------- the action

    def interface_cast(self, kind: QAccessible.InterfaceType) -> shiboken6.VoidPtr:  # type: ignore[override]
        """Qt (its platform bridge) asks for the action part as a pointer: the address of this object's
        ``QAccessibleActionInterface`` (its second C++ base, as ``shiboken6`` holds it), 0 for none."""
        thing = self._thing()
        if kind == QAccessible.InterfaceType.ActionInterface and thing is not None and thing.action is not None:
            return shiboken6.VoidPtr(shiboken6.getCppPointer(self)[1])
        return shiboken6.VoidPtr(0)

    def actionInterface(self) -> Optional[QAccessibleActionInterface]:  # type: ignore[override]
        thing = self._thing()
        return self if thing is not None and thing.action is not None else None

    def actionNames(self) -> list[str]:
        thing = self._thing()
        return [PRESS] if thing is not None and thing.action is not None else []

    def localizedActionDescription(self, name: str) -> str:
        thing = self._thing()
        return thing.description if thing is not None and name == PRESS else ""

    def doAction(self, name: str) -> None:
        if name == PRESS:
            self.root.press(self.path)

    def keyBindingsForAction(self, name: str) -> list[str]:
        return []
