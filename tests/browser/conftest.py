"""Browser tests: one built site, one local server, one Chromium per session.

The site is built by ``sitebuild.build_site`` (what ``python3 build.py``
runs) into a temporary folder and served on 127.0.0.1; a second server on
127.0.0.2 (another site, so frames from it are third-party) serves host
pages for the embedding test.  Every request that leaves these two origins
is aborted and fails the test that made it: the game must never need the
network.

Debian's /usr/bin/chromium is used when present, Playwright's own Chromium
otherwise.
"""

import http.server
import os
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from site_helpers import LONG_THINKER, wait_ai, wait_ready

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
LOCAL_HOSTS = {"127.0.0.1", "127.0.0.2", "localhost"}
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    # A second line of defence: names other than loopback do not resolve.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2",
]


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser/" in item.nodeid.replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)


def launch_options():
    """Keyword arguments for ``playwright.chromium.launch``."""
    opts = {"headless": True, "args": list(LAUNCH_ARGS)}
    if CHROMIUM.exists():
        opts["executable_path"] = str(CHROMIUM)
    return opts


class Server:
    """A threaded static server for one folder on one loopback address."""

    def __init__(self, directory, host="127.0.0.1", headers=None):
        import sys

        sys.path.insert(0, str(ROOT))
        from sitebuild import make_handler

        self.httpd = http.server.ThreadingHTTPServer(
            (host, 0), make_handler(directory, quiet=True, headers=headers))
        self.httpd.daemon_threads = True
        self.url = "http://%s:%d/" % (host, self.httpd.server_address[1])
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory):
    """The site, freshly built from the working tree."""
    import sys

    sys.path.insert(0, str(ROOT))
    from sitebuild import build_site

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


class Guard:
    """Aborts and records requests off loopback, and records page errors."""

    def __init__(self):
        self.offsite = []
        self.errors = []

    def route(self, route):
        host = urlsplit(route.request.url).hostname
        if route.request.url.startswith(("data:", "blob:")) or host in LOCAL_HOSTS:
            route.continue_()
        else:
            self.offsite.append(route.request.url)
            route.abort()

    def on_request(self, request):
        url = request.url
        if not url.startswith(("data:", "blob:")) and urlsplit(url).hostname not in LOCAL_HOSTS:
            self.offsite.append(url)

    def watch(self, page):
        page.on("pageerror", lambda e: self.errors.append("pageerror: %s" % e))
        page.on("console", lambda m: m.type == "error" and self.errors.append(
            "console: %s" % m.text))
        return page

    def check(self):
        assert not self.offsite, "requests left localhost: %r" % self.offsite
        assert not self.errors, "errors in the page: %r" % self.errors


def new_context(browser, guard, route=True, **kw):
    """A browser context whose off-loopback requests fail ``guard.check()``.

    With ``route`` (the default) they are also aborted by Playwright; that
    disables the HTTP cache, so warm-load measurements pass ``route=False``
    and rely on the resolver rules (nothing but loopback resolves) instead.
    """
    ctx = browser.new_context(**kw)
    if route:
        ctx.route("**/*", guard.route)
    ctx.on("request", guard.on_request)
    ctx.on("page", guard.watch)
    return ctx


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
def ai_page(browser, server, ai_guard):
    """One page whose AI worker has booted, shared by a module's AI tests
    (booting Pyodide takes seconds; each test starts its own new game)."""
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
