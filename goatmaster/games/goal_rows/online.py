"""Goal Rows across machines (docs/online.md): its worlds and events as JSON values, as a seat may see them.

:data:`ONLINE` is the game's :class:`goatmaster.net.online.OnlineForm` (structurally: a game
never imports the network layer).  What it sends follows T15:

* A *world* is a full :class:`~.engine.state.RowsState` (the server sends a seat
  ``state.observation(seat).sample(rng)``, a spectator :meth:`RowsOnline.public_world`), written
  whole: every hand in slot order, the rows, the tokens, the pile, the discard pile, the supply
  and whose decision it is.  Its secret parts are random guesses the server drew for it.
* *Events* keep every public field.  The one secret in them is the card a seat drew (T7, T11:
  ``CardDrawn.card``), sent only to the seat that drew it; every other seat and a spectator get
  :data:`UNKNOWN` (``null`` in JSON).  Everything else an event names is public by T15: a card
  played, a full row's cards and sums, tokens won, kept or turned up (the supply's order never
  travels, only the token that came up), the size of a reshuffled pile, a card offered and the
  card given for it, who declined, passes, turns and scores.

Reading is the client's defence against a broken or hostile server: every field's type, length
and range is checked, and every invariant the engine and the table rely on (each card of the
players' colours exactly once across hands, rows, pile and discard; each token once; phases
and their fields), so that ``legal_actions()``, ``observation(seat)``, ``result()`` and the
table never fail on what was read.  Anything else raises ``ValueError`` naming the field.
Events come without their world, so their seats, cards, places and tokens are checked against
the game's largest table (6 seats, 72 cards); that a seat is one of *this* match's is for the
receiver to check against its world (the table's log looks a seat's name up by its number).
"""

from __future__ import annotations

import random
from typing import Any, Callable, Optional, Sequence

from .engine import events as ev
from .engine.cards import BLACK_TOKENS, CARD_COUNT, COLOUR, HAND, LENGTH, MAX_ROW, POINTS, TOKEN_COUNT, VALUE
from .engine.state import (ANSWER, DRAW, MAX_PLAYERS, MAX_TURNS, MIN_PLAYERS, OVER, PHASE_NAMES, PLACES,
                           REVEAL, RowsState)

#: A world's ``format`` and ``version``: a client refuses any other.
WORLD_FORMAT = "goatmaster-rows-world"
WORLD_VERSION = 1
#: The card of a :class:`~.engine.events.CardDrawn` a seat may not see (``null`` in JSON): the
#: engine's own mark for a card a view cannot know (a redacted hand slot, a face-down card item).
UNKNOWN = -1
#: More events than one message can carry (64 KiB): a longer list is refused unread.
MAX_EVENTS = 4096

_WORLD_KEYS = ("format", "version", "hands", "rows", "tokens", "pile", "discard", "supply", "owner", "shown",
               "seat", "phase", "turn", "stall", "offer", "asked", "need", "shuffled", "reveal")
_MAX_BLACK = sum(POINTS[t] for t in range(BLACK_TOKENS))                   # 54: every black token
_MAX_RED = -sum(POINTS[t] for t in range(BLACK_TOKENS, TOKEN_COUNT))      # 27: every red token

__all__ = ["ONLINE", "RowsOnline", "UNKNOWN", "WORLD_FORMAT", "WORLD_VERSION", "MAX_EVENTS"]


# ---------------------------------------------------------------------- checking JSON values

def _fail(field: str, what: str) -> ValueError:
    return ValueError(f"{field}: {what}")


def _show(value: Any) -> str:
    """A short, safe picture of a value for a message (never its whole, possibly huge, text)."""
    if type(value) is int and not -10 ** 12 < value < 10 ** 12:
        return "a number of more than 12 digits"
    if value is None or type(value) in (bool, int, float):
        text = repr(value)
    elif type(value) is str:
        text = repr(value[:24]) + ("…" if len(value) > 24 else "")
    else:
        return f"a {type(value).__name__}"
    return text if len(text) <= 40 else text[:40] + "…"


def _int(value: Any, field: str, low: int, high: int) -> int:
    """A JSON integer (not a bool, not a float) from ``low`` to ``high``."""
    if type(value) is not int:
        raise _fail(field, f"must be a whole number, not {_show(value)}")
    if not low <= value <= high:
        raise _fail(field, f"{_show(value)} is not from {low} to {high}")
    return value


def _list(value: Any, field: str, most: int, least: int = 0) -> list:
    if type(value) is not list:
        raise _fail(field, f"must be a list, not {_show(value)}")
    if not least <= len(value) <= most:
        raise _fail(field, f"holds {len(value)} items, not {least} to {most}")
    return value


def _ints(value: Any, field: str, most: int, low: int, high: int, least: int = 0) -> list[int]:
    items = _list(value, field, most, least)
    for k, item in enumerate(items):
        if type(item) is not int or not low <= item <= high:
            _int(item, f"{field}[{k}]", low, high)      # raises, naming the item
    return list(items)


def _object(value: Any, field: str, keys: Sequence[str]) -> dict:
    """A JSON object with exactly ``keys``."""
    if type(value) is not dict:
        raise _fail(field, f"must be an object, not {_show(value)}")
    if len(value) != len(keys) or any(key not in value for key in keys):
        missing = [key for key in keys if key not in value]
        if missing:
            raise _fail(field, f"has no {missing[0]!r}")
        extra = next(key for key in value if key not in keys)
        raise _fail(field, f"has an unknown key {_show(extra)}")
    return value


def _bool(value: Any, field: str) -> bool:
    if type(value) is not bool:
        raise _fail(field, f"must be true or false, not {_show(value)}")
    return value


# ---------------------------------------------------------------------- worlds

def _world_to_json(state: RowsState) -> dict:
    return {
        "format": WORLD_FORMAT, "version": WORLD_VERSION,
        "hands": [state.hand(s) for s in range(state.n)],
        "rows": [state.row(p) for p in range(PLACES)],
        "tokens": list(state.rtok),
        "pile": list(state.pile), "discard": list(state.discard), "supply": list(state.supply),
        "owner": list(state.owner),
        "shown": [c for c in range(CARD_COUNT) if state.shown >> c & 1],
        "seat": state.seat, "phase": PHASE_NAMES[state.phase], "turn": state.turn, "stall": state.stall,
        "offer": state.offer, "asked": state.asked, "need": state.need, "shuffled": state.shuffled,
        "reveal": state.reveal,
    }


def _world_from_json(data: Any) -> RowsState:
    """Every field checked on its own first, then together (T1–T15), then the state is built."""
    obj = _object(data, "world", _WORLD_KEYS)
    if type(obj["format"]) is not str or obj["format"] != WORLD_FORMAT:
        raise _fail("world: format", f"{_show(obj['format'])} is not {WORLD_FORMAT!r}")
    if type(obj["version"]) is not int or obj["version"] != WORLD_VERSION:
        raise _fail("world: version", f"{_show(obj['version'])}; this app reads version {WORLD_VERSION}")

    raw_hands = _list(obj["hands"], "world: hands", MAX_PLAYERS, MIN_PLAYERS)
    n = len(raw_hands)
    deck = 12 * n                                           # T4: the players' colours only
    hands = [_ints(h, f"world: hands[{s}]", HAND, 0, deck - 1) for s, h in enumerate(raw_hands)]
    rows = [_ints(r, f"world: rows[{p}]", MAX_ROW, 0, deck - 1)
            for p, r in enumerate(_list(obj["rows"], "world: rows", PLACES, PLACES))]
    rtok = _ints(obj["tokens"], "world: tokens", PLACES, -1, TOKEN_COUNT - 1, PLACES)
    pile = _ints(obj["pile"], "world: pile", deck, 0, deck - 1)
    discard = _ints(obj["discard"], "world: discard", deck, 0, deck - 1)
    supply = _ints(obj["supply"], "world: supply", TOKEN_COUNT, 0, TOKEN_COUNT - 1)
    owner = _ints(obj["owner"], "world: owner", TOKEN_COUNT, -1, n - 1, TOKEN_COUNT)
    shown_cards = _ints(obj["shown"], "world: shown", HAND * n, 0, deck - 1)
    seat = _int(obj["seat"], "world: seat", 0, n - 1)
    phase_name = obj["phase"]
    if type(phase_name) is not str or phase_name not in PHASE_NAMES:
        raise _fail("world: phase", f"{_show(phase_name)} is not one of {', '.join(PHASE_NAMES)}")
    phase = PHASE_NAMES.index(phase_name)
    turn = _int(obj["turn"], "world: turn", 0, MAX_TURNS)
    stall = _int(obj["stall"], "world: stall", 0, turn)     # T12: turns since the last card played
    offer = _int(obj["offer"], "world: offer", -1, deck - 1)
    asked = _int(obj["asked"], "world: asked", -1, n - 1)
    need = _int(obj["need"], "world: need", 0, HAND)
    shuffled = _bool(obj["shuffled"], "world: shuffled")
    reveal = _int(obj["reveal"], "world: reveal", -1, PLACES - 1)

    # T4: each card of the players' colours exactly once, in a hand, a row, the pile or the discard.
    where: dict[int, str] = {}
    for name, cards in ([(f"hands[{s}]", h) for s, h in enumerate(hands)]
                        + [(f"rows[{p}]", r) for p, r in enumerate(rows)] + [("pile", pile), ("discard", discard)]):
        for card in cards:
            if card in where:
                raise _fail(f"world: {name}", f"card {card} is also in {where[card]}; every card is in one place (T4)")
            where[card] = name
    if len(where) != deck:
        missing = min(set(range(deck)) - set(where))
        raise _fail("world: pile", f"card {missing} is nowhere; the {n} players' colours have {deck} cards (T4)")
    # T3, T5: each token exactly once, on a place, in the supply or won.
    places: dict[int, str] = {}
    for name, tokens in (("tokens", [t for t in rtok if t >= 0]), ("supply", supply),
                         ("owner", [t for t in range(TOKEN_COUNT) if owner[t] >= 0])):
        for token in tokens:
            if token in places:
                raise _fail(f"world: {name}", f"token {token} is also in {places[token]}; "
                                              f"every token is in one place (T3)")
            places[token] = name
    if len(places) != TOKEN_COUNT:
        missing = min(set(range(TOKEN_COUNT)) - set(places))
        raise _fail("world: supply", f"token {missing} is nowhere; the game has {TOKEN_COUNT} tokens (T3)")
    # T9: a row behind a token is never full (it is scored at once); a place without one has no row.
    for place in range(PLACES):
        token, length = rtok[place], len(rows[place])
        if token < 0 and length:
            raise _fail(f"world: rows[{place}]", "a place without a token holds no row (T9)")
        if token >= 0 and length >= LENGTH[token]:
            raise _fail(f"world: rows[{place}]", f"{length} cards behind a token of {LENGTH[token]}: "
                                                 f"a full row is scored at once (T9)")
    # T15: a card seen in a trade stays shown while it is in a hand.
    in_hands = {c for h in hands for c in h}
    if len(set(shown_cards)) != len(shown_cards) or shown_cards != sorted(shown_cards):
        raise _fail("world: shown", "must list cards once each, in increasing order")
    for card in shown_cards:
        if card not in in_hands:
            raise _fail("world: shown", f"card {card} is in no hand; only a hand's card stays shown (T15)")
    shown = sum(1 << c for c in shown_cards)

    live = tuple(p for p in range(PLACES) if rtok[p] >= 0)
    empty = [p for p in range(PLACES) if rtok[p] < 0]
    over = phase == OVER
    # T6: turns go round from seat 0; the game ends after the last mover's turn.
    if seat != (turn - 1 if over else turn) % n:
        raise _fail("world: seat", f"seat {seat} cannot be to play after {turn} turns of {n} players (T6)")
    if over:
        if turn < 1 or (turn < MAX_TURNS and (live or supply)):
            raise _fail("world: phase", "the game ends only with no token left to win, or after turn "
                                        f"{MAX_TURNS} (T13)")
    elif turn >= MAX_TURNS:
        raise _fail("world: turn", f"the game is over after turn {MAX_TURNS} (T13)")
    # T9: a place is left empty only once the supply is empty; a token turns up on a freed place.
    if phase == REVEAL:
        if reveal < 0 or rtok[reveal] >= 0:
            raise _fail("world: reveal", "a token turns up only on a place without one (T9)")
        if not supply:
            raise _fail("world: supply", "a token turns up only from a supply that has one (T9)")
    elif reveal != -1:
        raise _fail("world: reveal", f"is {reveal} outside a token turning up; it must be -1")
    if supply and any(p != reveal for p in empty):
        raise _fail("world: tokens", "a place is empty while the supply still has tokens (T9)")
    if not over and phase != REVEAL and not live:
        raise _fail("world: tokens", "no token left to win, yet the game goes on (T13)")
    # T10: an offer is open only while a seat answers it.
    if phase == ANSWER:
        if offer < 0 or offer not in hands[seat]:
            raise _fail("world: offer", f"the card offered must be in seat {seat}'s hand (T10)")
        if not shown >> offer & 1:
            raise _fail("world: shown", "the card offered is shown (T10, T15)")
        if asked < 0 or asked == seat:
            raise _fail("world: asked", f"seat {asked} cannot answer seat {seat}'s offer (T10)")
        if stall >= n:
            raise _fail("world: stall", f"no trade may be offered after {stall} turns without a card played "
                                        f"by {n} players (T12)")
    elif offer != -1:
        raise _fail("world: offer", "a card is offered only while a seat answers (T10)")
    # T7, T11: a card is drawn from a pile that has one, into a hand that is short of it.
    if phase == DRAW:
        if not pile:
            raise _fail("world: pile", "a card is drawn from an empty pile (T11)")
        if need < 1 or len(hands[seat]) + need != HAND:
            raise _fail("world: need", f"seat {seat} holds {len(hands[seat])} cards and must draw {need}; "
                                       f"a player draws back to {HAND} (T7)")

    state = RowsState.__new__(RowsState)
    state.n = n
    state.hands = [c for h in hands for c in h + [-1] * (HAND - len(h))]
    state.hsize = [len(h) for h in hands]
    state.rows = [c for r in rows for c in r + [-1] * (MAX_ROW - len(r))]
    state.rlen = [len(r) for r in rows]
    state.rtok = rtok
    state.live = live
    state.pile = pile
    state.discard = discard
    state.supply = supply
    state.owner = owner
    won = [0] * (2 * n)
    for token, holder in enumerate(owner):
        if holder >= 0:
            if POINTS[token] > 0:
                won[2 * holder] += POINTS[token]
            else:
                won[2 * holder + 1] -= POINTS[token]
    state.won = won
    state.shown = shown
    state.seat = seat
    state.phase = phase
    state.turn = turn
    state.stall = stall
    state.offer = offer
    state.asked = asked
    state.need = need
    state.shuffled = shuffled
    state.reveal = reveal
    state.events = None                 # a fresh state records no events until a match gives it a list
    return state


def _public_world(state: RowsState, rng: random.Random) -> RowsState:
    """T15: what every seat may know (a view of no seat), the rest drawn again; the supply's
    order, secret too, is shuffled anew."""
    world = state.observation(-1).sample(rng)
    rng.shuffle(world.supply)
    return world


# ---------------------------------------------------------------------- events

def _seat_field(value: Any, field: str) -> int:
    return _int(value, field, 0, MAX_PLAYERS - 1)


def _card_field(value: Any, field: str) -> int:
    return _int(value, field, 0, CARD_COUNT - 1)


def _token_field(value: Any, field: str) -> int:
    return _int(value, field, 0, TOKEN_COUNT - 1)


def _place_field(value: Any, field: str) -> int:
    return _int(value, field, 0, PLACES - 1)


def _seats_field(value: Any, field: str, least: int) -> tuple[int, ...]:
    seats = _ints(value, field, MAX_PLAYERS, 0, MAX_PLAYERS - 1, least)
    if seats != sorted(set(seats)):
        raise _fail(field, "must list seats once each, in increasing order")
    return tuple(seats)


def _read_played(obj: dict, at: str) -> ev.CardPlayed:
    return ev.CardPlayed(_seat_field(obj["seat"], f"{at}: seat"), _card_field(obj["card"], f"{at}: card"),
                         _place_field(obj["place"], f"{at}: place"))


def _read_scored(obj: dict, at: str) -> ev.RowScored:
    """T9: a full row (as long as its token says), each colour's sum of it."""
    place = _place_field(obj["place"], f"{at}: place")
    token = _token_field(obj["token"], f"{at}: token")
    cards = _ints(obj["cards"], f"{at}: cards", MAX_ROW, 0, CARD_COUNT - 1, 2)
    if len(cards) != LENGTH[token] or len(set(cards)) != len(cards):
        raise _fail(f"{at}: cards", f"a full row behind a token of {LENGTH[token]} holds {LENGTH[token]} "
                                    f"different cards (T9)")
    sums = _ints(obj["sums"], f"{at}: sums", MAX_PLAYERS, 0, 12 * MAX_ROW, MIN_PLAYERS)
    counted = [0] * len(sums)
    for card in cards:
        if COLOUR[card] >= len(sums):
            raise _fail(f"{at}: cards", f"card {card} has a colour no player has (T4)")
        counted[COLOUR[card]] += VALUE[card]
    if counted != sums:
        raise _fail(f"{at}: sums", "are not the row's sums per colour (T9)")
    return ev.RowScored(place, token, tuple(cards), tuple(sums))


def _read_won(obj: dict, at: str) -> ev.TokenWon:
    return ev.TokenWon(_seat_field(obj["seat"], f"{at}: seat"), _token_field(obj["token"], f"{at}: token"),
                       _place_field(obj["place"], f"{at}: place"))


def _read_kept(obj: dict, at: str) -> ev.TokenKept:
    return ev.TokenKept(_place_field(obj["place"], f"{at}: place"), _token_field(obj["token"], f"{at}: token"),
                        _seats_field(obj["seats"], f"{at}: seats", 2))


def _read_turned_up(obj: dict, at: str) -> ev.TokenTurnedUp:
    return ev.TokenTurnedUp(_place_field(obj["place"], f"{at}: place"), _token_field(obj["token"], f"{at}: token"))


def _read_reshuffled(obj: dict, at: str) -> ev.Reshuffled:
    return ev.Reshuffled(_int(obj["cards"], f"{at}: cards", 1, CARD_COUNT))


def _read_drawn(obj: dict, at: str) -> ev.CardDrawn:
    card = obj["card"]
    return ev.CardDrawn(_seat_field(obj["seat"], f"{at}: seat"),
                        UNKNOWN if card is None else _card_field(card, f"{at}: card"))


def _read_offered(obj: dict, at: str) -> ev.TradeOffered:
    return ev.TradeOffered(_seat_field(obj["seat"], f"{at}: seat"), _card_field(obj["card"], f"{at}: card"))


def _read_answered(obj: dict, at: str) -> ev.TradeAnswered:
    card = obj["card"]              # null: a decline (T10), public like a card given
    return ev.TradeAnswered(_seat_field(obj["seat"], f"{at}: seat"),
                            None if card is None else _card_field(card, f"{at}: card"))


def _read_swapped(obj: dict, at: str) -> ev.CardsSwapped:
    """T10: two different seats swap two cards of one colour and different values."""
    seat = _seat_field(obj["seat"], f"{at}: seat")
    offered = _card_field(obj["offered"], f"{at}: offered")
    partner = _seat_field(obj["partner"], f"{at}: partner")
    given = _card_field(obj["given"], f"{at}: given")
    if partner == seat:
        raise _fail(f"{at}: partner", "a seat does not trade with itself (T10)")
    if COLOUR[given] != COLOUR[offered] or given == offered:
        raise _fail(f"{at}: given", "must be another card of the offered card's colour (T10)")
    return ev.CardsSwapped(seat, offered, partner, given)


def _read_passed(obj: dict, at: str) -> ev.Passed:
    return ev.Passed(_seat_field(obj["seat"], f"{at}: seat"))


def _read_turn_ended(obj: dict, at: str) -> ev.TurnEnded:
    return ev.TurnEnded(_seat_field(obj["seat"], f"{at}: seat"), _int(obj["turn"], f"{at}: turn", 1, MAX_TURNS))


def _read_ended(obj: dict, at: str) -> ev.GameEnded:
    """T13–T14: a score per seat in seat order, and the seats with the best score above 0."""
    raw = _list(obj["scores"], f"{at}: scores", MAX_PLAYERS, MIN_PLAYERS)
    scores = []
    for k, item in enumerate(raw):
        where = f"{at}: scores[{k}]"
        score = _object(item, where, ("seat", "black", "red"))
        if type(score["seat"]) is not int or score["seat"] != k:
            raise _fail(f"{where}: seat", f"{_show(score['seat'])}; the scores are in seat order")
        scores.append(ev.Score(k, _int(score["black"], f"{where}: black", 0, _MAX_BLACK),
                               _int(score["red"], f"{where}: red", 0, _MAX_RED)))
    winners = _seats_field(obj["winners"], f"{at}: winners", 0)
    best = max(s.total for s in scores)
    if list(winners) != ([s.seat for s in scores if s.total == best] if best > 0 else []):
        raise _fail(f"{at}: winners", "are not the seats with the highest score above 0 (T14)")
    return ev.GameEnded(tuple(scores), winners)


def _score_json(score: ev.Score) -> dict:
    return {"seat": score.seat, "black": score.black, "red": score.red}


#: Every event type: its name in JSON, its class, its fields in JSON, and its reader.  Only these
#: names are read, each into its own class.
_EVENTS: dict[str, tuple[type, tuple[str, ...], Callable[[dict, str], object]]] = {
    "CardPlayed": (ev.CardPlayed, ("seat", "card", "place"), _read_played),
    "RowScored": (ev.RowScored, ("place", "token", "cards", "sums"), _read_scored),
    "TokenWon": (ev.TokenWon, ("seat", "token", "place"), _read_won),
    "TokenKept": (ev.TokenKept, ("place", "token", "seats"), _read_kept),
    "TokenTurnedUp": (ev.TokenTurnedUp, ("place", "token"), _read_turned_up),
    "Reshuffled": (ev.Reshuffled, ("cards",), _read_reshuffled),
    "CardDrawn": (ev.CardDrawn, ("seat", "card"), _read_drawn),
    "TradeOffered": (ev.TradeOffered, ("seat", "card"), _read_offered),
    "TradeAnswered": (ev.TradeAnswered, ("seat", "card"), _read_answered),
    "CardsSwapped": (ev.CardsSwapped, ("seat", "offered", "partner", "given"), _read_swapped),
    "Passed": (ev.Passed, ("seat",), _read_passed),
    "TurnEnded": (ev.TurnEnded, ("seat", "turn"), _read_turn_ended),
    "GameEnded": (ev.GameEnded, ("scores", "winners"), _read_ended),
}
_NAMES: dict[type, str] = {cls: name for name, (cls, _, _) in _EVENTS.items()}


def _event_to_json(event: object, seat: Optional[int]) -> dict:
    name = _NAMES.get(type(event))
    if name is None:
        raise TypeError(f"{event!r} is not an event of Goal Rows")
    out: dict[str, Any] = {"type": name}
    for field in _EVENTS[name][1]:
        value = getattr(event, field)
        if isinstance(value, tuple):
            value = [_score_json(v) if isinstance(v, ev.Score) else v for v in value]
        out[field] = value
    if isinstance(event, ev.CardDrawn) and (event.seat != seat or event.card < 0):
        out["card"] = None              # T7, T15: only the seat that drew a card sees it
    return out


def _events_from_json(data: Any) -> list:
    items = _list(data, "events", MAX_EVENTS)
    events = []
    for k, item in enumerate(items):
        at = f"events[{k}]"
        if type(item) is not dict:
            raise _fail(at, f"must be an object, not {_show(item)}")
        name = item.get("type")
        kind = _EVENTS.get(name) if type(name) is str else None
        if kind is None:
            raise _fail(f"{at}: type", f"{_show(name)} is not an event of Goal Rows")
        _cls, fields, read = kind
        events.append(read(_object(item, at, ("type",) + fields), at))
    return events


class RowsOnline:
    """Goal Rows' :class:`goatmaster.net.online.OnlineForm`."""

    def public_world(self, state: Any, rng: random.Random) -> RowsState:
        return _public_world(state, rng)

    def world_to_json(self, state: Any) -> dict:
        return _world_to_json(state)

    def world_from_json(self, data: Any) -> RowsState:
        return _world_from_json(data)

    def events_to_json(self, events: Sequence[object], seat: Optional[int]) -> list:
        return [_event_to_json(event, seat) for event in events]

    def events_from_json(self, data: Any, world: Any = None) -> list:
        """The events, checked against ``world`` when given (without one, as the codec's own
        tests read them, only what each event says of itself)."""
        events = _events_from_json(data)
        if world is not None:
            _events_fit(events, world)
        return events


def _events_fit(events: list, world: RowsState) -> None:
    """Every seat an event names is one of ``world``'s (the log and the table look them up)."""
    seats = world.n
    for k, event in enumerate(events):
        named = [getattr(event, name) for name in ("seat", "partner") if hasattr(event, name)]
        named += list(getattr(event, "seats", ())) + list(getattr(event, "winners", ()))
        named += [score.seat for score in getattr(event, "scores", ())]
        if any(not 0 <= seat < seats for seat in named):
            raise ValueError(f"events[{k}] ({type(event).__name__}): names a seat the table of {seats} has not")
        if isinstance(event, ev.RowScored) and len(event.sums) != seats:
            raise ValueError(f"events[{k}] (RowScored): {len(event.sums)} sums for {seats} seats")
        if isinstance(event, ev.GameEnded) and len(event.scores) != seats:
            raise ValueError(f"events[{k}] (GameEnded): {len(event.scores)} scores for {seats} seats")


ONLINE = RowsOnline()
