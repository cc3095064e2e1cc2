"""Every game by ear: the accessibility tree of the game window, walked in-process.

For every game with a table, a seeded position at the human's turn: every interactive
element of the window has a name and a role; the table view exposes the table's things
(``views.table_reading``) and every legal move as a focusable child whose one action plays
it; no card the viewer may not know is named anywhere in the tree.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtGui import QAccessible, QAccessibleInterface  # noqa: E402

from goatmaster.views.table_reading import PRESS, TableAccessible, ThingAccessible  # noqa: E402
from goatmaster.views.table_view import accessible  # noqa: E402
from test_every_game_window import GAMES, app, start  # noqa: E402,F401  (the window fixture)
from test_net_windows import hosted  # noqa: E402,F401  (a table server on loopback)

#: The roles a person acts on: each must say what it is.
INTERACTIVE = {QAccessible.Role.Button, QAccessible.Role.PushButton, QAccessible.Role.CheckBox,
               QAccessible.Role.RadioButton, QAccessible.Role.ComboBox, QAccessible.Role.EditableText,
               QAccessible.Role.SpinBox, QAccessible.Role.Slider, QAccessible.Role.MenuItem,
               QAccessible.Role.PageTab, QAccessible.Role.ButtonMenu, QAccessible.Role.ButtonDropDown}


def card_names(game):
    """A card's name as the game's table says it (None: a game without hidden cards)."""
    if game.name == "goat-master":
        from goatmaster.games.goat_master.qt.log_text import card_name
        return card_name
    if game.name == "rows":
        from goatmaster.games.goal_rows.qt.words import card_name
        return card_name
    if game.name == "toy-poker":
        from toy_poker import CARDS
        return lambda card: CARDS[card]
    return None


def walk(interface: QAccessibleInterface, seen: set[int] | None = None, depth: int = 0):
    """Every interface under ``interface`` (itself first), each once (by Qt's id for it)."""
    seen = set() if seen is None else seen
    if interface is None or not interface.isValid() or depth > 40:
        return
    key = QAccessible.uniqueId(interface)
    if key in seen:
        return
    seen.add(key)
    yield interface
    for k in range(interface.childCount()):
        yield from walk(interface.child(k), seen, depth + 1)


def words(interface: QAccessibleInterface) -> str:
    return interface.text(QAccessible.Text.Name) + " " + interface.text(QAccessible.Text.Description)


def to_the_humans_turn(qtbot, window) -> None:
    qtbot.waitUntil(lambda: window.model.state.current_player() == 0 and window._table_interactive(),
                    timeout=10000)


def unnamed_interactive(root: QAccessibleInterface) -> list[str]:
    """The interactive elements under ``root`` that a screen reader could not name."""
    missing = []
    for node in walk(root):
        state = node.state()
        if state.invisible or state.invalid:
            continue
        if (node.role() in INTERACTIVE or state.focusable) and not node.text(QAccessible.Text.Name).strip():
            thing = node.object()
            what = f"{thing.metaObject().className()}:{thing.objectName()}" if thing is not None else ""
            missing.append(f"{node.role().name} {what}")
    return missing


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_table_is_a_tree_with_every_legal_move_and_no_secret(qtbot, app, game):  # noqa: F811
    gm, window = start(app, game, seed=7)
    to_the_humans_turn(qtbot, window)
    view = accessible(window.tableView)
    assert isinstance(view, TableAccessible)
    root = QAccessible.queryAccessibleInterface(window)
    assert any(node is view for node in walk(root)), "the table view is in the window's tree"
    # The table's things: each named, with a role; groups hold things.
    things = [node for node in walk(view) if isinstance(node, ThingAccessible)]
    assert len(things) >= 3
    for node in things:
        assert node.text(QAccessible.Text.Name).strip(), node
        assert node.role() in (QAccessible.Role.Button, QAccessible.Role.Grouping, QAccessible.Role.StaticText)
        assert node.parent().indexOfChild(node) >= 0
    # Every legal move, once, as a focusable button whose action plays it.
    moves = [node for node in things if node.role() == QAccessible.Role.Button]
    state = window.model.state
    legal = state.legal_actions()
    assert sorted(node._thing().action for node in moves) == sorted(legal)
    assert len({words(node) for node in moves}) == len(moves), "two moves read alike"
    import shiboken6
    action_part = QAccessible.InterfaceType.ActionInterface
    for node in things:                 # what Qt's bridge (AT-SPI, UIA) asks: a pointer to the action part
        pointer = int(node.interface_cast(action_part))
        assert (pointer == shiboken6.getCppPointer(node)[1]) if node in moves else pointer == 0
    for node in moves:
        assert node.state().focusable
        assert node.actionInterface().actionNames() == [PRESS]
        assert node.text(QAccessible.Text.Description).strip()
    assert unnamed_interactive(root) == []
    # Nothing the viewer may not know is named anywhere in the window's tree.
    name_of = card_names(game)
    if name_of is not None:
        observation = state.observation(0)
        unseen = set(observation.unseen) if hasattr(observation, "unseen") else {
            card for seat, card in enumerate(state.cards) if seat != 0 and card >= 0}
        known = {name_of(card) for card in range(1000) if card not in unseen and _is_card(name_of, card)}
        secrets = {name_of(card) for card in unseen} - known
        assert secrets, "the position has secrets to keep"
        text = "\n".join(words(node) for node in walk(root))
        for secret in secrets:
            found = re.search(rf"(?<!\w){re.escape(secret)}(?!\w)", text)
            assert not found, text[max(0, found.start() - 300):found.end() + 100]
        hidden = [node for node in things if isinstance(node, ThingAccessible) and node._thing().hidden]
        assert hidden, "another's hand is read as cards face down"
    # Pressing a move plays it, as its click would.
    before = len(window.model.saved.game.actions)
    first = moves[0]
    action = first._thing().action
    first.actionInterface().doAction(PRESS)
    qtbot.waitUntil(lambda: len(window.model.saved.game.actions) > before, timeout=5000)
    assert window.model.saved.game.actions[before] == action


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_each_move_reports_its_own_place_on_the_screen(qtbot, app, game):  # noqa: F811
    """A move's rectangle is where the table draws it (its ``locate``), inside the view and smaller
    than it: a magnifier or a touch reader goes to the move, not to the whole table."""
    from PySide6.QtCore import QRect
    gm, window = start(app, game, seed=7)
    to_the_humans_turn(qtbot, window)
    view = window.tableView
    table = accessible(view)
    whole = table.rect()
    moves = [node for node in walk(table) if isinstance(node, ThingAccessible) and node._thing().action is not None]
    assert moves
    state = window.model.state
    for node in moves:
        place = window.table.locate("move:" + state.action_to_string(node._thing().action))
        assert place is not None, node.text(QAccessible.Text.Name)
        seen = view.mapFromScene(place).boundingRect().intersected(view.viewport().rect())
        expected = QRect(view.viewport().mapToGlobal(seen.topLeft()), seen.size())
        assert node.rect() == expected, node.text(QAccessible.Text.Name)
        assert whole.contains(node.rect()) and node.rect() != whole, node.text(QAccessible.Text.Name)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_things_on_the_table_report_their_own_places(qtbot, app, game):  # noqa: F811
    """Not only moves: a card, a cell, a row, a seat's panel reports where the table draws it (the
    table's ``locate`` of its target), and a thing with no place of its own its group's."""
    if game.name == "toy-poker":
        pytest.skip("the test game's table has one picture and no places")
    gm, window = start(app, game, seed=7)
    to_the_humans_turn(qtbot, window)
    window.table.finish_animations()            # the cards dealt lie where they are read
    view = window.tableView
    table = accessible(view)
    whole = table.rect()
    things = [node for node in walk(table) if isinstance(node, ThingAccessible) and node._thing().action is None]
    placed = [node for node in things if node._thing().target]
    assert len(placed) >= 10, [node.text(QAccessible.Text.Name) for node in things]
    # (a place not shown, an empty discard pile say, reports its group's, as a thing with none does)
    shown = [node for node in placed if window.table.locate(node._thing().target) is not None]
    assert len(shown) >= len(placed) - 2, "only an empty pile or an unseen part has no place shown"
    for node in shown:
        assert whole.contains(node.rect()) and node.rect() != whole, node.text(QAccessible.Text.Name)
    for node in things:
        if node not in shown:
            assert node.rect() == node.parent().rect(), node.text(QAccessible.Text.Name)
    inner = [node for node in shown if node.parent() in shown and node._thing().children == ()]
    assert inner, "the things inside a group (cells, cards, dice) have places of their own"
    assert len({(node.rect().x(), node.rect().y()) for node in inner}) > len(inner) // 2, "each its own"


def _is_card(name_of, card: int) -> bool:
    try:
        name_of(card)
    except (IndexError, KeyError, ValueError):
        return False
    return True


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_keys_cursor_is_the_accessible_focus(qtbot, app, game):  # noqa: F811
    """Moving the keyboard's cursor over the moves moves the accessible focus, described as the status
    line describes the move."""
    from PySide6.QtCore import Qt
    gm, window = start(app, game, seed=7)
    to_the_humans_turn(qtbot, window)
    view = accessible(window.tableView)
    window.tableView.setFocus()
    focused = []
    for key in (Qt.Key.Key_1, Qt.Key.Key_K, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Right):
        qtbot.waitUntil(lambda: window._table_interactive(), timeout=10000)
        qtbot.keyClick(window.tableView, key)
        node = view.focusChild()
        if node is not None:
            focused.append(node)
            assert node.role() == QAccessible.Role.Button and node.state().focusable
            assert node.text(QAccessible.Text.Description)
    if game.name != "toy-poker":                # its moves are the prompt bar's buttons alone
        assert focused, "the keys reach a move"


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_a_screen_reader_that_read_the_table_is_told_what_a_move_changed(qtbot, app, game):  # noqa: F811
    """Once read, the table tells what changed after each move: things that came or went (a group's
    children, a thing turned into a move), new names, and the keyboard's focus; each told place is a
    thing the table has now, and nothing is told of a table no one read."""
    gm, window = start(app, game, seed=7)
    to_the_humans_turn(qtbot, window)
    view = accessible(window.tableView)
    told: list[tuple[QAccessible.Event, tuple[int, ...], str]] = []

    def tell(event) -> None:
        node = event.accessibleInterface()
        assert node is not None and node.isValid(), f"{event.type()} told of a place the table no longer has"
        told.append((event.type(), getattr(node, "path", ()), node.text(QAccessible.Text.Name)))

    view.tell = tell
    names = {node.path: node.text(QAccessible.Text.Name) for node in walk(view) if isinstance(node, ThingAccessible)}
    chooser = game.ai.greedy(3)
    window.table.decided.emit(chooser.decide(window.model.observation(0)))
    qtbot.waitUntil(lambda: bool(told), timeout=10000)
    kinds = {kind for kind, _, _ in told}
    assert kinds & {QAccessible.Event.ObjectReorder, QAccessible.Event.NameChanged}, told
    for kind, path, name in told:
        if kind == QAccessible.Event.NameChanged:
            assert name and name != names[path], f"{path}: told as renamed, still {name!r}"
    # Unread since the last change (and no screen reader on): nothing more is told, nothing read.
    told.clear()
    view._things = None
    window.tableView.reading_changed()
    assert told == [] and view._things is None


class Recorder:
    """Stands in for the window's announcer: what a screen reader would have heard."""

    def __init__(self) -> None:
        self.said: list[tuple[str, bool]] = []

    def say(self, text: str, assertive: bool = False) -> None:
        self.said.append((text, assertive))


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_every_log_line_is_announced_once_in_order_over_a_whole_game(qtbot, app, game):  # noqa: F811
    gm, window = start(app, game, seed=5)
    heard = Recorder()
    window.announcer = heard
    assert window.log.rowCount() == 0 or window.model.saved.game.actions, "the game starts untold"
    already = window.log.lines()                # the deal, told before the recorder listened
    first = window._turn_told                   # a turn of Ada's told before it listened
    chooser = game.ai.greedy(7)
    ada_turns = set()                           # the turns Ada played (a game that counts its turns)
    for _ in range(2000):
        if window.model.state.is_terminal():
            break
        qtbot.waitUntil(lambda: window.model.state.is_terminal() or (
            window.model.state.current_player() == 0 and window._table_interactive()), timeout=10000)
        if not window.model.state.is_terminal():
            ada_turns.add(window._turn_count())
            window.table.decided.emit(chooser.decide(window.model.observation(0)))
    assert window.model.state.is_terminal()
    polite = [text for text, assertive in heard.said if not assertive]
    assert already + polite == window.log.lines() + [window._end_words()]
    turns = [text for text, assertive in heard.said if assertive]
    assert turns and all(text.startswith("Ada, your turn.") for text in turns)
    if game.turns is not None:                  # once for each of Ada's turns, never twice for one
        assert len(turns) == len(ada_turns - ({first[1]} if first is not None else set()))


def unnamed_on_screens(window) -> dict[str, list[str]]:
    from screens import SCREENS
    found = {}
    for name, make in SCREENS.items():
        widget = make(window)
        widget.show()
        missing = unnamed_interactive(QAccessible.queryAccessibleInterface(widget))
        if missing:
            found[name] = missing
        if widget is not window:
            widget.close()
            widget.deleteLater()
    window.hand_over.hide()
    return found


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_every_screen_names_every_control(qtbot, app, game):  # noqa: F811
    """Over every screen of every game, each thing a person acts on has a name a screen reader says."""
    gm, window = start(app, game, seed=7)
    to_the_humans_turn(qtbot, window)
    assert unnamed_on_screens(window) == {}


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_read_aloud_keys_say_the_summaries_and_no_secret(qtbot, app, game):  # noqa: F811
    from PySide6.QtWidgets import QMenu
    from goatmaster.app.play.game_window import READ_ALOUD
    gm, window = start(app, game, seed=7)
    to_the_humans_turn(qtbot, window)
    heard = Recorder()
    window.announcer = heard
    menu = window.findChild(QMenu, "menuReadAloud")
    actions = menu.actions()
    assert [action.shortcut().toString() for action in actions] == [key for key, _ in READ_ALOUD]
    for action in actions:
        action.trigger()
    scores, hand, board, since, now = (text for text, _ in heard.said)
    assert all(window.model.seat_name(seat) in scores for seat in range(window.model.players))
    state = window.model.state
    mine = window.model.observation(0)
    if game.name == "meadow":
        assert hand == "No cards in your hand."
    else:
        name_of = card_names(game)
        held = [card for card in range(1000) if _is_card(name_of, card) and card in _hand_of(game, state, 0)]
        assert held and all(name_of(card) in hand for card in held)
        secrets = {name_of(card) for card in mine.unseen} - {
            name_of(card) for card in range(1000) if _is_card(name_of, card) and card not in mine.unseen}
        spoken = "\n".join(text for text, _ in heard.said)
        assert not [secret for secret in secrets if re.search(rf"(?<!\w){re.escape(secret)}(?!\w)", spoken)]
    rows = {"goat-master": getattr(state, "size", 0), "meadow": 8, "rows": 4}[game.name]
    assert len(board.splitlines()) == rows
    assert since.splitlines() == window.log.lines() or since == "Nothing has happened since your last turn."
    assert now == window.promptLabel.text()


def _hand_of(game, state, seat: int) -> list[int]:
    return list(state.hand(seat))


def test_the_rules_pages_list_the_read_aloud_keys(qtbot):
    from goatmaster.app.play.game_window import READ_ALOUD
    from goatmaster.app.shell.rules_page import RulesDialog
    for game in GAMES:
        dialog = RulesDialog(game=game.name, language="en")
        qtbot.addWidget(dialog)
        text = dialog.browser.toPlainText()
        assert "Playing by ear" in text and all(key in text for key, _ in READ_ALOUD), game.name


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_screen_reader_setting_lets_the_computer_move_only_on_the_players_key(qtbot, app, game):  # noqa: F811
    from goatmaster.app.shell.settings_dialog import SCREEN_READER_KEY
    gm, window = start(app, game, seed=7)
    gm.settings.setValue(SCREEN_READER_KEY, True)
    gm._apply_settings()
    assert window.table.animation_speed == 0 and window.session.ai_on_key
    heard = Recorder()
    window.announcer = heard
    model = window.model
    moved = 0
    for _ in range(60):                                 # three computer turns, each on the key
        qtbot.waitUntil(lambda: window.session.waits_for_key or model.state.is_terminal() or (
            model.state.current_player() == 0 and window._table_interactive()), timeout=5000)
        if model.state.is_terminal() or moved == 3:
            break
        if not window.session.waits_for_key:
            window.table.decided.emit(game.ai.greedy(1).decide(model.observation(0)))
            continue
        played = len(model.saved.game.actions)
        qtbot.wait(50)                                  # nothing moves by itself
        assert len(model.saved.game.actions) == played and window.session.waits_for_key
        assert "Ctrl+Return" in window.promptLabel.text()
        assert heard.said[-1] == (window.promptLabel.text(), False)
        window._action("actionPlayNow").trigger()
        qtbot.waitUntil(lambda: len(model.saved.game.actions) > played, timeout=5000)
        moved += 1
    assert moved == 3


def tab_stops(widget) -> list:
    """The widgets Tab visits inside ``widget``, in Tab's order, from ``widget`` round once."""
    from PySide6.QtCore import Qt
    stops, seen, here = [], set(), widget.nextInFocusChain()
    for _ in range(1000):
        if here is widget or id(here) in seen:
            break
        seen.add(id(here))
        if (here.isVisible() and here.isEnabled() and here.focusPolicy() & Qt.FocusPolicy.TabFocus
                and widget.isAncestorOf(here)):
            stops.append(here)
        here = here.nextInFocusChain()
    return stops


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_tab_follows_the_eye_on_every_screen(qtbot, app, game):  # noqa: F811
    """Tab goes top to bottom, left to right (rows 8 px apart), round once: at most one step back,
    where the round closes."""
    from PySide6.QtCore import QPoint
    from screens import SCREENS
    gm, window = start(app, game, seed=7)
    to_the_humans_turn(qtbot, window)
    against = {}
    for name, make in SCREENS.items():
        widget = make(window)
        widget.show()
        places = [stop.mapTo(widget, QPoint(0, 0)) for stop in tab_stops(widget)]
        back = sum(1 for a, b in zip(places, places[1:]) if b.y() < a.y() - 8 or (abs(b.y() - a.y()) <= 8
                                                                                  and b.x() < a.x()))
        if back > 1:
            against[name] = back
        if widget is not window:
            widget.close()
            widget.deleteLater()
    window.hand_over.hide()
    assert against == {}


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_the_online_table_names_every_control(qtbot, hosted, game):  # noqa: F811
    """A host's window at an online table (loopback server): its Table dock (join code, Copy, the
    seats, the AI's level, Seat an AI, the chat) and the table beside it name every control."""
    from goatmaster.net import protocol as p
    from test_net_windows import open_table
    window = open_table(qtbot, f"ws://127.0.0.1:{hosted.port}",
                        p.Create(game=game.name, seats=[p.SeatPlan(kind="me"), p.SeatPlan(kind="open")], name="Ann"))
    assert window.peopleDock.isVisible() and window.fillButton.isVisible()
    window.chatView.addItem("Bea: hello")
    assert unnamed_interactive(QAccessible.queryAccessibleInterface(window.peopleDock)) == []
    assert unnamed_interactive(QAccessible.queryAccessibleInterface(window)) == []
    window.close()
