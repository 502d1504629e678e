"""The AIs in words a player understands: names, one-line summaries, settings.

Settings, ranges and defaults come from players.json, so a new setting shows up by itself.

>>> setting_words("minimax", "depth", "plies searched")[0]
'Moves ahead'
>>> setting_words("lines", "bias", "a new knob")
('Bias', 'A new knob.')
"""

#: family -> (name in menus, where it comes from, one line); the About paragraphs are
#: connect4.page.modes.about.abouttext's (the About card's bundle)
FAMILIES = {
    'random': (
        'Random',
        None,
        'Drops its disc in any column at random.'),
    'weights': (
        'Weights (Williams)',
        'Teddy Williams\' "How I built a Connect 4 AI" (verdantfox.com, 2022)',
        'Adds up, for each column, the wins and losses it finds a few moves ahead.'),
    'minimax': (
        'Minimax (Coleman et al.)',
        "Coleman et al.'s minimax with alpha-beta pruning and a weighted heuristic",
        'Looks a few moves ahead and rates positions by twos, threes and the centre.'),
    'threats': (
        'Threats (Cardenas et al.)',
        "Cardenas et al.'s alpha-beta with window scores and double threats",
        'Looks ahead and rates every four-cell window from its own side.'),
    'lines': (
        'Open lines (Gibson)',
        "Gibson's alpha-beta on open lines, with noise as the difficulty",
        'Looks ahead and counts the lines of four still open to each side.'),
    'mcts': (
        'Monte Carlo (2016 post)',
        'the 2016 post on Monte Carlo tree search for Connect 4',
        'Plays thousands of random games and picks the move that won most.'),
    'perfect': (
        'Perfect (solver)',
        "Pascal Pons' Connect 4 solver (not one of the five write-ups)",
        'Knows the exact result of every position and never errs.'),
}

#: "family.setting" (or just "setting" for every family) -> (label, one-line
#: explanation, how a value reads in a name: "%s moves ahead")
SETTINGS = {
    "weights.version": ("Version", "Which of the write-up's six versions it plays: 1 only wins or "
                                   "blocks at once, each later one improves on the one before.",
                        "version %s"),
    "weights.depth": ("Moves ahead", "How many moves (discs of either side) it counts ahead; "
                                     "deeper is stronger and slower. Version 1 ignores it.",
                      "%s moves ahead"),
    "depth": ("Moves ahead", "How many moves (discs of either side) it looks ahead; deeper is "
                             "stronger and slower.", "%s moves ahead"),
    "lines.depth": ("Depth", "How far it looks, as the write-up counts it: its own move, then "
                             "this many more. With this project's rules: this many moves in all.",
                    "depth %s"),
    "lines.noise": ("Randomness", "Random error added to every rating: 0 plays its best, "
                                  "higher blunders more (the write-up's difficulty).",
                    "randomness %s"),
    "minimax.noise": ("Randomness", "With this project's rules: random error added to its "
                                    "rating of each position it looks at, 0 plays its best "
                                    "(a three in a row is worth 50).", "randomness %s"),
    "minimax.centre": ("Centre", "With this project's rules: which central cells its rating "
                                 "rewards, from the second row up (raised) or from the bottom "
                                 "row (low, which opens in the centre).", "%s centre"),
    "slack": ("Slack", "With this project's rules: plays any move it rates within this much of "
                       "its best, so it varies its games; 0 always plays its best.",
              "slack %s"),
    "mcts.ms": ("Think time (ms)", "How long it simulates games for each move, in milliseconds; "
                                   "more is stronger.", "%s ms a move"),
    "mcts.playouts": ("Simulated games", "A fixed number of random games per move instead of "
                                         "a think time (0: use the think time).",
                      "%s games a move"),
    "perfect.tie": ("Among equal moves", "Which move it plays when several are equally good.",
                    "%s of equal moves"),
    "perfect.table": ("Memory", "How much it remembers of positions already solved; more "
                                "solves hard positions faster.", "%s memory"),
    # choices that tell the write-up's algorithm from this project's variants
    "rules": ("Rules", "The write-up's algorithm as its author describes it, or this "
                       "project's own variant of it.", "%s rules"),
    "minimax.prune": ("Pruning", "Alpha-beta pruning skips lines that cannot change the move; "
                                 "off searches them all (same move, slower: the write-up's "
                                 "timing comparison).", "pruning %s"),
    "threats.double": ("Double threats", "Adds this project's guess at the write-up's "
                                         "double-threat check to its rating (the write-up "
                                         "names the check without a formula).",
                       "double threats %s"),
    "threats.alpha": ("Pruning", "Where it narrows its search: inside its loop, as the "
                                 "write-up describes it, or after the loop, as its printed "
                                 "code does (no pruning: the same move, slower).",
                      "pruning %s the loop"),
    "threats.tie": ("Among equal moves", "Which column it plays when several score the same.",
                    "%s of equal moves"),
    "mcts.select": ("Moves to try", "How it picks the moves to simulate: at random (the post) "
                                    "or by the UCT rule, which tries promising moves more "
                                    "(the post's next step).", "%s selection"),
    "mcts.draws": ("A draw counts as", "A simulated draw counts as a loss (the post) or as "
                                       "half a win (its next step).", "draws as %s"),
    "mcts.tree": ("Between moves", "Keep what earlier simulations learnt for as long as it "
                                   "plays (the post, across games), for one game, or start "
                                   "afresh every move.", "%s"),
    "lines.wins": ("A four", "Ends the look-ahead, as the write-up says, or is looked past, "
                             "as its printed program does (a slip in its result keys).",
                   "fours: %s"),
    "mcts.pick": ("It plays", "The move with the best win rate (the post) or the one it "
                              "simulated most.", "plays %s"),
    "weights.rules": ("Rules", "Version 6 as the write-up's published code plays it, or this "
                               "project's earlier reading of the text.", "%s rules"),
}

#: "family.setting" (or "setting") -> {value: words} for values that are not plain numbers
VALUE_WORDS = {
    "perfect.tie": {0: "a random one", 1: "the most central"},
    "rules": {"text": "the write-up's", "project": "this project's",
              "initial": "the write-up's first"},
    "minimax.prune": {"on": "on", "off": "off"},
    "minimax.centre": {"raised": "raised", "low": "low"},
    "threats.tie": {"left": "the leftmost", "random": "a random one"},
    "threats.double": {"off": "off", "on": "on"},
    "threats.alpha": {"inside": "inside", "after": "after"},
    "mcts.select": {"random": "random", "uct": "UCT"},
    "mcts.draws": {"loss": "a loss", "half": "half a win"},
    "mcts.tree": {"keep": "keeps its tree", "game": "a new table each game",
                  "fresh": "a fresh tree each move"},
    "lines.wins": {"words": "end the search", "printed": "looked past (as printed)"},
    "mcts.pick": {"winrate": "the best win rate", "visits": "the most simulated"},
}


def family_words(name):
    """``(title, source or None, one line)`` of a family (one new in the registry: its name)."""
    words = FAMILIES.get(name)
    if words is None:
        return (name[:1].upper() + name[1:], None, "")
    return words


def sentence(text):
    """``text`` as a sentence: a capital, a full stop (``""`` for none)."""
    text = (text or "").strip()
    if not text:
        return ""
    text = text[:1].upper() + text[1:]
    return text if text.endswith(".") else text + "."


def setting_words(family, name, help_text=""):
    """``(label, one-line explanation)`` of a setting; falls back to its name and help."""
    words = SETTINGS.get(family + "." + name) or SETTINGS.get(name)
    if words is not None:
        return words[0], words[1]
    return (name[:1].upper() + name[1:].replace("_", " "), sentence(help_text))


def setting_phrase(family, name, value_text):
    """A setting's value in a few words for a name: ``"6 moves ahead"``, ``"bias 2"``."""
    words = SETTINGS.get(family + "." + name) or SETTINGS.get(name)
    if words is None:
        return "%s %s" % (name.replace("_", " "), value_text)
    phrase = words[2] % value_text
    if value_text == "1":
        phrase = phrase.replace(" moves ", " move ").replace(" games ", " game ")
    return phrase


def value_words(family, name, value):
    """Words for one value of a setting (``None`` when the number says it best)."""
    if family == "perfect" and name == "table" and isinstance(value, int):
        return _bytes_text(8 << value)
    words = VALUE_WORDS.get(family + "." + name) or VALUE_WORDS.get(name) or {}
    return words.get(value)


def _bytes_text(n):
    if n >= 1 << 30:
        return "%d GB" % (n >> 30)
    if n >= 1 << 20:
        return "%d MB" % (n >> 20)
    return "%d KB" % (n >> 10)


def format_value(v):
    """A setting value as a spec writes it: ``6``, ``2.5``, ``0`` (not ``0.0``)."""
    if isinstance(v, float) and v == int(v):
        return str(int(v))
    return str(v)


def range_text(family, setting):
    """``"1 to 8 (usually 4)"`` for a setting's plain data (from ``describe_players()``)."""
    low, high, default = setting.get("min"), setting.get("max"), setting.get("default")
    name = setting["name"]

    def show(v):
        w = value_words(family, name, v)
        return w if w is not None else format_value(v)

    choices = setting.get("choices")
    if not choices and isinstance(low, int) and isinstance(high, int) and high - low < 4 \
            and value_words(family, name, low) is not None:
        choices = list(range(low, high + 1))
    if choices:
        shown = [show(c) for c in choices]
        span = ", ".join(shown[:-1]) + " or " + shown[-1] if len(shown) > 1 else shown[0]
    elif low is not None and high is not None:
        span = "%s to %s" % (show(low), show(high))
    else:
        span = "any value"
    return "%s (usually %s)" % (span, show(default))
