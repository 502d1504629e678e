"""The coach in the page's image: its switch, its state, and holding the AI while a move is judged.

A move made before the full engine is ready is not judged (:data:`EARLY`), so a first visit
stays light (docs/coach.md).
"""

from connect4.page.kernel import lazymodes, modes
from connect4.page.modes.coach import CHECKING

#: The coach's bundle (static/mode-coach.bundle).
BUNDLE = "coach"
#: The timer that ends a check that takes too long (connect4.page.kernel.loop.TIMERS).
TIMER = "coach-wait"
#: How long the AI waits for a verdict after the human's move (ms).
LIMIT_MS = 2000
#: A move made before the full engine was in: not judged, offered for review at the end
#: (connect4.coach.verdict.EARLY: that module is the coach's bundle's, not the page's).
EARLY = "early"
#: The card's heading, where the keyboard goes when the coach stops the game.
TITLE = "coach-title"


class CoachState:
    """The coach's part of the page's state."""

    def __init__(self, on=False):
        self.on = on  # the switch (remembered)
        self.phase = None  # None, CHECKING or STOPPED
        self.move = None  # the move judged: {"pos": before it, "col", "scores", "since": ms}
        self.asked = None  # the open "coach" request's id
        self.result = None  # the worker's answer (the verdict first, then with its reason)
        self.wdl = None  # a loss kept, by the result alone: the verdict if the distances are late
        self.step = 0  # the moves of the line (line()) shown on the board
        self.note = None  # a sentence about the last move ("could not judge...")
        self.records = []  # this game's judged moves: {"pos", "col", "kind", ...}
        self.taken = 0  # moves taken back after a stop, this game
        self.best = None  # (position, column): the best move shown after a take-back
        self.game_id = None  # the game the records are about

    def holds(self) -> bool:
        """True while the AI must wait: a move is judged, or the game is stopped on it."""
        return self.phase is not None

    def best_play(self):
        """The reason's object (connect4.explain.reasons.reason_of's) when it is best play with
        a line to step (kind ``"line"``), else None."""
        why = (self.result or {}).get("why") or {}
        return why if why.get("kind") == "line" and why.get("line") else None

    def line(self) -> list:
        """The moves the card steps (0-based, the other side's reply first): a best-play
        reason's line to where it is proven, else the refutation's first moves."""
        why = self.best_play()
        if why is not None:
            return [c - 1 for c in why["line"]]
        return (self.result or {}).get("line") or []

    def after(self) -> str:
        """The position after the move judged."""
        m = self.move or {}
        return (m.get("pos") or "") + str((m.get("col") or 0) + 1) if m else ""


def loaded(state) -> bool:
    return state.loads.get(BUNDLE) == lazymodes.READY


def coached(state) -> bool:
    """True if the coach watches this game: on, a human against an AI, the game shown."""
    return state.coach.on and state.mode == modes.GAME and state.game.opponent() is not None


def holds(state) -> bool:
    return state.coach.holds()


def toggle(state, out):
    """The Coach switch (turning it on fetches its bundle)."""
    c = state.coach
    c.on = not c.on
    if c.on:
        lazymodes.fetch(state, out, BUNDLE)
    else:
        release(state, out)
    out.changed = True
    out.announce = "Coach on: your moves are checked before the AI answers." if c.on else "Coach off."


def moved(state, out, before, col, scores):
    """The human played ``col`` from ``before`` (notation; ``scores``: the hints' complete
    columns there, or None): judge it before the AI answers."""
    g = state.game
    c = state.coach
    if c.game_id != g.game_id:
        c.records, c.taken, c.game_id = [], 0, g.game_id
    c.best, c.note = None, None
    if not coached(state) or g.board.is_over():
        return
    if not state.ai.full_ready:  # a first visit: nothing more to fetch, no wait for the AI
        c.records.append({"pos": before, "col": col, "kind": EARLY})
        return
    release(state, out)
    # the hints' 12-disc database: verdicts up to 12 discs at once (the worker does not wait for it)
    out.post(state, state.hint_data.request(state.new_id()))
    c.phase = CHECKING
    c.move = {"pos": before, "col": col, "scores": scores, "since": state.clock()}
    c.step = 0
    out.timer(TIMER, LIMIT_MS)
    lazymodes.want(state, out, BUNDLE)


def release(state, out):
    """The AI may answer: the check stops (its request cancelled), the stop ends."""
    c = state.coach
    out.cancel(state.requests.forget([c.asked]))
    if c.phase is not None:
        out.stop(TIMER)
        out.changed = True
    c.phase, c.asked, c.result, c.wdl = None, None, None, None


def waited(state, out):
    """The coach's timer: a verdict not in by :data:`LIMIT_MS` after the move lets the game go on."""
    c = state.coach
    if c.phase != CHECKING:
        return
    left = LIMIT_MS - (state.clock() - c.move["since"])
    if left > 0:
        out.timer(TIMER, int(left) + 1)
        return
    w = c.wdl or {}
    if w.get("pos") == c.move["pos"] and w.get("col") == c.move["col"]:  # the result is kept
        c.records.append({"pos": w["pos"], "col": w["col"], "kind": w["kind"], "best": w["best"],
                          "played": w["played"], "exact": False})
        return release(state, out)
    c.records.append({"pos": c.move["pos"], "col": c.move["col"], "kind": "unjudged"})
    release(state, out)
    c.note = "The coach could not judge that move in time: the game goes on."
    out.announce = c.note


def follow(state, out):
    """After every update: a check or a stop ends when the game moved away from its move or the
    coach stopped watching; a watched game's end fetches the bundle for the summary."""
    c = state.coach
    g = state.game
    if (c.on and c.records and c.game_id == g.game_id and g.board.is_over()
            and state.mode == modes.GAME):
        lazymodes.fetch(state, out, BUNDLE)
    if (c.records and c.game_id == g.game_id and state.ai.full_ready and coached(state)
            and state.hint_data.state == "idle"):
        # a game the coach watches, begun while the full engine loaded: the 12-disc
        # database now, not at the next move (its checks up to 12 discs wait for it)
        out.post(state, state.hint_data.request(state.new_id()))
    if c.phase is not None and (state.game.board.notation() != c.after()
                                or state.game.opponent() is None or not c.on):
        release(state, out)
    if c.best is not None and c.best[0] != state.game.board.notation():
        c.best = None


def moves_words(plies) -> str:
    """``"move 1"``, ``"moves 1 and 3"``, ``"moves 1, 3 and 5"``.

    >>> moves_words([1]), moves_words([1, 3]), moves_words([1, 3, 5])
    ('move 1', 'moves 1 and 3', 'moves 1, 3 and 5')
    """
    names = [str(p) for p in plies]
    if len(names) == 1:
        return "move " + names[0]
    return "moves %s and %s" % (", ".join(names[:-1]), names[-1])


def early_plies(state) -> list:
    """The moves of the game shown made before the coach could judge (1-based)."""
    c = state.coach
    if c.game_id != state.game.game_id:
        return []
    moves = state.game.board.notation()
    return [len(r["pos"]) + 1 for r in c.records if r["kind"] == EARLY
            and moves[:len(r["pos"]) + 1] == r["pos"] + str(r["col"] + 1)]


def status(state) -> str:
    """The coach's line under the board ("" hides it), from the state as it is now: a move
    checked, the last move not judged (why), or the moves made before the full engine was in."""
    c = state.coach
    if state.mode != modes.GAME or not coached(state):
        return ""
    if c.phase == CHECKING:
        return "Coach: checking your move..."
    if c.note:
        return c.note
    early = early_plies(state)
    last = c.records[-1] if c.records and c.game_id == state.game.game_id else {}
    if not early or last.get("kind") != EARLY or state.game.board.is_over():
        return ""
    words = moves_words(early)
    if not state.ai.full_ready:
        return ("Coach: %s not judged: the coach starts once the full engine has loaded "
                "(the review at the end can judge %s)." % (words, "it" if len(early) == 1 else "them"))
    return ("Coach: ready, it judges your next move; %s came before it started "
            "(the review at the end can judge %s)." % (words, "it" if len(early) == 1 else "them"))


def worker_lost(state, out=None):
    """The worker was replaced: the check's request is gone (the timer ends the wait)."""
    state.coach.asked = None


def bundle_failed(state, out, words):
    """The coach's bundle could not be had: the game goes on without it."""
    release(state, out)
    state.messages.append(words)
    out.draw = True


#: The coach's wait for a verdict (read by the kernel: connect4.page.kernel.registry).
TIMERS = {TIMER: waited}
