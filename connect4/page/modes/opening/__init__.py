"""The opening trainer: keep the result of the opening against the book's varied sound replies."""

from connect4.page.kernel.record import SCREEN, Mode

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("opening", SCREEN, screens=("train",), image=("openingmode",), bundle=("openingrun",),
            view="train_ui", ready="openingrun.bundle_ready",
            lost="openingrun.worker_lost", close="openingmode.leave", link="openingmode.link_query",
            board=True, opener="train-open",
            state="openingmode.TrainState", slice="train",
            buttons=(("train-open", "openingmode.open_trainer"),))
