# Runs under MicroPython (tests/runtimes/run.mjs) and CPython: Other boards' slice, game, words
# and updates give the same lines on both (tests/page/boards/test_boards_micropython.py compares).
import json

from connect4.page.ai.aistate import AiState
from connect4.page.ai.router import Router
from connect4.page.kernel import lazymodes, loop, persist
from connect4.page.modes.boards import boardsmode, boardsrun, boardstext
from connect4.page.modes.boards.session import Session, from_link, from_saved
from connect4.page.modes.game.game import Game
from connect4.variants.rulewords import rules


def state(saved=None):
    st = loop.PageState(Game(), AiState(Router(lambda: 0.0, [])))
    st.boards = boardsmode.BoardsState(saved)
    return st


def show(st, out):
    s = st.boards.session
    print(st.mode, s.key() if s else None, [e[0] for e in out.effects],
          [(p["op"], p["size"], p["moves"], p.get("spec")) for p in out.posts], st.messages.items())


for link in ({"size": "8x7", "moves": "4455"}, {"size": "3x99"}, {"variant": "popout"},
             {"variant": "five", "size": "8x7"}, {"size": "10x8", "moves": "0990"}, {"variant": "x"}):
    st = state()
    loop.run(st, boardsmode.open_link, link)
    print(boardsmode.link_query(st))
    show(st, loop.run(st, lazymodes.loaded, "boards"))
    print(boardsmode.link_query(st))
st = state('{"v": 1, "size": "6x5", "variant": "", "moves": "33", "players": ["human", "level1"]}')
loop.run(st, boardsmode.open_boards)
loop.run(st, lazymodes.loaded, "boards")
out = loop.run(st, boardsrun.play, 3)
show(st, out)
show(st, loop.run(st, loop.on_timer, boardsrun.MOVE_TIMER))
req = st.requests.out[max(st.requests.out)]
show(st, loop.run(st, loop.reply, {"id": req["id"], "ok": True, "result": {"move": 2}}))
looks = boardsrun.controls(st)
print(boardstext.turn_line(st.boards.session), sorted((k, sorted(v.items())) for k, v in looks.items()))
show(st, loop.run(st, boardsrun.undo))
for update, args in ((boardsrun.set_variant, ("popout",)), (boardsrun.set_size, (4, 4)),
                     (boardsrun.set_player, (1, "human")), (boardsrun.play, (0,)), (boardsrun.play, (0,)),
                     (boardsrun.play, (~0,)), (boardsrun.toggle_hints, ()), (boardsrun.set_variant, ("",)),
                     (boardsrun.toggle_hints, ()), (boardsrun.toggle_hints, ())):
    show(st, loop.run(st, update, *args))
print(sorted(json.loads(persist.parts(st)[persist.BOARDS_KEY]).items()))
for text in ('{"v": 2}',
             '{"v": 1, "size": "8x7", "variant": "", "moves": "99", "players": ["human", "human"]}'):
    try:
        from_saved(text)
    except ValueError as e:
        print("refused", e)
for s in (Session(8, 7), Session(5, 4), Session(9, 6, "five"), Session(7, 6, "popout", moves="44p4")):
    print(boardstext.title(s), boardstext.result_line(s), boardstext.hints_unavailable(s),
          " | ".join(boardstext.player_name(s, w) for w in ("human", "level3", "perfect")), s.link_query())
    print(" | ".join(rules(s.geometry, s.popout)))
print(from_link({"size": "4x4", "moves": "11111"})[1], boardstext.hint_words(-3, Session(4, 4)))
print("OK boards")
