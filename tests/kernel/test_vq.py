"""Queue/Vq (kernel/queues/vq.pxi): the adaptive virtual queue through the Python API.
Byte identity with ns-2.35 is pinned by tests/reference/otcl/scripts/aqm_queues.tcl (run by
test_otcl_objects.py) and by the compat suite's ns2-test/vq.tcl."""
from aqm_helpers import dumbbell, events, max_queue, trace_lines


def test_a_virtual_buffer_that_never_fills_drops_like_droptail_one_packet_longer(tmp_path):
    """buflim_ huge: only the real queue drops, when an arrival makes it exceed limit_
    (DropTail drops at limit_ + 1, counting the arrival)."""
    vq, _ = dumbbell("Vq", tmp_path / "vq.tr", limit=12, buflim_=1e9, queue_in_bytes_=0)
    droptail, _ = dumbbell("DropTail", tmp_path / "dt.tr", limit=13)
    lines = trace_lines(vq, tmp_path / "vq.tr", 3.0)
    assert events(lines, "d")
    assert lines == trace_lines(droptail, tmp_path / "dt.tr", 3.0)


def test_the_virtual_queue_drops_before_the_real_one_fills(tmp_path):
    """A slow virtual link (ecnlim_ 0.5) with a small buffer drops early: the real
    queue stays far below its limit."""
    sim, link = dumbbell("Vq", tmp_path / "vq.tr", limit=100, buflim_=0.1, ecnlim_=0.5,
                         queue_in_bytes_=0)
    lines = trace_lines(sim, tmp_path / "vq.tr", 3.0)
    assert events(lines, "d", 0, 1)
    assert max_queue(lines, 0, 1) < 50


def test_curq_follows_the_real_queue(tmp_path):
    sim, link = dumbbell("Vq", tmp_path / "vq.tr", limit=30, queue_in_bytes_=0)
    sim.run(until=1.234)
    assert link["curq_"] == link["length"]
