# TCP Vegas (ns-2's Agent/TCP/Vegas, docs/ns2-behavior.md §7).  It derives from the
# base TcpAgent (Tahoe machinery: newack, slowdown, the coarse rtx timer), not
# from Reno, and replaces four of its methods:
#   * output: packets are exactly packetSize_ bytes (no header, no SYN size),
#     no CWR mark, and each send is stamped on a fine-grained clock;
#   * recv: no opencwnd(); once per RTT the window moves by comparing the
#     expected and the actual rate; dupacks and the 1st/2nd ack after a
#     retransmission check a fine-grained timeout;
#   * timeout: back off, halve ssthresh, restart from v_slowstart_ packets;
#   * reset: the Vegas estimator, then the base reset (one RNG draw).
# The fine-grained clock is vegastime() = now - firstsent (first send_much
# with t_seqno 0).

cdef struct VegasState:
    TcpState tcp            # first member: Agent.impl is also a TcpState*
    # parameters
    int alpha               # v_alpha_: below it (packets queued), grow
    int beta                # v_beta_: above it, shrink
    int gamma               # v_gamma_: above it, leave slow start
    double v_rtt            # v_rtt_: latest fine-grained RTT sample
    # state
    double cwnd_changed     # vegastime of the last dupack window cut
    double firstrecv        # vegastime of the first ack, -1 before it
    int slowstart           # window after a coarse timeout (v_slowstart_)
    int worried             # acks left that check for an expired segment
    double timeout          # fine-grained retransmission timeout
    double sa               # 8 x smoothed fine RTT
    double sd               # mean deviation of the fine RTT
    int cnt_rtt             # fine RTT samples in the current RTT
    double sum_rtt          # and their sum
    double begtime          # vegastime the current RTT began
    int begseq              # t_seqno when it began: its ack ends the RTT
    double *sendtime        # vegastime of the last send, per seqno mod maxwnd
    int *transmits          # sends since last acked, per seqno mod maxwnd
    int maxwnd              # ring size: int(window_) when seqno 0 was sent
    double newcwnd          # window before dupack inflation
    double base_rtt         # smallest RTT seen
    double incr             # cwnd increase per ack during this RTT
    int inc_flag            # slow start: grow only every other RTT
    double actual           # rate of the last RTT, packets/s


cdef inline VegasState *vegas_of(Kernel k, int aid) noexcept:
    return <VegasState *>k.agents[aid].impl


cdef inline double vegas_time(Kernel k, TcpState *t) noexcept:
    """vegastime(): seconds since the first send."""
    return k.now - t.firstsent


cdef void vegas_reset(Kernel k, int aid) noexcept:
    """Vegas estimator to its start values, then the base reset (one draw)."""
    cdef VegasState *v = vegas_of(k, aid)
    v.cwnd_changed = 0.0
    v.firstrecv = -1.0
    v.slowstart = 2
    v.sa = 0
    v.sd = 0
    v.timeout = 1000.0
    v.worried = 0
    v.begseq = 0
    v.begtime = 0.0
    v.cnt_rtt = 0
    v.sum_rtt = 0.0
    v.base_rtt = 1000000000.0
    v.incr = 0
    v.inc_flag = 1
    tcp_reset(k, aid)


cdef void vegas_free(VegasState *v) noexcept:
    free(v.sendtime)
    free(v.transmits)
    v.sendtime = NULL
    v.transmits = NULL


cdef void vegas_new_history(VegasState *v, int size) noexcept:
    """Fresh send-time and transmit-count rings (done whenever seqno 0 is sent)."""
    cdef int i
    vegas_free(v)
    v.maxwnd = size
    v.sendtime = <double *>malloc(size * sizeof(double))
    v.transmits = <int *>calloc(size, sizeof(int))
    for i in range(size):
        v.sendtime[i] = -1.0


# ---- sending -------------------------------------------------------------------

cdef void vegas_output(Kernel k, int aid, int seqno, int reason) noexcept:
    """Send segment `seqno`: packetSize_ bytes, stamped in the send history."""
    cdef VegasState *v = vegas_of(k, aid)
    cdef TcpState *t = &v.tcp
    cdef int pi = agent_new_packet(k, aid, PT_TCP)
    cdef Packet *p = pkt(k, pi)
    cdef int nbytes = p.size
    cdef int slot
    p.seqno = seqno
    p.ts = k.now
    if seqno == 0 or v.sendtime == NULL:
        # (ns-2 only allocates at seqno 0; a script that starts elsewhere would crash it)
        vegas_new_history(v, t.window)
    slot = seqno % v.maxwnd
    v.sendtime[slot] = vegas_time(k, t)
    v.transmits[slot] += 1
    tv_int(k, aid, &t.ndatabytes, t.ndatabytes + nbytes, TV_NDATABYTES)
    tv_int(k, aid, &t.ndatapack, t.ndatapack + 1, TV_NDATAPACK)
    agent_send(k, aid, pi)
    if seqno > t.maxseq:
        tv_int(k, aid, &t.maxseq, seqno, TV_MAXSEQ)
        if not t.rtt_active:
            t.rtt_active = 1
            if seqno > t.rtt_seq:
                t.rtt_seq = seqno
                t.rtt_ts = k.now
    else:
        tv_int(k, aid, &t.nrexmitpack, t.nrexmitpack + 1, TV_NREXMITPACK)
        tv_int(k, aid, &t.nrexmitbytes, t.nrexmitbytes + nbytes, TV_NREXMITBYTES)
    if not timer_pending(k, t.rtx_timer):
        tcp_set_rtx_timer(k, t)


cdef int vegas_expired(Kernel k, VegasState *v, int ackno) noexcept:
    """The segment after `ackno` if its fine-grained timeout has passed, else -1."""
    if v.sendtime == NULL:
        return -1
    if vegas_time(k, &v.tcp) - v.sendtime[(ackno + 1) % v.maxwnd] >= v.timeout:
        return ackno + 1
    return -1


# ---- acks ----------------------------------------------------------------------

cdef void vegas_first_ack(VegasState *v, double now) noexcept:
    """The first ack seeds baseRTT and the fine-grained timeout."""
    v.firstrecv = now
    v.v_rtt = now
    v.base_rtt = now
    v.sa = v.v_rtt * 8.0
    v.sd = v.v_rtt
    v.timeout = ((v.sa / 4.0) + v.sd) / 2.0


cdef void vegas_once_per_rtt(Kernel k, int aid, VegasState *v, double now) noexcept:
    """Compare expected and actual rates; choose this RTT's window change."""
    cdef TcpState *t = &v.tcp
    cdef double rtt, expect
    cdef int rtt_len, delta
    if v.cnt_rtt > 0:
        rtt = v.sum_rtt / v.cnt_rtt
    else:
        rtt = now - v.begtime
    v.sum_rtt = 0.0
    v.cnt_rtt = 0
    rtt_len = t.t_seqno - v.begseq
    if rtt > 0:
        if rtt < v.base_rtt or rtt_len <= 1:
            v.base_rtt = rtt
        v.actual = <double>rtt_len / rtt
        expect = <double>(t.t_seqno - t.last_ack) / v.base_rtt
        delta = <int>((expect - v.actual) * v.base_rtt + 0.5)
        if t.cwnd < t.ssthresh:
            vegas_slow_start_step(k, aid, v, delta)
        elif delta > v.beta:
            tv_dbl(k, aid, &t.cwnd, t.cwnd - 1, TV_CWND)
            if t.cwnd < 2:
                tv_dbl(k, aid, &t.cwnd, 2, TV_CWND)
            v.incr = 0
        elif delta < v.alpha:
            v.incr = 1 / t.cwnd
        else:
            v.incr = 0
    v.begseq = t.t_seqno
    v.begtime = now


cdef void vegas_slow_start_step(Kernel k, int aid, VegasState *v, int delta) noexcept:
    """Slow start acts every other RTT: grow, or leave it if delta > gamma."""
    cdef TcpState *t = &v.tcp
    v.inc_flag = not v.inc_flag
    if not v.inc_flag:
        v.incr = 0
    elif delta > v.gamma:
        tv_int(k, aid, &t.ssthresh, 2, TV_SSTHRESH)
        tv_dbl(k, aid, &t.cwnd, t.cwnd - t.cwnd / 8, TV_CWND)
        if t.cwnd < 2:
            tv_dbl(k, aid, &t.cwnd, 2.0, TV_CWND)
        v.incr = 0
    else:
        v.incr = 1


cdef void vegas_fine_rtt(VegasState *v, int ackno, int oldack, double now) noexcept:
    """Clear the history of the acked segments; a segment sent once gives a
    fine RTT sample that updates the fine-grained timeout."""
    cdef double send_time, rtt, n
    cdef int transmits, span, i
    if v.sendtime == NULL:
        return
    send_time = v.sendtime[ackno % v.maxwnd]
    transmits = v.transmits[ackno % v.maxwnd]
    span = ackno - oldack
    i = (oldack + 1) % v.maxwnd
    # ns-2 walks up to ackno's slot without wrapping past the ring's end
    while i <= ackno % v.maxwnd and span > 0:
        v.sendtime[i] = -1.0
        v.transmits[i] = 0
        i = (i + 1) % v.maxwnd
        span -= 1
    if send_time != 0.0 and transmits == 1:
        rtt = now - send_time
        v.sum_rtt += rtt
        v.cnt_rtt += 1
        if rtt > 0:
            v.v_rtt = rtt
            if v.v_rtt < v.base_rtt:
                v.base_rtt = v.v_rtt
            n = v.v_rtt - v.sa / 8
            v.sa += n
            n = -n if n < 0 else n
            n -= v.sd / 4
            v.sd += n
            v.timeout = ((v.sa / 4) + v.sd) / 2
            v.timeout += v.timeout / 16


cdef void vegas_newack(Kernel k, int aid, VegasState *v, Packet *p, double now) noexcept:
    cdef TcpState *t = &v.tcp
    cdef int ackno = p.seqno
    cdef int oldack = t.last_ack
    cdef int expired
    if t.last_ack == 0 and t.delay_growth:
        tv_dbl(k, aid, &t.cwnd, tcp_initial_window(k, aid, t), TV_CWND)
    if t.dupacks > t.numdupacks and t.cwnd > v.newcwnd:
        # deflate the window inflated by dupacks
        tv_dbl(k, aid, &t.cwnd, v.newcwnd, TV_CWND)
        tv_int(k, aid, &t.ssthresh, 2, TV_SSTHRESH)
    tcp_newack(k, aid, t, p)
    if t.highest_ack >= t.curseq - 1 and not t.closed:
        tcp_closed(k, aid, t)
    if ackno >= v.begseq:
        vegas_once_per_rtt(k, aid, v, now)
    if v.incr == 1 and t.cwnd >= t.ssthresh:
        v.incr = 0
    if v.incr > 0 and (t.cwnd - (t.t_seqno - t.last_ack)) <= 2:
        tv_dbl(k, aid, &t.cwnd, t.cwnd + v.incr, TV_CWND)
    if t.maxcwnd and <int>t.cwnd > t.maxcwnd:
        tv_dbl(k, aid, &t.cwnd, t.maxcwnd, TV_CWND)
    vegas_fine_rtt(v, ackno, oldack, now)
    if v.worried > 0:
        # the 1st or 2nd ack after a retransmission: resend an expired segment
        v.worried -= 1
        expired = vegas_expired(k, v, ackno)
        if expired >= 0:
            tv_int(k, aid, &t.dupacks, t.numdupacks, TV_DUPACKS)
            vegas_output(k, aid, expired, REASON_DUPACK)
        else:
            v.worried = 0


cdef void vegas_dupack(Kernel k, int aid, VegasState *v, int ackno, double now) noexcept:
    """A dupack: retransmit on an expired fine timeout or the 3rd dupack."""
    cdef TcpState *t = &v.tcp
    cdef int expired, slot, transmits = 0, win
    cdef double send_time = 0.0
    tv_int(k, aid, &t.dupacks, t.dupacks + 1, TV_DUPACKS)
    expired = vegas_expired(k, v, ackno)
    if expired >= 0 or t.dupacks == t.numdupacks:
        if v.sendtime != NULL:
            slot = (t.last_ack + 1) % v.maxwnd
            send_time = v.sendtime[slot]
            transmits = v.transmits[slot]
        if (not t.bug_fix or t.highest_ack > t.recover
                or t.last_cwnd_action != CWND_ACTION_TIMEOUT):
            win = tcp_window(t)
            t.last_cwnd_action = CWND_ACTION_DUPACK
            t.recover = t.maxseq
            v.worried = min(2, t.t_seqno - t.last_ack)
            if transmits > 1:
                v.timeout *= 2.0
            else:
                v.timeout += v.timeout / 8.0
            if v.cwnd_changed < send_time:
                # cut once per window, then inflate by the dupacks
                if win <= 3:
                    win = 2
                elif transmits > 1:
                    win >>= 1
                else:
                    win -= win >> 2
                v.newcwnd = <double>win
                tv_dbl(k, aid, &t.cwnd, v.newcwnd + t.dupacks, TV_CWND)
                v.cwnd_changed = now
            tcp_reset_rtx_timer(k, aid, t, 1, 1)
            vegas_output(k, aid, expired if expired >= 0 else t.last_ack + 1, REASON_DUPACK)
            if transmits == 1:
                tv_int(k, aid, &t.dupacks, t.numdupacks, TV_DUPACKS)
    elif t.dupacks > t.numdupacks:
        tv_dbl(k, aid, &t.cwnd, t.cwnd + 1, TV_CWND)


cdef void vegas_recv(Kernel k, int aid, TcpState *t, int pi) noexcept:
    """An ack arrives (no stale-incarnation check, unlike the base recv)."""
    cdef VegasState *v = <VegasState *>t
    cdef Packet *p = pkt(k, pi)
    cdef int ackno = p.seqno
    cdef double now = vegas_time(k, t)
    tv_int(k, aid, &t.nackpack, t.nackpack + 1, TV_NACKPACK)
    if v.firstrecv < 0:
        vegas_first_ack(v, now)
    if ackno > t.last_ack:
        vegas_newack(k, aid, v, p, now)
    elif ackno == t.last_ack:
        vegas_dupack(k, aid, v, ackno, now)
    pkt_free(k, pi)
    if t.dupacks == 0 or t.dupacks > t.numdupacks - 1:
        tcp_send_much(k, aid, 0, 0, t.maxburst)


# ---- timers --------------------------------------------------------------------

cdef void vegas_timeout(Kernel k, int aid, int kind) noexcept:
    """Coarse rtx timeout: back off, halve ssthresh, resume from v_slowstart_."""
    cdef VegasState *v = vegas_of(k, aid)
    cdef TcpState *t = &v.tcp
    if kind == TM_DELSND:
        tcp_send_much(k, aid, 1, REASON_TIMEOUT, 0)
        return
    if t.highest_ack == t.maxseq and not t.slow_start_restart:
        return
    tv_int(k, aid, &t.dupacks, 0, TV_DUPACKS)
    t.recover = t.maxseq
    t.last_cwnd_action = CWND_ACTION_TIMEOUT
    tcp_reset_rtx_timer(k, aid, t, 0, 1)
    tv_int(k, aid, &t.nrexmit, t.nrexmit + 1, TV_NREXMIT)
    tcp_slowdown(k, aid, t, CLOSE_CWND_RESTART | CLOSE_SSTHRESH_HALF)
    tv_dbl(k, aid, &t.cwnd, v.slowstart, TV_CWND)
    v.newcwnd = 0
    v.cwnd_changed = vegas_time(k, t)
    tcp_send_much(k, aid, 0, REASON_TIMEOUT, 0)


cdef enum:
    FLAVOUR_VEGAS = 2


cdef void vegas_release(TcpState *t) noexcept:
    vegas_free(<VegasState *>t)


cdef TcpFlavour vegas_flavour() noexcept:
    """Vegas's table: TcpAgent's with its own state, reset (run twice at
    creation: its own and the base class's), ack processing, output and timers."""
    cdef TcpFlavour f = tcp_base_flavour()
    f.state_size = sizeof(VegasState)
    f.creation_resets = 2
    f.release = vegas_release
    f.reset = vegas_reset
    f.recv = vegas_recv
    f.output = vegas_output
    f.timer = vegas_timeout
    return f


# TcpState is VegasState's first member, so TCP_FIELDS' offsets hold here too
register_tcp_flavour(FLAVOUR_VEGAS, "Vegas", vegas_flavour(), named_fields(
    offsets_VegasState(), "v_alpha_=alpha v_beta_=beta v_gamma_=gamma v_rtt_=v_rtt"))
