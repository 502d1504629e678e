"""The page's searches out in the AI worker: which are open, which replies are stale."""

#: What a worker reply asks of the page (see :func:`classify`).
IGNORE = "ignore"          # a cancel's answer, a stale or cancelled request's
PROGRESS = "progress"      # a hint search's partial columns; the request stays open
CRASH = "crash"            # something broke inside the worker: replace it
THINK_FAILED = "think-failed"
HINT_FAILED = "hint-failed"
HINTS = "hints"            # a hint search's final scores
MOVE = "move"              # an AI's chosen column
DATA_PROGRESS = "data-progress"  # the hint database's download, bytes so far
DATA_DONE = "data-done"    # the hint database is loaded in the worker
DATA_FAILED = "data-failed"  # ... or could not be: hints keep searching
REVIEW_PROGRESS = "review-progress"  # a review's move just judged; the request stays open
REVIEW = "review"          # a review's answer: every record it judged
REVIEW_FAILED = "review-failed"
LINE_PROGRESS = "line-progress"  # a best line so far; the request stays open
LINE = "line"              # a best line (connect4.page.modes.position.positionmode)
LINE_FAILED = "line-failed"
WHY = "why"                # a position explained (connect4.page.modes.why.whymode)
WHY_FAILED = "why-failed"
PLAN = "plan"              # the plan's move in Play it out
PLAN_FAILED = "plan-failed"
COACH = "coach"            # the coach's check of a move (connect4.page.modes.coach.coaching)
COACH_PROGRESS = "coach-progress"  # its verdict, before the reason; the request stays open
COACH_FAILED = "coach-failed"
OPENING = "opening"        # a reply or progress of the opening trainer's (connect4.page.modes.opening)
#: A reply, progress or failure of the background review's (connect4.page.modes.backreview.backreview).
BACKGROUND = "background"
#: A reply or failure of another board's requests (connect4.page.modes.boards: ``vthink``, ``vhint``).
VARIANT = "variant"
VARIANT_OPS = ("vthink", "vhint")


def cancel_message(rid):
    """The message that stops request ``rid`` in the worker."""
    return {"op": "cancel", "id": 0, "target": rid}


def answers(part, req, attr="asked") -> bool:
    """True if the reply's request ``req`` is the one ``part.<attr>`` waits for: it waits no more."""
    if req["id"] != getattr(part, attr):
        return False
    setattr(part, attr, None)
    return True


class InFlight:
    """Requests posted to the worker and not yet answered, by id."""

    def __init__(self):
        self.out = {}
        self._next = 1
        #: The mode each open request belongs to (connect4.page.kernel.modes), if any: leaving
        #: a mode cancels its requests (:meth:`drop_mode`).
        self.mode_of = {}

    def new_id(self):
        """A request id not used before on this page (0 is the pings' and cancels' id)."""
        rid = self._next
        self._next += 1
        return rid

    def __len__(self):
        return len(self.out)

    def add(self, req, mode=None):
        """Record a request just posted (``id``, ``op``, ``pos``), as the page mode ``mode``'s."""
        self.out[req["id"]] = req
        if mode is not None:
            self.mode_of[req["id"]] = mode

    def drop_mode(self, mode):
        """Drop every open request of the page mode ``mode``; returns their ids to cancel."""
        gone = [rid for rid, m in self.mode_of.items() if m == mode and rid in self.out]
        for rid in gone:
            self.out.pop(rid)
        self.mode_of = {rid: m for rid, m in self.mode_of.items() if rid in self.out}
        return gone

    def drop_background(self):
        """Drop the background review's open request (``"background"`` set); returns its id to
        cancel: any other request goes first (connect4.page.kernel.outbox.Outbox.post)."""
        gone = [rid for rid, r in self.out.items() if r.get("background")]
        return self.forget(gone)

    def get(self, rid):
        return self.out.get(rid)

    def clear(self):
        """Forget everything (the worker was replaced: its searches are gone)."""
        self.out = {}
        self.mode_of = {}

    def forget(self, rids):
        """Drop requests the controller no longer wants; returns the ids to cancel."""
        for rid in rids:
            self.out.pop(rid, None)
        return [rid for rid in rids if rid is not None]

    def drop_hints(self, keep=None):
        """Drop the hint searches for any position but ``keep`` (all if None): their ids, to
        cancel (early positions take minutes, and the AI shares the worker)."""
        gone = [rid for rid, r in self.out.items()
                if r["op"] == "hint" and not r.get("train") and (keep is None or r["pos"] != keep)]
        for rid in gone:
            self.out.pop(rid)
        return gone

    def has_hint(self, pos):
        """True if hints for ``pos`` are already asked."""
        for r in self.out.values():
            if r["op"] == "hint" and r["pos"] == pos and not r.get("train"):
                return True
        return False

    def answer(self, msg):
        """Read one worker reply: ``(kind, request)``; a final reply closes its request."""
        rid = msg.get("id")
        if isinstance(msg.get("progress"), dict):
            req = self.out.get(rid)
            if req is None:
                return IGNORE, req
            if req.get("train"):  # the trainer reads its own (a refutation's line so far)
                return OPENING, req
            if req.get("background"):
                return BACKGROUND, req
            if req["op"] == "hint-data" and isinstance(msg["progress"].get("hint_data"), dict):
                return DATA_PROGRESS, req
            if req["op"] == "review" and isinstance(msg["progress"].get("review"), dict):
                return REVIEW_PROGRESS, req
            if req["op"] == "line":
                return LINE_PROGRESS, req
            if req["op"] == "coach":
                return COACH_PROGRESS, req
            return (PROGRESS if req["op"] == "hint" else IGNORE), req
        req = self.out.pop(rid, None)
        kind = classify(msg, req)
        if req is not None and req.get("train") and kind not in (IGNORE, CRASH):
            return OPENING, req  # the trainer's hint or line, answered or failed
        if req is not None and req.get("background") and kind != IGNORE:
            return BACKGROUND, req  # a crash too: the game is left for this visit
        if req is not None and req["op"] in VARIANT_OPS and kind not in (IGNORE, CRASH):
            return VARIANT, req  # another board's move or hints, answered or failed
        return kind, req


def classify(msg, req):
    """What a final reply ``msg`` to ``req`` (None if no longer open) asks of the page."""
    if req is None:
        return IGNORE
    if not msg.get("ok"):
        kind = msg.get("kind")
        if kind == "cancelled":
            return IGNORE
        if kind == "crash" and req["op"] != "hint-data":
            # the worker's interpreter may be unusable (the optional hint data failing must
            # never replace the worker: offline, that stopped every AI)
            return CRASH
        if req["op"] in _FAILED:
            return _FAILED[req["op"]]
        return THINK_FAILED if req["op"] == "think" else HINT_FAILED
    return _DONE.get(req["op"], MOVE)


#: A failed or a final reply, by the request's op (a think: THINK_FAILED, MOVE).
_FAILED = {"hint-data": DATA_FAILED, "review": REVIEW_FAILED, "hint": HINT_FAILED,
           "line": LINE_FAILED, "why": WHY_FAILED, "why-reply": PLAN_FAILED, "coach": COACH_FAILED}
_DONE = {"hint-data": DATA_DONE, "review": REVIEW, "hint": HINTS, "line": LINE, "why": WHY,
         "why-reply": PLAN, "coach": COACH}


def move_stats(req, result):
    """The statistics the page keeps for an AI's move: the worker's result, who moved, from where."""
    stats = dict(result)
    stats.update({"spec": req["spec"], "colour": len(req["pos"]) & 1, "pos": req["pos"],
                  "ply": len(req["pos"])})
    return stats
