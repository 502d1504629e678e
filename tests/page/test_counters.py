"""Per-move counters in words, from real players' answers: one figure once each,
the family's own figures, the per-column values."""

import re

import pytest

from connect4.board import parse_position
from connect4.page.ai.figures import (
    PlayoutTotals,
    column_values,
    move_counters,
    short_number,
    thousands,
    time_text,
)
from connect4.players.perfect import move_source
from connect4.players.registry import make_player


def answer(spec, pos, seed=1):
    """The worker's reply for a move, as the page gets it."""
    player = make_player(spec, seed)
    d = player.choose(parse_position(pos)).to_dict()
    d["player"] = player.spec()
    d["spec"] = spec
    d["ply"] = len(pos)
    return d


def no_figure_twice(text):
    """No count said twice (the time may happen to equal one: "3 moves ahead, in 3 ms")."""
    numbers = re.findall(r"\d[\d,]*", text.rpartition(" in ")[0])
    return len(numbers) == len(set(numbers))


@pytest.mark.parametrize("spec", ["minimax:depth=3", "threats:depth=3", "lines:depth=2,noise=1"])
def test_alpha_beta_players_say_positions_depth_and_time_once(spec):
    d = answer(spec, "4453")
    text = move_counters(d)
    assert text == "It searched %s positions, %d moves ahead, in %s." % (
        thousands(d["nodes"]), d["depth"], time_text(d["time"]))
    # (the time is left out of the check: "3 moves ahead, in 3 ms" is chance)
    assert "node" not in text and "alpha" not in text and no_figure_twice(
        text.replace(time_text(d["time"]), ""))


def test_monte_carlo_says_games_this_move_and_so_far():
    d = answer("mcts:playouts=200", "4453")
    assert move_counters(d) == "It simulated 200 games in %s." % time_text(d["time"])
    totals = PlayoutTotals()
    assert totals.add("g1", 1, d) == 200
    so_far = totals.add("g1", 1, answer("mcts:playouts=150", "445312"))
    assert so_far == 350
    assert "(350 so far this game)" in move_counters(d, so_far)
    assert totals.add("g1", 0, d) == 200  # per colour
    assert totals.add("g2", 1, d) == 200  # a new game starts from zero
    assert totals.add("g2", 1, answer("minimax:depth=1", "4")) is None


def test_weights_counts_boards_and_says_its_reasons():
    d = answer("weights:version=6,depth=3", "4453")
    assert move_counters(d) == "It counted wins and losses on %s boards, 3 moves ahead, in %s." % (
        thousands(d["nodes"]), time_text(d["time"]))
    # version 1's reasons (red: three in column 1, red to move)
    assert move_counters(answer("weights:version=1", "171717")) == "It took a winning move."
    assert move_counters(answer("weights:version=1", "71717")) == "It blocked a four of the opponent."
    assert "random column" in move_counters(answer("weights:version=1", "4453"))
    # version 5: a win on the spot ends the count at once
    assert "It took a winning move at once." in move_counters(
        answer("weights:version=5,depth=4", "171717"))
    # version 6 at depth 5 caps itself while the centre column has room
    assert "only 4 moves ahead until the centre column is full" in move_counters(
        answer("weights:version=6,depth=5", "4453"))


def test_perfect_says_book_or_search_and_the_outcome():
    book = answer("perfect", "")
    assert book["source"] == "book"
    assert move_counters(book) == ("It played from the opening book: no search needed. "
                                   "With perfect play: win in 21.")
    late = answer("perfect", "2252576253462244111563365343671351441")
    assert late["nodes"] and "It solved the position exactly: " in move_counters(late)


class TestPerfectSaysWhereItsMoveCameFrom:
    """Issue 32, defect 7: level 7's winning move was "from the opening book"."""

    def test_a_win_at_once(self):
        # red has three in column 1 and wins there: nothing searched, no book
        d = answer("perfect", "171717")
        assert (d["column"], d["nodes"], d["source"]) == (0, 0, "win")
        assert move_counters(d).startswith("It took the winning move: four in a row")
        assert "book" not in move_counters(d)

    def test_a_win_at_once_mid_game_is_not_the_book(self):
        d = answer("perfect", "112233")   # red: three on the bottom row, column 4 wins
        assert (d["column"], d["nodes"], d["source"]) == (3, 0, "win")
        assert "book" not in move_counters(d)

    def test_a_forced_block(self):
        d = answer("perfect", "2252576253462244111563365343671351441")  # 37 discs
        assert (d["column"], d["source"]) == (5, "forced")   # the only block: column 6
        assert move_counters(d).startswith("It had one move that does not lose at once, "
                                           "and played it. It solved the position exactly: ")
        # an early one, told apart before any search (the player would then
        # solve the 5-disc position for its score: minutes in CPython)
        b = parse_position("11223")   # red threatens column 4 on the bottom row
        assert move_source(b.current, b.mask) == "forced"

    def test_every_move_loses(self):
        d = answer("perfect", "27374")   # red threatens columns 1 and 5: yellow blocks one
        assert d["source"] == "lost"
        assert move_counters(d).startswith("Every move loses at the next disc: it played one.")

    def test_a_search(self):
        d = answer("perfect", "44444365555123333322117")
        assert d["source"] == "search" and d["nodes"]
        assert move_counters(d).startswith("It solved the position exactly: ")

    def test_an_old_reply_without_a_source_claims_no_book(self):
        d = dict(answer("perfect", "171717"))
        del d["source"]
        assert move_counters(d).startswith("It needed no search.")


def test_random_says_random():
    assert move_counters(answer("random", "4")) == "It picked a column at random."


def test_column_values_per_kind():
    w = column_values(answer("weights", "4453"))
    assert w["caption"].startswith("Its count for each column")
    # (v6 as its published code counts: round 2 weighs as round 1, so 7 x 294)
    assert [t for t, _c in w["cells"]] == ["0", "0", "0", "0", "0", "2058", "2058"]
    assert [c for _t, c in w["cells"]][5:] == ["best", "best"]
    m = column_values(answer("minimax:depth=4", "4453"))
    best = [t for t, c in m["cells"] if c == "best"]
    others = [t for t, c in m["cells"] if c == ""]
    assert best and all(not t.startswith("\u2264") for t in best)
    assert others and all(t.startswith("\u2264") for t in others)
    mc = answer("mcts:playouts=300", "4453")
    cells = column_values(mc)["cells"]
    assert cells[mc["column"]][1] == "best" and all(t.endswith("%") for t, _c in cells)
    p = column_values(answer("perfect", ""))
    assert [t for t, _c in p["cells"]] == ["", "", "", "win in 21", "", "", ""]
    assert column_values(answer("random", "4")) is None
    assert column_values(answer("weights:version=1", "4453")) is None


def test_wins_and_losses_are_words_not_huge_numbers():
    # red to move can win at once in column 1 (three stacked there)
    cells = column_values(answer("minimax:depth=2", "171717"))["cells"]
    assert cells[0] == ("wins", "best")
    # yellow to move must block column 1: the other columns lose
    cells = column_values(answer("minimax:depth=2", "17171"))["cells"]
    assert cells[0][1] == "best" and [t for t, _c in cells[1:]] == ["loses"] * 6


def test_number_and_time_formats():
    assert [short_number(v) for v in (12, -3.46, 117649, -1234567, 4.0, 9999.6)] == [
        "12", "-3.5", "118k", "-1.2M", "4", "10k"]
    # a small negative value rounds to zero without a sign (the page showed "<=-0.0")
    assert [short_number(v) for v in (-0.04, 0.04, -0.05)] == ["0.0", "0.0", "-0.1"]
    assert [time_text(t) for t in (0.0001, 0.0123, 1.234, 12.6, None)] == [
        "under 1 ms", "12 ms", "1.2 s", "13 s", "under 1 ms"]
    assert thousands(1234567) == "1,234,567"


def test_without_pruning_every_value_is_the_value_itself():
    stats = {"player": "minimax:depth=2,prune=off", "score_kind": "heuristic", "column": 6,
             "scores": [1.0, 2.0, None, 3.0, 0.5, -2e9, 4e9]}
    texts = [t for t, _c in column_values(stats)["cells"]]
    assert texts == ["1", "2", "", "3", "0.5", "loses", "wins"]


def test_monte_carlo_with_one_column_left_says_so():
    stats = {"player": "mcts", "playouts": 0, "nodes": 0, "time": 0.0, "column": 3,
             "info": "the only legal move"}
    assert move_counters(stats, None) == "It had one column left: nothing to simulate."
