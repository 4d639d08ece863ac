# Multicast forwarding (ns-2.35's Classifier/Multicast and Classifier/Replicator,
# classifier/classifier-mcast.cc and mcast/replicator.cc; docs/ns2-behavior.md §13).
#
# A packet whose destination is a group address (MCAST_BASE and above) is looked up in
# its node's entries by (source address, group, incoming link).  An entry is a
# replicator: a row of slots, each a link (the packet joins that link's queue) or a
# local agent; a copy (same uid) goes to every filled slot in slot order, the original
# to the last.  What to do when no entry fits is the multicast protocol's, which lives
# on the script side (nslab.mcast): the kernel asks the handler (Kernel.mcast_handler)
# and follows its answer, as ns-2's classifier asks Tcl:
#   cache_miss(node, src, group, iif) -> 1: look again (an entry was added), 0: drop;
#   wrong_iif(node, src, group, iif)  -> same;
#   drop(node, entry, src, group, iif): an empty replicator received a packet.
# Dropped this way, a packet leaves no trace line (ns-2 frees it).  The control agent
# (Agent/Mcast/Control) carries the protocol's prune and graft messages: a packet of
# the message's type holding the number of the message the script side keeps.


cdef McastState *mcast_state(Kernel k) noexcept:
    if k.mcast == NULL:
        k.mcast = <McastState *>calloc(1, sizeof(McastState))
    return k.mcast


cdef void mcast_state_free(McastState *m) noexcept:
    cdef int i
    if m == NULL:
        return
    for i in range(m.n_entries):
        free(m.entries[i].slots)
    free(m.entries)
    free(m.head)
    free(m)


cdef int mcast_entry_add(Kernel k, int node, int src, int group, int iif) noexcept:
    """A new empty replicator for (src, group) arriving by iif at node: its id, -1 when
    out of memory.  It is found before the node's older entries."""
    cdef McastState *m = mcast_state(k)
    cdef McastEntry *e
    cdef int i
    if m == NULL:
        return -1
    if node >= m.n_heads:
        m.head = <int *>realloc(m.head, (node + 1) * sizeof(int))
        if m.head == NULL:
            return -1
        for i in range(m.n_heads, node + 1):
            m.head[i] = -1
        m.n_heads = node + 1
    if m.n_entries == m.cap_entries:
        m.cap_entries = m.cap_entries * 2 if m.cap_entries else 16
        m.entries = <McastEntry *>realloc(m.entries, m.cap_entries * sizeof(McastEntry))
        if m.entries == NULL:
            return -1
    e = &m.entries[m.n_entries]
    memset(e, 0, sizeof(McastEntry))
    e.node, e.src, e.group, e.iif = node, src, group, iif
    e.maxslot = -1
    e.next = m.head[node]
    m.head[node] = m.n_entries
    m.n_entries += 1
    return m.n_entries - 1


cdef int mcast_lookup(Kernel k, int node, int src, int group, int iif) noexcept:
    """The node's newest entry for (src, group) whose interface is iif (IIF_ANY: any)."""
    cdef McastState *m = k.mcast
    cdef McastEntry *e
    cdef int i
    if m == NULL or node >= m.n_heads:
        return -1
    i = m.head[node]
    while i >= 0:
        e = &m.entries[i]
        if e.src == src and e.group == group and (e.iif == iif or iif == IIF_ANY):
            return i
        i = e.next
    return -1


cdef int mcast_install_next(Kernel k, int eid, int target) noexcept:
    """Put target into the slot above the top filled one (ns-2's installNext, which
    leaves the empty slots below alone): the slot, -1 when out of memory."""
    cdef McastEntry *e = &k.mcast.entries[eid]
    cdef int i = e.maxslot + 1, j, n
    cdef int *grown
    if i >= e.n_slots:
        n = e.n_slots * 2 if e.n_slots else 4
        grown = <int *>realloc(e.slots, n * sizeof(int))
        if grown == NULL:
            return -1
        for j in range(e.n_slots, n):
            grown[j] = SLOT_EMPTY
        e.slots = grown
        e.n_slots = n
    e.slots[i] = target
    e.maxslot = i
    return i


cdef void mcast_clear_slot(Kernel k, int eid, int slot) noexcept:
    cdef McastEntry *e = &k.mcast.entries[eid]
    e.slots[slot] = SLOT_EMPTY
    if slot == e.maxslot:
        e.maxslot -= 1
        while e.maxslot >= 0 and e.slots[e.maxslot] == SLOT_EMPTY:
            e.maxslot -= 1


cdef int mcast_ask(Kernel k, str what, int node, int src, int group, int iif, int eid) noexcept:
    """The handler's answer to `what` (see the header); 0 when it failed (the run stops)."""
    if k.mcast_handler is None:
        return 0
    try:
        if what == "drop":
            getattr(k.mcast_handler, what)(node, eid, src, group, iif)
            return 0
        return int(getattr(k.mcast_handler, what)(node, src, group, iif))
    except BaseException as e:
        if k.fault is None:
            k.fault = e
        k.stop_requested = True
        return 0


cdef int mcast_classify(Kernel k, int node, int pi, int iif) noexcept:
    """The entry the packet goes to, -1 to drop it (ns-2's classify and its retry)."""
    cdef Packet *p = pkt(k, pi)
    cdef int src = p.src_addr, group = p.dst_addr, eid, again
    eid = mcast_lookup(k, node, src, group, iif)
    if eid >= 0:
        return eid
    eid = mcast_lookup(k, node, src, group, IIF_ANY)
    if eid >= 0 and k.mcast.entries[eid].iif == IIF_ANY:
        return eid
    again = mcast_ask(k, "wrong_iif" if eid >= 0 else "cache_miss", node, src, group, iif, -1)
    if not again:
        return -1
    return mcast_lookup(k, node, src, group, iif)


cdef void mcast_deliver(Kernel k, int node, int target, int pi) noexcept:
    cdef int aid
    if target >= 0:
        link_recv(k, target, pi)
        return
    aid = -target - 2
    if k.local_depth >= LOCAL_DEPTH_MAX:
        local_loop_fault(k, node, aid, pi)
        return
    k.local_depth += 1
    agent_recv(k, aid, pi)
    k.local_depth -= 1


cdef int mcast_copy(Kernel k, int pi) noexcept:
    """Packet::copy(): the same uid and headers."""
    cdef int c = pkt_alloc(k)
    k.next_pkt_uid -= 1
    pkt(k, c)[0] = pkt(k, pi)[0]
    if pkt(k, pi).sa_len:
        pkt_sacks(k, c)[0] = pkt_sacks(k, pi)[0]
    return c


cdef void mcast_node_recv(Kernel k, int node, int pi, int iif) noexcept:
    """A packet for a group enters node by link iif (IIF_LOCAL: from one of its agents)."""
    cdef int eid = mcast_classify(k, node, pi, iif), i, last
    cdef McastEntry *e
    if eid < 0:
        pkt_free(k, pi)
        return
    e = &k.mcast.entries[eid]
    if e.maxslot < 0:
        if not e.ignore:
            mcast_ask(k, "drop", node, pkt(k, pi).src_addr, pkt(k, pi).dst_addr, iif, eid)
        pkt_free(k, pi)
        return
    last = e.maxslot
    for i in range(last):
        e = &k.mcast.entries[eid]       # a delivery may add entries (and move the table)
        if e.slots[i] != SLOT_EMPTY:
            mcast_deliver(k, node, e.slots[i], mcast_copy(k, pi))
    e = &k.mcast.entries[eid]
    if e.maxslot < last or e.slots[last] == SLOT_EMPTY:
        pkt_free(k, pi)                 # a delivery emptied the top slot meanwhile
        return
    mcast_deliver(k, node, e.slots[last], pi)


# ---- the control agent (Agent/Mcast/Control) --------------------------------------------

cdef void mctrl_send(Kernel k, int aid, int dst_addr, int dst_port, int ptype, int fid,
                     int message) noexcept:
    cdef Agent *a = &k.agents[aid]
    cdef int pi
    a.dst_addr = dst_addr
    a.dst_port = dst_port
    a.fid = fid
    pi = agent_new_packet(k, aid, ptype)
    pkt(k, pi).seqno = -1
    pkt(k, pi).appdata = message
    agent_send(k, aid, pi)


cdef void mctrl_recv(Kernel k, int aid, int pi) noexcept:
    cdef Packet *p = pkt(k, pi)
    cdef str kind = PTYPE_NAMES[p.ptype].decode()
    cdef int message = p.appdata, sender = p.src_addr
    pkt_free(k, pi)
    if k.mcast_handler is None:
        return
    try:
        k.mcast_handler.control(aid, kind, sender, message)
    except BaseException as e:
        if k.fault is None:
            k.fault = e
        k.stop_requested = True
