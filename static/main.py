"""The page's main thread (MicroPython): the wiring of events to the page's loop.

Every event (a click, a key, a worker's reply, a timer) calls one update
(connect4.page.kernel.loop, gamemode, reviewmode, puzzlemode, positionmode, matchrun) through the
effect runner (static/effects.py): it changes the page's state
(connect4.page.kernel.loop.PageState) and lists effects, which the runner carries out
before the one save and the one drawing of every view and control
(view_board.render_page).  The picture, and how to add a mode:
docs/page-loop.md.
"""

import random

from pyscript import document, window

import startup
from addressbar import AddressBar
from ai_client import AI
from connect4.page.ai.workerwatch import WATCHDOG_EVERY_MS
from connect4.page.kernel import keys, lazymodes, loop, modes
from connect4.page.kernel.messages import Messages
from connect4.page.links import linkask
from connect4.page.modes.boards import boardsmode
from connect4.page.modes.coach import coachmode
from connect4.page.modes.game import gamemode
from connect4.page.modes.opening import openingmode
from connect4.page.modes.position import positionmode
from connect4.page.modes.puzzles import puzzlemode
from connect4.page.modes.review import reviewmode
from connect4.page.modes.training import trainingmode
from connect4.page.modes.why import whymode
from custom_ui import CUSTOM, CustomPlayers, Names
from dom import Events, el
from effects import Effects
from keyboard import Keyboard
from lazy_panels import Absent  # the review's and match's panels: fetched when first opened
from view_board import BoardView, render_page, toggle_menu
from view_panels import HintsView, MoveCounters, close_message

#: The modes whose card takes the board's clicks and keys: the page's attribute holding it.
CARDS = {modes.TRAIN: "train", modes.STORM: "storm", modes.RACE: "storm", modes.BOARDS: "boards"}


class Page:
    """The page's state, its views, and the owner's interface its panels use:
    ``state`` to read, ``update(fn, *args)`` to change it, ``announce``."""

    def __init__(self):
        self.store = startup.Store()
        messages = Messages()
        self.levels, self.players = startup.load_players(messages)
        self.names = Names(self.levels, self.players)
        self.events = Events()
        self.custom = CustomPlayers(self.players, self.events, self.on_custom)
        game = startup.load_game(self.store, self.levels, messages)
        self.params = startup.apply_link(game, self.levels, self.players, messages)
        startup.build_menus(game, self.levels, self.names)
        # the workers' requests lost (a crash, a replaced engine): forget them, ask again
        self.ai = AI(lambda msg: self.update(loop.reply, msg), lambda: self.update(loop.ai_lost),
                     lambda: self.update(loop.ai_progress), self.levels, startup.EMBED)
        self.state = startup.page_state(game, self.ai.status, self.names, messages, self.store,
                                        lambda: float(window.performance.now()),
                                        lambda: random.getrandbits(30))
        self.effects = Effects(self, self.store)
        self.ai.on_loading = self.render
        self.board = BoardView()
        self.hints = HintsView(self.state)
        self.modes = None  # hook: threats (static/position_ui.py, once its bundle is in)
        self.why = None  # the "Why?" panel (static/why_ui.py, once its bundle is in)
        self.train = None  # the opening trainer (static/train_ui.py, once its bundle is in)
        self.storm = None  # Storm's and the race's card (static/storm_ui.py, once its bundle is in)
        self.coach = None  # the coach's card (static/coach_ui.py, once its bundle is in)
        self.rating = None  # the rating's line and chart (static/rating_ui.py, once there is one)
        self.training = None  # the Your training card (static/training_ui.py, once opened)
        self.boards = None  # other boards and variants (static/boards_ui.py, once opened)
        self.keyboard, self.address = Keyboard(self), AddressBar(self, startup.EMBED)
        self.counters = MoveCounters(self.state)
        self._bind()
        self.match = Absent()  # the panel once its card opens (static/match_ui.py)
        self.review = Absent()  # the panel once a review opens (static/review_ui.py)
        self.effects.every(WATCHDOG_EVERY_MS, lambda: self.ai.check(len(self.state.requests) > 0))
        waiting = self.state.link_waiting is not None
        self.update(loop.start, self.params, waiting)
        self.keyboard.early()

    def _bind(self):
        on, update = self.events.on, self.update
        for b in self.board.cols:
            on(b, "click", self.on_column)
        for id_, fn in (("undo", gamemode.undo), ("redo", gamemode.redo), ("swap", gamemode.swap),
                        ("new-game", gamemode.new_game), ("play-again", gamemode.new_game),
                        ("swap-again", gamemode.swap_and_new_game), ("hint", loop.toggle_hints),
                        ("pause", gamemode.toggle_pause), ("resign-yes", gamemode.resign),
                        ("resign-no", gamemode.keep_playing),
                        ("puzzles-open", puzzlemode.open_puzzles),  # hook: puzzles
                        ("review-practise", puzzlemode.practise), ("puzzles-close", puzzlemode.close),
                        ("puzzle-hint", puzzlemode.hint), ("puzzle-solution", puzzlemode.solution),
                        ("puzzle-retry", puzzlemode.retry), ("values-toggle", loop.toggle_values),
                        ("hint-style", loop.switch_hint_style), ("review-open", reviewmode.open_game),
                        ("review-game", reviewmode.open_game),
                        ("threats", positionmode.toggle_threats),  # hook: threats
                        ("setup-open", positionmode.open_setup), ("line-show", positionmode.show_line),
                        ("hint-why", whymode.from_hints), ("review-why", whymode.from_review),
                        ("puzzle-why", whymode.from_puzzle), ("train-open", openingmode.open_trainer),
                        ("boards-open", boardsmode.open_boards),
                        ("coach", coachmode.toggle), ("puzzle-mistakes", trainingmode.open_mistakes),
                        ("storm-open", trainingmode.open_storm), ("race-open", trainingmode.new_race)):
            on(el(id_), "click", lambda ev, fn=fn: update(fn))
        on(el("puzzle-next"), "click", lambda ev: update(puzzlemode.show, ("next",)))
        on(el("puzzle-daily"), "click", lambda ev: update(puzzlemode.show, ("daily", _today())))
        on(el("speed"), "change",
           lambda ev: update(gamemode.set_speed, str(ev.currentTarget.value)))
        on(el("message"), "click", lambda ev: close_message(ev, self.state.messages))
        on(el("menu-toggle"), "click", toggle_menu)
        on(el("red-player"), "change", lambda ev: self.on_player(0, ev))
        on(el("yellow-player"), "change", lambda ev: self.on_player(1, ev))
        on(document, "keydown", self.on_key)
        card = document.querySelector("#match-card details")
        on(card, "toggle", lambda ev: update(reviewmode.open_card, "match") if card.open else None)
        mine = document.querySelector("#training-card details")  # its bundle on first opening
        on(mine, "toggle", lambda ev: update(trainingmode.open_card) if mine.open else None)
        about = document.querySelector("#about-ais details")  # the levels' cards, the families'
        on(about, "toggle", lambda ev: update(reviewmode.open_card, "about") if about.open else None)

    @property
    def game(self):
        return self.state.game

    def update(self, fn, *args):
        """Run the update ``fn(state, out, *args)`` and carry out its effects (static/effects.py)."""
        self.effects.update(fn, *args)

    def build_view(self, name):
        """A mode's bundle is installed: build its view (the one loader, static/effects.py)."""
        if name in lazymodes.VIEWS:
            module = lazymodes.VIEW_NAMES.get(name, name + "_ui")
            setattr(self, lazymodes.VIEWS[name], __import__(module).view(self))

    # -- events ------------------------------------------------------------------------
    def on_column(self, ev):
        self.play(int(str(ev.currentTarget.getAttribute("data-col"))))

    def play(self, col):
        if self.state.why.open:  # the board is the Why panel's (Play it out)
            return self.why.click(col) if self.why is not None else None
        if modes.is_puzzle(self.state.mode):
            return self.update(puzzlemode.click, col)
        if self.state.mode in CARDS:  # the trainer's, Storm's or a race's (none before its bundle)
            card = getattr(self, CARDS[self.state.mode])
            return card.click(col) if card is not None else None
        if positionmode.stepping(self.state):
            return  # hook: threats (the board shows a best line's position)
        self.update(gamemode.play, col)

    def on_player(self, colour, ev):
        value = str(ev.currentTarget.value)
        if value == CUSTOM:
            value = self.custom.chosen(colour, self.game.settings.player(colour))
        self.update(gamemode.set_player, colour, value)

    def on_custom(self, colour, spec):  # a custom AI's controls changed: that colour plays it
        self.update(gamemode.set_player, colour, spec)

    def on_key(self, ev):
        if self.why is not None and self.state.why.open and self.why.on_key(ev):
            return None
        if self.coach is not None and self.coach.on_key(ev):  # the coach stopped the game
            return None
        mode = self.state.mode
        if modes.is_puzzle(mode):  # hook: puzzles
            tag = str(ev.target.tagName) if ev.target else ""
            action = keys.puzzle_key(str(ev.key), tag, bool(ev.ctrlKey or ev.metaKey or ev.altKey))
            if action is not None:
                ev.preventDefault()
                if action[0] == "play":
                    self.update(puzzlemode.click, action[1])
                else:
                    self.update(puzzlemode.close)
            return None
        if mode == modes.REVIEW:
            return self.review.on_key(ev)
        if mode in CARDS:
            card = getattr(self, CARDS[mode])
            return card.on_key(ev) if card is not None else None
        if mode == modes.SETUP:  # hook: threats (the editor's own buttons take the keys)
            if str(ev.key) == "Escape":
                self.update(positionmode.cancel_setup)
            return None
        self.keyboard.on_key(ev)

    # -- drawing -----------------------------------------------------------------------
    def announce(self, text):
        el("announce").textContent = text

    def render(self, animate=False):
        """Draw every view and every control from the state (after each event)."""
        render_page(self, animate)
        if self.rating is not None:  # the player's rating, once its bundle is in
            self.rating.render()
        if self.training is not None:  # the Your training card, once its bundle is in
            self.training.render()
        if self.modes is not None:  # hook: threats (a best line's position, the marks)
            self.modes.render()
        if self.train is not None:  # the trainer's board over the game's while it shows
            self.train.render()
        if self.storm is not None:  # Storm's or the race's board over the game's while it shows
            self.storm.render()
        if self.boards is not None:  # another board in the 7x6 board's place while it shows
            self.boards.render(animate)
        if self.coach is not None:  # while it stops the game, the board shows the refutation
            self.coach.render()
        if self.why is not None:  # drawn last: while open, the board is the panel's
            self.why.render()
        startup.render_link_ask(self.state, self.events,
                                lambda o: self.update(linkask.answer, o, self.players))
        self.address.follow(self.state.link_waiting is not None)


def _today():
    """The reader's own day, ``"YYYY-MM-DD"`` (the daily puzzle's)."""
    d = window.Date.new()
    return "%04d-%02d-%02d" % (d.getFullYear(), d.getMonth() + 1, d.getDate())


page = Page()
if getattr(window, "c4WantState", None):  # tests only: a test's script asked before the page started
    from pyscript.ffi import create_proxy

    from connect4.page.kernel import snapshot
    window.c4State = create_proxy(lambda: snapshot.summary_json(page.state, page.effects.timers))
window.c4ReadyAt = window.performance.now()
