"""Training run for the profile-guided build of the kernel (see setup.py).

Runs the kinds of scenario the labs and sweeps run, briefly: two TCP flows through a
DropTail bottleneck with and without a trace, the other TCP flavours and queue
disciplines, a bottleneck shared by hundreds of flows (thousands of packets in flight:
the run loop's look-ahead, core/lanes.pxi), and the wireless scenario with AODV and DSDV.  Only the kernel's
behaviour under these runs matters (gcc records which branches are taken); nothing
is checked here and the traces go to /dev/null.
"""
import importlib.util
import os
import sys

from nslab import Simulator


def _book_scenario():
    """Lab 04's scenario, nslab.widgets.wireless_scenario.book_scenario.  setup.py trains on
    a copy of kernel/*.py alone (no nslab.widgets), so then the module is loaded from the
    source tree's widgets/ folder by its path (it imports only kernel modules)."""
    try:
        from nslab.widgets.wireless_scenario import book_scenario
        return book_scenario
    except ImportError:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "widgets",
                            "wireless_scenario.py")
        spec = importlib.util.spec_from_file_location("_nslab_wireless_scenario", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module.book_scenario


def dumbbell(flavour="Reno", queue="DropTail", trace=False, until=60.0):
    sim = Simulator()
    if trace:
        sim.trace_all(os.devnull)
    a, b, r, d = (sim.node() for _ in range(4))
    sim.duplex_link(a, r, "100Mb", "10ms")
    sim.duplex_link(b, r, "100Mb", "30ms")
    sim.duplex_link(r, d, "8Mb", "100ms", queue=queue)
    sim.queue_limit(r, d, 20)
    for fid, src in enumerate((a, b)):
        tcp = sim.agent("Agent/TCP/" + flavour if flavour != "Tahoe" else "Agent/TCP")
        tcp.set(fid=fid, window=100, packet_size=960, overhead=0.002)
        sim.attach_agent(src, tcp)
        sink = sim.agent("Agent/TCPSink")
        sim.attach_agent(d, sink)
        sim.connect(tcp, sink)
        sim.at(0.0, sim.ftp(tcp).start)
    sim.run(until=until)
    sim.flush_trace()


def many_flows(flows=200, until=10.0):
    """A bottleneck of `flows` Mbit/s shared by as many Reno flows, each from its own
    node to its own node (tests/benchmarks/benchmark_scaling.py's dumbbell)."""
    sim = Simulator()
    r1, r2 = sim.node(), sim.node()
    sim.duplex_link(r1, r2, "%dMb" % flows, "20ms")
    sim.queue_limit(r1, r2, 2 * flows + 20)
    for i in range(flows):
        s, d = sim.node(), sim.node()
        sim.duplex_link(s, r1, "100Mb", "5ms")
        sim.duplex_link(d, r2, "100Mb", "5ms")
        tcp, sink = sim.agent("Agent/TCP/Reno"), sim.agent("Agent/TCPSink")
        sim.attach_agent(s, tcp)
        sim.attach_agent(d, sink)
        sim.connect(tcp, sink)
        sim.at((i % 100) * 0.01, sim.ftp(tcp).start)
    sim.run(until=until)


def main():
    dumbbell(until=300.0)
    dumbbell(trace=True)
    for flavour in ("Tahoe", "Newreno", "Vegas"):
        dumbbell(flavour)
    dumbbell(queue="RED")
    many_flows()
    book_scenario = _book_scenario()
    for routing in ("AODV", "DSDV"):
        book_scenario(routing, finish=30.0, trace=os.devnull)


if __name__ == "__main__":
    sys.exit(main())
