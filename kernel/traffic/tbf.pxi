# TBF: ns-2's token bucket filter (adc/tbf.cc), a shaper between a UDP agent and its
# node, placed there by `$ns attach-tbf-agent node agent tbf` (docs/ns2-behavior.md §8.8).
#
# Tokens are bits.  The bucket holds at most bucket_ bits and fills at rate_ bits/s;
# it is full when the first packet arrives, and the tokens are brought up to date
# only when a packet arrives or leaves.  A packet that finds no packet waiting and
# enough tokens goes on at once and spends its size in bits; otherwise it waits in a
# FIFO of at most qlen_ packets (one that finds it full is freed, untraced: a TBF has
# no drop target), and with qlen_ 0 a packet without tokens is freed.  When a packet
# starts the FIFO, the release timer is set for the time its missing tokens take
# to come; at the timer the head leaves whatever the tokens (they may go below
# zero by rounding), and the timer is set again for the new head's missing tokens.
# The FIFO is chained through Packet.next.


cdef struct TbfState:
    double rate             # rate_, bits/s
    int bucket              # bucket_, bits
    int qlen                # qlen_, packets that may wait
    double tokens           # bits in the bucket at `updated`
    double updated          # when the tokens were last brought up to date
    bint filled             # the first packet came (and filled the bucket)
    int timer               # TM_TBF timer, owner = the agent
    int head                # first waiting packet, -1 if none
    int tail
    int length


cdef TbfState *tbf_new(Kernel k, int aid, double rate, int bucket, int qlen) noexcept:
    cdef TbfState *f = <TbfState *>calloc(1, sizeof(TbfState))
    f.rate, f.bucket, f.qlen = rate, bucket, qlen
    f.head = f.tail = -1
    f.timer = timer_new(k, TM_TBF, aid)
    return f


cdef void tbf_free(Kernel k, TbfState *f) noexcept:
    cdef int pi, nxt
    if f == NULL:
        return
    timer_cancel(k, f.timer)
    pi = f.head
    while pi >= 0:
        nxt = pkt(k, pi).next
        pkt_free(k, pi)
        pi = nxt
    free(f)


cdef inline int tbf_bits(Kernel k, int pi) noexcept:
    return pkt(k, pi).size << 3


cdef void tbf_refill(Kernel k, TbfState *f) noexcept:
    f.tokens += (k.now - f.updated) * f.rate
    if f.tokens > f.bucket:
        f.tokens = f.bucket
    f.updated = k.now


cdef void tbf_wait(Kernel k, TbfState *f, int pi) noexcept:
    pkt(k, pi).next = -1
    if f.tail >= 0:
        pkt(k, f.tail).next = pi
    else:
        f.head = pi
    f.tail = pi
    f.length += 1


cdef int tbf_take(Kernel k, TbfState *f) noexcept:
    cdef int pi = f.head
    f.head = pkt(k, pi).next
    if f.head < 0:
        f.tail = -1
    f.length -= 1
    return pi


cdef void tbf_time_head(Kernel k, TbfState *f) noexcept:
    """Set the release timer for the time the head's missing tokens take to come."""
    timer_resched(k, f.timer, (tbf_bits(k, f.head) - f.tokens) / f.rate)


cdef void tbf_recv(Kernel k, int aid, TbfState *f, int pi) noexcept:
    """A packet from agent `aid` reaches its filter."""
    cdef int bits
    if not f.filled:
        f.tokens = f.bucket
        f.updated = k.now
        f.filled = True
    if f.length > 0:
        if f.length < f.qlen:
            tbf_wait(k, f, pi)
        else:
            pkt_free(k, pi)
        return
    tbf_refill(k, f)
    bits = tbf_bits(k, pi)
    if f.tokens >= bits:
        agent_send(k, aid, pi)
        f.tokens -= bits
    elif f.qlen != 0:
        tbf_wait(k, f, pi)
        tbf_time_head(k, f)
    else:
        pkt_free(k, pi)


cdef void tbf_timeout(Kernel k, int aid) noexcept:
    """The release timer: the head leaves; the next head, if any, is timed."""
    cdef TbfState *f = <TbfState *>(<UdpState *>k.agents[aid].impl).tbf
    cdef int pi, bits
    if f == NULL or f.length == 0:
        return
    pi = tbf_take(k, f)
    tbf_refill(k, f)
    bits = tbf_bits(k, pi)
    agent_send(k, aid, pi)
    f.tokens -= bits
    if f.length > 0:
        tbf_time_head(k, f)
