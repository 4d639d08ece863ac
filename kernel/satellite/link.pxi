# A satellite link's events (satellite/api.pxi says what such a link models).  A packet
# the node hands the link waits for LL/Sat's zero-delay event (EV_SAT_TX) before its '+'
# and the queue; it reaches the receiving interface after ((start + up) + down), in the
# link's arrival FIFO as any link's; the receiving Mac/Sat passes it up a transmission
# time later (EV_SAT_RX: error model, 'r', as a wired link's far end, core/net.pxi
# link_deliver), and LL/Sat's zero-delay event (EV_SAT_UP) hands it to the node.


cdef void sat_first_bit(Kernel k, int lid, int pi) noexcept:
    """The first bit of `pi` reached the receiving interface: up after its txt."""
    cdef Link *l = &k.links[lid]
    schedule(k, 8.0 * (pkt(k, pi).size + l.hdr_bytes) / l.bandwidth, EV_SAT_RX, lid, pi)


cdef void sat_event(Kernel k, int kind, int lid, int pi) noexcept:
    """Run one EV_SAT_* event."""
    if kind == EV_SAT_TX:
        link_recv_slow(k, lid, pi)
    elif kind == EV_SAT_RX:
        link_deliver(k, lid, pi)
    else:
        node_recv(k, k.links[lid].dst, pi)
