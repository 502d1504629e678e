"""Opening the embed's "Full game" link over a game in progress: ask first.

Only the embed's link (``from=embed``) asks; a shared link applies at once.

>>> from connect4.board import Board
>>> mine, theirs = Board.from_notation("4455"), Board.from_notation("4")
>>> asks_first({"from": "embed", "pos": "4"}, theirs, mine)
True
>>> asks_first({"pos": "4"}, theirs, mine), asks_first({"from": "embed", "pos": "4"}, theirs, Board())
(False, False)
"""

from connect4.board import Board
from connect4.page.links import address, links

#: The parameter the embed's "Full game" link adds.
FROM = ("from", "embed")

#: The prompt's buttons: open the link's game, or keep one's own.
OPEN = "Open the embedded game"
KEEP = "Keep my game"


def asks_first(params, link_board, saved_board):
    """True if the link comes from the embed and would replace another game in progress."""
    if params.get(FROM[0]) != FROM[1] or link_board is None:
        return False
    in_progress = saved_board.ply > 0 and not saved_board.is_over()
    return in_progress and link_board.notation() != saved_board.notation()


def question(saved_ply, link_ply):
    """The prompt's sentence."""
    return ("You have a game in progress here (%s played). Open the game from the "
            "embed (%s) in its place?" % (_moves(saved_ply), _moves(link_ply)))


def _moves(n):
    return "1 move" if n == 1 else "%d moves" % n


def kept():
    """Said once the reader kept their game."""
    return "Your game is kept; the embedded game was not opened."


def storage_key(base, embed):
    """Where the page saves its game: an embed on the game's own site keeps
    its own, so playing in it never replaces the reader's game on the site.

    >>> storage_key("connect4.v1", False), storage_key("connect4.v1", True)
    ('connect4.v1', 'connect4.v1.embed')
    """
    return base + ".embed" if embed else base


def apply(game, req, players, messages):
    """Apply the link ``req`` to ``game``: its players and position (a bad one: an empty board)."""
    chosen, errors = links.custom_players(req, players)
    messages.extend(req.errors + errors)
    for colour, who in chosen.items():
        game.set_player(colour, who)
    if "pos" in req.params:
        game.load_position(req.board if req.board is not None else Board())


def at_start(game, pairs, length, levels, players, messages, history_index=-1):
    """The address's link as the page starts: applies ``?pos=&red=&yellow=`` to ``game`` (its
    problems into ``messages``) and returns ``(params, waiting, strip)``: every parameter, the
    embed's link left to ask about (or None), and whether the address drops :data:`links.APPLIED`."""
    names = [p.get("name") for p in players] if players else None
    req = links.read_link(pairs, [lv["level"] for lv in levels], names, length)
    own = {address.STATE_KEY: history_index}
    if req.board is not None and address.is_own_entry(own, req.board.notation(),
                                                      game.board.notation()):
        return {}, None, False  # a reload of the address the page wrote: the saved game resumes
    if asks_first(req.params, req.board, game.board):
        return req.params, req, False  # asked once the page is drawn
    apply(game, req, players, messages)
    return req.params, None, links.applied(req) or FROM[0] in req.params


def answer(state, out, open_it, players=()):
    """The question's answer: open the embedded game (``open_it``), or keep one's own."""
    req = state.link_waiting
    if req is None:
        return
    state.link_waiting = None
    if open_it:
        apply(state.game, req, players, state.messages)
    else:
        state.messages.append(kept())
    out.changed = True  # the address follows the game again
