"""Queue/CoDel (RFC 8289) and Queue/FQ_CoDel (RFC 8290), which stock ns-2 does not have
(kernel/queues/codel.pxi, fq_codel.pxi; docs/codel.md).

No ns-2 trace can pin them.  Instead:
  * a small model of the RFCs' pseudo-code, written here independently of the kernel
    (CodelModel, FqCodelModel), is fed the packets that reached the bottleneck in a
    kernel run, behind a link of the same rate, and must drop and send the very same
    packets at the very same instants (a TCP flow, a CBR overload, flows sharing
    FQ-CoDel);
  * the rules the RFCs state are checked on small scenarios: no drop while the
    sojourn time stays below target, the first drop an interval after it rose above,
    later drops at interval / sqrt(count), leaving the dropping state, the count kept
    on a quick re-entry, the one-packet rule, the limit; for FQ-CoDel a sparse flow
    ahead of a backlog, no drops for a flow below its share, the limit drop from the
    fattest flow;
  * bufferbloat: TCP flows behind a 1000-packet FIFO wait hundreds of ms, behind
    CoDel and FQ-CoDel a few ms, and FQ-CoDel sends a sparse flow's packets almost at
    once (`python tests/kernel/test_codel.py` prints the figures).
"""
import collections
import math
import subprocess
import sys

import numpy as np
import pytest

from nslab import Simulator
from nslab._kernel import fq_codel_bucket_of
from nslab.simulator import ScenarioError
from nslab.units import ParameterError

import beyond_scenarios as B

TARGET, INTERVAL = 0.005, 0.100         # the RFCs' defaults
RATE = 10e6                             # the bottleneck, bits/s
PKT = 1000                              # CBR packet size, bytes
TX = 8.0 * PKT / RATE                   # its transmission time


# ---- the model: RFC 8289's CoDel and RFC 8290's flow queueing, in plain Python --------

Packet = collections.namedtuple("Packet", "uid size key")


class CodelModel:
    """One FIFO under CoDel.  Packets carry their arrival time; `pull(now)` is the
    RFC's dequeue: it may drop packets (appended to `dropped` as (now, uid)) before
    returning the one to send, or None."""

    def __init__(self, settings):
        self.settings = settings        # target, interval, maxpacket (shared by flows)
        self.fifo = collections.deque()
        self.backlog = 0                # bytes waiting
        self.above_until = None         # sojourn above target: may drop from then on
        self.dropping = False
        self.next_drop = 0.0
        self.count = self.lastcount = 0

    def push(self, packet, now):
        self.settings["maxpacket"] = max(self.settings["maxpacket"], packet.size)
        self.fifo.append((packet, now))
        self.backlog += packet.size

    def _head(self, now):
        """Pop the head and say whether CoDel may drop it."""
        if not self.fifo:
            self.above_until = None
            return None, False
        packet, arrived = self.fifo.popleft()
        self.backlog -= packet.size
        s = self.settings
        if now - arrived < s["target"] or self.backlog <= s["maxpacket"]:
            self.above_until = None
            return packet, False
        if self.above_until is None:
            self.above_until = now + s["interval"]
            return packet, False
        return packet, now >= self.above_until

    def _gap(self):
        return self.settings["interval"] / math.sqrt(self.count)

    def pull(self, now, dropped):
        packet, droppable = self._head(now)
        if self.dropping:
            self.dropping = droppable
            while self.dropping and now >= self.next_drop:
                dropped.append((now, packet.uid))
                self.count += 1
                packet, droppable = self._head(now)
                self.dropping = droppable
                if droppable:
                    self.next_drop += self._gap()
        elif droppable:
            dropped.append((now, packet.uid))
            packet, _ = self._head(now)
            self.dropping = True
            since_last = self.count - self.lastcount
            recent = now - self.next_drop < 16 * self.settings["interval"]
            self.count = since_last if since_last > 1 and recent else 1
            self.lastcount = self.count
            self.next_drop = now + self._gap()
        return packet


class SingleQueue:
    """Queue/CoDel: one CodelModel, the arrival dropped at the limit."""

    def __init__(self, limit=1000, target=TARGET, interval=INTERVAL, maxpacket=1500):
        self.limit = limit
        self.queue = CodelModel(dict(target=target, interval=interval, maxpacket=maxpacket))

    def push(self, packet, now, dropped):
        if len(self.queue.fifo) + 1 >= self.limit:
            dropped.append((now, packet.uid))
        else:
            self.queue.push(packet, now)

    def pull(self, now, dropped):
        return self.queue.pull(now, dropped)


class FqCodelModel:
    """Queue/FQ_CoDel: a CodelModel per flow queue, new and old lists served by deficit
    round robin, the fattest queue's head dropped at the limit.  Packets go to the flow
    queue the kernel's hash gives (fq_codel_bucket_of): the hash is not under test, and
    the lowest queue number wins a tie for the fattest."""

    def __init__(self, limit=10240, flows=1024, quantum=1514, target=TARGET,
                 interval=INTERVAL, maxpacket=1500):
        self.limit, self.flows, self.quantum = limit, flows, quantum
        self.settings = dict(target=target, interval=interval, maxpacket=maxpacket)
        self.queues, self.deficit = {}, {}
        self.new, self.old = collections.deque(), collections.deque()

    def push(self, packet, now, dropped):
        q = fq_codel_bucket_of(*packet.key, self.flows)
        self.queues.setdefault(q, CodelModel(self.settings)).push(packet, now)
        if q not in self.new and q not in self.old:
            self.new.append(q)
            self.deficit[q] = self.quantum
        while 0 < sum(len(c.fifo) for c in self.queues.values()) >= self.limit:
            fattest = min(self.queues, key=lambda i: (-self.queues[i].backlog, i))
            victim, _ = self.queues[fattest].fifo.popleft()
            self.queues[fattest].backlog -= victim.size
            dropped.append((now, victim.uid))

    def pull(self, now, dropped):
        while self.new or self.old:
            served = self.new if self.new else self.old
            q = served[0]
            if self.deficit[q] <= 0:
                self.deficit[q] += self.quantum
                self.old.append(served.popleft())
                continue
            packet = self.queues[q].pull(now, dropped)
            if packet is None:
                served.popleft()
                if served is self.new:
                    self.old.append(q)
                continue
            self.deficit[q] -= packet.size
            return packet
        return None


def replay(arrivals, model, until, rate=RATE):
    """Run `model` behind a link of `rate` that takes a packet whenever it is idle, for
    the arrivals (time, Packet) the kernel recorded; returns (sent, dropped), lists of
    (time, uid).  An arrival at the very instant the link frees goes first."""
    sent, dropped = [], []

    def start(now):
        packet = model.pull(now, dropped)
        if packet is None:
            return None
        sent.append((now, packet.uid))
        return now + 8.0 * packet.size / rate

    busy_until, i = None, 0
    while True:
        next_arrival = arrivals[i][0] if i < len(arrivals) else math.inf
        if busy_until is not None and busy_until < next_arrival:
            if busy_until >= until:
                break
            busy_until = start(busy_until)
        elif i < len(arrivals):
            now, packet = arrivals[i]
            i += 1
            model.push(packet, now, dropped)
            if busy_until is None:
                busy_until = start(now)
        else:
            break
    return sent, dropped


# ---- scenarios ------------------------------------------------------------------------

class Bottleneck:
    """Senders on node s reach d through r; r->d is the bottleneck (10 Mb/s, 20 ms)
    under test, the rest 100 Mb/s, 1 ms."""

    def __init__(self, queue, limit=1000, access_delay="1ms", **queue_params):
        self.sim = sim = Simulator(capture=True)
        self.s, self.r, self.d = sim.node(), sim.node(), sim.node()
        sim.duplex_link(self.s, self.r, "100Mb", access_delay)
        self.link = sim.simplex_link(self.r, self.d, RATE, "20ms", queue, **queue_params)
        sim.simplex_link(self.d, self.r, RATE, "20ms")
        sim.queue_limit(self.r, self.d, limit)
        self.fid = 0

    def tcp(self, start=0.0, node=None, flavour="Reno"):
        sim = self.sim
        tcp = sim.agent("Agent/TCP/" + flavour, window=10000, fid=self.fid)
        sink = sim.agent("Agent/TCPSink")
        sim.attach_agent(node or self.s, tcp)
        sim.attach_agent(self.d, sink)
        sim.connect(tcp, sink)
        sim.at(start, sim.ftp(tcp).start)
        self.fid += 1
        return tcp, sink

    def cbr(self, rate, start=0.0, stop=None, size=PKT, random=1, maxpkts=None, node=None):
        sim = self.sim
        udp, null = sim.agent("Agent/UDP", fid=self.fid), sim.agent("Agent/Null")
        sim.attach_agent(node or self.s, udp)
        sim.attach_agent(self.d, null)
        sim.connect(udp, null)
        extra = {} if maxpkts is None else {"maxpkts": maxpkts}
        cbr = sim.cbr(udp, rate=rate, packet_size=size, random=random, **extra)
        sim.at(start, cbr.start)
        if stop is not None:
            sim.at(stop, cbr.stop)
        self.fid += 1
        return cbr

    def run(self, until):
        self.until = until
        self.sim.run(until=until)
        frame = self.sim.packets()
        self.events = frame[(frame.from_node == self.r.id) & (frame.to_node == self.d.id)]
        return self

    def kind(self, event):
        return self.events[self.events.event == event]

    def times(self, event):
        """[(time, uid)] of the bottleneck's events of one kind, in order."""
        rows = self.kind(event)
        return list(zip(rows.time.tolist(), rows.uid.tolist()))

    def arrivals(self):
        rows = self.kind("+")
        return [(t, Packet(uid, size, (sa, sp, da, dp))) for t, uid, size, sa, sp, da, dp in
                zip(rows.time, rows.uid, rows["size"], rows.src_addr, rows.src_port,
                    rows.dst_addr, rows.dst_port)]

    def sojourns(self, fid=None):
        """Each sent packet's (departure time, time it waited in the bottleneck queue)."""
        rows = self.events if fid is None else self.events[self.events.fid == fid]
        came = rows[rows.event == "+"].set_index("uid").time
        left = rows[rows.event == "-"].set_index("uid").time
        return left.to_numpy(), (left - came.reindex(left.index)).to_numpy()

    def drops(self, fid=None):
        rows = self.kind("d")
        return rows if fid is None else rows[rows.fid == fid]


def same_as_model(net, model):
    """The kernel and the model sent and dropped the same packets at the same instants."""
    sent, dropped = replay(net.arrivals(), model, net.until)
    end = net.until - 0.01                  # the model does not stop mid-instant
    kernel_sent = [e for e in net.times("-") if e[0] < end]
    kernel_dropped = [e for e in net.times("d") if e[0] < end]
    assert [e for e in dropped if e[0] < end] == kernel_dropped
    assert [e for e in sent if e[0] < end] == kernel_sent
    return kernel_sent, kernel_dropped


# ---- CoDel against the model, packet by packet -------------------------------------------

def test_codel_tcp_flow_drops_what_the_model_drops():
    net = Bottleneck("CoDel")
    net.tcp()
    sent, dropped = same_as_model(net.run(20.0), SingleQueue())
    assert len(dropped) >= 10 and len(sent) > 15000
    assert net.link["drops_"] == len(net.drops())


def test_codel_cbr_overload_on_and_off_drops_what_the_model_drops():
    """12 Mb/s into 10 Mb/s for 3 s, a pause long enough to drain, 2.5 s more: the second
    episode re-enters the dropping state within 16 intervals of the first."""
    net = Bottleneck("CoDel")
    net.cbr("12Mb", stop=3.0)
    net.cbr("12Mb", start=3.5, stop=6.0)
    sent, dropped = same_as_model(net.run(7.0), SingleQueue())
    assert len(dropped) > 50


def test_codel_with_other_settings_and_a_small_limit_drops_what_the_model_drops():
    net = Bottleneck("CoDel", limit=40, target="2ms", interval="50ms")
    net.cbr("15Mb", stop=2.0)
    net.tcp(start=0.5)
    sent, dropped = same_as_model(net.run(6.0), SingleQueue(limit=40, target=0.002,
                                                             interval=0.05))
    assert net.link["overflows_"] > 0 and net.link["drops_"] > 0


# ---- CoDel's rules on small scenarios ------------------------------------------------------

def standing_queue(burst, seconds=3.0):
    """A burst of `burst` packets, then CBR at 99.99 % of the link: a standing queue of
    about burst x 0.8 ms that hardly drains."""
    net = Bottleneck("CoDel")
    net.cbr("1Gb", maxpkts=burst, random=0)
    net.cbr(RATE * 0.9999, random=0)
    return net.run(seconds)


def test_no_drop_while_the_sojourn_time_stays_below_target():
    net = standing_queue(burst=5)
    _, sojourn = net.sojourns()
    assert (sojourn[len(sojourn) // 10:] > 0.6 * TARGET).all()    # a standing queue ...
    assert sojourn.max() < TARGET                                  # ... below target
    assert net.drops().empty and net.link["dropping_"] == 0


def test_a_standing_queue_above_target_is_dropped_down():
    net = standing_queue(burst=10)
    left, sojourn = net.sojourns()
    assert len(net.drops()) >= 1
    assert sojourn[left > net.drops().time.max() + 0.1].max() < TARGET


def cbr_overload(seconds=2.0, **cbr):
    net = Bottleneck("CoDel")
    net.cbr("12Mb", **cbr)
    return net.run(seconds)


def test_first_drop_comes_one_interval_after_the_sojourn_time_rose_above_target():
    net = cbr_overload()
    left, sojourn = net.sojourns()
    rose = left[np.argmax(sojourn >= TARGET)]
    assert (sojourn[left >= rose] >= TARGET).all()     # and stayed above
    first = net.drops().time.iloc[0]
    assert rose + INTERVAL <= first < rose + INTERVAL + TX * 1.001


def test_later_drops_come_at_interval_over_sqrt_count():
    """In the dropping state the n-th drop is due interval / sqrt(n - 1) after the one
    before was due (the first is due when it happens); each happens at the first
    departure at or after that, so within one transmission time of it."""
    net = cbr_overload()
    drops = net.drops().time.to_numpy()
    assert len(drops) > 30
    due = drops[0]
    for n, t in enumerate(drops[1:], start=2):
        due += INTERVAL / math.sqrt(n - 1)
        assert due <= t < due + TX * 1.001, n
    assert net.link["count_"] == len(drops) and net.link["dropping_"] == 1


def test_dropping_ends_when_the_sojourn_time_falls_below_target():
    """12 Mb/s until 2 s, then 8 Mb/s: the queue drains, and once a packet has waited
    less than target CoDel leaves the dropping state and drops no more."""
    net = Bottleneck("CoDel")
    net.cbr("8Mb", random=0)
    net.cbr("4Mb", stop=2.0, random=0)
    net.run(4.0)
    left, sojourn = net.sojourns()
    below = left[(left > 2.0) & (sojourn < TARGET)].min()
    drops = net.drops().time
    assert drops.max() < below and (drops > 1.9).any()
    assert net.link["dropping_"] == 0


def test_a_quick_reentry_resumes_at_the_last_drop_rate():
    """After a pause shorter than 16 intervals, count starts from the drops of the last
    episode: the second episode's drops come much faster than one per interval."""
    net = Bottleneck("CoDel")
    net.cbr("12Mb", stop=2.0, random=0)
    net.cbr("12Mb", start=2.3, stop=3.5, random=0)
    net.run(3.5)
    second = net.drops().time[net.drops().time > 2.3].to_numpy()
    assert len(second) >= 3
    assert second[2] - second[1] < 0.5 * INTERVAL
    again = Bottleneck("CoDel")                            # the same after a long pause
    again.cbr("12Mb", stop=2.0, random=0)
    again.cbr("12Mb", start=4.0, stop=5.5, random=0)
    again.run(5.5)
    late = again.drops().time[again.drops().time > 4.0].to_numpy()
    assert late[1] - late[0] == pytest.approx(INTERVAL, abs=TX * 1.001)


def test_a_queue_of_one_packet_is_never_dropped_even_when_it_waits_long():
    """On a 200 kb/s link a packet takes 40 ms, far above target.  Two packets at once,
    then one every 40.1 ms: each waits almost 40 ms, but none is left behind the one
    being dequeued (at most maxpacket_ bytes), so CoDel must not drop.  The model
    without the rule would."""
    sim = Simulator(capture=True)
    s, r, d = sim.node(), sim.node(), sim.node()
    sim.duplex_link(s, r, "100Mb", "1ms")
    link = sim.simplex_link(r, d, "200kb", "10ms", "CoDel")
    sim.simplex_link(d, r, "200kb", "10ms")
    null = sim.agent("Agent/Null")
    sim.attach_agent(d, null)
    for maxpkts, interval in ((1, 1.0), (None, 0.0401)):
        udp = sim.agent("Agent/UDP")
        sim.attach_agent(s, udp)
        sim.connect(udp, null)
        cbr = sim.cbr(udp, packet_size=PKT, interval=interval, **(
            {"maxpkts": maxpkts} if maxpkts else {}))
        sim.at(0.0, cbr.start)
    sim.run(until=5.0)
    frame = sim.packets()
    events = frame[(frame.from_node == r.id) & (frame.to_node == d.id)]
    came = events[events.event == "+"].set_index("uid").time
    left = events[events.event == "-"].set_index("uid").time
    waited = (left - came.reindex(left.index)).to_numpy()
    assert (waited[1:60] > 5 * TARGET).all()
    assert (events.event != "d").all() and link["drops_"] == 0
    arrivals = [(t, Packet(u, PKT, None)) for t, u in zip(came, came.index)]
    without_rule = SingleQueue()
    without_rule.queue.settings = _NoRule(target=TARGET, interval=INTERVAL)
    _, dropped = replay(arrivals, without_rule, 5.0, rate=200e3)
    assert dropped


class _NoRule(dict):
    """Settings whose maxpacket stays -1: no backlog is ever small enough to spare."""

    def __setitem__(self, key, value):
        if key != "maxpacket":
            super().__setitem__(key, value)

    def __getitem__(self, key):
        return -1 if key == "maxpacket" else super().__getitem__(key)


def test_a_full_queue_drops_the_arrival():
    net = Bottleneck("CoDel", limit=20)
    net.cbr("30Mb", stop=1.0)
    net.run(1.2)
    arrived = net.kind("+").set_index("uid").time
    overflow = net.drops()[net.drops().uid.map(arrived) == net.drops().time]
    assert len(overflow) == net.link["overflows_"] > 0
    assert net.link["drops_"] + net.link["overflows_"] == len(net.drops())


def test_monitors_and_the_trace_file_see_codels_drops(tmp_path):
    """Drops at dequeue are the link's drops: the queue and flow monitors count them and
    the trace file has their 'd' lines; what is left waiting adds up."""
    net = Bottleneck("FQ_CoDel")
    net.sim.trace_queue(net.r, net.d, tmp_path / "out.tr")
    qmon = net.sim.monitor_queue(net.r, net.d)
    fmon = net.sim.flow_monitor(net.r, net.d)
    net.cbr("8Mb")
    net.cbr("6Mb")
    net.run(3.0)
    net.sim.flush_trace()
    drops = net.link["drops_"] + net.link["overflows_"]
    assert drops > 0 and qmon["pdrops_"] == drops == len(net.drops())
    assert sum(f["pdrops_"] for f in fmon.flows()) == drops
    assert qmon["pkts_"] == net.link["length"]
    assert qmon["parrivals_"] - qmon["pdepartures_"] - qmon["pdrops_"] == net.link["length"]
    lines = (tmp_path / "out.tr").read_text().splitlines()
    assert sum(line.startswith("d ") for line in lines) == drops


# ---- FQ-CoDel against the model -------------------------------------------------------------

def distinct_queues(net):
    """The scenario's flows hash to different flow queues (so the tests below test the
    scheduler, not a collision)."""
    keys = {p.key for _, p in net.arrivals()}
    assert len({fq_codel_bucket_of(*k, 1024) for k in keys}) == len(keys)


def test_fq_codel_tcp_and_cbr_flows_match_the_model():
    net = Bottleneck("FQ_CoDel")
    net.tcp()
    net.tcp(start=1.0)
    net.cbr("4Mb", start=2.0, stop=8.0)
    net.cbr("300kb", size=200)
    net.run(12.0)
    distinct_queues(net)
    sent, dropped = same_as_model(net, FqCodelModel())
    assert dropped and net.link["drops_"] == len(dropped)


def test_fq_codel_limit_and_quantum_match_the_model():
    net = Bottleneck("FQ_CoDel", limit=60, quantum=600)
    net.cbr("8Mb", stop=3.0)
    net.cbr("6Mb", size=500)
    net.tcp(start=0.5)
    net.run(5.0)
    sent, dropped = same_as_model(net, FqCodelModel(limit=60, quantum=600))
    assert net.link["overflows_"] > 0 and net.link["drops_"] > 0


# ---- FQ-CoDel's rules -----------------------------------------------------------------------

def test_a_sparse_flow_goes_ahead_of_a_backlogged_one():
    """A flow sending a packet every 50 ms finds its queue idle each time, joins the new
    list and is sent as soon as the packet on the wire is: it never waits a transmission
    time more, while the backlogged flow waits about target."""
    net = Bottleneck("FQ_CoDel")
    net.cbr("12Mb")
    net.cbr("160kb", start=0.5, random=0)    # 1000 bytes every 50 ms
    net.run(5.0)
    distinct_queues(net)
    _, sparse = net.sojourns(fid=1)
    left, bulk = net.sojourns(fid=0)
    assert sparse.max() <= TX * 1.001
    assert np.median(bulk[left > 1.0]) > 0.5 * TARGET
    assert net.link["new_flow_count_"] >= len(sparse)


def test_a_flow_below_its_fair_share_sees_no_drops():
    net = Bottleneck("FQ_CoDel")
    net.cbr("8Mb")
    net.cbr("8Mb")
    net.cbr("2Mb")                           # the fair share is 10/3 Mb/s
    net.run(5.0)
    distinct_queues(net)
    assert len(net.drops(fid=0)) > 0 and len(net.drops(fid=1)) > 0
    assert net.drops(fid=2).empty
    _, small = net.sojourns(fid=2)
    assert np.median(small) < TX * 2


def test_the_limit_drop_takes_from_the_largest_flow():
    """With CoDel held back (a target of 10 s) only the limit drops: every one from the
    flow holding the most bytes, here the faster one."""
    net = Bottleneck("FQ_CoDel", limit=50, target=10.0)
    net.cbr("9Mb")
    net.cbr("3Mb")
    net.run(3.0)
    distinct_queues(net)
    assert net.link["drops_"] == 0 and net.link["overflows_"] > 0
    assert len(net.drops(fid=0)) == net.link["overflows_"]
    assert net.drops(fid=1).empty


def test_on_seed_004s_32_udp_flows_fq_codel_is_fair_and_codel_is_not():
    """CoDel controls delay, not shares: on the CSFQ paper's 32 UDP flows (flow i at
    i + 1 times the fair share, tests/beyond_scenarios.py) it shares like a FIFO, while
    FQ-CoDel's round robin gives each flow its share, as DRR does."""
    fq, codel = B.udp32("FQ_CoDel", seconds=5.0), B.udp32("CoDel", seconds=5.0)
    assert B.summary(fq)["jain"] > 0.99 and 0.8 < B.summary(fq)["min/fair"]
    assert B.summary(codel)["jain"] < 0.85 and B.summary(codel)["min/fair"] < 0.2


# ---- odd settings: every packet accounted for ---------------------------------------------

ODD = [dict(limit=0), dict(limit=1), dict(limit=2), dict(target="1us", interval="1us"),
       dict(target=10.0, interval=10.0), dict(maxpacket=1), dict(maxpacket=10**6)]
ODD_FQ = ODD + [dict(flows=1), dict(flows=2, quantum=1), dict(quantum=10**6), dict(flows=3)]


@pytest.mark.parametrize("queue, settings", [("CoDel", s) for s in ODD]
                         + [("FQ_CoDel", s) for s in ODD_FQ])
def test_odd_settings_lose_no_packet(queue, settings):
    """Whatever the settings, every packet that reached the queue was sent, dropped or
    still waits, also across a reset in the middle of the run."""
    settings = dict(settings)
    limit = settings.pop("limit", 1000)
    net = Bottleneck(queue, limit=limit, **settings)
    net.tcp()
    net.cbr("9Mb", size=1500, stop=1.5)
    net.cbr("2Mb", size=40, start=0.7)
    net.sim.at(1.0, net.link.reset_queue)
    net.run(2.5)
    counts = net.events.event.value_counts()
    assert counts.get("+", 0) == counts.get("-", 0) + counts.get("d", 0) + net.link["length"]
    assert (counts.get("-", 0) > 0) == (limit > 1)      # 0 and 1 drop every packet


# ---- parameters, the Python API and Tcl --------------------------------------------------

def test_defaults_and_settings_read_back():
    net = Bottleneck("CoDel")
    assert net.link["target_"] == TARGET and net.link["interval_"] == INTERVAL
    net.link["interval_"] = "200ms"
    assert net.link["interval_"] == 0.2
    fq = Bottleneck("FQ_CoDel").link
    assert (fq["flows_"], fq["quantum_"], fq["limit_"]) == (1024, 1514, 1000)


@pytest.mark.parametrize("queue, name, value", [
    ("CoDel", "target", 0), ("CoDel", "interval", "-1ms"), ("FQ_CoDel", "flows", 0),
    ("FQ_CoDel", "quantum", 0), ("CoDel", "maxpacket", 0)])
def test_a_bad_value_names_the_parameter(queue, name, value):
    sim = Simulator()
    a, b = sim.node(), sim.node()
    with pytest.raises(ParameterError, match=name + "_"):
        sim.simplex_link(a, b, "1Mb", "1ms", queue, **{name: value})


def test_flows_cannot_change_while_packets_wait():
    net = Bottleneck("FQ_CoDel")
    net.cbr("20Mb", stop=0.5)
    net.sim.run(until=0.4)
    with pytest.raises(ScenarioError, match="flows_"):
        net.link["flows_"] = 16
    net.link["quantum_"] = 300


def test_reset_drops_what_waits_and_leaves_the_dropping_state():
    net = Bottleneck("CoDel")
    net.cbr("12Mb", stop=1.0)
    net.sim.run(until=0.9)
    assert net.link["dropping_"] == 1 and net.link["length"] > 0
    net.link.reset_queue()
    assert net.link["length"] == 0 and net.link["dropping_"] == 0 and net.link["count_"] == 0


SCRIPT = """
set ns [new Simulator]
set a [$ns node]
set b [$ns node]
Queue/FQ_CoDel set quantum_ 300
$ns simplex-link $a $b 1Mb 10ms CoDel
$ns simplex-link $b $a 1Mb 10ms FQ_CoDel
set q [[$ns link $a $b] queue]
$q set target_ 10ms
puts "target=[$q set target_] interval=[$q set interval_] count=[$q set count_]"
puts "quantum=[[[$ns link $b $a] queue] set quantum_]"
"""


def test_tcl_classes(tmp_path):
    script = tmp_path / "codel.tcl"
    script.write_text(SCRIPT)
    out = subprocess.run([sys.executable, "-m", "nslab", "run", str(script)],
                         capture_output=True, text=True, check=True, cwd=tmp_path).stdout
    assert "target=0.01 interval=0.10000000000000001 count=0" in out
    assert "quantum=300" in out


# ---- bufferbloat: TCP flows behind a big FIFO, CoDel and FQ-CoDel --------------------------

def bufferbloat(queue, flows=1, seconds=30.0):
    """`flows` Reno flows (window 10000, started 0.2 s apart) and a sparse "ping" (200
    bytes every 20 ms) through a 10 Mb/s, 20 ms bottleneck with a 1000-packet buffer.
    Returns the waits in the bottleneck queue after the first 5 s (ms) of the TCP
    packets and of the ping's, and the TCP flows' goodput (Mb/s)."""
    net = Bottleneck(queue)
    sinks = [net.tcp(start=0.2 * i)[1] for i in range(flows)]
    net.cbr("80kb", size=200, random=0)
    net.run(seconds)
    left, wait = net.sojourns()
    tcp = net.events.fid[net.events.event == "-"].to_numpy() < flows
    late = left > 5.0
    return (1e3 * wait[late & tcp], 1e3 * wait[late & ~tcp],
            sum(sink["bytes_"] for sink in sinks) * 8 / seconds / 1e6)


QUEUES = ("DropTail", "CoDel", "FQ_CoDel")


@pytest.fixture(scope="module", params=[1, 4], ids=["1 flow", "4 flows"])
def bloat(request):
    return {q: bufferbloat(q, request.param) for q in QUEUES}


def test_a_big_fifo_makes_hundreds_of_ms_of_delay(bloat):
    wait, ping, goodput = bloat["DropTail"]
    assert np.median(wait) > 200 and np.median(ping) > 200 and goodput > 8.5


def test_codel_keeps_the_wait_near_the_target(bloat):
    fifo_wait = bloat["DropTail"][0]
    for queue in ("CoDel", "FQ_CoDel"):
        wait, ping, goodput = bloat[queue]
        assert np.median(wait) < 1e3 * 2 * TARGET, queue
        assert np.percentile(wait, 95) < 0.1 * np.percentile(fifo_wait, 95), queue
        assert goodput > 7.5, queue


def test_fq_codel_lets_the_ping_pass_the_tcp_backlog(bloat):
    """Under CoDel the ping waits as long as the TCP packets; FQ-CoDel's new list sends
    it almost at once."""
    wait, ping, _ = bloat["FQ_CoDel"]
    assert np.median(ping) < 1.0 and np.percentile(ping, 95) < 1e3 * 2 * TX
    assert np.percentile(ping, 95) < 0.5 * np.percentile(bloat["CoDel"][1], 95)


if __name__ == "__main__":          # print the bufferbloat figures
    for flows in (1, 4):
        for queue in QUEUES:
            wait, ping, goodput = bufferbloat(queue, flows)
            print("%d flow(s) %-9s TCP wait: median %6.1f ms, 95th %6.1f ms; ping: median "
                  "%6.1f ms, 95th %6.1f ms; goodput %.2f Mb/s" % (
                      flows, queue, np.median(wait), np.percentile(wait, 95), np.median(ping),
                      np.percentile(ping, 95), goodput))
