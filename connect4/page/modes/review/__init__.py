"""The review mode: the game under review and its records (reviewed), and its updates (reviewmode)."""

from connect4.page.kernel.record import SCREEN, Mode

#: Its bundle's modules (in this package, or named in full).
_BUNDLE = ("connect4.review.chart",)

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("review", SCREEN, image=("reviewmode",), bundle=_BUNDLE, view="view",
            failed="reviewmode.panel_failed", lost="reviewmode.worker_lost", close="reviewmode.leave",
            opener="review-open",
            state="reviewed.Review",
            buttons=(("review-open", "reviewmode.open_game"), ("review-game", "reviewmode.open_game")))
