"""The player's rating (connect4.page.modes.rating.rating): Glicko's updates, which games count, the save,
the suggestion and the chart."""

import json

import pytest
from game_helpers import answer, human_vs
from loop_helpers import page

from connect4.page.kernel import lazymodes, persist
from connect4.page.kernel.outbox import Outbox
from connect4.page.modes.rating import rating, ratingchart, ratingslot
from connect4.page.modes.rating.rating import MIN_RD, START, PlayerRating, glicko
from connect4.page.modes.rating.ratingslot import RatingSlot

LEVELS = {1: (800.0, 0.0), 2: (1064.0, 30.0), 3: (1542.0, 54.0), 4: (1858.0, 61.0)}
#: The same as players.json describes the levels.
DESCRIBED = [{"level": n, "measured": {"rating": r, "rating_se": se}} for n, (r, se) in LEVELS.items()]


def fresh():
    r = PlayerRating()
    r.set_levels(LEVELS)
    return r


def rated(game):
    """The game's rating with its bundle in (a model with :data:`LEVELS`)."""
    game.rating.set_levels_from(DESCRIBED)
    game.rating.attach(PlayerRating())
    return game.rating.model


class TestGlicko:
    def test_glickmans_own_example(self):
        r, rd = glicko(1500, 200, [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)])
        # the paper: 1464 and 151.4 (rounded)
        assert r == pytest.approx(1464, abs=0.5) and rd == pytest.approx(151.4, abs=0.05)

    def test_two_equal_players_drawing_keep_the_rating(self):
        r, rd = glicko(1500, 350, [(1500, 0, 0.5)])
        assert r == pytest.approx(1500) and rd < 350

    def test_a_win_and_a_loss_between_equals_move_it_equally(self):
        up, _ = glicko(1500, 200, [(1500, 50, 1)])
        down, _ = glicko(1500, 200, [(1500, 50, 0)])
        assert up - 1500 == pytest.approx(1500 - down) and up > 1500

    def test_a_sure_win_moves_it_almost_nothing(self):
        r, _ = glicko(2000, 100, [(800, 0, 1)])  # expected score 0.999
        assert 0 < r - 2000 < 1

    def test_a_surprise_moves_it_a_lot(self):
        r, _ = glicko(1200, 350, [(1858, 61, 1)])
        assert r - 1200 > 250

    def test_the_uncertainty_shrinks_game_after_game(self):
        p = fresh()
        rds = [p.rd]
        for score in (1, 0, 1, 0.5, 1, 0, 1, 1, 0, 1):
            assert p.record(3, score, True)
            rds.append(p.rd)
        assert rds == sorted(rds, reverse=True) and rds[-1] < START[1] / 2

    def test_the_uncertainty_stops_at_its_floor(self):
        p = fresh()
        for _ in range(200):
            p.record(3, 0.5, True)
        assert p.rd == MIN_RD and p.rating == pytest.approx(1542, abs=30)

    def test_a_better_opponent_beaten_is_worth_more(self):
        a, b = fresh(), fresh()
        a.record(2, 1, True)
        b.record(4, 1, True)
        assert b.rating > a.rating > START[0]


class TestWhichGamesCount:
    def win_as_red(self, game, take_back=False, hinted=False):
        """Red (the human) wins with column 1 while the AI plays column 2."""
        for i in range(4):
            if hinted and i == 1:
                game.hints = object()  # the hints of this position were shown
            assert game.play(0)
            if game.board.is_over():
                return
            answer(game, 1)
            if take_back and i == 1:
                assert game.undo()
                assert game.play(0)
                answer(game, 1)

    def test_a_game_against_a_level_from_the_empty_board_is_rated(self):
        game = human_vs("level3")
        model = rated(game)
        self.win_as_red(game)
        assert model.games() == 1 and model.rating > START[0]
        assert model.history[0][:2] == [3, 1.0]

    @pytest.mark.parametrize("how", ["take_back", "hinted"])
    def test_a_take_back_or_a_hint_counts_apart(self, how):
        game = human_vs("level3")
        model = rated(game)
        self.win_as_red(game, **{how: True})
        assert game.tally == {"level3": [1, 0, 0]}  # the score still counts it
        assert model.games() == 0 and model.unrated == 1
        assert model.rating == START[0]

    def test_the_next_game_is_rated_again(self):
        game = human_vs("level3")
        model = rated(game)
        self.win_as_red(game, take_back=True)
        game.new_game()
        self.win_as_red(game)
        assert model.games() == 1 and model.unrated == 1

    def test_a_custom_ai_is_not_rated_at_all(self):
        game = human_vs("minimax:depth=2")
        model = rated(game)
        self.win_as_red(game)
        assert model.games() == 0 and model.unrated == 0

    def test_resigning_is_a_rated_loss(self):
        game = human_vs("level2")
        model = rated(game)
        assert game.play(3)
        answer(game, 3)
        game.new_game()
        assert model.history[0][:2] == [2, 0.0] and model.rating < START[0]


class TestSaved:
    def test_the_rating_is_its_own_saved_part_and_comes_back(self):
        state = page()
        model = rated(state.game)
        state.game.rating.record(2, 1, True)
        state.game.rating.record(2, 0, False)
        text = persist.parts(state)[persist.rating_key(False)]
        back = PlayerRating()
        assert back.restore(json.loads(text))
        assert (back.rating, back.rd, back.unrated) == (
            pytest.approx(model.rating, abs=0.05), pytest.approx(model.rd, abs=0.05), 1)
        assert back.history == model.history
        assert persist.rating_key(True) != persist.rating_key(False)

    @pytest.mark.parametrize("bad", [{}, {"rating": "x", "rd": 1, "history": []},
                                     {"rating": 1500, "rd": -3, "history": []},
                                     {"rating": 1500, "rd": 100, "history": [[1]]}])
    def test_a_bad_save_changes_nothing(self, bad):
        r = fresh()
        assert not r.restore(bad) and r.rating == START[0] and r.history == []

    def test_the_take_back_flag_survives_a_reload(self):
        game = human_vs("level3")
        assert game.play(0)
        answer(game, 1)
        assert game.undo()
        again = human_vs("level3")
        again.restore(game.to_dict())
        assert again.assisted


class TestSuggestion:
    def test_eight_wins_of_ten_suggest_the_next_level(self):
        r = fresh()
        for score in (1, 1, 0, 1, 1, 1, 0, 1, 1, 1):
            r.record(3, score, True)
        assert r.suggestion() == (4, "You win 8 of 10 against Level 3: try Level 4.")

    def test_losing_most_suggests_the_level_below(self):
        r = fresh()
        for score in (0, 0, 0, 1):
            r.record(3, score, True)
        assert r.suggestion() == (2, "You win 1 of 4 against Level 3: try Level 2.")

    def test_a_new_player_gets_the_level_nearest_the_rating(self):
        assert fresh().suggestion() == (2, "Level 2 is rated nearest yours: try it.")

    def test_without_the_levels_ratings_there_is_none(self):
        assert PlayerRating().suggestion() is None

    def test_the_summary(self):
        r = fresh()
        assert r.summary().startswith("No rated game yet")
        r.record(3, 1, True)
        assert r.summary() == "Your rating: %d ± %d (1 rated game)" % (r.rating + 0.5, r.rd + 0.5)


def test_the_chart_draws_the_history_the_band_and_the_levels_in_range():
    r = fresh()
    for score in (1, 1, 0, 1):
        r.record(3, score, True)
    svg = ratingchart.rating_svg(r.history, r.levels)
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" class="rating-chart"')
    assert svg.count("<polyline") == 1 and svg.count("<polygon") == 1
    assert "L3" in svg and "L1" not in svg  # level 1 (800) is below this history's range
    assert "Rating over 4 rated games" in svg
    assert ratingchart.chart_text([]) == "No rated game yet."


def test_level_numbers():
    assert [ratingslot.level_number(s) for s in ("level7", "level", "human", None)] == [7, None, None, None]


class TestSlot:
    """The page's image holds the slot; the rating's bundle brings the model."""

    def test_a_new_player_wants_no_bundle(self):
        slot = RatingSlot()
        assert not slot.wanted()
        slot.restore(PlayerRating().to_json())  # a saved rating with no game yet
        assert not slot.wanted()

    def test_a_saved_rating_with_games_wants_the_bundle(self):
        r = fresh()
        r.record(3, 1, True)
        slot = RatingSlot()
        assert slot.restore(json.loads(json.dumps(r.to_json()))) and slot.wanted()
        assert not slot.restore([1, 2])

    def test_games_finished_before_the_bundle_are_counted_in_order_when_it_comes(self):
        direct = fresh()
        slot = RatingSlot()
        slot.set_levels_from(DESCRIBED)
        for level, score, ok in ((3, 1.0, True), (2, 0.0, False), (4, 0.5, True)):
            slot.record(level, score, ok)
            direct.record(level, score, ok)
        assert slot.wanted() and slot.model is None
        assert slot.attach(PlayerRating())
        assert slot.model.to_json() == direct.to_json() and not slot.wanted()

    def test_a_reload_before_the_bundle_loses_no_game(self):
        first = RatingSlot()
        first.restore(PlayerRating().to_json())
        first.record(3, 1.0, True)
        again = RatingSlot()  # the next page: reads what the first one saved
        again.restore(json.loads(json.dumps(first.to_json())))
        again.record(2, 0.0, True)
        again.set_levels_from(DESCRIBED)
        assert again.wanted() and again.attach(PlayerRating())
        assert [h[:2] for h in again.model.history] == [[3, 1.0], [2, 0.0]]
        assert "pending" not in again.to_json()

    def test_an_unreadable_save_starts_again_and_says_so(self):
        state = page()
        state.game.rating.restore({"rating": "x", "rd": 1, "history": [[1]]})
        out = lazymodes_out()
        rating.bundle_ready(state, out)
        assert state.game.rating.model.games() == 0
        assert ratingslot.UNREADABLE in state.messages.items()

    def test_the_loop_fetches_the_bundle_once_a_game_against_a_level_ends(self):
        state = page()
        state.game.rating.record(3, 1.0, True)
        out = lazymodes_out()
        ratingslot.follow(state, out)
        assert [e for e in out.effects if e[0] == "fetch"] == [("fetch", ratingslot.BUNDLE)]
        assert state.loads[ratingslot.BUNDLE] == lazymodes.LOADING
        lazymodes.loaded(state, out, ratingslot.BUNDLE)  # the bundle's AFTER: its model
        assert state.game.rating.model is not None and not state.game.rating.pending

    def test_a_failed_bundle_is_said_once_and_keeps_the_games(self):
        state = page()
        state.game.rating.record(3, 1.0, True)
        out = lazymodes_out()
        ratingslot.follow(state, out)
        lazymodes.failed(state, out, ratingslot.BUNDLE, "offline")
        assert not state.game.rating.wanted()
        assert state.game.rating.to_json()["pending"] == [[3, 1.0, True]]
        assert len(state.messages) == 1


def lazymodes_out():
    return Outbox()
