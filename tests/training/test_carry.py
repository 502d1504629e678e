"""Carrying progress: an export read back whole, only the page's keys taken, and each kind of
bad file (damaged, foreign, newer) refused with its reason, what was given left unchanged."""

import copy
import json

import pytest

from connect4.errors import Connect4Error
from connect4.training.carry import DAMAGED, FOREIGN, NEWER, ImportRefused, build, file_name, read

STORAGE = {"connect4.puzzles": '{"solved": [3, 9]}', "connect4.v1": "{}",
           "connect4.storm.v1": '{"best": 12}', "someone.else": "x"}
#: A mistake as the bank stores it (its key: connect4.training.bank's, of the position).
BANK = [{"key": 276856832, "games": 2, "added": 20400, "themes": "t", "solves": [], "kept": False,
         "done": False, "tries": 1, "misses": 1, "ply": 5, "position": "4453",
         "side": "red", "goal": "win", "accept": [4]}]
GAMES = [{"id": "g1", "day": 20400, "moves": "4453", "red": "human", "yellow": "level3",
          "human": ["red"], "result": "yellow", "reviewed": 0, "records": []}]
RECORDS = {"bank": BANK, "games": GAMES}


def exported():
    return json.loads(build(STORAGE, RECORDS, "2026-11-27"))


def test_an_export_has_the_files_shape():
    data = exported()
    assert data == {"app": "connect4", "kind": "progress", "version": 1, "exported": "2026-11-27",
                    "storage": {k: v for k, v in STORAGE.items() if k.startswith("connect4.")},
                    "records": RECORDS}
    assert file_name("2026-11-27") == "connect4-progress-2026-11-27.json"


def test_an_export_reads_back_whole():
    storage, records = read(build(STORAGE, RECORDS, "2026-11-27"))
    assert storage == {k: v for k, v in STORAGE.items() if k != "someone.else"}
    assert records == RECORDS


def test_an_empty_progress_round_trips():
    assert read(build({}, {}, "2026-01-01")) == ({}, {"bank": [], "games": []})


def test_only_the_pages_keys_are_taken_from_a_file():
    data = exported()
    data["storage"]["other.app"] = "kept out"
    storage, _ = read(json.dumps(data))
    assert "other.app" not in storage and storage["connect4.puzzles"] == STORAGE["connect4.puzzles"]


def damaged(change):
    data = exported()
    change(data)
    return json.dumps(data)


def _set(path, value):
    def change(data):
        target = data
        for k in path[:-1]:
            target = target[k]
        target[path[-1]] = value
    return change


def _drop(key):
    return lambda data: data.pop(key)


@pytest.mark.parametrize("text, why", [
    ("{not json", "it is not JSON text: 'n' at character 2 where a member's name or '}' should be"),
    ("", "it is not JSON text: the end of the text at character 1 where a value should be"),
    (damaged(_set(["version"], "1")), "its version is not a number from 1"),
    (damaged(_set(["version"], True)), "its version is not a number from 1"),
    (damaged(_set(["version"], 0)), "its version is not a number from 1"),
    (damaged(_drop("version")), "its version is not a number from 1"),
    (damaged(_drop("exported")), "it has no export date"),
    (damaged(_set(["storage"], [])), "its saved settings are missing"),
    (damaged(_drop("storage")), "its saved settings are missing"),
    (damaged(_set(["storage", "connect4.v1"], 3)), "the saved part 'connect4.v1' is not text"),
    (damaged(_set(["storage", "other"], None)), "the saved part 'other' is not text"),
    (damaged(_drop("records")), "its records are not a list of stores"),
    (damaged(_set(["records", "bank"], {})), "the bank records are missing"),
    (damaged(_set(["records"], {"bank": []})), "the games records are missing"),
    (damaged(_set(["records", "games"], ["g1"])), "a games record is not a record"),
    (damaged(_set(["records", "bank"], [{"games": 1}])), "a bank record has no key"),
    (damaged(_set(["records", "bank"], [dict(BANK[0], accept=[9])])),
     "a mistake in it is not one the page can play"),
    (damaged(_set(["records", "games"], [{"id": 7}])), "a games record has no id")])
def test_a_damaged_file_is_refused_with_its_reason(text, why):
    with pytest.raises(ImportRefused) as caught:
        read(text)
    assert caught.value.kind == DAMAGED and caught.value.detail == why
    assert str(caught.value) == "This progress file is damaged (%s), so nothing was imported." % why


@pytest.mark.parametrize("text", [
    "[]", "3", '"progress"', "null", json.dumps({"app": "chess", "kind": "progress", "version": 1}),
    damaged(_set(["kind"], "settings")), damaged(_drop("app"))])
def test_a_foreign_file_is_refused(text):
    with pytest.raises(ImportRefused) as caught:
        read(text)
    assert caught.value.kind == FOREIGN
    assert str(caught.value) == "This is not a Connect 4 progress file, so nothing was imported."


def test_a_newer_file_is_refused_whatever_its_shape():
    for text in (damaged(_set(["version"], 2)),
                 json.dumps({"app": "connect4", "kind": "progress", "version": 7, "all": "new"})):
        with pytest.raises(ImportRefused) as caught:
            read(text)
        assert caught.value.kind == NEWER
        assert "made by a newer version of this page" in str(caught.value)
        assert isinstance(caught.value, Connect4Error)


def test_build_and_read_leave_what_they_are_given_as_it_was():
    storage, records = copy.deepcopy(STORAGE), copy.deepcopy(RECORDS)
    text = build(storage, records, "2026-11-27")
    got, back = read(text)
    got["connect4.v1"] = "changed"
    back["bank"].append({"key": 1})
    assert storage == STORAGE and records == RECORDS
    assert read(text) == ({k: v for k, v in STORAGE.items() if k != "someone.else"}, RECORDS)
