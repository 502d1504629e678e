"""The opening trainer: keep the result of the opening against the book's varied sound replies."""

from connect4.page.kernel.record import SCREEN, Mode

#: Its bundle's modules (in this package, or named in full).
_BUNDLE = ("trainer", "openingrun")

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("opening", SCREEN, image=("openingmode",), bundle=_BUNDLE,
            view="view", ready="openingrun.bundle_ready",
            lost="openingrun.worker_lost", close="openingmode.leave", link="openingmode.link_query",
            board=True, opener="train-open",
            state="openingmode.OpeningState",
            buttons=(("train-open", "openingmode.open_trainer"),))
