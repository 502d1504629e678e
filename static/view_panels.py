"""Drawing the panels beside the board: AI status, hints, moves, score, messages.

Runs on the page's main thread (MicroPython).  Every sentence comes from
:mod:`connect4.pagetext`; this module only puts it in the DOM (always with
``textContent``, never as HTML).
"""

from pyscript import document

from connect4 import pagetext
from dom import el, make


def render_ai_status(ready, thinking, error):
    s = el("ai-status")
    s.textContent, s.className = pagetext.ai_status(ready, thinking, error)


def render_moves(board):
    """The move list, appending only the new moves (cleared after an undo)."""
    moves = board.moves
    ol = el("moves")
    have = ol.children.length
    if have > len(moves):
        ol.replaceChildren()
        have = 0
    for i in range(have, len(moves)):
        li = make("li", "red" if i % 2 == 0 else "yellow", str(moves[i] + 1))
        li.setAttribute("aria-label", pagetext.move_label(i, moves[i]))
        ol.appendChild(li)
    el("notation").textContent = board.notation()


def render_messages(messages):
    box = el("message")
    if messages:
        box.textContent = " ".join(messages[-3:])
        box.hidden = False
    else:
        box.hidden = True


def render_tally(tally, names, persistent):
    """The score table per opponent, and the note when storage is refused."""
    body = el("tally-body")
    body.replaceChildren()
    rows = sorted(tally.items())
    for spec, row in rows:
        tr = make("tr", parent=body)
        th = make("th", text=names.get(spec, spec), parent=tr)
        th.setAttribute("scope", "row")
        for n in row:
            make("td", text=str(n), parent=tr)
    el("tally").hidden = not rows
    el("tally-empty").hidden = bool(rows)
    note = el("storage-note")
    if not persistent:
        note.textContent = pagetext.STORAGE_REFUSED
    note.hidden = bool(persistent)


class HintsView:
    """The row of exact scores above the board, redrawn only when it changes."""

    def __init__(self):
        items = document.querySelectorAll("#hints .hint")
        self.items = [items.item(i) for i in range(7)]
        self.drawn = None

    def render(self, g, ai_ready, book_problem):
        box = el("hints")
        note = el("hint-note")
        if not g.settings.hints or g.board.is_over():
            box.hidden = True
            note.hidden = True
            return
        box.hidden = False
        scores = g.current_hints()
        pending = g.hints_pending()
        best = g.hints_best()
        wdl = g.hints_wdl()
        note.textContent = pagetext.hint_note(scores, pending, best, ai_ready, book_problem, wdl)
        note.hidden = False
        key = (g.board.notation(), scores, pending, best, wdl)
        if key == self.drawn:
            return  # unchanged: leave the DOM alone
        self.drawn = key
        for c in range(7):
            item = self.items[c]
            waiting = scores is None or c in pending
            sign = wdl[c] if waiting and wdl else None
            cls, word, moves, label = pagetext.hint_cell(
                c, None if waiting else scores[c], g.board.ply, best, waiting, sign)
            item.className = cls
            item.setAttribute("aria-label", label)
            if (waiting and sign is None) or (not waiting and scores[c] is None):
                item.textContent = word
                continue
            item.replaceChildren()
            make("span", "hint-word", word, item)
            if moves:
                item.appendChild(document.createTextNode(" "))
                make("span", "hint-moves", moves, item)


def render_hint_data(data, hints_on):
    """The hint database's download line: a sentence and, while loading, its bar."""
    text = data.text() if hints_on else ""
    el("hint-data").hidden = not text
    el("hint-data-text").textContent = text
    bar = el("hint-data-bar")
    bar.hidden = data.state != "loading"
    bar.value = data.fraction()
