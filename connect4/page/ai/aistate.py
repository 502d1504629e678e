"""The AI's readiness as the page draws it: who answers, what loads, why it failed."""

from connect4.page.ai import router


class AiState:
    """Readiness, loading progress and the last failure of the AI workers."""

    def __init__(self, router):
        self.router = router
        #: Why the full engine failed (a sentence), or None.
        self.error = None
        #: A sentence for the page after a crash (taken by the page once).
        self.notice = None

    @property
    def ready(self):
        """True once a worker answers AI moves (the light one or the full engine)."""
        return self.router.ready

    def can_ask(self, spec, pos):
        """True if the AI ``spec``'s move at ``pos`` (notation) may be asked now: a worker
        answers, or only the full engine ever will (it waits for it, which starts at once)."""
        return self.router.ready or self.router.full_only({"op": "think", "spec": spec, "pos": pos})

    @property
    def waits_for_full(self):
        """True while something asked (the AI's move, hints) waits for the full engine."""
        return self.router.waits_for_full()

    @property
    def full_ready(self):
        """True once the full engine answers (the coach's checks need it)."""
        return self.router.full == router.READY

    @property
    def full_gone(self):
        """True once the full engine stopped for good (hints and reviews cannot run)."""
        return self.router.full_gone

    def take_notice(self):
        """The crash sentence once, then None."""
        text, self.notice = self.notice, None
        return text

    def loading(self):
        """``(text, fraction or None)`` for the line under the AI status: the
        full engine's download, or why it failed while levels 1-6 play on; None: no line."""
        if self.router.ready and self.error:
            return router.engine_failed_text(self.error), None
        loading = self.router.loading()
        if loading is None:
            return None
        loaded, total = loading
        return router.loading_text(loaded, total), (min(1.0, loaded / total) if total else None)

    def engine_for_hints(self):
        """The full engine as the hint lines need it: ``(loaded, total)``
        while it loads, a sentence once it could not start, else None."""
        if self.router.full_gone:
            return router.unavailable_text(self.error)
        return self.router.loading()
