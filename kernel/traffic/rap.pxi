# Agent/RAP, the Rate Adaptation Protocol (ns-2.35's rap/rap.cc): an AIMD rate control by
# the gap between packets (ipg_).  One class is both ends: the sender's data packets
# ("rap_data", packetSize_ bytes, seqnos from 1) each get an ack ("rap_ack",
# rap_base_hdr_size_ bytes) carrying the receiver's last hole (lastRecv, lastMiss,
# prevRecv).
#
# * The IPG timer sends one packet and fires again after ipg_ (plus one draw of
#   U(0, overhead_) from the default stream, made even when overhead_ is 0), unless stopped.
# * The RTT timer, every srtt_, shortens the gap (additive increase of the rate):
#   ipg *= srtt / (alpha_ ipg + srtt), if at least dpthresh_ % of the packets an RTT
#   should carry were sent.
# * The sender keeps a history of the packets in flight.  A loss: a packet unacked for
#   timeout_ (checked at each IPG timer), or one the ack's hole info shows missing with 3
#   packets received above it.  At a loss the gap grows (ipg /= beta_), the history is
#   marked inactive (so the same window's other losses count once) and the RTT timer
#   restarts.
# * RTT samples: srtt_ and variance_ by Jacobson's rules (delta_); timeout_ = mu_ srtt +
#   phi_ variance.  The very first sample of the run (of any RAP agent, as ns-2's static
#   flag) sets srtt_; the first ack sets ipg_ to srtt_.

cdef enum:
    RAP_SENT = 0
    RAP_PURGED = 1
    RAP_INACTIVE = 2
    RH_DATA = 1
    RH_ACK = 2
    RF_ANYACK = 1
    RF_STOP = 2
    RF_COUNTPKT = 4

PTYPE_NAMES[PT_RAP_DATA] = b"rap_data"
PTYPE_NAMES[PT_RAP_ACK] = b"rap_ack"

cdef struct RapEntry:
    int seqno
    int status
    double departure

cdef struct RapState:
    # parameters (ns-2 names in the comments)
    int seqno                   # seqno_: the last seqno sent
    int session_loss_count      # sessionLossCount_
    double ipg                  # ipg_
    double beta                 # beta_
    double alpha                # alpha_
    double srtt                 # srtt_
    double variance             # variance_
    double delta                # delta_
    double mu                   # mu_
    double phi                  # phi_
    double timeout              # timeout_
    double overhead             # overhead_
    int use_fine_grain          # useFineGrain_
    double kfrtt                # kfrtt_
    double kxrtt                # kxrtt_
    int debug_enable            # debugEnable_
    int rap_base_hdr_size       # rap_base_hdr_size_
    int dpthresh                # dpthresh_
    # state
    double frtt
    double xrtt
    int curseq
    int last_recv               # receiver: the last hole
    int last_miss
    int prev_recv
    int dctr                    # packets sent this RTT
    int flags
    double fix_ipg
    int ipg_timer
    int rtt_timer
    int n_hist                  # the transmission history
    int cap_hist
    RapEntry *hist


cdef inline RapState *rap_of(Kernel k, int aid) noexcept:
    return <RapState *>k.agents[aid].impl


cdef void rap_release(RapState *r) noexcept:
    free(r.hist)


# ---- the sender --------------------------------------------------------------

cdef void rap_send_packet(Kernel k, int aid, int nbytes) noexcept:
    cdef RapState *r = rap_of(k, aid)
    cdef int pi = agent_new_packet(k, aid, PT_RAP_DATA)
    cdef RateHdr *h = pkt_rate_hdr(k, pi)
    r.seqno += 1
    pkt(k, pi).seqno = r.seqno
    pkt(k, pi).size = nbytes
    h.rap_flags = RH_DATA
    h.last_recv = 0
    h.last_miss = 0
    h.prev_recv = 0
    agent_send(k, aid, pi)
    rap_remember(r, r.seqno, k.now)


cdef void rap_remember(RapState *r, int seqno, double now) noexcept:
    """Add a sent packet to the history (once per seqno)."""
    cdef int i
    for i in range(r.n_hist):
        if r.hist[i].seqno == seqno:
            return
    if r.n_hist == r.cap_hist:
        r.cap_hist = r.cap_hist * 2 if r.cap_hist else 64
        r.hist = <RapEntry *>realloc(r.hist, r.cap_hist * sizeof(RapEntry))
    r.hist[r.n_hist].seqno = seqno
    r.hist[r.n_hist].status = RAP_SENT
    r.hist[r.n_hist].departure = now
    r.n_hist += 1


cdef void rap_purge(RapState *r) noexcept:
    """Drop the history's purged entries, keeping the others in order."""
    cdef int i, n = 0
    for i in range(r.n_hist):
        if r.hist[i].status != RAP_PURGED:
            r.hist[n] = r.hist[i]
            n += 1
    r.n_hist = n


cdef bint rap_timer_losses(Kernel k, RapState *r) noexcept:
    """Packets unacked for timeout_ are lost: True if one of them counts (is not inactive)."""
    cdef int i, nlosses = 0
    for i in range(r.n_hist):
        if r.hist[i].departure + r.timeout <= k.now:
            r.session_loss_count += 1
            if r.hist[i].status != RAP_INACTIVE:
                nlosses += 1
            r.hist[i].status = RAP_PURGED
    rap_purge(r)
    return nlosses > 0


cdef bint rap_ack_losses(RapState *r, RateHdr *h) noexcept:
    """The ack's hole info: packets received are forgotten, those missing with three
    received above them are lost."""
    cdef int i, seqno, nlosses = 0
    for i in range(r.n_hist):
        seqno = r.hist[i].seqno
        if seqno > h.last_recv:
            continue
        if seqno > h.last_miss or seqno == h.prev_recv:
            r.hist[i].status = RAP_PURGED
        elif h.last_recv - seqno >= 3:
            r.session_loss_count += 1
            if r.hist[i].status != RAP_INACTIVE:
                nlosses += 1
            r.hist[i].status = RAP_PURGED
    rap_purge(r)
    return nlosses > 0


cdef void rap_loss(Kernel k, RapState *r) noexcept:
    """Multiplicative decrease: a longer gap, this window's losses ignored from now."""
    cdef int i
    r.fix_ipg = 0
    r.ipg /= r.beta
    for i in range(r.n_hist):
        r.hist[i].status = RAP_INACTIVE
    timer_resched(k, r.rtt_timer, r.srtt)


cdef void rap_update_rtt(Kernel k, RapState *r, double sample) noexcept:
    cdef double diff
    if not k.rap_rtt_sampled:
        r.frtt = sample
        r.xrtt = sample
        r.srtt = sample
        r.variance = 0
        k.rap_rtt_sampled = True
    diff = sample - r.srtt
    r.srtt += r.delta * diff
    diff = -diff if diff < 0 else diff
    r.variance += r.delta * (diff - r.variance)
    r.timeout = r.mu * r.srtt + r.phi * r.variance
    if r.use_fine_grain:
        r.frtt = (1 - r.kfrtt) * r.frtt + r.kfrtt * sample
        r.xrtt = (1 - r.kxrtt) * r.xrtt + r.kxrtt * sample


cdef void rap_recv_ack(Kernel k, int aid, int seqno, RateHdr *h) noexcept:
    cdef RapState *r = rap_of(k, aid)
    cdef int i
    for i in range(r.n_hist):
        if r.hist[i].seqno == seqno:
            rap_update_rtt(k, r, k.now - r.hist[i].departure)
            r.n_hist -= 1
            memmove(&r.hist[i], &r.hist[i + 1], (r.n_hist - i) * sizeof(RapEntry))
            break
    if not r.flags & RF_ANYACK:
        r.flags |= RF_ANYACK
        r.ipg = r.srtt
    if rap_ack_losses(r, h):
        rap_loss(k, r)
    if r.flags & RF_COUNTPKT and seqno >= r.curseq:
        rap_stop(k, aid)
        agent_upcall(k, aid, ("done",))


cdef void rap_ipg_timeout(Kernel k, int aid) noexcept:
    cdef RapState *r = rap_of(k, aid)
    cdef double wait
    if rap_timer_losses(k, r):
        rap_loss(k, r)
    elif not r.flags & RF_COUNTPKT or r.seqno < r.curseq:
        rap_send_packet(k, aid, k.agents[aid].size)
        r.dctr += 1
    if r.fix_ipg != 0:
        r.ipg = r.fix_ipg
    wait = r.frtt / r.xrtt * r.ipg if r.use_fine_grain else r.ipg
    if not r.flags & RF_STOP:
        timer_resched(k, r.ipg_timer, wait + r.overhead * mrg_next(&k.rng))


cdef void rap_rtt_timeout(Kernel k, int aid) noexcept:
    cdef RapState *r = rap_of(k, aid)
    if 100 * r.dctr * (r.ipg / r.srtt) >= r.dpthresh:
        # additive increase of the rate
        if r.fix_ipg != 0:
            r.ipg = r.fix_ipg
        else:
            r.ipg *= r.srtt / (r.alpha * r.ipg + r.srtt)
    r.dctr = 0
    timer_resched(k, r.rtt_timer, r.srtt)


cdef void rap_start(Kernel k, int aid) noexcept:
    cdef RapState *r = rap_of(k, aid)
    r.flags &= ~RF_STOP
    rap_rtt_timeout(k, aid)
    rap_ipg_timeout(k, aid)


cdef void rap_stop(Kernel k, int aid) noexcept:
    cdef RapState *r = rap_of(k, aid)
    timer_cancel(k, r.ipg_timer)
    timer_cancel(k, r.rtt_timer)
    r.flags |= RF_STOP


cdef void rap_timer(Kernel k, Timer *tm) noexcept:
    if tm.kind == TM_RAP_IPG:
        rap_ipg_timeout(k, tm.owner)
    else:
        rap_rtt_timeout(k, tm.owner)


# ---- the receiver ------------------------------------------------------------

cdef void rap_update_hole(RapState *r, int seqno) noexcept:
    """The receiver's record of its last hole in the seqnos."""
    if seqno > r.last_recv + 1:
        r.prev_recv = r.last_recv
        r.last_recv = seqno
        r.last_miss = seqno - 1
    elif seqno == r.last_recv + 1:
        r.last_recv = seqno
    elif r.last_miss < seqno <= r.last_recv:
        pass            # a duplicate
    elif seqno == r.last_miss:
        if r.prev_recv + 1 == seqno:        # the hole is filled
            r.prev_recv = 0
            r.last_miss = 0
        else:
            r.last_miss -= 1
    elif r.prev_recv < seqno < r.last_miss:
        r.prev_recv = seqno


cdef void rap_send_ack(Kernel k, int aid, int seqno) noexcept:
    cdef RapState *r = rap_of(k, aid)
    cdef int pi = agent_new_packet(k, aid, PT_RAP_ACK)
    cdef RateHdr *h = pkt_rate_hdr(k, pi)
    pkt(k, pi).seqno = seqno
    pkt(k, pi).size = r.rap_base_hdr_size
    h.rap_flags = RH_ACK
    h.last_recv = r.last_recv
    h.last_miss = r.last_miss
    h.prev_recv = r.prev_recv
    agent_send(k, aid, pi)


cdef void rap_recv(Kernel k, int aid, int pi) noexcept:
    cdef RateHdr *h = pkt_rate_hdr(k, pi)
    cdef RateHdr ack
    cdef int seqno = pkt(k, pi).seqno
    if pkt(k, pi).ptype == PT_RAP_DATA and h.rap_flags == RH_DATA:
        pkt_free(k, pi)
        rap_update_hole(rap_of(k, aid), seqno)
        rap_send_ack(k, aid, seqno)
    elif pkt(k, pi).ptype == PT_RAP_ACK and h.rap_flags == RH_ACK:
        ack = h[0]
        pkt_free(k, pi)
        rap_recv_ack(k, aid, seqno, &ack)
    else:
        pkt_free(k, pi)


cdef void rap_init(Kernel k, int aid) noexcept:
    cdef RapState *r = rap_of(k, aid)
    r.ipg_timer = timer_new(k, TM_RAP_IPG, aid)
    r.rtt_timer = timer_new(k, TM_RAP_RTT, aid)


RAP_FIELDS = named_fields(offsets_RapState(), """
    seqno_ sessionLossCount_=session_loss_count ipg_ beta_ alpha_ srtt_ variance_ delta_
    mu_ phi_ timeout_ overhead_ useFineGrain_=use_fine_grain kfrtt_ kxrtt_
    debugEnable_=debug_enable rap_base_hdr_size_ dpthresh_""")
