"""The page's script: start the page.

Its Python is already mounted at /rom (static/page.rom, built by build.py), first on sys.path:
static/mpy-page.js gave it to MicroPython as it started.
"""

import main  # noqa: F401  the page (static/main.py) runs as it is imported
