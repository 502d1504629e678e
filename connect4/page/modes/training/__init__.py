"""Training across games on the page: stored records, background review, the card, Storm, a race."""

from connect4.page.kernel.record import CARD, Mode

#: Its bundle's modules (in this package, or named in full).
_BUNDLE = ("connect4.training", "connect4.training.mixes", "connect4.training.strictjson",
                    "connect4.training.carry", "connect4.training.bank", "connect4.training.schedule",
                    "connect4.training.dashboard", "connect4.page.kernel.records", "importcheck",
                    "trainingrun")

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("training", CARD, image=("trainingmode",), bundle=_BUNDLE, needs="puzzles",
            view="view", ready="trainingrun.bundle_ready", failed="trainingmode.bundle_failed",
            state="trainingmode.TrainingState",
            buttons=(("puzzle-mistakes", "trainingmode.open_mistakes"),), card="#training-card details",
            opens="trainingmode.open_card", link="trainingmode.waiting_query")
