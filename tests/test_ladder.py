"""The difficulty ladder: its order and what its top rung tells a player."""

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


def test_top_rung_says_when_the_opening_is_slow(monkeypatch):
    top = lambda: list(ladder.LEVELS)[-1]  # noqa: E731
    monkeypatch.setattr(ladder, "_book_covers", (False, False))
    assert top().spec == "perfect" and "slow opening" in top().label
    monkeypatch.setattr(ladder, "_book_covers", (True, False))
    monkeypatch.setattr(ladder, "_yellow_slow", tuple(range(1, 8)))
    assert top().label == "Perfect (slow as yellow: book incomplete)"
    monkeypatch.setattr(ladder, "_yellow_slow", (1, 3, 5, 7))
    assert top().label == "Perfect (slow as yellow after 1, 3, 5, 7: book incomplete)"
    monkeypatch.setattr(ladder, "_book_covers", (False, True))
    assert top().label == "Perfect (slow as red: book incomplete)"
    monkeypatch.setattr(ladder, "_book_covers", (True, True))
    assert top().label == "Perfect"


def test_committed_book_verdict_matches_the_solver():
    solver = make_player("perfect").solver
    assert ladder._opening_covered() == (solver.covers_opening(0), solver.covers_opening(1))
    book = solver.book
    # the header's verdicts per first move of red agree with walking the lines
    slow = tuple(c + 1 for c in range(7) if not book.covers_line([c]))
    assert ladder._yellow_slow_after() == slow
    assert (slow == ()) == solver.covers_opening(1)


def test_verdicts_come_from_the_header_or_else_the_walk(monkeypatch, tmp_path):
    from connect4.solver import book as book_module

    def verdicts(data):
        path = tmp_path / "book.bin"
        path.write_bytes(data)
        monkeypatch.setattr(book_module, "DEFAULT_PATH", path)
        monkeypatch.setattr(ladder, "_book_covers", None)
        monkeypatch.setattr(ladder, "_yellow_slow", None)
        return ladder._opening_covered(), ladder._yellow_slow_after()

    data = bytearray(_lines_book(0).to_bytes())
    assert verdicts(bytes(data)) == ((False, False), tuple(range(1, 8)))  # 16 discs: no
    data[6], data[7] = 0x80 | 1, 0x80 | 1 << 3 | 1 << 0  # a header claiming more: trusted
    assert verdicts(bytes(data)) == ((True, False), (2, 3, 5, 6))
    data[6] = data[7] = 0  # not recorded: the lines are walked
    assert verdicts(bytes(data)) == ((False, False), tuple(range(1, 8)))
    assert verdicts(b"not a book") == ((False, False), tuple(range(1, 8)))


def test_levels_are_numbered_from_one_and_make_players():
    levels = list(ladder.LEVELS)
    assert [lv.number for lv in levels] == list(range(1, len(levels) + 1))
    for lv in levels:
        assert make_player(lv.spec).name == lv.spec.split(":")[0]
