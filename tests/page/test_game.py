"""The page's game controller (connect4.page.modes.game.game), in CPython and in MicroPython."""

from game_helpers import DRAWN, RED_WINS, answer, human_vs, play_all
from js_runtimes import run_in

import connect4
from connect4.board import Board
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import HUMAN, Settings, first_visit_settings


class TestPlay:
    def test_humans_alternate(self):
        g = Game()
        assert g.play(3) and g.play(3)
        assert g.board.notation() == "44"
        assert g.last_move_text() == "Yellow plays column 4"
        assert g.status_text() == "Red to move"

    def test_full_column_and_bad_column_are_refused(self):
        g = Game()
        play_all(g, "111111")
        assert not g.play(0)
        assert not g.play(7) and not g.play(-1)
        assert g.board.notation() == "111111"

    def test_no_move_after_the_end(self):
        g = Game()
        play_all(g, RED_WINS)
        assert g.result_text() == "Red wins"
        assert not g.play(3)
        assert g.last_cell() == (0, 3)

    def test_draw(self):
        g = Game()
        play_all(g, DRAWN)
        assert g.board.is_draw()
        assert g.result_text() == "Draw" and g.status_text() == "Draw"

    def test_human_cannot_play_for_the_ai(self):
        g = human_vs()
        assert g.play(3)
        assert not g.play(3)
        assert g.ai_to_move() == "level3"
        assert g.status_text({"level3": "Level 3"}) == "Yellow (Level 3) is thinking"


class TestUndoRedo:
    def test_one_move_at_a_time_between_humans(self):
        g = Game()
        play_all(g, "4453")
        assert g.undo() and g.board.notation() == "445"
        assert g.redo() and g.board.notation() == "4453"
        assert not g.redo()

    def test_undo_goes_back_to_the_humans_turn(self):
        g = human_vs()
        g.play(3)
        answer(g, 2)
        g.play(4)
        answer(g, 4)
        assert g.undo()
        assert g.board.notation() == "43"
        assert g.is_human_turn()
        assert g.redo()
        assert g.board.notation() == "4355"

    def test_undo_while_the_ai_thinks_cancels_it(self):
        g = human_vs()
        g.play(3)
        req = g.request_ai_move()
        assert g.undo() and g.board.notation() == ""
        assert g.take_cancels() == [req["id"]]
        assert not g.apply_ai_move(req["id"], req["pos"], 3)

    def test_undo_with_the_human_as_yellow(self):
        g = human_vs(human_colour=1)
        answer(g, 3)
        g.play(3)
        answer(g, 2)
        assert g.undo() and g.board.notation() == "4"
        assert g.undo() and g.board.notation() == ""
        assert not g.is_human_turn()

    def test_ai_vs_ai_undo_pauses(self):
        g = Game(Settings("level1", "level2"))
        answer(g, 3)
        answer(g, 3)
        assert g.undo() and g.paused
        assert g.ai_to_move() is None
        g.paused = False
        assert g.ai_to_move() == "level2"

    def test_a_new_move_clears_redo_unless_it_replays_it(self):
        g = Game()
        play_all(g, "1234")
        g.undo()
        g.undo()
        assert g.redo_stack == [3, 2]
        g.play(2)  # the move that was undone: the rest of the line stays
        assert g.can_redo() and g.redo_stack == [3]
        g.undo()
        g.play(6)
        assert not g.can_redo()

    def test_undo_then_redo_returns_to_every_earlier_position(self):
        g = Game()
        play_all(g, DRAWN)
        seen = []
        while g.undo():
            seen.append(g.board.notation())
        assert seen == [DRAWN[:i] for i in range(len(DRAWN) - 1, -1, -1)]
        while g.redo():
            pass
        assert g.board.notation() == DRAWN


class TestAIRequests:
    def test_nothing_to_ask_on_a_human_turn(self):
        g = human_vs()
        assert g.request_ai_move() is None

    def test_one_request_at_a_time(self):
        g = human_vs()
        g.play(0)
        req = g.request_ai_move(seed=9)
        assert req == {"op": "think", "id": req["id"], "pos": "1", "spec": "level3", "seed": 9}
        assert g.is_thinking()
        assert g.request_ai_move() is None

    def test_stale_answers_are_dropped(self):
        g = human_vs()
        g.play(0)
        old = g.request_ai_move()
        g.new_game()
        assert g.take_cancels() == [old["id"]]
        g.play(0)
        new = g.request_ai_move()
        assert not g.apply_ai_move(old["id"], old["pos"], 5)  # same position, old id
        assert not g.apply_ai_move(new["id"], "11", 5)        # wrong position
        assert g.board.notation() == "1" and g.is_thinking()
        assert not g.apply_ai_move(new["id"], new["pos"], 9)  # illegal: consumed, ask again
        assert g.board.notation() == "1" and not g.is_thinking()
        new = g.request_ai_move()
        assert g.apply_ai_move(new["id"], new["pos"], 5, {"nodes": 3})
        assert g.board.notation() == "16" and g.last_stats == {"nodes": 3}

    def test_player_change_and_swap_cancel(self):
        g = human_vs()
        g.play(0)
        r1 = g.request_ai_move()
        g.set_player(1, "level5")
        assert g.take_cancels() == [r1["id"]]
        r2 = g.request_ai_move()
        assert r2["spec"] == "level5"
        g.swap_colours()
        assert g.take_cancels() == [r2["id"]]
        assert g.settings.red == "level5" and g.is_human_turn()

    def test_abandoned_request_can_be_asked_again(self):
        g = human_vs()
        g.play(0)
        r = g.request_ai_move()
        g.abandon_request(r["id"])
        assert not g.is_thinking()
        assert g.request_ai_move()["id"] != r["id"]

    def test_ai_vs_ai_speed_and_human_delay(self):
        g = Game(Settings("level1", "level2", speed="fast"))
        assert g.ai_delay() == 150
        assert human_vs().ai_delay() == 250


class TestHints:
    def test_hints_belong_to_one_position(self):
        g = Game()
        req = g.request_hints()
        assert req["op"] == "hint" and req["pos"] == ""
        assert not g.apply_hints("4", [0] * 7)
        assert g.apply_hints("", [-2, -1, 0, 1, 0, -1, -2])
        assert g.current_hints()[3] == 1
        g.play(3)
        assert g.current_hints() is None

    def test_partial_hints_show_what_is_known(self):
        g = Game()
        partial = [None, None, None, 1, None, None, None]
        assert g.apply_hints("", partial, pending=[0, 1, 2, 4, 5, 6], best=1)
        assert g.current_hints() == partial and g.hints_pending() == (0, 1, 2, 4, 5, 6)
        assert g.hints_best() == 1 and not g.hints_complete()
        full = [-2, -1, 0, 1, 0, -1, -2]
        assert g.apply_hints("", full)
        assert g.hints_complete() and g.hints_best() == 1 and g.hints_pending() == ()
        # a progress report arriving after the full answer changes nothing
        assert not g.apply_hints("", partial, pending=[0], best=1)
        assert g.current_hints() == full
        g.play(3)
        assert g.hints_pending() == tuple(range(7)) and g.hints_best() is None

    def test_against_an_ai_only_its_replies_are_pondered(self):
        # the next hint comes after the AI's reply: the worker ponders the positions there
        g = human_vs("level2", human_colour=0)
        req = g.request_hints()
        assert req["ponder"] == "replies" and req["ai"] == "level2"  # its replies forecast
        g.play(3)  # the AI's turn: a hint asked now is followed by the person's
        assert "ponder" not in g.request_hints()
        assert "ponder" not in Game().request_hints()  # two people: every position
        assert "ponder" not in Game(Settings("level1", "level2")).request_hints()

    def test_no_hints_after_the_end(self):
        g = Game()
        play_all(g, RED_WINS)
        assert g.request_hints() is None


class TestTally:
    def test_counted_once_per_game_from_the_humans_side(self):
        g = human_vs("level2", human_colour=1)
        for i, ch in enumerate(RED_WINS):
            if i % 2 == 0:
                answer(g, int(ch) - 1)
            else:
                g.play(int(ch) - 1)
        assert g.tally == {"level2": [0, 1, 0]}
        g.undo()
        g.redo()
        assert g.tally == {"level2": [0, 1, 0]}

    def test_human_win_and_draw(self):
        g = human_vs("level1")
        for i, ch in enumerate(DRAWN):
            if i % 2 == 0:
                g.play(int(ch) - 1)
            else:
                answer(g, int(ch) - 1)
        assert g.tally == {"level1": [0, 0, 1]}
        g.new_game()
        for i, ch in enumerate(RED_WINS):
            if i % 2 == 0:
                g.play(int(ch) - 1)
            else:
                answer(g, int(ch) - 1)
        assert g.tally == {"level1": [1, 0, 1]}

    def test_humans_only_are_not_counted(self):
        g = Game()
        play_all(g, RED_WINS)
        assert g.tally == {}

    def test_a_loaded_finished_position_is_not_counted(self):
        g = human_vs()
        g.load_position(Board.from_notation(RED_WINS))
        assert g.tally == {}


_MPY_SCRIPT = """
from connect4.page.modes.game.game import Game
from connect4.page.links.links import read_link, share_pairs
from connect4.page.modes.game.settings import Settings
g = Game(Settings("human", "level3"))
g.play(3)
r = g.request_ai_move(5)
g.apply_ai_move(r["id"], r["pos"], 3, {"nodes": 1})
g.undo()
h = Game()
h.restore(g.to_dict())
l = read_link([("pos", "44x"), ("red", "level2")], length=21)
print(h.board.notation(), h.redo_stack, h.settings.yellow, l.players, len(l.errors), share_pairs(g))
"""


def test_controller_runs_in_micropython(tmp_path):
    """The page's main thread is MicroPython: the controller must run there too."""
    script = tmp_path / "controller.py"
    script.write_text(_MPY_SCRIPT)
    proc = run_in("micropython", script, connect4.MAIN_THREAD_MODULES, timeout=60)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert out.strip() == ("[3, 3] level3 {0: 'level2'} 1 "
                           "[('pos', ''), ('red', 'human'), ('yellow', 'level3')]")


def test_a_first_visit_plays_a_middle_level_or_humans_without_levels():
    s = first_visit_settings([1, 2, 3, 4, 5, 6, 7, 8])
    assert (s.red, s.yellow) == (HUMAN, "level4")
    assert first_visit_settings([1]).yellow == "level1"
    assert (first_visit_settings([]).red, first_visit_settings([]).yellow) == (HUMAN, HUMAN)


def test_new_game_against_an_ai_after_a_move_is_a_resignation():
    g = Game(Settings(red=HUMAN, yellow="level2"))
    assert not g.resigns()               # nothing played: no loss
    g.play(3)
    assert g.resigns()
    g.new_game()
    assert g.tally == {"level2": [0, 1, 0]}
    # a shared position the human has not played in is not theirs to resign
    g.load_position(Board.from_notation("4453"))
    assert not g.resigns()
    g.play(0)
    assert g.resigns()
    # humans only, or a finished game: nothing to resign
    g.set_player(1, HUMAN)
    assert not g.resigns()
    g.set_player(1, "level2")
    g.load_position(Board.from_notation("121212"))
    g.play(0)
    assert g.board.is_over() and not g.resigns()


def test_resignation_point_and_last_ai_move_survive_a_reload():
    g = Game(Settings(red=HUMAN, yellow="level2"))
    g.load_position(Board.from_notation("44"))
    g.play(4)
    g.last_stats = {"spec": "level2", "column": 3, "nodes": 12}
    h = Game()
    h.restore(g.to_dict())
    assert h.resigns() and h.last_stats == g.last_stats
    d = g.to_dict()
    d["base"], d["stats"] = 99, "junk"
    h.restore(d)
    assert h.last_stats is None and h._base == h.board.ply


def test_a_game_resumed_after_a_reload_counts_when_it_ends():
    g = Game(Settings(red=HUMAN, yellow="level2"))
    g.load_position(Board.from_notation("12121"))
    h = Game()
    h.restore(g.to_dict())
    h.apply_ai_move(*_answer(h, 1))
    h.play(0)
    assert h.board.winner() == 0 and h.tally == {"level2": [1, 0, 0]}
    done = Game()
    done.restore(h.to_dict())           # already counted: not again
    assert done.tally == {"level2": [1, 0, 0]} and not done.resigns()


def _answer(g, col):
    req = g.request_ai_move()
    return req["id"], req["pos"], col
