"""Play a game in the terminal, against any AI (or watch two AIs).

Each side is human, a difficulty level (level3, "Level 3 Casual", 3 or
casual; see python -m connect4 ladder) or any player spec (minimax:depth=5,
see python -m connect4 players).  At your turn type a column 1-7, u to undo
(back to your previous turn), h for the solver's hint, q to quit.  With
--coach, a move that changes the exact result is stopped before the AI
answers, with the page's words: take back, show the best move, or play on
(connect4.commands.coachcli).  Ctrl-C
stops a hint or an AI's move, not the game.  Colour is used on a terminal
that shows it; NO_COLOR=1 turns it off.  --size 8x7, --variant five or
--variant popout play another board or variant against its levels
(connect4.commands.variantplay).
"""

import sys
import time

from connect4.board import COLOUR_NAMES, parse_position
from connect4.commands import fail
from connect4.commands.boardoptions import add_board_arguments, wants_variant
from connect4.commands.coachcli import TAKEN_BACK, TerminalCoach
from connect4.commands.terminal import (
    HINT,
    HINT_KEY,
    QUIT,
    UNDO,
    Terminal,
    ask_again,
    hint_summary,
    level_spec,
    player_name,
    read_command,
    wants_colour,
)
from connect4.errors import Connect4Error
from connect4.players.registry import make_player
from connect4.scores import WDL_WORDS, describe_score
from connect4.search_driver import drive
from connect4.solver.api import hint_solver

HUMAN = "human"
DEFAULT_OPPONENT = "level3"


def add_arguments(parser):
    """Register the ``play`` options."""
    parser.add_argument("--red", default=HUMAN, help="human, a level or a player spec (default: human)")
    parser.add_argument("--yellow", default=DEFAULT_OPPONENT,
                        help="human, a level or a player spec (default: level3, Level 3 Casual)")
    parser.add_argument("--pos", default="", help="start from this position (column notation)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the AI players")
    parser.add_argument("--coach", action="store_true",
                        help="stop after a move that changes the exact result, before the AI answers")
    parser.add_argument("--colour", "--color", choices=("auto", "always", "never"), default="auto",
                        help="colour the discs: auto (a terminal without NO_COLOR), always or never")
    add_board_arguments(parser)


def _make(spec, seed):
    if spec == HUMAN:
        return None
    return make_player(level_spec(spec), seed=seed)


def _hint(board, out):
    """Each column's exact result, printed as soon as it is known: columns
    the book or a win now settle come first (the other columns of an early
    position can take long), then the best columns."""
    print("hint: solving every column... (Ctrl-C stops)", file=out, flush=True)

    def column_done(step):
        if "score" in step:
            print("  column %d: %s" % (step["column"] + 1, describe_score(step["score"], board.ply)),
                  file=out, flush=True)
        elif "wdl" in step:
            print("  column %d: %s (how soon: still solving)"
                  % (step["column"] + 1, WDL_WORDS[step["wdl"]]), file=out, flush=True)

    scores = drive(hint_solver()[0].analyze_steps(board), on_step=column_done)
    print(hint_summary(scores, board.ply), file=out)
    print(HINT_KEY, file=out)


def undo_to_human(board, players):
    """Take back the last move, then any AI moves, so a human is to move again.

    Stops early at the empty board (an AI that moves first will move again).
    """
    if board.moves:
        board.pop()
    while board.moves and players[board.turn] is not None:
        board.pop()


def _human_turn(board, players, inp, term, coach=None):
    """Read commands until a move is played (True), an undo (True) or quit (False)."""
    while True:
        cmd = read_command("%s to move [1-7, u=undo, h=hint, q=quit]: " % term.names[board.turn],
                           inp, term)
        if cmd == QUIT:
            return False
        if cmd == UNDO:
            if not board.moves:
                term.say("nothing to undo")
                continue
            undo_to_human(board, players)
            term.board(board)
            return True
        if cmd == HINT:
            try:
                _hint(board, term.out)
            except KeyboardInterrupt:
                term.say("\nhint stopped")
            continue
        if len(cmd) == 1 and "1" <= cmd <= "7":
            col = int(cmd) - 1
            if board.can_play(col):
                board.play(col)
                if coach is not None and coach.after_move(board, inp, term) == TAKEN_BACK:
                    continue
                return True
            term.say("column %s is full; choose another" % cmd)
            continue
        term.say("%r is not a column 1-7, u, h or q" % cmd)


def _ai_turn(board, player, players, inp, term):
    """Let an AI move (True), or after Ctrl-C ask what to do (False = quit)."""
    name = term.names[board.turn]
    started = time.monotonic()
    try:
        result = drive(player.think(board),
                       on_step=lambda step: term.progress("%s is thinking..." % name, started))
    except KeyboardInterrupt:
        term.end_progress()
        term.say("\n%s's move stopped." % name)
        if all(p is not None for p in players):
            return False  # nobody to ask when two AIs play
        while True:
            print("Enter = let it move again, u = undo your move, q = quit: ", end="",
                  file=term.out, flush=True)
            try:
                line = inp.readline()
            except KeyboardInterrupt:
                return False
            cmd = line.strip().lower()
            if not line or cmd in ("q", "quit"):
                return False
            if cmd in ("u", "undo") and board.moves:
                undo_to_human(board, players)
                term.board(board)
                return True
            if not cmd:
                return True
    term.end_progress()
    board.play(result.column)
    term.say("%s plays %d  [%.2fs, %d nodes]" % (name, result.column + 1, result.time, result.nodes))
    return True


def play_game(board, players, inp=sys.stdin, out=sys.stdout, term=None, coach=None):
    """Play from ``board`` until the game ends or a human quits; return the result.
    ``coach``: a :class:`connect4.commands.coachcli.TerminalCoach` checks the human's moves.

    The board is drawn once a turn: before each human move, after each AI
    move when two AIs play, and at the end.
    """
    term = term or Terminal(out)
    term.board(board)
    while not board.is_over():
        player = players[board.turn]
        if player is None:
            if not _human_turn(board, players, inp, term, coach):
                term.say("game left at position %s" % (board.notation() or "(empty)"))
                return None
        elif not _ai_turn(board, player, players, inp, term):
            term.say("game left at position %s" % (board.notation() or "(empty)"))
            return None
        # Redraw only when the game ends or a human is next (one board a turn),
        # or after every move when two AIs play.
        if board.is_over() or players[board.turn] is None or all(p is not None for p in players):
            if board.moves:
                term.board(board)
    outcome = board.result()
    if outcome == "draw":
        term.say("Draw")
    else:
        winner = term.names[COLOUR_NAMES.index(outcome)]
        term.say("%s wins%s" % (outcome.capitalize(), "" if winner == outcome else " (%s)" % winner))
    term.say("moves: %s" % board.notation())
    if coach is not None:
        coach.summary(board, term)
    return outcome


def _side_names(specs):
    if all(s == HUMAN for s in specs):
        return ("red", "yellow")
    return tuple("%s (%s)" % (colour, "you" if s == HUMAN else player_name(level_spec(s)))
                 for colour, s in zip(COLOUR_NAMES, specs))


def run(args, inp=sys.stdin, out=sys.stdout):
    """Play games until the player stops; exit status 2 on a bad position or player spec."""
    if wants_variant(args):
        # another board: its own loop (connect4.variants); 7x6 loads none of it
        from connect4.commands import variantplay
        return variantplay.run(args, inp, out)
    specs = [args.red, args.yellow]
    try:
        start = parse_position(args.pos)
        if start.is_over():
            return fail("position %r is already over: %s" % (args.pos, start.result()))
        players = [_make(specs[0], args.seed), _make(specs[1], args.seed + 1)]
    except Connect4Error as exc:
        return fail(str(exc))
    colour = {"always": True, "never": False}.get(args.colour)
    if colour is None:
        colour = wants_colour(out)
    # the coach judges a human's moves against an AI
    coach = TerminalCoach() if args.coach and specs.count(HUMAN) == 1 else None
    while True:
        term = Terminal(out, colour, _side_names(specs))
        term.say("%s vs %s" % term.names)
        if coach is not None:
            coach.new_game()
        outcome = play_game(start.copy(), players, inp, out, term, coach)
        if outcome is None:
            return 0
        choice = ask_again(inp, out)
        if choice is None:
            return 0
        if choice == "swap":
            specs.reverse()
            players.reverse()
        for p in players:
            if p is not None:
                p.reset()
