"""The light worker's requests (connect4.worker.stepserver): moves in slices, cancels, errors."""

import json

from connect4.board import parse_position
from connect4.players.registry import make_player
from connect4.worker.stepserver import StepServer


def run(server, limit=100000):
    """Step until a reply comes; returns the parsed replies and the slices taken."""
    for n in range(1, limit):
        out = server.step()
        if out:
            return [json.loads(t) for t in out], n
    raise AssertionError("no reply")


def think(rid, pos, spec="level3", seed=1):
    return json.dumps({"op": "think", "id": rid, "pos": pos, "spec": spec, "seed": seed})


def test_a_think_is_answered_with_the_players_own_move():
    server = StepServer()
    assert server.submit(think(4, "4453", "level6", seed=9)) == []
    assert server.busy
    (reply,), _ = run(server)
    want = make_player("level6", 9).choose(parse_position("4453"))
    assert reply["id"] == 4 and reply["ok"]
    assert reply["result"]["column"] == want.column
    assert reply["result"]["nodes"] == want.nodes
    assert reply["result"]["engine"] == "light" and reply["result"]["spec"] == "level6"
    assert not server.busy and server.step() == []


def test_a_long_search_runs_in_several_slices_and_a_cancel_stops_it():
    server = StepServer()
    player = server._player("level6", 0)
    player.now = iter(range(0, 10 ** 9, 1)).__next__  # a fake clock: every step is "due"
    server.submit(think(1, "4444", "level6", seed=0))
    assert server.step() == [] and server.step() == []
    out = [json.loads(t) for t in server.submit(json.dumps({"op": "cancel", "id": 0, "target": 1}))]
    assert out[0] == {"id": 0, "ok": True, "result": {"cancelled": True}}
    assert out[1]["id"] == 1 and out[1]["kind"] == "cancelled"
    assert not server.busy
    assert json.loads(server.submit(json.dumps({"op": "cancel", "id": 0, "target": 1}))[0])[
        "result"] == {"cancelled": False}


def test_a_newer_think_replaces_an_older_one():
    server = StepServer()
    server.submit(think(1, "4"))
    out = [json.loads(t) for t in server.submit(think(2, "44"))]
    assert [(r["id"], r["kind"]) for r in out] == [(1, "cancelled")]
    (reply,), _ = run(server)
    assert reply["id"] == 2 and reply["ok"]


def test_bad_requests_get_clear_answers_and_the_server_goes_on():
    server = StepServer(specs={"level1"})
    cases = [(think(1, "44x"), "input"), (think(2, "4", "level6"), "input"),
             (json.dumps({"op": "hint", "id": 3, "pos": ""}), "input"),
             (think(4, "1212121"), "input"), ("not json", "crash")]
    for text, kind in cases:
        (reply,) = [json.loads(t) for t in server.submit(text)]
        assert reply["ok"] is False and reply["kind"] == kind, reply
    assert "does not play 'level6'" in json.loads(server.submit(think(2, "4", "level6"))[0])["error"]
    assert json.loads(server.submit(json.dumps({"op": "ping", "id": 9}))[0]) == {
        "id": 9, "ok": True, "result": {}}
    server.submit(think(5, "4", "level1"))
    (reply,), _ = run(server)
    assert reply["id"] == 5 and reply["ok"]


def test_players_stay_warm_between_moves_and_same_seed_same_moves():
    a, b = StepServer(), StepServer()
    moves = []
    for server in (a, b):
        cols = []
        for rid, pos in enumerate(("4", "444", "44432")):
            server.submit(think(rid, pos, "level4", seed=77))
            (reply,), _ = run(server)
            cols.append(reply["result"]["column"])
        moves.append(cols)
    assert moves[0] == moves[1]
    assert len(a.players) == 1
