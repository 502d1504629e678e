"""``analyze`` on another board or variant: each legal move's exact score, or the levels' heuristic values.

On the boards CPython solves within seconds (drops only:
connect4.variants.levels.COMMAND_LINE_EXACT_SIZES, the browser's exact boards
and 6x4 and 5x5, which take 4-6 s a move in the page's Pyodide) every legal move gets the exact
solver's score, in the 7x6 command's convention generalised to any size
(positive wins, 0 draws, negative loses, a larger magnitude sooner).  Elsewhere
(larger boards, five in a row on 9x6, Pop Out) each move gets the value of the
levels' heuristic search :data:`DEPTH` moves ahead, and a line says these are
not exact.  The size's known result, with its source, comes last.
"""

import json

from connect4.commands import fail
from connect4.commands.boardoptions import board_choice, refuse_7x6_options
from connect4.errors import Connect4Error
from connect4.search_driver import drive
from connect4.variants.game import COLOUR_NAMES, REPETITION, VariantGame
from connect4.variants.heuristic import WIN, Heuristic
from connect4.variants.levels import COMMAND_LINE_EXACT_SIZES, perfect_is_exact
from connect4.variants.notation import move_text
from connect4.variants.players import solve_moves
from connect4.variants.scorewords import score_words

#: The heuristic values' depth: level 6's (connect4.variants.players).
DEPTH = 6
#: analyze's options that read 7x6's tables or rules.
SEVEN_BY_SIX = {
    "grid": ("--grid", "a grid is read as 7x6's six rows"),
    "line": ("--line", "the best line is found by 7x6's solver"),
    "why": ("--why", "the explanations read 7x6's threats (Allis's rules)"),
    "no_book": ("--no-book", "the opening book is 7x6's only, and other boards never use it"),
    "no_hint_data": ("--no-hint-data", "the 12-disc database is 7x6's only, and other boards never "
                                       "use it"),
}


def heuristic_values(game, depth=DEPTH) -> dict:
    """``{move: value}`` of every legal move by the levels' search ``depth`` moves ahead
    (larger is better for the side to move; past ``WIN // 2``, a win found)."""
    search = Heuristic(game.geometry, game.popout)
    search.twice = game.twice_seen()  # Pop Out: a move making a position the third time draws
    return drive(search.root_steps(game.current, game.mask, depth))


def third_time(game) -> set:
    """The moves that make a position for the third time (Pop Out's draw), as the game rules it."""
    found = set()
    for move in game.legal_moves():
        game.play(move)
        if game.status == (None, REPETITION):
            found.add(move)
        game.undo()
    return found


def move_values(game):
    """``(values, exact)``: the exact scores where the solver finishes, else the heuristic values."""
    if perfect_is_exact(game.geometry, game.popout, COMMAND_LINE_EXACT_SIZES):
        scores = drive(solve_moves(game, sizes=COMMAND_LINE_EXACT_SIZES))
        if scores is not None:
            return scores, True
    return heuristic_values(game), False


def value_words(value, exact, game) -> str:
    """One move's value in words: an exact score's, or a heuristic value's."""
    if exact:
        return "%+d  %s" % (value, score_words(value, game.ply, game.geometry.cells))
    if value > WIN // 2:
        return "wins (found %d moves ahead)" % DEPTH
    if value < -(WIN // 2):
        return "loses (found %d moves ahead)" % DEPTH
    return "%+d" % value


def move_name(move) -> str:
    """``"column 4"`` or ``"pop 4 (p4)"``."""
    if move >= 0:
        return "column %s" % move_text(move)
    return "pop %s (%s)" % (move_text(~move), move_text(move))


def exact_note(game, exact) -> str:
    """The line that says what the values are."""
    if exact:
        return "exact scores (the solver's: positive wins, 0 draws, negative loses; larger is sooner)"
    why = ("Pop Out's positions repeat" if game.popout
           else "the exact solver finishes only small boards here")
    return ("not exact: the levels' heuristic values %d moves ahead (%s; larger is better for "
            "the side to move)" % (DEPTH, why))


def value_lines(game, values, exact) -> list:
    """The report's lines, one per column (then per pop), full columns said."""
    lines = [exact_note(game, exact)]
    repeats = third_time(game) if game.popout else set()

    def words(move):
        if move in repeats:
            return "draws (the same position for the third time)"
        return value_words(values[move], exact, game)
    for c in range(game.geometry.width):
        lines.append("%s: %s" % (move_name(c), words(c) if c in values else "full"))
    for move in sorted((m for m in values if m < 0), reverse=True):
        lines.append("%s: %s" % (move_name(move), words(move)))
    return lines


def run(args) -> int:
    """Print the position's analysis on its board; exit status 2 on bad input."""
    try:
        choice = board_choice(args)
        refuse_7x6_options(args, SEVEN_BY_SIX)
        if args.position is None:
            raise Connect4Error("give a position: moves such as 445 ('' for the empty board%s)"
                                % (", p4 a pop" if choice.popout else ""))
        game = VariantGame.from_text(choice.geometry, args.position, choice.popout)
    except Connect4Error as exc:
        return fail(str(exc))
    known = {"result": choice.known[0], "source": choice.known[1]}
    out = {"size": choice.geometry.name, "connect": choice.geometry.connect, "popout": choice.popout,
           "position": game.text(), "known_result": known}
    if game.is_over():
        out["result"] = game.result()
        if args.json:
            print(json.dumps(out))
            return 0
        print(game)
        print(game.result_text())
        print(choice.known_line())
        return 0
    values, exact = move_values(game)
    if args.json:
        out.update({"to_move": COLOUR_NAMES[game.turn], "exact": exact})
        out.update(json_scores(game, values))
        print(json.dumps(out))
        return 0
    print(game)
    print("%s, %s to move" % (choice.title, COLOUR_NAMES[game.turn]))
    for line in value_lines(game, values, exact):
        print(line)
    print(choice.known_line())
    return 0


def json_scores(game, values) -> dict:
    """``--json``'s scores in 7x6's shape: ``"scores"`` a list of one entry per column (None
    for a full one), and in Pop Out ``"pop_scores"`` the same for each column's pop (None
    where the bottom disc is not the mover's), so one script reads every board."""
    width = range(game.geometry.width)
    out = {"scores": [values.get(c) for c in width]}
    if game.popout:
        out["pop_scores"] = [values.get(~c) for c in width]
    return out
