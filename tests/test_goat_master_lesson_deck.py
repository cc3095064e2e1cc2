"""How Goat Master's lesson steers once the learner has left the script.

It chooses the cards still to come: a refill is the deck's top card with no chance step of the
match (R11), so the lesson stacks the deck (``core.tutorial.Deck``).  The script draws the deal's
cards whatever order the deck was stacked in since; off the script a draw that brings a waiting
step's situation about is the one drawn; a replay and a save file draw what was drawn.  And it
weighs Hugo's moves and its draws by every turn the learner might play next."""

from __future__ import annotations

import random

import goatmaster.games  # noqa: F401  (registers the games)
from goatmaster.cli.lesson import play_lesson
from goatmaster.core.game import CHANCE
from goatmaster.core.lesson import Lesson
from goatmaster.core.registry import entry
from goatmaster.core.tutorial import draw_after
from goatmaster.games.goat_master import savefile
from goatmaster.games.goat_master.engine.cards import card_id, is_dog
from goatmaster.games.goat_master.engine.places import PLAY
from goatmaster.games.goat_master.engine.game import Game
from goatmaster.games.goat_master.savefile import SavedGame, Seat

GAME = entry("goat-master")
TUTORIAL = GAME.tutorial


def fresh() -> Game:
    return GAME.new_match(TUTORIAL.players, TUTORIAL.seed, TUTORIAL.options)


def test_a_card_put_on_top_is_the_next_refill_and_a_replay_and_a_file_draw_it_too():
    """R11: the take's gap is refilled by the card put on top, not the deal's; the set-up keeps
    the order drawn, so the game restarted and replayed, and its save file read back, stand
    where it stands; the set-up is still a deal R3–R7 allow."""
    game = fresh()
    chosen = game.state.deck[0]                     # the deal's last card
    assert chosen != game.state.deck[-1]
    game.stack(chosen)
    game.apply_action(game.state.legal_actions()[0])      # a play
    take = game.state.legal_actions()[0]
    taken = game.state.take_cells()[0]
    game.apply_action(take)
    assert game.state.cards[taken] == chosen, "the gap got the card put on top"
    game.setup.check()
    again = game.restart()
    for action in game.actions:
        again.apply_action(action)
    assert again.state.cards == game.state.cards and again.state.deck == game.state.deck
    saved = SavedGame([Seat("Ann", "human"), Seat("Hugo", "ai", "easy")], game, {})
    read = savefile.loads(savefile.dumps(saved)).game
    assert read.state.cards == game.state.cards and read.setup == game.setup


def test_the_script_draws_the_deals_cards_whatever_order_the_deck_was_stacked_in():
    """A lesson left, stacked and saved, then taken back to its start (or read from its file):
    the script still fits the game (no "the lesson changed"), and the lesson puts the deal's
    cards back on top as it follows the script, so the game ends as the script's does."""
    stacked = fresh()
    for card in list(stacked.state.deck[:5]):       # the deal's last five drawn first
        stacked.stack(card)
    assert stacked.setup.deck != fresh().setup.deck
    script = TUTORIAL.actions(stacked.restart())
    scripted = fresh()
    assert script == TUTORIAL.actions(scripted)
    lesson, replay = Lesson(TUTORIAL, script), stacked.restart()
    for action in script:
        lesson.stack(replay, action)
        replay.apply_action(action)
    assert replay.state.cards == scripted.state.cards and replay.state.is_terminal()
    assert replay.setup.deck == fresh().setup.deck, "drawn in the deal's order again"


def test_off_the_script_a_draw_that_brings_a_waiting_step_about_is_drawn(monkeypatch):
    """Random learners off the script: wherever one of the deck's cards, drawn into the gap of
    the take about to be made, brings a step's situation about (an owed card coming out, a herd
    marked, say), the card drawn is such a one; and the lesson stacks the deck often."""
    stack, learner = Lesson.stack, TUTORIAL.learner
    seen: list[tuple[str, bool]] = []
    stacked = 0

    def meets(lesson: Lesson, before, card: int) -> bool:
        after = before.clone()
        after.apply_action(card)
        return any(lesson.steps[k].when(before, after, learner) is not None for k in lesson.waiting())

    def watched(lesson: Lesson, match, action: int) -> None:
        nonlocal stacked
        top = match.state.deck[-1] if match.state.deck else None
        stack(lesson, match, action)
        if lesson.on_script(list(match.actions) + [action]) or action not in match.state.legal_actions():
            return
        before = draw_after(match.state, action)
        if before is None:
            return
        stacked += before.deck[-1] != top
        if any(meets(lesson, before, card) for card in before.deck):
            seen.append((card_id(before.deck[-1]), meets(lesson, before, before.deck[-1])))

    monkeypatch.setattr(Lesson, "stack", watched)
    for seed in random.Random(7).sample(range(1000), 12):
        play_lesson(GAME, seed)
    assert len(seen) >= 12 and all(met for _, met in seen), seen
    assert stacked >= 12


def test_a_move_before_the_learners_turn_is_weighed_by_every_turn_they_might_play():
    """The lesson cannot know what the learner will play: what stands of an aim after Hugo's move
    is its mean over the learner's plays, each as likely, of its mean over the takes each leaves
    them (R9–R11), the refills drawn."""
    script = TUTORIAL.actions(fresh())
    match = fresh()
    for action in script[:4]:
        match.apply_action(action)
    state = match.state
    assert state.current_player() == TUTORIAL.learner and TUTORIAL.replies == 2
    lesson = Lesson(TUTORIAL, script)
    consent = next(k for k, step in enumerate(TUTORIAL.steps) if step.aim is not None
                   and step.aim.__name__ == "towards_consent")

    def size(position) -> int:
        return len((TUTORIAL.steps[consent].aim(None, position, TUTORIAL.learner) or "").split())

    def then(position, action):
        after = position.clone()
        after.apply_action(action)
        while after.current_player() == CHANCE:
            after.apply_action(after.chance_outcome(random.Random(0)))
        return after

    plays = [then(state, play) for play in state.legal_actions()]
    takes = [[size(then(played, take)) for take in played.legal_actions()] for played in plays]
    assert len(plays) == 2 and all(len(sizes) > 1 for sizes in takes)
    assert len({sum(sizes) / len(sizes) for sizes in takes}) == 2, "the plays leave different ways"
    mean = sum(sum(sizes) / len(sizes) for sizes in takes) / len(takes)
    assert abs(lesson._mean_progress(consent, state, 2) - mean) < 1e-9


def test_a_dogs_turn_with_many_moves_is_weighed_by_the_learners_first_decision_alone():
    """Hugo with a dog in hand and ten marked cards has many ways to end his turn (each card the
    dog may move, R18): the lesson weighs them by the learner's play alone, and a plain turn by
    their play and take, so that a decision stays quick (``Lesson.TURN_ENDS``)."""
    script, match = TUTORIAL.actions(fresh()), fresh()
    lesson, hugo = Lesson(TUTORIAL, script), 1 - TUTORIAL.learner
    weighed = {}
    for action in script:
        state = match.state
        if state.current_player() == hugo and state.phase == PLAY:
            dog = any(is_dog(card) for card in state.hand(hugo))
            weighed.setdefault(dog, set()).add(lesson._replies_weighed(state, hugo, state.legal_actions()))
        TUTORIAL.stack_dealt(match, action)
        match.apply_action(action)
    assert weighed == {False: {2}, True: {1}}
