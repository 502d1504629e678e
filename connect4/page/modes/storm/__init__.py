"""Storm and the race: a timed run of puzzles and a race by link (their bundle)."""

from connect4.page.kernel.record import SCREEN, Mode

#: Storm's state slice and its image part are the training's (one slice, two bundles).
_TRAINING = "connect4.page.modes.training.trainingmode"

#: Its bundle's modules (in this package, or named in full).
_BUNDLE = ("connect4.rng", "connect4.training", "connect4.training.storm", "connect4.training.race",
           "stormrun")

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("storm", SCREEN, screens=("storm", "race"), image=(_TRAINING,), bundle=_BUNDLE,
            needs="puzzles", view="view", ready="stormrun.bundle_ready",
            failed=_TRAINING + ".bundle_failed", close=_TRAINING + ".leave",
            link=_TRAINING + ".link_query",
            board=True, opener="col-4",  # the game's board, where the keyboard was before
            buttons=(("storm-open", _TRAINING + ".open_storm"), ("race-open", _TRAINING + ".new_race")))
