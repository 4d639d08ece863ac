# Application/Traffic/RealAudio (ns-2's realaudio/realaudio.cc): an on/off source whose
# bursts last burst_time_ and whose idle times come from an empirical distribution,
# the file `offtimecdf` in the working directory, read again at every start (a missing
# file leaves the table as it was: empty at first, and then every idle time is 0).
#
# At start: the gap within a burst is burst_time_ itself, and the mean burst holds
# rate_ * (burst_time_ + idle_time_) / (packetSize_ * 8) packets; its packets are
# typed "ra".  Each gap draws an idle time o from the table (a draw at every packet,
# used only when a burst ends); when a burst ends, the next one holds the mean
# rounded (or, when o exceeds idle_time_, rate_ * (burst_time_ + o) / (packetSize_ * 8)
# truncated, at least 1) and the gap grows by o.

cdef void realaudio_init(Kernel k, App *a) noexcept:
    """RA_Traffic::init: the idle-time table, the burst parameters, the packet type."""
    cdf_load(&a.cdf, b"offtimecdf")        # no such file: the table stays as it was
    a.interval = a.ontime
    a.burstlen = a.rate * (a.ontime + a.offtime) / <double>(a.size << 3)
    a.rem = 0
    app_set_pkttype(k, a, PT_REALAUDIO)


cdef double realaudio_next(Kernel k, App *a) noexcept:
    """RA_Traffic::next_interval: the time to the next packet."""
    cdef double o = cdf_value(rng_stream(k, a.rng), &a.cdf)
    cdef double t = a.ontime
    if a.rem == 0:
        a.rem = <unsigned int><int>(a.burstlen + .5)
        if o > a.offtime:
            a.rem = <unsigned int><int>(a.rate * (t + o) / <double>(a.size << 3))
        if a.rem == 0:
            a.rem = 1
        t += o
    a.rem -= 1
    return t
