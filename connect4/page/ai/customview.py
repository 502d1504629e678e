"""The page's custom AIs and AI menus, and the About panel (DOM only)."""


from connect4.page.ai import custom
from connect4.page.dom import el, make

CUSTOM = "custom"
#: The family a new custom AI starts with (the write-ups' classic).
FIRST_FAMILY = "minimax"


class Names:
    """The names the page shows for players (levels by label, custom AIs in words), with a
    dict-like ``get`` for the controller's texts."""

    def __init__(self, levels, players):
        self.players = players
        self.fixed = {"human": "Human"}
        for lv in levels:
            self.fixed["level%d" % lv["level"]] = "Level %d · %s" % (lv["level"], lv["label"])

    def get(self, who, default=None):
        if who in self.fixed:
            return self.fixed[who]
        if custom.is_custom(who) and self.players:
            return custom.custom_name(who, self.players)
        return default if default is not None else who

    def __getitem__(self, who):
        return self.get(who)

    def __contains__(self, who):
        return who in self.fixed


# -- one custom AI's controls --------------------------------------------------------
class Chooser:
    """Family and settings controls for one custom AI: ``on_change(spec)`` on each valid change;
    a bad value is said next to the controls and changes nothing."""

    def __init__(self, box, players, prefix, events, on_change):
        self.box = box
        self.players = players
        self.prefix = prefix
        self.events = events
        self.on_change = on_change
        self.families = custom.families(players)
        self.family = None
        self.values = {}
        box.classList.add("custom")
        row = make("div", "custom-row", parent=box)
        label = make("label", None, "AI", row)
        label.setAttribute("for", prefix + "-family")
        self.select = make("select", "custom-family", parent=row)
        self.select.id = prefix + "-family"
        for fam in self.families:
            opt = make("option", None, fam.title, self.select)
            opt.value = fam.name
        events.on(self.select, "change", self._on_family)
        self.summary = make("p", "custom-summary muted", "", box)
        self.settings = make("div", "custom-settings", parent=box)
        self.error = make("p", "custom-error", "", box, attrs={"role": "alert"})
        self.error.hidden = True
        self.set_spec(FIRST_FAMILY)

    def spec(self):
        """The spec the controls describe."""
        return custom.custom_spec(self.family, self.values)

    def set_spec(self, spec):
        """Show ``spec``'s family and settings (a bad spec shows the first family)."""
        try:
            fam, values = custom.parse_custom(spec, self.players)
        except ValueError:
            fam, values = (custom.family_named(self.players, FIRST_FAMILY)
                           or self.families[0]), {}
        if self.family is not None and fam.name == self.family.name and values == self.values:
            return
        self.family = fam
        self.values = values
        self.select.value = fam.name
        self._draw_settings()

    def _draw_settings(self):
        fam = self.family
        self.summary.textContent = fam.summary
        self.settings.replaceChildren()
        self.error.hidden = True
        if not fam.settings:
            make("p", "muted", "It has no settings.", self.settings)
        for s in fam.settings:
            field_id = "%s-%s" % (self.prefix, s.name)
            wrap = make("div", "custom-setting", parent=self.settings)
            label = make("label", None, s.label, wrap)
            label.setAttribute("for", field_id)
            value = self.values.get(s.name, s.default)
            if s.options is not None:
                ctl = make("select", None, parent=wrap)
                for v, text in s.options:
                    opt = make("option", None, text, ctl)
                    opt.value = str(v)
                ctl.value = str(value)
            else:
                ctl = make("input", None, parent=wrap)
                ctl.type = "number"
                ctl.min = custom.format_value(s.low)
                ctl.max = custom.format_value(s.high)
                ctl.step = s.step()
                ctl.value = custom.format_value(value)
                ctl.setAttribute("inputmode", "numeric" if s.kind == "int" else "decimal")
            ctl.id = field_id
            ctl.setAttribute("data-setting", s.name)
            help_id = field_id + "-help"
            ctl.setAttribute("aria-describedby", help_id)
            explain = make("small", "custom-help", s.explanation, wrap)
            explain.id = help_id
            self.events.on(ctl, "change", self._on_setting)

    def _on_family(self, ev):
        fam = custom.family_named(self.players, str(self.select.value))
        if fam is None:
            return
        self.family = fam
        self.values = {}
        self._draw_settings()
        self.on_change(self.spec())

    def _on_setting(self, ev):
        ctl = ev.currentTarget
        name = str(ctl.getAttribute("data-setting"))
        control = self.family.setting(name)
        if control is None or not self.settings.contains(ctl):
            return  # a field of the family shown before (its change fires on blur)
        try:
            value = control.parse(str(ctl.value))
        except ValueError as e:
            ctl.setAttribute("aria-invalid", "true")
            self.error.textContent = str(e)
            self.error.hidden = False
            return
        ctl.removeAttribute("aria-invalid")
        self.error.hidden = True
        self.values[name] = value
        self.on_change(self.spec())



def add_custom_option(select):
    """The player menus' last entries: the current (or last) custom AI, by its
    name, and "Custom AI…" to choose one."""
    current = make("option", None, "", select, attrs={"data-custom": "current"})
    current.hidden = True
    opt = make("option", None, "Custom AI…", select)
    opt.value = CUSTOM


def sync_menu(select, who, names):
    """Make a player menu show ``who``; a custom AI takes the custom entry."""
    if custom.is_custom(who):
        opt = select.querySelector("option[data-custom=current]")
        if opt is not None and str(opt.value) != who:
            opt.value = who
            opt.textContent = names.get(who)
            opt.hidden = False
    if str(select.value) != who:
        select.value = who


# -- the players' custom AIs -----------------------------------------------------------
class CustomPlayers:
    """A chooser under each colour's menu while that colour is a custom AI."""

    def __init__(self, players, events, set_player):
        self.players = players
        self.events = events
        self.set_player = set_player
        self.choosers = [None, None]
        self.boxes = [None, None]

    def _chooser(self, colour):
        if self.choosers[colour] is None:
            key = ("red", "yellow")[colour]
            row = el(key + "-player").parentElement
            box = make("div")
            box.id = key + "-custom"
            row.after(box)
            self.boxes[colour] = box
            self.choosers[colour] = Chooser(
                box, self.players, key + "-custom", self.events,
                lambda spec: self.set_player(colour, spec))
        return self.choosers[colour]

    def chosen(self, colour, current):
        """The spec to play when a menu switches to "custom"."""
        ch = self._chooser(colour)
        if custom.is_custom(current):
            ch.set_spec(current)
        return ch.spec()

    def render(self, colour, who):
        """Show the chooser for ``who`` if it is a custom AI, else hide it."""
        if not custom.is_custom(who) or not self.players:
            if self.boxes[colour] is not None:
                self.boxes[colour].hidden = True
            return
        ch = self._chooser(colour)
        ch.set_spec(who)
        self.boxes[colour].hidden = False


# -- a player menu of its own (the match panel's AIs) ------------------------------------
class Side:
    """One AI of a match: a menu of levels and "custom", and a chooser."""

    def __init__(self, parent, key, title, levels, players, names, events, default):
        self.key = key
        self.players = players
        self.names = names
        row = make("div", "player-row", parent=parent)
        label = make("label", None, title, row)
        label.setAttribute("for", "match-" + key)
        self.select = make("select", None, parent=row)
        self.select.id = "match-" + key
        for lv in levels:
            opt = make("option", None, names.get("level%d" % lv["level"]), self.select)
            opt.value = "level%d" % lv["level"]
        add_custom_option(self.select)
        sync_menu(self.select, default, names)
        # a fieldset: its disabled (connect4.page.kernel.controls, while a match runs) is every
        # custom setting's inside it
        self.box = make("fieldset", "match-custom", parent=parent)
        self.box.id = "match-%s-custom" % key
        self.box.hidden = True
        self.chooser = None
        events.on(self.select, "change", self._on_menu)
        self.events = events

    def _on_menu(self, ev):
        value = str(self.select.value)
        if custom.is_custom(value) or value == CUSTOM:
            if self.chooser is None:
                self.chooser = Chooser(self.box, self.players, "match-" + self.key + "-custom",
                                       self.events, self._on_chooser)
            if value != CUSTOM:
                self.chooser.set_spec(value)
            self._on_chooser(self.chooser.spec())
        self.box.hidden = not custom.is_custom(str(self.select.value))

    def _on_chooser(self, spec):
        sync_menu(self.select, spec, self.names)

    def spec(self):
        return str(self.select.value)

    def set_spec(self, spec):
        sync_menu(self.select, spec, self.names)
        self._on_menu(None)

