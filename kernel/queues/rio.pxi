# Queue/RED/RIO: RED with In and Out packets (Clark and Fang, "Explicit
# allocation of best-effort packet delivery service", IEEE/ACM ToN 1998), as
# ns-2.35's queue/rio.cc behaves, on top of RED (queues/red.pxi).
#
# A packet is In when its priority flag is set (with priority_method_ 1 the
# flag is set from its flow id at arrival, so flow 0 is Out and any other In).
# In packets are judged by RED run on the In packets alone (their own average
# in_ave_ and in_thresh_, in_maxthresh_, in_linterm_, in_gentle_); Out packets
# by RED on the average of the whole queue (ave_) with out_thresh_,
# out_maxthresh_, linterm_ and out_gentle_.  As in ns-2, only In arrivals
# update the averages (its known bug: an Out arrival leaves ave_ as it was), and
# a forced drop after an Out arrival keeps the drop counts.  A full queue
# (limit_) forces a drop as in RED.  The variable trace (curq_, ave_) is RED's.
# What decides byte identity with ns-2 here: docs/ns2-behavior.md §10.6.

cdef enum:
    QK_RIO = 13

# RED's per-class parameters and averaging state, once for In and once for Out.
cdef struct RioClass:
    double th_min           # in_thresh_ / out_thresh_
    double th_max           # in_maxthresh_ / out_maxthresh_
    double max_p_inv        # in_linterm_ (Out uses RED's linterm_)
    int gentle              # in_gentle_ / out_gentle_
    double v_ave            # in_ave_ / out_ave_
    double v_prob1          # in_prob1_ / out_prob1_
    double v_prob
    double v_a
    double v_b
    double v_c
    double v_d
    int count
    int count_bytes
    int old

cdef struct RioState:
    RedState red            # first: RED's hooks work on a RioState
    RioClass cin            # In packets
    RioClass cout           # Out packets
    int priority_method     # priority_method_
    int in_len              # In packets waiting
    int in_bcount           # their bytes
    bint in_idle


cdef void rio_class_reset(RioClass *c, double max_p_inv) noexcept:
    """A class's line and state at reset (the thresholds already in queue units)."""
    if c.gentle:
        c.v_c = (1.0 - 1 / max_p_inv) / c.th_max
        c.v_d = 2 / max_p_inv - 1.0
    c.v_ave = 0.0
    c.count = 0
    c.count_bytes = 0
    c.old = 0
    c.v_a = 1 / (c.th_max - c.th_min)
    c.v_b = - c.th_min / (c.th_max - c.th_min)


cdef void rio_restart(Kernel k, int lid) noexcept:
    """RIO's reset (`$ns run`, `$q reset`), then RED's, which empties the queue."""
    cdef RioState *s = <RioState *>k.links[lid].q.impl
    cdef RedState *r = &s.red
    if r.qib:       # as in ns-2, at every reset
        s.cin.th_min *= r.mean_pktsize
        s.cin.th_max *= r.mean_pktsize
        s.cout.th_min *= r.mean_pktsize
        s.cout.th_max *= r.mean_pktsize
    if r.gentle:
        s.cin.gentle = True
        s.cout.gentle = True
    rio_class_reset(&s.cin, s.cin.max_p_inv)
    rio_class_reset(&s.cout, r.max_p_inv)
    s.in_idle = True
    red_restart(k, lid)


cdef bint rio_drop_early(Kernel k, RedState *r, RioClass *c, double ave, double max_p_inv,
                         Packet *p) noexcept:
    """The random test of one class; True to drop (an ECN mark is False)."""
    c.v_prob1 = red_p_of(ave, c.th_max, c.gentle, c.v_a, c.v_b, c.v_c, c.v_d, 1.0 / max_p_inv)
    c.v_prob = red_spread_p(c.v_prob1, c.count, c.count_bytes, r.bytes, r.mean_pktsize,
                            r.wait, p.size)
    if mrg_next(&k.rng) <= c.v_prob:
        c.count = 0
        c.count_bytes = 0
        if r.setbit and (p.flags & FL_ECT) and ave < c.th_max:
            p.flags |= FL_CE
            return False
        return True
    return False


cdef int rio_drop_type(Kernel k, RedState *r, RioClass *c, double ave, int qlen,
                       double max_p_inv, Packet *p) noexcept:
    """RED's decision for one class: RED_DROP_FORCED, _UNFORCED or _NONE."""
    if ave >= c.th_min and qlen > 1:
        if (not c.gentle and ave >= c.th_max) or (c.gentle and ave >= 2 * c.th_max):
            return RED_DROP_FORCED
        if c.old == 0:
            c.count = 1
            c.count_bytes = p.size
            c.old = 1
        elif rio_drop_early(k, r, c, ave, max_p_inv, p):
            return RED_DROP_UNFORCED
    else:
        c.v_prob = 0.0
        c.old = 0
    return RED_DROP_NONE


cdef void rio_average(Kernel k, Queue *q, RioState *s) noexcept:
    """At an In arrival: both averages, each after its own idle period."""
    cdef RedState *r = &s.red
    cdef int m = 0, m_in = 0
    if s.in_idle:
        s.in_idle = False
        m_in = <int>(r.ptc * (k.now - r.idletime))
    if r.idle:
        r.idle = 0
        m = <int>(r.ptc * (k.now - r.idletime))
    red_set(k, r, &r.v_ave, red_estimator(k, r, red_qlen(q, r), m + 1, r.v_ave), RV_AVE)
    s.cin.v_ave = red_estimator(k, r, s.in_bcount if r.qib else s.in_len, m_in + 1, s.cin.v_ave)


cdef inline void rio_uncount(Kernel k, RioState *s, int pi) noexcept:
    """A packet leaves the queue: an In one leaves the In counts."""
    if pkt(k, pi).flags & FL_PRI:
        s.in_bcount -= pkt(k, pi).size
        s.in_len -= 1


cdef void rio_enque(Kernel k, int lid, int pi) noexcept:
    cdef Queue *q = &k.links[lid].q
    cdef RioState *s = <RioState *>q.impl
    cdef RedState *r = &s.red
    cdef Packet *p = pkt(k, pi)
    cdef bint is_in
    cdef int droptype, qlen
    cdef int qlim = q.limit * r.mean_pktsize if r.qib else q.limit
    if s.priority_method == 1:
        p.flags = (p.flags | FL_PRI) if (p.fid & 0xff) else (p.flags & ~FL_PRI)
    is_in = p.flags & FL_PRI
    if is_in:
        rio_average(k, q, s)
    r.count += 1
    r.count_bytes += p.size
    qlen = red_qlen(q, r)
    if r.curq != qlen:
        r.curq = qlen
        red_trace_line(k, r, RV_CURQ)
    if is_in:
        s.cin.count += 1
        s.cin.count_bytes += p.size
        droptype = rio_drop_type(k, r, &s.cin, s.cin.v_ave, s.in_bcount if r.qib else s.in_len,
                                 s.cin.max_p_inv, p)
    else:
        s.cout.count += 1
        s.cout.count_bytes += p.size
        droptype = rio_drop_type(k, r, &s.cout, r.v_ave, qlen, r.max_p_inv, p)
    if qlen >= qlim:
        droptype = RED_DROP_FORCED
    if droptype == RED_DROP_UNFORCED:
        link_drop(k, lid, pi)
        return
    fifo_append(k, q, pi)
    if is_in:
        s.in_len += 1
        s.in_bcount += p.size
    if droptype == RED_DROP_FORCED:
        pi = fifo_remove_at(k, q, red_victim(k, q, r))
        rio_uncount(k, s, pi)
        link_drop(k, lid, pi)
        if is_in and not r.ns1_compat:
            r.count = 0
            r.count_bytes = 0
            s.cin.count = 0
            s.cin.count_bytes = 0


cdef int rio_deque(Kernel k, int lid) noexcept:
    cdef RioState *s = <RioState *>k.links[lid].q.impl
    cdef int pi = red_deque(k, lid)
    if pi < 0:
        s.in_idle = True
    elif pkt(k, pi).flags & FL_PRI:
        s.in_idle = False
        rio_uncount(k, s, pi)
    return pi


cdef QueueDiscipline rio_discipline() noexcept:
    cdef QueueDiscipline d = red_discipline()
    d.state_size = sizeof(RioState)
    d.enque = rio_enque
    d.deque = rio_deque
    d.reset = rio_restart
    return d


# RED's variables (the RedState comes first), then RIO's own
register_queue_discipline(QK_RIO, "RED/RIO", rio_discipline(), dict(
    QUEUE_FIELDS[QK_RED], **named_fields(offsets_RioState(), """
    in_thresh_=cin.th_min in_maxthresh_=cin.th_max out_thresh_=cout.th_min
    out_maxthresh_=cout.th_max in_linterm_=cin.max_p_inv in_gentle_=cin.gentle
    out_gentle_=cout.gentle in_ave_=cin.v_ave out_ave_=cout.v_ave in_prob1_=cin.v_prob1
    out_prob1_=cout.v_prob1 priority_method_""")))
