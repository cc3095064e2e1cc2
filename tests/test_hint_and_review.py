"""A hint and a review that agree: Hint searches as the review weighs, the review marks only a
loss that holds up on its second look, and a decision clicked in the review's list stays the
one chosen."""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from goatmaster.core.registry import entry
from goatmaster.files.envelope import Seat
from goatmaster.games.goat_master.ai.knowledge import KNOWLEDGE
from goatmaster.search.ismcts import Settings, search
from goatmaster.search.match import play_game
from goatmaster.search.review import LEVEL, Weighing, review_settings, spots
from goatmaster.search.seats import knowledge_of
from goatmaster.views.review_panel import ReviewPanel, ReviewRow
from test_session import make_window


def test_a_hint_searches_with_the_level_a_review_weighs_with(qtbot):
    """The hint is the app's best advice (``hard``, in its own time), not the default opponent's."""
    window = make_window(qtbot, [Seat("Ada", "human"), Seat("Bot", "ai", "easy")])
    qtbot.waitUntil(lambda: window.scene.interactive)
    worker = window.session.worker
    asked = []
    think = worker.think
    worker.think = lambda view, settings, seed=None: asked.append(settings) or think(view, settings, seed)
    with qtbot.waitSignal(window.session.hintReady, timeout=5000):
        window._hint()
    assert asked == [KNOWLEDGE.level_settings(LEVEL)] and LEVEL == "hard"
    assert asked[0].seconds == 1.5 and asked[0].per_core


def test_a_root_of_chosen_actions_gives_each_as_many_simulations():
    """The second look's search: the root weighs the two actions alone, each on half the budget,
    where the level's search gives the one that looks worse ever fewer."""
    game = entry("rows")
    knowledge = knowledge_of(game)
    players = [knowledge.greedy(k) for k in range(2)]
    match = play_game(game.new_match(2, 3, None), players, random.Random(3))
    spot = next(s for s in spots(game, match, 0) if len(s.observation.legal_actions()) > 4)
    settings = review_settings(knowledge, 400)
    narrow = replace(settings, root_exploration=None)              # the level's root before it was widened
    stats = search(spot.observation, narrow, seed=1).stats
    ranked = sorted(stats, key=lambda a: -stats[a][0])
    pair = (ranked[0], ranked[-1])
    assert stats[pair[0]][0] > 4 * stats[pair[1]][0]              # UCB starves the one that looks worse
    even = search(spot.observation, Settings(iterations=400, root_only=pair, playout=settings.playout,
                                             estimate=settings.estimate), seed=1).stats
    assert set(even) == set(pair) and [even[a][0] for a in pair] == [200, 200]


def test_a_mark_stands_only_where_the_second_look_confirms_the_loss():
    """A decision the first search would mark is looked at again, on the played action and the
    best found alone; the mark is the second look's."""
    game = entry("goat-master")
    knowledge = knowledge_of(game)
    players = [knowledge.greedy(k) for k in range(2)]
    match = play_game(game.new_match(2, 5, None), players, random.Random(5))
    settings = review_settings(knowledge, 60)
    looked = confirmed = 0
    for spot in spots(game, match, 0)[:12]:
        weighing = Weighing(spot, settings, knowledge, seed=1)
        first, seed = weighing.next_search()
        result = search(spot.observation, first, seed)
        decision = weighing.add(result)
        if decision is not None:
            assert not decision.marked or result.action == spot.played or decision.loss > 3.0
            continue
        looked += 1
        second, again = weighing.next_search()
        assert second.root_only == (spot.played, result.action) and second.iterations == 120
        assert again != seed
        outcome = search(spot.observation, second, again)
        decision = weighing.add(outcome)
        assert decision is not None and decision.best_points == round(outcome.stats[result.action][4]
                                                                      / outcome.stats[result.action][0], 3)
        confirmed += decision.marked
    assert looked > confirmed >= 0 and looked


def _row(index: int) -> ReviewRow:
    return ReviewRow(step=2 * index, turn=index + 1, played=f"Plays card {index}", best=f"Card {index + 1}",
                     played_points=0.0, best_points=1.0, loss=1.0, marked=index % 5 == 0, reason="")


def _shown_panel(qtbot, width: int, height: int, total: int) -> ReviewPanel:
    """A review panel on screen at ``width`` × ``height``, a review of ``total`` decisions begun."""
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.resize(width, height)
    panel.show()
    qtbot.waitExposed(panel)
    panel.begin("Ada", total, 1.5)
    return panel


def test_a_clicked_decision_stays_the_one_selected(qtbot):
    """Clicking a row low in the list selects that row: the list does not scroll it from under
    the pointer (it did, and the row then under the pointer was selected)."""
    panel = _shown_panel(qtbot, 420, 420, 60)
    for index in range(60):
        panel.add(_row(index), 60)
    table = panel.table
    table.scrollToTop()
    chosen = []
    panel.decisionChosen.connect(chosen.append)
    viewport = table.viewport()
    low = max(r for r in range(60) if viewport.rect().contains(table.visualRect(table.model().index(r, 1))))
    assert low > 3                                  # a row near the list's foot, far from its middle
    for clicked in (low, 1, low - 1):
        rect = table.visualRect(table.model().index(clicked, 1))
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
        assert table.currentRow() == clicked
        assert [index.row() for index in table.selectionModel().selectedRows()] == [clicked]
        assert chosen[-1] == 2 * clicked and set(chosen) <= {2 * r for r in (low, 1, low - 1)}
        assert panel.detail.text().startswith(f"Turn {clicked + 1}:")


def test_a_clicked_decision_stays_in_view_when_its_words_below_the_list_take_room(qtbot):
    """The row clicked at the list's foot stays wholly in view once the layout has settled: the
    decision's words under the list take lines from it (they hid half the row clicked)."""
    panel = _shown_panel(qtbot, 300, 460, 40)
    reason = "This mark scores as much at once; the best found leaves the sheet better placed for the marks to come."
    for index in range(40):
        panel.add(ReviewRow(step=2 * index, turn=index + 1, played=f"Marks the cow in row {index}",
                            best="Marks the cow in row 5, column 7", played_points=0.0, best_points=1.0,
                            loss=1.0, marked=False, reason=reason), 40)
    table = panel.table
    table.scrollToTop()
    qtbot.wait(0)
    viewport = table.viewport()
    low = max(r for r in range(40) if viewport.rect().contains(table.visualRect(table.model().index(r, 1))))
    rect = table.visualRect(table.model().index(low, 1))
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    # the layout settles: the words below take their lines from the list
    qtbot.waitUntil(lambda: panel.detail.height() >= 3 * panel.detail.fontMetrics().lineSpacing())
    qtbot.wait(0)
    assert table.currentRow() == low
    assert viewport.rect().contains(table.visualRect(table.model().index(low, 1)))


def test_a_reasons_player_and_goat_type_are_said_in_the_players_language(qapp):
    """The review's reason names a Goat Master type in the player's language, not the English
    word inside a French or German sentence, and the player a move helps by their name ("gives
    Hugo the Cosmo majority"), not "another player" or a colour."""
    from goatmaster import i18n
    from goatmaster.app.play.review import reason_words
    from goatmaster.games.goat_master.goat_names import GOAT_NAMES
    from goatmaster.search.review import Player, Word
    names = ["Ann", "Hugo", "Cleo"]
    rows = ("This play completes row %1 for %2: its black token, +%3, goes to them (T9).", (2, Player(2), 6))
    cosmo = Word("Goat", GOAT_NAMES[3])
    goat = ("The best found wins %1 at once: 8 or more points of it in your display (R14).", (cosmo,))
    fourth = ("This play laid the fourth %1 card and gave %2 the %1 majority: a bigger display of it than "
              "yours (R15).", (cosmo, Player(1)))
    try:
        assert i18n.install_translators(qapp, "fr") == "fr"
        assert reason_words(rows, names) == "Ce coup complète la rangée 2 pour Cleo\u00a0: son jeton noir, +6, " \
                                            "lui revient (T9)."
        assert reason_words(goat, names).startswith("Le meilleur coup trouvé remporte aussitôt Chevronaute")
        assert "donne à Hugo la majorité de Chevronaute" in reason_words(fourth, names)
        assert i18n.install_translators(qapp, "de") == "de"
        assert reason_words(rows, names).startswith("Dieser Zug vervollständigt Reihe 2 für Cleo:")
        assert reason_words(goat, names).startswith("Der beste gefundene Zug gewinnt Mähstronaut sofort")
        assert "Hugo die Mehrheit bei Mähstronaut" in reason_words(fourth, names)
    finally:
        i18n.install_translators(qapp, "en")
    assert reason_words(rows, names) == "This play completes row 2 for Cleo: its black token, +6, goes to them (T9)."
    assert reason_words(fourth, names).startswith("This play laid the fourth Cosmo card and gave Hugo the Cosmo "
                                                  "majority")
    # a review read from a file may name a seat the game lacks: said, not a crash
    assert "gave Player 2 the Cosmo majority" in reason_words(fourth, names[:1])
