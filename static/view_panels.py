"""Drawing the panels beside the board: AI status, hints, moves, score, messages.

Runs on the page's main thread (MicroPython).  Every sentence comes from
:mod:`connect4.page.pagetext`; this module only puts it in the DOM (always with
``textContent``, never as HTML).
"""

from pyscript import document

from connect4.page import pagetext
from dom import el, make


def render_ai_status(ready, thinking, error):
    s = el("ai-status")
    s.textContent, s.className = pagetext.ai_status(ready, thinking, error)


def render_moves(g):
    """The move list, appending only the new moves (cleared after an undo)."""
    board = g.board
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
    el("notation-spoken").textContent = pagetext.spelled_code(board.notation())
    el("moves-key").textContent = pagetext.MOVES_KEY


def render_messages(messages):
    """Each message (:class:`connect4.page.messages.Messages`) with its close button."""
    box = el("message")
    items = messages.items()
    key = "\n".join(items)
    if box.getAttribute("data-shown") == key:
        return  # unchanged: a screen reader hears a message once
    box.setAttribute("data-shown", key)
    box.replaceChildren()
    for i, text in enumerate(items):
        p = make("p", "msg", None, box)
        make("span", "msg-text", text, p)
        b = make("button", "msg-close", "×", p)
        b.type = "button"
        b.setAttribute("data-index", str(i))
        b.setAttribute("aria-label", "Close this message")
    box.hidden = not items


def close_message(ev, messages):
    """A click in the message box: its close buttons carry their message's index."""
    i = ev.target.getAttribute("data-index") if ev.target else None
    if i is not None:
        messages.dismiss(int(str(i)))
        render_messages(messages)


_shared = [None]


def render_link(pairs, build_query):
    """The link box, once shown, follows the game (``pairs``: its query's, built
    by ``build_query`` only when they change); the button says "Copy link"
    again when the link is no longer the copied one."""
    if pairs == _shared[0]:
        return
    _shared[0] = pairs
    share = str(build_query(pairs))
    el("board").setAttribute("data-share", share)
    box = el("link-text")
    if el("link-out").hidden or str(box.value).endswith(share):
        return
    box.value = str(box.value).split("?")[0] + share
    el("copy-link").textContent = pagetext.copy_button(False)


def render_tally(tally, names, persistent, opponent):
    """The score table per opponent, the line before the first game against
    ``opponent`` (the AI of this game, or None), the note when storage is refused."""
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
    empty = el("tally-empty")
    empty.textContent = pagetext.tally_empty(
        None if opponent is None else names.get(opponent, opponent))
    empty.hidden = bool(rows)
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

    def render(self, g, ai_ready, book_problem, engine=None):
        box = el("hints")
        note = el("hint-note")
        key_line = el("hint-key")
        if not g.settings.hints or g.board.is_over():
            box.hidden = True
            note.hidden = True
            key_line.hidden = True
            return
        box.hidden = False
        key_line.textContent = pagetext.hint_key_line()
        key_line.hidden = False
        scores = g.current_hints()
        pending = g.hints_pending()
        best = g.hints_best()
        wdl = g.hints_wdl()
        note.textContent = pagetext.hint_note(scores, pending, best, ai_ready, book_problem, wdl,
                                            engine)
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


def render_hint_data(data, hints_on, engine=None):
    """The hint database's download line: a sentence and, while loading, its
    bar (first the full engine's, which fetches it; ``engine`` as in HintDownload.text)."""
    text = data.text(engine) if hints_on else ""
    el("hint-data").hidden = not text
    el("hint-data-text").textContent = text
    bar = el("hint-data-bar")
    bar.hidden = data.state != "loading" or isinstance(engine, str)
    bar.value = data.fraction(engine)
