"""The checker: the explained side plays by its plan, the other side attacks, the claim must hold.

The explained side's moves come only from :func:`connect4.explain.strategy.reply`
(never the solver).  The other side tries every reply while few cells are
left (``exhaustive``: at most that many empty cells), else the attacks it is
given: the strongest (``strongest(current, mask, ply, moves) -> column``,
``moves`` the columns played since the explained position; e.g. the
solver's best move) and ``randoms`` games of random replies from a seeded
generator.  A game that ends worse for the explained side than its claim,
or a plan with nothing to say, is a failure.
"""

from connect4.bitboard import BOARD_MASK, can_play, has_four, play, popcount
from connect4.explain import strategy
from connect4.rng import Rng

WIDTH = 7


class Failure(Exception):
    """The plan lost its claim: the moves that broke it."""


def _plan_move(why: dict, current: int, mask: int, ply: int, last, moves: list) -> int:
    """The explained side's move by its plan; a plan with nothing to say is a failure."""
    col = strategy.reply(current, mask, ply, why, last)
    if col is None or not can_play(mask, col):
        raise Failure("the plan had no move after %s" % moves)
    return col


def _ended(current: int, mask: int, mover: int, side: int, win: bool, moves: list) -> bool:
    """True if ``mover``'s last move ended the game; a result short of the claim is a failure."""
    if has_four(mask ^ current):
        if mover != side:
            raise Failure("the other side won after %s" % moves)
        return True
    if mask & BOARD_MASK == BOARD_MASK:
        if win:
            raise Failure("a draw, not the claimed win, after %s" % moves)
        return True
    return False


def _play_out(why: dict, current: int, mask: int, ply: int, side: int, win: bool, attacker, moves: list,
              last=None) -> None:
    """Play to the end; raise :class:`Failure` if the claim is broken."""
    while True:
        if ply % 2 == side:
            col = _plan_move(why, current, mask, ply, last, moves)
        else:
            col = attacker(current, mask, ply, moves)
        current, mask = play(current, mask, col)
        moves.append(col)
        if _ended(current, mask, ply % 2, side, win, moves):
            return
        ply += 1
        last = col


def _exhaustive(why, current, mask, ply, side, win, moves, last=None) -> int:
    """Every reply of the other side; returns the games played."""
    if ply % 2 == side:
        cols = [_plan_move(why, current, mask, ply, last, moves)]
    else:
        cols = [c for c in range(WIDTH) if can_play(mask, c)]
    games = 0
    for col in cols:
        nxt = play(current, mask, col)
        line = moves + [col]
        if _ended(nxt[0], nxt[1], ply % 2, side, win, line):
            games += 1
        else:
            games += _exhaustive(why, nxt[0], nxt[1], ply + 1, side, win, line, col)
    return games


def check(why: dict, current: int, mask: int, ply: int, strongest=None, randoms: int = 20,
          exhaustive: int = 10, seed: int = 1) -> int:
    """Games played by the plan without a failure; raises :class:`Failure` on the first broken one."""
    if not why.get("claim"):
        return 0
    side = 0 if why["side"] == "red" else 1
    win = why["claim"].endswith("wins")
    empty = 42 - popcount(mask & BOARD_MASK)
    if empty <= exhaustive:
        return _exhaustive(why, current, mask, ply, side, win, [])
    games = 0
    if strongest is not None:
        _play_out(why, current, mask, ply, side, win, strongest, [])
        games += 1
    rng = Rng(seed)
    for _ in range(randoms):
        def attack(c, m, p, moves):
            cols = [x for x in range(WIDTH) if can_play(m, x)]
            return cols[rng.randrange(len(cols))]
        _play_out(why, current, mask, ply, side, win, attack, [])
        games += 1
    return games
