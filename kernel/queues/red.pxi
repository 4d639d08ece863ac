# Queue/RED: random early detection (docs/ns2-behavior.md §10.4-10.5).
#
# The packets wait in the link Queue's FIFO ring; RedState (Queue.impl) holds
# the parameters and the averaging state.  Every decision uses the same double
# expressions, in the same order, as ns-2.35's RED, and every probabilistic
# decision takes one draw from the default stream, as ns-2 does.

from libc.math cimport exp, pow

cdef enum:
    RED_DROP_NONE = 0
    RED_DROP_FORCED = 1         # queue full, or average far above maxthresh
    RED_DROP_UNFORCED = 2       # a random early drop

# Traced RED variables (bits of RedState.vmask).
cdef enum:
    RV_AVE = 1
    RV_PROB1 = 2
    RV_CURQ = 4
    RV_CUR_MAX_P = 8

# Feng's adaptive RED: where the average was last seen.
cdef enum:
    RED_ABOVE = 0
    RED_BELOW = 1
    RED_BETWEEN = 2

cdef struct RedState:
    # parameters (ns-2 names in the comments)
    int bytes               # bytes_: drop probability scaled by packet size
    int qib                 # queue_in_bytes_: queue measured in bytes
    double th_min_pkts      # thresh_ (packets; 0: automatic)
    double th_min           # thresh_queue_ (bytes or packets, set at reset)
    double th_max_pkts      # maxthresh_ (packets; 0: automatic)
    double th_max           # maxthresh_queue_
    int mean_pktsize        # mean_pktsize_
    int idle_pktsize        # idle_pktsize_
    double q_w              # q_weight_ (0, -1, -2: automatic)
    int adaptive            # adaptive_
    int cautious            # cautious_
    double alpha            # alpha_
    double beta             # beta_
    double interval         # interval_
    int feng_adaptive       # feng_adaptive_
    double targetdelay      # targetdelay_
    double top              # top_
    double bottom           # bottom_ (0: automatic)
    int wait                # wait_
    double max_p_inv        # linterm_
    double mark_p           # mark_p_
    int use_mark_p          # use_mark_p_
    int setbit              # setbit_: mark ECN-capable packets instead of dropping
    int gentle              # gentle_
    int summarystats        # summarystats_
    int drop_tail           # drop_tail_
    int drop_front          # drop_front_
    int drop_rand           # drop_rand_
    int ns1_compat          # ns1_compat_
    # the outgoing link, known once `link` ran
    bint has_link
    double ptc              # packets per second at mean_pktsize_
    double delay            # link delay when `link` ran
    # averaging and dropping state
    double v_ave            # ave_
    double v_prob1          # prob1_
    double v_slope
    double v_prob
    double v_a
    double v_b
    double v_c
    double v_d
    int count
    int count_bytes
    int old
    double cur_max_p        # cur_max_p_
    double lastset
    int status
    int curq                # curq_
    int idle
    double idletime
    double true_ave         # summarystats_: time-average queue
    double total_time
    # variable trace ("a 1.5 2.7" lines), -1 when not attached
    int vtrace
    int vmask


cdef void red_trace_line(Kernel k, RedState *r, int var) noexcept:
    """One RED variable-trace line: "<c> %g %g" ("Q %g %d" for curq_)."""
    cdef char *start
    cdef int n
    if r.vtrace < 0 or not (r.vmask & var):
        return
    start = out_reserve(k, r.vtrace)
    if var == RV_CURQ:
        n = snprintf(start, OUT_SLACK, b"Q %g %d\n", k.now, r.curq)
    elif var == RV_AVE:
        n = snprintf(start, OUT_SLACK, b"a %g %g\n", k.now, r.v_ave)
    elif var == RV_PROB1:
        n = snprintf(start, OUT_SLACK, b"p %g %g\n", k.now, r.v_prob1)
    else:
        n = snprintf(start, OUT_SLACK, b"c %g %g\n", k.now, r.cur_max_p)
    k.outs[r.vtrace].len += n


cdef inline void red_set(Kernel k, RedState *r, double *field, double value, int var) noexcept:
    """Assign a traced double; a changed value writes a trace line."""
    if field[0] != value:
        field[0] = value
        red_trace_line(k, r, var)


cdef void red_init_params(RedState *r, double bandwidth) noexcept:
    """Automatic q_weight_, thresholds and bottom_ from the link (ptc set)."""
    cdef double rtt, targetqueue, bottom1
    if r.q_w == 0.0:
        r.q_w = 1.0 - exp(-1.0 / r.ptc)
    elif r.q_w == -1.0:
        rtt = 3.0 * (r.delay + 1.0 / r.ptc)
        if rtt < 0.1:
            rtt = 0.1
        r.q_w = 1.0 - exp(-1.0 / (10 * rtt * r.ptc))
    elif r.q_w == -2.0:
        r.q_w = 1.0 - exp(-10.0 / r.ptc)
    if r.th_min_pkts == 0:
        r.th_min_pkts = 5.0
        targetqueue = r.targetdelay * r.ptc
        if r.th_min_pkts < targetqueue / 2.0:
            r.th_min_pkts = targetqueue / 2.0
    if r.th_max_pkts == 0:
        r.th_max_pkts = 3.0 * r.th_min_pkts
    if r.bottom == 0:
        r.bottom = 0.01
        bottom1 = 80000.0 / bandwidth
        if bottom1 < r.bottom:
            r.bottom = bottom1


cdef void red_link(Link *l, RedState *r) noexcept:
    """ns-2's `$q link`: learn the link rate and delay, configure what is automatic."""
    r.has_link = True
    r.ptc = l.bandwidth / (8.0 * r.mean_pktsize)
    r.delay = l.delay
    if r.q_w <= 0.0 or r.th_min_pkts == 0 or r.th_max_pkts == 0:
        red_init_params(r, l.bandwidth)


cdef void red_reset(Kernel k, Link *l, RedState *r) noexcept:
    """RED's reset (run at `$ns run`): thresholds in queue units, state cleared."""
    cdef double th_diff
    if r.has_link:
        r.ptc = l.bandwidth / (8.0 * r.mean_pktsize)
        red_init_params(r, l.bandwidth)
    if r.th_max_pkts == 0:
        r.th_max_pkts = 3.0 * r.th_min_pkts
    if r.qib:
        r.th_min = r.th_min_pkts * r.mean_pktsize
        r.th_max = r.th_max_pkts * r.mean_pktsize
    else:
        r.th_min = r.th_min_pkts
        r.th_max = r.th_max_pkts
    red_set(k, r, &r.v_ave, 0.0, RV_AVE)
    r.v_slope = 0.0
    r.count = 0
    r.count_bytes = 0
    r.old = 0
    th_diff = r.th_max - r.th_min
    if th_diff == 0:
        th_diff = 1.0
    r.v_a = 1.0 / th_diff
    red_set(k, r, &r.cur_max_p, 1.0 / r.max_p_inv, RV_CUR_MAX_P)
    r.v_b = -r.th_min / th_diff
    r.lastset = 0.0
    if r.gentle:
        r.v_c = (1.0 - r.cur_max_p) / r.th_max
        r.v_d = 2.0 * r.cur_max_p - 1.0
    r.idle = 1
    r.idletime = k.now
    r.true_ave = 0.0
    r.total_time = 0.0


cdef void red_update_stats(Kernel k, RedState *r, int queuesize) noexcept:
    """summarystats_: the time-weighted average queue."""
    cdef double newtime = k.now - r.total_time
    if newtime > 0.0:
        r.true_ave = (r.total_time * r.true_ave + newtime * queuesize) / k.now
        r.total_time = k.now


cdef void red_update_max_p(Kernel k, RedState *r, double new_ave) noexcept:
    """Adaptive RED: AIMD on max_p to keep the average between the thresholds."""
    cdef double part = 0.4 * (r.th_max - r.th_min)
    cdef double alpha
    if new_ave < r.th_min + part and r.cur_max_p > r.bottom:
        red_set(k, r, &r.cur_max_p, r.cur_max_p * r.beta, RV_CUR_MAX_P)
        r.lastset = k.now
    elif new_ave > r.th_max - part and r.top > r.cur_max_p:
        alpha = r.alpha
        if alpha > 0.25 * r.cur_max_p:
            alpha = 0.25 * r.cur_max_p
        red_set(k, r, &r.cur_max_p, r.cur_max_p + alpha, RV_CUR_MAX_P)
        r.lastset = k.now


cdef void red_update_max_p_feng(Kernel k, RedState *r, double new_ave) noexcept:
    """Adaptive RED after Feng et al.: scale max_p when the average changes band."""
    if r.th_min < new_ave and new_ave < r.th_max:
        r.status = RED_BETWEEN
    if new_ave < r.th_min and r.status != RED_BELOW:
        r.status = RED_BELOW
        red_set(k, r, &r.cur_max_p, r.cur_max_p / r.alpha, RV_CUR_MAX_P)
    if new_ave > r.th_max and r.status != RED_ABOVE:
        r.status = RED_ABOVE
        red_set(k, r, &r.cur_max_p, r.cur_max_p * r.beta, RV_CUR_MAX_P)


cdef double red_estimator(Kernel k, RedState *r, int nqueued, int m, double ave) noexcept:
    """The EWMA of the queue over m arrivals (m-1 of them empty, after idling)."""
    cdef double new_ave = ave
    m -= 1
    while m >= 1:
        new_ave *= 1.0 - r.q_w
        m -= 1
    new_ave *= 1.0 - r.q_w
    new_ave += r.q_w * nqueued
    if r.adaptive == 1:
        if r.feng_adaptive == 1:
            red_update_max_p_feng(k, r, new_ave)
        elif k.now > r.lastset + r.interval:
            red_update_max_p(k, r, new_ave)
    return new_ave


cdef double red_p_of(double ave, double th_max, int gentle, double a, double b, double c,
                     double d, double max_p) noexcept:
    """Drop probability from an average queue (linear, gentle above th_max);
    RIO uses it with its In and Out parameters."""
    cdef double p
    if gentle and ave >= th_max:
        p = c * ave + d
    elif not gentle and ave >= th_max:
        p = 1.0
    else:
        p = a * ave + b
        p *= max_p
    if p > 1.0:
        p = 1.0
    return p


cdef inline double red_calculate_p(RedState *r) noexcept:
    return red_p_of(r.v_ave, r.th_max, r.gentle, r.v_a, r.v_b, r.v_c, r.v_d, r.cur_max_p)


cdef double red_spread_p(double p, int count, int count_bytes, int bytes, int mean_pktsize,
                         int wait, int size) noexcept:
    """Spread drops out: uniform (wait) or geometric inter-drop gaps, given the
    arrivals since the last drop (count, count_bytes); RIO uses it too."""
    cdef double count1 = <double>count
    if bytes:
        count1 = <double>(count_bytes / mean_pktsize)
    if wait:
        if count1 * p < 1.0:
            p = 0.0
        elif count1 * p < 2.0:
            p /= (2.0 - count1 * p)
        else:
            p = 1.0
    else:
        if count1 * p < 1.0:
            p /= (1.0 - count1 * p)
        else:
            p = 1.0
    if bytes and p < 1.0:
        p = (p * size) / mean_pktsize
    if p > 1.0:
        p = 1.0
    return p


cdef inline double red_modify_p(RedState *r, double p, int size) noexcept:
    return red_spread_p(p, r.count, r.count_bytes, r.bytes, r.mean_pktsize, r.wait, size)


cdef inline int red_qlen(Queue *q, RedState *r) noexcept:
    return <int>q.bytes if r.qib else q.length


cdef bint red_drop_early(Kernel k, Queue *q, RedState *r, Packet *p) noexcept:
    """The random early test; True to drop (an ECN mark returns False)."""
    cdef int qsize
    cdef double u, pkts, fraction, ratio
    red_set(k, r, &r.v_prob1, red_calculate_p(r), RV_PROB1)
    r.v_prob = red_modify_p(r, r.v_prob1, p.size)
    if r.cautious == 1:
        qsize = red_qlen(q, r)
        pkts = r.ptc * 0.05
        fraction = pow(1 - r.q_w, pkts)
        if <double>qsize < fraction * r.v_ave:
            return False
    u = mrg_next(&k.rng)
    if r.cautious == 2:
        qsize = red_qlen(q, r)
        pkts = r.ptc * 0.05
        fraction = pow(1 - r.q_w, pkts)
        ratio = qsize / (fraction * r.v_ave)
        if ratio < 1.0:
            u *= 1.0 / ratio
    if u <= r.v_prob:
        r.count = 0
        r.count_bytes = 0
        if r.setbit and (p.flags & FL_ECT) and (not r.use_mark_p or r.v_prob1 < r.mark_p):
            p.flags |= FL_CE
            return False
        return True
    return False


cdef int red_victim(Kernel k, Queue *q, RedState *r) noexcept:
    """Position in the FIFO of the packet a forced drop removes."""
    if r.drop_front:
        return 1 if q.length - 1 > 1 else q.length - 1
    if r.drop_rand:
        return (<int>(2147483648.0 * mrg_next(&k.rng))) % q.length
    return q.length - 1


cdef int fifo_remove_at(Kernel k, Queue *q, int pos) noexcept:
    """Take the packet at position `pos` (0 = head) out of the FIFO."""
    cdef int j, pi = q.ring[(q.head + pos) % q.cap]
    for j in range(pos, q.length - 1):
        q.ring[(q.head + j) % q.cap] = q.ring[(q.head + j + 1) % q.cap]
    q.length -= 1
    q.bytes -= pkt(k, pi).size
    return pi


cdef void red_average(Kernel k, Queue *q, RedState *r) noexcept:
    """Update ave_ at an arrival; after an idle period as if m empty arrivals came."""
    cdef int m = 0
    if r.idle:
        r.idle = 0
        if r.cautious == 3:
            m = <int>(r.ptc * r.mean_pktsize / r.idle_pktsize * (k.now - r.idletime))
        else:
            m = <int>(r.ptc * (k.now - r.idletime))
    red_set(k, r, &r.v_ave, red_estimator(k, r, red_qlen(q, r), m + 1, r.v_ave), RV_AVE)
    if r.summarystats:
        red_update_stats(k, r, red_qlen(q, r))


cdef int red_drop_type(Kernel k, Queue *q, RedState *r, Packet *p) noexcept:
    """RED_DROP_*: forced (queue full, or average far too high), early, or none."""
    cdef int droptype = RED_DROP_NONE
    cdef double qavg = r.v_ave
    cdef int qlen = red_qlen(q, r)
    cdef int qlim = q.limit * r.mean_pktsize if r.qib else q.limit
    if r.curq != qlen:
        r.curq = qlen
        red_trace_line(k, r, RV_CURQ)
    if qavg >= r.th_min and qlen > 1:
        if not r.use_mark_p and ((not r.gentle and qavg >= r.th_max)
                                 or (r.gentle and qavg >= 2 * r.th_max)):
            droptype = RED_DROP_FORCED
        elif r.old == 0:
            # the average just crossed minthresh: start counting afresh
            r.count = 1
            r.count_bytes = p.size
            r.old = 1
        elif red_drop_early(k, q, r, p):
            droptype = RED_DROP_UNFORCED
    else:
        r.v_prob = 0.0
        r.old = 0
    if qlen >= qlim:
        droptype = RED_DROP_FORCED
    return droptype


cdef void red_enque(Kernel k, int lid, int pi) noexcept:
    """RED admission: update the average, then maybe drop early or by force."""
    cdef Link *l = &k.links[lid]
    cdef Queue *q = &l.q
    cdef RedState *r = <RedState *>q.impl
    cdef Packet *p = pkt(k, pi)
    cdef int droptype
    red_average(k, q, r)
    r.count += 1
    r.count_bytes += p.size
    droptype = red_drop_type(k, q, r, p)
    if droptype == RED_DROP_UNFORCED:
        if l.fmon != NULL and (<FlowMon *>l.fmon).edrop:
            red_edrop(k, lid, pi)
        else:
            link_drop(k, lid, pi)
        return
    fifo_append(k, q, pi)
    if droptype == RED_DROP_FORCED:
        link_drop(k, lid, fifo_remove_at(k, q, red_victim(k, q, r)))
        if not r.ns1_compat:
            r.count = 0
            r.count_bytes = 0


cdef void red_edrop(Kernel k, int lid, int pi) noexcept:
    """An early drop sent to the flow monitor's early-drop snoop (attach-fmon
    ... 1): RED's own drop trace writes the 'd' line, the drop head is bypassed."""
    k.links[lid].n_drops += 1
    trace_packet(k, k.links[lid].trace, b'd', lid, pi)
    fmon_edrop(k, <FlowMon *>k.links[lid].fmon, pkt(k, pi))
    pkt_free(k, pi)


cdef int red_deque(Kernel k, int lid) noexcept:
    """Next packet; an empty queue starts an idle period (for the average)."""
    cdef Queue *q = &k.links[lid].q
    cdef RedState *r = <RedState *>q.impl
    cdef int pi
    if r.summarystats:
        red_update_stats(k, r, red_qlen(q, r))
    pi = fifo_take(k, q)
    if pi >= 0:
        r.idle = 0
    else:
        r.idle = 1
        r.idletime = k.now
    return pi


cdef enum:
    QK_RED = 1


cdef void red_start(Kernel k, void *impl) noexcept:
    (<RedState *>impl).vtrace = -1


cdef void red_restart(Kernel k, int lid) noexcept:
    """`$q reset`: RED's own reset, then drop what waits."""
    red_reset(k, &k.links[lid], <RedState *>k.links[lid].q.impl)
    queue_drain(k, lid)


cdef int red_set_variable(Kernel k, int lid, str name, object value) except -1:
    """A traced variable writes its trace line when its value changes."""
    cdef RedState *r = <RedState *>k.links[lid].q.impl
    cdef char *t
    if name not in RED_TRACED:
        return 0
    offset, ctype = QUEUE_FIELDS[QK_RED][name]
    t = <char *>r + <Py_ssize_t>offset
    if field_read(t, ctype) != value:
        field_write(t, ctype, value)
        red_trace_line(k, r, RED_TRACED[name])
    return 1


cdef object red_command(Kernel k, int lid, str name, tuple args):
    """RED's commands: `link` (learn the link's rate and delay and set
    q_weight_, thresh_ and maxthresh_ where they are automatic), `attach OID`
    (the output of the variable trace lines), `trace NAME` (trace a variable;
    writes its value at once), `true-average` (summarystats_: the
    time-average queue and the time it covers)."""
    cdef RedState *r = <RedState *>k.links[lid].q.impl
    if name == "link":
        red_link(&k.links[lid], r)
    elif name == "attach":
        r.vtrace = k._output(args[0], True)
    elif name == "trace":
        if args[0] not in RED_TRACED:
            raise KernelError("cannot trace %r: traceable RED variables are %s"
                              % (args[0], ", ".join(RED_TRACED)))
        r.vmask |= RED_TRACED[args[0]]
        red_trace_line(k, r, RED_TRACED[args[0]])
    elif name == "true-average":
        return r.true_ave, r.total_time
    else:
        return no_such_command(k, lid, name)


cdef QueueDiscipline red_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(RedState)
    d.init = red_start
    d.enque = red_enque
    d.deque = red_deque
    d.reset = red_restart
    d.set_variable = red_set_variable
    d.command = red_command
    return d


register_queue_discipline(QK_RED, "RED", red_discipline(), named_fields(offsets_RedState(), """
    bytes_ queue_in_bytes_=qib thresh_=th_min_pkts thresh_queue_=th_min
    maxthresh_=th_max_pkts maxthresh_queue_=th_max mean_pktsize_ idle_pktsize_
    q_weight_=q_w adaptive_ cautious_ alpha_ beta_ interval_ feng_adaptive_ targetdelay_
    top_ bottom_ wait_ linterm_=max_p_inv mark_p_ use_mark_p_ setbit_ gentle_
    summarystats_ drop_tail_ drop_front_ drop_rand_ ns1_compat_ ave_=v_ave prob1_=v_prob1
    curq_ cur_max_p_"""))
# the variables `$q trace` can follow -> their bit in RedState.vmask
RED_TRACED = {"ave_": RV_AVE, "prob1_": RV_PROB1, "curq_": RV_CURQ, "cur_max_p_": RV_CUR_MAX_P}
