# Queue/CSFQ: core-stateless fair queueing (Stoica, Shenker and Zhang,
# SIGCOMM '98).  Not part of stock ns-2.35: tests/kernel/test_fair_queues.py checks
# the paper's equations and the shape of its results (seed 004).
#
# An edge router (edge_ 1) estimates each flow's arrival rate r by
# exponential averaging over its packets' interarrival times and writes it in
# the packet's label.  Every CSFQ router keeps only aggregate state: its
# estimate alpha of the fair share, and drops a packet with probability
# max(0, 1 - alpha / label) before it reaches the FIFO.  Packets it lets
# through with a label above alpha are relabelled alpha for the routers
# downstream.  Rates are in bytes per second.
#
# alpha follows the paper's estimate_alpha: while the aggregate arrival rate A
# is at least the link rate C for Kc_ seconds, alpha *= C / F (F: the rate
# the router accepts); after Kc_ uncongested seconds alpha is the largest label
# seen meanwhile.  A buffer overflow lowers alpha by penalty_, and one update
# lowers it by at most max_decrease_ (the paper's 1 % and 25 %).

cdef enum:
    FLOW_TABLE_MAX = 1 << 20    # flow ids index per-flow tables; larger ones wrap


cdef struct RateEstimate:
    double rate             # bytes/s
    double last             # arrival time of the last packet counted (-1: none yet)
    double pending          # bytes that arrived at that same instant, not yet counted


cdef inline double rate_sample(double rate, double gap, double nbytes, double K) noexcept:
    """r_new = (1 - e^(-T/K)) l / T + e^(-T/K) r_old: the paper's eq. 3, with T the
    gap since the flow's previous packet and l this packet's length."""
    cdef double w = exp(-gap / K)
    return (1.0 - w) * nbytes / gap + w * rate


cdef double rate_update(RateEstimate *r, double now, int size, double K) noexcept:
    """Count a packet of `size` bytes arriving at `now`; returns the estimate.
    The first packet only starts the clock; packets arriving at the same
    instant are counted together with the next one (T would be 0)."""
    cdef double nbytes
    if r.last < 0:
        r.last = now
        return r.rate
    if now <= r.last:
        r.pending += size
        return r.rate
    nbytes = size + r.pending
    r.rate = rate_sample(r.rate, now - r.last, nbytes, K)
    r.last = now
    r.pending = 0.0
    return r.rate


cdef inline void rate_clear(RateEstimate *r) noexcept:
    r.rate = 0.0
    r.last = -1.0
    r.pending = 0.0


cdef void *flow_table_slot(void **table, int *n, int fid, size_t elem, void (*init)(void *) noexcept) noexcept:
    """The entry of flow `fid` in a table grown on demand (new entries init'ed)."""
    cdef int i, want
    cdef char *base
    if fid < 0:
        fid = -fid
    fid = fid % FLOW_TABLE_MAX
    if fid >= n[0]:
        want = n[0] * 2 if n[0] else 64
        while want <= fid:
            want *= 2
        if want > FLOW_TABLE_MAX:
            want = FLOW_TABLE_MAX
        table[0] = realloc(table[0], want * elem)
        base = <char *>table[0]
        for i in range(n[0], want):
            init(base + i * elem)
        n[0] = want
    return <char *>table[0] + fid * elem


cdef void rate_init_slot(void *r) noexcept:
    rate_clear(<RateEstimate *>r)


cdef struct CsfqState:
    # parameters (ns-2 style names in the comments)
    double k_flow           # K_: averaging time of the per-flow rates (edge)
    double k_alpha          # Kalpha_: averaging time of the aggregate rates A and F
    double kc               # Kc_: time the link stays (un)congested before alpha changes
    int edge                # edge_: label packets with their flow's rate
    double penalty          # penalty_: share of alpha lost at a buffer overflow
    double max_decrease     # max_decrease_: largest share of alpha one update removes
    # state
    double alpha            # alpha_: the fair-share estimate (0: none yet, no drops)
    double tmp_alpha        # largest label seen in the current interval
    RateEstimate arrival    # A
    RateEstimate accepted   # F
    bint congested          # congested_
    double start_time       # start of the current (un)congested interval
    long long early_drops   # early_drops_: probabilistic drops
    long long overflows     # overflows_: drops because the buffer was full
    RateEstimate *flows     # per-flow rates by flow id (edge only)
    int nflows


cdef void csfq_free(CsfqState *c) noexcept:
    free(c.flows)
    c.flows = NULL
    c.nflows = 0


cdef void csfq_reset(CsfqState *c) noexcept:
    """Forget every estimate (at `$ns run` and `$q reset`); parameters stay."""
    csfq_free(c)
    c.alpha = 0.0
    c.tmp_alpha = 0.0
    rate_clear(&c.arrival)
    rate_clear(&c.accepted)
    c.congested = False
    c.start_time = 0.0


cdef inline double csfq_drop_probability(double alpha, double label) noexcept:
    """max(0, 1 - alpha / label); 0 without a fair share or a label yet."""
    if alpha <= 0.0 or label <= alpha:
        return 0.0
    return 1.0 - alpha / label


cdef void csfq_estimate_alpha(CsfqState *c, double now, int size, double label,
                              double capacity, bint dropped) noexcept:
    """The paper's estimate_alpha after one arrival (A counts every packet, F
    the accepted ones)."""
    cdef double updated
    rate_update(&c.arrival, now, size, c.k_alpha)
    if not dropped:
        rate_update(&c.accepted, now, size, c.k_alpha)
    if label > c.tmp_alpha:
        c.tmp_alpha = label
    if c.arrival.rate >= capacity:
        if not c.congested:
            c.congested = True
            c.start_time = now
            if c.alpha <= 0.0:
                c.alpha = c.tmp_alpha
        elif now > c.start_time + c.kc:
            if c.alpha <= 0.0:
                c.alpha = c.tmp_alpha
            elif c.accepted.rate > 0.0:
                updated = c.alpha * capacity / c.accepted.rate
                if updated < (1.0 - c.max_decrease) * c.alpha:
                    updated = (1.0 - c.max_decrease) * c.alpha
                c.alpha = updated
            c.start_time = now
    elif c.congested:
        c.congested = False
        c.start_time = now
        c.tmp_alpha = 0.0
    elif now >= c.start_time + c.kc:
        c.alpha = c.tmp_alpha
        c.start_time = now
        c.tmp_alpha = 0.0


cdef void csfq_enque(Kernel k, int lid, int pi) noexcept:
    """Label (edge), drop with probability max(0, 1 - alpha/label), relabel,
    then a DropTail buffer of limit_ packets."""
    cdef Link *l = &k.links[lid]
    cdef Queue *q = &l.q
    cdef CsfqState *c = <CsfqState *>q.impl
    cdef Packet *p = pkt(k, pi)
    cdef RateEstimate *f
    cdef double prob
    cdef bint dropped = False
    if c.edge:
        f = <RateEstimate *>flow_table_slot(<void **>&c.flows, &c.nflows, p.fid,
                                            sizeof(RateEstimate), rate_init_slot)
        p.label = <float>rate_update(f, k.now, p.size, c.k_flow)
    prob = csfq_drop_probability(c.alpha, p.label)
    if prob > 0.0:
        dropped = mrg_next(&k.rng) < prob
    csfq_estimate_alpha(c, k.now, p.size, p.label, l.bandwidth / 8.0, dropped)
    if dropped:
        c.early_drops += 1
        link_drop(k, lid, pi)
        return
    if prob > 0.0 and c.alpha > 0.0 and p.label > c.alpha:
        p.label = <float>c.alpha
    if q.length + 1 >= q.limit:
        c.overflows += 1
        c.alpha *= 1.0 - c.penalty
        link_drop(k, lid, pi)
        return
    fifo_append(k, q, pi)


cdef enum:
    QK_CSFQ = 5


cdef void csfq_start(Kernel k, void *impl) noexcept:
    csfq_reset(<CsfqState *>impl)


cdef void csfq_release(void *impl) noexcept:
    csfq_free(<CsfqState *>impl)


cdef void csfq_restart(Kernel k, int lid) noexcept:
    """`$q reset`: drop what waits, then forget the estimates."""
    queue_drain(k, lid)
    csfq_reset(<CsfqState *>k.links[lid].q.impl)


cdef QueueDiscipline csfq_discipline() noexcept:
    """CSFQ's packets wait in the link's ring (deque: its head)."""
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(CsfqState)
    d.init = csfq_start
    d.release = csfq_release
    d.enque = csfq_enque
    d.reset = csfq_restart
    return d


register_queue_discipline(QK_CSFQ, "CSFQ", csfq_discipline(), named_fields(offsets_CsfqState(), """
    K_=k_flow Kalpha_=k_alpha Kc_=kc edge_ penalty_ max_decrease_ alpha_
    arrival_rate_=arrival.rate accepted_rate_=accepted.rate congested_ early_drops_
    overflows_"""))


# ---- probes: the rate estimate and drop rule without a network
# (tests/kernel/test_fair_queues.py checks them against the paper's equations; the
# run loop calls the very same C functions)

@cython.final
cdef class RateProbe:
    """CSFQ's exponentially averaged rate estimate of one flow (bytes/s)."""
    cdef RateEstimate r
    cdef double K

    def __init__(self, double K):
        rate_clear(&self.r)
        self.K = K

    def packet(self, double now, int size):
        """Count a packet of `size` bytes arriving at `now`; returns the estimate."""
        return rate_update(&self.r, now, size, self.K)

    @property
    def rate(self):
        return self.r.rate


def csfq_drop_probability_of(double alpha, double label):
    """max(0, 1 - alpha / label) as CSFQ uses it (0 with no alpha or label yet)."""
    return csfq_drop_probability(alpha, label)
