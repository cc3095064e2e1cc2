"""The session around the table: AI turns, hot-seat hand-over, undo/redo, autosave (issue 6)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QObject, QSize, QTimer, Signal

from goatmaster.games.goat_master.ai.greedy import GreedyPlayer
from goatmaster.games.goat_master.engine.actions import decision_of
from goatmaster.games.goat_master.qt.items import CardItem
from goatmaster.games.goat_master.qt.pictures import art_pixmap
from goatmaster.games.goat_master.qt.advice import play_effect
from windows import goat_master_window
from goatmaster.games.goat_master.engine import SeatView
from goatmaster.games.goat_master.engine.decisions import Play
from goatmaster.games.goat_master.engine.state import OVER, PLAY
from goatmaster.games.goat_master.savefile import SavedGame, Seat, load


class GreedyWorker(QObject):
    """Stands in for the AI worker: answers with the greedy player, on the event loop."""

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self):
        super().__init__()
        self.player = GreedyPlayer(seed=1)
        self.busy = False
        self._pending = None
        self.thought = 0

    def think(self, view: SeatView, level="normal", seed=None):
        self.busy = True
        self.thought += 1
        self._pending = self.player.decide(view)
        QTimer.singleShot(0, self._answer)

    def _answer(self):
        if self._pending is not None:
            decision, self._pending = self._pending, None
            self.busy = False
            self.finished.emit(decision)

    def cancel(self):
        self._pending = None
        self.busy = False

    def play_now(self):
        self._answer()

    def shutdown(self, timeout_ms=0):
        return True


@pytest.fixture(autouse=True)
def agreeable(monkeypatch):
    """A human asked for consent (R18) says yes; no modal dialog may block a test."""
    monkeypatch.setattr("goatmaster.games.goat_master.qt.consent_question.ask", lambda *args: True)


def make_window(qtbot, seats, seed=4, autosave=None):
    saved = SavedGame.new(seats, seed=seed)
    window = goat_master_window(saved, worker=GreedyWorker(), autosave_path=autosave)
    window.scene.animator.speed = 0
    window.session.pace_ms = 0
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def human_turns(qtbot, window, decisions: int, helper=None):
    """Let the human seats decide greedily ``decisions`` times, waiting for the AI between."""
    helper = helper or GreedyPlayer(seed=7)
    for _ in range(decisions):
        qtbot.waitUntil(lambda: window.scene.interactive or window.model.state.phase == OVER
                        or window.hand_over.isVisible(), timeout=10000)
        if window.model.state.phase == OVER:
            return
        if window.hand_over.isVisible():
            window.hand_over.button.click()
        state = window.model.state
        assert window.session.human_decided(helper.decide(SeatView(state, state.actor)))


def test_solo_game_against_the_ai_reaches_the_end(qtbot):
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    human_turns(qtbot, window, 400)
    qtbot.waitUntil(lambda: window.model.state.phase == OVER, timeout=20000)
    assert "game is over" in window.promptLabel.text()
    assert window.log.lines()[-1].startswith("The game is over")


def test_ai_decisions_are_told_in_the_log(qtbot):
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    human_turns(qtbot, window, 2)
    qtbot.waitUntil(lambda: window.model.state.actor == 0 and window.model.state.turn >= 2)
    assert any(line.startswith("Bot plays") for line in window.log.lines())


def test_hot_seat_hand_over_hides_every_hand(qtbot):
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bert", "human")])
    qtbot.waitUntil(lambda: window.hand_over.isVisible())
    assert window.scene.viewer is None
    state = window.model.state
    for seat in range(2):
        for card in state.hand(seat):
            assert not window.scene.cards[card].isVisible()  # no dealt card on the table: backs only
    assert all(back.isVisible() and not back.face_up for back in window.scene.backs)
    image = window.tableView.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 23)
               if not window.hand_over.childAt(x, y)}
    assert len(colours) == 1                                  # the cover is opaque: no card drawn
    window.hand_over.button.click()
    assert window.scene.viewer == 0 and window.scene.interactive
    assert all(window.scene.cards[c].face_up for c in state.hand(0))


def test_hand_over_between_two_humans_after_each_turn(qtbot):
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bert", "human")])
    human_turns(qtbot, window, 2)              # Ada plays and takes
    qtbot.waitUntil(lambda: window.hand_over.isVisible())
    assert window.model.state.seat == 1 and window.scene.viewer is None
    assert "Bert" in window.hand_over.title.text()
    bert_pawn = art_pixmap(f"pawn-{window.scene.colour_index(1)}", QSize(80, 96)).toImage()
    assert window.hand_over.pawn.pixmap().toImage() == bert_pawn      # whose turn, at a glance


def test_undo_goes_back_to_the_humans_previous_decision_and_redo_replays(qtbot):
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    human_turns(qtbot, window, 4)              # two whole turns of Ada, the AI in between
    qtbot.waitUntil(lambda: window.scene.interactive)
    before = list(window.model.history)
    assert window.session.can_undo()
    window.session.undo()
    history = window.model.history
    assert history == before[:len(history)] and history != before
    assert before[len(history)][0] == 0        # the undone decision was Ada's own
    qtbot.waitUntil(lambda: window.scene.interactive)
    window.session.redo()
    assert window.model.history[:len(before)] == before[:len(window.model.history)]


def test_hot_seat_undo_back_to_ones_own_decision_until_someone_else_has_the_screen(qtbot):
    """Issue 31 (11): Ada, Bot, Cleo.  Ada may take back her play, and her whole turn while the
    AI thinks; once the hand-over calls Cleo, nothing acts there but taking the screen (the one
    at it may be Cleo already), and once Cleo has it, Ada's decisions are out of reach and
    Cleo's own are hers to undo.  Each take-back is told in the log."""
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bot", "ai", "easy"), Seat("Cleo", "human")])
    window.session.pace_ms = 60_000             # the AI waits, so the test sees its turn
    qtbot.waitUntil(lambda: window.hand_over.isVisible())
    assert not window.session.can_undo()        # nothing done yet
    window.hand_over.button.click()
    human_turns(qtbot, window, 1)               # Ada plays
    assert window.session.can_undo() and window.model.state.actor == 0
    window.session.undo()
    qtbot.waitUntil(lambda: window.scene.interactive)
    assert window.model.history == [] and not window.hand_over.isVisible()     # no hand-over to herself
    assert window.log.lines()[-1] == "Ada took back a move."
    assert window.scene.viewer == 0 and window.session.can_redo()
    window.session.redo()
    human_turns(qtbot, window, 1)               # Ada takes: the AI is next, her hand leaves the screen
    qtbot.waitUntil(lambda: window.model.state.actor == 1)
    assert window.scene.viewer is None and window.session.can_undo()
    window.session.undo()                       # back to Ada's take, her hand shown again
    qtbot.waitUntil(lambda: window.scene.interactive)
    assert window.model.state.actor == 0 and window.scene.viewer == 0
    human_turns(qtbot, window, 1)
    window.session.pace_ms = 0
    window.session._timer.start(0)              # the AI plays now
    qtbot.waitUntil(lambda: window.hand_over.isVisible(), timeout=10000)
    assert window.session.waiting_for == 2
    assert not window.session.can_undo() and not window._action("actionUndo").isEnabled()
    window.session.undo()                       # (as a stale shortcut would) does nothing
    assert window.hand_over.isVisible() and window.session.waiting_for == 2
    window.hand_over.button.click()
    assert not window.session.can_undo() and not window.session.can_redo()  # Cleo has the screen
    assert not window._action("actionUndo").isEnabled()
    human_turns(qtbot, window, 1)
    assert window.session.can_undo()            # her own play


def test_a_replay_has_nothing_to_undo_or_redo(qtbot):
    """Issue 31 (10, 12): Undo and Redo are off in a replay and after it is closed."""
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    human_turns(qtbot, window, 400)
    qtbot.waitUntil(lambda: window.model.state.phase == OVER, timeout=20000)
    window.session.undo()                       # something to redo before the replay
    qtbot.waitUntil(lambda: window.scene.interactive)
    assert window.session.can_redo()
    window.session.redo()
    qtbot.waitUntil(lambda: window.model.state.phase == OVER, timeout=20000)
    finished = window.model.saved
    window.start_replay(finished)
    for name in ("actionUndo", "actionRedo"):
        assert not window._action(name).isEnabled()
    window.replay_bar.turnChosen.emit(3)
    assert not window.session.can_undo() and "turn 3" in window.windowTitle()
    ended = []
    window.session.finished.connect(lambda: ended.append(True))
    window.stop_replay()
    assert not window.session.can_redo() and not window._action("actionRedo").isEnabled()
    window.session._after_change()              # the step the session queued, run now
    assert not ended                            # a game that ended before is not told again


def test_autosave_then_continue_gives_the_same_position(qtbot, tmp_path):
    path = str(tmp_path / "autosave.json")
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")], autosave=path)
    human_turns(qtbot, window, 5)              # ends in the middle of a turn: a play
    qtbot.waitUntil(lambda: window.scene.interactive)
    state = window.model.state
    assert window.session.flush()              # the autosave is written on its own thread
    again = goat_master_window(load(path), worker=GreedyWorker())
    qtbot.addWidget(again)
    other = again.model.state
    assert (other.turn, other.phase, other.cards, other.marks, other.hands, other.deck) == \
           (state.turn, state.phase, state.cards, state.marks, state.hands, state.deck)
    assert again.model.history == window.model.history


def test_save_and_load_give_the_same_position(qtbot, tmp_path):
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    human_turns(qtbot, window, 6)
    qtbot.waitUntil(lambda: window.scene.interactive and window.model.state.phase == PLAY)
    path = str(tmp_path / "game.json")
    window.path = path
    assert window.save_game()
    other = make_window(qtbot, [Seat("X", "human"), Seat("Y", "human")])
    other.model.load(load(path))
    a, b = window.model.state, other.model.state
    assert (a.cards, a.marks, a.where, a.turn) == (b.cards, b.marks, b.where, b.turn)


def test_hint_points_at_a_card_without_playing_it(qtbot):
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    qtbot.waitUntil(lambda: window.scene.interactive)
    turn = window.model.state.turn
    with qtbot.waitSignal(window.session.hintReady, timeout=5000) as blocker:
        window._hint()
    decision = decision_of(blocker.args[0])
    assert isinstance(decision, Play)
    assert window.scene.hint_cards == {decision.card}
    assert window.model.state.turn == turn and window.model.state.phase == PLAY
    # Issue 16: the hint says why on the table, pointing at the card, in its own colour
    scene = window.scene
    item = scene.cards[decision.card]
    assert item.mode == CardItem.HINT
    why = play_effect(window.model.state, 0, decision.card)
    assert scene.note.isVisible() and scene.note.text.endswith(why)
    assert scene.card_rect(decision.card).adjusted(-1, -1, 1, 1).contains(scene.note.pos())  # its pointer's tip
    assert why in window.statusBar().currentMessage()


def test_a_hints_note_goes_when_the_game_moves_on_even_without_a_click(qtbot):
    """Its words name a card of the hand: played by key (or handed over), the note must go."""
    from PySide6.QtCore import Qt
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    qtbot.waitUntil(lambda: window.scene.interactive)
    with qtbot.waitSignal(window.session.hintReady, timeout=5000):
        window._hint()
    assert window.scene.note.isVisible()
    qtbot.keyClick(window.tableView, Qt.Key.Key_1)
    assert window.model.state.phase != PLAY
    assert not window.scene.note.isVisible()
    window.scene.say_at_click("nothing was clicked")        # a refusal no click caused
    assert not window.scene.note.isVisible()


def test_a_finished_game_opens_as_a_replay_that_steps_through_its_turns(qtbot, tmp_path):
    from goatmaster.cli.main import main
    path = tmp_path / "done.json"
    main(["selfplay", "--players", "2", "--seed", "3", "--out", str(path)])
    finished = load(path)
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    window.start_replay(finished)
    assert window.replay_bar.isVisible() and window.model.state.phase == OVER
    turns = len(finished.game.turns)
    window.replay_bar.show_turn(0)
    assert window.model.state.turn == 0 and not window.scene.interactive
    window.replay_bar.forward.click()
    assert window.model.state.turn == 1
    window.replay_bar.slider.setValue(10)
    state = window.model.state
    expected = finished.game.replayed(10)
    assert (state.turn, state.cards, state.marks) == (10, expected.cards, expected.marks)
    # Issue 16 item 19: a replay shows every hand card that was public (taken from the
    # pasture, R23) face up, and a back only for the secret ones
    public = state.observation(-1)
    known = [c for slot, c in enumerate(state.hands) if c >= 0 and slot not in public.secret_slots]
    assert known, "precondition: a hand holds a card taken from the pasture"
    assert all(window.scene.cards[c].isVisible() and window.scene.cards[c].face_up for c in known)
    backs = [window.scene.backs[k].isVisible() for k in range(len(state.hands))]
    assert backs == [k in public.secret_slots for k in range(len(state.hands))]
    window.replay_bar.back.click()
    assert window.model.state.turn == 9
    assert window.session.worker.thought == 0       # the replay never asked the AI anything
    out = tmp_path / "again.json"
    window.path = str(out)
    assert window.save_game()
    assert len(load(out).game.turns) == turns       # saving a replay keeps the whole game
    window.replay_bar.closed.emit()
    assert window.model.state.phase == OVER and not window.replay_bar.isVisible()


def test_after_a_hand_over_the_player_reads_what_the_others_did(qtbot):
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bert", "human")])
    human_turns(qtbot, window, 4)              # Ada's turn, then Bert's
    qtbot.waitUntil(lambda: window.hand_over.isVisible())
    assert "Ada" in window.hand_over.title.text()
    window.hand_over.button.click()
    assert window.summary.isVisible()
    text = window.summary.text()
    assert text.startswith("Since your last turn, Ada:")
    assert "Bert plays" in text and "Bert takes" in text and "Ada plays" not in text


def test_a_take_back_is_told_to_the_next_person_and_kept_in_the_file(qtbot, tmp_path):
    """Ada takes back her play: Bert, called next, reads it in what happened since his turn, and
    the log tells it again when the game is continued (nobody's move vanishes without a trace)."""
    path = tmp_path / "autosave.json"
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bert", "human")], autosave=str(path))
    human_turns(qtbot, window, 4)              # Ada's turn, then Bert's
    human_turns(qtbot, window, 1)              # Ada plays …
    window.session.undo()                       # … and takes it back
    assert window.log.lines()[-1] == "Ada took back a move."
    human_turns(qtbot, window, 2)              # her turn again
    qtbot.waitUntil(lambda: window.hand_over.isVisible())
    window.hand_over.button.click()
    lines = window.summary.text().splitlines()
    assert lines[:2] == ["Since your last turn, Bert:", "• Ada took back a move."], lines
    told = window.log.lines()
    assert window.session.flush()
    again = goat_master_window(load(path), worker=GreedyWorker())
    qtbot.addWidget(again)
    assert again.log.lines() == told


def test_take_backs_read_from_a_file_are_checked_and_a_new_one_moves_the_later_ones_to_it():
    from goatmaster.files.app_data import TAKEBACKS, take_back, taken_back
    app = {TAKEBACKS: [[1, 0], [True, 0], [-1, 0], [2, 9], "x", [3, 1, 2], [1.5, 1], None, [6, 1], [9, 0]]}
    assert taken_back(app, 2) == [(1, 0), (6, 1), (9, 0)]       # what is not a count and a seat is passed over
    assert taken_back({TAKEBACKS: {"6": 1}}, 2) == [] and taken_back({}, 2) == []
    take_back(app, 0, 4, 2)         # back to 4 decisions: those told later are told there now, in order
    assert app[TAKEBACKS] == [[1, 0], [4, 1], [4, 0], [4, 0]]


def test_a_file_with_broken_take_backs_opens_and_tells_the_good_ones(qtbot):
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    human_turns(qtbot, window, 2)
    saved = window.model.saved_with_pending()
    saved.app["takebacks"] = [[1, 0], [1, 7], ["1", 0], [10_000, 0]]
    window.model.load(saved)
    assert window.log.lines().count("Ada took back a move.") == 1
    assert window.log.lines()[1] == "Ada took back a move."      # after Ada's first decision's line
