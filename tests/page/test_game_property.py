"""Property tests of the page's controller (connect4.page.modes.game.game): undo/redo, links, saves.

The Board's own push/pop properties are in ``test_rules_property.py``; these
drive :class:`connect4.page.modes.game.game.Game` the way the page does, with humans, AIs,
stale answers, new games and reloads mixed in.
"""

import json

from hypothesis import given, settings
from hypothesis import strategies as st
from url_query import parse_link, share_query

from connect4.board import Board, parse_position
from connect4.page.links.links import MAX_QUERY
from connect4.page.modes.game.game import Game
from connect4.page.modes.game.settings import HUMAN, Settings

#: One step of a session: ("play", pick), ("undo",), ("redo",), ("ai", pick, stale).
steps = st.lists(st.one_of(
    st.tuples(st.just("play"), st.integers(0, 6)),
    st.tuples(st.just("undo")),
    st.tuples(st.just("redo")),
    st.tuples(st.just("ai"), st.integers(0, 6), st.booleans()),
    st.tuples(st.just("reload")),
), max_size=80)


def legal_pick(board, pick):
    legal = board.legal_moves()
    return legal[pick % len(legal)] if legal else None


def check_consistent(g):
    """The board is exactly what its move list says, and the redo line replays legally."""
    b = parse_position(g.board.notation())
    assert (b.current, b.mask, b.moves) == (g.board.current, g.board.mask, g.board.moves)
    probe = Board.from_notation(g.board.notation())
    for col in reversed(g.redo_stack):
        if probe.is_over():
            break
        assert probe.can_play(col)
        probe.play(col)


def run_session(g, script):
    """Apply ``script``; after each undo/redo, the position is one seen before."""
    seen = {g.board.notation()}
    for step in script:
        op = step[0]
        before = g.board.notation()
        if op == "play":
            col = legal_pick(g.board, step[1])
            if col is not None and g.is_human_turn():
                assert g.play(col)
                assert g.board.notation() == before + str(col + 1)
            elif col is not None:
                assert not g.play(col)
                assert g.board.notation() == before
        elif op == "undo":
            did = g.undo()
            after = g.board.notation()
            assert did == (before != "")
            assert before.startswith(after) and after in seen
            if did:
                # every undone move went onto the redo line, newest last
                assert "".join(str(c + 1) for c in reversed(g.redo_stack)).startswith(
                    before[len(after):])
        elif op == "redo":
            line = "".join(str(c + 1) for c in reversed(g.redo_stack))
            did = g.redo()
            after = g.board.notation()
            assert did == (line != "")
            assert after.startswith(before) and line.startswith(after[len(before):])
        elif op == "ai":
            req = g.request_ai_move(seed=1)
            if req is not None:
                col = legal_pick(g.board, step[1])
                if step[2]:
                    # a stale answer: the position moved on (undo) before it came
                    if g.undo():
                        assert not g.apply_ai_move(req["id"], req["pos"], col)
                        assert req["id"] in g.take_cancels()
                else:
                    assert g.apply_ai_move(req["id"], req["pos"], col)
                    assert g.board.notation() == before + str(col + 1)
        elif op == "reload":
            saved = json.loads(json.dumps(g.to_dict()))
            h = Game()
            h.restore(saved)
            assert h.to_dict() == g.to_dict()
            g = h
        check_consistent(g)
        seen.add(g.board.notation())
        assert not g.is_thinking() or g.ai_to_move() is not None
    return g


@settings(max_examples=200, deadline=None)
@given(steps)
def test_humans_undo_and_redo_one_move_at_a_time(script):
    g = run_session(Game(Settings(HUMAN, HUMAN)), script)
    # Undo everything, then redo everything: where the session ended, plus
    # the redo line it still had.
    end = g.board.notation()
    full = end + "".join(str(c + 1) for c in reversed(g.redo_stack))
    trail = [end]
    while g.undo():
        trail.append(g.board.notation())
    assert g.board.notation() == "" and trail == [end[:i] for i in range(len(end), -1, -1)]
    while g.redo():
        pass
    assert g.board.notation() == full


@settings(max_examples=200, deadline=None)
@given(steps, st.sampled_from([0, 1]))
def test_human_vs_ai_undo_lands_on_a_human_turn(script, human):
    s = Settings(HUMAN, "level3") if human == 0 else Settings("level3", HUMAN)
    g = run_session(Game(s), script)
    while g.undo():
        assert g.board.ply == 0 or g.board.turn == human
        assert g.board.ply == 0 or not g.is_thinking()
    assert g.board.notation() == "" or (human == 1 and g.board.ply <= 1)


@settings(max_examples=100, deadline=None)
@given(steps)
def test_ai_vs_ai_undo_redo_pauses_and_stays_consistent(script):
    g = run_session(Game(Settings("level1", "level2")), script)
    if g.undo():
        assert g.paused and g.ai_to_move() is None


@settings(max_examples=100, deadline=None)
@given(steps, steps)
def test_new_game_forgets_everything_but_players_and_tally(a, b):
    g = run_session(Game(Settings(HUMAN, "level2")), a)
    expected = {k: list(v) for k, v in g.tally.items()}
    if g.resigns():  # leaving a game the human played in, against the AI: a loss
        opp = g.opponent()
        expected[opp] = [x + (i == 1) for i, x in enumerate(expected.get(opp, [0, 0, 0]))]
    g.new_game()
    assert g.board.notation() == "" and not g.can_redo() and not g.is_thinking()
    assert g.tally == expected
    run_session(g, b)


# -- links -------------------------------------------------------------------------
query_text = st.one_of(
    st.text(max_size=200),
    st.lists(st.tuples(st.sampled_from(["pos", "red", "yellow", "embed", "", "x"]),
                       st.text(alphabet="0123456789%&=+<>\"' abcdefhlmnuvyz:,.-", max_size=30)),
             max_size=8).map(lambda kv: "?" + "&".join("%s=%s" % p for p in kv)),
)


@settings(max_examples=500, deadline=None)
@given(query_text)
def test_any_link_is_read_without_raising(query):
    r = parse_link(query, [1, 2, 3], ["minimax", "random"])
    assert all(isinstance(e, str) and e for e in r.errors)
    if r.board is not None:
        assert parse_position(r.board.notation()).moves == r.board.moves
    for colour, who in r.players.items():
        assert colour in (0, 1)
        assert who == HUMAN or who.startswith(("level", "minimax", "random")) or who.isdigit()
        assert "<" not in who and ">" not in who and '"' not in who and "'" not in who
    if len(query) > MAX_QUERY:
        assert r.board is None and not r.players


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 6), max_size=42),
       st.sampled_from(["human", "level1", "level8", "minimax:depth=5", "mcts:ms=300"]),
       st.sampled_from(["human", "level4", "weights:version=6,depth=4"]))
def test_shared_links_reopen_the_same_position_and_players(picks, red, yellow):
    g = Game(Settings(red, yellow))
    b = Board()
    for p in picks:
        if b.is_over():
            break
        b.play(legal_pick(b, p))
    g.load_position(b)
    r = parse_link(share_query(g), [1, 2, 3, 4, 5, 6, 7, 8], ["minimax", "mcts", "weights"])
    assert r.errors == []
    assert r.board.notation() == b.notation()
    assert r.players == {0: red, 1: yellow}


# -- saved state ------------------------------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 50) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["v", "settings", "moves", "redo", "tally", "paused", "red", "yellow",
                         "speed", "hints", "level1"]), inner, max_size=6),
    max_leaves=20)


@settings(max_examples=400, deadline=None)
@given(json_values)
def test_any_stored_data_is_restored_whole_or_refused_whole(data):
    g = Game(Settings(HUMAN, "level2"))
    g.play(3)
    before = g.to_dict()
    try:
        g.restore(data)
    except ValueError as exc:
        assert str(exc)
        assert g.to_dict() == before
    else:
        check_consistent(g)
        json.dumps(g.to_dict())  # what is saved next is plain data again
