"""The page's state-dependent sentences (connect4.page.modes.game.pagetext) and keyboard play
(connect4.page.kernel.keys)."""

from connect4.page.kernel import keys
from connect4.page.modes.game import pagetext
from connect4.scores import describe_score


def test_ai_status():
    assert pagetext.ai_status(True, False, None) == ("AI ready.", "ai-status ready")
    assert pagetext.ai_status(True, True, None) == ("AI thinking…", "ai-status ready")
    assert pagetext.ai_status(False, False, "The AI could not start: x.") == (
        "The AI could not start: x. You can still play human against human.", "ai-status error")
    assert pagetext.ai_status(False, False, None)[0] == "AI starting… (humans can play already)"
    assert pagetext.waiting_for_ai(1, "Level 3") == "Yellow (Level 3) moves once the AI is ready"


def test_hint_note():
    note = pagetext.hint_note
    assert note(None, (), None, False, None) == "Solving every column exactly… (the AI is starting)"
    assert note(None, (), None, True, None) == "Solving every column exactly…"
    scores = (1, 2, None, -3, 2, 0, 0)
    # the book's best is among the solved columns: it is highlighted already
    assert note(scores, (0, 1), 2, True, None).startswith(
        "Highlighted: a best move, from the opening book. Solving the other columns exactly… (2 to go)")
    # the best column is still being solved
    assert note(scores, (1, 4), 2, True, None) == "Solving every column exactly… (2 to go)"
    assert note(scores, (1,), None, True, None) == "Solving every column exactly… (1 to go)"
    assert note(scores, (), 2, True, "book missing") == (
        "Hints work without the opening book, more slowly: book missing")
    assert note(scores, (), 2, True, None) == "Perfect play: the highlighted columns are best."
    # hints wait for the full engine, or cannot come at all
    assert note(None, (), None, True, None, engine=(0, 13_900_000)) == (
        "Solving every column exactly once the full engine has loaded…")
    why = "the full engine (perfect play, hints, matches) could not start: offline."
    assert note(None, (), None, True, None, engine=why) == "No hints: " + why
    assert note(scores, (1,), None, True, None, engine=why) == "No hints: " + why
    assert note(scores, (), 2, True, None, engine=why) == (
        "Perfect play: the highlighted columns are best.")


def test_hint_cells():
    assert pagetext.hint_cell(0, None, 4, 1, True) == (
        "hint pending", "…", "", "Column 1: being solved")
    assert pagetext.hint_cell(6, None, 4, 1, False) == ("hint full", "full", "", "Column 7: full")
    cls, word, moves, label = pagetext.hint_cell(2, 5, 10, 5, False)
    words = describe_score(5, 10)
    assert cls == "hint win best"
    assert label == "Column 3: " + words
    assert (word + (" " + moves if moves else "")) == words
    assert " in " in words and word == words.split(" in ")[0] and moves.startswith("in ")
    assert pagetext.hint_cell(1, -2, 10, 5, False)[0] == "hint loss"
    cls, word, moves, _ = pagetext.hint_cell(1, 0, 10, 0, False)
    assert cls == "hint draw best" and moves == ""


def test_short_sentences():
    assert pagetext.player_changed(0, "Human") == "Red is now played by Human."
    assert pagetext.ai_move_failed("Level 2", "boom") == "The AI (Level 2) could not move: boom"
    assert pagetext.hints_failed("x") == "Hints failed: x"
    assert pagetext.link_copied(True).startswith("Link to this position copied")
    assert "browser refused" in pagetext.link_copied(False)
    assert pagetext.move_label(3, 6) == "2. Yellow 7"
    assert pagetext.move_label(0, 3) == "1. Red 4"


def test_keys():
    k = keys.key_action
    assert k("4", None, "BODY") == (keys.PLAY, 3)
    assert k("4", None, "INPUT") is None
    assert k("4", None, "BODY", modified=True) is None
    assert k("8", None, "BODY") is None
    assert k("ArrowRight", 6, "BUTTON") == (keys.FOCUS, 6)
    assert k("ArrowLeft", 2, "BUTTON") == (keys.FOCUS, 1)
    assert k("ArrowLeft", None, "BODY") == (keys.FOCUS, 3)
    assert k("ArrowLeft", None, "A") == (keys.FOCUS, 3)  # from a link too (issue 32)
    assert k("Home", None, "A") == (keys.FOCUS, 0)
    assert k("End", 1, "BUTTON") == (keys.FOCUS, 6)
    assert k("ArrowDown", 5, "BUTTON") == (keys.PLAY_FOCUSED, 5)
    assert k("ArrowDown", None, "BODY") is None
