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
