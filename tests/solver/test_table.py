"""The fixed-size transposition table: encoding, replacement, clearing, bound."""

import pytest

from connect4.solver.table import TranspositionTable, decode, lower_value, next_prime, upper_value


class TestEncoding:
    def test_every_score_round_trips_as_both_bounds(self):
        for score in range(-18, 19):
            assert decode(upper_value(score)) == ("upper", score)
            assert decode(lower_value(score)) == ("lower", score)

    def test_values_fit_seven_bits_and_never_zero(self):
        values = [upper_value(s) for s in range(-18, 19)] + [lower_value(s) for s in range(-18, 19)]
        assert min(values) == 1 and max(values) == 74
        assert len(set(values)) == len(values)


class TestTable:
    def test_size_is_prime_at_or_above_the_power_of_two(self):
        t = TranspositionTable(size_log2=12)
        assert t.size == next_prime(4096) == 4099
        assert t.nbytes == 8 * 4099

    def test_default_memory_bound_is_16_mib(self):
        t = TranspositionTable()
        assert 16 << 20 <= t.nbytes < (16 << 20) + 1024

    def test_get_after_put(self):
        t = TranspositionTable(size_log2=10)
        t.put(987654321, lower_value(-5))
        assert decode(t.get(987654321)) == ("lower", -5)
        assert t.get(987654322) == 0

    def test_colliding_key_replaces_and_never_aliases(self):
        t = TranspositionTable(size_log2=10)
        a = 5
        b = a + t.size  # same slot
        t.put(a, upper_value(3))
        t.put(b, upper_value(7))
        assert t.get(a) == 0  # replaced, and not mistaken for b's entry
        assert decode(t.get(b)) == ("upper", 7)

    def test_full_49_bit_keys(self):
        t = TranspositionTable(size_log2=10)
        k = (1 << 49) - 3
        t.put(k, upper_value(18))
        assert decode(t.get(k)) == ("upper", 18)
        assert t.get(k - (1 << 48)) == 0

    def test_clear_forgets_through_many_generations(self):
        t = TranspositionTable(size_log2=10)
        for i in range(300):  # wraps the 127 generations twice
            t.put(1000 + i, upper_value(1))
            assert t.get(1000 + i) != 0
            t.clear()
            assert t.get(1000 + i) == 0
        assert 1 <= t.generation <= 127

    def test_rejects_silly_sizes(self):
        with pytest.raises(ValueError):
            TranspositionTable(size_log2=40)


def test_the_wipe_after_127_generations_zeroes_the_same_array():
    t = TranspositionTable(size_log2=17)  # more slots than one wipe slice
    entries = t.entries
    t.put(12345, 9)
    entries[t.size - 1] = 77  # the last, partial slice too
    for _ in range(127):
        t.clear()
    assert t.entries is entries and t.generation == 1
    assert not any(entries) and len(entries) == t.size
