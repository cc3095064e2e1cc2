"""The shared rule for a note on a table: beside its target, clear of the table's words."""

from PySide6.QtCore import QPointF, QRectF, QSizeF

from goatmaster.views.note_spot import note_spot

AREA = QRectF(0, 0, 1000, 700)
SIZE = QSizeF(250, 70)


def test_a_note_sits_above_its_target_pointing_at_the_middle_of_its_top():
    target = QRectF(400, 300, 72, 100)
    box, tip = note_spot(target, SIZE, AREA)
    assert box.bottom() < target.top() and abs(box.center().x() - target.center().x()) < 1e-6
    assert tip == QPointF(target.center().x(), target.top())


def test_a_label_above_the_target_sends_the_note_to_another_side():
    target = QRectF(400, 300, 72, 100)
    label = QRectF(380, 276, 110, 20)
    box, tip = note_spot(target, SIZE, AREA, [label])
    assert not box.intersects(label) and not box.intersects(target)
    assert box.top() > target.bottom() and tip == QPointF(target.center().x(), target.bottom())


def test_with_no_side_free_the_note_moves_out_past_the_label_and_its_pointer_goes_round_it():
    target = QRectF(700, 580, 86, 120)                  # at the bottom edge, a hand card
    label = QRectF(740, 556, 110, 20)                   # its label over its right half
    beside = [QRectF(500, 580, 190, 120), QRectF(796, 580, 86, 120)]    # the deck, the other card
    box, tip = note_spot(target, SIZE, AREA, [label, *beside])
    assert AREA.contains(box) and box.bottom() <= label.top()
    assert not any(box.intersects(rect) for rect in (label, target, *beside))
    assert tip.y() == target.top() and target.left() <= tip.x() < label.left()


def test_a_click_is_a_point_and_a_note_near_the_top_edge_goes_below_it():
    box, tip = note_spot(QRectF(500, 20, 0, 0), SIZE, AREA)
    assert tip == QPointF(500, 20) and box.top() > 20 and AREA.contains(box)
