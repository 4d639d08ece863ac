# Multipath forwarding (ns-2.35's Classifier/MultiPath, classifier/classifier-mpath.cc):
# with `Node set multiPath_ 1`, a node with several equal routes to a destination sends
# the destination's packets over them in turn.  The route table (core/routes.pxi) then
# holds, instead of a link id, the code -(group + 2) of a multipath group: a row of slots
# (a link id, or empty) as ns-2's classifier keeps them (a new link takes the slot above
# the top filled one; clearing the top slot lowers the top past the empty slots below)
# and the slot the next packet tries first.  A packet takes that slot and the next one
# moves on, wrapping after the top slot; empty slots are skipped until the search comes
# back to where it started, and a packet that finds only empty slots is dropped.  The
# routing protocol (nslab.otcl.route_dv) fills the groups (Kernel.mpath_*).

cdef struct MultiPath:
    int n_slots
    int maxslot         # highest filled slot, -1 when none
    int next            # ns_: the slot the next packet tries first
    int *slots          # link ids, -1 empty


cdef inline int mpath_code(int group) noexcept:
    """The route table's code for a multipath group."""
    return -group - 2


cdef int mpath_pick(Kernel k, int code) noexcept:
    """The link the group of route code `code` sends the next packet on, -1 for none."""
    cdef int g = -code - 2, cl, fail
    cdef MultiPath *m
    if not 0 <= g < k.n_mpaths:
        return -1
    m = &k.mpaths[g]
    if m.maxslot < 0:
        return -1
    fail = m.next
    while True:
        cl = m.next
        m.next = (m.next + 1) % (m.maxslot + 1)
        if (cl < m.n_slots and m.slots[cl] >= 0) or m.next == fail:
            break
    return m.slots[cl] if cl < m.n_slots else -1


cdef void mpaths_free(MultiPath *mpaths, int n) noexcept:
    cdef int i
    for i in range(n):
        free(mpaths[i].slots)
    free(mpaths)
