# Runs under MicroPython (tests/runtimes/run.mjs): the page logic moved out of
# static/main.py (requests, worker watch, texts, keys) gives the same answers
# as in CPython (tests/page/test_page_micropython.py compares the printed lines).
# Text is printed, not repr()'d: MicroPython escapes non-ASCII in reprs.
from connect4.board import Board
from connect4.page.ai import workerwatch
from connect4.page.ai.aistate import AiState
from connect4.page.ai.router import Router
from connect4.page.kernel import inflight, keys, loop, messages
from connect4.page.kernel.controls import controls
from connect4.page.links import linkask
from connect4.page.modes.game import pagetext, resultwords, tally
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import Settings
from connect4.page.modes.hints.hintreply import checked
from connect4.page.modes.review.reviewed import Review, link_ply
from connect4.review.chart import markup

out = inflight.InFlight()
out.add({"id": 1, "op": "hint", "pos": "4"})
out.add({"id": 2, "op": "think", "pos": "44", "spec": "level2"})
out.add({"id": 3, "op": "hint", "pos": "44"})
print(out.answer({"id": 1, "progress": {"scores": []}})[0], out.drop_hints(keep="44"),
      out.has_hint("44"), out.forget([7]), sorted(inflight.cancel_message(3).items()))
for msg in ({"id": 2, "ok": False, "kind": "crash"}, {"id": 2, "ok": True},
            {"id": 3, "ok": False, "error": "x"}, {"id": 3, "ok": True}):
    print(out.answer(msg)[0])
print(sorted(inflight.move_stats({"spec": "s", "pos": "445"}, {"column": 1}).items()))

now = [0]
w = workerwatch.Watch(lambda: now[0], max_restarts=1)
print(w.check(True, True), w.crashed("a\nValueError: b"), w.crashed("c"))
now[0] = 30000
print(w.check(True, True), w.silence_text(), workerwatch.start_failure_text(""))

print(" | ".join(pagetext.ai_status(True, True, None)), pagetext.waiting_for_ai(0, "Level 1"))
print(pagetext.hint_note((1, 2, None, -3, 2, 0, 0), (0, 1), 2, True, None))
for col, score, best, pending in ((0, None, 1, True), (1, None, 1, False), (2, 5, 5, False),
                                  (3, -2, 5, False), (4, 0, 0, False)):
    print(" | ".join(pagetext.hint_cell(col, score, 12, best, pending)))
print(pagetext.link_copied(False), pagetext.move_label(4, 2))
for key, focused, tag in (("4", None, "BODY"), ("ArrowLeft", 0, "BUTTON"), ("End", None, "A"),
                          ("ArrowDown", 2, "BUTTON"), ("x", None, "BODY")):
    print(keys.key_action(key, focused, tag))

b = Board.from_notation("1212121")
print(resultwords.announcement(b.winner(), ("human", "level5"), {"level5": "Level 5"},
                           b.winning_cells(), b.ply), resultwords.landing_ms(3))
print(resultwords.line_text([(0, 3), (1, 2), (2, 1), (3, 0), (3, 1), (3, 2), (3, 3)]))
m = messages.Messages()
for text in ("a", "b", "c", "d", "b"):
    m.append(text)
m.dismiss(0)
print(m.items(), messages.sentence(" why? "))
print(linkask.asks_first({"from": "embed"}, Board.from_notation("4"), Board.from_notation("44")),
      linkask.storage_key("k", True))
t = {}
tally.add_result(t, "level1", 0, 1)
print(sorted(t.items()), pagetext.column_label(3, [0, 1]), pagetext.spelled_code("44"))
g = Game(Settings(red="human", yellow="level1"))
g.play(3)
print(g.resigns(), pagetext.new_game_label(g.resigns())[0])
g.new_game()
print(sorted(g.tally.items()), pagetext.hint_note((-3, None, -5, -3, -9, -9, -9), (), -3, True, None))
r = checked("4", [None, 2, None, None, None, None, None], [0, 2, 9, "x"], 3, [1, 0, -1, 0, 0, 0, 0])
print(r.position, r.scores, r.pending, r.best, r.wdl, r == tuple(r), len(r))
g.play(3)
print(g.apply_hints("4", [-2, -1, 0, 1, 0, -1, None]), g.hints.position, g.current_hints(),
      g.hints_pending(), g.hints_best(), g.hints_wdl(), g.hints_complete(),
      g.apply_hints("4", [0] * 7, [1], 5))
# the review: its requests, records, words, chart and save (connect4/page/modes/review/reviewed.py)
rv = Review()
rv.start("2525453157437721753235142343772116" + "66")
print(sorted(rv.request(4).items()), rv.status()[0])
for rec in ({"ply": 35, "column": 6, "score": 2, "kept": -4, "verdict": "blunder",
             "better": [1, 4], "keeps": [4]},
            {"ply": 36, "column": 6, "score": 4, "kept": 4, "verdict": "best", "better": [],
             "keeps": []}, {"ply": 36, "column": 5}):
    print(rv.take(4, rec))
rv.select(35)
print(rv.move_text(), rv.row(35), rv.outlined(), rv.position_text(), rv.summaries())
svg = markup(rv.chart(360, 180))
print(len(svg), svg.count("point pending"), svg.count("mark blunder"), rv.ply_at(200, 360))
back = Review()
back.restore(rv.to_dict())
print(back.records == rv.records, back.selected, back.request(5)["first"], rv.cancel(),
      rv.status()[0], link_ply({"review": "1", "ply": "9"}, 36))
print(keys.review_step("Home", "BODY"), keys.early_actions([["4", "BODY", False], ["x", "A", 0]]))
g = Game(Settings(red="human", yellow="human"))
g.play(3)
g.play_on(Board.from_notation("12"), [3, 2])
print(g.board.notation(), g.redo_stack, g.redo(), g.board.notation())
# the page's loop: schedule, ask, answer through the reply table, draw the controls

router = Router(lambda: 0, ["level2"])
router.light_started()
st = loop.PageState(Game(Settings(red="level2", yellow="human")), AiState(router))
print(sorted(controls(st)["match-start"].items()), sorted(controls(st)["hint"].items()))
router.light_ready()
box = loop.Outbox()
loop.schedule(st, box)
loop.move_tick(st, box, 3)
print(box.timers().get("move"), sorted(box.posts[0].items()), sorted(controls(st)["match-start"].items()))
box = loop.Outbox()
print(loop.on_reply(st, {"id": 1, "ok": True, "result": {"column": 3}}, box), box.changed,
      st.game.board.notation(), sorted(box.record.items()))
print("OK page")
