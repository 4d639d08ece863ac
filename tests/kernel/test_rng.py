"""nslab.rng: ns-2's RNG self-test (`$rng test`, its RNGTest class).  The stream itself is
pinned by the reference cases; here the test's check values and its file, byte for byte
against the real ns (tests/reference/otcl/scripts/rng_test.tcl, recorded by record.py)."""
from nslab import Simulator, rng

from test_otcl_objects import REFERENCE, assert_identical_to_ns2


def test_the_check_values_of_ns2s_rng_test_hold():
    """RNGTest's constructor: the stream seeded 1 gives 1179983147 at draw 10,000 and
    817829295 at draw 551,246 (ns-2 exits otherwise); rng_test returns no error."""
    sim = Simulator()
    stream = rng.Stream(sim.kernel, 0)
    stream.set_state([1.0] * 6)
    _, at_10000 = stream.sample_ints(10000, 0, 10000)
    assert at_10000 == 1179983147
    _, last = stream.sample_ints(551246 - 10000, 0, 10 ** 9)
    assert last == 817829295


def test_sample_ints_keeps_the_first_values_and_every_nth():
    sim = Simulator()
    stream = rng.Stream(sim.kernel, 0)
    start = stream.state
    kept, last = stream.sample_ints(25, 3, 10)
    stream.set_state(start)
    drawn = [stream.next_random() for _ in range(25)]
    assert kept == drawn[:3] + [drawn[10], drawn[20]]
    assert last == drawn[-1]


def test_rng_test_restores_the_stream_and_writes_temp_rands(tmp_path):
    sim = Simulator()
    stream = rng.Stream(sim.kernel, 0)
    before = stream.state
    assert rng.rng_test(sim.rng_package, stream, str(tmp_path)) is None
    assert stream.state == before
    lines = (tmp_path / "temp.rands").read_text().splitlines()
    assert [line.split(":")[0] for line in lines] == ["default", "predef source  1"]
    assert [len(line.split(":")[1].split()) for line in lines] == [104, 104]


def test_the_rng_test_script_is_byte_identical_to_ns2(tmp_path):
    assert_identical_to_ns2(tmp_path, REFERENCE, "rng_test")
