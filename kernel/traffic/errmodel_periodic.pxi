# ErrorModel/Periodic (ns-2's PeriodicErrorModel; docs/ns2-behavior.md §10): a
# deterministic model.  Counting units (packets, or bytes for any other unit),
# it hits the unit that reaches offset_, then every period_-th one after it,
# and after each hit the first burstlen_ units too.  With default_drop_ set the
# sense flips: the units it would let through are hit and the others pass
# (the first offset_ units still pass).  With the time unit, offset_,
# period_ and burstlen_ are seconds of the clock instead of counts.
# No random draw is made.


cdef int em_periodic_time(Kernel k, ErrModel *em) noexcept:
    """Time unit: the first packet at or after offset_, then one each time
    more than period_ has gone by, and those within burstlen_ of it."""
    cdef double now = k.now
    if em.first_time < 0.0:
        if now >= em.offset:
            em.first_time = now
            em.last_time = now
            return 1
        return 0
    if now - em.last_time > em.period:
        em.last_time = now
        return 1
    return now - em.last_time < em.burstlen


cdef int em_periodic_counted(ErrModel *em) noexcept:
    """After counting the unit: 1 at the offset and at each period, else 0
    (the start of a burst)."""
    if <int>em.first_time < 0:
        if em.pcount >= <int>em.offset:
            em.first_time = 1.0
            em.last_time = 1.0
            em.pcount = 0
            return 1
        return -1               # before the offset: never hit
    if em.pcount >= <int>em.period:
        em.pcount = 0
        return 1
    return 0


cdef int em_periodic_corrupt(Kernel k, ErrModel *em, Packet *p) noexcept:
    """PeriodicErrorModel::corrupt: nonzero when the packet is hit."""
    cdef int at_mark
    if em.unit == EU_TIME:
        return em_periodic_time(k, em)
    em.pcount += 1 if em.unit == EU_PKT else p.size
    at_mark = em_periodic_counted(em)
    if at_mark < 0:
        return 0
    if em.default_drop:
        return at_mark == 0
    return at_mark == 1 or em.pcount < em.burstlen
