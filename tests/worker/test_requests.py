"""The full worker's request policy (connect4.worker.requests): supersede, cancel, replies."""

import json

import pytest

from connect4.errors import NotationError, PlayerSpecError, WorkerRequestError
from connect4.solver.hintdata import HintDataError
from connect4.worker.match import MatchSession
from connect4.worker.requests import (
    Cancelled,
    PlayerCache,
    RequestBook,
    error_reply,
    match_control,
    reply,
    seed_of,
)


class TestRequestBook:
    def test_a_newer_search_of_the_same_kind_cancels_the_older(self):
        book = RequestBook()
        book.start(1, "think")
        book.start(2, "hint")
        book.start(3, "think")
        assert book.is_cancelled(1) and not book.is_cancelled(2) and not book.is_cancelled(3)

    def test_cancel_only_reaches_running_requests(self):
        book = RequestBook()
        book.start(1, "hint")
        assert book.cancel(1) and book.is_cancelled(1)
        book.finish(1)
        assert not book.cancel(1) and not book.is_cancelled(1)


def test_player_cache_keeps_the_last_players_by_spec():
    made = []
    cache = PlayerCache(size=2, make=lambda spec, seed: made.append((spec, seed)) or object())
    a = cache.get("a", 1)
    assert cache.get("a", 9) is a and made == [("a", 1)]
    cache.get("b", 2)
    cache.get("c", 3)  # "a" was the least recent: dropped
    assert len(cache) == 2
    assert cache.get("a", 4) is not a and made[-1] == ("a", 4)


@pytest.mark.parametrize("req, seed", [({"seed": 7}, 7), ({}, 0), ({"seed": "7"}, 0),
                                       ({"seed": 1.5}, 0), ({"seed": True}, 0)])
def test_seed_of(req, seed):
    assert seed_of(req) == seed


@pytest.mark.parametrize("exc, kind", [
    (Cancelled(), "cancelled"), (HintDataError("short file"), "data"),
    (NotationError("bad move"), "input"), (PlayerSpecError("bad spec"), "input"),
    (WorkerRequestError("unknown request 'x'"), "input"), (ZeroDivisionError("boom"), "crash")])
def test_error_reply_kinds(exc, kind):
    out = json.loads(error_reply(5, exc, data_errors=(HintDataError,)))
    assert out["id"] == 5 and out["ok"] is False and out["kind"] == kind
    assert out["error"] == ("ZeroDivisionError: boom" if kind == "crash" else
                            "cancelled" if kind == "cancelled" else str(exc))


def test_reply():
    assert json.loads(reply(3, {"column": 4})) == {"id": 3, "ok": True, "result": {"column": 4}}


def test_match_control_pauses_resumes_and_stops_a_match():
    session = MatchSession("random", "random", 4, seed=1)
    assert match_control(None, "pause") == {"state": "unknown"}
    assert match_control(session, "pause") == {"state": "paused"}
    assert match_control(session, "resume") == {"state": "running"}
    with pytest.raises(WorkerRequestError):
        match_control(session, "explode")
    assert match_control(session, "stop") == {"state": "stopped"}
