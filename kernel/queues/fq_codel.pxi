# Queue/FQ_CoDel: FQ-CoDel, flow queueing with CoDel (Hoeiland-Joergensen et al.;
# RFC 8290).  Not part of stock ns-2.35; docs/codel.md §4-§5 describe the
# model, tests/kernel/test_codel.py checks it.
#
# Arriving packets are hashed into flows_ flow queues by the packet's source
# and destination address and port (ns-2's connection identity; the flow id
# fid_ is a script's label and is left out, and there is no protocol field).
# The hash has no random perturbation, so runs repeat exactly; flows that
# collide share a queue, as in the RFC.  Each flow queue is a stamped FIFO
# with its own CoDel state machine (queues/codel.pxi) sharing target_,
# interval_ and maxpacket_; a flow's "less than one packet" test looks at
# that flow's own backlog.
#
# Scheduling is deficit round robin with two lists:
#   * a flow whose queue was idle (on no list) joins the tail of the new
#     list with a deficit of quantum_ bytes, so a sparse flow's packet goes
#     ahead of the backlogged flows;
#   * dequeue serves the head of the new list, else of the old list: a flow
#     whose deficit is used up gets quantum_ more and moves to the tail of
#     the old list; a flow that CoDel leaves empty moves from the new list to
#     the old one, or leaves the old list;
#   * each packet sent takes its size from the flow's deficit.
# Sizes are ns-2 packet sizes (bytes, headers included).  When the packets
# waiting reach limit_ (counted as DropTail counts: waiting + the one being
# sent), the head packet of the flow holding the most bytes is dropped.

cdef enum:
    FQC_IDLE = 0            # on no list
    FQC_NEW = 1
    FQC_OLD = 2

cdef struct FqCodelFlow:
    StampedFifo fifo
    CodelVars vars
    int deficit             # bytes the flow may still send in this round
    int list                # FQC_IDLE, FQC_NEW or FQC_OLD
    int next                # the next flow on its list, -1: the last

cdef struct FlowList:
    int head                # -1: empty
    int tail

cdef struct FqCodelState:
    CodelParams codel       # target_, interval_, maxpacket_ of every flow's CoDel
    int flows               # flows_: flow queues
    int quantum             # quantum_: bytes added to a flow's deficit per round
    FqCodelFlow *table      # the flow queues, NULL until the first packet
    int ntable
    FlowList new_flows
    FlowList old_flows
    int packets             # packets waiting, all flows
    long long bytes
    double sojourn          # sojourn_: sojourn time of the last packet sent
    long long drops         # drops_: CoDel's drops, all flows
    long long overflows     # overflows_: drops because limit_ was reached
    long long new_flow_count    # new_flow_count_: times a flow joined the new list


cdef inline unsigned int fq_codel_mix(unsigned int h, int word) noexcept:
    """One 32-bit word into an FNV-1a style hash."""
    return (h ^ <unsigned int>word) * 16777619u


cdef int fq_codel_bucket(int saddr, int sport, int daddr, int dport, int nflows) noexcept:
    """The flow queue of a packet: its addresses and ports, hashed, mod nflows."""
    cdef unsigned int h = 2166136261u
    h = fq_codel_mix(h, saddr)
    h = fq_codel_mix(h, sport)
    h = fq_codel_mix(h, daddr)
    h = fq_codel_mix(h, dport)
    h ^= h >> 16                # spread the high bits into the low ones
    h *= 0x85ebca6bu
    h ^= h >> 13
    return <int>(h % <unsigned int>nflows)


cdef void flow_list_append(FqCodelFlow *t, FlowList *l, int i, int which) noexcept:
    t[i].list = which
    t[i].next = -1
    if l.tail >= 0:
        t[l.tail].next = i
    else:
        l.head = i
    l.tail = i


cdef void flow_list_pop(FqCodelFlow *t, FlowList *l) noexcept:
    """Take the head flow off list `l` (it becomes idle unless appended elsewhere)."""
    cdef int i = l.head
    l.head = t[i].next
    if l.head < 0:
        l.tail = -1
    t[i].list = FQC_IDLE
    t[i].next = -1


cdef void fq_codel_forget(FqCodelState *s) noexcept:
    """No flow on any list, nothing waiting."""
    s.new_flows.head = s.new_flows.tail = -1
    s.old_flows.head = s.old_flows.tail = -1
    s.packets = 0
    s.bytes = 0


cdef void fq_codel_free(FqCodelState *s) noexcept:
    cdef int i
    if s.table != NULL:
        for i in range(s.ntable):
            stamped_free(&s.table[i].fifo)
        free(s.table)
    s.table = NULL
    s.ntable = 0
    fq_codel_forget(s)


cdef void fq_codel_alloc(FqCodelState *s) noexcept:
    s.table = <FqCodelFlow *>calloc(s.flows, sizeof(FqCodelFlow))
    s.ntable = s.flows
    fq_codel_forget(s)


cdef int fq_codel_fattest(FqCodelState *s) noexcept:
    """The flow holding the most bytes (the lowest index on ties), -1 if none waits."""
    cdef int i, best = -1
    for i in range(s.ntable):
        if s.table[i].fifo.length and (best < 0 or
                                       s.table[i].fifo.bytes > s.table[best].fifo.bytes):
            best = i
    return best


cdef void fq_codel_drop_fattest(Kernel k, int lid, FqCodelState *s) noexcept:
    """The limit is reached: drop the head packet of the fattest flow."""
    cdef double stamp
    cdef int i = fq_codel_fattest(s)
    cdef int pi
    if i < 0:
        s.packets = 0           # cannot happen: packets counts what the flows hold
        return
    pi = stamped_pop(k, &s.table[i].fifo, &stamp)
    s.packets -= 1
    s.bytes -= pkt(k, pi).size
    s.overflows += 1
    link_drop(k, lid, pi)


cdef void fq_codel_enque(Kernel k, int lid, int pi) noexcept:
    """Into the packet's flow queue; an idle flow joins the new list."""
    cdef Queue *q = &k.links[lid].q
    cdef FqCodelState *s = <FqCodelState *>q.impl
    cdef Packet *p = pkt(k, pi)
    cdef int i
    if s.table == NULL:
        fq_codel_alloc(s)
    i = fq_codel_bucket(p.src_addr, p.src_port, p.dst_addr, p.dst_port, s.ntable)
    codel_note_size(&s.codel, p.size)
    s.packets += 1
    s.bytes += p.size
    stamped_push(k, &s.table[i].fifo, pi)
    if s.table[i].list == FQC_IDLE:
        flow_list_append(s.table, &s.new_flows, i, FQC_NEW)
        s.table[i].deficit = s.quantum
        s.new_flow_count += 1
    while s.packets > 0 and s.packets >= q.limit:
        fq_codel_drop_fattest(k, lid, s)


cdef int fq_codel_serve(Kernel k, int lid, FqCodelState *s, int i) noexcept:
    """CoDel's dequeue on flow i, keeping the totals (what it sent and dropped)."""
    cdef FqCodelFlow *f = &s.table[i]
    cdef int before = f.fifo.length
    cdef long long before_bytes = f.fifo.bytes, before_drops = f.vars.drops
    cdef int pi = codel_dequeue(k, lid, &s.codel, &f.vars, &f.fifo)
    s.packets -= before - f.fifo.length
    s.bytes -= before_bytes - f.fifo.bytes
    s.drops += f.vars.drops - before_drops
    return pi


cdef int fq_codel_deque(Kernel k, int lid) noexcept:
    """Deficit round robin over the new flows, then the old ones."""
    cdef FqCodelState *s = <FqCodelState *>k.links[lid].q.impl
    cdef FlowList *served
    cdef FqCodelFlow *f
    cdef int i, pi
    while True:
        if s.new_flows.head >= 0:
            served = &s.new_flows
        elif s.old_flows.head >= 0:
            served = &s.old_flows
        else:
            return -1
        i = served.head
        f = &s.table[i]
        if f.deficit <= 0:
            f.deficit += s.quantum
            flow_list_pop(s.table, served)
            flow_list_append(s.table, &s.old_flows, i, FQC_OLD)
            continue
        pi = fq_codel_serve(k, lid, s, i)
        if pi < 0:
            # empty: a new flow goes to the old list (so it cannot come back
            # as new at once), an old one leaves
            flow_list_pop(s.table, served)
            if served == &s.new_flows:
                flow_list_append(s.table, &s.old_flows, i, FQC_OLD)
            continue
        f.deficit -= pkt(k, pi).size
        s.sojourn = f.vars.sojourn
        return pi


cdef enum:
    QK_FQ_CODEL = 8


cdef void fq_codel_start(Kernel k, void *impl) noexcept:
    fq_codel_forget(<FqCodelState *>impl)


cdef void fq_codel_release(void *impl) noexcept:
    fq_codel_free(<FqCodelState *>impl)


cdef void fq_codel_restart(Kernel k, int lid) noexcept:
    """`$q reset` (and `$ns run`): drop what waits, every flow idle and out of
    its dropping state."""
    cdef FqCodelState *s = <FqCodelState *>k.links[lid].q.impl
    cdef int i
    for i in range(s.ntable):
        stamped_drain(k, lid, &s.table[i].fifo)
        codel_clear(&s.table[i].vars)
        s.table[i].list = FQC_IDLE
        s.table[i].deficit = 0
    fq_codel_forget(s)


cdef void fq_codel_count(Kernel k, Queue *q, long long *packets, long long *nbytes) noexcept:
    cdef FqCodelState *s = <FqCodelState *>q.impl
    packets[0] = s.packets
    nbytes[0] = s.bytes


cdef int fq_codel_set_variable(Kernel k, int lid, str name, object value) except -1:
    """flows_ takes effect while nothing waits: the flow queues are made anew at
    the next packet."""
    cdef FqCodelState *s = <FqCodelState *>k.links[lid].q.impl
    if name != "flows_" or value == s.flows:
        return 0
    if s.packets:
        raise KernelError("flows_ of a FQ_CoDel queue cannot change while packets wait in it")
    fq_codel_free(s)
    return 0


cdef QueueDiscipline fq_codel_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(FqCodelState)
    d.init = fq_codel_start
    d.release = fq_codel_release
    d.enque = fq_codel_enque
    d.deque = fq_codel_deque
    d.reset = fq_codel_restart
    d.count = fq_codel_count
    d.set_variable = fq_codel_set_variable
    return d


register_queue_discipline(QK_FQ_CODEL, "FQ_CoDel", fq_codel_discipline(), named_fields(
    offsets_FqCodelState(), """
    target_=codel.target interval_=codel.interval maxpacket_=codel.maxpacket
    flows_ quantum_ sojourn_ drops_ overflows_ new_flow_count_"""))


# ---- probe: the flow queue a packet goes to, without a network ----------------

def fq_codel_bucket_of(int src_addr, int src_port, int dst_addr, int dst_port, int flows):
    """The flow queue (0 .. flows - 1) FQ-CoDel puts such a packet in."""
    if flows < 1:
        raise ValueError("flows must be at least 1 (got %d)" % flows)
    return fq_codel_bucket(src_addr, src_port, dst_addr, dst_port, flows)
