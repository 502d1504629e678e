"""The page's script: start the page (its Python is mounted at /rom, from static/page.rom)."""

import main  # noqa: F401  the page (static/main.py) runs as it is imported
