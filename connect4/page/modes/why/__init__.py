"""The "Why?" panel: a position explained by Allis's rules, its lines, the mistakes' reasons, Play it out."""

from connect4.page.kernel.record import OVERLAY, Mode

#: Why Play it out stopped: the plan has nothing to say, the game ended, the worker failed
#: (set by connect4.page.modes.why.playout, and by whymode when the worker is replaced).
SILENT, OVER, FAILED = "silent", "over", "failed"

#: Its bundle's modules (in this package, or named in full).
_BUNDLE = ("whytext", "playout", "asking")

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("why", OVERLAY, image=("whymode",), bundle=_BUNDLE, view="view",
            ready="asking.bundle_ready", lost="whymode.worker_lost",
            follow="whymode.follow",
            board=True,
            state="whymode.WhyState",
            buttons=(("hint-why", "whymode.from_hints"), ("review-why", "whymode.from_review"),
                     ("puzzle-why", "whymode.from_puzzle")))
