"""reproduce: the write-ups' experiments re-run (one module per text, a shared core)."""

import io
import subprocess
import sys

import pytest
from shared_data import ROOT

from connect4.reproduce import (
    MODULES,
    SECTIONS,
    agreement_section,
    closing_note,
    planned_work,
    reproduce,
    williams,
)
from connect4.reproduce.core import (
    FULL,
    QUICK,
    Runner,
    agreement,
    describe,
    rate_and_p,
    sample_positions,
    wld,
)


def test_rate_and_p_of_a_red_majority():
    lead, rate, p = rate_and_p((74, 26, 0))
    assert lead == "red" and rate == 0.74 and p < 1e-6
    assert rate_and_p((10, 10, 5))[0] is None
    assert describe((16, 84, 0)).startswith("84.0% Blue")
    assert describe((3, 3, 0)).startswith("even")


@pytest.mark.parametrize("text, ours, verdict", [
    ((0, 100, 0), (0, 50, 0), "yes"),                         # both blue, significant
    ((0, 100, 0), (45, 55, 0), "same side, not significant"),
    ((0, 100, 0), (100, 0, 0), "**no**"),                     # the old v6 4-5 row
    ((49, 51, 0), (50, 50, 0), "yes (neither significant)"),
    ((49, 51, 0), (38, 62, 0), "**no** (ours significant)"),
])
def test_agreement_compares_direction_and_significance(text, ours, verdict):
    assert agreement(text, ours) == verdict


def test_williams_tables_are_the_texts_100_game_cells():
    for _, _, cells in williams.WILLIAMS_VERSIONS:
        for t in cells.values():
            assert t is None or sum(t) == 100
    for r, b, t in williams.WILLIAMS_DEPTHS:
        assert sum(t) == 100 and 0 <= r <= b <= 6, (r, b, wld(t))
    # each depth pair once, red the lower depth (the text's set-up)
    assert len({(r, b) for r, b, _ in williams.WILLIAMS_DEPTHS}) == len(williams.WILLIAMS_DEPTHS)


def test_sample_positions_are_undecided_and_seeded():
    a = sample_positions(8, 3)
    assert [b.notation() for b in a] == [b.notation() for b in sample_positions(8, 3)]
    for b in a:
        assert 4 <= len(b.notation()) <= 24 and not b.is_over()
        assert not any(b.is_winning_move(c) for c in b.legal_moves())


def test_paired_match_alternates_colours_and_reports_p():
    m, (w, l, d), p = Runner(seed=5).paired("random", "random", 4)
    assert m.games == 4 and w + l + d == 4 and p


def test_every_section_counts_its_work_and_names_its_differences():
    assert SECTIONS == ("williams", "coleman", "cardenas", "gibson", "mcts")
    for name, module in MODULES.items():
        assert module.work(QUICK, True) < module.work(FULL, False), name
        assert all(len(row) == 3 for row in module.NOTES), name
    assert planned_work(SECTIONS, True) == sum(m.work(QUICK, True) for m in MODULES.values())


def test_closing_note_lists_disagreeing_cells_then_notes():
    text = closing_note([("Williams v6 Red 6 - Blue 6", "100-0-0", "0-0-50", "one game repeated")],
                        williams.NOTES)
    assert "| Williams v6 Red 6 - Blue 6 | text 100-0-0, ours 0-0-50 | one game repeated |" in text
    assert "Red 3 - Blue 3" in text and "no text numbers beside ours" not in text


def test_agreement_section_renders_every_row_with_its_command():
    rows = [("lines", "reading_gibson", "40 random positions", "every value equal", "100.0%"),
            ("mcts", "reading_mcts", "20 positions", "same column", "20 of 20")]
    text = "\n".join(agreement_section(rows))
    assert text.startswith("## Agreement with the texts")
    assert "| `lines` | reading_gibson | 40 random positions | every value equal | 100.0% |" in text
    assert "| `mcts` | reading_mcts | 20 positions | same column | 20 of 20 |" in text
    assert "python3 -m connect4 reproduce" in text
    assert agreement_section([]) == []


def test_a_quick_section_writes_the_report_and_does_the_planned_work(tmp_path):
    out = tmp_path / "R.md"
    bar = io.StringIO()
    text = reproduce(["cardenas"], quick=True, seed=1, out_path=str(out), stream=bar)
    planned = planned_work(["cardenas"], True)
    assert "%d/%d" % (planned, planned) in bar.getvalue()
    assert out.read_text() == text
    assert text.startswith("# The write-ups' experiments, re-run")
    assert "`python3 -m connect4 reproduce --quick cardenas` (seed 1, 1 process)" in text
    assert "| the text's person | 34-31-1 | 64-2-0 | 64-0-2 |" in text
    assert "| ties go to the first column" in text
    rows = [line for line in text.splitlines() if line.startswith("| 3 |") or
            line.startswith("| 4 |") or line.startswith("| 5 |")]
    assert len(rows) == 3
    assert "## Differences that remain, and their causes" in text


def test_the_command_refuses_an_unknown_write_up():
    proc = subprocess.run([sys.executable, "-m", "connect4", "reproduce", "knuth"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode != 0 and "unknown write-up 'knuth'" in proc.stderr
