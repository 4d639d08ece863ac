# ns-2's teaching TCP, Agent/TCP/RFC793edu: a sender that starts as RFC 793
# describes it and lets a student add, one switch at a time, what TCP gained
# later.  With every switch off it sends a full window (window_) at once, never
# fast-retransmits, and computes its retransmission timeout as RFC 793 does:
# twice the smoothed RTT.  The switches (all bools, ns-2's defaults in brackets):
#   add793expbackoff_ [on]    Karn's exponential backoff of the timer
#   add793karnrtt_ [on]       no RTT sample from a retransmitted segment
#   add793jacobsonrtt_ [off]  Jacobson/Karels: srtt + 4 rttvar instead of 2 srtt
#   add793fastrtx_ [off]      fast retransmit on numdupacks_ duplicate acks
#   add793slowstart_ [off]    slow start and congestion avoidance
#   add793additiveinc_ [off]  additive increase only (cwnd starts at ssthresh_)
#   add793exponinc_ [off]     multiplicative increase only
# rto_ is the current timeout in ticks of tcpTick_ (a double, as in ns-2).
# Everything else is TcpAgent's (Tahoe): the cut at a timeout or a fast
# retransmit, send_much and the timers; the ack processing has no Reno rules,
# no limited transmit, and always tries to send.

cdef enum:
    FLAVOUR_RFC793EDU = 8

cdef struct Rfc793State:
    TcpState tcp            # first member: Agent.impl is also a TcpState*
    bint expbackoff         # add793expbackoff_
    bint jacobsonrtt        # add793jacobsonrtt_
    bint fastrtx            # add793fastrtx_
    bint slowstart          # add793slowstart_
    bint additiveinc        # add793additiveinc_
    bint karnrtt            # add793karnrtt_
    bint exponinc           # add793exponinc_
    double rto              # rto_: the timeout in ticks


cdef void rfc793_reset(Kernel k, int aid) noexcept:
    """rto_ starts at rtxcur_init_ in ticks; then TcpAgent's reset."""
    cdef Rfc793State *s = <Rfc793State *>tcp_of(k, aid)
    s.rto = s.tcp.rtxcur_init / s.tcp.tcp_tick
    tcp_reset(k, aid)


cdef void rfc793_rtt_update(Kernel k, int aid, Rfc793State *s, double tao) noexcept:
    """TcpAgent's smoothing of srtt and rttvar; the timeout is Jacobson/Karels'
    (srtt + 2^rttvar_exp_ rttvar) or RFC 793's (2 srtt), in ticks, in rto_."""
    cdef TcpState *t = &s.tcp
    tcp_rtt_update(k, aid, t, tao)
    if s.jacobsonrtt:
        s.rto = ((t.t_rttvar << (t.rttvar_exp + (t.srtt_bits - t.rttvar_bits)))
                 + t.t_srtt) >> t.srtt_bits
    else:
        s.rto = t.t_srtt >> (t.srtt_bits - 1)
    t.t_rtxcur = s.rto * t.tcp_tick


cdef void rfc793_rtt_backoff(Kernel k, int aid, TcpState *t) noexcept:
    """Karn's doubling up to 64 (and srtt folded into rttvar past 8), or none."""
    if (<Rfc793State *>t).expbackoff:
        if t.t_backoff < 64:
            tv_int(k, aid, &t.t_backoff, t.t_backoff << 1, TV_BACKOFF)
        if t.t_backoff > 8:
            tv_int(k, aid, &t.t_rttvar, t.t_rttvar + (t.t_srtt >> t.srtt_bits), TV_RTTVAR)
            tv_int(k, aid, &t.t_srtt, 0, TV_SRTT)
    else:
        tv_int(k, aid, &t.t_backoff, 1, TV_BACKOFF)


cdef void rfc793_opencwnd(Kernel k, int aid, TcpState *t) noexcept:
    """No switch: cwnd is the whole window_.  Slow start below ssthresh_ (or
    always, with exponinc: jumping to ssthresh_ first); above it, or with
    additiveinc (jumping to ssthresh_ first), TcpAgent's linear increase."""
    cdef Rfc793State *s = <Rfc793State *>t
    if not (s.slowstart or s.exponinc or s.additiveinc):
        tv_dbl(k, aid, &t.cwnd, t.window, TV_CWND)
    elif (t.cwnd < t.ssthresh and not s.additiveinc) or s.exponinc:
        if s.exponinc and t.cwnd < t.ssthresh:
            tv_dbl(k, aid, &t.cwnd, t.ssthresh, TV_CWND)
        else:
            tv_dbl(k, aid, &t.cwnd, t.cwnd + 1, TV_CWND)
    elif s.additiveinc and t.cwnd < t.ssthresh:
        tv_dbl(k, aid, &t.cwnd, t.ssthresh, TV_CWND)
    elif t.wnd_option == 0:
        t.count += 1
        if t.count >= t.cwnd:
            t.count = 0
            tv_dbl(k, aid, &t.cwnd, t.cwnd + 1, TV_CWND)
    else:
        tv_dbl(k, aid, &t.cwnd, t.cwnd + 1 / t.cwnd, TV_CWND)
    if t.maxcwnd and <int>t.cwnd > t.maxcwnd:
        tv_dbl(k, aid, &t.cwnd, t.maxcwnd, TV_CWND)


cdef void rfc793_output(Kernel k, int aid, int seqno, int reason) noexcept:
    """TcpAgent's output without the SYN's extra sequence number and without
    useHeaders_; a retransmission restarts the RTT sample unless karnrtt."""
    cdef Rfc793State *s = <Rfc793State *>tcp_of(k, aid)
    cdef TcpState *t = &s.tcp
    cdef int pi = agent_new_packet(k, aid, PT_TCP)
    cdef Packet *p = pkt(k, pi)
    cdef bint force_rtx
    cdef int nbytes
    p.seqno = seqno
    p.ts = k.now
    p.ts_echo = t.ts_peer
    if t.cong_action:
        alias_cong_action(k, p)
        t.cong_action = 0
    if seqno == 0 and t.syn:
        p.size = t.hdr_size
    nbytes = p.size
    force_rtx = t.highest_ack == t.maxseq
    tv_int(k, aid, &t.ndatapack, t.ndatapack + 1, TV_NDATAPACK)
    tv_int(k, aid, &t.ndatabytes, t.ndatabytes + nbytes, TV_NDATABYTES)
    agent_send(k, aid, pi)
    if seqno > t.maxseq:
        tv_int(k, aid, &t.maxseq, seqno, TV_MAXSEQ)
        if not t.rtt_active:
            t.rtt_active = 1
            if seqno > t.rtt_seq:
                t.rtt_seq = seqno
                t.rtt_ts = k.now
    else:
        if not s.karnrtt:
            t.rtt_active = 1
            t.rtt_seq = seqno
            t.rtt_ts = k.now
        tv_int(k, aid, &t.nrexmitpack, t.nrexmitpack + 1, TV_NREXMITPACK)
        tv_int(k, aid, &t.nrexmitbytes, t.nrexmitbytes + nbytes, TV_NREXMITBYTES)
    if not timer_pending(k, t.rtx_timer) or force_rtx:
        tcp_set_rtx_timer(k, t)


cdef void rfc793_newack(Kernel k, int aid, Rfc793State *s, Packet *p) noexcept:
    """TcpAgent's newack with the timer always restarted first (timerfix_ off)
    and this sender's RTT update."""
    cdef TcpState *t = &s.tcp
    cdef int ackno = p.seqno
    tcp_newtimer(k, t, ackno)
    tv_int(k, aid, &t.dupacks, 0, TV_DUPACKS)
    t.last_ack = ackno
    tv_int(k, aid, &t.highest_ack, ackno, TV_ACK)
    if t.t_seqno < ackno + 1:
        tv_int(k, aid, &t.t_seqno, ackno + 1, TV_TSEQNO)
    if t.ts_option:
        rfc793_rtt_update(k, aid, s, k.now - p.ts_echo)
    if t.rtt_active and ackno >= t.rtt_seq:
        tv_int(k, aid, &t.t_backoff, 1, TV_BACKOFF)
        t.rtt_active = 0
        if not t.ts_option:
            rfc793_rtt_update(k, aid, s, k.now - t.rtt_ts)


cdef void rfc793_recv(Kernel k, int aid, TcpState *t, int pi) noexcept:
    """An ack: a new one opens the window; a duplicate counts, and the
    numdupacks_-th one retransmits (Tahoe's way) only with fastrtx; then send."""
    cdef Rfc793State *s = <Rfc793State *>t
    cdef Packet *p = pkt(k, pi)
    cdef int ackno = p.seqno
    tv_int(k, aid, &t.nackpack, t.nackpack + 1, TV_NACKPACK)
    t.ts_peer = p.ts
    if ackno > t.last_ack:
        rfc793_newack(k, aid, s, p)
        rfc793_opencwnd(k, aid, t)
        if t.highest_ack >= t.curseq - 1 and not t.closed:
            tcp_closed(k, aid, t)
        if t.last_ack == 0 and t.delay_growth:
            tv_dbl(k, aid, &t.cwnd, tcp_initial_window(k, aid, t), TV_CWND)
    elif ackno == t.last_ack:
        tv_int(k, aid, &t.dupacks, t.dupacks + 1, TV_DUPACKS)
        if t.dupacks == t.numdupacks and s.fastrtx:
            tcp_dupack_action(k, aid, t)
    pkt_free(k, pi)
    tcp_send_much(k, aid, 0, 0, t.maxburst)


cdef TcpFlavour rfc793_flavour() noexcept:
    """TcpAgent's table with this sender's acks, output, increase, backoff and reset."""
    cdef TcpFlavour f = tcp_base_flavour()
    f.state_size = sizeof(Rfc793State)
    f.creation_resets = 2       # its binding set-up resets again after TcpAgent's
    f.reset = rfc793_reset
    f.recv = rfc793_recv
    f.output = rfc793_output
    f.opencwnd = rfc793_opencwnd
    f.rtt_backoff = rfc793_rtt_backoff
    return f


register_tcp_flavour(FLAVOUR_RFC793EDU, "RFC793edu", rfc793_flavour(), named_fields(
    offsets_Rfc793State(), """add793expbackoff_=expbackoff add793jacobsonrtt_=jacobsonrtt
    add793fastrtx_=fastrtx add793slowstart_=slowstart add793additiveinc_=additiveinc
    add793karnrtt_=karnrtt add793exponinc_=exponinc rto_"""))
