"""``asyncio.run`` for the worker's CPython tests, in a thread of its own.

Playwright's sync API (a browser test earlier in the same pytest process) leaves an event
loop running in the main thread, where ``asyncio.run`` refuses to start another.
"""

import asyncio
from concurrent.futures import ThreadPoolExecutor


def run(coro):
    """Run ``coro`` to its end on a fresh event loop in another thread; its result."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()
