"""What one update of the page asks for: a list of effects, run in order by static/effects.py.

An update never touches the DOM, a worker, a timer or the storage: it appends effects (tuples
named by their first item), so tests assert them without a browser.
"""

import json


def _flag(name):
    """A property that reads True once the effect ``(name,)`` is in the list; setting it
    True adds the effect (once), as ``out.draw = True`` reads in the updates."""

    def get(self):
        return (name,) in self.effects

    def put(self, on):
        if on and (name,) not in self.effects:
            self.effects.append((name,))

    return property(get, put)


def _value(name):
    """A property for an effect with one value (the last one set wins on reading)."""

    def get(self):
        found = [e[1] for e in self.effects if e[0] == name]
        return found[-1] if found else None

    def put(self, value):
        if value is not None:
            self.effects.append((name, value))

    return property(get, put)


class Outbox:
    """The effects of one update, in the order they were asked."""

    changed = _flag("changed")
    draw = _flag("draw")
    animate = _flag("animate")
    announce_move = _flag("say-move")
    announce = _value("announce")
    crash = _value("crash")
    record = _value("record")
    match = _value("match")

    def __init__(self):
        self.effects = []

    def post(self, state, req, mode=None):
        """Record ``req`` as the mode ``mode``'s (cancelled when the page leaves it) and queue it."""
        if req is None:
            return False
        if not req.get("background"):  # any other request first stops the background review
            self.cancel(state.requests.drop_background())
        state.requests.add(req, mode)
        self.effects.append(("post", req))
        return True

    def cancel(self, rids):
        """Stop the requests ``rids`` in the workers (ids the tracker has forgotten)."""
        for rid in rids:
            self.effects.append(("cancel", rid))

    def timer(self, name, ms, mode=None):
        """Start the timer ``name`` (restarted if it runs): ``loop.on_timer`` in ``ms``."""
        self.effects.append(("timer", name, ms, mode))

    def stop(self, name):
        """Stop the timer ``name`` if it runs."""
        self.effects.append(("stop", name))

    def fetch(self, name):
        """Fetch the mode ``name``'s bundle (static/mode-<name>.bundle)."""
        self.effects.append(("fetch", name))

    def get(self, url, ok, failed):
        """Fetch the text at ``url``: then ``ok(state, out, text)`` or ``failed(state, out, words)``."""
        self.effects.append(("get", url, ok, failed))

    # -- the stored records (IndexedDB: static/idb.js, connect4.page.kernel.records) ----
    def db_put(self, store, record, kept=None):
        """Put ``record`` (a dict, as it is now) into ``store``, one record, so another tab's
        are never overwritten; ``kept(state, out)`` once the browser has stored it."""
        self.effects.append(("db-put", store, json.dumps(record), kept))

    def db_load(self, store, ok, failed):
        """Load every record of ``store``, then ``ok(state, out, records)`` or ``failed``."""
        self.effects.append(("db-load", store, ok, failed))

    def db_replace(self, storage, records, ok, failed):
        """An import: every store's records replaced by ``records``, then the localStorage parts
        ``storage`` (None removes), or nothing if the stores could not be; then ``ok`` or ``failed``."""
        self.effects.append(("db-replace", json.dumps(records), json.dumps(storage), ok, failed))

    def download(self, name, text):
        """Offer ``text`` as a file named ``name`` (the progress export)."""
        self.effects.append(("download", name, text))

    def reload(self):
        """Load the page again, once this event's effects are done (after an import)."""
        self.effects.append(("reload",))

    def focus(self, id_):
        """Move the focus to the element ``id_`` once drawn."""
        self.effects.append(("focus", id_))

    # -- reading, for the runner and the tests ------------------------------------------
    def of(self, name):
        """The effects named ``name``, in order."""
        return [e for e in self.effects if e[0] == name]

    @property
    def posts(self):
        """The requests posted, in order."""
        return [e[1] for e in self.of("post")]

    @property
    def cancels(self):
        """The ids cancelled, in order."""
        return [e[1] for e in self.of("cancel")]

    def timers(self):
        """``{name: ms}`` of the timers started (the last start of each)."""
        return {e[1]: e[2] for e in self.of("timer")}
