"""The page's Threats toggle: the marks and the key it shows."""

from connect4.board import parse_position
from connect4.errors import Connect4Error
from connect4.position.threats import PLAYERS, parse_cell, threat_key, threat_label, threats_of

#: The toggle's text.
BUTTON = "Threats"
#: The key line when the board shows a finished game.
OVER = "The game is over: no threat is left to play."


def marks(position: str) -> list:
    """``[(col, row, player, odd, label)]`` for every threat of the position; ``[]`` once it is
    over or when ``position`` is not one."""
    try:
        board = parse_position(position)
    except Connect4Error:
        return []
    if board.is_over():
        return []
    out = []
    threats = threats_of(board.current, board.mask, board.ply)
    for player in PLAYERS:
        for name in threats[player]:
            col, row = parse_cell(name)
            out.append((col, row, player, row % 2 == 0, threat_label(player, name)))
    return out


def key_line(position: str) -> str:
    """The one sentence under the board, e.g. "Red has an odd threat at d3; yellow has none."."""
    try:
        board = parse_position(position)
    except Connect4Error:
        return ""
    if board.is_over():
        return OVER
    return threat_key(threats_of(board.current, board.mask, board.ply))
