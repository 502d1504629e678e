"""The background review in the page's image: when its bundle is fetched, what runs after each update.

Until the bundle is in, :attr:`Game.finished` holds the games; a bundle that cannot be had is not
said: the game goes on.
"""

from connect4.page.kernel import lazymodes, registry

#: The bundle (static/mode-backreview.bundle, connect4.page.kernel.lazymodes).
BUNDLE = "backreview"


def wanted(state) -> bool:
    """True when the bundle should come: a game finished here, or the full engine idle."""
    return bool(state.game.finished) or (state.ai.full_ready and len(state.requests) == 0)


def follow(state, out) -> None:
    """After every update: a game just finished gets its day and time (its stored id survives a
    reload); then the bundle's watchers, or the bundle fetched once it is wanted."""
    finished = state.game.finished
    for i in range(len(finished)):
        if len(finished[i]) == 4:
            finished[i] = tuple(finished[i]) + tuple(state.today())
    load = state.loads.get(BUNDLE)
    if load == lazymodes.READY:
        registry.call(registry.named(BUNDLE), "backreview.follow", state, out)
    elif load is None and wanted(state):
        lazymodes.fetch(state, out, BUNDLE)


def ready(state, out) -> None:
    """The bundle is in: the background review starts (its ``follow`` runs after each update)."""
    registry.call(registry.named(BUNDLE), "backreview.start", state, out)


def reviewed(state, out, game) -> None:
    """A finished game's review is complete: the mistake bank hears of it once the
    training's bundle is in (connect4.page.modes.training.trainingrun)."""
    registry.call(registry.named("training"), "trainingrun.reviewed", state, out, game)


def bundle_failed(state, out, words) -> None:
    """The bundle could not be had (``lazymodes.FAILING``): not said, not asked again
    this visit (static/effects.py logs why in the console)."""
