"""``arena`` and ``ladder`` with ``--size``/``--variant``: seeded matches between a board's levels."""

import json

import pytest

from connect4.__main__ import build_parser, main
from connect4.commands import ladder
from connect4.commands.boardoptions import board_choice
from connect4.commands.variantmatch import variant_match
from connect4.rng import Rng
from connect4.variants.game import VariantGame
from connect4.variants.geometry import Geometry
from connect4.variants.match import opening


def choice(*argv):
    return board_choice(build_parser().parse_args(["arena", "a", "b", *argv]))


def command(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_an_arena_match_on_5x4_prints_w_l_d_by_colour(capsys):
    status, out, _ = command(capsys, "arena", "level2", "level1", "--size", "5x4", "--games", "20",
                             "--seed", "1", "--alternate", "-j", "1")
    lines = out.splitlines()
    assert status == 0
    assert lines[0] == "5x4: Level 2 · Novice against Level 1 · Beginner"
    assert lines[1].startswith("20 games, alternating colours, seed 1")
    w, l, d = (int(x) for x in lines[3].split()[1:4])
    assert lines[3].startswith("level2") and w + l + d == 20
    assert lines[4].split()[1:4] == [str(l), str(w), str(d)]
    assert lines[5].startswith("decisive games: %d;" % (w + l))


def test_the_same_seed_gives_the_same_games_whatever_the_jobs():
    five = choice("--variant", "five")
    one = variant_match("level3", "level1", five, 4, seed=7, jobs=1, alternate=True)
    two = variant_match("level3", "level1", five, 4, seed=7, jobs=2, alternate=True)
    assert [(g["moves"], g["result"]) for g in one.records] == [(g["moves"], g["result"])
                                                                for g in two.records]
    assert [g["a_is_red"] for g in one.records] == [True, False, True, False]
    other = variant_match("level3", "level1", five, 4, seed=8, jobs=1, alternate=True)
    assert [g["moves"] for g in other.records] != [g["moves"] for g in one.records]


def test_every_game_replays_to_its_result_and_pops_are_written_p(capsys):
    status, out, _ = command(capsys, "arena", "level4", "level3", "--variant", "popout", "--size", "5x4",
                             "--games", "6", "--seed", "3", "--alternate", "-j", "1", "--json")
    data = json.loads(out)
    assert status == 0 and (data["size"], data["popout"]) == ("5x4", True)
    assert sum(p["wins"] for p in data["players"]) + data["players"][0]["draws"] == 6
    for played in data["games_played"]:
        game = VariantGame.from_text(Geometry(5, 4), played["moves"], popout=True)
        assert game.is_over() and game.result() == played["result"]
    assert any("p" in played["moves"] for played in data["games_played"])


def test_a_pair_of_games_shares_its_opening_and_the_seed_chooses_it():
    g = Geometry(8, 7)
    first = opening(g, False, 3, Rng("5:opening:0"))
    assert len(first) == 3 and all(0 <= m < 8 for m in first)
    record = variant_match("level2", "level1", choice("--size", "8x7"), 4, seed=5, alternate=True,
                           opening_plies=3).records
    assert record[0]["moves"][:3] == record[1]["moves"][:3] == first
    assert record[2]["moves"][:3] == record[3]["moves"][:3] == opening(g, False, 3, Rng("5:opening:1"))
    assert record[2]["moves"][:3] != first


def test_the_ladder_plays_each_level_against_the_one_below(capsys):
    status, out, err = command(capsys, "ladder", "--size", "5x4", "--spec", "level1", "--spec", "level2",
                               "--spec", "level4", "-n", "6", "-j", "1", "--opening-plies", "0")
    lines = out.splitlines()
    assert status == 0
    assert lines[0].startswith("Levels on 5x4, each against the one below: 6 games a match")
    rows = [line for line in lines if line.startswith("| Level")]
    assert [r.split(" | ")[:2] for r in rows] == [["| Level 2 · Novice", "Level 1 · Beginner"],
                                                 ["| Level 4 · Club", "Level 2 · Novice"]]
    assert err.splitlines()[0].startswith("level2 vs level1: ")


def test_the_ladders_check_fails_when_a_level_does_not_win_clearly(capsys):
    # two games cannot reach p <= 0.05 (1/4 at best)
    status, out, _ = command(capsys, "ladder", "--size", "5x4", "--spec", "1", "--spec", "2", "-n", "2",
                             "-j", "1", "--check", "--json", "-q")
    data = json.loads(out)
    assert status == 1 and len(data["pairs"]) == 1 and data["pairs"][0]["games"] == 2
    assert data["pairs"][0]["players"][0]["spec"] == "level2"


@pytest.mark.parametrize("argv,message", [
    (["ladder", "--variant", "popout", "--perfect-games", "2"], "--perfect-games needs the 7x6 board"),
    (["ladder", "--size", "8x7", "--out", "x.png"], "--out needs the 7x6 board"),
    (["ladder", "--size", "8x7", "--ratings"], "--ratings needs the 7x6 board"),
    (["ladder", "--size", "8x7", "--spec", "level2"], "a ladder needs at least two levels"),
    (["arena", "level1", "random", "--size", "8x7"], "'random' is not a level"),
    (["arena", "level1", "level2", "--size", "8x7", "--games", "0"], "--games must be at least 1"),
    (["arena", "level1", "level2", "--size", "3x99"], "size 3x99: columns must be 4 to 10"),
])
def test_bad_options_are_refused_with_status_2(capsys, argv, message):
    status, out, err = command(capsys, *argv)
    assert status == 2 and out == "" and message in err


def test_the_7x6_ladder_still_plots_to_ladder_png_by_default(monkeypatch):
    pytest.importorskip("matplotlib")

    class Stop(Exception):
        pass

    def stop(*args, **kwargs):
        raise Stop()

    monkeypatch.setattr(ladder, "run_ladder", stop)
    args = build_parser().parse_args(["ladder", "--spec", "random", "--spec", "level1",
                                      "--perfect-games", "0"])
    assert args.out is None
    with pytest.raises(Stop):
        ladder.run(args)
    assert args.out == "ladder.png"
