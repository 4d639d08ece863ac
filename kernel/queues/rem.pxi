# Queue/REM: random exponential marking (Athuraliya, Low, Li and Yin, "REM:
# active queue management", IEEE Network 2001), as ns-2.35's queue/rem.cc
# behaves.
#
# A timer runs every pupdtime_ seconds and updates the link's "price":
#   in_avg = (1 - inw_) * in_avg + inw_ * arrivals of the interval
#   price  = max(0, price + gamma_ * (in_avg + 0.1 * (queue - pbo_) - c))
# where c is what the link can send in one interval (pupdtime_ * rate in
# mean_pktsize_ packets) and, with qib_, arrivals and queue are counted in bytes
# divided by mean_pktsize_.  The marking probability prob_ is 1 - phi_^-price.
# An arrival that brings the queue to limit_ (limit_ * mean_pktsize_ bytes) is
# dropped; any other is dropped with probability prob_ (scaled by size /
# mean_pktsize_ with qib_; one draw of the default stream per arrival), unless
# markpkts_, where each departure takes one draw instead and ECN-marks an
# ECN-capable packet with that probability (pmark_ counts the marks).  curq_,
# the queue after each arrival and departure, can be traced.
#
# Its reset (`$ns run`, `$q reset`) zeroes the state and restarts the timer; it
# does not empty the queue (ns-2's does not).
# What decides byte identity with ns-2 here: docs/ns2-behavior.md §10.6.

from libc.math cimport pow

cdef enum:
    QK_REM = 10

cdef struct RemState:
    # parameters
    double gamma            # gamma_
    double phi              # phi_
    double inw              # inw_
    double pktsize          # mean_pktsize_
    double updtime          # pupdtime_
    double bo               # pbo_: the target queue
    int markpkts            # markpkts_
    int qib                 # qib_
    # state
    double ptc              # link rate in mean_pktsize_ packets per second
    bint has_link
    double price
    double prob             # prob_
    double ave              # the filtered input rate
    double count            # arrivals (packets or bytes) since the last update
    double pmark            # pmark_
    int bcount              # bytes waiting
    int curq                # curq_
    int timer               # the update timer (-1 before the first reset)
    VarTrace vtrace


cdef void rem_update(Kernel k, int lid, RemState *s) noexcept:
    """One update of the price and of prob_ (run every pupdtime_)."""
    cdef double in_avg = s.ave, nqueued, c, price
    in_avg *= 1.0 - s.inw
    if s.qib:
        in_avg += s.inw * s.count / s.pktsize
        nqueued = s.bcount / s.pktsize
    else:
        in_avg += s.inw * s.count
        nqueued = k.links[lid].q.length
    c = s.updtime * s.ptc
    price = s.price + s.gamma * (in_avg + 0.1 * (nqueued - s.bo) - c)
    if price < 0.0:
        price = 0.0
    s.count = 0.0
    s.ave = in_avg
    s.price = price
    var_trace_double(k, &s.vtrace, &s.prob, 1.0 - pow(s.phi, -price))


cdef inline int rem_qlen(Queue *q, RemState *s) noexcept:
    return s.bcount if s.qib else q.length


cdef void rem_enque(Kernel k, int lid, int pi) noexcept:
    cdef Queue *q = &k.links[lid].q
    cdef RemState *s = <RemState *>q.impl
    cdef int size = pkt(k, pi).size
    cdef double qlim = q.limit * s.pktsize if s.qib else q.limit
    cdef double prob
    s.count += size if s.qib else 1
    fifo_append(k, q, pi)
    s.bcount += size
    if rem_qlen(q, s) >= qlim:
        rem_drop_tail(k, lid, s)
    elif not s.markpkts:
        prob = s.prob
        if s.qib:
            prob = s.prob * size / s.pktsize
        if mrg_next(&k.rng) <= prob:
            rem_drop_tail(k, lid, s)
    var_trace_int(k, &s.vtrace, &s.curq, rem_qlen(q, s))


cdef void rem_drop_tail(Kernel k, int lid, RemState *s) noexcept:
    """Drop the packet that just joined the tail."""
    cdef int pi = fifo_remove_at(k, &k.links[lid].q, k.links[lid].q.length - 1)
    s.bcount -= pkt(k, pi).size
    link_drop(k, lid, pi)


cdef int rem_deque(Kernel k, int lid) noexcept:
    cdef Queue *q = &k.links[lid].q
    cdef RemState *s = <RemState *>q.impl
    cdef int pi = fifo_take(k, q)
    cdef double u, prob
    cdef Packet *p
    if pi >= 0:
        s.bcount -= pkt(k, pi).size
    if s.markpkts:
        u = mrg_next(&k.rng)
        if pi >= 0:
            p = pkt(k, pi)
            prob = s.prob * p.size / s.pktsize if s.qib else s.prob
            if u <= prob and (p.flags & FL_ECT):
                p.flags |= FL_CE
                s.pmark += 1
    var_trace_int(k, &s.vtrace, &s.curq, rem_qlen(q, s))
    return pi


cdef void rem_start(Kernel k, void *impl) noexcept:
    (<RemState *>impl).timer = -1
    (<RemState *>impl).vtrace.out = -1


cdef void rem_restart(Kernel k, int lid) noexcept:
    """`$q reset` (and `$ns run`): zero the state and restart the update timer."""
    cdef RemState *s = <RemState *>k.links[lid].q.impl
    if s.has_link:
        s.ptc = k.links[lid].bandwidth / (8.0 * s.pktsize)
    if s.timer < 0:
        s.timer = queue_timer_new(k, lid)
    s.price = 0.0
    var_trace_double(k, &s.vtrace, &s.prob, 0.0)
    s.ave = 0.0
    s.count = 0.0
    s.pmark = 0.0
    s.bcount = 0
    timer_resched(k, s.timer, s.updtime)


cdef void rem_tick(Kernel k, int lid, int tid) noexcept:
    cdef RemState *s = <RemState *>k.links[lid].q.impl
    if tid == s.timer:
        rem_update(k, lid, s)
        timer_resched(k, s.timer, s.updtime)


cdef int rem_set_variable(Kernel k, int lid, str name, object value) except -1:
    if name == "pupdtime_" and not value > 0:
        raise KernelError("Queue/REM pupdtime_ must be > 0 (seconds between updates), got %r"
                          % (value,))
    return 0


cdef object rem_command(Kernel k, int lid, str name, tuple args):
    """`link` (learn the link's rate), `attach CHANNEL`, `trace curq_|prob_`."""
    cdef RemState *s = <RemState *>k.links[lid].q.impl
    if name == "link":
        s.has_link = True
        s.ptc = k.links[lid].bandwidth / (8.0 * s.pktsize)
    elif not var_trace_command(k, &s.vtrace, "REM", ("curq_", "prob_"), name, args,
                               s.curq, s.prob):
        return no_such_command(k, lid, name)


cdef QueueDiscipline rem_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(RemState)
    d.init = rem_start
    d.enque = rem_enque
    d.deque = rem_deque
    d.reset = rem_restart
    d.set_variable = rem_set_variable
    d.command = rem_command
    d.timer = rem_tick
    return d


register_queue_discipline(QK_REM, "REM", rem_discipline(), named_fields(offsets_RemState(), """
    gamma_ phi_ inw_ mean_pktsize_=pktsize pupdtime_=updtime pbo_=bo markpkts_ qib_
    prob_ curq_ pmark_"""))
