"""The page's script: unpack the page's Python (one download), then start the page.

build.py packs the main thread's modules, compiled to MicroPython bytecode,
and players.json into static/page.bundle (connect4/bundle.py's format);
PyScript fetches it with connect4/bundle.py (as c4bundle.py) before this runs;
c4bundle.install mounts its modules in memory, first on sys.path.
"""

import c4bundle

c4bundle.install("page.bundle")

import main  # noqa: E402,F401  the page (static/main.py) runs as it is imported
