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
from connect4.explain import bestplay, strategy, tree
from connect4.explain import why as whymod
from connect4.explain.cells import names, parse
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


def agrees(claim: str, score: int, ply: int) -> bool:
    """True if ``claim`` (``"red wins"``...) agrees with the exact ``score`` (for the side to move)."""
    red = score if ply % 2 == 0 else -score
    return {"red wins": red > 0, "yellow wins": red < 0,
            "red draws at least": red >= 0, "yellow draws at least": red <= 0}[claim]


def _line_keeps(cur: int, mask: int, ply: int, line: list, score_of, exact: bool, claim: str) -> tuple:
    """Play ``line`` (0-based); each move keeps the exact score (``exact``) or the claim; the end."""
    score = score_of(cur, mask)
    for i, col in enumerate(line):
        if not can_play(mask, col):
            raise Failure("move %d of the line, column %d, cannot be played" % (i + 1, col + 1))
        nxt = play(cur, mask, col)
        if has_four(nxt[1] ^ nxt[0]):
            if exact and score != (43 - ply) // 2:
                raise Failure("move %d of the line wins but the score was %d" % (i + 1, score))
            if i != len(line) - 1:
                raise Failure("the line goes on after a four")
            return nxt[0], nxt[1], ply + 1
        cur, mask, ply = nxt[0], nxt[1], ply + 1
        after = score_of(cur, mask) if mask & BOARD_MASK != BOARD_MASK else 0
        if exact and after != -score:
            raise Failure("move %d of the line (column %d) changes the exact score %d to %d" % (
                i + 1, col + 1, score, -after))
        if not agrees(claim, after, ply):
            raise Failure("after move %d of the line the claim %r no longer holds" % (i + 1, claim))
        score = after
    return cur, mask, ply


def check_reason(reason: dict, current: int, mask: int, ply: int, col: int, score_of,
                 randoms: int = 4) -> int:
    """Check a mistake's reason (:func:`connect4.explain.reasons.reason_of`); raise :class:`Failure`.

    ``score_of(current, mask)``: the exact score of a position for its side
    to move (the solver's).  The claim must agree with the exact score after
    the move; a best line (``"line"``) keeps the exact score at every move,
    a proof's branch (``"rules"``) the claim; at the line's end the deciding
    threat is there (a cell completing the claimant's four) and the end is
    proven again (:func:`connect4.explain.bestplay.leaf_at`) with the rules
    named, whose plan the claimant then plays against ``randoms`` attacks
    (:func:`check`).  Returns the games played.
    """
    claim, kind = reason.get("claim"), reason.get("kind")
    if kind not in ("tactic", "rules", "line", "none"):
        raise Failure("unknown kind %r" % kind)
    if claim is None:
        if kind in ("rules", "line") or reason.get("line"):
            raise Failure("a %s reason with no claim" % kind)
        return 0
    cur, msk = play(current, mask, col)
    side = (ply + 1) % 2
    if not claim.startswith(("red", "yellow")[side]) or not agrees(claim, score_of(cur, msk), ply + 1):
        raise Failure("the claim %r contradicts the exact score" % claim)
    line = [c - 1 for c in reason.get("line") or []]
    end = _line_keeps(cur, msk, ply + 1, line, score_of, kind == "line", claim)
    want_win = claim.endswith("wins")
    if kind == "tactic":
        if len(line) != 1 or not has_four(end[1] ^ end[0]):
            raise Failure("a tactic's line is not a four at once")
        return 0
    stones = end[0] if end[2] % 2 == side else end[1] ^ end[0]
    cells = 0
    for cell in reason.get("cells") or ():
        cells |= parse(cell)
    if cells and (cells & end[1] or not has_four(stones | cells)):
        raise Failure("the threat %s is not there at the line's end" % reason["cells"])
    node = bestplay.leaf_at(end[0], end[1], end[2], side, want_win, [20000])
    if node is None and kind == "rules" and not want_win:
        node = bestplay.leaf_at(end[0], end[1], end[2], side, True, [20000])
    if node is None:
        raise Failure("the line's end is not proven for %r" % claim)
    found = [(r.name, names(r.cells)) for r in node.proof.rules] if node.kind == tree.RULES else []
    named = [(r["rule"], r["cells"]) for r in reason.get("proof") or []]
    if kind == "line" and sorted(found) != sorted(named):
        raise Failure("the rules named are not the end's proof")
    if kind == "line" and names(bestplay.deciding_cells(bestplay.End(0, node, *end))) != reason.get("cells"):
        raise Failure("the cells named are not the end's deciding threat")
    if node.kind != tree.RULES:
        return 0
    why = {"claim": node.proof.claim, "side": ("red", "yellow")[side],
           "plan": whymod.make_plan(node, side, end[0], end[1], end[2])}
    return check(why, end[0], end[1], end[2], randoms=randoms)
