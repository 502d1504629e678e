"""The page's hint-database download: asked once, progress, failure, a new worker."""

from connect4.hintdownload import DATA_BYTES, HintDownload


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
