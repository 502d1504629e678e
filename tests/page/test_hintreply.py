"""connect4/page/modes/hints/hintreply.py: a worker's hint reply, checked and kept with named fields."""

from connect4.page.modes.game.game import Game
from connect4.page.modes.hints.hintreply import HintReply, checked


def test_a_full_reply_is_kept_by_name_with_its_best_score():
    scores = [-2, -1, 0, 1, 0, -1, None]  # column 7 full
    reply = checked("44", scores, pending=[], best=-9, wdl=[1] * 7)
    assert isinstance(reply, HintReply)
    assert reply.position == "44" and reply.scores == scores and reply.pending == ()
    # nothing pending: the best is that of the scores, whatever the worker said,
    # and win/draw/loss (only for pending columns) is dropped
    assert reply.best == 1 and reply.wdl is None
    assert reply == ("44", scores, (), 1, None)  # still a tuple, field for field


def test_a_partial_reply_keeps_the_workers_best_and_pending_columns_only():
    scores = [None, None, 0, None, None, None, None]
    reply = checked("", scores, pending=[0, 1, 3, 9, "4", -1, 6], best=2,
                    wdl=[1, -1, 0, 1, 1, 1, 5])
    assert reply.pending == (0, 1, 3, 6)  # out of range and non-int columns dropped
    assert reply.best == 2
    # columns 2, 4 and 5 are not pending, and column 6's 5 is no sign
    assert reply.wdl == (1, -1, None, 1, None, None, None)


def test_malformed_replies_are_refused():
    assert checked("", [0] * 6) is None
    assert checked("", None) is None
    assert checked("", (0,) * 7) is None  # a list, as JSON gives
    assert checked("", [None] * 7, pending=[0], best="3").best is None


def test_the_game_reads_the_reply_by_its_fields():
    g = Game()
    g.play(3)
    assert g.apply_hints("4", [None, None, None, -1, None, None, None], [0, 1, 2, 4, 5, 6], -1,
                         [-1, -1, -1, 0, -1, -1, -1])
    assert g.hints == checked("4", [None, None, None, -1, None, None, None],
                              [0, 1, 2, 4, 5, 6], -1, [-1, -1, -1, 0, -1, -1, -1])
    assert g.hints.position == "4" and g.hints_pending() == (0, 1, 2, 4, 5, 6)
    assert g.hints_best() == -1 and g.hints_wdl() == (-1, -1, -1, None, -1, -1, -1)
    assert g.current_hints() == [None, None, None, -1, None, None, None]
    assert not g.hints_complete()
