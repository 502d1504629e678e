"""Training that remembers in the page (issue 45): a game lost to a level fills Your mistakes
after a reload, its mistake is practised on the board, and an exported file imported into a
fresh browser context restores the counts.  Issue 51: a mix's link opens the mix (also in the
embed), a bad one says why; Export clicked while the stored records are still read is not lost."""

from harness import new_context
from site_helpers import ENGINE_TIMEOUT_MS, column, wait_ai, wait_position, wait_ready
from test_background_review import GAMES_JS

from connect4.puzzles.record import load_set

#: The Your training card once its records are read: its data attributes.
READY = '#training-card[data-state="ready"]'


def open_card(page):
    page.click("#training-card summary")
    page.wait_for_selector(READY, state="attached", timeout=ENGINE_TIMEOUT_MS)


def lose_with_a_blunder(page):
    """Red's first disc in column 1 gives away the win (the book: only 4 keeps it); then
    red resigns: a game lost to level 1 with one blunder."""
    wait_ai(page)
    column(page, 1).click()
    wait_position(page, "p.length === 2")
    page.click("#new-game")
    page.wait_for_selector("#resign-ask", state="visible")
    page.click("#resign-yes")
    wait_position(page, "p === ''")


#: The words in each chart's place (the puzzle rating's, the accuracy's), or "svg" for a chart.
CHARTS = """() => [...document.querySelectorAll('#training-card .training-chart')].map(
    (e) => e.querySelector('svg') ? 'svg' : e.textContent)"""


def test_a_lost_game_fills_your_mistakes_after_a_reload_and_is_practised(open_game):
    page = open_game("?red=human&yellow=level1")
    # a new player's card: a sentence in each empty chart's place, not bare axes (issue 51)
    open_card(page)
    page.wait_for_function("(%s)()[0] !== ''" % CHARTS)  # the rating's once the set is in
    rating, accuracy = page.evaluate(CHARTS)
    assert rating.startswith("No puzzle rating yet: solve a puzzle"), rating
    assert accuracy.startswith("No reviewed game yet: each game you finish"), accuracy
    lose_with_a_blunder(page)
    page.reload()
    wait_ready(page)
    # the full engine loads, idle, and judges the stored game: then its mistake is banked
    page.wait_for_selector('body[data-reviewed="1"]', state="attached", timeout=ENGINE_TIMEOUT_MS)
    # the game is stored under the reader's own day and time (the time once reached the
    # page's MicroPython cut to 32 bits: day 5 of 1970)
    (rec,) = page.evaluate(GAMES_JS)
    now, day = page.evaluate("() => { const d = new Date(), ms = d.getTime(); "
                             "return [ms, Math.floor((ms - d.getTimezoneOffset() * 60000) / 864e5)]; }")
    assert rec["day"] == day and 0 < now - int(rec["id"].split("-")[0]) < 600_000
    open_card(page)
    page.wait_for_selector('#training-card[data-mistakes="1"]', state="attached")
    assert page.text_content("#training-card .training-line").startswith("1 mistake to practise")
    rating, accuracy = page.evaluate(CHARTS)  # the reviewed game's accuracy: its chart
    assert rating.startswith("No puzzle rating yet") and accuracy == "svg", (rating, accuracy)
    assert page.text_content("#puzzle-mistakes") == "Your mistakes (1)"
    page.click("#training-mistakes")
    page.wait_for_selector('#puzzles[data-state="ready"]', state="attached")
    assert page.text_content("#puzzle-status") == "Red to play and win"
    assert page.get_attribute("#board", "data-position") == ""
    column(page, 4).click()
    page.wait_for_selector('#puzzles[data-feedback="solved"]', state="attached")
    # solved once today: it stays in the queue until a second day
    page.click("#puzzles-close")
    page.wait_for_selector('#training-card[data-mistakes="1"]', state="attached")


def test_an_exported_file_imported_in_a_fresh_context_restores_the_counts(browser, server, tmp_path):
    ctx = browser.new_context(accept_downloads=True)
    page = ctx.new_page()
    page.goto(server.url + "?red=human&yellow=level1")
    wait_ready(page)
    lose_with_a_blunder(page)
    page.wait_for_selector('body[data-reviewed="1"]', state="attached", timeout=ENGINE_TIMEOUT_MS)
    open_card(page)
    page.wait_for_selector('#training-card[data-mistakes="1"]', state="attached")
    with page.expect_download() as got:
        page.click("#training-export")
    path = tmp_path / got.value.suggested_filename
    got.value.save_as(path)
    assert path.name.startswith("connect4-progress-") and path.name.endswith(".json")
    ctx.close()

    fresh = browser.new_context()
    page = fresh.new_page()
    page.goto(server.url)
    wait_ready(page)
    open_card(page)
    assert page.get_attribute("#training-card", "data-mistakes") == "0"
    bad = tmp_path / "bad.json"
    bad.write_text('{"app": "connect4", "kind": "progress", "version": 99}')
    page.set_input_files("#training-file", str(bad))
    page.wait_for_selector(".training-alert:not(:empty)", state="attached")
    assert "newer version" in page.text_content(".training-alert")
    assert page.get_attribute("#training-card", "data-mistakes") == "0"  # nothing changed
    # issue 54: what a strict JSON parser refuses (the page's MicroPython took a stray colon),
    # and bytes that are not UTF-8, are refused with the reason before anything is stored
    text = path.read_text()
    at = text.index('", "', text.index('"storage": {')) + 3
    colon = tmp_path / "colon.json"
    colon.write_text(text[:at] + ":" + text[at:])  # "connect4.coach.v1": "1",:"connect4...
    not_utf8 = tmp_path / "bytes.json"
    not_utf8.write_bytes(text.encode().replace(b'"exported": "', b'"exported": "\xff', 1))
    for damaged, words in ((colon, "is not JSON text: ':' at character"), (not_utf8, "not UTF-8")):
        page.set_input_files("#training-file", str(damaged))
        page.wait_for_function("(w) => document.querySelector('.training-alert').textContent"
                               ".includes(w)", arg=words)
        assert page.get_attribute("#training-card", "data-mistakes") == "0"
    with page.expect_navigation(timeout=ENGINE_TIMEOUT_MS):  # it starts again from the import
        page.set_input_files("#training-file", str(path))
    wait_ready(page)
    open_card(page)
    page.wait_for_selector('#training-card[data-mistakes="1"]', state="attached")
    assert page.get_attribute("#training-card", "data-games") == "1"
    fresh.close()


#: Every address the page writes, kept in ``window.c4Addresses`` (the history's own calls).
ADDRESSES_JS = """window.c4Addresses = [];
for (const name of ["pushState", "replaceState"]) {
    const real = history[name].bind(history);
    history[name] = (state, title, url) => {
        window.c4Addresses.push(String(url));
        return real(state, title, url);
    };
}"""


def test_a_mix_link_opens_the_mix_and_keeps_its_address_and_a_bad_one_says_why(browser, server,
                                                                                guard):
    """Issue 51 (2): ``?mix=`` gave a plain game and the address became ``?pos=...``."""
    puzzles = load_set()
    ctx = new_context(browser, guard)
    ctx.add_init_script(ADDRESSES_JS)
    try:
        for query, themes, levels in (("?mix=tz.2-5", "tz", (2, 5)),
                                      ("?embed=1&mix=n.1-7", "n", (1, 7))):
            page = ctx.new_page()
            page.goto(server.url + query)
            wait_ready(page)
            page.wait_for_selector('#puzzles[data-state="ready"]', state="attached",
                                   timeout=ENGINE_TIMEOUT_MS)
            p = puzzles[int(page.get_attribute("#puzzles", "data-puzzle")) - 1]
            assert levels[0] <= p.level <= levels[1] and set(p.themes) & set(themes)
            assert " · mix: " in page.text_content("#puzzle-about")
            assert page.evaluate("location.search") == query  # the mix's link, kept
            assert not [a for a in page.evaluate("window.c4Addresses") if "pos=" in a]
            page.close()
        page = ctx.new_page()
        page.goto(server.url + "?mix=x.9")
        wait_ready(page)
        page.wait_for_selector("#message:not([hidden])", timeout=ENGINE_TIMEOUT_MS)
        assert page.text_content("#message").startswith("The link's mix 'x.9': there is no theme")
        assert page.evaluate("document.body.classList.contains('mode-game')")
        column(page, 4).click()  # the game is intact and plays
        wait_position(page, "p.startsWith('4')")
    finally:
        ctx.close()


#: IndexedDB opened only once the test lets it (``window.c4OpenIdb()``): the stored records'
#: read held, as on a busy machine.
SLOW_IDB_JS = """(() => {
    const gate = new Promise((resolve) => { window.c4OpenIdb = resolve; });
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (...args) {
        const req = new EventTarget();  // stands in for the request until the gate opens
        gate.then(() => {
            const real = open.apply(this, args);
            for (const name of ["upgradeneeded", "success", "error", "blocked"]) {
                real.addEventListener(name, (ev) => {
                    req.result = real.result;
                    req.error = real.error;
                    req.transaction = real.transaction;
                    if (req["on" + name]) req["on" + name](ev);
                    req.dispatchEvent(new Event(name));
                });
            }
        });
        return req;
    };
})();"""


def test_export_clicked_while_the_records_are_read_is_done_once_they_are(browser, server, guard):
    """Issue 51 (10): the click returned silently while the records were read."""
    ctx = new_context(browser, guard, accept_downloads=True)
    ctx.add_init_script(SLOW_IDB_JS)
    try:
        page = ctx.new_page()
        page.goto(server.url)
        wait_ready(page)
        page.click("#training-card summary")
        page.wait_for_selector('#training-card[data-state="loading"]', state="attached",
                               timeout=ENGINE_TIMEOUT_MS)
        page.click("#training-export")  # the records are not read yet
        page.wait_for_function("document.querySelector('#training-card [role=status]')"
                               ".textContent.includes('once')")
        assert page.get_attribute("#training-card", "data-state") == "loading"
        with page.expect_download(timeout=ENGINE_TIMEOUT_MS) as got:
            page.evaluate("window.c4OpenIdb()")
        assert got.value.suggested_filename.startswith("connect4-progress-")
        page.wait_for_selector('#training-card[data-state="ready"]', state="attached")
        assert page.text_content("#training-card [role=status]").startswith("Exported: 0 mistakes")
    finally:
        ctx.close()
