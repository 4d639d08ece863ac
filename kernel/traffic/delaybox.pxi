# DelayBox: ns-2's Node/DelayBox (delaybox/delaybox.cc, tcl/delaybox/delaybox.tcl), a node
# that delays, drops and paces the packets of TCP flows before routing them.
#
# The script gives rules (`$db add-rule src dst delayRV ?lossRV? ?speedRV?`, one per pair
# of node addresses, a later rule for the pair replacing the earlier).  Every packet that
# enters the node meets the box first.  A packet of a flow (src, dst, fid) the box holds
# joins that flow's queue; else, if it opens a flow, the box makes the flow: a 40-byte
# "tcp" packet of seqno 0 (a SYN) takes the rule of (src, dst), or, while the box is
# symmetric (the default; `set-asymmetric`), of (dst, src), and draws the flow's delay
# (the rule's delay RV in ms), loss rate (its loss RV, a fraction) and link speed (its
# speed RV in Mb/s; none: no pacing) once; a 40-byte "ack" of seqno 0 (a SYN/ACK, only
# while symmetric) copies the values of the flow the other way.  Any other packet, and a
# packet no rule covers, goes on at once.  (ns-2 looks at the TCP flags through a mask of
# 0, so it classifies Full TCP's packets by the same size, seqno and type test.)
#
# Each packet a flow takes draws one number from the default RNG and is freed, untraced,
# when it is at most the flow's loss rate (and the rate is above 0).  Otherwise it is
# due `delay` after its arrival, but not before the previous packet of its flow has
# left plus that packet's size at the flow's link speed; the flow's timer releases the
# queue's head at its due time, then runs again for the next.  A packet released with
# Full TCP's FIN flag ends the flow (what waits behind it is freed).  The box then hands
# the packet to the node's usual classifier (node_classify, core/net.pxi).
#
# As in ns-2 the due times are kept as differences (each packet's delta from the one
# before, the sum `deltasum` being the time the last one is due), so the timer's delays
# are the same doubles ns-2 computes.  Flows and rules are matched by exact (src, dst,
# fid) and (src, dst).

cdef enum:
    TM_DELAYBOX = 32            # a DelayBox flow's timer (owner: the flow's index)
    DB_BYTES_PER_MBIT = 125000  # bytes/s in 1 Mb/s, as DelayBox reads its speeds

cdef struct DbRule:
    int node                    # the DelayBox node
    int src
    int dst
    int delay_rv                # random variables (traffic/ranvar.pxi), -1: none
    int loss_rv
    int speed_rv

cdef struct DbFlow:
    int node                    # the DelayBox node, -1 once the flow ended
    int src
    int dst
    int fid
    double delay                # s
    double loss                 # probability of a drop
    double speed                # bytes/s, 0: no pacing
    int timer                   # TM_DELAYBOX timer
    int *pkts                   # its queue, a ring of packets ...
    double *deltas              # ... and each one's delta
    int head
    int n
    int cap
    double deltasum

cdef struct DbBox:
    int node
    bint symmetric

cdef struct DelayBoxState:
    DbBox *boxes
    int n_boxes
    DbRule *rules
    int n_rules
    DbFlow *flows
    int n_flows


cdef DelayBoxState *dbox_state(Kernel k) noexcept:
    if k.dbox == NULL:
        k.dbox = <DelayBoxState *>calloc(1, sizeof(DelayBoxState))
    return k.dbox


cdef void dbox_state_free(DelayBoxState *s) noexcept:
    cdef int f
    if s == NULL:
        return
    for f in range(s.n_flows):
        free(s.flows[f].pkts)
        free(s.flows[f].deltas)
    free(s.boxes); free(s.rules); free(s.flows)
    free(s)


cdef int dbox_box(Kernel k, int node) noexcept:
    cdef int b
    for b in range(k.dbox.n_boxes):
        if k.dbox.boxes[b].node == node:
            return b
    return -1


cdef int dbox_rule(Kernel k, int node, int src, int dst) noexcept:
    cdef int r
    cdef DbRule *rule
    for r in range(k.dbox.n_rules):
        rule = &k.dbox.rules[r]
        if rule.node == node and rule.src == src and rule.dst == dst:
            return r
    return -1


cdef int dbox_flow(Kernel k, int node, int src, int dst, int fid) noexcept:
    cdef int f
    cdef DbFlow *flow
    for f in range(k.dbox.n_flows):
        flow = &k.dbox.flows[f]
        if flow.node == node and flow.src == src and flow.dst == dst and flow.fid == fid:
            return f
    return -1


cdef double dbox_draw(Kernel k, int rid) noexcept:
    return ranvar_value(k, rid) if rid >= 0 else 0.0


cdef int dbox_add_flow(Kernel k, int node, Packet *p, double delay, double loss,
                       double speed) noexcept:
    cdef DelayBoxState *s = k.dbox
    cdef DbFlow *flow
    s.flows = <DbFlow *>realloc(s.flows, (s.n_flows + 1) * sizeof(DbFlow))
    flow = &s.flows[s.n_flows]
    memset(flow, 0, sizeof(DbFlow))
    flow.node = node
    flow.src = p.src_addr
    flow.dst = p.dst_addr
    flow.fid = p.fid
    flow.delay = delay
    flow.loss = loss
    flow.speed = speed
    flow.timer = timer_new(k, TM_DELAYBOX, s.n_flows)
    s.n_flows += 1
    return s.n_flows - 1


cdef int dbox_open_flow(Kernel k, int b, Packet *p) noexcept:
    """The flow a packet the box holds no flow for opens, or -1 (it goes on at once)."""
    cdef DbBox *box = &k.dbox.boxes[b]
    cdef int r, other
    cdef double delay = 0, loss = 0, speed = 0
    if p.size != 40 or p.seqno != 0:
        return -1
    if box.symmetric and p.ptype == PT_ACK:         # a SYN/ACK: the other way's values
        other = dbox_flow(k, box.node, p.dst_addr, p.src_addr, p.fid)
        if other < 0:
            return -1
        return dbox_add_flow(k, box.node, p, k.dbox.flows[other].delay,
                             k.dbox.flows[other].loss, k.dbox.flows[other].speed)
    if p.ptype != PT_TCP:
        return -1
    r = dbox_rule(k, box.node, p.src_addr, p.dst_addr)
    if r < 0 and box.symmetric:
        r = dbox_rule(k, box.node, p.dst_addr, p.src_addr)
    if r < 0:
        return -1
    delay = dbox_draw(k, k.dbox.rules[r].delay_rv) / 1000.0
    loss = dbox_draw(k, k.dbox.rules[r].loss_rv)
    speed = dbox_draw(k, k.dbox.rules[r].speed_rv) * DB_BYTES_PER_MBIT
    return dbox_add_flow(k, box.node, p, delay, loss, speed)


cdef void dbox_grow(DbFlow *flow) noexcept:
    """Double a full ring; the packets that wrapped round to its start move after the
    old end, so the queue stays in order from `head`."""
    cdef int old = flow.cap, i
    flow.cap = old * 2 if old else 8
    flow.pkts = <int *>realloc(flow.pkts, flow.cap * sizeof(int))
    flow.deltas = <double *>realloc(flow.deltas, flow.cap * sizeof(double))
    for i in range(flow.head if old else 0):
        flow.pkts[old + i] = flow.pkts[i]
        flow.deltas[old + i] = flow.deltas[i]


cdef double dbox_enqueue(Kernel k, DbFlow *flow, int pi, double due) noexcept:
    """Add the packet at the queue's tail; returns its delta (when the queue was empty,
    the time it is due)."""
    cdef double process = 0, delta
    cdef int tail, i
    if flow.n > 0:
        tail = flow.pkts[(flow.head + flow.n - 1) % flow.cap]
        if flow.speed > 0:
            process = pkt(k, tail).size / flow.speed
    if due < flow.deltasum + process:
        delta = process             # it waits for the previous packet's last bit
    else:
        delta = due - flow.deltasum
    flow.deltasum += delta
    if flow.n == flow.cap:
        dbox_grow(flow)
    i = (flow.head + flow.n) % flow.cap
    flow.pkts[i] = pi
    flow.deltas[i] = delta
    flow.n += 1
    return delta


cdef bint dbox_take(Kernel k, int node, int pi) noexcept:
    """The box's look at a packet entering `node`: True when it took the packet (into a
    flow's queue, or dropped), False when the packet goes on at once."""
    cdef int b = dbox_box(k, node)
    cdef Packet *p = pkt(k, pi)
    cdef int f
    cdef DbFlow *flow
    cdef double u, due
    if b < 0:
        return False
    f = dbox_flow(k, node, p.src_addr, p.dst_addr, p.fid)
    if f < 0:
        f = dbox_open_flow(k, b, p)
        if f < 0:
            return False
    flow = &k.dbox.flows[f]
    u = mrg_next(&k.rng)            # ns-2's Random::uniform(0, 1), for every packet
    if flow.loss > 0 and u <= flow.loss:
        pkt_free(k, pi)
        return True
    due = dbox_enqueue(k, flow, pi, k.now + flow.delay)
    if flow.n == 1:
        timer_resched(k, flow.timer, due - k.now)
    return True


cdef void dbox_end_flow(Kernel k, DbFlow *flow) noexcept:
    """A FIN left: the flow is over; what still waits is freed."""
    while flow.n > 0:
        pkt_free(k, flow.pkts[flow.head])
        flow.head = (flow.head + 1) % flow.cap
        flow.n -= 1
    timer_cancel(k, flow.timer)
    flow.node = -1


cdef void dbox_timeout(Kernel k, int f) noexcept:
    """The flow's timer: its head is due; release it to the node's classifier."""
    cdef DbFlow *flow = &k.dbox.flows[f]
    cdef int node = flow.node
    cdef int pi
    cdef double head_delta, next_delta = 0
    if node < 0 or flow.n == 0:
        return
    pi = flow.pkts[flow.head]
    head_delta = flow.deltas[flow.head]
    flow.head = (flow.head + 1) % flow.cap
    flow.n -= 1
    if flow.n == 0:
        flow.deltasum = 0
    else:
        next_delta = flow.deltas[flow.head]
        flow.deltas[flow.head] += head_delta
    if pkt(k, pi).tcp_flags & TH_FIN:
        dbox_end_flow(k, flow)
    elif flow.n > 0:
        timer_resched(k, flow.timer, next_delta)
    node_classify(k, node, pi)


# ---- the Python side (nslab.otcl.delaybox: `$ns DelayBox`, add-rule, ...) ----

def dbox_add_node(Kernel k, int node):
    """Make `node` a DelayBox (symmetric, no rules)."""
    cdef DelayBoxState *s = dbox_state(k)
    k._node(node)
    if dbox_box(k, node) >= 0:
        return
    s.boxes = <DbBox *>realloc(s.boxes, (s.n_boxes + 1) * sizeof(DbBox))
    s.boxes[s.n_boxes].node = node
    s.boxes[s.n_boxes].symmetric = True
    s.n_boxes += 1


def _dbox_checked(Kernel k, int node):
    k._node(node)
    if k.dbox == NULL or dbox_box(k, node) < 0:
        raise KernelError("node %d is not a DelayBox" % node)
    return dbox_box(k, node)


def dbox_add_rule(Kernel k, int node, int src, int dst, int delay_rv, int loss_rv,
                  int speed_rv):
    """`add-rule src dst delay ?loss? ?speed?` (-1: a variable not given)."""
    cdef DelayBoxState *s
    cdef int r
    _dbox_checked(k, node)
    for rid in (delay_rv, loss_rv, speed_rv):
        if not -1 <= rid < k.n_ranvars:
            raise KernelError("add-rule: no random variable %d" % rid)
    s = k.dbox
    r = dbox_rule(k, node, src, dst)
    if r < 0:
        s.rules = <DbRule *>realloc(s.rules, (s.n_rules + 1) * sizeof(DbRule))
        r = s.n_rules
        s.n_rules += 1
    s.rules[r].node = node
    s.rules[r].src = src
    s.rules[r].dst = dst
    s.rules[r].delay_rv = delay_rv
    s.rules[r].loss_rv = loss_rv
    s.rules[r].speed_rv = speed_rv


def dbox_set_asymmetric(Kernel k, int node):
    k.dbox.boxes[_dbox_checked(k, node)].symmetric = False


def dbox_rules(Kernel k, int node):
    """The box's rules, sorted: [(src, dst)]."""
    _dbox_checked(k, node)
    return sorted((k.dbox.rules[r].src, k.dbox.rules[r].dst)
                  for r in range(k.dbox.n_rules) if k.dbox.rules[r].node == node)


def dbox_flows(Kernel k, int node):
    """The box's flows, sorted: [(src, dst, fid, delay s, loss, speed bytes/s)]."""
    cdef DbFlow *f
    _dbox_checked(k, node)
    rows = []
    for i in range(k.dbox.n_flows):
        f = &k.dbox.flows[i]
        if f.node == node:
            rows.append((f.src, f.dst, f.fid, f.delay, f.loss, f.speed))
    return sorted(rows)
