"""The light AI worker's requests: the ladder's levels 1-6, answered in slices.

Runs under MicroPython in ``static/mpy-worker.js`` (the worker that answers
the page's first moves while Pyodide, the full engine, is still loading or
not wanted yet) and in CPython's tests.  It speaks the same JSON protocol as
``static/worker.py`` for the requests it takes (``think``, ``cancel``,
``ping``), so the page's request book-keeping does not care which worker
answered.  MicroPython has no ``asyncio`` loop the JavaScript side can
interleave with, so a search runs in slices instead: :meth:`StepServer.step`
advances it until it yields once (``Player.think`` yields every ~50 ms), and
the worker lets its message queue in between (a ``cancel`` stops the search
at the next slice; a newer ``think`` replaces an older one, as in the full
worker).  Everything here imports nothing from Pyodide or the browser.
"""

import json

from connect4 import openings as opening_table
from connect4.board import parse_position
from connect4.errors import Connect4Error, PlayerSpecError
from connect4.players.registry import make_player

#: Players kept between moves (their tables stay warm), most recent last.
MAX_PLAYERS = 4


def reply(rid, result):
    """A successful reply's JSON text."""
    return json.dumps({"id": rid, "ok": True, "result": result})


def failure(rid, kind, error):
    """A failed reply's JSON text (``kind``: cancelled, input, crash)."""
    return json.dumps({"id": rid, "ok": False, "kind": kind, "error": error})


class _Job:
    """One think request being searched: its id, request, player and generator."""

    __slots__ = ("rid", "req", "player", "steps", "board")

    def __init__(self, rid, req, player, board):
        self.rid = rid
        self.req = req
        self.player = player
        self.board = board
        self.steps = None


class StepServer:
    """Answers think/cancel/ping requests; searches advance one slice per :meth:`step`.

    ``specs`` (optional) is the set of player specs this server accepts
    (others answer ``kind: "input"``): the page routes only those here, and
    a spec outside it is a routing bug worth a clear message, not a guess.
    ``openings`` (optional): ``{"specs": [...], "table": to_data's form}``,
    the perfect level's first moves (:mod:`connect4.openings`): those specs
    are answered for the positions of the table only.
    """

    def __init__(self, specs=None, openings=None):
        openings = openings or {}
        self.opening_specs = set(openings.get("specs") or ())
        self.openings = opening_table.from_data(openings.get("table"))
        self.specs = None if specs is None else set(specs) | self.opening_specs
        self.players = []  # [(spec, player)]
        self.queue = []    # _Job waiting, oldest first
        self.job = None    # the _Job being searched

    @property
    def busy(self):
        """True while a search is queued or running (the worker keeps stepping)."""
        return self.job is not None or bool(self.queue)

    def _player(self, spec, seed):
        for i, (s, p) in enumerate(self.players):
            if s == spec:
                self.players.append(self.players.pop(i))
                return p
        p = make_player(spec, seed)
        self.players.append((spec, p))
        if len(self.players) > MAX_PLAYERS:
            self.players.pop(0)
        return p

    def submit(self, text):
        """Take one request (JSON text); returns the replies due at once (JSON texts)."""
        rid = None
        try:
            req = json.loads(text)
            rid = req.get("id")
            op = req.get("op")
            if op == "ping" or op == "hello":
                return [reply(rid, {})]
            if op == "cancel":
                return self._cancel(rid, req.get("target"))
            if op != "think":
                return [failure(rid, "input", "the light worker does not answer %r" % (op,))]
            spec = req.get("spec")
            if self.specs is not None and spec not in self.specs:
                return [failure(rid, "input", "the light worker does not play %r" % (spec,))]
            board = parse_position(req.get("pos", ""))
            if board.is_over():
                raise Connect4Error("the game at %r is already over" % board.notation())
            opening = spec in self.opening_specs
            if opening and not opening_table.has(self.openings, board):
                return [failure(rid, "input", "the light worker plays %r only in the opening "
                                "table, not at %r" % (spec, board.notation()))]
            seed = req.get("seed", 0)
            player = self._player(spec, seed if isinstance(seed, int) else 0)
            if opening:
                player.openings = self.openings
            # The page only ever wants the newest move: older ones end now.
            out = [failure(j.rid, "cancelled", "cancelled") for j in self._all_jobs()]
            self._close_all()
            self.queue.append(_Job(rid, req, player, board))
            return out
        except (Connect4Error, PlayerSpecError) as e:
            return [failure(rid, "input", str(e))]
        except Exception as e:  # reported to the page, which carries on
            return [failure(rid, "crash", "%s: %s" % (type(e).__name__, e))]

    def _all_jobs(self):
        return ([self.job] if self.job is not None else []) + self.queue

    def _close_all(self):
        if self.job is not None and self.job.steps is not None:
            self.job.steps.close()
        self.job = None
        self.queue = []

    def _cancel(self, rid, target):
        for job in self._all_jobs():
            if job.rid == target:
                if job is self.job:
                    if job.steps is not None:
                        job.steps.close()
                    self.job = None
                else:
                    self.queue.remove(job)
                return [reply(rid, {"cancelled": True}),
                        failure(target, "cancelled", "cancelled")]
        return [reply(rid, {"cancelled": False})]

    def step(self):
        """Advance the current search by one slice; returns its reply once it ends."""
        if self.job is None:
            if not self.queue:
                return []
            self.job = self.queue.pop(0)
        job = self.job
        try:
            if job.steps is None:
                job.steps = job.player.think(job.board)
            next(job.steps)
            return []
        except StopIteration as stop:
            self.job = None
            result = stop.value.to_dict()
            result["wall"] = result.get("time")
            result["spec"] = job.req.get("spec")
            result["player"] = job.player.spec()
            result["engine"] = "light"
            return [reply(job.rid, result)]
        except (Connect4Error, PlayerSpecError) as e:
            self.job = None
            return [failure(job.rid, "input", str(e))]
        except Exception as e:
            self.job = None
            return [failure(job.rid, "crash", "%s: %s" % (type(e).__name__, e))]
