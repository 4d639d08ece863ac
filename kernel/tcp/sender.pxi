# One-way TCP senders: the shared machinery of ns-2's TcpAgent (Tahoe), with
# the few places where Reno differs switched by two flags of the flavour's
# table (inflates_window: window inflation by dupwnd_; reno_ack_rules: fast
# retransmit and recovery in the ack processing).  docs/ns2-behavior.md §6.
# Wherever a flavour replaces a TcpAgent method (ack processing, send_much,
# output, window, window increase, the cut at a loss, timeouts, reset), the
# code here calls the hook of its TcpFlavour (tcp/flavours.pxi) and never
# names a flavour; tcp_base_flavour() at the end is TcpAgent's own table.
#
# Traced variables change only through tv_int / tv_dbl, which write a trace
# line exactly when the stored value changes, as ns-2's TracedInt/Double do.

cdef enum:
    TCP_MAXSEQ = 1073741824
    REASON_TIMEOUT = 1
    REASON_DUPACK = 2
    REASON_PARTIALACK = 4

cdef const char *TV_NAMES[TV_COUNT]
TV_NAMES[TV_CWND] = b"cwnd_"
TV_NAMES[TV_SSTHRESH] = b"ssthresh_"
TV_NAMES[TV_ACK] = b"ack_"
TV_NAMES[TV_MAXSEQ] = b"maxseq_"
TV_NAMES[TV_TSEQNO] = b"t_seqno_"
TV_NAMES[TV_DUPACKS] = b"dupacks_"
TV_NAMES[TV_SEQNO] = b"seqno_"
TV_NAMES[TV_RTT] = b"rtt_"
TV_NAMES[TV_SRTT] = b"srtt_"
TV_NAMES[TV_RTTVAR] = b"rttvar_"
TV_NAMES[TV_BACKOFF] = b"backoff_"
TV_NAMES[TV_NDATAPACK] = b"ndatapack_"
TV_NAMES[TV_NDATABYTES] = b"ndatabytes_"
TV_NAMES[TV_NACKPACK] = b"nackpack_"
TV_NAMES[TV_NREXMIT] = b"nrexmit_"
TV_NAMES[TV_NREXMITPACK] = b"nrexmitpack_"
TV_NAMES[TV_NREXMITBYTES] = b"nrexmitbytes_"


cdef inline TcpState *tcp_of(Kernel k, int aid) noexcept:
    return <TcpState *>k.agents[aid].impl


cdef double tcp_var_value(TcpState *t, int var) noexcept:
    """The value a traced variable prints (rtt_ and friends in seconds)."""
    if var == TV_CWND: return t.cwnd
    if var == TV_SSTHRESH: return t.ssthresh
    if var == TV_ACK: return t.highest_ack
    if var == TV_MAXSEQ: return t.maxseq
    if var == TV_TSEQNO: return t.t_seqno
    if var == TV_DUPACKS: return t.dupacks
    if var == TV_SEQNO: return t.curseq
    if var == TV_RTT: return t.t_rtt * t.tcp_tick
    if var == TV_SRTT: return (t.t_srtt >> t.srtt_bits) * t.tcp_tick
    if var == TV_RTTVAR: return t.t_rttvar * t.tcp_tick / 4.0
    if var == TV_BACKOFF: return t.t_backoff
    if var == TV_NDATAPACK: return t.ndatapack
    if var == TV_NDATABYTES: return t.ndatabytes
    if var == TV_NACKPACK: return t.nackpack
    if var == TV_NREXMIT: return t.nrexmit
    if var == TV_NREXMITPACK: return t.nrexmitpack
    if var == TV_NREXMITBYTES: return t.nrexmitbytes
    return 0


cdef void tcp_trace(Kernel k, int aid, int var) noexcept:
    cdef TcpState *t = tcp_of(k, aid)
    cdef double v = tcp_var_value(t, var)
    cdef char buf[64]
    if k.agents[aid].vtrace >= 0:
        if var == TV_CWND or var == TV_RTT or var == TV_SRTT or var == TV_RTTVAR:
            snprintf(buf, 64, b"%-6.3f", v)
        else:
            snprintf(buf, 64, b"%d", <int>v)
        trace_var_line(k, aid, TV_NAMES[var], buf)
    if k.capture:
        record_var(k, aid, var, v)


cdef inline void tv_int(Kernel k, int aid, int *field, int value, int var) noexcept:
    if field[0] != value:
        field[0] = value
        if k.agents[aid].vmask & (1LL << var):
            tcp_trace(k, aid, var)


cdef inline void tv_dbl(Kernel k, int aid, double *field, double value, int var) noexcept:
    if field[0] != value:
        field[0] = value
        if k.agents[aid].vmask & (1LL << var):
            tcp_trace(k, aid, var)


# ---- windows and timers -----------------------------------------------------

cdef inline bint tcp_is_reno(TcpState *t) noexcept:
    """Reno and its descendants inflate the window by dupwnd_ in fast recovery."""
    return flavour_of(t).inflates_window


cdef inline bint tcp_reno_recv(TcpState *t) noexcept:
    """Flavours that take Reno's ack processing here."""
    return flavour_of(t).reno_ack_rules


cdef inline int tcp_window(TcpState *t) noexcept:
    cdef TcpFlavour *f = flavour_of(t)
    cdef int win
    if t.frto == 2:
        return tcp_frto_window(t)
    if f.window != NULL:
        return f.window(t)
    if f.inflates_window:
        win = <int>t.cwnd + t.dupwnd
        return t.window if win > t.window else win
    return <int>t.cwnd if t.cwnd < t.window else t.window


cdef inline double tcp_windowd(TcpState *t) noexcept:
    cdef double win
    if tcp_is_reno(t):
        win = t.cwnd + t.dupwnd
        return t.window if win > t.window else win
    return t.cwnd if t.cwnd < t.window else t.window


cdef int tcp_numdupacks(TcpState *t, double cwnd) noexcept:
    """numdupacks(cwnd): numdupacks_, or cwnd/numdupacksFrac_ when that is larger."""
    cdef int fraction
    if t.numdupacks_frac == 0:
        return t.numdupacks
    fraction = (<int>cwnd) // t.numdupacks_frac
    return t.numdupacks if t.numdupacks > fraction else fraction


cdef double tcp_initial_window(Kernel k, int aid, TcpState *t) noexcept:
    cdef int size = k.agents[aid].size
    if t.wnd_init_option == 2:
        if size <= 1095:
            return 4.0
        if size < 2190:
            return 3.0
        return 2.0
    return t.wnd_init


cdef double tcp_rtt_timeout(TcpState *t) noexcept:
    cdef double timeout
    if t.rfc2988:
        if t.t_rtxcur < t.minrto:
            timeout = t.minrto * t.t_backoff
        else:
            timeout = t.t_rtxcur * t.t_backoff
    else:
        timeout = t.t_rtxcur * t.t_backoff
        if timeout < t.minrto:
            timeout = t.minrto
    if timeout > t.maxrto:
        timeout = t.maxrto
    if timeout < 2.0 * t.tcp_tick:
        timeout = 2.0 * t.tcp_tick
    return timeout


cdef void tcp_rtt_update(Kernel k, int aid, TcpState *t, double tao) noexcept:
    cdef double sendtime, tickoff
    cdef short delta
    cdef int rtt
    if t.ts_option:
        rtt = <int>(tao / t.tcp_tick + 0.5)
    else:
        sendtime = k.now - tao
        sendtime += t.boot_time
        tickoff = fmod(sendtime, t.tcp_tick)
        rtt = <int>((tao + tickoff) / t.tcp_tick)
    if rtt < 1:
        rtt = 1
    tv_int(k, aid, &t.t_rtt, rtt, TV_RTT)
    if t.t_srtt != 0:
        delta = <short>(t.t_rtt - (t.t_srtt >> t.srtt_bits))
        tv_int(k, aid, &t.t_srtt, t.t_srtt + delta, TV_SRTT)
        if t.t_srtt <= 0:
            tv_int(k, aid, &t.t_srtt, 1, TV_SRTT)
        if delta < 0:
            delta = -delta
        delta -= <short>(t.t_rttvar >> t.rttvar_bits)
        tv_int(k, aid, &t.t_rttvar, t.t_rttvar + delta, TV_RTTVAR)
        if t.t_rttvar <= 0:
            tv_int(k, aid, &t.t_rttvar, 1, TV_RTTVAR)
    else:
        tv_int(k, aid, &t.t_srtt, t.t_rtt << t.srtt_bits, TV_SRTT)
        tv_int(k, aid, &t.t_rttvar, t.t_rtt << (t.rttvar_bits - 1), TV_RTTVAR)
    t.t_rtxcur = (((t.t_rttvar << (t.rttvar_exp + (t.srtt_bits - t.rttvar_bits)))
                   + t.t_srtt) >> t.srtt_bits) * t.tcp_tick


cdef void tcp_rtt_backoff(Kernel k, int aid, TcpState *t) noexcept:
    if t.t_backoff < 64 or (t.rfc2988 and tcp_rtt_timeout(t) < t.maxrto):
        tv_int(k, aid, &t.t_backoff, t.t_backoff << 1, TV_BACKOFF)
    if t.t_backoff > 8:
        tv_int(k, aid, &t.t_rttvar, t.t_rttvar + (t.t_srtt >> t.srtt_bits), TV_RTTVAR)
        tv_int(k, aid, &t.t_srtt, 0, TV_SRTT)


cdef inline void tcp_set_rtx_timer(Kernel k, TcpState *t) noexcept:
    timer_resched(k, t.rtx_timer, tcp_rtt_timeout(t))


cdef void tcp_reset_rtx_timer(Kernel k, int aid, TcpState *t, bint mild, bint backoff) noexcept:
    if backoff:
        if flavour_of(t).rtt_backoff != NULL:
            flavour_of(t).rtt_backoff(k, aid, t)
        else:
            tcp_rtt_backoff(k, aid, t)
    tcp_set_rtx_timer(k, t)
    if not mild:
        tv_int(k, aid, &t.t_seqno, t.highest_ack + 1, TV_TSEQNO)
    t.rtt_active = 0


# ---- creation and reset --------------------------------------------------------

cdef void tcp_reset(Kernel k, int aid) noexcept:
    """TcpAgent::reset(): at creation and again at `run` (one RNG draw)."""
    cdef TcpState *t = tcp_of(k, aid)
    if flavour_of(t).clear != NULL:
        flavour_of(t).clear(t)
    tv_int(k, aid, &t.t_rtt, 0, TV_RTT)
    tv_int(k, aid, &t.t_srtt, <int>(t.srtt_init / t.tcp_tick) << t.srtt_bits, TV_SRTT)
    tv_int(k, aid, &t.t_rttvar, <int>(t.rttvar_init / t.tcp_tick) << t.rttvar_bits, TV_RTTVAR)
    t.t_rtxcur = t.rtxcur_init
    tv_int(k, aid, &t.t_backoff, 1, TV_BACKOFF)
    t.rtt_seq = -1
    tv_int(k, aid, &t.dupacks, 0, TV_DUPACKS)
    tv_int(k, aid, &t.curseq, 0, TV_SEQNO)
    if t.syn and t.delay_growth:
        tv_dbl(k, aid, &t.cwnd, 1.0, TV_CWND)
    else:
        tv_dbl(k, aid, &t.cwnd, tcp_initial_window(k, aid, t), TV_CWND)
    tv_int(k, aid, &t.t_seqno, 0, TV_TSEQNO)
    tv_int(k, aid, &t.maxseq, -1, TV_MAXSEQ)
    t.last_ack = -1
    tv_int(k, aid, &t.highest_ack, -1, TV_ACK)
    if t.max_ssthresh > 0 and t.max_ssthresh < t.window:
        tv_int(k, aid, &t.ssthresh, t.max_ssthresh, TV_SSTHRESH)
    else:
        tv_int(k, aid, &t.ssthresh, t.window, TV_SSTHRESH)
    t.wnd_restart = 1.0
    t.awnd = t.wnd_init / 2.0
    t.recover = 0
    t.closed = 0
    t.last_cwnd_action = 0
    t.boot_time = t.tcp_tick * mrg_next(&k.rng)
    t.first_decrease = 1
    t.lastreset = k.now
    tv_int(k, aid, &t.ndatapack, 0, TV_NDATAPACK)
    tv_int(k, aid, &t.ndatabytes, 0, TV_NDATABYTES)
    tv_int(k, aid, &t.nackpack, 0, TV_NACKPACK)
    tv_int(k, aid, &t.nrexmitbytes, 0, TV_NREXMITBYTES)
    tv_int(k, aid, &t.nrexmit, 0, TV_NREXMIT)
    tv_int(k, aid, &t.nrexmitpack, 0, TV_NREXMITPACK)
    t.ncwndcuts = 0
    t.ncwndcuts1 = 0
    t.necnresponses = 0
    timer_cancel(k, t.rtx_timer)
    timer_cancel(k, t.delsnd_timer)


# ---- sending -------------------------------------------------------------------

cdef inline void agent_send(Kernel k, int aid, int pi) noexcept:
    if k.agents[aid].port == PORT_NULL:         # detached: its target is a null agent
        pkt_free(k, pi)
    elif k.wl != NULL and is_mobile(k, k.agents[aid].node):
        wl_agent_send(k, aid, pi)
    elif k.agents[aid].via_srcrt:
        srcrt_send(k, aid, pi)
    else:
        if k.wl != NULL and k.hier != NULL:     # it may reach a base station's radio
            wl_hdr_init(k, pi)
        agent_note_out_link(k, &k.agents[aid], pi)
        node_recv(k, k.agents[aid].node, pi)


cdef inline int agent_new_packet(Kernel k, int aid, int ptype) noexcept:
    """Agent::allocpkt(): next uid, the agent's addresses, fid, ttl, size."""
    cdef Agent *a = &k.agents[aid]
    cdef int pi = pkt_alloc(k)
    cdef Packet *p = pkt(k, pi)
    p.ptype = ptype
    p.size = a.size
    p.src_addr = a.node
    p.src_port = a.port
    p.dst_addr = a.dst_addr
    p.dst_port = a.dst_port
    p.fid = a.fid
    p.ttl = a.ttl
    if k.hdr_alias:
        alias_new_packet(k, p)
    if k.nix != NULL:
        nix_stamp(k, p)
    return pi


cdef void tcp_output(Kernel k, int aid, int seqno, int reason) noexcept:
    cdef TcpState *t = tcp_of(k, aid)
    cdef int pi = agent_new_packet(k, aid, PT_TCP)
    cdef Packet *p = pkt(k, pi)
    cdef int databytes = p.size
    cdef bint is_retransmit = seqno < t.maxseq
    cdef bint force_rtx
    p.seqno = seqno
    p.ts = k.now
    p.ts_echo = t.ts_peer
    if t.ecn:
        tcp_ecn_mark(t, p, seqno)
    if t.cong_action and (not is_retransmit or t.cwr_on_rexmit):
        alias_cong_action(k, p)
        t.cong_action = 0
    if seqno == 0:
        if t.syn:
            databytes = 0
            if t.maxseq == -1:
                tv_int(k, aid, &t.curseq, t.curseq + 1, TV_SEQNO)
            p.size = t.hdr_size
    elif t.use_headers:
        p.size += t.hdr_size + (t.ts_option_size if t.ts_option else 0)
    force_rtx = t.highest_ack == t.maxseq
    tv_int(k, aid, &t.ndatapack, t.ndatapack + 1, TV_NDATAPACK)
    tv_int(k, aid, &t.ndatabytes, t.ndatabytes + databytes, TV_NDATABYTES)
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
        tv_int(k, aid, &t.nrexmitbytes, t.nrexmitbytes + databytes, TV_NREXMITBYTES)
    if not timer_pending(k, t.rtx_timer) or force_rtx:
        tcp_set_rtx_timer(k, t)


cdef inline void tcp_send_much(Kernel k, int aid, bint force, int reason, int maxburst) noexcept:
    """Send what the window allows (each flavour's send_much)."""
    flavour_of(tcp_of(k, aid)).send_much(k, aid, force, reason, maxburst)


cdef inline void tcp_send_much_base(Kernel k, int aid, bint force, int reason, int maxburst) noexcept:
    """TcpAgent::send_much: new segments while t_seqno_ is inside the window."""
    cdef TcpState *t = tcp_of(k, aid)
    cdef int win = tcp_window(t)
    cdef int npackets = 0
    if not force and timer_pending(k, t.delsnd_timer):
        return
    if t.t_seqno == 0:
        t.firstsent = k.now
    while t.t_seqno <= t.highest_ack + win and t.t_seqno < t.curseq:
        if t.overhead == 0 or force:
            flavour_of(t).output(k, aid, t.t_seqno, reason)
            npackets += 1
            tv_int(k, aid, &t.t_seqno, t.t_seqno + 1, TV_TSEQNO)
        elif not timer_pending(k, t.delsnd_timer):
            timer_resched(k, t.delsnd_timer, t.overhead * mrg_next(&k.rng))
            return
        win = tcp_window(t)
        if maxburst and npackets == maxburst:
            break


cdef void tcp_sendmsg(Kernel k, int aid, int nbytes) noexcept:
    """TcpAgent::sendmsg: -1 means infinite data (FTP start), else add
    ceil(n / packetSize_) segments; then send what the window allows."""
    cdef TcpState *t = tcp_of(k, aid)
    cdef int size = k.agents[aid].size
    if flavour_of(t).command != NULL and flavour_of(t).command(k, aid, TCP_CMD_SEND, nbytes):
        return
    if nbytes == -1 and t.curseq <= TCP_MAXSEQ:
        tv_int(k, aid, &t.curseq, TCP_MAXSEQ, TV_SEQNO)
    else:
        tv_int(k, aid, &t.curseq, t.curseq + nbytes // size + (1 if nbytes % size else 0), TV_SEQNO)
    tcp_send_much(k, aid, 0, 0, t.maxburst)


cdef void tcp_send_one(Kernel k, int aid, TcpState *t) noexcept:
    """Limited transmit: one new segment on the first and second dupack."""
    if (t.t_seqno <= t.highest_ack + t.window and t.t_seqno < t.curseq
            and t.t_seqno <= t.highest_ack + t.cwnd + t.dupacks):
        tcp_output(k, aid, t.t_seqno, 0)
        tv_int(k, aid, &t.t_seqno, t.t_seqno + 1, TV_TSEQNO)


cdef void tcp_advance_to(Kernel k, int aid, int curseq) noexcept:
    """The application allows segments up to `curseq` (exclusive)."""
    cdef TcpState *t = tcp_of(k, aid)
    if curseq > t.curseq:
        t.closed = 0
    tv_int(k, aid, &t.curseq, curseq, TV_SEQNO)
    tcp_send_much(k, aid, 0, 0, t.maxburst)


# ---- congestion window -----------------------------------------------------------

cdef inline void tcp_opencwnd(Kernel k, int aid, TcpState *t) noexcept:
    if t.cwnd < t.ssthresh:
        tv_dbl(k, aid, &t.cwnd, t.cwnd + 1, TV_CWND)
    elif t.wnd_option == 0:
        t.count += 1
        if t.count >= t.cwnd:
            t.count = 0
            tv_dbl(k, aid, &t.cwnd, t.cwnd + 1, TV_CWND)
    else:
        tv_dbl(k, aid, &t.cwnd, t.cwnd + t.increase_num / t.cwnd, TV_CWND)
    if t.maxcwnd and <int>t.cwnd > t.maxcwnd:
        tv_dbl(k, aid, &t.cwnd, t.maxcwnd, TV_CWND)


cdef void tcp_slowdown(Kernel k, int aid, TcpState *t, int how) noexcept:
    cdef double win = tcp_windowd(t)
    cdef double halfwin, decreasewin
    cdef bint slowstart = t.cwnd < t.ssthresh
    t.ncwndcuts += 1
    if not (how & NO_OUTSTANDING_DATA):
        t.ncwndcuts1 += 1
    if t.precision_reduce:
        halfwin = win / 2
        decreasewin = t.decrease_num * win
    else:
        halfwin = <double>(<int>(tcp_window(t) / 2))
        decreasewin = <double>(<int>(t.decrease_num * tcp_window(t)))
    if how & CLOSE_SSTHRESH_HALF:
        if t.first_decrease == 1 or slowstart or t.last_cwnd_action == CWND_ACTION_TIMEOUT:
            tv_int(k, aid, &t.ssthresh, <int>halfwin, TV_SSTHRESH)
        else:
            tv_int(k, aid, &t.ssthresh, <int>decreasewin, TV_SSTHRESH)
    if how & CLOSE_CWND_HALF:
        if t.first_decrease == 1 or slowstart or t.decrease_num == 0.5:
            tv_dbl(k, aid, &t.cwnd, halfwin, TV_CWND)
        else:
            tv_dbl(k, aid, &t.cwnd, decreasewin, TV_CWND)
    elif how & CLOSE_CWND_RESTART:
        tv_dbl(k, aid, &t.cwnd, <int>t.wnd_restart, TV_CWND)
    elif how & CLOSE_CWND_INIT:
        tv_dbl(k, aid, &t.cwnd, t.wnd_init, TV_CWND)
    elif how & CLOSE_CWND_ONE:
        tv_dbl(k, aid, &t.cwnd, 1, TV_CWND)
    if t.ssthresh < 2:
        tv_int(k, aid, &t.ssthresh, 2, TV_SSTHRESH)
    # no floor under cwnd_: the ns-2.35 binary leaves an ECN cut at a window of one at
    # 0.5 (or 0) until the retransmission timer raises it (tcp_timeout)
    if how & (CLOSE_CWND_HALF | CLOSE_CWND_RESTART | CLOSE_CWND_INIT | CLOSE_CWND_ONE):
        t.cong_action = 1
    t.count = 0
    t.first_decrease = 0
    if t.cwnd == 1 or slowstart:
        tcp_trace_event(k, aid, t, b"SLOW_START")


# ---- acks ----------------------------------------------------------------------

cdef inline void tcp_newack(Kernel k, int aid, TcpState *t, Packet *p) noexcept:
    cdef int ackno = p.seqno
    if not t.timerfix:
        tcp_newtimer(k, t, ackno)
    tv_int(k, aid, &t.dupacks, 0, TV_DUPACKS)
    t.last_ack = ackno
    t.prev_highest_ack = t.highest_ack
    tv_int(k, aid, &t.highest_ack, ackno, TV_ACK)
    if t.t_seqno < ackno + 1:
        tv_int(k, aid, &t.t_seqno, ackno + 1, TV_TSEQNO)
    if t.ts_option:
        tcp_rtt_update(k, aid, t, k.now - p.ts_echo)
    if t.rtt_active and ackno >= t.rtt_seq:
        if not tcp_ecn_keeps_backoff(t, p):
            tv_int(k, aid, &t.t_backoff, 1, TV_BACKOFF)
            t.ecn_backoff = 0
        t.rtt_active = 0
        if not t.ts_option:
            tcp_rtt_update(k, aid, t, k.now - t.rtt_ts)
    if t.timerfix:
        tcp_newtimer(k, t, ackno)


cdef inline void tcp_newtimer(Kernel k, TcpState *t, int ackno) noexcept:
    if t.t_seqno > ackno or ackno < t.maxseq or t.cwnd < 1:
        tcp_set_rtx_timer(k, t)
    else:
        timer_cancel(k, t.rtx_timer)


cdef void tcp_dupack_action(Kernel k, int aid, TcpState *t) noexcept:
    cdef bint recovered = t.highest_ack > t.recover
    cdef bint allowed = recovered or (t.bugfix_ss and t.highest_ack == 0)
    if tcp_reno_recv(t):
        allowed = allowed or t.last_cwnd_action == CWND_ACTION_DUPACK
    if not allowed and t.ecn and t.last_cwnd_action == CWND_ACTION_ECN:
        tcp_dupack_after_ecn(k, aid, t)
        return
    if not allowed and t.bug_fix:
        return
    tcp_trace_event(k, aid, t, b"RENO_FAST_RETX" if tcp_reno_recv(t) else b"FAST_RETX")
    t.recover = t.maxseq
    t.last_cwnd_action = CWND_ACTION_DUPACK
    if tcp_reno_recv(t):
        # fast retransmit and fast recovery
        tcp_slowdown(k, aid, t, CLOSE_SSTHRESH_HALF | CLOSE_CWND_HALF)
        tcp_reset_rtx_timer(k, aid, t, 1, 0)
        tcp_output(k, aid, t.last_ack + 1, REASON_DUPACK)
        t.dupwnd = t.numdupacks
    else:
        # Tahoe: back to one segment, go-back-N from the hole
        tcp_slowdown(k, aid, t, CLOSE_SSTHRESH_HALF | CLOSE_CWND_ONE)
        tcp_reset_rtx_timer(k, aid, t, 0, 0)


cdef void tcp_dupack_after_ecn(Kernel k, int aid, TcpState *t) noexcept:
    """Dupacks soon after an ECN cut (tcp/ecn.pxi): no second cut of ssthresh_; Reno
    retransmits and inflates, Tahoe goes back to one segment."""
    t.last_cwnd_action = CWND_ACTION_DUPACK
    if tcp_reno_recv(t):
        tcp_reset_rtx_timer(k, aid, t, 1, 0)
        tcp_output(k, aid, t.last_ack + 1, REASON_DUPACK)
        t.dupwnd = t.numdupacks
    else:
        tcp_slowdown(k, aid, t, CLOSE_CWND_ONE)
        tcp_reset_rtx_timer(k, aid, t, 0, 0)


cdef inline void tcp_recv_newack_helper(Kernel k, int aid, TcpState *t, Packet *p) noexcept:
    """A new cumulative ack: newack(), open cwnd (not on an ECN echo: tcp/ecn.pxi),
    note when all data is acked."""
    tcp_newack(k, aid, t, p)
    if not tcp_ecn_holds_window(t, p):
        flavour_of(t).opencwnd(k, aid, t)
    tcp_ecn_after_newack(t, p)
    if t.highest_ack >= t.curseq - 1 and not t.closed:
        tcp_closed(k, aid, t)
    if t.frto:
        tcp_frto_newack(k, aid, t)


cdef void tcp_closed(Kernel k, int aid, TcpState *t) noexcept:
    """Everything the application handed over is acked (ns-2's finish()): the agent is
    closed until it gets more, and the script's `done` instproc runs (ns-2 defines an
    empty one, so a script without one sees nothing)."""
    t.closed = 1
    agent_upcall(k, aid, ("done",))


cdef void tcp_recv(Kernel k, int aid, TcpState *t, int pi) noexcept:
    """An ack arrives (TcpAgent::recv, and RenoTcpAgent::recv with reno_ack_rules)."""
    cdef Packet *p = pkt(k, pi)
    cdef int ackno = p.seqno
    cdef bint valid
    if p.ts < t.lastreset:
        pkt_free(k, pi)
        return
    tv_int(k, aid, &t.nackpack, t.nackpack + 1, TV_NACKPACK)
    t.ts_peer = p.ts
    if t.ecn and tcp_acks_echo(p):
        tcp_ecn(k, aid, t, ackno)
    if ackno == t.last_ack and t.frto != 0:
        tcp_frto_dupack(k, aid, t)
    if ackno > t.last_ack:
        if tcp_reno_recv(t):
            if t.last_cwnd_action == CWND_ACTION_DUPACK:
                t.last_cwnd_action = CWND_ACTION_EXITED
            t.dupwnd = 0
        tcp_recv_newack_helper(k, aid, t, p)
        if t.last_ack == 0 and t.delay_growth:
            tv_dbl(k, aid, &t.cwnd, tcp_initial_window(k, aid, t), TV_CWND)
    elif ackno == t.last_ack:
        tv_int(k, aid, &t.dupacks, t.dupacks + 1, TV_DUPACKS)
        if tcp_reno_recv(t):
            if t.dupacks == t.numdupacks:
                tcp_dupack_action(k, aid, t)
                if not t.exit_fast_retrans:
                    t.dupwnd = t.numdupacks
            elif t.dupacks > t.numdupacks and (not t.exit_fast_retrans
                                               or t.last_cwnd_action == CWND_ACTION_DUPACK):
                t.dupwnd += 1
            elif t.dupacks < t.numdupacks and t.singledup:
                tcp_send_one(k, aid, t)
        else:
            if t.dupacks == t.numdupacks and not t.no_fast_retrans:
                tcp_dupack_action(k, aid, t)
            elif t.dupacks < t.numdupacks and t.singledup:
                tcp_send_one(k, aid, t)
    valid = ackno >= t.last_ack
    pkt_free(k, pi)
    if valid or t.aggressive_maxburst:
        if not tcp_reno_recv(t) or t.dupacks == 0 or t.dupacks > t.numdupacks - 1:
            tcp_send_much(k, aid, 0, 0, t.maxburst)


cdef void tcp_timeout(Kernel k, int aid, int kind) noexcept:
    cdef TcpState *t = tcp_of(k, aid)
    if kind == TM_DELSND:
        tcp_send_much(k, aid, 1, REASON_TIMEOUT, t.maxburst)
        return
    if flavour_of(t).rtx_timeout != NULL:
        flavour_of(t).rtx_timeout(k, aid, t)
        return
    if flavour_of(t).timeout_prepare != NULL:
        flavour_of(t).timeout_prepare(k, aid, t)
    tcp_trace_event(k, aid, t, b"TIMEOUT")
    tcp_frto_timeout(t)
    if t.cwnd < 1:
        tv_dbl(k, aid, &t.cwnd, 1, TV_CWND)
    if not (t.highest_ack == t.maxseq and not t.slow_start_restart):
        t.recover = t.maxseq
        if t.highest_ack == -1 and t.wnd_init_option == 2:
            t.wnd_init_option = 1
        elif t.highest_ack == -1 and t.wnd_init_option == 1 and t.wnd_init > 1 and t.bugfix_ss:
            t.wnd_init = 1
        if t.highest_ack == t.maxseq and t.restart_bugfix:
            tcp_slowdown(k, aid, t, CLOSE_CWND_ONE | NO_OUTSTANDING_DATA)
        elif t.highest_ack < t.recover and t.last_cwnd_action == CWND_ACTION_ECN:
            tcp_slowdown(k, aid, t, CLOSE_CWND_ONE)
            tcp_frto_arm(t)
        else:
            tv_int(k, aid, &t.nrexmit, t.nrexmit + 1, TV_NREXMIT)
            t.last_cwnd_action = CWND_ACTION_TIMEOUT
            flavour_of(t).cut(k, aid, t, True)
            tcp_frto_arm(t)
    if t.highest_ack == t.maxseq and t.restart_bugfix:
        tcp_reset_rtx_timer(k, aid, t, 0, 0)
    else:
        tcp_reset_rtx_timer(k, aid, t, 0, 1)
    t.last_cwnd_action = CWND_ACTION_TIMEOUT
    tcp_send_much(k, aid, 0, REASON_TIMEOUT, t.maxburst)


cdef void tcp_cut(Kernel k, int aid, TcpState *t, bint timeout) noexcept:
    """TcpAgent's cut at a loss: ssthresh_ to half the window, and the window
    to half (fast retransmit) or to wnd_restart (timeout)."""
    if timeout:
        tcp_slowdown(k, aid, t, CLOSE_SSTHRESH_HALF | CLOSE_CWND_RESTART)
    else:
        tcp_slowdown(k, aid, t, CLOSE_SSTHRESH_HALF | CLOSE_CWND_HALF)


cdef void tcp_open_window(Kernel k, int aid, TcpState *t) noexcept:
    """tcp_opencwnd as a hook (the inline one stays for the callers here)."""
    tcp_opencwnd(k, aid, t)


cdef TcpFlavour tcp_base_flavour() noexcept:
    """TcpAgent's own hook table: the start of every flavour's."""
    cdef TcpFlavour f
    memset(&f, 0, sizeof(TcpFlavour))
    f.state_size = sizeof(TcpState)
    f.creation_resets = 1
    f.reset = tcp_reset
    f.recv = tcp_recv
    f.send_much = tcp_send_much_base
    f.output = tcp_output
    f.opencwnd = tcp_open_window
    f.cut = tcp_cut
    f.timer = tcp_timeout
    return f
