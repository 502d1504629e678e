"""The page's sentences and labels that depend on the game's state: plain values in, text out."""

from connect4.scores import WDL_WORDS, describe_score

COLOURS = ("Red", "Yellow")

STORAGE_REFUSED = ("This browser does not let the game keep data here, so "
                   "your score and game last for this visit only.")


#: The status while the AI's move waits for the full engine (the line under it: its download).
WAITING_FULL = "The AI's move waits for the full engine…"


def ai_status(ready, thinking, error, waits_for_full=False):
    """``(text, class)`` of the AI status line ("thinking" would be untrue while the full
    engine loads: ``waits_for_full``).

    >>> ai_status(True, True, None, True)[0]
    "The AI's move waits for the full engine…"
    """
    if thinking and waits_for_full:
        return WAITING_FULL, "ai-status" + (" ready" if ready else "")
    if ready:
        return ("AI thinking…" if thinking else "AI ready."), "ai-status ready"
    if error:
        return error + " You can still play human against human.", "ai-status error"
    return "AI starting… (humans can play already)", "ai-status"


def waiting_for_ai(colour, name):
    """The turn line while an AI is to move but the worker is not ready (not "thinking" yet)."""
    return "%s (%s) moves once the AI is ready" % (COLOURS[colour], name)


def hint_note(scores, pending, best, ai_ready, book_problem, wdl=None, engine=None):
    """The sentence under the hint row (``scores`` None: nothing solved yet; ``wdl``: the pending
    columns' results; ``engine``: ``(loaded, total)`` while it loads, or why it could not start)."""
    if scores is None and isinstance(engine, tuple):
        return "Solving every column exactly once the full engine has loaded…"
    if isinstance(engine, str) and (scores is None or pending):
        return "No hints: %s" % (engine,)
    if scores is None:
        return ("Solving every column exactly… (the AI is starting)"
                if not ai_ready else "Solving every column exactly…")
    if pending and wdl and all(wdl[c] is not None for c in pending):
        return ("Win, draw or loss of every column; solving how many moves each "
                "takes… (%d to go)" % len(pending))
    if pending:
        # the book's score tells which solved column is best before the rest are
        found = best is not None and any(
            scores[c] == best for c in range(7) if c not in pending)
        if found:
            return ("Highlighted: a best move, from the opening book. Solving the other "
                    "columns exactly… (%d to go)" % len(pending))
        return "Solving every column exactly… (%d to go)" % len(pending)
    if book_problem:
        return "Hints work without the opening book, more slowly: %s" % (book_problem,)
    known = [s for s in scores if s is not None]
    if known and max(known) < 0:
        return all_lose_note(min(known) == max(known))
    return "Perfect play: the highlighted columns are best."


def hint_cell(col, score, ply, best, pending, wdl=None):
    """How one column's hint is shown: ``(class, word, moves, aria_label)``; two short lines
    ("win" over "in 4") fit a phone's columns, and a pending column's known result shows over "…"."""
    if pending and wdl is not None:
        kind = WDL_WORDS[wdl]
        return ("hint %s pending" % kind, kind, "…",
                "Column %d: %s, exact distance being solved" % (col + 1, kind))
    if pending:
        return "hint pending", "…", "", "Column %d: being solved" % (col + 1)
    if score is None:
        return "hint full", "full", "", "Column %d: full" % (col + 1)
    words = describe_score(score, ply)
    kind = "win" if score > 0 else ("loss" if score < 0 else "draw")
    head, sep, tail = words.partition(" in ")
    return ("hint " + kind + (" best" if score == best else ""), head,
            ("in " + tail) if sep else "", "Column %d: %s" % (col + 1, words))


def player_changed(colour, name):
    return "%s is now played by %s." % (COLOURS[colour], name)


def ai_move_failed(name, error):
    return "The AI (%s) could not move: %s" % (name, error)


def hints_failed(error):
    return "Hints failed: %s" % (error,)


def link_copied(ok):
    return "Link to this position %s, and shown below the buttons." % (
        "copied" if ok else "not copied (the browser refused)")


def move_label(ply, col):
    """The move list's accessible label, in pairs as chess scores number them.

    >>> move_label(0, 3), move_label(3, 6)
    ('1. Red 4', '2. Yellow 7')
    """
    return "%d. %s %d" % (ply // 2 + 1, COLOURS[ply % 2], col + 1)


def column_label(col, discs):
    """A column button's accessible name from its discs, bottom first (0 red, 1 yellow).

    >>> column_label(3, [0, 1, 0])
    'Column 4: red, yellow, red; 3 free'
    >>> column_label(0, []), column_label(6, [1] * 6)[-6:]
    ('Column 1: empty', '; full')
    """
    if not discs:
        return "Column %d: empty" % (col + 1)
    free = 6 - len(discs)
    return "Column %d: %s; %s" % (col + 1, ", ".join([COLOURS[d].lower() for d in discs]),
                                  "%d free" % free if free else "full")


def spelled_code(notation):
    """The position code for a screen reader: digits apart, so it is not one long number.

    >>> spelled_code("4453"), spelled_code("")
    ('Position code: 4 4 5 3', 'Position code: empty board')
    """
    return "Position code: " + (" ".join(notation) if notation else "empty board")


#: The move list's legend: how the colours' moves differ, and a winning four's star.
MOVES_KEY = ("Red moves have a ring, yellow moves a dot, as on the board; "
             "the discs of a winning four carry a star.")

#: What a hint's number counts (the page and the terminal), said once under the hints.
HINT_KEY = ("win in N: your N-th move from now wins, whatever they do; "
            "loss in N: their N-th move can win, however you play")

def hint_key_line():
    """The hint key as the page's sentence under the hints."""
    return HINT_KEY[0].upper() + HINT_KEY[1:] + "."


#: Said when every column loses (the page and the terminal).
EVERY_MOVE_LOSES = "every move loses"


def all_lose_note(all_equal=False):
    """The hint note when every column loses (``all_equal``: all as soon)."""
    if all_equal:
        return "Perfect play: %s, all equally fast." % EVERY_MOVE_LOSES
    return "Perfect play: %s; the highlighted one lasts longest." % EVERY_MOVE_LOSES


def unrated_games(count):
    """The games against a level the rating left out, in a sentence."""
    return "%d game%s with a take-back, a hint or from a link not rated." % (
        count, "" if count == 1 else "s")


def tally_empty(opponent_name):
    """The score card's line before the first finished game (``None``: no AI opponent)."""
    if opponent_name is None:
        return "Play a human against an AI to start a score."
    return "Your games against %s are counted here once they end." % opponent_name


def new_game_label(resigns):
    """``(text, description)`` of the New game button; resigning is said on it."""
    if resigns:
        return "New game (resign)", "Starting again now counts as a loss."
    return "New game", ""


def ai_card_empty(game):
    """"What the AI did" with no move of the AI's on the board: a game opened at a position says
    so, and discs of the AI's colour played before it took over are not its moves.

    >>> from connect4.board import parse_position
    >>> from connect4.page.modes.game.game import Game
    >>> g = Game()
    >>> g.set_player(1, "level4")
    >>> ai_card_empty(g)
    'The AI has not moved yet in this game.'
    >>> g.load_position(parse_position("4444443333332222"))
    >>> ai_card_empty(g)
    'This game was opened at a position of 16 discs (8 of them yellow); the AI has not moved since.'
    """
    ply, opened = game.board.ply, game.opened_at()
    ai = [c for c in (0, 1) if c not in game.human_colours()]
    if opened > 0 and ply > 0:
        theirs = " (%d of them %s)" % ((opened + 1 - ai[0]) // 2, COLOURS[ai[0]].lower()) if len(
            ai) == 1 else ""
        return "This game was opened at a position of %d disc%s%s; the AI has not moved since." % (
            opened, "" if opened == 1 else "s", theirs)
    if any((ply + 1 - c) // 2 for c in ai):  # its colour has discs it did not play
        return ("The AI has not moved yet in this game: the discs of its colour were played "
                "before it took over.")
    return "The AI has not moved yet in this game."


def copy_button(copied):
    """The Copy link button: "Link copied" only while the link shown is the copied one."""
    return "Link copied" if copied else "Copy link"

#: The compact embed's menu button, closed and open.
MENU_LABELS = ("Menu", "Board")


# -- resigning asks first; the position box (connect4.page.modes.game.gamemode) --------


def resign_question(opponent):
    """The in-page question before "New game (resign)" counts a loss against ``opponent``."""
    return "Resign this game? It counts as a loss against %s." % opponent


def kept_playing():
    """Said when the player answered the question with Keep playing."""
    return "You play on: nothing was counted."


def code_opened(notation, status):
    """Said once a pasted position is on the board."""
    return "Position %s opened. %s." % (notation or "empty", status)



def practise_label(count: int, done: bool) -> str:
    """The review's "Practise your mistakes" button, with how many once judged.

    >>> practise_label(2, True), practise_label(0, False)
    ('Practise your mistakes (2)', 'Practise your mistakes')
    """
    return "Practise your mistakes (%d)" % count if done and count else "Practise your mistakes"


def practise_title(count: int, done: bool) -> str:
    """Why the button waits, or what it does."""
    if not done:
        return "Once every move is judged"
    if not count:
        return "No mistake of yours to practise in this game"
    return "Each mistake and blunder as a puzzle"
