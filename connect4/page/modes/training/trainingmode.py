"""Training in the page's image: its state slice, the card opened, the links, Storm and a race as modes.

Everything else comes in the training's and Storm's bundles (docs/training.md).
"""

from connect4.page.kernel import lazymodes, modes, registry

#: The training's bundle (static/mode-training.bundle), for connect4.page.kernel.lazymodes.
BUNDLE = "training"
#: Storm's and the race's bundle (static/mode-storm.bundle).
STORM_BUNDLE = "storm"
#: The actions that need Storm's bundle (the others need the training's).
STORM_ACTIONS = ("storm", "race")
#: The card's heading, where the keyboard goes when the card opens.
TITLE = "training-title"
#: The links' parameters.
MIX_PARAM, RACE_PARAM = "mix", "race"


class TrainingState:
    """The training's part of the page's state (its contents once the bundle is in)."""

    def __init__(self, saved=None):
        self.saved_raw = saved  # the stored small parts (JSON text) until the bundle is in
        self.pending = None     # what to do once the bundle is in: ("card",), ("mistakes",), ...
        self.asked_in = modes.GAME  # the screen shown when it was asked (see moved_on)
        self.error = None       # why the bundle could not be had
        self.work = None        # connect4.page.modes.training.trainingrun.Training, once in
        self.run = None         # a Storm or race run (connect4.page.modes.storm.stormrun)

    def saved(self):
        """The small parts' JSON to store (the stored text until the bundle is in)."""
        return self.work.save() if self.work is not None else self.saved_raw

    def close(self) -> None:
        """Storm or the race left: the run stops (its timer is the mode's)."""
        if self.run is not None:
            self.run.stop()


def bundle_of(what) -> str:
    """The bundle an action needs."""
    return STORM_BUNDLE if what[0] in STORM_ACTIONS else BUNDLE


def ask(state, out, what):
    """Do ``what`` once its bundle is in: ``("card",)``, ``("mistakes",)``, ``("mix", text[,
    "link"])`` (the training's); ``("storm",)``, ``("race", params or None)`` (Storm's)."""
    t = state.training
    t.pending, t.asked_in = what, state.mode
    t.error = None
    out.draw = True
    lazymodes.want(state, out, bundle_of(what))


def moved_on(state) -> bool:
    """True if another screen shows than when the pending action was asked: a screen it
    would open (Storm, a race, a mix, the mistakes) is dropped rather than replace the one
    the reader went to while the bundle came (a ?mix= link, then Review)."""
    return state.mode != state.training.asked_in


def open_card(state, out):
    """The Your training card opened: its bundle and the stored records."""
    ask(state, out, ("card",))


def open_mistakes(state, out):
    """Your mistakes (the Puzzles mode's button): the bank's queue as practice."""
    ask(state, out, ("mistakes",))


def open_storm(state, out):
    """Storm: a new timed run."""
    ask(state, out, ("storm",))


def new_race(state, out):
    """Race a friend: a new seed, its link, and the run."""
    ask(state, out, ("race", None))


def wanted(params) -> bool:
    """True if a link asks for a race or a mix (``?race=SEED``, ``?mix=tz.2-5``)."""
    return RACE_PARAM in params or MIX_PARAM in params


def start_link(state, out, params) -> bool:
    """``?mix=...`` or ``?race=...`` at start: True if one of them was taken."""
    if RACE_PARAM in params:
        ask(state, out, ("race", dict(params)))
        return True
    if MIX_PARAM in params:
        ask(state, out, ("mix", params[MIX_PARAM], "link"))
        return True
    return False


def waiting_query(state):
    """The address while a link's race or mix waits for its bundle: ``""`` (kept as it
    is: the game underneath is not what it asks for), else None."""
    return "" if state.mode == modes.GAME and link_waits(state) else None


def link_waits(state) -> bool:
    """True while a link's race or mix waits for its bundle: the address keeps the link."""
    what = state.training.pending
    return what is not None and ((what[0] == "race" and what[1] is not None)
                                 or (what[0] == "mix" and len(what) > 2))


def answered(state, out, attempt, first_try):
    """A puzzle or a mistake finished: the bank and the schedule hear of it once the bundle is in."""
    registry.call(registry.named(BUNDLE), "trainingrun.answered", state, out, attempt, first_try)


def mistakes_queued(state):
    """How many mistakes wait in the bank, or None until it is read (one count per drawing:
    the controls derive both buttons from it)."""
    w = state.training.work
    return w.queue_count(state) if w is not None else None


def mistakes_label(count) -> str:
    """The Puzzles mode's button: "Your mistakes (3)" once the bank is read."""
    return "Your mistakes" if count is None else "Your mistakes (%d)" % count


def bundle_failed(state, out, words):
    """The bundle could not be had: the card says why (with Retry)."""
    t = state.training
    t.error = words
    shown = state.mode in (modes.STORM, modes.RACE)
    if shown:
        modes.leave(state, out)
    if shown or t.pending is not None:  # what the reader asked for cannot come: say why
        state.messages.append(words)
    t.pending = None
    out.draw = True


def link_query(state) -> str:
    """The address in Storm (none) or a race (``?race=SEED``)."""
    run = state.training.run
    if state.mode == modes.RACE and run is not None:
        return "?race=%s" % run.seed
    return ""


def leave(state, out):
    """The page leaves Storm or a race: the run stops."""
    state.training.close()
