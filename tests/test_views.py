"""docs/rules/goat-master.md: R23: what a seat may know, and the worlds sampled from its view.

Secret: the order of the deck and the dealt cards still in other hands.  Public:
everything else (pasture, markers, displays, pawns, counts, owed cards, cards taken
from the pasture, cards shown under R15).
"""

from __future__ import annotations

import random

import pytest

from goatmaster.games.goat_master.engine import Game, GameState, Play, SeatView, Take, cell, deal
from goatmaster.games.goat_master.engine.state import FIELDS as STATE_FIELDS  # noqa: E402
from goatmaster.games.goat_master.engine.cards import FIRST_DOG, FIRST_MILK, TYPE
from goatmaster.games.goat_master.engine.state import DECK, HAND, UNSEEN

from positions import C, before, check_invariants, position, run

FIELDS = [f for f in STATE_FIELDS if f not in ("events", "geo")]


def midgame_states(count=40, steps=(0, 5, 30, 80, 160)):
    """(state, setup) at several points of random games, 2–5 players."""
    out = []
    for seed in range(count):
        setup = deal(2 + seed % 4, 1000 + seed)
        game = Game(setup)
        rng = random.Random(seed)
        done = 0
        for target in steps:
            while done < target and not game.is_over:
                game.apply(rng.choice(game.state.legal_decisions()))
                done += 1
            out.append(game.state.copy())
    return out


STATES = midgame_states()


def secret_cards(state, seat):
    """What ``seat`` may not know: the deck and the other seats' dealt, unplayed cards."""
    hidden = [c for slot, c in enumerate(state.hands)
              if slot // 2 != seat and c >= 0 and state.hidden[slot]]
    return set(state.deck) | set(hidden)


def reshuffle_secrets(state, seat, rng):
    """The same game with the secret cards of ``seat``'s view dealt differently."""
    other = state.copy()
    slots = [s for s, c in enumerate(other.hands) if s // 2 != seat and c >= 0 and other.hidden[s]]
    cards = list(other.deck) + [other.hands[s] for s in slots]
    rng.shuffle(cards)
    other.deck = cards[:len(other.deck)]
    for card in other.deck:
        other.where[card] = DECK
    for s, card in zip(slots, cards[len(other.deck):]):
        other.hands[s] = card
        other.where[card] = HAND + s // 2
    return other


def view_fields(view):
    return ({f: getattr(view.state, f) for f in FIELDS}, view.unseen, view.deck_size,
            [view.hand(s) for s in range(view.state.players)])


def test_r23_view_hides_exactly_the_secret_cards():
    for state in STATES:
        for seat in range(state.players):
            view = SeatView(state, seat)
            secret = secret_cards(state, seat)
            assert set(view.unseen) == secret and len(view.unseen) == len(secret)
            assert list(view.unseen) == sorted(view.unseen)          # no deck order
            assert view.state.deck == [] and view.deck_size == len(state.deck)
            for card in secret:
                assert view.state.where[card] == UNSEEN
                assert card not in view.state.hands and card not in view.state.cards
            for card in range(121):
                if card not in secret:
                    assert view.state.where[card] == state.where[card]
            # own hand fully known, other hands: secret slots as None, known cards shown
            assert view.hand(seat) == state.hand(seat)
            for other in range(state.players):
                expected = [None if (other != seat and state.hidden[s]) else state.hands[s]
                            for s in (2 * other, 2 * other + 1) if state.hands[s] >= 0]
                assert view.hand(other) == expected
            assert view.state.events is None


def test_r23_view_does_not_depend_on_secret_information():
    """Dealing the secret cards differently changes nothing a seat can see."""
    rng = random.Random(5)
    for state in STATES:
        for seat in range(state.players):
            base = view_fields(SeatView(state, seat))
            for _ in range(2):
                assert view_fields(SeatView(reshuffle_secrets(state, seat, rng), seat)) == base


def test_r23_true_state_and_samples_are_consistent_with_the_view():
    for i, state in enumerate(STATES):
        for seat in range(state.players):
            view = SeatView(state, seat)
            assert view.is_consistent(state)
            for k in range(3):
                world = view.sample(random.Random(i * 31 + k))
                assert view.is_consistent(world)
                assert len(world.deck) == view.deck_size
                assert sorted(world.deck + [c for s, c in enumerate(world.hands)
                                            if s // 2 != seat and world.hidden[s] and c >= 0]) == list(view.unseen)
                check_invariants(world)


def test_r23_samples_respect_r7_and_r15():
    """No dog in a secret hand slot (R7); an unseen card of a type decided by the fourth
    card is in the deck, since one in a hand would have been shown (R15)."""
    checked = 0
    for i, state in enumerate(STATES):
        for seat in range(state.players):
            view = SeatView(state, seat)
            for k in range(5):
                world = view.sample(random.Random(i + 97 * k))
                for slot, card in enumerate(world.hands):
                    if slot // 2 != seat and world.hidden[slot] and card >= 0:
                        assert not FIRST_DOG <= card < FIRST_MILK
                        t = TYPE[card]
                        assert t < 0 or not (world.by_fourth >> t) & 1
                        checked += 1
    assert checked > 500


def test_r23_sample_never_puts_an_unseen_fifth_card_in_a_hand():
    # type 9 was decided by the fourth card (seat 1 won); its fifth card G09.1 is in the deck.
    # Seat 1 holds two secret cards; the unseen pool is small, so a careless sampler would
    # often deal G09.1 or the dog into seat 1's hand.
    state = position(3, pasture={(6, 3): "M1.8"}, displays={1: ["G09.5", "G09.4"]}, fourth={9},
                     owners={9: 1}, hands={0: ["G08.2", "G08.3"], 1: ["G07.1", "M1.1"]},
                     deck=["G09.1", "D01", "M2.1"])
    view = SeatView(state, 0)
    assert set(view.unseen) == {C("G09.1"), C("D01"), C("M2.1"), C("G07.1"), C("M1.1")}
    hands_seen = set()
    for k in range(200):
        world = view.sample(random.Random(k))
        hand = set(world.hand(1))
        assert C("G09.1") not in hand and C("D01") not in hand
        assert view.is_consistent(world)
        hands_seen.add(frozenset(hand))
    assert len(hands_seen) == 3                     # {G07.1, M1.1, M2.1} two at a time


def test_r23_type_decided_by_a_may_leave_its_cards_in_hands():
    # under R14 a dead card stays secret in a hand; the sampler may put it there
    state = position(3, pasture={(6, 3): "M1.8", (1, 1): "G09.1@1"},
                     displays={1: ["G09.5", "G09.4"]},
                     hands={0: ["G08.2", "G08.3"], 1: ["G07.1", "M1.1"]}, deck=["G09.2", "M2.1"])
    view = SeatView(state, 0)
    placed = set()
    for k in range(100):
        placed |= set(view.sample(random.Random(k)).hand(1))
    assert C("G09.2") in placed


def test_r23_sampling_is_deterministic_for_a_seeded_rng():
    for state in STATES[::7]:
        for seat in range(state.players):
            view = SeatView(state, seat)
            a, b = view.sample(random.Random(42)), view.sample(random.Random(42))
            assert all(getattr(a, f) == getattr(b, f) for f in FIELDS)


def test_r23_samples_do_not_copy_the_true_deck_order():
    state = STATES[1]           # early in a game: a long deck
    assert len(state.deck) > 20
    view = SeatView(state, 0)
    decks = {tuple(view.sample(random.Random(k)).deck) for k in range(20)}
    assert len(decks) == 20 and tuple(state.deck) not in decks


def test_r23_sampled_worlds_play_to_the_end():
    for i, state in enumerate(STATES[::5]):
        world = SeatView(state, state.seat).sample(random.Random(i))
        world.advance()
        world.playout(random.Random(i).random)
        assert world.is_over
        check_invariants(world)


def test_r23_taken_and_shown_cards_become_public():
    # seat 0 wins type 9 by the fourth card; the fifth, G09.1, is in seat 2's secret hand
    # and is shown (R15). Seat 0 takes M1.8 from the pasture: public too.
    state = position(3, pasture={(6, 3): "M1.8"},
                     displays={0: ["G09.2"], 1: ["G09.5"], 2: ["G09.4"]},
                     hands={0: ["G09.3", "G08.1"], 1: ["G07.1", "G07.2"], 2: ["G09.1", "M2.1"]},
                     deck=["M1.7", "M1.5"], pawns={0: before(3, 3, "G09.3")})
    assert C("G09.1") in SeatView(state, 1).unseen
    run(state, Play(C("G09.3")), Take(cell(6, 3)))
    for seat in (1, 2):
        view = SeatView(state, seat)
        assert C("M1.8") not in view.unseen
        assert view.hand(0) == [C("M1.8"), None]
    view = SeatView(state, 1)
    assert C("G09.1") not in view.unseen
    assert view.hand(2) == [C("G09.1"), None]
    assert SeatView(state, 0).hand(2) == [C("G09.1"), None]
    # seat 0's own dealt G08.1 is still secret to the others
    assert C("G08.1") in view.unseen and view.hand(0).count(None) == 1


@pytest.mark.parametrize("players", [2, 5])
def test_r23_fresh_deal_view(players):
    state = GameState.from_setup(deal(players, 3))
    for seat in range(players):
        view = SeatView(state, seat)
        n = state.size
        assert len(view.unseen) == len(state.deck) + 2 * (players - 1)
        assert all(view.state.cards[r * 8 + k] == state.cards[r * 8 + k] for r in range(n) for k in range(n))
        assert view.hand(seat) == state.hand(seat)
        assert all(view.hand(o) == [None, None] for o in range(players) if o != seat)
