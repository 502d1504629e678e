"""The About these AIs card: each level's card and each family's words (its bundle)."""

from connect4.page.kernel.record import CARD, Mode

#: Its bundle's modules (in this package, or named in full).
_BUNDLE = ("levelcards", "abouttext", "connect4.page.modes.match.significance")

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("about", CARD, bundle=_BUNDLE, view="view",
            card="#about-ais details")
