# Queue/CoDel: controlled delay (Nichols and Jacobson; RFC 8289).  Not part of
# stock ns-2.35; docs/codel.md §1-§3 describe the model and
# tests/kernel/test_codel.py checks it packet by packet against an independent
# model of the RFC's pseudo-code.
#
# Each packet is stamped with the time it entered the queue.  At dequeue the
# head's sojourn time (now - stamp) is compared with target_:
#   * below target_, or at most maxpacket_ bytes left behind it (the queue is
#     less than one packet: dropping would only idle the link): all is well;
#   * above target_ for a whole interval_: CoDel enters its dropping state,
#     drops the head and takes the next one; while the sojourn time stays
#     above target_, it drops again at drop_next_, each gap interval_ /
#     sqrt(count_) (the control law), so the drop rate grows until the queue
#     drains below target_, which ends the dropping state;
#   * re-entering the dropping state soon after leaving it (within 16
#     intervals) starts count_ from the drops of the last episode rather than
#     from 1, so a persistent overload is not relearnt from scratch.
# A full queue drops the arriving packet (limit_, counted as DropTail counts
# it: waiting + the one being sent).  Drops are the link's ordinary drops
# ('d' lines, queue and flow monitors).
#
# The stamped FIFO and the state machine (codel_dequeue) are shared with
# Queue/FQ-CoDel (queues/fq_codel.pxi), where every flow runs its own.

# ---- a FIFO of packets with their enqueue times -------------------------------

cdef struct StampedFifo:
    int *pkts
    double *stamps          # when each packet entered, seconds
    int cap
    int head
    int length              # packets waiting
    long long bytes         # their bytes


cdef void stamped_push(Kernel k, StampedFifo *f, int pi) noexcept:
    """Append packet `pi`, stamped with the current time."""
    cdef int j, n, slot
    if f.length == f.cap:
        n = f.cap * 2 if f.cap else 16
        f.pkts = <int *>realloc(f.pkts, n * sizeof(int))
        f.stamps = <double *>realloc(f.stamps, n * sizeof(double))
        for j in range(f.head):             # unwrap: the wrapped part after the old end
            f.pkts[f.cap + j] = f.pkts[j]
            f.stamps[f.cap + j] = f.stamps[j]
        f.cap = n
    slot = wrap(f.head + f.length, f.cap)
    f.pkts[slot] = pi
    f.stamps[slot] = k.now
    f.length += 1
    f.bytes += pkt(k, pi).size


cdef int stamped_pop(Kernel k, StampedFifo *f, double *stamp) noexcept:
    """Take the head packet (-1 when empty); its enqueue time goes to *stamp."""
    cdef int pi
    if f.length == 0:
        return -1
    pi = f.pkts[f.head]
    stamp[0] = f.stamps[f.head]
    f.head = wrap(f.head + 1, f.cap)
    f.length -= 1
    f.bytes -= pkt(k, pi).size
    return pi


cdef void stamped_drain(Kernel k, int lid, StampedFifo *f) noexcept:
    """Drop every packet waiting (a queue reset)."""
    cdef double stamp
    cdef int pi = stamped_pop(k, f, &stamp)
    while pi >= 0:
        link_drop(k, lid, pi)
        pi = stamped_pop(k, f, &stamp)


cdef void stamped_free(StampedFifo *f) noexcept:
    free(f.pkts)
    free(f.stamps)
    memset(f, 0, sizeof(StampedFifo))


# ---- the CoDel state machine (RFC 8289) ---------------------------------------

cdef struct CodelParams:
    double target           # target_: acceptable standing queue delay, s
    double interval         # interval_: how long it must persist before drops, s
    int maxpacket           # maxpacket_: a queue of at most this many bytes is never
                            # "above target" (the largest packet seen raises it)

cdef struct CodelVars:
    double first_above_time # when the sojourn time will have been above target
                            # for an interval (0: it is not above target)
    double drop_next        # drop_next_: time of the next drop in the dropping state
    int count               # count_: drops since entering the dropping state
    int lastcount           # lastcount_: count_ when the dropping state was entered
    bint dropping           # dropping_
    double sojourn          # sojourn_: sojourn time of the last packet dequeued
    long long drops         # drops_: packets CoDel dropped at dequeue


cdef inline double codel_control_law(double t, int count, double interval) noexcept:
    """The next drop time: t + interval / sqrt(count)."""
    return t + interval / sqrt(count)


cdef void codel_clear(CodelVars *v) noexcept:
    """Forget the dropping state (the counters stay)."""
    v.first_above_time = 0.0
    v.drop_next = 0.0
    v.count = 0
    v.lastcount = 0
    v.dropping = False


cdef inline void codel_note_size(CodelParams *p, int size) noexcept:
    if size > p.maxpacket:
        p.maxpacket = size


cdef int codel_take(Kernel k, CodelParams *p, CodelVars *v, StampedFifo *f,
                    bint *ok_to_drop) noexcept:
    """Take the head packet and judge its sojourn time (the RFC's dodequeue):
    *ok_to_drop once it has been above target for a whole interval."""
    cdef double stamp
    cdef int pi = stamped_pop(k, f, &stamp)
    ok_to_drop[0] = False
    if pi < 0:
        v.first_above_time = 0.0
        return -1
    v.sojourn = k.now - stamp
    if v.sojourn < p.target or f.bytes <= p.maxpacket:
        v.first_above_time = 0.0
    elif v.first_above_time == 0.0:
        v.first_above_time = k.now + p.interval
    elif k.now >= v.first_above_time:
        ok_to_drop[0] = True
    return pi


cdef inline void codel_drop(Kernel k, int lid, CodelVars *v, int pi) noexcept:
    v.drops += 1
    link_drop(k, lid, pi)


cdef int codel_dequeue(Kernel k, int lid, CodelParams *p, CodelVars *v,
                       StampedFifo *f) noexcept:
    """The next packet to send from `f` (-1: none), after the drops CoDel's
    state machine makes now."""
    cdef bint ok
    cdef int pi = codel_take(k, p, v, f, &ok)
    cdef int delta
    if v.dropping:
        if not ok:
            v.dropping = False          # back below target: leave the dropping state
        while v.dropping and k.now >= v.drop_next:
            codel_drop(k, lid, v, pi)
            v.count += 1
            pi = codel_take(k, p, v, f, &ok)
            if ok:
                v.drop_next = codel_control_law(v.drop_next, v.count, p.interval)
            else:
                v.dropping = False
    elif ok:
        codel_drop(k, lid, v, pi)
        pi = codel_take(k, p, v, f, &ok)
        v.dropping = True
        # soon after the last episode: resume near its drop rate
        delta = v.count - v.lastcount
        v.count = 1
        if delta > 1 and k.now - v.drop_next < 16.0 * p.interval:
            v.count = delta
        v.drop_next = codel_control_law(k.now, v.count, p.interval)
        v.lastcount = v.count
    return pi


# ---- Queue/CoDel: one stamped FIFO ------------------------------------------------

cdef struct CodelState:
    CodelParams codel
    CodelVars vars
    StampedFifo fifo
    long long overflows     # overflows_: arrivals dropped because the queue was full


cdef void codel_enque(Kernel k, int lid, int pi) noexcept:
    """Stamp and append, or drop the arrival when limit_ is reached."""
    cdef Queue *q = &k.links[lid].q
    cdef CodelState *s = <CodelState *>q.impl
    if s.fifo.length + 1 >= q.limit:
        s.overflows += 1
        link_drop(k, lid, pi)
        return
    codel_note_size(&s.codel, pkt(k, pi).size)
    stamped_push(k, &s.fifo, pi)


cdef int codel_deque(Kernel k, int lid) noexcept:
    cdef CodelState *s = <CodelState *>k.links[lid].q.impl
    return codel_dequeue(k, lid, &s.codel, &s.vars, &s.fifo)


cdef enum:
    QK_CODEL = 7


cdef void codel_release(void *impl) noexcept:
    stamped_free(&(<CodelState *>impl).fifo)


cdef void codel_restart(Kernel k, int lid) noexcept:
    """`$q reset` (and `$ns run`): drop what waits, leave the dropping state."""
    cdef CodelState *s = <CodelState *>k.links[lid].q.impl
    stamped_drain(k, lid, &s.fifo)
    codel_clear(&s.vars)


cdef void codel_count(Kernel k, Queue *q, long long *packets, long long *nbytes) noexcept:
    cdef CodelState *s = <CodelState *>q.impl
    packets[0] = s.fifo.length
    nbytes[0] = s.fifo.bytes


cdef QueueDiscipline codel_discipline() noexcept:
    """CoDel keeps its packets in its own stamped FIFO, not the link's ring."""
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(CodelState)
    d.release = codel_release
    d.enque = codel_enque
    d.deque = codel_deque
    d.reset = codel_restart
    d.count = codel_count
    return d


register_queue_discipline(QK_CODEL, "CoDel", codel_discipline(), named_fields(offsets_CodelState(), """
    target_=codel.target interval_=codel.interval maxpacket_=codel.maxpacket
    count_=vars.count lastcount_=vars.lastcount dropping_=vars.dropping
    drop_next_=vars.drop_next first_above_time_=vars.first_above_time
    sojourn_=vars.sojourn drops_=vars.drops overflows_"""))
