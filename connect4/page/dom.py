"""The views' handle on the page: find, create, listen, draw (the browser's objects handed in).

static/main.py hands in the browser's objects (:func:`install`), so views import nothing of it.
"""

from connect4.page.kernel import keys

#: The browser's objects, as :func:`install` gave them (None until then).
document = window = bridge = None
_proxy = None


def install(doc, win, js_bridge, create_proxy):
    """Hand in the page's ``document``, ``window``, JavaScript bridge and proxy maker."""
    global document, window, bridge, _proxy
    document, window, bridge, _proxy = doc, win, js_bridge, create_proxy


def proxy(fn):
    """``fn`` as a function JavaScript may keep (pyscript.ffi.create_proxy)."""
    return _proxy(fn)


#: The stylesheets of the view being built, each a promise (bridge.stylesheet): the one
#: loader (static/effects.py) waits for them before the mode counts as loaded.
SHEETS = []


def stylesheet(href):
    """Add a lazy view's stylesheet to the page; its mode is ready once it has loaded, so the
    view never shows unstyled (Storm's buttons did, for a moment)."""
    SHEETS.append(bridge.stylesheet(href))


def button(text, parent, id_=None, cls=None):
    """A ``<button type=button>`` with its text, in ``parent``."""
    b = make("button", cls, text, parent)
    b.type = "button"
    if id_:
        b.id = id_
    return b


def turn_words(main, more=""):
    """The turn chip's words: ``main`` (who is to move, who won), then ``more`` (its details)
    in a span the compact embed hides (static/embed.css): what matters fits a narrow frame."""
    node = el("turn-text")
    node.textContent = main
    if more:
        make("span", "turn-more", more, node)


def el(id_):
    return document.getElementById(id_)


def make(tag, cls=None, text=None, parent=None, id_=None, attrs=None):
    """A ``<tag>`` with its class, text, id and ``attrs`` (``{"role": "status"}``), in ``parent``."""
    node = document.createElement(tag)
    if cls:
        node.className = cls
    if text is not None:
        node.textContent = text
    if parent is not None:
        parent.appendChild(node)
    if id_:
        node.id = id_
    for name in attrs or ():
        node.setAttribute(name, attrs[name])
    return node


def card(cls, id_, title, title_id, before, head=None):
    """A hidden ``<section class="card cls">`` put before ``#before``, labelled by its ``<h2>``
    (focusable; in a ``<div class=head>`` when given): ``(box, head)``, head the box if none."""
    box = make("section", "card " + cls, None, None, id_)
    box.hidden = True
    box.setAttribute("aria-labelledby", title_id)
    el(before).parentNode.insertBefore(box, el(before))
    top = make("div", head, None, box) if head else box
    make("h2", None, title, top, title_id).tabIndex = -1
    return box, top


def marks_layer(cls, label, note_cls, note_id):
    """A layer of marks over the board (a list named ``label``; static/hints.css) and its note
    under the board: ``(layer, note)``."""
    layer = make("div", cls, None, el("board"), attrs={"role": "list"})
    layer.setAttribute("aria-label", label)
    note = make("p", note_cls, None, None, note_id)
    el("hint-key").parentNode.insertBefore(note, el("hint-key"))
    return layer, note


def draw_marks(layer, note, marks, items):
    """Draw ``marks`` (``[(col, row, classes, label)]``) over the board in ``layer`` and the
    legend's ``items`` (``[(rule, text)]``) in ``note``; each hidden when empty."""
    layer.replaceChildren()
    for col, row, cls, label in marks:
        m = make("span", cls, None, layer, attrs={"role": "listitem"})
        m.setAttribute("aria-label", label)
        m.setAttribute("data-cell", "abcdefg"[col] + str(row + 1))
        m.title = label
        m.style.gridColumn = str(col + 1)
        m.style.gridRow = str(6 - row)
    layer.hidden = not marks
    note.replaceChildren()
    for rule, text in items:
        item = make("span", "why-key", None, note)
        make("span", "why-swatch rule-" + rule, None, item).setAttribute("aria-hidden", "true")
        make("span", None, text, item)
    note.hidden = not items


def buttons(on, rows):
    """A button for each row ``(id, text, parent, fn[, class])``, ``fn`` run on its click."""
    for row in rows:
        on(button(row[1], row[2], row[0], row[4] if len(row) > 4 else None), "click", row[3])


def key_action(ev, parse):
    """``parse(*key_args(ev))``, the key's action for a mode, or None; the browser's own use of
    a key that is a mode's is prevented."""
    action = parse(*key_args(ev))
    if action is not None:
        ev.preventDefault()
    return action


def key_args(ev):
    """A key event as ``(key, the focused element's tag, a modifier held)`` (connect4.page.kernel.keys)."""
    tag = str(ev.target.tagName) if ev.target else ""
    return str(ev.key), tag, bool(ev.ctrlKey or ev.metaKey or ev.altKey)


class View:
    """A mode's view, made with the page (static/main.py's build_view): its stylesheet ``css``
    added, and what each part shows as last drawn (``drawn``: a write crosses into the browser)."""

    def __init__(self, page, css=None):
        self.page = page
        self.drawn = {}
        if css:
            stylesheet(css)

    def show(self, shown, phase) -> bool:
        """Its card ``self.box`` shown only while ``shown``, its ``data-state`` ``phase`` (else "closed")."""
        self.box.hidden = not shown
        self.box.setAttribute("data-state", phase if shown else "closed")
        return shown

    def changed(self, part, value) -> bool:
        """True (and remembered) when ``part`` must be drawn again to show ``value``."""
        if self.drawn.get(part) == value:
            return False
        self.drawn[part] = value
        return True


class PuzzleScreen(View):
    """A view whose board plays a puzzle: a column (clicked, or its number key) is the update
    ``play(state, out, col)``, Escape the update ``close`` (connect4.page.kernel.keys.puzzle_key)."""

    def __init__(self, page, css, play, close):
        View.__init__(self, page, css)
        self._play, self._close = play, close

    def click(self, col):
        self.page.update(self._play, col)

    def on_key(self, ev):
        action = key_action(ev, keys.puzzle_key)
        if action is not None:
            if action[0] == "play":
                self.click(action[1])
            else:
                self.page.update(self._close)
        return True


class Events:
    """Event listeners whose proxies live as long as the page."""

    def __init__(self):
        self.proxies = []

    def on(self, target, event, fn):
        p = proxy(fn)
        self.proxies.append(p)
        target.addEventListener(event, p)


def apply_controls(table):
    """Draw each control of ``table`` (connect4.page.kernel.controls): disabled, aria-pressed,
    hidden, text, title; a control whose panel is not built yet is skipped."""
    for id_, look in table.items():
        node = el(id_)
        if node is None:
            continue
        node.disabled = look["disabled"]
        if "pressed" in look:
            node.setAttribute("aria-pressed", "true" if look["pressed"] else "false")
        if "hidden" in look:
            node.hidden = look["hidden"]
        if "text" in look and str(node.textContent) != look["text"]:
            node.textContent = look["text"]
        if "title" in look:
            node.title = look["title"]


SVG_NS = "http://www.w3.org/2000/svg"


def svg_tree(node):
    """DOM elements from a chart tree (connect4.review.chart.chart_tree, ratingchart.rating_tree),
    every word set as text."""
    tag, attrs, text, kids = node
    e = document.createElementNS(SVG_NS, tag)
    for name, value in attrs:
        if name != "xmlns":
            e.setAttribute(name, value)
    if text is not None:
        e.textContent = text
    for kid in kids:
        e.appendChild(svg_tree(kid))
    return e
