"""The full worker's request policy: which search a new request supersedes, replies, error kinds.

static/worker.py does the plumbing (awaiting, fetching, posting messages);
what a request means for the others, how a reply and a failure look and which
players stay warm are decided here, in plain Python tested in CPython.

>>> book = RequestBook()
>>> book.start(1, "think"); book.start(2, "think")
>>> book.is_cancelled(1), book.is_cancelled(2)
(True, False)
>>> book.cancel(2), book.cancel(99)
(True, False)
"""

import gc
import json
import sys

from connect4.errors import Connect4Error, PlayerSpecError, WorkerRequestError
from connect4.players.registry import make_player

#: Players kept between moves (their tables stay warm), most recent last.
MAX_PLAYERS = 4
#: The searches a request starts, by op; the page only ever wants the newest
#: search of each kind (a helper's hint task counts as a hint).
SEARCH_KINDS = {"think": "think", "hint": "hint", "hint-task": "hint", "review": "review",
                "line": "line", "why": "why", "why-reply": "why-reply",
                "coach": "coach", "vthink": "vthink", "vhint": "vhint"}


#: A ``cancel`` with this target stops the pondering (connect4.worker.pondering): hints are off.
PONDER_TARGET = "ponder"


class Cancelled(Exception):
    """The page asked this request to stop."""


class RequestBook:
    """Running requests, the ones asked to stop, and the rule that a newer search supersedes."""

    def __init__(self):
        self._cancelled = set()
        self._kinds = {}  # running id -> kind

    def start(self, rid, kind: str) -> None:
        """Register ``rid`` as running; older running requests of the same kind are cancelled
        (they stop at their next yield even if their cancel is still queued, so a burst of
        requests, fast clicking with hints on, never piles up searches)."""
        for old, old_kind in self._kinds.items():
            if old_kind == kind:
                self._cancelled.add(old)
        self._kinds[rid] = kind

    def finish(self, rid) -> None:
        """Forget ``rid`` (done, failed or cancelled)."""
        self._kinds.pop(rid, None)
        self._cancelled.discard(rid)

    def cancel(self, target) -> bool:
        """Ask the running request ``target`` to stop; ``False`` if it is not running."""
        if target in self._kinds:
            self._cancelled.add(target)
            return True
        return False

    def idle(self) -> bool:
        """True when no request is running."""
        return not self._kinds

    def is_cancelled(self, rid) -> bool:
        """Whether ``rid`` should stop at its next yield."""
        return rid in self._cancelled


class PlayerCache:
    """The last few players by spec, so a player's tables (and an MCTS tree) stay warm."""

    def __init__(self, size: int = MAX_PLAYERS, make=make_player):
        self._size = size
        self._make = make
        self._players = []  # [(spec, player)], most recent last

    def get(self, spec: str, seed: int):
        """The cached player of ``spec``, or a new one made with ``seed``."""
        for i, (s, p) in enumerate(self._players):
            if s == spec:
                self._players.append(self._players.pop(i))
                return p
        p = self._make(spec, seed)
        self._players.append((spec, p))
        if len(self._players) > self._size:
            self._players.pop(0)
        return p

    def forecaster(self, spec):
        """``Player.forecast`` of the cached player of ``spec`` (the AI a person plays, whose
        next reply the hint worker's pondering searches after first), else ``None``: a
        player not made yet has no state to forecast from."""
        for s, p in self._players:
            if s == spec:
                return p.forecast
        return None

    def __len__(self) -> int:
        return len(self._players)


def seed_of(req: dict) -> int:
    """The request's seed; anything but an int counts as 0."""
    seed = req.get("seed", 0)
    return seed if isinstance(seed, int) and not isinstance(seed, bool) else 0


def reply(rid, result) -> str:
    """A successful reply."""
    return json.dumps({"id": rid, "ok": True, "result": result})


def error_reply(rid, exc: BaseException, data_errors=()) -> str:
    """A failed reply: ``kind`` is cancelled, data (a missing or corrupt download, the
    exception types in ``data_errors``), input (the page's request was wrong) or crash."""
    if isinstance(exc, Cancelled):
        kind, text = "cancelled", "cancelled"
    elif data_errors and isinstance(exc, data_errors):
        kind, text = "data", str(exc)
    elif isinstance(exc, (Connect4Error, PlayerSpecError)):
        kind, text = "input", str(exc)
    else:  # reported to the page, which shows it and carries on
        kind, text = "crash", "%s: %s" % (type(exc).__name__, exc)
    return json.dumps({"id": rid, "ok": False, "kind": kind, "error": text})


def match_control(session, action: str) -> dict:
    """Apply a ``match-control`` action to a :class:`~connect4.worker.match.MatchSession`
    (``None``: no such match); its state afterwards."""
    if session is None:
        return {"state": "unknown"}
    if action == "pause":
        session.pause()
    elif action == "resume":
        session.resume()
    elif action == "stop":
        session.stop()
    else:
        raise WorkerRequestError("unknown match action %r" % (action,))
    if session.stopped:
        return {"state": "stopped"}
    if session.done:
        return {"state": "over"}
    return {"state": "paused" if session.paused else "running"}


def memory_figures(players: int, ponder=None) -> dict:
    """The worker's memory for soak tests, after a full collection: ``wasm_bytes``
    (the WebAssembly heap's size, which only grows; None outside Pyodide),
    ``py_blocks`` (``sys.getallocatedblocks``), ``gc_objects``, ``players`` kept, and
    with a :class:`~connect4.solver.ponder.Ponder`, ``pondered`` (the hints it keeps) and
    ``to_ponder`` (the positions still to search) and ``ponder_slices`` (slices searched)."""
    gc.collect()
    try:
        import pyodide_js  # Pyodide's own module: absent in CPython
    except ImportError:  # not in Pyodide (tests under CPython)
        wasm = None
    else:
        wasm = pyodide_js._module.HEAP8.length
    out = {"wasm_bytes": wasm, "py_blocks": sys.getallocatedblocks(),
           "gc_objects": len(gc.get_objects()), "players": players}
    if ponder is not None:
        out.update(pondered=len(ponder.found), to_ponder=len(ponder.queue),
                   ponder_slices=ponder.slices)
    return out
