# Agent/TFRC, the sender of TCP-Friendly Rate Control (ns-2.35's tcp/tfrc.cc; RFC 3448 with
# ns-2's variants).  It sends packets of packetSize_ bytes (plus headersize_ with
# useHeaders_) paced by a send timer at rate_ bytes/s, and sets the rate from the reports of
# its Agent/TFRCSink (traffic/tfrc_sink.pxi): the receive rate and the loss event rate p.
#
# * Start: rate_ = InitRate_, one packet at once, the send timer at packetSize_/rate_ and the
#   no-feedback timer at twice that.
# * Each report: the RTT sample (now - echoed timestamp - the receiver's hold time) feeds a
#   TCP-style coarse estimator (its RTO is tzero_, the equation's timeout) and an EWMA rtt_
#   (weight df_); the allowed rate is the TCP throughput equation at p (tfrc_p_to_b).  In
#   slow start the rate doubles (ssmult_) once an RTT, capped by twice the receive rate,
#   until the first report with p > 0; then it takes the equation's rate, growing by at most
#   one packet per RTT and falling at once.
# * The no-feedback timer halves the rate (not below the initial rate while data-limited).
# * Each send timer sends one packet (an application's packets only, with SndrType_ 1) and
#   sets the next gap from the rate; with ca_ the gap is scaled by sqrt(RTT sample)/mean
#   sqrt(RTT).  The gap is dithered by overhead_ with one draw from the default stream,
#   made even when overhead_ is 0, as in ns-2.
# * stop only stops sending packets: the timers keep running (and drawing).

cdef enum:
    TFRC_SLOW_START = 1
    TFRC_CONG_AVOID = 2
    TFRC_RATE_DECREASE = 3
    TFRC_OUT_OF_SLOW_START = 4

cdef double TFRC_SMALLFLOAT = 0.0000001
cdef double TFRC_MAXRATE = 25000000.0
cdef int TFRC_MAXSEQ = 1073741824       # "infinite" data: 2^30 packets

PTYPE_NAMES[PT_TFRC] = b"tcpFriend"
PTYPE_NAMES[PT_TFRC_ACK] = b"tcpFriendCtl"

cdef struct TfrcState:
    # parameters (ns-2 names in the comments)
    double rate                 # rate_ (the current rate, bytes/s)
    double df                   # df_
    double tcp_tick             # tcp_tick_
    int ndatapack               # ndatapack_
    int ndatabytes              # ndatabytes_
    double true_loss_rate       # true_loss_rate_
    int srtt_init               # srtt_init_
    int rttvar_init             # rttvar_init_
    double rtxcur_init          # rtxcur_init_
    int rttvar_exp              # rttvar_exp_
    int srtt_bits               # T_SRTT_BITS
    int rttvar_bits             # T_RTTVAR_BITS
    int init_rate               # InitRate_
    double overhead             # overhead_
    double ssmult               # ssmult_
    int bval                    # bval_
    int ca                      # ca_
    int print_status            # printStatus_
    int conservative            # conservative_
    int ecn                     # ecn_
    double minrto               # minrto_
    int max_heavy_rounds        # maxHeavyRounds_
    int sndr_type               # SndrType_
    double scmult               # scmult_
    int old_code                # oldCode_
    double rate_init            # rate_init_
    int rate_init_option        # rate_init_option_
    int slow_increase           # slow_increase_
    int voip                    # voip_
    int voip_max_pkt_rate       # voip_max_pkt_rate_
    int fsize                   # fsize_
    int use_headers             # useHeaders_
    int idle_fix                # idleFix_
    int headersize              # headersize_
    int maxqueue                # maxqueue_
    # state
    double rtt                  # EWMA RTT
    double rttcur               # last RTT sample
    double tzero                # RTO for the equation
    double sqrtrtt              # EWMA of sqrt(RTT)
    int t_srtt
    int t_rtt
    int t_rttvar
    double t_rtxcur
    int maxseq                  # packets the application gave so far
    int seqno                   # next seqno (-1 before start)
    double oldrate
    double delta
    int rate_change
    double last_change
    double rcvrate              # the equation's rate
    double maxrate
    double ss_maxrate
    int active
    int round_id
    int first_pkt_rcvd
    double last_pkt_time
    int urgent
    int all_idle
    double lastlimited
    int datalimited
    int heavyrounds
    int send_timer
    int nofeedback_timer


cdef RateHdr *pkt_rate_hdr(Kernel k, int i) noexcept:
    """Where packet i's TFRC or RAP header fields are kept (the table grows with the pool)."""
    cdef int n
    if i >= k.cap_rate_hdrs:
        n = k.n_chunks << CHUNK_BITS
        k.rate_hdrs = <RateHdr *>realloc(k.rate_hdrs, n * sizeof(RateHdr))
        k.cap_rate_hdrs = n
    return &k.rate_hdrs[i]


cdef double tfrc_p_to_b(double p, double rtt, double tzero, int psize, int bval) noexcept:
    """The TCP throughput equation: bytes/s at loss event rate p (ns-2's p_to_b)."""
    cdef double tmp1, tmp2, res
    if p < 0 or rtt < 0:
        return TFRC_MAXRATE
    res = rtt * sqrt(2 * bval * p / 3)
    tmp1 = 3 * sqrt(3 * bval * p / 8)
    if tmp1 > 1.0:
        tmp1 = 1.0
    tmp2 = tzero * p * (1 + 32 * p * p)
    res += tmp1 * tmp2
    if res < TFRC_SMALLFLOAT:
        res = TFRC_MAXRATE
    else:
        res = psize / res
    if res > TFRC_MAXRATE:
        res = TFRC_MAXRATE
    return res


cdef double tfrc_b_to_p(double b, double rtt, double tzero, int psize, int bval) noexcept:
    """The equation inverted by bisection: the p whose rate is within 5% of b (b_to_p)."""
    cdef double p = 0.5
    cdef double pi = 0.25
    cdef double bres
    cdef int ctr = 0
    while True:
        bres = tfrc_p_to_b(p, rtt, tzero, psize, bval)
        if bres > 0.95 * b and bres < 1.05 * b:
            return p
        if bres > b:
            p += pi
        else:
            p -= pi
        pi /= 2.0
        ctr += 1
        if ctr > 30:
            return p


cdef void rate_print(Kernel k, bytes text) noexcept:
    """One of ns-2's printf lines (printStatus_, printLoss_): C-level output."""
    c_output(k, text)


cdef inline TfrcState *tfrc_of(Kernel k, int aid) noexcept:
    return <TfrcState *>k.agents[aid].impl


# ---- sending -------------------------------------------------------------------

cdef void tfrc_sendpkt(Kernel k, int aid) noexcept:
    cdef TfrcState *t = tfrc_of(k, aid)
    cdef int size = k.agents[aid].size
    cdef int pi
    cdef Packet *p
    cdef RateHdr *h
    if not t.active:
        return
    pi = agent_new_packet(k, aid, PT_TFRC)
    p = pkt(k, pi)
    h = pkt_rate_hdr(k, pi)
    if t.ecn:
        p.flags |= FL_ECT
    p.seqno = t.seqno
    t.seqno += 1
    h.timestamp = k.now
    h.rtt = t.rtt
    h.tzero = t.tzero
    h.rate = t.rate
    h.psize = size
    h.fsize = t.fsize
    h.urgent = t.urgent
    h.round_id = t.round_id
    t.ndatapack += 1
    t.ndatabytes += size
    if t.use_headers:
        p.size += t.headersize
    t.last_pkt_time = k.now
    agent_send(k, aid, pi)


cdef void tfrc_nextpkt(Kernel k, int aid) noexcept:
    """The send timer: send a packet if there is one, and set the timer for the next."""
    cdef TfrcState *t = tfrc_of(k, aid)
    cdef double next_gap, xrate, min_interval
    if t.sndr_type == 0 or t.maxseq > t.seqno:
        tfrc_sendpkt(k, aid)
    else:
        t.datalimited = 1
    if (t.slow_increase and t.round_id > 2 and t.rate_change == TFRC_SLOW_START
            and t.oldrate + TFRC_SMALLFLOAT < t.rate):
        t.oldrate = t.oldrate + t.delta
        xrate = t.oldrate
    elif t.ca:
        xrate = t.rate * t.sqrtrtt / sqrt(t.rttcur)
    else:
        xrate = t.rate
    if xrate > TFRC_SMALLFLOAT:
        next_gap = k.agents[aid].size / xrate
        if t.voip:
            min_interval = 1.0 / t.voip_max_pkt_rate
            if next_gap < min_interval:
                next_gap = min_interval
        next_gap = next_gap * (2 * t.overhead * mrg_next(&k.rng) - t.overhead + 1)
        timer_resched(k, t.send_timer, next_gap if next_gap > TFRC_SMALLFLOAT else TFRC_SMALLFLOAT)


cdef void tfrc_start(Kernel k, int aid) noexcept:
    cdef TfrcState *t = tfrc_of(k, aid)
    cdef int size = k.agents[aid].size
    t.seqno = 0
    t.rate = t.init_rate
    t.delta = 0
    t.oldrate = t.rate
    t.rate_change = TFRC_SLOW_START
    t.urgent = 1
    t.rtt = 0
    t.sqrtrtt = 1
    t.rttcur = 1
    t.tzero = 0
    t.last_change = 0
    t.maxrate = 0
    t.ss_maxrate = 0
    t.ndatapack = 0
    t.ndatabytes = 0
    t.true_loss_rate = 0
    t.active = 1
    t.round_id = 0
    t.heavyrounds = 0
    t.t_srtt = <int>(t.srtt_init / t.tcp_tick) << t.srtt_bits
    t.t_rttvar = <int>(t.rttvar_init / t.tcp_tick) << t.rttvar_bits
    t.t_rtxcur = t.rtxcur_init
    t.rcvrate = 0
    t.all_idle = 0
    t.first_pkt_rcvd = 0
    tfrc_sendpkt(k, aid)
    timer_resched(k, t.send_timer, size / t.rate)
    timer_resched(k, t.nofeedback_timer, 2 * size / t.rate)


cdef void tfrc_stop(Kernel k, int aid) noexcept:
    cdef TfrcState *t = tfrc_of(k, aid)
    t.active = 0
    if t.idle_fix:
        t.datalimited = 1
    timer_cancel(k, t.send_timer)


cdef void tfrc_advanceby(Kernel k, int aid, int delta) noexcept:
    """The application gave `delta` more packets: start, or send at once if data-limited."""
    cdef TfrcState *t = tfrc_of(k, aid)
    t.maxseq += delta
    if t.seqno == -1:
        tfrc_start(k, aid)
    elif t.datalimited and t.maxseq > t.seqno:
        t.datalimited = 0
        t.lastlimited = k.now
        t.all_idle = 0
        if not t.old_code:
            tfrc_sendpkt(k, aid)


cdef void tfrc_sendmsg(Kernel k, int aid, int nbytes) noexcept:
    """An application's message: -1 is infinite data, else whole packets, rounded up."""
    cdef TfrcState *t = tfrc_of(k, aid)
    cdef int size = k.agents[aid].size
    cdef int npkts
    if nbytes == -1 and t.maxseq < TFRC_MAXSEQ:
        tfrc_advanceby(k, aid, TFRC_MAXSEQ - t.maxseq)
    elif size > 0:
        npkts = nbytes // size + (1 if nbytes % size else 0)
        if t.maxseq - t.seqno < t.maxqueue:
            tfrc_advanceby(k, aid, npkts)


# ---- the rate ------------------------------------------------------------------

cdef double tfrc_initial_rate(TfrcState *t, int size) noexcept:
    """The initial rate in packets per RTT: rate_init_, or RFC 3390's by packet size."""
    if t.rate_init_option == 1:
        return t.rate_init
    return tfrc_rfc3390(size)


cdef double tfrc_rfc3390(int size) noexcept:
    if size <= 1095:
        return 4.0
    if size < 2190:
        return 3.0
    return 2.0


cdef void tfrc_update_rtt(TfrcState *t, double tao, double now) noexcept:
    cdef short rtt_delta
    t.t_rtt = <int>((now - tao) / t.tcp_tick + 0.5)
    if t.t_rtt == 0:
        t.t_rtt = 1
    if t.t_srtt != 0:
        rtt_delta = <short>(t.t_rtt - (t.t_srtt >> t.srtt_bits))
        t.t_srtt += rtt_delta
        if t.t_srtt <= 0:
            t.t_srtt = 1
        if rtt_delta < 0:
            rtt_delta = -rtt_delta
        rtt_delta = <short>(rtt_delta - (t.t_rttvar >> t.rttvar_bits))
        t.t_rttvar += rtt_delta
        if t.t_rttvar <= 0:
            t.t_rttvar = 1
    else:
        t.t_srtt = t.t_rtt << t.srtt_bits
        t.t_rttvar = t.t_rtt << (t.rttvar_bits - 1)
    t.t_rtxcur = (((t.t_rttvar << (t.rttvar_exp + (t.srtt_bits - t.rttvar_bits))) + t.t_srtt)
                  >> t.srtt_bits) * t.tcp_tick
    t.tzero = t.t_rtxcur
    if t.tzero < t.minrto:
        t.tzero = t.minrto
    if t.rtt > 0:
        t.rtt = t.df * t.rtt + ((1 - t.df) * (now - tao))
        t.sqrtrtt = t.df * t.sqrtrtt + ((1 - t.df) * sqrt(now - tao))
    else:
        t.rtt = now - tao
        t.sqrtrtt = sqrt(now - tao)
    t.rttcur = now - tao


cdef void tfrc_slowstart(Kernel k, int aid) noexcept:
    cdef TfrcState *t = tfrc_of(k, aid)
    cdef int size = k.agents[aid].size
    cdef double now = k.now
    cdef double initrate = tfrc_initial_rate(t, size) * size / t.rtt
    if t.round_id <= 1 or (t.round_id == 2 and tfrc_initial_rate(t, size) > 1):
        # no good rate report yet: keep to the initial rate
        t.oldrate = t.rate
        if t.rate < initrate:
            t.rate = initrate
        t.delta = (t.rate - t.oldrate) / (t.rate * t.rtt / size)
        t.last_change = now
    elif t.ss_maxrate > 0:
        if (t.idle_fix and (t.datalimited or t.lastlimited > now - 1.5 * t.rtt)
                and t.ss_maxrate < initrate):
            t.oldrate = t.rate
            if t.rate < initrate:
                t.rate = initrate
            t.delta = (t.rate - t.oldrate) / (t.rate * t.rtt / size)
            t.last_change = now
        elif t.rate < t.ss_maxrate and now - t.last_change > t.rtt:
            t.oldrate = t.rate
            if t.ssmult * t.rate > t.ss_maxrate:
                t.rate = t.ss_maxrate
            else:
                t.rate = t.ssmult * t.rate
            if t.rate < size / t.rtt:
                t.rate = size / t.rtt
            t.delta = (t.rate - t.oldrate) / (t.rate * t.rtt / size)
            t.last_change = now
        elif t.rate > t.ss_maxrate:
            t.rate = t.ss_maxrate / 2.0
            t.oldrate = t.rate
            t.delta = 0
            t.last_change = now
    else:
        # the receive rate is 0: back to one packet per RTT
        t.oldrate = t.rate
        t.rate = size / t.rtt
        t.delta = 0
        t.last_change = now
    if t.print_status:
        rate_print(k, b"SlowStart: now: %5.2f rate: %5.2f ss_maxrate: %5.2f delta: %5.2f\n"
                   % (now, t.rate * t.rtt / size, t.ss_maxrate, t.delta))


cdef void tfrc_increase_rate(Kernel k, int aid) noexcept:
    cdef TfrcState *t = tfrc_of(k, aid)
    cdef int size = k.agents[aid].size
    cdef double now = k.now
    cdef double maximumrate, init_rate
    cdef double mult = (now - t.last_change) / t.rtt
    if mult > 2:
        mult = 2
    t.rate = t.rate + (size / t.rtt) * mult
    if t.datalimited or t.lastlimited > now - 1.5 * t.rtt:
        # a data-limited sender may still grow to the initial rate
        init_rate = tfrc_initial_rate(t, size) * size / t.rtt
        maximumrate = t.maxrate if t.maxrate > init_rate else init_rate
    else:
        maximumrate = t.maxrate if t.maxrate > size / t.rtt else size / t.rtt
    maximumrate = t.rcvrate if maximumrate > t.rcvrate else maximumrate
    t.rate = maximumrate if t.rate > maximumrate else t.rate
    t.rate_change = TFRC_CONG_AVOID
    t.last_change = now
    t.heavyrounds = 0
    if t.print_status:
        rate_print(k, b"Increase: now: %5.2f rate: %5.2f lastlimited: %5.2f rtt: %5.2f\n"
                 % (now, t.rate * t.rtt / size, t.lastlimited, t.rtt))


cdef void tfrc_decrease_rate(Kernel k, int aid) noexcept:
    cdef TfrcState *t = tfrc_of(k, aid)
    cdef int size = k.agents[aid].size
    cdef double maximumrate
    t.rate = t.rcvrate
    maximumrate = t.maxrate if t.maxrate > size / t.rtt else size / t.rtt
    # above twice the receive rate for at most maxHeavyRounds_ rounds
    if t.rate > maximumrate:
        t.heavyrounds += 1
    else:
        t.heavyrounds = 0
    if t.heavyrounds > t.max_heavy_rounds:
        t.rate = maximumrate if t.rate > maximumrate else t.rate
    t.rate_change = TFRC_RATE_DECREASE
    t.last_change = k.now
    if t.print_status:
        rate_print(k, b"Decrease: now: %5.2f rate: %5.2f rtt: %5.2f\n"
                 % (k.now, t.rate * t.rtt / size, t.rtt))


cdef void tfrc_no_feedback(Kernel k, int aid) noexcept:
    """The no-feedback timer: halve the rate (RFC 3448's idle rules aside), report urgently."""
    cdef TfrcState *t = tfrc_of(k, aid)
    cdef int size = k.agents[aid].size
    cdef double floor_rate, rtt_min
    if t.rate_change != TFRC_SLOW_START:
        t.rate_change = TFRC_RATE_DECREASE
    if t.old_code or (not t.all_idle and not t.datalimited):
        t.rate *= 0.5
    elif t.rate_init_option == 1:
        # idle since the timer was set: not below rate_init_ packets per RTT
        if t.rate > 2.0 * t.rate_init * size / t.rtt:
            t.rate *= 0.5
    elif t.rate_init_option == 2:
        if t.rate > 2.0 * tfrc_rfc3390(size) * size / t.rtt:
            t.rate *= 0.5
        elif t.rate > tfrc_rfc3390(size) * size / t.rtt:
            t.rate = tfrc_rfc3390(size) * size / t.rtt
    t.urgent = 1
    t.round_id += 1
    rtt_min = 2 * t.rtt
    floor_rate = 2 * size / t.rate
    timer_resched(k, t.nofeedback_timer, floor_rate if rtt_min < floor_rate else rtt_min)
    if t.datalimited:
        t.all_idle = 1
    tfrc_nextpkt(k, aid)


cdef void tfrc_recv(Kernel k, int aid, int pi) noexcept:
    """A report from the receiver."""
    cdef TfrcState *t = tfrc_of(k, aid)
    cdef int size = k.agents[aid].size
    cdef RateHdr *h = pkt_rate_hdr(k, pi)
    cdef double now = k.now
    cdef double ts = h.echo + h.offset
    cdef double rate_since_last_report = h.recv_rate
    cdef double flost = h.flost
    cdef int losses = h.losses
    cdef double wait
    if pkt(k, pi).ptype != PT_TFRC_ACK:
        pkt_free(k, pi)         # not a TFRC report: nothing the sender can read
        return
    t.true_loss_rate = h.true_loss
    pkt_free(k, pi)
    t.round_id += 1
    t.urgent = 0
    if t.round_id > 1 and rate_since_last_report > 0:
        t.ss_maxrate = 2 * rate_since_last_report * size
        if not t.conservative:
            t.maxrate = 2 * rate_since_last_report * size
        elif losses >= 1:
            t.maxrate = rate_since_last_report * size
        else:
            t.maxrate = t.scmult * rate_since_last_report * size
    else:
        t.ss_maxrate = 0
        t.maxrate = 0
    tfrc_update_rtt(t, ts, now)
    if t.voip != 1:
        t.fsize = size
    t.rcvrate = tfrc_p_to_b(flost, t.rtt, t.tzero, t.fsize, t.bval)
    if t.voip:
        t.rcvrate = t.rcvrate * (size / (1.0 * t.headersize + size))
    wait = 2 * t.rtt
    if wait < 2 * size / t.rate:
        wait = 2 * size / t.rate
    timer_resched(k, t.nofeedback_timer, wait)
    if t.first_pkt_rcvd == 0:
        t.first_pkt_rcvd = 1
        tfrc_slowstart(k, aid)
        tfrc_nextpkt(k, aid)
    elif t.rate_change == TFRC_SLOW_START:
        if flost > 0:
            t.rate_change = TFRC_OUT_OF_SLOW_START
            t.rate = t.rcvrate
            t.oldrate = t.rate
        else:
            tfrc_slowstart(k, aid)
            tfrc_nextpkt(k, aid)
    elif t.rcvrate > t.rate:
        tfrc_increase_rate(k, aid)
    else:
        tfrc_decrease_rate(k, aid)
    if t.print_status:
        rate_print(k, b"time: %5.2f rate: %5.2f\ntime: %5.2f packetrate: %5.2f\n"
                 b"time: %5.2f maxrate: %5.2f\n"
                 % (now, t.rate, now, t.rate * t.rtt / size, now, t.maxrate * t.rtt / size))


cdef void tfrc_timer(Kernel k, Timer *tm) noexcept:
    if tm.kind == TM_TFRC_SEND:
        tfrc_nextpkt(k, tm.owner)
    else:
        tfrc_no_feedback(k, tm.owner)


cdef void tfrc_init(Kernel k, int aid) noexcept:
    cdef TfrcState *t = tfrc_of(k, aid)
    t.seqno = -1
    t.maxqueue = TFRC_MAXSEQ
    t.send_timer = timer_new(k, TM_TFRC_SEND, aid)
    t.nofeedback_timer = timer_new(k, TM_TFRC_NOFEEDBACK, aid)


TFRC_FIELDS = named_fields(offsets_TfrcState(), """
    rate_ df_ tcp_tick_ ndatapack_ ndatabytes_ true_loss_rate_ srtt_init_ rttvar_init_
    rtxcur_init_ rttvar_exp_ T_SRTT_BITS=srtt_bits T_RTTVAR_BITS=rttvar_bits
    InitRate_=init_rate overhead_ ssmult_ bval_ ca_ printStatus_=print_status
    conservative_ ecn_ minrto_ maxHeavyRounds_=max_heavy_rounds SndrType_=sndr_type scmult_
    oldCode_=old_code rate_init_ rate_init_option_ slow_increase_ voip_
    voip_max_pkt_rate_ fsize_ useHeaders_=use_headers idleFix_=idle_fix headersize_
    maxqueue_""")
