# TCP Tahoe (ns-2's Agent/TCP, the base TcpAgent) and Reno (Agent/TCP/Reno).
# Both run on the shared sender of tcp/sender.pxi, whose ack processing is
# TcpAgent's; Reno differs there only in fast recovery: the window is
# inflated by dupwnd_ while dupacks arrive, and a fast retransmit halves the
# window instead of going back to one segment.


cdef enum:
    FLAVOUR_TAHOE = 0
    FLAVOUR_RENO = 1


cdef void reno_timeout_prepare(Kernel k, int aid, TcpState *t) noexcept:
    """RenoTcpAgent::timeout's first step: leave fast recovery (Reno and its
    descendants)."""
    t.dupwnd = 0
    tv_int(k, aid, &t.dupacks, 0, TV_DUPACKS)
    if t.bug_fix:
        t.recover = t.maxseq


cdef TcpFlavour reno_flavour() noexcept:
    """Reno's table: TcpAgent's with window inflation and fast recovery."""
    cdef TcpFlavour f = tcp_base_flavour()
    f.inflates_window = True
    f.reno_ack_rules = True
    f.timeout_prepare = reno_timeout_prepare
    return f


register_tcp_flavour(FLAVOUR_TAHOE, "Tahoe", tcp_base_flavour(), {})
register_tcp_flavour(FLAVOUR_RENO, "Reno", reno_flavour(), {})
