"""The one-line ``<iframe>`` that embeds the deployed game in another page."""

import html
from urllib.parse import urlsplit

from .offline import NAME


def embed_snippet(base_url: str, query: str = "embed=1&red=human&yellow=level3",
                  width: int = 480, height: int = 640) -> str:
    """The one-line ``<iframe>`` that embeds the deployed game at ``base_url``.

    >>> embed_snippet("https://user.github.io/connect4")  # doctest: +NORMALIZE_WHITESPACE
    '<iframe src="https://user.github.io/connect4/?embed=1&amp;red=human&amp;yellow=level3"
     title="Connect 4" width="480" height="640" style="border:0;max-width:100%"
     allow="clipboard-write" loading="lazy"></iframe>'
    """
    parts = urlsplit(base_url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError("--base-url must be an http(s) URL such as "
                         "https://user.github.io/connect4/, not %r" % base_url)
    if parts.query or parts.fragment:
        raise ValueError("--base-url must not have a query or fragment: %r" % base_url)
    url = base_url.rstrip("/") + "/"
    src = url + ("?" + query if query else "")
    return ('<iframe src="%s" title="%s" width="%d" height="%d" style="border:0;max-width:100%%" '
            'allow="clipboard-write" loading="lazy"></iframe>'
            % (html.escape(src), NAME, width, height))
