"""The game's windows at every screen size: their first size, their fit on the screen, their text size.

The windows were drawn for a 1280×800 screen (:data:`DESIGN`).  On a larger one
(in logical pixels: a 200 % screen of 2560×1440 is 1280×720) a window opens at
the same share of the screen it takes there, and the text of its chrome — menus,
prompt line, status line, the scores and the log — grows in proportion, as the
table does; 1280×800 and smaller screens keep today's size and text.

A window manager's frame (title bar, borders) is known only once the window is
shown and framed, so :func:`keep_on_screen` fits the window, frame included, into
the screen's available geometry (without panels and docks) when it first gets
its frame after each show, and leaves it to the player after that.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QRect, QSize
from PySide6.QtGui import QFont, QScreen
from PySide6.QtWidgets import QApplication, QMenu, QWidget

#: The screen the windows were designed on: there they open at this size.
DESIGN = QSize(1280, 800)
#: The share of a larger screen a window opens at, and the most its text grows.
SHARE = 0.85
MOST = 2.0


def scale_for(room: QSize) -> float:
    """How much larger than :data:`DESIGN` a window and its text are on a screen with ``room``
    (its available size in logical pixels): 1 up to :data:`MOST`."""
    scale = SHARE * min(room.width() / DESIGN.width(), room.height() / DESIGN.height())
    return max(1.0, min(MOST, scale))


def screen_scale(screen: QScreen | None) -> float:
    """:func:`scale_for` ``screen``."""
    return 1.0 if screen is None else scale_for(screen.availableGeometry().size())


def first_size(screen: QScreen | None) -> QSize:
    """A new window's size on ``screen``: :data:`DESIGN`, scaled with the screen (:func:`keep_on_screen` fits it)."""
    scale = screen_scale(screen)
    return QSize(round(DESIGN.width() * scale), round(DESIGN.height() * scale))


#: The side docks' (scores and log, review) first width on :data:`DESIGN`, and their share of a
#: wider window: the table keeps about three quarters of the window, the docks' lines their words.
DOCK = 260
DOCK_SHARE, DOCK_MOST = 0.2, 0.26


def dock_width(window_width: int, scale: float) -> int:
    """The side docks' first width in a window ``window_width`` wide on a screen of text ``scale``
    (:func:`screen_scale`): :data:`DOCK` scaled with the text, or a fifth of a wide window (at
    2560 pixels the review's decisions are read whole), never over :data:`DOCK_MOST` of it."""
    wanted = max(round(DOCK * scale), round(DOCK_SHARE * window_width))
    return min(round(DOCK_MOST * window_width), wanted)


def fitted(geometry: QRect, frame: QMargins, room: QRect) -> QRect:
    """``geometry`` (a window without its ``frame``) made small enough, and moved, for the window
    and its frame to lie within ``room``; unchanged when they already do."""
    size = geometry.size().boundedTo(room.size().shrunkBy(frame))
    outer = size.grownBy(frame)
    left = max(room.x(), min(geometry.x() - frame.left(), room.x() + room.width() - outer.width()))
    top = max(room.y(), min(geometry.y() - frame.top(), room.y() + room.height() - outer.height()))
    return QRect(left + frame.left(), top + frame.top(), size.width(), size.height())


def scale_text(window: QWidget) -> None:
    """Give ``window``'s chrome (and its menus, which are windows of their own) the text size of its screen."""
    font = QFont(QApplication.font())
    font.setPointSizeF(font.pointSizeF() * screen_scale(window.screen()))
    window.setFont(font)
    for menu in window.findChildren(QMenu):
        menu.setFont(font)


class _KeepOnScreen(QObject):
    """Fits its window onto its screen once the window is framed after a show (see the module docstring)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.pending = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Show:
            self.pending = True
        if self.pending and kind in (QEvent.Type.Show, QEvent.Type.Move, QEvent.Type.Resize,
                                     QEvent.Type.Paint, QEvent.Type.WindowActivate):
            # The window manager frames a window before it shows it: once it is painted or
            # active, or was moved into its frame, it is fitted, and the rest is the player's.
            framed = self.fit()
            self.pending = not (framed or kind in (QEvent.Type.Paint, QEvent.Type.WindowActivate))
        return False

    def fit(self) -> bool:
        """Fit the window in its screen; whether its frame was known."""
        window = self.window
        screen = window.screen()
        handle = window.windowHandle()
        frame = handle.frameMargins() if handle is not None else QMargins()
        if screen is None or window.isMaximized() or window.isFullScreen():
            return not frame.isNull()
        room = screen.availableGeometry()
        # A minimum the screen cannot hold would push the frame off it.
        window.setMinimumSize(window.minimumSize().boundedTo(room.size().shrunkBy(frame)))
        target = fitted(window.geometry(), frame, room)
        if target != window.geometry():
            window.resize(target.size())
            window.move(target.x() - frame.left(), target.y() - frame.top())     # a window moves by its frame
        return not frame.isNull()


def keep_on_screen(window: QWidget) -> None:
    """Fit ``window``, frame included, into its screen's available geometry whenever it is shown."""
    window.installEventFilter(_KeepOnScreen(window))
