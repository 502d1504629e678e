"""A slow hint shares its columns with helper workers: same scores, sooner, and a
cancelled hint leaves nothing behind in them."""

import sys

from site_helpers import wait_async, worker_page

from connect4.solver.api import Solver

sys.path.insert(0, str(__import__("shared_data").ROOT / "tests" / "benchmarks"))
from worker_driver import START_JS  # noqa: E402

#: 15 discs, wins, a draw and losses: ~1 s in CPython, ~3 s in the worker
#: alone, so a helper asked to join after 0.5 s takes part.
SLOW = "173356637437663"
QUICK = "4444443322"
#: 13 discs: about 9 s in the worker with a helper.
SLOWER = "2266742454516"

_ASK = """async ([req]) => {
  if (!window.c4bench) {
    await (""" + START_JS + """)();
    await window.c4bench.ask({ op: 'hint-data', id: 1 });
  }
  return await window.c4bench.ask(req);
}"""


def test_a_slow_hint_is_shared_with_a_helper_and_gives_the_same_scores(context, server):
    page = worker_page(context, server)
    reply = page.evaluate(_ASK, [{"op": "hint", "id": 2, "pos": SLOW, "helpers": 1,
                                  "helpers_after": 0.5}])
    assert reply["ok"], reply
    assert reply["result"]["helpers"] == 1
    assert reply["result"]["scores"] == Solver().analyze(SLOW)
    # the helper stays for the next hint; a quick one is answered alone
    quick = page.evaluate(_ASK, [{"op": "hint", "id": 3, "pos": QUICK, "helpers": 1}])
    assert quick["ok"] and quick["result"]["scores"] == Solver().analyze(QUICK)
    assert quick["result"]["helpers"] == 0


def test_a_cancelled_hint_stops_its_helper_and_the_next_hint_is_right(context, server):
    page = worker_page(context, server)
    page.evaluate(_ASK, [{"op": "hint", "id": 2, "pos": QUICK}])  # the worker is up
    page.evaluate("""() => {
        window.first = window.c4bench.ask({ op: 'hint', id: 3, pos: '%s', helpers: 1,
                                            helpers_after: 0.5 });
    }""" % SLOWER)
    # the helper has booted and holds a column (the worker's memory figures count it)
    wait_async(page, """async () => (await window.c4bench.ask(
        { op: 'memory', id: 9 })).result.helpers_busy >= 1""")
    stop = page.evaluate("() => window.c4bench.ask({ op: 'cancel', id: 4, target: 3 })")
    assert stop["result"] == {"cancelled": True}
    first = page.evaluate("() => window.first")
    assert first["kind"] == "cancelled"
    reply = page.evaluate(_ASK, [{"op": "hint", "id": 5, "pos": SLOW, "helpers": 1,
                                  "helpers_after": 0.5}])
    assert reply["ok"] and reply["result"]["scores"] == Solver().analyze(SLOW)
    assert reply["result"]["helpers"] == 1


def test_helpers_join_a_hint_only_after_its_delay(context, server):
    page = worker_page(context, server)
    reply = page.evaluate(_ASK, [{"op": "hint", "id": 2, "pos": SLOW, "helpers": 1,
                                  "helpers_after": 60}])
    assert reply["ok"] and reply["result"]["scores"] == Solver().analyze(SLOW)
    assert reply["result"]["helpers"] == 0


#: A hint the database answers (10 discs), then the worker's figures until a helper, started
#: by the pondering, searches for it; at most 100 s.
_PONDER_HELPER = """async ([pos]) => {
  await (""" + START_JS + """)();
  const ask = window.c4bench.ask;
  let id = 1;
  await ask({ op: 'hint-data', id: id++ });
  const first = await ask({ op: 'hint', id: id++, pos, helpers: 1, ponder: 'replies' });
  const end = performance.now() + 100000;
  let mem = (await ask({ op: 'memory', id: id++ })).result;
  while (!mem.helpers_busy && performance.now() < end) {
    await new Promise(r => setTimeout(r, 100));  // a poll of the worker's state
    mem = (await ask({ op: 'memory', id: id++ })).result;
  }
  return { first, mem };
}"""


def test_the_pondering_starts_a_helper_before_any_hint_searches(context, server):
    out = worker_page(context, server).evaluate(_PONDER_HELPER, ["4444435223"])
    assert out["first"]["ok"] and out["first"]["result"]["helpers"] == 0  # the database's
    assert out["mem"]["helpers"] == 1 and out["mem"]["helpers_busy"] == 1, out["mem"]
