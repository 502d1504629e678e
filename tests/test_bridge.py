"""static/bridge.js's query helpers (the platform's URLSearchParams) in Node.js,
checked against the CPython stand-in the link tests use (tests/url_query.py)."""

import json
import shutil
import subprocess

from shared_data import ROOT
from url_query import share_query

from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import Settings

_SCRIPT = """
const b = await import(process.argv[1]);
const out = {};
for (const q of JSON.parse(process.argv[2])) out[q] = JSON.parse(b.query_pairs(q));
out.share = b.build_query(JSON.stringify([["pos", "4453"], ["red", "human"],
                                          ["yellow", "lines:depth=2,noise=3.5"]]));
console.log(JSON.stringify(out));
"""


def test_query_pairs_and_share_query():
    node = shutil.which("node")
    assert node, "Node.js is needed (see README)"
    queries = ["?pos=44&red=human", "a=1+2&b=%41%zz&&c", "?x=%C3%A9&x=2"]
    proc = subprocess.run([node, "--input-type=module", "-e", _SCRIPT,
                           str(ROOT / "static" / "bridge.js"), json.dumps(queries)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["?pos=44&red=human"] == [["pos", "44"], ["red", "human"]]
    assert out["a=1+2&b=%41%zz&&c"] == [["a", "1 2"], ["b", "A%zz"], ["c", ""]]
    assert out["?x=%C3%A9&x=2"] == [["x", "\u00e9"], ["x", "2"]]   # duplicates kept, in order
    # the page's share link, and the tests' stand-in, write the same query
    assert out["share"] == "?pos=4453&red=human&yellow=lines:depth%3D2,noise%3D3.5"
    g = Game(Settings("human", "lines:depth=2,noise=3.5"))
    for c in (3, 3, 4, 2):
        g.board.play(c)
    assert share_query(g) == out["share"]


#: A history and location for Node.js that count the writes.
_ADDRESS = """
const writes = [];
globalThis.location = {pathname: "/", search: "?pos=4453", hash: ""};
globalThis.history = {
    state: {c4: 0},
    replaceState(state, _t, url) { this.state = state; writes.push(url); location.search = url.slice(1); },
    pushState(state, _t, url) { this.replaceState(state, _t, url); },
};
const b = await import(process.argv[1]);
b.set_address("?pos=4453", 0, false);  // the page's start: the address already says it
b.set_address("?pos=445", 0, false);   // an undo at once
console.log(JSON.stringify(writes));
"""


def test_an_address_that_already_says_it_is_not_written_and_holds_nothing_back():
    """The page's first write (the link it opened with) changes nothing: the next change is
    written at once, so a reload right after an undo reopens the undone game, not the link."""
    node = shutil.which("node")
    assert node, "Node.js is needed (see README)"
    proc = subprocess.run([node, "--input-type=module", "-e", _ADDRESS,
                           str(ROOT / "static" / "bridge.js")], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.splitlines()[-1]) == ["/?pos=445"]
