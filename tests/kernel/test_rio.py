"""Queue/RED/RIO (kernel/queues/rio.pxi): In and Out packets through the Python API.
Byte identity with ns-2.35 is pinned by the compat suite's ns2-test/rio.tcl."""
from aqm_helpers import dumbbell, events, trace_lines


def test_priority_method_1_sets_the_priority_flag_from_the_flow_id(tmp_path):
    sim, _ = dumbbell("RED/RIO", tmp_path / "rio.tr", flows=2, priority_method_=1)
    lines = trace_lines(sim, tmp_path / "rio.tr", 1.0)
    priority = {(line.split()[7], line.split()[6][1]) for line in events(lines, "r", 0, 1)}
    assert priority == {("0", "-"), ("1", "P")}


def test_in_packets_are_dropped_less_than_out_packets(tmp_path):
    """Two equal UDP flows at twice the link rate: RIO's Out thresholds are lower."""
    sim, _ = dumbbell("RED/RIO", tmp_path / "rio.tr", flows=2, udp_rate="1Mb", limit=100,
                      priority_method_=1)
    drops = [line.split()[7] for line in events(trace_lines(sim, tmp_path / "rio.tr", 4.0),
                                                "d", 0, 1)]
    assert drops.count("1") < drops.count("0") / 3


def test_without_priorities_every_packet_is_out(tmp_path):
    sim, link = dumbbell("RED/RIO", tmp_path / "rio.tr", flows=2, udp_rate="1Mb", limit=100)
    lines = trace_lines(sim, tmp_path / "rio.tr", 2.0)
    assert all(line.split()[6] == "-------" for line in events(lines, "r", 0, 1))
    assert link["in_ave_"] == 0.0
