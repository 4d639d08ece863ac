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


# The pending events are kept in one of two layouts of k.heap, switched by size:
# - small (up to EVQ_SORTED_MAX events, the usual case: a few links and timers):
#   sorted latest first, so the next event is the last entry and is removed in
#   O(1); a new event is inserted by shifting the later-running tail, which for
#   the near-future events of a busy link is only a few entries;
# - large: a binary min-heap (the next event at index 0).
# A list sorted earliest first is already a valid heap, so growing past the limit
# only reverses the array; shrinking below EVQ_HEAP_MIN sorts it back.

cdef enum:
    EVQ_SORTED_MAX = 48
    EVQ_HEAP_MIN = 16


cdef inline Event *ev_next(Kernel k) noexcept:
    """The event that runs next (the queue is not empty)."""
    return &k.heap[0] if k.heap_mode else &k.heap[k.heap_len - 1]


cdef void heap_grow(Kernel k) noexcept:
    k.heap_cap = k.heap_cap * 2 if k.heap_cap else 1024
    k.heap = <Event *>realloc(k.heap, k.heap_cap * sizeof(Event))


cdef inline void heap_push(Kernel k, double t, long long uid, int kind, int obj, int arg) noexcept:
    cdef Py_ssize_t i
    cdef Event *p
    if k.heap_len == k.heap_cap:
        heap_grow(k)
    if k.heap_mode:
        heap_sift_up(k, t, uid, kind, obj, arg)
        return
    i = k.heap_len
    while i > 0:        # shift the entries that run before the new one
        p = &k.heap[i - 1]
        if p.time > t or (p.time == t and p.uid > uid):
            break
        k.heap[i] = p[0]
        i -= 1
    p = &k.heap[i]
    p.time = t
    p.uid = uid
    p.kind = kind
    p.obj = obj
    p.arg = arg
    k.heap_len += 1
    if k.heap_len > EVQ_SORTED_MAX:
        heap_to_binary(k)


cdef void heap_sift_up(Kernel k, double t, long long uid, int kind, int obj, int arg) noexcept:
    """Binary layout: add the event at the end and move it up to its place."""
    cdef Py_ssize_t i = k.heap_len, parent
    cdef Event e
    e.time = t
    e.uid = uid
    e.kind = kind
    e.obj = obj
    e.arg = arg
    k.heap_len += 1
    while i > 0:
        parent = (i - 1) >> 1
        if not ev_before(&e, &k.heap[parent]):
            break
        k.heap[i] = k.heap[parent]
        i = parent
    k.heap[i] = e


cdef inline void heap_pop(Kernel k) noexcept:
    """Remove the next event (read it first with ev_next)."""
    k.heap_len -= 1
    if k.heap_mode and k.heap_len:
        heap_sift_down(k, k.heap[k.heap_len])
        if k.heap_len < EVQ_HEAP_MIN:
            heap_to_sorted(k)


cdef inline void heap_replace_top(Kernel k, double t, long long uid, int kind, int obj, int arg) noexcept:
    """Remove the next event and insert another."""
    cdef Event e
    if not k.heap_mode:
        k.heap_len -= 1
        heap_push(k, t, uid, kind, obj, arg)
        return
    e.time = t
    e.uid = uid
    e.kind = kind
    e.obj = obj
    e.arg = arg
    heap_sift_down(k, e)


cdef void heap_sift_down(Kernel k, Event last) noexcept:
    """Binary layout: place `last` into the hole at the root."""
    cdef Py_ssize_t i = 0, child
    cdef Py_ssize_t n = k.heap_len
    while True:
        child = 2 * i + 1
        if child >= n:
            break
        if child + 1 < n and ev_before(&k.heap[child + 1], &k.heap[child]):
            child += 1
        if not ev_before(&k.heap[child], &last):
            break
        k.heap[i] = k.heap[child]
        i = child
    k.heap[i] = last


cdef void heap_to_binary(Kernel k) noexcept:
    """Sorted latest first -> earliest first, which is a valid binary heap."""
    cdef Py_ssize_t i = 0, j = k.heap_len - 1
    cdef Event tmp
    while i < j:
        tmp = k.heap[i]
        k.heap[i] = k.heap[j]
        k.heap[j] = tmp
        i += 1
        j -= 1
    k.heap_mode = True


cdef void heap_to_sorted(Kernel k) noexcept:
    """Binary heap -> sorted latest first (insertion sort of a few entries)."""
    cdef Py_ssize_t i, j
    cdef Event e
    for i in range(1, k.heap_len):
        e = k.heap[i]
        j = i
        while j > 0 and ev_before(&k.heap[j - 1], &e):
            k.heap[j] = k.heap[j - 1]
            j -= 1
        k.heap[j] = e
    k.heap_mode = False


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
    heap_push(k, tm.t, tm.uid, EV_TIMER, tid, 0)


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
    heap_push(k, tm.t, tm.uid, EV_TIMER, e.obj, 0)
    return False


# ---- packets ----------------------------------------------------------------

cdef enum:
    CHUNK_BITS = 12
    CHUNK_SIZE = 4096

cdef inline Packet *pkt(Kernel k, int i) noexcept:
    return &k.chunks[i >> CHUNK_BITS][i & (CHUNK_SIZE - 1)]


cdef int pkt_alloc(Kernel k) noexcept:
    """A fresh packet with the next uid; fields other than uid are zero."""
    cdef int i, j, base
    cdef Packet *p
    if k.free_pkt < 0:
        k.chunks = <Packet **>realloc(k.chunks, (k.n_chunks + 1) * sizeof(Packet *))
        k.chunks[k.n_chunks] = <Packet *>malloc(CHUNK_SIZE * sizeof(Packet))
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
