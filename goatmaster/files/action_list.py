"""A codec for any game whose whole story is its seats and its action list.

For a game whose deal is made of chance actions (so ``new_match`` needs no
seed), the file lists every action in its text form, chance outcomes included:
``{"seat": 0, "action": "bet"}``, ``{"seat": "chance", "action": "deal K"}``.
A new game can save and load with it from its first day; a game with a format
of its own (``docs/formats/``) brings its own codec.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from ..core.game import CHANCE, ActionError, GameInfo
from ..core.match import RecordedMatch
from .envelope import Seat, check_seats, seat_json
from .strict_json import Reader, SaveError, app_text, block, one_line, show

VERSION = 1


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

    def read(self, reader: Reader, top: dict, players: list[Seat], app: dict) -> RecordedGame:
        reader.fields(top["setup"], "setup: setup", "the set-up", ())
        match = self._new_match(len(players), None, {})
        turns = top["turns"]
        if not isinstance(turns, list):
            raise SaveError(f"setup: turns: must be a list of turns, not {show(turns)}")
        state = match.state
        for k, item in enumerate(turns, 1):
            place = f"turn {k}"
            if match.is_over:
                raise SaveError(f"{place}: the game ended after turn {k - 1}; no turn may follow")
            obj = reader.fields(item, place, "the turn", ("seat", "action"))
            actor = state.current_player()
            want = "chance" if actor == CHANCE else actor
            if obj["seat"] != want or type(obj["seat"]) is bool:
                raise SaveError(f"{place}: seat is {show(obj['seat'])}; {show(want)} is to act")
            if not isinstance(obj["action"], str):
                raise SaveError(f"{place}: action is {show(obj['action'])}, not a text")
            try:
                match.apply_action(state.string_to_action(obj["action"]))
            except ActionError as error:
                raise SaveError(f"{place}: {error}") from None
        result = top.get("result")
        if result is not None:
            self._check_result(reader, result, match)
        return RecordedGame(players, match, self.FORMAT, app)

    def _check_result(self, reader: Reader, raw: Any, match: RecordedMatch) -> None:
        place = "setup: result"
        obj = reader.fields(raw, place, "the result", ("totals", "winners"))
        if not match.is_over:
            raise SaveError(f"{place}: the game has not ended, so it has no result")
        totals, winners = match.state.result()
        if obj["totals"] != list(totals) or any(type(t) is bool for t in obj["totals"] or ()):
            raise SaveError(f"{place}: totals are {show(obj['totals'])} in the file, but "
                            f"{list(totals)} when the turns are replayed")
        if not isinstance(obj["winners"], list) or sorted(obj["winners"], key=str) != sorted(winners):
            raise SaveError(f"{place}: the winners are {show(obj['winners'])} in the file, but "
                            f"{sorted(winners)} when the turns are replayed")

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
