"""The hints row above the board (a beginner's good / risky / losing, or the exact scores) and
the hint database's download line."""


from connect4.page import dom
from connect4.page.dom import View, el, make
from connect4.page.modes.game import pagetext
from connect4.page.modes.hints import hintwords


class HintsView(View):
    """The row of hints above the board, redrawn only when it changes, and the download line."""

    def __init__(self, page):
        View.__init__(self, page)
        items = dom.document.querySelectorAll("#hints .hint")
        self.items = [items.item(i) for i in range(7)]
        self.drawn = None
        self.state = page.state
        key_line = el("hint-key")
        self.toggle = make("button", "hint-style", hintwords.TOGGLE_TEXT)
        self.toggle.type = "button"
        self.toggle.id = "hint-style"
        self.toggle.hidden = True
        key_line.parentNode.insertBefore(self.toggle, key_line.nextSibling)

    @property
    def style(self):
        return self.state.hint_style

    def render(self, animate=False):
        st = self.state
        engine = st.ai.engine_for_hints()
        self.draw(st.game, st.ai.ready, st.book_problem, engine)
        render_hint_data(st.hint_data, st.game.settings.hints, engine)

    def draw(self, g, ai_ready, book_problem, engine=None):
        box, note, key_line = el("hints"), el("hint-note"), el("hint-key")
        if not g.settings.hints or g.board.is_over():
            box.hidden = note.hidden = key_line.hidden = self.toggle.hidden = True
            return
        simple = self.style == hintwords.SIMPLE
        self.toggle.hidden = False
        self.toggle.setAttribute("aria-pressed", "false" if simple else "true")
        box.hidden = key_line.hidden = note.hidden = False
        box.classList.toggle("simple", simple)
        scores, pending = g.current_hints(), g.hints_pending()
        best, wdl = g.hints_best(), g.hints_wdl()
        ply = g.board.ply
        if simple:
            marks = hintwords.verdicts(scores, pending, wdl, ply)
            top = hintwords.best_result(marks, scores, wdl)
            key_line.textContent = hintwords.simple_key()
            note.textContent = (hintwords.simple_note(marks, top, ply) if scores is not None
                                else pagetext.hint_note(scores, pending, best, ai_ready,
                                                        book_problem, wdl, engine))
        else:
            key_line.textContent = pagetext.hint_key_line()
            note.textContent = pagetext.hint_note(scores, pending, best, ai_ready, book_problem,
                                                  wdl, engine)
        key = (self.style, g.board.notation(), scores, pending, best, wdl)
        if key == self.drawn:
            return  # unchanged: leave the DOM alone
        self.drawn = key
        # which position the cells describe: a test (or a reader's tool) waits
        # on it with the cells' classes, never on a stale row
        box.setAttribute("data-position", key[1])
        for c in range(7):
            if simple:
                self._simple(c, *hintwords.simple_cell(c, marks[c], top))
            else:
                self._exact(c, scores, pending, best, wdl, ply)

    def _simple(self, c, cls, mark, word, label):
        item = self.items[c]
        item.className = cls
        item.setAttribute("aria-label", label)
        item.replaceChildren()
        if mark:
            make("span", "hint-mark", mark, item).setAttribute("aria-hidden", "true")
        make("span", "hint-word", word, item)

    def _exact(self, c, scores, pending, best, wdl, ply):
        item = self.items[c]
        waiting = scores is None or c in pending
        sign = wdl[c] if waiting and wdl else None
        cls, word, moves, label = pagetext.hint_cell(
            c, None if waiting else scores[c], ply, best, waiting, sign)
        item.className = cls
        item.setAttribute("aria-label", label)
        if (waiting and sign is None) or (not waiting and scores[c] is None):
            item.textContent = word
            return
        item.replaceChildren()
        make("span", "hint-word", word, item)
        if moves:
            item.appendChild(dom.document.createTextNode(" "))
            make("span", "hint-moves", moves, item)


def render_hint_data(data, hints_on, engine=None):
    """The hint database's download line: a sentence and, while loading, its bar (the full
    engine's first); why it failed is for the console, in data-problem."""
    text = data.text(engine) if hints_on else ""
    el("hint-data").hidden = not text
    el("hint-data").setAttribute("data-problem", data.problem or "")
    el("hint-data-text").textContent = text
    bar = el("hint-data-bar")
    bar.hidden = data.state != "loading" or isinstance(engine, str)
    bar.value = data.fraction(engine)


view = HintsView  # made as the page starts (its record's view_at_start)
