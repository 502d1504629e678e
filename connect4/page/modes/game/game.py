"""The game controller behind the web page: state, undo/redo, AI turns, tally.

An AI's answer is applied only if its id and position still match (:meth:`Game.apply_ai_move`).
"""

from connect4.board import Board
from connect4.page.ai.aimoves import AiMoves
from connect4.page.kernel.shownposition import last_cell
from connect4.page.modes.game.savedstate import STATE_VERSION, finished_games, read_state
from connect4.page.modes.game.settings import COLOURS, DEFAULT_SPEED, HUMAN, SPEEDS, Settings, check_player
from connect4.page.modes.game.tally import add_result
from connect4.page.modes.game.undoredo import UndoRedo
from connect4.page.modes.hints.hintreply import checked
from connect4.page.modes.rating.ratingslot import RatingSlot, level_number

#: Pause before an AI answers a human: lets the human's disc finish falling.
HUMAN_VS_AI_DELAY = 250


class Game(UndoRedo):
    """One game in progress plus everything around it that survives a reload.

    >>> g = Game()
    >>> g.play(3) and g.play(3)
    True
    >>> g.board.notation(), g.undo(), g.board.notation(), g.redo(), g.board.notation()
    ('44', True, '4', True, '44')
    """

    def __init__(self, settings=None):
        self.settings = settings or Settings()
        self.board = Board()
        #: Columns undone, most recent last: what redo replays.
        self.redo_stack = []
        #: Per opponent spec: [human wins, human losses, draws].
        self.tally = {}
        self.paused = False
        #: The unanswered AI request: (id, position) or None.
        self.pending = None
        #: Ids of requests that became stale: the page asks the worker to stop them.
        self.to_cancel = []
        self.last_stats = None
        self.ai_moves = AiMoves()  # "What the AI did" after undo and redo
        #: Hint scores for one position (hintreply.HintReply) or None.
        self.hints = None
        self.game_id = 0
        #: Request ids: the page's tracker (inflight.InFlight) once set, else a count.
        self._next_id, self.ids = 1, None
        self._recorded = False
        #: The ply the game was opened at (moves before it are no one's to resign).
        self._base = 0
        #: A move taken back, a hint shown or a review's "play on" in this game: not rated.
        self.assisted = False
        #: The player's rating against the levels (its own saved part, persist.RATING_KEY).
        self.rating = RatingSlot()
        #: Games finished here with a human in them, until the background review takes them
        #: (connect4.page.modes.training): ``(moves, red, yellow, winner: 0, 1 or None)``.
        self.finished = []

    # -- who plays ----------------------------------------------------------
    def player_to_move(self):
        """``"human"`` or the spec of the AI whose turn it is."""
        return self.settings.player(self.board.turn)

    def is_human_turn(self):
        """True if the game is on and a human is to move."""
        return not self.board.is_over() and self.player_to_move() == HUMAN

    def human_colours(self):
        """The colours (0, 1) played by humans."""
        return [c for c in (0, 1) if self.settings.player(c) == HUMAN]

    def opponent(self):
        """The AI spec of a human-vs-AI game, else ``None``."""
        r, y = self.settings.red, self.settings.yellow
        if (r == HUMAN) != (y == HUMAN):
            return y if r == HUMAN else r
        return None

    def set_player(self, colour, who):
        """Change who plays ``colour``; cancels an AI request for the old player."""
        who = check_player(who)
        if self.settings.player(colour) != who:
            self.settings.set_player(colour, who)
            self._invalidate()

    def swap_colours(self):
        """Red's player plays yellow and vice versa; the position is kept."""
        s = self.settings
        s.red, s.yellow = s.yellow, s.red
        self._invalidate()

    # -- moves --------------------------------------------------------------
    def can_human_play(self, col):
        """True if a human may drop a disc into ``col`` (0-based) now."""
        return self.is_human_turn() and self.board.can_play(col)

    def play(self, col):
        """A human move into ``col`` (0-based); False (nothing changes) if not allowed."""
        if not self.can_human_play(col):
            return False
        if self.hints is not None:  # the hints of this position were shown
            self.assisted = True
        self._push(col)
        return True

    def apply_ai_move(self, request_id, position, col, stats=None):
        """Apply an AI answer if it answers the pending request (``position``: the notation it
        was asked for); True if applied, a stale or broken answer ignored."""
        if self.pending is None or self.pending[0] != request_id:
            return False
        if position != self.board.notation() or self.pending[1] != position:
            return False
        self.pending = None
        if self.board.is_over() or self.player_to_move() == HUMAN:
            return False
        if not isinstance(col, int) or not self.board.can_play(col):
            return False
        if stats is not None:
            self.last_stats = self.ai_moves.add(position, col, stats)
        self._push(col)
        return True

    def _push(self, col):
        self.board.play(col)
        if self.redo_stack and self.redo_stack[-1] == col:
            self.redo_stack.pop()  # replaying the undone line keeps the rest of it
        else:
            self.redo_stack = []
        self.hints = None
        self._invalidate()
        self._record_result()

    def play_on(self, board, redo):
        """Continue from ``board`` (a review's move), ``redo`` (columns, the next last) redoable."""
        own = self.board.moves + self.redo_stack[::-1] == board.moves + redo[::-1]
        counted, base = self._recorded, self._base
        self.load_position(board)
        self.assisted = True  # the review's solver has shown the moves
        self.redo_stack = list(redo)
        if own:
            self._recorded, self._base = counted, min(base, board.ply)

    def new_game(self):
        """Start again with the same players (a loss if it :meth:`resigns`)."""
        if self.resigns():
            self._count(1 - self.human_colours()[0])  # the AI wins
            self._finish(1 - self.human_colours()[0])
        self.load_position(Board())

    def resigns(self):
        """True if starting again now resigns a game against an AI the human has moved in."""
        if self.board.is_over() or self._recorded or self.opponent() is None:
            return False
        human = self.human_colours()[0]
        return any(i % 2 == human for i in range(self._base, self.board.ply))

    def opened_at(self) -> int:
        """The discs on the board when this game was opened (0: from the empty board)."""
        return self._base

    def load_position(self, board):
        """Continue from ``board`` (e.g. a shared link), with no redo history."""
        self.board = board
        self.redo_stack = []
        self.hints = None
        self.last_stats = None
        self.ai_moves = AiMoves()
        self.paused = False
        self.game_id += 1
        self._base = board.ply
        self.assisted = False
        # A position that is already over was not played here: nothing to record.
        self._recorded = board.is_over()
        self._invalidate()

    # -- the AI's turn ------------------------------------------------------
    def _invalidate(self):
        if self.pending is not None:
            self.to_cancel.append(self.pending[0])
            self.pending = None

    def ai_to_move(self):
        """The spec of the AI that should move now, or ``None``."""
        if self.board.is_over() or self.paused:
            return None
        who = self.player_to_move()
        return None if who == HUMAN else who

    def ai_delay(self):
        """How long (ms) the page waits before asking the AI to move."""
        if not self.human_colours():
            return SPEEDS.get(self.settings.speed, SPEEDS[DEFAULT_SPEED])
        return HUMAN_VS_AI_DELAY

    def request_ai_move(self, seed=0):
        """The worker request for the AI to move (and mark it pending), or ``None``."""
        spec = self.ai_to_move()
        if spec is None or self.pending is not None:
            return None
        rid = self._new_id()
        pos = self.board.notation()
        self.pending = (rid, pos)
        return {"op": "think", "id": rid, "pos": pos, "spec": spec, "seed": seed}

    def abandon_request(self, request_id):
        """Forget a pending request whose answer will not come (worker error)."""
        if self.pending is not None and self.pending[0] == request_id:
            self.pending = None

    def is_thinking(self):
        """True while an AI move has been asked for and not answered."""
        return self.pending is not None

    def take_cancels(self):
        """The ids of stale requests to stop, once each."""
        out, self.to_cancel = self.to_cancel, []
        return out

    def _new_id(self):
        if self.ids is not None:
            return self.ids.new_id()
        self._next_id += 1
        return self._next_id - 1

    # -- hints --------------------------------------------------------------
    def request_hints(self):
        """The worker request for exact column scores of this position, or ``None``; on a
        person's turn against an AI the next hint comes after its reply: the worker ponders
        only the positions after the AI's replies (connect4.solver.ponder)."""
        if self.board.is_over():
            return None
        req = {"op": "hint", "id": self._new_id(), "pos": self.board.notation()}
        if self.is_human_turn() and self.opponent() is not None:
            req["ponder"] = "replies"
            req["ai"] = self.opponent()  # its next reply is pondered first where it can tell
        return req

    def apply_hints(self, position, scores, pending=(), best=None, wdl=None):
        """Keep a hint reply if it is for the current position and not a late progress report."""
        reply = checked(position, scores, pending, best, wdl)
        if reply is None or position != self.board.notation():
            return False
        if reply.pending and self.hints_complete():
            return False
        self.hints = reply
        return True

    def _hint(self, attr, default=None):
        """The current position's hint reply's ``attr``, else ``default`` (a reply for another)."""
        h = self.hints
        return getattr(h, attr) if h is not None and h.position == self.board.notation() else default

    def current_hints(self):
        """The 7 column scores (``None`` for full columns) or ``None``."""
        return self._hint("scores")

    def hints_pending(self):
        """Columns of the current hints still being solved (``()`` when done)."""
        return self._hint("pending", tuple(range(7)))

    def hints_wdl(self):
        """Win/draw/loss (1, 0, -1 or ``None``) of each pending column, or ``None``."""
        return self._hint("wdl")

    def hints_best(self):
        """The best score among the current hints' columns, once it is known."""
        return self._hint("best")

    def hints_complete(self):
        """True if every column of the current position has its hint score."""
        return self.current_hints() is not None and not self.hints_pending()

    # -- results and tally --------------------------------------------------
    def _record_result(self):
        if self._recorded or not self.board.is_over():
            return
        self._recorded = True
        self._count(self.board.winner())
        self._finish(self.board.winner())

    def _finish(self, winner):
        """Hand a game played here with a human in it to the background review."""
        s = self.settings
        if HUMAN in (s.red, s.yellow) and self._base < self.board.ply:
            self.finished.append((self.board.notation(), s.red, s.yellow, winner))

    def _count(self, winner):
        """One result against the AI opponent in the tally (``winner`` None: a draw)."""
        if self.opponent() is not None:
            human = self.human_colours()[0]
            add_result(self.tally, self.opponent(), human, winner)
            level = level_number(self.opponent())
            if level is not None:
                score = 0.5 if winner is None else (1.0 if winner == human else 0.0)
                self.rating.record(level, score, self._base == 0 and not self.assisted)

    def result_text(self):
        """``"Red wins"``, ``"Yellow wins"``, ``"Draw"`` or ``None`` while the game is on."""
        w = self.board.winner()
        if w is not None:
            return "%s wins" % COLOURS[w]
        if self.board.is_full():
            return "Draw"
        return None

    def status_text(self, names=None):
        """One line for the turn indicator, e.g. ``"Yellow (Level 3) is thinking"``."""
        res = self.result_text()
        if res is not None:
            return res
        colour = self.board.turn
        who = self.player_to_move()
        label = COLOURS[colour]
        if who == HUMAN:
            return "%s to move" % label
        name = (names or {}).get(who, who)
        if self.paused:
            return "Paused: %s (%s) to move" % (label, name)
        return "%s (%s) is thinking" % (label, name)

    def last_move_text(self):
        """``"Red plays column 4"`` for the last move, or ``""`` on an empty board."""
        if not self.board.moves:
            return ""
        colour = (self.board.ply - 1) & 1
        return "%s plays column %d" % (COLOURS[colour], self.board.moves[-1] + 1)

    def last_cell(self):
        return last_cell(self.board)

    # -- saving -------------------------------------------------------------
    def to_dict(self):
        """Everything that survives a reload, as plain data."""
        return {
            "v": STATE_VERSION,
            "settings": self.settings.to_dict(),
            "moves": self.board.notation(),
            "redo": "".join([str(c + 1) for c in self.redo_stack]),
            "paused": self.paused,
            "tally": self.tally,
            "base": self._base,
            "assisted": self.assisted,
            "stats": self.last_stats,
            # games finished, until the background review stores them: a reload loses none
            "finished": [list(f) for f in self.finished],
        }

    def restore(self, d):
        """Restore what :meth:`to_dict` saved, checked in full first; ``ValueError`` if malformed."""
        saved = read_state(d)
        self.settings = saved.settings
        self.load_position(saved.board)  # a finished game was counted before the reload
        self.redo_stack = saved.redo
        self.tally = saved.tally
        self.paused = saved.paused
        # Older saves have neither; anything malformed is left out, not an error.
        base, stats = d.get("base"), d.get("stats")
        if isinstance(base, int) and not isinstance(base, bool) and 0 <= base <= self.board.ply:
            self._base = base
        self.last_stats = stats if isinstance(stats, dict) else None
        self.assisted = d.get("assisted", True) is True  # an older save: not rated
        self.finished = finished_games(d.get("finished"))
        self.ai_moves.restore(self.last_stats)

