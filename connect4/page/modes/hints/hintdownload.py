"""The page's side of the hint data: when to ask the worker for it, and what to say.

The 12-disc database is fetched the first time hints are turned on (or a review asks); hints
search meanwhile.

>>> d = HintDownload()
>>> d.request(1)["op"]
'hint-data'
>>> d.progress(5_300_000, 21_004_495)
>>> d.text()
'Downloading exact results for every opening (21 MB, once, kept for offline use): 25%'
>>> d.done({"positions": 4200899})
>>> d.state, d.text()
('ready', '')
"""

#: The size the page states before the download starts: the shipped file's
#: (EXPECTED_RECORDS records of 5 bytes, checked when the site is built).
DATA_BYTES = 21_004_495
#: What the download is, in a player's words.
WHAT = "exact results for every opening"


def without_data() -> str:
    """Why a review judged without the data left its first moves unsolved (offline)."""
    return (" Without the %s (%s, downloaded once while online), the first moves need "
            "longer searches." % (WHAT, megabytes(DATA_BYTES)))


def megabytes(n) -> str:
    """``"21 MB"``: a size as a player reads it (whole megabytes past 10).

    >>> megabytes(21_004_495), megabytes(3_140_000)
    ('21 MB', '3.1 MB')
    """
    mb = n / 1e6
    return "%d MB" % int(mb + 0.5) if mb >= 10 else "%.1f MB" % mb


def downloading_text(loaded, total) -> str:
    """The line under the board while the data downloads (hints or a review)."""
    part = min(1.0, loaded / total) if total else 0.0
    return "Downloading %s (%s, once, kept for offline use): %d%%" % (
        WHAT, megabytes(total or DATA_BYTES), int(part * 100))


class HintDownload:
    """State of the hint database download: ``idle``, ``loading``, ``ready`` or ``failed``."""

    def __init__(self):
        self.total = DATA_BYTES
        self._begin("idle", None)

    def _begin(self, state, rid):
        self.state, self.loaded, self.problem, self.request_id = state, 0, None, rid

    def request(self, rid: int):
        """The worker request to fetch the data, or ``None`` if asked already (or failed, until retry)."""
        if self.state in ("loading", "ready", "failed"):  # failed: until retry()
            return None
        self._begin("loading", rid)
        return {"op": "hint-data", "id": rid}

    def progress(self, loaded, total) -> None:
        """A progress report from the worker (bytes so far, bytes in all)."""
        if self.state == "loading" and isinstance(loaded, int):
            self.loaded = loaded
            if isinstance(total, int) and total > 0:
                self.total = total

    def done(self, result) -> None:
        """The worker has the data: hints are exact at once from here on."""
        self.state = "ready"
        self.loaded = self.total

    def failed(self, why) -> None:
        """The data could not be fetched or is corrupt: hints keep searching."""
        self.state = "failed"
        self.problem = str(why)

    def damaged(self) -> bool:
        """True if the data came but was not the pinned file (truncated or changed on the way)."""
        return self.state == "failed" and "damaged" in (self.problem or "")

    def retry(self) -> None:
        """Hints were turned on again: after a failure (offline), try once more."""
        if self.state == "failed":
            self.state = "idle"

    def worker_restarted(self) -> None:
        """A new worker has none of the data: ask again when hints are next needed."""
        if self.state != "failed":
            self.state = "idle"

    def fraction(self, engine=None) -> float:
        """How much of the download is done, 0 to 1 (while the full engine loads, of it)."""
        if isinstance(engine, tuple) and self.state == "loading":
            loaded, total = engine
            return min(1.0, loaded / total) if total else 0.0
        return min(1.0, self.loaded / self.total) if self.total else 0.0

    def text(self, engine=None) -> str:
        """What the page says about the data (empty once it is ready); ``engine`` as the router
        sees it: ``(loaded, total)`` while it loads, a sentence once it could not start, or None.

        >>> d = HintDownload()
        >>> _ = d.request(1)
        >>> d.text((3_100_000, 13_900_000))  # doctest: +NORMALIZE_WHITESPACE
        'Hints need the full engine first: loading it, 3.1 of 13.9 MB;
         then exact results for every opening (21 MB, once, kept for offline use).'
        """
        if isinstance(engine, str):
            return ""  # no engine, no database: the hint note says why
        if isinstance(engine, tuple) and self.state == "loading":
            loaded, total = engine
            got = ("loading it, %.1f of %.1f MB" % (min(loaded, total) / 1e6, total / 1e6)
                   if total else "loading it")
            return ("Hints need the full engine first: %s; then %s (%s, once, kept "
                    "for offline use)." % (got, WHAT, megabytes(self.total)))
        if self.state == "loading":
            return downloading_text(self.loaded, self.total)
        if self.state == "failed" and self.damaged():
            return ("The %s arrived damaged (its checksum did not match), so they are not "
                    "used: hints are worked out by search, which can take a while in the "
                    "first moves. Turn hints off and on to download them again." % WHAT)
        if self.state == "failed":
            # the worker's reason (self.problem) is for the console, not the player
            return ("Exact hints for the opening need one visit online: they download %s "
                    "(%s, once). Meanwhile hints are worked out by search, which can take "
                    "a while in the first moves." % (WHAT, megabytes(self.total)))
        return ""


def worker_lost(state, out) -> None:
    """The workers' requests were lost: a replaced engine has none of the data."""
    if not state.ai.ready:
        state.hint_data.worker_restarted()
