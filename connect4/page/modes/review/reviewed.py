"""The page's game review: the game reviewed, its moves' records as the worker sends them, the move shown.

A new game keeps the records of the moves it shares with the last one reviewed.

>>> r = Review()
>>> r.start("4453")
>>> r.request(7)["pos"], r.take(7, {"ply": 4, "column": 3, "score": -1, "kept": -2,
...                                  "verdict": "slower", "better": [], "keeps": []})
('4453', True)
>>> r.status()[0]
'Judging the moves: 1 of 4 done.'
"""

from connect4.board import Board, parse_position
from connect4.errors import SavedStateError, SolverError, is_digits
from connect4.page.kernel.shownposition import ShownPosition
from connect4.page.modes.hints.hintdownload import downloading_text, without_data
from connect4.review.verdicts import BEST, TURNING, UNSOLVED, mover, summary, turn_sentence, verdict
from connect4.scores import describe_score

#: Where the page keeps the review (the embed keeps its own, like the game).
REVIEW_KEY = "connect4.review.v1"
REVIEW_VERSION = 1

#: What the review is doing.
IDLE = "idle"            # nothing reviewed yet
WANTED = "wanted"        # moves to judge and no request in the worker (yet, or any more)
RUNNING = "running"      # a request in the worker
DONE = "done"            # every move has its record
CANCELLED = "cancelled"  # stopped by the player; Resume asks for the rest
FAILED = "failed"        # the worker could not (the reason in ``problem``)

_LONGEST_ABOUT = 200
#: The moves the 12-disc database can settle (connect4.solver.hintdata.PLY): those that leave
#: at most 12 discs, whose searches reach its layer.
DATA_PLY = 12


def _is_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


def _columns(cols):
    return isinstance(cols, list) and len(cols) <= 7 and all(
        [_is_int(c) and 1 <= c <= 7 for c in cols])


def checked_record(r, moves):
    """A copy of a record of the game ``moves`` (notation) if it is one, else
    ``None``: its move is the game's, its verdict follows from its scores."""
    if not isinstance(r, dict):
        return None
    ply, col, score, kept = r.get("ply"), r.get("column"), r.get("score"), r.get("kept")
    if not (_is_int(ply) and _is_int(col)) or not 1 <= ply <= len(moves) or \
            col != int(moves[ply - 1]):
        return None
    for s in (score, kept):
        if s is not None and not (_is_int(s) and -21 <= s <= 21):
            return None
    try:
        if r.get("verdict") != verdict(score, kept):
            return None
    except SolverError:
        return None
    better, keeps = r.get("better"), r.get("keeps")
    if better is None:
        better, keeps = None, []
    if (better is not None and not _columns(better)) or not _columns(keeps):
        return None
    return {"ply": ply, "column": col, "score": score, "kept": kept, "verdict": r["verdict"],
            "better": None if better is None else list(better), "keeps": list(keeps)}


class Review:
    """One game under review: its moves, a record or ``None`` per move, the move shown."""

    def __init__(self):
        self.moves = ""
        self.about = ""
        self.records = []
        self.state = IDLE
        self.problem = None
        self.request_id = None
        self.selected = 0
        self.open = False
        #: The positions the worker may search per move (``node_bound``); ``no_data``: judged
        #: without the 12-disc database (offline), which the words say.
        self.bound, self.no_data = None, False

    # -- which game ---------------------------------------------------------------
    def start(self, moves, about=""):
        """Review the game ``moves`` (a bad one raises), showing its last move and keeping the
        records it shares with the last game reviewed; returns a request id to cancel, or None."""
        moves = parse_position(moves).notation()
        self.open = True
        self.about = str(about)[:_LONGEST_ABOUT]
        self.selected = len(moves)
        if moves == self.moves and self.state != IDLE:
            if self.state in (CANCELLED, FAILED):
                self.resume()
            return None
        keep = []
        for i, r in enumerate(self.records):
            if r is None or moves[:i + 1] != self.moves[:i + 1]:
                break
            keep.append(r)
        cancel = self._forget_request()
        self.moves = moves
        self.records = keep + [None] * (len(moves) - len(keep))
        self.problem = None
        self.state = WANTED if None in self.records else DONE
        return cancel

    def _mine(self, rid):
        return rid is not None and rid == self.request_id

    def _forget_request(self):
        rid, self.request_id = self.request_id, None
        return rid

    def close(self):
        """Back to the game; a review still running stops (Review resumes it): the id to cancel."""
        self.open = False
        rid = self._forget_request()
        if self.state == RUNNING:
            self.state = WANTED
        return rid

    def cancel(self):
        """The player stops the review, the records so far kept: the id to cancel, or ``None``."""
        rid = self._forget_request()
        if self.state in (RUNNING, WANTED):
            self.state = CANCELLED
        return rid

    def resume(self):
        """Ask for the moves still unknown (after Cancel or a failure)."""
        if self.state in (CANCELLED, FAILED):
            self.problem, self.state = None, WANTED if None in self.records else DONE

    def worker_lost(self):
        """The worker was replaced: its request is gone, ask again."""
        if self.state == RUNNING:
            self.request_id = None
            self.state = WANTED

    # -- the worker ---------------------------------------------------------------
    def wants_worker(self):
        """True if a request should go out now (the review is open, moves unknown)."""
        return self.open and self.state == WANTED

    def _blind(self):
        """The moves judged without the database that it could settle: unsolved, or their
        better columns not found, on at most DATA_PLY discs (0-based)."""
        if not self.no_data:
            return []
        return [i for i, r in enumerate(self.records[:DATA_PLY])
                if r is not None and (r["verdict"] == UNSOLVED or r["better"] is None)]

    def wants_data(self):
        """True if the review, open, waits for the database (moves to judge, or again)."""
        return self.open and (self.state == WANTED or bool(self._blind()))

    def data_arrived(self):
        """The database reached the worker: the moves it could settle, judged without it, are
        asked again (once the review is open); True if any."""
        blind = [] if self.state == RUNNING else self._blind()
        for i in blind:
            self.records[i] = None
        if blind and self.state == DONE:
            self.state = WANTED
        return bool(blind)

    def request(self, rid):
        """The worker request for the moves still unknown, or ``None``."""
        if not self.wants_worker():
            return None
        pending = [i for i, r in enumerate(self.records) if r is None]
        self.request_id = rid
        self.state = RUNNING
        return {"op": "review", "id": rid, "pos": self.moves[:pending[-1] + 1],
                "first": pending[0]}

    def take(self, rid, record):
        """A judged move from the worker's request ``rid``; True if it was kept."""
        if not self._mine(rid):
            return False
        r = checked_record(record, self.moves)
        if r is None:
            return False
        self.records[r["ply"] - 1] = r
        return True

    def finished(self, rid, result):
        """The request's answer: every record it judged, and its bound."""
        if not self._mine(rid):
            return False
        for record in result.get("records") or []:
            self.take(rid, record)
        bound, self.no_data = result.get("node_bound"), result.get("exact_openings") is False
        if _is_int(bound) and bound > 0:
            self.bound = bound
        return self._ended("the worker's answer left moves out" if None in self.records else None)

    def failed(self, rid, error):
        """The request failed (``error``: the worker's sentence)."""
        if not self._mine(rid):
            return False
        return self._ended(str(error or "unknown error"))

    def _ended(self, problem):
        """The request is over: done, or failed with ``problem``."""
        self.request_id, self.state = None, FAILED if problem else DONE
        if problem:
            self.problem = problem
        return True

    # -- what to show -------------------------------------------------------------
    def known(self):
        return len(self.records) - self.records.count(None)

    def status(self, engine=None, data=None):
        """``(sentence, fraction or None)`` for the line over the chart (``engine``, ``data``:
        ``(loaded, total)`` bytes while the full engine, the 12-disc database download)."""
        n, known = len(self.records), self.known()
        if n == 0:
            return "No moves to review yet.", None
        waiting = self.state in (WANTED, RUNNING) or self._blind()  # for the work or the data
        if waiting and engine is not None:
            loaded, total = engine
            if not total:
                return "The review needs the full engine: loading it.", None
            return ("The review needs the full engine: loading it, %.1f of %.1f MB."
                    % (loaded / 1e6, total / 1e6)), min(1.0, loaded / total)
        if waiting and data is not None:
            return downloading_text(data[0], data[1]), min(1.0, data[0] / max(data[1], 1))
        if self.state in (WANTED, RUNNING):
            return "Judging the moves: %d of %d done." % (known, n), known / n
        if self.state == CANCELLED:
            return "Stopped: %d of %d moves judged." % (known, n), known / n
        if self.state == FAILED:
            return "The review stopped: %s" % self.problem, None
        unsolved = len([r for r in self.records if r is not None and (  # or its better columns
            r["verdict"] == UNSOLVED or r["better"] is None)])
        if unsolved:
            limit = (" within %s positions searched each" % "{:,}".format(self.bound)
                     if self.bound else " in time") + "." + (without_data() if self.no_data else "")
            return ("Every move judged; %d could not be solved%s" % (unsolved, limit)), 1.0
        return "Every move judged.", 1.0

    def summaries(self):
        """One line per player (verdicts.summary) once moves are judged."""
        known = [r for r in self.records if r is not None]
        return [summary(known, "red"), summary(known, "yellow")] if known else []

    def chart(self, width=640, height=200):
        """The chart as a tree of SVG elements (moves not judged yet: faint dots)."""
        from connect4.review.chart import chart_tree  # the review panel's bundle, not the page's
        return chart_tree(self.records, width, height, "rv-chart")

    def ply_at(self, x, width=640):  # the move under ``x`` on a chart ``width`` wide
        from connect4.review.chart import ply_at  # the review panel's bundle, as chart()
        return ply_at(x, len(self.records), width)

    # -- the move shown -----------------------------------------------------------
    def select(self, ply):
        """Show the position after move ``ply`` (clamped); True if it changed."""
        ply = max(0, min(len(self.moves), int(ply)))
        changed = ply != self.selected
        self.selected = ply
        return changed

    def step(self, delta):
        return self.select(self.selected + delta)

    def shown(self):
        """The position shown, for the board (:class:`ShownPosition`)."""
        return ShownPosition(Board.from_notation(self.moves[:self.selected]))

    def record(self, ply=None):
        """The record of move ``ply`` (default: the one shown), ``None`` if unknown."""
        ply = self.selected if ply is None else ply
        return self.records[ply - 1] if 1 <= ply <= len(self.records) else None

    def outlined(self):
        """0-based columns to outline for a mistake or a blunder, ``(better, keeps)``: where the
        move shown had better, and those that kept the result."""
        r = self.record()
        if r is None or r["verdict"] not in TURNING or not r["better"]:
            return [], []
        return [c - 1 for c in r["better"]], [c - 1 for c in r["keeps"]]

    def move_text(self, ply=None):
        """The move in a sentence, e.g. ``"Move 9, red in column 3: mistake, a
        win became a draw (5 kept the win)."``"""
        ply = self.selected if ply is None else ply
        if ply == 0:
            return "The empty board, before the first move."
        head = "Move %d, %s in column %s" % (ply, mover(ply), self.moves[ply - 1])
        r = self.record(ply)
        if r is None:
            return head + ": being judged."
        v = r["verdict"]
        searched = ("within the %s positions a move may search" % "{:,}".format(self.bound)
                    if self.bound else "in time")
        if v == UNSOLVED:
            return "%s: not solved %s." % (head, searched)
        if v in TURNING:  # its better columns may be what the bound left out
            lost = "" if r["better"] is not None else "; the better columns were not found " + searched
            return "%s: %s, %s%s." % (head, v, turn_sentence(r).split(": ", 1)[1], lost)
        kept = describe_score(r["kept"], ply - 1)
        if v == BEST:
            return "%s: best (%s)." % (head, kept)
        return "%s: slower (%s; %s was possible)." % (head, kept,
                                                     describe_score(r["score"], ply - 1))

    def row(self, ply):
        """A move in the list: ``(words, verdict class)``, e.g. ``("mistake ?", "mistake")``."""
        r = self.record(ply)
        if r is None:
            return "…", "pending"
        from connect4.review.chart import MARKS  # drawn by the review panel: its bundle's
        v = r["verdict"]
        return (v + " " + MARKS[v] if v in MARKS else v), v

    def position_text(self):
        """The turn line while reviewing."""
        return "Review: move %d of %d" % (self.selected, len(self.moves)) \
            if self.selected else "Review: the empty board"

    # -- links and saving -----------------------------------------------------------
    def share_pairs(self, settings):
        """The query that opens this review at the move shown (``?pos=&review=1&ply=``)."""
        return [("pos", self.moves), ("red", settings.red), ("yellow", settings.yellow),
                ("review", "1"), ("ply", str(self.selected))]

    def to_dict(self):
        return dict(v=REVIEW_VERSION, moves=self.moves, about=self.about, records=self.records,
                    selected=self.selected, open=self.open, node_bound=self.bound, no_data=self.no_data)

    def restore(self, d):
        """What :meth:`to_dict` saved, checked in full first (``ValueError``:
        nothing changes).  Moves left unknown are asked again once it is open."""
        if not isinstance(d, dict) or d.get("v") != REVIEW_VERSION:
            raise SavedStateError("the saved review is from another version")
        moves = parse_position(d.get("moves", "")).notation()
        records = d.get("records")
        if not isinstance(records, list) or len(records) != len(moves):
            raise SavedStateError("the saved review's moves do not match its game")
        checked = []
        for r in records:
            c = None if r is None else checked_record(r, moves)
            if r is not None and (c is None or c["ply"] != len(checked) + 1):
                raise SavedStateError("the saved review holds a bad move")
            checked.append(c)
        selected, about, bound = d.get("selected"), d.get("about", ""), d.get("node_bound")
        self.moves, self.records = moves, checked
        self.selected = selected if _is_int(selected) and 0 <= selected <= len(moves) \
            else len(moves)
        self.about = about[:_LONGEST_ABOUT] if isinstance(about, str) else ""
        self.open = d.get("open") is True
        self.bound = bound if _is_int(bound) and bound > 0 else None  # (a saved "bound": seconds)
        self.no_data = d.get("no_data") is True
        self.request_id = self.problem = None
        self.state = WANTED if None in checked else DONE


def link_ply(params, n):
    """What a link asks of the review: ``None`` (no ``review=``, or ``review=0``),
    else the move to show: ``ply=`` if it is one of the ``n`` moves, else the last.

    >>> link_ply({"review": "1", "ply": "9"}, 36), link_ply({"review": "1", "ply": "x"}, 36)
    (9, 36)
    >>> link_ply({"pos": "4"}, 1), link_ply({"review": "0"}, 1)
    (None, None)
    """
    if params.get("review") in (None, "0"):
        return None
    ply = str(params.get("ply", "")).strip()
    if is_digits(ply) and int(ply) <= n:
        return int(ply)
    return n


def game_about(names, red, yellow, result):
    """The line naming the game reviewed: ``"Red: Human. Yellow: Level 5. Yellow wins."``."""
    words = "Red: %s. Yellow: %s." % (names.get(red, red), names.get(yellow, yellow))
    return words + (" %s." % result if result else " Not finished.")
