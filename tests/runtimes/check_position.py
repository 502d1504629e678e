# Runs under MicroPython (tests/runtimes/run.mjs) and CPython: the threats and the grid
# reconstruction print the same lines in both; the last line is the time per threats call.
import time

from connect4.board import Board
from connect4.position.grid import GridError, grid_of, grid_text, parse_grid
from connect4.position.reconstruct import moves_to_grid
from connect4.position.threats import threat_key, threats_of

seed = 34


def rand(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return (seed >> 8) % n


boards = []
for _ in range(200):
    b = Board()
    stop = rand(43)
    while b.ply < stop and not b.is_over():
        moves = b.legal_moves()
        b.push(moves[rand(len(moves))])
    boards.append(b)

for b in boards[:40]:
    t = threats_of(b.current, b.mask, b.ply)
    print(b.notation(), " ".join(t["red"]), "|", " ".join(t["yellow"]), "|", threat_key(t))

worst = 0
for b in boards:
    grid = grid_of(b.current, b.mask, b.ply)
    start = time.ticks_ms() if hasattr(time, "ticks_ms") else int(time.time() * 1000)
    moves = moves_to_grid(*parse_grid(grid_text(*grid)))
    end = time.ticks_ms() if hasattr(time, "ticks_ms") else int(time.time() * 1000)
    worst = max(worst, end - start)
    again = Board(moves)
    assert grid_of(again.current, again.mask, again.ply) == grid, b.notation()
print("round trips", len(boards))

for text in ("X......\n" * 6, ".......\n" * 5 + "XXX...."):
    try:
        moves_to_grid(*parse_grid(text))
    except GridError as exc:
        print("refused:", exc)

# the page's modules of the mode
from connect4.page.modes.position import bestline, setupgrid, threatmarks  # noqa: E402

print(threatmarks.marks("445566"), threatmarks.key_line("4545454"))
editor = setupgrid.Editor()
editor.start_from(boards[5])
editor.cycle(0, 5)
print(editor.text().replace("\n", "/"), editor.play_from_here(), editor.problem)
line = bestline.LineView()
line.request(1, "4453", [1, 2, None])
line.answer(1, {"pos": "4453", "line": [4, 4, 3]})
line.go(2)
print(line.shown().notation(), line.words())

start = time.time()
for b in boards:
    threats_of(b.current, b.mask, b.ply)
per_call = (time.time() - start) * 1000 / len(boards)
print("TIMES threats %.3f ms/position, worst reconstruction %d ms" % (per_call, worst))
