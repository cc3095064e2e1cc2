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
from typing import Annotated, Any, ClassVar, Literal, Optional, cast

import msgspec

from ...core.game import CHANCE, ActionError
from ...files import envelope
from ...files.checked import rule
from ...files.envelope import Codec, SavedMatch, Seat, SeatNumber, Top, check_seats, seat_json
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

#: A card's id (T1) or a token's (T3): which ids there are is the engine's (:func:`parse_card`).
Id = Annotated[str, msgspec.Meta(max_length=8)]


class SetupFile(msgspec.Struct, forbid_unknown_fields=True):
    """``setup``: each seat's hand, the pile top first, the tokens as laid out (T3–T5)."""
    hands: list[list[Id]]
    pile: list[Id]
    tokens: list[Id]


class PlayTurn(msgspec.Struct, forbid_unknown_fields=True):
    """A card played at a place; ``shuffle``, only where the pile ran out, the new pile top first (T7, T11)."""
    seat: SeatNumber
    play: Id
    place: Annotated[int, msgspec.Meta(ge=0, lt=PLACES)]
    shuffle: list[Id] | msgspec.UnsetType = msgspec.UNSET


class Answer(msgspec.Struct, forbid_unknown_fields=True):
    """A seat's answer to a trade offer: the card it gives, or null (T10)."""
    seat: SeatNumber
    give: Optional[Id]


class OfferTurn(msgspec.Struct, forbid_unknown_fields=True):
    """A trade offered and its answers in turn (T10)."""
    seat: SeatNumber
    offer: Id
    answers: list[Answer]


class PassTurn(msgspec.Struct, forbid_unknown_fields=True):
    """A seat with no card passes (T11): ``"pass": true``."""
    seat: SeatNumber
    pass_: Literal[True] = msgspec.field(name="pass")


#: A turn's kind by the key only it has; a turn with none of them is read as a play.
_TURNS: dict[str, type[PlayTurn | OfferTurn | PassTurn]] = {"play": PlayTurn, "offer": OfferTurn, "pass": PassTurn}


class ScoreFile(msgspec.Struct, forbid_unknown_fields=True):
    """One seat's score in ``result``."""
    seat: SeatNumber
    black: int
    red: int
    total: int

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

    def read(self, reader: Reader, top: Top, players: list[Seat], app: dict) -> SavedGame:
        match = RowsMatch(self.setup(reader, top.setup, len(players)))
        self.turns(reader, top.turns, match)
        if top.result is not None:
            self.result(reader, top.result, match)
        return SavedGame(players, match, app)

    def setup(self, reader: Reader, raw: Any, players: int) -> RowsState:
        """T4–T5: four cards a hand, every card of the players' colours once, the 18 tokens once."""
        obj = reader.typed(raw, SetupFile, "setup: setup", "setup: ")
        rule(len(obj.hands) == players, "setup: hands", f"must be a list of {players} hands, one per player")
        dealt = [_cards(hand, f"setup: hands: hand {k}", players) for k, hand in enumerate(obj.hands)]
        for k, hand in enumerate(dealt):
            rule(len(hand) == HAND, "setup: hands", f"hand {k} has {len(hand)} cards; a hand is dealt {HAND} (T4)")
        pile = _cards(obj.pile, "setup: pile", players)
        seen: set[int] = set()
        for name, cards in [("hands", c) for c in dealt] + [("pile", pile)]:
            for card in cards:
                rule(card not in seen, f"setup: {name}", f"{card_id(card)} is dealt twice")
                seen.add(card)
        if len(seen) != players * VALUES:
            missing = min(set(range(players * VALUES)) - seen)
            raise SaveError(f"setup: pile: {card_id(missing)} is missing; the {players} players' colours "
                            f"have {players * VALUES} cards (T4)")
        laid = []
        for text in obj.tokens:
            try:
                laid.append(parse_token(text))
            except CardError:
                raise SaveError(f"setup: tokens: {show(text)} is not a token id (T3)") from None
        if len(set(laid)) != len(laid) or len(laid) != TOKEN_COUNT:
            twice = [t for t in laid if laid.count(t) > 1]
            what = f"{token_id(twice[0])} appears twice" if twice else f"{len(laid)} tokens"
            raise SaveError(f"setup: tokens: {what}; the game has each of its {TOKEN_COUNT} tokens once (T3)")
        return new_state(dealt, pile, laid)

    def turns(self, reader: Reader, raw: list[Any], match: RowsMatch) -> None:
        """Replay every turn through the engine's checks (T7–T13)."""
        for k, item in enumerate(raw, 1):
            place = f"turn {k}"
            rule(not match.is_over, place, f"the game ended after turn {k - 1} (T13); no turn may follow")
            kind = next((kind for key, kind in _TURNS.items() if isinstance(item, dict) and key in item), PlayTurn)
            turn = reader.typed(item, kind, place, f"{place}: ")
            state = match.state
            rule(turn.seat == state.seat, place, f"seat is {turn.seat}; seat {state.seat} is to play (T6)")
            try:
                if isinstance(turn, PlayTurn):
                    self._play(turn, match, place)
                elif isinstance(turn, OfferTurn):
                    self._trade(turn, match, place)
                else:
                    rule(not state.hsize[turn.seat], place, f"seat {turn.seat} passes with cards in hand (T11)")
                    match.apply_action(PASS)
            except ActionError as error:        # a check above should have named it
                raise SaveError(f"{place}: {error}") from None

    def _play(self, turn: PlayTurn, match: RowsMatch, place: str) -> None:
        state = match.state
        card = _card(turn.play, f"{place}: play", state.n)
        rule(card in state.hand(state.seat), f"{place}: play", f"{card_id(card)} is not in seat {state.seat}'s hand")
        rule(state.rtok[turn.place] >= 0, place, f"place {turn.place} holds no token (T7)")
        match.apply_action(play(card, turn.place))
        shuffled = False
        while state.current_player() == CHANCE:
            if state.phase == REVEAL:
                match.apply_action(REVEAL0 + state.supply[-1])
                continue
            if state.shuffled and not shuffled:
                rule(turn.shuffle is not msgspec.UNSET, place, "the pile ran out and the discard pile was "
                                                               "shuffled (T11); the turn has no \"shuffle\"")
                order = _cards(cast(list[str], turn.shuffle), f"{place}: shuffle", state.n)
                rule(sorted(order) == sorted(state.pile), place,
                     f"shuffle must hold exactly the {len(state.pile)} cards of the discard pile, each once")
                state.pile = order[::-1]
                shuffled = True
            match.apply_action(DRAW0 + state.pile[-1])
        rule(turn.shuffle is msgspec.UNSET or shuffled, place,
             "shuffle is given, but no new pile was needed in this turn (T11)")

    def _trade(self, turn: OfferTurn, match: RowsMatch, place: str) -> None:
        state = match.state
        card = _card(turn.offer, f"{place}: offer", state.n)
        rule(card in state.hand(state.seat), f"{place}: offer", f"{card_id(card)} is not in seat {state.seat}'s hand")
        rule(OFFER0 + card in state.legal_actions(), place, f"the last {state.n} turns were trades or passes, "
                                                            f"so seat {state.seat} may not offer a trade (T12)")
        match.apply_action(OFFER0 + card)
        for i, answer in enumerate(turn.answers, 1):
            where = f"{place}: answer {i}"
            rule(state.phase == ANSWER, where, "the trade was over; nobody else is asked (T10)")
            rule(answer.seat == state.asked, where, f"seat is {answer.seat}; seat {state.asked} is asked now "
                                                    "(T10: clockwise from the left neighbour)")
            if answer.give is None:
                match.apply_action(DECLINE)
                continue
            given = _card(answer.give, f"{where}: give", state.n)
            rule(GIVE0 + given in state.legal_actions(), where, f"seat {state.asked} cannot give {card_id(given)} "
                 f"for {card_id(card)} (T10: a card of its hand, same colour, another value)")
            match.apply_action(GIVE0 + given)
        rule(state.phase != ANSWER, place, f"answers stop before seat {state.asked} answered (T10)")

    def result(self, reader: Reader, raw: Any, match: RowsMatch) -> None:
        """A stored result must be well formed, belong to a finished game and match the replay."""
        def replay() -> tuple[list[dict], list[int]]:
            return [_score_json(s) for s in match.state.scores()], sorted(match.state.result()[1])

        envelope.check_result(reader, raw, match.state.n, ScoreFile, match.is_over, match.state.turn, replay)

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

def _card(raw: str, place: str, players: int) -> int:
    """A card id of one of the players' colours (T1, T4)."""
    try:
        card = parse_card(raw)
    except CardError:
        raise SaveError(f"{place}: {show(raw)} is not a card id (T1)") from None
    rule(COLOUR[card] < players, place, f"{card_id(card)} has a colour no player has (T4)")
    return card


def _cards(ids: list[str], place: str, players: int) -> list[int]:
    return [_card(text, place, players) for text in ids]


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

