# The kernel side of DSR (ns-2.35's Agent/DSRAgent on an SRNodeNew): the protocol
# itself is Python (nslab.dsr, one file per part: agent, route cache, request table,
# flow table), as multicast's protocols are; the kernel hands it every packet the
# node's entry gets, every data frame its 802.11 MAC hears (the promiscuous tap),
# the frames the MAC gave up on and the node's start and reset, through the handler
# Kernel.dsr_handler, and gives it the few operations below to act on packets.
#
# A DSR node has no address classifier: its entry is the RTR receive trace, then
# the agent, for packets from its own agents and from the link layer alike.  The
# agent hands packets down through the RTR send trace to the link layer (after a
# delay: WS_RTR_OUT), to the port demux, or to itself later (WS_DSR_SELF, no
# trace).  The source-route header (ns-2's hdr_sr) lives in the packet's payload
# ints (WlHdr.blob, copied with the packet), laid out as SR_* says; the trace
# reads its DSR fields from there.

cdef enum:
    MAX_SR_LEN = 16
    MAX_ROUTE_ERRORS = 3
    # hdr_sr in the payload ints
    SR_VALID = 0
    SR_SALVAGED = 1
    SR_NUM_ADDRS = 2
    SR_CUR_ADDR = 3
    SR_ADDRS = 4            # MAX_SR_LEN addresses
    SR_ADDR_TYPES = 20      # and their types
    SR_REQ_VALID = 36
    SR_REQ_ID = 37
    SR_REQ_TTL = 38
    SR_REP_VALID = 39
    SR_REP_LEN = 40
    SR_REP_ADDRS = 41       # MAX_SR_LEN addresses
    SR_ERR_VALID = 57
    SR_ERR_COUNT = 58
    SR_ERR_LINKS = 59       # MAX_ROUTE_ERRORS x (type, tell, from, to)
    SR_FLOW_VALID = 71
    SR_FLOW_HOPS = 72
    SR_FLOW_ID = 73
    SR_FTIME_VALID = 74
    SR_FTIME = 75
    SR_FUNK_VALID = 76
    SR_FUNK_COUNT = 77
    SR_FUNK = 78            # MAX_ROUTE_ERRORS x (src, dst, flow id)
    SR_FDEF_VALID = 87
    SR_FDEF_COUNT = 88
    SR_FDEF = 89            # MAX_ROUTE_ERRORS x (src, dst, flow id)
    SR_INTS = 98

# what nslab.dsr needs to know of the kernel's numbering
DSR_CONSTANTS = {"PT_DSR": PT_DSR, "PT_TCP": PT_TCP, "PT_ACK": PT_ACK, "PT_CBR": PT_CBR,
                 "PT_UDP": PT_UDP, "PT_EXP": PT_EXP, "PT_PARETO": PT_PARETO,
                 "XF_NONE": XF_NONE, "XF_DSR": XF_DSR, "XF_DSR_FLOW": XF_DSR_FLOW,
                 "SR_INTS": SR_INTS, "WR_TOUT": WR_TOUT, "WR_TTL": WR_TTL, "WR_LOOP": WR_LOOP,
                 "WR_END": WR_END, "WR_NRTE": WR_NRTE, "WR_CBK": WR_CBK, "WR_SAL": WR_SAL,
                 "WR_IFQ": WR_IFQ, "AF_NONE": AF_NONE, "AF_INET": AF_INET,
                 "AF_ILINK": AF_ILINK, "MAC_BROADCAST": MAC_BROADCAST}


cdef void dsr_call(Kernel k, str what, int node, int pi) noexcept:
    """Hand an event to the protocol (Kernel.dsr_handler); an error stops the run."""
    try:
        getattr(k.dsr_handler, what)(node, pi)
    except BaseException as e:
        if k.fault is None:
            k.fault = e
        k.stop_requested = True


cdef inline void dsr_recv(Kernel k, MNode *m, int pi) noexcept:
    dsr_call(k, "recv", m.id, pi)


cdef inline void dsr_tap(Kernel k, MNode *m, int pi) noexcept:
    """The MAC's tap: a data frame heard (for anyone), before address filtering."""
    if m.rt_kind == RT_DSR:
        dsr_call(k, "tap", m.id, pi)


cdef inline void dsr_xmit_failed(Kernel k, MNode *m, int pi, bint flow) noexcept:
    dsr_call(k, "xmit_flow_failed" if flow else "xmit_failed", m.id, pi)


cdef inline void dsr_start(Kernel k, MNode *m) noexcept:
    dsr_call(k, "start", m.id, -1)


cdef inline void dsr_trace_fields(char *s, int room, WlHdr *h, bint newtrace, int *n) noexcept:
    """CMUTrace::format_dsr: the DSR part of a trace line (old or new format)."""
    cdef int zero[SR_INTS]
    cdef int *b = h.blob
    cdef int last_err = 0, last_rep = 0
    if b == NULL or h.blob_len < SR_INTS:
        memset(zero, 0, sizeof(zero))
        b = zero
    if b[SR_ERR_COUNT] > 1:
        last_err = b[SR_ERR_COUNT] - 1
    if b[SR_REP_LEN] > 1:
        last_rep = b[SR_REP_LEN] - 1
    if newtrace:
        n[0] = snprintf(s, room, b"-P dsr -Ph %d -Pq %d -Ps %d -Pp %d -Pn %d -Pl %d -Pe %d->%d "
                        b"-Pw %d -Pm %d -Pc %d -Pb %d->%d ",
                        b[SR_NUM_ADDRS], b[SR_REQ_VALID], b[SR_REQ_ID], b[SR_REP_VALID],
                        b[SR_REQ_ID], b[SR_REP_LEN], b[SR_REP_ADDRS], b[SR_REP_ADDRS + last_rep],
                        b[SR_ERR_VALID], b[SR_ERR_COUNT], b[SR_ERR_LINKS + 4 * last_err + 1],
                        b[SR_ERR_LINKS + 4 * last_err + 2], b[SR_ERR_LINKS + 4 * last_err + 3])
    else:
        n[0] = snprintf(s, room, b"%d [%d %d] [%d %d %d %d->%d] [%d %d %d %d->%d]",
                        b[SR_NUM_ADDRS], b[SR_REQ_VALID], b[SR_REQ_ID], b[SR_REP_VALID],
                        b[SR_REQ_ID], b[SR_REP_LEN], b[SR_REP_ADDRS], b[SR_REP_ADDRS + last_rep],
                        b[SR_ERR_VALID], b[SR_ERR_COUNT], b[SR_ERR_LINKS + 4 * last_err + 1],
                        b[SR_ERR_LINKS + 4 * last_err + 2], b[SR_ERR_LINKS + 4 * last_err + 3])


# ---- what the protocol may do (nslab.dsr.agent) -------------------------------------

cdef MNode *dsr_node(Kernel k, int node) except NULL:
    if not is_mobile(k, node) or mnode(k, node).rt_kind != RT_DSR:
        raise KernelError("node %d is not a DSR node" % node)
    return mnode(k, node)


cdef int dsr_pkt(Kernel k, int pi) except -1:
    if not 0 <= pi < (k.n_chunks << CHUNK_BITS):
        raise KernelError("no packet %d" % pi)
    return pi


def dsr_get(Kernel k, int pi):
    """A packet's fields: [uid, ptype, size, saddr, sport, daddr, dport, ttl, next hop,
    xmit failure, num forwards, address type], and its hdr_sr (a list of SR_INTS ints,
    zeros if none)."""
    cdef Packet *p = pkt(k, dsr_pkt(k, pi))
    cdef WlHdr *h = wh(k, pi)
    fields = [p.uid, p.ptype, p.size, p.src_addr, p.src_port, p.dst_addr, p.dst_port, p.ttl,
              h.next_hop, h.xmit_failure, h.num_forwards, h.addr_type]
    if h.blob == NULL or h.blob_len < SR_INTS:
        return fields, [0] * SR_INTS
    return fields, [h.blob[i] for i in range(SR_INTS)]


def dsr_put(Kernel k, int pi, list fields, list sr):
    """Write back what dsr_get gave (changed)."""
    cdef Packet *p = pkt(k, dsr_pkt(k, pi))
    cdef WlHdr *h = wh(k, pi)
    cdef int i, *b
    if len(fields) != 12 or len(sr) != SR_INTS:
        raise KernelError("dsr_put: 12 fields and %d header ints, got %d and %d"
                          % (SR_INTS, len(fields), len(sr)))
    (p.uid, p.ptype, p.size, p.src_addr, p.src_port, p.dst_addr, p.dst_port, p.ttl,
     h.next_hop, h.xmit_failure, h.num_forwards, h.addr_type) = fields
    if h.blob == NULL or h.blob_len != SR_INTS:
        b = wl_blob(k, pi, SR_INTS)
    b = h.blob
    for i in range(SR_INTS):
        b[i] = sr[i]


def dsr_alloc(Kernel k, int node):
    """Agent::allocpkt for the node's DSR agent: the next uid, type DSR, size 0, from
    node.255 to 0.255 with ttl 32, a zeroed hdr_sr."""
    cdef int pi
    cdef Packet *p
    dsr_node(k, node)
    pi = pkt_alloc(k)
    p = pkt(k, pi)
    wl_hdr_init(k, pi)
    p.ptype = PT_DSR
    p.size = 0
    p.src_addr = node
    p.src_port = RT_PORT
    p.dst_addr = 0
    p.dst_port = RT_PORT
    p.ttl = 32
    wl_blob(k, pi, SR_INTS)
    return pi


def dsr_new_uid(Kernel k):
    """The next uid of the global counter (uidcnt_++)."""
    cdef int uid = k.next_pkt_uid
    k.next_pkt_uid += 1
    return uid


def dsr_copy(Kernel k, int pi):
    return wl_copy(k, dsr_pkt(k, pi))


def dsr_free(Kernel k, int pi):
    wl_free(k, dsr_pkt(k, pi))


def dsr_send(Kernel k, int node, int pi, double delay):
    """Scheduler::schedule(ll, p, delay): RTR send trace, then the link layer."""
    dsr_node(k, node)
    wl_schedule(k, delay, node, WS_RTR_OUT, dsr_pkt(k, pi))


def dsr_send_self(Kernel k, int node, int pi, double delay):
    """Scheduler::schedule(this, p, delay): the agent gets p back, untraced."""
    dsr_node(k, node)
    wl_schedule(k, delay, node, WS_DSR_SELF, dsr_pkt(k, pi))


def dsr_deliver(Kernel k, int node, int pi):
    """target_->recv: the node's port demux."""
    wl_dmux(k, dsr_node(k, node), dsr_pkt(k, pi))


def dsr_drop(Kernel k, int node, int pi, int why):
    """drop(p, reason): the RTR drop trace."""
    if not 0 <= why < WR_COUNT:
        raise KernelError("no drop reason %d" % why)
    wl_rtr_drop(k, dsr_node(k, node), dsr_pkt(k, pi), why)


def dsr_log(Kernel k, int node, bytes line):
    """A line of the agent's log target (the node's trace file), if it has one."""
    cdef MNode *m = dsr_node(k, node)
    if m.out >= 0:
        out_append(k, m.out, line, len(line))


def dsr_uniform(Kernel k):
    """Random::uniform() of the default stream."""
    return mrg_next(&k.rng)


def dsr_ifq_take(Kernel k, int node, int next_hop):
    """CMUPriQueue::prq_get_nexthop: the first queued packet for next_hop, or -1."""
    return ifq_filter(k, dsr_node(k, node), next_hop)


def dsr_god_hops(Kernel k, int a, int b):
    """God::hops(a, b): the set-dist table, 0 where it has nothing."""
    cdef int n = k.wl.god_nodes if k.wl != NULL else 0
    if k.wl == NULL or k.wl.min_hops == NULL or not (0 <= a < n and 0 <= b < n):
        return 0
    return k.wl.min_hops[a * n + b]
