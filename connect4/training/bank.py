"""The mistake bank: a game's mistakes in, mirror images merged, the queue, when an entry leaves it.

Every finished game's review (a *game record*, docs/training.md) brings the
human's mistakes and blunders in as puzzles
(:func:`connect4.puzzles.mistakes.game_mistakes`).  An entry is keyed by its
position's canonical key, the smaller of the position's and its mirror
image's (:func:`connect4.bitboard.canonical_key`), computed from the stones
on the board, so the same position reached by another move order, or its
mirror image, is the same entry: it counts one more game, and keeps the
position and accepted columns in the orientation it was first stored in.

An entry leaves the queue (``done``) when it is solved at the first try on
two different days in a row, unless the player keeps it; a wrong answer
starts the run again and brings it back, and so does the same mistake made
in a new game.

The themes of an entry are computed from the position, the accepted columns
and the review's score alone (no search), as
:func:`connect4.puzzles.themes.compute_themes` would for a one-move solution:

- ``n`` win now: an accepted column makes four;
- ``b`` stop a threat: an accepted column fills the cell where the opponent
  would make four next move;
- ``t`` double threat: an accepted column leaves two cells where the player
  makes four next move (side by side, or one above the other);
- ``l`` long win: the win the position had is :data:`LONG_WIN` or more of the
  player's own moves away (the review's exact score says how far);
- ``q`` quiet move: the one accepted column wins nothing, stops nothing and
  threatens nothing at once.

``z`` (an odd/even threat at the end of the winning line) is left out: it
needs the whole line, which a review does not keep (a double threat made by
a later move of the line is missed for the same reason).  Importable by
MicroPython.

>>> bank = Bank()
>>> record = {"id": "g1", "day": 20782, "moves": "1122335", "human": ["red"],
...           "records": [{"ply": 7, "column": 5, "score": 18, "kept": 0,
...                        "verdict": "mistake", "better": [4], "keeps": [4]}]}
>>> [(e["position"], e["accept"], e["themes"], e["games"]) for e in bank.add_game(record, 20782)]
[('112233', [4], 'n', 1)]
>>> mirror = dict(record, moves="6677553", records=[dict(record["records"][0], column=3)])
>>> # its mirror image, by another move order: the same entry, one more game
>>> [(e["position"], e["accept"], e["games"]) for e in bank.add_game(mirror, 20783)]
[('112233', [4], 2)]
"""

from connect4.bitboard import (
    COLUMN_OF,
    is_winning_move,
    play,
    popcount,
    possible,
    winning_cells,
)
from connect4.board import parse_position
from connect4.errors import Connect4Error
from connect4.puzzles.mistakes import COLOURS, game_mistakes
from connect4.scores import moves_to_end

#: Own moves until the win from which a win counts as long
#: (:data:`connect4.puzzles.themes.LONG_WIN`).
LONG_WIN = 6
#: Right first answers, each on a different day, that take an entry out of the queue.
SOLVES_TO_LEAVE = 2
#: The theme letters the bank computes, in the set's order.
BANK_THEMES = "nbtlq"
#: The fields of a mistake puzzle (what :func:`entry_puzzle` gives).
PUZZLE_FIELDS = ("ply", "position", "side", "goal", "accept")


class BankError(Connect4Error):
    """A game record the bank cannot read, or a key that is not in the bank."""


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _blocks(cur, mask, col) -> bool:
    """The side to move drops into the cell where the opponent would win now."""
    return bool(winning_cells(cur ^ mask, mask) & possible(mask) & COLUMN_OF[col])


def _double_threat(mine, mask) -> bool:
    """``mine`` has two winning cells to play next move, or two stacked ones."""
    wins = winning_cells(mine, mask)
    now = wins & possible(mask)
    return popcount(now) >= 2 or bool((now << 1) & wins)


def position_key(position: str) -> int:
    """The bank's key of a position (column notation): one for it and its mirror image,
    whatever the order of the moves that made it.

    >>> position_key("1122") == position_key("7766") == position_key("2211")
    True

    :raises Connect4Error: not a legal position.
    """
    return parse_position(position).canonical_key()


def _puzzle_key(position, accept) -> int:
    """The key of a puzzle's position, checked: a game still going, accepted columns
    that can be played.

    :raises Connect4Error: not such a puzzle.
    """
    if not isinstance(position, str) or not isinstance(accept, list) or not accept:
        raise BankError("not a position with accepted columns")
    board = parse_position(position)
    if board.is_over() or not all(_is_int(c) and 1 <= c <= 7 and board.can_play(c - 1)
                                  for c in accept):
        raise BankError("%s: the game is over, or %s are not columns to play" % (position, accept))
    return board.canonical_key()


def mistake_themes(position: str, accept, goal: str, score=None) -> str:
    """The theme letters of a mistake puzzle that need no search (see the module).

    :param position: the position before the mistake (column notation);
    :param accept: the 1-based columns that keep the result;
    :param goal: ``"win"`` or ``"draw"``;
    :param score: the position's exact score for the side to move (``None``:
        unknown, no ``l``).
    """
    cur = mask = 0
    for ch in position:
        cur, mask = play(cur, mask, int(ch) - 1)
    cols = [c - 1 for c in accept]
    now = [c for c in cols if is_winning_move(cur, mask, c)]
    blocks = [c for c in cols if _blocks(cur, mask, c)]
    double = threat = False
    for c in cols:
        if c not in now:
            after, after_mask = play(cur, mask, c)
            mine = after ^ after_mask  # after the move, `after` is the opponent's
            double = double or _double_threat(mine, after_mask)
            threat = threat or bool(winning_cells(mine, after_mask) & possible(after_mask))
    long_win = (goal == "win" and not now and score is not None and score > 0
                and moves_to_end(score, len(position)) >= LONG_WIN)
    found = {"n": goal == "win" and bool(now), "b": bool(blocks), "t": double, "l": long_win,
             "q": len(cols) == 1 and not now and not blocks and not threat}
    return "".join(t for t in BANK_THEMES if found[t])


def entry_puzzle(entry: dict) -> dict:
    """The mistake puzzle of an entry, as the Puzzles mode's practice plays it
    (``Attempt(practice=...)``): ``{"ply", "position", "side", "goal", "accept"}``."""
    out = {k: entry[k] for k in PUZZLE_FIELDS}
    out["accept"] = list(entry["accept"])
    return out


def _checked_entry(raw):
    """A stored entry as the bank keeps it, or ``None`` if any part is damaged."""
    try:
        position, accept, solves, themes = raw["position"], raw["accept"], raw["solves"], raw["themes"]
        numbers = [raw[k] for k in ("key", "ply", "games", "added", "tries", "misses")]
        flags = [raw[k] for k in ("kept", "done")]
        if (numbers[0] != _puzzle_key(position, accept)
                or raw["side"] != COLOURS[len(position) & 1] or raw["goal"] not in ("win", "draw")
                or not isinstance(solves, list) or not all(_is_int(d) for d in solves)
                or not isinstance(themes, str) or not all(t in BANK_THEMES for t in themes)
                or not all(_is_int(n) for n in numbers) or not all(isinstance(f, bool) for f in flags)
                or numbers[1] != len(position) + 1 or numbers[2] < 1 or min(numbers[4:]) < 0):
            return None
    except (KeyError, TypeError, ValueError, IndexError):
        return None  # not a dict, a field missing, a position that is not legal
    return {"key": numbers[0], "ply": numbers[1], "position": position, "side": raw["side"],
            "goal": raw["goal"], "accept": sorted(accept), "games": numbers[2],
            "added": numbers[3], "themes": themes, "solves": list(solves),
            "kept": flags[0], "done": flags[1], "tries": numbers[4], "misses": numbers[5]}


def _game_mistakes(record) -> list:
    """The human's mistakes of a game record: ``(key, mistake, score)`` each, the
    score the review gave the position.

    :raises BankError: a record the bank cannot read.
    """
    try:
        moves, human, records = record["moves"], record["human"], record["records"]
        if (not isinstance(moves, str) or not isinstance(human, (list, tuple))
                or not all(h in COLOURS for h in human) or not isinstance(records, list)):
            raise TypeError("a field of the wrong kind")
        parse_position(moves)
        if not all(_is_int(r["ply"]) and 1 <= r["ply"] <= len(moves) for r in records):
            raise ValueError("a move that is not in the game")
        scores = {r["ply"]: r["score"] for r in records}
        return [(_puzzle_key(m["position"], m["accept"]), m, scores[m["ply"]])
                for m in game_mistakes(moves, records, tuple(human))]
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise BankError("a game record the mistake bank cannot read (%s): %s"
                        % (str(exc)[:80], str(record)[:80])) from None


class Bank:
    """The player's mistakes from every reviewed game: the entries, in the
    order they were first added, looked up by key."""

    def __init__(self):
        self._entries = []
        self._by_key = {}
        self.dropped = 0   # damaged records left out by from_records

    @classmethod
    def from_records(cls, records) -> "Bank":
        """The bank of stored entries (a list); a damaged one, or a second one of
        a key, is left out and counted in :attr:`dropped`, never raised."""
        bank = cls()
        for raw in records if isinstance(records, list) else ():
            entry = _checked_entry(raw)
            if entry is None or entry["key"] in bank._by_key:
                bank.dropped += 1
            else:
                bank._add(entry)
        return bank

    def _add(self, entry):
        self._entries.append(entry)
        self._by_key[entry["key"]] = entry

    def get(self, key: int):
        """The entry of a key, or ``None``."""
        return self._by_key.get(key)

    def _entry(self, key):
        entry = self._by_key.get(key)
        if entry is None:
            raise BankError("no mistake %s in the bank" % str(key)[:40])
        return entry

    def add_game(self, game_record: dict, day: int) -> list:
        """A reviewed game's human mistakes in: the entries new or changed, in game order.

        A position already in the bank (by another move order, or as its
        mirror image) counts one more game and comes back to the queue;
        its stored position and accepted columns are kept.

        :raises BankError: a game record the bank cannot read (nothing changes).
        """
        changed = []  # one entry per mistake: a game's positions differ in their discs
        for key, m, score in _game_mistakes(game_record):
            entry = self._by_key.get(key)
            if entry is None:
                entry = entry_puzzle(m)
                entry.update({"key": key, "games": 1, "added": day, "solves": [],
                              "themes": mistake_themes(m["position"], m["accept"], m["goal"],
                                                       score),
                              "kept": False, "done": False, "tries": 0, "misses": 0})
                self._add(entry)
            else:
                # made again in a game: not learnt yet, whatever the answers said
                entry["games"] += 1
                entry["solves"] = []
                entry["done"] = False
            changed.append(entry)
        return changed

    def queue(self, day: int, schedule=None) -> list:
        """The entries still to practise (not done), oldest first; with a
        schedule that is on, the ones it says are due come first, in its order."""
        waiting = [e for e in self._entries if not e["done"]]
        if schedule is None or not schedule.on:
            return waiting
        rank = {}
        for i, item in enumerate(schedule.due(day)):
            rank[item] = i
        last = len(rank)
        # (rank, place) in full: MicroPython's sort is not stable
        order = sorted([(rank.get("m%d" % e["key"], last), i) for i, e in enumerate(waiting)])
        return [waiting[i] for _, i in order]

    def answered(self, key: int, right: bool, day: int) -> dict:
        """An entry answered: ``right`` when solved at the first try.

        A right answer adds the day to the run of solves (once a day); on
        :data:`SOLVES_TO_LEAVE` different days in a row the entry is done,
        unless kept.  A wrong one ends the run, counts a miss and brings the
        entry back to the queue.

        :raises BankError: no such key.
        """
        entry = self._entry(key)
        entry["tries"] += 1
        if right:
            if day not in entry["solves"]:
                entry["solves"].append(day)
        else:
            entry["solves"] = []
            entry["misses"] += 1
        entry["done"] = self._leaves(entry)
        return entry

    def keep(self, key: int, on: bool = True) -> dict:
        """Keep an entry in the queue whatever its answers (or stop keeping it:
        then the run of solves decides again).

        :raises BankError: no such key.
        """
        entry = self._entry(key)
        entry["kept"] = bool(on)
        entry["done"] = self._leaves(entry)
        return entry

    @staticmethod
    def _leaves(entry) -> bool:
        return not entry["kept"] and len(entry["solves"]) >= SOLVES_TO_LEAVE

    def entries(self) -> list:
        """Every entry, done or not, in the order they came in (the bank's own
        dicts: change them through the bank)."""
        return list(self._entries)

    def to_records(self) -> list:
        """Every entry as plain data to store (copies)."""
        out = []
        for e in self._entries:
            r = dict(e)
            r["accept"], r["solves"] = list(e["accept"]), list(e["solves"])
            out.append(r)
        return out

    def __len__(self) -> int:
        return len(self._entries)
