"""The 12-disc database in the full engine's worker: fetched once, when first asked.

Optional (hints and reviews search without it), so every failure is a HintDataError answered
``kind: "data"``, never ``"crash"`` (which would replace the worker).
"""

import asyncio
import json
import time

from connect4.solver.hintdata import DIST_DIR, FILE_NAME, Download, HintDataDamaged, HintDataError

#: The reason given when the fetch itself fails: the browser's own words
#: ("JsException: TypeError: Failed to fetch") say nothing to a player.
UNREACHABLE = "the download did not reach the server (offline?)"


class HintDataLoader:
    """The database once fetched, and whether a fetch is under way (``fetch(rid, sink)``: the
    download, a test's stand-in under CPython)."""

    def __init__(self, fetch=None):
        self.data = None
        #: Set while the database downloads: a hint asked meanwhile waits for it
        #: (seconds) rather than searching an opening without it (minutes).
        self.loading = None
        self.fetch = fetch if fetch is not None else fetch_hint_data

    async def wait(self) -> None:
        """Return once no download is under way."""
        if self.loading is not None:
            await self.loading.wait()

    async def load(self, rid, sink):
        """The database (fetched on the first call; a second waits for the first).

        :raises HintDataError: it could not be fetched or is corrupt.
        """
        await self.wait()
        self.loading = asyncio.Event()
        try:
            if self.data is None:
                self.data = await self.fetch(rid, sink)
            return self.data
        except HintDataError:
            raise
        except Exception as e:  # JsException (offline, a cut connection), ImportError in CPython
            raise HintDataError("%s (%s: %s)" % (UNREACHABLE, type(e).__name__, e)) from e
        finally:
            self.loading.set()
            self.loading = None


async def fetch_hint_data(rid, sink):
    """Download the database beside the site (``hints/``), reporting progress
    through ``sink`` (a function of one JSON string, or ``None``).

    :raises HintDataError: an HTTP error or a corrupt file (any other failure
        is made one by :meth:`HintDataLoader.load`).
    """
    import js  # Pyodide only: in CPython the ImportError is a HintDataError too

    url = js.URL.new("../%s/%s" % (DIST_DIR, FILE_NAME), js.location.href).href
    res = await js.fetch(url)
    if not res.ok:
        raise HintDataError("the server answered HTTP %d" % res.status)
    total = int(res.headers.get("content-length") or 0)
    reader = res.body.getReader()
    out = Download(total)  # the file once in the heap, not chunks plus a join
    last = 0.0
    while True:
        chunk = await reader.read()
        if chunk.done:
            break
        chunk.value.assign_to(out.slot(chunk.value.length))
        now = time.perf_counter()
        if sink is not None and now - last > 0.1:
            last = now
            sink(json.dumps({"id": rid, "progress": {
                "hint_data": {"loaded": out.loaded, "total": total}}}))
    try:
        return out.data("the downloaded hint data")
    except HintDataDamaged:
        await _forget(url)  # else the service worker would serve the same bytes again
        raise


async def _forget(url):
    """Delete ``url`` from every cache of the site (the service worker's copy of
    a damaged download): the next try downloads it afresh."""
    import js

    try:
        names = await js.caches.keys()
        for name in names:
            cache = await js.caches.open(name)
            await cache.delete(url)
    except Exception as e:  # no Cache API (a private window): nothing kept to forget
        print("could not drop the damaged hint data from the cache: %s" % e)
