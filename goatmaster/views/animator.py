"""Animations of scene items that never block the event loop and can be finished at once.

Every animation is a ``QPropertyAnimation`` inside one parallel group; a new
batch first finishes the running one, and :meth:`Animator.finish` jumps to the
end so an input that arrives mid-animation acts on the final picture.
"""

from __future__ import annotations

from typing import Iterable, Optional

from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QObject, QParallelAnimationGroup,
                            QPointF, QPropertyAnimation, QSequentialAnimationGroup, Signal)
from PySide6.QtWidgets import QGraphicsObject


class Animator(QObject):
    """Runs batches of item animations; ``speed`` 1.0 is normal, 0 turns animation off."""

    finished = Signal()

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.speed = 1.0
        self._group: Optional[QParallelAnimationGroup] = None
        self._pending: list[QAbstractAnimation] = []

    @property
    def running(self) -> bool:
        return self._group is not None and self._group.state() == QAbstractAnimation.State.Running

    def _ms(self, duration: float) -> int:
        return max(1, int(duration / self.speed)) if self.speed > 0 else 0

    def enabled(self) -> bool:
        return self.speed > 0

    def move(self, item: QGraphicsObject, pos: QPointF, duration: float = 320, delay: float = 0,
             scale: Optional[float] = None, curve=QEasingCurve.Type.InOutCubic) -> None:
        """Slide (and rescale) ``item`` to ``pos``; instant when animation is off."""
        if not self.enabled() or (item.pos() == pos and (scale is None or item.scale() == scale)):
            item.setPos(pos)
            if scale is not None:
                item.setScale(scale)
            return
        anims: list[QAbstractAnimation] = [self._property(item, b"pos", item.pos(), pos, duration, curve)]
        if scale is not None and scale != item.scale():
            anims.append(self._property(item, b"scale", item.scale(), scale, duration, curve))
        for anim in anims:
            self._add(anim, delay)

    def path(self, item: QGraphicsObject, points: Iterable[QPointF], step_ms: float = 150,
             delay: float = 0) -> None:
        """Walk ``item`` through ``points`` one segment after another (a pawn along the edge)."""
        points = list(points)
        if not points:
            return
        if not self.enabled():
            item.setPos(points[-1])
            return
        walk = QSequentialAnimationGroup()
        start = item.pos()
        for point in points:
            walk.addAnimation(self._property(item, b"pos", start, point, step_ms,
                                             QEasingCurve.Type.InOutSine))
            start = point
        self._add(walk, delay)

    def fade(self, item: QGraphicsObject, opacity: float, duration: float = 300,
             delay: float = 0) -> None:
        if not self.enabled() or item.opacity() == opacity:
            item.setOpacity(opacity)
            return
        self._add(self._property(item, b"opacity", item.opacity(), opacity, duration,
                                 QEasingCurve.Type.Linear), delay)

    def tween(self, item: QGraphicsObject, name: bytes, start: float, end: float,
              duration: float = 300, delay: float = 0) -> None:
        """Animate any float property (for example a marker dropping onto a card)."""
        if not self.enabled():
            item.setProperty(name.decode(), end)
            return
        item.setProperty(name.decode(), start)
        self._add(self._property(item, name, start, end, duration, QEasingCurve.Type.OutBounce),
                  delay)

    def _property(self, item, name: bytes, start, end, duration: float, curve) -> QPropertyAnimation:
        anim = QPropertyAnimation(item, name)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(self._ms(duration))
        anim.setEasingCurve(curve)
        return anim

    def _add(self, anim: QAbstractAnimation, delay: float) -> None:
        if delay > 0:
            seq = QSequentialAnimationGroup()
            seq.addPause(self._ms(delay))
            seq.addAnimation(anim)
            anim = seq
        self._pending.append(anim)

    def start(self) -> None:
        """Run everything queued since the last start, as one batch."""
        self.finish()
        if not self._pending:
            return
        group = QParallelAnimationGroup(self)
        for anim in self._pending:
            group.addAnimation(anim)
        self._pending = []
        group.finished.connect(self._done)
        self._group = group
        group.start()

    def finish(self) -> None:
        """Jump every running animation to its end, at once."""
        group = self._group
        if group is not None and group.state() == QAbstractAnimation.State.Running:
            group.setCurrentTime(group.totalDuration())
            group.stop()
            self._done()

    def _done(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
            self.finished.emit()
