"""build.py and connect4/site/ without a browser: the built site's file lists and
offline parts (precache manifest, versions, web app manifest, icons), the embed
snippet; tests/browser/ has the rest."""

import json
import re
import shutil
import socket
import struct
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import build
from connect4.bundle import unpack
from connect4.site import builder, embed, environment, icons, offline, romfs
from connect4.site.server import PortError, open_server

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def dist(tmp_path_factory):
    environment.ensure_node_modules()
    return builder.build_site(tmp_path_factory.mktemp("offline") / "dist")


def _sw_files(dist):
    text = (dist / "sw.js").read_text()
    version = re.search(r'^const VERSION = "([0-9a-f]{16})";$', text, re.M).group(1)
    files = json.loads(re.search(r"^const FILES = (\{.*?\n\});$", text, re.M | re.S).group(1))
    return version, files


def test_every_file_of_the_site_is_precached_with_its_hash(dist):
    version, files = _sw_files(dist)
    on_disk = {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}
    # the hint database (hints/, 21 MB) is fetched on demand, never precached; the
    # puzzle set (puzzles/, fetched when the Puzzles mode opens) and every mode's
    # bundle are precached: they open offline after one visit (issue 42)
    on_demand = {f for f in on_disk if f.startswith("hints/")}
    assert on_demand == {"hints/book_12ply_distances.dat", "hints/LICENSE-bitbully-databases.txt"}
    # the Why panel's rules page (docs/rules.md as HTML) and its pictures: when opened (issue 43)
    docs = {f for f in on_disk if f.startswith("docs/")}
    assert "docs/rules.html" in docs and "docs/images/rule-claimeven.svg" in docs
    on_demand |= docs
    puzzles = {f for f in files if f.startswith("puzzles/")}
    assert len(puzzles) == 1 and re.fullmatch(r"puzzles/set-[0-9a-f]{12}\.txt", puzzles.pop())
    assert {"static/mode-%s.bundle" % m for m in builder.MODES} <= set(files)
    assert "connect4/puzzles/puzzles.txt" not in on_disk   # only the copy in puzzles/
    assert set(files) == on_disk - {"sw.js", ".nojekyll"} - on_demand
    assert files == offline.precache_manifest(dist)
    assert version == offline.build_version(files)
    for must in ("index.html", "pyscript.json", "manifest.webmanifest", "static/ai-worker.js",
                 "static/worker-files.json", "vendor/pyodide/pyodide.asm.wasm",
                 "connect4/board.py", "static/icon-512.png"):
        assert must in files
    assert all(not p.startswith("/") and "://" not in p for p in files)


def test_the_build_tooling_is_not_shipped(dist):
    # connect4/site/ is CPython-side tooling: neither copied nor in the worker's file list.
    assert (ROOT / "connect4" / "site" / "builder.py").exists()
    assert not (dist / "connect4" / "site").exists()
    shipped = json.loads((dist / "static" / "worker-files.json").read_text())["files"]
    assert not [k for k in shipped if "/site/" in k]
    assert "connect4/solver/search.py" in builder.package_files()
    assert not [f for f in builder.package_files() if f.startswith("connect4/site/")]


#: The command line's modules: CPython only, never imported by the page or the workers.
CPYTHON_ONLY = ("connect4/commands/", "connect4/reproduce/", "connect4/commands/terminal.py",
                "connect4/__main__.py")
#: The built worker, run from ``dist`` alone (``-I``: no source tree on the
#: path): a match of two whole games, a move and a hint, as the page asks.
PLAY_FROM_DIST = """
import asyncio, importlib.util, json, sys
sys.path.insert(0, sys.argv[1])
spec = importlib.util.spec_from_file_location("c4worker", sys.argv[1] + "/static/worker.py")
worker = importlib.util.module_from_spec(spec)
spec.loader.exec_module(worker)
import connect4
assert connect4.__file__.startswith(sys.argv[1]), connect4.__file__
for req in ({"op": "match", "id": 1, "a": "level1", "b": "level2", "games": 2, "seed": 3,
             "alternate": True, "opening_plies": 0},
            {"op": "think", "id": 2, "pos": "4453", "spec": "level3", "seed": 7},
            {"op": "hint", "id": 3, "pos": "4444443322"}):
    print(asyncio.run(worker.handle(json.dumps(req))))
"""


def test_the_command_line_is_not_shipped_and_the_built_site_still_plays(dist):
    assert all((ROOT / p).exists() for p in CPYTHON_ONLY)
    on_disk = {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}
    shipped = json.loads((dist / "static" / "worker-files.json").read_text())["files"]
    light = [n for n, _ in unpack((dist / "static" / "light-worker.bundle").read_bytes())]
    main_thread = [n for n, _ in romfs.read((dist / builder.PAGE_ROM).read_bytes())]
    precached = _sw_files(dist)[1]
    for listed in (on_disk, {k[2:] for k in shipped}, set(light), set(main_thread),
                   set(precached), set(builder.package_files())):
        assert not [f for f in listed if f.startswith(CPYTHON_ONLY)]
    assert "connect4/players/ladder.py" in on_disk and "./connect4/worker/match.py" in shipped
    # -B: no __pycache__ written into the (module-wide) built site
    proc = subprocess.run([sys.executable, "-I", "-B", "-c", PLAY_FROM_DIST, str(dist)],
                          capture_output=True, text=True, timeout=120, cwd=dist)
    assert {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()} == on_disk
    assert proc.returncode == 0, proc.stderr
    match, move, hint = (json.loads(line) for line in proc.stdout.splitlines())
    assert match["ok"] and match["result"]["played"] == 2 and match["result"]["done"], match
    assert move["ok"] and 0 <= move["result"]["column"] < 7, move
    # 4444443322: column 4 full, the others scored exactly (the worker's own test)
    assert hint["ok"] and hint["result"]["scores"][3] is None, hint
    assert all(isinstance(x, int) for i, x in enumerate(hint["result"]["scores"]) if i != 3)


def test_one_changed_byte_is_a_new_version(dist, tmp_path):
    copy = tmp_path / "dist"
    shutil.copytree(dist, copy)
    before = _sw_files(copy)
    assert offline.write_offline(copy) == before[0]   # rebuilt unchanged: same version
    target = copy / "connect4" / "board.py"
    target.write_bytes(target.read_bytes() + b"\n")
    offline.write_offline(copy)
    version, files = _sw_files(copy)
    assert version != before[0]
    changed = {k for k in files if files[k] != before[1][k]}
    assert changed == {"connect4/board.py"}


def test_service_worker_is_valid_javascript_and_uses_no_absolute_urls(dist):
    text = (dist / "sw.js").read_text()
    source = (ROOT / "static" / "sw.js").read_text()
    assert text.endswith(source)
    assert not re.search(r"""["'`]/[a-z]""", source), "an absolute path in static/sw.js"
    if shutil.which("node"):
        subprocess.run(["node", "--check", str(dist / "sw.js")], check=True)


def test_web_app_manifest_is_installable_from_any_folder(dist):
    m = json.loads((dist / "manifest.webmanifest").read_text())
    assert m["start_url"] == "./" and m["scope"] == "./" and m["display"] == "standalone"
    assert m["name"] and m["short_name"] and m["theme_color"].startswith("#")
    sizes = set()
    for icon in m["icons"]:
        path = dist / icon["src"]
        assert path.is_file() and not icon["src"].startswith("/")
        if icon["type"] == "image/png":
            data = path.read_bytes()
            assert data[:8] == b"\x89PNG\r\n\x1a\n"
            w, h = struct.unpack(">II", data[16:24])
            assert icon["sizes"] == "%dx%d" % (w, h)
            sizes.add((w, icon["purpose"]))
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= sizes
    html = (dist / "index.html").read_text()
    assert 'rel="manifest" href="manifest.webmanifest"' in html
    assert (dist / ".nojekyll").exists()


def test_committed_icons_are_what_the_generator_draws():
    # Only the small one: drawing the 512 px icons in pure Python takes seconds.
    assert (ROOT / "static" / "icon-180.png").read_bytes() == icons.icon_png(180, True)


def test_embed_snippet():
    s = embed.embed_snippet("https://user.github.io/connect4")
    assert s.startswith('<iframe src="https://user.github.io/connect4/?embed=1&amp;')
    assert "\n" not in s and s.endswith("</iframe>")
    for bad in ("user.github.io/connect4", "ftp://x/", "https://x/?a=1", ""):
        with pytest.raises(ValueError):
            embed.embed_snippet(bad)


def test_build_py_refuses_a_bad_base_url_before_building():
    out = subprocess.run([sys.executable, str(ROOT / "build.py"), "build", "--base-url", "nope"],
                         capture_output=True, text=True)
    assert out.returncode == 2 and "--base-url" in out.stderr


def test_serve_on_a_busy_port_says_so_in_one_line():
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        out = subprocess.run([sys.executable, str(ROOT / "build.py"), "serve", "--port", str(port)],
                             capture_output=True, text=True, timeout=60)
    assert out.returncode == 1 and out.stdout == ""
    assert out.stderr == ("build.py serve: port %d on 127.0.0.1 is already in use; choose another "
                          "with --port N (--port 0 picks a free one)\n" % port)


def test_a_free_port_is_picked_with_port_0(tmp_path):
    httpd = open_server(tmp_path, "127.0.0.1", 0)
    with httpd:
        assert httpd.server_address[1] > 0
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        with pytest.raises(PortError, match="port %d on 127.0.0.1 is already in use"
                           % busy.getsockname()[1]):
            open_server(tmp_path, "127.0.0.1", busy.getsockname()[1])


def test_the_test_command_passes_pytest_options_through():
    args = build.parse_test_args(["-m", "not slow and not browser"])
    assert args.pytest_args == ["-m", "not slow and not browser"] and not args.install_missing
    args = build.parse_test_args(["--install-missing", "tests/test_board.py", "-x"])
    assert args.install_missing and args.pytest_args == ["tests/test_board.py", "-x"]
    assert args.argv == ["--install-missing", "tests/test_board.py", "-x"]
    assert build.parse_test_args(["--", "--install-missing"]).pytest_args == ["--install-missing"]


@pytest.mark.parametrize("body, status", [("", 5), ("def test_x():\n    assert 1 == 2\n", 1),
                                          ("def test_x():\n    assert 1 == 1\n", 0)])
def test_the_test_command_fails_when_a_test_fails_or_none_ran(tmp_path, capfd, body, status):
    (tmp_path / "test_one.py").write_text(body)
    assert build.run_pytest([str(tmp_path / "test_one.py"), "-q", "-p", "no:cacheprovider"]) == status
    assert ("collected no tests" in capfd.readouterr().err) == (status == 5)


def test_the_explanation_reaches_the_worker_only_when_first_asked(dist):
    """Issue 43: the full engine starts without connect4/explain/ (its "lazy" files, fetched by
    connect4.worker.why.ready on the first Why?); the page's image holds none of the panel's view."""
    manifest = json.loads((dist / "static" / "worker-files.json").read_text())
    assert not [k for k in manifest["files"] if k.startswith("./" + builder.WORKER_LAZY)]
    lazy = manifest["lazy"]["explain"]
    assert "./connect4/explain/why.py" in lazy and "./connect4/explain/strategy.py" in lazy
    assert all((dist / k[2:]).is_file() for k in lazy)
    main_thread = [n for n, _ in romfs.read((dist / builder.PAGE_ROM).read_bytes())]
    assert not [n for n in main_thread if "modes/why/view" in n or "whytext" in n or "/explain/" in n]
    assert [n for n, _ in unpack((dist / "static" / "mode-why.bundle").read_bytes())]


def test_a_client_leaving_mid_reply_is_no_error(tmp_path, capfd):
    (tmp_path / "big.bin").write_bytes(bytes(64 << 20))  # more than loopback buffers hold
    httpd = open_server(tmp_path, "127.0.0.1", 0)
    thread = threading.Thread(target=httpd.serve_forever)
    thread.start()
    try:
        with socket.create_connection(httpd.server_address) as client:
            client.sendall(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
            assert client.recv(64).startswith(b"HTTP/1.0 200")
            # a reset, as a closed tab or a cancelled fetch: the server's next write fails
            client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    finally:
        httpd.shutdown()
        httpd.server_close()  # waits for the request's thread
        thread.join()
    err = capfd.readouterr().err
    assert "Traceback" not in err and "ConnectionResetError" not in err, err
    try:  # any other error is still printed
        raise ValueError("a real fault")
    except ValueError:
        httpd.handle_error(None, ("127.0.0.1", 1))
    assert "ValueError: a real fault" in capfd.readouterr().err
