"""The page's side of the hint data: when to ask the worker for it, and what to say.

The 12-disc database (:mod:`connect4.solver.hintdata`, 21 MB) is never part
of the game's own download: the page asks the worker to fetch it the first
time the reader turns hints on, shows a progress bar with its size, and the
service worker keeps it for offline use.  Hints work meanwhile (and if it
fails) by search alone, which is slow only for the first moves.

>>> d = HintDownload()
>>> d.request(1)["op"]
'hint-data'
>>> d.progress(5_300_000, 21_004_495)
>>> d.text()
'Downloading the hint database once (21.0 MB, kept for offline use): 25%'
>>> d.done({"positions": 4200899})
>>> d.state, d.text()
('ready', '')
"""

#: The size the page states before the download starts (the pinned file's).
DATA_BYTES = 21_004_495


class HintDownload:
    """State of the hint database download: ``idle``, ``loading``, ``ready`` or ``failed``."""

    def __init__(self):
        self.state = "idle"
        self.loaded = 0
        self.total = DATA_BYTES
        self.problem = None
        self.request_id = None

    def request(self, rid: int):
        """The worker request to fetch the data, or ``None`` if asked already."""
        if self.state in ("loading", "ready"):
            return None
        self.state = "loading"
        self.loaded = 0
        self.problem = None
        self.request_id = rid
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

    def worker_restarted(self) -> None:
        """A new worker has none of the data: ask again when hints are next needed."""
        if self.state != "failed":
            self.state = "idle"

    def fraction(self, engine=None) -> float:
        """How much of the download is done, 0 to 1 (``engine``: see :meth:`text`;
        while it loads, how much of the full engine is)."""
        if isinstance(engine, tuple) and self.state == "loading":
            loaded, total = engine
            return min(1.0, loaded / total) if total else 0.0
        return min(1.0, self.loaded / self.total) if self.total else 0.0

    def text(self, engine=None) -> str:
        """What the page says about the data (empty once it is ready).

        ``engine``: the full engine, which fetches the data, as
        ``connect4.page.handover`` sees it: ``(loaded, total)`` bytes while it
        still loads (the data's download has not begun: the page says so),
        a sentence once it could not start (no hints at all: the hint note
        says why, this line says nothing), else None.

        >>> d = HintDownload()
        >>> _ = d.request(1)
        >>> d.text((3_100_000, 13_900_000))  # doctest: +NORMALIZE_WHITESPACE
        'Hints need the full engine first: loading it, 3.1 of 13.9 MB;
         then the hint database (21.0 MB, kept for offline use).'
        """
        mb = "%.1f MB" % (self.total / 1e6)
        if isinstance(engine, str):
            return ""  # no engine, no database: the hint note says why
        if isinstance(engine, tuple) and self.state == "loading":
            loaded, total = engine
            got = ("loading it, %.1f of %.1f MB" % (min(loaded, total) / 1e6, total / 1e6)
                   if total else "loading it")
            return ("Hints need the full engine first: %s; then the hint "
                    "database (%s, kept for offline use)." % (got, mb))
        if self.state == "loading":
            return ("Downloading the hint database once (%s, kept for offline use): %d%%"
                    % (mb, int(self.fraction() * 100)))
        if self.state == "failed":
            return ("The hint database could not be loaded (%s): hints are searched, "
                    "which can take long in the opening." % self.problem)
        return ""
