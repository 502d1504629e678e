"""The look of the page where a new player found it wanting (issue 32): the
board in forced colours, a board that stays put on a phone, the contrast of
the move chips, hover styles on touch screens, the light and dark themes."""

import io

import pytest
from harness import new_context
from site_helpers import column, position, wait_ai, wait_position, wait_ready

from connect4.board import Board

#: Red 4,5,6,7 along the bottom row (a win, the 7 last), a red disc off the
#: line in column 1 with yellow's on it; yellow's others over red's.
WON = "?pos=445566117&red=human&yellow=human"
#: Six discs, yellow's last in column 6: a last move that is not a win.
PLAYING = "?pos=445566&red=human&yellow=human"


def _image(page, selector):
    from PIL import Image

    return Image.open(io.BytesIO(page.locator(selector).screenshot(animations="disabled"))).convert("L")


def _differ(a, b):
    """The share of pixels that differ clearly between two grey images of one size."""
    from PIL import ImageChops

    diff = ImageChops.difference(a, b.resize(a.size))
    changed = sum(diff.histogram()[41:])
    return changed / (a.size[0] * a.size[1])


def _cell(col, row):
    """A cell of the board, 0-based column and row from the bottom (the DOM lists the top first)."""
    return "#board .col[data-col='%d'] .cell:nth-child(%d)" % (col, 6 - row)


@pytest.fixture
def forced_page(browser, guard, server):
    ctx = new_context(browser, guard, forced_colors="active", reduced_motion="reduce",
                      viewport={"width": 900, "height": 800})
    page = ctx.new_page()
    yield page
    ctx.close()


def test_board_is_readable_in_forced_colours(forced_page, server):
    """Windows High Contrast drops backgrounds and shadows: empty, red and
    yellow must still differ by shape, the last move and the winning four too."""
    page = forced_page
    page.goto(server.url + PLAYING)
    wait_ready(page)
    assert page.evaluate("matchMedia('(forced-colors: active)').matches")
    empty, red, yellow = _image(page, _cell(0, 0)), _image(page, _cell(3, 0)), _image(page, _cell(3, 1))
    last = _image(page, _cell(5, 1))            # yellow's last disc
    assert _differ(empty, red) > 0.15, "red looks empty"
    assert _differ(empty, yellow) > 0.15, "yellow looks empty"
    assert _differ(red, yellow) > 0.15, "red and yellow look alike"
    assert _differ(yellow, last) > 0.03, "the last move is not marked"
    # the move list's chips keep their marks: red's 4 and yellow's 4 differ
    chips = page.locator("#moves li")
    a, b = (_image(page, "#moves li:nth-child(%d)" % i) for i in (1, 2))
    assert chips.count() == 6 and _differ(a, b) > 0.03, "the move chips lost their marks"
    # the turn line's disc shows whose turn it is
    page.goto(server.url + WON)
    wait_ready(page)
    red_off, red_win = _image(page, _cell(0, 0)), _image(page, _cell(4, 0))
    assert _differ(red_off, red_win) > 0.03, "the winning four is not marked"
    assert _differ(_image(page, _cell(3, 0)), _image(page, _cell(3, 1))) > 0.15


@pytest.mark.parametrize("query, width, height", [
    ("?red=human&yellow=level3", 390, 844),              # a phone
    ("?embed=1&red=human&yellow=level3", 300, 400),      # the smallest embed
    ("?embed=1&red=human&yellow=level3", 480, 640),
])
def test_board_stays_put_while_the_ai_thinks(browser, guard, server, query, width, height):
    """Nothing above the board changes its height during a game: the turn
    line's longer text ("Yellow (Level 3 · Casual) is thinking") must not
    push the board down (68 px on a 390 px phone, 23 px and a smaller board
    in a 300 px embed)."""
    ctx = new_context(browser, guard, viewport={"width": width, "height": height},
                      is_mobile=True, has_touch=True, device_scale_factor=2)
    try:
        page = ctx.new_page()
        page.goto(server.url + query)
        wait_ready(page)
        wait_ai(page)
        # every change of the turn line and every frame: where the board is, how wide
        page.evaluate("""() => {
            const board = document.getElementById('board');
            window.c4Tops = [];
            window.c4Texts = [];
            const note = () => {
                const r = board.getBoundingClientRect();
                c4Tops.push(Math.round(r.top) + ' ' + Math.round(r.width));
                c4Texts.push(document.getElementById('turn-text').textContent);
            };
            new MutationObserver(note).observe(document.getElementById('turn'),
                {subtree: true, childList: true, characterData: true, attributes: true});
            (function frame() { note(); requestAnimationFrame(frame); })();
        }""")
        for _move in range(4):
            board = Board.from_notation(position(page))
            col = next(c for c in (3, 2, 4, 1, 5, 0, 6) if board.can_play(c))
            column(page, col + 1).tap()
            wait_position(page, "p.length >= %d" % (board.ply + 2))
            page.wait_for_function("!document.body.classList.contains('thinking')")
        tops = page.evaluate("window.c4Tops")
        texts = page.evaluate("window.c4Texts")
        assert any("thinking" in t for t in texts), "the AI's turn was never seen"
        assert len(set(tops)) == 1, "the board moved (top, width): %s" % sorted(set(tops))
    finally:
        ctx.close()


#: Each element's text colour and the colour behind it, the translucent
#: backgrounds up to the page's composited over it.
COLOURS = """(selectors) => {
  const rgba = (s) => { const m = s.match(/[\\d.]+/g).map(Number);
                        return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
  const behind = (e) => {
    const layers = [];
    for (let n = e; n; n = n.parentElement) {
      const c = rgba(getComputedStyle(n).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    let out = [255, 255, 255];
    for (const c of layers.reverse()) out = out.map((v, i) => c[i] * c[3] + v * (1 - c[3]));
    return out;
  };
  return selectors.map((s) => { const e = document.querySelector(s);
    return [s, rgba(getComputedStyle(e).color).slice(0, 3), behind(e)]; });
}"""


def _luminance(rgb):
    def lin(v):
        v = v / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    """WCAG's contrast ratio of two sRGB colours (0-255 each)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_contrast_rule_of_thumb():
    assert round(contrast((255, 255, 255), (0, 0, 0)), 1) == 21.0
    # the red chips' old colours: white on #e8384f
    assert round(contrast((255, 255, 255), (0xe8, 0x38, 0x4f)), 2) == 4.11


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_text_contrast_and_the_theme_follow_the_system(browser, guard, server, scheme):
    """The page follows the system's light or dark preference, and its words
    keep WCAG AA's 4.5:1 there: the move chips (white on red was 4.11:1),
    the turn line, the headings, the muted notes."""
    ctx = new_context(browser, guard, color_scheme=scheme, viewport={"width": 1280, "height": 800})
    try:
        page = ctx.new_page()
        page.goto(server.url + PLAYING)
        wait_ready(page)
        bg = page.evaluate(COLOURS, ["html"])[0][2]
        if scheme == "light":
            assert _luminance(bg) > 0.6, bg
        else:
            assert _luminance(bg) < 0.05, bg
        for sel, fg, back in page.evaluate(COLOURS, [
                "#moves li.red", "#moves li.yellow", "#turn-text", "#moves-title", "#moves-key",
                "#ai-status", "#undo", ".keys", "#red-player"]):
            assert contrast(fg, back) >= 4.5, "%s: %s on %s: %.2f" % (sel, fg, back, contrast(fg, back))
    finally:
        ctx.close()


def test_no_preview_disc_left_after_a_tap(browser, guard, server):
    """A touch screen has no hover: after a tap the column kept :hover, and
    with it the preview of the next disc, until the next tap elsewhere."""
    ctx = new_context(browser, guard, viewport={"width": 390, "height": 844},
                      is_mobile=True, has_touch=True)
    try:
        page = ctx.new_page()
        page.goto(server.url + "?red=human&yellow=human")
        wait_ready(page)
        assert page.evaluate("matchMedia('(hover: none)').matches")
        column(page, 4).tap()
        wait_position(page, "p === '4'")
        looks = page.evaluate("""() => {
            const col = document.querySelector('#board .col[data-col="3"]');
            return [col.matches(':hover'), getComputedStyle(col).backgroundColor,
                    getComputedStyle(col.querySelector('.cell.next'), '::before').backgroundColor]; }""")
        assert looks[1:] == ["rgba(0, 0, 0, 0)", "rgba(0, 0, 0, 0)"], looks
    finally:
        ctx.close()


#: Any paragraph that starts "Keys:" without the class every mode's key line has.
KEY_LINES = """[...document.querySelectorAll('p')].filter(p => p.textContent.startsWith('Keys:')
  && !p.classList.contains('key-help')).map(p => p.className)"""


@pytest.mark.parametrize("where", ["touch", "embed"])
def test_no_keys_to_press_on_a_touch_screen_or_in_an_embed(browser, guard, server, where):
    """The game's line of keys was hidden on a touch screen, but Puzzles' and the opening
    trainer's were shown ("Keys: 1-7 drop a disc, Esc back to the game" on a phone).  The
    embed hides them all too (one rule for both now)."""
    touch = where == "touch"
    ctx = new_context(browser, guard, viewport={"width": 390, "height": 844},
                      is_mobile=touch, has_touch=touch)
    shown = "(s) => [...document.querySelectorAll(s)].map(e => getComputedStyle(e).display)"
    try:
        page = ctx.new_page()
        page.goto(server.url + "?red=human&yellow=human" + ("" if touch else "&embed=1"))
        wait_ready(page)
        assert page.evaluate("matchMedia('(hover: none)').matches") == touch
        # (a puzzle link opens Puzzles in an embed; the review's key sentence, before its legend)
        lines = [".keys", ".puzzle-keys", ".review-key .key-help"]
        if touch:  # the embed has no trainer or boards button
            for button, line in (("#train-open", ".train-keys"), ("#boards-open", ".boards-keys")):
                page.click(button)
                page.wait_for_selector(line, state="attached")
                lines.append(line)
                page.keyboard.press("Escape")
        for line in lines:
            assert page.evaluate(shown, line) == ["none"], line
        # every line of keys a mode draws has the class the rule hides
        assert page.evaluate(KEY_LINES) == []
    finally:
        ctx.close()


#: Forty moves, no four: the move list overflows its box.
LONG = "1473625147362514736251473625147362514736"


#: Each move number (red's chip's ::after) with less than 3 px of room: from the chip before
#: it on its row, or from the list's left edge at a row's start.
NUMBERS_CLEAR = """() => { const ol = document.getElementById('moves');
  const edge = ol.getBoundingClientRect().left;
  return [...ol.querySelectorAll('li.red')].map(li => {
    const s = getComputedStyle(li, '::after'), r = li.getBoundingClientRect();
    const x = r.left - parseFloat(s.marginRight) - parseFloat(s.width);
    const prev = li.previousElementSibling, p = prev && prev.getBoundingClientRect();
    const room = p && Math.abs(p.top - r.top) < 2 ? x - p.right : x - edge;
    return room < 3 ? li.getAttribute('aria-label') + ': ' + room.toFixed(1) + ' px' : null;
  }).filter(Boolean); }"""


def test_move_list_is_numbered_and_shows_the_latest_move(open_game):
    page = open_game("?pos=%s&red=human&yellow=human" % LONG)
    labels = page.evaluate(
        "[...document.querySelectorAll('#moves li')].map(li => li.getAttribute('aria-label'))")
    assert labels[:3] == ["1. Red 1", "1. Yellow 4", "2. Red 7"] and labels[-1] == "20. Yellow 6"
    # the number is drawn before red's chip, as the label says it
    assert page.evaluate("getComputedStyle(document.querySelector('#moves li'), '::after').content") \
        == 'counter(round) "."'
    in_sight = """() => { const ol = document.getElementById('moves'), li = ol.lastElementChild;
        const a = ol.getBoundingClientRect(), b = li.getBoundingClientRect();
        return ol.scrollHeight > ol.clientHeight + 10 && b.top >= a.top - 1 && b.bottom <= a.bottom + 1; }"""
    page.wait_for_function(in_sight)  # scrolled in the next frame: "the latest move in sight"
    # a two-digit number was drawn 3 px past the list's edge (clipped) and 1.7 px from the
    # chip before it on its row
    assert page.evaluate(NUMBERS_CLEAR) == []
    page.evaluate("document.getElementById('moves').scrollTop = 0")
    column(page, 2).click()
    wait_position(page, "p.length === 41")
    page.wait_for_function(in_sight)  # "the move just played in sight"


CLIPPED = """() => [...document.querySelectorAll('.panel select')]
  .filter(s => s.offsetParent !== null && s.selectedIndex >= 0 && s.scrollWidth > s.clientWidth + 1)
  .map(s => s.options[s.selectedIndex].text + ' (' + s.clientWidth + ' < ' + s.scrollWidth + ')')"""


def test_custom_ai_menus_show_their_whole_choice(browser, guard, server):
    """Every family of custom AI, on a phone and a desktop: no menu clips the
    choice it shows ("Norma", "Minimax (Coleman e")."""
    for width, height in ((320, 640), (390, 844), (1280, 800)):
        ctx = new_context(browser, guard, viewport={"width": width, "height": height})
        try:
            page = ctx.new_page()
            page.goto(server.url + "?red=human&yellow=human")
            wait_ready(page)
            wait_ai(page)
            page.select_option("#yellow-player", "custom")
            page.wait_for_selector(".custom-family", state="visible")
            families = page.evaluate(
                "[...document.querySelector('.custom-family').options].map(o => o.value)")
            assert len(families) > 3
            clipped = []
            for fam in families:
                page.select_option(".custom-family", fam)
                page.wait_for_function("document.getElementById('yellow-player').selectedOptions[0]"
                                       ".text.length > 0")
                clipped += ["%s at %d px: %s" % (fam, width, c) for c in page.evaluate(CLIPPED)]
            assert not clipped, clipped
        finally:
            ctx.close()


#: Each hint's words against the part of the hint nothing draws over: inside
#: its border and inside an outline drawn inwards (the best columns' mark).
HINT_TEXT = """() => [...document.querySelectorAll('#hints .hint')].map(h => {
  const cs = getComputedStyle(h), r = h.getBoundingClientRect();
  const off = parseFloat(cs.outlineOffset) || 0;
  const inset = Math.max(parseFloat(cs.borderTopWidth), cs.outlineStyle === 'none' ? 0 : -off);
  const range = document.createRange();
  range.selectNodeContents(h);
  const out = [...range.getClientRects()].filter(t => t.width > 0).filter(t =>
    t.left < r.left + inset - 0.01 || t.right > r.right - inset + 0.01 ||
    t.top < r.top + inset - 0.01 || t.bottom > r.bottom - inset + 0.01);
  return out.length ? h.className + ': ' + h.textContent : null; }).filter(Boolean)"""


def test_hint_words_are_whole_in_a_300px_embed(open_game, context):
    """The compact embed at 300x400 (tests/browser/test_embed.py's smallest
    frame): each hint's words and numbers clear of its border and of the
    best columns' mark, which was drawn over their first and last letters."""
    page = context.new_page()
    page.set_viewport_size({"width": 300, "height": 400})
    for pos in ("121212", "4453"):
        open_game("?embed=1&pos=%s&red=human&yellow=human" % pos, page)
        page.click("#hint")
        page.wait_for_function("""[...document.querySelectorAll('#hints .hint')].every(h =>
            h.textContent.length > 0 && !h.classList.contains('pending'))""", timeout=120000)
        assert page.locator("#hints .hint.best").count() >= 1
        assert page.evaluate(HINT_TEXT) == [], pos
        page.click("#hint")


#: Each threat ring's colour and the hole under it (the board's empty cell at its place).
RINGS = """() => [...document.querySelectorAll('.threat-marks .threat')].map(t => {
  const i = [...t.parentElement.children].indexOf(t), r = t.getBoundingClientRect();
  const under = document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    .find(e => e.classList.contains('cell'));
  const rgb = (s) => s.match(/[\\d.]+/g).slice(0, 3).map(Number);
  return [t.className, rgb(getComputedStyle(t).borderTopColor),
          rgb(getComputedStyle(under).backgroundColor)]; })"""


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_threat_rings_stand_out_from_the_holes(browser, guard, server, scheme):
    """Issue 42: yellow's dashed threat ring in the light theme was 1.41:1
    against its hole (11.95:1 in the dark one); a graphic needs 3:1."""
    ctx = new_context(browser, guard, color_scheme=scheme, viewport={"width": 1280, "height": 800})
    try:
        page = ctx.new_page()
        page.goto(server.url + "?red=human&yellow=human&pos=445566")
        wait_ready(page)
        page.click("#threats")
        page.wait_for_selector(".threat-marks .threat.yellow.even")
        rings = page.evaluate(RINGS)
        assert {c for c, _, _ in rings} >= {"threat red odd", "threat yellow even"}, rings
        for cls, ring, hole in rings:
            assert contrast(ring, hole) >= 3, "%s: %s on %s: %.2f" % (cls, ring, hole,
                                                                    contrast(ring, hole))
    finally:
        ctx.close()
