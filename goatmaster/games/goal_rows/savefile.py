"""Goal Rows' save files, version 1 (``docs/formats/goal-rows-save.md``): the deal plus every turn.

The envelope every game's file shares (strict JSON, the seats, ``app``, atomic
writing) is :mod:`goatmaster.files`; this codec reads and writes what is Goal
Rows' own.  The set-up is checked card by card, and every turn is replayed
through :class:`~.engine.RowsMatch`, its draws taken from the top of the file's
pile (or of the turn's ``shuffle``) and its tokens from the top of the supply,
so every rule the engine knows also guards what a file may claim.  Every
problem surfaces as one :class:`SaveError` whose message starts with its place
(``turn K: …`` or ``setup: <field>: …``).  Nothing from a file is ever executed.

>>> from goatmaster.files.envelope import Seat
>>> from goatmaster.games.goal_rows.engine import deal
>>> saved = CODEC.saved_game([Seat("Ada", "human"), Seat("Bot", "ai", "hard")], RowsMatch(deal(2, 1)), {})
>>> again = loads(dumps(saved))
>>> again.players == saved.players, again.finished, dumps(again) == dumps(saved)
(True, False, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...core.game import CHANCE, ActionError
from ...files import envelope
from ...files.envelope import Codec, SavedMatch, Seat, check_seats, seat_json
from ...files.strict_json import Reader, SaveError, app_text, block, one_line, show
from ...files.turn_lines import kept_for
from .engine import events as ev
from .engine.actions import DECLINE, DRAW0, GIVE0, OFFER0, PASS, REVEAL0, play
from .engine.cards import (COLOUR, TOKEN_COUNT, VALUES, CardError, card_id, parse_card, parse_token,
                           token_id)
from .engine.match import RowsMatch
from .engine.state import ANSWER, HAND, MAX_PLAYERS, MIN_PLAYERS, PLACES, REVEAL, RowsState, new_state

FORMAT = "goatmaster-rows"
VERSION = 1

_SETUP_KEYS = ("hands", "pile", "tokens")
_SCORE_KEYS = ("seat", "black", "red", "total")

__all__ = ["FORMAT", "VERSION", "SaveError", "SavedGame", "loads", "dumps", "CODEC"]


@dataclass
class SavedGame(SavedMatch):
    """What a Goal Rows save file holds: the seats, the match (first state, actions, events) and app data."""
    game: RowsMatch

    FORMAT: ClassVar[str] = FORMAT


def loads(data: bytes | bytearray | memoryview | str) -> SavedGame:
    """Check a save file's content and replay it; raises :class:`SaveError` only."""
    return envelope.loads(data, CODEC)


def dumps(saved: SavedGame) -> str:
    return CODEC.dumps(saved)


class RowsCodec:
    """``setup``, ``turns`` and ``result`` of a Goal Rows file, read and written."""

    FORMAT = FORMAT
    VERSION = VERSION
    MIN_SEATS = MIN_PLAYERS
    MAX_SEATS = MAX_PLAYERS

    def saved_game(self, players: list[Seat], match: Any, app: dict) -> SavedGame:
        """Any recorded match of Goal Rows (the session's undo rebuilds a plain one)."""
        if not isinstance(match, RowsMatch):
            match = RowsMatch.replayed(match.initial, match.actions)
        return SavedGame(list(players), match, app)

    def turn_count(self, saved: SavedGame) -> int:
        return saved.game.state.turn

    def scores(self, saved: SavedGame) -> list[dict]:
        return [_score_json(s) for s in saved.game.state.scores()]

    def replayed(self, saved: SavedGame, turns: int) -> RowsState:
        """The state after the first ``turns`` turns."""
        state = saved.game.initial.clone()
        for action in saved.game.actions:
            if state.turn >= turns:
                break
            state.apply_action(action)
        return state

    # ---------------------------------------------------------------- reading

    def read(self, reader: Reader, top: dict, players: list[Seat], app: dict) -> SavedGame:
        match = RowsMatch(self.setup(reader, top["setup"], len(players)))
        self.turns(reader, top["turns"], match)
        if top.get("result") is not None:
            self.result(reader, top["result"], match)
        return SavedGame(players, match, app)

    def setup(self, reader: Reader, raw: Any, players: int) -> RowsState:
        """T4–T5: four cards a hand, every card of the players' colours once, the 18 tokens once."""
        obj = reader.fields(raw, "setup: setup", "the set-up", _SETUP_KEYS)
        hands = obj["hands"]
        if not isinstance(hands, list) or len(hands) != players:
            raise SaveError(f"setup: hands: must be a list of {players} hands, one per player")
        dealt = [_cards(hand, f"setup: hands: hand {k}", players) for k, hand in enumerate(hands)]
        for k, hand in enumerate(dealt):
            if len(hand) != HAND:
                raise SaveError(f"setup: hands: hand {k} has {len(hand)} cards; a hand is dealt {HAND} (T4)")
        pile = _cards(obj["pile"], "setup: pile", players)
        seen: set[int] = set()
        for name, cards in [("hands", c) for c in dealt] + [("pile", pile)]:
            for card in cards:
                if card in seen:
                    raise SaveError(f"setup: {name}: {card_id(card)} is dealt twice")
                seen.add(card)
        if len(seen) != players * VALUES:
            missing = min(set(range(players * VALUES)) - seen)
            raise SaveError(f"setup: pile: {card_id(missing)} is missing; the {players} players' colours "
                            f"have {players * VALUES} cards (T4)")
        tokens = obj["tokens"]
        if not isinstance(tokens, list):
            raise SaveError(f"setup: tokens: must be a list of token ids, not {show(tokens)}")
        laid = []
        for text in tokens:
            try:
                laid.append(parse_token(text))
            except CardError:
                raise SaveError(f"setup: tokens: {show(text)} is not a token id (T3)") from None
        if len(set(laid)) != len(laid) or len(laid) != TOKEN_COUNT:
            twice = [t for t in laid if laid.count(t) > 1]
            what = f"{token_id(twice[0])} appears twice" if twice else f"{len(laid)} tokens"
            raise SaveError(f"setup: tokens: {what}; the game has each of its {TOKEN_COUNT} tokens once (T3)")
        return new_state(dealt, pile, laid)

    def turns(self, reader: Reader, raw: Any, match: RowsMatch) -> None:
        """Replay every turn through the engine's checks (T7–T13)."""
        if not isinstance(raw, list):
            raise SaveError(f"setup: turns: must be a list of turns, not {show(raw)}")
        for k, item in enumerate(raw, 1):
            place = f"turn {k}"
            if match.is_over:
                raise SaveError(f"{place}: the game ended after turn {k - 1} (T13); no turn may follow")
            kind = next((key for key in ("play", "offer", "pass") if isinstance(item, dict) and key in item),
                        "play")
            keys = {"play": (("seat", "play", "place"), ("shuffle",)), "offer": (("seat", "offer", "answers"), ()),
                    "pass": (("seat", "pass"), ())}[kind]
            obj = reader.fields(item, place, "the turn", *keys)
            state = match.state
            seat = obj["seat"]
            if type(seat) is not int or seat != state.seat:
                raise SaveError(f"{place}: seat is {show(seat)}; seat {state.seat} is to play (T6)")
            try:
                if kind == "play":
                    self._play(obj, match, place)
                elif kind == "offer":
                    self._trade(reader, obj, match, place)
                else:
                    if obj["pass"] is not True:
                        raise SaveError(f"{place}: pass is {show(obj['pass'])}; a pass is written \"pass\": true")
                    if state.hsize[seat]:
                        raise SaveError(f"{place}: seat {seat} passes with cards in hand (T11)")
                    match.apply_action(PASS)
            except ActionError as error:        # a check above should have named it
                raise SaveError(f"{place}: {error}") from None

    def _play(self, obj: dict, match: RowsMatch, place: str) -> None:
        state = match.state
        card = _card(obj["play"], f"{place}: play", state.n)
        if card not in state.hand(state.seat):
            raise SaveError(f"{place}: play: {card_id(card)} is not in seat {state.seat}'s hand")
        where = obj["place"]
        if type(where) is not int or not 0 <= where < PLACES:
            raise SaveError(f"{place}: place is {show(where)}, not a place 0–3")
        if state.rtok[where] < 0:
            raise SaveError(f"{place}: place {where} holds no token (T7)")
        match.apply_action(play(card, where))
        if "shuffle" in obj and obj["shuffle"] is None:
            raise SaveError(f"{place}: shuffle is null; it is left out when no new pile was needed")
        shuffled = False
        while state.current_player() == CHANCE:
            if state.phase == REVEAL:
                match.apply_action(REVEAL0 + state.supply[-1])
                continue
            if state.shuffled and not shuffled:
                if "shuffle" not in obj:
                    raise SaveError(f"{place}: the pile ran out and the discard pile was shuffled (T11); "
                                    f"the turn has no \"shuffle\"")
                order = _cards(obj["shuffle"], f"{place}: shuffle", state.n)
                if sorted(order) != sorted(state.pile):
                    raise SaveError(f"{place}: shuffle must hold exactly the {len(state.pile)} cards of the "
                                    f"discard pile, each once")
                state.pile = order[::-1]
                shuffled = True
            match.apply_action(DRAW0 + state.pile[-1])
        if "shuffle" in obj and not shuffled:
            raise SaveError(f"{place}: shuffle is given, but no new pile was needed in this turn (T11)")

    def _trade(self, reader: Reader, obj: dict, match: RowsMatch, place: str) -> None:
        state = match.state
        card = _card(obj["offer"], f"{place}: offer", state.n)
        if card not in state.hand(state.seat):
            raise SaveError(f"{place}: offer: {card_id(card)} is not in seat {state.seat}'s hand")
        if OFFER0 + card not in state.legal_actions():
            raise SaveError(f"{place}: the last {state.n} turns were trades or passes, so seat {state.seat} "
                            f"may not offer a trade (T12)")
        answers = obj["answers"]
        if not isinstance(answers, list):
            raise SaveError(f"{place}: answers must be a list, not {show(answers)}")
        match.apply_action(OFFER0 + card)
        for i, raw in enumerate(answers, 1):
            where = f"{place}: answer {i}"
            if state.phase != ANSWER:
                raise SaveError(f"{where}: the trade was over; nobody else is asked (T10)")
            answer = reader.fields(raw, where, "the answer", ("seat", "give"))
            if type(answer["seat"]) is not int or answer["seat"] != state.asked:
                raise SaveError(f"{where}: seat is {show(answer['seat'])}; seat {state.asked} is asked now "
                                f"(T10: clockwise from the left neighbour)")
            if answer["give"] is None:
                match.apply_action(DECLINE)
                continue
            given = _card(answer["give"], f"{where}: give", state.n)
            if GIVE0 + given not in state.legal_actions():
                raise SaveError(f"{where}: seat {state.asked} cannot give {card_id(given)} for "
                                f"{card_id(card)} (T10: a card of its hand, same colour, another value)")
            match.apply_action(GIVE0 + given)
        if state.phase == ANSWER:
            raise SaveError(f"{place}: answers stop before seat {state.asked} answered (T10)")

    def result(self, reader: Reader, raw: Any, match: RowsMatch) -> None:
        """A stored result must be well formed, belong to a finished game and match the replay."""
        def replay() -> tuple[list[dict], list[int]]:
            return [_score_json(s) for s in match.state.scores()], sorted(match.state.result()[1])

        envelope.check_result(reader, raw, match.state.n, _SCORE_KEYS, match.is_over, match.state.turn, replay)

    # ---------------------------------------------------------------- writing

    def dumps(self, saved: SavedGame) -> str:
        """The save file's text: key order as in the format, one line per hand and turn.

        Only finished turns are written: a turn still in progress (an offer awaiting
        answers) is replayed from its start when the file is loaded.
        """
        match = saved.game
        initial = match.initial
        state, told = (match.state, len(match.events)) if match.is_over else match.finished
        check_seats(list(saved.players), state.n)
        app = app_text(saved.app)
        story = kept_for(match, _Story).read(match.events, told)
        undrawn = state.pile[::-1]              # the cards not drawn yet, top first
        tokens = initial.rtok + story.revealed + state.supply[::-1]

        parts = [
            f'"format": {one_line(FORMAT)}',
            f'"version": {VERSION}',
            '"players": ' + block([one_line(seat_json(s)) for s in saved.players], "  ", "[", "]"),
            '"setup": ' + block([
                '"hands": ' + block([_ids(initial.hand(s)) for s in range(initial.n)], "    ", "[", "]"),
                f'"pile": {story.first_pile(undrawn)}',
                f'"tokens": {one_line([token_id(t) for t in tokens])}',
            ], "  ", "{", "}"),
            '"turns": ' + block(story.lines(undrawn), "  ", "[", "]"),
        ]
        if match.is_over:
            scores = [one_line(_score_json(s)) for s in state.scores()]
            parts.append('"result": ' + block([
                '"scores": ' + block(scores, "    ", "[", "]"),
                f'"winners": {one_line(sorted(state.result()[1]))}',
            ], "  ", "{", "}"))
        parts.append('"app": ' + app.replace("\n", "\n  "))
        return block(parts, "", "{", "}") + "\n"


CODEC: Codec = RowsCodec()      # checked against what the envelope and the app use


# ---------------------------------------------------------------------- helpers

def _card(raw: Any, place: str, players: int) -> int:
    """A card id of one of the players' colours (T1, T4)."""
    try:
        card = parse_card(raw)
    except CardError:
        raise SaveError(f"{place}: {show(raw)} is not a card id (T1)") from None
    if COLOUR[card] >= players:
        raise SaveError(f"{place}: {card_id(card)} has a colour no player has (T4)")
    return card


def _cards(raw: Any, place: str, players: int) -> list[int]:
    if not isinstance(raw, list):
        raise SaveError(f"{place}: must be a list of card ids, not {show(raw)}")
    return [_card(text, place, players) for text in raw]


def _ids(cards: list[int]) -> str:
    return one_line([card_id(c) for c in cards])


def _score_json(score: ev.Score) -> dict:
    return {"seat": score.seat, "black": score.black, "red": score.red, "total": score.total}


class _Story:
    """The finished turns of one match as the format writes them, each event read and each turn
    encoded once (the autosave writes the match after every decision): the turns' lines, the
    cards drawn from each pile in order (the set-up's first), and the tokens turned up."""

    def __init__(self) -> None:
        self._start()

    def _start(self) -> None:
        self.turns: list[dict] = []             # ``shuffle`` holding the new pile's index
        self.piles: list[list[int]] = [[]]
        self.revealed: list[int] = []
        self._turn: dict = {}                   # the turn being read
        self._read = 0                          # how many of the match's events were read
        self._last: object = None               # the last of them
        self._lines: list[str] = []             # the turns' lines; "" where the last pile is yet to be told
        self._open: list[int] = []              # those turns: their shuffle made the pile drawn from now
        self._first = ""                        # the set-up's pile once a shuffle ended it

    def read(self, events: list, told: int) -> "_Story":
        """The story of the first ``told`` events: only those not read before are read (all again
        if the ones read are no longer the match's first)."""
        if self._read and (self._read > told or events[self._read - 1] is not self._last):
            self._start()
        for event in events[self._read:told]:
            self._tell(event)
        if told:
            self._read, self._last = told, events[told - 1]
        return self

    def _tell(self, event: object) -> None:
        turn = self._turn
        if isinstance(event, ev.CardPlayed):
            self._turn = {"seat": event.seat, "play": card_id(event.card), "place": event.place}
        elif isinstance(event, ev.Reshuffled):
            turn["shuffle"] = len(self.piles)
            self.piles.append([])
        elif isinstance(event, ev.CardDrawn):
            self.piles[-1].append(event.card)
        elif isinstance(event, ev.TokenTurnedUp):
            self.revealed.append(event.token)
        elif isinstance(event, ev.TradeOffered):
            self._turn = {"seat": event.seat, "offer": card_id(event.card), "answers": []}
        elif isinstance(event, ev.TradeAnswered):
            turn["answers"].append({"seat": event.seat,
                                    "give": None if event.card is None else card_id(event.card)})
        elif isinstance(event, ev.Passed):
            self._turn = {"seat": event.seat, "pass": True}
        elif isinstance(event, ev.TurnEnded):
            self.turns.append(turn)
            self._lines.append("" if "shuffle" in turn else one_line(turn))
            if "shuffle" in turn:
                self._open.append(len(self.turns) - 1)

    def lines(self, undrawn: list[int]) -> list[str]:
        """Each turn's line, a shuffle naming its new pile whole: the cards drawn from it and, for
        the pile drawn from now, ``undrawn`` (its cards not drawn yet, top first)."""
        last = len(self.piles) - 1
        for k in [k for k in self._open if self.turns[k]["shuffle"] < last]:     # told whole now
            self._lines[k] = self._shuffle_line(self.turns[k], [])
            self._open.remove(k)
        lines = list(self._lines)
        for k in self._open:
            lines[k] = self._shuffle_line(self.turns[k], undrawn)
        return lines

    def first_pile(self, undrawn: list[int]) -> str:
        """The set-up's pile, its cards not drawn yet (``undrawn``) last while it is drawn from."""
        if len(self.piles) == 1:
            return _ids(self.piles[0] + undrawn)
        self._first = self._first or _ids(self.piles[0])
        return self._first

    def _shuffle_line(self, turn: dict, undrawn: list[int]) -> str:
        return one_line(dict(turn, shuffle=[card_id(c) for c in self.piles[turn["shuffle"]] + undrawn]))

