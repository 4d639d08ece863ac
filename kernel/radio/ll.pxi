# Link layer, ARP and the interface queue of a mobile node (docs/ns2-behavior.md
# §11.4): LL adds the MAC addresses (asking ARP for unicast next hops) and
# hands packets to Queue/DropTail/PriQueue after delay_; the queue feeds the
# MAC one frame at a time, routing packets first.

cdef int ARP_MAX_REQUEST_COUNT = 3


# ---- link layer ---------------------------------------------------------------

cdef inline void ll_mac_header(MNode *m, WlHdr *h, unsigned int ethertype) noexcept:
    """The MAC's hdr_src and hdr_type: our MAC address and the ether type, where the
    trace (which reads an 802.11 header) finds them; Mac/Simple's header lies differently
    (base_mac_hdr), and Mac/Tdma's keeps the type where the trace reads zeroes."""
    h.ta = m.mac.index
    h.ethertype = 0 if m.mac_kind == MK_TDMA else ethertype
    h.base_mac_hdr = m.mac_kind == MK_SIMPLE or m.mac_kind == MK_SMAC


cdef void ll_recv_down(Kernel k, MNode *m, int pi) noexcept:
    """LL::recv for an outgoing packet (LL::sendDown)."""
    cdef WlHdr *h = wh(k, pi)
    cdef int dst = pkt(k, pi).dst_addr
    cdef int tx = 0
    h.direction = DIR_DOWN
    ll_mac_header(m, h, ETHERTYPE_IP)
    if h.addr_type == AF_ILINK:
        mac_hdr_dst(k, m, pi, h.next_hop)
    else:
        if h.addr_type == AF_INET:
            dst = h.next_hop
        if dst == IP_BROADCAST:
            mac_hdr_dst(k, m, pi, MAC_BROADCAST)
        else:
            tx = arp_resolve(k, m, dst, pi)
    if tx == 0:
        wl_schedule(k, m.ll_delay, m.id, WS_IFQ_IN, pi)


cdef void ll_recv_up(Kernel k, MNode *m, int pi) noexcept:
    """LL::recv for an incoming packet: ARP to the ARP table, the rest up to
    the node after delay_ (packets with errors are dropped silently)."""
    if pkt(k, pi).ptype == PT_ARP:
        arp_input(k, m, pi)
        return
    if wh(k, pi).error > 0:
        wl_free(k, pi)
        return
    wl_schedule(k, m.ll_delay, m.id, WS_LL_UP, pi)


# ---- ARP ------------------------------------------------------------------------

cdef ArpEnt *arp_lookup(MNode *m, int ip) noexcept:
    cdef int i
    for i in range(m.n_arp):
        if m.arp[i].ip == ip:
            return &m.arp[i]
    return NULL


cdef ArpEnt *arp_add(MNode *m, int ip) noexcept:
    cdef ArpEnt *a
    if m.n_arp == m.cap_arp:
        m.cap_arp = m.cap_arp * 2 if m.cap_arp else 8
        m.arp = <ArpEnt *>realloc(m.arp, m.cap_arp * sizeof(ArpEnt))
    a = &m.arp[m.n_arp]
    m.n_arp += 1
    a.ip = ip
    a.mac = 0
    a.up = 0
    a.count = 0
    a.hold = -1
    return a


cdef void arp_drop(Kernel k, MNode *m, int pi) noexcept:
    """ARP's drop target: the IFQ drop trace, reason ARP."""
    if wl_tracing(k, m):
        wl_trace(k, m, b'd', LV_IFQ, WR_ARP, pi)
    wl_free(k, pi)


cdef void arp_give_up(Kernel k, MNode *m, int pi) noexcept:
    """A packet ARP cannot deliver: the transmit-failure callback, or a drop."""
    if wh(k, pi).xmit_failure != XF_NONE:
        wl_xmit_failed(k, m, pi)
    else:
        arp_drop(k, m, pi)


cdef int arp_resolve(Kernel k, MNode *m, int dst, int pi) noexcept:
    """ARPTable::arpresolve: 0 when the MAC address is known; otherwise hold
    the packet (one per destination) and broadcast a request."""
    cdef ArpEnt *a = arp_lookup(m, dst)
    cdef int t
    if a != NULL and a.up:
        mac_hdr_dst(k, m, pi, a.mac)
        return 0
    if a == NULL:
        a = arp_add(m, dst)
    if a.count >= ARP_MAX_REQUEST_COUNT:
        t = a.hold
        a.count = 0
        a.hold = -1
        if t >= 0:
            arp_give_up(k, m, t)
        arp_give_up(k, m, pi)
        return 1
    a.count += 1
    if a.hold >= 0:
        arp_drop(k, m, a.hold)
    a.hold = pi
    arp_request(k, m, dst)
    return 1


cdef void arp_request(Kernel k, MNode *m, int dst) noexcept:
    """Broadcast an ARP request for `dst`."""
    cdef int pi = wl_alloc(k)
    cdef WlHdr *h = wh(k, pi)
    pkt(k, pi).ptype = PT_ARP
    pkt(k, pi).size = ARP_HDR_LEN
    mac_hdr_dst(k, m, pi, MAC_BROADCAST)
    ll_mac_header(m, h, ETHERTYPE_ARP)
    h.direction = DIR_DOWN
    h.arp_op = 1
    h.arp_sha = m.mac.index
    h.arp_spa = m.id
    h.arp_tha = 0
    h.arp_tpa = dst
    wl_schedule(k, m.arp_delay, m.id, WS_IFQ_IN, pi)


cdef void arp_input(Kernel k, MNode *m, int pi) noexcept:
    """ARPTable::arpinput: learn the sender, release the held packet, answer
    requests for our address."""
    cdef WlHdr *h = wh(k, pi)
    cdef ArpEnt *a = arp_lookup(m, h.arp_spa)
    cdef int held, t
    if a == NULL:
        a = arp_add(m, h.arp_spa)
    a.mac = h.arp_sha
    a.up = 1
    if a.hold >= 0:
        held = a.hold
        mac_hdr_dst(k, m, held, h.arp_sha)
        a.hold = -1
        wl_schedule(k, m.arp_delay, m.id, WS_IFQ_IN, held)
    if h.arp_op == 1 and h.arp_tpa == m.id:
        pkt(k, pi).size = ARP_HDR_LEN
        h.error = 0
        h.direction = DIR_DOWN
        mac_hdr_dst(k, m, pi, h.arp_sha)
        ll_mac_header(m, h, ETHERTYPE_ARP)
        h.arp_op = 2
        h.arp_tha = h.arp_sha
        h.arp_sha = m.mac.index
        t = h.arp_spa
        h.arp_spa = h.arp_tpa
        h.arp_tpa = t
        wl_schedule(k, m.arp_delay, m.id, WS_IFQ_IN, pi)
        return
    wl_free(k, pi)


# ---- interface queue (Queue/DropTail/PriQueue) -------------------------------------

cdef inline int ifq_at(MNode *m, int i) noexcept:
    """The i-th packet of the interface queue."""
    return m.ifq[(m.ifq_head + i) % m.ifq_cap]


cdef void ifq_grow(MNode *m) noexcept:
    """Double the interface queue's ring."""
    cdef int n = m.ifq_cap * 2 if m.ifq_cap else 16
    cdef int *a = <int *>malloc(n * sizeof(int))
    cdef int i
    for i in range(m.ifq_len):
        a[i] = ifq_at(m, i)
    free(m.ifq)
    m.ifq = a
    m.ifq_head = 0
    m.ifq_cap = n


cdef void ifq_push_tail(MNode *m, int pi) noexcept:
    """Append a packet to the interface queue."""
    if m.ifq_len == m.ifq_cap:
        ifq_grow(m)
    m.ifq[(m.ifq_head + m.ifq_len) % m.ifq_cap] = pi
    m.ifq_len += 1


cdef void ifq_push_head(MNode *m, int pi) noexcept:
    """Put a packet at the head of the interface queue."""
    if m.ifq_len == m.ifq_cap:
        ifq_grow(m)
    m.ifq_head = (m.ifq_head - 1 + m.ifq_cap) % m.ifq_cap
    m.ifq[m.ifq_head] = pi
    m.ifq_len += 1


cdef int ifq_pop(Kernel k, MNode *m) noexcept:
    """Take the head of the interface queue (-1 if empty)."""
    cdef int pi
    if m.ifq_len == 0:
        return -1
    pi = m.ifq[m.ifq_head]
    m.ifq_head = (m.ifq_head + 1) % m.ifq_cap
    m.ifq_len -= 1
    cmu_taken(k, m, pi)
    return pi


cdef void ifq_remove_at(Kernel k, MNode *m, int i) noexcept:
    """Remove the i-th packet of the interface queue."""
    cdef int j
    cmu_taken(k, m, ifq_at(m, i))
    for j in range(i, m.ifq_len - 1):
        m.ifq[(m.ifq_head + j) % m.ifq_cap] = m.ifq[(m.ifq_head + j + 1) % m.ifq_cap]
    m.ifq_len -= 1


cdef void ifq_drop(Kernel k, MNode *m, int pi, int why=WR_NONE) noexcept:
    """The queue's drop target: the IFQ drop trace."""
    if wl_tracing(k, m):
        wl_trace(k, m, b'd', LV_IFQ, why, pi)
    wl_free(k, pi)


cdef inline bint ifq_high_priority(int ptype) noexcept:
    """Routing packets, which PriQueue puts first."""
    return ptype == PT_AODV or ptype == PT_MESSAGE


cdef void ifq_recv(Kernel k, MNode *m, int pi) noexcept:
    """PriQueue::recv: routing packets go to the head (dropping the tail when
    full), others are DropTail-admitted; an unblocked queue feeds the MAC."""
    cdef int t
    if m.ifq_cmu:
        cmu_recv(k, m, pi)
        return
    if m.ifq_prefer and ifq_high_priority(pkt(k, pi).ptype):
        ifq_push_head(m, pi)
        if m.ifq_len >= m.ifq_limit:
            t = ifq_at(m, m.ifq_len - 1)
            m.ifq_len -= 1
            ifq_drop(k, m, t)
    else:
        if m.ifq_len + 1 >= m.ifq_limit:
            ifq_drop(k, m, pi)
        else:
            ifq_push_tail(m, pi)
    if not m.ifq_blocked:
        t = ifq_pop(k, m)
        if t >= 0:
            m.ifq_blocked = 1
            wl_mac_send(k, m, t)


cdef void ifq_resume(Kernel k, MNode *m) noexcept:
    """Queue::resume: the MAC is done with a frame; send the next or unblock."""
    cdef int pi = ifq_pop(k, m)
    if pi >= 0:
        wl_mac_send(k, m, pi)
    else:
        m.ifq_blocked = 0


cdef int ifq_filter(Kernel k, MNode *m, int next_hop) noexcept:
    """PriQueue::filter(id): remove and return the first packet for next hop
    `next_hop`, or -1."""
    cdef int i, pi
    for i in range(m.ifq_len):
        pi = ifq_at(m, i)
        if wh(k, pi).next_hop == next_hop:
            ifq_remove_at(k, m, i)
            return pi
    return -1
