"""Pondering in the page's worker (Pyodide): after a hint, the next positions' hints are
searched while nothing else runs, and the one the game goes to is answered at once."""

import sys

from site_helpers import worker_page

from connect4.solver.api import Solver

sys.path.insert(0, str(__import__("shared_data").ROOT / "tests" / "benchmarks"))
from worker_driver import START_JS  # noqa: E402

#: 20 discs: the hints one and two moves on take a few seconds in all in the worker.
POS = "44444352233332555211"

#: A hint, then the worker's own figures until nothing is left to ponder (the signal), then
#: the hint of the best column's position and of the position after a reply to it.
_PONDER = """async ([pos]) => {
  await (""" + START_JS + """)();
  const ask = window.c4bench.ask;
  const first = await ask({ op: 'hint', id: 1, pos });
  if (!first.ok) throw new Error('hint: ' + first.error);
  let mem, id = 2;
  for (;;) {
    mem = (await ask({ op: 'memory', id: id++ })).result;
    if (mem.to_ponder === 0) break;
    await new Promise(r => setTimeout(r, 100));  // a poll of the worker's state
  }
  const s = first.result.scores;
  let best = -1;
  for (const c of [3, 2, 4, 1, 5, 0, 6]) if (s[c] !== null && (best < 0 || s[c] > s[best])) best = c;
  const child = pos + (best + 1);
  const second = await ask({ op: 'hint', id: id++, pos: child });
  const reply = child + (best + 1);  // the same column again: open here
  const third = await ask({ op: 'hint', id: id++, pos: reply });
  // hints off: the page's cancel of the pondering (connect4.page.kernel.loop.PONDER_TARGET)
  const off = await ask({ op: 'cancel', id: id++, target: 'ponder' });
  const after = (await ask({ op: 'memory', id: id++ })).result;
  return { first: first.result, mem, child, second: second.result, reply, third: third.result,
           off: off.result, after };
}"""


def test_the_next_hints_are_pondered_and_answered_at_once(context, server):
    out = worker_page(context, server).evaluate(_PONDER, [POS])
    assert "pondered" not in out["first"]
    assert out["mem"]["pondered"] > 20  # the positions one move on and after a reply
    assert out["off"] == {"cancelled": True} and out["after"]["to_ponder"] == 0
    for key, pos in (("second", out["child"]), ("third", out["reply"])):
        assert out[key]["pondered"] is True, pos
        assert out[key]["scores"] == Solver(book=False).analyze(pos), pos
