# Queue monitors (`$ns monitor-queue`): the counters ns-2's QueueMonitor keeps
# from the snoop points of a link, and its two integrators of the queue size.
#
# Snoop points: "in" where a packet enters the link (before its '+' line),
# "out" where it leaves the queue (before '-'), "drop" at the link's drop head
# (before 'd': queue drops and TTL drops, not FQ flow-queue drops).

cdef struct Integrator:
    bint on                 # attached to the monitor
    double lastx            # lastx_
    double lasty            # lasty_
    double sum              # sum_: integral of y dx up to lastx

cdef struct QMon:
    int size                # size_: bytes in the queue
    int pkts                # pkts_
    long long parrivals     # parrivals_
    long long barrivals     # barrivals_
    long long pdepartures   # pdepartures_
    long long bdepartures   # bdepartures_
    int pdrops              # pdrops_
    int bdrops              # bdrops_
    int pmarks              # pmarks_: departures carrying an ECN mark
    double first_pkt        # first_pkt_
    double last_pkt         # last_pkt_
    Integrator bint         # queue size in bytes over time
    Integrator pint         # queue size in packets over time
    int trace               # output for "q -t ..." lines, -1 when none
    int src_id              # set-src-dst
    int dst_id


cdef inline void integrator_point(Integrator *g, double x, double y) noexcept:
    """Integrator::newPoint: add the area since the last point, then move there."""
    g.sum += (x - g.lastx) * g.lasty
    g.lastx = x
    g.lasty = y


cdef void qmon_changed(Kernel k, QMon *m) noexcept:
    """After a counter update: feed the integrators and write the trace line."""
    cdef char *start
    cdef int n
    if m.bint.on:
        integrator_point(&m.bint, k.now, <double>m.size)
    if m.pint.on:
        integrator_point(&m.pint, k.now, <double>m.pkts)
    if m.trace >= 0:
        start = out_reserve(k, m.trace)
        n = snprintf(start, OUT_SLACK, b"q -t %.15g -s %d -d %d -l %d -p %d\n",
                     k.now, m.src_id, m.dst_id, m.size, m.pkts)
        k.outs[m.trace].len += n


cdef void qmon_in(Kernel k, QMon *m, Packet *p) noexcept:
    m.last_pkt = k.now
    if m.parrivals == 0:
        m.first_pkt = m.last_pkt
    m.barrivals += p.size
    m.parrivals += 1
    m.size += p.size
    m.pkts += 1
    qmon_changed(k, m)


cdef void qmon_out(Kernel k, QMon *m, Packet *p) noexcept:
    if (p.flags & FL_CE) and (p.flags & FL_ECT):
        m.pmarks += 1
    m.size -= p.size
    m.pkts -= 1
    m.bdepartures += p.size
    m.pdepartures += 1
    qmon_changed(k, m)


cdef void qmon_drop(Kernel k, QMon *m, Packet *p) noexcept:
    m.size -= p.size
    m.pkts -= 1
    m.bdrops += p.size
    m.pdrops += 1
    qmon_changed(k, m)
