"""Which of the page's modes load their Python at start, and which wait to be opened.

A mode's bundle (``static/mode-<name>.bundle``) is fetched the first time it opens: a mode never
opened costs nothing on a first visit.
"""

import json

from connect4.page.kernel import registry

#: A mode's bundle: asked (being fetched), installed with its view built, failed to
#: arrive (a retry may work), or broken (its own code failed: no retry helps).
LOADING, READY, FAILED, BROKEN = "loading", registry.READY, "failed", "broken"

#: The Puzzles mode's saved progress (connect4.page.modes.puzzles.puzzlerun.STORAGE_KEY, read
#: here without importing that module: it is not loaded yet when the page starts).
PUZZLES_KEY = "connect4.puzzles"


def bundle_url(name: str) -> str:
    """The address, relative to the page, of the mode ``name``'s bundle."""
    return "static/mode-%s.bundle" % name


def puzzles_at_start(params, saved) -> bool:
    """Whether the Puzzles mode opens as the page starts: a puzzle's link, or the mode was open
    before a reload (``saved``: the progress as JSON text, or None)."""
    if "puzzle" in params:
        return True
    try:
        data = json.loads(saved) if saved else {}
        return data.get("open") is True and int(data.get("last", 0)) > 0
    except (ValueError, TypeError, AttributeError):
        return False  # damaged progress: the mode itself starts afresh when opened


def failure_words(args) -> str:
    """The message of a failed load's exception (a JavaScript error reaches MicroPython as its
    object, name and message).

    >>> failure_words(("<JsProxy 1>", "TypeError", "Failed to fetch"))
    'Failed to fetch'
    >>> failure_words(("not a bundle of the page's files",))
    "not a bundle of the page's files"
    """
    if len(args) == 3 and isinstance(args[1], str) and isinstance(args[2], str):
        return args[2]
    return " ".join(str(a) for a in args)


def load_failed(error) -> str:
    """The message when a mode's files could not be fetched: plain words, what to do."""
    return ("This part of the page could not be loaded (%s). Check the connection "
            "and try again." % (error or "no connection"))


def fetch(state, out, name) -> bool:
    """Ask for the mode ``name``'s bundle unless it is in or on its way; False if nothing was asked."""
    if state.loads.get(name) in (LOADING, READY, BROKEN):
        return False
    mode = registry.named(name)
    need = mode.needs if mode is not None else None
    if need is not None and state.loads.get(need) != READY:
        if state.loads.get(need) == BROKEN:
            failed(state, out, name, mode_broken(), True)
            return False
        state.loads[name] = LOADING
        waits = state.bundle_waits.setdefault(need, [])  # asked once the needed one is in
        if name not in waits:
            waits.append(name)
        fetch(state, out, need)
        out.draw = True
        return True
    state.loads[name] = LOADING
    out.fetch(name)
    out.draw = True
    return True


def want(state, out, name) -> bool:
    """A mode wants its bundle ``name``: fetched unless it is in or on its way (True if asked);
    if it is in, what waits for it is done now (its record's ``ready``)."""
    if fetch(state, out, name):
        return True
    if state.loads.get(name) == READY:
        after(state, out, name)
    return False


def loaded(state, out, name):
    """The runner installed the bundle ``name`` and built its view."""
    state.loads[name] = READY
    mode = registry.named(name)
    if mode is not None:
        registry.install(mode)
    out.draw = True
    for waiting in state.bundle_waits.pop(name, []):  # the bundles that needed this one
        state.loads[waiting] = None
        fetch(state, out, waiting)
    after(state, out, name)


def after(state, out, name):
    """The bundle ``name`` is in: what its mode waited for (its record's ``ready``)."""
    _hook(name, "ready", state, out)


def _hook(name, which, state, *args) -> bool:
    """Run the update ``which`` (``"ready"``, ``"failed"``) of the mode ``name``'s record."""
    mode = registry.named(name)
    return mode is not None and registry.call(mode, getattr(mode, which), state, *args)


def failed(state, out, name, words, broken=False):
    """The bundle ``name`` could not be had (``broken``: its own code failed)."""
    state.loads[name] = BROKEN if broken else FAILED
    why = mode_broken() if broken else load_failed(words)
    out.draw = True
    for waiting in state.bundle_waits.pop(name, []):  # they cannot come without it
        state.loads[waiting] = FAILED
        _hook(waiting, "failed", state, out, why)
    if not _hook(name, "failed", state, out, why):
        _said(state, registry.named(name), why)


def _said(state, mode, why):
    """The default when a mode's record names no ``failed``: a slice with a ``phase`` says why
    in its card (with Retry); else nothing waits for it (its ``pending``) and the page says why."""
    part = getattr(state, mode.slice, None) if mode is not None else None
    if hasattr(part, "phase"):
        part.phase, part.error = "error", why
        return
    if hasattr(part, "pending"):
        part.pending = None
    state.messages.append(why)


def mode_broken() -> str:
    """The message when a mode's own code failed (logged in the console): not the connection."""
    return ("This part of the page failed to start (an error in the page; the browser's "
            "console has the details). Reloading the page may help.")
