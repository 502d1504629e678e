"""The About these AIs card's body: each level's card and each family's paragraph (DOM only)."""

from connect4.page.dom import el, make
from connect4.page.modes.about import abouttext, levelcards


def view(page):
    """Fill the card for ``page`` (built once its bundle is in: static/main.py's build_view)."""
    body = el("about-body")
    body.replaceChildren()
    for lv in page.levels:  # hook: levels (each level's card, connect4/page/modes/about/levelcards.py)
        title, text = levelcards.card(lv)
        make("h3", "level-card", title, body)
        make("p", None, text, body)
    for title, text in abouttext.about_paragraphs(page.players):
        make("h3", None, title, body)
        make("p", None, text, body)
    return None
