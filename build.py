#!/usr/bin/env python3
"""Build, serve and test the Connect 4 site; build the opening book.

    python3 build.py            # build the static site into dist/
    python3 build.py build --base-url https://user.github.io/connect4/
                                # build, and print the one-line <iframe> embed for that URL
    python3 build.py serve      # build, then serve dist/ on http://127.0.0.1:8000/
    python3 build.py test       # install what the tests need, build, run pytest
    python3 build.py book ...   # build/extend the opening book (see --help)
    python3 build.py icons      # redraw static/icon-*.png (committed)

This file is the command line only; the work is done by ``connect4/site/``
(one module per concept, never shipped to the browser).  Only the standard
library and the pure-Python ``connect4`` package are imported, so ``serve``
works on a machine that has nothing but Python and Node.js.
"""

import argparse
import subprocess
import sys

from connect4.site import DIST
# Re-exported: tests and benchmark scripts import these from ``build``.
from connect4.site.builder import build_site, package_files  # noqa: F401
from connect4.site.embed import embed_snippet
from connect4.site.icons import icon_png, write_icons  # noqa: F401
from connect4.site.installer import ensure_node_modules, ensure_test_dependencies
from connect4.site.offline import build_version, precache_manifest, write_offline  # noqa: F401
from connect4.site.server import make_handler, serve  # noqa: F401
from connect4.solver import bookbuild

ROOT = DIST.parent


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
    build_site(DIST)
    if snippet:
        print("\nEmbed the game in any page (a blog post, another site) with this one line:\n\n"
              + snippet + "\n\nSettings go in its query: red= and yellow= are human or levelN "
              "(level1 is the weakest; red moves first), e.g. ?embed=1&red=level5&yellow=human.",
              flush=True)
    return 0


def cmd_serve(args) -> int:
    """Build, then serve dist/ on localhost."""
    cmd_build(args)
    return serve(DIST, args.host, args.port)


def cmd_test(args) -> int:
    """Install what the tests need, build the site, run the whole suite."""
    ensure_test_dependencies()
    cmd_build(args)
    return subprocess.call([sys.executable, "-m", "pytest", *args.pytest_args], cwd=ROOT)


def cmd_book(args) -> int:
    """Build or extend the opening book with the project's own solver."""
    return bookbuild.main(args.book_args)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("build", help="build the static site into dist/")
    p.add_argument("--base-url", metavar="URL",
                   help="where the site will be deployed (e.g. https://user.github.io/connect4/): "
                        "print the one-line <iframe> that embeds the game from there")
    p = sub.add_parser("serve", help="build and serve the site on localhost")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p = sub.add_parser("test", help="install test dependencies, build, run pytest")
    p.add_argument("pytest_args", nargs=argparse.REMAINDER, help="passed on to pytest")
    sub.add_parser("icons", help="redraw the committed PNG icons in static/")
    p = sub.add_parser("book", help="build or extend the opening book", add_help=False)
    p.add_argument("book_args", nargs=argparse.REMAINDER)
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["book"]:
        # argparse's REMAINDER rejects a leading option ("book --max-ply 8"):
        # hand everything after "book" to the book builder untouched.
        return cmd_book(argparse.Namespace(book_args=argv[1:]))
    args = parser.parse_args(argv)
    handlers = {
        None: cmd_build,
        "build": cmd_build,
        "serve": cmd_serve,
        "test": cmd_test,
        "book": cmd_book,
        "icons": lambda args: write_icons() or 0,
    }
    return handlers[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
