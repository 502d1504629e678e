"""Puzzles: the solver-verified set, one puzzle, a game's mistakes, or a new set.

Without arguments, lists the set (id, goal, level, themes); --json prints it
as a JSON list of {"id", "position", "goal", "solution", "level", "themes",
"side"} (columns 1-based).  With ID, shows that puzzle's board and prompt
(--solution adds the line, --play solves it in the terminal).  --from-game
MOVES reviews a game with the solver and prints its mistakes and blunders
as puzzles: {"ply", "position", "side", "goal", "accept"}, ply 1-based (the
mistake's own), accept every column that keeps the goal.  --generate makes
the set again: the same --seed and --count give the same file byte for byte
(python3 -m connect4 puzzles --generate --seed 1 --count 1200 --jobs 3 writes
the shipped connect4/puzzles/puzzles.txt; --jobs shares the games among
processes and changes nothing in the file).
"""

import json
import sys
import time

from connect4.board import COLOUR_NAMES, Board, parse_position
from connect4.commands import fail
from connect4.commands.boardoptions import add_7x6_only_arguments, other_board_message
from connect4.errors import Connect4Error
from connect4.puzzles import generate, trainer
from connect4.puzzles.mistakes import game_mistakes
from connect4.puzzles.record import PuzzleError, data_path, find, load_set
from connect4.review.game import review_steps
from connect4.search_driver import drive
from connect4.solver.api import hint_solver

#: Why puzzles takes no other board.
PUZZLES_7X6 = "the puzzles are 7x6 positions, checked by 7x6's solver"


def add_arguments(parser):
    """Register the ``puzzles`` options."""
    parser.add_argument("id", nargs="?", metavar="ID", help="show this puzzle (1..N)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--solution", action="store_true", help="with ID: show the solution")
    parser.add_argument("--play", action="store_true", help="with ID: solve it in the terminal")
    parser.add_argument("--from-game", metavar="MOVES",
                        help="the mistakes and blunders of a game (column notation) as puzzles")
    parser.add_argument("--side", choices=("red", "yellow", "both"), default="both",
                        help="with --from-game: whose mistakes (default both)")
    parser.add_argument("--generate", action="store_true", help="make the set again")
    parser.add_argument("--seed", type=int, default=None, help="with --generate (default 1)")
    parser.add_argument("--count", type=int, default=None,
                        help="with --generate: how many puzzles (default 1200)")
    parser.add_argument("--min-ply", type=int, default=None, metavar="N",
                        help="with --generate: positions of at least N discs (default 16)")
    parser.add_argument("--jobs", type=int, default=1, metavar="N",
                        help="with --generate: processes (the same set for any N)")
    parser.add_argument("--out", metavar="FILE", default=None,
                        help="with --generate: where to write (default: the shipped file)")
    add_7x6_only_arguments(parser, PUZZLES_7X6)


def _generate(args) -> int:
    seed = generate.DEFAULT_SEED if args.seed is None else args.seed
    count = generate.DEFAULT_COUNT if args.count is None else args.count
    min_ply = generate.MIN_PLY if args.min_ply is None else args.min_ply
    if count < 1:
        return fail("--count must be at least 1")
    if not 0 <= min_ply < 42:
        return fail("--min-ply must be 0..41")
    solver, problem = hint_solver()
    if problem:
        print("note: %s (slower, the same set)" % problem, file=sys.stderr)
    start = time.perf_counter()

    def progress(games, found):
        print("games %d, puzzles %d, %.0f s" % (games, found, time.perf_counter() - start),
              file=sys.stderr, flush=True)

    text = generate.generate_text(solver, seed, count, progress, min_ply, max(1, args.jobs))
    out = args.out or data_path()
    with open(out, "w") as f:
        f.write(text)
    print("wrote %d puzzles (%d bytes) to %s" % (text.count("\n") - 1, len(text.encode()), out))
    return 0


def _from_game(args) -> int:
    try:
        board = parse_position(args.from_game)
    except Connect4Error as exc:
        return fail(str(exc))
    if not board.moves:
        return fail("the game has no moves: nothing to practise")
    solver, _ = hint_solver()
    records = drive(review_steps(board.moves, solver))
    sides = COLOUR_NAMES if args.side == "both" else (args.side,)
    found = game_mistakes(board.notation(), records, sides)
    if args.json:
        print(json.dumps(found))
    else:
        if not found:
            print("no mistakes: nothing to practise")
        for m in found:
            print("move %d: %s" % (m["ply"], trainer.practice_prompt(m)))
    return 0


def _show(puzzle, solution) -> None:
    print("puzzle %d (level %d%s)" % (puzzle.id, puzzle.level,
                                     ": " + ", ".join(puzzle.theme_names()) if puzzle.themes
                                     else ""))
    print(Board(puzzle.moves))
    print(trainer.prompt(puzzle))
    if solution:
        print("solution: %s" % trainer.solution_words(puzzle))


def _play(puzzle) -> int:
    state = trainer.Attempt(puzzle)
    print(Board(puzzle.moves))
    print(trainer.prompt(puzzle))
    while not state.solved:
        try:
            text = input("column (1-7, h hint, s solution, q quit): ").strip().lower()
        except EOFError:
            print()
            return 1
        if text == "q":
            return 1
        if text == "h":
            print("hint: column %d" % (state.hint() + 1))
            continue
        if text == "s":
            print("solution: %s" % trainer.solution_words(puzzle))
            return 1
        if len(text) != 1 or text not in "1234567":
            print("type a column 1-7")
            continue
        answer = state.move(int(text) - 1)
        print(answer["text"])
        if answer.get("reply") is not None:
            state.play_reply()  # the terminal plays the reply at once
            print(Board(state.moves()))
    return 0


def run(args) -> int:
    """List, show or play a puzzle, practise a game's mistakes, or make the set."""
    message = other_board_message(args, "puzzles", PUZZLES_7X6)
    if message:
        return fail(message)
    if args.generate:
        return _generate(args)
    if args.from_game is not None:
        return _from_game(args)
    try:
        puzzles = load_set()
        if args.id is None:
            if args.json:
                print(json.dumps([p.to_dict() for p in puzzles]))
            else:
                for p in puzzles:
                    print("%5d  %-4s  level %d  %s" % (p.id, p.goal, p.level,
                                                       ", ".join(p.theme_names())))
            return 0
        puzzle = find(puzzles, args.id)
    except PuzzleError as exc:
        return fail(str(exc))
    if args.json:
        print(json.dumps(puzzle.to_dict()))
        return 0
    if args.play:
        return _play(puzzle)
    _show(puzzle, args.solution)
    return 0
