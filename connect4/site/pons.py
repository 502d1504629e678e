"""Pascal Pons' benchmark positions: where the tests find them, or where they come from.

The six files (6 x 1000 positions with exact scores, described in
``../shared/benchmarks/pons/README.md``) are not part of the repository.
:func:`locate` looks, in this order, in:

1. ``$CONNECT4_PONS_DIR``, when set (then only there);
2. ``../shared/benchmarks/pons/`` beside the project (the team's machines, CI);
3. ``.cache/pons/`` inside the project (git-ignored), filled by an earlier download;

and otherwise downloads them once into ``.cache/pons/`` from
``$CONNECT4_PONS_URL`` (default: the public copy in mbarbin/c4solver), each
checked against its published SHA-256 before it is kept.  ``build.py test``,
``tests/shared_data.py`` and the Pages workflow (through ``build.py test``)
all go through here.
"""

import hashlib
import os
import urllib.error
import urllib.request
from pathlib import Path

from . import ROOT

#: Environment variables: a folder that holds the six files; a download mirror.
ENV_DIR = "CONNECT4_PONS_DIR"
ENV_URL = "CONNECT4_PONS_URL"
#: A public, byte-identical copy of the files of Pons' blog (see the shared README).
DEFAULT_URL = "https://raw.githubusercontent.com/mbarbin/c4solver/main/resources/"
SHARED_DIR = ROOT.parent / "shared" / "benchmarks" / "pons"
CACHE_DIR = ROOT / ".cache" / "pons"

#: File name -> its published SHA-256 (../shared/benchmarks/pons/README.md).
FILES = {
    "Test_L3_R1": "fae47639d993cc91f074d0b642a5f2bb251d31b15cea9df496d672c01fb2efec",
    "Test_L2_R1": "52b9ee96ab6e92fd755ca4c545792c07c548a5a994fd32beec2775939d071b3c",
    "Test_L2_R2": "a0bb9983650ad5b6c6080da47c31065f6efa11bfadf2e1149af1619d7d65b745",
    "Test_L1_R1": "003b7f5cc2b9b2d07ee2663cf92dfe99a50d7f4f57c556b6f35048e1bfaedb68",
    "Test_L1_R2": "ba3df3282804270661239d0fc357761a5c7cc31bbd581f3c502222abffa31113",
    "Test_L1_R3": "7b6eb6c7c9e7342f8065188cac01a25df2413a5b77de062cf14a4a8b237b140a",
}
#: The tests' names of the sets (Pons' blog: End-Easy, Middle-Easy, ...).
SETS = {
    "end_easy": "Test_L3_R1",
    "middle_easy": "Test_L2_R1",
    "middle_medium": "Test_L2_R2",
    "begin_easy": "Test_L1_R1",
    "begin_medium": "Test_L1_R2",
    "begin_hard": "Test_L1_R3",
}


class PonsDataError(FileNotFoundError):
    """The benchmark positions are neither on disk nor downloadable; the message says what to do."""


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _problems(folder: Path) -> list:
    """What is wrong with ``folder`` as a copy of the six files (empty: nothing)."""
    out = []
    for name, digest in FILES.items():
        path = folder / name
        if not path.is_file():
            out.append("%s is missing" % name)
        elif _sha256(path) != digest:
            out.append("%s has SHA-256 %s, not the published %s" % (name, _sha256(path), digest))
    return out


def _what_to_do(base_url: str) -> str:
    return ("To run the tests without a download, put the six files (%s; from %s or "
            "http://blog.gamesolver.org/data/) in a folder and run:\n"
            "    CONNECT4_PONS_DIR=/that/folder python3 build.py test\n"
            "(or set %s=<base URL> to download them from a mirror)."
            % (", ".join(FILES), base_url, ENV_URL))


def download(dest: Path, base_url: str, timeout: float = 60, log=print) -> None:
    """Download the six files from ``base_url`` into ``dest``, each checked against its hash.

    A file is written (atomically) only once its hash is right, so a failed
    or tampered download leaves nothing behind that a later run would trust.
    """
    dest = Path(dest)
    dest.mkdir(parents=True, exist_ok=True)
    base = base_url if base_url.endswith("/") else base_url + "/"
    for name, digest in FILES.items():
        target = dest / name
        if target.is_file() and _sha256(target) == digest:
            continue
        url = base + name
        try:
            with urllib.request.urlopen(url, timeout=timeout) as response:
                data = response.read()
        except (urllib.error.URLError, OSError) as e:
            reason = getattr(e, "reason", e)
            raise PonsDataError("Could not download the benchmark positions: %s: %s.\n%s"
                                % (url, reason, _what_to_do(base))) from e
        got = hashlib.sha256(data).hexdigest()
        if got != digest:
            raise PonsDataError(
                "Downloaded %s, but its SHA-256 is %s, not the published %s: not kept.\n%s"
                % (url, got, digest, _what_to_do(base)))
        partial = target.with_name(name + ".part")
        partial.write_bytes(data)
        os.replace(partial, target)
    log("benchmark positions: %d files from %s checked (SHA-256) and kept in %s"
        % (len(FILES), base, dest))


def locate(download_missing: bool = True, env=None, shared: Path = SHARED_DIR,
           cache: Path = CACHE_DIR, log=print) -> Path:
    """The folder that holds the six files, downloading them into ``cache`` if need be.

    Raises :class:`PonsDataError` with a message that says what to do.
    """
    env = os.environ if env is None else env
    base_url = env.get(ENV_URL) or DEFAULT_URL
    if env.get(ENV_DIR):
        folder = Path(env[ENV_DIR])
        problems = _problems(folder)
        if problems:
            raise PonsDataError("%s=%s does not hold the benchmark positions: %s."
                                % (ENV_DIR, folder, "; ".join(problems)))
        return folder
    for folder in (Path(shared), Path(cache)):
        if folder.is_dir() and not _problems(folder):
            return folder
    if not download_missing:
        raise PonsDataError("The benchmark positions are neither in %s nor in %s.\n"
                            "`python3 build.py test` downloads them (from %s).\n%s"
                            % (shared, cache, base_url, _what_to_do(base_url)))
    log("benchmark positions: not in %s; downloading them into %s" % (shared, cache))
    download(Path(cache), base_url, log=log)
    return Path(cache)


def load(name: str, folder: Path) -> list:
    """``[(moves, score)]`` of one set (``"end_easy"`` or ``"Test_L3_R1"``) in ``folder``."""
    path = Path(folder) / SETS.get(name, name)
    out = []
    for line in path.read_text().splitlines():
        moves, score = line.split()
        out.append((moves, int(score)))
    return out
