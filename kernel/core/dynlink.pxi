# Dynamic links: a link an `rtmodel` takes down and brings back up (ns-2's
# DynamicLink, put at the head of every link a route model names).
#
# A link that goes down first resets its queue (what waits is dropped through the
# link's drop head, 'd' lines in the queue's order), then its delay line (every
# packet still on the wire, the one being sent included, is dropped the same way,
# oldest first).  While it is down, a packet handed to it is discarded before the
# queue, silently: no '+' and no 'd' line (ns-2's DynamicLink has no drop target).
# The arrival events of the dropped packets stay in their FIFO (the link's own or a
# delay lane, core/lanes.pxi) with no packet, so the FIFO keeps its order; their event passes without effect (see
# link_arrival_due).  Bringing the link up only clears the flag.  The trace lines of
# the change (`v ... link-down`) and the routing that follows are the script
# side's (nslab.otcl.route_dynamics).


cdef void link_go_down(Kernel k, int lid) noexcept:
    """The link stops: its queue and its wire are emptied (traced drops)."""
    cdef Link *l = &k.links[lid]
    cdef Arrival **wire
    cdef int j, n, pi
    l.down = True
    link_update_flags(k, l)
    queue_reset(k, lid)
    wire = arrivals_of_link(k, lid, &n)
    for j in range(n):
        if wire[j].pkt >= 0:
            pi = wire[j].pkt
            wire[j].pkt = -1
            link_drop(k, lid, pi)
    free(wire)


cdef inline void link_arrival_due(Kernel k, int lid) noexcept:
    """The EV_ARRIVE event of link `lid`: its FIFO head arrives, unless the link
    dropped it when it went down."""
    cdef int pi = link_next_arrival(k, lid)
    if pi >= 0:
        link_arrive(k, lid, pi)
