"""The difficulty ladder: its order and its top rung."""

from connect4 import bitboard as bb
from connect4.players import ladder
from connect4.players.registry import make_player
from connect4.solver.book import OpeningBook


def _lines_book(side, skip=None):
    """A book of perfect's first two moves as ``side`` (0 red, 1 yellow) along
    made-up lines: every start stores its score and its centre-most child's
    opposite score, and so does every reply position.  ``skip``: a key left out."""
    entries = {}

    def store(cur, mask):
        # scores by parity keep the made-up lines consistent (child = -parent)
        score = -1 if bb.popcount(mask) % 2 else 1
        entries[bb.canonical_key(cur, mask)] = score
        col = next(c for c in bb.CENTRE_ORDER if bb.can_play(mask, c))
        c1, m1 = bb.play(cur, mask, col)
        entries[bb.canonical_key(c1, m1)] = -score
        return c1, m1

    starts = [(0, 0)] if side == 0 else [bb.play(0, 0, c) for c in range(7)]
    for cur, mask in starts:
        c1, m1 = store(cur, mask)
        for reply in range(7):
            store(*bb.play(c1, m1, reply))
    entries.pop(skip, None)
    return OpeningBook.from_entries(entries)


def test_book_covers_opening_along_the_lines_of_each_colour():
    red, yellow = _lines_book(0), _lines_book(1)
    # the made-up books hold each colour's first two moves: plies 0-3
    assert red.covers_opening(0, plies=4) and not red.covers_opening(1, plies=4)
    assert not red.covers_opening(plies=4) and not red.covers_opening(0, plies=5)
    assert yellow.covers_opening(1, plies=4) and not yellow.covers_opening(0, plies=4)
    # red's reply to 4-1 missing
    gap = _lines_book(0, skip=bb.canonical_key(*bb.play(*bb.play(0, 0, 3), 0)))
    assert not gap.covers_opening(0, plies=4) and gap.covers_opening(0, plies=2)
    # yellow's answer to red's first move in column 2 missing
    gap = _lines_book(1, skip=bb.canonical_key(*bb.play(0, 0, 1)))
    assert not gap.covers_opening(1, plies=4)
    # ... yet the lines after the other first moves are whole
    assert gap.covers_line([3], plies=4) and gap.covers_line([0], plies=4)
    assert not gap.covers_line([1], plies=4) and not gap.covers_line([5], plies=4)  # mirror
    assert red.covers_line([], plies=4) and not red.covers_line([3], plies=4)


def test_a_leaf_ends_a_line_of_the_opening():
    # 4-1's answer missing, but 4-1 is a leaf (the solver answers it fast)
    gap = _lines_book(0)
    c1, m1 = bb.play(*bb.play(0, 0, 3), 0)
    key = bb.canonical_key(c1, m1)
    entries = dict(gap.items())
    child = bb.play(c1, m1, next(c for c in bb.CENTRE_ORDER if bb.can_play(m1, c)))
    entries.pop(bb.canonical_key(*child))
    assert not OpeningBook.from_entries(entries).covers_opening(0, plies=4)
    assert OpeningBook.from_entries(entries, leaves=[key]).covers_opening(0, plies=4)


def test_top_rung_is_perfect_and_the_committed_book_covers_both_openings():
    top = ladder.LEVELS[-1]
    assert (top.number, top.label, top.spec) == (len(ladder.LEVELS), "Perfect", "perfect")
    solver = make_player("perfect").solver
    assert solver.book_problem is None
    assert solver.covers_opening(0) and solver.covers_opening(1)
    assert all(solver.book.covers_yellow_after(c) for c in range(7))


def test_levels_are_numbered_from_one_and_make_players():
    levels = list(ladder.LEVELS)
    assert [lv.number for lv in levels] == list(range(1, len(levels) + 1))
    for lv in levels:
        assert make_player(lv.spec).name == lv.spec.split(":")[0]


def test_every_level_has_a_card_in_words_and_its_measured_figures():
    from connect4.page.modes.about import levelcards
    from connect4.site.builder import _players_data

    levels = _players_data()["levels"]
    assert [lv["spec"] for lv in levels] == [lv.spec for lv in ladder.LEVELS]
    for lv in levels:
        title, text = levelcards.card(lv)
        # the rating of the committed ladder run (connect4 ladder --ratings), to the nearest 50
        rating = lv["measured"]["rating"]
        words = " · unbeaten" if lv["spec"] == "perfect" else " · about %d" % (
            int(rating / 50 + 0.5) * 50)
        assert title == "Level %d: %s%s" % (lv["level"], lv["label"], words)
        se = lv["measured"]["rating_se"]
        assert ("%d ± %d" % (rating + 0.5, se + 0.5) if se else "Rated 800: the anchor") in text
        assert lv["spec"] in levelcards.WHAT and text.startswith(levelcards.WHAT[lv["spec"]])
        # the committed ladder run measured this very spec (else no figure is shown)
        assert lv["measured"]["spec"] == lv["spec"]
        assert "% of its decisive games against " in text


def test_figures_measured_for_another_spec_are_left_out():
    from connect4.page.modes.about import levelcards

    levels = [{"level": 1, "label": "A", "spec": "weights:version=1"}]
    fig = {"level": 1, "spec": "weights:version=2", "random": {
        "versus": "random", "games": 4, "wins": 3, "losses": 1, "draws": 0, "win_rate": 0.75,
        "p_value": 0.3125}}
    assert "measured" not in levelcards.attach(levels, [fig])[0]
    fig["spec"] = "weights:version=1"
    lv = levelcards.attach(levels, [fig])[0]
    assert levelcards.strength(lv["measured"]) == (
        "It won 75% of its decisive games against random moves (3-1-0 in 4 games): "
        "too close to call in that many games.")


def test_the_ladder_command_runs_both_openings_and_writes_the_readme_table(tmp_path, capsys):
    import json

    from connect4.__main__ import main

    readme = tmp_path / "README.md"
    readme.write_text("intro\n<!-- ladder: begin -->\nold\n<!-- ladder: end -->\nrest\n")
    figures = tmp_path / "ladder.json"
    code = main(["ladder", "-n", "2", "--jobs", "1", "--seed", "3", "--spec", "weights:version=1",
                 "--spec", "minimax:depth=1,rules=project,centre=low", "--out", "", "-q",
                 "--levels-json", str(figures), "--readme", str(readme)])
    assert code == 0
    out = capsys.readouterr().out
    assert "| 2 vs 1 | empty board |" in out and "| 2 vs 1 | 2 random plies |" in out
    data = json.loads(figures.read_text())
    assert data["command"].startswith("python3 -m connect4 ladder -n 2 --seed 3")
    second = data["levels"][1]
    for key in ("below", "below_openings", "random"):
        assert second[key]["games"] == 2 and 0 <= second[key]["p_value"] <= 1
    text = readme.read_text()
    assert text.startswith("intro\n<!-- ladder: begin -->\nMeasured on ") and "old" not in text
    assert text.endswith("<!-- ladder: end -->\nrest\n") and data["command"] in text
