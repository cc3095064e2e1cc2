"""Meadow Dice's table (issue 14 item 5): the mouse, the keys, the legal actions, the AI's
animated turns, the log and the standing.

Each test makes a seeded :class:`MatchModel` and the game's :class:`Table` in a shown
1280×800 :class:`TableView`; what the table decides goes to ``model.apply_action``, as
the session does.  Animations are off except where a test is about them.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QSize, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from goatmaster.app.play.match_model import MatchModel  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from goatmaster.games.meadow_dice import GAME  # noqa: E402
from goatmaster.games.meadow_dice.ai.greedy import GreedyPlayer  # noqa: E402
from goatmaster.games.meadow_dice.engine import events as ev  # noqa: E402
from goatmaster.games.meadow_dice.engine.sheet import CELLS, COW  # noqa: E402
from goatmaster.games.meadow_dice.engine.state import (AGAIN, AGAIN_CHOICE, KEEP, MARK, PAIR,  # noqa: E402
                                                       MeadowState, marked_cells, two_dice)
from goatmaster.games.meadow_dice.qt.items import Lit  # noqa: E402
from goatmaster.games.meadow_dice.qt.table import MeadowTable  # noqa: E402
from goatmaster.views.table_view import TableView  # noqa: E402


@pytest.fixture
def rig(qtbot):
    """Factory: (model, table, view) for a seeded game; ``pro`` the D14 variant."""

    def make(seed=7, kinds=("human", "human"), pro=False, speed=0.0):
        seats = [Seat("Ada", kinds[0], "easy"), Seat("Bot", kinds[1], "easy")]
        saved = GAME.codec.saved_game(seats, GAME.new_match(2, seed, {"pro": pro}), {})
        model = MatchModel(saved, seed=seed)
        table = MeadowTable(model)
        table.animation_speed = speed
        table.decided.connect(model.apply_action)
        view = TableView()
        qtbot.addWidget(view)
        view.setScene(table.scene)
        view.resize(1280, 800)
        view.show()
        qtbot.waitExposed(view)
        view.setFocus()
        return model, table, view

    return make


def click(qtbot, view, item, button=Qt.MouseButton.LeftButton):
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), button, pos=point)


def play_for(model, table):
    """Give the acting seat the table, as the window does at each decision."""
    table.set_mode(model.state.seat, True)


def greedy_step(model, player):
    model.apply_action(player.decide(model.state.observation(model.state.seat)))


# ---------------------------------------------------------------------- a turn, by mouse and by keys

def test_d6_d7_a_turn_by_mouse_keeps_a_die_throws_again_and_marks_a_pair(rig, qtbot):
    model, table, view = rig(seed=11)
    pairs_marked = 0
    for _ in range(40):
        state = model.state
        assert state.phase == AGAIN_CHOICE
        seat, taken, equal = state.seat, len(model.history), state.dice0 == state.dice1
        play_for(model, table)
        click(qtbot, view, table.scene.dice[1])                 # D6: keep die 1, throw die 2 again
        assert table.again == {1} and table.scene.dice[1].again
        assert len(model.history) == taken                      # choosing is not deciding
        qtbot.mouseClick(table.throw_again_button, Qt.MouseButton.LeftButton)
        expected = AGAIN + (1 if equal else 2)                  # equal faces: "one of them" (die 0)
        assert model.history[taken] == (seat, expected)
        if model.state.phase != MARK:
            continue                                            # D7b: nothing to mark
        play_for(model, table)
        options = model.state.mark_options()
        pairs = [a for a in options if a >= PAIR]
        if pairs:
            a, b = marked_cells(pairs[0])
            click(qtbot, view, table.scene.cells[a])
            assert table.picked == a and len(model.history) == taken + 1   # chosen, not marked yet
            assert table.scene.cells[b].lit == Lit.PARTNER
            click(qtbot, view, table.scene.cells[b])
            assert table.partner == b and len(model.history) == taken + 1  # both chosen, still not marked
            assert table.scene.cells[b].lit == table.scene.cells[a].lit == Lit.PICKED
            click(qtbot, view, table.scene.cells[b])                      # a click on the choice marks it
            assert model.history[-1] == (seat, pairs[0])
            assert model.state.owner[a] == model.state.owner[b] == seat
            pairs_marked += 1
        else:
            cell = options[0]
            click(qtbot, view, table.scene.cells[cell])
            assert len(model.history) == taken + 1 and table.done_button.isEnabled()
            qtbot.mouseClick(table.done_button, Qt.MouseButton.LeftButton)  # and so does Done
            assert model.history[-1] == (seat, cell) and model.state.owner[cell] == seat
        if pairs_marked == 2 or model.state.is_terminal():
            break
    assert pairs_marked == 2


def test_d6_d7_the_same_turn_by_keys(rig, qtbot):
    model, table, view = rig(seed=11)
    pairs_marked = 0
    for _ in range(40):
        state = model.state
        seat, taken, equal = state.seat, len(model.history), state.dice0 == state.dice1
        play_for(model, table)
        qtbot.keyClick(view, Qt.Key.Key_2)
        assert table.again == {1}
        qtbot.keyClick(view, Qt.Key.Key_T)
        assert model.history[taken][1] == AGAIN + (1 if equal else 2)
        if model.state.phase != MARK:
            continue
        play_for(model, table)
        options = model.state.mark_options()
        pairs = [a for a in options if a >= PAIR]
        targets = list(marked_cells(pairs[0])) if pairs else [options[0]]
        for target in targets:
            for _ in range(CELLS):
                if table.cursor == target:
                    break
                qtbot.keyClick(view, Qt.Key.Key_Right if table.cursor < target else Qt.Key.Key_Left)
            assert table.cursor == target
            qtbot.keyClick(view, Qt.Key.Key_Return)
        assert len(model.history) == taken + 1                  # chosen; Enter again marks the choice
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert model.history[-1] == (seat, pairs[0] if pairs else options[0])
        pairs_marked += bool(pairs)
        if pairs_marked == 2 or model.state.is_terminal():
            break
    assert pairs_marked == 2


def test_d6_enter_keeps_the_dice_and_a_second_click_marks_a_picked_cell_alone(rig, qtbot):
    model, table, view = rig(seed=3)
    for _ in range(60):
        play_for(model, table)
        if model.state.phase == AGAIN_CHOICE:
            qtbot.keyClick(view, Qt.Key.Key_Return)             # nothing chosen: keep both
            assert model.history[-1][1] == KEEP
            continue
        options = model.state.mark_options()
        alone = [a for a in options if a < PAIR and table._partners(a)]
        if alone:
            cell = alone[0]
            click(qtbot, view, table.scene.cells[cell])
            assert table.picked == cell and table.done_button.isEnabled()
            click(qtbot, view, table.scene.cells[cell], Qt.MouseButton.RightButton)   # changed my mind
            assert table.picked == -1
            click(qtbot, view, table.scene.cells[cell])
            click(qtbot, view, table.scene.cells[cell])
            assert model.history[-1][1] == cell
            return
        model.apply_action(options[0])
    pytest.fail("no cell that may be marked alone or in a pair came up")


# ---------------------------------------------------------------------- exactly the legal actions

def reachable(table, model):
    """Every action the table can emit in this position, by every click, key and button."""
    emitted = []
    table.decided.disconnect(model.apply_action)
    table.decided.connect(emitted.append)
    try:
        state = model.state
        if state.phase == AGAIN_CHOICE:
            for chosen in ((), (0,), (1,), (0, 1)):
                for slot in chosen:
                    table.click_die(slot)
                table.throw_again()
                table.cancel()
            table.done()
        else:
            for first in range(CELLS):
                table.click_cell(first)
                if table.picked != first:
                    continue
                table.done()                            # the cell alone
                for second in range(CELLS):
                    table.cancel()
                    table.click_cell(first)
                    table.click_cell(second)
                    if table.partner == second:
                        table.done()                    # the pair
                table.cancel()
    finally:
        table.decided.disconnect(emitted.append)
        table.decided.connect(model.apply_action)
    return emitted


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 5])
def test_d6_d7_the_table_emits_exactly_the_legal_actions(rig, seed):
    model, table, view = rig(seed=seed)
    rng = random.Random(seed)
    checked = 0
    while not model.state.is_terminal() and checked < 10:
        play_for(model, table)
        state = model.state
        if state.phase == AGAIN_CHOICE or rng.random() < 0.3:
            emitted = reachable(table, model)
            assert set(emitted) == set(state.legal_actions()), state.action_to_string(state.legal_actions()[0])
            checked += 1
        model.apply_action(rng.choice(state.legal_actions()))
    assert checked == 10


def test_input_is_refused_without_the_mode(rig, qtbot):
    model, table, view = rig()
    table.set_mode(None, False)
    emitted = []
    table.decided.connect(emitted.append)
    click(qtbot, view, table.scene.dice[0])
    for key in (Qt.Key.Key_1, Qt.Key.Key_T, Qt.Key.Key_Return, Qt.Key.Key_Right):
        qtbot.keyClick(view, key)
    table.throw_again()
    table.done()
    model.apply_action(KEEP)
    table.set_mode(None, False)
    assert model.state.phase == MARK
    for cell in model.state.mark_options()[:3]:
        click(qtbot, view, table.scene.cells[marked_cells(cell)[0]])
    assert emitted == [] and table.again == set() and table.picked == -1
    assert not table.throw_again_button.isEnabled() and not table.done_button.isEnabled()
    assert all(item.lit == Lit.NONE for item in table.scene.cells)
    assert table.prompt() == ""


def test_d7_every_legal_cell_lights_up_and_hover_tells_what_a_mark_would_do(rig, qtbot):
    model, table, view = rig(seed=4)
    play_for(model, table)
    assert table.scene.dice[0].clickable
    preview = {c for c, item in enumerate(table.scene.cells) if item.lit == Lit.PREVIEW}
    model.apply_action(KEEP)
    play_for(model, table)
    legal = {c for a in model.state.mark_options() for c in marked_cells(a)}
    assert preview == legal
    assert {c for c, item in enumerate(table.scene.cells) if item.lit == Lit.LEGAL} == legal
    with qtbot.waitSignal(table.hovered) as said:
        table.scene.cellHovered.emit(min(legal))
    assert "points now" in said.args[0]


# ---------------------------------------------------------------------- the AI's turns, animated

def picture(view):
    QApplication.processEvents()
    return view.grab().toImage()


def test_the_ai_turns_animate_step_by_step_and_end_as_a_reset_draws_them(rig, qtbot):
    model, table, view = rig(seed=9, kinds=("ai", "ai"), speed=6.0)
    table.set_mode(None, False)
    player = GreedyPlayer(9)
    seen = []
    model.happened.connect(seen.append)
    pencilled = 0
    for _ in range(14):
        seen.clear()
        greedy_step(model, player)
        if any(isinstance(e, (ev.Thrown, ev.ThrownAgain, ev.CellMarked)) for e in seen):
            assert table.scene.busy                             # the step is being shown, not jumped over
        marked = [e.cell for e in seen if isinstance(e, ev.CellMarked)]
        if marked:
            # the first mark is being pencilled in; the next throw waits its turn
            assert 0 < table.scene.marks[marked[0]].drawn < 1.0 or table.scene.animator.running
            pencilled += 1
        qtbot.waitUntil(lambda: not table.scene.busy and not table.scene.animator.running, timeout=5000)
    assert pencilled >= 5
    animated = picture(view)
    assert [m.seat for m in table.scene.marks] == model.state.owner
    model.reset.emit()
    assert picture(view) == animated


def test_finish_animations_jumps_to_the_end(rig):
    model, table, view = rig(kinds=("ai", "ai"), speed=0.2)
    table.set_mode(None, False)
    greedy_step(model, GreedyPlayer(1))
    greedy_step(model, GreedyPlayer(1))
    assert table.scene.busy
    table.finish_animations()
    assert not table.scene.busy and not table.scene.animator.running
    assert [m.seat for m in table.scene.marks] == model.state.owner
    assert all(m.drawn == 1.0 for m in table.scene.marks)


def test_d9_the_end_outlines_the_herds_and_marks_the_winners(rig):
    model, table, view = rig(seed=6, kinds=("ai", "ai"))
    player = GreedyPlayer(6)
    while not model.state.is_terminal():
        greedy_step(model, player)
    standing = model.state.standing()
    herds = [h for seat in range(2) for h in standing.herds[seat] if len(h) >= 2]
    assert len(table.scene.outlines) == len(herds)
    for badge, leader in zip(table.scene.meadows, standing.meadows):
        assert badge.won and badge.leader == leader
    for badge, leader in zip(table.scene.troughs, standing.troughs):
        assert badge.won and badge.leader == leader
    winners = model.state.result()[1]
    assert [p.winner for p in table.scene.panels] == [seat in winners for seat in range(2)]


# ---------------------------------------------------------------------- log, standing, pictures

def test_log_lines_cover_every_event_type(rig):
    seen = []
    for seed in range(2, 12):                   # greedy games until every kind of event came up
        model, table, view = rig(seed=seed, kinds=("ai", "ai"), pro=True)
        model.happened.connect(seen.append)
        player = GreedyPlayer(seed)
        while not model.state.is_terminal():
            greedy_step(model, player)
        if len({type(event) for event in seen}) == 7:
            break
    # D7b's nothing to mark is rare in play: a sheet with every 1 and 2 marked, then 1 and 2 thrown
    state = MeadowState.with_marks(model.state.sheet, [c for c in range(CELLS) if model.state.sheet.faces[c] in (1, 2)])
    state.events = seen
    state.apply_action(two_dice(1, 2))
    state.apply_action(KEEP)
    assert {type(event) for event in seen} == {ev.Thrown, ev.DiceKept, ev.ThrownAgain, ev.CellMarked,
                                               ev.NothingToMark, ev.IntermediateScoring, ev.TurnEnded,
                                               ev.GameEnded}
    for event in seen:
        lines = table.log_lines(event)
        if isinstance(event, ev.TurnEnded):
            assert lines == []
            continue
        assert lines and all(text and seat in (-1, 0, 1) for text, seat in lines)
        if isinstance(event, ev.CellMarked):
            assert f"row {event.cell // 8 + 1}, column {event.cell % 8 + 1}" in lines[0][0]
    assert table.log_lines(ev.Thrown(0, (3, COW)))[0][0] == "Ada throws 3 and a cow."


def test_the_standing_matches_the_engine(rig):
    model, table, view = rig(seed=8, kinds=("ai", "ai"), pro=True)
    player = GreedyPlayer(8)
    for _ in range(30):
        greedy_step(model, player)
    headers, rows = table.standing()
    assert headers[-1] == "Total" and "Herds of two" in headers
    for seat, score in enumerate(model.state.standing().scores):
        assert rows[seat] == [model.seat_name(seat), str(score.meadows), str(score.troughs), str(score.herds),
                              str(score.doubles), str(score.total)]
        assert table.scene.panels[seat].total == score.total


def test_d10_d14_the_end_screen_legend_says_what_each_column_counts(rig):
    plain = rig(seed=8)[1].end_legend()
    pro = rig(seed=8, pro=True)[1].end_legend()
    assert all(word in plain for word in ("Meadows:", "Troughs:", "Herds:", "5–9 cells"))
    assert "Herds of two:" not in plain and pro.startswith(plain) and "Herds of two:" in pro


def test_d4_the_seats_differ_by_shape_and_colour(rig):
    model, table, view = rig()
    pictures = [table.seat_picture(seat, QSize(48, 48)).toImage() for seat in range(2)]
    assert pictures[0] != pictures[1] and not pictures[0].isNull()
    assert table.seat_colour(0) != table.seat_colour(1)
    assert table.question(0) == "" and table.ask(0) is None


def test_every_view_follows_a_change_at_once_and_an_ai_s_dice_are_seen(rig, qtbot):
    """Issue 34, items 1 and 2: decisions come faster than the storyboard plays them (an AI at a
    quick pace).  After each one the sheet's figures (the players' panels, the meadow and trough
    badges, who is active) are the engine's, as the window's score table is, at once; and dice
    kept are the dice shown, never the last player's still waiting behind a storyboard."""
    model, table, view = rig(seed=5, speed=1.0)
    table.set_mode(None, False)
    player = GreedyPlayer(5)
    scene = table.scene
    kept = 0
    while not model.state.is_terminal():
        greedy_step(model, player)
        state = model.state
        standing = state.standing()
        assert [panel.total for panel in scene.panels] == [score.total for score in standing.scores]
        assert [badge.counts for badge in scene.meadows] == list(standing.meadow_marks)
        assert [badge.counts for badge in scene.troughs] == list(standing.trough_marks)
        acting = -1 if state.is_terminal() else state.seat
        assert [panel.active for panel in scene.panels] == [seat == acting for seat in range(2)]
        if state.phase == MARK and model.history[-1][1] == KEEP:
            assert sorted(die.face for die in scene.dice) == sorted((state.dice0, state.dice1))
            kept += 1
    assert kept >= 5


def test_a_lifted_die_and_its_re_throw_marker_lie_inside_what_it_repaints(qtbot):
    """Issue 34, item 3: a die chosen to be thrown again rises, a circling arrow above it; all of it
    must lie in its bounding rectangle, or the view clips its top and the arrow away."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from goatmaster.games.meadow_dice.qt.items import DieItem

    die = DieItem(0)
    die.set_state(5, True, True, True)              # lifted, clickable and hinted: every extra it draws
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(QPointF(200, 200))
    die.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    painted = [(x, y) for y in range(400) for x in range(400) if image.pixelColor(x, y).alpha()]
    bounds = die.boundingRect().translated(200, 200)
    xs, ys = [x for x, _ in painted], [y for _, y in painted]
    assert bounds.left() <= min(xs) and max(xs) < bounds.right()
    assert bounds.top() <= min(ys) and max(ys) < bounds.bottom()


def test_one_rule_for_every_mark_a_click_chooses_and_only_a_confirmation_marks(rig, qtbot):
    """Issue 34, item 5: whatever the dice, a first click on a lit cell never marks it (before,
    a cell with one meaning was marked at once, one with two waited for Done); the choice shows
    the player's own mark in a dashed frame, and a second click on it marks it."""
    model, table, view = rig(seed=2)
    rng = random.Random(2)
    emitted = []
    table.decided.connect(emitted.append)
    checked = 0
    while not model.state.is_terminal() and checked < 25:
        play_for(model, table)
        state = model.state
        if state.phase == MARK:
            action = rng.choice(state.mark_options())
            first = marked_cells(action)[0]
            before = len(emitted)
            table.click_cell(first)
            assert len(emitted) == before and table.picked == first
            assert table.scene.cells[first].lit == Lit.PICKED and table.scene.cells[first].picker == state.seat
            if action >= PAIR:
                table.click_cell(marked_cells(action)[1])
                assert len(emitted) == before
            if checked % 2:
                table.click_cell(first)
            else:
                qtbot.keyClick(view, Qt.Key.Key_Return)   # chosen with the mouse, marked by Enter
            assert emitted[-1] == action
            checked += 1
        else:
            model.apply_action(rng.choice(state.legal_actions()))
    assert checked == 25


def test_the_sheet_stays_put_when_the_prompt_changes_length(qtbot):
    """Issue 34, item 6: the prompt above the table went from one line to two and back (the
    human's instructions, "Bot is thinking…"), and the table's view with it: the sheet jumped."""
    from goatmaster.app.play.game_window import GameWindow

    from PySide6.QtCore import QObject, QRect, Signal

    class Idle(QObject):                            # an AI that never answers: the prompt stays on it
        finished = Signal(object)
        failed = Signal(str)

        def think(self, *args) -> None:
            pass

        def cancel(self) -> None:
            pass

    seats = [Seat("Ada", "human"), Seat("Bot", "ai", "easy")]
    model = MatchModel(GAME.codec.saved_game(seats, GAME.new_match(2, 4, None), {}), seed=4)
    window = GameWindow(model, worker=Idle())
    qtbot.addWidget(window)
    window.set_animation_speed(0)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    lines, places = set(), set()
    for step in ("throw", "keep", "choose", "mark"):
        if step == "keep":
            model.apply_action(KEEP)
        elif step == "choose":                      # the longest prompt: what to do with a choice
            window.table.click_cell(marked_cells(model.state.mark_options()[0])[0])
        elif step == "mark":
            window.table.done()                     # the AI's turn: "Bot is thinking…"
        QApplication.processEvents()
        label = window.promptLabel
        wrapped = label.fontMetrics().boundingRect(QRect(0, 0, label.width(), 1000), Qt.TextFlag.TextWordWrap,
                                                   label.text())
        lines.add(round(wrapped.height() / label.fontMetrics().lineSpacing()))
        places.add((window.tableView.geometry().getRect(), window.tableView.transform().m11()))
    assert len(lines) > 1                           # the prompt's length did change
    assert len(places) == 1


def test_the_rows_and_columns_are_numbered_beside_the_grid(rig):
    """Issue 34, item 4: the log and the tips name cells by row and column; the sheet numbers them,
    clear of the meadows' badges."""
    from goatmaster.games.meadow_dice.engine.sheet import SIZE
    from goatmaster.games.meadow_dice.qt.items import GridLabels
    from goatmaster.games.meadow_dice.qt.scene import GRID, PAPER_RECT

    model, table, view = rig()
    labels = [item for item in table.scene.items() if isinstance(item, GridLabels)]
    assert len(labels) == 1 and labels[0].size == SIZE
    band = labels[0].sceneBoundingRect()
    assert PAPER_RECT.contains(band) and band.bottomRight() == GRID.bottomRight()
    columns = band.adjusted(labels[0].gap, 0, 0, 0)
    columns.setHeight(labels[0].gap)
    rows = band.adjusted(0, labels[0].gap, 0, 0)
    rows.setWidth(labels[0].gap)
    for badge in table.scene.meadows:
        box = badge.sceneBoundingRect()
        assert not box.intersects(columns) and not box.intersects(rows)


def test_every_text_on_the_table_is_at_least_10_px_high_at_1024x700(qtbot):
    """Issue 34, item 10: in the real window at its smallest size, every text the table's items
    letter (a font's pixel size on screen, its em) is at least 10 px; it was 9.7 px."""
    from PySide6.QtGui import QPainter

    from goatmaster.app.play.game_window import GameWindow

    seats = [Seat("Ada", "human"), Seat("Bot", "ai", "easy")]
    model = MatchModel(GAME.codec.saved_game(seats, GAME.new_match(2, 5, None), {}), seed=5)
    player = GreedyPlayer(5)
    while model.state.turn < 40 and not model.state.is_terminal():
        greedy_step(model, player)                  # herds, badges and troughs with figures on them
    window = GameWindow(model, worker=None)
    qtbot.addWidget(window)
    window.set_animation_speed(0)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    view = window.tableView
    qtbot.waitUntil(lambda: view.width() == 1024)   # the log starts folded away in a small window
    for item in view.scene().items():
        item.setCacheMode(item.CacheMode.NoCache)
    sizes = []
    draw = QPainter.drawText

    def recording(painter, *args):
        font = painter.font()
        scale = painter.worldTransform().m22() * painter.device().devicePixelRatioF()
        sizes.append((font.pointSizeF() * painter.device().logicalDpiY() / 72 * scale,
                      next((a for a in args if isinstance(a, str)), "")))
        draw(painter, *args)

    QPainter.drawText = recording
    try:
        view.viewport().grab()
    finally:
        QPainter.drawText = draw
    shown = [size for size in sizes if size[1].strip()]
    assert len(shown) > 100 and min(shown)[0] >= 10, min(shown)


def test_a_hint_shows_on_the_table_beside_what_it_names_and_says_why(rig):
    """Issue 34, item 6: the hint was only "Hint: throw both dice again." in the status line.  Now a
    note on the table, by the dice or the cells, gives the odds of a better mark and the points."""
    from goatmaster.games.meadow_dice.ai.greedy import best_mark, expected
    from goatmaster.games.meadow_dice.qt.scene import TRAY_RECT, cell_rect

    model, table, view = rig(seed=5)
    play_for(model, table)
    state = model.state
    kept = expected(state, KEEP, state.seat)
    better = 0                                      # two dice thrown again: of 36 throws, the better ones
    for a in range(1, 7):
        for b in range(1, 7):
            thrown = state.clone()
            thrown.apply_action(AGAIN + 3)
            thrown.apply_action(two_dice(min(a, b), max(a, b)))
            better += best_mark(thrown, state.seat)[0] > kept + 1e-9
    said = table.show_hint(AGAIN + 3, "Hint:")
    note = table.scene.hint_note
    assert note.isVisible() and note.text == said and f"{better} of 36 throws" in said
    assert abs(note.sceneBoundingRect().top() - TRAY_RECT.bottom()) < 20       # under the dice
    model.apply_action(KEEP)
    play_for(model, table)
    assert not note.isVisible()                     # gone with the decision it was for
    action = GreedyPlayer(5).decide(model.state.observation(model.state.seat))
    said = table.show_hint(action, "Hint:")
    assert note.isVisible() and "points now" in said
    box, cell = note.sceneBoundingRect(), cell_rect(marked_cells(action)[0])
    assert abs(box.center().x() - cell.center().x()) < 200 and min(abs(box.top() - cell.bottom()),
                                                                   abs(box.bottom() - cell.top())) < 10


@pytest.mark.parametrize("language, one, two", [("en", "1 mark ·", "2 marks ·"),
                                                 ("fr", "1 case cochée ·", "2 cases cochées ·")])
def test_the_players_panels_count_marks_with_plural_forms(rig, language, one, two):
    """Issue 34, item 7: "1 marks · biggest herd 1" on the players' panels."""
    from goatmaster import i18n

    i18n.install_translators(QApplication.instance(), language)
    try:
        model, table, view = rig(seed=3)
        player = GreedyPlayer(3)
        seen = set()
        while not model.state.is_terminal() and len(seen) < 2:
            greedy_step(model, player)
            table.rebuild()                         # the panels' words in this language
            for seat, panel in enumerate(table.scene.panels):
                marks = sum(owner == seat for owner in model.state.owner)
                if marks in (1, 2):
                    assert panel.detail.startswith(one if marks == 1 else two), panel.detail
                    seen.add(marks)
        assert seen == {1, 2}
    finally:
        i18n.install_translators(QApplication.instance(), "en")


def test_a_hint_s_points_are_signed_with_a_decimal_only_for_an_average(qtbot):
    from goatmaster.games.meadow_dice.qt.words import points_text

    assert [points_text(p) for p in (0, 3, 1.24, -0.5)] == ["+0", "+3", "+1.2", "\u22120.5"]


def test_a_full_sheet_repaints_from_its_cached_pictures(rig, qtbot, monkeypatch):
    """Issue 38: by a game's end a full repaint drew every cell's number, cow and pencil mark anew
    (34 ms at full HD).  Each cell and mark keeps its picture until its look changes, and Qt's
    pixmap cache is large enough for a full-HD table, so painting the same sheet again draws none."""
    from goatmaster.games.meadow_dice.qt.items import CellItem, MarkItem
    model, table, view = rig(seed=9, kinds=("ai", "ai"))
    table.set_mode(None, False)
    view.resize(1920, 1050)
    player = GreedyPlayer(9)
    while not model.state.is_terminal():
        greedy_step(model, player)
    table.finish_animations()
    picture(view)
    drawn: list[object] = []
    for item in table.scene.items():
        if isinstance(item, (CellItem, MarkItem)):       # Qt calls an item's own paint, not its class's
            monkeypatch.setattr(item, "paint", lambda *args, item=item: drawn.append(item))
    view.viewport().repaint()
    assert sum(m.seat >= 0 for m in table.scene.marks) > 20 and drawn == []


@pytest.mark.parametrize("language, one, many", [("en", "faces gives", "faces give "),
                                                 ("fr", "faces donne ", "faces donnent"),
                                                 ("de", "Seiten gibt", "Seiten geben")])
def test_a_hint_s_odds_agree_with_their_count(rig, language, one, many):
    """"1 de ses 6 faces donnent": the verb of a throw again's odds agrees with the count."""
    from goatmaster import i18n
    from goatmaster.games.meadow_dice.ai.greedy import better_throws, expected

    i18n.install_translators(QApplication.instance(), language)
    try:
        model, table, view = rig(seed=11)
        player, seen = GreedyPlayer(11), set()
        while not model.state.is_terminal() and len(seen) < 2:
            state = model.state
            if state.phase == AGAIN_CHOICE:
                play_for(model, table)
                for action in (AGAIN + 1, AGAIN + 2):
                    better, faces = better_throws(state, action, expected(state, KEEP, state.seat))
                    said = table.show_hint(action, "")
                    assert f" {better} " in said and f" {faces} " in said, said
                    assert (one if better == 1 else many) in said and (many if better == 1 else one) not in said, said
                    seen.add(better == 1)
            greedy_step(model, player)
        assert seen == {True, False}
    finally:
        i18n.install_translators(QApplication.instance(), "en")


def test_d12_a_herds_worth_reads_without_brackets_inside_the_hover_texts_own():
    """The hover text says "(a herd of 2 scores nothing yet, 3 more to score 2; takes …)": the
    herd's phrase once carried brackets of its own inside those."""
    from goatmaster.games.meadow_dice.qt.words import herd_points_text
    for size in range(1, 26):
        words = herd_points_text(size)
        assert "(" not in words and ")" not in words and str(size) in words, words


def test_the_cells_marked_in_the_last_turn_are_marked_until_the_turn_after(rig):
    """At home as at a server's table (tests/test_net_windows.py): the cells the last turn marked wear
    a halo, read from the events the model was told, and lose it when the next turn has ended."""
    model, table, view = rig(seed=5)
    player = GreedyPlayer(5)
    fresh = [set(), set()]
    for turn in range(2):
        seat = model.state.seat
        before = {cell for cell, owner in enumerate(model.state.owner) if owner >= 0}
        while model.state.seat == seat and not model.state.is_terminal():
            greedy_step(model, player)
        fresh[turn] = {cell for cell, owner in enumerate(model.state.owner) if owner >= 0} - before
        assert {mark.cell for mark in table.scene.marks if mark.fresh} == fresh[turn]
    assert fresh[0] and fresh[1]
