"""``play`` on another board or variant: a game in the terminal against the levels of that board.

Each side is ``human`` or a level (level1-level6, perfect; also 3, "Level 3",
casual).  The board is drawn with its column labels (1-9, 0 for the 10th);
a human types a column, in Pop Out ``p3`` to pop the bottom disc of column 3,
``u`` to undo, ``h`` for a hint (connect4.commands.variantanalyze's values),
``q`` to quit.  A move the rules refuse is answered with the game's message and
the game goes on.  The known result of the board and each level's label come
first (the strongest level says where it is not perfect).
"""

import sys
import time

from connect4.commands import fail
from connect4.commands.boardoptions import board_choice, refuse_7x6_options
from connect4.commands.terminal import (
    HINT,
    QUIT,
    UNDO,
    Terminal,
    ask_again,
    grid_lines,
    level_spec,
    paint,
    read_command,
    wants_colour,
)
from connect4.commands.variantanalyze import move_values, value_lines
from connect4.errors import Connect4Error, PlayerSpecError
from connect4.search_driver import drive
from connect4.variants.game import COLOUR_NAMES, RED, YELLOW, VariantGame
from connect4.variants.levels import level_label, level_number
from connect4.variants.notation import COLUMN_CHARS, move_column, move_text, parse_moves
from connect4.variants.players import make_variant_player

HUMAN = "human"
#: play's options that only the 7x6 game has.
SEVEN_BY_SIX = {"coach": ("--coach", "the coach judges moves with 7x6's solver and book")}


def render_variant(game, colour=False, names=("red", "yellow")) -> str:
    """The board as text: column labels above and below, ``[X]`` the last drop,
    ``*X*`` the winner's lines, a legend.

    >>> from connect4.variants.geometry import Geometry
    >>> print(render_variant(VariantGame.from_text(Geometry(10, 4), "00")))
      1  2  3  4  5  6  7  8  9  0
      .  .  .  .  .  .  .  .  .  .
      .  .  .  .  .  .  .  .  .  .
      .  .  .  .  .  .  .  .  . [O]
      .  .  .  .  .  .  .  .  .  X
      1  2  3  4  5  6  7  8  9  0
    X red   O yellow   [ ] last move: yellow in 0
    """
    g = game.geometry
    last = game.last_drop()
    wins = set(game.winning_cells())
    lines = grid_lines(g.width, g.height, game.cell, COLUMN_CHARS, wins, last, colour)
    legend = "%s %s   %s %s" % (paint("X", RED, colour), names[0], paint("O", YELLOW, colour), names[1])
    if game.moves:
        move = game.moves[-1]
        mover = COLOUR_NAMES[1 - game.turn]
        if move >= 0:
            legend += "   [ ] last move: %s in %s" % (mover, move_text(move))
        else:
            legend += "   last move: %s popped %s" % (mover, move_text(~move))
    if wins:
        legend += "   * * the line"
    lines.append(legend)
    return "\n".join(lines)


def variant_spec(text) -> str:
    """A level as typed (``"3"``, ``"Level 3 Casual"``, ``"casual"``, ``"perfect"``) as a spec.

    :raises PlayerSpecError: not a level (other boards have only the levels).

    >>> variant_spec("casual"), variant_spec("Level 7"), variant_spec("perfect")
    ('level3', 'perfect', 'perfect')
    """
    try:
        n = level_number(level_spec(text))
    except PlayerSpecError:
        raise PlayerSpecError("%r is not a level: other boards are played by human, level1-level6 "
                              "or perfect (the write-ups' AIs play 7x6 only: their texts build "
                              "them on 7x6 tables)" % str(text)[:30]) from None
    return "perfect" if n == 7 else "level%d" % n


def _keys(choice) -> str:
    w = choice.geometry.width
    cols = "1-%d" % w if w < 10 else "1-9, 0"
    if choice.popout:
        cols += ", %s to pop" % ("p1-p%d" % w if w < 10 else "p1-p9, p0")
    return "[%s, u=undo, h=hint, q=quit]" % cols


def _undo_to_human(game, players):
    """Take back the last move, then any AI moves, so that a human is to move again."""
    if game.moves:
        game.undo()
    while game.moves and players[game.turn] is not None:
        game.undo()


def _hint(game, term):
    term.say("hint: solving every move... (Ctrl-C stops)" if term.live else "hint:")
    values, exact = move_values(game)
    for line in value_lines(game, values, exact):
        term.say("  " + line)


def _human_turn(game, players, inp, term, keys):
    """Read commands until a move is played or undone (True) or the human quits (False)."""
    while True:
        cmd = read_command("%s to move %s: " % (term.names[game.turn], keys), inp, term)
        if cmd == QUIT:
            return False
        if cmd == UNDO:
            if not game.moves:
                term.say("nothing to undo")
                continue
            _undo_to_human(game, players)
            term.board(game)
            return True
        if cmd == HINT:
            try:
                _hint(game, term)
            except KeyboardInterrupt:
                term.say("\nhint stopped")
            continue
        try:
            moves = parse_moves(cmd, game.geometry, game.popout)
            if len(moves) != 1:
                term.say("type one move, e.g. %s" % ("3 or p3" if game.popout else "3"))
                continue
            game.play(moves[0])
        except Connect4Error as exc:
            term.say("%s; the game goes on" % exc)
            continue
        return True


def _ai_turn(game, player, term):
    """Let an AI move (True), or after Ctrl-C leave the game (False)."""
    name = term.names[game.turn]
    started = time.monotonic()
    try:
        result = drive(player.think(game),
                       on_step=lambda step: term.progress("%s is thinking..." % name, started))
    except KeyboardInterrupt:
        term.end_progress()
        term.say("\n%s's move stopped." % name)
        return False
    term.end_progress()
    game.play(result.column)
    verb = "pops" if result.column < 0 else "plays"
    term.say("%s %s %s  [%.2fs, %d nodes]" % (name, verb, move_text(move_column(result.column)),
                                              result.time, result.nodes))
    return True


def play_variant_game(game, players, inp, term, keys):
    """Play from ``game`` until it ends or a human leaves; the result or ``None``."""
    term.board(game)
    while not game.is_over():
        player = players[game.turn]
        if player is None:
            moved = _human_turn(game, players, inp, term, keys)
        else:
            moved = _ai_turn(game, player, term)
        if not moved:
            term.say("game left at position %s" % (game.text() or "(empty)"))
            return None
        if game.is_over() or players[game.turn] is None or all(p is not None for p in players):
            if game.moves:
                term.board(game)
    term.say(game.result_text())
    term.say("moves: %s" % game.text())
    return game.result()


def _side_names(specs, choice):
    if all(s == HUMAN for s in specs):
        return ("red", "yellow")
    return tuple("%s (%s)" % (colour, "you" if s == HUMAN else
                              level_label(s, choice.geometry, choice.popout))
                 for colour, s in zip(COLOUR_NAMES, specs))


def run(args, inp=sys.stdin, out=sys.stdout) -> int:
    """Play games on the chosen board until the player stops; exit status 2 on bad input."""
    try:
        choice = board_choice(args)
        refuse_7x6_options(args, SEVEN_BY_SIX)
        specs = [s if s == HUMAN else variant_spec(s) for s in (args.red, args.yellow)]
        start = VariantGame.from_text(choice.geometry, args.pos, choice.popout)
    except Connect4Error as exc:
        return fail(str(exc))
    if start.is_over():
        return fail("position %r is already over: %s" % (args.pos, start.result_text()))
    players = [None if s == HUMAN else make_variant_player(s, choice.geometry, choice.popout,
                                                           seed=args.seed + i)
               for i, s in enumerate(specs)]
    colour = {"always": True, "never": False}.get(args.colour)
    if colour is None:
        colour = wants_colour(out)
    keys = _keys(choice)
    while True:
        term = Terminal(out, colour, _side_names(specs, choice), render=render_variant)
        term.say("%s: %s vs %s" % ((choice.title,) + term.names))
        term.say(choice.known_line())
        game = VariantGame.from_text(choice.geometry, args.pos, choice.popout)
        if play_variant_game(game, players, inp, term, keys) is None:
            return 0
        again = ask_again(inp, out)
        if again is None:
            return 0
        if again == "swap":
            specs.reverse()
            players.reverse()
        for p in players:
            if p is not None:
                p.reset()
