"""The background review in the page (issue 45): a game lost to a level is stored in IndexedDB
and, after a reload, reviewed in the full engine while it is idle, every move judged there."""

from site_helpers import ENGINE_TIMEOUT_MS, column, wait_ai, wait_position, wait_ready

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
    page.wait_for_function("async () => ((await (%s)()) || []).length === 1" % GAMES_JS)
    (stored,) = page.evaluate(GAMES_JS)
    assert (stored["moves"], stored["red"], stored["yellow"]) == (moves, "human", "level1")
    assert (stored["human"], stored["result"]) == (["red"], "yellow")

    page.reload()
    wait_ready(page)
    # the full engine loads, idle, and judges the stored game's moves still unjudged
    page.wait_for_selector('body[data-reviewed="1"]', state="attached", timeout=ENGINE_TIMEOUT_MS)
    page.wait_for_function("async () => ((await (%s)()) || [])[0].reviewed === 2" % GAMES_JS)
    (rec,) = page.evaluate(GAMES_JS)
    assert rec["id"] == stored["id"] and rec["moves"] == moves and rec["reviewed"] == 2
    assert [(r["ply"], r["column"]) for r in rec["records"]] == [(1, 4), (2, int(moves[1]))]
    # the first move, from the opening book: red wins with its last disc, and keeps it
    assert rec["records"][0] == {"ply": 1, "column": 4, "score": 1, "kept": 1, "verdict": "best",
                                 "better": [], "keeps": []}
