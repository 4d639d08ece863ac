# The event trace of the one-way TCP (`$ns eventtrace-all`: ns-2's EventTrace objects,
# which Agent/TCP's init makes for every TCP agent created after that command): an 'E'
# line when the sender acts on congestion, in the trace-all file (and in nam's format in
# the nam trace, when there is one).  The events, as ns-2's TcpAgent and RenoTcpAgent
# name them: SLOW_START at the end of every window cut that leaves cwnd_ at one or
# happened in slow start, FAST_RETX (Tahoe) and RENO_FAST_RETX (Reno) when a fast
# retransmit starts, TIMEOUT when the retransmission timer expires.  The time is
# rounded to the microsecond and printed with %.15g; the line ends with the flow id,
# the next sequence number to send and the window, truncated.

cdef void tcp_trace_event(Kernel k, int aid, TcpState *t, const char *event) noexcept:
    """One event line for agent `aid`, when it has an event trace."""
    cdef Agent *a = &k.agents[aid]
    cdef double now
    if a.etrace < 0 and a.enamtrace < 0:
        return
    now = floor(k.now * 1.0e6 + 0.5) / 1.0e6
    if a.etrace >= 0:
        k.outs[a.etrace].len += snprintf(
            out_reserve(k, a.etrace), OUT_SLACK, b"E %.15g %d %d TCP %s %d %d %d\n",
            now, a.node, a.dst_addr, event, a.fid, t.t_seqno, <int>t.cwnd)
    if a.enamtrace >= 0:
        k.outs[a.enamtrace].len += snprintf(
            out_reserve(k, a.enamtrace), OUT_SLACK, b"E -t %.15g -o TCP -e %s -s %d.%d -d %d.%d\n",
            now, event, a.node, a.port, a.dst_addr, a.dst_port)
