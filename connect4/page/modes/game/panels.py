"""Drawing the panels beside the board: AI status, hints, moves, score, messages, the AI's move."""

import json

from connect4.page import dom
from connect4.page.ai import figures
from connect4.page.dom import el, make
from connect4.page.modes.game import pagetext
from connect4.page.modes.rating import ratingslot


def render_ai_status(ready, thinking, error, waits_for_full=False):
    s = el("ai-status")
    s.textContent, s.className = pagetext.ai_status(ready, thinking, error, waits_for_full)


def render_moves(g):
    """The move list, appending only the new moves (redrawn after an undo)."""
    board = g.board
    moves = board.moves
    ol = el("moves")
    code = board.notation()
    if not code.startswith(str(ol.getAttribute("data-code") or "")):
        ol.replaceChildren()
    ol.setAttribute("data-code", code)
    have = ol.children.length
    for i in range(have, len(moves)):
        li = make("li", "red" if i % 2 == 0 else "yellow", str(moves[i] + 1))
        li.setAttribute("aria-label", pagetext.move_label(i, moves[i]))
        ol.appendChild(li)
    if have < len(moves):  # the latest move in sight: the list scrolls, its end is news
        dom.window.requestAnimationFrame(_scroll_moves())
    el("notation").textContent = board.notation()
    el("notation-spoken").textContent = pagetext.spelled_code(board.notation())
    el("moves-key").textContent = pagetext.MOVES_KEY


def _to_end(*args):
    ol = el("moves")
    ol.scrollTop = ol.scrollHeight


_SCROLL = []


def _scroll_moves():
    """The move list's scroll to its end, in the next frame's callback: reading its height during
    an update forced a layout in every move (about 50 ms on a phone)."""
    if not _SCROLL:
        _SCROLL.append(dom.proxy(_to_end))
    return _SCROLL[0]


def render_messages(messages):
    """Each message (:class:`connect4.page.kernel.messages.Messages`) with its close button."""
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
    """The link box, once shown, follows the game; its button says "Copy link" again once the
    link is not the copied one."""
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
    """The score table per opponent, the line before the first game, the note when storage is refused."""
    body = el("tally-body")
    body.replaceChildren()
    rows = sorted(tally.items())
    for spec, row in rows:
        tr = make("tr", parent=body)
        make("th", text=names.get(spec, spec), parent=tr, attrs={"scope": "row"})
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


def render_rating(slot):
    """The rating's line until its bundle is in: a new player's sentence, or that it is loading
    (``data-games`` only once known: the tests wait on it)."""
    if slot.model is not None:
        return
    box = el("rating")
    wanted = slot.wanted()
    if wanted:
        box.removeAttribute("data-games")
    else:
        box.setAttribute("data-games", "0")
    el("rating-summary").textContent = ratingslot.LOADING if wanted else ratingslot.NO_GAMES
    for part in ("rating-next", "rating-unrated", "rating-chart"):
        el(part).hidden = True


# -- what the AI did --------------------------------------------------------------------
class MoveCounters:
    """The per-move counters under "What the AI did" and the per-column values over the board."""

    def __init__(self, state):
        self.totals = figures.PlayoutTotals()
        self.state = state  # its toggle: state.show_values (connect4.page.kernel.loop.toggle_values)
        card = el("stats").parentElement
        self.button = make("button", "values-toggle", "Show its numbers on the board", card)
        self.button.type = "button"
        self.button.id = "values-toggle"
        self.button.hidden = True
        hints = el("hints")
        self.row = make("ol", "hints values")
        self.row.id = "ai-values"
        self.row.setAttribute("aria-label", "The AI's values for each column")
        self.items = [make("li", "hint", "", self.row) for _ in range(7)]
        self.caption = make("p", "hint-note")
        self.caption.id = "ai-values-note"
        hints.before(self.row)
        self.row.after(self.caption)
        self.row.hidden = True
        self.caption.hidden = True
        self._drawn = None

    def record(self, game_id, stats):
        """Add a move's figures (Monte Carlo's running total needs every move)."""
        stats["so_far"] = self.totals.add(game_id, stats.get("colour", 0), stats)

    def text(self, stats, names, colours):
        """``"Yellow (Level 4 · Club) played column 4. It searched ..."``."""
        who = names.get(stats.get("spec"), stats.get("spec"))
        head = "%s (%s) played column %d." % (colours[stats.get("colour", 0)], who,
                                              (stats.get("column") or 0) + 1)
        return head + " " + figures.move_counters(stats, stats.get("so_far"))

    def render(self, stats, names, colours, position, empty):
        """The AI's last move on the board in words (``empty``: what is said with none)."""
        p = el("stats")
        if not stats:
            p.textContent = empty
            self.button.hidden = True
            self._draw_values(None)
            return
        p.textContent = self.text(stats, names, colours)
        p.setAttribute("data-player", stats.get("player") or "")
        values = figures.column_values(stats)
        self.button.hidden = values is None
        self.button.setAttribute("aria-pressed", "true" if self.state.show_values else "false")
        self.button.textContent = ("Hide its numbers" if self.state.show_values
                                   else "Show its numbers on the board")
        # values belong to the position the AI moved from: one move later they still
        # explain its choice; after that they are stale
        fresh = position[:-1] == stats.get("pos")
        self._draw_values(values if (self.state.show_values and fresh) else None)

    def _draw_values(self, values):
        if values is None:
            self.row.hidden = True
            self.caption.hidden = True
            self._drawn = None
            return
        key = json.dumps(values)
        self.row.hidden = False
        self.caption.hidden = False
        if key == self._drawn:
            return
        self._drawn = key
        self.caption.textContent = values["caption"]
        for c in range(7):
            text, cls = values["cells"][c]
            item = self.items[c]
            item.className = "hint value " + cls
            item.textContent = text or "–"
            item.setAttribute("aria-label", "Column %d: %s" % (c + 1, text or "no value"))



_loading_view = []  # [box, bar, text] once built


def render_loading(line):
    """The line under the AI status (``AiState.loading()``): a bar with its MB, or a sentence."""
    if not _loading_view:
        if line is None:
            return
        # the page's own styles: a muted line, and a full-width bar under it
        box = make("p", "muted engine-load")
        box.id = "engine-load"
        text = make("span", "engine-load-text", None, box)
        bar = make("progress", "match-progress", None, box)
        bar.max = 1
        el("ai-status").after(box)
        _loading_view.extend((box, bar, text))
    box, bar, text = _loading_view
    box.hidden = line is None
    if line is None:
        return
    words, fraction = line
    bar.hidden = fraction is None and "MB" not in words
    if fraction is not None:
        bar.value = fraction
    text.textContent = words
