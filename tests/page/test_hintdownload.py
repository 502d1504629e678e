"""The page's hint-database download: asked once, progress, failure, a new worker."""

from connect4.page.hintdownload import DATA_BYTES, HintDownload


def test_asked_once_until_the_worker_is_replaced():
    d = HintDownload()
    assert d.text() == ""
    assert d.request(1) == {"op": "hint-data", "id": 1}
    assert d.request(2) is None          # in flight
    d.progress(10_000_000, 20_000_000)
    assert d.fraction() == 0.5 and "20.0 MB" in d.text() and "50%" in d.text()
    d.done({"positions": 1})
    assert d.request(3) is None and d.text() == ""
    d.worker_restarted()                 # a new worker has none of it
    assert d.request(4)["id"] == 4


def test_a_failure_is_said_and_not_retried_by_itself():
    d = HintDownload()
    d.request(1)
    d.failed("hint data file is corrupt")
    assert "could not be loaded (hint data file is corrupt)" in d.text()
    assert "searched" in d.text()
    assert d.request(2) is not None      # turning hints on again tries again
    d.progress("junk", None)             # a malformed report changes nothing
    assert d.loaded == 0 and d.total == DATA_BYTES


def test_while_the_full_engine_loads_the_line_says_so_and_shows_its_progress():
    d = HintDownload()
    d.request(1)
    engine = (3_100_000, 13_900_000)
    assert d.text(engine) == ("Hints need the full engine first: loading it, 3.1 of 13.9 MB; "
                              "then the hint database (21.0 MB, kept for offline use).")
    assert abs(d.fraction(engine) - 3.1 / 13.9) < 1e-9
    assert d.text((0, 0)).startswith("Hints need the full engine first: loading it; then")
    # the engine is up: the database's own download, from 0%
    assert d.text().endswith(": 0%") and d.fraction() == 0.0
    # the engine could not start: no hints at all, and why
    why = "the full engine (perfect play, hints, matches) could not start: offline."
    d.failed(why)
    assert d.text(why) == ""  # the hint note says it (once is enough)
