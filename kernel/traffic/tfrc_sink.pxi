# Agent/TFRCSink, TFRC's receiver (ns-2.35's tcp/tfrc-sink.cc).  It keeps a history of
# InitHistorySize_ packets (received, lost, lost but in an earlier loss event) with their
# arrival times and send timestamps, and reports to the sender (a packetSize_-byte
# "tcpFriendCtl" packet): the highest seqno, the echoed timestamp and how long it was held,
# the loss event rate p and the receive rate.
#
# * A loss: a gap of numPkts_ packets (or an RTT of send time) past the highest checked
#   seqno.  Each lost packet gets a timestamp interpolated between its neighbours; it starts
#   a new loss event if it was sent more than an RTT after the last event began (and, with
#   PreciseLoss_, in a later sender round).
# * p by the Average Loss Interval method (algo_ 1, WALI): the mean of the last NumSamples_
#   (8) loss intervals in packets, the older half weighted down; the open interval counts
#   only if it raises the mean.  discount_ weighs the history down while the open interval
#   is over twice the mean (not below minDiscountRatio_); smooth_ shifts the weights by one;
#   ShortIntervals_ counts several losses in a short interval.  algo_ 2 is an EWMA of the
#   intervals (weight history_).
#   algo_ 3 (RBPH) and 4 (EBPH) count loss events over the newest packets, back far enough
#   for minlc_ of them.
# * After the first loss the history is seeded with the interval the equation gives for the
#   receive rate (AdjustHistoryAfterSS_), and that p is reported at once.
# * A report goes at once for a new loss event or an urgent packet, when an RTT/NumFeedback_
#   has passed since the last one, and from a timer 1.5 RTT/NumFeedback_ after each report;
#   none goes if nothing arrived since the last.

from libc.math cimport ceil

cdef enum:
    TFRC_UNKNOWN = 0
    TFRC_RCVD = 1
    TFRC_LOST = 2           # lost, and the start of a loss event
    TFRC_NOT_RCVD = 3       # lost, in an earlier packet's loss event
    TFRC_ECNLOST = 4        # CE-marked, and the start of a loss event
    TFRC_ECN_RCVD = 5       # CE-marked

cdef enum:
    TFRC_WALI = 1
    TFRC_EWMA = 2
    TFRC_RBPH = 3
    TFRC_EBPH = 4
    TFRC_DEFAULT_NUMSAMPLES = 8

cdef struct TfrcSinkState:
    # parameters (ns-2 names in the comments)
    int hsz                     # InitHistorySize_
    double num_feedback         # NumFeedback_
    int adjust_history_after_ss # AdjustHistoryAfterSS_
    int print_loss              # printLoss_
    int algo                    # algo_
    int precise_loss            # PreciseLoss_
    int num_pkts                # numPkts_
    double min_discount_ratio   # minDiscountRatio_
    int numsamples              # NumSamples_
    int discount                # discount_
    int smooth                  # smooth_
    int short_intervals         # ShortIntervals_
    int short_rtts              # ShortRtts_
    double history              # history_
    int minlc                   # minlc_
    int bytes                   # bytes_
    # state
    int own_size                # packetSize_, for ShortIntervals_ 2
    int hist                    # history size, fixed at the first packet
    int nsamples                # loss intervals kept (+1 for the open one), fixed at the first
    int psize
    int fsize
    double rtt
    double tzero
    int total_received
    int total_losses
    int total_dropped
    double last_report_sent
    int rcvd_since_last_report
    int losses_since_last_report
    int maxseq
    int maxseq_list
    int num_pkts_so_far
    double last_timestamp
    double last_arrival
    int lastloss_round_id
    int round_id
    double lastloss
    double mult_factor
    int sample_count
    int last_sample
    int init_wali_flag
    int loss_seen_yet
    int false_sample
    double avg_loss_int
    int loss_int
    double sendrate             # the sender's rate in the last packet (RBPH)
    int nack_timer
    char *lossvec
    double *rtvec
    double *tsvec
    int *sample
    int *losses
    int *count_losses
    int *num_rtts
    double *weights
    double *mult


cdef inline TfrcSinkState *tfrc_sink_of(Kernel k, int aid) noexcept:
    return <TfrcSinkState *>k.agents[aid].impl


cdef void tfrc_sink_init_wali(TfrcSinkState *s) noexcept:
    """The loss-interval arrays and their weights: 1 for the newer half, then falling."""
    cdef int i, n, m, mid
    n = s.numsamples if s.numsamples >= 0 else TFRC_DEFAULT_NUMSAMPLES
    if s.smooth == 1:
        n += 1
    s.numsamples = n
    s.nsamples = n
    m = n + 1 if n + 1 > 5 else 5      # room for the seeded history and printLoss_'s five
    s.sample = <int *>calloc(m, sizeof(int))
    s.losses = <int *>calloc(m, sizeof(int))
    s.count_losses = <int *>calloc(m, sizeof(int))
    s.num_rtts = <int *>calloc(m, sizeof(int))
    s.weights = <double *>calloc(m, sizeof(double))
    s.mult = <double *>calloc(m, sizeof(double))
    mid = n // 2
    for i in range(mid):
        s.weights[i] = 1.0
    for i in range(mid, n + 1):
        if s.smooth == 1:
            s.weights[i] = 1.0 - (i - mid) / (mid + 1.0)
        else:
            s.weights[i] = 1.0 - (i + 1 - mid) / (mid + 1.0)
    for i in range(n + 1):
        s.mult[i] = 1.0
    s.init_wali_flag = 1


cdef void tfrc_sink_release(TfrcSinkState *s) noexcept:
    free(s.lossvec); free(s.rtvec); free(s.tsvec)
    free(s.sample); free(s.losses); free(s.count_losses); free(s.num_rtts)
    free(s.weights); free(s.mult)


cdef bint tfrc_new_loss(TfrcSinkState *s, int i, double tstamp) noexcept:
    """Does lost packet i (sent at tstamp) start a new loss event?"""
    cdef double since = s.tsvec[i % s.hist] - s.lastloss
    if since > s.rtt and (s.precise_loss == 0 or s.round_id > s.lastloss_round_id):
        s.lastloss = tstamp
        s.lastloss_round_id = s.round_id
        if since < s.short_rtts * s.rtt and s.algo == TFRC_WALI:
            s.count_losses[0] = 1
        if s.rtt > 0 and s.algo == TFRC_WALI:
            s.num_rtts[0] = <int>ceil(since / s.rtt)
            if s.num_rtts[0] < 1:
                s.num_rtts[0] = 1
        return True
    return False


cdef double tfrc_estimate_tstamp(TfrcSinkState *s, int before, int after, int i) noexcept:
    cdef double delta = (s.tsvec[after % s.hist] - s.tsvec[before % s.hist]) / (after - before)
    return s.tsvec[before % s.hist] + (i - before) * delta


cdef void tfrc_sink_first_packet(TfrcSinkState *s, int seqno) noexcept:
    cdef int i
    s.maxseq = seqno - 1
    s.maxseq_list = seqno
    s.hist = s.hsz if s.hsz > 0 else 1
    s.rtvec = <double *>malloc(sizeof(double) * s.hist)
    s.tsvec = <double *>malloc(sizeof(double) * s.hist)
    s.lossvec = <char *>malloc(s.hist)
    for i in range(s.hist):
        s.lossvec[i] = TFRC_UNKNOWN
        s.rtvec[i] = -1
        s.tsvec[i] = -1


cdef void tfrc_sink_recv(Kernel k, int aid, int pi) noexcept:
    """A data packet: record it, find new losses, report if it is time."""
    cdef TfrcSinkState *s = tfrc_sink_of(k, aid)
    cdef Packet *p = pkt(k, pi)
    cdef RateHdr *h = pkt_rate_hdr(k, pi)
    cdef double now = k.now
    cdef double ploss = -1
    cdef bint ecn_event = False
    cdef bint congestion_event = False
    cdef int urgent = 0
    cdef int seqno = p.seqno
    cdef int oldmaxseq, i, slot
    if p.ptype != PT_TFRC or seqno < 0:
        pkt_free(k, pi)         # not TFRC data: nothing the sink can read
        return
    if s.algo == TFRC_WALI and not s.init_wali_flag:
        tfrc_sink_init_wali(s)
    s.own_size = k.agents[aid].size
    s.rcvd_since_last_report += 1
    s.total_received += 1
    s.bytes += p.size
    if s.maxseq < 0:
        tfrc_sink_first_packet(s, seqno)
    s.fsize = h.fsize
    oldmaxseq = s.maxseq
    slot = seqno % s.hist
    if seqno > s.maxseq or (seqno > s.maxseq_list and s.lossvec[slot] == TFRC_UNKNOWN):
        if seqno > s.maxseq_list + 1:
            s.num_pkts_so_far += 1
        urgent = h.urgent
        s.round_id = h.round_id
        s.rtt = h.rtt
        s.tzero = h.tzero
        s.psize = h.psize
        s.sendrate = h.rate
        s.last_arrival = now
        s.last_timestamp = h.timestamp
        s.rtvec[slot] = now
        s.tsvec[slot] = s.last_timestamp
        if p.flags & FL_ECT and p.flags & FL_CE:
            s.lossvec[slot] = TFRC_ECN_RCVD
            s.total_losses += 1
            s.losses_since_last_report += 1
            if tfrc_new_loss(s, seqno, s.tsvec[slot]):
                ecn_event = True
                s.lossvec[slot] = TFRC_ECNLOST
            if s.algo == TFRC_WALI:
                s.losses[0] += 1
        else:
            s.lossvec[slot] = TFRC_RCVD
    if seqno > s.maxseq:
        for i in range(s.maxseq + 1, seqno):
            s.lossvec[i % s.hist] = TFRC_UNKNOWN
            s.total_losses += 1
            s.total_dropped += 1
    if seqno > s.maxseq_list and (ecn_event or s.num_pkts_so_far >= s.num_pkts or
                                  s.tsvec[slot] - s.tsvec[s.maxseq_list % s.hist] > s.rtt):
        # decide which of the packets not received begin new loss events
        for i in range(s.maxseq_list, seqno):
            if s.lossvec[i % s.hist] == TFRC_UNKNOWN:
                s.rtvec[i % s.hist] = now
                s.tsvec[i % s.hist] = tfrc_estimate_tstamp(s, oldmaxseq, seqno, i)
                if tfrc_new_loss(s, i, s.tsvec[i % s.hist]):
                    congestion_event = True
                    s.lossvec[i % s.hist] = TFRC_LOST
                else:
                    s.lossvec[i % s.hist] = TFRC_NOT_RCVD
                if s.algo == TFRC_WALI:
                    s.losses[0] += 1
                s.losses_since_last_report += 1
        s.maxseq_list = seqno
        s.num_pkts_so_far = 0
    elif seqno == s.maxseq_list + 1:
        s.maxseq_list = seqno
        s.num_pkts_so_far = 0
    if seqno > s.maxseq:
        s.maxseq = seqno
        # the first loss ends slow start: report it at once
        if s.algo == TFRC_WALI and s.loss_seen_yet == 0 and (seqno - oldmaxseq > 1 or ecn_event):
            urgent = 1
            s.loss_seen_yet = 1
            if s.adjust_history_after_ss:
                ploss = tfrc_adjust_history(k, aid, h.timestamp)
        if s.rtt > TFRC_SMALLFLOAT and now - s.last_report_sent >= s.rtt / s.num_feedback:
            urgent = 1
    pkt_free(k, pi)
    if urgent or ecn_event or congestion_event:
        tfrc_sink_nextpkt(k, aid, ploss)


cdef double tfrc_est_thput(Kernel k, TfrcSinkState *s) noexcept:
    """The receive rate, packets/s: since the last report if that is over an RTT ago,
    else over the last RTT of arrivals."""
    cdef double thput = 1
    cdef double last
    cdef int rcvd = 0
    cdef int i
    if s.rtt > 0 and k.now - s.last_report_sent >= s.rtt:
        if s.rcvd_since_last_report > 0:
            thput = s.rcvd_since_last_report / (k.now - s.last_report_sent)
    elif s.rtt > 0:
        last = s.rtvec[s.maxseq % s.hist]
        i = s.maxseq
        while i > 0:
            if s.lossvec[i % s.hist] == TFRC_RCVD:
                if s.rtvec[i % s.hist] + s.rtt > last:
                    rcvd += 1
                else:
                    break
            i -= 1
        if rcvd > 0:
            thput = rcvd / s.rtt
    return thput


cdef void tfrc_sink_nextpkt(Kernel k, int aid, double ploss) noexcept:
    """Report now, and set the timer for the next report."""
    cdef TfrcSinkState *s = tfrc_sink_of(k, aid)
    tfrc_sink_sendpkt(k, aid, ploss)
    if s.rtt > 0.0 and s.num_feedback > 0:
        timer_resched(k, s.nack_timer, 1.5 * s.rtt / s.num_feedback)


cdef void tfrc_sink_sendpkt(Kernel k, int aid, double ploss) noexcept:
    cdef TfrcSinkState *s = tfrc_sink_of(k, aid)
    cdef int pi
    cdef RateHdr *h
    if s.last_arrival < s.last_report_sent:
        return          # nothing new since the last report
    pi = agent_new_packet(k, aid, PT_TFRC_ACK)
    h = pkt_rate_hdr(k, pi)
    pkt(k, pi).seqno = s.maxseq
    h.echo = s.last_timestamp
    h.offset = k.now - s.last_arrival
    h.flost = tfrc_est_loss(k, s) if ploss < 0 else ploss
    h.recv_rate = tfrc_est_thput(k, s)
    h.losses = s.losses_since_last_report
    if s.total_received <= 0:
        h.true_loss = 0.0
    else:
        h.true_loss = 1.0 * s.total_losses / (s.total_received + s.total_dropped)
    s.last_report_sent = k.now
    s.rcvd_since_last_report = 0
    s.losses_since_last_report = 0
    agent_send(k, aid, pi)


cdef void tfrc_sink_timer(Kernel k, int aid) noexcept:
    tfrc_sink_nextpkt(k, aid, -1)


# ---- the loss event rate -------------------------------------------------------

cdef double tfrc_est_loss(Kernel k, TfrcSinkState *s) noexcept:
    if s.algo == TFRC_EWMA:
        return tfrc_est_loss_ewma(k, s)
    if s.algo == TFRC_RBPH or s.algo == TFRC_EBPH:
        return tfrc_est_loss_history(k, s)
    return tfrc_est_loss_wali(k, s)


cdef void tfrc_shift_ints(int *a, int n, int first) noexcept:
    """a[i+1] = a[i] over the n entries, a[0] = first."""
    cdef int i
    for i in range(n - 2, -1, -1):
        a[i + 1] = a[i]
    a[0] = first


cdef void tfrc_shift_doubles(double *a, int n, double first) noexcept:
    cdef int i
    for i in range(n - 2, -1, -1):
        a[i + 1] = a[i]
    a[0] = first


cdef int tfrc_short_sample(TfrcSinkState *s, int i, bint shifted) noexcept:
    """The length of loss interval i as ShortIntervals_ counts it: several losses in a
    short interval shorten it (`shifted`: the mean with smooth_'s shifted weights)."""
    cdef int mode = s.short_intervals % 10
    cdef int nloss, adjusted
    cdef double fraction
    if s.count_losses[i] != 1 or mode < 1 or mode > 3:
        return s.sample[i]
    if mode == 1:
        nloss = s.losses[i]
    elif mode == 2 and shifted:
        adjusted = s.fsize // (s.own_size if s.own_size != 0 else 1)
        nloss = s.losses[i] if s.losses[i] < adjusted else adjusted
    elif mode == 2:
        nloss = 7
    else:
        if s.losses[i] == 0:
            return s.sample[i]
        fraction = (s.short_rtts + 1.0 - s.num_rtts[i]) / s.short_rtts if s.short_rtts != 0 else 1.0
        nloss = <int>floor(fraction * s.losses[i])
    return s.sample[i] // nloss if nloss != 0 else s.sample[i]


cdef double tfrc_weighted_average(TfrcSinkState *s, int start, int end, double factor) noexcept:
    """The weighted mean of loss intervals start..end-1 (mult_ and factor discount the
    older ones; smooth_ uses the weights shifted by one for the open interval)."""
    cdef int i, shift = 0
    cdef double wsum = 0
    cdef double answer = 0
    cdef double *m = s.mult
    cdef double *w = s.weights
    if s.smooth == 1 and start == 0:
        if end == s.nsamples + 1:
            end -= 1
        shift = 1
    for i in range(start, end):
        if i == 0:
            wsum += m[i] * w[i + shift]
        else:
            wsum += factor * m[i] * w[i + shift]
    for i in range(start, end):
        if i == 0:
            answer += m[i] * w[i + shift] * tfrc_short_sample(s, i, shift) / wsum
        else:
            answer += factor * m[i] * w[i + shift] * tfrc_short_sample(s, i, shift) / wsum
    return answer


cdef double tfrc_est_loss_wali(Kernel k, TfrcSinkState *s) noexcept:
    cdef int i, j, ds, n
    cdef double ave, ratio, ave_interval1, ave_interval2
    cdef double now = k.now
    if not s.init_wali_flag:
        tfrc_sink_init_wali(s)
    n = s.nsamples + 1
    if s.lossvec != NULL:
        for i in range(s.last_sample, s.maxseq + 1):
            s.sample[0] += 1
            if s.lossvec[i % s.hist] == TFRC_LOST or s.lossvec[i % s.hist] == TFRC_ECNLOST:
                # a new loss event: a new interval opens
                s.sample_count += 1
                tfrc_shift_ints(s.sample, n, 0)
                tfrc_shift_ints(s.losses, n, 1)
                tfrc_shift_ints(s.count_losses, n, 1)
                tfrc_shift_ints(s.num_rtts, n, 0)
                for j in range(1, n):
                    s.mult[j] = s.mult[j] * s.mult_factor
                tfrc_shift_doubles(s.mult, n, 1.0)
                s.mult_factor = 1.0
    s.last_sample = s.maxseq + 1
    if s.short_intervals > 0 and now - s.lastloss > s.short_rtts * s.rtt:
        s.count_losses[0] = 0
    if s.short_intervals > 0 and s.rtt > 0:
        s.num_rtts[0] = <int>ceil((now - s.lastloss) / s.rtt)
        if s.num_rtts[0] < 1:
            s.num_rtts[0] = 1
    ds = n if s.sample_count > n else s.sample_count
    if s.sample_count == 1 and s.false_sample == 0:
        return 0        # no loss yet
    if s.sample_count > 1 and s.discount and s.sample[0] > 0:
        ave = tfrc_weighted_average(s, 1, ds, 1.0)
        ratio = (2 * ave) / s.sample[0]
        if ratio < 1.0:
            # the open interval is very long: discount the history
            s.mult_factor = ratio
            if s.mult_factor < s.min_discount_ratio:
                s.mult_factor = s.min_discount_ratio
    ave_interval1 = tfrc_weighted_average(s, 0, ds, s.mult_factor)
    ave_interval2 = tfrc_weighted_average(s, 1, ds, s.mult_factor)
    # the open interval counts only if it raises the mean (and, with ShortIntervals_
    # 2 to 9, only if it is not short)
    if ave_interval2 > ave_interval1 or (1 < s.short_intervals < 10 and s.count_losses[0] == 1):
        ave_interval1 = ave_interval2
    if ave_interval1 > 0:
        if s.print_loss > 0:
            tfrc_print_loss(k, s, s.sample[0], ave_interval1)
            tfrc_print_intervals(k, s)
        return 1 / ave_interval1
    return 999


cdef double tfrc_est_loss_ewma(Kernel k, TfrcSinkState *s) noexcept:
    cdef double p1, p2
    cdef int i
    if s.lossvec != NULL:
        for i in range(s.last_sample, s.maxseq + 1):
            s.loss_int += 1
            if s.lossvec[i % s.hist] == TFRC_LOST or s.lossvec[i % s.hist] == TFRC_ECNLOST:
                if s.avg_loss_int < 0:
                    s.avg_loss_int = s.loss_int
                else:
                    s.avg_loss_int = s.history * s.avg_loss_int + (1 - s.history) * s.loss_int
                s.loss_int = 0
    s.last_sample = s.maxseq + 1
    p1 = 0 if s.avg_loss_int < 0 else 1.0 / s.avg_loss_int
    if s.loss_int == 0 or s.avg_loss_int < 0:
        p2 = p1
    else:
        p2 = 1.0 / (s.history * s.avg_loss_int + (1 - s.history) * s.loss_int)
    if p2 < p1:
        p1 = p2
    if s.print_loss > 0:
        tfrc_print_loss(k, s, s.loss_int, 1.0 / p1 if p1 > 0 else 0.00001)
    return p1


cdef double tfrc_est_loss_history(Kernel k, TfrcSinkState *s) noexcept:
    """algo_ 3 (RBPH) and 4 (EBPH): loss events over the newest packets of the history,
    going back far enough for minlc_ events; RBPH first looks back over the packets that
    minlc_ events take at the loss rate of the sender's rate."""
    cdef double numpkts = s.hist
    cdef double x, p
    cdef int lc = 0, pc = 0
    cdef int i = s.maxseq
    if s.algo == TFRC_RBPH:
        if s.sendrate > 0 and s.rtt > 0:
            x = tfrc_b_to_p(s.sendrate, s.rtt, s.tzero, s.psize, 1)
            numpkts = s.minlc / x if x > 0 else s.hist
        if numpkts > s.maxseq:
            numpkts = s.maxseq
        if numpkts > s.hist:
            numpkts = s.hist
        while pc < numpkts:
            pc += 1
            lc += tfrc_starts_event(s, i)
            i -= 1
    if lc < s.minlc:
        numpkts = s.maxseq if s.maxseq < s.hist else s.hist
        while lc < s.minlc and pc < numpkts:
            pc += 1
            lc += tfrc_starts_event(s, i)
            i -= 1
    p = 0 if pc == 0 else <double>lc / <double>pc
    if s.print_loss > 0:
        tfrc_print_loss(k, s, 0, 1.0 / p if p > 0 else 0.00001)
    return p


cdef inline int tfrc_starts_event(TfrcSinkState *s, int i) noexcept:
    """1 if packet i (of the history) began a loss event."""
    cdef char status = s.lossvec[i % s.hist] if i >= 0 else TFRC_UNKNOWN
    return 1 if status == TFRC_LOST or status == TFRC_ECNLOST else 0


cdef double tfrc_adjust_history(Kernel k, int aid, double ts) noexcept:
    """The first loss: forget earlier loss marks and seed the history with the interval
    the equation gives for the receive rate; returns that p."""
    cdef TfrcSinkState *s = tfrc_sink_of(k, aid)
    cdef int i
    cdef double p
    for i in range(s.maxseq, -1, -1):
        if s.lossvec[i % s.hist] == TFRC_LOST or s.lossvec[i % s.hist] == TFRC_ECNLOST:
            s.lossvec[i % s.hist] = TFRC_NOT_RCVD
    s.lastloss = ts
    s.lastloss_round_id = s.round_id
    p = tfrc_b_to_p(tfrc_est_thput(k, s) * s.psize, s.rtt, s.tzero, s.fsize, 1)
    s.false_sample = <int>(1.0 / p)
    s.sample[1] = s.false_sample
    s.sample[0] = 0
    s.losses[1] = 0
    s.losses[0] = 1
    s.count_losses[1] = 0
    s.count_losses[0] = 0
    s.num_rtts[0] = 0
    s.num_rtts[1] = 0
    s.sample_count += 1
    if s.print_loss:
        tfrc_print_intervals(k, s)
    s.false_sample = -1
    return p


cdef void tfrc_print_loss(Kernel k, TfrcSinkState *s, int sample, double ave_interval) noexcept:
    cdef double drops = 1 / ave_interval
    rate_print(k, b"time: %7.5f loss_rate: %7.5f \ntime: %7.5f sample 0: %5d loss_rate: %7.5f \n"
               % (k.now, drops, k.now, sample, drops))


cdef void tfrc_print_intervals(Kernel k, TfrcSinkState *s) noexcept:
    """printLoss_'s lines on the five newest loss intervals."""
    rate_print(k, b"%f: sample 0: %5d 1: %5d 2: %5d 3: %5d 4: %5d\n" % tfrc_five(k, s.sample))
    if s.short_intervals > 0:
        rate_print(k, b"%f: losses 0: %5d 1: %5d 2: %5d 3: %5d 4: %5d\n" % tfrc_five(k, s.losses))
        rate_print(k, b"%f: count? 0: %5d 1: %5d 2: %5d 3: %5d 4: %5d\n"
                   % tfrc_five(k, s.count_losses))
        rate_print(k, b"%f: rtts 0: %5d 1: %5d 2: %5d 3: %5d 4: %5d\n" % tfrc_five(k, s.num_rtts))


cdef tuple tfrc_five(Kernel k, int *a):
    """(now, a[0] .. a[4]), for the lines above (the arrays hold at least 9 entries)."""
    return (k.now, a[0], a[1], a[2], a[3], a[4])


cdef void tfrc_sink_init(Kernel k, int aid) noexcept:
    cdef TfrcSinkState *s = tfrc_sink_of(k, aid)
    s.maxseq = -1
    s.maxseq_list = -1
    s.lastloss_round_id = -1
    s.sample_count = 1
    s.mult_factor = 1.0
    s.avg_loss_int = -1
    s.nack_timer = timer_new(k, TM_TFRC_NACK, aid)


TFRC_SINK_FIELDS = named_fields(offsets_TfrcSinkState(), """
    InitHistorySize_=hsz NumFeedback_=num_feedback AdjustHistoryAfterSS_=adjust_history_after_ss
    printLoss_=print_loss algo_ PreciseLoss_=precise_loss numPkts_=num_pkts
    minDiscountRatio_=min_discount_ratio NumSamples_=numsamples discount_ smooth_
    ShortIntervals_=short_intervals ShortRtts_=short_rtts history_ minlc_ bytes_""")
