"""The page's links as the browser handles them, for CPython tests.

On the page, the browser's ``URLSearchParams`` decodes and encodes the query
(static/bridge.js) and :mod:`connect4.page.links.links` reads the decoded pairs.  Here
``urllib.parse`` stands in for ``URLSearchParams``: both split on ``&``,
read ``+`` as a space, leave bad escapes as text and keep empty values.
"""

from urllib.parse import parse_qsl, urlencode

from connect4.page.links.links import read_link, share_pairs


def parse_link(query, levels=None, names=None):
    """What the page makes of a ``location.search`` such as ``"?pos=44&red=human"``."""
    pairs = parse_qsl(query[1:] if query.startswith("?") else query, keep_blank_values=True)
    return read_link(pairs, levels, names, len(query))


def share_query(game):
    """The query of the page's share link (``:`` and ``,`` left readable, as bridge.js does)."""
    return "?" + urlencode(share_pairs(game), safe=":,")
