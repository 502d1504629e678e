"""The background review: finished games judged by the full engine while it is idle, kept across reloads.

ONE request at a time, cancelled first by any other (Outbox.post); each judged move is stored
back in the game's record, so a reload resumes where it stopped.
"""

from connect4.board import parse_position
from connect4.page.kernel import inflight, records
from connect4.page.kernel.records import GAMES, Records
from connect4.page.modes.backreview import backwatch
from connect4.page.modes.coach import coachmode
from connect4.page.modes.game.settings import HUMAN
from connect4.page.modes.review.reviewed import checked_record

#: Positions the worker searches between two looks at its queue (connect4.worker.review's
#: BACKGROUND_SLICE_NODES; the full review's are 8192).
SLICE = 1024
#: Games queued in memory at most (the others wait in the store for room).
MAX_QUEUED = 20
#: What each finished review calls: ``fn(state, out, game_record)`` (the mistake bank's).
#: A game record's fields of text, and its results.
RESULTS = ("red", "yellow", "draw")
COLOURS = ("red", "yellow")


class BackReview:
    """The background review's part of the page's state."""

    def __init__(self):
        self.queue = []  # game records to judge, oldest first
        self.asked = None  # (request id, game id) of the request in flight, or None
        self.done = set()  # ids of the games whose every move is judged (stored or here)
        self.left = set()  # ids of games left for this visit (their request failed)
        self.overflow = False  # a game stayed out of the full queue: load again once empty
        self.loaded = False  # the stored games were read
        self.storing = []  # Game.finished's games put, not yet confirmed stored

    def find(self, gid):
        for rec in self.queue:
            if rec["id"] == gid:
                return rec
        return None

    def enqueue(self, rec) -> None:
        """Queue ``rec`` in id order (ids begin with the time), unless the queue is full."""
        if self.find(rec["id"]) is not None or rec["id"] in self.done:
            return
        if len(self.queue) >= MAX_QUEUED:
            self.overflow = True
            return
        self.queue.append(rec)
        self.queue.sort(key=lambda r: r["id"])


def complete(rec) -> bool:
    return rec["reviewed"] >= len(rec["moves"])


def game_record(finished, gid, day) -> dict:
    """The game record of a game :class:`connect4.page.modes.game.game.Game` handed over:
    ``(moves, red, yellow, winner)`` (winner 0, 1, or None for a draw).

    >>> game_record(("12121232", "human", "level2", 1), "a", 3)["human"]
    ['red']
    """
    moves, red, yellow, winner = finished
    return {"id": gid, "day": day, "moves": moves, "red": red, "yellow": yellow,
            "human": [c for c, p in zip(COLOURS, (red, yellow)) if p == HUMAN],
            "result": "draw" if winner is None else COLOURS[winner], "reviewed": 0, "records": []}


def _int(x):
    return isinstance(x, int) and not isinstance(x, bool)


def checked_game(rec) -> dict:
    """A copy of a stored game record, checked; ``ValueError`` (with the reason) if damaged."""
    if not isinstance(rec, dict):
        raise ValueError("not a record")
    gid, moves, reviewed, judged = rec.get("id"), rec.get("moves"), rec.get("reviewed"), rec.get("records")
    if not isinstance(gid, str) or not gid:
        raise ValueError("no id")
    if not isinstance(moves, str) or not moves:
        raise ValueError("no moves")
    parse_position(moves)  # a game the rules allow (its own error says why not)
    if not _int(rec.get("day")) or rec["day"] < 0:
        raise ValueError("no day")
    if not (isinstance(rec.get("red"), str) and isinstance(rec.get("yellow"), str)):
        raise ValueError("no players")
    human = rec.get("human")
    if not isinstance(human, list) or not human or len(set(human)) != len(human) or \
            [h for h in human if h not in COLOURS]:
        raise ValueError("no human colour")
    if rec.get("result") not in RESULTS:
        raise ValueError("no result")
    if not _int(reviewed) or not 0 <= reviewed <= len(moves) or not isinstance(judged, list) \
            or len(judged) != reviewed:
        raise ValueError("its review does not match its moves")
    clean = []
    for i, r in enumerate(judged):
        r = checked_record(r, moves)
        if r is None or r["ply"] != len(moves) - reviewed + 1 + i:
            raise ValueError("a judged move does not match the game")
        clean.append(r)
    out = dict(rec)
    out["human"], out["records"] = list(human), clean
    return out


def take(rec, move) -> bool:
    """Keep a judged ``move`` of ``rec`` if it is the next one (backward); True if kept."""
    moves = rec["moves"]
    r = checked_record(move, moves)
    if r is None or r["ply"] != len(moves) - rec["reviewed"]:
        return False
    rec["records"].insert(0, r)
    rec["reviewed"] += 1
    return True


# -- the updates -----------------------------------------------------------------------
def start(state, out) -> None:
    """The bundle is in: the slices, and the stored games loaded (to resume them)."""
    if state.records is None:
        state.records = Records()
    state.backreview = BackReview()
    out.db_load(GAMES, loaded, load_failed)


def idle(state) -> bool:
    """True when the full engine is ready and has nothing else to do: no request of any kind
    in flight, no AI to move (nor its reply held back), the coach not waiting."""
    return (state.ai.full_ready and len(state.requests) == 0 and state.game.ai_to_move() is None
            and state.held is None and not coachmode.holds(state))


def follow(state, out) -> None:
    """After every update: the games finished are taken; a request cancelled (or lost with
    its worker) is forgotten; the next is asked if the engine is idle."""
    b = state.backreview
    for f in list(state.game.finished):
        if f not in b.storing:  # kept in the saved game until the browser stored it
            b.storing.append(f)
            add(state, out, f)
    if b.asked is not None and state.requests.get(b.asked[0]) is None:
        b.asked = None  # another request came first, or the worker was replaced
    if b.asked is None and idle(state):
        ask(state, out)


def add(state, out, finished) -> None:
    """A game just finished (``Game.finished``'s item, with its day and time): stored and
    queued; it leaves the saved game once the browser has stored it (:func:`stored`)."""
    day, ms = finished[4:6] if len(finished) >= 6 else state.today()
    # the time first (oldest first), then its length: the same id after a reload
    gid = "%013d-%d" % (ms, len(finished[0]))
    rec = game_record(finished[:4], gid, day)
    out.db_put(GAMES, rec, lambda st, o: stored(st, o, finished))
    state.records.added(GAMES, gid)
    state.backreview.enqueue(rec)


def stored(state, out, finished) -> None:
    """The browser stored a finished game's record: the saved game no longer needs it."""
    if finished in state.game.finished:
        state.game.finished.remove(finished)
    b = state.backreview
    if b is not None and finished in b.storing:
        b.storing.remove(finished)


def ask(state, out) -> bool:
    """Post the review of the oldest queued game's moves not judged yet; False if none."""
    b = state.backreview
    for rec in b.queue:
        if rec["id"] in b.left or complete(rec):
            continue
        rid = state.new_id()
        end = len(rec["moves"]) - rec["reviewed"]
        out.post(state, {"op": "review", "id": rid, "pos": rec["moves"][:end], "slice": SLICE,
                         "background": True})
        b.asked = (rid, rec["id"])
        return True
    return False


def reply(state, req, msg, out) -> None:
    """The worker's message about the background request (``inflight.BACKGROUND``)."""
    b = state.backreview
    if b is None or b.asked is None or b.asked[0] != req["id"]:
        return
    rec = b.find(b.asked[1])
    if rec is None:
        return
    if isinstance(msg.get("progress"), dict):  # a move judged; the request goes on
        if take(rec, (msg["progress"].get("review") or {}).get("move")):
            _judged(state, out, rec)
        return
    b.asked = None
    if not msg.get("ok"):  # left for this visit (a reload tries again)
        b.left.add(rec["id"])
        if msg.get("kind") == "crash":
            out.crash = msg.get("error")  # replaced, as after any crash
        return
    took = False
    for move in reversed((msg.get("result") or {}).get("records") or []):
        took = take(rec, move) or took
    if took or complete(rec):
        _judged(state, out, rec)
    else:
        b.left.add(rec["id"])  # an answer that judged nothing: not asked again this visit


def _judged(state, out, rec):
    """``rec`` has one more move judged: stored again; once complete, done."""
    out.db_put(GAMES, rec)
    if not complete(rec):
        return
    b = state.backreview
    b.queue.remove(rec)
    b.done.add(rec["id"])
    out.draw = True  # the page's count of reviewed games (body[data-reviewed])
    backwatch.reviewed(state, out, rec)
    _refill(state, out)


def _refill(state, out):
    b = state.backreview
    if b.overflow and not [r for r in b.queue if r["id"] not in b.left]:
        b.overflow = False
        out.db_load(GAMES, loaded, load_failed)  # the games that waited for room


def _asking(b, rec):
    return b.asked is not None and b.asked[1] == rec["id"]


def loaded(state, out, items) -> None:
    """The stored games (a db_load's answer): the complete ones counted, the others queued;
    a damaged one is left out and said."""
    b = state.backreview
    b.loaded = True
    damaged = []
    for item in items if isinstance(items, list) else []:
        try:
            rec = checked_game(item)
        except ValueError as e:
            damaged.append(str(e))
            continue
        state.records.added(GAMES, rec["id"])
        kept = b.find(rec["id"])
        if kept is not None:
            if rec["reviewed"] <= kept["reviewed"] or _asking(b, kept):
                continue
            b.queue.remove(kept)  # another tab judged more of it
        if complete(rec):
            b.done.add(rec["id"])
        else:
            b.enqueue(rec)
    if damaged:
        state.messages.append("%s could not be read and %s left out (%s)" % (
            "One of your stored games" if len(damaged) == 1 else "%d of your stored games" % len(damaged),
            "is" if len(damaged) == 1 else "are", damaged[0]))
    out.draw = True


def load_failed(state, out, words) -> None:
    """The stored games could not be read (kept, said at a refused put): this visit's games are
    still judged."""
    state.backreview.loaded = True
    records.load_failed(state, out, GAMES, words)


def reviewed_count(state):
    """How many games' reviews are complete, as far as the page knows (its signal), or None."""
    b = state.backreview
    return None if b is None else len(b.done)


#: What each of this mode's replies does (the kernel reads it: connect4.page.kernel.registry).
REPLIES = {inflight.BACKGROUND: reply}
