"""Training's updates: records loaded, reviewed games banked, Your mistakes, repetition, mixes, carrying."""

import json

from connect4.page.kernel import persist
from connect4.page.modes.puzzles import puzzlemode
from connect4.page.modes.training import importcheck, trainingmode
from connect4.puzzles.progress import civil_from_days
from connect4.training import carry, mixes
from connect4.training.bank import Bank, BankError, entry_puzzle
from connect4.training.schedule import Schedule

#: Said when there is nothing to practise yet.
NOTHING_YET = ("No mistakes to practise yet: each finished game is reviewed in the background, "
               "and its mistakes come here.")
#: Said when every mistake has left the queue.
ALL_DONE = "Every mistake is learnt: each was solved on two different days in a row."
#: Said when Export is clicked before the stored records are read: the click is kept.
EXPORT_WAITS = "Your export starts once your stored training is read."


class Training:
    """What the training keeps: the schedule and the mix (saved), the bank and the games
    (stored records, loaded when the bundle comes in), and what the card shows."""

    def __init__(self, saved=None):
        data = {}
        try:
            data = json.loads(saved) if saved else {}
            if not isinstance(data, dict):
                data = {}
        except ValueError:
            data = {}
        self.schedule = Schedule.from_json(json.dumps(data.get("schedule") or {}))
        self.mix = None
        try:
            if isinstance(data.get("mix"), str):
                self.mix = mixes.parse(data["mix"])
        except mixes.MixError:
            self.mix = None
        self.bank = None       # connect4.training.bank.Bank once "bank" is loaded
        self.games = None      # the stored game records once "games" is loaded
        self.problem = None    # why the records could not be read (plain words)
        self.card = False      # the card's contents are shown
        self.alert = None      # a refused import's reason (role=alert)
        self.notice = None     # the last thing done, in words (role=status)
        self.asked = False     # the stored records were asked for
        self.export_asked = False  # Export clicked before the records were read: done then

    def ready(self) -> bool:
        """True once both stores are read (or could not be: then they are empty)."""
        return self.bank is not None and self.games is not None

    def save(self) -> str:
        """The saved part: the schedule and the mix."""
        return json.dumps({"schedule": json.loads(self.schedule.to_json()),
                           "mix": self.mix.param() if self.mix is not None else None})

    def queue_count(self, state):
        """How many mistakes wait (None until the bank is read)."""
        return len(self.queue(today(state))) if self.bank is not None else None

    def queue(self, day: int) -> list:
        """The bank's entries still to practise (due ones first when repetition is on)."""
        return self.bank.queue(day, self.schedule) if self.bank is not None else []


def _work(state) -> Training:
    t = state.training
    if t.work is None:
        t.work = Training(t.saved_raw)
    return t.work


def today(state) -> int:
    """The page's day number (the reader's own date: ``state.today()`` is ``(day, ms)``)."""
    return state.today()[0]


def date_text(state) -> str:
    """The reader's date as ``"YYYY-MM-DD"`` (the export's file name and field)."""
    return "%04d-%02d-%02d" % civil_from_days(today(state))


def bundle_ready(state, out):
    """The bundle is in (or asked again): load the records once, then do what is pending."""
    w = _work(state)
    if not w.asked:
        w.asked = True
        out.db_load("bank", bank_loaded, records_failed)
        out.db_load("games", games_loaded, records_failed)
    puzzlemode.load_set(state, out)  # the dashboard's themes and the mixes count the set
    _go_on(state, out)


def bank_loaded(state, out, records):
    w = _work(state)
    w.bank = Bank.from_records(records)
    if w.bank.dropped:
        state.messages.append("%d stored mistake%s could not be read and %s left out." % (
            w.bank.dropped, "" if w.bank.dropped == 1 else "s",
            "was" if w.bank.dropped == 1 else "were"))
    _records_in(state, out)


def games_loaded(state, out, records):
    w = _work(state)
    w.games = [r for r in records if isinstance(r, dict) and isinstance(r.get("id"), str)]
    _records_in(state, out)


def records_failed(state, out, words):
    """The stored records could not be read: the training goes on with none (said once)."""
    w = _work(state)
    if w.problem is None:
        w.problem = words
        state.messages.append("Your stored training could not be read (%s): it starts empty "
                              "in this page." % words)
    if w.bank is None:
        w.bank = Bank()
    if w.games is None:
        w.games = []
    _go_on(state, out)


def _records_in(state, out):
    """Stored records are in: every reviewed game not banked yet into the bank, then what waited."""
    w = _work(state)
    for game in w.games if w.ready() else ():
        if _complete(game) and not game.get("banked"):
            bank_game(state, out, game)
    _go_on(state, out)


def _complete(game) -> bool:
    """Every move judged (connect4.page.modes.backreview.backreview's records, backward from the end)."""
    try:
        return int(game["reviewed"]) >= len(game["moves"])
    except (KeyError, TypeError, ValueError):
        return False


def bank_game(state, out, game):
    """One reviewed game's mistakes into the bank (each changed entry stored), the game marked."""
    w = _work(state)
    try:
        for entry in w.bank.add_game(game, game.get("day") or today(state)):
            out.db_put("bank", dict(entry))
    except BankError:
        pass  # a game the bank cannot read: marked, so it is not tried on every load
    game["banked"] = True
    out.db_put("games", game)
    out.draw = True


def reviewed(state, out, game):
    """The background review finished a game: banked now if the records are in, else at their load."""
    w = state.training.work
    if w is None or not w.ready():
        return
    if all(g.get("id") != game.get("id") for g in w.games):
        w.games.append(game)
    if not game.get("banked"):
        bank_game(state, out, game)


def _go_on(state, out):
    t = state.training
    w = _work(state)
    if w.export_asked and w.ready():
        export(state, out)
    if t.pending is None or trainingmode.bundle_of(t.pending) != trainingmode.BUNDLE:
        return
    if not w.ready():
        return  # the records' replies run this again
    what, t.pending = t.pending, None
    if what[0] != "card" and trainingmode.moved_on(state):
        return
    if what[0] == "card":
        w.card = True
        out.focus(trainingmode.TITLE)
    elif what[0] == "mistakes":
        open_mistakes(state, out)
    elif what[0] == "mix":
        open_mix(state, out, what[1], len(what) > 2)
    out.draw = True


def open_mistakes(state, out):
    """Your mistakes: the bank's queue (due ones first when repetition is on) as practice."""
    w = _work(state)
    queue = w.queue(today(state))
    if not queue:
        w.notice = ALL_DONE if w.bank is not None and len(w.bank) else NOTHING_YET
        state.messages.append(w.notice)
        out.draw = True
        return
    puzzles = []
    for e in queue:
        p = entry_puzzle(e)
        p["key"] = e["key"]  # the answer goes back to this entry
        puzzles.append(p)
    puzzlemode.open_puzzles(state, out, ("practice", puzzles))


def open_mix(state, out, text, link=False):
    """A mix (``"tz.2-5"``; ``link``: a link's): remembered, and the Puzzles mode opens its
    next puzzle; a bad one is said (the game stays)."""
    w = _work(state)
    try:
        mix = mixes.parse(text)
    except mixes.MixError as exc:
        words = str(exc)  # "The mix 'x.9': there is no theme 'x' (themes: ...)"
        if link and words.startswith("The mix"):
            words = "The link's mix" + words[len("The mix"):]
        state.messages.append(words)
        out.draw = True
        return
    w.mix = mix
    puzzlemode.open_puzzles(state, out, ("mix", mix))


def choose_mix(state, out, themes, lo, hi):
    """The card's mix chooser: themes (letters) and levels ``lo..hi``."""
    if lo > hi:
        lo, hi = hi, lo
    open_mix(state, out, "%s.%d-%d" % (themes, lo, hi))


def answered(state, out, attempt, first_try):
    """A puzzle or a mistake finished in the Puzzles mode: the bank and the schedule."""
    w = state.training.work
    if w is None:
        return
    day = today(state)
    practice = getattr(attempt, "practice", None)
    if practice is not None and practice.get("key") is not None and w.bank is not None:
        key = practice["key"]
        try:
            entry = w.bank.answered(key, first_try, day)
        except BankError:
            return
        out.db_put("bank", dict(entry))
        if entry["done"]:
            w.schedule.forget("m%d" % key)
        else:
            w.schedule.answered("m%d" % key, first_try, day)
    elif getattr(attempt, "puzzle", None) is not None:
        w.schedule.answered("p%d" % attempt.puzzle.id, first_try, day)
    out.draw = True


def keep(state, out):
    """Keep the mistake shown in the queue (or stop keeping it)."""
    w = state.training.work
    key = current_key(state)
    if w is None or w.bank is None or key is None:
        return
    entry = w.bank.keep(key, not w.bank.get(key)["kept"])
    out.db_put("bank", dict(entry))
    out.announce = "Kept in your mistakes." if entry["kept"] else "No longer kept."
    out.draw = True


def current_key(state):
    """The bank key of the mistake the Puzzles mode shows, or None."""
    trainer = state.puzzles.trainer
    a = trainer.attempt if trainer is not None else None
    practice = getattr(a, "practice", None) if a is not None else None
    return practice.get("key") if practice else None


def toggle_repetition(state, out):
    """Repetition on or off (off by default): failed puzzles and mistakes come back."""
    w = _work(state)
    w.schedule.on = not w.schedule.on
    out.announce = ("Repetition on: %s." % w.schedule.summary(today(state))
                    if w.schedule.on else "Repetition off.")
    out.draw = True


def export(state, out):
    """Export: every saved part and stored record as one JSON file, downloaded."""
    w = _work(state)
    if not w.ready():  # the click is kept (the records' replies export), and said
        w.export_asked = True
        w.notice = out.announce = EXPORT_WAITS
        out.draw = True
        return
    w.export_asked = False
    date = date_text(state)
    text = carry.build(persist.parts(state), {"bank": w.bank.to_records(), "games": w.games}, date)
    out.download(carry.file_name(date), text)
    # records.plural is in the background review's bundle, not this one
    w.notice = "Exported: %d mistake%s, %d game%s and your settings." % (
        len(w.bank), "" if len(w.bank) == 1 else "s", len(w.games), "" if len(w.games) == 1 else "s")
    out.announce = w.notice
    out.draw = True


def import_text(state, out, text):
    """Import a file's text: refused with its reason (nothing changes), else every part
    and record replaced and the page started again from them."""
    w = _work(state)
    try:
        storage, records = carry.read(text)
        importcheck.check(storage)  # each saved part as the page's next start reads it
    except carry.ImportRefused as exc:
        w.alert = str(exc)
        out.draw = True
        return
    w.alert = None
    out.db_replace(storage, records, imported, import_failed)


def import_refused(state, out, why):
    """A file refused before its text was read (too large, not UTF-8: ``why``, carry's words)."""
    _work(state).alert = str(carry.ImportRefused(carry.DAMAGED, why))
    out.draw = True


def imported(state, out):
    """The import is stored: the page starts again from it."""
    out.reload()


def import_failed(state, out, words):
    _work(state).alert = "The file could not be stored (%s): nothing was changed." % words
    out.draw = True
