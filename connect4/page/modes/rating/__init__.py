"""The player's rating mode: the saved rating in the page's image, its Glicko and its chart (bundle)."""

from connect4.page.kernel.record import WATCHER, Mode

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("rating", WATCHER, image=("ratingslot",), bundle=("rating",), view="rating_ui",
            ready="rating.bundle_ready", failed="ratingslot.bundle_failed", follow="ratingslot.follow")
