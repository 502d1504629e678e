"""The page's layout: nothing wider than the window, from a small phone to a desktop."""

import pytest
from site_helpers import wait_ai

WIDTHS = [320, 360, 414, 600, 864, 900, 1000, 1024, 1280]

OVERFLOWING = """() => {
  const w = document.documentElement.clientWidth;
  return Array.from(document.querySelectorAll("body *"))
    .filter((e) => e.getBoundingClientRect().right > w + 1)
    .slice(0, 5).map((e) => e.tagName + "." + e.className + "#" + e.id);
}"""


@pytest.mark.parametrize("hints", [False, True])
def test_no_horizontal_scrolling_at_any_width(open_game, hints):
    page = open_game("?pos=4453&red=human&yellow=level2")
    # once the AI is ready the level menus hold their longest labels
    # ("Perfect (slow opening: ...)"), which once widened the panel
    wait_ai(page)
    if hints:
        page.click("#hint")
        page.wait_for_selector("#hint-note", state="visible")
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 800})
        page.wait_for_timeout(50)
        assert page.evaluate(OVERFLOWING) == [], "at %d px" % width
        assert page.evaluate("document.documentElement.scrollWidth") <= width
