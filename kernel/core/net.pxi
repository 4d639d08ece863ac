# Wired network: nodes forward synchronously; a simplex link is
# [error model] -> enqueue-trace -> queue -> dequeue-trace -> delay line
# -> [error model] -> TTL check -> receive-trace -> next node
# (docs/ns2-behavior.md §2, §3, §5, §10; error models in traffic/errmodel.pxi).  Queue
# disciplines are in queues/queue.pxi.

cdef enum:
    NODE_ADDR_MASK = 0x3fffffff     # ns-2.35's flat node address: the classifier's mask
    NODE_DEFAULT_DEMUX = -2         # a node's entry default target: its own port demux


cdef inline void node_recv(Kernel k, int node, int pi) noexcept:
    """A packet enters `node`: a DelayBox node's box sees it first (traffic/delaybox.pxi)."""
    if k.dbox != NULL and dbox_take(k, node, pi):
        return
    node_classify(k, node, pi)


cdef inline bint plain_wired(Kernel k) noexcept:
    """No multicast, wireless or hierarchical routing: a node's classifiers reduce to a
    route lookup by destination and a port lookup (node_classify's inline cases)."""
    return k.mcast == NULL and k.wl == NULL and k.hier == NULL


cdef inline void node_classify(Kernel k, int node, int pi) noexcept:
    """The node's classifiers (node_classify_all): inline, the two cases of a plain
    wired network (no source, nix-vector, multicast, wireless or hierarchical
    routing): a packet with a route onward, and one for an agent of this node.  The
    packet's source-route stamp is read only when those routings exist: it lies in the
    packet's second cache line, which a plain hop does not touch (core/types.pxi)."""
    cdef Packet *p = pkt(k, pi)
    cdef int dst, lid, aid
    if plain_wired(k) and (k.srcrt == NULL and k.nix == NULL or p.srcrt == 0):
        dst = p.dst_addr & NODE_ADDR_MASK
        if dst != node:
            lid = route_lookup(&k.routes, node, dst)
            if lid >= 0:
                link_recv(k, lid, pi)
                return
        elif k.local_depth < LOCAL_DEPTH_MAX:
            aid = port_agent(k, node, p.dst_port)
            if aid >= 0:
                k.local_depth += 1
                agent_recv(k, aid, pi)
                k.local_depth -= 1
                return
    node_classify_all(k, node, pi)


cdef inline void agent_note_out_link(Kernel k, Agent *a, int pi) noexcept:
    """Remember the link by which the agent's first packet `pi` leaves its node, as
    node_classify finds it in a plain wired network (once: node_classify looks it up
    again, and an agent's packets mostly leave by the same link).  Only a hint, never a
    route, so it may go stale: agent_recv prefetches that link before the agent answers
    (an ack's arrival makes a sender send, a segment's makes a sink ack), which in a
    network of thousands of flows is out of the caches by then."""
    cdef int lid = ROUTE_UNKNOWN
    if a.out_link_plus1:
        return
    if plain_wired(k):
        lid = route_known(&k.routes, a.node, pkt(k, pi).dst_addr & NODE_ADDR_MASK)
    a.out_link_plus1 = lid + 1 if lid >= 0 else 0


cdef void node_classify_all(Kernel k, int node, int pi) noexcept:
    """The node's classifiers: deliver the packet to the local agent or forward it.  The
    classifier reads the destination through ns-2's address mask; an address with no
    route goes to the node's default target, if the script gave one (`[$node entry]
    defaulttarget`), and a port with no agent to its demux's default agent."""
    cdef Packet *p = pkt(k, pi)
    cdef int lid, aid, dst
    if p.srcrt > 0:             # a source-routed packet (core/source_route.pxi)
        srcrt_forward(k, node, pi)
        return
    if p.srcrt < 0 and p.dst_addr != node:      # a nix-routed one (core/nix.pxi)
        nix_forward(k, node, pi)
        return
    if k.mcast != NULL and p.dst_addr >= MCAST_BASE:     # sent here (from a link: link_arrive)
        mcast_node_recv(k, node, pi, -1)
        return
    if k.wl != NULL and is_mobile(k, node):    # a base station, from a wired link
        wl_from_wire(k, mnode(k, node), pi)
        return
    dst = p.dst_addr & NODE_ADDR_MASK if k.hier == NULL else p.dst_addr
    lid = -1
    if dst != node:
        lid = route_lookup(&k.routes, node, dst)
        if lid < -1:
            lid = mpath_pick(k, lid)
        if lid < 0 and node < k.n_defaults and k.node_default[node] != -1:
            lid = k.node_default[node]
    if dst == node or lid == NODE_DEFAULT_DEMUX:
        aid = port_agent(k, node, p.dst_port)
        if aid == -1 and node < k.n_defaults:
            aid = k.demux_default[node]
        if aid < 0:
            if aid != PORT_NULL:                # a detached agent's port absorbs, untraced
                k.n_dropped_noroute += 1
            pkt_free(k, pi)
            return
        if k.local_depth >= LOCAL_DEPTH_MAX:
            local_loop_fault(k, node, aid, pi)
            return
        k.local_depth += 1
        agent_recv(k, aid, pi)
        k.local_depth -= 1
        return
    if lid < 0:
        k.n_dropped_noroute += 1
        pkt_free(k, pi)
        return
    link_recv(k, lid, pi)


cdef enum:
    # Deliveries nested inside deliveries: an agent that answers a packet from
    # an agent on its own node answers at once, with no link to wait for.  A
    # few levels are normal (a CBR source and a sink on one node); a TCP
    # sender and its sink on one node, or an agent connected to itself, would
    # answer each other without end in zero time (ns-2.35 overflows its stack
    # and dies with a segmentation fault).
    LOCAL_DEPTH_MAX = 64


cdef void local_loop_fault(Kernel k, int node, int aid, int pi) noexcept:
    """Stop the run instead of recursing without end (see LOCAL_DEPTH_MAX)."""
    cdef Packet *p = pkt(k, pi)
    cdef int src = -1
    if 0 <= p.src_addr < k.n_nodes:
        src = port_agent(k, p.src_addr, p.src_port)
    if k.fault is None:             # the message once, not at every level the loop unwinds
        kernel_fault(k,
            "agent %d (%s) and agent %d (%s) on node %d send each other packets at the same "
            "instant without end (t=%g): a TCP agent connected to itself, or a TCP source "
            "and its sink on the same node, never lets the clock move (ns-2 crashes here); "
            "attach them to different nodes"
            % (src, k.agent_kind(src) if src >= 0 else "?", aid, k.agent_kind(aid), node, k.now))
    pkt_free(k, pi)


cdef void link_drop(Kernel k, int lid, int pi) noexcept:
    """A drop through the link's drop head: queue monitor, 'd' line, freed."""
    if k.links[lid].watched:
        link_monitors_drop(k, &k.links[lid], pi)
    k.links[lid].n_drops += 1
    trace_packet(k, k.links[lid].trace, b'd', lid, pi)
    if k.n_abstcp:
        abstcp_dropped(k, pi)
    pkt_free(k, pi)


cdef inline void link_schedule_arrival(Kernel k, int lid, int pi, double delay) noexcept:
    """schedule(delay) of the packet's arrival: in its delay's lane (core/lanes.pxi),
    else in the link's own FIFO."""
    k.next_uid += 1
    if lane_schedule(k, lid, pi, delay):
        return
    link_wire_arrival(k, lid, pi, k.now + delay)


cdef void link_schedule_arrival_at(Kernel k, int lid, int pi, double t) noexcept:
    """The packet's arrival at time t, computed by the caller (a satellite link adds its
    delays in ns-2's order, so t need not be now plus one delay): the link's own FIFO."""
    k.next_uid += 1
    link_wire_arrival(k, lid, pi, t)


cdef void link_wire_arrival(Kernel k, int lid, int pi, double t) noexcept:
    """The arrival (uid k.next_uid) in the link's own FIFO, or apart if it overtakes."""
    cdef ArrivalFifo *w = &k.links[lid].wire
    if not wire_takes(w, t):
        # the link got faster or shorter: this one overtakes, keep it apart
        heap_push(k, t, k.next_uid, EV_ARRIVE_ONE, lid, pi)
        return
    wire_append(w, t, k.next_uid, pi, lid)
    if w.length == 1:
        heap_push(k, t, k.next_uid, EV_ARRIVE, lid, 0)


cdef inline int link_next_arrival(Kernel k, int lid) noexcept:
    """Pop the FIFO head (the event being run); put the next head in the heap
    in place of the top entry, or remove the top.  Returns the packet."""
    cdef ArrivalFifo *w = &k.links[lid].wire
    cdef int pi = wire_pop(w).pkt
    cdef Arrival *a
    if w.length:
        a = &w.ring[w.head]
        heap_replace_top(k, a.time, a.uid, EV_ARRIVE, lid, 0)
    else:
        heap_pop(k)
    return pi


cdef inline void link_transmit(Kernel k, int lid, int pi) noexcept:
    """Start sending `pi` (it left the queue): '-' line, arrival, resume.

    The resume event (ns-2 schedules it now) gets its key now, but a DropTail link
    with nothing waiting puts it in the heap only when a packet arrives before it
    is due (link_recv): resuming an empty DropTail queue changes nothing but the
    link's blocked flag, which link_busy derives from the key."""
    cdef Link *l = &k.links[lid]
    cdef double txt = 8.0 * (pkt(k, pi).size + l.hdr_bytes) / l.bandwidth
    l.n_departures += 1
    if l.watched:
        link_monitors_out(k, l, pi)
    if l.traced:
        trace_packet(k, l.trace, b'-', lid, pi)
    if l.sat_path:      # the first bit's arrival: ns-2 adds the hops' delays (satellite/link.pxi)
        link_schedule_arrival_at(k, lid, pi, (k.now + l.delay) + l.delay_down)
    else:
        link_schedule_arrival(k, lid, pi, txt + l.delay)
    k.next_uid += 1
    l.resume_t = k.now + txt
    l.resume_uid = k.next_uid
    l.resume_pending = False
    if l.q.length or l.resumes_always:
        link_need_resume(k, lid, l)


cdef inline void link_need_resume(Kernel k, int lid, Link *l) noexcept:
    """A packet waits for the current transmission: its resume event goes in the
    heap with the key it was given when the transmission began."""
    if not l.resume_pending:
        l.resume_pending = True
        heap_push(k, l.resume_t, l.resume_uid, EV_RESUME, lid, 0)


cdef inline bint link_busy(Kernel k, Link *l) noexcept:
    """Is the link still sending?  A transmission whose resume event was left out
    of the heap ends when the running event's key passes the resume's key."""
    if not l.q.blocked:
        return False
    if l.resume_pending:
        return True
    if l.resume_t < k.now or (l.resume_t == k.now and l.resume_uid < k.cur_uid):
        l.q.blocked = False
        return False
    return True


cdef inline void link_monitors_in(Kernel k, Link *l, int pi, bint first) noexcept:
    """The queue and flow monitors' "in" snoop points: those ahead of the head
    error model (first) or those after it."""
    if l.qmon != NULL and l.qmon_first == first:
        qmon_in(k, <QMon *>l.qmon, pkt(k, pi))
    if l.fmon != NULL and l.fmon_first == first:
        fmon_in(k, <FlowMon *>l.fmon, pkt(k, pi))


cdef void link_monitors_out(Kernel k, Link *l, int pi) noexcept:
    """The monitors' "out" snoop point (the packet left the queue)."""
    if l.qmon != NULL:
        qmon_out(k, <QMon *>l.qmon, pkt(k, pi))
    if l.fmon != NULL:
        fmon_out(k, <FlowMon *>l.fmon, pkt(k, pi))


cdef void link_monitors_drop(Kernel k, Link *l, int pi) noexcept:
    """The monitors' "drop" snoop point, at the link's drop head."""
    if l.qmon != NULL:
        qmon_drop(k, <QMon *>l.qmon, pkt(k, pi))
    if l.fmon != NULL:
        fmon_drop(k, <FlowMon *>l.fmon, pkt(k, pi))


cdef void link_update_flags(Kernel k, Link *l) noexcept:
    """Derive the link's path flags (types.pxi) from its state: call after every change
    of its traces, monitors, queue discipline, error models, LAN or up/down state."""
    l.watched = (l.qmon != NULL or l.fmon != NULL or discipline_of(&l.q).feeds_link
                 or l.lan_iface != 0)
    l.traced = l.trace >= 0 or l.namtrace >= 0 or k.capture
    l.detour = l.down or l.watched or l.em_head >= 0 or l.sat_path
    l.resumes_always = l.watched or not discipline_of(&l.q).ring_only


cdef void link_recv(Kernel k, int lid, int pi) noexcept:
    """A packet handed to link `lid` by its node: '+' line, into the queue."""
    cdef Link *l = &k.links[lid]
    if l.detour:
        link_recv_detour(k, lid, pi)
        return
    l.n_arrivals += 1
    if l.traced:
        trace_packet(k, l.trace, b'+', lid, pi)
    link_enter_queue(k, lid, l, pi)


cdef inline void link_enter_queue(Kernel k, int lid, Link *l, int pi) noexcept:
    """The packet joins the queue, and leaves it at once if the link is idle."""
    if droptail_passes_idle(k, l, pi):
        l.q.blocked = True
        link_transmit(k, lid, pi)
        return
    queue_enque(k, lid, pi)
    if not link_busy(k, l):
        pi = queue_deque(k, lid)
        if pi >= 0:
            l.q.blocked = True
            link_transmit(k, lid, pi)
    elif l.q.length:
        link_need_resume(k, lid, l)


cdef void link_recv_detour(Kernel k, int lid, int pi) noexcept:
    """link_recv for a link that is down, watched, has a head error model, or is a
    satellite link (its link layer's zero-delay event first: satellite/link.pxi)."""
    if k.links[lid].sat_path:
        schedule(k, 0.0, EV_SAT_TX, lid, pi)
        return
    link_recv_slow(k, lid, pi)


cdef void link_recv_slow(Kernel k, int lid, int pi) noexcept:
    """link_recv for a link that is down, watched, or has a head error model."""
    cdef Link *l = &k.links[lid]
    if l.down:
        pkt_free(k, pi)             # a link down takes nothing (core/dynlink.pxi)
        return
    if l.watched:
        link_recv_watched(k, lid, pi)
        return
    if (l.em_head >= 0 and not l.em_after_enq and not l.em_between
            and em_filter(k, lid, l.em_head, pi)):
        return
    l.n_arrivals += 1
    if link_enq_trace_em(k, lid, l, pi):
        return
    link_enter_queue(k, lid, l, pi)


cdef bint link_enq_trace_em(Kernel k, int lid, Link *l, int pi) noexcept:
    """The '+' trace points, then the head error model when it comes after one or
    both of them: ns-2 splices each into the link right after its head, so the
    newest is first (tcl/lib/ns-link.tcl).  True when the error model took `pi`."""
    if l.em_between:
        trace_packet_at(k, l.trace, b'+', lid, pi, False)
        if em_filter(k, lid, l.em_head, pi):
            return True
        trace_line(k, l.trace_older, b'+', l, pkt(k, pi))
        return False
    if l.traced:
        trace_packet(k, l.trace, b'+', lid, pi)
    return l.em_head >= 0 and l.em_after_enq and em_filter(k, lid, l.em_head, pi)


cdef void link_recv_watched(Kernel k, int lid, int pi) noexcept:
    """link_recv for a link with monitors or an FQ queue, or onto a LAN (kept off
    the fast path)."""
    cdef Link *l = &k.links[lid]
    if l.lan_iface:
        lan_entry(k, l.lan_iface - 1, pi)
        return
    if l.qmon_first or l.fmon_first:
        link_monitors_in(k, l, pi, True)
    if l.em_head >= 0 and not l.em_after_enq and not l.em_between and em_filter(k, lid, l.em_head, pi):
        return
    l.n_arrivals += 1
    link_monitors_in(k, l, pi, False)
    if link_enq_trace_em(k, lid, l, pi):
        return
    if discipline_of(&l.q).feeds_link:
        queue_enque(k, lid, pi)     # flow queues feed FQ themselves
        return
    link_enter_queue(k, lid, l, pi)


cdef void link_resume(Kernel k, int lid) noexcept:
    """The resume event: send the next packet waiting, or stop."""
    cdef int pi
    k.links[lid].resume_pending = False
    pi = queue_deque(k, lid)
    if pi >= 0:
        link_transmit(k, lid, pi)
    else:
        k.links[lid].q.blocked = False


cdef void link_arrive(Kernel k, int lid, int pi) noexcept:
    """End of propagation: TTL check, 'r' line, into the next node."""
    if k.links[lid].sat_path:
        sat_first_bit(k, lid, pi)       # link_deliver after the receiving MAC
        return
    link_deliver(k, lid, pi)


cdef void link_deliver(Kernel k, int lid, int pi) noexcept:
    """The far end's error model, TTL check, 'r' line, into the next node."""
    cdef Link *l = &k.links[lid]
    cdef Packet *p
    if l.em_link >= 0 and em_filter(k, lid, l.em_link, pi):
        return
    p = pkt(k, pi)
    p.ttl -= 1
    if p.ttl <= 0:
        link_drop(k, lid, pi)
        return
    l.n_delivered += 1
    if l.traced:
        trace_packet(k, l.trace, b'r', lid, pi)
    if l.sat_path:                  # up through the link layer's zero-delay event
        schedule(k, 0.0, EV_SAT_UP, lid, pi)
    elif k.mcast != NULL and p.dst_addr >= MCAST_BASE:     # a group's packet: its incoming link counts
        mcast_node_recv(k, l.dst, pi, lid)
    else:
        node_recv(k, l.dst, pi)
