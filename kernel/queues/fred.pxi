# Queue/FRED: flow random early drop (Lin and Morris, SIGCOMM '97), the
# per-flow RED that the CSFQ paper compares against.  Not part of stock
# ns-2.35: tests/kernel/test_fair_queues.py checks its rules and the shape of seed
# 004's results.
#
# FRED keeps RED's average queue `ave` (EWMA with weight q_weight_, decayed
# over idle time) and, for each flow with packets in the queue, their number
# qlen and a strike count.  With avgcq = ave / (active flows), at least 1:
#   * a flow holding maxq packets (thresh_, or 2 once ave >= maxthresh_),
#     more than 2 avgcq when ave >= maxthresh_, or avgcq after two strikes
#     loses the packet and gains a strike (non-adaptive flows are held to
#     their share);
#   * between the thresholds, only flows holding max(minq_, avgcq) packets or
#     more see RED's random drops (p_b = max_p (ave - min) / (max - min),
#     p_a = p_b / (1 - count p_b));
#   * above maxthresh_ every arrival is dropped, and limit_ is a hard limit.
# A flow's state (and strikes) is forgotten when its last packet leaves.

cdef struct FredFlow:
    int qlen                # packets of the flow in the queue
    int strike              # times it exceeded its share


cdef void fred_init_slot(void *f) noexcept:
    (<FredFlow *>f).qlen = 0
    (<FredFlow *>f).strike = 0


cdef struct FredState:
    # parameters (ns-2 names in the comments)
    double th_min           # thresh_, packets
    double th_max           # maxthresh_, packets
    double q_w              # q_weight_
    double max_p_inv        # linterm_: 1 / max_p
    int minq                # minq_: packets any flow may queue without random drops
    int mean_pktsize        # mean_pktsize_: for the decay of ave over idle time
    # state
    double ave              # ave_
    double avgcq            # avgcq_: ave per active flow, at least 1
    int count               # arrivals since the last random drop
    int nactive             # nactive_: flows with packets queued
    double q_time           # when the queue last went empty
    long long early_drops   # early_drops_: RED-style random drops
    long long strike_drops  # strike_drops_: drops of flows over their share
    FredFlow *flows
    int nflows


cdef void fred_free(FredState *r) noexcept:
    free(r.flows)
    r.flows = NULL
    r.nflows = 0


cdef void fred_reset(Kernel k, FredState *r) noexcept:
    """Forget the averages and every flow (at `$ns run` and `$q reset`)."""
    fred_free(r)
    r.ave = 0.0
    r.avgcq = 1.0
    r.count = -1
    r.nactive = 0
    r.q_time = k.now


cdef inline FredFlow *fred_flow(FredState *r, int fid) noexcept:
    return <FredFlow *>flow_table_slot(<void **>&r.flows, &r.nflows, fid, sizeof(FredFlow),
                                       fred_init_slot)


cdef void fred_average(Kernel k, Link *l, FredState *r, bint departing) noexcept:
    """The paper's "calculate average queue length": an EWMA sample of the
    queue, or after an idle period the decay (1 - w)^m, m = packets the link
    could have sent meanwhile; then avgcq."""
    cdef double m
    if l.q.length > 0 or departing:
        r.ave = (1.0 - r.q_w) * r.ave + r.q_w * l.q.length
    else:
        m = (k.now - r.q_time) * l.bandwidth / (8.0 * r.mean_pktsize)
        r.ave *= pow(1.0 - r.q_w, m)
        r.q_time = k.now
    r.avgcq = r.ave / r.nactive if r.nactive else r.ave
    if r.avgcq < 1.0:
        r.avgcq = 1.0
    if departing and l.q.length == 0:
        r.q_time = k.now


cdef inline double fred_probability(FredState *r) noexcept:
    """RED's p_a between the thresholds: p_b / (1 - count p_b), 1 when that fails."""
    cdef double pb = (r.ave - r.th_min) / (r.th_max - r.th_min) / r.max_p_inv
    if r.count * pb >= 1.0:
        return 1.0
    return pb / (1.0 - r.count * pb)


cdef void fred_enque(Kernel k, int lid, int pi) noexcept:
    cdef Link *l = &k.links[lid]
    cdef Queue *q = &l.q
    cdef FredState *r = <FredState *>q.impl
    cdef FredFlow *f = fred_flow(r, pkt(k, pi).fid)
    cdef double maxq, floor_q
    if q.length == 0:
        fred_average(k, l, r, False)
    maxq = 2.0 if r.ave >= r.th_max else r.th_min
    # flows beyond their share: drop and strike
    if (f.qlen >= maxq or (r.ave >= r.th_max and f.qlen > 2.0 * r.avgcq)
            or (f.qlen >= r.avgcq and f.strike > 1)):
        f.strike += 1
        r.strike_drops += 1
        link_drop(k, lid, pi)
        return
    if r.th_min <= r.ave < r.th_max:
        # random drops, only from flows holding more than their minimum
        r.count += 1
        floor_q = r.minq if r.minq > r.avgcq else r.avgcq
        if f.qlen >= floor_q and mrg_next(&k.rng) < fred_probability(r):
            r.count = 0
            r.early_drops += 1
            link_drop(k, lid, pi)
            return
    elif r.ave < r.th_min:
        r.count = -1
    else:
        r.count = 0
        r.early_drops += 1
        link_drop(k, lid, pi)
        return
    if q.length + 1 >= q.limit:
        link_drop(k, lid, pi)
        return
    if f.qlen == 0:
        r.nactive += 1
    fred_average(k, l, r, False)
    fifo_append(k, q, pi)
    f.qlen += 1


cdef int fred_deque(Kernel k, int lid) noexcept:
    cdef Link *l = &k.links[lid]
    cdef FredState *r = <FredState *>l.q.impl
    cdef FredFlow *f
    cdef int pi = fifo_take(k, &l.q)
    if pi < 0:
        return -1
    fred_average(k, l, r, True)
    f = fred_flow(r, pkt(k, pi).fid)
    f.qlen -= 1
    if f.qlen <= 0:
        f.qlen = 0
        f.strike = 0
        r.nactive -= 1
    return pi


cdef enum:
    QK_FRED = 6


cdef void fred_start(Kernel k, void *impl) noexcept:
    fred_reset(k, <FredState *>impl)


cdef void fred_release(void *impl) noexcept:
    fred_free(<FredState *>impl)


cdef void fred_restart(Kernel k, int lid) noexcept:
    """`$q reset`: drop what waits, then forget the averages and flows."""
    queue_drain(k, lid)
    fred_reset(k, <FredState *>k.links[lid].q.impl)


cdef QueueDiscipline fred_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(FredState)
    d.init = fred_start
    d.release = fred_release
    d.enque = fred_enque
    d.deque = fred_deque
    d.reset = fred_restart
    return d


register_queue_discipline(QK_FRED, "FRED", fred_discipline(), named_fields(offsets_FredState(), """
    thresh_=th_min maxthresh_=th_max q_weight_=q_w linterm_=max_p_inv minq_
    mean_pktsize_ ave_ avgcq_ nactive_ early_drops_ strike_drops_"""))
