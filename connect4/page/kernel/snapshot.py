"""A small summary of the page's state, for tests that check it from the page's side.

``window.c4State()``, only when a test set ``window.c4WantState``.  The board it says is drawn
follows static/main.py's ``render`` order: keep the two in step.
"""

import json
import sys

from connect4.page.kernel import lazymodes, modes
from connect4.page.modes.position import positionmode
from connect4.page.modes.puzzles import puzzlemode


def _loaded(state, bundle: str, name: str):
    """The module ``name`` once the bundle ``bundle`` is in and its view drawn, else None."""
    if state.loads.get(bundle) != lazymodes.READY:
        return None
    return sys.modules.get(name)


def _mode_board(state):
    """``(element id, moves)`` the mode shown draws, or ``(id, None)`` when not known yet."""
    mode = state.mode
    if modes.is_puzzle(mode):
        return "board", puzzlemode.shown(state).board.notation()
    if mode == modes.REVIEW and state.loads.get("review") == lazymodes.READY:
        return "board", state.review.shown().board.notation()
    if mode == modes.OPENING:
        training = _loaded(state, "opening", "connect4.page.modes.opening.openingrun")
        if training is None:
            return "board", state.game.board.notation()
        return "board", training.TrainBoard(state).board.notation()
    if mode in (modes.STORM, modes.RACE):
        stormrun = _loaded(state, "storm", "connect4.page.modes.storm.stormrun")
        play = state.training.run
        if stormrun is None or play is None:
            return "board", state.game.board.notation()
        return "board", stormrun.StormBoard(play).board.notation()
    if mode == modes.BOARDS:
        s = state.boards.session
        ready = state.loads.get("boards") == lazymodes.READY
        return "vboard", (s.game.text() if s is not None and ready else None)
    if positionmode.stepping(state):
        return "board", positionmode.shown(state).board.notation()
    return "board", state.game.board.notation()


#: The bundles whose view draws the board, by the mode they draw it for (None: any mode).
DRAWERS = {"review": modes.REVIEW, "opening": modes.OPENING, "storm": None, "boards": None,
           "coach": None, "why": None}


def drawn_board(state):
    """``(element id, moves)``: the board the page must show now, by its state (moves None:
    not known while a bundle that draws it loads; its view may draw before it is marked in)."""
    where, moves = _mode_board(state)
    for bundle, mode in DRAWERS.items():
        if state.loads.get(bundle) == lazymodes.LOADING and mode in (None, state.mode):
            return where, None
    coaching = _loaded(state, "coach", "connect4.page.modes.coach.coaching")
    if coaching is not None and where == "board":
        coached = coaching.shown_moves(state)
        if coached is not None:
            moves = coached
    playout = _loaded(state, "why", "connect4.page.modes.why.playout")
    if playout is not None and state.why.open:
        return "board", playout.shown(state).board.notation()
    return where, moves


def stray_slices(state) -> list:
    """The mode slices that say they are open, or wait to open, while their mode is not shown."""
    shown = state.mode
    out = []
    if state.review.open and shown != modes.REVIEW:
        out.append(modes.REVIEW)
    if getattr(state.puzzles, "pending", None) is not None and not modes.is_puzzle(shown):
        out.append(modes.PUZZLES)
    if getattr(state.opening, "pending", None) is not None and shown != modes.OPENING:
        out.append(modes.OPENING)
    b = state.boards
    if shown != modes.BOARDS and (b.pending is not None
                                  or (b.session is not None and b.session.open)):
        out.append(modes.BOARDS)
    return out


def summary(state, timers=None) -> dict:
    """The page's state in a few fields: the mode, the board drawn, the open requests' and the
    timers' modes, the game, the bundles on their way."""
    where, moves = drawn_board(state)
    requests = {}
    for rid in state.requests.out:
        m = state.requests.mode_of.get(rid) or ""
        requests[m] = requests.get(m, 0) + 1
    g = state.game
    return {
        "mode": state.mode,
        "stray": stray_slices(state),
        "why": bool(state.why.open),
        "boardId": where,
        "board": moves,
        "requests": requests,
        "timers": {name: (t[1] or "") for name, t in (timers or {}).items()},
        "game": g.board.notation(),
        "players": [g.settings.red, g.settings.yellow],
        "thinking": bool(g.is_thinking()),
        # loading, failed (offline) or broken: a mode of one of these is not saved as open
        "unready": sorted(n for n, v in state.loads.items() if v != lazymodes.READY),
    }


def summary_json(state, timers=None) -> str:
    """:func:`summary` as JSON text (what the page hands to a test's script)."""
    return json.dumps(summary(state, timers))
