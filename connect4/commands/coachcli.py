"""The coach in the terminal (``play --coach``): a mistake stopped with the page's words, three choices.

After each of the human's moves against an AI, :class:`TerminalCoach` checks
it (connect4.coach.check, with the hint database when installed) before the
AI answers, within :data:`LIMIT_S` seconds of the clock it is given; a
mistake prints the verdict, the reason and the refutation's first moves, and
asks: take back, show the best move, or play on.  At the end of the game it
prints the accuracy (connect4.coach.verdict.summary) and the mistakes.
"""

import time

from connect4.coach import check, verdict
from connect4.solver.api import hint_solver

#: The time the coach may take for a verdict (seconds), as on the page.
LIMIT_S = 2.0
#: The choices after a stop, by what the player types.
CHOICES = {"t": "take", "take": "take", "b": "best", "best": "best", "p": "on", "play": "on",
           "": "on"}
#: What :meth:`TerminalCoach.after_move` tells the game: go on, or the move was taken back.
GO_ON, TAKEN_BACK = "go-on", "taken-back"


class TerminalCoach:
    """The coach of one terminal session (``solver`` and ``clock`` injectable for the tests)."""

    def __init__(self, solver=None, clock=time.monotonic, limit_s=LIMIT_S):
        self.solver = solver
        self.clock = clock
        self.limit_s = limit_s
        self.new_game()

    def new_game(self):
        self.records = []  # the game's judged moves (taken-back ones removed)
        self.taken = 0

    def _solver(self):
        if self.solver is None:
            self.solver = hint_solver()[0]
        return self.solver

    def after_move(self, board, inp, term) -> str:
        """The human just played ``board``'s last move: GO_ON or TAKEN_BACK (popped)."""
        if board.is_over() or not board.moves:
            return GO_ON
        col = board.moves[-1]
        before = board.notation()[:-1]
        term.say("coach: checking your move...")
        res = check.judge_within({"pos": before, "col": col}, self._solver(), self.clock,
                                 self.limit_s)
        if res is None:
            self.records.append({"pos": before, "col": col, "kind": verdict.UNJUDGED})
            term.say("coach: I could not judge that move in time; the game goes on.")
            return GO_ON
        record = {"pos": before, "col": col, "kind": res["kind"], "best": res["best"],
                  "played": res["played"], "exact": res.get("exact", True)}
        self.records.append(record)
        if not verdict.is_mistake(res["kind"]):
            return GO_ON
        term.say("coach: " + verdict.words(res["kind"], res["best"], res["played"], len(before),
                                           res.get("exact", True)))
        if res.get("reason"):
            term.say("  " + res["reason"])
        if res.get("line"):
            names = [("red", "yellow")[(len(before) + 1 + i) % 2] for i in range(len(res["line"]))]
            term.say("  the best reply: " + ", ".join(
                "%s %d" % (n, c + 1) for n, c in zip(names, res["line"])))
        return self._choose(board, res, record, inp, term)

    def _choose(self, board, res, record, inp, term):
        while True:
            print("coach: t = take back, b = show the best move, p = play on: ", end="",
                  file=term.out, flush=True)
            try:
                line = inp.readline()
            except KeyboardInterrupt:
                line = ""
            choice = CHOICES.get(line.strip().lower()) if line else "on"
            if choice is None:
                continue
            if choice == "on":
                return GO_ON
            board.pop()
            self.records.remove(record)
            self.taken += 1
            if choice == "best" and res.get("best_col") is not None:
                term.say("coach: the best move is column %d (it keeps %s)." % (
                    res["best_col"] + 1, verdict.had(res["best"], len(res["pos"]))))
            term.board(board)
            return TAKEN_BACK

    def summary(self, board, term):
        """The accuracy and the mistakes of the game just played."""
        s = verdict.summary(self.records)
        text = "coach: " + verdict.summary_text(s)
        if self.taken:
            text += " %d move%s taken back." % (self.taken, "" if self.taken == 1 else "s")
        term.say(text)
        for r in s["mistakes"]:
            term.say("  move %d (column %d): %s" % (len(r["pos"]) + 1, r["col"] + 1, verdict.words(
                r["kind"], r["best"], r["played"], len(r["pos"]), r.get("exact", True))))
