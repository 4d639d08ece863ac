# The Python face of multicast forwarding (mcast/replicator.pxi): nslab.mcast keeps the
# protocol's state and edits the kernel's replicators through these functions.

cdef int mcast_entry_checked(Kernel k, int eid) except -1:
    if k.mcast == NULL or not 0 <= eid < k.mcast.n_entries:
        raise KernelError("no multicast entry %d" % eid)
    return eid


cdef int mcast_target(Kernel k, str kind, int ident) except? -1:
    """A slot's code for a link or an agent."""
    if kind == "link":
        k._link(ident)
        return ident
    if kind == "agent":
        if not 0 <= ident < k.n_agents:
            raise KernelError("no agent %d (have %d)" % (ident, k.n_agents))
        return -ident - 2
    raise KernelError("a replicator's target is a link or an agent, not %r" % kind)


def mcast_add_entry(Kernel k, int node, int src, int group, int iif):
    """A new empty replicator at node for (src, group) arriving by link iif (-1: from a
    local agent, -2: any link); returns its id."""
    k._node(node)
    if iif >= 0:
        k._link(iif)
    elif iif not in (IIF_LOCAL, IIF_ANY):
        raise KernelError("multicast entry: interface %d is not a link, -1 or -2" % iif)
    eid = mcast_entry_add(k, node, src, group, iif)
    if eid < 0:
        raise MemoryError("multicast entries")
    return eid


def mcast_install(Kernel k, int eid, str kind, int ident):
    """Put a link or an agent into the slot above the replicator's top one; returns the slot."""
    cdef int slot = mcast_install_next(k, mcast_entry_checked(k, eid), mcast_target(k, kind, ident))
    if slot < 0:
        raise MemoryError("replicator slots")
    return slot


def mcast_clear(Kernel k, int eid, int slot):
    """Empty one slot of the replicator."""
    cdef McastEntry *e = &k.mcast.entries[mcast_entry_checked(k, eid)]
    if not 0 <= slot < e.n_slots:
        raise KernelError("replicator %d has no slot %d" % (eid, slot))
    mcast_clear_slot(k, eid, slot)


def mcast_set_ignore(Kernel k, int eid, bint ignore):
    """The replicator's ignore_: while empty, it drops packets without asking."""
    k.mcast.entries[mcast_entry_checked(k, eid)].ignore = ignore


def mcast_slots(Kernel k, int eid):
    """The replicator's slots in order: ("link", id), ("agent", id) or None."""
    cdef McastEntry *e = &k.mcast.entries[mcast_entry_checked(k, eid)]
    return [None if e.slots[i] == SLOT_EMPTY else
            ("link", e.slots[i]) if e.slots[i] >= 0 else ("agent", -e.slots[i] - 2)
            for i in range(e.maxslot + 1)]


def mcast_add_control(Kernel k):
    """An Agent/Mcast/Control: sends what mcast_control_send says and hands what it
    receives to the handler's control(aid, type, sender address, message)."""
    return k._new_agent(AG_MCAST_CTRL, NULL)


def mcast_control_send(Kernel k, int aid, str kind, int dst_addr, int dst_port, int fid,
                       int size, int message):
    """One control message of type kind ("prune" or "graft") to (dst_addr, dst_port)."""
    k._agent(aid, AG_MCAST_CTRL)
    k._require_attached(aid, "send")
    if kind not in MCAST_CONTROL_TYPES:
        raise KernelError("invalid control message %r (have %s)"
                          % (kind, ", ".join(MCAST_CONTROL_TYPES)))
    k.agents[aid].size = size
    mctrl_send(k, aid, dst_addr, dst_port, MCAST_CONTROL_TYPES[kind], fid, message)


MCAST_CONTROL_TYPES = {"prune": PT_PRUNE, "graft": PT_GRAFT}


def mcast_enable(Kernel k):
    """Route packets for group addresses through the replicators (`$ns mrtproto`)."""
    if mcast_state(k) == NULL:
        raise MemoryError("multicast state")


AGENT_KINDS.update({AG_ENCAP: "encapsulator", AG_DECAP: "decapsulator"})


def mcast_add_encapsulator(Kernel k, int overhead):
    """An Agent/Encapsulator (mcast/encap.pxi): wraps each packet it receives in one of
    its own, `overhead` bytes larger, and sends that to the agent it is connected to."""
    cdef EncapState *s
    if overhead < 0:
        raise KernelError("Agent/Encapsulator overhead_ %d is below 0" % overhead)
    s = <EncapState *>calloc(1, sizeof(EncapState))
    if s == NULL:
        raise MemoryError("encapsulator")
    s.overhead = overhead
    return k._new_agent(AG_ENCAP, s)


def mcast_add_decapsulator(Kernel k):
    """An Agent/Decapsulator: unwraps what an encapsulator sent and hands the inner packet
    to its node, as if one of the node's agents had sent it."""
    return k._new_agent(AG_DECAP, NULL)
