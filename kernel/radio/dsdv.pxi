# DSDV as ns-2.35's Agent/DSDV runs it (docs/ns2-behavior.md §11.6): a full
# update every perup_ * (0.75 + U(0, 0.25)) s, triggered updates (at most one
# per second) when a metric changes, route timeouts after min_update_periods_
# missed updates, and no link-layer feedback (use_mac_ 0: a MAC failure is a
# drop).  Packets without a route wait in a per-destination queue of 5.
#
# The table is ns-2's array of entries sorted by destination, copied by value
# as ns-2 copies them; each scheduled ns-2 Event is a kernel timer.

cdef enum:
    DSDV_BIG = 250
    DSDV_MAX_QUEUE_LENGTH = 5

cdef double DSDV_STARTUP_JITTER = 2.0
cdef double DSDV_BROADCAST_JITTER = 0.01
cdef double DSDV_MIN_TUP_PERIOD = 1.0


cdef inline DsdvState *dsdv_of(MNode *m) noexcept:
    return <DsdvState *>m.rt


cdef inline double dsdv_jitter(Kernel k, DsdvState *d, double mx) noexcept:
    """A random delay up to `mx` (0 unless be_random_)."""
    return mx * mrg_next(&k.rng) if d.be_random else 0


# ---- events (ns-2's `new Event` / `delete e`) -------------------------------------

cdef int dsdv_new_event(Kernel k, MNode *m, int kind) noexcept:
    """A timer for a new ns-2 Event (recycled ones first)."""
    cdef DsdvState *d = dsdv_of(m)
    cdef int tid
    if d.n_free_ev:
        d.n_free_ev -= 1
        tid = d.free_ev[d.n_free_ev]
        k.timers[tid].kind = kind
        return tid
    return timer_new(k, kind, m.id)


cdef void dsdv_delete_event(Kernel k, MNode *m, int tid) noexcept:
    """Cancel an event's timer and keep it for reuse."""
    cdef DsdvState *d = dsdv_of(m)
    timer_cancel(k, tid)
    if d.n_free_ev == d.cap_free_ev:
        d.cap_free_ev = d.cap_free_ev * 2 if d.cap_free_ev else 16
        d.free_ev = <int *>realloc(d.free_ev, d.cap_free_ev * sizeof(int))
    d.free_ev[d.n_free_ev] = tid
    d.n_free_ev += 1


# ---- routing table (sorted array, entries by value) ------------------------------------

cdef DsdvEnt *dsdv_get(DsdvState *d, int dst) noexcept:
    cdef int lo = 0, hi = d.elts - 1, mid
    while lo <= hi:
        mid = (lo + hi) >> 1
        if d.tab[mid].dst == dst:
            return &d.tab[mid]
        if d.tab[mid].dst < dst:
            lo = mid + 1
        else:
            hi = mid - 1
    return NULL


cdef void dsdv_add(DsdvState *d, DsdvEnt *ent) noexcept:
    """RoutingTable::AddEntry: replace the entry for ent.dst, or insert it."""
    cdef DsdvEnt *it = dsdv_get(d, ent.dst)
    cdef DsdvEnt e = ent[0]
    cdef int pos
    if it != NULL:
        it[0] = e
        return
    if d.elts == d.maxelts:
        d.maxelts = d.maxelts * 2 if d.maxelts else 10
        d.tab = <DsdvEnt *>realloc(d.tab, d.maxelts * sizeof(DsdvEnt))
    pos = 0
    while pos < d.elts and not (e.dst < d.tab[pos].dst):
        pos += 1
    memmove(&d.tab[pos + 1], &d.tab[pos], (d.elts - pos) * sizeof(DsdvEnt))
    d.tab[pos] = e
    d.elts += 1


cdef inline void dsdv_zero(DsdvEnt *e) noexcept:
    """A zeroed entry (no events, no queue)."""
    memset(e, 0, sizeof(DsdvEnt))
    e.trigger_event = -1
    e.timeout_event = -1


cdef PktFifo *fifo_new() noexcept:
    return <PktFifo *>calloc(1, sizeof(PktFifo))


cdef void fifo_push(PktFifo *q, int pi) noexcept:
    """Append a packet to a per-destination queue."""
    cdef int *a
    cdef int i
    if q.len == q.cap:
        a = <int *>malloc((q.cap * 2 if q.cap else 8) * sizeof(int))
        for i in range(q.len):
            a[i] = q.a[(q.head + i) % q.cap]
        free(q.a)
        q.a = a
        q.head = 0
        q.cap = q.cap * 2 if q.cap else 8
    q.a[(q.head + q.len) % q.cap] = pi
    q.len += 1


cdef int fifo_pop(PktFifo *q) noexcept:
    """Take the head of a per-destination queue (-1 if empty)."""
    cdef int pi
    if q.len == 0:
        return -1
    pi = q.a[q.head]
    q.head = (q.head + 1) % q.cap
    q.len -= 1
    return pi


cdef void fifo_free(PktFifo *q) noexcept:
    """Release a per-destination queue (not its packets)."""
    if q != NULL:
        free(q.a)
        free(q)


# ---- start and periodic updates ------------------------------------------------------

cdef void dsdv_start(Kernel k, MNode *m) noexcept:
    """start-dsdv: our own entry, and the first periodic update within 2 s."""
    cdef DsdvState *d = dsdv_of(m)
    cdef DsdvEnt rte
    dsdv_zero(&rte)
    rte.dst = d.myaddr
    rte.hop = d.myaddr
    rte.metric = 0
    rte.seqnum = d.seqno
    d.seqno += 2
    rte.advertise_ok_at = 0.0
    rte.advert_seqnum = True
    rte.advert_metric = True
    rte.changed_at = k.now
    rte.new_seqnum_at = k.now
    rte.wst = 0
    dsdv_add(d, &rte)
    d.periodic = dsdv_new_event(k, m, TM_WL_DSDV_HELPER)
    timer_resched(k, d.periodic, dsdv_jitter(k, d, DSDV_STARTUP_JITTER))


cdef int dsdv_make_update(Kernel k, MNode *m, int *periodic) noexcept:
    """DSDV_Agent::makeUpdate: a packet advertising the table (all of it, or
    the changed entries), or -1 when there is nothing to advertise.  The packet
    takes a uid even when it is not sent."""
    cdef DsdvState *d = dsdv_of(m)
    cdef double now = k.now
    cdef int pi = agent_like_alloc(k, m)
    cdef Packet *p = pkt(k, pi)
    cdef WlHdr *h = wh(k, pi)
    cdef int change_count = 0, rtbl_sz = 0, unadvertiseable = 0, i, j
    cdef DsdvEnt *e
    cdef DsdvEnt rte
    cdef int *walk
    h.next_hop = IP_BROADCAST
    h.addr_type = AF_INET
    p.dst_addr = IP_BROADCAST
    p.dst_port = RT_PORT
    for i in range(d.elts):
        e = &d.tab[i]
        rtbl_sz += 1
        if (e.advert_seqnum or e.advert_metric) and e.advertise_ok_at <= now:
            change_count += 1
        if e.advertise_ok_at > now:
            unadvertiseable += 1
    if change_count * 3 > rtbl_sz and change_count > 3:
        periodic[0] = 1
    if periodic[0]:
        change_count = rtbl_sz - unadvertiseable
        dsdv_zero(&rte)
        d.seqno += 2
        rte.dst = d.myaddr
        rte.hop = p.src_addr
        rte.metric = 0
        rte.seqnum = d.seqno
        rte.advertise_ok_at = 0.0
        rte.advert_seqnum = True
        rte.changed_at = now
        rte.new_seqnum_at = now
        rte.wst = 0
        dsdv_add(d, &rte)
    if change_count == 0:
        wl_free(k, pi)
        return -1
    walk = wl_blob(k, pi, 3 * change_count)
    p.size = change_count * 12 + IP_HDR_LEN
    j = 0
    for i in range(d.elts):
        e = &d.tab[i]
        if periodic[0] and e.advertise_ok_at > now:
            continue
        if periodic[0] or ((e.advert_seqnum or e.advert_metric) and e.advertise_ok_at <= now):
            walk[3 * j] = e.dst
            walk[3 * j + 1] = e.metric & 0xff
            walk[3 * j + 2] = e.seqnum
            j += 1
            e.last_advertised_metric = e.metric
            e.advert_seqnum = False
            if periodic[0]:
                e.advert_seqnum = False
                e.advert_metric = False
    return pi


cdef int agent_like_alloc(Kernel k, MNode *m) noexcept:
    """Agent::allocpkt of the DSDV agent: the next uid, type message, its
    address and port, TTL 32."""
    cdef int pi = pkt_alloc(k)
    cdef Packet *p = pkt(k, pi)
    wl_hdr_init(k, pi)
    p.ptype = PT_MESSAGE
    p.src_addr = m.id
    p.src_port = RT_PORT
    p.dst_addr = -1
    p.dst_port = -1
    p.ttl = 32
    return pi


cdef void dsdv_helper(Kernel k, MNode *m, int tid) noexcept:
    """DSDV_Agent::helper_callback: the periodic update, or a route timeout."""
    cdef DsdvState *d = dsdv_of(m)
    cdef double now = k.now
    cdef int update_type, pi, i
    cdef DsdvEnt *prte = NULL
    cdef DsdvEnt *pr2
    if d.periodic >= 0 and tid == d.periodic:
        update_type = 1
        pi = dsdv_make_update(k, m, &update_type)
        if pi >= 0:
            wl_schedule(k, dsdv_jitter(k, d, DSDV_BROADCAST_JITTER), m.id, WS_RTR_OUT, pi)
        timer_resched(k, d.periodic, d.perup * (0.75 + dsdv_jitter(k, d, 0.25)))
        d.lasttup = now
        return
    for i in range(d.elts):
        if d.tab[i].timeout_event >= 0 and d.tab[i].timeout_event == tid:
            prte = &d.tab[i]
            break
    if prte == NULL:
        return
    for i in range(d.elts):
        pr2 = &d.tab[i]
        if pr2.hop == prte.dst and pr2.metric != DSDV_BIG:
            pr2.metric = DSDV_BIG
            pr2.advertise_ok_at = now
            pr2.advert_metric = True
            pr2.advert_seqnum = True
            pr2.seqnum += 1
            dsdv_need_triggered_update(k, m, pr2, now)
    prte.timeout_event = -1
    dsdv_delete_event(k, m, tid)


cdef void dsdv_need_triggered_update(Kernel k, MNode *m, DsdvEnt *prte, double t) noexcept:
    """Schedule (or move) the entry's triggered update to time t."""
    if prte.trigger_event >= 0:
        timer_cancel(k, prte.trigger_event)
    else:
        prte.trigger_event = dsdv_new_event(k, m, TM_WL_DSDV_TRIGGER)
    timer_resched(k, prte.trigger_event, t - k.now)


cdef void dsdv_cancel_triggers_before(Kernel k, MNode *m, double t) noexcept:
    """Cancel the triggered updates due before t (they merge into the next)."""
    cdef DsdvState *d = dsdv_of(m)
    cdef int i
    for i in range(d.elts):
        if d.tab[i].trigger_event >= 0 and k.timers[d.tab[i].trigger_event].t < t:
            dsdv_delete_event(k, m, d.tab[i].trigger_event)
            d.tab[i].trigger_event = -1


cdef void dsdv_trigger(Kernel k, MNode *m, int tid) noexcept:
    """DSDVTriggerHandler: send a triggered update (at most one a second)."""
    cdef DsdvState *d = dsdv_of(m)
    cdef double now = k.now
    cdef double next_possible = d.lasttup + DSDV_MIN_TUP_PERIOD
    cdef int update_type, pi, i
    if now < next_possible:
        timer_resched(k, tid, next_possible - now)
        dsdv_cancel_triggers_before(k, m, next_possible)
        return
    update_type = 0
    pi = dsdv_make_update(k, m, &update_type)
    if pi >= 0:
        if update_type == 1:
            timer_cancel(k, d.periodic)
            timer_resched(k, d.periodic, d.perup * (0.75 + dsdv_jitter(k, d, 0.25)))
        wl_schedule(k, dsdv_jitter(k, d, DSDV_BROADCAST_JITTER), m.id, WS_RTR_OUT, pi)
        d.lasttup = now
    for i in range(d.elts):
        if d.tab[i].trigger_event >= 0 and d.tab[i].trigger_event == tid:
            d.tab[i].trigger_event = -1
            dsdv_delete_event(k, m, tid)


# ---- receiving ----------------------------------------------------------------------------

cdef void dsdv_recv(Kernel k, MNode *m, int pi) noexcept:
    """DSDV_Agent::recv: updates from neighbours, broadcasts, data to route."""
    cdef DsdvState *d = dsdv_of(m)
    cdef Packet *p = pkt(k, pi)
    cdef int src = p.src_addr
    if src == d.myaddr and wh(k, pi).num_forwards == 0:
        p.size += IP_HDR_LEN
        p.ttl = 32
    elif src == d.myaddr:
        wl_rtr_drop(k, m, pi, WR_LOOP)
        return
    else:
        p.ttl -= 1
        if p.ttl == 0:
            wl_rtr_drop(k, m, pi, WR_TTL)
            return
    if src != d.myaddr and p.dst_port == RT_PORT:
        dsdv_process_update(k, m, pi)
    elif p.dst_addr == IP_BROADCAST and p.dst_port != RT_PORT:
        if src == d.myaddr:
            wl_schedule(k, dsdv_jitter(k, d, DSDV_BROADCAST_JITTER), m.id, WS_RTR_OUT, pi)
        else:
            wl_dmux(k, m, pi)
    else:
        dsdv_forward_packet(k, m, pi)


cdef bint dsdv_other_subnet(Kernel k, MNode *m, int dst) noexcept:
    """ns-2's diff_subnet: dst is in another domain/cluster (hierarchical addresses)."""
    cdef HierState *h = k.hier
    return hier_covers(h, dst) and hier_covers(h, m.id) and h.subnet[dst] != h.subnet[m.id]


cdef int dsdv_outside_hop(Kernel k, MNode *m, DsdvState *d, int dst) noexcept:
    """Where a packet for another subnet goes: dst itself when DSDV has a route to
    it, else the base station when it has one to that, else -1 (dropped)."""
    cdef DsdvEnt *prte = dsdv_get(d, dst)
    if prte != NULL and prte.metric != DSDV_BIG:
        return dst
    if m.base_stn < 0:
        return -1
    prte = dsdv_get(d, m.base_stn)
    if prte != NULL and prte.metric != DSDV_BIG:
        return m.base_stn
    return -1


cdef void dsdv_forward_packet(Kernel k, MNode *m, int pi) noexcept:
    """Send along the route, or queue (5 per destination) until there is one."""
    cdef DsdvState *d = dsdv_of(m)
    cdef Packet *p = pkt(k, pi)
    cdef WlHdr *h = wh(k, pi)
    cdef int dst = p.dst_addr
    cdef DsdvEnt *prte
    cdef DsdvEnt rte
    h.direction = DIR_DOWN
    if dsdv_other_subnet(k, m, dst):
        dst = dsdv_outside_hop(k, m, d, dst)
        if dst < 0:
            c_output(k, b"warning: Route to base_stn not known: dropping pkt\n", True)
            wl_free(k, pi)
            return
    prte = dsdv_get(d, dst)
    if prte != NULL and prte.metric != DSDV_BIG:
        h.addr_type = AF_INET
        h.xmit_failure = XF_DSDV
        h.next_hop = prte.hop if prte.metric > 1 else dst
        wl_rtr_send(k, m, pi)
    elif prte != NULL:
        if prte.q == NULL:
            prte.q = fifo_new()
        fifo_push(prte.q, pi)
        while prte.q.len > DSDV_MAX_QUEUE_LENGTH:
            wl_rtr_drop(k, m, fifo_pop(prte.q), WR_IFQ)
    else:
        dsdv_zero(&rte)
        rte.dst = dst
        rte.hop = dst
        rte.metric = DSDV_BIG
        rte.seqnum = 0
        rte.advertise_ok_at = k.now + 604800
        rte.changed_at = k.now
        rte.new_seqnum_at = k.now
        rte.wst = d.wst0
        rte.q = fifo_new()
        fifo_push(rte.q, pi)
        dsdv_add(d, &rte)


cdef void dsdv_lost_link(Kernel k, MNode *m, int pi) noexcept:
    """The MAC gave up on pi; with use_mac_ 0 (the default) it is dropped."""
    wl_rtr_drop(k, m, pi, WR_CBK)


cdef void dsdv_process_update(Kernel k, MNode *m, int pi) noexcept:
    """Merge a neighbour's advertisement into the table (DSDV_Agent::processUpdate)."""
    cdef DsdvState *d = dsdv_of(m)
    cdef Packet *p = pkt(k, pi)
    cdef int *w = wh(k, pi).blob
    cdef int cnt = wh(k, pi).blob_len // 3
    cdef double now = k.now
    cdef int i, dst, q, n
    cdef bint trigger_update
    cdef DsdvEnt rte
    cdef DsdvEnt *prte
    for i in range(cnt):
        trigger_update = False
        dst = w[3 * i]
        prte = dsdv_get(d, dst)
        if prte != NULL:
            rte = prte[0]
        else:
            dsdv_zero(&rte)
        rte.dst = dst
        rte.hop = p.src_addr
        rte.metric = <unsigned int>w[3 * i + 1]
        rte.seqnum = <unsigned int>w[3 * i + 2]
        rte.changed_at = now
        if rte.metric != DSDV_BIG:
            rte.metric += 1
        if rte.dst == d.myaddr:
            if rte.metric == DSDV_BIG and d.periodic >= 0:
                timer_cancel(k, d.periodic)
                timer_resched(k, d.periodic, 0)
            continue
        if prte != NULL:
            if prte.seqnum == rte.seqnum:
                rte.wst = prte.wst
                rte.new_seqnum_at = prte.new_seqnum_at
            else:
                rte.wst = d.alpha * prte.wst + (1.0 - d.alpha) * (prte.changed_at - prte.new_seqnum_at)
                rte.new_seqnum_at = now
        else:
            rte.wst = d.wst0
            rte.new_seqnum_at = now
        if rte.metric != DSDV_BIG and (prte == NULL or prte.metric != DSDV_BIG):
            rte.advertise_ok_at = now + (rte.wst * 2)
        else:
            rte.advertise_ok_at = now
        if prte == NULL:
            if rte.metric < DSDV_BIG:
                rte.advert_metric = True
                trigger_update = True
            dsdv_store(d, &rte)
        elif prte.seqnum == rte.seqnum:
            if rte.metric < prte.metric:
                if rte.metric == prte.last_advertised_metric:
                    rte.advert_metric = False
                    trigger_update = False
                else:
                    rte.advert_metric = True
                    trigger_update = True
                dsdv_store(d, &rte)
        elif prte.seqnum < rte.seqnum:
            rte.advert_seqnum = True
            if rte.metric == prte.last_advertised_metric:
                rte.advert_metric = False
            else:
                rte.advert_metric = True
            dsdv_store(d, &rte)
            trigger_update = False
        else:
            if rte.metric == DSDV_BIG and prte.metric != DSDV_BIG:
                prte.advertise_ok_at = now
                prte.advert_metric = True
                dsdv_need_triggered_update(k, m, prte, now)
        if trigger_update:
            prte = dsdv_get(d, rte.dst)
            dsdv_need_triggered_update(k, m, prte, prte.advertise_ok_at)
        if rte.q != NULL and rte.metric != DSDV_BIG:
            # ns-2 drains until empty ("possible loop here"): when the table
            # still has no route, the packets come back into this same queue
            # and go round until their TTL runs out (a packet of our own would
            # go round forever; here it is dropped after many rounds)
            n = 0
            q = fifo_pop(rte.q)
            while q >= 0 and n < 1000000:
                dsdv_recv(k, m, q)
                n += 1
                q = fifo_pop(rte.q)
            while q >= 0:
                wl_free(k, q)
                q = fifo_pop(rte.q)
            fifo_free(rte.q)
            rte.q = NULL
            dsdv_store(d, &rte)
    prte = dsdv_get(d, p.src_addr)
    if prte != NULL:
        if prte.timeout_event >= 0:
            timer_cancel(k, prte.timeout_event)
        else:
            prte.timeout_event = dsdv_new_event(k, m, TM_WL_DSDV_HELPER)
        timer_resched(k, prte.timeout_event, d.min_update_periods * d.perup)
    else:
        dsdv_zero(&rte)
        rte.dst = p.src_addr
        rte.hop = p.src_addr
        rte.metric = 1
        rte.seqnum = 0
        rte.advertise_ok_at = now + 604800
        rte.changed_at = now
        rte.new_seqnum_at = now
        rte.wst = d.wst0
        rte.timeout_event = dsdv_new_event(k, m, TM_WL_DSDV_HELPER)
        dsdv_store(d, &rte)
        timer_resched(k, rte.timeout_event, d.min_update_periods * d.perup)
    wl_free(k, pi)


cdef inline void dsdv_store(DsdvState *d, DsdvEnt *rte) noexcept:
    """updateRoute: write the local copy into the table."""
    dsdv_add(d, rte)
