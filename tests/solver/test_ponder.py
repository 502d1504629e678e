"""Pondering (connect4.solver.ponder): the next positions' hints, best column first, bounded."""

from connect4.board import Board
from connect4.solver.api import Solver
from connect4.solver.ponder import Ponder

#: 20 discs, red to move: every hint here takes a few hundredths of a second without the database.
POSITION = "44444352233332555211"


def hint(pos):
    return Solver().analyze(Board.from_notation(pos))


class Ticks:
    """A clock that moves ``step`` seconds each time it is read."""

    def __init__(self, step):
        self.now, self.step = 0.0, step

    def __call__(self):
        self.now += self.step
        return self.now


def test_children_best_first_then_every_hint_exact():
    scores = hint(POSITION)
    ponder = Ponder()
    ponder.after(POSITION, scores)
    playable = [c for c in range(7) if scores[c] is not None]
    assert [int(p[-1]) - 1 for p, level in ponder.queue] == sorted(
        playable, key=lambda c: (-scores[c], abs(c - 3)))
    assert {level for _, level in ponder.queue} == {1}
    solver = Solver()
    for _ in ponder.steps(solver, 0.05):
        pass
    assert not ponder.has_work()
    children = [POSITION + str(c + 1) for c in playable]
    for pos in children:
        assert ponder.get(pos) == hint(pos), pos
    # then the positions after a reply (where the next hint is asked against an AI)
    after = [pos + str(c + 1) for pos in children for c in range(7)
             if Board.from_notation(pos).can_play(c)
             and not Board.from_notation(pos + str(c + 1)).is_over()]
    assert len(after) > 20 and all(ponder.get(pos) is not None for pos in after)
    for pos in after[:5]:
        assert ponder.get(pos) == hint(pos), pos
    assert ponder.get(POSITION) is None
    # a hint there later: every position one move on is known, the next after those come
    ponder.after(children[0], ponder.get(children[0]))
    assert ponder.queue and {level for _, level in ponder.queue} == {2}
    assert all(p.startswith(children[0]) and len(p) == len(children[0]) + 2
               for p, _ in ponder.queue)


def test_stopped_midway_keeps_what_it_finished():
    ponder = Ponder()
    ponder.after(POSITION, hint(POSITION))
    (first, _), (second, _) = ponder.queue[:2]
    steps = ponder.steps(Solver(), 0.0)
    seen = 0
    for pos in steps:  # a yield inside each child's hint (slices of 0 s: every probe)
        seen += 1
        if pos == second:
            break
    steps.close()  # something else was asked
    assert ponder.slices == seen  # the worker's figure: one a yield
    assert ponder.get(first) is not None and ponder.get(second) is None
    assert ponder.queue[0] == (second, 1)  # searched again next time
    ponder.after(POSITION, hint(POSITION))
    assert (first, 1) not in ponder.queue and (second, 1) in ponder.queue
    assert (first + "4", 2) in ponder.queue  # the finished one's children come after


def test_a_child_that_takes_too_long_is_left():
    ponder = Ponder(child_seconds=1.0, clock=Ticks(0.6))
    ponder.after(POSITION, hint(POSITION))
    queue = [pos for pos, _ in ponder.queue]
    for _ in ponder.steps(Solver(), 0.0):
        pass
    # the clock passes a second at the second look: each child left after one slice
    assert not ponder.has_work() and ponder.found == {}
    assert ponder.left == set(queue)
    ponder.after(POSITION, hint(POSITION))
    assert ponder.queue == []  # not tried again


def test_keeps_a_bounded_number():
    ponder = Ponder(keep=3)
    ponder.after(POSITION, hint(POSITION))
    assert len(ponder.queue) > 3
    for _ in ponder.steps(Solver(), 1.0):
        pass
    assert len(ponder.found) == 3
    assert len(Ponder().queue) == 0 and 7 + 49 <= Ponder().keep


def test_a_finished_game_has_nothing_to_ponder():
    ponder = Ponder()
    ponder.after("1212121", [None] * 7)
    assert not ponder.has_work()


def test_a_move_asked_elsewhere_keeps_only_what_the_game_can_reach():
    ponder = Ponder()
    ponder.after(POSITION, hint(POSITION))
    (first, _), (second, _) = ponder.queue[:2]
    for _ in ponder.steps(Solver(), 1.0):
        if ponder.get(first) is not None:
            break
    ponder.moved_to(second)  # the other column was played: the AI is asked there
    assert ponder.queue == [(second, 1)]
    ponder.moved_to(first)
    assert ponder.queue == []
    ponder.after(POSITION, hint(POSITION))
    ponder.moved_to(first)  # the first was played: the positions after a reply to it stay
    assert ponder.queue and all(p.startswith(first) and len(p) == len(first) + 1
                                for p, _ in ponder.queue)


def test_against_an_ai_only_the_positions_after_its_replies():
    scores = hint(POSITION)
    ponder = Ponder()
    ponder.after(POSITION, scores, replies=True)
    playable = sorted((c for c in range(7) if scores[c] is not None),
                      key=lambda c: (-scores[c], abs(c - 3)))
    expected = []
    for c in playable:  # the person's move, best first; each reply centre first
        child = Board.from_notation(POSITION + str(c + 1))
        if child.is_over():
            continue
        for d in (3, 2, 4, 1, 5, 0, 6):
            if child.can_play(d) and not Board.from_notation(child.notation() + str(d + 1)).is_over():
                expected.append((child.notation() + str(d + 1), 2))
    assert ponder.queue == expected and len(expected) > 20
    for _ in ponder.steps(Solver(), 0.05):
        pass
    assert not ponder.has_work()  # no hint of the positions one move on, none further
    assert all(ponder.get(POSITION + str(c + 1)) is None for c in playable)
    for pos, _ in expected[:5]:
        assert ponder.get(pos) == hint(pos), pos


def test_a_position_claimed_by_another_searcher_is_left_to_it():
    ponder = Ponder()
    ponder.after(POSITION, hint(POSITION))
    (first, _), (second, _), (third, _) = ponder.queue[:3]
    assert ponder.claim(lambda pos: pos != first) == second  # the first is not wanted there
    assert ponder.claim() == first and second in ponder.claimed
    steps = ponder.steps(Solver(), 1.0)
    assert next(steps) == third  # this searcher goes past both claims
    assert ponder.claim() not in (first, second, third)  # nor is the one it is on claimed
    steps.close()
    ponder.settle(second, hint(second))  # the other searcher's answer
    assert ponder.get(second) == hint(second) and second not in ponder.claimed
    assert all(p != second for p, _ in ponder.queue)
    assert (second + "4", 2) in ponder.queue  # one move on: the positions after a reply come
    ponder.release(first)  # the other stopped on it: it is anyone's again
    assert ponder.queue[0] == (first, 1) and ponder.claim() == first


def test_a_claim_lasts_while_its_position_is_queued():
    ponder = Ponder()
    ponder.after(POSITION, hint(POSITION))
    (first, _), (second, _) = ponder.queue[:2]
    ponder.claim(), ponder.claim()
    ponder.moved_to(second)
    assert ponder.claimed == {second}
    ponder.clear()
    assert ponder.queue == [] and ponder.claimed == set() and not ponder.has_work()


def _says(columns, slices=1):
    """A forecast (as ``Player.forecast``): ``columns[position]``, after ``slices`` yields."""
    asked = []

    def forecast(board):
        asked.append(board.notation())
        for _ in range(slices):
            yield
        return columns.get(board.notation())

    return forecast, asked


def test_against_an_ai_its_forecast_reply_is_pondered_first():
    scores = hint(POSITION)
    ponder = Ponder()
    ponder.after(POSITION, scores, replies=True)
    centre_first = list(ponder.queue)
    moves = []  # the person's moves' positions, best first
    for pos, _ in centre_first:
        if pos[:-1] not in moves:
            moves.append(pos[:-1])
    said = {moves[0]: 6, moves[1]: 0}  # the AI's replies to the best two: the edges
    forecast, asked = _says(said)
    ponder.after(POSITION, scores, replies=True, forecast=forecast)
    assert ponder.queue == centre_first  # nothing moves before a forecast is in
    assert ponder.claim() is None  # nor does another searcher take one meanwhile
    steps = ponder.steps(Solver(), 0.05)
    for _ in range(2 * len(moves)):  # a slice at least for each forecast
        next(steps)
    assert asked == moves  # each move's position asked once, best first
    first = [(moves[0] + "7", 2), (moves[1] + "1", 2)]
    assert ponder.queue[:2] == first and ponder.queue[2:] == [e for e in centre_first if e not in first]
    assert ponder.claim() == moves[0] + "7"  # then the hints, the forecasts' first
    assert next(steps) == moves[1] + "1"
    steps.close()


def test_a_forecast_that_takes_too_long_is_left():
    ponder = Ponder(clock=Ticks(0.3))  # every read of the clock: 0.3 s on
    forecast, asked = _says({}, slices=100)
    scores = hint(POSITION)
    ponder.after(POSITION, scores, replies=True, forecast=forecast)
    queue = list(ponder.queue)
    steps = ponder.steps(Solver(), 0.05)
    slices = 0
    while next(steps) != queue[0][0]:  # the forecasts end, then the first hint starts
        slices += 1
    steps.close()
    assert asked and not ponder.forecasts and ponder.queue == queue
    assert slices < 6 * len(asked)  # a few slices each (FORECAST_SECONDS), not its 100
    ponder.after(POSITION, scores, replies=False, forecast=forecast)
    assert not ponder.forecasts  # two people: no AI to forecast
