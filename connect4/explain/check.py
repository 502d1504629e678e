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


def _outcome(current: int, mask: int) -> int:
    """+1 if the player who just moved made four, 0 if the board is full, else None."""
    if has_four(mask ^ current):
        return 1
    if mask & BOARD_MASK == BOARD_MASK:
        return 0
    return None


def _play_out(why: dict, current: int, mask: int, ply: int, side: int, win: bool, attacker, moves: list,
              last=None) -> None:
    """Play to the end; raise :class:`Failure` if the claim is broken."""
    while True:
        if ply % 2 == side:
            col = strategy.reply(current, mask, ply, why, last)
            if col is None or not can_play(mask, col):
                raise Failure("the plan had no move after %s" % moves)
        else:
            col = attacker(current, mask, ply, moves)
        current, mask = play(current, mask, col)
        moves.append(col)
        ply += 1
        last = col
        done = _outcome(current, mask)
        if done is None:
            continue
        mover = (ply - 1) % 2
        if done == 1 and mover != side:
            raise Failure("the other side won after %s" % moves)
        if done == 0 and win:
            raise Failure("a draw, not the claimed win, after %s" % moves)
        return


def _exhaustive(why, current, mask, ply, side, win, moves, last=None) -> int:
    """Every reply of the other side; returns the games played."""
    if ply % 2 == side:
        col = strategy.reply(current, mask, ply, why, last)
        if col is None or not can_play(mask, col):
            raise Failure("the plan had no move after %s" % moves)
        cols = [col]
    else:
        cols = [c for c in range(WIDTH) if can_play(mask, c)]
    games = 0
    for col in cols:
        nxt = play(current, mask, col)
        done = _outcome(*nxt)
        line = moves + [col]
        if done is None:
            games += _exhaustive(why, nxt[0], nxt[1], ply + 1, side, win, line, col)
            continue
        games += 1
        if done == 1 and ply % 2 != side:
            raise Failure("the other side won after %s" % line)
        if done == 0 and win:
            raise Failure("a draw, not the claimed win, after %s" % line)
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
