"""Meadow Dice over thousands of seeded random games: the rules hold at every step.

Marks land only on free non-trough cells (D1, D8), a compulsory mark is never
skipped (D7), the game ends exactly when D9 says, the score equals a recount
from the marks (D10–D14, counted here independently), a saved game replays to
the same position, and the AI cannot know a throw before it happens (D15).
"""

from __future__ import annotations

import random

import pytest

from goatmaster.core.game import CHANCE
from goatmaster.files import envelope
from goatmaster.files.envelope import Seat
from goatmaster.games.meadow_dice import GAME, new_match
from goatmaster.games.meadow_dice.engine import events as ev
from goatmaster.games.meadow_dice.engine.sheet import COW
from goatmaster.games.meadow_dice.engine.state import MeadowState
from goatmaster.search.ismcts import MctsPlayer, Settings, with_budget


def recount(state: MeadowState) -> list[int]:
    """D10–D13 from the marks alone (plus D14's points as they were scored)."""
    owner, sheet = state.owner, state.sheet
    totals = list(state.doubles)
    lines = [[(0, c) for c in range(8)], [(r, 7) for r in range(8)], [(7, c) for c in range(8)],
             [(r, 0) for r in range(8)]]
    for line in lines:
        marks = [owner[r * 8 + c] for r, c in line]
        if marks.count(0) != marks.count(1):
            totals[0 if marks.count(0) > marks.count(1) else 1] += 3
    for trough in sheet.troughs:
        around = set()
        for cell in trough.cells:
            r, c = divmod(cell, 8)
            for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if rr * 8 + cc not in trough.cells:
                    around.add(rr * 8 + cc)
        marks = [owner[x] for x in around]
        if marks.count(0) != marks.count(1):
            totals[0 if marks.count(0) > marks.count(1) else 1] += 4 if len(trough.cells) == 2 else 2
    seen: set[int] = set()
    for start in range(64):
        if owner[start] < 0 or start in seen:
            continue
        size, todo = 0, [start]
        seen.add(start)
        while todo:
            r, c = divmod(todo.pop(), 8)
            size += 1
            for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                x = rr * 8 + cc
                if 0 <= rr < 8 and 0 <= cc < 8 and x not in seen and owner[x] == owner[start]:
                    seen.add(x)
                    todo.append(x)
        totals[owner[start]] += 20 if size >= 20 else 12 if size >= 15 else 5 if size >= 10 else 2 if size >= 5 else 0
    return totals


def _d9(state: MeadowState) -> bool:
    free = [f for c, f in enumerate(state.sheet.faces) if f and state.owner[c] < 0]
    return free.count(COW) == 0 or sum(1 for f in free if f != COW) <= 5


@pytest.mark.slow
def test_thousands_of_random_games_keep_the_rules():
    rng = random.Random(2024)
    games = 2000
    for g in range(games):
        match = new_match(2, g, {"pro": g % 2 == 1})
        state = match.state
        while not match.is_over:
            seat = state.current_player()
            before = state.owner[:]
            events = match.apply_action(state.chance_outcome(rng) if seat == CHANCE
                                        else rng.choice(state.legal_actions()))
            for e in events:
                if isinstance(e, ev.CellMarked):             # D1, D8: a free cell that is no trough
                    assert state.sheet.faces[e.cell] and before[e.cell] < 0 and e.seat == seat
                if isinstance(e, ev.NothingToMark):          # D7b only, and truly nothing to mark
                    assert COW not in e.dice
                    assert not any(state.sheet.faces[c] in e.dice and before[c] < 0 for c in range(64))
            if any(isinstance(e, ev.TurnEnded) for e in events):
                assert match.is_over == _d9(state), "the end exactly when D9 says"
                skipped = any(isinstance(e, ev.NothingToMark) for e in events)
                assert bool(match.turns[-1].marks) != skipped, "a compulsory mark is never skipped (D7)"
        assert state.result()[0] == recount(state)
        standing = state.standing()
        assert [s.total for s in standing.scores] == recount(state)
        if g % 50 == 0:
            players = [Seat("Ada", "human"), Seat("Bot", "ai", "hard")]
            text = envelope.dumps(GAME.codec.saved_game(players, match, {}))
            loaded = envelope.loads(text)
            assert loaded.game.state.key() == state.key() and loaded.game.turns == match.turns
            assert envelope.dumps(loaded) == text


class RiggedDice(random.Random):
    """Chance that knows its throws in advance: every throw after ``after`` steps shows ``face``."""

    def __init__(self, face: int, after: int) -> None:
        super().__init__(0)
        self.face, self.after, self.count = face, after, 0

    def random(self) -> float:
        self.count += 1
        return super().random() if self.count <= self.after else (self.face - 0.5) / 6


@pytest.mark.parametrize("settings", [
    Settings(iterations=150, chance="closed", playout=GAME.ai.playouts["random"], margin_scale=8.0),
    with_budget(GAME.ai.levels["hard"], iterations=150),      # common dice and greedy playouts
], ids=["closed-loop", "hard"])
def test_the_ai_cannot_know_a_throw_before_it_happens(settings):
    """D15: two games that differ only in the throws to come get the same decisions until then."""
    def decisions(face: int) -> list[tuple[int, int]]:
        match = new_match(2, 3, {"sheet": "Windmill"})
        chance = RiggedDice(face, after=20)
        player = MctsPlayer(settings, seed=5)
        seen = []
        while not match.is_over and chance.count < 20:
            state = match.state
            if state.current_player() == CHANCE:
                match.apply_action(state.chance_outcome(chance))
                continue
            action = player.decide(state.observation(state.current_player()))
            seen.append((state.turn, action))
            match.apply_action(action)
        return seen

    cows, ones = decisions(6), decisions(1)
    assert cows and cows == ones


def test_the_fast_playouts_keep_the_rules_from_any_step():
    """The search's playouts (random and smart) end as D9 says, on marks D1/D8 allow, from any step."""
    rng = random.Random(7)
    for g in range(60):
        state = new_match(2, g, {"pro": g % 3 == 0}).state
        for _ in range(rng.randrange(120)):                   # somewhere into the game, any step
            if state.is_terminal():
                break
            seat = state.current_player()
            state.apply_action(state.chance_outcome(rng) if seat == CHANCE else rng.choice(state.legal_actions()))
        for playout in GAME.ai.playouts.values():
            world = state.clone()
            playout(world, rng.random)
            assert world.is_terminal() and _d9(world)
            assert all(world.owner[c] == state.owner[c] for c in range(64) if state.owner[c] >= 0)
            assert all(world.sheet.faces[c] for c in range(64) if world.owner[c] >= 0)
            free = [[c for c in range(64) if world.sheet.faces[c] == f and world.owner[c] < 0] for f in range(7)]
            assert world.free[1:] == free[1:]
            assert world.result()[0] == recount(world)
