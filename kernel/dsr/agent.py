"""DSR's agent as ns-2.35 runs it (dsr/dsragent.cc, Agent/DSRAgent on an SRNodeNew).

Every packet the node's entry gets comes here (`recv`): a packet from a local agent gets a
source route from the route cache, or waits in the send buffer (64 packets, 30 s) while
route discovery runs: a non-propagating request first (ring zero: neighbours answer from
their caches), a propagating one if no answer came within 30 ms, then requests backed off
exponentially (0.5 s times 4^n, at most 10 s).  Requests are flooded with a 10 ms jitter;
the target answers each copy by reversing the route it carries, intermediate nodes answer
from their caches.  The source of a data packet also sets up flow state (nslab.dsr.
flow_table): the first packets carry the whole route and a flow id, later ones only the
flow id, each hop forwarding them on its flow table.  The agent overhears the data frames
its MAC hears (`tap`): it caches the routes they use and tells a source, by a gratuitous
reply, when its route could skip hops.  Transmission failures, salvaging and route errors
are in nslab.dsr.failures.

The agent writes ns-2's log lines into the node's trace file (Sconfig, SF..., Ssalv,
SSendFailure, ...); `trace` formats them as ns-2's printf does.
"""
from ..errors import ScenarioError
from .flow_table import ARSTable, END_TO_END_COUNT, FlowTable
from .packet import (ATYPE, DADDR, DPORT, NEXT_HOP, NFWD, PTYPE, Pkt, SADDR, SIZE, SPORT,
                     SRPacket, TTL, UID, XMIT)
from .path import (ADDRS, ADDR_TYPES, CUR_ADDR, ERR_COUNT, ERR_VALID, FDEF_VALID, FLOW_HOPS,
                   FLOW_ID, FLOW_VALID, FTIME, FTIME_VALID, FUNK_VALID, IP_HDR_LEN, MAX_SR_LEN,
                   NUM_ADDRS, Path, REP_VALID, REQ_ID, REQ_TTL, REQ_VALID, SALVAGED, VALID,
                   compress_path, err_link, reply_path, set_err_link, set_reply, sr_dump,
                   sr_init, sr_next_addr, sr_size)
from .request_table import RequestTable, backoff_test
from .route_cache import RouteCache
from .failures import Failures

RT_PORT = 255
IP_BROADCAST = -1
GRAT_ROUTE_ERROR = 0
SEND_BUF_SIZE = 64
BUFFER_CHECK = 0.03
RREQ_JITTER = 0.010
SEND_TIMEOUT = 30.0
ARP_TIMEOUT = 30.0e-3
GRAT_HOLD_DOWN_TIME = 1.0
MAX_ERR_HOLD = 1.0
RTREP_HOLDOFF_SIZE = 10
TAP_CACHE_SIZE = 1024
DEFAULT_FLOW_TIMEOUT = 60
MIN_ADV_INTERVAL = 5
LIMIT0, UNLIMIT = 0, 1
CONFIG_LINES = ("Sconfig %.5f tap: on snoop: rts? on errs? on",
                "Sconfig %.5f salvage: on !bd replies? on",
                "Sconfig %.5f grat error: on grat reply: on",
                "Sconfig %.5f $reply for props: on ring 0 search: on")


class SendBufEntry:
    __slots__ = ("t", "p")

    def __init__(self):
        self.t = 0.0
        self.p = SRPacket()


class GratHold:
    __slots__ = ("t", "p")

    def __init__(self):
        self.t = 0.0
        self.p = Path()


class DSRAgent(Failures):
    """The DSR agent of one node (its address net_id); `kern` is the nslab._kernel
    module, `k` the Kernel."""

    def __init__(self, kern, k, net_id, cmu_queue=True):
        self.K = kern
        self.cmu_queue = cmu_queue
        self.k = k
        self.c = kern.DSR_CONSTANTS
        self.net_id = net_id
        self.cache = RouteCache(net_id)
        self.requests = RequestTable(128)
        self.flows = FlowTable(net_id)
        self.ars = ARSTable()
        self.send_buf = [SendBufEntry() for _ in range(SEND_BUF_SIZE)]
        self.maybe_buffered = False     # False: every send-buffer slot is empty
        self.grat_hold = [GratHold() for _ in range(RTREP_HOLDOFF_SIZE)]
        self.grat_hold_victim = 0
        self.tap_uids = [0] * TAP_CACHE_SIZE
        self.route_request_num = 1
        self.route_error_held = False
        self.err_from = self.err_to = 0
        self.route_error_data_time = 0.0

    # ---- the kernel's side -----------------------------------------------------------

    def load(self, pi):
        f, sr = self.K.dsr_get(self.k, pi)
        return Pkt(pi, f, sr)

    def store(self, pkt):
        self.K.dsr_put(self.k, pkt.pi, pkt.f, pkt.sr)

    def now(self):
        return self.k.now

    def uniform(self):
        return self.K.dsr_uniform(self.k)

    def trace(self, line):
        self.K.dsr_log(self.k, self.net_id, (line + "\n").encode())

    def alloc(self):
        """Agent::allocpkt (the next uid, type DSR, size 0, ttl 32)."""
        return self.load(self.K.dsr_alloc(self.k, self.net_id))

    def copy_pkt(self, pkt):
        self.store(pkt)
        return self.load(self.K.dsr_copy(self.k, pkt.pi))

    def free(self, pkt):
        self.K.dsr_free(self.k, pkt.pi)

    def drop(self, pkt, why):
        self.store(pkt)
        self.K.dsr_drop(self.k, self.net_id, pkt.pi, self.c[why])

    def to_ll(self, pkt, delay):
        """Scheduler::schedule(ll, p, delay): through the RTR send trace."""
        self.store(pkt)
        self.K.dsr_send(self.k, self.net_id, pkt.pi, delay)

    def set_ip(self, pkt, src, dst, ttl=None):
        f = pkt.f
        f[SADDR], f[SPORT], f[DADDR], f[DPORT] = src, RT_PORT, dst, RT_PORT
        if ttl is not None:
            f[TTL] = ttl

    # ---- events ------------------------------------------------------------------------

    def start(self):
        """startdsr: node 1 logs the configuration; the send buffer's check starts."""
        now = self.now()
        if self.net_id == 1:
            for line in CONFIG_LINES:
                self.trace(line % now)
        self.k.schedule_command(BUFFER_CHECK + BUFFER_CHECK * self.uniform(),
                                self.send_buffer_timer)
        if self.net_id == 1:
            self.trace("Sconfig %.5f using MOBICACHE" % now)

    def send_buffer_timer(self):
        self.send_buffer_check()
        self.k.schedule_command(BUFFER_CHECK + BUFFER_CHECK * self.uniform(),
                                self.send_buffer_timer)

    def reset(self):
        """Terminate: the send buffer's packets are dropped (END)."""
        for entry in self.send_buf:
            if entry.p.pkt is not None:
                self.drop(entry.p.pkt, "WR_END")
                entry.p.pkt = None

    def recv(self, pi):
        """DSRAgent::recv: every packet of the node's entry (and its own scheduled ones)."""
        self.recv_pkt(self.load(pi))

    def recv_pkt(self, pkt):
        sr = pkt.sr
        p = SRPacket.of(pkt)
        if sr[VALID] != 1:
            if pkt.f[NEXT_HOP] == IP_BROADCAST:
                if p.src != self.net_id:
                    raise ScenarioError("DSR: node %d got a broadcast without a DSR header "
                                        "(ns-2 hands it to a port demux it does not have)"
                                        % self.net_id)
                self.to_ll(pkt, 0.0)
                return
            sr_init(sr)
            pkt.f[SIZE] += IP_HDR_LEN
            self.handle_pkt_without_sr(p, False)
            return
        if p.dest == self.net_id or p.dest == IP_BROADCAST:
            self.handle_packet_receipt(p)
            return
        if sr[ERR_VALID]:
            self.process_broken_route_error(p)
        if sr[REQ_VALID]:
            self.handle_route_request(p)
        else:
            self.handle_forwarding(p)

    # ---- the send buffer ---------------------------------------------------------------

    def drop_send_buff(self, p):
        self.trace("Ssb %.5f _%d_ dropped %d -> %d" % (self.now(), self.net_id, p.src, p.dest))
        self.drop(p.pkt, "WR_TOUT")
        p.pkt = None
        p.route = Path()

    def stick_packet_in_send_buffer(self, p):
        now = self.now()
        self.maybe_buffered = True
        oldest, oldest_t = 0, float("inf")
        for c, entry in enumerate(self.send_buf):
            if entry.p.pkt is None:
                entry.t, entry.p = now, p.copy()
                return
            if entry.t < oldest_t:
                oldest, oldest_t = c, entry.t
        entry = self.send_buf[oldest]
        self.drop_send_buff(entry.p)
        entry.t, entry.p = now, p.copy()

    def send_buffer_check(self):
        if not self.maybe_buffered:
            return
        now = self.now()
        for entry in self.send_buf:
            if entry.p.pkt is None:
                continue
            if now - entry.t > SEND_TIMEOUT:
                self.drop_send_buff(entry.p)
                continue
            self.handle_pkt_without_sr(entry.p, True)
        self.maybe_buffered = any(entry.p.pkt is not None for entry in self.send_buf)

    # ---- packets by kind ---------------------------------------------------------------

    def handle_pkt_without_sr(self, p, retry):
        """A route for p from the cache, else route discovery (p waits unless retry)."""
        if p.dest == self.net_id:
            self.handle_packet_receipt(p)
            return
        route = self.cache.find_route(p.dest, True)
        if route is not None:
            p.route = route
            self.send_out_packet_with_route(p, True)
        else:
            self.get_route_for_packet(p, retry)

    def handle_packet_receipt(self, p):
        """A packet for us: its options, then the port demux without the DSR header."""
        pkt = p.pkt
        sr = pkt.sr
        if sr[REP_VALID]:
            self.accept_route_reply(p)
        if sr[REQ_VALID]:
            self.requests.insert(p.src, p.src, sr[REQ_ID])
            self.return_src_route_to_requestor(p)
        if sr[ERR_VALID]:
            self.process_broken_route_error(p)
        if sr[FUNK_VALID]:
            self.process_unknown_flow_error(p, False)
        if sr[FDEF_VALID]:
            self.process_unknown_flow_error(p, True)
        pkt.f[SIZE] -= sr_size(sr)
        sr[VALID] = 0
        pkt.f[SIZE] -= IP_HDR_LEN
        self.store(pkt)
        self.K.dsr_deliver(self.k, self.net_id, pkt.pi)
        p.pkt = None

    def handle_forwarding(self, p):
        """Forward along the source route (or the flow state), caching what it shows."""
        sr = p.pkt.sr
        flow_only = not sr[NUM_ADDRS]
        if sr[FLOW_VALID]:
            self.handle_flow_header(p)
        elif flow_only:
            self.handle_default_forwarding(p)
        if flow_only:
            return
        if p.route.index >= len(p.route):
            self.trace("SDFU:  ran off the end of a source route\n")
            self.drop(p.pkt, "WR_LOOP")
            p.pkt = None
            return
        self.cache.notice_route_used(p.route)
        pkt = p.pkt
        pkt.f[SIZE] -= sr_size(sr)
        if self.ttl_expired(p):
            return
        self.send_out_packet_with_route(p, False)

    def ttl_expired(self, p):
        """`if (!iph->ttl()--)`: drop at 0, else count the hop."""
        f = p.pkt.f
        if f[TTL] == 0:
            self.drop(p.pkt, "WR_TTL")
            p.pkt = None
            return True
        f[TTL] -= 1
        return False

    def handle_default_forwarding(self, p):
        fid = self.flows.default_flow(p.src, p.dest)
        if fid is None:
            self.send_unknown_flow(p, True)
            return
        idx = self.flows.find(p.src, p.dest, fid)
        if idx == -1:
            self.send_unknown_flow(p, False, fid)
            return
        if p.pkt.f[TTL] != self.flows.entries[idx].expected_ttl:
            self.send_unknown_flow(p, True)
            return
        self.forward_on_flow(p, idx)

    def handle_flow_header(self, p):
        """A packet with a flow header: set up the flow (a packet that also carries the
        route) or forward it on the flow's state."""
        sr = p.pkt.sr
        idx = self.flows.find(p.src, p.dest, sr[FLOW_ID])
        if sr[NUM_ADDRS]:
            if idx == -1:
                idx = self.flows.create_entry(p.src, p.dest, sr[FLOW_ID])
                e = self.flows.entries[idx]
                e.timeout = self.now() + sr[FTIME]
                e.hop_count = sr[FLOW_HOPS]
                e.expected_ttl = p.pkt.f[TTL]
                e.source_route = p.route.copy()
                e.next_hop = sr_next_addr(sr)
                e.count = 0
                e.allow_default = False
            sr[FLOW_HOPS] += 1
            return
        if idx == -1:
            self.send_unknown_flow(p, False, sr[FLOW_ID])
            return
        sr[FLOW_HOPS] += 1
        self.forward_on_flow(p, idx)

    def forward_on_flow(self, p, idx):
        """handleFlowForwarding(p, flowidx): to the flow's next hop."""
        e = self.flows.entries[idx]
        pkt = p.pkt
        f = pkt.f
        f[NEXT_HOP], f[ATYPE], f[XMIT] = e.next_hop, self.c["AF_INET"], self.c["XF_DSR_FLOW"]
        if self.ttl_expired(p):
            return
        now = self.now()
        self.trace("SFf %.9f _%d_ %d [%d -> %d] %d to %d"
                   % (now, self.net_id, f[UID], p.src, p.dest, e.flow_id, e.next_hop))
        if not pkt.sr[SALVAGED]:
            amt = self.ars.find_and_clear(f[UID], e.flow_id)
            if amt and p.route.index - amt > 0:
                self.trace("SFARS %.9f _%d_ %d [%d -> %d] %d %d"
                           % (now, self.net_id, f[UID], p.src, p.dest, e.flow_id, amt))
                p.route = e.source_route.copy()
                p.route.index -= amt
                self.send_route_shortening(p, p.route.index, e.source_route.index)
        e.timeout = now + DEFAULT_FLOW_TIMEOUT
        self.to_ll(pkt, 0.0)
        p.pkt = None

    # ---- route discovery ---------------------------------------------------------------

    def handle_route_request(self, p):
        """A request for someone else: answer from the cache or propagate it."""
        sr = p.pkt.sr
        if self.ignore_route_request(p):
            self.free(p.pkt)
            p.pkt = None
            return
        self.requests.insert(p.src, p.src, sr[REQ_ID])
        if self.reply_from_route_cache(p):
            return
        if len(p.route) > sr[REQ_TTL]:
            self.free(p.pkt)
            p.pkt = None
            return
        if p.route.full():
            self.trace("SRR %.5f _%d_ dropped %d #%d (SR full)"
                       % (self.now(), self.net_id, p.src, sr[REQ_ID]))
            self.free(p.pkt)
            p.pkt = None
            return
        p.route.append(self.net_id)
        self.send_out_packet_with_route(p, False)

    def ignore_route_request(self, p):
        sr = p.pkt.sr
        return (self.requests.get(p.src) >= sr[REQ_ID] or p.route.member(self.net_id)
                or p.route.full())

    def reply_from_route_cache(self, p):
        """Answer a request from the cache (True: p was handed off)."""
        rest = self.cache.find_route(p.dest, False)
        if rest is None or len(rest) + len(p.route) > MAX_SR_LEN:
            return False
        complete = p.route.copy()
        complete.append_path(rest)
        compress_path(complete)
        if not complete.member(self.net_id):
            return False
        pkt = p.pkt
        sr = pkt.sr
        seq = sr[REQ_ID]
        if (pkt.f[PTYPE] != self.c["PT_DSR"] or sr[REP_VALID]
                or (sr[ERR_VALID] and err_link(sr, sr[ERR_COUNT] - 1)[0] != GRAT_ROUTE_ERROR)):
            p_copy = p.copy()
            p.pkt = None
            sr[REQ_VALID] = 0
            p_copy.route = complete.copy()
            p_copy.route.index = len(p.route)
            self.send_out_packet_with_route(p_copy, False)
        else:
            self.free(pkt)
            p.pkt = None
        p.route.append(self.net_id)
        p.route.reverse_in_place()
        self.cache.add_route(p.route)
        p.dest, p.src = p.src, self.net_id
        p.pkt = self.new_reply(p.src, p.dest, complete, seq)
        self.send_out_packet_with_route(p, True)
        return True

    def new_reply(self, src, dest, route, seq):
        """A fresh route reply packet carrying `route` (size: the IP header)."""
        pkt = self.alloc()
        self.set_ip(pkt, src, dest, 255)
        sr = pkt.sr
        sr_init(sr)
        set_reply(sr, route)
        sr[REP_VALID] = 1
        sr[REQ_ID] = seq
        pkt.f[PTYPE] = self.c["PT_DSR"]
        pkt.f[SIZE] = IP_HDR_LEN
        return pkt

    def get_route_for_packet(self, p, retry):
        """Send a route request if the backoff allows; p waits in the send buffer."""
        e = self.requests.get_entry(p.dest)
        now = self.now()
        rrp = SRPacket(self.alloc(), None, p.dest, self.net_id)
        f = rrp.pkt.f
        self.set_ip(rrp.pkt, self.net_id, p.dest)
        f[PTYPE], f[SIZE], f[NFWD] = self.c["PT_DSR"], IP_HDR_LEN, 0
        sr_init(rrp.pkt.sr)
        if backoff_test(e, now):
            if p.src != self.net_id and e.rt_reqs_outstanding > 1:
                self.drop(p.pkt, "WR_NRTE")
                p.pkt = None
                self.free(rrp.pkt)
                return
            e.last_type = LIMIT0
            self.send_out_rt_req(rrp, 0)
            e.last_arp = now
        elif e.last_type == LIMIT0 and p.src == self.net_id and now - e.last_arp > ARP_TIMEOUT:
            e.last_type = UNLIMIT
            self.send_out_rt_req(rrp, MAX_SR_LEN)
        else:
            self.free(rrp.pkt)
        if not retry:
            self.stick_packet_in_send_buffer(p)
            p.pkt = None

    def send_out_rt_req(self, p, max_prop):
        sr = p.pkt.sr
        sr[REQ_VALID] = 1
        sr[REQ_ID] = self.route_request_num
        self.route_request_num += 1
        sr[REQ_TTL] = max_prop
        p.route = Path([self.net_id])
        if self.route_error_held and self.now() - self.route_error_data_time < MAX_ERR_HOLD:
            sr[ERR_VALID] = 1
            set_err_link(sr, sr[ERR_COUNT], GRAT_ROUTE_ERROR, self.err_from, self.err_to)
            sr[ERR_COUNT] += 1
            if max_prop > 0:
                self.route_error_held = False
        self.send_out_packet_with_route(p, False)

    def return_src_route_to_requestor(self, p):
        """The target answers a request by reversing its route (after a jitter)."""
        if p.route.full():
            return
        p_copy = p.copy()
        p_copy.dest, p_copy.src = p.src, self.net_id
        p_copy.route.append(self.net_id)
        pkt = p_copy.pkt = self.new_reply(self.net_id, p_copy.dest, p_copy.route,
                                          p.pkt.sr[REQ_ID])
        p_copy.route.reverse_in_place()
        self.cache.add_route(p_copy.route)
        p_copy.route.index = 0
        p_copy.route.fill_sr(pkt.sr)
        pkt.f[SIZE] += sr_size(pkt.sr)
        self.store(pkt)
        self.K.dsr_send_self(self.k, self.net_id, pkt.pi, RREQ_JITTER * self.uniform())

    def accept_route_reply(self, p):
        """Cache the reply's route and send what waits for it, 30 ms apart."""
        reply = reply_path(p.pkt.sr)
        self.cache.add_route(reply)
        e = self.requests.get_entry(reply[len(reply) - 1])
        e.rt_reqs_outstanding = 0
        e.last_rt_req = 0.0
        delay = 0.0
        for entry in self.send_buf:
            if entry.p.pkt is None:
                continue
            route = self.cache.find_route(entry.p.dest, True)
            if route is not None:
                entry.p.route = route
                self.send_out_packet_with_route(entry.p, True, delay)
                delay += ARP_TIMEOUT
                entry.p.pkt = None

    # ---- sending ----------------------------------------------------------------------

    def send_out_packet_with_route(self, p, fresh, delay=0.0):
        """Put p's route into its header (with flow state at its source) and hand it
        to the link layer (requests after a jitter)."""
        pkt = p.pkt
        sr = pkt.sr
        f = pkt.f
        if p.dest == self.net_id:
            self.recv_pkt(pkt)
            p.pkt = None
            return
        if fresh:
            p.route.index = 0
        p.route.fill_sr(sr)
        if (p.src == self.net_id and not sr[REQ_VALID] and not sr[CUR_ADDR]
                and not sr[ERR_VALID] and not sr[REP_VALID]):
            self.set_flow_state(p)
        else:
            f[SIZE] += sr_size(sr)
            if sr[REQ_VALID]:
                f[XMIT] = self.c["XF_NONE"]
                f[NEXT_HOP] = self.c["MAC_BROADCAST"]
                f[ATYPE] = self.c["AF_ILINK"]
            else:
                f[XMIT] = self.c["XF_DSR"]
                f[NEXT_HOP] = sr_next_addr(sr)
                f[ATYPE] = sr[ADDR_TYPES + sr[CUR_ADDR] + 1]
                sr[CUR_ADDR] += 1
        if sr[REQ_VALID]:
            delay = RREQ_JITTER * self.uniform() + delay
        self.to_ll(pkt, delay)
        p.pkt = None

    def set_flow_state(self, p):
        """The source's flow state for a data packet (sendOutPacketWithRoute's first
        branch): establish a flow or refresh it, or send on the flow id alone."""
        pkt = p.pkt
        sr, f = pkt.sr, pkt.f
        now = self.now()
        ft = self.flows
        fid = ft.default_flow(p.src, p.dest)
        idx = ft.find(p.src, p.dest, fid) if fid is not None else -1
        if idx != -1:
            e = ft.entries[idx]
            if (e.timeout >= now and len(e.source_route) <= len(p.route)
                    and not p.route == e.source_route):
                p.route = e.source_route.copy()
                p.route.fill_sr(sr)
        idx = ft.find_route(p.src, p.dest, p.route)
        if idx == -1 or ft.entries[idx].timeout < now:
            idx = ft.create_entry(p.src, p.dest, ft.generate_next_flow_id(True))
            e = ft.entries[idx]
            e.count, e.last_adv_rt, e.timeout = 1, now, now + DEFAULT_FLOW_TIMEOUT
            e.hop_count, e.expected_ttl, e.allow_default = 0, f[TTL], True
            e.source_route = p.route.copy()
            e.next_hop = sr_next_addr(sr)
            sr[FTIME_VALID], sr[FTIME] = 1, DEFAULT_FLOW_TIMEOUT
            sr[CUR_ADDR] += 1
        else:
            e = ft.entries[idx]
            if e.count <= END_TO_END_COUNT or e.last_adv_rt < now - MIN_ADV_INTERVAL:
                if e.expected_ttl != f[TTL]:
                    e.allow_default = False
                e.count += 1
                e.last_adv_rt = now
                sr[FTIME_VALID], sr[FTIME] = 1, DEFAULT_FLOW_TIMEOUT
                sr[CUR_ADDR] += 1
            else:
                sr[FTIME_VALID] = sr[CUR_ADDR] = sr[NUM_ADDRS] = 0
        e.timeout = now + DEFAULT_FLOW_TIMEOUT
        f[NEXT_HOP], f[ATYPE] = e.next_hop, self.c["AF_INET"]
        dfid = ft.default_flow(p.src, p.dest)
        if not (dfid is not None and e.flow_id == dfid and not sr[NUM_ADDRS]
                and f[TTL] == e.expected_ttl and e.allow_default):
            sr[FLOW_VALID], sr[FLOW_ID], sr[FLOW_HOPS] = 1, e.flow_id, 1
        n = sr[NUM_ADDRS]
        self.trace("SF%ss %.9f _%d_ %d [%d -> %d] %d(%d) to %d %s"
                   % ("EST" if n else "", now, self.net_id, f[UID], p.src, p.dest, e.flow_id,
                      sr[FLOW_VALID], e.next_hop, sr_dump(sr) if n else ""))
        f[SIZE] += sr_size(sr)
        f[XMIT] = self.c["XF_DSR"] if n else self.c["XF_DSR_FLOW"]

    # ---- the promiscuous tap -------------------------------------------------------------

    def tap(self, pi):
        """A data frame the MAC heard (for anyone): learn from its route, and offer its
        source a shorter one when this node lies further along it."""
        pkt = self.load(pi)
        sr = pkt.sr
        if not sr[VALID]:
            return
        if not sr[NUM_ADDRS]:
            self.process_flow_ars(pkt)
            return
        if sr[ADDRS + sr[CUR_ADDR]] == self.net_id:
            return
        p = SRPacket.of(pkt)
        if p.src == self.net_id:
            return
        uid = pkt.f[UID]
        if self.tap_uids[uid & (TAP_CACHE_SIZE - 1)] == uid:
            return
        self.tap_uids[uid & (TAP_CACHE_SIZE - 1)] = uid
        if sr[ERR_VALID]:
            self.process_broken_route_error(p)
        if sr[REP_VALID]:
            self.cache.notice_route_used(reply_path(sr))
        if sr[REQ_VALID]:
            return
        self.cache.notice_route_used(p.route)
        if pkt.f[PTYPE] == self.c["PT_DSR"]:
            return
        route = p.route     # shortening edits it: the loop reads its length each time
        if route[route.index] != self.net_id:
            i = route.index + 1
            while i < len(route):
                if route[i] == self.net_id:
                    self.send_route_shortening(p, route.index, i)
                i += 1

    def process_flow_ars(self, pkt):
        """Remember how many hops early we heard a packet on a flow we forward."""
        sr, f = pkt.sr, pkt.f
        ft = self.flows
        if sr[FLOW_VALID]:
            fid = sr[FLOW_ID]
            idx = ft.find(f[SADDR], f[DADDR], fid)
            if idx == -1:
                return
            short = ft.entries[idx].hop_count - sr[FLOW_HOPS]
        else:
            fid = ft.default_flow(f[SADDR], f[DADDR])
            if fid is None:
                return
            idx = ft.find(f[SADDR], f[DADDR], fid)
            if idx == -1:
                return
            short = f[TTL] - ft.entries[idx].expected_ttl
        if short <= 0 or len(ft.entries[idx].source_route) < short:
            return
        self.ars.insert(f[UID], fid, short)

    def send_route_shortening(self, p, heard_at, xmit_at):
        """A gratuitous reply to the route's source: the route without the hops
        heard_at..xmit_at-1 (at most once a second per route)."""
        g = next((h for h in self.grat_hold if h.p == p.route), None)
        now = self.now()
        if g is None:
            self.grat_hold[self.grat_hold_victim].p = p.route.copy()
            self.grat_hold_victim = (self.grat_hold_victim + 1) % RTREP_HOLDOFF_SIZE
            g = self.grat_hold[self.grat_hold_victim]      # (ns-2 stamps the next slot)
        elif now - g.t < GRAT_HOLD_DOWN_TIME:
            return
        g.t = now
        p_copy = p.copy()
        p_copy.dest, p_copy.src = p.route[0], self.net_id
        p_copy.route[p_copy.route.index] = self.net_id
        p_copy.route.reverse_in_place()
        p_copy.route.remove_section(0, p_copy.route.index)
        p.route.remove_section(heard_at, xmit_at)
        p_copy.pkt = self.new_reply(self.net_id, p_copy.dest, p.route, 0)
        self.cache.add_route(p_copy.route)
        self.send_out_packet_with_route(p_copy, True)
