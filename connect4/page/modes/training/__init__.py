"""Training across games on the page: stored records, background review, the card, Storm, a race."""

from connect4.page.kernel.record import CARD, Mode

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("training", CARD, image=("trainingmode",), bundle=("trainingrun",), needs="puzzles",
            view="training_ui", ready="trainingrun.bundle_ready", failed="trainingmode.bundle_failed",
            state="trainingmode.TrainingState",
            buttons=(("puzzle-mistakes", "trainingmode.open_mistakes"),), card="#training-card details",
            opens="trainingmode.open_card", link="trainingmode.waiting_query")
