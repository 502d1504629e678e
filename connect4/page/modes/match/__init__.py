"""The match: its run (matchrun), its words and set-up (matchtext), how sure its result is (significance)."""

from connect4.page.kernel.record import CARD, Mode

#: Its bundle's modules (in this package, or named in full).
_BUNDLE = ("matchtext", "significance", "matchboard")

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("match", CARD, image=("matchrun",), bundle=_BUNDLE, view="view", lost="matchrun.worker_lost",
            state="matchrun.MatchRun",
            card="#match-card details")
