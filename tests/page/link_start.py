"""The page's start from a link, in CPython: what static/startup.py and static/main.py do.

:func:`start` runs the page's own entry points in their order: the saved game read
(``Game.restore``), the address's link applied (:func:`connect4.page.links.linkask.at_start`, the
query decoded as ``URLSearchParams`` does), the state built, :func:`connect4.page.kernel.loop.start`,
then every effect it asks for carried out as static/effects.py does: a mode's bundle
installed (CPython has its modules: ``lazymodes.loaded`` runs its ``AFTER``), the puzzle
set fetched, the stored records read (empty), until nothing more is asked.  Workers'
requests and timers are left unanswered: a start never waits for them.
"""

import json
from pathlib import Path
from urllib.parse import parse_qsl

import connect4.page.modes.backreview.backreview  # noqa: F401

# the bundles' modules: imported, they register their AFTER hooks as the page's loader does
import connect4.page.modes.boards.boardsrun  # noqa: F401
import connect4.page.modes.coach.coaching  # noqa: F401
import connect4.page.modes.opening.openingrun  # noqa: F401
import connect4.page.modes.rating.rating  # noqa: F401
import connect4.page.modes.storm.stormrun  # noqa: F401
import connect4.page.modes.training.trainingrun  # noqa: F401
from connect4.page.ai.aistate import AiState
from connect4.page.ai.router import Router, light_specs
from connect4.page.kernel import lazymodes, loop
from connect4.page.kernel.messages import Messages
from connect4.page.links import linkask
from connect4.page.modes.boards.boardsmode import BoardsState
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import HUMAN, Settings
from connect4.page.modes.opening.openingmode import OpeningState
from connect4.page.modes.puzzles.puzzlemode import PuzzleSession
from connect4.page.modes.training.trainingmode import TrainingState
from connect4.players import ladder
from connect4.players.registry import describe_players

LEVELS = ladder.describe_ladder()
PLAYERS = describe_players()
SET_URL = "puzzles/set.txt"
SET = (Path(__file__).parents[2] / "connect4" / "puzzles" / "puzzles.txt").read_text()
#: The saved game a returning player has: red (human) to move after 4 4 5, yellow level 2.
SAVED = {"v": 1, "settings": {"red": HUMAN, "yellow": "level2"}, "moves": "445"}


def pairs_of(query: str) -> list:
    """The query's decoded pairs, as ``URLSearchParams`` gives them (tests/url_query.py)."""
    return parse_qsl(query[1:] if query.startswith("?") else query, keep_blank_values=True)


def start(query: str, saved=SAVED, rounds=12):
    """``(state, params, strip)``: the page started at ``query`` over the saved game ``saved``."""
    messages = Messages()
    game = Game()
    game.rating.set_levels_from(LEVELS)
    if saved is not None:
        game.restore(json.loads(json.dumps(saved)))
    params, waiting, strip = linkask.at_start(game, pairs_of(query), len(query), LEVELS, PLAYERS,
                                              messages)
    router = Router(lambda: 0.0, light_specs(LEVELS))
    router.light_started()
    router.light_ready()
    state = loop.PageState(game, AiState(router), {}, messages, dice=lambda: 7,
                           today=lambda: (20782, 0))
    state.link_waiting = waiting
    state.puzzles = PuzzleSession(None, SET_URL)
    state.opening, state.training, state.boards = OpeningState(None), TrainingState(None), BoardsState(None)
    outs = [loop.run(state, loop.start, params, waiting is not None)]
    for _ in range(rounds):
        effects = [e for out in outs for e in out.effects]
        outs = []
        for e in effects:
            if e[0] == "fetch":
                outs.append(loop.run(state, lazymodes.loaded, e[1]))
            elif e[0] == "get":
                ok, failed = e[2], e[3]
                outs.append(loop.run(state, ok, SET) if e[1] == SET_URL else
                            loop.run(state, failed, "not found"))
            elif e[0] == "db-load":
                outs.append(loop.run(state, e[2], []))
        if not outs:
            break
    return state, params, strip


def fresh_settings():
    return Settings.from_dict(SAVED["settings"])
