"""Bad values are refused once, where they enter, by name: the Python API and Tcl scripts
get a ParameterError or ScenarioError (a script error in Tcl) naming the parameter, never a
raw OverflowError, ValueError or AttributeError, and never silent nonsense.  The places
where nslab refuses what ns-2 takes are listed in docs/strictness.md."""
import subprocess
import sys

import pytest

from nslab import ParameterError, ScenarioError, Simulator
from nslab import units
from nslab import params as P

NOT_NUMBERS = [float("inf"), float("-inf"), float("nan"), 10 ** 400, 1j, True, None, [1], {}]


def _two_nodes():
    sim = Simulator()
    return sim, sim.node(), sim.node()


def _queue_limit(v):
    sim, a, b = _two_nodes()
    sim.duplex_link(a, b, "1Mb", "10ms")
    sim.queue_limit(a, b, v)


def _bandwidth(v):
    sim, a, b = _two_nodes()
    sim.duplex_link(a, b, v, "10ms")


def _delay(v):
    sim, a, b = _two_nodes()
    sim.duplex_link(a, b, "1Mb", v)


SETTERS = {
    "limit_": _queue_limit,
    "bandwidth_": _bandwidth,
    "delay_": _delay,
    "packetSize_": lambda v: Simulator().agent("Agent/TCP", packet_size=v),
    "window_": lambda v: Simulator().agent("Agent/TCP", window=v),
    "cwnd_": lambda v: Simulator().agent("Agent/TCP").__setitem__("cwnd_", v),
    "at: time": lambda v: Simulator().at(v, lambda: None),
    "after: delay": lambda v: Simulator().after(v, lambda: None),
    "run: until": lambda v: Simulator().run(until=v),
    "avg_": lambda v: Simulator().random_variable("RandomVariable/Exponential", avg=v),
}


@pytest.mark.parametrize("value", NOT_NUMBERS, ids=repr)
@pytest.mark.parametrize("param", sorted(SETTERS))
def test_python_api_refuses_what_is_not_a_finite_number(param, value):
    if param == "run: until" and value is None:
        return                                   # until=None: run to the last event
    with pytest.raises(ParameterError) as info:
        SETTERS[param](value)
    assert param.split(":")[0] in str(info.value), str(info.value)


@pytest.mark.parametrize("param, value", [
    ("limit_", -1), ("window_", -5), ("packetSize_", 0), ("cwnd_", -5),
    ("bandwidth_", "10Qb"), ("delay_", "-1ms"), ("avg_", -1), ("at: time", "1e400"),
])
def test_out_of_range_values_name_the_parameter_and_the_range(param, value):
    with pytest.raises((ParameterError, ScenarioError)) as info:
        SETTERS[param](value)
    assert param.split(":")[0] in str(info.value), str(info.value)


def test_the_number_gate():
    assert units.number(3) == 3 and units.number(2.5) == 2.5
    np = pytest.importorskip("numpy")
    assert units.number(np.int64(7)) == 7 and units.number(np.float32(0.5)) == 0.5
    for bad, words in [(np.bool_(True), "boolean"), (True, "boolean"), (1j, "complex"),
                       (float("nan"), "NaN"), (float("inf"), "finite"), (10 ** 400, "too large"),
                       (None, "expected a number"), ([1], "expected a number")]:
        with pytest.raises(ParameterError, match=words):
            units.number(bad, "x")


def test_pareto_shape_and_exponential_mean_are_checked():
    sim = Simulator()
    with pytest.raises(ParameterError, match=r"RandomVariable/Pareto shape_: .*out of range \(1, inf\)"):
        sim.random_variable("RandomVariable/Pareto", shape=0)
    with pytest.raises(ParameterError, match=r"RandomVariable/Exponential avg_"):
        sim.random_variable("RandomVariable/Exponential", avg=-1)
    rv = sim.random_variable("RandomVariable/Pareto", shape=1.5, avg=2.0)
    assert all(rv.value() > 0 for _ in range(100))


@pytest.mark.parametrize("bad", [None, 123, [1], "tcp", 1.5])
def test_object_arguments_are_checked(bad):
    sim, a, b = _two_nodes()
    sim.duplex_link(a, b, "1Mb", "10ms")
    tcp = sim.agent("Agent/TCP")
    sim.attach_agent(a, tcp)
    for call in (lambda: sim.ftp(bad), lambda: sim.attach_agent(a, bad),
                 lambda: sim.attach_agent(bad, tcp), lambda: sim.connect(tcp, bad),
                 lambda: sim.duplex_link(bad, b, "1Mb", "1ms")):
        with pytest.raises((ScenarioError, ParameterError)) as info:
            call()
        assert repr(bad) in str(info.value)


def test_a_link_from_a_node_to_itself_is_refused():
    sim, a, _ = _two_nodes()
    with pytest.raises(ScenarioError, match="same node"):
        sim.duplex_link(a, a, "1Mb", "10ms")


@pytest.mark.parametrize("target", [None, 123, 1j, True, [1], ""])
def test_trace_targets_must_be_paths(target):
    sim = Simulator()
    with pytest.raises(ParameterError, match="trace"):
        sim.trace_all(target)
    with pytest.raises(ParameterError, match="open_trace"):
        sim.open_trace(target)


def test_class_defaults_need_a_known_class_and_variable():
    sim = Simulator()
    with pytest.raises(ParameterError, match="'Bogus'"):
        sim.set_class_default("Bogus", "x_", 1)
    with pytest.raises(ParameterError, match="no variable 'bogus_'"):
        sim.set_class_default("Phy/WirelessPhy", "bogus_", 1)
    sim.set_class_default("Phy/WirelessPhy", "Pt_", 0.2)


# ---- Tcl ----------------------------------------------------------------------------------

def _run_tcl(tmp_path, text):
    script = tmp_path / "s.tcl"
    script.write_text(text)
    return subprocess.run([sys.executable, "-m", "nslab", "run", str(script)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("time", ["-5", "inf", "-inf", "nan", "1e400"])
def test_tcl_at_with_a_time_the_clock_cannot_reach_is_an_error(tmp_path, time):
    """ns-2 runs `at -5` at t=5 and silently never runs the others (docs/strictness.md)."""
    proc = _run_tcl(tmp_path, 'set ns [new Simulator]\n$ns at %s "puts fired"\n'
                              '$ns at 1 "exit 0"\n$ns run\n' % time)
    assert proc.returncode == 1 and "fired" not in proc.stdout
    assert "at: time" in proc.stderr and time in proc.stderr, proc.stderr
    assert "Traceback" not in proc.stderr


def test_tcl_at_runs_at_the_global_level_as_in_ns2(tmp_path):
    proc = _run_tcl(tmp_path, 'set ns [new Simulator]\nset x 42\n'
                              '$ns at 1.5 {puts "x=$x now=[$ns now]"}\n$ns at 2 "exit 0"\n$ns run\n')
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "x=42 now=1.5\n"


@pytest.mark.parametrize("body, words", [
    ("set r [new RandomVariable/Exponential]\n$r set avg_ -1\nputs [$r value]\n",
     "RandomVariable/Exponential avg_"),
    ("set r [new RandomVariable/Pareto]\n$r set shape_ 0\nputs [$r value]\n",
     "RandomVariable/Pareto shape_"),
    ("RandomVariable/Pareto set shape_ 0.5\nset r [new RandomVariable/Pareto]\nputs [$r value]\n",
     "RandomVariable/Pareto shape_"),
    ("set ns [new Simulator]\n$ns after inf {puts x}\n", "after: delay"),
    ("set ns [new Simulator]\nset n [$ns node]\nset m [$ns node]\n"
     "$ns duplex-link $n $m 1e400Mb 10ms DropTail\n", "bandwidth"),
])
def test_tcl_refuses_values_that_make_no_sense(tmp_path, body, words):
    proc = _run_tcl(tmp_path, body)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert words in proc.stderr, proc.stderr
    assert "Traceback" not in proc.stderr and "internal error" not in proc.stderr


@pytest.mark.parametrize("name", ["window_", "windowInit_"])
def test_windows_read_as_ns2_reads_a_double(name):
    """ns-2 binds window_ and windowInit_ to C doubles: "010" is 10 (not octal 8) and
    "1e1" is 10 (checked with ns: `$tcp set window_ 010; $tcp set window_` prints 10).
    nslab keeps them in whole packets and refuses a fraction, naming the parameter."""
    param = P.TCP[name]
    assert param.convert("010") == 10
    assert param.convert("1e1") == 10
    assert param.convert(12) == 12
    with pytest.raises(ParameterError, match=name + ".*whole number"):
        param.convert("10.5")
