"""The hover and hint advice of Goat Master: what a dog move (R18, R20) would gain, said truly."""
import random

from goatmaster.games.goat_master.qt.advice import dog_effect, no_dog_effect
from goatmaster.games.goat_master.engine import Game
from goatmaster.games.goat_master.engine.decisions import Consent, DogMove
from goatmaster.games.goat_master.engine.state import CONSENT, DOG, OVER


def dog_turns(seed: int, wanted: int):
    """States at a dog decision with dog moves to weigh, from random seeded games."""
    rng = random.Random(seed)
    found = []
    while len(found) < wanted:
        state = Game.new(2, rng.randrange(10**6)).state
        while state.phase != OVER and len(found) < wanted:
            if state.phase == DOG and state.dog_moves():
                found.append(state.copy())
            if state.is_chance:
                state.apply_action(state.chance_outcome(rng))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
    return found


def test_a_dog_hint_says_how_many_points_the_move_gains_and_changes_nothing():
    gains = []
    for state in dog_turns(1, 40):
        before = (state.marks[:], state.cards[:], state.phase)
        for source, target in state.dog_moves():
            text = dog_effect(state, DogMove(source, target), ["Ada", "Bert"])
            after = state.copy()
            after.apply(DogMove(source, target))
            asked = after.phase == CONSENT
            if asked:
                after.apply(Consent(True))
            gain = after.scores()[state.seat].total - state.scores()[state.seat].total
            if gain > 0 and asked:
                other = ["Ada", "Bert"][state.marks[target]]
                assert text.startswith(f"If {other} agrees, your score rises by {gain} now"), text
            elif gain > 0:
                assert text.startswith(f"Your score rises by {gain} now"), text
            else:
                assert text.startswith("It gains no points now"), text
            gains.append(gain)
        some_gain = any(g > 0 for g in gains[-len(state.dog_moves()):])
        assert no_dog_effect(state).startswith("Some dog moves gain" if some_gain else "No move of your dog")
        assert (state.marks, state.cards, state.phase) == before
    assert any(g > 0 for g in gains) and any(g <= 0 for g in gains)     # both sides were seen
