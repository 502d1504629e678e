"""Every imported file, hostile (issue 54): property-based tests of Your training's Import.

The import's real entry point, :func:`connect4.page.modes.training.trainingrun.import_text` (what
connect4/page/modes/training/view.py calls with the file's text), on a page whose training is loaded.
Each example is a progress file: an export of a real page, damaged at random (cut,
a character changed, put in or taken out), with a field of another type, another
version, a record that no game allows.  Whatever the file, either it is refused whole
(the reason in the card's alert, nothing to store, the saved parts as they were) or
accepted whole (every part and record of the file stored at once, each part read back
by the page's own start-up checks, and the text one a strict JSON parser takes).
Examples per test: :data:`EXAMPLES` (docs/tests-and-benchmarks.md).
"""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from page.loop_helpers import page

from connect4.board import parse_position
from connect4.page.kernel import lazymodes, persist
from connect4.page.kernel.outbox import Outbox
from connect4.page.modes.game.game import Game
from connect4.page.modes.puzzles.puzzlerun import PuzzleMode
from connect4.page.modes.review.reviewed import REVIEW_KEY, Review
from connect4.page.modes.training import trainingmode, trainingrun
from connect4.training import carry, strictjson

DAY = 20782
#: Examples tried per test: derandomized (the same files every run), a second or two in all.
EXAMPLES = 150
FAST = settings(max_examples=EXAMPLES, derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow])

BANK = [{"key": 276856832, "games": 2, "added": 20400, "themes": "t", "solves": [], "kept": False,
         "done": False, "tries": 1, "misses": 1, "ply": 5, "position": "4453",
         "side": "red", "goal": "win", "accept": [4]}]
GAMES = [{"id": "g1", "day": 20400, "moves": "4453", "red": "human", "yellow": "level3",
          "human": ["red"], "result": "draw", "reviewed": 0, "records": []}]


def loaded_page():
    """A page in the middle of a game, its training loaded with nothing stored."""
    state = page()
    state.today = lambda: (DAY, 0)
    state.loads["puzzles"] = state.loads[trainingmode.BUNDLE] = lazymodes.READY
    state.puzzles.trainer = PuzzleMode()
    for col in (3, 3, 2):
        state.game.play(col)
    state.game.rating.restore({"rating": 1510.5, "rd": 120.0, "history": [[20400, 1500.0, 3, 1]]})
    for fn, arg in ((trainingrun.bundle_ready, None), (trainingrun.bank_loaded, []),
                    (trainingrun.games_loaded, [])):
        fn(state, Outbox(), *(() if arg is None else (arg,)))
    return state


STATE = loaded_page()
#: A real export: every saved part of the page above, a mistake and a game stored.
EXPORT = carry.build(persist.parts(STATE), {"bank": BANK, "games": GAMES}, "2026-11-25")


def strict(text):
    """CPython's own reader with the format's limits (no NaN, no Infinity): the oracle."""
    def refuse(name):
        raise ValueError("not JSON: %s" % name)
    if isinstance(text, bytes):
        text = text.decode("utf-8")  # UnicodeDecodeError is a ValueError
    return json.loads(text, parse_constant=refuse)


def imported(data):
    """The import of ``data`` (text or bytes) on a fresh copy of the page:
    ``(state, db-replace effects, saved parts before, after)``."""
    state = loaded_page()
    before = persist.parts(state)
    out = Outbox()
    trainingrun.import_text(state, out, data)
    return state, out.of("db-replace"), before, persist.parts(state)


def assert_whole_or_nothing(data):
    state, replaced, before, after = imported(data)
    w = state.training.work
    assert after == before  # the page's own parts: an import changes them only by a reload
    if not replaced:
        assert w.alert and w.alert.endswith("nothing was imported.") or "Nothing was imported" in w.alert
        assert len(w.alert) < 400  # a hostile file is never echoed in full
        return False
    assert w.alert is None and len(replaced) == 1
    (_, records, storage, _, _), = replaced
    data_ = strict(data)  # accepted: a strict parser takes it too
    assert json.loads(records) == data_["records"]
    stored = json.loads(storage)
    assert stored == {k: v for k, v in data_["storage"].items() if k.startswith("connect4.")}
    # every part reads back at the next start (static/startup.py's readers)
    if persist.GAME_KEY in stored:
        Game().restore(json.loads(stored[persist.GAME_KEY]))
    if REVIEW_KEY in stored:
        Review().restore(json.loads(stored[REVIEW_KEY]))
    for game in data_["records"]["games"]:
        parse_position(game["moves"])
    return True


def test_the_export_itself_is_accepted_whole():
    assert assert_whole_or_nothing(EXPORT)
    assert assert_whole_or_nothing(EXPORT.encode())


@FAST
@given(st.integers(0, len(EXPORT)))
def test_a_file_cut_anywhere(n):
    accepted = assert_whole_or_nothing(EXPORT[:n])
    assert accepted == (n == len(EXPORT))


#: Characters a damaged file gets: the format's own, and the ones it forbids.
NOISE = st.sampled_from(list(':,{}[]"\\ \t\n0-1eE.+tfnNaI/\x00\x1f\x7f\u00e9\ud800\ufffd'))


@FAST
@given(st.integers(0, len(EXPORT) - 1), st.sampled_from(("insert", "replace", "delete")), NOISE)
def test_a_file_with_a_character_changed(at, how, ch):
    text = (EXPORT[:at] + ch + EXPORT[at:] if how == "insert" else
            EXPORT[:at] + ch + EXPORT[at + 1:] if how == "replace" else EXPORT[:at] + EXPORT[at + 1:])
    accepted = assert_whole_or_nothing(text)
    try:
        strict(text)
        data = json.loads(text)
        fine = data["version"] == 1  # a strict parser's text: refused only for its contents
    except (ValueError, KeyError, TypeError):
        fine = False
    if not fine:
        assert not accepted, text


@FAST
@given(st.binary(min_size=1, max_size=4), st.integers(0, len(EXPORT)))
def test_a_file_with_bytes_that_are_not_utf8(noise, at):
    raw = EXPORT.encode()
    data = raw[:at] + noise + raw[at:]
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        assert not assert_whole_or_nothing(data)
        assert "UTF-8" in imported(data)[0].training.work.alert
        return
    assert_whole_or_nothing(data)


JSON = st.recursive(st.none() | st.booleans() | st.integers(-2**40, 2**40) | st.floats()
                    | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
                        st.text(max_size=6), inner, max_size=3), max_leaves=8)

#: The paths of the export a field of another type can land on.
PATHS = [("app",), ("kind",), ("version",), ("exported",), ("storage",), ("records",),
         ("records", "bank"), ("records", "games"), ("records", "bank", 0),
         ("records", "games", 0), ("records", "bank", 0, "position"),
         ("records", "games", 0, "moves"), ("records", "games", 0, "reviewed"),
         ("records", "games", 0, "records")] + [("storage", k) for k in sorted(json.loads(
             EXPORT)["storage"])]


@FAST
@given(st.sampled_from(PATHS), JSON)
def test_a_field_of_another_type_or_value(path, value):
    data = json.loads(EXPORT)
    target = data
    for k in path[:-1]:
        target = target[k]
    target[path[-1]] = value
    text = json.dumps(data)  # NaN and Infinity as CPython writes them: not the format's
    if assert_whole_or_nothing(text):
        assert "NaN" not in text and "Infinity" not in text


@FAST
@given(st.one_of(st.integers(-5, 2**70), st.floats(), st.text(max_size=5), st.none()),
       st.sampled_from(("connect4", "Connect4", "chess", "")),
       st.sampled_from(("progress", "settings", "")))
def test_newer_or_foreign_versions(version, app, kind):
    data = json.loads(EXPORT)
    data["version"], data["app"], data["kind"] = version, app, kind
    accepted = assert_whole_or_nothing(json.dumps(data))
    assert accepted == (app == "connect4" and kind == "progress" and version == 1
                        and type(version) is int)
    if not accepted and app == "connect4" and kind == "progress" and type(version) is int \
            and version > 1:
        assert "newer version" in imported(json.dumps(data))[0].training.work.alert


@FAST
@given(st.text("1234567", min_size=1, max_size=50), st.integers(0, 3))
def test_impossible_games_and_reviews(moves, reviewed):
    data = json.loads(EXPORT)
    data["records"]["games"][0].update(moves=moves, reviewed=reviewed, records=[])
    try:
        parse_position(moves)
        legal = True
    except ValueError:
        legal = False
    accepted = assert_whole_or_nothing(json.dumps(data))
    assert accepted == (legal and reviewed == 0)


@pytest.mark.parametrize("change, words", [
    (lambda t: t.replace('"connect4.coach.v1": "', '"connect4.coach.v1": "1",:"x": "', 1),
     "':' at character"),  # the stray colon MicroPython's json took (issue 54)
    (lambda t: t.replace('"games": 2', '"games": NaN'), "is not JSON text"),
    (lambda t: t.replace('"games": 2', '"games": 1e999'), "too large"),
    (lambda t: t.replace('"rating\\": 1510.5', '"rating\\": NaN'), "rating cannot be read"),
    (lambda t: t.replace('"rating\\": 1510.5', '"rating\\": 1e999'), "rating cannot be read"),
    (lambda t: t.replace('\\"moves\\": \\"4\\"', '\\"moves\\": \\"4444444\\"'),
     "saved game cannot be read"),
    (lambda t: t.replace('"connect4.coach.v1": "0"', '"connect4.coach.v1": "yes"'),
     "coach's switch cannot be read"),
    (lambda t: t[:1] + " " * 40 + "[" * 5000 + "]" * 5000, "is not JSON text"),
    (lambda t: "[" * 100000 + "]" * 100000, "nests more than"),
    (lambda t: t + " " * carry.MAX_CHARS, "larger than 8 MB"),
])
def test_the_nastiest_files_are_refused_with_their_reason(change, words):
    text = change(EXPORT)
    assert text != EXPORT
    state, replaced, before, after = imported(text)
    assert not replaced and after == before
    assert words in state.training.work.alert, state.training.work.alert


@FAST
@given(st.text(alphabet=st.sampled_from(list('{}[]:,"\\ 0123456789.-eEtrufalsnNI\x01u')),
               max_size=30))
def test_the_strict_reader_takes_what_cpythons_strict_reader_takes(text):
    try:
        expected = strict(text)
    except (ValueError, RecursionError):
        expected = ValueError
    try:
        got = strictjson.loads(text)
    except ValueError:
        got = ValueError
    if expected is not ValueError and got is ValueError:  # only infinities are stricter
        assert "too large" in str(pytest.raises(ValueError, strictjson.loads, text).value)
        return
    assert got == expected
