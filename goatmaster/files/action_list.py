"""A codec for any game whose whole story is its seats and its action list.

For a game whose deal is made of chance actions (so ``new_match`` needs no
seed), the file lists every action in its text form, chance outcomes included:
``{"seat": 0, "action": "bet"}``, ``{"seat": "chance", "action": "deal K"}``.
A new game can save and load with it from its first day; a game with a format
of its own (``docs/formats/``) brings its own codec.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Literal, Optional, Union

import msgspec

from ..core.game import CHANCE, ActionError, GameInfo
from ..core.match import RecordedMatch
from .checked import rule
from .envelope import Seat, Top, check_seats, seat_json
from .strict_json import Reader, SaveError, app_text, block, one_line, show

VERSION = 1


class NoSetup(msgspec.Struct, forbid_unknown_fields=True):
    """``setup``: ``{}``, the deal being the turns' chance actions."""


class Turn(msgspec.Struct, forbid_unknown_fields=True):
    """One action: the seat that took it (``"chance"`` for an outcome of chance) and its text."""
    seat: Union[int, Literal["chance"]]
    action: str


class Result(msgspec.Struct, forbid_unknown_fields=True):
    """A finished game's totals, by seat, and its winners; both must be the replay's."""
    totals: list[Union[int, float]]
    winners: list[int]


@dataclass
class RecordedGame:
    """A saved game of an action-list format: seats, the recorded match, app data."""
    players: list[Seat]
    game: RecordedMatch
    FORMAT: str
    app: dict = field(default_factory=dict)

    @property
    def finished(self) -> bool:
        return self.game.is_over


class ActionListCodec:
    """Reads and writes ``info.save_format`` files as an action list replayed on ``new_match``."""

    VERSION = VERSION

    def __init__(self, info: GameInfo, new_match: Callable[[int, Optional[int], dict], RecordedMatch]) -> None:
        self.FORMAT = info.save_format
        self.MIN_SEATS, self.MAX_SEATS = info.min_seats, info.max_seats
        self._new_match = new_match

    def saved_game(self, players: list[Seat], match: RecordedMatch, app: dict) -> RecordedGame:
        return RecordedGame(list(players), match, self.FORMAT, app)

    def turn_count(self, saved: RecordedGame) -> int:
        return len(saved.game.actions)

    def scores(self, saved: RecordedGame) -> list[dict]:
        totals = saved.game.state.result()[0]
        return [{"seat": seat, "total": total} for seat, total in enumerate(totals)]

    def replayed(self, saved: RecordedGame, turns: int) -> Any:
        state = saved.game.initial.clone()
        for action in saved.game.actions[:turns]:
            state.apply_action(action)
        return state

    def read(self, reader: Reader, top: Top, players: list[Seat], app: dict) -> RecordedGame:
        reader.typed(top.setup, NoSetup, "setup: setup")
        match = self._new_match(len(players), None, {})
        state = match.state
        for k, item in enumerate(top.turns, 1):
            place = f"turn {k}"
            rule(not match.is_over, place, f"the game ended after turn {k - 1}; no turn may follow")
            turn = reader.typed(item, Turn, place, f"{place}: ")
            actor = state.current_player()
            want = "chance" if actor == CHANCE else actor
            rule(turn.seat == want, place, f"seat is {show(turn.seat)}; {show(want)} is to act")
            try:
                match.apply_action(state.string_to_action(turn.action))
            except ActionError as error:
                raise SaveError(f"{place}: {error}") from None
        if top.result is not None:
            self._check_result(reader, top.result, match)
        return RecordedGame(players, match, self.FORMAT, app)

    def _check_result(self, reader: Reader, raw: Any, match: RecordedMatch) -> None:
        place = "setup: result"
        stored = reader.typed(raw, Result, place, f"{place}: ")
        rule(match.is_over, place, "the game has not ended, so it has no result")
        totals, winners = match.state.result()
        rule(stored.totals == list(totals), place, f"totals are {show(stored.totals)} in the file, but "
                                                   f"{list(totals)} when the turns are replayed")
        rule(sorted(stored.winners) == sorted(winners), place,
             f"the winners are {show(stored.winners)} in the file, but {sorted(winners)} when the turns are replayed")

    def dumps(self, saved: RecordedGame) -> str:
        match = saved.game
        check_seats(list(saved.players), match.state.num_seats)
        app = app_text(saved.app)
        turns = [one_line({"seat": "chance" if actor == CHANCE else actor, "action": text})
                 for actor, text in zip(match.record.seats, match.record.texts)]
        parts = [f'"format": {one_line(self.FORMAT)}', f'"version": {VERSION}',
                 '"players": ' + block([one_line(seat_json(s)) for s in saved.players], "  ", "[", "]"),
                 '"setup": {}', '"turns": ' + block(turns, "  ", "[", "]")]
        if match.is_over:
            totals, winners = match.state.result()
            parts.append('"result": ' + one_line({"totals": list(totals), "winners": sorted(winners)}))
        parts.append('"app": ' + app.replace("\n", "\n  "))
        return block(parts, "", "{", "}") + "\n"
