"""The page's hint-database download: asked once, progress, failure, a new worker."""

from loop_helpers import page, run

from connect4.page.kernel import inflight, loop
from connect4.page.modes.game.settings import HUMAN
from connect4.page.modes.hints.hintdownload import DATA_BYTES, HintDownload
from connect4.solver.hintdata import EXPECTED_RECORDS


def test_asked_once_until_the_worker_is_replaced():
    d = HintDownload()
    assert d.text() == ""
    assert d.request(1) == {"op": "hint-data", "id": 1}
    assert d.request(2) is None          # in flight
    d.progress(10_000_000, 20_000_000)
    assert d.fraction() == 0.5 and "(20 MB, once" in d.text() and "50%" in d.text()
    d.done({"positions": 1})
    assert d.request(3) is None and d.text() == ""
    d.worker_restarted()                 # a new worker has none of it
    assert d.request(4)["id"] == 4


def test_the_size_said_is_the_shipped_files():
    assert DATA_BYTES == EXPECTED_RECORDS * 5   # 5 bytes a record, checked by the build


def test_the_first_use_says_what_it_downloads_in_words():
    d = HintDownload()
    d.request(1)
    assert d.text() == ("Downloading exact results for every opening (21 MB, once, kept for "
                        "offline use): 0%")


def test_a_failure_is_said_in_plain_words_and_retried_when_hints_are_turned_on_again():
    d = HintDownload()
    d.request(1)
    why = "the download did not reach the server (offline?) (JsException: TypeError: Failed to fetch)"
    d.failed(why)
    assert d.problem == why             # kept, but not shown: no exception text for a player
    assert d.text() == ("Exact hints for the opening need one visit online: they download exact "
                        "results for every opening (21 MB, once). Meanwhile hints are worked out "
                        "by search, which can take a while in the first moves.")
    assert "Exception" not in d.text() and "fetch" not in d.text()
    assert d.request(2) is None          # not by itself (each position would try again)
    d.worker_restarted()
    assert d.request(2) is None
    d.retry()                            # the Hints button, on again
    assert d.request(2) is not None
    d.progress("junk", None)             # a malformed report changes nothing
    assert d.loaded == 0 and d.total == DATA_BYTES


def test_a_damaged_download_is_said_as_such_and_fetched_again_when_hints_are_turned_on():
    d = HintDownload()
    d.request(1)
    d.failed("the downloaded hint data is damaged: its SHA-256 checksum is not the pinned file's")
    assert d.damaged()
    assert d.text().startswith("The exact results for every opening arrived damaged (its "
                               "checksum did not match), so they are not used")
    assert "visit online" not in d.text()
    d.retry()
    assert d.request(2) is not None and not d.damaged()


def test_while_the_full_engine_loads_the_line_says_so_and_shows_its_progress():
    d = HintDownload()
    d.request(1)
    engine = (3_100_000, 13_900_000)
    assert d.text(engine) == ("Hints need the full engine first: loading it, 3.1 of 13.9 MB; "
                              "then exact results for every opening (21 MB, once, kept for offline use).")
    assert abs(d.fraction(engine) - 3.1 / 13.9) < 1e-9
    assert d.text((0, 0)).startswith("Hints need the full engine first: loading it; then")
    # the engine is up: the database's own download, from 0%
    assert d.text().endswith(": 0%") and d.fraction() == 0.0
    # the engine could not start: no hints at all, and why
    why = "the full engine (perfect play, hints, matches) could not start: offline."
    d.failed(why)
    assert d.text(why) == ""  # the hint note says it (once is enough)


def test_a_crash_answering_the_hint_data_is_a_failed_download_not_a_dead_worker():
    # issue 32: offline, "JsException: TypeError: Failed to fetch" came back as
    # a crash, and the page replaced the worker until it gave up on every AI
    req = {"op": "hint-data", "id": 7}
    msg = {"id": 7, "ok": False, "kind": "crash", "error": "JsException: TypeError: Failed to fetch"}
    assert inflight.classify(msg, req) == inflight.DATA_FAILED
    assert inflight.classify(dict(msg, id=8), {"op": "think", "id": 8}) == inflight.CRASH


def test_offline_hints_fall_back_to_search_and_the_ai_keeps_playing():
    # issue 32, defect 1: hints on, offline: the data fails, nothing else does
    state = page(red=HUMAN, yellow="level2")
    state.game.play(3)
    run(loop.toggle_hints, state)
    out = run(loop.schedule, state)
    [data_req] = [r for r in out.posts if r["op"] == "hint-data"]
    for kind in ("data", "crash"):  # today's worker, and one from before the fix
        state.hint_data.state = "loading"
        state.requests.add(data_req)
        out = loop.Outbox()
        failed = {"id": data_req["id"], "ok": False, "kind": kind,
                  "error": "JsException: TypeError: Failed to fetch"}
        assert loop.on_reply(state, failed, out) == inflight.DATA_FAILED
        assert out.crash is None and state.ai.ready
    assert state.messages.items() == []
    assert "Failed to fetch" not in state.hint_data.text()
    assert "one visit online" in state.hint_data.text()
    out = run(loop.schedule, state)
    assert out.timers().get("move") is not None and "hint" in out.timers()       # the AI moves, hints search
    assert [r["op"] for r in out.posts] == []                  # not fetched again by itself
    [hint] = run(loop.hint_tick, state).posts
    assert hint["op"] == "hint" and hint["pos"] == "4"
    [think] = run(loop.move_tick, state, 1).posts
    assert think["op"] == "think"
    # hints off and on again: one more try (back online?)
    run(loop.toggle_hints, state)
    run(loop.toggle_hints, state)
    assert [r["op"] for r in run(loop.schedule, state).posts] == ["hint-data"]


def test_a_review_judged_without_the_data_asks_again_once_it_arrives():
    """Issue 54: a review judged while the data could not come (offline) kept its unsolved
    moves after the data arrived.  Opened again, the review tries the data again (as hints
    turned on do); once it is in, the moves it can settle are asked again."""
    from connect4.page.modes.review import reviewmode

    state = page(red=HUMAN, yellow=HUMAN)
    game = "445362"
    unsolved = [{"ply": i + 1, "column": int(c), "score": None, "kept": None,
                 "verdict": "unsolved", "better": None, "keeps": []} for i, c in enumerate(game)]
    out = loop.run(state, reviewmode.open_moves, game, "a game")
    data, rev = out.posts
    assert (data["op"], rev["op"]) == ("hint-data", "review")
    loop.run(state, loop.reply, {"id": data["id"], "ok": False, "kind": "data",
                                 "error": "the download did not reach the server (offline?)"})
    loop.run(state, loop.reply, {"id": rev["id"], "ok": True, "result": {
        "records": unsolved, "node_bound": 300000, "exact_openings": False}})
    assert "Without the exact results for every opening" in state.review.status()[0]
    # opened again (back online?): the data is asked again, not the review
    out = loop.run(state, reviewmode.open_moves, game, "a game")
    [data] = out.posts
    assert data["op"] == "hint-data"
    out = loop.run(state, loop.reply, {"id": data["id"], "ok": True,
                                       "result": {"positions": EXPECTED_RECORDS}})
    [again] = out.posts
    assert again == {"op": "review", "id": again["id"], "pos": game, "first": 0}
    assert state.review.status()[0] == "Judging the moves: 0 of 6 done."
