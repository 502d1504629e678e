"""How sure a match's result is: the significance level, and the p-value in words.

The p-value is the command line's (:func:`connect4.arena.binomial_p_value`).

>>> verdict("Level 6", 0.0033)
'Level 6 is stronger, 1 chance in 300 that this is luck.'
>>> verdict("Level 6", 0.2)
'Not enough games to tell which is stronger: a lead this large comes by luck 1 time in 5.'
>>> verdict(None, 1.0)
'Not enough games to tell which is stronger.'
"""

#: A lead counts as real when its one-sided binomial p-value is at most this.
ALPHA = 0.05


def significant(p):
    """True if a lead with one-sided p-value ``p`` counts as real (``p <= ALPHA``)."""
    return p <= ALPHA


def one_in(p):
    """``1 / p`` rounded to two significant digits (at least 1), e.g. 0.0033 -> 300."""
    n = 1.0 / p
    if n < 10:
        return max(1, int(n + 0.5))
    scale = 1
    while n >= 100:
        n /= 10.0
        scale *= 10
    return int(n + 0.5) * scale


def chance_words(p):
    """``"1 chance in 300"`` for p = 0.0033, ``"1 chance in 260,000"`` for 3.8e-6;
    ``"less than 1 chance in a million"`` below 1e-6."""
    if p < 1e-6:
        return "less than 1 chance in a million"
    return "1 chance in " + _grouped(one_in(p))


def _grouped(n):
    """``260000`` -> ``"260,000"`` (by hand: MicroPython's format has no ``,``)."""
    text = str(n)
    out = []
    while len(text) > 3:
        out.insert(0, text[-3:])
        text = text[:-3]
    return ",".join([text] + out)


def verdict(leader, p):
    """The match's result in words: ``leader`` (its name, ``None`` on a tie) and its p-value."""
    if leader is None or p >= 1.0:
        return "Not enough games to tell which is stronger."
    if significant(p):
        return "%s is stronger, %s that this is luck." % (leader, chance_words(p))
    return ("Not enough games to tell which is stronger: a lead this large comes by luck "
            "1 time in %d." % one_in(p))
