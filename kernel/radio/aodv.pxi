# AODV as ns-2.35's Agent/AODV runs it (docs/ns2-behavior.md §11.5): route
# requests flooded with a 10 ms jitter and expanding TTL, replies along the
# reverse route, route errors, link-layer failure detection from the 802.11
# MAC (no hellos) and local repair.  The route table is ns-2's list (newest
# entry first); the send buffer holds at most 64 packets for 30 s.

cdef enum:
    AODV_RTF_DOWN = 0
    AODV_RTF_UP = 1
    AODV_RTF_IN_REPAIR = 2
    AODV_INFINITY = 0xff
    AODV_RTQ_MAX_LEN = 64
    AODV_RREQ_RETRIES = 3
    AODV_TTL_START = 5
    AODV_TTL_THRESHOLD = 7
    AODV_TTL_INCREMENT = 2
    AODV_NETWORK_DIAMETER = 30
    AODV_MY_ROUTE_TIMEOUT = 10
    AODV_ALLOWED_HELLO_LOSS = 3

cdef double AODV_ACTIVE_ROUTE_TIMEOUT = 10
cdef double AODV_REV_ROUTE_LIFE = 6
cdef double AODV_BCAST_ID_SAVE = 6
cdef double AODV_MAX_RREQ_TIMEOUT = 10.0
cdef double AODV_NODE_TRAVERSAL_TIME = 0.03
cdef double AODV_ARP_DELAY = 0.01
cdef double AODV_RTQ_TIMEOUT = 30
cdef double AODV_HELLO_INTERVAL = 1
cdef double AODV_PURGE_FREQUENCY = 0.5
cdef double AODV_DELAY = 1.0
cdef double AODV_NO_DELAY = -1.0


cdef inline AodvState *aodv_of(MNode *m) noexcept:
    return <AodvState *>m.rt


# ---- route table ---------------------------------------------------------------

cdef AodvRt *aodv_rt_lookup(AodvState *a, int dst) noexcept:
    cdef int i
    for i in range(a.nrt - 1, -1, -1):
        if a.rt[i].dst == dst:
            return a.rt[i]
    return NULL


cdef AodvRt *aodv_rt_add(AodvState *a, int dst) noexcept:
    cdef AodvRt *rt = <AodvRt *>calloc(1, sizeof(AodvRt))
    rt.dst = dst
    rt.hops = AODV_INFINITY
    rt.last_hop_count = AODV_INFINITY
    rt.flags = AODV_RTF_DOWN
    if a.nrt == a.caprt:
        a.caprt = a.caprt * 2 if a.caprt else 8
        a.rt = <AodvRt **>realloc(a.rt, a.caprt * sizeof(AodvRt *))
    a.rt[a.nrt] = rt
    a.nrt += 1
    return rt


cdef inline AodvRt *aodv_rt_get(AodvState *a, int dst) noexcept:
    cdef AodvRt *rt = aodv_rt_lookup(a, dst)
    return rt if rt != NULL else aodv_rt_add(a, dst)


cdef void aodv_pc_insert(AodvRt *rt, int id) noexcept:
    """Add a precursor (a neighbour using this route) if not there."""
    cdef int i
    for i in range(rt.npc):
        if rt.pc[i] == id:
            return
    if rt.npc == rt.cappc:
        rt.cappc = rt.cappc * 2 if rt.cappc else 4
        rt.pc = <int *>realloc(rt.pc, rt.cappc * sizeof(int))
    rt.pc[rt.npc] = id
    rt.npc += 1


cdef void aodv_pc_delete(AodvRt *rt, int id) noexcept:
    """Remove a precursor."""
    cdef int i
    for i in range(rt.npc):
        if rt.pc[i] == id:
            rt.pc[i] = rt.pc[rt.npc - 1]
            rt.npc -= 1
            return


cdef void aodv_rt_update(Kernel k, AodvRt *rt, unsigned int seqnum, int metric, int nexthop,
                         double expire_time) noexcept:
    """AODV::rt_update: the route is up with these values."""
    rt.seqno = seqnum
    rt.hops = metric
    rt.flags = AODV_RTF_UP
    rt.nexthop = nexthop
    rt.expire = expire_time


cdef void aodv_rt_down(AodvRt *rt) noexcept:
    """AODV::rt_down: the route goes down (once)."""
    if rt.flags == AODV_RTF_DOWN:
        return
    rt.last_hop_count = rt.hops
    rt.hops = AODV_INFINITY
    rt.flags = AODV_RTF_DOWN
    rt.nexthop = 0
    rt.expire = 0


cdef double aodv_per_hop_time(AodvRt *rt) noexcept:
    """Average per-hop discovery latency of the route (30 ms by default)."""
    cdef int n = 0, i
    cdef double total = 0.0
    if rt == NULL:
        return AODV_NODE_TRAVERSAL_TIME
    for i in range(3):
        if rt.disc_latency[i] > 0.0:
            n += 1
            total += rt.disc_latency[i]
    if n > 0:
        return total / <double>n
    return AODV_NODE_TRAVERSAL_TIME


# ---- broadcast-id cache ------------------------------------------------------------

cdef void aodv_id_insert(Kernel k, AodvState *a, int src, unsigned int bid) noexcept:
    """Remember a (source, broadcast id) for BCAST_ID_SAVE seconds."""
    if a.nbc == a.capbc:
        a.capbc = a.capbc * 2 if a.capbc else 16
        a.bc = <AodvBid *>realloc(a.bc, a.capbc * sizeof(AodvBid))
    a.bc[a.nbc].src = src
    a.bc[a.nbc].id = bid
    a.bc[a.nbc].expire = k.now + AODV_BCAST_ID_SAVE
    a.nbc += 1


cdef bint aodv_id_lookup(AodvState *a, int src, unsigned int bid) noexcept:
    """Was this (source, broadcast id) seen recently?"""
    cdef int i
    for i in range(a.nbc):
        if a.bc[i].src == src and a.bc[i].id == bid:
            return True
    return False


cdef void aodv_id_purge(Kernel k, AodvState *a) noexcept:
    """Forget expired broadcast ids."""
    cdef int i = 0, j = 0
    for i in range(a.nbc):
        if not (a.bc[i].expire <= k.now):
            a.bc[j] = a.bc[i]
            j += 1
    a.nbc = j


# ---- send buffer (aodv_rqueue) -----------------------------------------------------

cdef void aodv_rq_remove(AodvState *a, int i) noexcept:
    """Remove the i-th packet of the send buffer."""
    memmove(&a.rq[i], &a.rq[i + 1], (a.rq_len - i - 1) * sizeof(int))
    a.rq_len -= 1


cdef void aodv_rq_purge(Kernel k, AodvState *a) noexcept:
    """Packets older than the timeout leave the buffer silently."""
    cdef int i = 0
    while i < a.rq_len:
        if wh(k, a.rq[i]).ts < k.now:
            wl_free(k, a.rq[i])
            aodv_rq_remove(a, i)
        else:
            i += 1


cdef void aodv_rq_enque(Kernel k, MNode *m, AodvState *a, int pi) noexcept:
    """Buffer a packet waiting for a route (the oldest goes when full)."""
    cdef int p0
    aodv_rq_purge(k, a)
    wh(k, pi).ts = k.now + AODV_RTQ_TIMEOUT
    if a.rq_len == AODV_RTQ_MAX_LEN:
        p0 = a.rq[0]
        aodv_rq_remove(a, 0)
        wl_rtr_drop(k, m, p0, WR_IFQ if wh(k, p0).ts > k.now else WR_TOUT)
    if a.rq_len == a.rq_cap:
        a.rq_cap = a.rq_cap * 2 if a.rq_cap else 16
        a.rq = <int *>realloc(a.rq, a.rq_cap * sizeof(int))
    a.rq[a.rq_len] = pi
    a.rq_len += 1


cdef int aodv_rq_deque(Kernel k, AodvState *a, int dst) noexcept:
    """Take the first buffered packet for `dst` (-1 if none)."""
    cdef int i, pi
    aodv_rq_purge(k, a)
    for i in range(a.rq_len):
        pi = a.rq[i]
        if pkt(k, pi).dst_addr == dst:
            aodv_rq_remove(a, i)
            return pi
    return -1


cdef bint aodv_rq_find(Kernel k, AodvState *a, int dst) noexcept:
    """Is a packet for `dst` buffered?"""
    cdef int i
    for i in range(a.rq_len):
        if pkt(k, a.rq[i]).dst_addr == dst:
            return True
    return False


# ---- timers ------------------------------------------------------------------------

cdef void aodv_start(Kernel k, MNode *m) noexcept:
    """`$ragent start`: the broadcast-id and route-purge timers (no hellos:
    link-layer detection is on)."""
    aodv_timer(k, m, 0)
    aodv_timer(k, m, 1)


cdef void aodv_timer(Kernel k, MNode *m, int which) noexcept:
    """The broadcast-id (0) or route-purge (1) timer."""
    cdef AodvState *a = aodv_of(m)
    if which == 0:
        aodv_id_purge(k, a)
        timer_resched(k, a.btimer, AODV_BCAST_ID_SAVE)
    else:
        aodv_rt_purge(k, m)
        timer_resched(k, a.rtimer, AODV_PURGE_FREQUENCY)


cdef void aodv_rt_purge(Kernel k, MNode *m) noexcept:
    """Expire routes (dropping their buffered packets), send what has a route,
    ask again for buffered destinations without one."""
    cdef AodvState *a = aodv_of(m)
    cdef double now = k.now
    cdef double delay = 0.0
    cdef AodvRt *rt
    cdef int i, pi
    for i in range(a.nrt - 1, -1, -1):
        rt = a.rt[i]
        if rt.flags == AODV_RTF_UP and rt.expire < now:
            pi = aodv_rq_deque(k, a, rt.dst)
            while pi >= 0:
                wl_rtr_drop(k, m, pi, WR_NRTE)
                pi = aodv_rq_deque(k, a, rt.dst)
            rt.seqno += 1
            aodv_rt_down(rt)
        elif rt.flags == AODV_RTF_UP:
            pi = aodv_rq_deque(k, a, rt.dst)
            while pi >= 0:
                aodv_forward(k, m, rt, pi, delay)
                delay += AODV_ARP_DELAY
                pi = aodv_rq_deque(k, a, rt.dst)
        elif aodv_rq_find(k, a, rt.dst):
            aodv_send_request(k, m, rt.dst)


cdef void aodv_local_repair_timeout(Kernel k, MNode *m, int pi) noexcept:
    """LocalRepairTimer: the repair did not bring the route up; take it down."""
    cdef AodvRt *rt = aodv_rt_lookup(aodv_of(m), pkt(k, pi).dst_addr)
    if rt != NULL and rt.flags != AODV_RTF_UP:
        aodv_rt_down(rt)
    wl_free(k, pi)


# ---- link failures ---------------------------------------------------------------------

cdef void aodv_ll_failed(Kernel k, MNode *m, int pi) noexcept:
    """AODV::rt_ll_failed: the MAC (or ARP) gave up on pi."""
    cdef AodvState *a = aodv_of(m)
    cdef Packet *p = pkt(k, pi)
    cdef WlHdr *h = wh(k, pi)
    cdef int broken = h.next_hop
    cdef AodvRt *rt
    cdef int q
    if not data_packet(p.ptype) or p.dst_addr == IP_BROADCAST:
        wl_rtr_drop(k, m, pi, WR_CBK)
        return
    rt = aodv_rt_lookup(a, p.dst_addr)
    if rt == NULL:
        wl_rtr_drop(k, m, pi, WR_CBK)
        return
    if h.num_forwards > rt.hops:
        aodv_local_rt_repair(k, m, rt, pi)
        return
    wl_rtr_drop(k, m, pi, WR_CBK)
    q = ifq_filter(k, m, broken)
    while q >= 0:
        wl_rtr_drop(k, m, q, WR_CBK)
        q = ifq_filter(k, m, broken)
    aodv_nb_delete(k, m, broken)


cdef void aodv_nb_delete(Kernel k, MNode *m, int id) noexcept:
    """A neighbour is gone (the neighbour list itself is empty without hellos)."""
    aodv_of(m).seqno += 2
    aodv_handle_link_failure(k, m, id)


cdef void aodv_handle_link_failure(Kernel k, MNode *m, int id) noexcept:
    """Routes through the lost neighbour go down; a RERR lists them."""
    cdef AodvState *a = aodv_of(m)
    cdef int rerr = wl_alloc(k)
    cdef int n = 0, i
    cdef int *lst = <int *>malloc((2 * a.nrt + 2) * sizeof(int))
    cdef AodvRt *rt
    for i in range(a.nrt - 1, -1, -1):
        rt = a.rt[i]
        if rt.hops != AODV_INFINITY and rt.nexthop == id:
            rt.seqno += 1
            lst[2 * n] = rt.dst
            lst[2 * n + 1] = rt.seqno
            n += 1
            aodv_rt_down(rt)
        aodv_pc_delete(rt, id)
    if n > 0:
        memcpy(wl_blob(k, rerr, 2 * n), lst, 2 * n * sizeof(int))
        aodv_send_error(k, m, rerr, False)
    else:
        wl_free(k, rerr)
    free(lst)


cdef void aodv_local_rt_repair(Kernel k, MNode *m, AodvRt *rt, int pi) noexcept:
    """Buffer pi, mark the route in repair and ask for it again; the repair
    timer is scheduled rt_req_timeout (an absolute time, as in ns-2) from now."""
    cdef int c
    aodv_rq_enque(k, m, aodv_of(m), pi)
    c = wl_copy(k, pi)          # before the request, which may drop pi
    rt.flags = AODV_RTF_IN_REPAIR
    aodv_send_request(k, m, rt.dst)
    wl_schedule(k, rt.req_timeout, m.id, WS_LREPAIR, c)


# ---- receiving -----------------------------------------------------------------------

cdef void aodv_recv(Kernel k, MNode *m, int pi) noexcept:
    """AODV::recv: routing packets to recvAODV; data originated here gets its
    IP header; data from elsewhere is checked for TTL; then routed."""
    cdef AodvState *a = aodv_of(m)
    cdef Packet *p = pkt(k, pi)
    cdef WlHdr *h = wh(k, pi)
    if p.ptype == PT_AODV:
        p.ttl -= 1
        aodv_recv_aodv(k, m, pi)
        return
    if p.src_addr == a.index and h.num_forwards == 0:
        if p.ptype != PT_TCP and p.ptype != PT_ACK:
            p.size += IP_HDR_LEN
        if p.dst_addr != IP_BROADCAST:
            p.ttl = AODV_NETWORK_DIAMETER
    elif p.src_addr == a.index:
        wl_rtr_drop(k, m, pi, WR_LOOP)
        return
    else:
        p.ttl -= 1
        if p.ttl == 0:
            wl_rtr_drop(k, m, pi, WR_TTL)
            return
    if p.dst_addr != IP_BROADCAST:
        aodv_rt_resolve(k, m, pi)
    else:
        aodv_forward(k, m, NULL, pi, AODV_NO_DELAY)


cdef void aodv_rt_resolve(Kernel k, MNode *m, int pi) noexcept:
    """Route a data packet: forward, buffer and ask, or drop and report."""
    cdef AodvState *a = aodv_of(m)
    cdef Packet *p = pkt(k, pi)
    cdef AodvRt *rt
    cdef int rerr
    cdef int *lst
    wh(k, pi).xmit_failure = XF_AODV
    rt = aodv_rt_get(a, p.dst_addr)
    if rt.flags == AODV_RTF_UP:
        aodv_forward(k, m, rt, pi, AODV_NO_DELAY)
    elif p.src_addr == a.index:
        aodv_rq_enque(k, m, a, pi)
        aodv_send_request(k, m, rt.dst)
    elif rt.flags == AODV_RTF_IN_REPAIR:
        aodv_rq_enque(k, m, a, pi)
    else:
        rerr = wl_alloc(k)
        lst = wl_blob(k, rerr, 2)
        lst[0] = rt.dst
        lst[1] = rt.seqno
        aodv_send_error(k, m, rerr, False)
        wl_rtr_drop(k, m, pi, WR_NRTE)


cdef void aodv_recv_aodv(Kernel k, MNode *m, int pi) noexcept:
    """Dispatch a routing packet by type."""
    cdef int t = wh(k, pi).rt_type
    if t == AODV_RREQ:
        aodv_recv_request(k, m, pi)
    elif t == AODV_RREP:
        aodv_recv_reply(k, m, pi)
    elif t == AODV_RERR:
        aodv_recv_error(k, m, pi)
    else:
        wl_free(k, pi)      # hellos: the neighbour cache is not used


cdef void aodv_recv_request(Kernel k, MNode *m, int pi) noexcept:
    """A RREQ: note the reverse route, then reply or flood it further."""
    cdef AodvState *a = aodv_of(m)
    cdef Packet *p = pkt(k, pi)
    cdef WlHdr *rq = wh(k, pi)
    cdef AodvRt *rt
    cdef AodvRt *rt0
    cdef int b
    if rq.rsrc == a.index:
        wl_free(k, pi)
        return
    if aodv_id_lookup(a, rq.rsrc, rq.bcast_id):
        wl_free(k, pi)
        return
    aodv_id_insert(k, a, rq.rsrc, rq.bcast_id)
    rt0 = aodv_rt_get(a, rq.rsrc)
    rt0.expire = max(rt0.expire, (k.now + AODV_REV_ROUTE_LIFE))
    if (rq.rsrc_seqno > rt0.seqno) or (rq.rsrc_seqno == rt0.seqno and rq.hop_count < rt0.hops):
        aodv_rt_update(k, rt0, rq.rsrc_seqno, rq.hop_count, p.src_addr,
                       max(rt0.expire, (k.now + AODV_REV_ROUTE_LIFE)))
        if rt0.req_timeout > 0.0:
            rt0.req_cnt = 0
            rt0.req_timeout = 0.0
            rt0.req_last_ttl = rq.hop_count
            rt0.expire = k.now + AODV_ACTIVE_ROUTE_TIMEOUT
        b = aodv_rq_deque(k, a, rt0.dst)
        while b >= 0:
            if rt0.flags == AODV_RTF_UP:
                aodv_forward(k, m, rt0, b, AODV_NO_DELAY)
            b = aodv_rq_deque(k, a, rt0.dst)
    rt = aodv_rt_lookup(a, rq.rdst)
    if rq.rdst == a.index:
        a.seqno = max(a.seqno, rq.rdst_seqno) + 1
        if a.seqno % 2:
            a.seqno += 1
        aodv_send_reply(k, m, rq.rsrc, 1, a.index, a.seqno, AODV_MY_ROUTE_TIMEOUT,
                        rq.timestamp)
        wl_free(k, pi)
    elif rt != NULL and rt.hops != AODV_INFINITY and rt.seqno >= rq.rdst_seqno:
        aodv_send_reply(k, m, rq.rsrc, rt.hops + 1, rq.rdst, rt.seqno,
                        <unsigned int>(rt.expire - k.now), rq.timestamp)
        aodv_pc_insert(rt, rt0.nexthop)
        aodv_pc_insert(rt0, rt.nexthop)
        wl_free(k, pi)
    else:
        p.src_addr = a.index
        p.dst_addr = IP_BROADCAST
        rq.hop_count = (rq.hop_count + 1) & 0xff
        if rt != NULL:
            rq.rdst_seqno = max(rt.seqno, rq.rdst_seqno)
        aodv_forward(k, m, NULL, pi, AODV_DELAY)


cdef void aodv_recv_reply(Kernel k, MNode *m, int pi) noexcept:
    """A RREP: note the forward route, release buffered packets, pass it on."""
    cdef AodvState *a = aodv_of(m)
    cdef Packet *p = pkt(k, pi)
    cdef WlHdr *rp = wh(k, pi)
    cdef AodvRt *rt
    cdef AodvRt *rt0
    cdef bint suppress = False
    cdef double delay = 0.0
    cdef int b
    rt = aodv_rt_get(a, rp.rdst)
    if rt.seqno < rp.rdst_seqno or (rt.seqno == rp.rdst_seqno and rt.hops > rp.hop_count):
        aodv_rt_update(k, rt, rp.rdst_seqno, rp.hop_count, rp.rsrc, k.now + rp.lifetime)
        rt.req_cnt = 0
        rt.req_timeout = 0.0
        rt.req_last_ttl = rp.hop_count
        if p.dst_addr == a.index:
            rt.disc_latency[rt.hist_indx] = (k.now - rp.timestamp) / <double>rp.hop_count
            rt.hist_indx = (rt.hist_indx + 1) % 3
        b = aodv_rq_deque(k, a, rt.dst)
        while b >= 0:
            if rt.hops != AODV_INFINITY:
                aodv_forward(k, m, rt, b, delay)
                delay += AODV_ARP_DELAY
            b = aodv_rq_deque(k, a, rt.dst)
    else:
        suppress = True
    if p.dst_addr == a.index or suppress:
        wl_free(k, pi)
        return
    rt0 = aodv_rt_lookup(a, p.dst_addr)
    if rt0 != NULL and rt0.hops != AODV_INFINITY:
        rp.hop_count = (rp.hop_count + 1) & 0xff
        rp.rsrc = a.index
        aodv_forward(k, m, rt0, pi, AODV_NO_DELAY)
        aodv_pc_insert(rt, rt0.nexthop)
    else:
        wl_rtr_drop(k, m, pi, WR_NRTE)


cdef void aodv_recv_error(Kernel k, MNode *m, int pi) noexcept:
    """A RERR: take down the routes it lists through its sender; tell our precursors."""
    cdef AodvState *a = aodv_of(m)
    cdef Packet *p = pkt(k, pi)
    cdef WlHdr *re = wh(k, pi)
    cdef int nin = re.blob_len // 2 if re.blob != NULL else 0
    cdef int *lst = <int *>malloc((2 * nin + 2) * sizeof(int))
    cdef int n = 0, i, q
    cdef AodvRt *rt
    for i in range(nin):
        rt = aodv_rt_lookup(a, re.blob[2 * i])
        if (rt != NULL and rt.hops != AODV_INFINITY and rt.nexthop == p.src_addr
                and rt.seqno <= <unsigned int>re.blob[2 * i + 1]):
            rt.seqno = <unsigned int>re.blob[2 * i + 1]
            aodv_rt_down(rt)
            q = ifq_filter(k, m, p.src_addr)
            while q >= 0:
                wl_rtr_drop(k, m, q, WR_CBK)
                q = ifq_filter(k, m, p.src_addr)
            if rt.npc > 0:
                lst[2 * n] = rt.dst
                lst[2 * n + 1] = rt.seqno
                n += 1
                rt.npc = 0
    if n > 0:
        q = wl_alloc(k)
        memcpy(wl_blob(k, q, 2 * n), lst, 2 * n * sizeof(int))
        aodv_send_error(k, m, q, True)
    free(lst)
    wl_free(k, pi)


# ---- sending -----------------------------------------------------------------------------

cdef void aodv_forward(Kernel k, MNode *m, AodvRt *rt, int pi, double delay) noexcept:
    """Hand pi to the node's send target, now or after `delay` (AODV
    broadcasts after a 10 ms jitter drawn from the default stream)."""
    cdef Packet *p = pkt(k, pi)
    cdef WlHdr *h = wh(k, pi)
    if p.ttl == 0:
        wl_rtr_drop(k, m, pi, WR_TTL)
        return
    if ((p.ptype != PT_AODV and h.direction == DIR_UP and p.dst_addr == IP_BROADCAST)
            or p.dst_addr == m.id):
        wl_dmux(k, m, pi)
        return
    if rt != NULL:
        rt.expire = k.now + AODV_ACTIVE_ROUTE_TIMEOUT
        h.next_hop = rt.nexthop
        h.addr_type = AF_INET
        h.direction = DIR_DOWN
    else:
        h.addr_type = AF_NONE
        h.direction = DIR_DOWN
    if p.dst_addr == IP_BROADCAST:
        if p.ptype == PT_AODV:
            wl_schedule(k, 0.01 * mrg_next(&k.rng), m.id, WS_RTR_OUT, pi)
        else:
            wl_schedule(k, 0.0, m.id, WS_RTR_OUT, pi)
    elif delay > 0.0:
        wl_schedule(k, delay, m.id, WS_RTR_OUT, pi)
    else:
        wl_schedule(k, 0.0, m.id, WS_RTR_OUT, pi)


cdef int aodv_new_packet(Kernel k, MNode *m, int size, int dst, int ttl) noexcept:
    """A fresh AODV packet from this node's routing port."""
    cdef int pi = wl_alloc(k)
    cdef Packet *p = pkt(k, pi)
    p.ptype = PT_AODV
    p.size = size
    p.src_addr = m.id
    p.src_port = RT_PORT
    p.dst_addr = dst
    p.dst_port = RT_PORT
    p.ttl = ttl
    return pi


cdef void aodv_send_request(Kernel k, MNode *m, int dst) noexcept:
    """Broadcast a RREQ for dst, rate-limited by the route's request timeout,
    with an expanding ring TTL."""
    cdef AodvState *a = aodv_of(m)
    cdef AodvRt *rt = aodv_rt_lookup(a, dst)
    cdef int pi, ttl, b
    cdef WlHdr *rq
    if rt.flags == AODV_RTF_UP:
        return
    if rt.req_timeout > k.now:
        return
    if rt.req_cnt > AODV_RREQ_RETRIES:
        rt.req_timeout = k.now + AODV_MAX_RREQ_TIMEOUT
        rt.req_cnt = 0
        b = aodv_rq_deque(k, a, rt.dst)
        while b >= 0:
            wl_rtr_drop(k, m, b, WR_NRTE)
            b = aodv_rq_deque(k, a, rt.dst)
        return
    rt.req_last_ttl = max(rt.req_last_ttl, rt.last_hop_count)
    if 0 == rt.req_last_ttl:
        ttl = AODV_TTL_START
    else:
        if rt.req_last_ttl < AODV_TTL_THRESHOLD:
            ttl = rt.req_last_ttl + AODV_TTL_INCREMENT
        else:
            ttl = AODV_NETWORK_DIAMETER
            rt.req_cnt = (rt.req_cnt + 1) & 0xff
    rt.req_last_ttl = ttl
    rt.req_timeout = 2.0 * <double>ttl * aodv_per_hop_time(rt)
    if rt.req_cnt > 0:
        rt.req_timeout *= rt.req_cnt
    rt.req_timeout += k.now
    if rt.req_timeout > k.now + AODV_MAX_RREQ_TIMEOUT:
        rt.req_timeout = k.now + AODV_MAX_RREQ_TIMEOUT
    rt.expire = 0
    pi = aodv_new_packet(k, m, IP_HDR_LEN + 28, IP_BROADCAST, ttl)
    rq = wh(k, pi)
    rq.addr_type = AF_NONE
    rq.rt_type = AODV_RREQ
    rq.hop_count = 1
    rq.bcast_id = a.bid
    a.bid += 1
    rq.rdst = dst
    rq.rdst_seqno = rt.seqno
    rq.rsrc = a.index
    a.seqno += 2
    rq.rsrc_seqno = a.seqno
    rq.timestamp = k.now
    wl_schedule(k, 0.0, m.id, WS_RTR_OUT, pi)


cdef void aodv_send_reply(Kernel k, MNode *m, int ipdst, unsigned int hop_count, int rpdst,
                          unsigned int rpseq, unsigned int lifetime, double timestamp) noexcept:
    """Unicast a RREP towards `ipdst` along the reverse route."""
    cdef AodvRt *rt = aodv_rt_lookup(aodv_of(m), ipdst)
    cdef int pi = aodv_new_packet(k, m, IP_HDR_LEN + 24, ipdst, AODV_NETWORK_DIAMETER)
    cdef WlHdr *rp = wh(k, pi)
    rp.rt_type = AODV_RREP
    rp.hop_count = hop_count & 0xff
    rp.rdst = rpdst
    rp.rdst_seqno = rpseq
    rp.rsrc = m.id
    rp.lifetime = lifetime
    rp.timestamp = timestamp
    rp.addr_type = AF_INET
    rp.next_hop = rt.nexthop
    rp.direction = DIR_DOWN
    wl_schedule(k, 0.0, m.id, WS_RTR_OUT, pi)


cdef void aodv_send_error(Kernel k, MNode *m, int pi, bint jitter) noexcept:
    """Broadcast the RERR pi (its destinations are in the payload), TTL 1."""
    cdef Packet *p = pkt(k, pi)
    cdef WlHdr *re = wh(k, pi)
    cdef int n = re.blob_len // 2
    re.rt_type = AODV_RERR
    re.hop_count = n & 0xff
    p.ptype = PT_AODV
    p.size = IP_HDR_LEN + (n * 2 + 1) * 4
    re.addr_type = AF_NONE
    re.next_hop = 0
    re.direction = DIR_DOWN
    p.src_addr = m.id
    p.dst_addr = IP_BROADCAST
    p.src_port = RT_PORT
    p.dst_port = RT_PORT
    p.ttl = 1
    if jitter:
        wl_schedule(k, 0.01 * mrg_next(&k.rng), m.id, WS_RTR_OUT, pi)
    else:
        wl_schedule(k, 0.0, m.id, WS_RTR_OUT, pi)
