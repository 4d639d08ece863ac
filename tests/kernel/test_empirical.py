"""RandomVariable/Empirical and Application/Traffic/RealAudio (kernel/traffic/empirical.pxi,
realaudio.pxi), with the rules of ns-2.35's tools/ranvar.cc and realaudio/realaudio.cc:
a draw is u uniform in [minCDF_, maxCDF_), the value of the first entry whose CDF reaches
u, or the point on the line to the entry before (interpolation_ 1; 2 rounds it up); a
table that is empty gives 0.  RealAudio sends a packet every burst_time_ and adds an idle
time drawn from ./offtimecdf when a burst ends.  Byte identity with ns-2 is pinned by
tests/reference/otcl/scripts/realaudio_empirical.tcl (recorded with the real ns by
tests/reference/otcl/record.py) and the compat suite's realaudio.tcl.
"""
import pytest

from nslab import Simulator
from nslab.errors import ScenarioError
from test_otcl import assert_clean_error, run_tcl

TABLE = "1 0 0.1\n5 0 0.4\n20 0 0.9\n100 0 1.0\n"


def empirical(tmp_path, text=TABLE, **values):
    (tmp_path / "t.cdf").write_text(text)
    sim = Simulator()
    rv = sim.random_variable("RandomVariable/Empirical", **values)
    return rv, rv.load_cdf(tmp_path / "t.cdf")


@pytest.mark.parametrize("u, interpolation, value", [
    (0.05, 0, 1), (0.1, 0, 1), (0.25, 0, 5), (0.4, 0, 5), (0.41, 0, 20), (0.95, 0, 100),
    (0.25, 1, 3.0), (0.65, 1, 12.5), (0.05, 1, 1), (0.25, 2, 3), (0.65, 2, 13)])
def test_a_fixed_u_gives_the_tables_value(tmp_path, u, interpolation, value):
    """minCDF_ = maxCDF_ = u pins the draw: the rule alone decides the value."""
    rv, n = empirical(tmp_path, minCDF_=u, maxCDF_=u, interpolation_=interpolation)
    assert n == 4
    assert rv.value() == pytest.approx(value)


def test_draws_are_table_values_and_follow_the_probabilities(tmp_path):
    rv, _ = empirical(tmp_path)
    draws = [rv.value() for _ in range(4000)]
    assert set(draws) <= {1, 5, 20, 100}
    assert draws.count(20) / len(draws) == pytest.approx(0.5, abs=0.04)
    assert draws.count(1) / len(draws) == pytest.approx(0.1, abs=0.03)


def test_interpolated_draws_stay_between_the_tables_ends(tmp_path):
    rv, _ = empirical(tmp_path, interpolation_=1)
    draws = [rv.value() for _ in range(500)]
    assert min(draws) >= 1 and max(draws) <= 100
    assert any(d not in (1, 5, 20, 100) for d in draws)
    rv["interpolation_"] = 2
    assert all(float(v).is_integer() for v in (rv.value() for _ in range(200)))


def test_every_line_is_an_entry_and_unreadable_numbers_are_zero(tmp_path):
    rv, n = empirical(tmp_path, text="7 0 0.5\n\n9 0 1\n", minCDF_=0.2, maxCDF_=0.2)
    assert n == 3
    assert rv.value() == 7
    rv["minCDF_"] = rv["maxCDF_"] = 0.7        # the blank line is (0, 0): never reached
    assert rv.value() == 9


def test_no_table_gives_zero_and_a_missing_file_loads_nothing(tmp_path):
    sim = Simulator()
    rv = sim.random_variable("RandomVariable/Empirical")
    assert rv.value() == 0
    assert rv.load_cdf(tmp_path / "missing") == 0
    assert rv["maxEntry_"] == 32
    with pytest.raises(ScenarioError, match="only RandomVariable/Empirical"):
        sim.random_variable("RandomVariable/Uniform").load_cdf(tmp_path / "t.cdf")


def test_loadcdf_of_a_missing_file_is_a_tcl_error(tmp_path):
    proc = run_tcl(tmp_path, "set rv [new RandomVariable/Empirical]\n$rv loadCDF nothing\n")
    assert_clean_error(proc, "loadCDF nothing: invalid file")


def _realaudio_sends(tmp_path, offtimes):
    """The send times of a RealAudio source (rate 40 kb/s, 20 ms bursts, 0.5 s mean
    idle time, 240-byte packets) over 6 s, with ./offtimecdf holding `offtimes`."""
    if offtimes is not None:
        (tmp_path / "offtimecdf").write_text(offtimes)
    body = """
    set ns [new Simulator]
    set tf [open out.tr w]
    $ns trace-all $tf
    set n0 [$ns node]
    set n1 [$ns node]
    $ns duplex-link $n0 $n1 10Mb 1ms DropTail
    set udp [new Agent/UDP]
    $ns attach-agent $n0 $udp
    set null [new Agent/Null]
    $ns attach-agent $n1 $null
    $ns connect $udp $null
    set ra [new Application/Traffic/RealAudio]
    $ra set rate_ 40k
    $ra set burst_time_ 20ms
    $ra set idle_time_ 500ms
    $ra attach-agent $udp
    $ns at 0 "$ra start"
    $ns at 6 "close $tf; exit 0"
    $ns run
    """
    proc = run_tcl(tmp_path, body)
    assert proc.returncode == 0, proc.stderr
    lines = [l.split() for l in (tmp_path / "out.tr").read_text().splitlines() if l[0] == "+"]
    assert all(l[4] == "ra" and l[5] == "240" and l[10] == "-1" for l in lines)
    return [float(l[1]) for l in lines]


def test_realaudio_bursts_and_idle_times(tmp_path):
    """Idle time always 2 s (> idle_time_): bursts of int(40000 * 2.02 / 1920) = 42
    packets 20 ms apart, each burst's first packet 20 ms + 2 s after the last one."""
    times = _realaudio_sends(tmp_path, "2.0 0 1.0\n")
    gaps = [round(b - a, 6) for a, b in zip(times, times[1:])]
    assert times[0] == pytest.approx(2.02)
    assert gaps[:41] == [0.02] * 41 and gaps[41] == pytest.approx(2.02)
    assert gaps[42:83] == [0.02] * 41


def test_realaudio_short_idle_times_keep_the_mean_burst(tmp_path):
    """Idle time 0.1 s (< idle_time_): bursts of int(40000 * 0.52 / 1920 + .5) = 11."""
    times = _realaudio_sends(tmp_path, "0.1 0 1.0\n")
    gaps = [round(b - a, 6) for a, b in zip(times, times[1:])]
    assert gaps[:10] == [0.02] * 10 and gaps[10] == pytest.approx(0.12)


def test_realaudio_without_offtimecdf_has_no_idle_time(tmp_path):
    times = _realaudio_sends(tmp_path, None)
    assert times[0] == pytest.approx(0.02)
    assert {round(b - a, 6) for a, b in zip(times, times[1:])} == {0.02}
