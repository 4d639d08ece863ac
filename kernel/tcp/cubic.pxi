# TCP CUBIC (RFC 9438) as Agent/TCP/Cubic.  Not part of stock ns-2.35, so no
# trace of the real ns-2 pins it: tests/kernel/test_cubic.py checks the RFC's
# equations and its published behaviour instead.
#
# Cubic is a Reno (fast retransmit, fast recovery with dupwnd_ inflation,
# slow start and timeouts are the shared machinery of tcp/sender.pxi) with two hooks:
#   * cubic_opencwnd: a new ack in congestion avoidance follows the cubic
#     curve W_cubic(t) = C (t - K)^3 + W_max (RFC 9438 §4.2), or the
#     Reno-friendly estimate W_est when that is larger (§4.3);
#   * cubic_cut: at a fast retransmit or a timeout, W_max is remembered (with
#     fast convergence, §4.7) and ssthresh_ = beta_ * window (§4.6, §4.8).
# The pure rules work on a CubicState alone (no kernel), so the tests can
# drive them directly through CubicProbe (at the end of this file).

from libc.math cimport cbrt


cdef inline double cubic_alpha(CubicState *cu) noexcept:
    """The Reno-friendly additive increase, 3 (1 - beta) / (1 + beta) per RTT
    (RFC 9438 §4.3), or 1 once W_est has passed W_max."""
    if cu.w_est >= cu.w_max:
        return 1.0
    return 3.0 * (1.0 - cu.beta) / (1.0 + cu.beta)


cdef inline double cubic_k(double w_max, double cwnd_epoch, double c) noexcept:
    """K = cbrt((W_max - cwnd_epoch) / C) (RFC 9438 eq. 2); 0 at or above W_max.
    After a reduction cwnd_epoch = beta * W_max, so K = cbrt(W_max (1 - beta) / C)."""
    if w_max <= cwnd_epoch:
        return 0.0
    return cbrt((w_max - cwnd_epoch) / c)


cdef inline double cubic_w(CubicState *cu, double t) noexcept:
    """W_cubic(t) = C (t - K)^3 + W_max (RFC 9438 eq. 1); t from the epoch start."""
    cdef double d = t - cu.k
    return cu.c * d * d * d + cu.origin


cdef void cubic_start_epoch(CubicState *cu, double cwnd, double now) noexcept:
    """A congestion-avoidance stage begins: the curve's origin is W_max, or
    the window itself (K = 0) when there is no W_max above it (after slow
    start without loss, or after a timeout, §4.8)."""
    cu.epoch_start = now
    cu.cwnd_epoch = cwnd
    cu.w_est = cwnd
    if cu.w_max > cwnd:
        cu.k = cubic_k(cu.w_max, cwnd, cu.c)
        cu.origin = cu.w_max
    else:
        cu.k = 0.0
        cu.origin = cwnd


cdef double cubic_update(CubicState *cu, double cwnd, double now, double rtt) noexcept:
    """The window after one new ack in congestion avoidance (RFC 9438 §4.2-4.5).

    The target is W_cubic one RTT ahead, kept within [cwnd, 1.5 cwnd]; the
    window moves (target - cwnd) / cwnd towards it.  W_est grows by
    alpha / cwnd per ack; while W_cubic(t) is below it the window is W_est."""
    cdef double t, target, grown
    if cu.epoch_start < 0:
        cubic_start_epoch(cu, cwnd, now)
    t = now - cu.epoch_start
    target = cubic_w(cu, t + rtt)
    if target < cwnd:
        target = cwnd
    elif target > 1.5 * cwnd:
        target = 1.5 * cwnd
    grown = cwnd + (target - cwnd) / cwnd
    if cu.tcp_friendliness:
        cu.w_est += cubic_alpha(cu) / cwnd
        if cubic_w(cu, t) < cu.w_est and grown < cu.w_est:
            grown = cu.w_est
    return grown


cdef double cubic_reduce(CubicState *cu, double cwnd, bint timeout) noexcept:
    """A congestion event at window `cwnd`: remember W_max (fast convergence
    lowers it to cwnd (1 + beta) / 2 when the window did not get back to the
    last W_max, §4.7), end the epoch; returns beta * cwnd (§4.6).  After a
    timeout the next epoch starts with K = 0 from the window of that time
    (§4.8), so W_max is forgotten."""
    if cu.fast_convergence and cwnd < cu.w_max:
        cu.w_max = cwnd * (1.0 + cu.beta) / 2.0
    else:
        cu.w_max = cwnd
    cu.epoch_start = -1.0
    if timeout:
        cu.w_max = 0.0
    return cwnd * cu.beta


cdef void cubic_clear(CubicState *cu) noexcept:
    """Forget the epoch and W_max (at reset); the parameters stay."""
    cu.w_max = 0.0
    cu.k = 0.0
    cu.origin = 0.0
    cu.epoch_start = -1.0
    cu.cwnd_epoch = 0.0
    cu.w_est = 0.0


# ---- the hooks in the shared sender ---------------------------------------------

cdef inline double cubic_rtt(TcpState *t) noexcept:
    """The smoothed RTT in seconds (0 before the first sample)."""
    return t.t_srtt * t.tcp_tick / (1 << t.srtt_bits)


cdef void cubic_opencwnd(Kernel k, int aid, TcpState *t) noexcept:
    """A new ack: slow start below ssthresh_ as every TCP, else the cubic rule."""
    if t.cwnd < t.ssthresh:
        tv_dbl(k, aid, &t.cwnd, t.cwnd + 1, TV_CWND)
    else:
        tv_dbl(k, aid, &t.cwnd, cubic_update(&t.cu, t.cwnd, k.now, cubic_rtt(t)), TV_CWND)
    if t.maxcwnd and <int>t.cwnd > t.maxcwnd:
        tv_dbl(k, aid, &t.cwnd, t.maxcwnd, TV_CWND)


cdef void cubic_cut(Kernel k, int aid, TcpState *t, bint timeout) noexcept:
    """tcp_slowdown's part for Cubic: ssthresh_ = max(beta * window, 2); the
    window becomes that too (fast recovery) or wnd_restart (a timeout)."""
    cdef double reduced = cubic_reduce(&t.cu, tcp_windowd(t), timeout)
    cdef int ssthresh = <int>reduced
    t.ncwndcuts += 1
    t.ncwndcuts1 += 1
    if reduced < 2.0:
        reduced = 2.0
    tv_int(k, aid, &t.ssthresh, ssthresh if ssthresh > 2 else 2, TV_SSTHRESH)
    if timeout:
        tv_dbl(k, aid, &t.cwnd, <int>t.wnd_restart, TV_CWND)
    else:
        tv_dbl(k, aid, &t.cwnd, reduced, TV_CWND)
    t.cong_action = 1
    t.count = 0
    t.first_decrease = 0


cdef enum:
    FLAVOUR_CUBIC = 6


cdef void cubic_clear_state(TcpState *t) noexcept:
    cubic_clear(&t.cu)


cdef TcpFlavour cubic_flavour() noexcept:
    """Cubic's table: NewReno's (it recovers as NewReno does, RFC 9438 §4.6)
    with the cubic window increase and cut."""
    cdef TcpFlavour f = newreno_flavour()
    f.clear = cubic_clear_state
    f.opencwnd = cubic_opencwnd
    f.cut = cubic_cut
    return f


# Cubic has NewReno's variables too; its own are RFC 9438's names with ns-2's
# '_' (W_max_ ... readable state)
register_tcp_flavour(FLAVOUR_CUBIC, "Cubic", cubic_flavour(), dict(NEWRENO_FIELDS, **named_fields(
    offsets_TcpState(), """beta_=cu.beta C_=cu.c fast_convergence_=cu.fast_convergence
    tcp_friendliness_=cu.tcp_friendliness W_max_=cu.w_max K_=cu.k W_est_=cu.w_est
    epoch_start_=cu.epoch_start""")))


# ---- probe: the rules without a network (tests/kernel/test_cubic.py checks them
# against the RFC's equations; the run loop calls the very same C functions)

@cython.final
cdef class CubicProbe:
    """Cubic's window rules (RFC 9438) on a bare CubicState: ack() is one new
    ack in congestion avoidance, reduce() a congestion event."""
    cdef CubicState cu

    def __init__(self, double beta=0.7, double C=0.4, bint fast_convergence=True,
                 bint tcp_friendliness=True):
        cubic_clear(&self.cu)
        self.cu.beta = beta
        self.cu.c = C
        self.cu.fast_convergence = fast_convergence
        self.cu.tcp_friendliness = tcp_friendliness

    def ack(self, double cwnd, double now, double rtt):
        """The window after a new ack arriving at `now` (smoothed RTT `rtt`)."""
        return cubic_update(&self.cu, cwnd, now, rtt)

    def reduce(self, double cwnd, bint timeout=False):
        """A congestion event at window `cwnd`: returns beta * cwnd."""
        return cubic_reduce(&self.cu, cwnd, timeout)

    def W(self, double t):
        """W_cubic(t) of the current epoch."""
        return cubic_w(&self.cu, t)

    @staticmethod
    def K(double w_max, double cwnd_epoch, double C):
        return cubic_k(w_max, cwnd_epoch, C)

    @property
    def state(self):
        return {"W_max": self.cu.w_max, "K": self.cu.k, "origin": self.cu.origin,
                "epoch_start": self.cu.epoch_start, "cwnd_epoch": self.cu.cwnd_epoch,
                "W_est": self.cu.w_est}
