"""Other boards' words (connect4.page.modes.boards.boardstext): the turn line, the players' labels, the
known result with its source, why hints are missing, what needs 7x6."""

from connect4.page.modes.boards import boardstext
from connect4.page.modes.boards.session import Session


def test_the_turn_line_says_who_moves_who_thinks_and_the_result():
    s = Session(6, 5, "", ("level1", "human"))
    assert boardstext.turn_line(s) == "Red (Level 1 · Beginner) is thinking… · 6x5 · Connect 4"
    assert boardstext.turn_line(s, True) == (
        "Red (Level 1 · Beginner) waits for the full engine · 6x5 · Connect 4")
    won = Session(5, 4, "", ("human", "human"), "1212121")
    assert boardstext.turn_line(won) == "Red wins with four in a row · 5x4 · Connect 4"
    # the compact embed's chip shows the first part alone (issue 51: cut at 300 px)
    assert boardstext.turn_parts(won) == ("Red wins", " with four in a row · 5x4 · Connect 4")
    assert boardstext.turn_parts(s)[1] == " · 6x5 · Connect 4"
    drawn = Session(4, 4, "", ("human", "human"), "1234123434124321")
    assert drawn.game.is_over() and boardstext.turn_parts(drawn) == (
        "Draw", ": the board is full · 4x4 · Connect 4")


def test_the_strongest_level_says_where_it_is_not_perfect():
    assert boardstext.player_name(Session(8, 7), "perfect") == "Level 7 · Strongest (not perfect on 8x7)"
    assert boardstext.player_name(Session(5, 4), "perfect") == "Level 7 · Perfect"
    assert boardstext.player_name(Session(5, 4), "human") == "Person"


def test_the_known_result_and_its_source():
    assert boardstext.result_line(Session(6, 4)) == (
        "With perfect play: Second player (yellow) wins (a perfect game ends on move 24).")
    assert "Tromp" in boardstext.known_result(Session(6, 4))[1]
    assert boardstext.result_line(Session(10, 8)) == "With perfect play: Unknown: no published result."
    popout = Session(7, 6, "popout")
    assert boardstext.result_line(popout) == "With perfect play: Unknown: no published result."
    assert boardstext.known_result(Session(9, 6, "five"))[1] == "no source states it"


def test_hints_are_offered_only_where_the_solver_is_exact():
    assert boardstext.hints_unavailable(Session(4, 6)) is None
    assert boardstext.hints_unavailable(Session(8, 7)) == (
        "No exact hints on 8x7: the solver finishes a move within seconds in the browser only "
        "on 4x4, 5x4, 4x5 and 4x6.")
    assert "No exact hints on 5x5" in boardstext.hints_unavailable(Session(5, 5))
    assert "Pop Out" in boardstext.hints_unavailable(Session(4, 4, "popout"))


def test_what_needs_7x6_is_named():
    for part in ("opening book", "12-disc database", "puzzles", "odd/even", "review",
                 "write-ups' AIs"):
        assert part in boardstext.SEVEN_BY_SIX_ONLY


def test_the_hint_line_says_what_the_hints_wait_for():
    small, large = Session(4, 4), Session(8, 7)
    assert boardstext.hint_note(small, False, {}, None) == ""
    assert boardstext.hint_note(large, True, {}, "x").startswith("No exact hints on 8x7")
    assert boardstext.hint_note(small, True, {}, None) == "Hints: solving every column…"
    assert boardstext.hint_note(small, True, {}, "Loading: 1 of 2 MB").endswith("Loading: 1 of 2 MB")
    assert "perfect play from here" in boardstext.hint_note(small, True, {"1": 0}, None)


def test_the_ai_line_follows_the_engine():
    s = Session(8, 7, players=("human", "level3"))
    assert boardstext.ai_line(s, "2 of 15 MB", True, False).endswith("loading: 2 of 15 MB")
    assert boardstext.ai_line(s, None, True, True) == "The AI is thinking…"
    assert boardstext.ai_line(s, None, False, True) == "The AI plays in the full engine (ready)."
    assert boardstext.ai_line(Session(8, 7, players=("human", "human")), None, False, False).startswith(
        "Two people play")


def test_a_hint_is_said_as_the_7x6_hints_say_it():
    s = Session(4, 4)
    assert [boardstext.hint_words(v, s) for v in (1, 0, -1, None)] == ["win in 8", "draw", "loss in 8", ""]
