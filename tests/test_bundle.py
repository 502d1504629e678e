"""The page's bundle format (connect4.bundle): packed in CPython, unpacked on the page."""

import pytest

from connect4.bundle import MAGIC, install, install_blob, pack, unpack


def test_files_come_back_in_order_with_their_bytes():
    files = [("connect4/board.mpy", bytes(range(256)) * 3), ("players.json", b'{"a": 1}'),
             ("empty.py", b"")]
    assert [(n, bytes(d)) for n, d in unpack(pack(files))] == files


@pytest.mark.parametrize("name", ["", "/etc/passwd", "a/../../b", "../x"])
def test_a_path_outside_the_folder_is_refused(name):
    with pytest.raises(ValueError, match="bad path"):
        pack([(name, b"x")])


def test_a_cut_or_foreign_file_is_refused_with_a_reason():
    blob = pack([("a.py", b"x = 1\n" * 10)])
    with pytest.raises(ValueError, match="cut short at a.py"):
        unpack(blob[:-3])
    with pytest.raises(ValueError, match="not a bundle"):
        unpack(b"PK\x03\x04" + blob[len(MAGIC):])


def test_install_writes_the_tree_under_a_folder(tmp_path):
    (tmp_path / "page.bundle").write_bytes(pack([("connect4/page/game.mpy", b"\x4d\x06"),
                                                 ("main.mpy", b"M"), ("players.json", b"{}")]))
    (tmp_path / "site").mkdir()
    assert install(str(tmp_path / "page.bundle"), str(tmp_path / "site")) == 3
    assert (tmp_path / "site" / "connect4" / "page" / "game.mpy").read_bytes() == b"\x4d\x06"
    assert (tmp_path / "site" / "players.json").read_text() == "{}"
    # installing again (a reload of the same page) overwrites, never fails
    assert install(str(tmp_path / "page.bundle"), str(tmp_path / "site")) == 3


def test_a_fetched_bundle_installs_from_its_bytes(tmp_path):
    blob = pack([("review_ui.mpy", b"M\x06"), ("connect4/review/chart.mpy", b"M")])
    assert install_blob(bytearray(blob), str(tmp_path)) == 2
    assert (tmp_path / "connect4" / "review" / "chart.mpy").read_bytes() == b"M"


def test_the_memory_file_system_answers_what_an_import_asks():
    """BundleFS: MicroPython's import stats a folder, then name.py, then name.mpy;
    a miss is an OSError (ENOENT), a hit opens as bytes."""
    from connect4.bundle import BundleFS

    fs = BundleFS()
    fs.add("connect4/page/game.mpy", memoryview(b"M\x06code"))
    fs.add("main.mpy", b"M")
    assert fs.stat("/connect4")[0] == 0x4000 and fs.stat("/connect4/page")[0] == 0x4000
    assert fs.stat("/connect4/page/game.mpy")[0] == 0x8000
    assert fs.stat("/connect4/page/game.mpy")[6] == 6
    for missing in ("/connect4/page/game.py", "/nowhere", "/connect4/page/game"):
        with pytest.raises(OSError) as e:
            fs.stat(missing)
        assert e.value.args[0] == 2
    assert fs.open("/connect4/page/game.mpy", "rb").read() == b"M\x06code"
    with pytest.raises(OSError):
        fs.open("/main.mpy", "wb")  # read-only
    assert sorted(fs.ilistdir("/")) == [("connect4", 0x4000, 0), ("main.mpy", 0x8000, 0)]
    assert list(fs.ilistdir("/connect4/page")) == [("game.mpy", 0x8000, 0)]


def test_where_os_can_mount_modules_stay_in_memory_and_data_goes_to_files(tmp_path, monkeypatch):
    """Under MicroPython (os.mount) the modules are mounted, players.json is a file."""
    import connect4.bundle as bundle

    mounted = []
    monkeypatch.setattr(bundle.os, "mount", lambda fs, at: mounted.append((fs, at)), raising=False)
    monkeypatch.setattr(bundle, "_mounted", None)
    monkeypatch.setattr("sys.path", list(__import__("sys").path))
    blob = pack([("connect4/board.mpy", b"M1"), ("players.json", b"{}"), ("main.mpy", b"M2")])
    assert install_blob(blob, str(tmp_path)) == 3
    assert install_blob(pack([("review_ui.mpy", b"M3")]), str(tmp_path)) == 1  # a mode, later
    (fs, at), = mounted  # mounted once
    assert at == bundle.MOUNT and __import__("sys").path[0] == bundle.MOUNT
    assert sorted(fs.files) == ["connect4/board.mpy", "main.mpy", "review_ui.mpy"]
    assert (tmp_path / "players.json").read_text() == "{}"
    assert not (tmp_path / "connect4").exists()


def test_over_a_base_folder_its_files_show_through_and_a_mode_joins_its_packages(tmp_path):
    """The page's overlay (static/mpy-page.js): the image's files (here a folder
    on disk) where the memory has none, one folder listing for both."""
    from connect4.bundle import BundleFS

    (tmp_path / "connect4" / "page").mkdir(parents=True)
    (tmp_path / "connect4" / "board.mpy").write_bytes(b"M\x06board")
    (tmp_path / "connect4" / "page" / "game.mpy").write_bytes(b"M\x06game")
    fs = BundleFS(str(tmp_path))
    fs.add("connect4/puzzles/mode.mpy", b"M\x06mode")  # a mode's bundle, later
    assert fs.stat("/connect4")[0] == 0x4000 and fs.stat("/connect4/puzzles")[0] == 0x4000
    assert fs.stat("/connect4/page")[0] & 0x4000
    assert fs.stat("/connect4/board.mpy")[6] == 7
    assert fs.open("/connect4/page/game.mpy", "rb").read() == b"M\x06game"
    assert fs.open("/connect4/puzzles/mode.mpy", "rb").read() == b"M\x06mode"
    with pytest.raises(OSError) as e:
        fs.stat("/connect4/nowhere.py")
    assert e.value.args[0] == 2
    with pytest.raises(OSError):
        fs.open("/connect4/board.mpy", "wb")  # read-only, the base too
    assert sorted(n for n, _, _ in fs.ilistdir("/connect4")) == ["board.mpy", "page", "puzzles"]
    assert list(fs.ilistdir("/connect4/puzzles")) == [("mode.mpy", 0x8000, 0)]


def test_the_overlay_is_mounted_once_and_is_the_only_module_folder(tmp_path, monkeypatch):
    import connect4.bundle as bundle

    mounted = []
    monkeypatch.setattr(bundle.os, "mount", lambda fs, at: mounted.append((fs, at)), raising=False)
    monkeypatch.setattr(bundle, "_mounted", None)
    monkeypatch.setattr("sys.path", ["", "/rom", "/lib"])
    fs = bundle.overlay(str(tmp_path))
    assert mounted == [(fs, bundle.MOUNT)] and fs.base == str(tmp_path)
    assert __import__("sys").path == [bundle.MOUNT, ".frozen"]
    assert install_blob(pack([("review_ui.mpy", b"M3")]), str(tmp_path)) == 1  # a mode
    assert len(mounted) == 1 and fs.files == {"review_ui.mpy": b"M3"}
