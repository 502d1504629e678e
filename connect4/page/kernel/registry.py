"""The page's modes in one tuple, and everything the kernel reads from their records.

A bundle's modules are read from ``sys.modules``, only once installed.
"""

import sys

from connect4.page.kernel.record import CARD, OVERLAY, WATCHER
from connect4.page.modes import (
    about,
    backreview,
    boards,
    coach,
    game,
    hints,
    match,
    opening,
    position,
    puzzles,
    rating,
    review,
    storm,
    training,
    why,
)

#: A bundle installed (connect4.page.kernel.lazymodes.READY, which imports this module).
READY = "ready"

#: Every mode, in the order the kernel calls them after each update and draws their views.
MODES = (game.MODE, hints.MODE, review.MODE, match.MODE, puzzles.MODE, position.MODE,
         opening.MODE, storm.MODE, training.MODE, boards.MODE, rating.MODE, about.MODE,
         coach.MODE, why.MODE, backreview.MODE)
BY_NAME = {m.name: m for m in MODES}
_SCREENS = {s: m for m in MODES for s in m.screens}


def named(name):
    """The record of the mode (or bundle) ``name``, or None."""
    return BY_NAME.get(name)


def of_screen(screen):
    """The record of the mode that shows the screen ``screen`` (a ``state.mode``)."""
    return _SCREENS.get(screen)


def dotted(mode, rel) -> str:
    """The full name of ``mode``'s module ``rel`` (a dotted ``rel`` is already full)."""
    return rel if "." in rel or not mode.package else mode.package + "." + rel


def module(mode, rel):
    """The module ``rel`` of ``mode`` (an image module is imported; a bundle's, None until in)."""
    name = dotted(mode, rel)
    found = sys.modules.get(name)
    if found is None and rel not in mode.bundle:
        __import__(name)
        found = sys.modules[name]
    return found


def install(mode) -> None:
    """Its bundle is in: import the bundle's modules (the kernel reads their tables)."""
    for rel in mode.bundle:
        name = dotted(mode, rel)
        if name not in sys.modules:
            __import__(name)


def function(mode, ref):
    """The update ``"module.function"`` of ``mode`` (or ``ref``, a function), or None if not in."""
    if ref is None or callable(ref):
        return ref
    rel, name = ref.rsplit(".", 1)
    found = module(mode, rel)
    return getattr(found, name) if found is not None else None


def call(mode, ref, state, *args) -> bool:
    """Run ``mode``'s update ``ref(state, *args)`` if it is there: False if not (no mode, no
    update named, or an update of its bundle while the bundle is not in ``state.loads``)."""
    if mode is None or ref is None:
        return False
    if isinstance(ref, str) and ref.rsplit(".", 1)[0] in mode.bundle \
            and state.loads.get(mode.name) != READY:
        return False
    fn = function(mode, ref)
    if fn is None:
        return False
    fn(state, *args)
    return True


_TABLES = {}


def table(name) -> dict:
    """The table ``name`` (``"REPLIES"``, ``"TIMERS"``) of every mode's modules that are in, merged."""
    key = (name, len(sys.modules))
    if key not in _TABLES:
        merged = {}
        for mode in MODES:
            for rel in mode.image + mode.bundle:
                found = module(mode, rel)
                merged.update(getattr(found, name, None) or {})
        _TABLES.clear()
        _TABLES[key] = merged
    return _TABLES[key]


def follow(state, out, idle=False) -> None:
    """After an update: each mode's ``follow`` (``idle``: those that ask only an idle engine)."""
    for mode in MODES:
        if mode.follow is not None and mode.idle == idle:
            call(mode, mode.follow, state, out)


def worker_lost(state, out) -> None:
    """The workers' requests were lost: each mode asks again what it waited for."""
    for mode in MODES:
        for ref in mode.lost:
            call(mode, ref, state, out)


def leave(state, out, screen) -> None:
    """The page leaves ``screen``: its mode closes it (by default, its slice's ``close()``)."""
    mode = of_screen(screen)
    if mode is not None and not call(mode, mode.close, state, out):
        getattr(state, mode.name).close()


def link_query(state):
    """The address the page shows instead of the game's: the screen's own (``""``: keep the
    address as it is), a card's link still waiting for its bundle, or None (the game's)."""
    mode = of_screen(state.mode)
    return _first(state, "link", [mode] if mode is not None else [m for m in MODES if m.kind == CARD])


def board_owner(state):
    """The mode whose view takes the board's clicks: an overlay open, else the screen shown
    if its view plays on the board; None for the game's own board."""
    for mode in MODES:
        if mode.kind == OVERLAY and getattr(state, mode.name).open:
            return mode
    mode = of_screen(state.mode)
    return mode if mode is not None and mode.board else None


def listening(state) -> list:
    """The modes whose views hear a key first, in turn: an overlay open, the watchers, then
    the screen shown (whose keys are its own: the game's keyboard does not hear them)."""
    found = [m for m in MODES if m.kind == OVERLAY and getattr(state, m.name).open]
    found += [m for m in MODES if m.kind == WATCHER]
    mode = of_screen(state.mode)
    return found + ([mode] if mode is not None else [])


def shown(state):
    """The position a mode shows on the one board that nobody plays in, or None: the game's."""
    return _first(state, "shows", MODES)


def _first(state, attr, modes):
    """The first answer that is not None of the ``modes``' function ``attr`` (``"link"``...)."""
    for mode in modes:
        fn = function(mode, getattr(mode, attr))
        found = fn(state) if fn is not None else None
        if found is not None:
            return found
    return None
