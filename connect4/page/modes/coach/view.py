"""The coach's view: the card that stops a mistake, its line on the board, the summary (DOM only).

Signals for tests: ``body[data-coach]`` (the phase), ``#coach-card[data-line]`` (the line stepped).
"""


from connect4.board import Board
from connect4.page import dom
from connect4.page.dom import View, buttons, card, draw_marks, el, key_action, make, marks_layer, stylesheet
from connect4.page.kernel import modes
from connect4.page.kernel.shownposition import ShownPosition
from connect4.page.modes.coach import STOPPED, coaching, coachmode, coachtext
from connect4.page.modes.why import whytext


class CoachView(View):
    """The coach's card under the board."""

    def __init__(self, page):
        View.__init__(self, page, "static/coach.css")
        stylesheet("static/why.css")  # the marks' looks: a best-play line is marked as Why? marks it
        self.layer, self.legend = marks_layer("why-marks coach-marks", "The deciding threat on the board",
                                              "why-legend coach-legend", "coach-legend")
        box = card("coach", "coach-card", "Coach", coachmode.TITLE, "hint-key")[0]  # under the board
        self.lead = make("p", "coach-lead", None, box, "coach-lead")
        self.reason = make("p", "coach-reason", None, box, "coach-reason")
        nav = make("p", "coach-nav", None, box)
        self.step = make("span", "coach-step", None, nav)
        self.stop = make("div", "coach-choices", None, box)
        self.summary = make("div", "coach-summary", None, box, "coach-summary")
        up = page.update
        buttons(page.events.on, (
            ("coach-prev", "Previous", nav, lambda ev: up(coaching.step, -1)),
            ("coach-next", "Next move", nav, lambda ev: up(coaching.step, 1)),
            ("coach-take", "Take back", self.stop, lambda ev: up(coaching.take_back), "primary"),
            ("coach-best", "Show the best move", self.stop, lambda ev: up(coaching.show_best)),
            ("coach-on", "Play on", self.stop, lambda ev: up(coaching.play_on))))
        self.nav = nav
        self.box = box

    def on_key(self, ev) -> bool:
        """A key while the coach stops the game: T take back, B best move, P or Escape play on."""
        if coaching.shown_moves(self.page.state) is None:  # not stopped, or not the game shown
            return False
        action = key_action(ev, coachtext.coach_key)
        if action is None:
            return False
        self.page.update(coaching.key, action)
        return True

    def render(self, animate=False):
        state = self.page.state
        c = state.coach
        g = state.game
        stopped = c.phase == STOPPED and state.mode == modes.GAME
        over = (g.board.is_over() and state.reveal and state.mode == modes.GAME
                and c.game_id == g.game_id and bool(c.records))
        dom.document.body.setAttribute("data-coach", c.phase or "")
        board = self.page.board
        for i, col in enumerate(board.cols):
            col.classList.toggle("coach-best", c.best is not None and c.best[1] == i)
        moves = coaching.shown_moves(state)
        if moves is not None:
            board.render(ShownPosition(Board.from_notation(moves)), False, True)
        self.box.hidden = not (stopped or over)
        self.box.setAttribute("data-state", "stopped" if stopped else ("summary" if over else "closed"))
        self.box.setAttribute("data-line", "" if not stopped or not c.line() else (
            "best-play" if c.best_play() is not None else "refutation"))
        self.draw_marks(state, stopped and not state.why.open)
        self.stop.hidden = self.nav.hidden = not stopped
        self.summary.hidden = not over or stopped
        self.lead.textContent = coachtext.lead(state) if stopped else ""
        self.reason.textContent = coachtext.reason(state) if stopped else ""
        self.step.textContent = coachtext.step_text(state) if stopped else ""
        if stopped:  # not "Yellow is thinking": the AI waits for the player's choice
            el("turn-text").textContent = coachtext.TURN_LINE
        if over:
            self.draw_summary(state)

    def draw_marks(self, state, shown):
        """The deciding threat (and at the line's end its rules) over the board, their legend under it."""
        marks = coachtext.marks(state) if shown else []
        rules = coachtext.shown_rules(state) if marks else []
        if self.changed("marks", (repr(marks), repr(rules))):
            draw_marks(self.layer, self.legend, marks, whytext.legend_items(rules))

    def draw_summary(self, state):
        text, rows = coachtext.summary(state)
        key = (text, tuple(rows))
        if not self.changed("summary", key):
            return
        self.summary.replaceChildren()
        make("p", "coach-accuracy", text, self.summary)
        if rows:
            ul = make("ul", "coach-mistakes", None, self.summary)
            for ply, words in rows:
                li = make("li", None, None, ul)
                b = make("button", "link", words, li)
                b.type = "button"
                b.title = "Open the review on this move"
                self.page.events.on(b, "click", lambda ev, p=ply: self.page.update(
                    coaching.review_move, p))


view = CoachView  # made once its bundle is in (static/main.py's build_view)
