"""Every link parameter, hostile (issue 54): property-based tests of the page's start from a link.

Each example is an address the page is opened at, over a saved game in progress: one
parameter with a random or adversarial value, a parameter given twice, two modes at
once, any mix of every parameter the page reads.  The page starts through its own
entry points (tests/page/link_start.py: ``linkask.at_start`` as static/startup.py calls
it, ``loop.start``, each mode's bundle installed and its link read), and must do what
its documentation says: open what the link asks for, or say in one clear sentence what
it could not open and keep the game intact (the saved game, or the link's valid
position; the players valid; one mode shown).  Examples per test: :data:`EXAMPLES`
(docs/tests-and-benchmarks.md).
"""

from urllib.parse import urlencode

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from link_start import PLAYERS, SAVED, pairs_of, start

from connect4.board import parse_position
from connect4.errors import is_digits
from connect4.page.kernel import loop, modes
from connect4.page.links import address, links
from connect4.page.modes.game import gamemode
from connect4.page.modes.game.settings import check_player
from connect4.puzzles.record import load_set
from connect4.training import mixes
from connect4.training.race import MAX_SEED

#: Examples tried per test: derandomized (the same addresses every run), well under a second each.
EXAMPLES = 120
FAST = settings(max_examples=EXAMPLES, derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow])
PUZZLES = len(load_set())

#: Every parameter the page reads (grep: ``params``, ``RACE_PARAM``, boardsmode's, offline.js's).
KEYS = ("pos", "red", "yellow", "embed", "review", "ply", "puzzle", "train", "size", "variant",
        "moves", "mix", "race", "time", "solved", "from")
#: The parameters that open a mode, in the order the page takes them (connect4.page.kernel.loop.start).
MODE_KEYS = ("train", "race", "mix", "size", "variant", "puzzle", "pos")

NASTY = ["", " ", "0", "-1", "1e9", "NaN", "null", "undefined", "true", "%00", "\x00", "\u202e",
         "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "javascript:alert(1)",
         "../../etc/passwd", "'\"", "\\", "4" * 1000, "9" * 400, "\ufffd", "\U0001f600", "ﾟ",
         "\uff14", "human\n", "level7 ", "Level3", "perfect", "perfect:tie=9", "mcts:ms=99999999",
         "4453", "1111111", "12121212", "8x7", "10x8", "11x8", "4x4", "3x3", "8x7x6", "popout",
         "five", "POPOUT", "red", "yellow", "Red", "blue", "abc", "ABC123", "a" * 40, "tz.2-5",
         "z.9-1", "12.3", "83.4", "0.0", "999999.9", "10", "11", "1200", "1201", "5", "embed",
         # digits str.isdigit() takes: int() reads the first three, not the superscript
         "\uff15", "\u0665", "\U0001d7d3", "\u00b2", "5\u00b2", "1\u00b2.3", "level\u00b2"]
#: Plausible values for each key, so that most examples open something.
GOOD = {"pos": ["", "4", "4453", "444444", "1212121", "44" * 21], "red": ["human", "level1", "7"],
        "yellow": ["human", "level2", "perfect"], "embed": ["1", "0"], "review": ["1", "0"],
        "ply": ["0", "2", "99"], "puzzle": ["1", "5", str(PUZZLES)], "train": ["red", "yellow"],
        "size": ["8x7", "4x4", "10x8", "7x6"], "variant": ["popout", "five"],
        "moves": ["", "111", "1234"], "mix": ["tz.2-5", "t"], "race": ["abc", "Race42"],
        "time": ["83.4", "12"], "solved": ["4", "10"], "from": ["embed"]}
TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)


def value_for(key):
    return st.one_of(st.sampled_from(GOOD[key]), st.sampled_from(NASTY), TEXT)


def query_of(pairs):
    return "?" + urlencode(pairs)


def assert_intact(state, pairs):
    """What every start keeps, whatever the link: one mode of the page's, a board the rules
    allow, valid players, every problem a short sentence."""
    assert state.mode in modes.ALL
    g = state.game
    assert parse_position(g.board.notation()).notation() == g.board.notation()
    for who in (g.settings.red, g.settings.yellow):
        assert check_player(who) == who
    for m in state.messages.items():
        assert len(m) < 400 and m.endswith((".", "?")), m
    # the game is the saved one, or the link's position, or the empty board of a bad one
    pos = dict(pairs[::-1]).get("pos") if any(k == "pos" for k, _ in pairs) else None
    first = next((v for k, v in pairs if k == "pos"), None)
    assert g.board.notation() in (SAVED["moves"], "", first, pos)


def opened(query):
    state, params, strip = start(query)
    return state


#: Examples per parameter in the one-parameter test (every key: KEYS).
PER_KEY = 40


@pytest.mark.parametrize("key", KEYS)
@settings(FAST, max_examples=PER_KEY)
@given(data=st.data())
def test_one_parameter_opens_what_it_asks_or_says_why(key, data):
    assert_documented(key, data.draw(value_for(key), label="value"))


@pytest.mark.parametrize("key", KEYS)
def test_every_nasty_value_of_every_parameter(key):
    for value in NASTY:
        assert_documented(key, value)


#: The parameters that qualify another, with the ones they qualify (valid values).
CONTEXT = {"ply": [("pos", "4453"), ("review", "1")], "review": [("pos", "4453")],
           "time": [("race", "abc"), ("solved", "4")], "solved": [("race", "abc"), ("time", "83.4")],
           "moves": [("size", "8x7")], "variant": [("size", "7x6")], "size": [("variant", "popout")],
           "red": [("size", "8x7")], "yellow": [("pos", "4")], "from": [("pos", "4")]}
#: The mode each context opens when the qualifier is good (else the game, or this mode too).
CONTEXT_MODE = {"ply": modes.REVIEW, "review": None, "time": modes.RACE, "solved": modes.RACE,
                "moves": modes.BOARDS, "variant": modes.BOARDS, "size": modes.BOARDS, "red": modes.BOARDS,
                "yellow": modes.GAME, "from": modes.GAME}


def assert_in_context(key, value):
    """``?key=value`` beside the parameters it qualifies: opened, or said, the game intact."""
    pairs = CONTEXT[key] + [(key, value)]
    state = opened(query_of(pairs))
    assert_intact(state, pairs)
    if CONTEXT_MODE[key] is not None and state.mode != CONTEXT_MODE[key]:
        assert state.mode == modes.GAME and state.messages.items(), (key, value)


@pytest.mark.parametrize("key", sorted(CONTEXT))
@settings(FAST, max_examples=PER_KEY)
@given(data=st.data())
def test_a_parameter_beside_the_ones_it_qualifies(key, data):
    assert_in_context(key, data.draw(value_for(key), label="value"))


@pytest.mark.parametrize("key", sorted(CONTEXT))
def test_every_nasty_value_beside_the_ones_it_qualifies(key):
    for value in NASTY:
        assert_in_context(key, value)


def assert_documented(key, value):
    """The page opened at ``?key=value`` does what its documentation says."""
    pair = (key, value)
    state = opened(query_of([pair]))
    assert_intact(state, [pair])
    said = " ".join(state.messages.items())
    if key == "pos":
        try:
            board = parse_position(value)
        except ValueError:
            assert state.game.board.notation() == "" and "position could not be opened" in said
        else:
            assert state.game.board.notation() == board.notation() and state.mode == modes.GAME
    elif key in ("red", "yellow"):
        colour = 0 if key == "red" else 1
        if state.game.settings.player(colour) == SAVED["settings"][key]:
            assert value.strip().lower() == SAVED["settings"][key] or key + " player" in said
        else:
            assert said == "" and state.game.settings.player(colour) == value.strip().lower()
    elif key == "puzzle":
        assert state.mode == modes.PUZZLES
        p = state.puzzles
        if is_digits(value.strip()) and 1 <= int(value) <= PUZZLES:
            assert p.trainer.attempt.puzzle.id == int(value)
        else:
            assert p.trainer.attempt is None and p.status().startswith("No puzzle")
    elif key == "train":
        assert state.mode == (modes.OPENING if value.strip().lower() in ("red", "yellow")
                              else modes.GAME)
        assert state.mode == modes.OPENING or "trainer side" in said
    elif key == "race":
        seed = value.strip().lower()
        good = seed and len(seed) <= MAX_SEED and seed.isalnum() and seed.isascii()
        assert state.mode == (modes.RACE if good else modes.GAME)
        assert good or "race" in said
        if good:
            assert state.training.run.seed == seed
    elif key == "mix":
        try:
            mixes.parse(value)
        except mixes.MixError:
            assert state.mode == modes.GAME and "The link's mix" in said
        else:
            assert state.mode == modes.PUZZLES or "mix" in said
    elif key in ("size", "variant"):
        assert state.mode == modes.BOARDS or ("7x6 game is shown instead" in said
                                              and state.mode == modes.GAME)
    else:  # options, and parameters that mean something only beside another
        assert state.mode == modes.GAME and state.game.board.notation() == SAVED["moves"]


@FAST
@given(st.sampled_from(KEYS).flatmap(lambda k: st.tuples(st.just(k), value_for(k), value_for(k))))
def test_a_parameter_given_twice_is_read_once_from_its_first_value(triple):
    key, first, second = triple
    assume(len(query_of([(key, first), (key, second)])) <= links.MAX_QUERY)  # else: refused whole
    twice = opened(query_of([(key, first), (key, second)]))
    once = opened(query_of([(key, first)]))
    assert_intact(twice, [(key, first)])
    assert (twice.mode, twice.game.board.notation(), twice.game.settings.to_dict()) == \
        (once.mode, once.game.board.notation(), once.game.settings.to_dict())
    extra = [m for m in twice.messages.items() if m not in once.messages.items()]
    assert extra == (["The link gives %r twice; the first value is used." % key]
                     if key in links.APPLIED else [])


@FAST
@given(st.sampled_from([(a, b) for a in MODE_KEYS for b in MODE_KEYS
                        if a != b and {a, b} != {"size", "variant"}]).flatmap(
    lambda ab: st.tuples(st.just(ab), st.sampled_from(GOOD[ab[0]]), st.sampled_from(GOOD[ab[1]]))))
def test_two_modes_at_once_open_the_first_the_page_takes(case):
    (a, b), va, vb = case
    state = opened(query_of([(a, va), (b, vb)]))
    assert_intact(state, [(a, va), (b, vb)])
    alone = opened(query_of([(min(a, b, key=MODE_KEYS.index), va if MODE_KEYS.index(a) <
                                  MODE_KEYS.index(b) else vb)]))
    # the mode the page takes first wins, whatever the order in the address
    if "pos" not in (a, b):
        assert state.mode == alone.mode


@FAST
@given(st.lists(st.sampled_from(KEYS + ("x", "POS", "")).flatmap(
    lambda k: st.tuples(st.just(k), value_for(k) if k in KEYS else TEXT)), max_size=7))
def test_any_mix_of_every_parameter_keeps_the_game(pairs):
    state = opened(query_of(pairs))
    assert_intact(state, pairs)


def test_a_query_over_the_limit_is_refused_whole():
    pairs = [("pos", "4453"), ("puzzle", "5"), ("x", "y" * links.MAX_QUERY)]
    state = opened(query_of(pairs))
    assert state.mode == modes.GAME and state.game.board.notation() == SAVED["moves"]
    assert ["too long" in m for m in state.messages.items()] == [True]


@FAST
@given(st.one_of(TEXT, st.sampled_from(NASTY),
                 st.lists(st.sampled_from(KEYS).flatmap(
                     lambda k: st.tuples(st.just(k), value_for(k))), max_size=4).map(query_of)))
def test_the_position_box_reads_any_paste(text):
    req = links.read_pasted(text, pairs_of)
    if req.board is None:
        assert req.errors and all(len(e) < 400 for e in req.errors)
    else:
        assert parse_position(req.board.notation()).notation() == req.board.notation()
    state = opened("")  # the box's update on a page in a game (static/addressbar.py's on_code)
    loop.run(state, gamemode.open_code, req, PLAYERS)
    assert_intact(state, [("pos", req.board.notation())] if req.board is not None else [])
    assert (state.game.board.notation() == (req.board.notation() if req.board is not None
                                            else SAVED["moves"]))


@FAST
@given(st.one_of(st.none(), st.integers(), st.text(max_size=5), st.booleans(),
                 st.dictionaries(st.sampled_from(["c4", "x"]),
                                 st.one_of(st.integers(), st.text(max_size=3), st.none(),
                                           st.booleans(), st.floats()), max_size=2)))
def test_a_history_entry_of_any_shape(state):
    i = address.entry_index(state)
    assert i is None or (type(i) is int and i >= 0 and state["c4"] is i)


def test_a_mix_link_opens_its_puzzles():
    state = opened("?mix=tz.2-5")
    assert state.mode == modes.PUZZLES and state.puzzles.trainer.attempt is not None
