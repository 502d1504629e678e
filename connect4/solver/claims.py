"""How several book builders (processes) share one checkpoint file.

Each builder appends the positions it solved to the checkpoint and reads
what the others appended; a position is solved by whoever claims it first,
and a claim left by a killed builder is taken over.
"""

import os
import time
from pathlib import Path

from connect4.solver.checkpoint import read_lines

#: an empty claim older than this was left by a builder killed as it claimed
EMPTY_CLAIM_SECONDS = 30.0


class SharedCheckpoint:
    """What lets several builders (processes) share one checkpoint file.

    Each appends its solved lines to the file (one ``write`` per line, in
    append mode); :meth:`refresh` reads the lines the others added.  A
    position is solved by the builder that creates its claim file first
    (``<checkpoint>.claims/<key>``, holding its pid); the claim goes when
    the position is recorded, and a claim whose process is gone is taken
    over, so a killed builder blocks nobody.
    """

    def __init__(self, path: Path, scores: dict, leaves: set = None):
        self.path = path
        self.scores = scores
        self.leaves = leaves
        self.offset = path.stat().st_size if path.exists() else 0
        self.claims = path.with_name(path.name + ".claims")
        self.claims.mkdir(exist_ok=True)

    def refresh(self) -> int:
        """Read lines appended since the last look; returns how many."""
        with open(self.path, "rb") as f:
            f.seek(self.offset)
            data = f.read()
        end = data.rfind(b"\n") + 1  # a line being written stays for later
        self.offset += end
        new = read_lines(data[:end].decode(), self.leaves)
        self.scores.update(new)
        return len(new)

    def claim(self, key: int, done) -> bool:
        """True if this process may solve ``key`` (it now holds the claim);
        ``done()`` says if what is known already decides the position."""
        self.refresh()
        if done():
            return False
        path = self.claims / str(key)
        for _ in range(2):
            try:
                fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            except FileExistsError:
                if _alive(path):
                    return False
                path.unlink(missing_ok=True)  # its builder was killed: take it over
                continue
            os.write(fd, str(os.getpid()).encode())
            os.close(fd)
            # the holder before may have recorded the position and released
            # its claim between our look and our claim: look again
            self.refresh()
            if done():
                self.release(key)
                return False
            return True
        return False

    def release(self, key: int) -> None:
        """Drop this process's claim on ``key`` (it is recorded now)."""
        (self.claims / str(key)).unlink(missing_ok=True)


def _alive(claim: Path) -> bool:
    try:
        text = claim.read_text()
        # created, its pid not written yet: alive, unless its builder was
        # killed in between, which a claim this old says
        fresh = text or time.time() - claim.stat().st_mtime < EMPTY_CLAIM_SECONDS
    except FileNotFoundError:
        return False  # released between our try and our look: claim it again
    except OSError:
        return True
    if not text:
        return bool(fresh)
    try:
        pid = int(text)
    except ValueError:
        return True  # being written right now
    if pid == os.getpid() or pid <= 0:
        return pid > 0
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
