# FQ (ns-2's FQLink with Queue/FQ): fair queueing by finish time, one flow
# per flow id.  An FQLink classifies arriving packets by flow id into per-flow
# DropTail queues.  Each flow queue hands its head packet to FQ (the "head of
# line") and stays blocked until FQ takes it; FQ sends the head-of-line
# packet with the smallest finish time.

from libc.float cimport DBL_MAX

cdef enum:
    QK_FQ = 4           # the queue of an FQLink
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


# ---- the hook table ----------------------------------------------------------

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


register_queue_discipline(QK_FQ, "FQ", fq_discipline(), named_fields(offsets_FqState(), """
    secsPerByte_=secs_per_byte flow_limit_ flow_drop_front_
    flow_queue_in_bytes_=flow_in_bytes flow_mean_pktsize_"""))
