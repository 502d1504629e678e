"""The page's start-up: storage, the AI list, the saved game, the link, the menus (DOM only)."""

import json

from pyscript import document, window
from pyscript.js_modules import bridge

from connect4.page.ai.customview import add_custom_option, sync_menu
from connect4.page.dom import el, make
from connect4.page.kernel import loop, persist
from connect4.page.links import linkask, links
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import HUMAN, first_visit_settings

#: localStorage key of the saved game (settings, moves, redo list, tally);
#: the embed view (class "embed" on <html>, set by offline.js) keeps its own.
EMBED = bool(document.documentElement.classList.contains("embed"))
STORAGE_KEY = persist.game_key(EMBED)
#: The AI levels and players, written by build.py into the page's image (static/mpy-page.js).
PLAYERS = "/rom/players.json"


class Store:
    """localStorage through the bridge, or a dict for the visit when refused."""

    def __init__(self):
        self.memory = {}
        self.persistent = bool(bridge.storage_ok())

    def get(self, key):
        if self.persistent:
            v = bridge.storage_get(key)
            return None if v is None else str(v)
        return self.memory.get(key)

    def set(self, key, value):
        if self.persistent and bridge.storage_set(key, value):
            return
        self.persistent = False
        self.memory[key] = value


def load_players(messages):
    """``(levels, players)`` from players.json (written by build.py); empty if unreadable."""
    try:
        with open(PLAYERS) as f:
            data = json.load(f)
        return data.get("levels", []), data.get("players", [])
    except (OSError, ValueError, AttributeError) as e:  # missing, not JSON, not an object
        messages.append("The list of AI levels could not be read (%s)." % e)
        return [], []


def page_state(game, ai, names, messages, store, clock, dice):
    """The page's state at start: the game, and every saved part restored
    (connect4.page.kernel.persist.restore; only what the DOM knows is read here)."""
    state = loop.PageState(game, ai, names, messages, clock=clock, dice=dice, embed=EMBED,
                           today=today)
    waiting, WAITING[0] = WAITING[0], None
    src = str(el(persist.PUZZLE_SET_ELEMENT).getAttribute("data-src"))
    for warning in persist.restore(state, store, src, waiting):
        window.console.warn(warning)
    return state


def today():
    """The player's day (days since 1970-01-01 in their own time zone) and the time (ms),
    through JSON: ``Date.getTime()`` itself reached MicroPython cut to 32 bits (day 5)."""
    day, ms = json.loads(str(bridge.today()))
    return int(day), int(ms)


def load_game(store, levels, messages):
    """The saved game, a first visit's game, or a fresh one if the save is bad."""
    game = Game()
    game.rating.set_levels_from(levels)  # the levels' ratings (connect4 ladder --ratings)
    raw = store.get(STORAGE_KEY)
    if raw is None:
        game.settings = first_visit_settings([lv["level"] for lv in levels])
        return game
    try:
        game.restore(json.loads(raw))
    except ValueError as e:  # not JSON, or not a game (savedstate's checks)
        game = Game(game.settings)
        game.rating.set_levels_from(levels)
        messages.append("Your saved game could not be read and was reset (%s)." % e)
    return game


def apply_link(game, levels, players, messages):
    """Apply the address's ``?pos=&red=&yellow=`` to ``game``; returns all its parameters
    (connect4.page.links.linkask.at_start decides)."""
    query = str(window.location.search)
    if not query:
        return {}
    params, WAITING[0], strip = linkask.at_start(
        game, json.loads(str(bridge.query_pairs(query))), len(query), levels, players, messages,
        int(bridge.history_index()))
    if strip:
        _strip_link()
    return params


#: The embed's link waiting for an answer, handed to the page's state at start.
WAITING = [None]


def _strip_link():
    # applied or declined: a reload resumes the saved game, not the link
    bridge.replace_url(bridge.url_without(json.dumps(list(links.APPLIED) + [linkask.FROM[0]])))


def render_link_ask(state, events, answer):
    """The question before the embed's "Full game" link replaces a game in progress
    (``state.link_waiting``): built once, hidden once answered; ``answer(open_it)``."""
    box = el("link-ask")
    req = state.link_waiting
    if req is None:
        box.hidden = True
        return
    if not box.hidden:
        return
    box.replaceChildren()
    make("p", "link-ask-text", linkask.question(state.game.board.ply, req.board.ply), box)
    for text, cls_name, open_it in ((linkask.OPEN, "primary", True), (linkask.KEEP, "", False)):
        b = make("button", cls_name, text, box)
        b.type = "button"
        events.on(b, "click", lambda ev, o=open_it: answer(o))
    box.hidden = False


def build_menus(game, levels, names):
    """The two player menus (human, the levels, a custom AI) and the speed menu."""
    for colour, sel_id in ((0, "red-player"), (1, "yellow-player")):
        sel = el(sel_id)
        sel.replaceChildren()
        for key in [HUMAN] + ["level%d" % lv["level"] for lv in levels]:
            opt = document.createElement("option")
            opt.value = key
            opt.textContent = names[key]
            sel.appendChild(opt)
        add_custom_option(sel)
        sync_menu(sel, game.settings.player(colour), names)
    el("speed").value = game.settings.speed
