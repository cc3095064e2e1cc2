"""A finished game's review (issue 36 §2): honest, cancellable, summed up, kept in the file."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from goatmaster.cli.ai_commands import reason_text
from goatmaster.cli.main import main
from goatmaster.core.registry import entries
from goatmaster.files import app_data, envelope
from goatmaster.files.envelope import Seat, codec_of
from goatmaster.search.ismcts import Settings, search
from goatmaster.search.match import play_game
from goatmaster.search.pool import SearchPool
from goatmaster.search.review import (Decision, Player, Review, ReviewJob, Word, review_decision,
                                     review_settings, spots)
from goatmaster.search.seats import knowledge_of

GAMES = [game for game in entries() if game.name in ("goat-master", "meadow", "rows")]
ITERATIONS = 40


def finished(game, seed: int):
    """A whole two-player game between greedy seats, chance drawn from ``seed``."""
    players = [knowledge_of(game).greedy(seed * 10 + k) for k in range(2)]
    return play_game(game.new_match(2, seed, None), players, random.Random(seed))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_review_is_honest(game):
    """Drawing again all the seat could not see at a decision leaves its review unchanged."""
    match = finished(game, seed=4)
    knowledge = knowledge_of(game)
    settings = review_settings(knowledge, ITERATIONS)
    found = spots(game, match, seat=0)
    assert found
    rng = random.Random(7)
    for spot in found[::max(1, len(found) // 5)]:         # five decisions spread over the game
        truth = review_decision(spot, settings, knowledge, seed=3)
        for _ in range(2):
            world = spot.observation.sample(rng)             # everything hidden, dealt again
            other = replace(spot, observation=world.observation(0))
            assert other.observation.key() == spot.observation.key()
            assert review_decision(other, settings, knowledge, seed=3) == truth


def test_the_played_action_is_weighed_outside_the_shortlist():
    game = GAMES[0]
    match = finished(game, seed=2)
    spot = spots(game, match, seat=0)[0]
    legal = spot.observation.legal_actions()
    others = [a for a in legal if a != spot.played]

    def first(state, actions):
        return [a for a in actions if a != spot.played][:1] + [a for a in actions if a != spot.played][1:2]

    settings = Settings(iterations=40, trees=1, shortlist=first)
    assert spot.played not in search(spot.observation, settings, seed=1).stats
    stats = search(spot.observation, replace(settings, root_extra=(spot.played,)), seed=1).stats
    assert spot.played in stats and stats[spot.played][0] > 0
    assert set(stats) == {spot.played, *others[:2]}


def test_summary_counts_points_lost_and_the_costliest():
    decisions = [Decision(step, "a", "b", 1.0, 1.0 + loss, loss, loss > 2, None)
                 for step, loss in [(1, 0.0), (3, 4.0), (5, 1.0), (7, 4.0), (9, 2.5)]]
    review = Review(seat=0, iterations=10, seed=0, threshold=2.0, total=6, decisions=decisions)
    summary = review.summary()
    assert summary == {"decisions": 5, "marked": 3, "points_lost": 11.5, "lost_per_decision": 2.3,
                       "costliest": [3, 7, 9]}
    assert not review.complete


def test_review_round_trips_through_the_files_app_data(tmp_path):
    game = GAMES[1]
    match = finished(game, seed=5)
    decisions = [Decision(2, "again 4", "mark 7,5", -1.0, 2.5, 3.5, True, ("took %1 from yourself", ("x",))),
                 Decision(4, "mark 2,2", "mark 7,5", -1.0, 2.5, 3.5, True,
                          ("gave %1 %2 points of %3", (Player(0), 3, Word("Goat", "Cosmo")))),
                 Decision(6, "mark 1,1", "mark 1,1", 0.5, 0.5, 0.0, False, None)]
    review = Review(1, 40, 9, 2.0, 3, decisions)
    seats = [Seat("Ann", "human"), Seat("Bo", "ai", "hard")]
    path = tmp_path / "game.json"
    envelope.save(str(path), codec_of(game).saved_game(seats, match, {app_data.REVIEWS: {"1": review.to_data()}}))
    loaded = envelope.load(str(path))
    assert Review.from_data(loaded.app[app_data.REVIEWS]["1"]) == review
    assert loaded.game.actions == match.actions              # the rest of the file reads as before
    with pytest.raises(ValueError):
        Review.from_data({**review.to_data(), "version": 99})


@pytest.mark.parametrize("player", [{"seat": -1}, {"seat": 10**9}, {"seat": "0"}, {"seat": True},
                                    {"seat": 0, "name": "Eve"}, {}, {"context": "Goat"},
                                    {"context": 1, "text": "Cosmo"}, {"context": "Goat", "text": "%1" * 100}])
def test_a_reasons_player_read_from_a_file_is_a_seat_or_the_review_is_refused(player):
    """A reason names a player by seat (the app fills in the name) and a game's word by its
    context and text: a file's other value there is refused with a ValueError (the review is
    weighed again), never shown or crashed on."""
    from goatmaster.files.checked import typed
    from goatmaster.search.review import DecisionData

    def read(data: dict) -> Decision:
        return Decision.from_data(typed(data, DecisionData, "decision"))
    data = Decision(4, "a", "b", -1.0, 2.5, 3.5, True, ("gave %1 3 points", (Player(1),))).to_data()
    assert data["reason"]["args"] == [{"seat": 1}]
    assert read(data).reason == ("gave %1 3 points", (Player(1),))
    data["reason"]["args"] = [player]
    with pytest.raises(ValueError):
        read(data)


def test_cancelled_review_keeps_the_decisions_done():
    game = GAMES[2]
    match = finished(game, seed=6)
    found = spots(game, match, seat=1)
    reported = []
    with SearchPool(processes=2) as pool:
        job = ReviewJob(pool, found, knowledge_of(game), seat=1, iterations=ITERATIONS, seed=2)
        while not reported:
            decision = job.poll(0.5)
            if decision is not None:
                reported.append(decision)
        assert job.progress == (1, len(found))
        job.cancel()
        assert job.done and job.poll(0.1) is None
    assert job.review.decisions == reported and not job.review.complete
    # the pool's decision is the one a search in this process makes
    assert reported[0] == review_decision(found[0], review_settings(knowledge_of(game), ITERATIONS),
                                          knowledge_of(game), seed=2)


# The command prints and keeps a review alike for every game: the quick run reviews the first game's
# (each game's review itself is weighed by test_review_is_honest and the games' own tests here).
@pytest.mark.parametrize("game", [GAMES[0]] + [pytest.param(g, marks=pytest.mark.slow) for g in GAMES[1:]],
                         ids=lambda g: g.name)
def test_cli_review_prints_text_and_json_and_keeps_it(game, tmp_path, capsys):
    match = finished(game, seed=8)
    path = str(tmp_path / "game.json")
    envelope.save(path, codec_of(game).saved_game([Seat("Ann", "human"), Seat("Bo", "ai", "greedy")], match, {}))
    args = ["review", path, "--seat", "0", "--iterations", "24", "--seed", "1"]
    assert main(args + ["--save"]) == 0
    text = capsys.readouterr().out
    total = len(spots(game, match, seat=0))
    assert f"seat 0: {total} decisions reviewed by hard at 24 iterations, seed 1" in text
    assert "a decision;" in text
    kept = envelope.load(path).app[app_data.REVIEWS]["0"]
    assert kept["total"] == total == len(kept["decisions"])
    # kept in the file: printed again, the same, and with --json as the data kept
    assert main(args + ["--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == kept
    assert data["summary"]["decisions"] == total
    assert main(["review", path, "--seat", "2"]) == 2


def test_a_marked_decision_carries_the_games_reason():
    game = GAMES[1]
    spot = spots(game, finished(game, seed=3), seat=0)[0]
    seen = []

    def explain(observation, played, best):
        seen.append((observation.key(), played))
        return ("this throw had a %1 in %2 chance", (1, 6))

    knowledge = replace(knowledge_of(game), review_threshold=-1.0, explain=explain)
    decision = review_decision(spot, review_settings(knowledge, ITERATIONS), knowledge, seed=1)
    assert decision.marked and decision.reason == ("this throw had a %1 in %2 chance", (1, 6))
    assert seen == [(spot.observation.key(), spot.played)]     # asked with what the seat saw
    assert reason_text(decision.reason) == "this throw had a 1 in 6 chance"
    unmarked = review_decision(spot, review_settings(knowledge_of(game), ITERATIONS), knowledge_of(game), seed=1)
    assert unmarked.reason is None


def test_meadow_dice_says_why_a_throw_again_or_a_mark_cost_points():
    """Meadow Dice's reasons, from the seat's observation: a throw again's odds of a better mark
    (D6), a mark's points at once (D7)."""
    from goatmaster.games.meadow_dice.ai.explain import explain
    from goatmaster.games.meadow_dice.ai.greedy import best_mark, margin
    from goatmaster.games.meadow_dice.engine.state import AGAIN, AGAIN_CHOICE, KEEP, MARK
    game = next(g for g in GAMES if g.name == "meadow")
    match = finished(game, seed=6)
    kinds = set()
    for spot in spots(game, match, seat=0):
        state = spot.observation.sample(random.Random(0))
        legal = spot.observation.legal_actions()
        if state.phase == AGAIN_CHOICE:
            for played, best, throws in ((KEEP, AGAIN + 3, 36), (AGAIN + 1, KEEP, 6)):
                key, (better, counted) = explain(spot.observation, played, best)
                assert counted == throws and 0 <= better <= throws and "%1 of %2 throws" in key
                kinds.add(key)
        elif state.phase == MARK:
            top, choice = best_mark(state, 0)
            worst = min(legal, key=lambda a: margin(_after(state, a), 0))
            key, args = explain(spot.observation, worst, choice)
            more = round(top - margin(_after(state, worst), 0))
            if more >= 1:
                assert reason_text((key, args)) == ("The best mark found scores 1 more point at once." if more == 1
                                                    else f"The best mark found scores {more} more points at once.")
            kinds.add(key)
    assert len(kinds) >= 3


def _after(state, action):
    after = state.clone()
    after.apply_action(action)
    return after


REASONS = {"The best found scores 1 more point at once.", "The best found scores %1 more points at once.",
           "This move scores more at once; the best found is worth more by the end of the game.",
           "Both score alike at once; the difference comes later in the game."}


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_any_games_reason_is_the_points_at_once_as_the_seat_could_know_them(game):
    """Where a game gives no reason of its own, the review compares the points the two moves
    score at once; in a game where nothing hidden changes them, exactly the real ones."""
    from goatmaster.search.review import points_at_once
    match = finished(game, seed=8)
    replay, by_step = match.restart(), {}
    for step, action in enumerate(match.actions):
        by_step[step] = replay.state.clone()
        replay.apply_action(action)
    seen = set()
    for spot in spots(game, match, seat=0):
        for other in spot.observation.legal_actions()[:3]:
            reason = points_at_once(spot, other)
            if reason is None:
                assert game.name == "goat-master"   # only its hidden cards may change the points
                continue
            key, args = reason
            assert key in REASONS
            seen.add(key)
            if game.name != "goat-master":
                margins = []
                for action in (spot.played, other):
                    after = by_step[spot.step].clone()
                    after.apply_action(action)
                    totals = after.result()[0]
                    margins.append(totals[0] - max(totals[1:]))
                more = margins[1] - margins[0]
                assert (more == 1) == (key == "The best found scores 1 more point at once.")
                assert (more < 0) == key.startswith("This move scores more")
                assert args == ((f"{more:g}",) if more > 1 else ())
    assert len(seen) >= 2


def _reasons(game, seeds, view, explain):
    """Every pair of a seat's legal actions at each of its decisions in greedy games, with the
    game's reason for it, checked to be the same from another world the seat could not tell
    apart from the real one: (the position, the seat, the action played, the best, the reason)."""
    for seed in seeds:
        for spot in spots(game, finished(game, seed), seat=seed % 2):
            state = spot.observation.sample(random.Random(0))
            me = state.current_player()
            legal = spot.observation.legal_actions()
            elsewhere = view(spot.observation.sample(random.Random(seed + 100)), me)
            for played in legal:
                for best in legal:
                    if played != best:
                        reason = explain(spot.observation, played, best)
                        assert explain(elsewhere, played, best) == reason          # nothing hidden in it
                        yield state, me, played, best, reason


def test_goat_master_says_when_a_play_won_or_gave_away_a_type_or_a_dog_move_joined_more_cards():
    """Goat Master's reasons, naming the goat type, only where the seat's observation makes them
    certain: the best play wins its type at once (R14) or by its fourth card (R15), the play
    made laid a type's fourth card for a bigger display (R15) or was a dead card (R13), the
    best dog move joins more of the seat's cards to its stable (R20).
    The same from any world the seat could not tell apart from the real one."""
    from goatmaster.games.goat_master.ai.explain import explain
    from goatmaster.games.goat_master.goat_names import GOAT_NAMES
    from goatmaster.games.goat_master.engine.actions import decision_of
    from goatmaster.games.goat_master.engine.cards import GOAT_TYPES, POINTS, TYPE
    from goatmaster.games.goat_master.engine.state import DOG, PLAY
    from goatmaster.games.goat_master.engine.view import SeatView
    game = next(g for g in GAMES if g.name == "goat-master")
    said: dict[str, int] = {}
    for state, me, played, best, reason in _reasons(game, range(1, 7), SeatView, explain):
        if reason is None:
            continue
        key, args = reason
        said[key] = said.get(key, 0) + 1
        if state.phase == PLAY:
            card = decision_of(best).card
            t = TYPE[card]
            if key.startswith("The best found wins %1 at once"):
                assert t >= 0 and state.owner[t] < 0 and args == (Word("Goat", GOAT_NAMES[t]),)
                assert state.dsum[me * GOAT_TYPES + t] + POINTS[card] >= 8
            elif key.startswith("The best found lays the fourth"):
                assert state.tcount[t] == 3 and state.owner[t] < 0 and args == (Word("Goat", GOAT_NAMES[t]),)
            elif key.startswith("This %1 card was dead"):
                t = TYPE[decision_of(played).card]
                assert state.owner[t] >= 0 and args == (Word("Goat", GOAT_NAMES[t]),)
            else:
                t = TYPE[decision_of(played).card]
                assert "fourth %1 card" in key and state.tcount[t] == 3 and state.owner[t] < 0
        else:
            assert state.phase == DOG and "dog move joins" in key
            joined = []
            for action in (played, best):
                after = state.clone()
                after.apply_action(action)
                joined.append(len(after.connected_cells(me)))
            more = joined[1] - joined[0]
            assert more >= 1 and args == (() if more == 1 else (more,))
            assert reason_text(reason).startswith(f"The best dog move joins {more} more")
    assert any("wins %1 at once" in key for key in said) and any("dog move joins" in key for key in said)
    assert any("was dead" in key for key in said)


def test_goat_master_says_when_the_play_made_laid_a_fourth_card_for_a_bigger_display():
    """R15, rare between two greedy seats: a position set up so that the card played is its
    type's fourth in the displays while the other seat's display of it is the bigger."""
    from goatmaster.games.goat_master.ai.explain import explain
    from goatmaster.games.goat_master.goat_names import GOAT_NAMES
    from goatmaster.games.goat_master.engine.cards import GOAT_TYPES, POINTS, TYPE
    from goatmaster.games.goat_master.engine.state import PLAY
    from goatmaster.games.goat_master.engine.view import SeatView
    game = next(g for g in GAMES if g.name == "goat-master")
    for spot in spots(game, finished(game, 1), seat=0):
        state = spot.observation.sample(random.Random(0))
        hand = state.hand(0)
        if state.phase != PLAY or len(hand) < 2 or TYPE[hand[0]] < 0 or TYPE[hand[0]] == TYPE[hand[1]]:
            continue
        t = TYPE[hand[0]]
        if state.owner[t] >= 0 or state.dsum[t] + POINTS[hand[0]] >= 8:
            continue
        state.tcount[t] = 3
        state.dsum[GOAT_TYPES + t], state.dcnt[GOAT_TYPES + t] = 7, 2          # seat 1's display of it is bigger
        if TYPE[hand[1]] >= 0:
            state.owner[TYPE[hand[1]]] = 1                                    # the other card decides nothing
        key, args = explain(SeatView(state, 0), hand[0], hand[1])          # a play's action is its card
        assert "the %1 majority" in key and args == (Word("Goat", GOAT_NAMES[t]), Player(1))
        assert reason_text((key, args), ["Ada", "Hugo"]).startswith(
            f"This play laid the fourth {GOAT_NAMES[t]} card and gave Hugo the {GOAT_NAMES[t]} majority")
        return
    raise AssertionError("no position to set up")


def test_goal_rows_names_the_row_the_colour_and_the_token_a_play_decided_or_led():
    """Goal Rows' reasons in its own words (T8, T9), all in sight of the seat: the row (1–4 on
    the table), the colour and the token's points, when the play made completed a row or took
    its lead for the wrong colour, or the best found does so for the right one.  The same
    from any world the seat could not tell apart."""
    from goatmaster.games.goal_rows.ai.explain import explain
    from goatmaster.games.goal_rows.engine.actions import OFFER0
    from goatmaster.games.goal_rows.engine.cards import COLOUR, LENGTH, POINTS, VALUE
    from goatmaster.games.goal_rows.engine.view import RowsView
    game = next(g for g in GAMES if g.name == "rows")

    def effect(state, action):
        """(row on the table, completes, token, the colour alone on top after the play, and
        whether it was alone on top before) for a play; None for an offer."""
        if action >= OFFER0 or state.rtok[action & 3] < 0:
            return None
        place, token = action & 3, state.rtok[action & 3]
        row = state.row(place)
        before = [sum(VALUE[c] for c in row if COLOUR[c] == seat) for seat in range(state.n)]
        after = [sum(VALUE[c] for c in row + [action >> 2] if COLOUR[c] == seat) for seat in range(state.n)]
        top = [seat for seat in range(state.n) if after[seat] == max(after)]
        led = [seat for seat in range(state.n) if before[seat] == max(before)]
        return place + 1, len(row) + 1 >= LENGTH[token], token, top[0] if len(top) == 1 else None, led == top

    said: set[str] = set()
    for state, me, played, best, reason in _reasons(game, range(1, 5), RowsView, explain):
        if reason is None:
            continue
        key, args = reason
        said.add(key)
        which = effect(state, played if key.startswith("This play") else best)
        row, completes, token, colour, kept = which
        assert args[0] == row and args[-1] == abs(POINTS[token])
        assert ("completes row" in key) == completes and (completes or not kept)
        if "for you" in key or "puts you" in key:
            assert colour == me and len(args) == 2
        else:
            assert colour not in (me, None) and args[1] == Player(colour)      # T1: a colour is a seat's
        wrong = key.startswith("This play")
        assert (POINTS[token] < 0) == (wrong == (colour == me))      # red for you, or black for them
    text = reason_text(("This play completes row %1 for %2: its black token, +%3, goes to them (T9).",
                        (2, Player(2), 6)), ["Ada", "Hugo", "Cleo"])
    assert text == "This play completes row 2 for Cleo: its black token, +6, goes to them (T9)."
    assert len(said) >= 5
