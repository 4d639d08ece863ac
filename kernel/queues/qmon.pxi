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


# ---- flow monitors (`$ns makeflowmon`, `$ns attach-fmon`) --------------------
#
# A flow monitor counts like a QueueMonitor (plus early drops) and also per
# flow; flows are told apart by a hash classifier on the fid, the source and
# destination addresses, or both, and are made at their first packet, in
# order (ns-2's installNext slots).

cdef enum:
    FM_FID = 0              # Classifier/Hash/Fid
    FM_SRCDEST = 1          # Classifier/Hash/SrcDest
    FM_SRCDESTFID = 2       # Classifier/Hash/SrcDestFid
    FM_DEST = 3             # Classifier/Hash/Dest

cdef struct FlowStats:
    QMon m                  # the flow's QueueMonitor counters
    int epdrops             # epdrops_: early drops (RED, with attach-fmon ... 1)
    int ebdrops             # ebdrops_
    int src                 # src_, dst_, flowid_ and the type: from the last packet
    int dst
    int fid
    int ptype
    int ksrc                # classifier key
    int kdst
    int kfid

cdef struct FlowMon:
    QMon m                  # the aggregate counters
    int epdrops
    int ebdrops
    int cltype              # FM_*
    bint enable_in          # enable_in_ ...: count per flow at this snoop point
    bint enable_out
    bint enable_drop
    bint enable_edrop
    bint edrop              # RED's early drops come here (not via the drop head)
    FlowStats *flows
    int n_flows
    int cap_flows


cdef int fmon_find(FlowMon *f, Packet *p, bint create) noexcept:
    """The flow of packet p (its classifier key), made if new and `create`."""
    cdef int i, s = p.src_addr, d = p.dst_addr, fid = p.fid
    cdef FlowStats *fl
    if f.cltype == FM_FID:
        s = d = 0
    elif f.cltype == FM_SRCDEST:
        fid = 0
    elif f.cltype == FM_DEST:
        s = fid = 0
    for i in range(f.n_flows):
        fl = &f.flows[i]
        if fl.ksrc == s and fl.kdst == d and fl.kfid == fid:
            return i
    if not create:
        return -1
    if f.n_flows == f.cap_flows:
        f.cap_flows = f.cap_flows * 2 if f.cap_flows else 8
        f.flows = <FlowStats *>realloc(f.flows, f.cap_flows * sizeof(FlowStats))
    fl = &f.flows[f.n_flows]
    memset(fl, 0, sizeof(FlowStats))
    fl.m.trace = -1
    fl.ksrc, fl.kdst, fl.kfid = s, d, fid
    f.n_flows += 1
    return f.n_flows - 1


cdef inline FlowStats *fmon_flow(FlowMon *f, Packet *p) noexcept:
    """The packet's flow with its fields set from the packet (setfields); NULL
    for a Dest classifier, which never makes flows on its own in ns-2."""
    cdef int i = fmon_find(f, p, f.cltype != FM_DEST)   # may move f.flows: index first
    cdef FlowStats *fl
    if i < 0:
        return NULL
    fl = &f.flows[i]
    fl.src = p.src_addr
    fl.dst = p.dst_addr
    fl.fid = p.fid
    fl.ptype = p.ptype
    return fl


cdef void fmon_in(Kernel k, FlowMon *f, Packet *p) noexcept:
    cdef FlowStats *fl
    qmon_in(k, &f.m, p)
    if f.enable_in:
        fl = fmon_flow(f, p)
        if fl != NULL:
            qmon_in(k, &fl.m, p)


cdef void fmon_out(Kernel k, FlowMon *f, Packet *p) noexcept:
    cdef FlowStats *fl
    qmon_out(k, &f.m, p)
    if f.enable_out:
        fl = fmon_flow(f, p)
        if fl != NULL:
            qmon_out(k, &fl.m, p)


cdef void fmon_drop(Kernel k, FlowMon *f, Packet *p) noexcept:
    cdef FlowStats *fl
    qmon_drop(k, &f.m, p)
    if f.enable_drop:
        fl = fmon_flow(f, p)
        if fl != NULL:
            qmon_drop(k, &fl.m, p)


cdef void fmon_edrop(Kernel k, FlowMon *f, Packet *p) noexcept:
    """An early drop: counted as one and as a drop, overall and per flow."""
    cdef FlowStats *fl
    f.ebdrops += p.size
    f.epdrops += 1
    qmon_drop(k, &f.m, p)
    if f.enable_edrop:
        fl = fmon_flow(f, p)
        if fl == NULL:
            return
        fl.ebdrops += p.size
        fl.epdrops += 1
        qmon_drop(k, &fl.m, p)


cdef object qmon_value(QMon *m, str name):
    """A QueueMonitor variable by its ns-2 name."""
    values = {"size_": m.size, "pkts_": m.pkts, "parrivals_": m.parrivals,
              "barrivals_": m.barrivals, "pdepartures_": m.pdepartures,
              "bdepartures_": m.bdepartures, "pdrops_": m.pdrops, "bdrops_": m.bdrops,
              "pmarks_": m.pmarks, "first_pkt_": m.first_pkt, "last_pkt_": m.last_pkt}
    if name not in values:
        raise KernelError("queue monitors have no variable %r" % name)
    return values[name]


cdef void qmon_assign(QMon *m, str name, value) except *:
    if name == "size_": m.size = value
    elif name == "pkts_": m.pkts = value
    elif name == "parrivals_": m.parrivals = value
    elif name == "barrivals_": m.barrivals = value
    elif name == "pdepartures_": m.pdepartures = value
    elif name == "bdepartures_": m.bdepartures = value
    elif name == "pdrops_": m.pdrops = value
    elif name == "bdrops_": m.bdrops = value
    elif name == "pmarks_": m.pmarks = value
    elif name == "first_pkt_": m.first_pkt = value
    elif name == "last_pkt_": m.last_pkt = value
    else: raise KernelError("queue monitors have no variable %r" % name)
