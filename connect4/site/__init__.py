"""The project's tooling behind ``build.py``: never shipped to the browser.

One module per concept:

- :mod:`.builder`: the static site in ``dist/`` (file lists, PyScript configs);
- :mod:`.offline`: web app manifest, precache manifest and service worker;
- :mod:`.icons`: the committed PNG icons' rasteriser (``build.py icons``);
- :mod:`.embed`: the one-line ``<iframe>`` for a deployed site;
- :mod:`.server`: the local static server (``build.py serve``, the browser tests);
- :mod:`.environment`: the project's ``.venv/`` and its requirements, the npm runtimes;
- :mod:`.browser`: a Chromium for the browser tests (Debian's or Playwright's);
- :mod:`.system`: running commands, installing system packages with consent only;
- :mod:`.pons`: the benchmark positions the tests check against (found or downloaded).

Standard library only (plus ``connect4`` itself for the players' menu), so
``python3 build.py serve`` works on a machine with nothing but Python and npm.
``builder.package_files`` leaves this package out of ``dist/``.
"""

from pathlib import Path

#: The project's root folder (where build.py is).
ROOT = Path(__file__).resolve().parents[2]
#: Where ``build.py build`` writes the site.
DIST = ROOT / "dist"
