"""The Puzzles mode and practice inside the page's loop: their state slice and updates."""

import json

from connect4.board import Board
from connect4.page.kernel import lazymodes, modes
from connect4.page.kernel.shownposition import PlayableShown
from connect4.page.modes.review import reviewed
from connect4.page.modes.training import trainingmode
from connect4.puzzles.mistakes import game_mistakes, practice_sides

#: How long the opponent's reply, and a wrong disc, stay before they change (ms).
REPLY_MS = 600
#: The mode's bundle (static/mode-puzzles.bundle), for connect4.page.kernel.lazymodes.
BUNDLE = "puzzles"
#: The set's states.
LOADING, READY, FAILED = "loading", "ready", "failed"
#: The mode's timers: the opponent's reply, the wrong disc taken back.
REPLY_TIMER, BACK_TIMER = "puzzles.reply", "puzzles.back"

#: What each feedback value is (the view switches on it; tests assert it).
RIGHT, WRONG, SOLVED, HINT, SOLUTION, FULL = "right", "wrong", "solved", "hint", "solution", "full"


class PuzzleSession:
    """The mode's state on the page; ``saved`` is the stored progress's JSON (or None)."""

    def __init__(self, saved=None, set_url="puzzles/set.txt"):
        self.saved_raw = saved
        self.set_url = set_url
        self.trainer = None   # connect4.page.modes.puzzles.puzzlerun.PuzzleMode, once the bundle is in
        self.set_state = None  # None, LOADING, READY or FAILED
        self.error = None      # why the set could not be had (plain words)
        self.pending = None    # what to open once the set is there: see open_puzzles
        self.feedback = None   # the last answer: RIGHT, WRONG, SOLVED, ... (lichess's lastFeedback)
        self.tried = None      # a wrong column, shown a moment before it is taken back
        self.replying = False  # the opponent's reply waits for its timer
        self.hinted = None     # the column a hint points at
        self.wrong = None      # the last wrong column (the feedback's Why?, connect4.page.modes.why)
        self.then = None       # another mode's update waiting for the set (with_set)

    def saved(self):
        """The progress's JSON to store (the stored text itself until the bundle is in)."""
        return self.trainer.save() if self.trainer is not None else self.saved_raw

    def close(self) -> None:
        """The mode closed: nothing waits, and a reload starts on the game."""
        self.pending = None
        self.tried = None
        self.replying = False
        self.hinted = None
        if self.trainer is not None:
            self.trainer.close()
        elif self.saved_raw:
            # closed while loading: the stored progress must not reopen the mode
            try:
                data = json.loads(self.saved_raw)
                if isinstance(data, dict) and data.get("open"):
                    data["open"] = False
                    self.saved_raw = json.dumps(data)
            except ValueError:
                pass

    # -- what the view draws -----------------------------------------------------------
    def phase(self) -> str:
        """loading, error, none, solved, trying, replying, wrong or ready."""
        t = self.trainer
        if self.set_state == FAILED or (t is None and self.error):
            return "error"
        if t is None or self.set_state != READY:
            return "loading"
        a = t.attempt
        if a is None:
            return "none"
        if a.solved:
            return "solved"
        if self.tried is not None:
            return "trying"
        if self.replying:
            return "replying"
        return "wrong" if self.feedback == WRONG else "ready"

    def playable(self) -> bool:
        """True when a column may be played (and Hint, the solution asked)."""
        return self.phase() in ("ready", "wrong")

    def board(self):
        """The position the board shows (with the tried disc), or None before a puzzle."""
        t = self.trainer
        if t is None or t.attempt is None:
            return None
        b = t.board()
        if self.tried is not None and b.can_play(self.tried):
            b.play(self.tried)
        return b

    def status(self) -> str:
        """The prompt's sentence."""
        if self.phase() == "error":
            return self.error
        if self.trainer is None or self.set_state != READY:
            return "Loading the puzzles…"
        return self.trainer.status

    def side(self) -> int:
        """The colour to play (0 red, 1 yellow)."""
        return self.trainer.side() if self.trainer is not None else 0

    def turn_line(self) -> str:
        """The header's line in this mode: the puzzle's task, never the game's turn."""
        t = self.trainer
        if t is None or t.attempt is None:
            return "Puzzles"
        return t.attempt.prompt()


class PuzzleBoard(PlayableShown):
    """The puzzle's position as the game's view draws it, played while the puzzle waits for a move."""

    def __init__(self, board, playable):
        super().__init__(board if board is not None else Board(), playable)

    def result_text(self):
        return None


def shown(state):
    """The board's view of the open puzzle."""
    p = state.puzzles
    return PuzzleBoard(p.board(), p.playable())


def on_board(state):
    """The puzzle on the game's board while a puzzle mode shows, else None."""
    return shown(state) if modes.is_puzzle(state.mode) else None


# -- opening ---------------------------------------------------------------------------
def open_puzzles(state, out, what=("resume",)):
    """Show the mode and open ``what`` once the set is there: ``("resume",)``, ``("next",)``,
    ``("daily", date)``, ``("id", text)``, ``("practice", mistakes)`` or ``("mix", mix)``."""
    p = state.puzzles
    modes.enter(state, out, modes.PRACTICE if what[0] == "practice" else modes.PUZZLES)
    p.pending = what
    p.feedback = None
    out.draw = True
    out.focus("puzzles-title")
    _go_on(state, out)


def practise(state, out):
    """The review's "Practise your mistakes": its mistakes as puzzles (once it is done)."""
    found = review_mistakes(state)
    if found:
        open_puzzles(state, out, ("practice", found))


def review_mistakes(state) -> list:
    """The open review's mistakes to practise (:mod:`connect4.puzzles.mistakes`): the
    human's alone against an AI; none until every move is judged."""
    m = state.review
    if m.state != reviewed.DONE or not m.moves:
        return []
    g = state.game
    sides = (practice_sides(g.settings.red, g.settings.yellow)
             if m.moves == g.board.notation() else ("red", "yellow"))
    return game_mistakes(m.moves, [r for r in m.records if r is not None], sides)


def load_set(state, out):
    """Fetch the set without opening the mode (the training's dashboard and mixes count it),
    once the mode's bundle is in; the mode's own opening waits for the same fetch."""
    p = state.puzzles
    if p.trainer is not None and p.set_state is None:
        p.set_state = LOADING
        out.get(p.set_url, set_loaded, set_failed)


def retry(state, out):
    """Retry after a failed load (the bundle or the set)."""
    p = state.puzzles
    p.error = None
    if p.set_state == FAILED:
        p.set_state = None
    out.draw = True
    _go_on(state, out)


def with_set(state, out, then):
    """Another mode needs the set (Storm, a race, whose bundle needs this mode's: lazymodes.NEEDS):
    the set, then the update ``then(state, out)``, called too when it cannot be had (``error``)."""
    p = state.puzzles
    p.then = then
    if p.set_state == FAILED:  # asked again: the reader's retry
        p.set_state = None
    if p.set_state == READY:
        _then(state, out)
    else:
        load_set(state, out)


def _then(state, out):
    then, state.puzzles.then = state.puzzles.then, None
    if then is not None:
        then(state, out)


def _go_on(state, out):
    # the next step of the loading: the bundle, then the set, then the pending puzzle
    p = state.puzzles
    if p.trainer is None:
        if lazymodes.want(state, out, BUNDLE):
            p.error = None
        return
    if p.set_state is None:
        p.set_state = LOADING
        out.get(p.set_url, set_loaded, set_failed)
        return
    if p.set_state == READY and p.pending is not None:
        _open_pending(state, out)


def bundle_ready(state, out):
    """The mode's bundle is installed: make the puzzles' state, then fetch the set."""
    p = state.puzzles
    if p.trainer is None:
        # the mode's bundle: importable only once static/effects.py installed it
        from connect4.page.modes.puzzles.puzzlerun import PuzzleMode
        p.trainer = PuzzleMode(p.saved_raw)
    if modes.is_puzzle(state.mode):
        _go_on(state, out)


def bundle_failed(state, out, words):
    """The bundle could not be had: the panel says why and offers Retry."""
    state.puzzles.error = words
    out.draw = True


def set_loaded(state, out, text):
    """The set's text arrived."""
    p = state.puzzles
    if p.trainer.load(text):
        p.set_state = READY
        if modes.is_puzzle(state.mode):
            _open_pending(state, out)
    else:
        p.set_state = FAILED
        p.error = p.trainer.status
    out.draw = True
    _then(state, out)


def set_failed(state, out, words):
    """The set could not be fetched (offline before it was cached, a server error)."""
    p = state.puzzles
    p.set_state = FAILED
    p.error = lazymodes.load_failed(words)
    out.draw = True
    _then(state, out)


def _open_pending(state, out):
    p = state.puzzles
    t = p.trainer
    what, p.pending = p.pending, None
    p.tried, p.replying, p.hinted, p.feedback = None, False, None, None
    kind = what[0] if what else "resume"
    if kind == "next":
        t.open_next()
    elif kind == "daily":
        t.open_daily(what[1])
    elif kind == "id":
        t.open_id(what[1])
    elif kind == "practice":
        t.start_practice(what[1])
    elif kind == "mix":  # connect4.training.mixes.Mix (the training's bundle)
        t.open_mix(what[1])
    else:
        t.resume()
    t.progress.open = state.mode == modes.PUZZLES
    out.draw = True


def next_puzzle(state, out):
    show(state, out, ("next",))  # the Next puzzle button


def show(state, out, what):
    """A button of the mode (Next puzzle, Daily puzzle) while it shows."""
    state.puzzles.pending = what
    _go_on(state, out)
    out.focus("puzzles-title")


# -- playing ---------------------------------------------------------------------------
def click(state, out, col):
    """A column of the puzzle's board."""
    p = state.puzzles
    if not p.playable():
        return
    t = p.trainer
    p.hinted = None
    t.day = state.today()[0]  # the day a finished puzzle's rating is kept under
    playable = t.board().can_play(col)
    answer = t.click(col)
    out.draw = True
    if answer.get("solved"):
        p.feedback = SOLVED
        trainingmode.answered(state, out, t.attempt, t.attempt.first_try())
    elif answer.get("reply") is not None:
        p.feedback = RIGHT
        p.replying = True
        out.timer(REPLY_TIMER, REPLY_MS, state.mode)
    elif not playable:
        p.feedback = FULL
    elif not answer["ok"]:
        # the wrong disc drops, then goes back out: what it lets happen is said
        p.feedback = WRONG
        p.tried = p.wrong = col
        out.timer(BACK_TIMER, REPLY_MS, state.mode)
    out.announce = t.status


def reply_tick(state, out):
    """The pause after a right move is over: the opponent replies."""
    p = state.puzzles
    if p.replying and p.trainer is not None:
        p.replying = False
        p.trainer.play_reply()
        _said(p, out, None)


def back_tick(state, out):
    """The wrong disc goes back out."""
    p = state.puzzles
    if p.tried is not None:
        p.tried = None
        out.draw = True


def hint(state, out):
    """Hint: the column to look at (counts as help)."""
    p = state.puzzles
    if p.playable():
        p.hinted = p.trainer.hint()
        _said(p, out, HINT)


def solution(state, out):
    """Show the solution: the rest of the line is played out (counts as help)."""
    p = state.puzzles
    if p.trainer is None or p.trainer.attempt is None or p.trainer.attempt.solved:
        return
    out.stop(REPLY_TIMER)
    out.stop(BACK_TIMER)
    p.tried, p.replying, p.hinted = None, False, None
    p.trainer.show_solution()
    trainingmode.answered(state, out, p.trainer.attempt, False)
    _said(p, out, SOLUTION)


def _said(p, out, feedback):
    """The puzzle's feedback shown and its trainer's status read out."""
    p.feedback = feedback
    out.draw = True
    out.announce = p.trainer.status


def link_query(state) -> str:
    """The address in this mode: ``?puzzle=ID`` for a puzzle of the set, else ``""``."""
    p = state.puzzles
    if state.mode != modes.PUZZLES:
        return ""
    if p.pending is not None and p.pending[0] == "id":  # a link's puzzle, still loading
        return "?puzzle=%s" % p.pending[1]
    if p.pending is not None and p.pending[0] == "mix":  # a mix, its set still loading
        return "?mix=%s" % p.pending[1].param()
    return p.trainer.link_query() if p.trainer is not None else ""


#: The puzzle's timers: the opponent's reply, the board back after a wrong move (read by the kernel).
TIMERS = {REPLY_TIMER: reply_tick, BACK_TIMER: back_tick}
