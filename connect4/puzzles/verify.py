"""Every rule of a puzzle checked again with the project's solver (CPython).

For each step of the solution: the stored scores are the solver's exact
scores of the seven columns, the solver's move is the only column keeping
the goal, the reply keeps the opponent's exact score (the best defence);
the line stops where it should (the game ends, or the next position has
more than one column keeping the goal, or the board's last cell); the
themes are those the position gives.  The tests run it on a fixed sample,
tests/benchmarks/bench_puzzles.py on the whole set.
"""

from connect4.bitboard import CELLS, canonical_key, is_winning_move
from connect4.board import Board
from connect4.puzzles.generate import MAX_STEPS, best_reply, goal_of, keeping
from connect4.puzzles.themes import compute_themes


def check(puzzle, solver) -> list:
    """The rules a puzzle breaks, in words; ``[]`` when it is sound."""
    problems = []
    board = Board(puzzle.moves)
    line = puzzle.solution
    if len(line) % 2 != 1 or len(puzzle.scores) != (len(line) + 1) // 2:
        return ["the solution does not begin and end with the solver's move"]
    if len(puzzle.scores) > MAX_STEPS:
        problems.append("more than %d steps" % MAX_STEPS)
    for k in range(len(puzzle.scores)):
        scores = solver.analyze(board)
        if scores != puzzle.scores[k]:
            problems.append("step %d: stored scores %s, solver %s" % (k + 1, puzzle.scores[k], scores))
        if goal_of(scores) != puzzle.goal:
            problems.append("step %d: the goal is %s, not %s" % (k + 1, goal_of(scores), puzzle.goal))
        keep = keeping(scores, puzzle.goal)
        if keep != [line[2 * k]]:
            problems.append("step %d: columns %s keep the goal, the solution plays %d"
                            % (k + 1, [c + 1 for c in keep], line[2 * k] + 1))
        won = is_winning_move(board.current, board.mask, line[2 * k])
        board.play(line[2 * k])
        if 2 * k + 1 == len(line):
            break
        if won or board.ply >= CELLS - 1:
            problems.append("step %d: the line goes on after the game ends" % (k + 1))
            break
        replies = solver.analyze(board)
        best = max(s for s in replies if s is not None)
        if replies[line[2 * k + 1]] != best:
            problems.append("step %d: the reply %d is not the best defence"
                            % (k + 1, line[2 * k + 1] + 1))
        board.play(line[2 * k + 1])
    # the line stopped: the game ended, or the next step has several keeping columns
    if not board.is_over() and board.ply < CELLS - 1:
        board.play(best_reply(solver.analyze(board)))
        if not board.is_over() and len(keeping(solver.analyze(board), puzzle.goal)) == 1:
            problems.append("the line stops before another only move")
    themes = compute_themes(puzzle.moves, line, puzzle.goal,
                            max(s for s in puzzle.scores[0] if s is not None))
    if themes != puzzle.themes:
        problems.append("themes %r, computed %r" % (puzzle.themes, themes))
    return problems


def duplicates(puzzles) -> list:
    """Pairs of ids whose positions are the same or mirror images."""
    seen = {}
    out = []
    for p in puzzles:
        b = Board(p.moves)
        key = canonical_key(b.current, b.mask)
        if key in seen:
            out.append((seen[key], p.id))
        seen[key] = p.id
    return out
