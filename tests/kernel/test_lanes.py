"""Packets on the wire (kernel/core/lanes.pxi): arrivals wait in FIFOs shared by all
links with the same delay (or, past the lanes' limit, in their link's own FIFO), and
still arrive exactly in (time, uid) order, as one heap of every arrival would give.

Randomized networks of many links with a few or with very many distinct delays
(packet sizes, bandwidths, link delays), every packet event captured: each arrival's
'r' must come at the time its '-' fixed, its departure time plus the transmission
and link delay in the kernel's own arithmetic, and the arrivals must run in the order
of a reference sort by (that time, the order their '-' happened in), which is the
order of their uids.  Links taken down drop what is on their wire, oldest first."""
import random

import pytest

from nslab import Simulator

BANDWIDTHS = {"1Mb": 1e6, "10Mb": 1e7, "100Mb": 1e8}


def star(seed, senders, delays):
    """`senders` nodes into a router into one sink node; each sender a CBR over UDP
    with its own packet size, rate and start; link delays drawn from `delays`."""
    rnd = random.Random(seed)
    sim = Simulator(capture=True)
    router, sink_node = sim.node(), sim.node()
    links = {}
    sim.simplex_link(router, sink_node, "100Mb", "3ms")
    sim.queue_limit(router, sink_node, 100000)
    links[(router.id, sink_node.id)] = (1e8, 0.003)
    sink = sim.agent("Agent/Null")
    sim.attach_agent(sink_node, sink)
    for _ in range(senders):
        node = sim.node()
        bw = rnd.choice(sorted(BANDWIDTHS))
        delay = rnd.choice(delays)
        sim.simplex_link(node, router, bw, delay)
        sim.queue_limit(node, router, 100000)
        links[(node.id, router.id)] = (BANDWIDTHS[bw], delay)
        udp = sim.agent("Agent/UDP")
        sim.attach_agent(node, udp)
        sim.connect(udp, sink)
        size = rnd.choice([40, 210, 1000, 1500])
        cbr = sim.cbr(udp, packet_size=size, interval=rnd.choice([0.0007, 0.001, 0.004]))
        sim.at(rnd.choice([0.0, 0.001, 0.0105, rnd.random() * 0.02]), cbr.start)
    return sim, links


def check_arrival_order(sim, links):
    """Every 'r' at its '-' time + size/bandwidth + delay, in (time, '-' order) order."""
    cols = sim.kernel.packet_columns()
    sent = {}           # (link, packet uid) -> (arrival time, order of its '-')
    arrivals = []
    rows = zip(cols["event"].tolist(), cols["time"].tolist(), cols["from_node"].tolist(),
               cols["to_node"].tolist(), cols["uid"].tolist(), cols["size"].tolist())
    for i, (event, time, src, dst, uid, size) in enumerate(rows):
        if event == b"-":
            bw, delay = links[(src, dst)]
            sent[(src, dst, uid)] = (time + (8.0 * size / bw + delay), i)
        elif event == b"r":
            arrivals.append((time, sent.pop((src, dst, uid))))
    assert len(arrivals) > 1000
    assert [t for t, _ in arrivals] == [due for _, (due, _) in arrivals]
    assert [key for _, key in arrivals] == sorted(key for _, key in arrivals)
    return len(arrivals)


@pytest.mark.parametrize("seed", range(4))
def test_arrivals_sharing_a_few_delays_run_in_time_uid_order(seed):
    sim, links = star(seed, senders=40, delays=[0.001, 0.002, 0.005])
    sim.run(until=0.3)
    check_arrival_order(sim, links)


@pytest.mark.parametrize("seed", range(2))
def test_more_delays_than_lanes_use_the_links_own_fifos_in_the_same_order(seed):
    # about 240 distinct delays (4 sizes x 3 bandwidths x 150 link delays drawn):
    # past the 64 lanes, arrivals wait in their link's own FIFO
    rnd = random.Random(100 + seed)
    sim, links = star(seed, senders=150, delays=[rnd.uniform(0.0005, 0.02) for _ in range(150)])
    sim.run(until=0.2)
    check_arrival_order(sim, links)


def test_a_link_going_down_drops_its_wire_oldest_first_and_others_arrive():
    sim, links = star(1, senders=30, delays=[0.002, 0.005])
    cols_before = None

    def down():
        nonlocal cols_before
        cols_before = len(sim.kernel.packet_columns())
        sim.kernel.set_link_up(sim.link(sim.nodes[2], sim.nodes[0]).id, False)

    sim.at(0.05, down)
    sim.run(until=0.1)
    cols = sim.kernel.packet_columns()
    drops = cols[cols_before:]
    drops = drops[(drops["event"] == b"d") & (drops["time"] == 0.05)]
    assert len(drops) > 0
    assert set(zip(drops["from_node"], drops["to_node"])) == {(2, 0)}
    assert list(drops["uid"]) == sorted(drops["uid"])
    after = cols[(cols["time"] > 0.05) & (cols["from_node"] == 2) & (cols["event"] == b"r")]
    assert len(after) == 0
    others = cols[(cols["time"] > 0.06) & (cols["from_node"] != 2) & (cols["event"] == b"r")]
    assert len(others) > 0
