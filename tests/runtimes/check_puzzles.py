# Runs under MicroPython (tests/runtimes/run.mjs): the Puzzles mode's modules give
# the same answers as in CPython (tests/puzzles/test_puzzles_micropython.py compares
# the printed lines).  A small set's text is passed on stdin, as the page fetches it.
import sys

from connect4.page.modes.puzzles.puzzlerun import PuzzleMode
from connect4.puzzles.mistakes import game_mistakes, practice_sides
from connect4.puzzles.progress import daily_id, days_from_civil

text = sys.stdin.read()
mode = PuzzleMode(None)
print(mode.load(text), len(mode.puzzles))
for p in mode.puzzles:
    mode.open_id(str(p.id))
    print(p.id, mode.status, "|", mode.about(), "|", mode.link_query())
    wrong = [c for c in range(7) if c != p.solution[0] and p.scores[0][c] is not None]
    print(mode.click(wrong[0])["text"])
    for i in range(0, len(p.solution), 2):
        answer = mode.click(p.solution[i])
        print(answer["text"], answer["reply"], answer["solved"])
        if answer["reply"] is not None:
            mode.play_reply()
            print(mode.status)
    print(mode.progress_text(), mode.board().notation())
print(mode.open_id("0"), mode.status)
print(mode.open_daily("2026-11-25"), mode.attempt.puzzle.id, daily_id("2031-02-28", 1234),
      days_from_civil(2000, 2, 29))
print(mode.open_next(), mode.about())
print(mode.hint(), mode.show_solution(), mode.status)
records = [{"ply": 1, "column": 4, "score": 1, "kept": 1, "verdict": "best", "better": [],
            "keeps": []},
           {"ply": 2, "column": 1, "score": 0, "kept": -2, "verdict": "mistake",
            "better": [3, 4], "keeps": [4, 3]}]
found = game_mistakes("41", records, practice_sides("human", "human"))
print(mode.start_practice(found), mode.status, mode.about())
print(mode.click(0)["text"], mode.click(2)["text"], mode.progress_text())
print(mode.start_practice([]), mode.status)
saved = mode.save()
print(PuzzleMode(saved).progress_text(), PuzzleMode("{broken").progress_text())
print(mode.load("1234 5 w9 - 0000000"), mode.status)
print("OK puzzles")
