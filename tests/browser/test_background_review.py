"""The background review in the page (issue 45): a game lost to a level is stored in IndexedDB
and, after a reload, reviewed in the full engine while it is idle, every move judged there;
static/idb.js keeps a game's larger review and imports all or nothing."""

from site_helpers import ENGINE_TIMEOUT_MS, column, wait_ai, wait_async, wait_position, wait_ready

#: Every game record of the IndexedDB store "games" (static/idb.js), read by the test itself.
GAMES_JS = """() => new Promise((resolve) => {
  const req = indexedDB.open("connect4");
  req.onsuccess = () => {
    const db = req.result;
    if (!db.objectStoreNames.contains("games")) { db.close(); resolve([]); return; }
    const all = db.transaction("games").objectStore("games").getAll();
    all.onsuccess = () => { db.close(); resolve(all.result); };
  };
  req.onerror = () => resolve(null);
})"""


#: static/idb.js's own calls, in the page's browser: a put, a lower put, a bank entry, an
#: import refused (a record without its key) and one done.
IDB_JS = """async () => {
  const idb = await import("./static/idb.js");
  const answers = [];
  const call = async (p) => answers.push(JSON.parse(await p));
  await call(idb.put("games", JSON.stringify({ id: "g1", reviewed: 3, moves: "4444" })));
  await call(idb.put("games", JSON.stringify({ id: "g1", reviewed: 1, moves: "4444" })));
  await call(idb.put("bank", JSON.stringify({ key: "k1", games: 1 })));
  localStorage.setItem("c4.test", "before");
  await call(idb.replace(JSON.stringify({ games: [{ id: "g2", reviewed: 0 }], bank: [{ nokey: 1 }] }),
                         JSON.stringify({ "c4.test": "after" })));
  await call(idb.load("games"));
  const refused = localStorage.getItem("c4.test");
  await call(idb.replace(JSON.stringify({ games: [{ id: "g2", reviewed: 0 }] }),
                         JSON.stringify({ "c4.test": "after" })));
  await call(idb.load("games"));
  await call(idb.load("bank"));
  return { answers, refused, after: localStorage.getItem("c4.test") };
}"""


def test_a_game_lost_to_a_level_is_stored_and_reviewed_after_a_reload(open_game):
    page = open_game("?red=human&yellow=level1")
    wait_ai(page)
    column(page, 4).click()
    wait_position(page, "p.length === 2")
    moves = page.get_attribute("#board", "data-position")
    page.click("#new-game")  # resigns: a game lost to level 1
    page.wait_for_selector("#resign-ask", state="visible")
    page.click("#resign-yes")
    wait_position(page, "p === ''")
    # the training bundle came with the game's end (its count drawn), and the game is stored
    page.wait_for_selector("body[data-reviewed]", state="attached")
    wait_async(page, "async () => ((await (%s)()) || []).length === 1" % GAMES_JS)
    (stored,) = page.evaluate(GAMES_JS)
    assert (stored["moves"], stored["red"], stored["yellow"]) == (moves, "human", "level1")
    assert (stored["human"], stored["result"]) == (["red"], "yellow")

    page.reload()
    wait_ready(page)
    # the full engine loads, idle, and judges the stored game's moves still unjudged
    page.wait_for_selector('body[data-reviewed="1"]', state="attached", timeout=ENGINE_TIMEOUT_MS)
    wait_async(page, "async () => ((await (%s)()) || [])[0]?.reviewed === 2" % GAMES_JS,
               timeout=ENGINE_TIMEOUT_MS)
    (rec,) = page.evaluate(GAMES_JS)
    assert rec["id"] == stored["id"] and rec["moves"] == moves and rec["reviewed"] == 2
    assert [(r["ply"], r["column"]) for r in rec["records"]] == [(1, 4), (2, int(moves[1]))]
    # the first move, from the opening book: red wins with its last disc, and keeps it
    assert rec["records"][0] == {"ply": 1, "column": 4, "score": 1, "kept": 1, "verdict": "best",
                                 "better": [], "keeps": []}

    # static/idb.js's calls themselves: a put never lowers a review, an import is all or nothing
    res = page.evaluate(IDB_JS)
    a = res["answers"]
    assert a[:3] == [{"ok": True}] * 3
    assert a[3]["error"].startswith("DataError")  # the bank entry without its key: nothing
    assert a[4] == {"ok": True, "records": [rec, {"id": "g1", "reviewed": 3, "moves": "4444"}]}
    assert res["refused"] == "before"  # localStorage only once the stores are replaced
    assert a[5] == {"ok": True} and res["after"] == "after"
    assert a[6] == {"ok": True, "records": [{"id": "g2", "reviewed": 0}]} and a[7]["records"] == []
