"""The page's open worker requests (connect4.page.kernel.inflight): stale replies, hint cancels."""

from connect4.page.kernel import inflight
from connect4.page.kernel.inflight import InFlight, cancel_message, classify, move_stats


def think(rid, pos="44", spec="level3"):
    return {"id": rid, "op": "think", "pos": pos, "spec": spec}


def hint(rid, pos):
    return {"id": rid, "op": "hint", "pos": pos}


def test_a_final_reply_closes_its_request_and_a_second_one_is_stale():
    out = InFlight()
    out.add(think(1))
    assert len(out) == 1
    assert out.answer({"id": 1, "ok": True, "result": {"column": 3}}) == (inflight.MOVE, think(1))
    assert len(out) == 0
    assert out.answer({"id": 1, "ok": True, "result": {"column": 3}}) == (inflight.IGNORE, None)


def test_replies_to_unknown_ids_are_ignored():
    # a cancel's own answer carries id 0; a replaced worker's requests are forgotten
    out = InFlight()
    out.add(think(1))
    assert out.answer({"id": 0, "ok": True})[0] == inflight.IGNORE
    out.clear()
    assert out.answer({"id": 1, "ok": True, "result": {"column": 2}})[0] == inflight.IGNORE


def test_progress_keeps_a_hint_open_and_is_ignored_for_other_requests():
    out = InFlight()
    out.add(hint(2, "4"))
    out.add(think(3))
    kind, req = out.answer({"id": 2, "progress": {"scores": [None] * 7, "pending": [0]}})
    assert (kind, req["id"]) == (inflight.PROGRESS, 2)
    assert out.answer({"id": 3, "progress": {}}) == (inflight.IGNORE, think(3))
    assert len(out) == 2
    assert out.answer({"id": 2, "ok": True, "result": {"scores": [0] * 7}})[0] == inflight.HINTS
    assert out.answer({"id": 2, "progress": {"scores": []}}) == (inflight.IGNORE, None)


def test_failures_are_told_apart():
    assert classify({"ok": False, "kind": "cancelled"}, think(1)) == inflight.IGNORE
    assert classify({"ok": False, "kind": "crash", "error": "x"}, think(1)) == inflight.CRASH
    assert classify({"ok": False, "kind": "crash"}, hint(1, "")) == inflight.CRASH
    assert classify({"ok": False, "error": "bad spec"}, think(1)) == inflight.THINK_FAILED
    assert classify({"ok": False, "error": "no book"}, hint(1, "")) == inflight.HINT_FAILED
    assert classify({"ok": False, "kind": "crash"}, None) == inflight.IGNORE


def test_drop_hints_keeps_the_current_position_and_leaves_moves_alone():
    out = InFlight()
    for req in (hint(1, "4"), hint(2, "44"), think(3, "44"), hint(4, "445")):
        out.add(req)
    assert sorted(out.drop_hints(keep="44")) == [1, 4]
    assert out.has_hint("44") and not out.has_hint("4")
    assert out.drop_hints() == [2]
    assert not out.has_hint("44")
    assert out.get(3) == think(3, "44")
    assert out.drop_hints() == []


def test_forget_drops_the_requests_the_controller_abandoned():
    out = InFlight()
    out.add(think(5))
    assert out.forget([5, 9]) == [5, 9]   # 9 was never seen: cancelling it is harmless
    assert len(out) == 0
    assert cancel_message(5) == {"op": "cancel", "id": 0, "target": 5}


def test_move_stats_say_who_moved_from_where():
    stats = move_stats(think(7, pos="445", spec="minimax:depth=4"), {"column": 2, "nodes": 10})
    assert stats == {"column": 2, "nodes": 10, "spec": "minimax:depth=4", "colour": 1,
                     "pos": "445", "ply": 3}
