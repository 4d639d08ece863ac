# Queue/GK: the virtual-queue marking of Gibbens and Kelly ("Resource pricing
# and the evolution of congestion control", Automatica 1999), as ns-2.35's
# queue/gk.cc behaves.
#
# A virtual queue sees every arrival (one packet each) and drains at ecnlim_
# times the link rate C (in packets of mean_pktsize_ per second, learnt when the
# link is made), in a buffer of ecnlim_ * limit_ packets.  When an arrival
# overflows that buffer, every packet that leaves the real queue is ECN-marked
# (when ECN-capable) until the virtual queue drains empty again.  The virtual
# queue is drained by the time elapsed since it was last drained while not
# empty, at each arrival (when time moved) and each departure.  The real queue
# drops the arrival when it holds limit_ packets (the head with drop_front_).
# curq_, the real queue after each arrival, can be traced.
# What decides byte identity with ns-2 here: docs/ns2-behavior.md §10.6.

cdef enum:
    QK_GK = 12

cdef struct GkState:
    # parameters
    int drop_front          # drop_front_
    double ecnlim           # ecnlim_: virtual capacity and buffer / real ones
    int mean_pktsize        # mean_pktsize_
    # state
    double c                # link rate, packets of mean_pktsize_ per second
    double vq_len           # the virtual queue, packets
    double prev_time        # when the virtual queue was last drained
    bint marking            # the virtual queue overflowed and is not yet empty
    int curq                # curq_
    VarTrace vtrace


cdef void gk_drain_virtual(Kernel k, GkState *s) noexcept:
    """Drain the virtual queue for the time since its last drain (if not empty)."""
    if s.vq_len > 0.0:
        s.vq_len = s.vq_len - s.ecnlim * s.c * (k.now - s.prev_time)
        s.prev_time = k.now
        if s.vq_len <= 0.0:
            s.vq_len = 0.0
            s.marking = False


cdef void gk_enque(Kernel k, int lid, int pi) noexcept:
    cdef Queue *q = &k.links[lid].q
    cdef GkState *s = <GkState *>q.impl
    fifo_append(k, q, pi)
    if k.now > s.prev_time:
        gk_drain_virtual(k, s)
    s.vq_len = s.vq_len + 1.0
    if s.vq_len > s.ecnlim * q.limit:
        s.marking = True
        s.vq_len = s.vq_len - 1.0
    if q.length >= q.limit:
        if s.drop_front:
            link_drop(k, lid, fifo_take(k, q))
        else:
            link_drop(k, lid, fifo_remove_at(k, q, q.length - 1))
    var_trace_int(k, &s.vtrace, &s.curq, q.length)


cdef int gk_deque(Kernel k, int lid) noexcept:
    cdef Queue *q = &k.links[lid].q
    cdef GkState *s = <GkState *>q.impl
    cdef int pi
    gk_drain_virtual(k, s)
    pi = fifo_take(k, q)
    if pi >= 0 and s.marking and (pkt(k, pi).flags & FL_ECT):
        pkt(k, pi).flags |= FL_CE
    return pi


cdef void gk_start(Kernel k, void *impl) noexcept:
    (<GkState *>impl).vtrace.out = -1


cdef object gk_command(Kernel k, int lid, str name, tuple args):
    """`link` (the link's rate at the current mean_pktsize_), `attach CHANNEL`,
    `trace curq_`."""
    cdef GkState *s = <GkState *>k.links[lid].q.impl
    if name == "link":
        s.c = k.links[lid].bandwidth / (8.0 * s.mean_pktsize)
    elif not var_trace_command(k, &s.vtrace, "GK", ("curq_",), name, args,
                               s.curq, 0.0):
        return no_such_command(k, lid, name)


cdef QueueDiscipline gk_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(GkState)
    d.init = gk_start
    d.enque = gk_enque
    d.deque = gk_deque
    d.command = gk_command
    return d


register_queue_discipline(QK_GK, "GK", gk_discipline(), named_fields(offsets_GkState(), """
    drop_front_ ecnlim_ mean_pktsize_ curq_"""))
