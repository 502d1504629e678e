"""A page state for the loop's tests: a real game, a real router on a fake
clock, and the light worker's own request server answering what the page posts."""

import json

from connect4.page.ai.aistate import AiState
from connect4.page.ai.router import Router, light_specs
from connect4.page.kernel import loop
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import HUMAN, Settings
from connect4.players import ladder
from connect4.worker.stepserver import StepServer

LEVELS = ladder.describe_ladder()


class Clock:
    def __init__(self):
        self.ms = 0.0

    def __call__(self):
        return self.ms


def page(red=HUMAN, yellow="level2", ready=True):
    """A PageState whose light worker has started (and booted if ``ready``)."""
    router = Router(Clock(), light_specs(LEVELS))
    router.light_started()
    if ready:
        router.light_ready()
    return loop.PageState(Game(Settings(red, yellow)), AiState(router), names={"level2": "Level 2"})


def run(update, state, *args):
    """Call one update with a fresh outbox; returns the outbox."""
    out = loop.Outbox()
    update(state, out, *args) if args else update(state, out)
    return out


def answer(requests):
    """The light worker's replies (dicts) to ``requests``, searched to the end."""
    server = StepServer()
    replies = []
    for req in requests:
        replies += server.submit(json.dumps(req))
    while server.busy:
        replies += server.step()
    return [json.loads(r) for r in replies]
