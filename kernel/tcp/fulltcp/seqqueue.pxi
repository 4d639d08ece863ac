# Full TCP's queue of byte ranges (ns-2's ReassemblyQueue, tcp/rq.cc), included by
# tcp/fulltcp.pxi: the receiver's reassembly queue (out-of-order data) and the SACK
# sender's scoreboard (what the peer's SACK blocks reported).  Ranges are kept
# ascending and disjoint; a range that overlaps or touches others absorbs them.  Each
# range remembers when it was created: SACK blocks are reported newest first, and a
# range that grows by merging keeps the place of the older range it grew from.

cdef struct RqBlock:
    int start               # first byte held
    int end                 # one past the last byte held
    int flags               # header flags of the segments it merged
    long long stamp         # creation order (SACK blocks go newest first)


cdef struct SeqQueue:
    RqBlock *b
    int n
    int cap
    long long stamps


cdef inline void sq_clear(SeqQueue *q) noexcept:
    q.n = 0


cdef int sq_total(SeqQueue *q) noexcept:
    cdef int i, total = 0
    for i in range(q.n):
        total += q.b[i].end - q.b[i].start
    return total


cdef int sq_add(SeqQueue *q, int *nxt, int start, int end, int flags) noexcept:
    """Add bytes [start, end) and move *nxt past a range that reaches it; the flags of
    the range the bytes end up in."""
    cdef int i = 0, j, merged = flags
    cdef long long stamp
    while i < q.n and q.b[i].end < start:
        i += 1
    j = i
    while j < q.n and q.b[j].start <= end:
        start = start if start < q.b[j].start else q.b[j].start
        end = end if end > q.b[j].end else q.b[j].end
        merged |= q.b[j].flags
        j += 1
    if j == i:
        if q.n == q.cap:
            q.cap = q.cap * 2 if q.cap else 16
            q.b = <RqBlock *>realloc(q.b, q.cap * sizeof(RqBlock))
        memmove(&q.b[i + 1], &q.b[i], (q.n - i) * sizeof(RqBlock))
        q.n += 1
        q.stamps += 1
        stamp = q.stamps
    else:
        stamp = q.b[i].stamp
        memmove(&q.b[i + 1], &q.b[j], (q.n - j) * sizeof(RqBlock))
        q.n -= j - i - 1
    q.b[i].start = start
    q.b[i].end = end
    q.b[i].flags = merged
    q.b[i].stamp = stamp
    if q.b[i].start <= nxt[0] < q.b[i].end:
        nxt[0] = q.b[i].end
    return merged


cdef int sq_clear_to(SeqQueue *q, int seq) noexcept:
    """Drop what lies below seq; the flags of the ranges it touched."""
    cdef int flags = 0, n = 0
    while n < q.n and q.b[n].end <= seq:
        flags |= q.b[n].flags
        n += 1
    memmove(&q.b[0], &q.b[n], (q.n - n) * sizeof(RqBlock))
    q.n -= n
    if q.n and q.b[0].start <= seq:
        q.b[0].start = seq
        flags |= q.b[0].flags
    return flags


cdef int sq_next_hole(SeqQueue *q, int seq, int *after_count, int *after_bytes) noexcept:
    """The first byte at or above seq that no range holds (-1: seq is past them all), with
    the number of ranges above that hole and the bytes they hold (-1: none)."""
    cdef int i, k
    after_count[0] = after_bytes[0] = -1
    for i in range(q.n):
        if q.b[i].start > seq or (q.b[i].start <= seq <= q.b[i].end):
            k = i if q.b[i].start > seq else i + 1
            if k < q.n:
                after_count[0] = q.n - k
                after_bytes[0] = 0
                while k < q.n:
                    after_bytes[0] += q.b[k].end - q.b[k].start
                    k += 1
            return seq if q.b[i].start > seq else q.b[i].end
    return -1


cdef int sq_newest(SeqQueue *q, SackBlocks *blocks, int most) noexcept:
    """Up to `most` ranges, newest first, into blocks; how many."""
    cdef int count = 0, i, best
    cdef long long below = 1LL << 62
    while count < most and count < MAX_SACK_BLOCKS:
        best = -1
        for i in range(q.n):
            if q.b[i].stamp < below and (best < 0 or q.b[i].stamp > q.b[best].stamp):
                best = i
        if best < 0:
            break
        blocks.left[count] = q.b[best].start
        blocks.right[count] = q.b[best].end
        below = q.b[best].stamp
        count += 1
    return count
