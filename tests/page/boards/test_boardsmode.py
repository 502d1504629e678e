"""Other boards in the page's image (connect4.page.modes.boards.boardsmode): opening fetches the bundle,
the link is kept for it, closing goes back to the game, the address while the mode shows."""

from page.loop_helpers import page, run  # tests/page/loop_helpers.py (tests/ is on the path)

from connect4.page.kernel import lazymodes, loop, modes
from connect4.page.modes.boards import boardsmode


def test_the_button_opens_the_mode_and_fetches_its_bundle_once():
    st = page()
    out = run(boardsmode.open_boards, st)
    assert st.mode == modes.BOARDS and st.boards.pending == ("resume",)
    assert out.of("fetch") == [("fetch", "boards")] and out.of("focus") == [("focus", "boards-title")]
    assert run(boardsmode.open_boards, st).of("fetch") == []  # on its way already


def test_a_link_opens_the_mode_with_its_parameters_only():
    st = page()
    out = loop.run(st, loop.start, {"size": "8x7", "moves": "45", "red": "human", "embed": "1"})
    assert st.mode == modes.BOARDS and out.of("fetch")
    assert st.boards.pending == ("link", {"size": "8x7", "moves": "45"})
    assert boardsmode.link_query(st) == ""  # the address keeps the link until the game is in


def test_closing_goes_back_to_the_game():
    st = page()
    run(boardsmode.open_boards, st)
    out = run(modes.close, st)
    assert st.mode == modes.GAME and st.boards.pending is None and out.changed
    assert boardsmode.link_query(st) == ""


def test_a_failed_bundle_says_so():
    st = page()
    run(boardsmode.open_boards, st)
    run(lazymodes.failed, st, "boards", "Failed to fetch")
    assert st.boards.phase == "error" and "Check the connection" in st.boards.error


def test_the_mode_open_before_a_reload_opens_again():
    st = page()
    st.boards = boardsmode.BoardsState('{"v": 1, "open": true}')
    loop.run(st, loop.start, {})
    assert st.mode == modes.BOARDS
    closed = page()
    closed.boards = boardsmode.BoardsState('{"v": 1, "open": false}')
    loop.run(closed, loop.start, {})
    assert closed.mode == modes.GAME
