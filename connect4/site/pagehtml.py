"""index.html as built: its start-up chain asked for at once, one stylesheet,
and PyScript's configurations.

What a first visit fetches before the board takes clicks was a chain of
files each found only once the one before had run (issue 33); here the built
page names them all in ``<link>`` tags, links one stylesheet for index.html's
ten, and tells PyScript which of its plugins not to import.
"""

import json
import re
import tomllib
from pathlib import Path

from . import ROOT
from .pagebundle import PAGE_ROM

#: index.html's line that :func:`page` replaces by :func:`preload_links`.
PRELOAD_MARK = "<!-- preload: build.py -->"
#: index.html's line that :func:`page` replaces by :func:`pyodide_config`.
PY_CONFIG_MARK = "<!-- py-config: build.py -->"
#: PyScript 0.7.31's plugins (its plugins.js), each a chunk its core imports
#: at start unless pyscript.toml's ``plugins`` excludes it (``"!name"``).
PYSCRIPT_PLUGINS = ("codemirror", "deprecations-manager", "donkey", "error", "py-editor",
                    "py-game", "py-terminal")


def page(dist, source: str) -> str:
    """index.html as built from its ``source``, writing the joined stylesheet into ``dist``."""
    for mark in (PRELOAD_MARK, PY_CONFIG_MARK):
        if mark not in source:
            raise ValueError("index.html has no %s line" % mark)
    source = source.replace(PRELOAD_MARK, preload_links(dist))
    return join_stylesheets(dist, source.replace(PY_CONFIG_MARK, pyodide_config()))


def plugins_off() -> list:
    """pyscript.toml's ``plugins`` (``"!name"``: not imported)."""
    return tomllib.loads((ROOT / "pyscript.toml").read_text()).get("plugins", [])


def pyodide_config() -> str:
    """A ``<py-config>`` that turns the same plugins off for Pyodide's type.

    PyScript reads one configuration per interpreter type and imports, for a
    type without one, every plugin chunk, whether a script of that type runs
    or not: the page runs no Pyodide script (the full engine is a worker of
    its own), yet five chunks came with every first visit, on the throttled
    phone's main thread while it started MicroPython (issue 33)."""
    return '<py-config hidden>%s</py-config>' % json.dumps({"plugins": plugins_off()})


def preload_links(dist) -> str:
    """``<link>`` tags for the files the page fetches one after another before
    the board is clickable (each found only once the one before has run), so
    the browser fetches them all at once from the start (issue 33)."""
    chunks = sorted(f.name for f in (Path(dist) / "vendor" / "pyscript").glob("*.js")
                    if f.name.startswith(pyscript_startup_chunks()))
    modules = ["vendor/pyscript/" + c for c in chunks] + [
        "vendor/micropython/micropython.mjs", "static/mpy-page.js", "static/bridge.js"]
    fetched = ["pyscript.json", "vendor/micropython/micropython.wasm", PAGE_ROM + ".gz",
               "static/boot.py"]
    # crossorigin: PyScript and micropython.mjs fetch() in CORS mode with
    # same-origin credentials; a preload of another mode is not reused.
    return "\n  ".join(['<link rel="modulepreload" href="%s">' % m for m in modules]
                        + ['<link rel="preload" href="%s" as="fetch" crossorigin>' % f
                           for f in fetched])


#: The one stylesheet the built page links in place of index.html's own.
PAGE_CSS = "static/page.css"
_STYLESHEET = re.compile(r'[ \t]*<link rel="stylesheet" href="([^"]+)">(<!--[^>]*-->)?\n')


def join_stylesheets(dist, html: str) -> str:
    """``html`` (index.html) with its stylesheets, in their order, joined into
    :data:`PAGE_CSS` in ``dist``: one request instead of ten, each of which
    waited for one of the browser's six connections on a phone's latency
    before micropython.wasm could finish (issue 33).  None of them uses
    ``url()`` or ``@import``, so their rules mean the same from one file."""
    dist = Path(dist)
    links = _STYLESHEET.findall(html)
    if not links:
        return html
    parts = []
    for href, _ in links:
        text = (dist / href).read_text()
        if "url(" in text or "@import" in text:
            raise ValueError("%s has url() or @import: it cannot be joined" % href)
        parts.append("/* %s */\n%s" % (href, text.rstrip() + "\n"))
    (dist / PAGE_CSS).write_text("".join(parts))
    first = _STYLESHEET.search(html)
    joined = _STYLESHEET.sub("", html)
    return (joined[:first.start()] + '  <link rel="stylesheet" href="%s">\n' % PAGE_CSS
            + joined[first.start():])


def pyscript_startup_chunks() -> tuple:
    """Name prefixes of PyScript's chunks its core imports at every start: the
    core and each plugin pyscript.toml does not exclude (TOML's and Pyodide's
    chunks load only when used)."""
    off = {p[1:] for p in plugins_off() if p.startswith("!")}
    return ("core-",) + tuple(p + "-" for p in PYSCRIPT_PLUGINS if p not in off)
