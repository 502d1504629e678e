"""When the page replaces its AI worker (connect4.page.ai.workerwatch), on a fake clock."""

from connect4.page.ai import workerwatch
from connect4.page.ai.workerwatch import (
    MAX_WORKER_RESTARTS,
    WATCHDOG_SILENT_MS,
    Watch,
    crash_reason,
    start_failure_text,
)


class Clock:
    def __init__(self):
        self.ms = 1000.0

    def __call__(self):
        return self.ms


def test_the_watchdog_pings_a_busy_worker_and_replaces_a_silent_one():
    clock = Clock()
    w = Watch(clock)
    assert w.check(ready=True, busy=False) is None
    assert w.check(ready=False, busy=True) is None
    clock.ms += WATCHDOG_SILENT_MS
    assert w.check(ready=True, busy=True) == workerwatch.PING      # not over the limit yet
    clock.ms += 1
    assert w.check(ready=True, busy=True) == workerwatch.REPLACE
    assert w.silence_text() == "it stopped answering for 20 s"
    w.heard()
    assert w.check(ready=True, busy=True) == workerwatch.PING
    assert w.check(ready=True, busy=False) is None                  # idle: never replaced


def test_restarts_stop_after_the_limit():
    w = Watch(Clock())
    for _ in range(MAX_WORKER_RESTARTS):
        restart, text = w.crashed("Traceback\n  File x\nMemoryError: out\n")
        assert restart
        assert text == ("The AI failed (MemoryError: out) and was restarted; "
                        "the game goes on from the same position.")
    restart, text = w.crashed("RecursionError")
    assert not restart
    assert text.startswith("The AI stopped (RecursionError) and was not restarted again")
    assert w.restarts == MAX_WORKER_RESTARTS


def test_a_worker_already_gone_is_not_restarted():
    w = Watch(Clock(), max_restarts=5)
    assert w.crashed("x", running=False)[0] is False
    assert w.restarts == 0


def test_texts():
    assert crash_reason("") == "no reason given"
    assert crash_reason("a\n\n  b  \n") == "b"
    assert len(crash_reason("x" * 500)) == 200
    assert start_failure_text("worker error") == (
        "The AI could not start: its files could not be downloaded (offline, or blocked).")
    assert start_failure_text("CSP") == "The AI could not start: CSP."
    assert workerwatch.boot_error_text("no wasm") == "The AI could not start: no wasm."
    # the network cut while the engine downloads (static/ai-worker.js reports it, issue 54)
    assert workerwatch.boot_error_text("Failed to fetch") == (
        "The AI could not start: its files could not be downloaded (Failed to fetch). "
        "Check the connection and reload the page.")
