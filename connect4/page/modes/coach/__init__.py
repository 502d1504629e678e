"""The coach inside the page's loop: the switch, a move checked before the AI answers, the stop."""

from connect4.page.kernel.record import WATCHER, Mode

#: The coach's phases: judging the last move (the AI waits), or stopped on a mistake.
CHECKING, STOPPED = "checking", "stopped"

#: Its bundle's modules (in this package, or named in full).
_BUNDLE = ("connect4.coach", "connect4.coach.verdict", "coaching", "coachtext",
           "connect4.page.modes.why.whytext")  # Why?'s marks: a best-play line's threat

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("coach", WATCHER, image=("coachmode",), bundle=_BUNDLE, view="view",
            ready="coaching.bundle_ready", failed="coachmode.bundle_failed",
            lost="coachmode.worker_lost", follow="coachmode.follow",
            state="coachmode.CoachState",
            buttons=(("coach", "coachmode.toggle"),))
