"""The About these AIs card's words: each family's paragraph, its write-up, its settings explained."""

from connect4.page.ai.aitext import family_words, range_text, sentence, setting_words

#: family -> what it does: its About paragraph
ABOUT = {
    'random': (
        'Not from a write-up: the floor every other AI is measured against. It picks any column '
        'that is not full, at random.'),
    'weights': (
        'For every column it tries every way the game can go for a few moves and adds up the wins'
        ' found (plus) and the losses (minus), sooner ones weighing more from version 3 on; it '
        'plays the column with the best total. One version per section of the write-up: 1 only '
        'takes a win or blocks one, 2 counts every round alike, 3 weighs sooner rounds more, 4 '
        'sees through the stacked-column bait, 5 takes a win at once, plays the only move that '
        'does not lose and keeps its first two discs central, 6 breaks ties towards the centre '
        'and caps its depth until the centre column is full.'),
    'minimax': (
        'It looks a fixed number of moves ahead, assuming both sides play their best, and skips '
        'lines that cannot change its choice (alpha-beta pruning). Where it stops looking it '
        "rates the position by a weighted count of its own and the opponent's twos and threes and"
        ' of its discs in the middle of the board.'),
    'threats': (
        'The same kind of look-ahead as minimax, rating each position from its own side by every '
        "four-cell window (three of its own with a gap scores high, three of the opponent's low) "
        'and its discs in the centre column; a win or a loss counts the same however far ahead, '
        'so it sometimes plays a win later than it could.  Its double-threat check (two ways to '
        'win that the opponent cannot both block) is named by the write-up without a formula: '
        "this project's guess is a setting, off by default."),
    'lines': (
        'A look-ahead that rates a position by how many of the 69 possible lines of four are '
        'still open for it, minus those open for the opponent. Its difficulty knob is randomness:'
        ' a random error added to every rating makes it misjudge now and then.'),
    'mcts': (
        'Instead of rating positions it simulates games: from each move it plays random games to '
        'the end and prefers the moves that won most often. The UCT rule, which the post named as'
        ' its next step, tries the promising moves more often than the others. More simulated '
        'games make it stronger; a fixed number of them plays the same way every time, while a '
        'think time depends on the device.'),
    'perfect': (
        'An exact solver with an opening book: it works out the result of the position with '
        'perfect play on both sides and plays a move that keeps it. As red it always wins; any '
        'mistake of the opponent is punished.'),
}


def about_paragraphs(players):
    """``[(title, paragraph)]``: one per family of ``players`` (``describe_players()`` data),
    naming the write-up it comes from and what each of its settings does."""
    out = []
    for p in players:
        name = p["name"]
        title, source, _line = family_words(name)
        about = ABOUT.get(name, "")
        parts = []
        if source:
            parts.append("From %s." % source)
        parts.append(about or sentence(p.get("description", "")))
        settings = p.get("settings") or []
        if settings:
            bits = []
            for s in settings:
                label, explanation = setting_words(name, s["name"], s.get("help", ""))
                bits.append("%s, %s: %s" % (label, range_text(name, s), explanation))
            parts.append("Settings: " + " ".join(bits))
        else:
            parts.append("It has no settings.")
        out.append((title, " ".join(parts)))
    return out
