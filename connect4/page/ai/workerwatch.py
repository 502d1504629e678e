"""When the page replaces its AI worker, and what it tells the player."""

#: Crashed workers replaced per visit before the page gives up (never a crash loop).
MAX_WORKER_RESTARTS = 3
#: The worker is pinged this often while searches are out, and replaced if
#: it has said nothing for WATCHDOG_SILENT_MS (it answers between 50 ms slices).
WATCHDOG_EVERY_MS = 5000
WATCHDOG_SILENT_MS = 20000

#: What :meth:`Watch.check` asks of the page.
PING = "ping"
REPLACE = "replace"


def crash_reason(why):
    """The last line of a traceback (what happened; the rest is noise), at most 200 characters."""
    lines = [ln.strip() for ln in str(why).split("\n") if ln.strip()]
    return (lines[-1] if lines else "no reason given")[:200]


def start_failure_text(detail):
    """The sentence for a worker whose files or interpreter could not be loaded."""
    detail = str(detail)
    if detail in ("", "worker error", "undefined", "None"):
        detail = "its files could not be downloaded (offline, or blocked)"
    return "The AI could not start: %s." % detail[:200]


#: How browsers word a download that failed (Chromium, Firefox, Safari): the network, not
#: the engine.
FETCH_FAILED = ("Failed to fetch", "NetworkError", "Load failed")


def boot_error_text(error):
    """The sentence for a worker that reported an error while booting; a download that
    failed (the network cut while the engine loads) is said as one, with what to do.

    >>> boot_error_text("TypeError: Failed to fetch")  # doctest: +NORMALIZE_WHITESPACE
    'The AI could not start: its files could not be downloaded (TypeError: Failed to
     fetch). Check the connection and reload the page.'
    """
    error = str(error)
    if any(words in error for words in FETCH_FAILED):
        return ("The AI could not start: its files could not be downloaded (%s). Check the "
                "connection and reload the page." % error[:200])
    return "The AI could not start: %s." % (error,)


class Watch:
    """One visit's worker supervision: restarts spent, when it was last heard (``clock()``: ms)."""

    def __init__(self, clock, max_restarts=MAX_WORKER_RESTARTS, silent_ms=WATCHDOG_SILENT_MS):
        self.clock = clock
        self.max_restarts = max_restarts
        self.silent_ms = silent_ms
        self.restarts = 0
        self.last_heard = clock()

    def heard(self):
        """The worker said something (any message, a ping's answer included)."""
        self.last_heard = self.clock()

    def check(self, ready, busy):
        """Every WATCHDOG_EVERY_MS: None while idle, :data:`PING` while searches are out,
        :data:`REPLACE` once the worker has been silent too long."""
        if not ready or not busy:
            return None
        return REPLACE if self.silent() > self.silent_ms else PING

    def silent(self):
        """Milliseconds since the worker was last heard."""
        return self.clock() - self.last_heard

    def silence_text(self):
        return "it stopped answering for %d s" % (self.silent() // 1000)

    def crashed(self, why, running=True):
        """A running worker failed: ``(restart, text)``, replace it with a notice, or, after
        ``max_restarts`` or with no worker, stop with a sentence."""
        why = crash_reason(why)
        if not running or self.restarts >= self.max_restarts:
            return False, ("The AI stopped (%s) and was not restarted again; "
                           "reload the page to try once more." % why)
        self.restarts += 1
        return True, ("The AI failed (%s) and was restarted; the game goes on "
                      "from the same position." % why)
