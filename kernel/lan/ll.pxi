# A node's interface to a wired LAN, as ns-2's LanIface chains it (lan/types.pxi):
# entry ('h' line) -> LL (the LAN's delay) -> '+' -> interface queue -> '-' -> MAC
# (lan/mac8023.pxi) -> Channel -> the other members' MACs -> LL (delay again) -> 'r'
# -> the node.  The LL finds the MAC destination as ns-2's LanRouter and VARP
# table do: the route from the LAN's virtual node towards the packet's destination
# names the member that is the next hop; its interface's index is its MAC address
# (no ARP packets: ns-2's wired LANs resolve addresses from a table).  With no route
# the frame goes to every member (macDA_ -1).

cdef enum:
    LAN_BCAST = -1


cdef inline int *lan_hdr(Kernel k, int pi) noexcept:
    """The MAC header fields (destination, padding) of packet `pi`."""
    cdef LanState *s = k.lan
    cdef int n
    if pi >= s.cap_hdr:
        n = k.n_chunks << CHUNK_BITS
        s.hdr = <int *>realloc(s.hdr, 2 * n * sizeof(int))
        s.cap_hdr = n
    return &s.hdr[2 * pi]


cdef int lan_copy(Kernel k, int pi) noexcept:
    """Packet::copy() of a frame: the same uid, headers and SACK blocks."""
    cdef int c = pkt_alloc(k)
    cdef int *to
    cdef int *h
    k.next_pkt_uid -= 1
    pkt(k, c)[0] = pkt(k, pi)[0]
    if pkt(k, pi).sa_len:
        pkt_sacks(k, c)[0] = pkt_sacks(k, pi)[0]
    to = lan_hdr(k, c)          # first: it may move the table (c is the newest packet)
    h = lan_hdr(k, pi)
    to[0] = h[0]
    to[1] = h[1]
    return c


cdef inline long long lan_schedule(Kernel k, int f, int stage, double delay, int arg) noexcept:
    """Schedule stage `stage` of interface f; returns the event's uid."""
    k.next_uid += 1
    heap_push(k, k.now + delay, k.next_uid, EV_LAN, f * LS_N + stage, arg)
    return k.next_uid


cdef int lan_member_iface(Kernel k, int seg, int node) noexcept:
    """VARP: the interface of `node` on LAN segment `seg`, -1 when it is no member."""
    cdef LanSegment *g = &k.lan.segs[seg]
    cdef int i
    for i in range(g.n_members):
        if k.lan.ifs[g.members[i]].node == node:
            return g.members[i]
    return -1


cdef void lan_entry(Kernel k, int f, int pi) noexcept:
    """A packet the node routes onto the LAN: 'h' line, then LL::sendDown."""
    cdef LanIface *fi = &k.lan.ifs[f]
    cdef int lid, da = LAN_BCAST
    trace_packet(k, k.links[fi.lid_up].trace, b'h', fi.lid_up, pi)
    lid = route_lookup(&k.routes, k.lan.segs[fi.segment].lan_node, pkt(k, pi).dst_addr)
    if lid >= 0:
        da = lan_member_iface(k, fi.segment, k.links[lid].dst)
        if da < 0:
            pkt_free(k, pi)         # no MAC address for the next hop: ns-2 holds it forever
            return
    lan_hdr(k, pi)[0] = da
    lan_hdr(k, pi)[1] = 0
    lan_schedule(k, f, LS_LL_DOWN, fi.ll_delay, pi)


cdef void lan_ifq_recv(Kernel k, int f, int pi) noexcept:
    """The LL's packet reaches the interface queue ('+'); Queue::recv."""
    cdef LanIface *fi = &k.lan.ifs[f]
    cdef int lid = fi.lid_up
    k.links[lid].n_arrivals += 1
    trace_packet(k, k.links[lid].trace, b'+', lid, pi)
    queue_enque(k, lid, pi)
    if not fi.q_blocked:
        pi = queue_deque(k, lid)
        if pi >= 0:
            fi.q_blocked = True
            lan_ifq_out(k, f, pi)


cdef void lan_ifq_out(Kernel k, int f, int pi) noexcept:
    """A packet leaves the interface queue ('-') for the MAC."""
    cdef int lid = k.lan.ifs[f].lid_up
    k.links[lid].n_departures += 1
    trace_packet(k, k.links[lid].trace, b'-', lid, pi)
    mac8023_send_down(k, f, pi)


cdef void lan_ifq_resume(Kernel k, int f) noexcept:
    """The MAC is ready for the next packet: Queue::resume."""
    cdef int pi = queue_deque(k, k.lan.ifs[f].lid_up)
    if pi >= 0:
        lan_ifq_out(k, f, pi)
    else:
        k.lan.ifs[f].q_blocked = False


cdef void lan_ll_up(Kernel k, int f, int pi) noexcept:
    """The LL's delay after reception is over: 'r' line, into the node."""
    cdef LanIface *fi = &k.lan.ifs[f]
    k.links[fi.lid_down].n_delivered += 1
    trace_packet(k, k.links[fi.lid_down].trace, b'r', fi.lid_down, pi)
    node_recv(k, fi.node, pi)


cdef void lan_drop(Kernel k, int f, int pi) noexcept:
    """A drop through the interface's drop head ('d' on the node -> LAN link)."""
    link_drop(k, k.lan.ifs[f].lid_up, pi)


cdef void lan_event(Kernel k, int obj, int arg) noexcept:
    """Run one LAN event (see LS_* in lan/types.pxi)."""
    cdef int f = obj // LS_N
    cdef int stage = obj - f * LS_N
    if stage == LS_LL_DOWN:
        lan_ifq_recv(k, f, arg)
    elif stage == LS_LL_UP:
        lan_ll_up(k, f, arg)
    elif stage == LS_RX_START:
        mac8023_rx_start(k, f, arg)
    else:
        mac8023_timer(k, f, stage)


cdef void lan_state_free(LanState *s) noexcept:
    """Release everything the LAN part allocated (at Kernel dealloc)."""
    cdef int i
    if s == NULL:
        return
    for i in range(s.n_segs):
        free(s.segs[i].members)
    free(s.segs)
    free(s.ifs)
    free(s.hdr)
    free(s)
