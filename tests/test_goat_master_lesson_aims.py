"""What Goat Master's lesson counts as progress towards a step's situation (its aims, which the
lesson steers Hugo by once the learner has left the script): built positions, one rule each."""

from __future__ import annotations

from goatmaster.core.game import CHANCE
from goatmaster.games.goat_master.engine.cards import TYPE, parse_card
from goatmaster.games.goat_master.tutorial import _herd_ways, towards_consent, towards_eight

from positions import position

LEARNER, HUGO = 0, 1
PIROUETTE = TYPE[parse_card("G06.1")]


def steps(aim, state) -> set[str]:
    return set((aim(None, state, LEARNER) or "").split())


def played(state, text: str):
    """The position after the decision ``text`` and the refills it leads to."""
    after = state.clone()
    after.apply_action(next(a for a in state.legal_actions() if state.action_to_string(a) == text))
    while after.current_player() == CHANCE:
        after.apply_action(after.chance_outcomes()[0][0])
    return after


def test_a_herd_that_would_mark_no_card_is_no_way_to_the_learners_herd():
    """The learner leads Pirouette 7 to nothing and Hugo holds 1 and 3 (R15: played, the fourth
    decides it for the learner), but no Pirouette is left in the pasture or the deck: won, the
    herd puts no marker down (R14, R15), so no dog can ever move one of the learner's cards
    and nobody can be asked for a consent (R18).  With one in the pasture it is a way."""
    def herd(pasture: dict, learners: list[str]) -> dict:
        return _herd_ways(position(2, pasture=pasture, displays={LEARNER: ["G06.5", "G06.2"]},
                                   hands={LEARNER: learners, HUGO: ["G06.1", "G06.3"]},
                                   deck=["G09.1", "D01"], seat_to_play=HUGO), LEARNER)

    assert PIROUETTE not in herd({(0, 0): "G09.2", (1, 1): "M1.2"}, ["G06.4", "M1.1"])
    assert PIROUETTE in herd({(0, 0): "G09.2", (1, 1): "G06.4"}, ["M1.2", "M1.1"])


def test_hugos_way_to_eight_points_counts_while_the_learners_display_holds_more():
    """The learner's display holds Sherlock 5 and its hand Sherlock 3 (8 points a play away,
    R14).  Hugo's Pirouette 3 with Pirouette 4 in hand is further on the way to a herd won with
    8 points than with Pirouette 1: the lesson sees Hugo's way too, not only the most advanced."""
    def eight(hugos: str) -> set[str]:
        return steps(towards_eight, position(2, pasture={(0, 0): "G09.2"},
                                             displays={LEARNER: ["G09.5"], HUGO: ["G06.3"]},
                                             hands={LEARNER: ["G09.3", "M1.1"], HUGO: [hugos, "M1.2"]},
                                             deck=["G12.1"], seat_to_play=HUGO))

    assert eight("G06.4") > eight("G06.1")


def test_a_dog_hugo_plays_before_the_learner_has_a_marked_card_is_a_step_back_from_a_consent():
    """A consent needs a dog's move onto a marked card of each (R18), and only 7 dogs take part
    in a game of two (R3): before the learner has a marked card, a dog Hugo plays asks nothing
    and is one dog fewer for later.  Once the learner has one, playing a dog is Hugo's way to ask
    (the dogs then count no more)."""
    before = position(2, pasture={(0, 0): "G09.2", (0, 1): "G06.4@1", (2, 2): "M1.3", (3, 3): "G12.2"},
                      displays={LEARNER: ["G09.5"]}, hands={LEARNER: ["G09.3", "M1.1"], HUGO: ["D01", "M1.2"]},
                      deck=["G12.1", "D02", "G12.3"], seat_to_play=HUGO)
    after = played(before, "play D01")
    assert not steps(towards_consent, before) <= steps(towards_consent, after)

    marked = position(2, pasture={(0, 0): "G09.2@0", (0, 1): "G06.4@1", (2, 2): "M1.3", (3, 3): "G12.2"},
                      displays={LEARNER: ["G09.5"]}, hands={LEARNER: ["G09.3", "M1.1"], HUGO: ["D01", "M1.2"]},
                      deck=["G12.1", "D02", "G12.3"], seat_to_play=HUGO)
    asked = played(marked, "play D01")
    assert {step for step in steps(towards_consent, marked) if step.startswith("dog")} \
        == {step for step in steps(towards_consent, asked) if step.startswith("dog")}
