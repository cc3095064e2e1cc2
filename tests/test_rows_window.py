"""Goal Rows in the app's game window, as a newcomer meets it (issue 34, items 9–11): the score
table beside a table of many tokens, every text legible in the smallest window, and one prompt
when a trade is answered.  Games are seeded and played by the game's greedy seat."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QRect, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QGraphicsItem  # noqa: E402

from goatmaster.app.play.game_window import GameWindow  # noqa: E402
from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.core.registry import entry  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from goatmaster.games.goal_rows.engine.actions import GIVE0, OFFER0  # noqa: E402
from goatmaster.games.goal_rows.engine.state import ANSWER, OVER  # noqa: E402

GAME = entry("rows")
NAMES = ("Ada", "Bertrand", "Cleo", "Dora", "Emil", "Fatou")


def played(players, until, seed=4, offer=False):
    """A model played by the greedy seats (seat 0 a human) until ``until(state)``; with ``offer``
    the last seat offers a card whenever it may, so seat 0, on its left, is asked first (T10)."""
    seats = [Seat(NAMES[0], "human")] + [Seat(NAMES[k], "ai", "easy") for k in range(1, players)]
    model = MatchModel(GAME.codec.saved_game(seats, GAME.new_match(players, seed, None), {}), seed=seed)
    bots = [GAME.ai.greedy(seed * 10 + k) for k in range(players)]
    while not until(model.state):
        actor = model.state.current_player()
        offers = [a for a in model.state.legal_actions() if OFFER0 <= a < GIVE0]
        model.apply_action(offers[0] if offer and offers and actor == players - 1
                           else bots[actor].decide(model.observation(actor)))
    return model


def shown(qtbot, model, size, log=None):
    window = GameWindow(model, worker=None)
    qtbot.addWidget(window)
    window.set_animation_speed(0)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    if log is not None:
        window._action("actionShowLog").setChecked(log)
    window.table.finish_animations()        # the deal's cards were still flying to the hands
    qtbot.wait(1)
    return window


def test_the_score_table_shows_every_column_whole_when_players_hold_many_tokens(qtbot):
    model = played(6, lambda state: state.phase == OVER)
    assert max(sum(1 for owner in model.state.owner if owner == s) for s in range(6)) >= 4
    window = shown(qtbot, model, (1024, 700), log=True)
    view, header = window.scoreView, window.scoreView.horizontalHeader()
    qtbot.waitUntil(lambda: view.isVisible())
    for column in range(model_columns := window.scores.columnCount()):
        assert header.sectionSize(column) >= header.sectionSizeHint(column), column     # "laye"
    assert header.sectionPosition(model_columns - 1) + header.sectionSize(model_columns - 1) <= view.viewport().width()
    # the dock keeps its width: the table keeps three quarters of the window and more
    assert window.logDock.width() <= 0.26 * window.width()


def text_heights(window):
    """Every text the table's items draw, with its height on screen: the font's pixel size times the
    scale it is painted at (the measure of ``benchmarks/rows_text.py``)."""
    drawn = []
    draw_text = QPainter.drawText

    def caught(painter, *args):
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            drawn.append((painter.font().pixelSize() * abs(painter.deviceTransform().m22()), text))
        draw_text(painter, *args)
    for item in window.scene.items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    view = window.tableView
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    QPainter.drawText = caught
    try:
        painter = QPainter(image)
        view.render(painter)
        painter.end()
    finally:
        QPainter.drawText = draw_text
    return drawn


@pytest.mark.parametrize("players", [2, 6])
def test_every_text_on_the_table_is_10_px_high_in_a_1024x700_window(qtbot, players):
    """Mid-game, tokens won, a card seen in a trade in another seat's hand (lettered small before)."""
    model = played(players, lambda state: GAME.turns(state) >= 30 and state.current_player() == 0
                   and state.shown and any(state.owner[t] >= 0 for t in range(len(state.owner))), offer=True)
    window = shown(qtbot, model, (1024, 700))
    heights = text_heights(window)
    texts = {text for _, text in heights}
    assert any(text.startswith("Draw pile") for text in texts) and any("cards" in text for text in texts)
    assert min(heights) >= (10, ""), min(heights)


def test_answering_a_trade_the_prompt_line_says_what_to_do_and_nothing_else_does(qtbot):
    model = played(4, lambda state: state.phase == ANSWER and state.current_player() == 0 and any(
        GIVE0 <= a < GIVE0 + 12 * 4 for a in state.legal_actions()), offer=True)      # a card to give
    window = shown(qtbot, model, (1280, 800))
    qtbot.waitUntil(lambda: window.table.scene.acting())
    prompt = window.promptLabel.text()
    assert prompt == window.table.prompt() and "(D)" in prompt and "Waiting" not in prompt
    assert window.statusBar().currentMessage() == ""        # the instruction is said once


def test_a_picked_card_stays_under_its_player_s_name(qtbot):
    from PySide6.QtCore import QRectF

    from goatmaster.games.goal_rows.qt.art import CARD_H, CARD_W
    from goatmaster.games.goal_rows.qt.layout import HEADER

    window = shown(qtbot, played(2, lambda state: state.current_player() == 0), (1280, 800))
    scene = window.table.scene
    card = scene.hand()[0]
    scene._pick(card)
    panel = scene.panels[0]
    face = scene.cards[card].mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))
    assert face.top() >= panel.y() + HEADER           # the header band holds the name


@pytest.mark.parametrize("language, shared, alone, nobody", [
    ("en", "The game is over — Hugo and Greta share the win with 14 points each.",
     "The game is over — Hugo wins with 1 point.", "The game is over — nobody wins."),
    ("fr", "La partie est finie — Hugo et Greta se partagent la victoire avec 14 points chacun.",
     "La partie est finie — Hugo gagne avec 1 point.", "La partie est finie — personne ne gagne."),
    ("de", "Das Spiel ist aus — Hugo und Greta teilen sich den Sieg mit je 14 Punkten.",
     "Das Spiel ist aus — Hugo gewinnt mit 1 Punkt.", "Das Spiel ist aus — niemand gewinnt."),
])
def test_the_prompt_line_at_the_end_says_a_shared_win_in_every_language(qtbot, qapp, monkeypatch, language,
                                                                          shared, alone, nobody):
    """Issue 34, item 14: it said "Hugo & Greta wins with 14 points"."""
    from goatmaster import i18n
    model = played(3, lambda state: state.phase == OVER)
    window = shown(qtbot, model, (1280, 800))
    state_class = type(model.state)
    i18n.install_translators(qapp, language)
    try:
        for result, words in ((([3, 14, 14], [1, 2]), shared), (([0, 1, 0], [1]), alone), (([0, 0, 0], []), nobody)):
            monkeypatch.setattr(state_class, "result", lambda self, result=result: result)
            names = ["Ada", "Hugo", "Greta"]
            monkeypatch.setattr(window.model, "seat_name", lambda seat: names[seat])
            assert window._end_words() == words
    finally:
        i18n.install_translators(qapp, "en")


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_prompt_of_a_turn_is_one_line_in_a_1024x700_window(qtbot, qapp, language):
    """Issue 34, item 10: it wrapped (the offer's key is on the button beside it)."""
    from goatmaster import i18n
    i18n.install_translators(qapp, language)
    try:
        window = shown(qtbot, played(4, lambda state: GAME.turns(state) >= 8 and state.current_player() == 0),
                       (1024, 700))
        label = window.promptLabel
        assert label.text() == window.table.prompt() != ""
        # The text's own lines (the label keeps two lines' height whatever it says).
        wrapped = label.fontMetrics().boundingRect(QRect(0, 0, label.contentsRect().width(), 10_000),
                                                   Qt.TextFlag.TextWordWrap, label.text())
        assert wrapped.height() < 2 * label.fontMetrics().lineSpacing(), label.text()
    finally:
        i18n.install_translators(qapp, "en")


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (2560, 1440)])
def test_the_side_docks_grow_with_a_wide_window_and_leave_the_table_its_room(qtbot, size):
    """At 2560 pixels the review's decisions and the log's lines are read whole, not cut at 260
    pixels; at 1280 and below the docks keep their width and the table three quarters of the window."""
    model = played(3, lambda state: state.turn >= 3)
    window = shown(qtbot, model, size, log=True)
    qtbot.waitUntil(lambda: window.logDock.isVisible())
    width = window.logDock.width()
    assert width <= 0.27 * window.width()
    if size[0] >= 2000:
        assert width >= 0.19 * window.width(), width
    else:
        assert 240 <= width <= 280, width
