"""The page's layout: nothing wider than the window, from a small phone
(upright or sideways) to a desktop."""

import pytest
from site_helpers import wait_ai

#: (width, height): phones upright, phones sideways (the board beside the
#: panel), tablets and desktops
SIZES = [(320, 640), (360, 740), (414, 800), (640, 360), (740, 360), (600, 800),
         (864, 800), (900, 800), (1000, 800), (1024, 768), (1280, 800)]

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
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_function("window.innerWidth === %d" % width)
        assert page.evaluate(OVERFLOWING) == [], "at %dx%d" % (width, height)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
