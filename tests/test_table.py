"""The table through the real window: clicks, keys, drags and dialogs (issue 5, item 6).

Every test drives the real game window (Goat Master's table in it) with mouse and key events delivered to
``window.tableView`` (its viewport for the mouse) at the mapped positions of scene
items, exactly as a player would, and checks the result in the engine.  Games are
seeded; nothing sleeps: animations are off (the "Animations off" menu action) except
in the tests about animation, which slow them down so they are surely still running.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QAction, QFontMetricsF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from goatmaster.games.goat_master.qt.art import goat_name  # noqa: E402
from windows import goat_master_window  # noqa: E402
from goatmaster.games.goat_master.engine import NO_DOG_MOVE, Game, Play, Take  # noqa: E402
from goatmaster.games.goat_master.engine.actions import action_of  # noqa: E402
from goatmaster.games.goat_master.engine.events import GameEnded  # noqa: E402
from goatmaster.games.goat_master.engine.cards import FIRST_DOG, FIRST_MILK, POINTS, STEPS, TYPE, card_id, is_dog  # noqa: E402
from goatmaster.games.goat_master.engine.state import (BOX, CONSENT, OUT, DISPLAY, DOG, HAND, OVER, PASTURE, PLAY,  # noqa: E402
                                     TAKE)
from goatmaster.games.goat_master.savefile import SavedGame, Seat, dumps, load  # noqa: E402
from goatmaster.games.goat_master.qt.items import CARD_H, CARD_W, CardItem, wrapped_tip  # noqa: E402
from goatmaster.games.goat_master.qt.table_scene import PAWN_DISTANCE, STABLE_DISTANCE  # noqa: E402

NAMES = ("Ada", "Bert", "Cleo", "Dora", "Emil")


def humans(players):
    return [Seat(NAMES[k], "human") for k in range(players)]


# ---------------------------------------------------------------------- the window

@pytest.fixture
def open_window(qtbot):
    """Factory: a shown 1280×800 game window on ``saved``, animations off unless ``speed`` > 0.

    The speed is set before the first hand-over is passed, so the hand that slides in
    then runs at that speed (a slow one is surely still running when the test acts)."""

    def make(saved, speed=0.0):
        window = goat_master_window(saved)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        off = window.findChild(QAction, "actionAnimationsOff")
        off.setChecked(speed == 0)
        assert (window.scene.animator.speed == 0) == (speed == 0)
        window.scene.animator.finish()
        if speed:
            window.scene.animator.speed = speed
        window.tableView.setFocus()
        settle(qtbot, window)
        return window

    return make


def test_a_bigger_table_fits_the_window_at_once(qtbot, open_window):
    """Issue 31: a 4-player game started from a 2-player table was clipped until the window was resized."""
    window = open_window(SavedGame.new(humans(2), seed=3))
    view = window.tableView

    def shown():
        return view.mapFromScene(window.scene.sceneRect()).boundingRect()

    assert view.viewport().rect().adjusted(-1, -1, 1, 1).contains(shown())
    small = window.scene.sceneRect()
    window.model.load(SavedGame.new(humans(4), seed=3))
    assert window.scene.sceneRect() != small
    qtbot.waitUntil(lambda: view.viewport().rect().adjusted(-1, -1, 1, 1).contains(shown()))
    room, table = view.viewport().rect(), shown()
    assert table.width() >= room.width() - 8 or table.height() >= room.height() - 8   # fitInView keeps a margin


def test_a_table_painted_over_several_frames_ends_as_one_painted_at_once(qtbot, open_window):
    """Issue 38: new card pictures are rendered within a budget a frame; the cards still to
    come show blank for a frame or two, and the table then looks as if painted at once."""
    from goatmaster.games.goat_master.qt.items import NAME_PAPER
    window = open_window(SavedGame.new(humans(4), seed=5))
    view, art = window.tableView, window.scene.art
    art.clear()                                 # every picture is new again
    art.budget_ms = 0.0                         # one new picture a frame
    first = view.grab().toImage()
    assert art.owing                            # most cards are still to come
    shown = [item for item in window.scene.cards if item.isVisible() and item.face_up and item.mode == CardItem.NORMAL]
    blanks = [item for item in shown
              if first.pixelColor(to_view(window, item.mapToScene(QPointF(CARD_W / 2, CARD_H / 3)))) == NAME_PAPER]
    assert len(shown) > 4 and len(blanks) >= len(shown) - 2
    frames = 0
    while art.owing or frames == 0:
        qtbot.waitUntil(lambda: not art.owing, timeout=2000)        # the owed paint is asked for
        view.viewport().repaint()
        frames += 1
        assert frames < 200
    assert frames > 1
    gradual = view.grab().toImage()
    art.budget_ms = None
    art.clear()
    assert view.grab().toImage() == gradual


def covered(window):
    """The hot-seat hand-over screen is up (when the window has one)."""
    cover = getattr(window, "hand_over", None)
    return cover is not None and cover.isVisible()


def settle(qtbot, window):
    """Wait until a human may act at the table (or the game is over), passing hot-seat
    hand-over screens by clicking their button, as the next player would."""
    state = window.model.state
    for _ in range(8):
        QApplication.processEvents()            # posted calls (a hand-over may be queued)
        qtbot.waitUntil(lambda: covered(window) or state.phase == OVER or window.scene.interactive,
                        timeout=3000)
        if not covered(window):
            return
        qtbot.mouseClick(window.hand_over.button, Qt.MouseButton.LeftButton)
    raise AssertionError("the hand-over screen keeps coming back")


def card_centre(item):
    """Scene centre of a card item (its shape, not its bounding rect with the marker room)."""
    return item.mapToScene(QPointF(CARD_W / 2, CARD_H / 2))


def cell_centre(window, cell):
    x, y = window.scene.layout.cell_pos(cell)
    return QPointF(x + CARD_W / 2, y + CARD_H / 2)


def to_view(window, scene_point) -> QPoint:
    return window.tableView.mapFromScene(scene_point)


def click_at(qtbot, window, scene_point):
    qtbot.mouseClick(window.tableView.viewport(), Qt.MouseButton.LeftButton,
                     pos=to_view(window, scene_point))
    settle(qtbot, window)


def key(qtbot, window, which):
    qtbot.keyClick(window.tableView, which)
    settle(qtbot, window)


def no_dog_move(qtbot, window):
    assert window.table.no_move.isVisible()
    qtbot.mouseClick(window.table.no_move, Qt.MouseButton.LeftButton)
    settle(qtbot, window)


def click_card(qtbot, window, card):
    item = window.scene.cards[card]
    assert item.isVisible()
    click_at(qtbot, window, card_centre(item))


def click_cell(qtbot, window, cell):
    click_at(qtbot, window, cell_centre(window, cell))


def drag(qtbot, window, source, target_point, check_while_dragging=None):
    """Press on the card of cell ``source``, move in three steps to ``target_point``, release.

    The card must really be picked up and follow the mouse: otherwise a test that
    checks that a drop changed nothing would pass without any drag."""
    scene = window.scene
    item = scene.cards[window.model.state.cards[source]]
    viewport = window.tableView.viewport()
    start = cell_centre(window, source)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=to_view(window, start))
    assert scene._drag is item, "the press did not pick up the card"
    for k in (1, 2, 3):
        qtbot.mouseMove(viewport, to_view(window, start + (target_point - start) * (k / 3)))
    off = to_view(window, card_centre(item)) - to_view(window, target_point)
    assert off.manhattanLength() <= 2, ("the card did not follow the mouse", off)
    if check_while_dragging is not None:
        check_while_dragging()
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=to_view(window, target_point))
    settle(qtbot, window)


class ScenePresses(QObject):
    """Counts the mouse presses that reach the scene: a check that a click changed
    nothing means something only if the click arrived."""

    def __init__(self, scene):
        super().__init__(scene)
        self.count = 0
        scene.installEventFilter(self)

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.GraphicsSceneMousePress:
            self.count += 1
        return False


def snapshot(state):
    return (state.turn, state.phase, state.seat, state.actor, state.cards[:], state.marks[:],
            state.hands[:], state.where[:], state.pawns[:], state.markers[:], state.refused,
            len(state.deck))


@pytest.fixture
def consent(monkeypatch):
    """Answer the dog's question (R18): ``consent.answers`` is a list of True/False, or a callable."""

    class Answers:
        answers = []
        asked = []
        cards = []

    def ask(parent, title, text, source, target):
        Answers.asked.append(text)
        Answers.cards.append((source, target))
        return Answers.answers(text) if callable(Answers.answers) else Answers.answers.pop(0)

    monkeypatch.setattr("goatmaster.games.goat_master.qt.consent_question.ask", ask)
    return Answers


# ---------------------------------------------------------------------- positions

def play_until(players, seed, wanted, max_decisions=600):
    """Play a seeded random game until ``wanted(state)`` holds in the dog phase.

    Returns the decisions that lead there (so a SavedGame can be brought to the turn
    before) or None.
    """
    game = Game.new(players, seed)
    rng = random.Random(seed)
    decisions = []
    while not game.is_over and len(decisions) < max_decisions:
        state = game.state
        if state.phase == DOG and wanted(state):
            return decisions
        decision = rng.choice(state.legal_decisions())
        decisions.append(decision)
        game.apply(decision)
    return None


def swap_moves(state):
    return [(s, t) for s, t in state.dog_moves() if state.marks[t] < 0 and state.cards[t] >= 0]


def consent_moves(state):
    return [(s, t) for s, t in state.dog_moves() if state.marks[t] >= 0]


def dog_position(players, wanted):
    """(saved game at the dog play, the dog card, the cell to take) for the first seed that fits."""
    for seed in range(50):
        decisions = play_until(players, seed, lambda s: s.took >= 0 and wanted(s))
        if decisions is None:
            continue
        saved = SavedGame.new(humans(players), seed)
        *before, play, take = decisions
        assert isinstance(play, Play) and is_dog(play.card) and isinstance(take, Take)
        for decision in before:
            saved.game.apply(decision)
        return saved, play.card, take.cell
    raise AssertionError("no seed gives the wanted dog position")


def open_at_dog(qtbot, open_window, moves):
    """A 2-player window in seat 0's dog phase, where ``moves(state)`` offers something."""
    saved, dog, take_cell = dog_position(2, lambda s: bool(moves(s)))
    window = open_window(saved)
    reach_dog_phase(qtbot, window, dog, take_cell)
    return window


def reach_dog_phase(qtbot, window, dog, take_cell):
    """Play the dog and take by clicks; the window is then in the dog phase."""
    state = window.model.state
    assert state.phase == PLAY and dog in state.hand(state.seat)
    click_card(qtbot, window, dog)
    assert state.phase == TAKE
    click_cell(qtbot, window, take_cell)
    assert state.phase == DOG, state
    assert window.table.no_move.isVisible()


# ---------------------------------------------------------------------- the scene = the engine

def check_scene(window):
    """Everything the scene shows agrees with the engine state, item by item."""
    model, scene = window.model, window.scene
    state, layout = model.state, scene.layout
    assert not scene.animator.running
    viewer = scene.viewer
    take_cells = set(window.scene.take_cells()) if scene.interactive else set()
    secret = set(state.observation(-1 if viewer is None else viewer).secret_slots) - {
        2 * viewer, 2 * viewer + 1} if viewer is not None else set(state.observation(-1).secret_slots)
    assert [back.isVisible() for back in scene.backs] == [k in secret for k in range(len(scene.backs))]
    on_cell = {}
    for card, item in enumerate(scene.cards):
        where = state.where[card]
        shape = item.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))
        if where >= PASTURE:
            cell = where - PASTURE
            assert item.isVisible() and item.opacity() == 1.0, card
            assert item.pos() == QPointF(*layout.cell_pos(cell)) and item.scale() == 1.0, card
            assert item.cell == cell and item.face_up, card
            assert item.marker == state.marks[cell], (card, item.marker, state.marks[cell])
            expected = (CardItem.LEGAL, CardItem.CHOSEN) if cell in take_cells else (CardItem.NORMAL,)
            if state.phase == DOG and scene.interactive and cell in window.scene.dog_sources():
                expected = (CardItem.LEGAL,)
            if state.phase == OVER and any(cell in state.connected_cells(s)
                                           for s in range(state.players)):
                expected = (CardItem.CONNECTED,)    # R20 at the end
            assert item.mode in expected, (card, item.mode)
            # R20 live (issue 16): every card that scores double carries its "×2" all game long
            assert item.doubled == (item.marker >= 0 and cell in state.connected_cells(item.marker)), card
            assert cell not in on_cell
            on_cell[cell] = card
        elif where >= DISPLAY:
            seat = where - DISPLAY
            assert item.isVisible() and item.opacity() == 1.0 and item.face_up, card
            assert item.marker == -1
            assert QRectF(*layout.panel_rect(seat)).contains(shape), (card, seat, shape)
        elif where >= HAND:
            seat = where - HAND
            slot = 0 if state.hands[2 * seat] == card else 1
            if seat == viewer:
                assert item.isVisible() and item.opacity() == 1.0 and item.face_up, card
                assert item.pos() == QPointF(*layout.hand_slot(slot)), card
            elif 2 * seat + slot in secret:     # R23: not even its item is on the table, only a back
                assert not item.isVisible(), card
                back = scene.backs[2 * seat + slot]
                assert back.isVisible() and not back.face_up, card
                back_shape = back.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))
                assert QRectF(*layout.panel_rect(seat)).contains(back_shape), (card, seat, back_shape)
            else:                               # taken from the pasture or shown (R15): public
                assert item.isVisible() and item.opacity() == 1.0 and item.face_up, card
                assert QRectF(*layout.panel_rect(seat)).contains(shape), (card, seat, shape)
        else:                                   # deck, box, out of the game
            assert not item.isVisible() or item.opacity() == 0.0, (card, where)
    assert sorted(on_cell) == [c for c in state.geo.cells if state.cards[c] >= 0]
    # pawns on their edge anchors; several on one position stay apart (all visible)
    points = []
    for seat, pawn in enumerate(scene.pawns):
        position = state.pawns[seat]
        ax, ay = layout.edge_anchor(position, PAWN_DISTANCE)
        sharing = state.pawns.count(position)
        dx, dy = pawn.pos().x() - ax, pawn.pos().y() - ay
        along, across = (dx, dy) if layout.side_of(position) in (0, 2) else (dy, dx)
        assert pawn.isVisible() and across == 0, (seat, position, pawn.pos(), (ax, ay))
        assert abs(along) <= 10 * (sharing - 1) + 1e-6, (seat, position, pawn.pos())
        points.append(pawn.pos())
    for a in range(len(points)):
        for b in range(a):
            d = points[a] - points[b]
            assert abs(d.x()) + abs(d.y()) >= 19.9, ("pawns drawn on top of each other", a, b)
    for seat, stable in enumerate(scene.stables):
        assert stable.pos() == QPointF(*layout.edge_anchor(state.geo.stables[seat], STABLE_DISTANCE))
    # panels: name, markers left, hand size, points; the actor's panel is active
    scores = state.scores()
    for seat, panel in enumerate(scene.panels):
        assert panel.title == model.seat_name(seat)
        assert f"markers {state.markers[seat]}" in panel.details, panel.details
        assert f"hand {len(state.hand(seat))}" in panel.details, panel.details
        assert f"{scores[seat].total} pts" in panel.details, panel.details
        assert panel.active == (seat == state.actor)
        labels = sorted(label.text for label in scene.group_labels[seat] if label.isVisible())
        assert labels == sorted(expected_group_labels(state, seat)), (seat, labels)
    assert scene.deck_label.text == f"deck {len(state.deck)}"
    removed = [t for t in range(18) if all(state.where[c] == BOX for c in range(90) if TYPE[c] == t)]
    assert scene.out_label.text == (f"{len(removed)} goat types out" if removed else "")     # R3: public
    assert all(goat_name(t) in scene.out_label.toolTip() for t in removed)
    left = [f"{goat_name(TYPE[c])} {POINTS[c]}" for c in range(90) if state.where[c] == OUT]   # R14
    assert ("Left the game" in scene.out_label.toolTip()) == bool(left)
    assert all(name in scene.out_label.toolTip() for name in left)
    assert scene.deck_item.isVisible() == bool(state.deck)
    assert scene.line_band.isVisible() == (state.phase == TAKE and scene.interactive)


def expected_group_labels(state, seat):
    cards = state.display(seat)
    labels = []
    for t in sorted({TYPE[c] for c in cards if c < FIRST_DOG}):
        total = sum(POINTS[c] for c in cards if TYPE[c] == t)
        owner = state.owner[t]
        labels.append(f"★ {total}" if owner == seat else "dead" if owner >= 0 else f"= {total}")
    if any(FIRST_DOG <= c < FIRST_MILK for c in cards):
        labels.append("dogs")
    if any(c >= FIRST_MILK for c in cards):
        labels.append(f"milk {state.milk[seat]}")
    return labels


# ---------------------------------------------------------------------- (a) (b) a turn

def test_a_full_turn_by_clicks(qtbot, open_window):
    window = open_window(SavedGame.new(humans(2), 3))
    model, scene = window.model, window.scene
    state = model.state
    check_scene(window)
    card = state.hand(0)[1]
    start = state.pawns[0]
    click_card(qtbot, window, card)
    assert state.phase == TAKE and state.where[card] == DISPLAY + 0
    assert state.pawns[0] == (start + STEPS[card]) % state.geo.positions
    cells = window.scene.take_cells()
    assert cells and scene.line_band.isVisible()
    line = state.geo.lines[state.pawns[0]]
    for c in state.geo.cells:
        item = scene.cards[state.cards[c]]
        assert (item.mode == CardItem.LEGAL) == (c in cells), c
        assert c in line or c not in cells
    check_scene(window)
    cell = cells[-1]                                 # the far end of the line
    taken = state.cards[cell]
    click_cell(qtbot, window, cell)
    assert state.where[taken] == HAND + 0
    assert state.turn == 1 and state.seat == 1 and state.phase == PLAY
    assert model.saved.game.turns[-1].play == card and model.saved.game.turns[-1].take == cell
    assert scene.viewer == 1 and "Bert" in window.promptLabel.text()
    # seat 0's last turn stays marked: the card played and the card now on the cell taken
    assert scene.cards[card].last_turn_seat == 0
    assert scene.cards[state.cards[cell]].last_turn_seat == 0
    check_scene(window)


def test_a_loaded_or_rewound_game_marks_each_seats_last_turn_as_when_it_was_played(qtbot, open_window, tmp_path):
    """The frames of the cards each seat's last turn touched (the card played, the card now on
    the cell taken) come back with the game: on loading a save and after going back, not only once
    the next move is made."""
    saved = SavedGame.new(humans(2), 4)
    game = saved.game
    played, taken = [], []
    for _ in range(3):
        state = game.state
        card = state.hand(state.seat)[0]
        game.apply(Play(card))
        cell = game.state.take_cells()[0]
        game.apply(Take(cell))
        if game.state.phase == DOG:
            game.apply(NO_DOG_MOVE)
        played.append(card)
        taken.append(cell)
    path = tmp_path / "three turns.goatmaster"
    path.write_text(dumps(saved), encoding="utf-8")
    window = open_window(load(path))
    scene, state = window.scene, window.model.state
    # seat 0 played turns 1 and 3, seat 1 turn 2: each seat's last turn is framed in its colour
    assert scene.cards[played[2]].last_turn_seat == 0 and scene.cards[state.cards[taken[2]]].last_turn_seat == 0
    assert scene.cards[played[1]].last_turn_seat == 1 and scene.cards[state.cards[taken[1]]].last_turn_seat == 1
    assert scene.cards[played[0]].last_turn_seat == -1, "seat 0's turn before its last is not framed"
    window.session.rewind_to(4)             # back to the position after two turns (a lesson's Back)
    assert window.model.state.turn == 2 and window.model.state.phase == PLAY
    scene = window.scene
    assert scene.cards[played[0]].last_turn_seat == 0 and scene.cards[played[1]].last_turn_seat == 1


def test_b_full_turn_by_keys(qtbot, open_window):
    window = open_window(SavedGame.new(humans(2), 4))
    model, scene = window.model, window.scene
    state = model.state
    second = state.hand(0)[1]
    key(qtbot, window, Qt.Key.Key_2)
    assert state.phase == TAKE and state.where[second] == DISPLAY + 0
    cells = sorted(window.scene.take_cells())
    assert len(cells) >= 2
    key(qtbot, window, Qt.Key.Key_Right)
    assert scene.cursor_cell == cells[0]
    assert scene.cards[state.cards[cells[0]]].mode == CardItem.CHOSEN
    key(qtbot, window, Qt.Key.Key_Right)
    key(qtbot, window, Qt.Key.Key_Right)
    key(qtbot, window, Qt.Key.Key_Left)
    assert scene.cursor_cell == cells[1]
    chosen = [c for c in state.geo.cells if scene.cards[state.cards[c]].mode == CardItem.CHOSEN]
    assert chosen == [cells[1]]
    check_scene(window)
    taken = state.cards[cells[1]]
    key(qtbot, window, Qt.Key.Key_Return)
    assert state.where[taken] == HAND + 0 and state.turn == 1 and state.seat == 1
    # seat 1 plays its first card with key 1
    first = state.hand(1)[0]
    key(qtbot, window, Qt.Key.Key_1)
    assert state.where[first] == DISPLAY + 1 and state.phase == TAKE
    check_scene(window)


# ---------------------------------------------------------------------- (c) (d) the dog

def test_b_tooltips_wrap_and_go_when_a_card_is_played_by_key(qtbot, open_window):
    """A long tooltip ran past the window's edge, and one stayed up after a card was played by key."""
    from PySide6 import QtGui
    from PySide6.QtWidgets import QLabel, QToolTip
    window = open_window(SavedGame.new(humans(2), 4))
    item = window.scene.cards[window.model.state.hand(0)[1]]
    qtbot.mouseMove(window.tableView.viewport(), to_view(window, card_centre(item)))
    qtbot.waitUntil(lambda: bool(item.toolTip()))
    assert QtGui.Qt.mightBeRichText(item.toolTip())         # Qt wraps rich text tooltips only
    QToolTip.showText(window.tableView.viewport().mapToGlobal(to_view(window, card_centre(item))),
                      item.toolTip() + " " + item.toolTip(), window.tableView)
    assert QToolTip.isVisible()
    tip = next(w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel") and w.isVisible())
    assert isinstance(tip, QLabel) and tip.wordWrap() and tip.width() < window.width()
    key(qtbot, window, Qt.Key.Key_2)
    assert window.model.state.phase == TAKE
    # Qt fades a hidden tip out (0.3 s); left alone this one would stay 10 s and more.
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=3000)
    assert QtGui.Qt.mightBeRichText(window.scene.out_label.toolTip())


def test_c_the_dog_by_keys_alone(qtbot, open_window):
    """R18 from the keyboard (issue 31): the arrows ring each legal dog move in turn (the card and
    where it goes), the status line says what it would do, Enter makes it; N makes none."""
    window = open_at_dog(qtbot, open_window, swap_moves)
    scene, state = window.scene, window.model.state
    moves = sorted(state.dog_moves())
    key(qtbot, window, Qt.Key.Key_Right)
    assert scene.dog_cursor == moves[0]
    key(qtbot, window, Qt.Key.Key_Left)
    assert scene.dog_cursor == moves[-1]
    key(qtbot, window, Qt.Key.Key_Right)
    source, target = moves[0]
    ringed = [c for c in state.geo.cells if state.cards[c] >= 0
              and scene.cards[state.cards[c]].mode == CardItem.CHOSEN]
    assert ringed == sorted(c for c in (source, target) if state.cards[c] >= 0)
    assert window.statusBar().currentMessage().startswith("Enter: let the dog swap")
    moved, seat = state.cards[source], state.seat
    key(qtbot, window, Qt.Key.Key_Return)
    assert state.seat != seat or state.phase == CONSENT or state.cards[target] == moved
    assert scene.dog_cursor is None
    check_scene(window)


def test_c_no_dog_move_by_key(qtbot, open_window):
    window = open_at_dog(qtbot, open_window, swap_moves)
    state = window.model.state
    seat = state.seat
    assert window.table.no_move.isVisible()
    key(qtbot, window, Qt.Key.Key_N)
    assert state.seat != seat and state.phase == PLAY
    assert not window.table.no_move.isVisible()


def test_c_dog_drag_legal_and_illegal_drops(qtbot, open_window):
    window = open_at_dog(qtbot, open_window, swap_moves)
    model, scene, state = window.model, window.scene, window.model.state
    seat = state.seat
    source, target = swap_moves(state)[0]
    check_scene(window)
    before = snapshot(state)
    moved = state.cards[source]
    # illegal drop 1: a diagonal cell (not in the row or column)
    n = state.size
    diagonal = next(r * 8 + c for r in range(n) for c in range(n)
                    if r != source >> 3 and c != source & 7)

    def legal_targets_light_up():
        targets = set(window.scene.dog_targets(source))
        assert target in targets and scene._drag is scene.cards[moved]
        for c in state.geo.cells:
            if state.cards[c] >= 0 and c != source:
                mode = scene.cards[state.cards[c]].mode
                assert mode == (CardItem.LEGAL if c in targets else CardItem.DIMMED), (c, mode)

    drag(qtbot, window, source, cell_centre(window, diagonal), legal_targets_light_up)
    assert snapshot(state) == before and state.phase == DOG
    assert scene.cards[moved].pos() == QPointF(*scene.layout.cell_pos(source))   # snapped back
    check_scene(window)
    # illegal drop 2: off the pasture, onto the player panels
    drag(qtbot, window, source, QPointF(scene.layout.panel_x + 300, 60))
    assert snapshot(state) == before
    check_scene(window)
    # the legal drop: an unmarked card of the row or column; the two cards swap
    other = state.cards[target]
    drag(qtbot, window, source, cell_centre(window, target))
    assert state.cards[target] == moved and state.cards[source] == other
    assert state.marks[target] == seat and state.marks[source] == -1
    assert model.saved.game.turns[-1].dog == (source, target)
    assert state.phase == PLAY and state.seat == (seat + 1) % 2
    assert seat in scene.arrows                       # the dog move stays drawn
    check_scene(window)


def test_d_consent_question_shows_both_cards(qtbot):
    """R18's question pictures the card that would come and the owner's card that would go."""
    from PySide6.QtWidgets import QMessageBox, QWidget

    from goatmaster.games.goat_master.qt.consent_question import CARD, question_box, swap_picture
    parent = QWidget()
    qtbot.addWidget(parent)
    box = question_box(parent, "The dog asks", "Ada wants to move Elvis 3 onto your Merlin 2.", "G00.3", "G07.2")
    assert box.standardButtons() == QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    picture = box.iconPixmap().toImage()
    assert picture.width() > 2 * CARD.width() and picture.height() == CARD.height()
    alone = swap_picture("G00.3", "G07.2").toImage()
    assert picture == alone and alone != swap_picture("G07.2", "G00.3").toImage()
    middle = picture.pixel(picture.width() // 2, CARD.height() // 2 - 7) >> 24
    assert middle > 0                                   # the arrows are drawn between the cards


@pytest.mark.parametrize("agree", [True, False], ids=["yes", "no"])
def test_d_consent_dialog(qtbot, open_window, consent, agree):
    window = open_at_dog(qtbot, open_window, consent_moves)
    model, scene, state = window.model, window.scene, window.model.state
    seat = state.seat
    source, target = consent_moves(state)[0]
    owner = state.marks[target]
    moved, theirs = state.cards[source], state.cards[target]
    turn = state.turn
    highlighted = []
    consent.answers = lambda text: highlighted.append(set(scene.asked_cards)) or agree
    drag(qtbot, window, source, cell_centre(window, target))
    assert len(consent.asked) == 1 and NAMES[owner] in consent.asked[0] and NAMES[seat] in consent.asked[0]
    assert highlighted == [{moved, theirs}] and not scene.asked_cards    # shown while asked, then gone
    assert consent.cards == [(card_id(moved), card_id(theirs))]           # and pictured in the question
    if agree:
        assert state.cards[target] == moved and state.cards[source] == theirs
        assert state.marks[target] == seat and state.marks[source] == owner
        assert state.turn == turn + 1 and state.phase == PLAY
    else:
        assert state.cards[target] == theirs and state.cards[source] == moved
        assert state.phase == DOG and state.seat == seat and state.turn == turn
        assert (source, target) in state.refused
        assert target not in window.scene.dog_targets(source)
        assert window.table.no_move.isVisible() and "drag" in window.promptLabel.text()
        assert scene.cards[moved].pos() == QPointF(*scene.layout.cell_pos(source))
        check_scene(window)
        no_dog_move(qtbot, window)
        assert state.turn == turn + 1 and state.phase == PLAY
        assert model.saved.game.turns[-1].dog is None
    check_scene(window)


# ---------------------------------------------------------------------- (e) a whole game by clicks

@pytest.mark.slow
def test_e_whole_two_player_game_by_clicks(qtbot, open_window, consent):
    window = open_window(SavedGame.new(humans(2), 11))
    model = window.model
    rng = random.Random(11)
    answers = []
    consent.answers = lambda text: answers.append(rng.random() < 0.5) or answers[-1]
    ended = []
    model.happened.connect(lambda event: isinstance(event, GameEnded) and ended.append(event))
    state = model.state
    clicks = drags = skips = 0
    for _ in range(1000):
        if state.phase == OVER:
            break
        before = snapshot(state)
        if state.phase == PLAY:
            click_card(qtbot, window, rng.choice(state.hand(state.seat)))
            clicks += 1
        elif state.phase == TAKE:
            click_cell(qtbot, window, rng.choice(window.scene.take_cells()))
            clicks += 1
        elif state.phase == DOG:
            sources = window.scene.dog_sources()
            if rng.random() < 0.6:
                source = rng.choice(sources)
                target = rng.choice(window.scene.dog_targets(source))
                asked = len(answers)
                drag(qtbot, window, source, cell_centre(window, target))
                if len(answers) > asked and not answers[-1]:     # the owner said no (R18)
                    assert state.phase == DOG and (source, target) in state.refused
                else:
                    assert model.saved.game.turns[-1].dog == (source, target)
                drags += 1
            else:
                no_dog_move(qtbot, window)
                skips += 1
        else:
            raise AssertionError(f"the window left the game waiting in {state.phase_name}")
        assert snapshot(state) != before, "an input was lost"
    assert state.phase == OVER and len(ended) == 1
    assert "The game is over" in window.promptLabel.text()
    assert len(model.saved.game.turns) == state.turn > 20
    assert clicks >= state.turn and drags > 0 and skips > 0     # a play a turn, and both dog choices
    check_scene(window)
    # after the end, clicks do nothing
    before = snapshot(state)
    presses = ScenePresses(window.scene)
    click_cell(qtbot, window, state.geo.cells[0])
    assert presses.count == 1 and snapshot(state) == before


# ---------------------------------------------------------------------- (f) the scene = the engine

@pytest.mark.slow
@pytest.mark.parametrize("players,seed", [(2, 21), (5, 22)])
def test_f_scene_shows_the_engine_state_after_every_step(qtbot, open_window, consent, players, seed):
    window = open_window(SavedGame.new(humans(players), seed))
    model = window.model
    state = model.state
    rng = random.Random(seed)
    consent.answers = lambda text: rng.random() < 0.5
    steps = 0
    check_scene(window)
    while state.phase != OVER:
        options = state.legal_decisions()
        if state.phase == DOG and rng.random() < 0.3:
            decision = NO_DOG_MOVE
        else:
            decision = rng.choice(options)
        assert model.apply_action(action_of(decision))
        check_scene(window)                     # as it is (a hand-over screen may cover it)
        settle(qtbot, window)
        check_scene(window)
        steps += 1
    assert state.turn > 20 and steps >= 2 * state.turn


def test_the_cursor_the_hint_and_every_seat_colour_look_different(qtbot, open_window):
    """Issue 16: the keyboard cursor, the hint and the blue player's outline were all cyan."""
    from goatmaster.games.goat_master.qt.items import HINT_GLOW
    from goatmaster.games.goat_master.qt.palette import SEAT_COLOURS
    window = open_window(SavedGame.new(humans(2), 5))
    scene, state = window.scene, window.model.state
    click_card(qtbot, window, state.hand(0)[0])
    key(qtbot, window, Qt.Key.Key_Right)
    cursor = scene.cards[state.cards[scene.cursor_cell]]
    other = next(c for c in window.scene.take_cells() if c != scene.cursor_cell)
    scene.hint_cards = {state.cards[other]}
    scene.sync(animate=False)
    hinted = scene.cards[state.cards[other]]
    assert (cursor.mode, hinted.mode) == (CardItem.CHOSEN, CardItem.HINT)

    def ring(item):
        """The colours drawn in the ring just outside the card, where the cursor and hint show."""
        image = window.tableView.grab().toImage()
        top_left = to_view(window, item.mapToScene(QPointF(CARD_W / 2, -4)))
        return image.pixelColor(top_left.x(), top_left.y())
    cursor_colour, hint_colour = ring(cursor), ring(hinted)

    def far(a, b):
        return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) > 120
    assert far(cursor_colour, hint_colour)
    for colour in [*SEAT_COLOURS, HINT_GLOW]:
        assert far(cursor_colour, colour)
    for colour in SEAT_COLOURS:
        assert far(hint_colour, colour)


def test_cards_joined_to_a_stable_show_their_double_all_game(qtbot, open_window):
    """Issue 16 item 15, R20: during play, not only at the end, a marked card joined to its
    owner's stable wears a "×2" and its hover says it scores twice; a marked card apart does not."""
    window = open_window(SavedGame.new(humans(2), 5))
    state, scene = window.model.state, window.scene
    door = state.geo.doors[0]
    joined = next(c for c in state.geo.neighbours[door] if state.cards[c] >= 0)
    apart = next(c for c in state.geo.cells if state.cards[c] >= 0 and c != door
                 and c not in state.geo.neighbours[door] and c not in state.geo.neighbours[joined])
    for cell in (door, joined, apart):
        state.marks[cell] = 0
    scene.sync(animate=False)
    check_scene(window)
    shown = {cell: scene.cards[state.cards[cell]].doubled for cell in (door, joined, apart)}
    assert shown == {door: True, joined: True, apart: False}
    assert "joined to the stable: scores" in scene.describe(scene.cards[state.cards[joined]])
    assert "double when joined" in scene.describe(scene.cards[state.cards[apart]])


# ---------------------------------------------------------------------- (g) illegal input

def test_g_click_outside_the_line_is_refused_and_says_why(qtbot, open_window):
    window = open_window(SavedGame.new(humans(2), 5))
    model = window.model
    state = model.state
    click_card(qtbot, window, state.hand(0)[0])
    assert state.phase == TAKE
    line = set(state.geo.lines[state.pawns[0]])
    outside = next(c for c in state.geo.cells if c not in line and state.cards[c] >= 0)
    before = snapshot(state)
    with qtbot.waitSignal(model.refused, timeout=1000) as refused:
        click_cell(qtbot, window, outside)
    why = window.table.refusal(refused.args[0])
    assert why == f"{model.seat_name(0)}: you can only take a card in your pawn's row or column."
    assert snapshot(state) == before
    assert window.statusBar().currentMessage() == why
    # Issue 16: said on the table too, pointing at the card clicked, until the next click
    scene = window.scene
    assert scene.note.isVisible() and scene.note.text == why
    assert abs(scene.note.pos().y() - cell_centre(window, outside).y()) < 2     # a pixel's rounding
    assert scene.note.mapRectToScene(scene.note.box()).intersects(
        QRectF(*scene.layout.cell_pos(outside), CARD_W, CARD_H).adjusted(-200, -200, 200, 200))
    click_cell(qtbot, window, state.geo.lines[state.pawns[0]][0])
    assert not scene.note.isVisible() or scene.note.text != why
    check_scene(window)


def empty_points(scene, count=4):
    """Scene points (spread over the table) with nothing but background, board or panel."""
    rect = scene.sceneRect()
    found = []
    for fy in (0.02, 0.5, 0.98):
        for fx in (0.01, 0.3, 0.5, 0.7, 0.99):
            point = QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
            if all(type(item).__name__ not in ("CardItem", "PieceItem", "LabelItem")
                   for item in scene.items(point)):
                found.append(point)
    assert len(found) >= count, found
    return found[:count] + found[-1:]


def test_g_click_on_an_empty_area_changes_nothing(qtbot, open_window):
    window = open_window(SavedGame.new(humans(2), 5))
    model, scene = window.model, window.scene
    state = model.state
    refusals = []
    model.refused.connect(refusals.append)
    presses = ScenePresses(scene)
    clicked = 0
    for phase_action in (None, "play"):
        if phase_action == "play":
            click_card(qtbot, window, state.hand(0)[0])
            clicked += 1
            assert state.phase == TAKE
        before = snapshot(state)
        for point in empty_points(scene):
            click_at(qtbot, window, point)
            clicked += 1
            assert snapshot(state) == before
    assert presses.count == clicked, "a click never reached the table"
    assert refusals == []
    check_scene(window)


def test_g_pasture_click_while_playing_says_what_to_do(qtbot, open_window):
    window = open_window(SavedGame.new(humans(2), 5))
    state = window.model.state
    before = snapshot(state)
    click_cell(qtbot, window, state.geo.cells[7])
    assert snapshot(state) == before
    assert "play a card from your hand" in window.statusBar().currentMessage()
    assert window.scene.note.isVisible() and "play a card from your hand" in window.scene.note.text


def test_g_hand_card_click_while_taking_says_why(qtbot, open_window):
    """Issue 5 §4: illegal clicks do nothing harmful *and say why*: a hand card clicked
    when a card must be taken leaves the prompt for the take in the status bar."""
    window = open_window(SavedGame.new(humans(2), 5))
    state = window.model.state
    click_card(qtbot, window, state.hand(0)[0])
    assert state.phase == TAKE
    window.statusBar().clearMessage()
    remaining = state.hand(0)[0]
    before = snapshot(state)
    click_card(qtbot, window, remaining)
    assert snapshot(state) == before
    message = window.statusBar().currentMessage()
    assert message.startswith("Ada: take a card from your pawn's line"), message


# ---------------------------------------------------------------------- (h) hover

def test_h_hover_on_a_hand_card_names_the_goat(qtbot, open_window):
    seed = next(s for s in range(100)
                if all(c < FIRST_DOG for c in Game.new(2, s).state.hand(0)))
    window = open_window(SavedGame.new(humans(2), seed))
    state = window.model.state
    viewport = window.tableView.viewport()
    for card in state.hand(0):
        with qtbot.waitSignal(window.scene.hovered, timeout=1000) as hovered:
            qtbot.mouseMove(viewport, to_view(window, card_centre(window.scene.cards[card])))
        text = hovered.args[0]
        name = goat_name(TYPE[card])
        assert name in text and f"goats to {POINTS[card]}" in text, text
        assert window.statusBar().currentMessage() == text
        assert window.scene.cards[card].toolTip() == wrapped_tip(text)       # wrapped: rich text
        qtbot.mouseMove(viewport, to_view(window, QPointF(5, 5)))   # leave the card


def test_h_hovering_a_hand_card_previews_the_pawns_landing_and_its_line(qtbot, open_window):
    """Issue 16 item 14 (R10, R11): a hand card under the mouse shows, faintly, where the pawn
    would stand and outlines the line it would open; leaving the card takes it away."""
    seed = next(s for s in range(100) if all(STEPS[c] > 0 for c in Game.new(2, s).state.hand(0)))
    window = open_window(SavedGame.new(humans(2), seed))
    state, scene = window.model.state, window.scene
    viewport = window.tableView.viewport()
    for card in state.hand(0):
        landing = (state.pawns[0] + STEPS[card]) % state.geo.positions
        with qtbot.waitSignal(scene.hovered, timeout=1000):
            qtbot.mouseMove(viewport, to_view(window, card_centre(scene.cards[card])))
        assert scene.preview_pawn.isVisible() and scene.preview_band.isVisible()
        assert scene.preview_pawn.pos() == QPointF(*scene.layout.edge_anchor(landing, PAWN_DISTANCE))
        band = scene.preview_band.rect()
        for cell in state.geo.lines[landing]:
            assert band.contains(QRectF(*scene.layout.cell_pos(cell), CARD_W, CARD_H)), cell
        others = [c for c in state.geo.cells if c not in state.geo.lines[landing]]
        assert not any(band.contains(QRectF(*scene.layout.cell_pos(c), CARD_W, CARD_H)) for c in others)
        qtbot.mouseMove(viewport, to_view(window, QPointF(5, 5)))   # leave the card
        qtbot.waitUntil(lambda: not scene.preview_pawn.isVisible(), timeout=1000)
        assert not scene.preview_band.isVisible()
    click_card(qtbot, window, state.hand(0)[0])             # no preview while taking
    scene.show_preview(state.hand(0)[0])
    assert not scene.preview_pawn.isVisible() and not scene.preview_band.isVisible()


# ---------------------------------------------------------------------- animation

def start_with_animations(open_window, seed):
    """A hot-seat game with animations on, slowed 20× so they surely still run when the
    test acts; right after the first player took the screen their hand slides in."""
    return open_window(SavedGame.new(humans(2), seed), speed=0.05)


def test_click_during_a_running_animation_finishes_it_at_once(qtbot, open_window):
    """Issue 5 §5: an input during an animation finishes it at once "rather than being
    lost".  Right after the player took the screen their hand slides in; a click on a
    hand card where it is drawn now (mid-flight) ends every animation at once and plays
    that card."""
    window = start_with_animations(open_window, 6)
    scene, state = window.scene, window.model.state
    assert scene.animator.running, "precondition: the hand slides in"
    seat = state.seat
    card = state.hand(seat)[0]
    item = scene.cards[card]
    slot = QPointF(*scene.layout.hand_slot(0))
    assert item.pos() != slot                        # still on its way
    finished = []
    scene.animator.finished.connect(lambda: finished.append(True))
    before = snapshot(state)
    click_at(qtbot, window, card_centre(item))      # where the player sees the card now
    assert finished, "the running animation was not finished by the click"
    assert snapshot(state) != before, "the click on the moving card was lost"
    assert state.where[card] == DISPLAY + seat and state.phase == TAKE


def test_a_played_card_animates_the_pawn_walk(qtbot, open_window):
    """Issue 5 §3/§5: after a hand card is clicked the pawn walks step by step (animated):
    no second sync of the same change may finish the walk before a frame is drawn."""
    window = start_with_animations(open_window, 6)
    scene, state = window.scene, window.model.state
    scene.animator.finish()
    card = next(c for c in state.hand(0) if c < FIRST_DOG or c >= FIRST_MILK)
    click_card(qtbot, window, card)
    final = scene._pawn_point(0, state.pawns[0])
    assert state.phase == TAKE
    assert scene.animator.running, "nothing animates after a card is played"
    assert scene.pawns[0].pos() != final, "the pawn jumped to its end position"


# ---------------------------------------------------------------------- window sizes

@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (2560, 1440)], ids=str)
def test_the_whole_table_is_on_screen(qtbot, open_window, players, size):
    """From the smallest window (1024×700) up: every card, pawn, stable and panel lies
    inside the table view, nothing is cut off at the edges."""
    window = open_window(SavedGame.new(humans(players), 8))
    window.resize(*size)
    qtbot.waitUntil(lambda: window.tableView.viewport().width() > 0)
    QApplication.processEvents()
    view, scene = window.tableView, window.scene
    visible = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)
    items = [item for item in scene.cards + scene.backs if item.isVisible()]
    state = window.model.state
    assert len(items) == sum(1 for where in state.where if where >= HAND)    # pasture, hands (or their
    items += scene.pawns + scene.stables + scene.panels                      # backs), displays
    for item in items:
        rect = (item.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H)) if isinstance(item, CardItem)
                else item.sceneBoundingRect())
        assert visible.contains(rect), (type(item).__name__, rect, visible)


def words_on(label):
    """Where a label's words are painted, in scene coordinates."""
    width = min(label.w, QFontMetricsF(label.font).horizontalAdvance(label.text) + 10)
    return label.mapRectToScene(QRectF(-width / 2, 0, width, label.h))


@pytest.mark.parametrize("slot", [0, 1])
def test_a_hints_note_leaves_the_hands_label_and_the_hand_readable_at_1024x700(qtbot, open_window, slot):
    """The smallest window: a hint on a hand card put its note over "Hand of Ada", just above the
    hand.  The note now takes a side where it covers no label, neither hand card, nor its
    target, and its pointer still touches the card it names."""
    window = open_window(SavedGame.new(humans(2), 8))
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.tableView.viewport().width() > 0)
    QApplication.processEvents()
    scene, view, state = window.scene, window.tableView, window.model.state
    card = state.hand(0)[slot]
    window.suggest(action_of(Play(card)))
    note = scene.note
    assert note.isVisible() and scene.hand_label.text == "Hand of Ada"
    box = note.mapRectToScene(note.box())
    label, deck = words_on(scene.hand_label), words_on(scene.deck_label)
    assert not view.mapFromScene(box).boundingRect().intersects(view.mapFromScene(label).boundingRect()), (box, label)
    assert not box.intersects(deck), (box, deck)
    faces = {c: scene.cards[c].mapRectToScene(QRectF(0, 0, CARD_W, CARD_H)) for c in state.hand(0)}
    for hand_card, face in faces.items():
        assert not box.intersects(face), (box, hand_card)
    assert faces[card].adjusted(-0.5, -0.5, 0.5, 0.5).contains(note.pos())     # the pointer's tip
    pointer = note.mapToScene(note._pointer()).boundingRect()
    assert not pointer.intersects(label) and not pointer.intersects(deck), (pointer, label)
    assert scene.sceneRect().contains(box)


def test_a_take_against_the_ai_animates_the_card_to_the_hand(qtbot, open_window):
    """Solo against an AI seat: after the human's take the card flies to the hand and the
    refill slides in from the deck.  The turn passing to the AI must not cut that short.

    Now: model.changed → TableScene.sync() starts the animations, then GameWindow._refresh
    → scene.set_mode(viewer, interactive=False) sees a change (the AI acts next) and
    syncs again; sync() begins with animator.finish(), so everything jumps to its end."""
    saved = SavedGame.new([Seat("Ada", "human"), Seat("Bert", "ai", "easy")], 6)
    window = open_window(saved, speed=0.05)
    scene, state = window.scene, window.model.state
    scene.animator.finish()
    viewport = window.tableView.viewport()
    # raw clicks: no settle(), which would wait for (and so start) the AI's turn
    card = state.hand(0)[0]
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton,
                     pos=to_view(window, card_centre(scene.cards[card])))
    assert state.phase == TAKE
    scene.animator.finish()
    cell = window.scene.take_cells()[0]
    taken = state.cards[cell]
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=to_view(window, cell_centre(window, cell)))
    assert state.where[taken] == HAND + 0 and state.actor == 1
    assert scene.animator.running, "nothing animates after the take"
    refill = state.cards[cell]
    assert refill >= 0, "precondition: the deck refills the cell"
    assert scene.cards[refill].pos() != QPointF(*scene.layout.cell_pos(cell)), \
        "the refill card jumped onto its cell"
    slot = 0 if state.hands[0] == taken else 1
    assert scene.cards[taken].pos() != QPointF(*scene.layout.hand_slot(slot)), \
        "the taken card jumped into the hand"


def test_the_ais_played_card_travels_from_its_hand_to_its_display_and_stays_marked(qtbot, open_window):
    """Issue 16 item 13: what the AI just did is seen on the table, not only in the status bar."""
    saved = SavedGame.new([Seat("Ada", "human"), Seat("Bert", "ai", "easy")], 6)
    window = open_window(saved)
    scene, model, state = window.scene, window.model, window.model.state
    window.session.paused = True                # the test plays Bert's turn itself
    click_card(qtbot, window, state.hand(0)[0])
    cell = window.scene.take_cells()[0]         # a raw click: Ada's turn then waits for nobody
    qtbot.mouseClick(window.tableView.viewport(), Qt.MouseButton.LeftButton,
                     pos=to_view(window, cell_centre(window, cell)))
    while state.actor != 1:                     # Ada's dog decision, if any
        assert model.apply_action(action_of(NO_DOG_MOVE))
    scene.animator.speed = 0.05
    card = state.hand(1)[0]
    start = QPointF(*scene.layout.other_hand_pos(1, 0, scene.display_scale))
    assert model.apply_action(action_of(Play(card)))
    item = scene.cards[card]
    assert scene.animator.running and item.isVisible()
    assert (item.pos() - start).manhattanLength() < 40, "it did not leave from Bert's hand"
    scene.animator.finish()
    assert state.where[card] == DISPLAY + 1
    assert QRectF(*scene.layout.panel_rect(1)).contains(item.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H)))
    assert item.last_turn_seat == 1             # outlined in Bert's colour until his next turn


def test_whose_stable_pawn_and_last_turn_is_told_by_shape_not_colour_alone(qtbot, open_window):
    """A player who cannot tell the seats' colours apart reads each seat's emblem (its marker's
    shape) on its stable, its pawn and the frame of the cards its last turn touched: rendered in
    grey, two seats' pieces differ where the emblem is, even once their greys are made equal."""
    from PySide6.QtGui import QImage, QPainter
    from goatmaster.games.goat_master.qt.items import PieceItem
    window = open_window(SavedGame.new(humans(4), 5))
    scene = window.scene
    scene.art.budget_ms = None                  # every picture now, not within a frame's budget

    def grey_shape(paint, width: int, height: int) -> list[int]:
        """The item drawn on white, in grey, each pixel only light or dark around its picture's mean."""
        image = QImage(width, height, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        paint(painter)
        painter.end()
        grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
        values = [grey.pixelColor(x, y).value() for y in range(height) for x in range(width)]
        mean = sum(values) / len(values)
        return [v > mean for v in values]

    def differ(a: list[int], b: list[int]) -> float:
        return sum(x != y for x, y in zip(a, b)) / len(a)

    def piece(item: PieceItem):
        def paint(painter):
            painter.scale(4, 4)
            painter.translate(item.w / 2, item.h / 2)
            item.paint(painter, None)
        return grey_shape(paint, int(item.w * 4), int(item.h * 4))

    for pieces in (scene.stables, scene.pawns):
        shapes = [piece(item) for item in pieces]
        for a in range(len(shapes)):
            for b in range(a + 1, len(shapes)):
                assert differ(shapes[a], shapes[b]) > 0.01, f"{pieces[a].name}, {pieces[b].name}: colour alone"

    card = scene.cards[window.model.state.cards[window.model.state.geo.cells[0]]]
    frames = []
    for seat in range(4):
        card.set_state(True, -1, CardItem.NORMAL, seat)

        def paint(painter):
            painter.scale(3, 3)
            painter.translate(4, 4 + CARD_H * 0.4)
            card.paint(painter, None)
        frames.append(grey_shape(paint, int((CARD_W + 8) * 3), int((CARD_H * 1.4 + 8) * 3)))
    for a in range(4):
        for b in range(a + 1, 4):
            assert differ(frames[a], frames[b]) > 0.002, f"the last turns of seats {a} and {b} differ in colour alone"
