"""Browser-test harness: Chromium launch options, a loopback static server,
and the guard that fails a test on any request off localhost or page error.

Plain module (not conftest) so that tests and benchmark scripts can import
it by a unique name: two files named conftest.py cannot both be imported as
``conftest``.
"""

import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

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


def launch_options():
    """Keyword arguments for ``playwright.chromium.launch``."""
    opts = {"headless": True, "args": list(LAUNCH_ARGS)}
    if CHROMIUM.exists():
        opts["executable_path"] = str(CHROMIUM)
    return opts


class Server:
    """A threaded static server for one folder on one loopback address."""

    def __init__(self, directory, host="127.0.0.1", headers=None):

        sys.path.insert(0, str(ROOT))
        from build import StaticServer, make_handler

        self.httpd = StaticServer((host, 0), make_handler(directory, quiet=True, headers=headers))
        self.httpd.daemon_threads = True
        self.url = "http://%s:%d/" % (host, self.httpd.server_address[1])
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


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


#: Before the page's scripts: the hints' exact numbers unless a test chose
#: (connect4.page.modes.hints.hintwords; a first-time player gets the beginner's view, and
#: most tests compare the hints with the solver's scores).
EXACT_HINTS_JS = """try { if (localStorage.getItem("connect4.hintview.v1") === null)
    localStorage.setItem("connect4.hintview.v1", "exact"); } catch (e) {}"""


#: The coach starts on for a new player (issue 44): off in the tests' contexts unless asked
#: (a test playing against a level must not be stopped by it).
COACH_OFF_JS = """try { if (localStorage.getItem("connect4.coach.v1") === null)
    localStorage.setItem("connect4.coach.v1", "0"); } catch (e) {}"""


def new_context(browser, guard, route=True, beginner_hints=False, coach=False, **kw):
    """A browser context whose off-loopback requests fail ``guard.check()``.

    With ``route`` (the default) they are also aborted by Playwright; that
    disables the HTTP cache, so warm-load measurements pass ``route=False``
    and rely on the resolver rules (nothing but loopback resolves) instead.
    Hints show their exact numbers unless ``beginner_hints`` (a first-time
    player's view).  The coach is off unless ``coach`` (a new player's default).
    """
    ctx = browser.new_context(**kw)
    if not beginner_hints:
        ctx.add_init_script(EXACT_HINTS_JS)
    if not coach:
        ctx.add_init_script(COACH_OFF_JS)
    if route:
        ctx.route("**/*", guard.route)
    ctx.on("request", guard.on_request)
    ctx.on("page", guard.watch)
    return ctx
