"""The About these AIs card: each level's card and each family's words (its bundle)."""

from connect4.page.kernel.record import CARD, Mode

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("about", CARD, view="about_ui",
            card="#about-ais details")
