# Queue/SRR: smoothed round robin (Guo, "SRR: an O(1) time complexity packet
# scheduler for flows in multi-service packet networks", SIGCOMM 2001), as
# ns-2.35's queue/srr.cc behaves.
#
# Flows map to queues (`$q setqueue FLOW QUEUE`, all to queue 0 at first); each
# queue has a rate (`$q setrate QUEUE BPS`, 1000 b/s at first) whose multiple of
# granularity_ is its weight.  The weights are written in binary into a Weight
# Matrix: column i lists the queues whose weight has bit i set.  The scheduler
# walks one column at a time, down its list; at the end of a column it picks the
# next column from the Weight Spread Sequence of order k+1 (k the highest column
# in use), whose n-th term is 1 + the number of trailing zero bits of n, so
# column k is visited every other time, column k-1 every fourth, and so on.  At
# each visit a queue gets mtu_ bytes of credit and sends while its credit covers
# its head packet, as in deficit round robin.  A queue joins the matrix when its
# first packet arrives and leaves it when it empties.  Each queue holds at most
# limit_ packets; an arrival beyond that is dropped.
#
# As in ns-2, a sent packet still counts in its queue until the next dequeue (so
# a queue leaves the matrix one dequeue late), and the sequence pointer is
# rescaled when the highest column in use changes.  What ns-2 answers by exiting
# (a flow or queue number out of range, a weight of 0, a rate above 100 Mb/s)
# stops the run with an error naming it.
# What decides byte identity with ns-2 here: docs/ns2-behavior.md §10.6.

cdef enum:
    QK_SRR = 14

cdef enum:
    SRR_QUEUES = 100        # flows and queues (ns-2's MAXFLOW)
    SRR_ORDER = 16          # columns of the Weight Matrix (MAXWSSORDER)
    SRR_NODES = 2 * SRR_ORDER + SRR_QUEUES * SRR_ORDER
    SRR_MIN_RATE = 1000
    SRR_MAX_RATE = 100000000
    SRR_NONE = -1

# A node of the Weight Matrix: column heads are nodes 0..15, tails 16..31.
cdef struct SrrNode:
    int queueid
    int weight              # its column
    int prev
    int next
    int sibling             # the next node of the same queue's row

cdef struct SrrFlow:
    Queue fifo
    int pkts                # packets, the last one sent included until the next dequeue
    int bcount
    int deficit             # deficitCounter
    int turn                # credit already given this visit

cdef struct SrrState:
    # parameters
    int maxqueuenumber      # maxqueuenumber_
    int mtu                 # mtu_: the credit of one visit
    int granularity         # granularity_: b/s per unit of weight
    int blimit              # blimit_ (kept; ns-2's SRR does not use it)
    # state
    int bytecnt
    int pktcnt
    int flwcnt
    int last_queueid        # the queue of the packet sent last (-1: none)
    int last_size
    int min_quantum
    int max_column          # the highest column any rate needs
    int curr_max_column     # the highest column in use (-1: empty)
    int cur                 # the node being served (-1: none)
    int free_node           # free list of nodes (through next)
    unsigned int wss_ptr    # position in the Weight Spread Sequence
    SrrFlow flows[SRR_QUEUES]
    int f2q[SRR_QUEUES]
    int private_rate[SRR_QUEUES]
    int row_head[SRR_QUEUES]
    int row_tail[SRR_QUEUES]
    SrrNode nodes[SRR_NODES]


cdef inline int srr_tail(int column) noexcept:
    return SRR_ORDER + column


cdef inline bint srr_column_empty(SrrState *s, int column) noexcept:
    return s.nodes[column].next == srr_tail(column)


cdef void srr_start(Kernel k, void *impl) noexcept:
    cdef SrrState *s = <SrrState *>impl
    cdef int i
    s.last_queueid = SRR_NONE
    s.min_quantum = 1000
    s.curr_max_column = -1
    s.cur = SRR_NONE
    for i in range(SRR_QUEUES):
        s.private_rate[i] = 1000        # ns-2's granularity_ before its binding
        s.row_head[i] = SRR_NONE
        s.row_tail[i] = SRR_NONE
    for i in range(SRR_ORDER):
        s.nodes[i].queueid = SRR_NONE
        s.nodes[i].weight = i
        s.nodes[i].next = srr_tail(i)
        s.nodes[i].prev = SRR_NONE
        s.nodes[srr_tail(i)].queueid = SRR_NONE
        s.nodes[srr_tail(i)].weight = i
        s.nodes[srr_tail(i)].prev = i
        s.nodes[srr_tail(i)].next = SRR_NONE
    s.free_node = 2 * SRR_ORDER
    for i in range(2 * SRR_ORDER, SRR_NODES):
        s.nodes[i].next = i + 1 if i + 1 < SRR_NODES else SRR_NONE


cdef void srr_release(void *impl) noexcept:
    cdef SrrState *s = <SrrState *>impl
    cdef int i
    for i in range(SRR_QUEUES):
        free(s.flows[i].fifo.ring)
        s.flows[i].fifo.ring = NULL


# ---- the Weight Spread Sequence ---------------------------------------------

cdef int srr_wss_term(Kernel k, SrrState *s, int order) noexcept:
    """The sequence's term at the pointer (order `order`), and the pointer moves on."""
    cdef unsigned int n = s.wss_ptr + 1
    cdef int term = 1
    if <int>s.wss_ptr > (1 << order) - 2:
        kernel_fault(k, "Queue/SRR: the weight spread sequence pointer %d is beyond order %d"
                     % (s.wss_ptr, order))
        return order
    while term < SRR_ORDER and n % 2 == 0:
        n //= 2
        term += 1
    s.wss_ptr += 1
    if <int>s.wss_ptr > (1 << order) - 2:
        s.wss_ptr = 0
    return term


cdef void srr_next_column(Kernel k, SrrState *s) noexcept:
    """Serve the first queue of the next column the sequence names (not empty)."""
    cdef int column
    while not k.stop_requested:
        column = s.curr_max_column + 1 - srr_wss_term(k, s, s.curr_max_column + 1)
        if not srr_column_empty(s, column):
            s.cur = s.nodes[column].next
            return


cdef void srr_next_node(Kernel k, SrrState *s) noexcept:
    """Move to the next queue of the column, or to the next column."""
    if s.bytecnt == 0:
        return
    if s.nodes[s.cur].next != srr_tail(s.nodes[s.cur].weight):
        s.cur = s.nodes[s.cur].next
    else:
        srr_next_column(k, s)


# ---- the Weight Matrix ------------------------------------------------------

cdef void srr_link_node(SrrState *s, int node, int before) noexcept:
    s.nodes[node].prev = s.nodes[before].prev
    s.nodes[node].next = before
    s.nodes[s.nodes[before].prev].next = node
    s.nodes[before].prev = node


cdef void srr_add_row(Kernel k, SrrState *s, int queueid, int weight) noexcept:
    """A queue that was empty joins the matrix: a node in each column of its weight."""
    cdef int old_column = s.curr_max_column, i, node, pc
    if weight == 0 or weight > (1 << (s.max_column + 1)) - 1:
        kernel_fault(k, "Queue/SRR: queue %d has weight %d (its rate / granularity_), "
                     "out of the matrix's range" % (queueid, weight))
        return
    for i in range(s.max_column, -1, -1):
        if not weight & (1 << i):
            continue
        node = s.free_node
        s.free_node = s.nodes[node].next
        s.nodes[node].queueid = queueid
        s.nodes[node].weight = i
        s.nodes[node].sibling = SRR_NONE
        if s.row_tail[queueid] == SRR_NONE:
            s.row_head[queueid] = node
        else:
            s.nodes[s.row_tail[queueid]].sibling = node
        s.row_tail[queueid] = node
        if s.cur != SRR_NONE and s.nodes[s.cur].weight == i:
            srr_link_node(s, node, s.cur)
        else:
            srr_link_node(s, node, srr_tail(i))
        if s.curr_max_column < i:
            s.curr_max_column = i
        if s.cur == SRR_NONE:
            s.cur = node
    if old_column < s.curr_max_column and old_column >= 0:
        pc = (<int>s.wss_ptr + 1) << (s.curr_max_column - old_column)
        s.wss_ptr = pc - 1
    s.flwcnt += 1


cdef void srr_remove_row(Kernel k, SrrState *s, int queueid) noexcept:
    """An emptied queue leaves the matrix; the pointer and the sequence follow."""
    cdef int node, after, old_column = s.curr_max_column, i, pc, mul, tmpc
    if s.cur != SRR_NONE and s.nodes[s.cur].queueid == queueid:
        after = s.nodes[s.cur].next
        s.cur = after if after != srr_tail(s.nodes[s.cur].weight) else SRR_NONE
    node = s.row_head[queueid]
    while node != SRR_NONE:
        s.nodes[s.nodes[node].prev].next = s.nodes[node].next
        s.nodes[s.nodes[node].next].prev = s.nodes[node].prev
        after = s.nodes[node].sibling
        s.nodes[node].next = s.free_node
        s.free_node = node
        node = after
    s.row_head[queueid] = s.row_tail[queueid] = SRR_NONE
    s.flwcnt -= 1
    i = s.curr_max_column
    while i >= 0 and srr_column_empty(s, i):
        i -= 1
    if i < 0:
        s.curr_max_column = -1
        s.cur = SRR_NONE
        s.last_queueid = SRR_NONE
        s.wss_ptr = 0
        return
    s.curr_max_column = i
    if s.curr_max_column < old_column:
        pc = <int>s.wss_ptr + 1
        mul = 1 << (old_column - s.curr_max_column)
        tmpc = pc // mul
        if pc % mul:
            tmpc += 1
            if tmpc > (1 << (s.curr_max_column + 1)) - 1:
                tmpc = 1
        s.wss_ptr = tmpc - 1
    if s.cur == SRR_NONE:
        srr_next_column(k, s)


# ---- enque and deque --------------------------------------------------------

cdef void srr_enque(Kernel k, int lid, int pi) noexcept:
    cdef Queue *q = &k.links[lid].q
    cdef SrrState *s = <SrrState *>q.impl
    cdef int fid = pkt(k, pi).fid, queueid
    cdef SrrFlow *f
    if not 0 <= fid < SRR_QUEUES or not 0 <= s.f2q[fid] <= s.maxqueuenumber:
        kernel_fault(k, "Queue/SRR: flow %d has no queue (flows 0..%d map to queues "
                     "0..maxqueuenumber_ %d)" % (fid, SRR_QUEUES - 1, s.maxqueuenumber))
        link_drop(k, lid, pi)
        return
    queueid = s.f2q[fid]
    f = &s.flows[queueid]
    if f.pkts == q.limit:
        link_drop(k, lid, pi)
        return
    fifo_append(k, &f.fifo, pi)
    f.pkts += 1
    s.pktcnt += 1
    f.bcount += pkt(k, pi).size
    s.bytecnt += pkt(k, pi).size
    if f.pkts == 1:
        srr_add_row(k, s, queueid, s.private_rate[queueid] // s.granularity)
        f.deficit = 0


cdef void srr_account_last(Kernel k, SrrState *s) noexcept:
    """The packet sent at the previous dequeue leaves its queue's counts now."""
    cdef SrrFlow *f = &s.flows[s.last_queueid]
    f.bcount -= s.last_size
    f.pkts -= 1
    s.pktcnt -= 1
    s.bytecnt -= s.last_size
    if f.pkts == 0:
        f.turn = 0
        f.deficit = 0
        srr_remove_row(k, s, s.last_queueid)


cdef int srr_deque(Kernel k, int lid) noexcept:
    cdef SrrState *s = <SrrState *>k.links[lid].q.impl
    cdef SrrFlow *f
    cdef int queueid, size
    if s.last_queueid >= 0:
        srr_account_last(k, s)
    if s.pktcnt == 0:
        s.last_queueid = SRR_NONE
        return -1
    while s.cur != SRR_NONE and not k.stop_requested:
        queueid = s.nodes[s.cur].queueid
        f = &s.flows[queueid]
        if f.fifo.length == 0:
            break
        if not f.turn:
            f.deficit += s.mtu
            f.turn = 1
        size = pkt(k, ring_head(&f.fifo)).size
        if f.deficit >= size:
            f.deficit -= size
            s.last_size = size
            s.last_queueid = queueid
            return fifo_take(k, &f.fifo)
        f.turn = 0
        srr_next_node(k, s)
    kernel_fault(k, "Queue/SRR: packets wait but the weight matrix has no queue to serve")
    return -1


cdef void srr_count(Kernel k, Queue *q, long long *packets, long long *nbytes) noexcept:
    cdef SrrState *s = <SrrState *>q.impl
    cdef int i
    for i in range(SRR_QUEUES):
        packets[0] += s.flows[i].fifo.length
        nbytes[0] += s.flows[i].fifo.bytes


# ---- commands ---------------------------------------------------------------

cdef int srr_order(int n) noexcept:
    """floor(log2(n)) for n >= 1."""
    cdef int order = 0
    while (1 << order) <= n:
        order += 1
    return order - 1


cdef object srr_setrate(Kernel k, SrrState *s, int queue, int rate):
    cdef int weight
    if not 0 <= queue < SRR_QUEUES:
        raise KernelError("Queue/SRR setrate: queue %d is out of range 0..%d"
                          % (queue, SRR_QUEUES - 1))
    if rate > SRR_MAX_RATE:
        raise KernelError("Queue/SRR setrate: rate %d is above %d b/s" % (rate, SRR_MAX_RATE))
    s.min_quantum = min(s.min_quantum, rate)
    s.private_rate[queue] = max(rate, SRR_MIN_RATE)
    weight = s.private_rate[queue] // s.granularity
    if weight == 0:
        weight = 1
    s.max_column = max(s.max_column, srr_order(weight))
    if s.max_column > SRR_ORDER - 1:
        raise KernelError("Queue/SRR setrate: rate %d / granularity_ %d needs more than %d "
                          "columns" % (rate, s.granularity, SRR_ORDER))


cdef object srr_command(Kernel k, int lid, str name, tuple args):
    """`setrate QUEUE BPS` (its weight: BPS / granularity_) and `setqueue FLOW QUEUE`."""
    cdef SrrState *s = <SrrState *>k.links[lid].q.impl
    if name == "setrate":
        return srr_setrate(k, s, args[0], args[1])
    if name == "setqueue":
        if not 0 <= args[0] < SRR_QUEUES or not 0 <= args[1] < SRR_QUEUES:
            raise KernelError("Queue/SRR setqueue: flow %d or queue %d is out of range 0..%d"
                              % (args[0], args[1], SRR_QUEUES - 1))
        s.f2q[args[0]] = args[1]
        return None
    return no_such_command(k, lid, name)


cdef QueueDiscipline srr_discipline() noexcept:
    cdef QueueDiscipline d = queue_base_discipline()
    d.state_size = sizeof(SrrState)
    d.init = srr_start
    d.release = srr_release
    d.enque = srr_enque
    d.deque = srr_deque
    d.count = srr_count
    d.command = srr_command
    return d


register_queue_discipline(QK_SRR, "SRR", srr_discipline(), named_fields(offsets_SrrState(), """
    maxqueuenumber_ mtu_ granularity_ blimit_"""))
