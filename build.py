#!/usr/bin/env python3
"""Build, serve and test the Connect 4 site; build the opening book.

    python3 build.py            # build the static site into dist/
    python3 build.py build --base-url https://user.github.io/connect4/
                                # build, and print the one-line <iframe> embed for that URL
    python3 build.py serve      # build, then serve dist/ on http://127.0.0.1:8000/ (--port N)
    python3 build.py test       # install what the tests need, build, run pytest
    python3 build.py test [--install-missing] [PYTEST ARGS...]
                                # --install-missing: consent to installing a missing Chromium
                                # (or python3-venv); CI=true consents too
    python3 build.py data       # find (or download) the benchmark positions the tests use
    python3 build.py book ...   # build/extend the opening book (see --help)
    python3 build.py icons      # redraw static/icon-*.png (committed)

``test`` keeps the Python packages it needs in ``.venv/`` (created on first
use; an environment the user activated is used as it is) and runs itself
again with that environment's Python.

This file is the command line only; the work is done by ``connect4/site/``
(one module per concept, never shipped to the browser).  Only the standard
library and the pure-Python ``connect4`` package are imported, so ``serve``
works on a machine that has nothing but Python and Node.js.
"""

import argparse
import subprocess
import sys

from connect4.site import DIST, ROOT, browser, environment, pons, system

# Tests and benchmark scripts import build_site, embed_snippet, make_handler,
# precache_manifest and write_offline from ``build``.
from connect4.site.builder import build_site
from connect4.site.embed import embed_snippet
from connect4.site.environment import ensure_node_modules
from connect4.site.icons import write_icons
from connect4.site.offline import precache_manifest, write_offline  # noqa: F401
from connect4.site.server import PortError, StaticServer, make_handler, open_server, serve_forever  # noqa: F401
from connect4.solver import bookbuild


def cmd_build(args) -> int:
    """Build the static site into dist/; with --base-url, print the embed snippet."""
    base_url = getattr(args, "base_url", None)
    snippet = None
    if base_url:
        try:
            snippet = embed_snippet(base_url)
        except ValueError as e:
            print("build.py: %s" % e, file=sys.stderr)
            return 2
    ensure_node_modules()
    environment.ensure_mpy_cross()  # the page's Python as bytecode, not source
    build_site(DIST)
    if snippet:
        print("\nEmbed the game in any page (a blog post, another site) with this one line:\n\n"
              + snippet + "\n\nSettings go in its query: red= and yellow= are human or levelN "
              "(level1 is the weakest; red moves first), e.g. ?embed=1&red=level5&yellow=human.",
              flush=True)
    return 0


def cmd_serve(args) -> int:
    """Build, then serve dist/ on localhost (the port is taken first: a busy one fails at once)."""
    try:
        httpd = open_server(DIST, args.host, args.port)
    except PortError as e:
        print(e, file=sys.stderr)
        return 1
    with httpd:
        cmd_build(args)
        return serve_forever(httpd)


#: The whole suite in two processes (pytest-xdist), each test file in one of them (its
#: module-scoped browser page stays whole): 16:51 -> 13:42 on the project's 2-core box.
#: The 25 slowest tests are listed after it: the suite has 15 minutes, and a CI log shows
#: where they go.
PARALLEL = ["-n", "2", "--dist", "loadfile", "--durations", "25"]


def run_pytest(pytest_args, python: str = sys.executable) -> int:
    """Run pytest in the project (the whole suite in two processes); its exit
    status, never 0 when no test ran."""
    extra = PARALLEL if not pytest_args else []
    status = subprocess.call([python, "-m", "pytest", *extra, *pytest_args], cwd=ROOT)
    if status == 5:
        print("build.py test: pytest collected no tests (exit status 5): nothing was checked.",
              file=sys.stderr)
    return status


def cmd_test(args) -> int:
    """Install what the tests need (in .venv/), find the test data, build the site, run pytest."""
    try:
        if not environment.in_virtualenv():
            active = environment.activated_env()
            python = (environment.active_python(active) if active else
                      environment.create_venv(consented=args.install_missing))
            return environment.rerun_in(python, ["test", *args.argv])
        environment.ensure_requirements()
        print("benchmark positions: %s" % pons.locate(), flush=True)
        if browser.wants_browser(args.pytest_args):
            problem = browser.ensure_chromium(args.install_missing)
            if problem:
                print(problem, file=sys.stderr)
                return 3
        cmd_build(args)
    except system.SetupError as e:
        print(e, file=sys.stderr)
        return 2
    except pons.PonsDataError as e:
        print("build.py test: %s" % e, file=sys.stderr)
        return 2
    except subprocess.CalledProcessError as e:
        print("build.py test: %s" % e, file=sys.stderr)
        return e.returncode or 1
    return run_pytest(args.pytest_args)


def cmd_data(args) -> int:
    """Find or download the benchmark positions; print the folder."""
    try:
        print(pons.locate())
    except pons.PonsDataError as e:
        print(e, file=sys.stderr)
        return 2
    return 0


def cmd_book(args) -> int:
    """Build or extend the opening book with the project's own solver."""
    return bookbuild.main(args.book_args)


def parse_test_args(argv) -> argparse.Namespace:
    """``build.py test``'s own options first, everything after them for pytest.

    By hand: argparse's REMAINDER rejects a leading option (``test -m "not slow"``).
    """
    argv = list(argv)
    own = []
    while argv and argv[0] in (system.CONSENT_FLAG, "--"):
        own.append(argv.pop(0))
        if own[-1] == "--":
            break
    return argparse.Namespace(command="test", install_missing=system.CONSENT_FLAG in own,
                              pytest_args=argv, argv=[a for a in own if a != "--"] + argv)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("build", help="build the static site into dist/")
    p.add_argument("--base-url", metavar="URL",
                   help="where the site will be deployed (e.g. https://user.github.io/connect4/): "
                        "print the one-line <iframe> that embeds the game from there")
    p = sub.add_parser("serve", help="build and serve the site on localhost")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000, help="0: any free port")
    sub.add_parser("test", help="install test dependencies in .venv/, build, run pytest "
                                "(%s: consent to installing Chromium; then pytest's "
                                "arguments)" % system.CONSENT_FLAG)
    sub.add_parser("data", help="find or download the benchmark positions the tests use")
    sub.add_parser("icons", help="redraw the committed PNG icons in static/")
    sub.add_parser("book", help="build or extend the opening book")
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["book"]:
        # argparse's REMAINDER rejects a leading option ("book --max-ply 8"):
        # hand everything after "book" to the book builder untouched.
        return cmd_book(argparse.Namespace(book_args=argv[1:]))
    if argv[:1] == ["test"] and not {"-h", "--help"} & set(argv[1:2]):
        return cmd_test(parse_test_args(argv[1:]))
    args = parser.parse_args(argv)
    handlers = {
        None: cmd_build,
        "build": cmd_build,
        "serve": cmd_serve,
        "data": cmd_data,
        "icons": lambda args: write_icons() or 0,
    }
    return handlers[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
