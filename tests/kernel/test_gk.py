"""Queue/GK (kernel/queues/gk.pxi): the Gibbens-Kelly virtual queue through the Python
API.  Byte identity with ns-2.35 is pinned by tests/reference/otcl/scripts/aqm_queues.tcl
(run by test_otcl_objects.py)."""
from aqm_helpers import dumbbell, events, trace_lines


def test_without_ecn_gk_drops_exactly_like_droptail(tmp_path):
    """GK only marks (ECN-capable packets, none here) and drops an arrival that brings
    the real queue to limit_, as DropTail does."""
    gk, _ = dumbbell("GK", tmp_path / "gk.tr", limit=12, ecnlim_=0.5)
    droptail, _ = dumbbell("DropTail", tmp_path / "dt.tr", limit=12)
    lines = trace_lines(gk, tmp_path / "gk.tr", 3.0)
    assert events(lines, "d")
    assert lines == trace_lines(droptail, tmp_path / "dt.tr", 3.0)


def test_drop_front_takes_the_head(tmp_path):
    gk, _ = dumbbell("GK", tmp_path / "gk.tr", limit=12, drop_front_=1)
    droptail, _ = dumbbell("DropTail", tmp_path / "dt.tr", limit=12, drop_front_=1)
    lines = trace_lines(gk, tmp_path / "gk.tr", 3.0)
    assert events(lines, "d")
    assert lines == trace_lines(droptail, tmp_path / "dt.tr", 3.0)


def test_curq_is_the_queue_after_the_last_arrival(tmp_path):
    sim, link = dumbbell("GK", limit=30, flows=2, udp_rate="1Mb")
    sim.run(until=1.0)
    assert 0 < link["curq_"] <= 29
