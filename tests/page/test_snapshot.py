"""The state summary a browser test reads (connect4.page.kernel.snapshot): the board the
state says is drawn, and the requests, timers and slices of each mode."""

import json

from loop_helpers import page, run

from connect4.page.kernel import loop, snapshot
from connect4.page.modes.game import gamemode
from connect4.page.modes.game.settings import HUMAN
from connect4.page.modes.review import reviewmode


def test_the_game_then_a_reviews_move_then_back():
    state = page(red=HUMAN, yellow=HUMAN)
    for c in (3, 3, 2):
        run(gamemode.play, state, c)
    s = snapshot.summary(state)
    assert (s["mode"], s["boardId"], s["board"], s["game"]) == ("game", "board", "443", "443")
    assert s["stray"] == [] and s["requests"] == {} and s["timers"] == {}
    run(reviewmode.open_game, state)
    s = snapshot.summary(state)
    assert s["board"] is None and s["unready"] == ["review"]  # its panel loads: may draw or not
    state.loads["review"] = "ready"  # the one loader built it (static/effects.py)
    run(loop.schedule, state)  # the review asks the worker, as the review's
    run(reviewmode.step, state, "first")
    s = json.loads(snapshot.summary_json(state, {"landed": (1, None), "tick": (2, "review")}))
    assert (s["mode"], s["board"], s["game"]) == ("review", "", "443")
    assert s["timers"] == {"landed": "", "tick": "review"}
    assert s["unready"] == []
    assert sum(s["requests"].values()) >= 1
    state.review.open, state.mode = True, "game"  # a slice left open by a broken switch
    assert snapshot.summary(state)["stray"] == ["review"]


def test_a_mode_whose_bundle_failed_offline_is_unready():
    """Other boards opened offline: its bundle fails, so it is not saved as open and a
    restart comes back on the game (the monkey skips that check for such a mode)."""
    from connect4.page.kernel import lazymodes
    from connect4.page.modes.boards import boardsmode
    state = page(red=HUMAN, yellow=HUMAN)
    run(boardsmode.open_boards, state)
    assert snapshot.summary(state)["unready"] == ["boards"]
    run(lazymodes.failed, state, "boards", "Failed to fetch")
    s = snapshot.summary(state)
    assert s["unready"] == ["boards"]
