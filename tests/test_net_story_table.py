"""A table held by a server and opened again mid-game shows what the events before its snapshot
say once the story has come: its snapshot holds the position, the story's pages (newest first)
hold the moves before it, and what a table reads of those moves (Goat Master's frames round each
seat's last turn, Meadow Dice's cells marked in the last turn, who declined Goal Rows' open offer)
must show as it did before the window was closed, not only after the next move.  The log tells
the story above, in order.  Real windows on a table server on this machine (loopback); Goal
Rows' story in pages of a few moves, so that it takes several."""

from __future__ import annotations

import random
from typing import Callable

import pytest

from goatmaster.app.online.remote_model import RemoteModel
from goatmaster.app.online.window import OnlineGameWindow
from goatmaster.games.goal_rows.engine.actions import DECLINE, GIVE0, OFFER0
from goatmaster.net import protocol as p
from test_net_windows import ME, OPEN, hosted, open_table  # noqa: F401  (hosted: the server fixture)

#: Moves in a page of the story (the server's own are far larger).
PAGE = 3


@pytest.fixture
def small_pages(monkeypatch):
    monkeypatch.setattr(p, "MAX_PAST", PAGE)


@pytest.fixture
def stories(monkeypatch) -> dict[int, list]:
    """What each model (by ``id``) told of its table's story: each page as it came, and ``None``
    once it was whole; heard from before the model asks for it (it may come at once)."""
    told: dict[int, list] = {}
    follow = RemoteModel.follow

    def listening(model: RemoteModel) -> None:
        heard = told.setdefault(id(model), [])
        model.pastTold.connect(heard.append)
        model.pastDone.connect(lambda: heard.append(None))
        follow(model)

    monkeypatch.setattr(RemoteModel, "follow", listening)
    return told


def opened(qtbot, url: str, message: p.Message) -> OnlineGameWindow:
    window = open_table(qtbot, url, message)
    window.set_animation_speed(0.0)
    return window


def seated(qtbot, url: str, game: str, names: list[str]) -> list[OnlineGameWindow]:
    """A table of ``game`` with a person at each seat, each at a window of their own."""
    first = opened(qtbot, url, p.Create(game=game, seats=[ME] + [OPEN] * (len(names) - 1), name=names[0]))
    code = first.remote.code
    return [first] + [opened(qtbot, url, p.Claim(code=code, name=name)) for name in names[1:]]


def settled(qtbot, hosted, windows: list[OnlineGameWindow]) -> None:  # noqa: F811
    """Wait until the server's table waits for a person and every window shows its step."""
    table = hosted.server.tables[windows[0].remote.code]
    qtbot.waitUntil(lambda: table.state.current_player() >= 0 and all(
        w.remote.step == table.step and not w.remote.waiting for w in windows), timeout=15000)


def acting(windows: list[OnlineGameWindow]) -> OnlineGameWindow:
    return next(w for w in windows if w.remote.world.current_player() == w.remote.seat)


def decide(qtbot, hosted, windows: list[OnlineGameWindow], choose: Callable[[list[int]], int]) -> int:  # noqa: F811
    """The seat to act takes ``choose(its legal moves)`` at its window; its seat, once every window
    shows all the move led to."""
    window = acting(windows)
    assert window.session.human_decided(choose(window.remote.world.legal_actions()))
    settled(qtbot, hosted, windows)
    return window.remote.seat


def play_turn(qtbot, hosted, windows: list[OnlineGameWindow], rng: random.Random) -> int:  # noqa: F811
    """The seat to act plays its whole turn, choosing at random; its seat."""
    seat = acting(windows).remote.seat
    for _ in range(60):
        decide(qtbot, hosted, windows, rng.choice)
        if windows[0].remote.world.current_player() != seat:
            return seat
    raise AssertionError("a turn of more than 60 decisions")


def reopened(qtbot, url: str, windows: list[OnlineGameWindow], window: OnlineGameWindow,
             stories: dict[int, list]) -> tuple[OnlineGameWindow, list]:
    """``window`` closed and opened again with its seat's token, once its story's first page came;
    and what it heard of its story (see :func:`stories`)."""
    token, code, seat = window.remote.token, window.remote.code, window.remote.seat
    window.close()
    qtbot.waitUntil(lambda: windows[0].remote.seats[seat].kind == "away", timeout=10000)
    again = opened(qtbot, url, p.Rejoin(code=code, token=token))
    assert again.remote.seat == seat
    heard = stories[id(again.remote)]
    qtbot.waitUntil(lambda: len(heard) >= 1, timeout=10000)
    return again, heard


def log_of_events(window: OnlineGameWindow) -> list[str]:
    """The log's lines as the events the table keeps tell them, in the order kept."""
    return [text for event in window.model.saved.game.events for text, _seat in window.table.log_lines(event)]


def frames(window: OnlineGameWindow) -> dict[int, int]:
    """Goat Master: card → the seat whose last turn it is framed for."""
    return {card: item.last_turn_seat for card, item in enumerate(window.table.scene.cards)
            if item.last_turn_seat >= 0}


def fresh_cells(window: OnlineGameWindow) -> set[int]:
    """Meadow Dice: the cells marked as the last turn's."""
    return {mark.cell for mark in window.table.scene.marks if mark.fresh}


def badges(window: OnlineGameWindow) -> list[str]:
    """Goal Rows: each seat's tag ("declined", "to answer…")."""
    return [badge.text for badge in window.table.scene.badges]


@pytest.mark.parametrize("game, shown", [("goat-master", frames), ("meadow", fresh_cells)])
def test_a_table_opened_again_marks_the_last_turns_told_in_its_story_and_the_next_move_replaces_them(
        qtbot, hosted, stories, game, shown):  # noqa: F811
    url = f"ws://127.0.0.1:{hosted.port}"
    ann, bea = windows = seated(qtbot, url, game, ["Ann", "Bea"])
    settled(qtbot, hosted, windows)
    rng = random.Random(11)
    assert play_turn(qtbot, hosted, windows, rng) != play_turn(qtbot, hosted, windows, rng)
    marked, lines = shown(bea), bea.log.lines()
    assert marked and marked == shown(ann)
    bea, heard = reopened(qtbot, url, windows, bea, stories)
    # Its snapshot says nothing of the last turns; the story's first page (here the whole story,
    # no move since) tells them.
    assert heard[-1] is None and len(heard) == 2
    assert shown(bea) == marked
    assert bea.log.lines() == lines == log_of_events(bea)
    # A move after the story replaces the last turn's marks, as on the table that stayed.
    windows = [ann, bea]
    play_turn(qtbot, hosted, windows, rng)
    assert shown(bea) == shown(ann) != marked
    assert bea.log.lines()[:len(lines)] == lines and bea.log.lines() == log_of_events(bea)
    for window in windows:
        window.close()


def test_a_goal_rows_table_opened_during_an_offer_says_who_declined_it_in_its_story(
        qtbot, hosted, stories, small_pages):  # noqa: F811
    url = f"ws://127.0.0.1:{hosted.port}"
    windows = seated(qtbot, url, "rows", ["Ann", "Bea", "Cid"])
    settled(qtbot, hosted, windows)
    rng = random.Random(5)
    for _ in range(3):                              # a few plays first: the story takes pages
        decide(qtbot, hosted, windows, lambda legal: rng.choice([a for a in legal if a < OFFER0]))
    offerer = decide(qtbot, hosted, windows, lambda legal: next(a for a in legal if OFFER0 <= a < GIVE0))
    decliner = decide(qtbot, hosted, windows, lambda legal: DECLINE)
    asked = acting(windows)
    assert len({offerer, decliner, asked.remote.seat}) == 3
    tags, trade, lines = badges(asked), list(asked.table.scene.trade.lines), asked.log.lines()
    assert tags[decliner] == "declined" and tags == badges(windows[offerer])
    assert trade[-1] == f"Declined: {asked.remote.seat_name(decliner)}."
    others = [w for w in windows if w is not asked]
    again, heard = reopened(qtbot, url, others, asked, stories)
    # The first page holds the newest moves: the offer and the decline.
    assert again.table.scene.declined() == [decliner]
    assert badges(again) == tags and again.table.scene.trade.lines == trade
    qtbot.waitUntil(lambda: heard[-1] is None, timeout=10000)
    assert len(heard) > 2                           # pages, newest first, kept and told in order
    assert badges(again) == tags and again.log.lines() == lines == log_of_events(again)
    # The last seat asked declines too: the offer is closed, no one is shown as having declined.
    windows = others + [again]
    decide(qtbot, hosted, windows, lambda legal: DECLINE)
    assert "declined" not in badges(again) and badges(again) == badges(others[0])
    assert again.log.lines()[:len(lines)] == lines and again.log.lines() == log_of_events(again)
    for window in windows:
        window.close()
