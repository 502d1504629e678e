"""The shared checkpoint's claims: who may solve a position."""

import os
import subprocess
import sys

from connect4.solver import claims
from connect4.solver.claims import SharedCheckpoint


def _shared(tmp_path):
    path = tmp_path / "c.checkpoint"
    path.write_text("")
    return SharedCheckpoint(path, {}, set())


def test_the_first_claim_wins_and_its_release_frees_the_position(tmp_path):
    shared = _shared(tmp_path)
    assert shared.claim(7, lambda: False)
    assert (shared.claims / "7").read_text() == str(os.getpid())
    shared.release(7)
    assert not (shared.claims / "7").exists()


def test_a_claim_just_created_whose_pid_is_not_written_yet_is_held(tmp_path):
    # the race CI once hit: the other builder had created the file but not
    # yet written its pid, and the empty file was taken for a dead builder's
    shared = _shared(tmp_path)
    (shared.claims / "7").write_text("")
    assert not shared.claim(7, lambda: False)
    assert (shared.claims / "7").read_text() == ""


def test_an_empty_claim_older_than_the_limit_is_taken_over(tmp_path):
    shared = _shared(tmp_path)
    stale = shared.claims / "7"
    stale.write_text("")
    old = stale.stat().st_mtime - claims.EMPTY_CLAIM_SECONDS - 1
    os.utime(stale, (old, old))
    assert shared.claim(7, lambda: False)


def test_a_claim_of_a_finished_process_is_taken_over(tmp_path):
    shared = _shared(tmp_path)
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    (shared.claims / "7").write_text(gone)
    assert shared.claim(7, lambda: False)
    assert (shared.claims / "7").read_text() == str(os.getpid())


def test_a_claim_of_a_live_process_is_respected(tmp_path):
    shared = _shared(tmp_path)
    (shared.claims / "7").write_text(str(os.getppid()))
    assert not shared.claim(7, lambda: False)


def test_nothing_is_claimed_once_the_scores_decide_the_position(tmp_path):
    shared = _shared(tmp_path)
    assert not shared.claim(7, lambda: True)
    assert not (shared.claims / "7").exists()
