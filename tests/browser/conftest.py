"""Browser tests: one built site, one local server, one Chromium per session.

The site is built by ``build.build_site`` (what ``python3 build.py``
runs) into a temporary folder and served on 127.0.0.1; a second server on
127.0.0.2 (another site, so frames from it are third-party) serves host
pages for the embedding test.  Every request that leaves these two origins
is aborted and fails the test that made it: the game must never need the
network.

Debian's /usr/bin/chromium is used when present, Playwright's own Chromium
otherwise.
"""

import os
import sys
from pathlib import Path

import pytest
from harness import ROOT, Guard, Server, launch_options, new_context
from site_helpers import LONG_THINKER, reset_page, wait_ai, wait_ready


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser/" in item.nodeid.replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory):
    """The site, freshly built from the working tree."""
    sys.path.insert(0, str(ROOT))
    from build import build_site

    return build_site(tmp_path_factory.mktemp("site") / "dist")


@pytest.fixture(scope="session")
def server(site_dir):
    s = Server(site_dir)
    yield s
    s.stop()


@pytest.fixture(scope="session")
def host_server(tmp_path_factory):
    """A second origin (127.0.0.2) for pages that embed the game."""
    d = tmp_path_factory.mktemp("host")
    s = Server(d, host="127.0.0.2")
    s.dir = d
    yield s
    s.stop()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(**launch_options())
        yield b
        b.close()


@pytest.fixture
def guard():
    g = Guard()
    yield g
    g.check()


@pytest.fixture
def context(browser, guard):
    ctx = new_context(browser, guard)
    yield ctx
    ctx.close()


@pytest.fixture
def open_game(context, server):
    """``open_game("?pos=44")`` -> a page of the game, clickable."""

    def opener(query="", page=None):
        page = page or context.new_page()
        page.goto(server.url + query)
        wait_ready(page)
        return page

    return opener


# -- the shared AI page -------------------------------------------------------------
@pytest.fixture(scope="module")
def ai_guard():
    g = Guard()
    yield g
    g.check()


@pytest.fixture(scope="module")
def shared_ai_page(browser, server, ai_guard):
    """One page whose AI worker has booted, shared by a module's AI tests
    (booting Pyodide takes seconds); :func:`ai_page` resets it for each test."""
    ctx = new_context(browser, ai_guard)
    page = ctx.new_page()
    page.add_init_script(path=str(Path(__file__).with_name("gapmeter.js")))
    # A slow player from the link joins the menus: tests that need a search
    # in flight pick it.
    page.goto(server.url + "?red=human&yellow=" + LONG_THINKER)
    wait_ready(page)
    wait_ai(page)
    page.select_option("#yellow-player", "human")
    yield page
    ctx.close()


@pytest.fixture
def ai_page(shared_ai_page):
    """The shared AI page as a test finds it whatever ran before: no match, no
    review, panels closed, nothing paused, hints off, a new human-vs-human game."""
    page = shared_ai_page
    wait_ready(page)  # a test may have left it reloading
    reset_page(page)
    return page
