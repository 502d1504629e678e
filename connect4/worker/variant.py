"""The full engine's requests for other boards and variants: ``vthink`` (an AI's move) and ``vhint``.

static/worker.py steps the generators here like its other searches (each
yields about every 50 ms, so a cancel gets in; every search is bounded by the
players' own node bounds, connect4.variants.players).  A request names its
position in full, so the worker keeps nothing between requests::

    {"op": "vthink", "size": "8x7", "connect": 4, "popout": false, "moves": "445",
     "spec": "level3", "seed": 7}
    -> {"move": 3, "text": "4", "nodes": ..., "time": ..., "exact": false}
    {"op": "vhint", ...the same position fields...}
    -> {"scores": {"1": 2, "2": -1, ...} or null}

``scores``: every legal move's exact score by its text (> 0 the mover wins, 0 a
draw, < 0 a loss; larger sooner), ``null`` where the solver is not exact (Pop Out,
a large board) or hit its bound.  A bad field raises a ``WorkerRequestError``,
which the worker answers as an ``input`` error with the message.
"""

from connect4.errors import Connect4Error, WorkerRequestError


def _flag(req, name) -> bool:
    value = req.get(name, False)
    if not isinstance(value, bool):
        raise WorkerRequestError("%s must be true or false, not %r" % (name, str(value)[:20]))
    return value


def position(req):
    """The :class:`~connect4.variants.game.VariantGame` a request names, checked.

    >>> position({"size": "5x4", "moves": "33"}).text()
    '33'
    >>> position({"size": "3x99", "moves": ""})
    Traceback (most recent call last):
    ...
    connect4.errors.WorkerRequestError: size 3x99: columns must be 4 to 10 and rows 4 to 8
    """
    # the variants' engine is imported by the first request of another board: the
    # full engine's start (and 7x6's requests) never load it
    from connect4.variants.game import VariantGame  # (see above: on first use)
    from connect4.variants.geometry import Geometry  # (on first use)
    from connect4.variants.notation import parse_size  # (on first use)

    moves = req.get("moves", "")
    if not isinstance(moves, str):
        raise WorkerRequestError("moves must be text like '445', not %r" % str(moves)[:20])
    connect = req.get("connect", 4)
    try:
        width, height = parse_size(req.get("size"))
        return VariantGame.from_text(Geometry(width, height, connect), moves, _flag(req, "popout"))
    except Connect4Error as e:  # SizeError, NotationError, IllegalMoveError: the words as they are
        raise WorkerRequestError(str(e)) from None


def think_steps(req):
    """Generator: the AI's move in the request's position (yields between slices)."""
    # the variants' players: loaded on the first request of another board (see position)
    from connect4.variants.notation import move_text  # (on first use)
    from connect4.variants.players import make_variant_player  # (on first use)

    game = position(req)
    if game.is_over():
        raise WorkerRequestError("the game %r is already over (%s)" % (game.text(), game.result_text()))
    seed = req.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        seed = 0
    try:
        player = make_variant_player(req.get("spec"), game.geometry, game.popout, seed)
    except Connect4Error as e:  # PlayerSpecError: an unknown level
        raise WorkerRequestError(str(e)) from None
    result = yield from player.think(game)
    move = result.column
    return {"move": move, "text": move_text(move), "nodes": result.nodes, "time": result.time,
            "exact": bool(result.extra.get("exact"))}


def hint_steps(req):
    """Generator: ``{"scores": {move text: exact score} or None}`` for the request's position."""
    # the variants' solver: loaded on the first request of another board (see position)
    from connect4.variants.notation import move_text  # (on first use)
    from connect4.variants.players import solve_moves  # (on first use)

    game = position(req)
    if game.is_over():
        return {"scores": None}
    scores = yield from solve_moves(game)
    if scores is None:
        return {"scores": None}
    return {"scores": {move_text(m): s for m, s in scores.items()}}
