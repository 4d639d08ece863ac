# Queue disciplines.  A link's Queue holds a FIFO ring that every discipline
# may use; queue_enque/queue_deque dispatch on Queue.kind (ns2-behavior.md §3).

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


cdef inline void fifo_append(Kernel k, Queue *q, int pi) noexcept:
    ring_push(q, pi)
    q.bytes += pkt(k, pi).size


cdef inline int fifo_take(Kernel k, Queue *q) noexcept:
    cdef int pi = ring_pop(q)
    if pi >= 0:
        q.bytes -= pkt(k, pi).size
    return pi


cdef bint droptail_enque(Kernel k, int lid, int pi) noexcept:
    """DropTail admission; returns False when the arriving packet was dropped."""
    cdef Link *l = &k.links[lid]
    cdef Queue *q = &l.q
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
        link_drop(k, lid, fifo_take(k, q))
        return True
    link_drop(k, lid, pi)
    return False


cdef inline void queue_enque(Kernel k, int lid, int pi) noexcept:
    """Admit (or drop) a packet arriving at link `lid`'s queue."""
    droptail_enque(k, lid, pi)


cdef inline int queue_deque(Kernel k, int lid) noexcept:
    """The next packet to transmit on link `lid`, or -1 when none waits."""
    return fifo_take(k, &k.links[lid].q)
