# Scalable TCP (Tom Kelly, "Scalable TCP: improving performance in highspeed
# wide area networks", ACM SIGCOMM CCR 33(2), 2003) as Agent/TCP/Scalable.
# Not part of ns-2.35: tests/kernel/test_scalable.py checks the paper's rules.
#
# Above a legacy window (low_window_), congestion avoidance adds a fixed a_
# segments for every new ack (0.01: the window grows by about 1 % per round
# trip, so recovering from a loss takes the same number of round trips at any
# window), and a fast retransmit keeps 1 - b_ of the window (b_ = 0.125)
# instead of half.  At or below low_window_ it is NewReno, so at small windows
# it shares a link as standard TCP does.  Slow start, recovery and timeouts
# are NewReno's; two hooks change: the increase and the cut.

cdef enum:
    FLAVOUR_SCALABLE = 7

cdef struct ScalableState:
    TcpState tcp            # first member: Agent.impl is also a TcpState*
    double a                # a_: segments added per new ack above low_window_
    double b                # b_: share of the window given up at a loss
    int low_window          # low_window_: at or below it, NewReno's rules


cdef void scalable_opencwnd(Kernel k, int aid, TcpState *t) noexcept:
    """A new ack: slow start, or NewReno's increase at a legacy window, or a_."""
    cdef ScalableState *s = <ScalableState *>t
    if t.cwnd < t.ssthresh or t.cwnd <= s.low_window:
        tcp_opencwnd(k, aid, t)
        return
    tv_dbl(k, aid, &t.cwnd, t.cwnd + s.a, TV_CWND)
    if t.maxcwnd and <int>t.cwnd > t.maxcwnd:
        tv_dbl(k, aid, &t.cwnd, t.maxcwnd, TV_CWND)


cdef void scalable_cut(Kernel k, int aid, TcpState *t, bint timeout) noexcept:
    """A loss: a timeout or a legacy window cuts as NewReno; a fast retransmit
    above low_window_ keeps (1 - b_) of the window as the window and ssthresh_."""
    cdef ScalableState *s = <ScalableState *>t
    cdef double kept = (1.0 - s.b) * tcp_windowd(t)
    if timeout or tcp_windowd(t) <= s.low_window:
        tcp_cut(k, aid, t, timeout)
        return
    t.ncwndcuts += 1
    t.ncwndcuts1 += 1
    tv_int(k, aid, &t.ssthresh, <int>kept if kept > 2 else 2, TV_SSTHRESH)
    tv_dbl(k, aid, &t.cwnd, kept if kept > 2 else 2.0, TV_CWND)
    t.cong_action = 1
    t.count = 0
    t.first_decrease = 0


cdef TcpFlavour scalable_flavour() noexcept:
    """NewReno's table with Scalable's increase and cut, and its own state."""
    cdef TcpFlavour f = newreno_flavour()
    f.state_size = sizeof(ScalableState)
    f.opencwnd = scalable_opencwnd
    f.cut = scalable_cut
    return f


register_tcp_flavour(FLAVOUR_SCALABLE, "Scalable", scalable_flavour(), dict(
    NEWRENO_FIELDS, **named_fields(offsets_ScalableState(), "a_ b_ low_window_")))
