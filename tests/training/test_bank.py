"""The mistake bank (connect4/training/bank.py): a real game's mistakes in, the same
position by another move order or as its mirror image merged, the done rule across
days, keep, the queue with a schedule, stored entries checked, themes with no search."""

import pytest
from training import game_records  # tests/training/game_records.py (tests/ is on the path)
from training.game_records import DAY, GAME, hint_solver

from connect4.puzzles import themes as set_themes
from connect4.puzzles.mistakes import game_mistakes
from connect4.puzzles.record import load_set
from connect4.puzzles.trainer import Attempt
from connect4.training.bank import (
    LONG_WIN,
    Bank,
    BankError,
    entry_puzzle,
    mistake_themes,
    position_key,
)
from connect4.training.schedule import Schedule

#: GAME's mirror image, column by column (3 <-> 5, 2 <-> 6, 1 <-> 7).
MIRROR = "44445627"
#: Red's 3 and 6 swapped: before move 8 the board holds the same stones as GAME's.
TRANSPOSED = "44446231"


@pytest.fixture(scope="module")
def game_record():
    """A game record as the background review stores it (training/game_records.py)."""
    solver = hint_solver()

    def make(moves, human=("red",), id="g1", day=DAY):
        return game_records.game_record(solver, moves, human, id, day)
    return make


def fresh_bank(game_record, human=("red", "yellow")):
    bank = Bank()
    bank.add_game(game_record(GAME, human), DAY)
    return bank


class TestAGamesMistakesIn:
    def test_the_humans_mistake_becomes_an_entry(self, game_record):
        bank = Bank()
        added = bank.add_game(game_record(GAME, ("red",)), DAY)
        assert len(added) == 1 and bank.entries() == added
        e = added[0]
        assert entry_puzzle(e) == {"ply": 5, "position": "4444", "side": "red", "goal": "win",
                                   "accept": [4]}
        assert (e["key"], e["games"], e["added"]) == (position_key("4444"), 1, DAY)
        assert (e["solves"], e["kept"], e["done"], e["tries"], e["misses"]) == ([], False, False, 0, 0)
        # the win is 19 of red's moves away (long), and 4 is the one quiet move that keeps it
        assert e["themes"] == "lq"

    def test_only_the_humans_colours_count(self, game_record):
        assert [e["ply"] for e in Bank().add_game(game_record(GAME, ("yellow",)), DAY)] == [8]
        assert Bank().add_game(game_record(GAME, ()), DAY) == []  # two AIs: nothing to keep
        record = game_record(GAME, ("yellow",))
        record["human"] = ("yellow",)            # a tuple, before it is stored as JSON
        assert [e["ply"] for e in Bank().add_game(record, DAY)] == [8]
        both = Bank().add_game(game_record(GAME, ("red", "yellow")), DAY)
        assert [(e["ply"], e["position"], e["accept"], e["themes"]) for e in both] == [
            (5, "4444", [4], "lq"), (8, "4444326", [5], "bl")]  # 5 stops red's three

    def test_the_entry_plays_as_the_puzzles_practice(self, game_record):
        bank = fresh_bank(game_record)
        records = game_record(GAME)["records"]
        for entry, mistake in zip(bank.entries(), game_mistakes(GAME, records)):
            assert entry_puzzle(entry) == mistake
            attempt = Attempt(practice=entry_puzzle(entry))
            assert attempt.moves() == [int(c) - 1 for c in entry["position"]]
            assert not attempt.move(0)["ok"]
            assert attempt.move(entry["accept"][0] - 1)["solved"]

    def test_a_puzzle_is_a_copy(self, game_record):
        bank = fresh_bank(game_record)
        entry_puzzle(bank.entries()[0])["accept"].append(1)
        assert bank.entries()[0]["accept"] == [4]


class TestMerged:
    def test_the_same_game_again_counts_one_more_game(self, game_record):
        bank = fresh_bank(game_record)
        again = bank.add_game(game_record(GAME, ("red", "yellow"), id="g2"), DAY + 1)
        assert len(bank) == 2 and [e["games"] for e in again] == [2, 2]
        assert [e["added"] for e in bank.entries()] == [DAY, DAY]

    def test_the_mirror_image_is_the_same_entry_in_the_stored_orientation(self, game_record):
        mirrored = game_record(MIRROR, ("red", "yellow"), id="g2")
        assert [m["accept"] for m in game_mistakes(MIRROR, mirrored["records"])] == [[4], [3]]
        bank = fresh_bank(game_record)
        merged = bank.add_game(mirrored, DAY + 1)
        assert len(bank) == 2 and merged == bank.entries()
        assert [(e["position"], e["accept"], e["games"]) for e in merged] == [
            ("4444", [4], 2), ("4444326", [5], 2)]

    def test_another_move_order_to_the_same_stones_is_the_same_entry(self, game_record):
        assert position_key("4444623") == position_key("4444326")
        bank = fresh_bank(game_record)
        changed = bank.add_game(game_record(TRANSPOSED, ("yellow",), id="g3"), DAY + 2)
        # yellow's move 6 is a new mistake; move 8 is GAME's, reached another way
        assert [(e["position"], e["games"]) for e in changed] == [("44446", 1), ("4444326", 2)]
        assert len(bank) == 3

    def test_a_mistake_made_again_comes_back_to_the_queue(self, game_record):
        bank = fresh_bank(game_record, ("red",))
        key = bank.entries()[0]["key"]
        bank.answered(key, True, DAY)
        bank.answered(key, True, DAY + 1)
        assert bank.get(key)["done"] and bank.queue(DAY + 1) == []
        bank.add_game(game_record(GAME, ("red",), id="g2"), DAY + 5)
        assert not bank.get(key)["done"] and bank.get(key)["solves"] == []
        assert bank.queue(DAY + 5) == [bank.get(key)]


class TestTheDoneRule:
    def test_two_right_answers_on_different_days_take_it_out(self, game_record):
        bank = fresh_bank(game_record, ("red",))
        key = bank.entries()[0]["key"]
        assert bank.answered(key, True, DAY)["solves"] == [DAY]
        e = bank.answered(key, True, DAY)  # the same day again: not a second day
        assert (e["solves"], e["done"], e["tries"]) == ([DAY], False, 2)
        assert bank.queue(DAY) == [e]
        e = bank.answered(key, True, DAY + 3)
        assert (e["solves"], e["done"]) == ([DAY, DAY + 3], True)
        assert bank.queue(DAY + 3) == [] and bank.entries() == [e]

    def test_a_wrong_answer_starts_the_run_again(self, game_record):
        bank = fresh_bank(game_record, ("red",))
        key = bank.entries()[0]["key"]
        bank.answered(key, True, DAY)
        e = bank.answered(key, False, DAY + 1)
        assert (e["solves"], e["misses"], e["done"]) == ([], 1, False)
        assert not bank.answered(key, True, DAY + 2)["done"]
        e = bank.answered(key, True, DAY + 4)
        assert (e["solves"], e["done"], e["tries"], e["misses"]) == ([DAY + 2, DAY + 4], True, 4, 1)
        e = bank.answered(key, False, DAY + 9)  # a done entry missed: back in the queue
        assert not e["done"] and bank.queue(DAY + 9) == [e]

    def test_kept_stays_in_the_queue(self, game_record):
        bank = fresh_bank(game_record, ("red",))
        key = bank.entries()[0]["key"]
        assert bank.keep(key)["kept"]
        bank.answered(key, True, DAY)
        e = bank.answered(key, True, DAY + 1)
        assert not e["done"] and bank.queue(DAY + 1) == [e]
        e = bank.keep(key, False)  # no longer kept: its two days' solves take it out
        assert e["done"] and not e["kept"] and bank.queue(DAY + 1) == []
        assert not bank.keep(key)["done"]

    def test_an_unknown_key_is_refused(self, game_record):
        bank = fresh_bank(game_record)
        before = bank.to_records()
        for call in (lambda: bank.answered(12345, True, DAY), lambda: bank.keep(12345)):
            with pytest.raises(BankError, match="no mistake 12345 in the bank"):
                call()
        assert bank.to_records() == before


class TestTheQueue:
    def test_oldest_first_then_the_schedules_due_ones_first(self, game_record):
        bank = fresh_bank(game_record)
        red, yellow = bank.entries()
        assert bank.queue(DAY) == [red, yellow]
        schedule = Schedule()
        schedule.on = True
        schedule.answered("m%d" % yellow["key"], False, DAY)
        schedule.answered("p7", False, DAY)       # a set's puzzle: not the bank's
        assert bank.queue(DAY + 1, schedule) == [yellow, red]
        assert bank.queue(DAY, schedule) == [red, yellow]  # not due yet
        schedule.on = False                       # off: as if there were none
        assert bank.queue(DAY + 1, schedule) == [red, yellow]

    def test_done_entries_are_not_queued_even_when_due(self, game_record):
        bank = fresh_bank(game_record)
        red, yellow = bank.entries()
        schedule = Schedule()
        schedule.on = True
        schedule.answered("m%d" % red["key"], False, DAY)
        bank.answered(red["key"], True, DAY + 1)
        bank.answered(red["key"], True, DAY + 2)
        assert bank.queue(DAY + 2, schedule) == [yellow]


class TestStoredEntries:
    def test_the_records_round_trip(self, game_record):
        bank = fresh_bank(game_record)
        bank.answered(bank.entries()[0]["key"], True, DAY)
        bank.keep(bank.entries()[1]["key"])
        again = Bank.from_records(bank.to_records())
        assert again.dropped == 0 and again.to_records() == bank.to_records()
        assert again.entries()[0]["solves"] == [DAY] and again.entries()[1]["kept"]

    def test_the_records_are_copies(self, game_record):
        bank = fresh_bank(game_record)
        bank.to_records()[0]["solves"].append(1)
        assert bank.entries()[0]["solves"] == []

    @pytest.mark.parametrize("damage", [
        lambda e: e.pop("games"),
        lambda e: e.update(key=e["key"] + 1),             # not the position's key
        lambda e: e.update(position="4444444"),           # not a legal position
        lambda e: e.update(position="1112131", key=position_key("1112131")),  # the game is won
        lambda e: e.update(accept=[]),
        lambda e: e.update(accept=[8]),
        lambda e: e.update(accept="4"),
        lambda e: e.update(side="yellow"),
        lambda e: e.update(goal="loss"),
        lambda e: e.update(games=True),                   # a flag is not a count
        lambda e: e.update(tries=-1),
        lambda e: e.update(done="no"),
        lambda e: e.update(solves=["2026-11-25"]),
        lambda e: e.update(themes="z"),                   # a theme the bank never gives
        lambda e: e.update(ply=3),
    ])
    def test_a_damaged_entry_is_dropped_and_counted(self, game_record, damage):
        records = fresh_bank(game_record).to_records()
        damage(records[0])
        bank = Bank.from_records(records)
        assert bank.dropped == 1 and [e["ply"] for e in bank.entries()] == [8]

    def test_what_is_not_an_entry_is_dropped_and_counted(self, game_record):
        good = fresh_bank(game_record).to_records()
        bank = Bank.from_records([None, "x", [1, 2], good[0], dict(good[0]), good[1]])
        assert bank.dropped == 4 and len(bank) == 2   # the second copy of a key too
        assert len(Bank.from_records(None)) == 0 and len(Bank.from_records({"a": 1})) == 0


class TestADamagedGameRecord:
    @pytest.mark.parametrize("damage", [
        lambda g: g.pop("records"),
        lambda g: g.update(moves="44x43261"),
        lambda g: g.update(moves=44443261),
        lambda g: g.update(human="red"),
        lambda g: g.update(human=["blue"]),
        lambda g: g.update(records=None),
        lambda g: g["records"][4].update(ply=40),
        lambda g: g["records"][4].pop("score"),
        lambda g: g["records"][4].update(keeps=[9]),
        lambda g: g["records"][4].update(keeps=["4"]),
        lambda g: g.update(records=[1, 2]),
    ])
    def test_is_refused_and_changes_nothing(self, game_record, damage):
        bank = fresh_bank(game_record, ("yellow",))
        before = bank.to_records()
        record = game_record(GAME)
        damage(record)
        with pytest.raises(BankError, match="a game record the mistake bank cannot read"):
            bank.add_game(record, DAY + 1)
        assert bank.to_records() == before


class TestThemes:
    def test_by_hand(self):
        assert mistake_themes("112233", [4], "win", 18) == "n"     # red's four on the bottom row
        assert mistake_themes("171727", [7], "win", 15) == "b"     # yellow's three in column 7
        assert mistake_themes("171727", [7], "win", 3) == "bl"     # a win 16 moves away: long
        assert mistake_themes("171727", [7], "draw", 0) == "b"
        assert mistake_themes("4444", [4], "win", 1) == "lq"        # score 1: red's last disc
        assert mistake_themes("4444", [4], "win", None) == "q"      # no score: no long win said
        assert mistake_themes("4444", [3, 4], "win", 1) == "l"      # two ways: not the only move
        # red's 2 and 3 on the bottom row: 4 makes three with 1 and 5 open, a double threat
        assert mistake_themes("2737", [4], "win", 18) == "t"

    def test_the_same_as_the_sets_one_move_puzzles_but_z(self):
        """Every one-move puzzle of the shipped set: what the set's themes say (computed
        from the whole line by connect4.puzzles.themes), but the odd/even threat."""
        assert LONG_WIN == set_themes.LONG_WIN
        checked = 0
        for p in load_set():
            if len(p.solution) == 1:
                col = p.solution[0]
                got = mistake_themes(p.position, [col + 1], p.goal, p.scores[0][col])
                assert got == p.themes.replace("z", ""), (p.id, got, p.themes)
                checked += 1
        assert checked > 700
