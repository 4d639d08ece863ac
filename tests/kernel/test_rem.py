"""Queue/REM (kernel/queues/rem.pxi): the price rules through the Python API.  Byte
identity with ns-2.35 is pinned by tests/reference/otcl/scripts/aqm_queues.tcl (run by
test_otcl_objects.py) and by the compat suite's ns2-test/rem.tcl."""
import pytest

from aqm_helpers import dumbbell, events, max_queue, trace_lines
from nslab.units import ParameterError


def test_light_load_keeps_the_price_at_zero(tmp_path):
    """Arrivals well below the link rate with an empty queue: the price only falls."""
    sim, link = dumbbell("REM", tmp_path / "rem.tr", flows=1, udp_rate="200kb")
    lines = trace_lines(sim, tmp_path / "rem.tr", 2.0)
    assert link["prob_"] == 0.0
    assert events(lines, "d") == []


def test_overload_raises_the_marking_probability(tmp_path):
    """Twice the link rate: the price grows with the arrivals above capacity, and with it
    prob_ (phi_ 1.5: fast) and the drops, all of them early (the queue stays below
    limit_)."""
    sim, link = dumbbell("REM", tmp_path / "rem.tr", flows=2, udp_rate="1Mb", limit=200,
                         phi_=1.5)
    lines = trace_lines(sim, tmp_path / "rem.tr", 3.0)
    assert link["prob_"] > 0.3
    assert len(events(lines, "d", 0, 1)) > len(events(lines, "+", 0, 1)) / 3
    assert max_queue(lines, 0, 1) < 150


def test_markpkts_draws_at_departures_and_marks_only_ecn_capable_packets(tmp_path):
    """With markpkts_ nothing is dropped early: the queue only overflows at limit_."""
    sim, link = dumbbell("REM", tmp_path / "rem.tr", flows=2, udp_rate="1Mb", limit=30,
                         markpkts_=1)
    lines = trace_lines(sim, tmp_path / "rem.tr", 2.0)
    assert link["prob_"] > 0.0
    assert link["pmark_"] == 0      # UDP packets are not ECN-capable
    drops = events(lines, "d", 0, 1)
    assert drops and len(drops) < len(events(lines, "+", 0, 1))


def test_reset_leaves_the_packets_waiting():
    """ns-2's REM reset restarts the price but does not empty the queue."""
    sim, link = dumbbell("REM", flows=2, udp_rate="1Mb", limit=200, markpkts_=1)
    sim.run(until=1.0)
    waiting = link["length"]
    assert waiting > 5
    link.reset_queue()
    assert link["length"] == waiting and link["prob_"] == 0.0


@pytest.mark.parametrize("value", [0, -0.01])
def test_pupdtime_must_be_positive(value):
    with pytest.raises(ParameterError, match="pupdtime_"):
        dumbbell("REM", pupdtime_=value)
