"""The player's rating mode: the saved rating in the page's image, its Glicko and its chart (bundle)."""

from connect4.page.kernel.record import WATCHER, Mode

#: Its bundle's modules (in this package, or named in full).
_BUNDLE = ("rating", "ratingchart")

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("rating", WATCHER, image=("ratingslot",), bundle=_BUNDLE, view="view",
            ready="rating.bundle_ready", failed="ratingslot.bundle_failed", follow="ratingslot.follow")
