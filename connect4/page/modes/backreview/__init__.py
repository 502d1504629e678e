"""The background review: finished games judged while the engine is idle, and stored."""

from connect4.page.kernel.record import WATCHER, Mode

#: Its bundle's modules (in this package, or named in full).
_BUNDLE = ("backreview", "connect4.page.kernel.records")

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("backreview", WATCHER, image=("backwatch",), bundle=_BUNDLE,
            ready="backwatch.ready", failed="backwatch.bundle_failed", follow="backwatch.follow",
            idle=True)
