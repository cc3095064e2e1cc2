"""Animations of scene items that never block the event loop and can be finished at once.

Each (item, property) has at most one running animation: asking again for
the same end value lets it run on, asking for another end value restarts it
from where the item is now.  So a second look at the same position (a sync
after a sync) never cuts an animation short, and :meth:`Animator.finish`
jumps everything to its end so an input that arrives mid-animation acts on
the final picture.
"""

from __future__ import annotations

from typing import Iterable, Optional

from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QObject, QPointF, QPropertyAnimation,
                            QSequentialAnimationGroup, Signal)
from PySide6.QtWidgets import QGraphicsObject
from shiboken6 import isValid


class Animator(QObject):
    """Runs item animations; ``speed`` 1.0 is normal, 0 turns animation off."""

    #: Every animation has ended (naturally or by :meth:`finish`).
    finished = Signal()

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.speed = 1.0
        self._active: dict[tuple[int, bytes], tuple[QAbstractAnimation, object, QGraphicsObject]] = {}

    @property
    def running(self) -> bool:
        return bool(self._active)

    def running_on(self, item: QGraphicsObject, name: bytes) -> bool:
        """Whether ``item``'s property ``name`` is animating now (a card changing scale may paint
        a picture it already has, scaled, and render its exact size once at rest)."""
        return (id(item), name) in self._active

    def enabled(self) -> bool:
        return self.speed > 0

    def _ms(self, duration: float) -> int:
        return max(1, int(duration / self.speed))

    def move(self, item: QGraphicsObject, pos: QPointF, duration: float = 320, delay: float = 0,
             scale: Optional[float] = None, curve=QEasingCurve.Type.InOutCubic) -> None:
        """Slide (and rescale) ``item`` to ``pos``; instant when animation is off."""
        self._to(item, b"pos", item.pos(), pos, duration, delay, curve)
        if scale is not None:
            self._to(item, b"scale", item.scale(), scale, duration, delay, curve)

    def fade(self, item: QGraphicsObject, opacity: float, duration: float = 300,
             delay: float = 0) -> None:
        self._to(item, b"opacity", item.opacity(), opacity, duration, delay,
                 QEasingCurve.Type.Linear)

    def tween(self, item: QGraphicsObject, name: bytes, start: float, end: float,
              duration: float = 300, delay: float = 0, curve=QEasingCurve.Type.OutBounce) -> None:
        """Animate any float property from ``start`` (a marker dropping onto a card, a pencil stroke)."""
        self._stop(item, name)
        item.setProperty(name.decode(), start)
        self._to(item, name, start, end, duration, delay, curve, restart=True)

    def path(self, item: QGraphicsObject, points: Iterable[QPointF], step_ms: float = 150,
             delay: float = 0) -> None:
        """Walk ``item`` through ``points`` one segment after another (a pawn along the edge)."""
        points = list(points)
        if not points:
            return
        self._stop(item, b"pos")
        if not self.enabled():
            item.setPos(points[-1])
            return
        walk = QSequentialAnimationGroup(self)
        if delay > 0:
            walk.addPause(self._ms(delay))
        start = item.pos()
        for point in points:
            walk.addAnimation(self._property(item, b"pos", start, point, step_ms,
                                             QEasingCurve.Type.InOutSine))
            start = point
        self._run(item, b"pos", walk, points[-1])

    def _to(self, item, name: bytes, start, end, duration: float, delay: float, curve,
            restart: bool = False) -> None:
        key = (id(item), name)
        running = self._active.get(key)
        if not restart:
            if running is None and start == end:
                return                              # already there (most items, most syncs)
            if running is not None and running[1] == end:
                return                              # already on its way there
        self._stop(item, name)
        if not self.enabled() or (start == end and not restart):
            item.setProperty(name.decode(), end)
            return
        anim: QAbstractAnimation = self._property(item, name, start, end, duration, curve)
        if delay > 0:
            seq = QSequentialAnimationGroup(self)
            seq.addPause(self._ms(delay))
            seq.addAnimation(anim)
            anim = seq
        self._run(item, name, anim, end)

    def _property(self, item, name: bytes, start, end, duration: float, curve) -> QPropertyAnimation:
        anim = QPropertyAnimation(item, name, self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(self._ms(duration))
        anim.setEasingCurve(curve)
        return anim

    def _run(self, item, name: bytes, anim: QAbstractAnimation, end) -> None:
        key = (id(item), name)
        self._active[key] = (anim, end, item)
        anim.finished.connect(lambda key=key, anim=anim: self._ended(key, anim))
        anim.start()

    def _stop(self, item, name: bytes) -> None:
        running = self._active.pop((id(item), name), None)
        if running is not None:
            running[0].stop()
            running[0].deleteLater()

    def _ended(self, key, anim: QAbstractAnimation) -> None:
        if self._active.get(key, (None,))[0] is anim:
            _, _, item = self._active.pop(key)
            anim.deleteLater()
            _at_rest(item)
            if not self._active:
                self.finished.emit()

    def start(self) -> None:
        """Kept for callers that batch: animations start as soon as they are asked for."""

    def finish(self) -> None:
        """Jump every running animation to its end, at once."""
        if not self._active:
            return
        active, self._active = self._active, {}
        for anim, _, item in active.values():
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
            anim.deleteLater()
            _at_rest(item)
        self.finished.emit()


def _at_rest(item: QGraphicsObject) -> None:
    """Paint ``item`` once more at rest: its last frame may have been painted as moving
    (:meth:`Animator.running_on`), and an end value equal to the last frame's repaints nothing."""
    if isValid(item):
        item.update()
