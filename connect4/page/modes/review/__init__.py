"""The review mode: the game under review and its records (reviewed), and its updates (reviewmode)."""

from connect4.page.kernel.record import SCREEN, Mode

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("review", SCREEN, image=("reviewmode",), view="review_ui",
            failed="reviewmode.panel_failed", lost="reviewmode.worker_lost", close="reviewmode.leave",
            opener="review-open",
            state="reviewed.Review",
            buttons=(("review-open", "reviewmode.open_game"), ("review-game", "reviewmode.open_game")))
