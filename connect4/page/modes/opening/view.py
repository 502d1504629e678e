"""The opening trainer's view: its card beside the board, the board's position, its keys (DOM only).

Signals for tests: ``#train[data-state]``, ``[data-feedback]``, ``[data-moves]``, ``[data-refutation]``.
"""


from connect4.page.dom import PuzzleScreen, apply_controls, buttons, card, el, key_args, make, turn_words
from connect4.page.kernel import modes
from connect4.page.modes.opening import openingmode, openingrun


class TrainView(PuzzleScreen):
    def __init__(self, page):
        PuzzleScreen.__init__(self, page, "static/train.css", openingrun.click, modes.close)
        box, head = card("train", "train", "Opening trainer", openingmode.TITLE, "puzzles",
                         "review-head")
        self.status = make("p", "train-status", None, box, "train-status", attrs={"aria-live": "polite"})
        self.progress = make("p", "train-progress muted", None, box)
        sides = make("p", "train-buttons", None, box)
        row = make("p", "train-buttons", None, box)
        update = page.update
        buttons(page.events.on, (
            ("train-red", "Train red", sides, lambda ev: update(openingrun.switch, 0)),
            ("train-yellow", "Train yellow", sides, lambda ev: update(openingrun.switch, 1)),
            ("train-again", "New line", row, lambda ev: update(openingrun.again)),
            ("train-alts", "Show the alternatives", row,
             lambda ev: update(openingrun.toggle_alternatives)),
            ("train-close", "Close", head, lambda ev: update(modes.close))))
        self.alts = make("ul", "train-alts", None, box, "train-alternatives")
        self.alts.setAttribute("aria-label", "Every column's value")
        self.alt_line = make("p", "train-line muted", None, box)
        make("p", "train-keys muted key-help",
             "Keys: 1-7 play a column, A the alternatives, N a new line, Esc back to the game.", box)
        self.box = box
        self.drawn_alts = None

    def on_key(self, ev):
        key, tag = key_args(ev)[:2]
        if key in ("a", "A", "n", "N") and tag not in ("INPUT", "SELECT", "TEXTAREA"):
            ev.preventDefault()
            self.page.update(openingrun.toggle_alternatives if key in "aA" else openingrun.again)
            return True
        return PuzzleScreen.on_key(self, ev)

    def render(self, animate=False):
        st = self.page.state
        t = st.opening
        if not self.show(st.mode == modes.OPENING, t.phase):
            return
        board = openingrun.TrainBoard(st)
        self.page.board.render(board, False, True)
        if t.tried is not None:  # the wrong disc, drawn faded under its refutation
            self.page.board.mark(t.tried, t.run.moves.count(str(t.tried + 1)), "tried")
        side = t.side
        turn_words(*openingrun.turn_parts(st))
        el("turn").className = "turn " + openingmode.SIDES[side]
        self.box.setAttribute("data-feedback", t.feedback or "")
        self.box.setAttribute("data-moves", t.run.moves if t.run is not None else "")
        self.box.setAttribute("data-refutation", "".join(str(c + 1) for c in t.refutation))
        self.status.textContent = openingrun.status(st)
        self.progress.textContent = openingrun.progress_text(st)
        running = t.run is not None
        apply_controls({
            "train-red": {"disabled": not running, "pressed": side == 0},
            "train-yellow": {"disabled": not running, "pressed": side == 1},
            "train-again": {"disabled": not running},
            "train-alts": {"disabled": not running, "pressed": t.alternatives,
                           "text": "Hide the alternatives" if t.alternatives else "Show the alternatives"},
            "train-close": {"disabled": False}})
        self._render_alts(st)

    def _render_alts(self, st):
        t = st.opening
        alts = openingrun.alternatives(st) if t.alternatives else []
        key = (tuple(alts), t.alt_col)
        if key != self.drawn_alts:
            self.drawn_alts = key
            self.alts.replaceChildren()
            for col, words, kept in alts:
                li = make("li", "keeps" if kept else None, None, self.alts)
                b = make("button", None, "%d · %s%s" % (col + 1, words, " (keeps it)" if kept else ""), li)
                b.type = "button"
                b.setAttribute("aria-pressed", "true" if col == t.alt_col else "false")
                self.page.events.on(b, "click",
                                    lambda ev, c=col: self.page.update(openingrun.alternative_line, c))
        self.alts.hidden = not alts
        if t.alt_col is None or not t.alternatives:
            self.alt_line.textContent = ""
        else:
            self.alt_line.textContent = "Best line after %d: %s" % (
                t.alt_col + 1, " ".join(t.alt_line) if t.alt_line else "asking…")


view = TrainView  # made once its bundle is in (static/main.py's build_view)
