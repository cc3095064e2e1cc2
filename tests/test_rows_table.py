"""Goal Rows' table (issue 15 items 4–5): input by mouse and keys, trades, secrecy (T15), the log
and the scores.  Clicks go through a real view at the mapped positions of the scene's items;
animations are off so every item stands where it ends; games are seeded."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402
import typing  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, QSize, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402

from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from goatmaster.games.goal_rows import GAME  # noqa: E402
from goatmaster.games.goal_rows.engine import events as ev  # noqa: E402
from goatmaster.games.goal_rows.engine.actions import DECLINE, GIVE0, OFFER0, PASS, play  # noqa: E402
from goatmaster.games.goal_rows.engine.cards import COLOUR  # noqa: E402
from goatmaster.games.goal_rows.engine.decisions import is_question  # noqa: E402
from goatmaster.games.goal_rows.engine.state import OVER  # noqa: E402
from goatmaster.games.goal_rows.qt.art import seat_pixmap  # noqa: E402
from goatmaster.games.goal_rows.qt.layout import row_slot, trade_card  # noqa: E402
from goatmaster.games.goal_rows.qt.table import RowsTable  # noqa: E402
from goatmaster.games.goal_rows.qt.words import card_name  # noqa: E402
from goatmaster.views.table_view import TableView  # noqa: E402

NAMES = ("Ada", "Bea", "Cleo", "Dora", "Emil", "Fatou")


def new_model(players, seed=7):
    saved = GAME.codec.saved_game([Seat(NAMES[k], "human") for k in range(players)],
                                  GAME.new_match(players, seed, None), {})
    return MatchModel(saved, seed=seed)


@pytest.fixture
def table_for(qtbot):
    """Factory: a Table on a fresh seeded model, in a shown 1280×800 view, animations off."""

    def make(players, seed=7):
        model = new_model(players, seed)
        table = RowsTable(model)
        table.animation_speed = 0
        view = TableView()
        view.setScene(table.scene)
        qtbot.addWidget(view)
        view.resize(1280, 800)
        view.show()
        qtbot.waitExposed(view)
        table.view = view
        return model, table

    return make


def click(qtbot, table, item):
    point = table.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def hand_item(table, card):
    return table.scene.cards[card]


def emitted(table, act):
    """The actions ``act()`` made the table emit."""
    got = []
    table.decided.connect(got.append)
    try:
        act()
    finally:
        table.decided.disconnect(got.append)
    return got


def shown(button):
    return not button.isHidden() and button.isEnabled()


# ---------------------------------------------------------------------- a turn


def test_t7_a_turn_by_mouse_picks_a_card_then_a_row(qtbot, table_for):
    model, table = table_for(3)
    table.set_mode(0, True)
    card = table.scene.hand()[2]
    place = model.state.live[1]
    click(qtbot, table, hand_item(table, card))
    assert table.scene.picked == card
    with qtbot.waitSignal(table.decided) as blocker:
        click(qtbot, table, table.scene.rows[place])
    assert blocker.args == [play(card, place)]
    assert model.apply_action(blocker.args[0])
    assert model.state.row(place)[-1] == card
    assert table.scene.cards[card].pos() == QPointF(*row_slot(place, len(model.state.row(place)) - 1))


def test_t7_a_turn_by_keys_digit_arrows_and_enter(qtbot, table_for):
    model, table = table_for(2)
    table.set_mode(0, True)
    table.view.setFocus()
    hand = table.scene.hand()
    qtbot.keyClick(table.view, Qt.Key.Key_2)
    assert table.scene.picked == hand[1]
    qtbot.keyClick(table.view, Qt.Key.Key_Down)
    qtbot.keyClick(table.view, Qt.Key.Key_Down)
    with qtbot.waitSignal(table.decided) as blocker:
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert blocker.args == [play(hand[1], model.state.live[2])]


def test_hover_over_a_row_tells_what_playing_the_picked_card_would_do(qtbot, table_for):
    model, table = table_for(2)
    table.set_mode(0, True)
    card = table.scene.hand()[0]
    click(qtbot, table, hand_item(table, card))
    text = table.scene.describe(table.scene.rows[0])
    assert card_name(card) in text and "row 1" in text


# ---------------------------------------------------------------------- a trade (T10)


def seed_with_answer(players):
    """A seed whose seat 0 can offer a card that seat 1 can answer with a card of its colour."""
    for seed in range(200):
        model = new_model(players, seed)
        state = model.state
        for card in sorted(state.hand(0)):
            if any(COLOUR[c] == COLOUR[card] for c in state.hand(1)):
                return seed, card
    raise AssertionError("no seed")


def test_t10_a_trade_offered_by_the_button_and_answered_by_a_click(qtbot, table_for):
    seed, card = seed_with_answer(3)
    model, table = table_for(3, seed)
    table.set_mode(0, True)
    assert not shown(table.offer_button)
    click(qtbot, table, hand_item(table, card))
    assert shown(table.offer_button) and not shown(table.decline_button)
    offer = emitted(table, table.offer_button.click)
    assert offer == [OFFER0 + card]
    assert model.apply_action(offer[0])
    assert is_question(model.state)
    question = table.question(1)
    assert NAMES[0] in question and card_name(card) in question and NAMES[1] in question
    assert table.question(2) == ""
    table.set_mode(None, False)
    table.ask(1)
    assert table.scene.viewer == 1 and shown(table.decline_button)
    assert table.scene.cards[card].pos() == QPointF(*trade_card())
    give = next(c for c in table.scene.hand() if COLOUR[c] == COLOUR[card])
    other = [c for c in table.scene.hand() if COLOUR[c] != COLOUR[card]]
    if other:
        assert emitted(table, lambda: click(qtbot, table, hand_item(table, other[0]))) == []
    with qtbot.waitSignal(table.decided) as blocker:
        click(qtbot, table, hand_item(table, give))
    assert blocker.args == [GIVE0 + give]
    assert model.apply_action(blocker.args[0])
    assert card in model.state.hand(1) and give in model.state.hand(0)


def test_t10_decline_by_key_and_by_button(qtbot, table_for):
    seed, card = seed_with_answer(2)
    model, table = table_for(2, seed)
    assert model.apply_action(OFFER0 + card)
    table.ask(1)
    table.view.setFocus()
    with qtbot.waitSignal(table.decided) as blocker:
        qtbot.keyClick(table.view, Qt.Key.Key_D)
    assert blocker.args == [DECLINE]
    assert emitted(table, table.decline_button.click) == [DECLINE]


# ---------------------------------------------------------------------- every legal action, and only those


def clickable_actions(qtbot, table):
    """Every action a click on the table or a button can emit now."""
    scene = table.scene
    got = set()

    def collect(act):
        got.update(emitted(table, act))

    for card in scene.hand():
        item = hand_item(table, card)
        collect(lambda: click(qtbot, table, item))
        if scene.picked == card:
            for row in scene.rows:
                collect(lambda row=row: click(qtbot, table, row))
            if shown(table.offer_button):
                collect(table.offer_button.click)
            click(qtbot, table, item)           # put it back
    for button in (table.pass_button, table.decline_button):
        if shown(button):
            collect(button.click)
    return got


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_table_emits_exactly_the_legal_actions(qtbot, table_for, players):
    model, table = table_for(players, seed=100 + players)
    rng = random.Random(players)
    positions = 0
    while model.state.phase != OVER and positions < 14:
        state = model.state
        seat = state.current_player()
        table.set_mode(seat, True)
        assert clickable_actions(qtbot, table) == set(state.legal_actions()), state.phase
        positions += 1
        legal = state.legal_actions()
        trades = [a for a in legal if a >= OFFER0]
        model.apply_action(rng.choice(trades) if trades and rng.random() < 0.4 else rng.choice(legal))
    assert positions == 14


def test_an_empty_hand_passes_with_the_button_or_enter(qtbot, table_for):
    model, table = table_for(2)
    state = model.state
    state.hands[0:4] = [-1] * 4                 # T11: nothing in hand, nothing to trade
    state.hsize[0] = 0
    table.scene.sync(animate=False)
    table.set_mode(0, True)
    assert state.legal_actions() == [PASS] and shown(table.pass_button)
    assert not shown(table.offer_button)
    assert clickable_actions(qtbot, table) == {PASS}
    table.view.setFocus()
    with qtbot.waitSignal(table.decided) as blocker:
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert blocker.args == [PASS]


# ---------------------------------------------------------------------- secrecy (T15)


def face_up_cards(table):
    return {item.card for item in table.scene.cards if item.isVisible() and item.opacity() > 0 and item.face_up}


def public_cards(state):
    rows = {c for p in range(4) for c in state.row(p)}
    return rows | set(state.discard) | {c for c in range(12 * state.n) if state.shown >> c & 1}


def test_t15_only_the_viewer_s_hand_is_face_up(qtbot, table_for):
    model, table = table_for(4, seed=11)
    rng = random.Random(4)
    for _ in range(40):
        state = model.state
        public = public_cards(state)
        table.set_mode(None, False)
        assert face_up_cards(table) <= public
        for seat in range(state.n):
            table.set_mode(seat, False)
            visible = face_up_cards(table)
            assert visible <= public | set(state.hand(seat))
            assert set(state.hand(seat)) <= visible
            backs = sum(1 for (s, _), item in table.scene.backs.items() if item.isVisible() and s != seat)
            assert backs == sum(1 for s in range(state.n) if s != seat for c in state.hand(s) if c not in public)
        legal = state.legal_actions()
        trades = [a for a in legal if a >= OFFER0]
        model.apply_action(rng.choice(trades) if trades and rng.random() < 0.5 else rng.choice(legal))


def test_without_a_viewer_the_table_refuses_every_input(qtbot, table_for):
    model, table = table_for(2)
    table.set_mode(None, False)
    table.view.setFocus()

    def everything():
        for item in table.scene.cards + list(table.scene.rows):
            if item.isVisible():
                click(qtbot, table, item)
        for key in (Qt.Key.Key_1, Qt.Key.Key_Return, Qt.Key.Key_T, Qt.Key.Key_P, Qt.Key.Key_D):
            qtbot.keyClick(table.view, key)
        for button in table.buttons():
            button.click()

    assert emitted(table, everything) == []
    assert all(button.isHidden() or not button.isEnabled() for button in table.buttons())
    assert table.prompt() == ""


# ---------------------------------------------------------------------- the log and the scores


def every_event():
    """One of each event type, with cards and seats of a 3-player game."""
    return {ev.CardPlayed: ev.CardPlayed(0, 5, 2), ev.RowScored: ev.RowScored(2, 4, (5, 14), (6, 3, 0)),
            ev.TokenWon: ev.TokenWon(0, 4, 2), ev.TokenKept: ev.TokenKept(1, 13, (0, 2)),
            ev.TokenTurnedUp: ev.TokenTurnedUp(2, 9), ev.Reshuffled: ev.Reshuffled(12),
            ev.CardDrawn: ev.CardDrawn(1, 30), ev.TradeOffered: ev.TradeOffered(2, 26),
            ev.TradeAnswered: ev.TradeAnswered(0, None), ev.CardsSwapped: ev.CardsSwapped(2, 26, 1, 31),
            ev.Passed: ev.Passed(1), ev.TurnEnded: ev.TurnEnded(1, 8),
            ev.GameEnded: ev.GameEnded((ev.Score(0, 7, 0), ev.Score(1, 2, 4), ev.Score(2, 7, 0)), (0, 2))}


def test_the_log_tells_every_event_and_never_a_card_drawn(qtbot, table_for):
    model, table = table_for(3)
    events = every_event()
    assert set(events) == set(typing.get_args(ev.Event))
    for kind, event in events.items():
        lines = table.log_lines(event)
        if kind is ev.TurnEnded:
            assert lines == []                  # the next line names the next player anyway
            continue
        assert len(lines) == 1 and lines[0][0], kind
    drawn = table.log_lines(events[ev.CardDrawn])[0]
    assert drawn == ("Bea draws a card.", 1) and card_name(30) not in drawn[0]
    assert table.log_lines(events[ev.TradeAnswered]) == [("Ada declines.", 0)]
    assert table.log_lines(ev.TradeAnswered(1, 31)) == [("Bea accepts and gives blue 8.", 1)]
    assert table.log_lines(events[ev.GameEnded])[0][0] == \
        "The game is over: Ada and Cleo share the win with a score of 7 each."
    assert table.log_lines(events[ev.RowScored])[0][0] == "Row 3 is full: red: 6, yellow: 3."


def test_the_log_of_a_real_game_names_only_public_cards(qtbot, table_for):
    model, table = table_for(3, seed=5)
    lines = []
    model.happened.connect(lambda event: lines.append((event, table.log_lines(event))))
    rng = random.Random(5)
    while model.state.phase != OVER:
        legal = model.state.legal_actions()
        trades = [a for a in legal if a >= OFFER0]
        model.apply_action(rng.choice(trades) if trades and rng.random() < 0.3 else rng.choice(legal))
    for event, said in lines:
        if isinstance(event, ev.CardDrawn):
            assert all(card_name(c) not in text for text, _ in said for c in range(36))
    assert any(isinstance(e, ev.TradeOffered) for e, _ in lines)


def test_t13_the_standing_matches_the_state_s_scores(qtbot, table_for):
    model, table = table_for(4, seed=3)
    rng = random.Random(3)
    while model.state.phase != OVER:
        model.apply_action(rng.choice(model.state.legal_actions()))
        headers, rows = table.standing()
        assert headers[0] == "Player" and len(rows) == 4
        for score, row in zip(model.state.scores(), rows):
            assert row[0] == NAMES[score.seat]
            assert row[2:] == [str(score.black), str(score.red), str(score.total)]


# ---------------------------------------------------------------------- art


def test_t1_the_six_seat_marks_differ_in_greyscale(qtbot):
    """Each colour's symbol has its own shape: the marks differ even with the colour gone."""
    masks = []
    for colour in range(6):
        image = QImage(96, 96, QImage.Format.Format_RGB32)
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        painter.drawPixmap(0, 0, seat_pixmap(colour, QSize(96, 96)))
        painter.end()
        grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
        masks.append({(x, y) for x in range(96) for y in range(96) if grey.pixelColor(x, y).value() < 190})
    for a in range(6):
        for b in range(a + 1, 6):
            assert len(masks[a] ^ masks[b]) > 250, (a, b)       # of 9216; edge noise is < 50


def test_every_seat_has_a_picture_and_a_colour(qtbot, table_for):
    model, table = table_for(6)
    colours = {table.seat_colour(s).name() for s in range(6)}
    assert len(colours) == 6
    assert not table.seat_picture(5, QSize(64, 64)).isNull()
