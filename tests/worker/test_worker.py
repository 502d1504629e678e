"""The AI worker's Python side (static/worker.py) under CPython: requests in,
replies and progress reports out, as the page sees them."""

import asyncio
import json

import pytest
from own_loop import run

from connect4.solver.ponder import Ponder


def ask(worker, req):
    return json.loads(run(worker.handle(json.dumps(req))))


def test_hint_reports_each_column_as_it_is_solved(worker):
    sent = []
    worker.progress_sink = sent.append
    pos = "4444443322"
    reply = ask(worker, {"op": "hint", "id": 5, "pos": pos})
    assert reply["ok"] and reply["id"] == 5
    scores = reply["result"]["scores"]
    reports = [json.loads(t) for t in sent]
    assert reports and all(r["id"] == 5 and r["progress"]["pos"] == pos for r in reports)
    # each report adds one solved column or the win/draw/loss of a pending
    # one (shown before its distance), always the final answer's
    pending = [r["progress"]["pending"] for r in reports]
    steps = [a - b for a, b in zip([len(pending[0]) + 1] + [len(p) for p in pending],
                                   [len(p) for p in pending])]
    assert set(steps) <= {0, 1} and len(pending[-1]) == 1
    for r in reports:
        p = r["progress"]
        for c in range(7):
            if c not in p["pending"] and scores[c] is not None:
                assert p["scores"][c] == scores[c]
            elif c in p["pending"] and p["wdl"][c] is not None:
                assert p["wdl"][c] == (scores[c] > 0) - (scores[c] < 0)


def test_hint_on_an_early_position_starts_with_the_books_best_column(worker):
    sent = []

    class Enough(Exception):
        pass

    def sink(text):  # the report with the book's best column is all this needs
        sent.append(json.loads(text))
        if sent[-1]["progress"]["scores"][3] is not None:
            raise Enough

    worker.progress_sink = sink
    # 4-1: red wins (+4) with column 4; yellow's lines never reach the other children
    reply = ask(worker, {"op": "hint", "id": 6, "pos": "41"})
    assert reply["kind"] == "crash" and "Enough" in reply["error"]
    p = sent[-1]["progress"]
    assert p["best"] == 4 and p["scores"][3] == 4 and 3 not in p["pending"]
    assert len(p["pending"]) >= 4  # the other columns are searches of hours


def test_hint_task_answers_one_column_and_counts_its_nodes(worker):
    # a helper's request: column 3 of "4444443322", exact, from the full range
    from connect4.board import Board
    from connect4.solver import Solver

    pos = "4444443322"
    want = Solver(table_size_log2=16, book=False).analyze(Board.from_notation(pos))[2]
    reply = ask(worker, {"op": "hint-task", "id": 9, "pos": pos, "column": 2,
                         "phase": "exact", "low": -18, "high": 18})
    assert reply["ok"], reply
    assert reply["result"]["value"] == want
    assert reply["result"]["nodes"] > 0   # the search's own count, not the solver's last


def test_bad_position_is_an_input_error(worker):
    reply = ask(worker, {"op": "hint", "id": 7, "pos": "48"})
    assert not reply["ok"] and reply["kind"] == "input"


def test_unknown_request_and_match_action_are_input_errors(worker):
    # a named error (errors.WorkerRequestError), not a crash of the worker
    reply = ask(worker, {"op": "frobnicate", "id": 8})
    assert reply == {"id": 8, "ok": False, "kind": "input",
                     "error": "unknown request 'frobnicate'"}
    worker._matches[9] = type("Session", (), {})()
    reply = ask(worker, {"op": "match-control", "id": 10, "target": 9, "action": "rewind"})
    assert reply["kind"] == "input" and reply["error"] == "unknown match action 'rewind'"


def test_review_streams_each_move_then_answers_the_records(worker):
    from connect4.review.game import review
    from connect4.solver import Solver

    sent = []
    worker.progress_sink = sent.append
    game = "2525453157437721753235142343772116" + "66"
    reply = ask(worker, {"op": "review", "id": 11, "pos": game, "first": 30})
    assert reply["ok"], reply
    records = reply["result"]["records"]
    want = review(game, Solver(table_size_log2=16, book=False), first=30)
    assert records == want and reply["result"]["unsolved"] == 0
    from connect4.worker.review import BOUND_NODES
    assert reply["result"]["node_bound"] == BOUND_NODES
    reports = [json.loads(t) for t in sent]
    assert all(r["id"] == 11 for r in reports)
    # one report per move, the last move first, counting up to the total
    moves = [r["progress"]["review"] for r in reports]
    assert [m["move"]["ply"] for m in moves] == [36, 35, 34, 33, 32, 31]
    assert [m["done"] for m in moves] == [1, 2, 3, 4, 5, 6]
    assert {m["total"] for m in moves} == {6}
    assert [m["move"] for m in moves][::-1] == records


def test_review_of_a_bad_game_or_bound_is_an_input_error(worker):
    reply = ask(worker, {"op": "review", "id": 12, "pos": "1111111"})
    assert reply["kind"] == "input" and reply["error"].endswith(
        "move 7 plays column 1, which is already full"), reply
    reply = ask(worker, {"op": "review", "id": 13, "pos": "44", "nodes": 1e9})
    assert reply["kind"] == "input" and "bound" in reply["error"]


def test_line_request_answers_the_best_line_and_checks_its_score(worker):
    from connect4.board import Board
    from connect4.solver import Solver

    sent = []
    worker.progress_sink = sent.append
    reply = ask(worker, {"op": "line", "id": 8, "pos": "4453"})
    assert reply["ok"], reply
    line = reply["result"]["line"]
    # the line so far after each move: growing prefixes of the answer
    found = [json.loads(t)["progress"]["line"] for t in sent]
    assert found == [line[:i + 1] for i in range(len(line))]
    assert reply["result"]["pos"] == "4453" and len(line) >= 12
    b, checker = Board.from_notation("4453"), Solver(table_size_log2=18)
    for col in line[:12]:
        child = b.copy()
        child.play(col - 1)
        if child.is_over():
            break
        assert checker.solve(child) == -checker.solve(b)
        b = child
    # the hints' score given: the same line; a score that is not the position's: an input error
    score = checker.solve(Board.from_notation("4453"))
    again = ask(worker, {"op": "line", "id": 9, "pos": "4453", "score": score})
    assert again["result"]["line"] == line
    wrong = ask(worker, {"op": "line", "id": 10, "pos": "4453", "score": score + 3})
    assert not wrong["ok"] and wrong["kind"] == "input"
    done = ask(worker, {"op": "line", "id": 11, "pos": "4545454"})
    assert done["result"]["line"] == []


class JsException(Exception):
    """Pyodide's exception for a rejected JavaScript promise, as a stand-in."""


def test_a_hint_data_fetch_that_fails_is_a_data_reply_and_hints_go_on(worker):
    # issue 32: offline, the fetch rejected ("TypeError: Failed to fetch"),
    # the reply said "crash", and the page replaced the worker, twice, then gave up
    async def offline(rid, sink):
        raise JsException("TypeError: Failed to fetch")

    reply = ask(worker, {"op": "hint-data", "id": 3})   # CPython: no `js` to fetch with
    assert not reply["ok"] and reply["kind"] == "data" and "offline" in reply["error"]
    worker._hint_data.fetch = offline
    reply = ask(worker, {"op": "hint-data", "id": 4})
    assert not reply["ok"] and reply["kind"] == "data"
    assert worker._hint_data.loading is None   # nothing left waiting for it
    hint = ask(worker, {"op": "hint", "id": 5, "pos": "4444443322"})
    assert hint["ok"] and len(hint["result"]["scores"]) == 7
    think = ask(worker, {"op": "think", "id": 6, "pos": "4453", "spec": "level3", "seed": 1})
    assert think["ok"] and 0 <= think["result"]["column"] < 7


def test_every_failure_of_the_download_is_a_hint_data_error(worker):
    from connect4.solver.hintdata import HintDataError

    async def cut(rid, sink):
        raise ConnectionError("network error half-way")

    for fetch in (worker.c4data.fetch_hint_data, cut):  # no `js` here: an ImportError
        with pytest.raises(HintDataError, match="did not reach the server"):
            run(worker.c4data.HintDataLoader(fetch).load(1, None))


def test_why_requests_answer_through_the_worker_and_load_their_modules_once(worker):
    loads = []

    async def load(name):  # ai-worker.js's: the lazy files into the file system
        loads.append(name)

    worker.c4why.load = load
    pos = "52677675164321472411331752454"
    reply = ask(worker, {"op": "why", "id": 11, "pos": pos, "score": 0})
    assert reply["ok"] and reply["result"]["why"]["claim"] == "yellow draws at least"
    plan = ask(worker, {"op": "why-reply", "id": 12, "pos": pos, "score": 0, "moves": ""})
    assert plan["ok"] and plan["result"]["column"] == 1
    assert loads == ["explain"]
    bad = ask(worker, {"op": "why", "id": 13, "pos": pos, "score": True})
    assert not bad["ok"] and bad["kind"] == "input"


def test_after_a_hint_the_next_positions_are_pondered_until_a_request_comes(worker):
    # connect4.solver.ponder in the worker: while nothing runs, the hints one move on, best
    # column first; a hint of one of them is then answered at once, the same scores
    from connect4.board import Board
    from connect4.solver.api import Solver

    pos = "44444352233332555211"

    async def scenario():
        first = json.loads(await worker.handle(json.dumps({"op": "hint", "id": 1, "pos": pos})))
        scores = first["result"]["scores"]
        assert "pondered" not in first["result"]
        assert worker._pondering.task is not None  # started as the hint ended
        # a request stops it within a slice; it resumes once the request is answered
        think = asyncio.ensure_future(worker.handle(json.dumps(
            {"op": "think", "id": 2, "pos": pos, "spec": "level2", "seed": 1})))
        while worker._pondering.task is not None:
            await asyncio.sleep(0)
        assert json.loads(await think)["ok"]
        assert worker._pondering.task is not None or not worker._pondering.ponder.has_work()
        while worker._pondering.task is not None:
            await asyncio.sleep(0)
        assert not worker._pondering.ponder.has_work()
        best = max(range(7), key=lambda c: (-1e9 if scores[c] is None else scores[c], -abs(c - 3)))
        child = pos + str(best + 1)
        second = json.loads(await worker.handle(json.dumps({"op": "hint", "id": 3, "pos": child})))
        return second["result"], child

    result, child = run(scenario())
    assert result["pondered"] is True
    assert result["scores"] == Solver().analyze(Board.from_notation(child))


def test_a_hint_against_an_ai_ponders_the_positions_after_its_replies(worker):
    pos = "44444352233332555211"
    ask(worker, {"op": "hint", "id": 1, "pos": pos, "ponder": "replies"})
    queue = [p for p, _ in worker._pondering.ponder.queue]
    assert len(queue) > 20 and {len(p) for p in queue} == {len(pos) + 2}
    ask(worker, {"op": "hint", "id": 2, "pos": pos})  # two people: one move on first
    assert len(worker._pondering.ponder.queue[0][0]) == len(pos) + 1


def test_against_an_ai_the_position_after_its_forecast_reply_is_pondered_first(worker):
    pos, spec = "44444352233332555211", "level4"  # red to move: the AI plays yellow
    ask(worker, {"op": "think", "id": 1, "pos": pos[:-1], "spec": spec, "seed": 8})
    ponder = worker._pondering.ponder

    async def hint_then_ponder():
        await worker.handle(json.dumps({"op": "hint", "id": 2, "pos": pos, "ponder": "replies",
                                        "ai": spec}))
        while worker._pondering.task is not None and len(ponder.found) < 2:
            await asyncio.sleep(0)
        return list(ponder.found)

    first, second = run(hint_then_ponder())[:2]
    moves = [first[:-1], second[:-1]]  # the person's best two moves, a reply to each
    assert len(first) == len(pos) + 2 and moves[0] != moves[1]
    for n, move in enumerate(moves):  # each is the AI's own reply there, its dice untouched
        said = ask(worker, {"op": "think", "id": 3 + n, "pos": move, "spec": spec})["result"]
        assert move + str(said["column"] + 1) == (first, second)[n]
    # no player of that spec made yet: its replies centre first
    again = ask(worker, {"op": "hint", "id": 9, "pos": pos, "ponder": "replies", "ai": "level5"})
    plain = Ponder()
    plain.after(pos, again["result"]["scores"], replies=True)
    assert ponder.forecasts == []  # and what is left to ponder stays centre first
    assert ponder.queue == [e for e in plain.queue if e[0] not in ponder.found]


def test_hints_off_stop_the_pondering_at_its_next_slice(worker):
    pos = "44444352233332555211"

    async def scenario():
        await worker.handle(json.dumps({"op": "hint", "id": 1, "pos": pos}))
        task = worker._pondering.task
        assert task is not None and worker._pondering.ponder.has_work()
        stop = json.loads(await worker.handle(json.dumps(
            {"op": "cancel", "id": 0, "target": worker.PONDER_TARGET})))
        await task
        found = dict(worker._pondering.ponder.found)
        return stop, found

    stop, found = run(scenario())
    assert stop["ok"] and stop["result"] == {"cancelled": True}
    assert worker._pondering.task is None and not worker._pondering.ponder.has_work()
    assert len(found) < 7  # it stopped before the positions one move on were all searched
