"""The background review: finished games judged while the engine is idle, and the stored records."""

from connect4.page.kernel.record import WATCHER, Mode

#: The mode as the kernel knows it (connect4.page.kernel.registry).
MODE = Mode("backreview", WATCHER, image=("backwatch",), bundle=("backreview", "records"),
            ready="backwatch.ready", failed="backwatch.bundle_failed", follow="backwatch.follow",
            idle=True)
