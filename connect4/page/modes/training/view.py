"""The Your training card: mistakes, repetition, themes, charts, a mix, export, import (DOM only).

``#training-card`` carries ``data-state``, ``data-mistakes`` and ``data-games`` for the tests.
"""

import asyncio

from connect4.page import dom
from connect4.page.dom import View, button, el, make, svg_tree
from connect4.page.modes.training import trainingmode, trainingrun
from connect4.puzzles.record import THEMES, TOP_LEVEL
from connect4.training import carry, dashboard


class TrainingView(View):
    """The card's body, built once; drawn from the state after every event."""

    def __init__(self, page):
        View.__init__(self, page, "static/training.css")
        self.card = el("training-card")
        body = el("training-body")
        body.replaceChildren()
        on, up = page.events.on, page.update
        self.status = make("p", "training-line", None, body)
        row = make("p", "training-buttons", None, body)
        on(button("Practise your mistakes", row, "training-mistakes", "primary"), "click",
           lambda ev: up(trainingmode.open_mistakes))
        label = make("label", "training-repeat", None, body)
        self.repeat = make("input", None, None, label)
        self.repeat.type = "checkbox"
        self.repeat.id = "training-repeat"
        make("span", None, " Repetition: bring back failed puzzles and mistakes", label)
        on(self.repeat, "change", lambda ev: up(trainingrun.toggle_repetition))
        self.schedule = make("p", "muted training-schedule", None, body)
        make("h3", None, "By theme", body)
        self.themes = make("table", "training-themes", None, body)
        self.themes.id = "training-themes"
        self.themes_note = make("p", "muted", None, body)
        make("h3", None, "Puzzle rating", body)
        self.rating = make("div", "training-chart", None, body)
        make("h3", None, "Your games' accuracy", body)
        self.accuracy = make("div", "training-chart", None, body)
        self._build_mix(body)
        make("h3", None, "Carry your progress", body)
        row = make("p", "training-buttons", None, body)
        on(button("Export", row, "training-export"), "click", lambda ev: up(trainingrun.export))
        self.file = make("input", "visually-hidden", None, row)
        self.file.type = "file"
        self.file.id = "training-file"
        self.file.accept = "application/json,.json"
        self.file.setAttribute("aria-label", "A progress file to import")
        on(button("Import…", row, "training-import"), "click", lambda ev: self.file.click())
        on(self.file, "change", self.on_file)
        self.alert = make("p", "training-alert", None, body, attrs={"role": "alert"})
        self.notice = make("p", "muted", None, body, attrs={"role": "status"})

    def _build_mix(self, body):
        make("h3", None, "A mix", body)
        box = make("fieldset", "training-mix", None, body)
        make("legend", None, "Themes (any of them) and levels", box)
        self.mix_boxes = []
        for letter, name in THEMES:
            label = make("label", None, None, box)
            c = make("input", None, None, label)
            c.type = "checkbox"
            c.value = letter
            make("span", None, " " + name, label)
            self.mix_boxes.append(c)
        self.mix_lo = self._level_select(box, "mix-lo", "from level", 1)
        self.mix_hi = self._level_select(box, "mix-hi", "to", TOP_LEVEL)
        start = button("Play the mix", box, "mix-start")
        self.page.events.on(start, "click", self.on_mix)
        self.mix_line = make("p", "muted", None, body)

    def _level_select(self, box, id_, words, chosen):
        label = make("label", None, words + " ", box)
        s = make("select", None, None, label)
        s.id = id_
        for n in range(1, TOP_LEVEL + 1):
            o = make("option", None, str(n), s)
            o.value = str(n)
        s.value = str(chosen)
        return s

    def on_mix(self, ev):
        letters = "".join(str(c.value) for c in self.mix_boxes if c.checked)
        self.page.update(trainingrun.choose_mix, letters, int(str(self.mix_lo.value)),
                         int(str(self.mix_hi.value)))

    def on_file(self, ev):
        files = self.file.files
        if files is None or not files.length:
            return
        asyncio.create_task(self._read(files.item(0)))

    async def _read(self, file):
        # the size first: a huge file is never read; the bytes must be UTF-8 (file.text()
        # put U+FFFD in place of bad bytes, and the file could pass)
        why = text = None
        try:
            if int(file.size) > carry.MAX_CHARS:
                why = carry.too_large()
            else:
                text = await dom.bridge.file_utf8(file)
                why = carry.NOT_UTF8 if text is None else None
        except Exception as e:  # an unreadable file (a JsException): said as a refusal
            why = "it could not be read: %s" % str(e)[:80]
        finally:
            self.file.value = ""  # the same file can be chosen again
        if why is not None:
            self.page.update(trainingrun.import_refused, why)
        else:
            self.page.update(trainingrun.import_text, str(text))

    # -- drawing -----------------------------------------------------------------------
    def render(self, animate=False):
        w = self.page.state.training.work
        if w is None:
            return
        ready = w.ready()
        self.card.setAttribute("data-state", "ready" if ready else "loading")
        self.notice.textContent = w.notice or ""  # an Export waiting for the records says so
        if not ready:
            self.status.textContent = "Loading your training…"
            return
        day = trainingrun.today(self.page.state)
        queue = w.queue(day)
        learnt = len([e for e in w.bank.entries() if e["done"]])
        self.card.setAttribute("data-mistakes", str(len(queue)))
        self.card.setAttribute("data-games", str(len(w.games)))
        self.status.textContent = "%d mistake%s to practise, %d learnt, from %d game%s." % (
            len(queue), "" if len(queue) == 1 else "s", learnt, len(w.games),
            "" if len(w.games) == 1 else "s")
        self.repeat.checked = w.schedule.on
        self.schedule.textContent = w.schedule.summary(day) if w.schedule.on else ""
        self.schedule.hidden = not w.schedule.on
        self.alert.textContent = w.alert or ""
        self.alert.hidden = not w.alert
        trainer = self.page.state.puzzles.trainer
        puzzles = trainer.puzzles if trainer is not None else None
        progress = trainer.progress if trainer is not None else None
        self._draw("themes", (len(w.bank), learnt, progress.solved_count() if progress else -1,
                              len(progress.missed) if progress else -1, puzzles is not None),
                   lambda: self._themes(w, progress, puzzles))
        self._draw("rating", tuple(map(tuple, progress.history)) if progress else None,
                   lambda: self._chart(self.rating, dashboard.chart_or_words(
                       "rating", dashboard.rating_points(progress.history)) if progress else None))
        self._draw("accuracy", tuple(g.get("id") for g in w.games if g.get("banked")),
                   lambda: self._chart(self.accuracy, dashboard.chart_or_words(
                       "accuracy", dashboard.accuracy_points(w.games))))
        if w.mix is not None and self.changed("mix", w.mix.param()):  # the chooser: the mix last played
            for c in self.mix_boxes:
                c.checked = str(c.value) in w.mix.themes
            self.mix_lo.value, self.mix_hi.value = str(w.mix.lo), str(w.mix.hi)
        self.mix_line.textContent = ("Your mix: %s · %s" % (w.mix.label(), w.mix.summary(
            puzzles, progress)) if w.mix is not None and puzzles is not None
            else (("Your mix: " + w.mix.label()) if w.mix is not None else ""))

    def _draw(self, name, key, fn):
        if self.changed(name, key):
            fn()

    def _chart(self, box, shown):
        box.replaceChildren()
        if shown is None:  # the puzzles' progress not in yet
            return
        tree, words = shown
        if tree is not None:
            box.appendChild(svg_tree(tree))
        else:  # no point yet: the sentence, not bare axes
            make("p", "muted training-empty", words, box)

    def _themes(self, w, progress, puzzles):
        t = self.themes
        t.replaceChildren()
        head = make("tr", None, None, make("thead", None, None, t))
        for words in ("Theme", "Solved", "Failed", "Mistakes", ""):
            make("th", None, words, head).setAttribute("scope", "col")
        body = make("tbody", None, None, t)
        rows = dashboard.themes_table(progress, puzzles, w.bank.entries()) if puzzles else [
            {"theme": letter, "name": name, "solved": None, "failed": None,
             "mistakes": len([e for e in w.bank.entries() if letter in e["themes"]])}
            for letter, name in THEMES]
        for row in rows:
            tr = make("tr", None, None, body)
            make("th", None, row["name"], tr).setAttribute("scope", "row")
            for k in ("solved", "failed", "mistakes"):
                make("td", None, "–" if row[k] is None else str(row[k]), tr)
            b = button("Practise", make("td", None, None, tr))
            b.setAttribute("aria-label", "Practise %s" % row["name"])
            self.page.events.on(b, "click", lambda ev, letter=row["theme"]: self.page.update(
                trainingrun.choose_mix, letter, 1, TOP_LEVEL))
        self.themes_note.textContent = ("" if puzzles else
                                        "Open the Puzzles once to count the set's puzzles by theme.")


view = TrainingView  # made once its bundle is in (static/main.py's build_view)
