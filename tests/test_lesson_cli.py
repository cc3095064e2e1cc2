"""``goatmaster-cli lesson``: a lesson played headless by a learner who chooses at random.

The lesson (``core.lesson``) must show every teaching step to whatever the learner plays: off
the script each step shows when its situation arises, the lesson steering the AI and chance
towards it.  The full figure (100 learners per game) is ``benchmarks/lesson_steps.py``'s.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from goatmaster.cli import lesson as lesson_command
from goatmaster.cli.lesson import play_lesson
from goatmaster.cli.main import main
from goatmaster.core.registry import entries, entry

TUTORED = [game for game in entries() if game.tutorial is not None]
LEARNERS = range(8)


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_every_step_shows_to_random_learners(game):
    for seed in LEARNERS:
        run = play_lesson(game, seed)
        assert not run.missed, f"learner {seed} never saw steps {[k + 1 for k in run.missed]}"
        assert sorted(k for k, _ in run.shown) == list(range(len(game.tutorial.steps)))


@pytest.mark.parametrize("seed", [14, 32, 73, 106, 123, 127, 145, 151, 198])
def test_goat_masters_learners_who_once_missed_a_herd_or_a_consent_see_every_step(seed):
    """Random learners who once never saw a herd won with 8 points, a dog's swap or a consent
    (the AI swapped onto a plain card where asking the learner's consent would have brought
    both about, R18; nobody worked towards a herd for the learner, R14, R15; Hugo spoiled the
    learner's herds by playing into them, kept from a dog a play away, or worked only towards
    the learner's most advanced herd, 32, 73, 106)."""
    game = entry("goat-master")
    run = play_lesson(game, seed)
    assert not run.missed, f"learner {seed} never saw steps {[k + 1 for k in run.missed]}"
    assert sorted(k for k, _ in run.shown) == list(range(len(game.tutorial.steps)))


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_the_learners_seed_changes_the_game_and_not_the_deal(game):
    """Two learners leave the script differently, but both start from the lesson's own deal."""
    first, second = play_lesson(game, 1), play_lesson(game, 2)
    assert first.shown[:3] == second.shown[:3], "the lesson starts the same for everyone"
    assert first.shown != second.shown, "the random learners played different games"


def test_the_command_prints_every_step_shown_and_exits_0(capsys):
    assert main(["lesson", "rows", "--learner", "random", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    shown = re.findall(r"^step +(\d+) at move +\d+: \S", out, re.M)
    steps = len(entry("rows").tutorial.steps)
    assert sorted(map(int, shown)) == list(range(1, steps + 1))
    assert out.rstrip().endswith(f"{steps} of {steps} steps shown") and "never showed" not in out


def test_a_step_that_never_shows_is_named_and_fails_the_command(capsys, monkeypatch):
    """A situation that never arises (an offer to go back counts as a step not shown): the
    command names the step and exits 1."""
    game = entry("rows")
    tutorial = game.tutorial
    lost = next(k for k, step in enumerate(tutorial.steps) if step.when is not None)
    steps = list(tutorial.steps)
    steps[lost] = replace(steps[lost], when=lambda before, after, learner: None, aim=None)
    broken = replace(game, tutorial=replace(tutorial, steps=tuple(steps)))
    monkeypatch.setattr(lesson_command, "entry", lambda name: broken)
    assert main(["lesson", "rows", "--seed", "5"]) == 1
    out = capsys.readouterr().out
    never = [int(k) for k in re.findall(r"^step +(\d+) never showed$", out, re.M)]
    assert lost + 1 in never and len(steps) in never, "the end's steps wait for it too"
    assert f"{len(steps) - len(never)} of {len(steps)} steps shown" in out


def test_goat_masters_consent_is_said_lost_once_no_dog_is_left_to_play():
    """Learner 616 has a marked card at move 63 of 90 only, and the last dog there is is played
    at the next move without a card to ask for (R18: a consent needs a dog's move): the steps of
    the consent are found unable to show there, well before the end, and a step found so never
    shows after all (a dog played this turn still has its move)."""
    game = entry("goat-master")
    run = play_lesson(game, 616)
    consent = [k for k, step in enumerate(game.tutorial.steps) if step.aim is not None
               and step.aim.__name__ == "towards_consent"]
    assert consent and set(consent) <= set(run.gone) and set(run.gone) <= set(run.missed)
    assert all(at < run.moves - 10 for at in run.gone.values())
    for seed in range(40):
        again = play_lesson(game, seed)
        assert set(again.gone) <= set(again.missed), f"learner {seed}: a step said lost showed after all"


def test_a_game_without_a_lesson_is_refused():
    with pytest.raises(SystemExit):
        main(["lesson", "no-such-game"])


@pytest.mark.parametrize("game", TUTORED, ids=lambda g: g.name)
def test_a_lesson_kept_by_an_older_version_goes_on_from_its_step(game):
    """A save file's lesson from before the steps followed situations keeps only ``step``: the
    steps before it count as shown, and it shows again where it stands."""
    from goatmaster.core.lesson import Lesson
    tutorial = game.tutorial
    match = game.new_match(tutorial.players, tutorial.seed, tutorial.options)
    script = tutorial.actions(game.new_match(tutorial.players, tutorial.seed, tutorial.options))
    step = next(k for k, s in enumerate(tutorial.steps) if s.at > 0)
    for action in script[:tutorial.steps[step].at]:
        match.apply_action(action)
    lesson = Lesson(tutorial, script)
    lesson.restore({"step": step}, match.state, match.actions)
    assert lesson.current() == step and lesson.shown() == set(range(step + 1))
    assert lesson.kept()["step"] == step and lesson.kept()["log"][-1] == [step, tutorial.steps[step].at]
    again = Lesson(tutorial, script)
    again.restore(lesson.kept(), match.state, match.actions)
    assert again.log == lesson.log and again.current() == step
    for garbage in ({"step": "x"}, {"log": [[999, 0]]}, {"log": [[0, 10 ** 9]]}, {"log": "no"}, {}):
        broken = Lesson(tutorial, script)
        broken.restore(garbage, match.state, match.actions)        # never raises: from the start
        assert broken.log[0][0] == 0
