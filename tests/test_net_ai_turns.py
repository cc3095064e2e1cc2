"""The server's AI seats: they never stall a table, they think only for people who are there,
and no one can take the whole AI for themselves (on loopback, the test-only poker)."""

from __future__ import annotations

import logging
import random
from typing import Optional

from goatmaster.core.game import Action, Observation
from goatmaster.net import protocol as p
from goatmaster.net.server import Limits, TableServer
from goatmaster.net.thinker import Thinker
from goatmaster.search.ismcts import Settings
from net_bots import LOOPBACK, Bot, create, run

POKER = "toy-poker"
ME, OPEN, AI = p.SeatPlan(kind="me"), p.SeatPlan(kind="open"), p.SeatPlan(kind="ai", level="easy")
ILLEGAL = 7                             # neither pass (0) nor bet (1)


class WrongThinker(Thinker):
    """Answers an illegal move for the first ``wrong`` decisions it is asked, then searches."""

    def __init__(self, wrong: int) -> None:
        super().__init__(processes=0, iterations=10)
        self.wrong = wrong
        self.asked = 0

    async def decide(self, observation: Observation, settings: Settings, seed: Optional[int]) -> Action:
        self.asked += 1
        if self.asked <= self.wrong:
            return ILLEGAL
        return await super().decide(observation, settings, seed)


async def _server(thinker: Thinker, limits: Optional[Limits] = None) -> TableServer:
    server = TableServer(":memory:", LOOPBACK, 0, limits or Limits(rate=10_000, burst=10_000), thinker,
                         entropy=random.Random(0))
    await server.start()
    return server


def test_an_ai_that_answers_an_illegal_move_is_asked_again_and_the_game_goes_on(caplog):
    async def scenario():
        thinker = WrongThinker(wrong=1)
        server = await _server(thinker)
        try:
            host = await Bot(server, create(POKER, [ME, AI]), seed=3).start()
            await host.until(lambda: host.table.over)
            await host.stop()
        finally:
            await server.stop()
        assert thinker.asked >= 2
    with caplog.at_level(logging.WARNING, logger="goatmaster.net"):
        run(scenario())
    said = [r.getMessage() for r in caplog.records]
    assert any("illegal" in line and "asked again" in line for line in said), said


def test_an_ai_that_keeps_answering_illegal_moves_plays_a_legal_one_and_says_so(caplog):
    async def scenario():
        thinker = WrongThinker(wrong=1000)
        server = await _server(thinker)
        try:
            host = await Bot(server, create(POKER, [ME, AI]), seed=3).start()
            await host.until(lambda: host.table.over)
            notices = [m for m in host.errors if m.code == "ai-random"]
            await host.stop()
        finally:
            await server.stop()
        assert notices, host.errors
    with caplog.at_level(logging.WARNING, logger="goatmaster.net"):
        run(scenario())
    said = [r.getMessage() for r in caplog.records]
    assert any("at random" in line for line in said), said
