"""Other boards' updates (connect4.page.modes.boards.boardsrun) in a real page state: the bundle opens
the saved game or the link's, a bad link or save gets a message, moves and pops, the AI's move
asked of the full engine and answered by connect4.worker.variant itself, stale replies dropped."""

import json

from page.loop_helpers import page, run  # tests/page/loop_helpers.py (tests/ is on the path)

from connect4.page.ai import router
from connect4.page.kernel import inflight, lazymodes, loop, modes, persist, registry
from connect4.page.modes.boards import boardsmode, boardsrun
from connect4.page.modes.boards.session import Session
from connect4.worker import variant


def opened(link=None, saved=None, ready=True):
    """A page whose mode opened (with ``link``, over the ``saved`` text) and whose bundle is in."""
    st = page()
    st.boards = boardsmode.BoardsState(saved)
    if link is None:
        run(boardsmode.open_boards, st)
    else:
        run(boardsmode.open_link, st, link)
    out = loop.run(st, lazymodes.loaded, "boards") if ready else None
    return st, out


def asked(st, out):
    """The AI's request once its timer fires."""
    assert boardsrun.MOVE_TIMER in out.timers()
    return loop.run(st, loop.on_timer, boardsrun.MOVE_TIMER).posts[-1]


def answer(req):
    """The full engine's reply to ``req``, as connect4.worker.variant gives it."""
    gen = (variant.think_steps if req["op"] == "vthink" else variant.hint_steps)(req)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return {"id": req["id"], "ok": True, "result": stop.value}


def test_nothing_saved_opens_8x7_person_against_level_2():
    st, _ = opened()
    s = st.boards.session
    assert (s.key(), s.players, st.boards.phase) == ("8x7||", ["human", "level2"], "ready")


def test_a_link_opens_its_board_and_the_save_keeps_it():
    st, _ = opened({"size": "6x5", "moves": "33"})
    assert st.boards.session.key() == "6x5||33"
    saved = json.loads(persist.parts(st)[persist.BOARDS_KEY])
    assert (saved["size"], saved["moves"], saved["open"]) == ("6x5", "33", True)
    back, _ = opened(saved=persist.parts(st)[persist.BOARDS_KEY])
    assert back.boards.session.key() == "6x5||33"


def test_a_bad_size_says_the_engines_words_and_shows_the_7x6_game():
    saved = Session(8, 7, moves="45").save()
    st, _ = opened({"size": "3x99"}, saved)
    assert st.mode == modes.GAME
    assert "size 3x99: columns must be 4 to 10 and rows 4 to 8" in st.messages.items()[-1]
    assert json.loads(persist.parts(st)[persist.BOARDS_KEY])["moves"] == "45"  # untouched


def test_a_damaged_save_gets_a_message_and_a_fresh_game():
    st, _ = opened(saved='{"v": 1, "size": "8x7", "moves": "99", "players": ["human", "human"]}')
    assert st.boards.session.key() == "8x7||" and "could not be read and was reset" in st.messages.items()[-1]


def test_a_persons_move_then_the_ai_is_asked_and_its_move_played():
    st, _ = opened({"size": "6x5"})
    out = loop.run(st, boardsrun.play, 2)
    assert out.timers()[boardsrun.MOVE_TIMER] == boardsrun.MOVE_MS < boardsrun.AI_PAIR_MS
    req = asked(st, out)
    assert (req["op"], req["size"], req["moves"], req["spec"]) == ("vthink", "6x5", "3", "level2")
    assert boardsrun.thinking(st)
    out = loop.run(st, loop.reply, answer(req))
    assert len(st.boards.session.game.moves) == 2 and not boardsrun.thinking(st)
    assert out.announce.endswith("to move.")


def test_the_board_is_playable_while_the_engine_loads_and_says_so():
    st, _ = opened({"size": "6x5"})
    st.ai.router.full_started()
    st.ai.router.progress(3100000, 13900000)
    asked(st, loop.run(st, boardsrun.play, 0))
    assert boardsrun.waiting_for(st).startswith("Loading the full engine")
    assert st.ai.router.route({"op": "vthink", "id": 99}) == []  # it waits for the full engine
    assert router.Router.needs_full(st.ai.router)


def test_a_reply_for_a_position_left_is_dropped_and_its_request_cancelled():
    st, _ = opened({"size": "6x5"})
    req = asked(st, loop.run(st, boardsrun.play, 2))
    out = loop.run(st, boardsrun.undo)
    assert req["id"] in out.cancels and st.boards.session.game.text() == ""
    loop.run(st, loop.reply, answer(req))
    assert st.boards.session.game.text() == ""


def test_a_pop_is_played_only_in_pop_out_and_only_of_ones_own_disc():
    st, _ = opened({"size": "5x4", "variant": "popout"})
    st.boards.session.players = ["human", "human"]
    for move in (2, 2):
        loop.run(st, boardsrun.play, move)
    loop.run(st, boardsrun.play, ~1)  # red has no disc in column 2: nothing happens
    assert st.boards.session.game.text() == "33"
    loop.run(st, boardsrun.play, ~2)
    assert st.boards.session.game.text() == "33p3"
    assert boardsrun.controls(st)["boards-pop-3"]["disabled"] is False  # yellow's disc fell down


def test_hints_are_asked_where_exact_and_shown_by_move_text():
    st, _ = opened({"size": "4x4"})
    st.boards.session.players = ["human", "human"]
    out = loop.run(st, boardsrun.toggle_hints)
    req = out.posts[-1]
    assert req["op"] == "vhint"
    loop.run(st, loop.reply, answer(req))
    assert max(boardsrun.hints(st).values()) == 0 and sorted(boardsrun.hints(st)) == ["1", "2", "3", "4"]
    big, _ = opened({"size": "8x7"})
    assert not [r for r in loop.run(big, boardsrun.toggle_hints).posts if r["op"] == "vhint"]


def test_a_failed_move_is_said_and_the_engine_lost_asks_again():
    st, _ = opened({"size": "6x5"})
    st.boards.session.players = ["level1", "human"]
    req = asked(st, loop.run(st, boardsrun.new_game))
    loop.run(st, loop.reply, router.unavailable_reply(req, "The AI could not start: offline."))
    assert "could not give its move on 6x5" in st.messages.items()[-1]
    assert asked(st, loop.run(st, loop.ai_lost))["op"] == "vthink"


def test_menus_start_new_games_and_leaving_cancels_the_mode_requests():
    st, _ = opened({"size": "6x5"})
    loop.run(st, boardsrun.set_variant, "five")
    assert st.boards.session.key() == "9x6|five|"
    loop.run(st, boardsrun.set_size, 10, 8)
    assert st.boards.session.key() == "10x8||"
    loop.run(st, boardsrun.set_size, 3, 99)
    assert "size 3x99" in st.messages.items()[-1] and st.boards.session.key() == "10x8||"
    req = asked(st, loop.run(st, boardsrun.set_player, 0, "level1"))
    out = loop.run(st, modes.close)
    assert req["id"] in out.cancels and st.mode == modes.GAME
    assert inflight.VARIANT in registry.table("REPLIES")


def test_left_before_its_bundle_came_the_mode_is_not_saved_as_open():
    """The cross-mode monkey (issue 54): Other boards opened, then a race opened before the
    bundle came; the bundle's saved game must not say the mode shows, or a reload reopens it."""
    st, _ = opened(ready=False)
    run(modes.enter, st, modes.RACE)
    loop.run(st, lazymodes.loaded, "boards")
    assert st.mode == modes.RACE and not st.boards.session.open
    assert json.loads(persist.parts(st)[persist.BOARDS_KEY])["open"] is False


def test_left_while_its_bundle_could_not_come_a_reload_does_not_reopen_it():
    """The monkey again: the saved game showed, the page started offline, the player left
    the mode before any bundle: the stored text must not keep saying the mode shows."""
    st = page()
    st.boards = boardsmode.BoardsState(Session(8, 7, moves="45").save())
    run(boardsmode.open_boards, st)  # as loop.start does for a mode that showed
    run(modes.close, st)
    assert not st.boards.was_open()
    assert json.loads(persist.parts(st)[persist.BOARDS_KEY])["open"] is False


def test_a_link_to_another_mode_over_a_saved_open_board_closes_it():
    """The monkey: left on Other boards, the page opened by ``?train=yellow``, the trainer
    closed, then a reload: the game must come back, not the board the link replaced."""
    st = page()
    st.boards = boardsmode.BoardsState(Session(9, 6, "five", moves="5").save())
    run(loop.start, st, {"train": "yellow"})
    assert st.mode == modes.OPENING and not st.boards.was_open()
    assert json.loads(persist.parts(st)[persist.BOARDS_KEY])["open"] is False
