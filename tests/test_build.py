"""build.py and connect4/site/ without a browser: the built site's file lists and
offline parts (precache manifest, versions, web app manifest, icons), the embed
snippet; tests/browser/ has the rest."""

import json
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from connect4.site import builder, embed, icons, installer, offline

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def dist(tmp_path_factory):
    installer.ensure_node_modules()
    return builder.build_site(tmp_path_factory.mktemp("offline") / "dist")


def _sw_files(dist):
    text = (dist / "sw.js").read_text()
    version = re.search(r'^const VERSION = "([0-9a-f]{16})";$', text, re.M).group(1)
    files = json.loads(re.search(r"^const FILES = (\{.*?\n\});$", text, re.M | re.S).group(1))
    return version, files


def test_every_file_of_the_site_is_precached_with_its_hash(dist):
    version, files = _sw_files(dist)
    on_disk = {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}
    assert set(files) == on_disk - {"sw.js", ".nojekyll"}
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
