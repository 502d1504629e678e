"""The review panel: the moves with their verdicts, the chart, the position on the board (DOM only)."""


from connect4.page import dom
from connect4.page.dom import el, key_action, make, svg_tree
from connect4.page.kernel import keys, modes
from connect4.page.modes.review import reviewed, reviewmode


class ReviewPanel:
    """The review of the page's game or of a match's, beside the board."""

    def __init__(self, owner):
        self.owner = owner
        self.model = owner.state.review
        self.drawn = {}  # what the panel shows: moves, records, selection, chart width
        on, update = owner.events.on, owner.update
        for id_, fn in (("review-close", lambda ev: update(modes.close)),
                        ("review-cancel", lambda ev: update(reviewmode.cancel_or_resume)),
                        ("review-prev", lambda ev: update(reviewmode.step, -1)),
                        ("review-next", lambda ev: update(reviewmode.step, 1)),
                        ("review-play-on", self.on_play_on), ("review-chart", self.on_chart),
                        ("review-moves", self.on_list)):
            on(el(id_), "click", fn)
        # the whole page on a resize: the panels drawn over the board (Why?) stay on top
        on(dom.document.defaultView, "resize", lambda ev: owner.render() if self.model.open else None)

    # -- the panel's events: each an update of connect4.page.modes.review.reviewmode ---------------
    # (Review and "Review the game" are the page's own buttons, bound in static/main.py:
    # reviewmode is in the page's image and asks for this panel's bundle)
    def on_play_on(self, ev):
        self.owner.update(reviewmode.play_on)

    def on_chart(self, ev):
        svg = el("review-chart").querySelector("svg")
        width = self.drawn.get("width")
        if svg is None or not width:
            return
        rect = svg.getBoundingClientRect()
        if rect.width > 0:
            self.owner.update(reviewmode.select, self.model.ply_at(
                (ev.clientX - rect.left) * width / rect.width, width))

    def on_list(self, ev):
        b = ev.target.closest("button") if ev.target else None
        if b is not None and b.getAttribute("data-ply"):
            self.owner.update(reviewmode.select, int(str(b.getAttribute("data-ply"))))

    def on_key(self, ev):
        """A key while the review is open (the board is the review's)."""
        step = key_action(ev, keys.review_step)
        if step is not None:
            self.owner.update(reviewmode.step, step)

    # -- drawing ----------------------------------------------------------------------
    def render(self, animate=False):
        """The panel and the board's review marks (the buttons: connect4.page.kernel.controls)."""
        m = self.model
        board = self.owner.board
        shown = self.owner.state.mode == modes.REVIEW
        el("review").hidden = not shown
        for c in board.cols:
            c.classList.remove("better", "keeps")
        if not shown:
            el("board").removeAttribute("data-better")
            return
        shown = m.shown()
        board.render(shown, False, True)
        better, kept = m.outlined()
        for c in better:
            board.cols[c].classList.add("better")
            if c in kept:
                board.cols[c].classList.add("keeps")
            h = shown.board.height(c)
            if h < 6:  # where the disc would have gone
                board.mark(c, h, "spot")
        el("board").setAttribute("data-better", "".join([str(c + 1) for c in better]))
        el("turn-text").textContent = m.position_text()
        el("turn").className = "turn " + (("red", "yellow")[(m.selected - 1) % 2]
                                          if m.selected else "")
        state = self.owner.state
        engine = state.ai.engine_for_hints()
        data = state.hint_data
        text, fraction = m.status(engine if isinstance(engine, tuple) else None,
                                  (data.loaded, data.total) if data.state == "loading" else None)
        el("review-status-text").textContent = text
        bar = el("review-bar")
        bar.hidden = fraction is None or m.state == reviewed.DONE
        if fraction is not None:
            bar.value = fraction
        el("review-about").textContent = m.about
        self._draw_chart()
        self._draw_list()
        self._draw_selection()
        summary = el("review-summary")
        lines = m.summaries() if m.state == reviewed.DONE else []
        if summary.getAttribute("data-shown") != "\n".join(lines):
            summary.setAttribute("data-shown", "\n".join(lines))
            summary.replaceChildren()
            for line in lines:
                make("li", None, line, summary)

    def _draw_chart(self):
        box = el("review-chart")
        width = max(280, min(640, int(box.clientWidth or 360)))
        # records only fill in (a new game has other moves): the count says what changed
        key = (self.model.moves, self.model.known(), width)
        if self.drawn.get("chart") == key:
            return
        self.drawn["chart"] = key
        self.drawn["width"] = width
        self.drawn["selected"] = None  # the new SVG has no point marked yet
        # checked records, numbers and fixed words: see the module's docstring
        embed = dom.document.documentElement.classList.contains("embed")
        box.replaceChildren(svg_tree(self.model.chart(
            width, int(max(130 if embed else 150, min(200, width * (0.3 if embed else 0.42)))))))

    def _draw_list(self):
        m = self.model
        ol = el("review-moves")
        if self.drawn.get("moves") != m.moves:
            self.drawn["moves"] = m.moves
            self.drawn["rows"] = [None] * len(m.moves)
            self.drawn["selected"] = None
            ol.replaceChildren()
            for i in range(len(m.moves)):
                b = make("button", None, None, make("li", "red" if i % 2 == 0 else "yellow", None,
                                                    ol))
                b.type = "button"
                b.setAttribute("data-ply", str(i + 1))
                make("span", "rv-ply", str(i + 1), b)
                make("span", "rv-col", m.moves[i], b)
                make("span", "rv-verdict", "", b)
        items = ol.children
        for i in range(len(m.moves)):
            row = m.row(i + 1)
            if self.drawn["rows"][i] == row:
                continue
            self.drawn["rows"][i] = row
            b = items.item(i).firstElementChild
            b.className = "rv-move " + row[1]
            b.lastElementChild.textContent = row[0]
            b.setAttribute("aria-label", m.move_text(i + 1))

    def _draw_selection(self):
        m = self.model
        el("review-move").textContent = m.move_text()
        if self.drawn.get("selected") == m.selected:
            return
        old = self.drawn.get("selected")
        self.drawn["selected"] = m.selected
        marked = el("review").querySelectorAll(".selected")
        for i in range(marked.length):
            marked.item(i).classList.remove("selected")
        items = el("review-moves").children
        if old and old <= items.length:
            items.item(old - 1).firstElementChild.removeAttribute("aria-current")
        if m.selected:
            b = items.item(m.selected - 1).firstElementChild
            b.setAttribute("aria-current", "step")
            b.classList.add("selected")
        point = el("review-chart").querySelector('[data-ply="%d"]' % m.selected)
        cursor = el("review-chart").querySelector(".cursor")
        if point is not None:
            point.classList.add("selected")
        if cursor is not None:  # a line through the move shown
            x = point.getAttribute("cx") if point is not None else "0"
            cursor.setAttribute("x1", x)
            cursor.setAttribute("x2", x)
            cursor.setAttribute("visibility", "hidden" if point is None else "visible")


def view(page):
    """The review panel, built by the one loader (static/effects.py) once its bundle is in."""
    return ReviewPanel(page)
