# Queue/PI: the proportional-integral AQM controller (Hollot, Misra, Towsley and
# Gong, "On designing improved controllers for AQM routers supporting TCP
# flows", INFOCOM 2001), as ns-2.35's queue/pi.cc behaves.
#
# A timer runs w_ times a second.  At each tick the drop probability prob_ moves
# by  a_ * (q - qref_) - b_ * (q_old - qref_),  where q is the queue now and
# q_old the queue at the previous tick (in packets; in bytes divided by
# mean_pktsize_ with queue_in_bytes_), and is kept within [0, 1].  Between ticks
# every arrival that finds room is dropped (or, with setbit_, ECN-marked when
# ECN-capable) with probability prob_ (scaled by size / mean_pktsize_ with
# bytes_): one draw of the default stream per arrival.  An arrival that finds
# limit_ packets (limit_ * mean_pktsize_ bytes) waiting is dropped.  curq_, the
# queue an arrival found (updated at each departure too), can be traced.
#
# The reset at `$ns run` (and `$q reset`) computes prob_ once (from zeros) and
# restarts the timer, then drops what waits, as ns-2's does.
# What decides byte identity with ns-2 here: docs/ns2-behavior.md §10.6.

cdef enum:
    QK_PI = 9

cdef struct PiState:
    # parameters
    int bytes               # bytes_
    int qib                 # queue_in_bytes_
    double a                # a_
    double b                # b_
    double w                # w_: ticks per second
    double qref             # qref_
    int mean_pktsize        # mean_pktsize_
    int setbit              # setbit_
    # state
    double prob             # prob_
    int count               # arrivals since the last drop
    int count_bytes
    int qold                # the queue at the previous tick
    int curq                # curq_
    int timer               # the tick timer (-1 before the first reset)
    VarTrace vtrace


cdef inline int pi_qlen(Queue *q, PiState *s) noexcept:
    return <int>q.bytes if s.qib else q.length


cdef void pi_calculate_p(Kernel k, int lid, PiState *s) noexcept:
    """One tick of the controller: the new prob_, and the next tick."""
    cdef int qlen = pi_qlen(&k.links[lid].q, s)
    cdef double p
    if s.qib:
        p = (s.a * (qlen * 1.0 / s.mean_pktsize - s.qref)
             - s.b * (s.qold * 1.0 / s.mean_pktsize - s.qref) + s.prob)
    else:
        p = s.a * (qlen - s.qref) - s.b * (s.qold - s.qref) + s.prob
    if p < 0:
        p = 0
    if p > 1:
        p = 1
    var_trace_double(k, &s.vtrace, &s.prob, p)
    s.qold = qlen
    timer_resched(k, s.timer, 1.0 / s.w)


cdef bint pi_drop_early(Kernel k, PiState *s, Packet *p) noexcept:
    """The random test of an arrival; True to drop it (an ECN mark is False)."""
    cdef double prob = s.prob
    if s.bytes:
        prob = prob * p.size / s.mean_pktsize
        if prob > 1:
            prob = 1
    if mrg_next(&k.rng) <= prob:
        s.count = 0
        s.count_bytes = 0
        if s.setbit and (p.flags & FL_ECT):
            p.flags |= FL_CE
            return False
        return True
    return False


cdef void pi_enque(Kernel k, int lid, int pi) noexcept:
    cdef Queue *q = &k.links[lid].q
    cdef PiState *s = <PiState *>q.impl
    cdef Packet *p = pkt(k, pi)
    cdef int qlen = pi_qlen(q, s)
    cdef int qlim = q.limit * s.mean_pktsize if s.qib else q.limit
    s.count += 1
    s.count_bytes += p.size
    var_trace_int(k, &s.vtrace, &s.curq, qlen)
    if qlen >= qlim:
        # the arrival joins the tail and the tail is dropped: the arrival itself
        s.count = 0
        s.count_bytes = 0
        link_drop(k, lid, pi)
    elif pi_drop_early(k, s, p):
        link_drop(k, lid, pi)
    else:
        fifo_append(k, q, pi)


cdef int pi_deque(Kernel k, int lid) noexcept:
    cdef Queue *q = &k.links[lid].q
    cdef PiState *s = <PiState *>q.impl
    cdef int pi = fifo_take(k, q)
    var_trace_int(k, &s.vtrace, &s.curq, pi_qlen(q, s))
    return pi


cdef void pi_start(Kernel k, void *impl) noexcept:
    (<PiState *>impl).timer = -1
    (<PiState *>impl).vtrace.out = -1


cdef void pi_restart(Kernel k, int lid) noexcept:
    """`$q reset` (and `$ns run`): zero the state, compute prob_ and restart the
    ticks, then drop what waits."""
    cdef PiState *s = <PiState *>k.links[lid].q.impl
    if s.timer < 0:
        s.timer = queue_timer_new(k, lid)
    s.count = 0
    s.count_bytes = 0
    var_trace_double(k, &s.vtrace, &s.prob, 0.0)
    s.qold = 0
    var_trace_int(k, &s.vtrace, &s.curq, 0)
    pi_calculate_p(k, lid, s)
    queue_drain(k, lid)


cdef void pi_tick(Kernel k, int lid, int tid) noexcept:
    cdef PiState *s = <PiState *>k.links[lid].q.impl
    if tid == s.timer:
        pi_calculate_p(k, lid, s)


cdef int pi_set_variable(Kernel k, int lid, str name, object value) except -1:
    """w_ must stay positive (the tick is 1 / w_)."""
    if name == "w_" and not value > 0:
        raise KernelError("Queue/PI w_ must be > 0 (ticks per second), got %r" % (value,))
    return 0


cdef object pi_command(Kernel k, int lid, str name, tuple args):
    """`attach CHANNEL`, `trace curq_|prob_`, and `link` (nothing to learn)."""
    cdef PiState *s = <PiState *>k.links[lid].q.impl
    if name == "link":
        return None
    if not var_trace_command(k, &s.vtrace, "PI", ("curq_", "prob_"), name, args,
                             s.curq, s.prob):
        return no_such_command(k, lid, name)


cdef QueueDiscipline pi_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(PiState)
    d.init = pi_start
    d.enque = pi_enque
    d.deque = pi_deque
    d.reset = pi_restart
    d.set_variable = pi_set_variable
    d.command = pi_command
    d.timer = pi_tick
    return d


register_queue_discipline(QK_PI, "PI", pi_discipline(), named_fields(offsets_PiState(), """
    bytes_ queue_in_bytes_=qib a_ b_ w_ qref_ mean_pktsize_ setbit_ prob_ curq_"""))
