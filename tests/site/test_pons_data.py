"""connect4/site/pons.py: the benchmark positions found beside the project, downloaded
(from a local HTTP server standing in for GitHub) with good and bad hashes, or
absent with no network, with the message that says what to do."""

import http.server
import re
import shutil
import socket
import threading
from pathlib import Path

import pytest
from shared_data import ROOT, pons_dir

from connect4.site import pons


@pytest.fixture(scope="module")
def originals():
    """The six real files, wherever this run found them (../shared or the cache)."""
    return pons_dir()


class FileServer:
    """http.server on 127.0.0.1, port 0, serving one folder and counting requests."""

    def __init__(self, folder):
        self.requests = []
        outer = self

        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *a, **kw):
                super().__init__(*a, directory=str(folder), **kw)

            def log_message(self, *a):
                outer.requests.append(self.path)

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = "http://127.0.0.1:%d/files/" % self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def mirror(tmp_path, originals):
    """A local stand-in for the download site, with a copy of the six files under /files/."""
    folder = tmp_path / "www"
    shutil.copytree(originals, folder / "files", ignore=shutil.ignore_patterns("*.md"))
    server = FileServer(folder)
    yield server, folder / "files"
    server.close()


def closed_port_url():
    """A loopback URL where nothing listens: a machine with no network."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return "http://127.0.0.1:%d/" % port


def test_found_beside_the_project_without_a_download(tmp_path, originals):
    shared = tmp_path / "shared" / "benchmarks" / "pons"
    shutil.copytree(originals, shared)
    cache = tmp_path / "cache"
    env = {pons.ENV_URL: closed_port_url()}
    assert pons.locate(env=env, shared=shared, cache=cache, log=print) == shared
    assert not cache.exists()
    assert pons.load("end_easy", shared)[:1] == pons.load("Test_L3_R1", originals)[:1]
    assert len(pons.load("begin_hard", shared)) == 1000


def test_downloaded_once_into_the_cache_and_checked(tmp_path, mirror, originals):
    server, _ = mirror
    cache = tmp_path / "project" / ".cache" / "pons"
    env = {pons.ENV_URL: server.url}
    lines = []
    got = pons.locate(env=env, shared=tmp_path / "absent", cache=cache, log=lines.append)
    assert got == cache
    for name in pons.FILES:
        assert (cache / name).read_bytes() == (originals / name).read_bytes()
    assert sorted(server.requests) == sorted("/files/" + n for n in pons.FILES)
    assert "checked (SHA-256)" in lines[-1]
    # Second run: found in the cache, nothing downloaded again.
    assert pons.locate(env=env, shared=tmp_path / "absent", cache=cache, log=lines.append) == cache
    assert len(server.requests) == len(pons.FILES)


def test_a_download_with_a_wrong_hash_is_refused_and_not_kept(tmp_path, mirror):
    server, files = mirror
    (files / "Test_L2_R2").write_bytes((files / "Test_L2_R2").read_bytes() + b"4 1\n")
    cache = tmp_path / "cache"
    with pytest.raises(pons.PonsDataError) as e:
        pons.locate(env={pons.ENV_URL: server.url}, shared=tmp_path / "absent", cache=cache,
                    log=print)
    message = str(e.value)
    assert "Test_L2_R2" in message and "not the published " + pons.FILES["Test_L2_R2"] in message
    assert "CONNECT4_PONS_DIR=/that/folder python3 build.py test" in message
    assert not (cache / "Test_L2_R2").exists()
    assert not list(cache.glob("*.part"))
    # The files before it were good: kept, and the cache is still not trusted as a whole.
    assert (cache / "Test_L3_R1").exists()
    with pytest.raises(pons.PonsDataError):
        pons.locate(env={pons.ENV_URL: closed_port_url()}, shared=tmp_path / "absent",
                    cache=cache, log=print)


def test_absent_with_no_network_says_what_to_do(tmp_path):
    url = closed_port_url()
    with pytest.raises(pons.PonsDataError) as e:
        pons.locate(env={pons.ENV_URL: url}, shared=tmp_path / "absent",
                    cache=tmp_path / "cache", log=print)
    message = str(e.value)
    assert message.startswith("Could not download the benchmark positions: %sTest_L3_R1" % url)
    assert "CONNECT4_PONS_DIR=/that/folder python3 build.py test" in message
    assert all(name in message for name in pons.FILES)
    assert "Traceback" not in message
    # Not allowed to download (the tests' own loader): the same advice.
    with pytest.raises(pons.PonsDataError, match="CONNECT4_PONS_DIR=/that/folder"):
        pons.locate(download_missing=False, env={}, shared=tmp_path / "absent",
                    cache=tmp_path / "cache", log=print)


def test_an_explicit_folder_is_used_as_it_is(tmp_path, originals):
    assert pons.locate(env={pons.ENV_DIR: str(originals)}, shared=tmp_path / "absent",
                       cache=tmp_path / "cache", log=print) == originals
    partial = tmp_path / "partial"
    partial.mkdir()
    shutil.copy(originals / "Test_L3_R1", partial)
    with pytest.raises(pons.PonsDataError, match="CONNECT4_PONS_DIR=.*Test_L2_R1 is missing"):
        pons.locate(env={pons.ENV_DIR: str(partial)}, shared=originals, cache=tmp_path / "c",
                    log=print)


def test_one_list_of_files_and_hashes():
    # The published hashes (the shared README, when it is beside the project) ...
    readme = pons.SHARED_DIR / "README.md"
    if readme.exists():
        published = dict((n, h) for h, n in re.findall(r"^\s+([0-9a-f]{64})  (\S+)$",
                                                        readme.read_text(), re.M))
        assert published == pons.FILES
    # ... and nobody keeps a copy of the list: the workflow runs build.py test.
    workflow = (ROOT / ".github" / "workflows" / "pages.yml").read_text()
    assert "Test_L3_R1" not in workflow and pons.FILES["Test_L3_R1"] not in workflow
    assert "python3 build.py test" in workflow
    cache = Path(pons.CACHE_DIR).relative_to(ROOT).as_posix() + "/"
    ignored = [line.strip("/") + "/" for line in (ROOT / ".gitignore").read_text().split()]
    assert any(cache.startswith(pattern) for pattern in ignored)   # never committed
