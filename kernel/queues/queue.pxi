# Queue disciplines.  A link's Queue holds a FIFO ring that every discipline
# may use; queue_enque/queue_deque dispatch on Queue.kind (ns2-behavior.md §3).
#
# The registry: every discipline file (queues/droptail.pxi, red, fairq, csfq,
# fred) ends with one register_queue_discipline() call that gives its name
# (Queue/<name> in Tcl, the `queue` of the Python API), its number
# (Queue.kind) and its variables.  nslab.params lists the parameter table of
# each registered name; tests/test_registry.py checks that both agree.

QUEUE_KINDS = {}        # name -> discipline number
QUEUE_FIELDS = {}       # discipline number -> {ns-2 name: (offset in its state, type)}


cdef int register_queue_discipline(int number, str name, dict fields) except -1:
    """Add discipline `name` (Queue.kind == number) with its variables."""
    if name in QUEUE_KINDS or number in QUEUE_FIELDS:
        raise RuntimeError("queue discipline %r (%d) registered twice" % (name, number))
    QUEUE_KINDS[name] = number
    QUEUE_FIELDS[number] = fields
    return 0

cdef inline void ring_push(Queue *q, int pi) noexcept:
    cdef int j, n
    if q.length == q.cap:
        n = q.cap * 2 if q.cap else 16
        q.ring = <int *>realloc(q.ring, n * sizeof(int))
        # unwrap: move the wrapped part after the old end
        for j in range(q.head):
            q.ring[q.cap + j] = q.ring[j]
        q.cap = n
    q.ring[wrap(q.head + q.length, q.cap)] = pi
    q.length += 1


cdef inline int ring_pop(Queue *q) noexcept:
    cdef int pi
    if q.length == 0:
        return -1
    pi = q.ring[q.head]
    q.head = wrap(q.head + 1, q.cap)
    q.length -= 1
    return pi


cdef void kernel_fault(Kernel k, str message) noexcept:
    """Stop the run: the scenario asked for something ns-2 cannot do (it would
    abort); run() raises KernelError(message) after the current event."""
    if k.fault is None:
        k.fault = message
    k.stop_requested = True


cdef inline void fifo_append(Kernel k, Queue *q, int pi) noexcept:
    ring_push(q, pi)
    q.bytes += pkt(k, pi).size


cdef inline int fifo_take(Kernel k, Queue *q) noexcept:
    cdef int pi = ring_pop(q)
    if pi >= 0:
        q.bytes -= pkt(k, pi).size
    return pi


cdef inline void queue_enque(Kernel k, int lid, int pi) noexcept:
    """Admit (or drop) a packet arriving at link `lid`'s queue."""
    if k.links[lid].q.kind == QK_DROPTAIL:
        droptail_enque(k, lid, pi)
    else:
        queue_enque_other(k, lid, pi)


cdef void queue_enque_other(Kernel k, int lid, int pi) noexcept:
    """queue_enque for the disciplines other than DropTail."""
    cdef int kind = k.links[lid].q.kind
    if kind == QK_RED:
        red_enque(k, lid, pi)
    elif kind == QK_DRR:
        drr_enque(k, lid, pi)
    elif kind == QK_SFQ:
        sfq_enque(k, lid, pi)
    elif kind == QK_CSFQ:
        csfq_enque(k, lid, pi)
    elif kind == QK_FRED:
        fred_enque(k, lid, pi)


cdef inline int queue_deque(Kernel k, int lid) noexcept:
    """The next packet to transmit on link `lid`, or -1 when none waits."""
    if k.links[lid].q.kind == QK_DROPTAIL:
        return fifo_take(k, &k.links[lid].q)
    return queue_deque_other(k, lid)


cdef int queue_deque_other(Kernel k, int lid) noexcept:
    """queue_deque for the disciplines other than DropTail."""
    cdef int kind = k.links[lid].q.kind
    if kind == QK_RED:
        return red_deque(k, lid)
    if kind == QK_DRR:
        return drr_deque(k, lid)
    if kind == QK_SFQ:
        return sfq_deque(k, lid)
    if kind == QK_FRED:
        return fred_deque(k, lid)
    if kind == QK_CSFQ:
        return fifo_take(k, &k.links[lid].q)
    return fq_deque(k, lid)


cdef void queue_reset(Kernel k, int lid) noexcept:
    """`$q reset` (every queue at `$ns run`): drop what waits, restart the state."""
    cdef Queue *q = &k.links[lid].q
    cdef int pi
    if q.kind == QK_RED:
        red_reset(k, &k.links[lid], <RedState *>q.impl)
    pi = queue_deque(k, lid)
    while pi >= 0:
        link_drop(k, lid, pi)
        pi = queue_deque(k, lid)
    if q.kind == QK_CSFQ:
        csfq_reset(<CsfqState *>q.impl)
    elif q.kind == QK_FRED:
        fred_reset(k, <FredState *>q.impl)


cdef void queue_free(Queue *q) noexcept:
    """Release the discipline's state (the link's own ring is freed apart)."""
    if q.impl == NULL:
        return
    if q.kind == QK_DRR:
        drr_free(<DrrState *>q.impl)
    elif q.kind == QK_SFQ:
        sfq_free(<SfqState *>q.impl)
    elif q.kind == QK_FQ:
        fq_free(<FqState *>q.impl)
    elif q.kind == QK_CSFQ:
        csfq_free(<CsfqState *>q.impl)
    elif q.kind == QK_FRED:
        fred_free(<FredState *>q.impl)
    free(q.impl)
    q.impl = NULL
