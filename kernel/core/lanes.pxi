# Delay lanes: the packets on the wire of every link, grouped by their delay.
#
# A packet that starts its transmission at `now` arrives at now + d, where d (its
# transmission time plus the link's delay) depends only on its size and the link.
# The clock never goes back and uids only grow, so the arrivals scheduled with one
# same delay d, whatever their link, come due in the order they were scheduled: in
# (time, uid) order (now <= now' gives now + d <= now' + d in floating point too).  A
# lane is a FIFO of such arrivals (the link is kept with each) and only its head waits
# in the event heap (an EV_LANE event keyed by the head's own (time, uid)), so the
# events run in exactly the order a heap of every arrival would give.
#
# A dumbbell of N flows has a handful of delays (a data packet and an ack on an access
# link, the same on the bottleneck) but thousands of links and packets in flight: the
# heap holds a few lane heads instead of one entry per busy link, and the arrivals are
# read in the order they were written.  Delays are matched exactly (the same double);
# each link remembers its last one.  Beyond LANES_MAX distinct delays a link's packets
# wait in its own FIFO (Link.wire, whose head is an EV_ARRIVE event), as they do when
# the packet would overtake its lane's last (impossible while the clock only advances,
# checked anyway).  Reading a lane ahead of its head, the run loop starts loading what
# its coming arrivals will touch: sixteen arrivals ahead the lane's own entries, a few
# ahead their packets and links, then, with the packet there, the next hop's link or the
# local agent's table entry.
# Packets dropped off the wire (a link going down, core/dynlink.pxi)
# leave their entry with pkt -1, which passes without effect.

cdef enum:
    LANES_MAX = 64
    LANE_PREFETCH_ENTRY = 16    # the later arrival of a lane whose entry starts loading,
    LANE_PREFETCH_PACKET = 4    # the later arrival of a lane whose packet starts loading,
    LANE_PREFETCH_NEXT = 2      # ... and the one whose next hop does (its packet is there)


cdef void wire_append(ArrivalFifo *w, double t, long long uid, int pi, int lid) noexcept:
    """Add an arrival at the FIFO's tail (it must not run before the tail)."""
    cdef int j, n
    cdef Arrival *a
    if w.length == w.cap:
        # start small: a ring's slots are used in turn, so a large one would walk
        # the whole of it through the cache (thousands of mostly idle access links)
        n = w.cap * 2 if w.cap else 4
        w.ring = <Arrival *>realloc(w.ring, n * sizeof(Arrival))
        for j in range(w.head):
            w.ring[w.cap + j] = w.ring[j]
        w.cap = n
    a = &w.ring[wrap(w.head + w.length, w.cap)]
    a.time = t
    a.uid = uid
    a.pkt = pi
    a.link = lid
    w.length += 1


cdef inline Arrival *wire_pop(ArrivalFifo *w) noexcept:
    """Remove the FIFO's head; returns it (valid until the next append)."""
    cdef Arrival *a = &w.ring[w.head]
    w.head = wrap(w.head + 1, w.cap)
    w.length -= 1
    return a


cdef inline bint wire_takes(ArrivalFifo *w, double t) noexcept:
    """Does an arrival at t keep the FIFO in order (a later uid than its tail's)?"""
    return w.length == 0 or t >= w.ring[wrap(w.head + w.length - 1, w.cap)].time


cdef int lane_of_delay(Kernel k, Link *l, double delay) noexcept:
    """The lane of `delay` (made if new), or -1 once LANES_MAX lanes exist."""
    cdef int i
    if l.lane_plus1 and l.lane_delay == delay:
        return l.lane_plus1 - 1
    i = 0
    while i < k.n_lanes and k.lane_delays[i] != delay:
        i += 1
    if i == k.n_lanes:
        if i == LANES_MAX:
            return -1
        if k.lanes == NULL:
            k.lanes = <ArrivalFifo *>calloc(LANES_MAX, sizeof(ArrivalFifo))
            k.lane_delays = <double *>calloc(LANES_MAX, sizeof(double))
        k.lane_delays[i] = delay
        k.n_lanes += 1
    l.lane_delay = delay
    l.lane_plus1 = i + 1
    return i


cdef inline bint lane_schedule(Kernel k, int lid, int pi, double delay) noexcept:
    """schedule(delay) of the packet's arrival into its delay's lane (the uid is
    taken); False when it has none and must use the link's own FIFO."""
    cdef int lane = lane_of_delay(k, &k.links[lid], delay)
    cdef ArrivalFifo *w
    cdef double t = k.now + delay
    if lane < 0:
        return False
    w = &k.lanes[lane]
    if not wire_takes(w, t):
        return False
    wire_append(w, t, k.next_uid, pi, lid)
    if w.length == 1:
        heap_push(k, t, k.next_uid, EV_LANE, lane, 0)
    return True


cdef inline void lane_arrival_due(Kernel k, int lane) noexcept:
    """The EV_LANE event (the heap's top): the lane's head arrives; the next head
    takes the top entry's place, or the entry goes."""
    cdef ArrivalFifo *w = &k.lanes[lane]
    cdef Arrival *a = wire_pop(w)
    cdef int pi = a.pkt, lid = a.link
    if w.length:
        a = &w.ring[w.head]
        heap_replace_top(k, a.time, a.uid, EV_LANE, lane, 0)
        if w.length > LANE_PREFETCH_ENTRY:
            __builtin_prefetch(&w.ring[wrap(w.head + LANE_PREFETCH_ENTRY, w.cap)])
        if w.length > LANE_PREFETCH_PACKET:
            lane_prefetch(k, &w.ring[wrap(w.head + LANE_PREFETCH_PACKET, w.cap)])
        if w.length > LANE_PREFETCH_NEXT:
            next_hop_prefetch(k, &w.ring[wrap(w.head + LANE_PREFETCH_NEXT, w.cap)])
    else:
        heap_pop(k)
    if pi >= 0:
        link_arrive(k, lid, pi)


cdef inline void lane_prefetch(Kernel k, Arrival *a) noexcept:
    """Start loading what a later arrival will read (its packet's first cache line and
    its link's fields link_arrive reads): written when the packet left, 5 to 25 ms ago
    in a dumbbell, they are out of the caches once thousands of packets are in flight,
    and this arrival runs a few events from now."""
    cdef Link *l = &k.links[a.link]
    if a.pkt >= 0:
        pkt_prefetch(k, a.pkt)
    __builtin_prefetch(&l.dst)
    __builtin_prefetch(&l.n_delivered)


cdef inline void next_hop_prefetch(Kernel k, Arrival *a) noexcept:
    """Start loading where a later arrival goes next, as node_classify will find it in
    a plain wired network: the next link's fields a packet's passage reads (its first
    three cache lines, core/types.pxi), or the agent table's entry of a local port.  The
    arrival's packet was prefetched a few events before (lane_prefetch), so reading its
    address costs little; nothing is computed that node_classify would not find."""
    cdef Packet *p
    cdef int node, dst, lid
    cdef int *row
    if a.pkt < 0 or not plain_wired(k) or k.srcrt != NULL or k.nix != NULL or k.dbox != NULL:
        return      # source and nix routes (node_classify_all), delay boxes (node_recv)
    p = pkt(k, a.pkt)
    node = k.links[a.link].dst
    dst = p.dst_addr & NODE_ADDR_MASK
    if dst != node:
        lid = route_known(&k.routes, node, dst)
        if lid >= 0:
            link_prefetch(k, lid)
    else:
        row = port_row(k, p.dst_port)
        if row != NULL:
            __builtin_prefetch(&row[node])


cdef inline void link_prefetch(Kernel k, int lid) noexcept:
    """Start loading the fields of link `lid` a packet's passage reads (its first three
    cache lines, core/types.pxi)."""
    cdef char *l = <char *>&k.links[lid]
    __builtin_prefetch(l)
    __builtin_prefetch(l + CACHE_LINE)
    __builtin_prefetch(l + 2 * CACHE_LINE)


cdef int arrival_uid_order(const void *a, const void *b) noexcept nogil:
    cdef long long ua = (<Arrival **>a)[0].uid, ub = (<Arrival **>b)[0].uid
    return (ua > ub) - (ua < ub)


cdef Arrival **arrivals_of_link(Kernel k, int lid, int *count) noexcept:
    """The pending arrivals of link `lid` (its FIFO's and its lanes'), oldest
    first, in a new array (free it); `count` gets their number."""
    cdef ArrivalFifo *w = &k.links[lid].wire
    cdef int i, j, n = w.length
    cdef Arrival **found
    for i in range(k.n_lanes):
        n += k.lanes[i].length
    found = <Arrival **>malloc((n + 1) * sizeof(Arrival *))
    n = 0
    for j in range(w.length):
        found[n] = &w.ring[wrap(w.head + j, w.cap)]
        n += 1
    for i in range(k.n_lanes):
        w = &k.lanes[i]
        for j in range(w.length):
            if w.ring[wrap(w.head + j, w.cap)].link == lid:
                found[n] = &w.ring[wrap(w.head + j, w.cap)]
                n += 1
    qsort(found, n, sizeof(Arrival *), arrival_uid_order)
    count[0] = n
    return found


cdef void lanes_free(ArrivalFifo *lanes, int n_lanes, double *delays) noexcept:
    """The lanes' memory (the kernel's __dealloc__, which may run on a bare layer)."""
    cdef int i
    for i in range(n_lanes):
        free(lanes[i].ring)
    free(lanes)
    free(delays)
