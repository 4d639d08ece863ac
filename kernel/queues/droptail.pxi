# DropTail (ns-2's Queue/DropTail): a FIFO of limit_ packets (or limit_ x
# mean_pktsize_ bytes with queue_in_bytes_); an arriving packet that does not
# fit is dropped, or with drop_front_ the one at the head goes instead.  Its
# variables are the Queue's own (limit_, ...), kept in Queue itself, so it has
# no state struct and no variables of its own here.
#
# summarystats_ (Queue::updateStats): before each enque and each deque, the
# time-weighted average of the packets (or bytes) waiting is brought up to now;
# `$q printstats` prints it with the time it covers, and a reset zeroes both
# before draining the queue.

cdef enum:
    QK_DROPTAIL = 0     # a new link's queue (Link is zeroed) is a DropTail


cdef inline bint droptail_full(Queue *q, int size) noexcept:
    """Does a packet of `size` bytes find the queue full (limit_ packets, or limit_ x
    mean_pktsize_ bytes with queue_in_bytes_)?"""
    if q.in_bytes:
        return q.bytes + size >= <long long>q.limit * q.mean_pktsize
    return q.length + 1 >= q.limit


cdef inline bint droptail_passes_idle(Kernel k, Link *l, int pi) noexcept:
    """Would the packet go through the link's DropTail queue at once: the queue empty
    and admitting it, no statistics kept, the link idle?  Its enque and deque would
    then leave the queue as it was, so link_enter_queue skips them (and the ring, a
    cache line of its own)."""
    return (l.q.kind == QK_DROPTAIL and l.q.length == 0 and not l.q.summarystats
            and not droptail_full(&l.q, pkt(k, pi).size) and not link_busy(k, l))


cdef void droptail_enque(Kernel k, int lid, int pi) noexcept:
    """DropTail admission: append, or drop the arriving (or the head) packet."""
    cdef Link *l = &k.links[lid]
    cdef Queue *q = &l.q
    if q.summarystats:
        droptail_update_stats(k, q)
    if not droptail_full(q, pkt(k, pi).size):
        fifo_append(k, q, pi)
    elif q.drop_front:
        fifo_append(k, q, pi)
        link_drop(k, lid, fifo_take(k, q))
    else:
        link_drop(k, lid, pi)


cdef int droptail_deque(Kernel k, int lid) noexcept:
    """The head of the ring, after the summary statistics (when kept) see the queue."""
    cdef Queue *q = &k.links[lid].q
    if q.summarystats:
        droptail_update_stats(k, q)
    return fifo_take(k, q)


cdef void droptail_update_stats(Kernel k, Queue *q) noexcept:
    """summarystats_: the average queue weighted by time, from 0 to now."""
    cdef double queuesize = q.bytes if q.in_bytes else q.length
    cdef double newtime = k.now - q.total_time
    if newtime > 0.0:
        q.true_ave = (q.total_time * q.true_ave + newtime * queuesize) / k.now
        q.total_time = k.now


cdef void droptail_reset(Kernel k, int lid) noexcept:
    """`$q reset`: the statistics restart, then what waits is dropped."""
    k.links[lid].q.true_ave = 0.0
    k.links[lid].q.total_time = 0.0
    queue_drain(k, lid)


cdef object droptail_command(Kernel k, int lid, str name, tuple args):
    """`true-average`: (average queue, the time it covers) for `$q printstats`."""
    if name == "true-average":
        return k.links[lid].q.true_ave, k.links[lid].q.total_time
    return no_such_command(k, lid, name)


cdef QueueDiscipline droptail_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.ring_only = True
    d.enque = droptail_enque
    d.deque = droptail_deque
    d.reset = droptail_reset
    d.command = droptail_command
    return d


register_queue_discipline(QK_DROPTAIL, "DropTail", droptail_discipline(), {})
