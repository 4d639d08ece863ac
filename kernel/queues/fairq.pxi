# Fair-queueing disciplines: Queue/DRR, Queue/SFQ and Queue/FQ (an FQLink).
#
# Each flow (bucket) keeps its packets in a `Queue` struct used as a plain
# FIFO (fifo_append / fifo_take); the discipline's state is Queue.impl.
# Active DRR/SFQ buckets form a circular doubly linked list by index, and the
# order of activation, round robin and victim choice follow ns-2.35 exactly.

from libc.float cimport DBL_MAX

# ---- shared helpers --------------------------------------------------------

cdef inline int ring_head(Queue *q) noexcept:
    return q.ring[q.head]


cdef void link_drop_traced(Kernel k, int lid, int pi) noexcept:
    """A drop that bypasses the link's drop head (no queue monitor): 'd' only."""
    k.links[lid].n_drops += 1
    trace_packet(k, k.links[lid].trace, b'd', lid, pi)
    pkt_free(k, pi)




# ---- DRR: deficit round robin over hashed source addresses ----------------

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


# ---- SFQ: stochastic fair queueing, one packet per bucket per round --------

cdef struct SfqBucket:
    Queue fifo
    int pkts
    int prev
    int next

cdef struct SfqState:
    int maxqueue            # maxqueue_: packets shared by all buckets
    int buckets             # buckets_
    SfqBucket *bucket       # NULL until the first enque/deque
    int nbuckets
    int active              # bucket served next, -1 when none
    int occupied            # packets queued
    int fairshare           # maxqueue_ / buckets_ when the buckets were made


cdef void sfq_init(SfqState *s) noexcept:
    """Make the buckets (ns-2 does this lazily, at the first enque or deque)."""
    s.bucket = <SfqBucket *>calloc(s.buckets, sizeof(SfqBucket))
    s.nbuckets = s.buckets
    s.active = -1
    s.occupied = 0
    s.fairshare = s.maxqueue // s.buckets


cdef void sfq_free(SfqState *s) noexcept:
    cdef int i
    if s.bucket != NULL:
        for i in range(s.nbuckets):
            free(s.bucket[i].fifo.ring)
        free(s.bucket)
    s.bucket = NULL
    s.nbuckets = 0


cdef int sfq_hash(int saddr, int daddr) noexcept:
    """ns-2's SFQ hash of source + destination address (C integer semantics)."""
    cdef int k = saddr + daddr
    return (k + (k >> 8) + ~(k >> 4)) % ((2 << 19) - 1)


cdef int sfq_activate(SfqBucket *b, int q, int head) noexcept:
    """Put bucket q at the end of the active ring; returns the ring head."""
    if head >= 0:
        b[q].prev = b[head].prev
        b[q].next = head
        b[b[head].prev].next = q
        b[head].prev = q
        return head
    b[q].prev = q
    b[q].next = q
    return q


cdef int sfq_idle(SfqBucket *b, int q) noexcept:
    """Take the (head) bucket q off the active ring; returns the new head."""
    if b[q].next == q:
        return -1
    b[b[q].next].prev = b[q].prev
    b[b[q].prev].next = b[q].next
    return b[q].next


cdef void sfq_enque(Kernel k, int lid, int pi) noexcept:
    """Admit unless the bucket holds half of what is left (or its fair share)."""
    cdef SfqState *s = <SfqState *>k.links[lid].q.impl
    cdef Packet *p = pkt(k, pi)
    cdef int which, used, left
    cdef SfqBucket *b
    if s.bucket == NULL:
        sfq_init(s)
    which = sfq_hash(p.src_addr, p.dst_addr) % s.nbuckets
    if which < 0:
        which += s.nbuckets
    b = &s.bucket[which]
    used = b.pkts
    left = s.maxqueue - s.occupied
    if used >= (left >> 1) or (left < s.buckets and used > s.fairshare) or left <= 0:
        link_drop(k, lid, pi)
        return
    fifo_append(k, &b.fifo, pi)
    s.occupied += 1
    b.pkts += 1
    if b.pkts == 1:
        s.active = sfq_activate(s.bucket, which, s.active)


cdef int sfq_deque(Kernel k, int lid) noexcept:
    """One packet from the active bucket, then move on to the next bucket."""
    cdef SfqState *s = <SfqState *>k.links[lid].q.impl
    cdef SfqBucket *b
    cdef int pi
    if s.bucket == NULL:
        sfq_init(s)
    if s.active < 0:
        return -1
    b = &s.bucket[s.active]
    b.pkts -= 1
    s.occupied -= 1
    pi = fifo_take(k, &b.fifo)
    if b.pkts == 0:
        s.active = sfq_idle(s.bucket, s.active)
    else:
        s.active = b.next
    return pi


# ---- FQ: fair queueing by finish time, per flow id (FQLink) ----------------
#
# An FQLink classifies arriving packets by flow id into per-flow DropTail
# queues.  Each flow queue hands its head packet to FQ (the "head of line")
# and stays blocked until FQ takes it; FQ sends the head-of-line packet with
# the smallest finish time.

cdef enum:
    FQ_MAXFLOW = 32

cdef struct FqFlow:
    Queue q                 # the flow's Queue/DropTail (blocked = hol pending)
    bint installed
    int hol                 # head-of-line packet handed to FQ, -1 if none
    double finish           # finishTime_
    double delta            # hol size * secsPerByte_

cdef struct FqState:
    double secs_per_byte    # secsPerByte_
    int maxflow             # highest installed flow id, -1 when none
    # Queue/DropTail settings for flow queues made during the run
    int flow_limit
    bint flow_drop_front
    bint flow_in_bytes
    int flow_mean_pktsize
    long long bad_fid       # packets whose flow id FQ cannot hold
    FqFlow flows[32]


cdef void fq_free(FqState *f) noexcept:
    cdef int i
    for i in range(FQ_MAXFLOW):
        free(f.flows[i].q.ring)


cdef bint fq_flow_admit(Kernel k, int lid, Queue *q, int pi) noexcept:
    """The flow queue's DropTail admission; its drops go straight to the drop trace."""
    cdef int size = pkt(k, pi).size
    cdef bint full
    if q.in_bytes:
        full = q.bytes + size >= <long long>q.limit * q.mean_pktsize
    else:
        full = q.length + 1 >= q.limit
    if not full:
        fifo_append(k, q, pi)
        return True
    if q.drop_front:
        fifo_append(k, q, pi)
        link_drop_traced(k, lid, fifo_take(k, q))
        return True
    link_drop_traced(k, lid, pi)
    return False


cdef void fq_install(FqState *f, int fid) noexcept:
    """A new flow: its DropTail queue gets the current Queue/DropTail settings."""
    cdef FqFlow *fl = &f.flows[fid]
    fl.installed = True
    fl.hol = -1
    fl.finish = 0.0
    fl.q.limit = f.flow_limit
    fl.q.drop_front = f.flow_drop_front
    fl.q.in_bytes = f.flow_in_bytes
    fl.q.mean_pktsize = f.flow_mean_pktsize
    if fid > f.maxflow:
        f.maxflow = fid


cdef int fq_update(Kernel k, FqState *f) noexcept:
    """Fill empty head-of-line slots from the flow queues; count active flows."""
    cdef int i, pi, nactive = 0
    for i in range(f.maxflow + 1):
        if f.flows[i].installed:
            if f.flows[i].hol < 0:
                pi = fifo_take(k, &f.flows[i].q)
                if pi >= 0:
                    f.flows[i].hol = pi
                    nactive += 1
            else:
                nactive += 1
    return nactive


cdef int fq_deque(Kernel k, int lid) noexcept:
    """The head-of-line packet with the smallest finish time (lowest flow on ties)."""
    cdef FqState *f = <FqState *>k.links[lid].q.impl
    cdef int i, target = -1, pi
    cdef int nactive = fq_update(k, f)
    cdef double best = DBL_MAX, F
    for i in range(f.maxflow + 1):
        if f.flows[i].installed and f.flows[i].hol >= 0:
            F = f.flows[i].finish + f.flows[i].delta * nactive
            if target < 0 or F < best:
                target = i
                best = F
    if target < 0:
        return -1
    pi = f.flows[target].hol
    f.flows[target].hol = -1
    f.flows[target].finish = best
    fq_flow_resume(k, lid, target)
    return pi


cdef void fq_hol(Kernel k, int lid, int fid, int pi) noexcept:
    """A flow queue hands FQ its next packet; an idle link sends at once."""
    cdef Queue *q = &k.links[lid].q
    cdef FqFlow *fl = &(<FqState *>q.impl).flows[fid]
    fl.hol = pi
    if k.now > fl.finish:
        fl.finish = k.now
    fl.delta = pkt(k, pi).size * (<FqState *>q.impl).secs_per_byte
    if not q.blocked:
        pi = fq_deque(k, lid)
        if pi >= 0:
            q.blocked = True
            link_transmit(k, lid, pi)


cdef void fq_flow_resume(Kernel k, int lid, int fid) noexcept:
    """FQ took the flow's head of line: the flow queue offers its next packet."""
    cdef FqFlow *fl = &(<FqState *>k.links[lid].q.impl).flows[fid]
    cdef int pi = fifo_take(k, &fl.q)
    if pi >= 0:
        fq_hol(k, lid, fid, pi)
    else:
        fl.q.blocked = False


cdef void fq_recv(Kernel k, int lid, int pi) noexcept:
    """An FQLink packet after its '+' line: into its flow's DropTail queue."""
    cdef FqState *f = <FqState *>k.links[lid].q.impl
    cdef int fid = pkt(k, pi).fid
    cdef FqFlow *fl
    if fid < 0 or fid >= FQ_MAXFLOW:
        f.bad_fid += 1
        link_drop_traced(k, lid, pi)
        kernel_fault(k, "Queue/FQ on link %d->%d: a packet has flow id fid_=%d, but FQ "
                     "holds flow ids 0..%d only (ns-2 aborts here)"
                     % (k.links[lid].src, k.links[lid].dst, fid, FQ_MAXFLOW - 1))
        return
    fl = &f.flows[fid]
    if not fl.installed:
        fq_install(f, fid)
    fq_flow_admit(k, lid, &fl.q, pi)
    if not fl.q.blocked:
        pi = fifo_take(k, &fl.q)
        if pi >= 0:
            fl.q.blocked = True
            fq_hol(k, lid, fid, pi)


# ---- the three hook tables ----------------------------------------------------------

cdef enum:
    QK_DRR = 2
    QK_SFQ = 3
    QK_FQ = 4           # the queue of an FQLink


cdef void drr_start(Kernel k, void *impl) noexcept:
    (<DrrState *>impl).curr = -1


cdef void drr_release(void *impl) noexcept:
    drr_free(<DrrState *>impl)


cdef void drr_count(Kernel k, Queue *q, long long *packets, long long *nbytes) noexcept:
    cdef DrrState *d = <DrrState *>q.impl
    if d.flows != NULL:
        packets[0] = d.pktcnt
        nbytes[0] = d.bytecnt


cdef QueueDiscipline drr_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(DrrState)
    d.init = drr_start
    d.release = drr_release
    d.enque = drr_enque
    d.deque = drr_deque
    d.count = drr_count
    return d


cdef void sfq_start(Kernel k, void *impl) noexcept:
    (<SfqState *>impl).active = -1


cdef void sfq_release(void *impl) noexcept:
    sfq_free(<SfqState *>impl)


cdef void sfq_count(Kernel k, Queue *q, long long *packets, long long *nbytes) noexcept:
    cdef SfqState *s = <SfqState *>q.impl
    cdef int i
    if s.bucket != NULL:
        for i in range(s.nbuckets):
            packets[0] += s.bucket[i].fifo.length
            nbytes[0] += s.bucket[i].fifo.bytes


cdef QueueDiscipline sfq_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(SfqState)
    d.init = sfq_start
    d.release = sfq_release
    d.enque = sfq_enque
    d.deque = sfq_deque
    d.count = sfq_count
    return d


cdef void fq_start(Kernel k, void *impl) noexcept:
    (<FqState *>impl).maxflow = -1


cdef void fq_release(void *impl) noexcept:
    fq_free(<FqState *>impl)


cdef void fq_count(Kernel k, Queue *q, long long *packets, long long *nbytes) noexcept:
    """The flow queues and each installed flow's head packet (held by FQ)."""
    cdef FqState *f = <FqState *>q.impl
    cdef int i
    for i in range(FQ_MAXFLOW):
        packets[0] += f.flows[i].q.length
        nbytes[0] += f.flows[i].q.bytes
        if f.flows[i].installed and f.flows[i].hol >= 0:
            packets[0] += 1
            nbytes[0] += pkt(k, f.flows[i].hol).size


cdef QueueDiscipline fq_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(FqState)
    d.feeds_link = True
    d.init = fq_start
    d.release = fq_release
    d.enque = fq_recv
    d.deque = fq_deque
    d.count = fq_count
    return d


register_queue_discipline(QK_DRR, "DRR", drr_discipline(), named_fields(
    offsets_DrrState(), "buckets_ blimit_ quantum_ mask_"))
register_queue_discipline(QK_SFQ, "SFQ", sfq_discipline(),
                          named_fields(offsets_SfqState(), "maxqueue_ buckets_"))
register_queue_discipline(QK_FQ, "FQ", fq_discipline(), named_fields(offsets_FqState(), """
    secsPerByte_=secs_per_byte flow_limit_ flow_drop_front_
    flow_queue_in_bytes_=flow_in_bytes flow_mean_pktsize_"""))
