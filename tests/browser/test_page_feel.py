"""How the page feels to play: keyboard focus, what a screen reader hears,
messages, the link box, the move list's marks, hints' words, steady buttons."""

import re

from site_helpers import column, position, wait_ai, wait_position, wait_ready

ACTIVE_COL = "document.activeElement.getAttribute('data-col')"


def test_focus_stays_on_the_column_while_the_ai_moves(open_game):
    page = open_game("?red=human&yellow=level1")
    wait_ai(page)
    page.keyboard.press("4")
    assert page.evaluate(ACTIVE_COL) == "3"
    # while the AI thinks the columns are unavailable (aria-disabled) but keep
    # the focus: a disabled button would drop it to <body>
    wait_position(page, "p.length === 2")
    assert page.evaluate(ACTIVE_COL) == "3"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")        # plays the focused column
    wait_position(page, "p.length >= 3")
    assert position(page)[2] == "5"
    assert page.evaluate(ACTIVE_COL) == "4"
    wait_position(page, "p.length === 4")
    page.keyboard.press(" ")                # Space plays it too
    wait_position(page, "p.length >= 5")
    assert position(page)[4] == "5"
    assert page.evaluate(ACTIVE_COL) == "4"


def test_column_names_and_the_position_code(open_game):
    page = open_game("?pos=4443&red=human&yellow=human")
    names = page.evaluate(
        "[...document.querySelectorAll('#board .col')].map(b => b.getAttribute('aria-label'))")
    assert names[3] == "Column 4: red, yellow, red; 3 free"
    assert names[2] == "Column 3: yellow; 5 free"
    assert names[0] == "Column 1: empty"
    # the heading is a word; the code is read digit by digit
    assert page.text_content("#moves-title") == "Moves"
    assert page.text_content("#notation-spoken") == "Position code: 4 4 4 3"
    assert page.get_attribute("#notation", "aria-hidden") == "true"
    assert page.locator("#moves li").first.get_attribute("aria-label") == "1. Red 4"


def test_move_list_marks_have_a_legend_and_no_degree_sign(open_game):
    page = open_game("?pos=44&red=human&yellow=human")
    assert "dot" in page.text_content("#moves-key") and page.is_visible("#moves-key")
    assert "star" in page.text_content("#moves-key")   # the winning four's mark
    marks = page.evaluate("""[...document.querySelectorAll('#moves li')].map(li => [
        getComputedStyle(li, '::after').content, getComputedStyle(li, '::before').backgroundColor,
        getComputedStyle(li, '::before').boxShadow])""")
    # red's ::after is the move's number ("1."), yellow's nothing: no degree sign
    assert [m[0] for m in marks] == ['counter(round) "."', "none"]
    assert marks[0][2] != "none"                     # red: a ring
    assert marks[1][1] not in ("rgba(0, 0, 0, 0)",)  # yellow: a dot


def test_messages_are_sentences_with_close_buttons_gone_on_a_new_game(open_game):
    page = open_game("?pos=44x9&red=human&yellow=%3Cb%3Ebold")
    texts = page.locator("#message .msg-text").all_text_contents()
    assert len(texts) == 2
    assert all(t[0].isupper() and t.endswith(".") for t in texts), texts
    assert page.locator("#message .msg-close").count() == 2
    page.locator("#message .msg-close").first.click()
    assert page.locator("#message .msg-text").all_text_contents() == texts[1:]
    column(page, 4).click()
    page.click("#new-game")
    page.click("#resign-yes")  # a game in progress: the page asks first
    assert page.is_hidden("#message")


def test_link_box_follows_the_game(open_game, context):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = open_game("?pos=44&red=human&yellow=human")
    page.click("#copy-link")
    page.wait_for_function("document.getElementById('copy-link').textContent === 'Link copied'")
    assert page.input_value("#link-text").endswith("?pos=44&red=human&yellow=human")
    column(page, 5).click()
    assert page.input_value("#link-text").endswith("?pos=445&red=human&yellow=human")
    assert page.text_content("#copy-link") == "Copy link"
    page.select_option("#yellow-player", "level1")
    # yellow (level 1) is to move: the light worker may answer within the
    # page's human-vs-AI delay, before the next line reads the link
    assert re.search(r"\?pos=445[1-7]?&red=human&yellow=level1$", page.input_value("#link-text"))
    wait_position(page, "p.length === 4")
    assert page.input_value("#link-text").endswith("?pos=%s&red=human&yellow=level1"
                                                   % position(page))


def test_ai_card_hidden_without_an_ai_and_kept_over_a_reload(open_game):
    page = open_game("?red=human&yellow=human")
    assert page.is_hidden("#stats-card")
    page.select_option("#yellow-player", "level1")
    assert page.is_visible("#stats-card")
    assert page.text_content("#stats") == "The AI has not moved yet in this game."
    wait_ai(page)
    column(page, 4).click()
    wait_position(page, "p.length === 2")
    said = page.text_content("#stats")
    assert said.startswith("Yellow (")
    page.reload()
    wait_ready(page)
    assert page.text_content("#stats") == said


def test_hints_explain_their_number_and_say_when_every_move_loses(open_game):
    # 33445: every column loses for red (connect4/terminal's example)
    page = open_game("?pos=33445&red=human&yellow=human")
    wait_ai(page)
    page.click("#hint")
    page.wait_for_function(
        "document.getElementById('hint-note').textContent.includes('every move loses')",
        timeout=60000)
    # every column: loss in 1 (red's open three on the bottom row)
    assert page.text_content("#hint-note") == "Perfect play: every move loses, all equally fast."
    key = page.text_content("#hint-key")
    assert key.startswith("Win in N: your N-th move from now wins") and page.is_visible("#hint-key")
    colours = page.evaluate("""() => {
        const bg = (sel) => getComputedStyle(document.querySelector(sel)).backgroundColor;
        const disc = (cls) => { const s = document.createElement('span');
            s.className = 'chip ' + cls; document.body.append(s);
            const c = getComputedStyle(s).backgroundColor; s.remove(); return c; };
        return [bg('#hints .hint.loss'), disc('red'), disc('yellow')]; }""")
    assert colours[0] not in colours[1:], colours


def test_pause_and_resume_keep_their_width(open_game):
    page = open_game("?red=level1&yellow=level1")
    box = page.locator("#pause")
    assert box.text_content() == "Pause"
    before = box.bounding_box()["width"], page.locator("#speed").bounding_box()
    box.click()
    assert box.text_content() == "Resume"
    after = box.bounding_box()["width"], page.locator("#speed").bounding_box()
    assert before == after


#: Each winning disc's shadows (ring and halo) at a point of its glow, and the
#: gap to the next hole: how far (spread + blur, px) each reaches.
WIN_GLOW = """(frac) => {
    for (const a of document.getAnimations()) {
        if (a.animationName !== 'glow') continue;
        a.pause();
        a.currentTime = a.effect.getTiming().duration * frac;
    }
    const cells = [...document.querySelectorAll('#board .cell')];
    const [r0, r1] = [cells[0].getBoundingClientRect(), cells[1].getBoundingClientRect()];
    const gap = Math.max(r1.top - r0.bottom, r0.top - r1.bottom);  // one column's neighbours
    const reach = (shadow) => (shadow.match(/-?[\\d.]+px/g) || []).map(parseFloat);
    return {gap, glows: document.getAnimations().filter(
                (a) => a.animationName === 'glow').length,
            shadows: [...document.querySelectorAll('#board .cell.win')].map((c) =>
                getComputedStyle(c).boxShadow.split(/,(?![^(]*\\))/).map(reach))};
}"""


def _luminance(rgb):
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(int(x)) for x in re.findall(r"\d+", rgb)[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_winning_discs_stay_clear_through_their_glow(open_game):
    # yellow's four in column 2, beside red discs and empty holes
    page = open_game("?pos=12121232&red=human&yellow=human")
    page.wait_for_selector("body.over #board .cell.win", state="attached")
    for frac in (0.0, 0.5, 0.999):  # alternate: 0.999 is the peak
        got = page.evaluate(WIN_GLOW, frac)
        assert got["glows"] == 4 and len(got["shadows"]) == 4
        for shadows in got["shadows"]:
            # ring and halo end within the gap: none paints over a neighbour
            # (before: a blur of 0.7 of a cell washed the discs out)
            assert len(shadows) >= 2 and all(len(s) == 4 for s in shadows)
            assert max(spread + blur for _, _, blur, spread in shadows) <= got["gap"] + 0.5
    # the star on a yellow disc: dark, not white on yellow
    star, disc = page.evaluate("""() => {
        const c = document.querySelector('#board .cell.yellow.win');
        return [getComputedStyle(c, '::after').color,
                getComputedStyle(document.documentElement).getPropertyValue('--yellow')];
    }""")
    yellow = "%d %d %d" % tuple(int(disc.strip()[i:i + 2], 16) for i in (1, 3, 5))
    light, dark = sorted((_luminance(yellow), _luminance(star)), reverse=True)
    assert (light + 0.05) / (dark + 0.05) >= 4.5
    # reduced motion: no glow animation, the ring stays
    page.emulate_media(reduced_motion="reduce")
    got = page.evaluate(WIN_GLOW, 0)
    assert got["glows"] == 0 and all(len(s) >= 2 for s in got["shadows"])
