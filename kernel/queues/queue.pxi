# Queue disciplines.  A link's Queue holds a FIFO ring that every discipline
# may use; queue_enque/queue_deque go to the discipline's hooks
# (docs/ns2-behavior.md §3).
#
# The hook table: the link (core/net.pxi) and the Python facade reach a
# discipline only through its QueueDiscipline entry (queue_discipline_table,
# indexed by Queue.kind), never by name.  A discipline starts from
# queue_base_discipline() and fills in what it does.
#
# The registry: every discipline file (queues/droptail.pxi, red, drr, sfq,
# fq, csfq, fred, codel, fq_codel, pi, rem, vq, gk, rio, srr; core/model_files.py
# includes each) ends with one
# register_queue_discipline() call that gives its name (Queue/<name> in Tcl,
# the `queue` of the Python API), its number (Queue.kind), its hook table and
# its variables.  nslab.params lists the
# parameter table of each registered name; tests/kernel/test_registry.py checks
# that both agree.

cdef enum:
    MAX_QUEUE_DISCIPLINES = 32

cdef struct QueueDiscipline:
    # bytes of its state (Queue.impl, zeroed); 0: none
    size_t state_size
    # all its packets wait in the Queue's ring, so an empty ring means none
    # waits (the link then skips its resume event)
    bint ring_only
    # its enque hands packets to the link itself (FQ's flow queues feed it),
    # so the link takes the slow path and does not deque after an enque
    bint feeds_link
    # state beyond zeros after set_queue; free what the state owns (NULL: none)
    void (*init)(Kernel k, void *impl) noexcept
    void (*release)(void *impl) noexcept
    # a packet arrives (admit or drop it); the next packet to send, or -1
    void (*enque)(Kernel k, int lid, int pi) noexcept
    int (*deque)(Kernel k, int lid) noexcept
    # `$q reset`: drop what waits and restart the state
    void (*reset)(Kernel k, int lid) noexcept
    # (packets, bytes) waiting, for the Python API (NULL: the ring's counts)
    void (*count)(Kernel k, Queue *q, long long *packets, long long *nbytes) noexcept
    # before one of its variables is written with `value`: refuse it (raise), or
    # write it itself and return 1 (RED traces some), or return 0 (NULL: 0)
    int (*set_variable)(Kernel k, int lid, str name, object value) except -1
    # its own commands on the queue, `$q name args...` (RED: link, attach,
    # trace, true-average; SFQ: limit; DRR: collisions); NULL: none
    object (*command)(Kernel k, int lid, str name, tuple args)
    # its own timer (TM_QUEUE, made by queue_timer_new) expired; `tid` tells which
    # (NULL: it has none)
    void (*timer)(Kernel k, int lid, int tid) noexcept

cdef QueueDiscipline queue_discipline_table[MAX_QUEUE_DISCIPLINES]

QUEUE_KINDS = {}        # name -> discipline number
QUEUE_FIELDS = {}       # discipline number -> {ns-2 name: (offset in its state, type)}


cdef int register_queue_discipline(int number, str name, QueueDiscipline hooks,
                                   dict fields) except -1:
    """Add discipline `name` (Queue.kind == number): its hooks and variables."""
    if name in QUEUE_KINDS or number in QUEUE_FIELDS or not 0 <= number < MAX_QUEUE_DISCIPLINES:
        raise RuntimeError("queue discipline %r (%d) registered twice or out of range"
                           % (name, number))
    queue_discipline_table[number] = hooks
    QUEUE_KINDS[name] = number
    QUEUE_FIELDS[number] = fields
    return 0

cdef inline void ring_push(Queue *q, int pi) noexcept:
    cdef int j, n
    if q.length == q.cap:
        n = q.cap * 2 if q.cap else 16
        q.ring = <int *>realloc(q.ring, n * sizeof(int))
        # unwrap: move the wrapped part after the old end
        for j in range(q.head):
            q.ring[q.cap + j] = q.ring[j]
        q.cap = n
    q.ring[wrap(q.head + q.length, q.cap)] = pi
    q.length += 1


cdef inline int ring_pop(Queue *q) noexcept:
    cdef int pi
    if q.length == 0:
        return -1
    pi = q.ring[q.head]
    q.head = wrap(q.head + 1, q.cap)
    q.length -= 1
    return pi


cdef void kernel_fault(Kernel k, str message) noexcept:
    """Stop the run: the scenario asked for something ns-2 cannot do (it would
    abort); run() raises KernelError(message) after the current event."""
    if k.fault is None:
        k.fault = message
    k.stop_requested = True


cdef inline void fifo_append(Kernel k, Queue *q, int pi) noexcept:
    ring_push(q, pi)
    q.bytes += pkt(k, pi).size


cdef inline int fifo_take(Kernel k, Queue *q) noexcept:
    cdef int pi = ring_pop(q)
    if pi >= 0:
        q.bytes -= pkt(k, pi).size
        if q.length:    # the next to leave, enqueued long ago: start loading it
            pkt_prefetch(k, q.ring[q.head])
    return pi


cdef inline QueueDiscipline *discipline_of(Queue *q) noexcept:
    return &queue_discipline_table[q.kind]


cdef inline void queue_enque(Kernel k, int lid, int pi) noexcept:
    """Admit (or drop) a packet arriving at link `lid`'s queue (DropTail, every
    link's queue unless the script names another, by a direct call)."""
    if k.links[lid].q.kind == QK_DROPTAIL:
        droptail_enque(k, lid, pi)
    else:
        discipline_of(&k.links[lid].q).enque(k, lid, pi)


cdef inline int queue_deque(Kernel k, int lid) noexcept:
    """The next packet to transmit on link `lid`, or -1 when none waits."""
    if k.links[lid].q.kind == QK_DROPTAIL:
        return droptail_deque(k, lid)
    return discipline_of(&k.links[lid].q).deque(k, lid)


cdef void queue_drain(Kernel k, int lid) noexcept:
    """Drop every packet waiting in link `lid`'s queue."""
    cdef int pi = queue_deque(k, lid)
    while pi >= 0:
        link_drop(k, lid, pi)
        pi = queue_deque(k, lid)


cdef void queue_reset(Kernel k, int lid) noexcept:
    """`$q reset` (every queue at `$ns run`): drop what waits, restart the state."""
    discipline_of(&k.links[lid].q).reset(k, lid)


cdef int ring_deque(Kernel k, int lid) noexcept:
    """The head of the link's ring: deque for disciplines that keep only it."""
    return fifo_take(k, &k.links[lid].q)


cdef QueueDiscipline queue_base_discipline() noexcept:
    """The start of every discipline's table: no state, a reset that only
    drops what waits, counts from the ring."""
    cdef QueueDiscipline d
    memset(&d, 0, sizeof(QueueDiscipline))
    d.deque = ring_deque
    d.reset = queue_drain
    return d


cdef void queue_free(Queue *q) noexcept:
    """Release the discipline's state (the link's own ring is freed apart)."""
    if q.impl == NULL:
        return
    if discipline_of(q).release != NULL:
        discipline_of(q).release(q.impl)
    free(q.impl)
    q.impl = NULL


# ---- helpers of the disciplines that keep packets in queues of their own ----

cdef inline int ring_head(Queue *q) noexcept:
    return q.ring[q.head]


cdef void link_drop_traced(Kernel k, int lid, int pi) noexcept:
    """A drop that bypasses the link's drop head (no queue monitor): 'd' only."""
    k.links[lid].n_drops += 1
    trace_packet(k, k.links[lid].trace, b'd', lid, pi)
    pkt_free(k, pi)


cdef int buckets_may_change(Kernel k, int lid, str name, object value,
                            int *buckets) except -1:
    """DRR's and SFQ's buckets_: a new count takes effect while the queue is
    empty (the buckets are made anew at the next packet)."""
    cdef Queue *q = &k.links[lid].q
    if name != "buckets_" or value == buckets[0]:
        return 0
    if k._queued(lid)[0]:
        raise KernelError("buckets_ of a %s queue cannot change while packets wait in it"
                          % k.queue_kind(lid))
    discipline_of(q).release(q.impl)
    return 0


cdef int queue_timer_new(Kernel k, int lid) noexcept:
    """A timer for the discipline of link `lid` (its timer hook runs when it expires)."""
    return timer_new(k, TM_QUEUE, lid)


cdef void queue_timer_fire(Kernel k, int lid, int tid) noexcept:
    cdef QueueDiscipline *d = discipline_of(&k.links[lid].q)
    if d.timer != NULL:
        d.timer(k, lid, tid)


# ---- the variable trace of the AQM queues (PI, REM, Vq, GK) -----------------
# `$q attach CHANNEL` names the output, `$q trace VAR` switches a variable on (and
# writes its value at once when attached); a traced variable writes one line each
# time its value changes: "Q <time> <int>" for curq_ (VT_CURQ), "p <time> <value>"
# for the double prob_ (VT_PROB).

cdef enum:
    VT_CURQ = 1
    VT_PROB = 2

cdef struct VarTrace:
    int out             # output id, -1 until `attach`
    int mask            # bits of the traced variables


cdef void var_trace_write(Kernel k, VarTrace *t, int bit, double value) noexcept:
    cdef int n
    if t.out < 0 or not (t.mask & bit):
        return
    if bit == VT_CURQ:
        n = snprintf(out_reserve(k, t.out), OUT_SLACK, b"Q %g %d\n", k.now, <int>value)
    else:
        n = snprintf(out_reserve(k, t.out), OUT_SLACK, b"p %g %g\n", k.now, value)
    k.outs[t.out].len += n


cdef inline void var_trace_int(Kernel k, VarTrace *t, int *field, int value) noexcept:
    """Assign the traced curq_: a changed value writes its line."""
    if field[0] != value:
        field[0] = value
        var_trace_write(k, t, VT_CURQ, value)


cdef inline void var_trace_double(Kernel k, VarTrace *t, double *field, double value) noexcept:
    """Assign the traced prob_: a changed value writes its line."""
    if field[0] != value:
        field[0] = value
        var_trace_write(k, t, VT_PROB, value)


cdef bint var_trace_command(Kernel k, VarTrace *t, str kind, tuple traced, str name,
                            tuple args, int curq, double prob) except -1:
    """The `attach` and `trace` commands of a queue with a VarTrace, whose
    traceable variables are `traced` (curq_, and prob_ if it has one) and
    their values now curq and prob; False for any other command."""
    cdef int bit
    if name == "attach":
        t.out = k._output(args[0], True)
    elif name == "trace":
        if args[0] not in traced:
            raise KernelError("cannot trace %r: traceable %s variables are %s"
                              % (args[0], kind, ", ".join(traced)))
        bit = VT_CURQ if args[0] == "curq_" else VT_PROB
        t.mask |= bit
        var_trace_write(k, t, bit, curq if bit == VT_CURQ else prob)
    else:
        return False
    return True


cdef object no_such_command(Kernel k, int lid, str name):
    raise KernelError("Queue/%s has no command %r" % (k.queue_kind(lid), name))
