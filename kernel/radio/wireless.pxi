# The wireless core: per-packet wireless headers, packet alloc/copy/free as
# ns-2 does them (Packet::alloc gives uid 0; copies keep the uid), the node's
# entry (address classifier and port demux), and the dispatch of wireless
# events and timers to the layers beside it in radio/ (phy, mac80211, ll,
# aodv, dsdv).

# ---- per-packet headers -----------------------------------------------------

cdef inline WlHdr *wh(Kernel k, int pi) noexcept:
    """The wireless headers of packet pi (it went through wl_hdr_init)."""
    return &k.wl.hchunks[pi >> CHUNK_BITS][pi & (CHUNK_SIZE - 1)]


cdef inline void wl_hdr_room(Kernel k, int pi) noexcept:
    """Make sure packet pi has a header slot (the table grows with the pool)."""
    cdef WlState *w = k.wl
    cdef int c = pi >> CHUNK_BITS
    if c >= w.n_hchunks:
        w.hchunks = <WlHdr **>realloc(w.hchunks, (c + 1) * sizeof(WlHdr *))
        while w.n_hchunks <= c:
            w.hchunks[w.n_hchunks] = <WlHdr *>calloc(CHUNK_SIZE, sizeof(WlHdr))
            w.n_hchunks += 1


cdef WlHdr *wl_hdr_init(Kernel k, int pi) noexcept:
    """Zeroed headers for a packet entering the wireless path (next hop -2,
    as Packet::alloc sets it)."""
    cdef WlHdr *h
    wl_hdr_room(k, pi)
    h = wh(k, pi)
    memset(h, 0, sizeof(WlHdr))
    h.next_hop = -2
    return h


cdef int wl_alloc(Kernel k) noexcept:
    """Packet::alloc(): a zeroed packet whose uid is 0 (routing and MAC
    packets do not take a uid from the agents' counter)."""
    cdef int pi = pkt_alloc(k)
    k.next_pkt_uid -= 1
    pkt(k, pi).uid = 0
    wl_hdr_init(k, pi)
    return pi


cdef int wl_copy(Kernel k, int pi) noexcept:
    """Packet::copy(): every header, the uid included, and the payload."""
    cdef int c = pkt_alloc(k)
    cdef WlHdr *h
    k.next_pkt_uid -= 1
    pkt(k, c)[0] = pkt(k, pi)[0]
    if pkt(k, pi).sa_len:
        pkt_sacks(k, c)[0] = pkt_sacks(k, pi)[0]
    wl_hdr_room(k, c)
    h = wh(k, c)
    h[0] = wh(k, pi)[0]
    if h.blob != NULL:
        h.blob = <int *>malloc(h.blob_len * sizeof(int))
        memcpy(h.blob, wh(k, pi).blob, h.blob_len * sizeof(int))
    return c


cdef void wl_free(Kernel k, int pi) noexcept:
    """Free packet pi and its payload."""
    cdef WlHdr *h = wh(k, pi)
    if h.blob != NULL:
        free(h.blob)
        h.blob = NULL
    pkt_free(k, pi)


cdef int *wl_blob(Kernel k, int pi, int n) noexcept:
    """Give packet pi a payload of n ints (replacing any)."""
    cdef WlHdr *h = wh(k, pi)
    free(h.blob)
    h.blob = <int *>calloc(n if n > 0 else 1, sizeof(int))
    h.blob_len = n
    return h.blob


cdef inline bint data_packet(int ptype) noexcept:
    """ns-2's DATA_PACKET: the types of application data (of those nslab has)."""
    return ptype == PT_TCP or ptype == PT_CBR or ptype == PT_ACK


cdef inline MNode *mnode(Kernel k, int node) noexcept:
    return k.wl.nodes[node]


cdef inline bint is_mobile(Kernel k, int node) noexcept:
    """True when kernel node `node` is a wireless node."""
    return k.wl != NULL and 0 <= node < k.wl.n_cap and k.wl.nodes[node] != NULL


cdef inline void wl_schedule(Kernel k, double delay, int node, int stage, int pi) noexcept:
    """An ns-2 schedule() of a wireless event for `node` at now + delay."""
    schedule(k, delay, EV_WL, node * WS_N + stage, pi)


# ---- the node: agents, entry, routing agent ---------------------------------

cdef inline bint agt_traced(Kernel k, MNode *m, int port) noexcept:
    """Whether the agent at `port` has AGT traces (AgentTrace_ when attached)."""
    return (m.agt_ports[port >> 3] & (1 << (port & 7))) != 0 and wl_tracing(k, m)


cdef inline bint wl_dead(MNode *m) noexcept:
    """The node's energy model has run out: each of its trace points then frees the
    packet it gets instead of passing it on (CMUTrace::node_energy)."""
    return m.em != NULL and not m.em.energy > 0


cdef void wl_agent_send(Kernel k, int aid, int pi) noexcept:
    """A packet from an agent on a mobile node: AGT send trace, then the
    node's entry (agent target = send trace -> entry)."""
    cdef Agent *a = &k.agents[aid]
    cdef MNode *m = mnode(k, a.node)
    cdef WlHdr *h = wl_hdr_init(k, pi)
    cdef Packet *p = pkt(k, pi)
    cdef int n = k.wl.god_nodes
    cdef int src = hier_addr(k.hier, p.src_addr), dst = hier_addr(k.hier, p.dst_addr)
    if agt_traced(k, m, a.port):
        # God::stampPacket: data packets carry the optimal hop count (indexed by address)
        if k.wl.min_hops != NULL and data_packet(p.ptype) and 0 <= src < n and 0 <= dst < n:
            h.opt_forwards = k.wl.min_hops[src * n + dst]
        wl_trace(k, m, b's', LV_AGT, WR_NONE, pi)
        if wl_dead(m):
            wl_free(k, pi)
            return
    wl_entry(k, m, pi)


cdef void wl_entry(Kernel k, MNode *m, int pi) noexcept:
    """The node's address classifier: packets for this node go to the port
    demux, all others (broadcasts included) to the routing agent; a base
    station (wired routing on) first sends those it has a wired route for
    over that link."""
    cdef Packet *p = pkt(k, pi)
    cdef int aid
    if m.rt_kind == RT_DSR:     # SRNodeNew: no classifier, the agent sees everything
        wl_rtr_recv(k, m, pi)
        return
    if p.dst_addr != m.id:
        if m.wired_routing and wl_to_wire(k, m, pi):
            return
        wl_rtr_recv(k, m, pi)
        return
    if p.dst_port == RT_PORT:
        wl_rtr_recv(k, m, pi)
        return
    aid = port_agent(k, m.id, p.dst_port)
    if aid < 0:
        k.n_dropped_noroute += 1
        wl_free(k, pi)
        return
    if agt_traced(k, m, p.dst_port):
        wl_trace(k, m, b'r', LV_AGT, WR_NONE, pi)
        if wl_dead(m):
            wl_free(k, pi)
            return
    agent_recv(k, aid, pi)


cdef bint wl_to_wire(Kernel k, MNode *m, int pi) noexcept:
    """A base station's hierarchical classifier: a packet with a wired route
    goes onto that link (True); the others stay for the routing agent."""
    cdef int dst = pkt(k, pi).dst_addr, lid
    if dst == IP_BROADCAST:
        return False
    lid = route_lookup(&k.routes, m.id, dst)
    if lid < 0:
        return False
    link_recv(k, lid, pi)
    return True


cdef void wl_from_wire(Kernel k, MNode *m, int pi) noexcept:
    """A packet a wired link brings to a base station: its own go to the port
    demux, those with a wired route onwards, the others to the routing agent
    (the classifiers' default target)."""
    if pkt(k, pi).dst_addr == m.id:
        wl_dmux(k, m, pi)
    elif not wl_to_wire(k, m, pi):
        wl_rtr_recv(k, m, pi)


cdef void wl_dmux(Kernel k, MNode *m, int pi) noexcept:
    """The routing agent's port demux (dmux_->recv): deliver to the port."""
    cdef Packet *p = pkt(k, pi)
    cdef int aid = -1
    if p.dst_port == RT_PORT:
        wl_free(k, pi)
        return
    aid = port_agent(k, m.id, p.dst_port)
    if aid < 0:
        wl_free(k, pi)
        return
    if agt_traced(k, m, p.dst_port):
        wl_trace(k, m, b'r', LV_AGT, WR_NONE, pi)
        if wl_dead(m):
            wl_free(k, pi)
            return
    agent_recv(k, aid, pi)


cdef void wl_rtr_recv(Kernel k, MNode *m, int pi) noexcept:
    """RTR receive trace, then the routing agent."""
    if m.rtr_trace and wl_tracing(k, m):
        wl_trace(k, m, b'r', LV_RTR, WR_NONE, pi)
        if wl_dead(m):
            wl_free(k, pi)
            return
    if m.rt_kind == RT_AODV:
        aodv_recv(k, m, pi)
    elif m.rt_kind == RT_DSDV:
        dsdv_recv(k, m, pi)
    elif m.rt_kind == RT_DUMB:
        dumb_recv(k, m, pi)
    elif m.rt_kind == RT_DSR:
        dsr_recv(k, m, pi)
    else:
        wl_free(k, pi)


cdef void wl_rtr_send(Kernel k, MNode *m, int pi) noexcept:
    """The routing agent's target: RTR send trace ('f' when forwarding), then
    the link layer."""
    if m.rtr_trace and wl_tracing(k, m):
        wl_trace(k, m, b's', LV_RTR, WR_NONE, pi)
        if wl_dead(m):
            wl_free(k, pi)
            return
    ll_recv_down(k, m, pi)


cdef void wl_rtr_drop(Kernel k, MNode *m, int pi, int why) noexcept:
    """The routing agent's drop target (the RTR drop trace, always on when
    the node has a trace file)."""
    if wl_tracing(k, m):
        wl_trace(k, m, b'd', LV_RTR, why, pi)
    wl_free(k, pi)


cdef void wl_xmit_failed(Kernel k, MNode *m, int pi) noexcept:
    """hdr_cmn xmit_failure_: the link layer could not deliver pi."""
    cdef int xf = wh(k, pi).xmit_failure
    if xf == XF_AODV and m.rt_kind == RT_AODV:
        aodv_ll_failed(k, m, pi)
    elif xf == XF_DSDV and m.rt_kind == RT_DSDV:
        dsdv_lost_link(k, m, pi)
    elif (xf == XF_DSR or xf == XF_DSR_FLOW) and m.rt_kind == RT_DSR:
        dsr_xmit_failed(k, m, pi, xf == XF_DSR_FLOW)
    else:
        wl_free(k, pi)


cdef void wl_rt_start(Kernel k, MNode *m) noexcept:
    """The routing agent's start command (AODV start, DSDV start-dsdv)."""
    if m.rt_kind == RT_AODV:
        aodv_start(k, m)
    elif m.rt_kind == RT_DSDV:
        dsdv_start(k, m)
    elif m.rt_kind == RT_DSR:
        dsr_start(k, m)


# ---- the MAC of the node's kind --------------------------------------------------

cdef inline void wl_mac_send(Kernel k, MNode *m, int pi) noexcept:
    """The interface queue hands the MAC a frame."""
    if m.mac_kind == MK_SIMPLE:
        simple_send(k, m, pi)
    elif m.mac_kind == MK_SMAC:
        smac_send(k, m, pi)
    elif m.mac_kind == MK_TDMA:
        tdma_from_queue(k, m, pi)
    else:
        mac_send(k, m, pi)


cdef inline void wl_mac_recv(Kernel k, MNode *m, int pi) noexcept:
    """The radio hands the MAC the first bit of a frame."""
    if m.mac_kind == MK_SIMPLE:
        simple_recv(k, m, pi)
    elif m.mac_kind == MK_SMAC:
        smac_recv(k, m, pi)
    elif m.mac_kind == MK_TDMA:
        tdma_recv(k, m, pi)
    else:
        mac_recv(k, m, pi)


# ---- dispatch ----------------------------------------------------------------

cdef void wl_event(Kernel k, int obj, int pi) noexcept:
    """Run a wireless event: obj = node * WS_N + stage, pi the packet."""
    cdef int node = obj // WS_N
    cdef int stage = obj - node * WS_N
    cdef MNode *m = mnode(k, node)
    if stage == WS_PHY_RX:
        phy_recv(k, m, pi)
    elif stage == WS_LL_UP:
        wl_entry(k, m, pi)
    elif stage == WS_IFQ_IN:
        ifq_recv(k, m, pi)
    elif stage == WS_RTR_OUT:
        wl_rtr_send(k, m, pi)
    elif stage == WS_LREPAIR:
        aodv_local_repair_timeout(k, m, pi)
    elif stage == WS_RT_START:
        wl_rt_start(k, m)
    elif stage == WS_DSR_SELF:
        dsr_recv(k, m, pi)
    elif stage == WS_PHY_TIMER:
        em_sleep_timer(k, m)
    elif stage == WS_GRID_MOVE:
        gk_moved(k, m, pi)


cdef void wl_timer_fire(Kernel k, Timer *tm) noexcept:
    """Run the handler of an expired wireless timer."""
    cdef int owner = tm.owner
    if tm.kind == TM_WL_MAC:
        mac_timer(k, mnode(k, owner >> 3), owner & 7)
    elif tm.kind == TM_WL_AODV:
        aodv_timer(k, mnode(k, owner >> 1), owner & 1)
    elif tm.kind == TM_WL_DSDV_HELPER:
        dsdv_helper(k, mnode(k, owner), <int>(tm - k.timers))
    elif tm.kind == TM_WL_DSDV_TRIGGER:
        dsdv_trigger(k, mnode(k, owner), <int>(tm - k.timers))
    elif tm.kind == TM_WL_MAC_SIMPLE:
        simple_timer(k, mnode(k, owner >> 2), owner & 3)
    elif tm.kind == TM_WL_MAC_SMAC:
        smac_timer(k, mnode(k, owner >> 4), owner & 15)
    elif tm.kind == TM_WL_MAC_TDMA:
        tdma_timer(k, mnode(k, owner >> 2), owner & 3)
