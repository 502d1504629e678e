"""The worker's match ops under CPython: a whole match, and pause/resume/stop
from messages that arrive while it plays."""

import asyncio
import json

from own_loop import run

from connect4.arena import run_match


def in_thread(coro_fn):
    return run(coro_fn())


def test_a_match_reports_progress_and_ends_with_the_arena_figures(worker):
    sent = []
    worker.progress_sink = lambda text: sent.append(json.loads(text))
    req = {"op": "match", "id": 3, "a": "weights:version=6,depth=2", "b": "level1",
           "games": 20, "seed": 1, "alternate": True}
    reply = json.loads(in_thread(lambda: worker.handle(json.dumps(req))))
    assert reply["ok"], reply
    final = reply["result"]
    cli = run_match("weights:version=6,depth=2", "level1", 20, seed=1, alternate=True)
    assert final["table"]["sides"][0]["wld"] == list(cli.wld(0))
    assert final["table"]["sides"][1]["wld"] == list(cli.wld(1))
    assert "--games 20 --seed 1 --alternate" in final["text"]
    assert sent and all(m["id"] == 3 and "match" in m["progress"] for m in sent)
    finished = [g["index"] for m in sent for g in m["progress"]["match"]["finished"]]
    finished += [g["index"] for g in final["finished"]]
    assert finished == list(range(20))


def test_pause_resume_and_stop_while_it_plays(worker):
    sent = []
    worker.progress_sink = lambda text: sent.append(json.loads(text))

    async def scenario():
        req = {"op": "match", "id": 9, "a": "minimax:depth=3", "b": "random", "games": 1000,
               "seed": 2}
        task = asyncio.ensure_future(worker.handle(json.dumps(req)))

        async def control(action):
            return json.loads(await worker.handle(json.dumps(
                {"op": "match-control", "id": 0, "target": 9, "action": action})))["result"]

        while not sent:
            await asyncio.sleep(0.01)
        paused = await control("pause")
        await asyncio.sleep(0.2)
        reports = len(sent)
        played = sent[-1]["progress"]["match"]["played"]
        await asyncio.sleep(0.3)
        still = (len(sent), sent[-1]["progress"]["match"]["played"])
        resumed = await control("resume")
        await asyncio.sleep(0.3)
        stopped = await control("stop")
        reply = json.loads(await task)
        unknown = await control("pause")
        return paused, reports, played, still, resumed, stopped, reply, unknown

    paused, reports, played, still, resumed, stopped, reply, unknown = in_thread(scenario)
    assert paused == {"state": "paused"} and resumed == {"state": "running"}
    assert sent[reports - 1]["progress"]["match"]["paused"]
    assert still == (reports, played)  # nothing played or reported while paused
    assert stopped == {"state": "stopped"}
    final = reply["result"]
    assert reply["ok"] and final["stopped"] and 0 < final["played"] < 1000
    assert final["text"].startswith("Stopped after %d of 1000 games." % final["played"])
    assert unknown == {"state": "unknown"}


def test_a_bad_match_is_an_input_error_not_a_crash(worker):
    for req in ({"op": "match", "id": 1, "a": "random", "b": "random", "games": 5000},
                {"op": "match", "id": 2, "a": "nobody", "b": "random", "games": 5}):
        reply = json.loads(in_thread(lambda req=req: worker.handle(json.dumps(req))))
        assert not reply["ok"] and reply["kind"] == "input", reply
