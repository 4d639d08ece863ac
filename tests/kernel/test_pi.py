"""Queue/PI (kernel/queues/pi.pxi): the controller's rules through the Python API.
Byte identity with ns-2.35 is pinned by tests/reference/otcl/scripts/aqm_queues.tcl (run by
test_otcl_objects.py) and by the compat suite's ns2-test/pi.tcl."""
import pytest

from aqm_helpers import dumbbell, events, trace_lines
from nslab.units import ParameterError


def test_zero_gains_drop_like_a_droptail_one_packet_longer(tmp_path):
    """With a_ = b_ = 0 prob_ stays 0: PI only drops an arrival that finds limit_
    packets waiting, which DropTail does at limit_ + 1 (it counts the one arriving)."""
    pi, _ = dumbbell("PI", tmp_path / "pi.tr", limit=12, a_=0, b_=0)
    droptail, _ = dumbbell("DropTail", tmp_path / "dt.tr", limit=13)
    lines = trace_lines(pi, tmp_path / "pi.tr", 3.0)
    assert events(lines, "d")
    assert lines == trace_lines(droptail, tmp_path / "dt.tr", 3.0)


def test_prob_saturates_and_then_every_arrival_is_dropped(tmp_path):
    """Each tick adds a_ * (q - qref_) >= 0.01 * 10: after ten ticks prob_ is 1, and
    from then on every arrival is dropped (the senders' retransmissions too)."""
    sim, link = dumbbell("PI", tmp_path / "pi.tr", a_=0.01, b_=0, qref_=-10, w_=100)
    lines = trace_lines(sim, tmp_path / "pi.tr", 10.0)
    assert link["prob_"] == 1.0

    def late(kind):
        return [line for line in events(lines, kind, 0, 1) if float(line.split()[1]) > 0.5]
    assert late("-") == []
    assert late("+") and len(late("d")) == len(late("+"))


def test_prob_stays_zero_below_the_reference_queue(tmp_path):
    """a_ > b_ with the queue below qref_ only pushes prob_ down, to 0: no drop at all."""
    sim, link = dumbbell("PI", tmp_path / "pi.tr", flows=1, limit=100, qref_=90,
                         a_=0.002, b_=0.001)
    lines = trace_lines(sim, tmp_path / "pi.tr", 2.0)
    assert link["prob_"] == 0.0
    assert events(lines, "d") == []


@pytest.mark.parametrize("value", [0, -5])
def test_w_must_be_positive(value):
    with pytest.raises(ParameterError, match="w_"):
        dumbbell("PI", w_=value)
