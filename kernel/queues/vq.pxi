# Queue/Vq: the adaptive virtual queue (Kunniyur and Srikant, "Analysis and
# design of an adaptive virtual queue (AVQ) algorithm for active queue
# management", SIGCOMM 2001), as ns-2.35's queue/vq.cc behaves.
#
# Beside the real queue runs a virtual one with the same arrivals, drained at a
# virtual capacity ctilde, and a buffer of buflim_ * limit_ (in packets, or in
# bytes of limit_ * mean_pktsize_ with queue_in_bytes_).  An arrival that
# overflows the virtual buffer is dropped from the real queue (the head with
# drop_front_), or with markpkts_ ECN-marked (the head's mark with markfront_),
# and leaves the virtual queue again.  After each arrival that was not dropped
# that way, ctilde adapts as a token bucket towards a link utilisation gamma_:
#   ctilde += alpha * (gamma_ * C * elapsed - arrival)        (alpha = 0.15)
# kept within [0, C], C the link rate (in packets of mean_pktsize_ per second,
# or bytes per second), ctilde starting at ecnlim_ * C with the first packet.
# A real queue longer than limit_ (limit_ * mean_pktsize_ bytes) drops the
# arrival (the head with drop_front_).  curq_, the real queue after each arrival
# and departure, can be traced.  The state is not reset at `$ns run`.
# What decides byte identity with ns-2 here: docs/ns2-behavior.md §10.6.

cdef enum:
    QK_VQ = 11

cdef struct VqState:
    # parameters
    int drop_front          # drop_front_
    double ecnlim           # ecnlim_: starting ctilde / C
    double buflim           # buflim_: virtual buffer / real buffer
    int qib                 # queue_in_bytes_
    double gamma            # gamma_: target utilisation
    int markpkts            # markpkts_
    int markfront           # markfront_
    int mean_pktsize        # mean_pktsize_
    # state
    double c                # link rate: bits/s until the first packet, then its unit
    bint started            # the first packet came
    double ctilde           # the virtual capacity
    double vq_len           # the virtual queue
    double prev_time        # last adaptation of ctilde
    double vqprev_time      # last drain of the virtual queue
    bint skip_adapt         # the last arrival was dropped by the virtual queue
    long long qlength       # the real queue in its unit
    int curq                # curq_
    VarTrace vtrace


cdef inline int vq_unit(VqState *s, int size) noexcept:
    """What one packet of `size` bytes adds to a queue: 1, or its bytes."""
    return s.qib * size + (1 - s.qib)


cdef void vq_first_packet(Kernel k, VqState *s) noexcept:
    """The link rate in the queue's unit; ctilde starts at ecnlim_ of it."""
    if s.qib:
        s.c = s.c / 8.0
    else:
        s.c = s.c / (8.0 * s.mean_pktsize)
    s.started = True
    s.ctilde = s.c * s.ecnlim
    s.prev_time = k.now
    s.vqprev_time = k.now


cdef void vq_virtual_overflow(Kernel k, int lid, VqState *s, int pi, int size) noexcept:
    """The virtual queue overflowed at packet `pi`: mark or drop in the real one."""
    cdef Queue *q = &k.links[lid].q
    cdef int victim
    s.vq_len = s.vq_len - s.qib * size - (1.0 - s.qib)
    if s.vq_len < 0.0:
        s.vq_len = 0.0
    if s.markpkts:
        victim = ring_head(q) if s.markfront else pi
        if pkt(k, victim).flags & FL_ECT:
            pkt(k, victim).flags |= FL_CE
        return
    s.qlength = s.qlength - vq_unit(s, size)
    if s.drop_front:
        link_drop(k, lid, fifo_take(k, q))
    else:
        link_drop(k, lid, fifo_remove_at(k, q, q.length - 1))
    s.skip_adapt = True


cdef void vq_adapt(Kernel k, VqState *s, int size) noexcept:
    """The token-bucket update of ctilde after an arrival."""
    cdef double alpha = 0.15       # how fast ctilde adapts
    s.ctilde = (s.ctilde + alpha * s.gamma * s.c * (k.now - s.prev_time)
                - alpha * (1.0 - s.qib) - alpha * s.qib * size)
    if s.ctilde > s.c:
        s.ctilde = s.c
    if s.ctilde < 0.0:
        s.ctilde = 0.0
    s.prev_time = k.now


cdef void vq_enque(Kernel k, int lid, int pi) noexcept:
    cdef Queue *q = &k.links[lid].q
    cdef VqState *s = <VqState *>q.impl
    cdef int size = pkt(k, pi).size
    cdef int scale
    fifo_append(k, q, pi)
    s.qlength = s.qlength + vq_unit(s, size)
    if not s.started:
        vq_first_packet(k, s)
    s.vq_len = s.vq_len - s.ctilde * (k.now - s.vqprev_time)
    s.vqprev_time = k.now
    if s.vq_len < 0.0:
        s.vq_len = 0.0
    s.vq_len = s.vq_len + vq_unit(s, size)
    scale = 1 - s.qib + s.qib * s.mean_pktsize
    if s.vq_len > s.buflim * q.limit * scale:
        vq_virtual_overflow(k, lid, s, pi, size)
    if s.skip_adapt:
        s.skip_adapt = False
    else:
        vq_adapt(k, s, size)
    if s.qlength > q.limit * scale and q.length > 0:
        s.qlength = s.qlength - vq_unit(s, size)
        if s.drop_front:
            link_drop(k, lid, fifo_take(k, q))
        else:
            link_drop(k, lid, fifo_remove_at(k, q, q.length - 1))
    var_trace_int(k, &s.vtrace, &s.curq, <int>s.qlength)


cdef int vq_deque(Kernel k, int lid) noexcept:
    cdef Queue *q = &k.links[lid].q
    cdef VqState *s = <VqState *>q.impl
    cdef int pi = fifo_take(k, q)
    if pi >= 0:
        s.qlength = s.qlength - vq_unit(s, pkt(k, pi).size)
        var_trace_int(k, &s.vtrace, &s.curq, <int>s.qlength)
    return pi


cdef void vq_start(Kernel k, void *impl) noexcept:
    (<VqState *>impl).vtrace.out = -1


cdef object vq_command(Kernel k, int lid, str name, tuple args):
    """`link` (learn the link's rate), `attach CHANNEL`, `trace curq_`."""
    cdef VqState *s = <VqState *>k.links[lid].q.impl
    if name == "link":
        s.c = k.links[lid].bandwidth
    elif not var_trace_command(k, &s.vtrace, "Vq", ("curq_",), name, args,
                               s.curq, 0.0):
        return no_such_command(k, lid, name)


cdef QueueDiscipline vq_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(VqState)
    d.init = vq_start
    d.enque = vq_enque
    d.deque = vq_deque
    d.command = vq_command
    return d


register_queue_discipline(QK_VQ, "Vq", vq_discipline(), named_fields(offsets_VqState(), """
    drop_front_ ecnlim_ buflim_ queue_in_bytes_=qib gamma_ markpkts_ markfront_ mean_pktsize_
    curq_"""))
