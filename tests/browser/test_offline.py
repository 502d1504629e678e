"""Offline after one visit, and a new build taken up whole on the next visit.

Each test serves its own copy of the built site (the session's server must
keep running for the other tests) on its own port, in a fresh browser
context (its own service workers and caches).
"""

import re
import shutil

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from site_helpers import OFFLINE_TIMEOUT_MS, column, position, wait_ai, wait_position, wait_ready

#: A first visit: the page, then the AI worker, then the precache (which
#: waits for the AI so as to revalidate instead of downloading twice).
#: Logged by Chromium when its update check of sw.js cannot reach the server:
#: what we want to happen with the server stopped.
OFFLINE_NOISE = ("ERR_CONNECTION_REFUSED", "Failed to load resource",
                 "An unknown error occurred when fetching the script")

CACHE_STATE_JS = """async () => {
    const hex = (b) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, "0")).join("");
    const out = {};
    for (const name of await caches.keys()) {
        if (!(await caches.has(name))) continue;  // deleted since keys(): open would re-create it
        const cache = await caches.open(name);
        const files = {};
        for (const req of await cache.keys()) {
            const body = await (await cache.match(req)).arrayBuffer();
            files[req.url] = hex(await crypto.subtle.digest("SHA-256", body));
        }
        out[name] = files;
    }
    return out;
}"""


def wait_offline(page, timeout=OFFLINE_TIMEOUT_MS):
    page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=timeout)


def sw_version(site):
    return re.search(r'const VERSION = "([0-9a-f]+)"', (site / "sw.js").read_text()).group(1)


def settled_caches(page, timeout_s=20.0):
    """The site's caches once the active worker has finished deleting old builds.

    The new worker deletes the old build's cache in its ``activate`` handler,
    but a page's controller changes when activation starts, so the page can be
    on the new build while that handler still runs and the old cache is still
    listed (seen on Debian's Chromium 150 here, 2 of 4 update tests): wait until
    only one is left or the time is up, then let the caller's checks judge.
    """
    # Count by caches.keys() only while waiting: CACHE_STATE_JS opens each
    # listed cache, and caches.open on a name deleted in between re-creates it.
    # (wait_for_function takes a promise for true: the count is kept in a variable)
    page.evaluate("""() => { window.c4CacheCount = null;
        window.c4CacheWatch = setInterval(async () => {
            window.c4CacheCount = (await caches.keys()).length; }, 100); }""")
    try:
        page.wait_for_function("window.c4CacheCount !== null && window.c4CacheCount <= 1",
                               timeout=timeout_s * 1000)
    except PlaywrightTimeout:
        pass  # the caller's checks say what is left
    page.evaluate("clearInterval(window.c4CacheWatch)")
    return page.evaluate(CACHE_STATE_JS)


def next_visit_caches(ctx, url):
    """The caches as a page opened after a switch of build finds them.

    Chromium stores V8 and WebAssembly code cache beside a response, in the
    cache it came from, opening that cache by name: an old build's page that
    does so after the new build deleted its cache re-creates it, empty.  The
    next page opened deletes it (sw.js's fetch handler): that is the state a
    reader's storage is left in.
    """
    page = ctx.new_page()
    page.goto(url)
    wait_ready(page)
    return settled_caches(page)


def check_cache_is_build(caches, base_url, site):
    """The only cache holds exactly the build in ``site``, every byte as built."""
    from build import precache_manifest

    version = sw_version(site)
    assert len(caches) == 1, "old caches left: %r" % sorted(caches)
    (name, files), = caches.items()
    assert name.endswith(":" + version)
    files.pop(base_url + "__precache-manifest__")
    want = {base_url + path: h for path, h in precache_manifest(site).items()}
    assert files == want


@pytest.fixture
def own_site(site_dir, tmp_path):
    d = tmp_path / "site"
    shutil.copytree(site_dir, d)
    return d


@pytest.fixture
def own_server(own_site):
    from harness import Server

    s = Server(own_site)
    yield s
    try:
        s.stop()
    except Exception:
        pass


def test_game_and_ai_work_with_the_server_stopped_after_one_visit(browser, own_site, own_server,
                                                                   guard):
    from harness import new_context

    ctx = new_context(browser, guard)
    try:
        page = ctx.new_page()
        page.goto(own_server.url + "?red=human&yellow=level1")
        wait_ready(page)
        wait_ai(page)
        wait_offline(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        check_cache_is_build(settled_caches(page), own_server.url, own_site)
        assert page.is_visible("#offline-note")

        own_server.stop()
        page.reload()
        wait_ready(page)
        wait_ai(page)
        column(page, 4).click()
        wait_position(page, "p.length === 2")
        # A new tab, a shared link: the same, from the cache.
        page2 = ctx.new_page()
        page2.goto(own_server.url + "?pos=4453&red=human&yellow=level1")
        wait_ready(page2)
        assert position(page2) == "4453"
        wait_ai(page2)
        column(page2, 4).click()
        wait_position(page2, "p.length === 6")
    finally:
        ctx.close()
        guard.errors = [e for e in guard.errors if not any(k in e for k in OFFLINE_NOISE)]


def test_a_new_build_is_taken_up_whole_on_the_next_visit(browser, own_site, own_server, guard):
    from harness import new_context

    from build import write_offline

    url = own_server.url
    ctx = new_context(browser, guard)
    try:
        page = ctx.new_page()
        page.goto(url)
        wait_ready(page)
        wait_offline(page)
        first = page.evaluate(CACHE_STATE_JS)
        check_cache_is_build(first, url, own_site)
        page.close()

        # The site is rebuilt with two changed files: the page, and a module
        # only the AI worker loads.  Keep build A to compare.
        build_a = own_site.parent / "build-a"
        shutil.copytree(own_site, build_a)
        index = own_site / "index.html"
        index.write_text(index.read_text().replace(
            "<head>", '<head>\n  <meta name="c4-build" content="B">', 1))
        players = own_site / "connect4" / "players" / "__init__.py"
        players.write_text(players.read_text() + "\nBUILD_MARK = 'B'\n")
        version_b = write_offline(own_site)
        assert version_b != sw_version(build_a)

        # Next visit: build A from the cache, whole; build B is fetched in the
        # background (only the two changed files: the rest is copied from A's
        # cache) and waits, announced to the player.
        page = ctx.new_page()
        page.goto(url)
        wait_ready(page)
        assert page.locator("meta[name=c4-build]").count() == 0
        assert "BUILD_MARK" not in page.evaluate(
            "fetch('connect4/players/__init__.py').then(r => r.text())")
        page.wait_for_selector("html[data-update=ready]", state="attached", timeout=60000)
        assert "new version" in page.text_content("#offline-note")
        both = page.evaluate(CACHE_STATE_JS)
        assert len(both) == 2
        page.close()

        # The visit after: build B, whole, and the AI plays on it.
        page = ctx.new_page()
        page.goto(url + "?red=human&yellow=level1")
        # Build A's page opens, finds B waiting, and B takes over at once.
        page.wait_for_selector("meta[name=c4-build]", state="attached", timeout=60000)
        wait_ready(page)
        assert "BUILD_MARK = 'B'" in page.evaluate(
            "fetch('connect4/players/__init__.py').then(r => r.text())")
        wait_ai(page)
        column(page, 4).click()
        wait_position(page, "p.length === 2")
        wait_offline(page)
        check_cache_is_build(next_visit_caches(ctx, url), url, own_site)
    finally:
        ctx.close()


def test_use_it_now_switches_every_open_tab_to_the_new_build(browser, own_site, own_server, guard):
    """Two tabs on build A; build B is downloaded; "Use it now" in one tab
    reloads both on build B (a tab never goes on with A's files under B)."""
    from harness import new_context

    from build import write_offline

    url = own_server.url
    ctx = new_context(browser, guard)
    try:
        one = ctx.new_page()
        one.goto(url)
        wait_ready(one)
        wait_offline(one)
        two = ctx.new_page()
        two.goto(url)
        wait_ready(two)
        index = own_site / "index.html"
        index.write_text(index.read_text().replace(
            "<head>", '<head>\n  <meta name="c4-build" content="B">', 1))
        write_offline(own_site)
        # Chromium checks sw.js on navigations; a third tab's visit finds B.
        three = ctx.new_page()
        three.goto(url)
        for page in (one, two, three):
            page.wait_for_selector("html[data-update=ready]", state="attached", timeout=60000)
            assert page.locator("meta[name=c4-build]").count() == 0
        three.close()
        one.get_by_role("button", name="Use it now").click()
        for page in (one, two):
            page.wait_for_selector("meta[name=c4-build]", state="attached", timeout=60000)
            wait_ready(page)
            wait_ai(page)
        check_cache_is_build(next_visit_caches(ctx, url), url, own_site)
    finally:
        ctx.close()


def test_a_reload_takes_up_a_downloaded_build(browser, own_site, own_server, guard):
    """The only tab reloads once build B waits: it gets B whole at once."""
    from harness import new_context

    from build import write_offline

    ctx = new_context(browser, guard)
    try:
        page = ctx.new_page()
        page.goto(own_server.url)
        wait_ready(page)
        wait_offline(page)
        index = own_site / "index.html"
        index.write_text(index.read_text().replace(
            "<head>", '<head>\n  <meta name="c4-build" content="B">', 1))
        write_offline(own_site)
        page.reload()          # build A, from the cache; B is found and downloaded
        wait_ready(page)
        page.wait_for_selector("html[data-update=ready]", state="attached", timeout=60000)
        assert page.locator("meta[name=c4-build]").count() == 0
        page.reload()          # A's page asks B to take over: B, whole
        page.wait_for_selector("meta[name=c4-build]", state="attached", timeout=60000)
        wait_ready(page)
        check_cache_is_build(next_visit_caches(ctx, own_server.url), own_server.url, own_site)
    finally:
        ctx.close()


def test_every_mode_opens_offline_after_one_visit_that_opened_none(browser, own_server, guard):
    """Issue 42: after one visit that never opened them, Puzzles (its bundle and
    the puzzle set), a review and the Threats overlay open with the server
    stopped.  The set was fetched only when the mode opened and never cached."""
    from harness import new_context

    ctx = new_context(browser, guard)
    try:
        page = ctx.new_page()
        page.goto(own_server.url + "?red=human&yellow=human")
        wait_ready(page)
        wait_offline(page)
        own_server.stop()
        page.reload()
        wait_ready(page)
        page.click("#puzzles-open")
        page.wait_for_selector("#puzzles[data-state=ready]", state="attached", timeout=60000)
        assert "to play" in page.text_content("#puzzle-status")
        page.click("#puzzles-close")
        page.goto(own_server.url + "?pos=4453&review=1&red=human&yellow=human")
        wait_ready(page)
        page.wait_for_selector("#review-status-text", state="visible", timeout=60000)
        assert page.text_content("#review-status-text").strip()
        page.click("#review-close")
        page.click("#threats")
        page.wait_for_selector("#threats[aria-pressed=true]", state="attached", timeout=60000)
        page.wait_for_selector("#threat-key", state="visible", timeout=60000)
    finally:
        ctx.close()
        guard.errors = [e for e in guard.errors if not any(k in e for k in OFFLINE_NOISE)]


def test_a_review_offline_judges_as_online_with_the_data_of_the_first_visit(browser, own_server,
                                                                             guard, tmp_path):
    """Issue 42: a review on the first visit downloads the 12-disc data before
    the service worker is installed, so its cache never had it: offline, a
    19-move game's review left 13 moves unsolved (online: 2).  The browser's
    own HTTP copy now stands in.  A profile on disk (a test context's memory
    cache is too small for 21 MB, and routing would bypass the HTTP cache).  Its 12
    moves are the ones the data judges (the 19 took 20 s more; the later moves' second
    look, issue 51, is tests/review/test_review_game.py's)."""
    from harness import launch_options

    game = "734534523335"
    done = ("document.getElementById('review-status-text').textContent"
            ".startsWith('Every move judged')")
    ctx = browser.browser_type.launch_persistent_context(tmp_path / "profile", **launch_options())
    ctx.on("request", guard.on_request)
    ctx.on("page", guard.watch)
    try:
        page = ctx.new_page()
        guard.watch(page)
        link = own_server.url + "?pos=%s&review=1&red=human&yellow=human" % game
        page.goto(link)
        wait_ready(page)
        page.wait_for_function(done, timeout=240000)
        online = page.text_content("#review-status-text")
        assert online == "Every move judged."
        wait_offline(page)
        page.evaluate("localStorage.removeItem('connect4.review.v1')")  # judged again offline
        own_server.stop()
        page.goto(link)
        wait_ready(page)
        page.wait_for_function(done, timeout=240000)
        assert page.text_content("#review-status-text") == online
        page.click("#review-practise")  # the puzzles' bundle and set, offline too
        page.wait_for_selector("#puzzles[data-state=ready]", state="attached", timeout=60000)
    finally:
        ctx.close()
        guard.errors = [e for e in guard.errors if not any(k in e for k in OFFLINE_NOISE)]
