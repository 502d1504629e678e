# Runs under MicroPython (tests/runtimes/run.mjs): the main thread's rules must behave
# exactly as in CPython.  Prints "OK <figures>" at the end; any failure raises.
from connect4 import bitboard as bb
from connect4.board import RED, YELLOW, parse_position
from connect4.errors import GameOverError, IllegalMoveError, NotationError
from connect4.notation import moves_name, parse_moves
from connect4.scores import describe_score

assert bb.perft(0, 0, 5) == 16807, "perft 5"
assert len(bb.LINES) == 69

b = parse_position("4453")
assert b.notation() == "4453" and b.turn == RED
assert moves_name(parse_moves("4453")) == "4453"

w = parse_position("12233434474")
assert w.winner() == RED
assert w.winning_cells() == [(0, 0), (1, 1), (2, 2), (3, 3)], w.winning_cells()
assert parse_position("17271727").winner() == YELLOW
assert parse_position("1234").canonical_key() == parse_position("7654").canonical_key()
assert parse_position("112233").is_winning_move(3)

errors = 0
for bad, cls in (("44x3", NotationError), ("4444444", IllegalMoveError),
                 ("12121215", GameOverError), ("1" * 43, NotationError)):
    try:
        parse_position(bad)
    except cls as exc:
        assert repr(bad[:60]) in str(exc) or "..." in str(exc), str(exc)
        errors += 1
assert errors == 4

full = parse_position("444444")
try:
    full.play(3)
except IllegalMoveError:
    pass
assert full.notation() == "444444"
full.play(0)
assert full.pop() == 0

draw = parse_position("121212343434565656712121234343456565677777")
assert draw.is_draw() and draw.result() == "draw"
assert describe_score(18, 6) == "win in 1"
print("OK perft5=%d" % bb.perft(0, 0, 5))
