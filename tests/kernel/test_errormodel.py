"""ErrorModel and RandomVariable (docs/ns2-behavior.md §9, §10): where a lossmodel sits on
a link, what it draws, how its drops are traced, and the checks on its parameters.

Byte-for-byte agreement with ns-2 is pinned by the probes errmodel*.tcl and ranvar.tcl
and by the basic1 scenario with loss below."""
import hashlib
import math
import os
import subprocess
import sys

import pytest

from nslab import Simulator, rng
from nslab.simulator import ScenarioError
from nslab.units import ParameterError

SCENARIOS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "reference", "scenarios")


def line_with_cbr(sim, packets=10, size=500):
    """a -> b (1Mb, 10ms) carrying `packets` CBR packets of `size` bytes from t=0,
    traced to trace.tr; returns (a, b, loss monitor)."""
    a, b = sim.node(), sim.node()
    sim.trace_all("trace.tr")
    sim.duplex_link(a, b, "1Mb", "10ms")
    udp, lm = sim.agent("Agent/UDP"), sim.agent("Agent/LossMonitor")
    sim.attach_agent(a, udp)
    sim.attach_agent(b, lm)
    sim.connect(udp, lm)
    cbr = sim.cbr(udp, packet_size=size, rate="100Kb", maxpkts=packets)
    sim.at(0.0, cbr.start)
    return a, b, lm


def trace_lines(sim):
    sim.flush_trace()
    with open("trace.tr") as f:
        return [line.split() for line in f]


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)


def test_lossmodel_drops_before_the_enqueue_trace():
    sim = Simulator()
    a, b, lm = line_with_cbr(sim, packets=5)
    sim.lossmodel(sim.error_model(rate=1.0), a, b)
    sim.run(until=2.0)
    lines = trace_lines(sim)
    assert [l[0] for l in lines] == ["d"] * 5          # 'd' only, never '+'
    assert lm["npkts_"] == 0


def test_link_lossmodel_drops_at_the_arrival_time():
    sim = Simulator()
    a, b, lm = line_with_cbr(sim, packets=1, size=500)
    sim.link_lossmodel(sim.error_model(rate=1.0), a, b)
    sim.run(until=2.0)
    events = [(l[0], float(l[1])) for l in trace_lines(sim)]
    assert events == [("+", 0.0), ("-", 0.0), ("d", 8.0 * 500 / 1e6 + 0.01)]


def test_packet_unit_draws_once_per_packet_from_the_default_stream():
    sim = Simulator()
    a, b, lm = line_with_cbr(sim, packets=20)
    em = sim.error_model(rate=0.3)
    sim.lossmodel(em, a, b)
    state = list(sim.kernel.rng_state())
    sim.run(until=5.0)
    lost = [rng.mrg_next(state) < 0.3 for _ in range(20)]
    assert lm["npkts_"] == lost.count(False)
    assert tuple(state) == sim.kernel.rng_state()


def test_disabled_model_neither_drops_nor_draws():
    sim = Simulator()
    a, b, lm = line_with_cbr(sim)
    sim.lossmodel(sim.error_model(rate=1.0, enable=0), a, b)
    before = sim.kernel.rng_state()
    sim.run(until=5.0)
    assert lm["npkts_"] == 10
    assert sim.kernel.rng_state() == before


def test_byte_unit_loses_a_packet_with_probability_one_minus_keep_per_byte_to_the_size():
    # u is fixed at 0.5 by a Constant variable: 1 - 0.999^1000 = 0.63 > 0.5 drops a
    # 1000-byte packet, 1 - 0.999^40 = 0.04 keeps a 40-byte one
    for size, kept in ((1000, 0), (40, 10)):
        sim = Simulator()
        a, b, lm = line_with_cbr(sim, size=size)
        half = sim.random_variable("RandomVariable/Constant", val=0.5)
        sim.lossmodel(sim.error_model(rate=0.001, unit="byte", ranvar=half), a, b)
        sim.run(until=5.0)
        assert lm["npkts_"] == kept


def test_time_unit_never_drops_and_never_draws():
    sim = Simulator()
    a, b, lm = line_with_cbr(sim)
    sim.lossmodel(sim.error_model(rate=1.0, unit="time"), a, b)
    before = sim.kernel.rng_state()
    sim.run(until=5.0)
    assert lm["npkts_"] == 10 and sim.kernel.rng_state() == before


def test_markecn_marks_instead_of_dropping():
    sim = Simulator()
    a, b, lm = line_with_cbr(sim, packets=3)
    sim.lossmodel(sim.error_model(rate=1.0, markecn=1), a, b)
    sim.run(until=2.0)
    assert lm["npkts_"] == 3
    assert {l[6] for l in trace_lines(sim)} == {"----E--"}


def test_a_ranvar_on_its_own_stream_leaves_the_default_stream_alone():
    sim = Simulator()
    a, b, lm = line_with_cbr(sim)
    stream = sim.rng()
    uni = sim.random_variable("RandomVariable/Uniform", rng=stream)
    sim.lossmodel(sim.error_model(rate=0.5, ranvar=uni), a, b)
    before = sim.kernel.rng_state()
    sim.run(until=5.0)
    assert sim.kernel.rng_state() == before
    assert 0 < lm["npkts_"] < 10


def test_random_variables_use_ns2s_formulas():
    sim = Simulator()
    check = Simulator().default_rng
    draw = check.draw
    values = {
        "Uniform": (dict(min=2.0, max=4.0), lambda: 2.0 + 2.0 * draw()),
        "Exponential": (dict(avg=3.0), lambda: 3.0 * -math.log(draw())),
        "Pareto": (dict(avg=2.0, shape=1.5), lambda: 2.0 * 0.5 / 1.5 / draw() ** (1 / 1.5)),
        "Constant": (dict(val=7.5), lambda: 7.5),
    }
    for name, (params, expect) in values.items():
        rv = sim.random_variable("RandomVariable/" + name, **params)
        for _ in range(3):
            assert rv.value() == pytest.approx(expect(), rel=1e-15)


@pytest.mark.parametrize("rate", [-0.01, 1.5])
def test_error_rate_outside_0_1_is_refused(rate):
    with pytest.raises(ParameterError, match="ErrorModel rate_"):
        Simulator().error_model(rate=rate)
    em = Simulator().error_model()
    with pytest.raises(ParameterError, match="rate_"):
        em["rate_"] = rate


def test_unknown_unit_and_foreign_objects_are_refused():
    sim = Simulator()
    with pytest.raises(ParameterError, match="unit"):
        sim.error_model(unit="packets")
    with pytest.raises(ScenarioError, match="lossmodel"):
        sim.lossmodel("em", sim.node(), sim.node())
    with pytest.raises(ScenarioError, match="delay_pkt_"):
        sim.error_model(delay_pkt=1)


def test_basic1_with_two_percent_loss_writes_ns2s_trace():
    """`ns basic1.tcl 10 7 10 50 1 Reno auto 960 0.02` (recorded with ns-2.35): a
    RandomVariable/Uniform on the default stream drives the R->B lossmodel."""
    args = "10 7 10 50 1 Reno auto 960 0.02".split()
    proc = subprocess.run([sys.executable, "-m", "nslab", "run",
                           os.path.join(SCENARIOS, "basic1.tcl")] + args,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "tcp0.ack_=256" in proc.stdout and "end0.bytes_=259040" in proc.stdout
    with open("basic1.tr", "rb") as f:
        data = f.read()
    assert data.count(b"\n") == 3923
    assert hashlib.sha256(data).hexdigest() == \
        "c765046f8a8fff4bef8ae810e967d5d37e981d8c67ae483869e1b85a680dcaeb"
