"""connect4.rng: SplitMix64's published stream, bounds, determinism, and the
same numbers under MicroPython and Pyodide as under CPython."""

import collections

import pytest
from js_runtimes import run_in

from connect4.rng import Rng

# SplitMix64's reference outputs (Vigna's splitmix64.c) for states 0 and 1234567
REFERENCE = {
    0: [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F],
    1234567: [0x599ED017FB08FC85, 0x2C73F08458540FA5, 0x883EBCE5A3F27C77],
}

# a script that prints a fingerprint of every method's stream; run by every interpreter
STREAM_SCRIPT = """
from connect4.rng import Rng
out = []
for seed in (0, 1, 7, -7, 2**70 + 5, "arena:opening:3", "\\u00e9t\\u00e9"):
    r = Rng(seed)
    out.append(r.next64())
    out.append(r.getrandbits(13))
    out.append(repr(r.random()))
    out.append(repr(r.uniform(-1.0, 1.0)))
    out.extend(r.randrange(7) for _ in range(20))
    out.append(r.randrange(3, 100, 7))
    out.append(r.randint(-5, 5))
    out.append(r.choice("abcdefg"))
    items = list(range(10))
    r.shuffle(items)
    out.extend(items)
    out.extend(r.sample(range(50), 5))
    out.append(r.randrange(2**64))
print("STREAM", " ".join(str(x) for x in out))
"""


def test_reference_stream():
    for seed, expected in REFERENCE.items():
        r = Rng(seed)
        assert [r.next64() for _ in expected] == expected


def test_same_seed_same_stream_and_seed_restarts():
    a, b = Rng(42), Rng(42)
    assert [a.random() for _ in range(50)] == [b.random() for _ in range(50)]
    a.seed(42)
    assert a.random() == Rng(42).random()
    assert Rng("x").next64() == Rng("x").next64() != Rng("y").next64()
    assert Rng(None).next64() == Rng(0).next64()
    state = a.getstate()
    first = [a.randrange(100) for _ in range(10)]
    a.setstate(state)
    assert [a.randrange(100) for _ in range(10)] == first


def test_bad_seed_and_bad_arguments():
    with pytest.raises(TypeError):
        Rng(1.5)
    r = Rng(1)
    for bad in (lambda: r.randrange(0), lambda: r.randrange(5, 5), lambda: r.randrange(1, 9, 0),
                lambda: r.getrandbits(65), lambda: r.randrange(2**64 + 1), lambda: r.sample([1, 2], 3)):
        with pytest.raises(ValueError):
            bad()
    with pytest.raises(IndexError):
        r.choice([])


def test_bounds():
    r = Rng(3)
    for _ in range(2000):
        assert 0.0 <= r.random() < 1.0
        assert 2.5 <= r.uniform(2.5, 4.0) <= 4.0
        assert r.randrange(3, 100, 7) in range(3, 100, 7)
        assert r.randrange(10, 0, -3) in range(10, 0, -3)
        assert -2 <= r.randint(-2, 2) <= 2
        assert 0 <= r.getrandbits(5) < 32


def test_roughly_uniform():
    # 70000 draws over 7 columns: each count within 5 % of 10000 (a > 10 sigma margin)
    r = Rng(11)
    counts = collections.Counter(r.randrange(7) for _ in range(70000))
    assert sorted(counts) == list(range(7))
    assert all(9500 < n < 10500 for n in counts.values()), counts
    mean = sum(r.random() for _ in range(20000)) / 20000
    assert abs(mean - 0.5) < 0.01


def test_shuffle_and_sample_are_permutations():
    r = Rng(5)
    items = list(range(20))
    r.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))
    picked = r.sample(range(20), 8)
    assert len(set(picked)) == 8 and all(0 <= x < 20 for x in picked)


def _stream_under(interp, tmp_path):
    script = tmp_path / "stream.py"
    script.write_text(STREAM_SCRIPT)
    proc = run_in(interp, script, ["errors", "rng"])
    assert proc.returncode == 0, proc.stderr + proc.stdout
    return [line for line in proc.stdout.splitlines() if line.startswith("STREAM")]


def test_same_stream_under_micropython(tmp_path, capsys):
    exec(compile(STREAM_SCRIPT, "stream", "exec"), {})
    expected = [line for line in capsys.readouterr().out.splitlines() if line.startswith("STREAM")]
    assert _stream_under("micropython", tmp_path) == expected


@pytest.mark.slow
def test_same_stream_under_pyodide(tmp_path, capsys):
    exec(compile(STREAM_SCRIPT, "stream", "exec"), {})
    expected = [line for line in capsys.readouterr().out.splitlines() if line.startswith("STREAM")]
    assert _stream_under("pyodide", tmp_path) == expected
