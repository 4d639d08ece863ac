# The event core.
#
# Contract (docs/ns2-behavior.md §1): events run in order of (time, uid).  Every
# schedule() takes the next uid from one global counter, so events at exactly
# the same double time run in the order they were scheduled.  An event's time
# is always `now + delay`, one double addition, with the delay computed by the
# caller exactly as ns-2 computes it.
#
# Timers.  A timer's deadline is the pair (t, uid) it was given when last
# (re)scheduled.  Rather than pushing a heap entry on every reschedule (the
# TCP retransmission timer moves on every ack), the heap holds one *tracked*
# entry per timer whose key is at or before the deadline.  When the tracked
# entry pops and the deadline has moved later, it is pushed again with the
# deadline's own (t, uid).  Because the heap orders by key alone, the timer
# fires exactly where ns-2's would.  Entries that are not the tracked one are
# stale and skipped.

cdef inline int wrap(int i, int cap) noexcept nogil:
    """i mod cap for 0 <= i < 2 cap, without a division (ring buffers)."""
    return i - cap if i >= cap else i


cdef inline bint ev_before(Event *a, Event *b) noexcept nogil:
    return (a.time < b.time) | ((a.time == b.time) & (a.uid < b.uid))


# Two queues hold the pending events: k.slow_q the entries that wait long (the
# timers', EV_TIMER, and the scheduled commands, EV_COMMAND, which a script such as a
# movement file schedules by the thousand before the run), k.evq the rest, the
# packets' events.  The run loop takes the earlier of the two heads, so events still
# run in (time, uid) order; apart, the long-lived entries (a retransmission timer per
# TCP flow, a route timeout per DSDV neighbour, a command per move) no longer sit in
# the heap that every packet's events pass through, which stays small and shallow.
# Nor are the packets on the wire in k.evq one by one: they wait in FIFOs, one per
# delay (core/lanes.pxi), and k.evq holds only each FIFO's head.
# The kernel keeps slow_q's next key (k.slow_t, k.slow_uid; slow_t is INFINITY when
# slow_q is empty, and no event is ever due at infinity), updated at every change of
# slow_q, so that choosing between the heads costs one comparison per event.
#
# Each queue is kept in one of two layouts, switched by size:
# - small (up to EVQ_SORTED_MAX events, the usual case: a few links and timers):
#   sorted latest first, so the next event is the last entry and is removed in
#   O(1); a new event is inserted by shifting the later-running tail, which for
#   the near-future events of a busy link is only a few entries;
# - large: a 4-ary min-heap (the next event at index 0; the children of entry i
#   are 4i+1 .. 4i+4): four children of 32 bytes share two cache lines, and the
#   heap is half as deep as a binary one.  Keys (time, uid) are unique, so any
#   heap pops exactly the same order.
# A list sorted earliest first is already a valid heap, so growing past the limit
# only reverses the array; shrinking below EVQ_HEAP_MIN sorts it back.

cdef enum:
    EVQ_SORTED_MAX = 48
    EVQ_HEAP_MIN = 16


cdef inline Event *evq_top(EventQueue *q) noexcept:
    """The queue's next event (the queue is not empty)."""
    return &q.ev[0] if q.heap_mode else &q.ev[q.len - 1]


cdef inline void slow_head_changed(Kernel k) noexcept:
    """Note slow_q's next key (after every change of slow_q)."""
    cdef Event *e
    if k.slow_q.len:
        e = evq_top(&k.slow_q)
        k.slow_t = e.time
        k.slow_uid = e.uid
    else:
        k.slow_t = INFINITY


cdef inline bint slow_runs_first(Kernel k, Event *head) noexcept:
    """Does slow_q's next event run before `head`, k.evq's next one?"""
    return k.slow_t < head.time or (k.slow_t == head.time and k.slow_uid < head.uid)


cdef void evq_grow(EventQueue *q) noexcept:
    q.cap = q.cap * 2 if q.cap else 1024
    q.ev = <Event *>realloc(q.ev, q.cap * sizeof(Event))


cdef inline void evq_push(EventQueue *q, double t, long long uid, int kind, int obj, int arg) noexcept:
    if q.len == q.cap:
        evq_grow(q)
    if q.heap_mode:
        evq_sift_up(q, t, uid, kind, obj, arg)
        return
    evq_sorted_insert(q, t, uid, kind, obj, arg)
    if q.len > EVQ_SORTED_MAX:
        evq_to_heap(q)


cdef inline void evq_sorted_insert(EventQueue *q, double t, long long uid, int kind, int obj,
                                   int arg) noexcept:
    """Sorted layout: insert the event in its place (there is room for it)."""
    cdef Py_ssize_t i = q.len
    cdef Event *p
    while i > 0:        # shift the entries that run before the new one
        p = &q.ev[i - 1]
        if p.time > t or (p.time == t and p.uid > uid):
            break
        q.ev[i] = p[0]
        i -= 1
    p = &q.ev[i]
    p.time = t
    p.uid = uid
    p.kind = kind
    p.obj = obj
    p.arg = arg
    q.len += 1


cdef inline void heap_push(Kernel k, double t, long long uid, int kind, int obj, int arg) noexcept:
    """Add a (non-timer) event to the event queue."""
    evq_push(&k.evq, t, uid, kind, obj, arg)


cdef void evq_sift_up(EventQueue *q, double t, long long uid, int kind, int obj, int arg) noexcept:
    """Heap layout: add the event at the end and move it up to its place."""
    cdef Py_ssize_t i = q.len, parent
    cdef Event e
    e.time = t
    e.uid = uid
    e.kind = kind
    e.obj = obj
    e.arg = arg
    q.len += 1
    while i > 0:
        parent = (i - 1) >> 2
        if not ev_before(&e, &q.ev[parent]):
            break
        q.ev[i] = q.ev[parent]
        i = parent
    q.ev[i] = e


cdef inline void evq_pop(EventQueue *q) noexcept:
    """Remove the next event (read it first with evq_top)."""
    q.len -= 1
    if q.heap_mode and q.len:
        evq_sift_down(q, q.ev[q.len])
        if q.len < EVQ_HEAP_MIN:
            evq_to_sorted(q)


cdef inline void heap_pop(Kernel k) noexcept:
    """Remove the event queue's next event."""
    evq_pop(&k.evq)


cdef inline void heap_replace_top(Kernel k, double t, long long uid, int kind, int obj, int arg) noexcept:
    """Remove the event queue's next event and insert another."""
    cdef Event e
    cdef EventQueue *q = &k.evq
    if not q.heap_mode:
        q.len -= 1                      # the top is the last entry: its slot is free
        evq_sorted_insert(q, t, uid, kind, obj, arg)
        return
    e.time = t
    e.uid = uid
    e.kind = kind
    e.obj = obj
    e.arg = arg
    evq_sift_down(q, e)


cdef void evq_sift_down(EventQueue *q, Event last) noexcept:
    """Heap layout: place `last` into the hole at the root."""
    cdef Py_ssize_t i = 0, child, c, end
    cdef Py_ssize_t n = q.len
    cdef Event *best
    while True:
        child = 4 * i + 1
        if child >= n:
            break
        best = &q.ev[child]
        end = child + 4 if child + 4 <= n else n
        c = child + 1
        while c < end:
            if ev_before(&q.ev[c], best):
                best = &q.ev[c]
                child = c
            c += 1
        if not ev_before(best, &last):
            break
        q.ev[i] = best[0]
        i = child
    q.ev[i] = last


cdef void evq_to_heap(EventQueue *q) noexcept:
    """Sorted latest first -> earliest first, which is a valid heap."""
    cdef Py_ssize_t i = 0, j = q.len - 1
    cdef Event tmp
    while i < j:
        tmp = q.ev[i]
        q.ev[i] = q.ev[j]
        q.ev[j] = tmp
        i += 1
        j -= 1
    q.heap_mode = True


cdef void evq_to_sorted(EventQueue *q) noexcept:
    """Heap -> sorted latest first (insertion sort of a few entries)."""
    cdef Py_ssize_t i, j
    cdef Event e
    for i in range(1, q.len):
        e = q.ev[i]
        j = i
        while j > 0 and ev_before(&q.ev[j - 1], &e):
            q.ev[j] = q.ev[j - 1]
            j -= 1
        q.ev[j] = e
    q.heap_mode = False


cdef inline void schedule(Kernel k, double delay, int kind, int obj, int arg) noexcept:
    k.next_uid += 1
    heap_push(k, k.now + delay, k.next_uid, kind, obj, arg)


# ---- timers ---------------------------------------------------------------

cdef int timer_new(Kernel k, int kind, int owner) noexcept:
    cdef Timer *tm
    if k.n_timers == k.cap_timers:
        k.cap_timers = k.cap_timers * 2 if k.cap_timers else 64
        k.timers = <Timer *>realloc(k.timers, k.cap_timers * sizeof(Timer))
    tm = &k.timers[k.n_timers]
    memset(tm, 0, sizeof(Timer))
    tm.kind = kind
    tm.owner = owner
    k.n_timers += 1
    return k.n_timers - 1


cdef inline void timer_resched(Kernel k, int tid, double delay) noexcept:
    """Cancel the timer if pending and schedule it `delay` from now."""
    cdef Timer *tm = &k.timers[tid]
    k.next_uid += 1
    tm.t = k.now + delay
    tm.uid = k.next_uid
    tm.pending = True
    if tm.tracked and tm.ht <= tm.t:
        return      # the tracked entry comes first and will re-push
    tm.tracked = True
    tm.huid = tm.uid
    tm.ht = tm.t
    evq_push(&k.slow_q, tm.t, tm.uid, EV_TIMER, tid, 0)
    slow_head_changed(k)


cdef inline void timer_cancel(Kernel k, int tid) noexcept:
    k.timers[tid].pending = False


cdef inline bint timer_pending(Kernel k, int tid) noexcept:
    return k.timers[tid].pending


cdef inline bint timer_due(Kernel k, Event *e) noexcept:
    """For a popped timer entry: True when the timer fires now."""
    cdef Timer *tm = &k.timers[e.obj]
    if not tm.tracked or e.uid != tm.huid:
        return False            # stale entry
    tm.tracked = False
    if not tm.pending:
        return False
    if tm.uid == e.uid:
        tm.pending = False
        return True
    tm.tracked = True           # deadline moved later: follow it
    tm.huid = tm.uid
    tm.ht = tm.t
    evq_push(&k.slow_q, tm.t, tm.uid, EV_TIMER, e.obj, 0)
    slow_head_changed(k)
    return False


# ---- packets ----------------------------------------------------------------

cdef enum:
    CHUNK_BITS = 12
    CHUNK_SIZE = 4096

cdef inline Packet *pkt(Kernel k, int i) noexcept:
    return &k.chunks[i >> CHUNK_BITS][i & (CHUNK_SIZE - 1)]


cdef extern from *:
    void __builtin_prefetch(const void *p) noexcept nogil
    int posix_memalign(void **memptr, size_t alignment, size_t size) noexcept nogil

cdef enum:
    CACHE_LINE = 64


cdef void *cache_aligned_grow(void *old, size_t used, size_t size) noexcept:
    """realloc for arrays whose elements are whole cache lines (packets, links, agents,
    TCP senders): the new block starts on a line, so each element's hot first line is
    one line; the first `used` bytes are kept.  NULL (and `old` untouched) when memory
    runs out."""
    cdef void *block = NULL
    if posix_memalign(&block, CACHE_LINE, size):
        return NULL
    if old != NULL:
        memcpy(block, old, used)
        free(old)
    return block


cdef inline void pkt_prefetch(Kernel k, int i) noexcept:
    """Start loading packet i's first cache line, the one a hop reads (core/types.pxi)."""
    __builtin_prefetch(pkt(k, i))


cdef int pkt_alloc(Kernel k) noexcept:
    """A fresh packet with the next uid; fields other than uid are zero."""
    cdef int i, j, base
    cdef Packet *p
    if k.free_pkt < 0:
        k.chunks = <Packet **>realloc(k.chunks, (k.n_chunks + 1) * sizeof(Packet *))
        k.chunks[k.n_chunks] = <Packet *>cache_aligned_grow(NULL, 0, CHUNK_SIZE * sizeof(Packet))
        base = k.n_chunks << CHUNK_BITS
        for j in range(CHUNK_SIZE - 1):
            k.chunks[k.n_chunks][j].next = base + j + 1
        k.chunks[k.n_chunks][CHUNK_SIZE - 1].next = -1
        k.free_pkt = base
        k.n_chunks += 1
    i = k.free_pkt
    p = pkt(k, i)
    k.free_pkt = p.next
    memset(p, 0, sizeof(Packet))
    p.uid = k.next_pkt_uid
    k.next_pkt_uid += 1
    k.pkts_in_use += 1
    return i


cdef SackBlocks *pkt_sacks(Kernel k, int i) noexcept:
    """Where packet i's SACK blocks are kept (the table grows with the pool)."""
    cdef int n
    if i >= k.cap_sacks:
        n = k.n_chunks << CHUNK_BITS
        k.sacks = <SackBlocks *>realloc(k.sacks, n * sizeof(SackBlocks))
        k.cap_sacks = n
    return &k.sacks[i]


cdef inline SackBlocks *pkt_blocks(Kernel k, int i) noexcept:
    """Packet i's SACK blocks, or NULL when it carries none."""
    return &k.sacks[i] if pkt(k, i).sa_len else NULL


cdef inline void pkt_free(Kernel k, int i) noexcept:
    pkt(k, i).next = k.free_pkt
    k.free_pkt = i
    k.pkts_in_use -= 1
