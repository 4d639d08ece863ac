# SFQ (ns-2's Queue/SFQ): stochastic fair queueing.  Packets are hashed by
# source and destination address into buckets_ buckets, each a plain FIFO;
# active buckets are served one packet per round in a circular list.  The
# buffer holds maxqueue_ packets in all; a bucket holding more than its fair
# share (maxqueue_ / buckets_) when the buffer is full loses the arrival.
# Activation and round-robin order follow ns-2.35 exactly.

cdef enum:
    QK_SFQ = 3

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


# ---- the hook table ----------------------------------------------------------

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


cdef int sfq_set_variable(Kernel k, int lid, str name, object value) except -1:
    return buckets_may_change(k, lid, name, value, &(<SfqState *>k.links[lid].q.impl).buckets)


cdef object sfq_command(Kernel k, int lid, str name, tuple args):
    """SFQ's `limit MAXQUEUE`: maxqueue_ and, if the buckets exist, the fair share."""
    cdef SfqState *s = <SfqState *>k.links[lid].q.impl
    if name != "limit":
        return no_such_command(k, lid, name)
    s.maxqueue = args[0]
    s.fairshare = s.maxqueue // s.buckets


cdef QueueDiscipline sfq_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(SfqState)
    d.init = sfq_start
    d.release = sfq_release
    d.enque = sfq_enque
    d.deque = sfq_deque
    d.count = sfq_count
    d.set_variable = sfq_set_variable
    d.command = sfq_command
    return d


register_queue_discipline(QK_SFQ, "SFQ", sfq_discipline(),
                          named_fields(offsets_SfqState(), "maxqueue_ buckets_"))
