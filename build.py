#!/usr/bin/env python3
"""Build, serve and test the Connect 4 site; build the opening book.

    python3 build.py            # build the static site into dist/
    python3 build.py build --base-url https://user.github.io/connect4/
                                # build, and print the one-line <iframe> embed for that URL
    python3 build.py serve      # build, then serve dist/ on http://127.0.0.1:8000/
    python3 build.py test       # install what the tests need, build, run pytest
    python3 build.py book ...   # build/extend the opening book (see --help)

Only the standard library is imported at the top: ``serve`` must work on a
machine that has nothing but Python and Node.js.
"""

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CHROMIUM = Path("/usr/bin/chromium")


def run(cmd, **kw):
    """Run a command, echoing it; exit with its status if it fails."""
    print("+ " + " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def ensure_node_modules():
    """Install the vendored browser runtimes from the committed lock file."""
    lock = ROOT / "package-lock.json"
    stamp = ROOT / "node_modules" / ".package-lock.json"
    if stamp.exists() and stamp.stat().st_mtime >= lock.stat().st_mtime:
        return
    run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT)


def ensure_test_dependencies():
    """pip-install the test requirements and make sure a Chromium exists.

    Debian's Chromium is used when present (``apt-get install chromium``, done
    here when running as root without it); otherwise Playwright's own browser,
    for a developer who ran ``playwright install chromium``.
    """
    run([sys.executable, "-m", "pip", "install", "-q", "-r", ROOT / "requirements.txt"])
    if CHROMIUM.exists():
        return
    if shutil.which("apt-get") and hasattr(os, "geteuid") and os.geteuid() == 0:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        run(["apt-get", "update", "-qq"], env=env)
        run(["apt-get", "install", "-y", "-qq", "chromium"], env=env)
    else:
        # Not root or not Debian: fall back to Playwright's browser download.
        subprocess.run([sys.executable, "-m", "playwright", "install", "chromium"])


def cmd_build(args):
    """Build the static site into dist/; with --base-url, print the embed snippet."""
    base_url = getattr(args, "base_url", None)
    snippet = None
    if base_url:
        from siteoffline import embed_snippet

        try:
            snippet = embed_snippet(base_url)
        except ValueError as e:
            print("build.py: %s" % e, file=sys.stderr)
            return 2
    ensure_node_modules()
    from sitebuild import build_site

    build_site(DIST)
    if snippet:
        print("\nEmbed the game in any page (a blog post, another site) with this one line:\n\n"
              + snippet + "\n\nSettings go in its query: red= and yellow= are human or levelN "
              "(level1 is the weakest; red moves first), e.g. ?embed=1&red=level5&yellow=human.",
              flush=True)
    return 0


def cmd_serve(args):
    """Build, then serve dist/ on localhost."""
    cmd_build(args)
    import http.server

    from sitebuild import make_handler

    with http.server.ThreadingHTTPServer((args.host, args.port), make_handler(DIST)) as httpd:
        print("serving http://%s:%d/ (Ctrl-C to stop; embed view: ?embed=1)"
              % (args.host, args.port), flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass
    return 0


def cmd_test(args):
    """Install what the tests need, build the site, run the whole suite."""
    ensure_test_dependencies()
    cmd_build(args)
    return subprocess.call([sys.executable, "-m", "pytest", *args.pytest_args], cwd=ROOT)


def cmd_book(args):
    """Build or extend the opening book with the project's own solver."""
    from connect4.solver.bookbuild import main as book_main

    return book_main(args.book_args)


def main(argv=None):
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
    }
    return handlers[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
