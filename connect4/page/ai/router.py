"""Which AI worker answers: the light one first, the full engine once it is loaded.

The light worker (MicroPython) plays levels 1-6 and the opening table's perfect moves; the full
engine (Pyodide) takes over once loaded, no request lost or asked twice.
"""

from connect4.bitboard import canonical_key
from connect4.board import parse_position

LIGHT = "light"
FULL = "full"
#: No worker can answer the request (the full engine could not start and the
#: light worker does not play it): the page answers it with a failure.
NOBODY = "nobody"

#: Worker states.
OFF = "off"          # not started
BOOTING = "booting"  # started, not ready yet
READY = "ready"
GONE = "gone"        # stopped for good (retired after the hand-over, or failed)

#: The light worker idle this long (ms) after its first reply: start the full engine.
IDLE_AFTER_REPLY_MS = 1500
#: ... or this long after it was ready, with no request at all (the player
#: has not moved yet): the full engine starts anyway on the main site.
IDLE_AFTER_READY_MS = 8000

#: The full engine starts this long (ms) after the light worker's reply from the opening table,
#: so its 14 MB do not compete with drawing that reply.
AFTER_OPENING_REPLY_MS = 300

#: The light worker plays the ladder's levels up to this one (the perfect
#: level above needs the solver and its book: the full engine).
LIGHT_LEVELS = 6

#: Requests any worker answers without a search (routed to whoever holds the target).
_CONTROL = ("cancel", "match-control")


def light_specs(levels):
    """The specs the light worker plays, from the ladder's plain data
    (``[{"level", "label", "spec"}]``): each level by name and by spec.

    >>> light_specs([{"level": 1, "spec": "weights:version=1"}, {"level": 7, "spec": "perfect"}])
    ['level1', 'weights:version=1']
    """
    return _names(levels, lambda lv: lv["level"] <= LIGHT_LEVELS)


def opening_specs(levels):
    """The specs of the levels above the light ones that are the perfect
    player (by level name and by spec): its first moves come from the table.

    >>> opening_specs([{"level": 6, "spec": "minimax"}, {"level": 7, "spec": "perfect"}])
    ['level7', 'perfect']
    """
    return _names(levels, lambda lv: lv["level"] > LIGHT_LEVELS and lv["spec"] == "perfect")


def _names(levels, keep):
    out = []
    for lv in levels:
        if keep(lv):
            out += ["level%d" % lv["level"], lv["spec"]]
    return out


def openings_of(levels):
    """``(specs, keys)`` of the opening table from players.json's levels
    (the level that carries ``"openings"``, the table's canonical keys)."""
    specs, keys = [], set()
    for lv in levels:
        if lv.get("openings"):
            specs += ["level%d" % lv["level"], lv["spec"]]
            keys.update(lv["openings"])
    return specs, keys


class Router:
    """The two workers' states and who holds which request (``embed``: the full engine never loads
    before the reader touches the game; ``openings``: :func:`openings_of`)."""

    def __init__(self, clock, light_specs, embed=False, openings=((), ())):
        self.clock = clock
        self.light_specs = set(light_specs)
        self.opening_specs = set(openings[0])
        self.opening_keys = set(openings[1])
        #: When the light worker answered from the opening table (clock ms):
        #: that player's next moves need the full engine, which starts soon after.
        self.full_wanted_at = None
        self.embed = embed
        self.light = OFF
        self.full = OFF
        self.interacted = False
        self.replied = False
        self.last_light_activity = clock()
        #: Requests held by each worker, by id (answered ones are removed).
        self.held = {LIGHT: {}, FULL: {}}
        #: Requests waiting for the full engine, in order.
        self.waiting = []
        #: Bytes of the full engine downloaded so far, and expected in all (0: unknown).
        self.loaded = 0
        self.total = 0

    # -- states ------------------------------------------------------------------
    @property
    def full_gone(self):
        """True once the full engine has failed for good (hints, matches and
        the perfect level cannot be answered)."""
        return self.full == GONE

    @property
    def ready(self):
        """True once some worker answers AI moves."""
        return self.light == READY or self.full == READY

    def light_started(self):
        self.light = BOOTING

    def full_started(self):
        self.full = BOOTING

    def light_ready(self):
        """The light worker booted."""
        self.light = READY
        self.last_light_activity = self.clock()

    def full_ready(self):
        """The full engine booted: returns ``[(worker, request)]`` to post now
        (what waited for it); the light worker keeps what it holds."""
        self.full = READY
        return self._flush()

    def full_failed(self):
        """The full engine could not start (or stopped for good): the requests that waited for
        it, ``[(NOBODY, request)]``, for the page to answer (:func:`unavailable_reply`)."""
        self.full = GONE
        return self._flush()

    def full_lost(self):
        """The full engine crashed (it is being replaced, or stopped): what it
        held and what waited for it are gone (the page asks again)."""
        self.held[FULL] = {}
        self.waiting = []
        self.full = OFF

    def light_failed(self):
        """The light worker broke: what it held is asked of the full engine.
        Returns ``[(worker, request)]`` to post now (empty until it is ready)."""
        self.light = GONE
        held = [r for r in self.held[LIGHT].values() if r.get("op") not in _CONTROL]
        self.held[LIGHT] = {}
        self.waiting = held + self.waiting
        return self._flush()

    def _flush(self):
        if self.full == GONE:
            out = [(NOBODY, req) for req in self.waiting]
            self.waiting = []
            return out
        if self.full != READY:
            return []
        out = []
        for req in self.waiting:
            self.held[FULL][req.get("id")] = req
            out.append((FULL, req))
        self.waiting = []
        return out

    # -- requests ----------------------------------------------------------------
    def light_can(self, req):
        """True if the light worker may answer ``req`` (a think for a level 1-6
        spec, or the perfect level at a position of its opening table)."""
        if req.get("op") != "think":
            return False
        spec = req.get("spec")
        if spec in self.light_specs:
            return True
        if spec not in self.opening_specs:
            return False
        try:
            board = parse_position(req.get("pos", ""))
        except ValueError:  # connect4.errors: a malformed or illegal position
            return False  # the worker that owns the spec answers the bad input
        return canonical_key(board.current, board.mask) in self.opening_keys

    def full_only(self, req):
        """True if only the full engine will answer ``req`` and it has not failed: it may be asked
        before the light worker is ready, and the engine then starts at once."""
        return req.get("op") == "think" and not self.light_can(req) and self.full != GONE

    def waits_for_full(self):
        """True while a request waits for the full engine to load."""
        return bool(self.waiting) and self.full != READY

    def route(self, req):
        """Where ``req`` goes: ``[(worker, request)]`` to post now (empty: it waits for the full
        engine), ``[(NOBODY, request)]`` when no worker ever will (:func:`unavailable_reply`)."""
        op = req.get("op")
        if op in _CONTROL:
            target = req.get("target")
            for which in (LIGHT, FULL):
                if target in self.held[which]:
                    return [(which, req)]
            for waiting in self.waiting:
                if waiting.get("id") == target:
                    if op == "cancel":
                        # never sent: it just leaves the queue (no answer is awaited)
                        self.waiting.remove(waiting)
                    else:
                        self.waiting.append(req)  # a match's pause/stop follows it there
                    return []
            return [(FULL, req)] if self.full == READY else []
        if op == "ping":
            return [(w, req) for w in (LIGHT, FULL) if self.held[w]]
        if self.full == READY:
            which = FULL
        elif self.light == READY and self.light_can(req):
            which = LIGHT
            self.last_light_activity = self.clock()
        elif self.full == GONE:
            return [(NOBODY, req)]
        else:
            self.waiting.append(req)
            return []
        self.held[which][req.get("id")] = req
        return [(which, req)]

    def answered(self, which, msg):
        """A worker's message: a final reply closes its request.  Returns True
        when the light worker may now be stopped (the full engine has taken over)."""
        if which == LIGHT:
            self.last_light_activity = self.clock()
        if not isinstance(msg.get("progress"), dict) and "id" in msg:
            req = self.held[which].pop(msg.get("id"), None)
            if which == LIGHT and req is not None and req.get("op") == "think":
                self.replied = True
                # the perfect level's next moves need the full engine: start it
                # after this reply is drawn (its download would compete with it)
                if req.get("spec") in self.opening_specs and self.full_wanted_at is None:
                    self.full_wanted_at = self.clock()
        return self.light_retirable()

    def light_retirable(self):
        return self.light == READY and self.full == READY and not self.held[LIGHT]

    def light_retired(self):
        self.light = GONE

    def held_by(self, which):
        """Open requests of one worker (for the watchdog: is it busy?)."""
        return len(self.held[which])

    def is_crash(self, msg):
        """True for a reply saying the worker's interpreter broke."""
        return msg.get("ok") is False and msg.get("kind") == "crash"

    # -- when to load the full engine ----------------------------------------------
    def needs_full(self):
        """True if a request waits for the full engine (start it now)."""
        return bool(self.waiting) or self.light == GONE

    def should_start_full(self):
        """True when the full engine should start now (called on a timer)."""
        if self.full != OFF:
            return False
        if self.needs_full():
            return True
        if (self.full_wanted_at is not None
                and self.clock() - self.full_wanted_at >= AFTER_OPENING_REPLY_MS):
            return True
        if self.light != READY or self.held[LIGHT]:
            return False  # never compete for the CPU with a search the player waits for
        if self.embed and not self.interacted:
            return False  # a blog reader who has not touched the game pays nothing more
        idle = self.clock() - self.last_light_activity
        if self.replied:
            return idle >= IDLE_AFTER_REPLY_MS
        return idle >= IDLE_AFTER_READY_MS and not self.embed

    # -- the full engine's download --------------------------------------------------
    def progress(self, loaded, total):
        """The full engine's download so far (bytes)."""
        self.loaded = max(0, int(loaded or 0))
        self.total = max(0, int(total or 0))

    def loading(self):
        """``(loaded, total)`` bytes while the full engine loads, else ``None``."""
        return (self.loaded, self.total) if self.full == BOOTING else None


def loading_text(loaded, total):
    """The status line while the full engine downloads (sizes in MB, one decimal).

    >>> loading_text(3100000, 13900000)
    'Loading the full engine (perfect play, hints, matches): 3.1 of 13.9 MB'
    >>> loading_text(0, 0)
    'Loading the full engine (perfect play, hints, matches)…'
    """
    head = "Loading the full engine (perfect play, hints, matches)"
    if total > 0:
        return "%s: %.1f of %.1f MB" % (head, min(loaded, total) / 1e6, total / 1e6)
    if loaded > 0:
        return "%s: %.1f MB" % (head, loaded / 1e6)
    return head + "…"


def engine_failed_text(error):
    """The line under the AI status when the full engine could not start (or
    stopped) but the light worker plays on; ``error`` is workerwatch's sentence.

    >>> engine_failed_text("The AI could not start: offline.")  # doctest: +NORMALIZE_WHITESPACE
    'The full engine could not start: offline. Levels 1-6 still play;
     the perfect level, hints and matches need it.'
    """
    error = str(error)
    prefix = "The AI could not start: "
    if error.startswith(prefix):
        error = "The full engine could not start: " + error[len(prefix):]
    return ("%s Levels 1-%d still play; the perfect level, hints and matches need it."
            % (error, LIGHT_LEVELS))


def unavailable_text(error):
    """Why the full engine's requests get no answer (``error``: workerwatch's
    sentence for its failure), for the match panel and the hint lines.

    >>> unavailable_text("The AI could not start: offline.")
    'the full engine (perfect play, hints, matches) could not start: offline.'
    """
    error = str(error or "")
    prefix = "The AI could not start: "
    if error.startswith(prefix):
        error = error[len(prefix):]
    text = "the full engine (perfect play, hints, matches) could not start"
    return "%s: %s" % (text, error) if error else text + "."


def unavailable_reply(req, error):
    """The failure the page gives itself for a request no worker will answer,
    read like any worker's failed reply (connect4.page.kernel.inflight, the match panel)."""
    return {"id": req.get("id"), "ok": False, "kind": "unavailable",
            "error": unavailable_text(error)}
