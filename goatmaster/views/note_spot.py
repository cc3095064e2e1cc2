"""Where a note on a table goes (a hint's why, a refusal): beside what it is about, clear of the
table's own words.

A note that lands on a label hides what the label says (whose hand this is, how many cards the
deck holds) just when the player reads the table to follow the note, so a table names the
rectangles its note must leave clear and :func:`note_spot` chooses the side.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF

#: The sides a note may take, in the order tried: above first, where the eye looks for it.
SIDES = ("above", "below", "right", "left")
#: The room left between a note and a thing it passes to keep clear.
MARGIN = 4.0
#: Half the width of the note's pointer where it meets the note.
WEDGE = 9.0


def note_spot(target: QRectF, size: QSizeF, area: QRectF, keep_clear: Sequence[QRectF] = (),
              gap: float = 12.0) -> tuple[QRectF, QPointF]:
    """The rectangle of a note of ``size`` about ``target``, and where its pointer touches the target.

    The note lies ``gap`` from the target on the first side (:data:`SIDES`) where it is inside
    ``area`` and covers neither the target nor anything in ``keep_clear``; failing that, on the
    first side where moving it further out, past what it would cover, keeps it inside ``area``;
    failing that, above the target (below it when above leaves the area), inside the area as far
    as it goes.  ``target`` may be a point (an empty rectangle): a click."""
    def placed(side: str, distance: float) -> QRectF:
        w, h = size.width(), size.height()
        x = min(max(target.center().x() - w / 2, area.left()), area.right() - w)
        y = min(max(target.center().y() - h / 2, area.top()), area.bottom() - h)
        if side == "above":
            return QRectF(x, target.top() - distance - h, w, h)
        if side == "below":
            return QRectF(x, target.bottom() + distance, w, h)
        if side == "right":
            return QRectF(target.right() + distance, y, w, h)
        return QRectF(target.left() - distance - w, y, w, h)

    def tip(side: str, box: QRectF) -> QPointF:
        """Where the pointer touches the target: the middle of its side facing the note, or
        along that side as little off the middle as keeps the pointer off what is kept clear."""
        across = side in ("above", "below")
        middle = target.center().x() if across else target.center().y()
        low, high = (target.left(), target.right()) if across else (target.top(), target.bottom())
        edge = {"above": target.top(), "below": target.bottom(), "right": target.right(), "left": target.left()}[side]
        near = {"above": box.bottom(), "below": box.top(), "right": box.left(), "left": box.right()}[side]

        def lane(at: float) -> QRectF:
            if across:
                return QRectF(at - WEDGE, min(edge, near), 2 * WEDGE, abs(edge - near))
            return QRectF(min(edge, near), at - WEDGE, abs(edge - near), 2 * WEDGE)

        aside = [at for rect in keep_clear
                 for at in ((rect.left() - WEDGE - MARGIN, rect.right() + WEDGE + MARGIN) if across
                            else (rect.top() - WEDGE - MARGIN, rect.bottom() + WEDGE + MARGIN))]
        free = [at for at in (middle, *aside) if low <= at <= high
                and not any(lane(at).intersects(rect) for rect in keep_clear)]
        at = min(free, key=lambda a: abs(a - middle), default=middle)
        return QPointF(at, edge) if across else QPointF(edge, at)

    def covered(box: QRectF) -> list[QRectF]:
        return [rect for rect in (target, *keep_clear) if not rect.isEmpty() and box.intersects(rect)]

    for side in SIDES:
        box = placed(side, gap)
        if area.contains(box) and not covered(box):
            return box, tip(side, box)
    for side in SIDES:
        box = placed(side, gap)
        for _ in range(len(keep_clear) + 1):    # each step passes at least one more thing
            hit = covered(box)
            if not area.contains(box) or target in hit:
                break
            if not hit:
                return box, tip(side, box)
            if side == "above":
                box.moveBottom(min(rect.top() for rect in hit) - MARGIN)
            elif side == "below":
                box.moveTop(max(rect.bottom() for rect in hit) + MARGIN)
            elif side == "right":
                box.moveLeft(max(rect.right() for rect in hit) + MARGIN)
            else:
                box.moveRight(min(rect.left() for rect in hit) - MARGIN)
    side = "above" if placed("above", gap).top() >= area.top() else "below"
    box = placed(side, gap)
    box.moveTop(min(max(box.top(), area.top()), area.bottom() - box.height()))
    return box, tip(side, box)
