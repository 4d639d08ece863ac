"""Link timing (kernel/core/net.pxi): a link is busy from the start of a transmission
until its resume event, whose key (time, uid) is fixed when the transmission
starts even when the event is only put in the heap once a packet waits for it."""
import pytest

from nslab import Simulator


def one_link(queue="DropTail"):
    """a -> b at 1 Mbit/s, 10 ms; a UDP agent on a sending 1000-byte packets."""
    sim = Simulator()
    a, b = sim.node(), sim.node()
    sim.duplex_link(a, b, "1Mb", "10ms", queue=queue)
    udp, sink = sim.agent("Agent/UDP"), sim.agent("Agent/Null")
    udp.set(packet_size=1000)
    sim.attach_agent(a, udp)
    sim.attach_agent(b, sink)
    sim.connect(udp, sink)
    cbr = sim.cbr(udp, packet_size=1000, interval=1.0)      # one packet per second
    return sim, sim.link(a, b), cbr


@pytest.mark.parametrize("queue", ["DropTail", "RED"])
@pytest.mark.parametrize("later_commands", [0, 100])
def test_busy_exactly_while_a_packet_is_on_the_line(queue, later_commands):
    sim, link, cbr = one_link(queue)
    seen = []
    # commands and timers wait in their own queue, packet events in another
    # (core/events.pxi); with many commands pending it is a heap, not a sorted list
    for i in range(later_commands):
        sim.at(1.0 + i, lambda: None)
    # 1000 bytes at 1 Mbit/s: on the line from 0 to 0.008 s.  The command at exactly
    # 0.008 s was scheduled before the run, so it runs before the resume event of the
    # transmission (scheduled at 0 s) and still finds the link busy, as in ns-2.
    for t in (0.0, 0.004, 0.008, 0.0081, 0.5):
        sim.at(t, lambda t=t: seen.append((t, link["blocked_"])))
    sim.at(0.0, cbr.start)
    sim.run(until=0.9)
    assert seen == [(0.0, 0), (0.004, 1), (0.008, 1), (0.0081, 0), (0.5, 0)]


def test_packets_arriving_while_busy_wait_for_the_resume():
    # two packets 1 ms apart: the second waits 7 ms and leaves at 0.008 s exactly
    sim, link, cbr = one_link()
    cbr.set(interval=0.001)
    sim.at(0.0, cbr.start)
    sim.at(0.0015, cbr.stop)
    log = []
    sim.at(0.0085, lambda: log.append((link["departures"], link["blocked_"])))
    sim.at(0.0165, lambda: log.append((link["departures"], link["blocked_"])))
    sim.at(0.05, lambda: log.append((link["delivered"], link["blocked_"])))
    sim.run(until=0.1)
    assert log == [(2, 1), (2, 0), (2, 0)]


@pytest.mark.parametrize("limit, in_bytes, sent", [
    (1, 0, 0),          # DropTail drops when length + 1 reaches limit_: a limit of 1 takes nothing
    (2, 0, 3),
    (2, 1, 0),          # 2 x mean_pktsize_ 500 bytes: a 1000-byte packet does not fit
    (3, 1, 3),
])
def test_an_idle_link_with_an_empty_queue_still_applies_droptails_admission(limit, in_bytes, sent):
    # an idle link whose empty DropTail queue admits the packet sends it at once without
    # putting it in the queue's ring (core/net.pxi, link_enter_queue); one that would not
    # admit it must still drop it
    sim, link, cbr = one_link()
    link["limit_"] = limit
    link["queue_in_bytes_"] = in_bytes
    sim.at(0.0, cbr.start)
    sim.run(until=2.5)      # packets at 0, 1 and 2 s, the link idle for each
    stats = link.stats()
    assert (stats["departures"], stats["drops"], stats["arrivals"]) == (sent, 3 - sent, 3)


def test_agents_keep_their_ports_while_nodes_are_added_around_them():
    # the agent table is kept port by port, each port's row growing with the nodes
    # (core/kernel_core.pxi, port_agent): agents attached before and after many more
    # nodes exist, and a second agent at a node (port 1), all still receive
    sim = Simulator()
    hub = sim.node()
    monitors = []

    def leaf_with_flow():
        leaf = sim.node()
        sim.duplex_link(hub, leaf, "10Mb", "1ms")
        udp, mon = sim.agent("Agent/UDP"), sim.agent("Agent/LossMonitor")
        sim.attach_agent(hub, udp)
        sim.attach_agent(leaf, mon)
        sim.connect(udp, mon)
        cbr = sim.cbr(udp, packet_size=100, interval=0.1)
        sim.at(0.0, cbr.start)
        monitors.append(mon)
        return leaf

    first = leaf_with_flow()
    for _ in range(40):
        sim.node()          # nodes without agents: the rows grow
    later = [leaf_with_flow() for _ in range(30)]
    udp2, mon2 = sim.agent("Agent/UDP"), sim.agent("Agent/LossMonitor")
    sim.attach_agent(later[-1], udp2)
    sim.attach_agent(first, mon2)       # first's port 1
    sim.connect(udp2, mon2)
    cbr2 = sim.cbr(udp2, packet_size=100, interval=0.1)
    sim.at(0.0, cbr2.start)
    sim.run(until=0.95)
    assert [mon["npkts_"] for mon in monitors + [mon2]] == [10] * 32
