# DRR (ns-2's Queue/DRR): deficit round robin over buckets chosen by hashing
# the packet's source address (mask_ selects the node part).  Each bucket is
# a plain FIFO (a `Queue` used with fifo_append / fifo_take); active buckets
# form a circular doubly linked list by index.  A bucket gets quantum_ bytes
# of credit per round; when the shared buffer (limit_ packets, or blimit_
# bytes) is full, the longest bucket loses its head packet.  Activation
# order, round robin and the choice of victim follow ns-2.35 exactly.

cdef enum:
    QK_DRR = 2

cdef struct DrrFlow:
    Queue fifo
    int pkts
    int src                 # source seen first in this bucket (-1: none)
    int bcount              # bytes queued
    int prev
    int next
    int deficit             # deficitCounter
    int turn                # quantum already granted this round

cdef struct DrrState:
    int buckets             # buckets_
    int blimit              # blimit_: bytes shared by all flows
    int quantum             # quantum_: bytes per round
    int mask                # mask_: hash on the node part of the address only
    int bytecnt
    int pktcnt
    int flwcnt
    int curr                # active bucket being served, -1 when none
    DrrFlow *flows          # NULL until the first packet
    int nflows              # buckets allocated
    long long collisions    # packets hashed onto another source's bucket


cdef int drr_hash(DrrState *d, int saddr) noexcept:
    """ns-2's DRR hash of the source address (C integer semantics)."""
    cdef int i = (saddr & 0xfff0) if d.mask else saddr
    return ((i + (i >> 8) + ~(i >> 4)) % ((2 << 23) - 1)) + 1


cdef int drr_activate(DrrFlow *f, int q, int head) noexcept:
    """Put bucket q at the end of the active ring; returns the ring head."""
    if head >= 0:
        f[q].prev = f[head].prev
        f[q].next = head
        f[f[head].prev].next = q
        f[head].prev = q
        return head
    f[q].prev = q
    f[q].next = q
    return q


cdef int drr_idle(DrrFlow *f, int q, int head) noexcept:
    """Take bucket q off the active ring; returns the new head (-1: empty)."""
    if head == q and f[q].next == q:
        return -1
    f[f[q].next].prev = f[q].prev
    f[f[q].prev].next = f[q].next
    return f[q].next if head == q else head


cdef void drr_alloc(DrrState *d) noexcept:
    cdef int i
    d.flows = <DrrFlow *>calloc(d.buckets, sizeof(DrrFlow))
    d.nflows = d.buckets
    for i in range(d.buckets):
        d.flows[i].src = -1


cdef void drr_free(DrrState *d) noexcept:
    cdef int i
    if d.flows != NULL:
        for i in range(d.nflows):
            free(d.flows[i].fifo.ring)
        free(d.flows)
    d.flows = NULL
    d.nflows = 0


cdef int drr_maxflow(DrrState *d) noexcept:
    """The active bucket holding the most bytes (first found from curr)."""
    cdef int i, tmp = d.curr, best = d.curr
    for i in range(d.flwcnt):
        if d.flows[best].bcount < d.flows[tmp].bcount:
            best = tmp
        tmp = d.flows[tmp].next
    return best


cdef void drr_enque(Kernel k, int lid, int pi) noexcept:
    """Queue in the source's bucket; past blimit_ drop from the fattest flow's head."""
    cdef DrrState *d = <DrrState *>k.links[lid].q.impl
    cdef Packet *p = pkt(k, pi)
    cdef int which, compare, rem, victim, size
    cdef DrrFlow *f
    if d.flows == NULL:
        drr_alloc(d)
    which = drr_hash(d, p.src_addr) % d.nflows
    if which < 0:
        which += d.nflows
    f = &d.flows[which]
    compare = (p.src_addr & 0xfff0) if d.mask else p.src_addr
    if f.src == -1:
        f.src = compare
    elif f.src != compare:
        d.collisions += 1
    fifo_append(k, &f.fifo, pi)
    f.pkts += 1
    d.pktcnt += 1
    f.bcount += p.size
    d.bytecnt += p.size
    if f.pkts == 1:
        d.curr = drr_activate(d.flows, which, d.curr)
        f.deficit = 0
        d.flwcnt += 1
    while d.bytecnt > d.blimit:
        rem = drr_maxflow(d)
        victim = fifo_take(k, &d.flows[rem].fifo)
        size = pkt(k, victim).size
        d.flows[rem].bcount -= size
        d.bytecnt -= size
        link_drop(k, lid, victim)
        d.flows[rem].pkts -= 1
        d.pktcnt -= 1
        if d.flows[rem].pkts == 0:
            d.curr = drr_idle(d.flows, rem, d.curr)
            d.flwcnt -= 1


cdef int drr_deque(Kernel k, int lid) noexcept:
    """Serve the current bucket while its deficit covers its head packet."""
    cdef DrrState *d = <DrrState *>k.links[lid].q.impl
    cdef DrrFlow *c
    cdef int pi, size
    if d.bytecnt == 0:
        return -1
    while True:
        c = &d.flows[d.curr]
        if not c.turn:
            c.deficit += d.quantum
            c.turn = 1
        size = pkt(k, ring_head(&c.fifo)).size
        if c.deficit >= size:
            c.deficit -= size
            pi = fifo_take(k, &c.fifo)
            c.bcount -= size
            c.pkts -= 1
            d.pktcnt -= 1
            d.bytecnt -= size
            if c.pkts == 0:
                c.turn = 0
                d.flwcnt -= 1
                c.deficit = 0
                d.curr = drr_idle(d.flows, d.curr, d.curr)
            return pi
        c.turn = 0
        d.curr = c.next


# ---- the hook table ----------------------------------------------------------

cdef void drr_start(Kernel k, void *impl) noexcept:
    (<DrrState *>impl).curr = -1


cdef void drr_release(void *impl) noexcept:
    drr_free(<DrrState *>impl)


cdef void drr_count(Kernel k, Queue *q, long long *packets, long long *nbytes) noexcept:
    cdef DrrState *d = <DrrState *>q.impl
    if d.flows != NULL:
        packets[0] = d.pktcnt
        nbytes[0] = d.bytecnt


cdef int drr_set_variable(Kernel k, int lid, str name, object value) except -1:
    return buckets_may_change(k, lid, name, value, &(<DrrState *>k.links[lid].q.impl).buckets)


cdef object drr_command(Kernel k, int lid, str name, tuple args):
    """DRR's `collisions`: packets that hashed into a bucket first used by
    another source."""
    if name != "collisions":
        return no_such_command(k, lid, name)
    return (<DrrState *>k.links[lid].q.impl).collisions


cdef QueueDiscipline drr_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(DrrState)
    d.init = drr_start
    d.release = drr_release
    d.enque = drr_enque
    d.deque = drr_deque
    d.count = drr_count
    d.set_variable = drr_set_variable
    d.command = drr_command
    return d


register_queue_discipline(QK_DRR, "DRR", drr_discipline(), named_fields(
    offsets_DrrState(), "buckets_ blimit_ quantum_ mask_"))
