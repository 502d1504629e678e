"""Page links: reading ``?pos=4453&red=human&yellow=level3``, and writing one."""

from connect4.board import parse_position
from connect4.errors import Connect4Error, SavedStateError
from connect4.page.ai.custom import check_custom, is_custom, normalise_custom
from connect4.page.modes.game.settings import HUMAN, check_player

#: The parameters a link applies to the game (the rest are options).
APPLIED = ("pos", "red", "yellow", "review", "ply")


class LinkRequest:
    """What a page URL asks for: the position (``board``, None if absent or bad), ``players``
    (colour to ``"human"`` or a spec), one sentence per bad parameter, every parameter's first value."""

    def __init__(self):
        self.board = None
        self.players = {}
        self.errors = []
        self.params = {}


#: Longest query string read at all: links are short, hostile ones are not.
MAX_QUERY = 2000


def unknown_player(who, levels=None, names=None):
    """A sentence if ``who`` names a level or player family the page does not have (``None``:
    not checked), else ``None``; settings are the worker's registry's to check.
    >>> unknown_player("level9", [1, 2, 3], ["minimax"])
    'there is no level 9 (levels are 1-3)'
    >>> unknown_player("minimax:depth=3", [1, 2, 3], ["minimax"]) is None
    True
    """
    if who == HUMAN:
        return None
    num = who[5:] if who.startswith("level") else who
    if num.isdigit():
        if levels is None or int(num) in levels:
            return None
        if not levels:
            return "no AI levels are available"
        return "there is no level %d (levels are %d-%d)" % (int(num), min(levels), max(levels))
    name = who.partition(":")[0]
    if names is None or name in names:
        return None
    return "there is no player %r (players: %s)" % (name[:20], ", ".join(names))


def read_link(pairs, levels=None, names=None, length=0):
    """Read a link's decoded ``(key, value)`` pairs into a :class:`LinkRequest`; never raises:
    every problem becomes a sentence in ``errors`` and its parameter is ignored.
    >>> r = read_link([("pos", "4453"), ("yellow", "Level3")])
    >>> r.board.notation(), r.players, r.errors
    ('4453', {1: 'level3'}, [])
    >>> read_link([("pos", "44x")]).errors[0]
    "The link's position could not be opened: invalid position '44x': character 3 ('x') is not a column 1-7"
    """
    req = LinkRequest()
    if length > MAX_QUERY:
        req.errors.append("The link is too long (%d characters) and was ignored." % length)
        return req
    seen = {}
    for k, v in pairs:
        if k in seen:
            if k in APPLIED:
                req.errors.append("The link gives %r twice; the first value is used." % k)
            continue
        seen[k] = v
    req.params = seen
    if "pos" in seen:
        try:
            req.board = parse_position(seen["pos"])
        except Connect4Error as e:
            req.errors.append("The link's position could not be opened: %s" % e)
    for colour, key in ((0, "red"), (1, "yellow")):
        if key in seen:
            try:
                who = check_player(seen[key].strip())
                problem = unknown_player(who, levels, names)
                if problem is not None:
                    raise SavedStateError(problem)
                req.players[colour] = who
            except ValueError as e:
                req.errors.append("The link's %s player was ignored: %s" % (key, e))
    return req


def custom_players(req, players):
    """The link's players, custom AIs checked against the AIs' ranges (``players`` empty: not
    checked): ``({colour: spec}, [sentences for the ones ignored])``."""
    out = {}
    errors = []
    for colour, who in req.players.items():
        if is_custom(who) and players:
            problem = check_custom(who, players)
            if problem is not None:
                # one full stop: a range's sentence ends with its own ("from 1 to 8..")
                errors.append("The link's %s player was ignored: %s%s" % (
                    ("red", "yellow")[colour], problem, "" if problem.endswith(".") else "."))
                continue
            who = normalise_custom(who, players)
        out[colour] = who
    return out, errors


def applied(req):
    """True if the link changed the game: a reload then resumes the saved game, not the link."""
    return "pos" in req.params or bool(req.players)


def shown_pairs(state):
    """The share link's pairs of what the page shows: the review's game at its move, or the game."""
    if state.mode == "review":  # connect4.page.kernel.modes.REVIEW
        return state.review.share_pairs(state.game.settings)
    return share_pairs(state.game)


def share_pairs(game):
    """The query's ``(key, value)`` pairs that reopen this position with these
    players (the page encodes them with ``URLSearchParams``)."""
    s = game.settings
    return [("pos", game.board.notation()), ("red", s.red), ("yellow", s.yellow)]


#: What the position box takes, said when it gets something else.
PASTE_HELP = "Paste a link to a position, a code like ?pos=4453, or moves like 4453."


def read_pasted(text, decode, levels=None, names=None):
    """What the position box asks for, as a :class:`LinkRequest`: a page link, its query or a move
    string; ``decode`` turns a query into its pairs.  No position: ``board`` None, ``errors`` why.

    >>> from urllib.parse import parse_qsl
    >>> decode = lambda q: parse_qsl(q.lstrip("?"))
    >>> read_pasted("https://x.org/c4/?pos=4453&yellow=level3#top", decode).board.notation()
    '4453'
    >>> read_pasted(" 44 53 ", decode).board.notation()
    '4453'
    >>> read_pasted("red=human", decode).errors[0]
    'That has no position in it. Paste a link to a position, a code like ?pos=4453, or moves like 4453.'
    """
    t = text.strip()
    if not t:
        req = LinkRequest()
        req.errors.append(PASTE_HELP)
        return req
    if "?" in t or "=" in t:
        query = t[t.index("?"):] if "?" in t else "?" + t
        query = query.split("#")[0]
        pairs = decode(query)
        length = len(query)
    else:
        pairs = [("pos", "".join(t.split()))]
        length = len(t)
    req = read_link(pairs, levels, names, length)
    if "pos" not in req.params and length <= MAX_QUERY:
        req.errors.insert(0, "That has no position in it. " + PASTE_HELP)
    elif req.board is None and "pos" in req.params:
        req.errors = [e.replace("The link's position", "That position") for e in req.errors]
    return req
