"""Play a game in the terminal, against any AI (or watch two AIs).

Each side is ``human`` or a player spec (``minimax:depth=5``, see
``python -m connect4 players``).  At a human turn type a column 1-7, ``u`` to
undo (back to your previous turn), ``h`` for the solver's hint, ``q`` to quit.
"""

import sys

from connect4.board import COLOUR_NAMES, parse_position
from connect4.commands import fail
from connect4.errors import Connect4Error
from connect4.search_driver import drive

HUMAN = "human"


def add_arguments(parser):
    """Register the ``play`` options."""
    parser.add_argument("--red", default=HUMAN, help="human or a player spec (default: human)")
    parser.add_argument("--yellow", default="minimax", help="human or a player spec (default: minimax)")
    parser.add_argument("--pos", default="", help="start from this position (column notation)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the AI players")


def _make(spec, seed):
    if spec == HUMAN:
        return None
    from connect4.players.registry import make_player

    return make_player(spec, seed=seed)


def _hint(board, out):
    """Each column's exact result, printed as soon as it is known: columns
    the book or a win now settle come first (the other columns of an early
    position can take long), then the best columns."""
    from connect4.scores import describe_score
    from connect4.solver.hintdata import hint_solver

    print("hint: solving every column...", file=out, flush=True)
    def column_done(step):
        if "score" in step:
            print("  column %d: %s" % (step["column"] + 1, describe_score(step["score"], board.ply)),
                  file=out, flush=True)

    scores = drive(hint_solver()[0].analyze_steps(board), on_step=column_done)
    best = max(s for s in scores if s is not None)
    print("hint: best %s (%s)" % (", ".join(str(c + 1) for c, s in enumerate(scores) if s == best),
                                  describe_score(best, board.ply)), file=out)


def undo_to_human(board, players):
    """Take back the last move, then any AI moves, so a human is to move again.

    Stops early at the empty board (an AI that moves first will move again).
    """
    if board.moves:
        board.pop()
    while board.moves and players[board.turn] is not None:
        board.pop()


def _human_turn(board, players, inp, out):
    """Read commands until a move is played (True), an undo (True) or quit (False)."""
    while True:
        print("%s to move [1-7, u=undo, h=hint, q=quit]: " % COLOUR_NAMES[board.turn],
              end="", file=out, flush=True)
        line = inp.readline()
        if not line:
            return False
        cmd = line.strip().lower()
        if cmd in ("q", "quit"):
            return False
        if cmd in ("u", "undo"):
            if not board.moves:
                print("nothing to undo", file=out)
                continue
            undo_to_human(board, players)
            return True
        if cmd in ("h", "hint"):
            _hint(board, out)
            continue
        if len(cmd) == 1 and "1" <= cmd <= "7":
            col = int(cmd) - 1
            if board.can_play(col):
                board.play(col)
                return True
            print("column %s is full; choose another" % cmd, file=out)
            continue
        print("%r is not a column 1-7, u, h or q" % cmd, file=out)


def play_game(board, players, inp=sys.stdin, out=sys.stdout):
    """Play from ``board`` until the game ends or a human quits; return the result."""
    print(board, file=out)
    while not board.is_over():
        player = players[board.turn]
        if player is None:
            if not _human_turn(board, players, inp, out):
                print("game left at position %s" % (board.notation() or "(empty)"), file=out)
                return None
        else:
            result = player.choose(board)
            board.play(result.column)
            print("%s (%s) plays %d  [%.2fs, %d nodes]" % (
                COLOUR_NAMES[1 - board.turn], player.spec(), result.column + 1,
                result.time, result.nodes), file=out)
        print(board, file=out)
    outcome = board.result()
    print("Draw" if outcome == "draw" else "%s wins" % outcome.capitalize(), file=out)
    print("moves: %s" % board.notation(), file=out)
    return outcome


def run(args):
    """Play one game; exit status 2 on a bad position or player spec."""
    try:
        board = parse_position(args.pos)
        if board.is_over():
            return fail("position %r is already over: %s" % (args.pos, board.result()))
        players = (_make(args.red, args.seed), _make(args.yellow, args.seed + 1))
    except Connect4Error as exc:
        return fail(str(exc))
    play_game(board, players)
    return 0
