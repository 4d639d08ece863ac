# DropTail (ns-2's Queue/DropTail): a FIFO of limit_ packets (or limit_ x
# mean_pktsize_ bytes with queue_in_bytes_); an arriving packet that does not
# fit is dropped, or with drop_front_ the one at the head goes instead.  Its
# variables are the Queue's own (limit_, ...), kept in Queue itself, so it has
# no state struct and no variables of its own here.

cdef enum:
    QK_DROPTAIL = 0     # a new link's queue (Link is zeroed) is a DropTail


cdef void droptail_enque(Kernel k, int lid, int pi) noexcept:
    """DropTail admission: append, or drop the arriving (or the head) packet."""
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
    elif q.drop_front:
        fifo_append(k, q, pi)
        link_drop(k, lid, fifo_take(k, q))
    else:
        link_drop(k, lid, pi)


cdef QueueDiscipline droptail_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.ring_only = True
    d.enque = droptail_enque
    return d


register_queue_discipline(QK_DROPTAIL, "DropTail", droptail_discipline(), {})
