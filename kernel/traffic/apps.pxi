# UDP, LossMonitor and the applications that drive agents: Telnet and the
# traffic generators CBR, Exponential and Pareto on/off (docs/ns2-behavior.md §8).
# Each application is a C struct with one kernel timer; its draws come from
# the default stream (or its use-rng stream) exactly where ns-2 draws.

cdef enum:
    TCPLIB_TELNET_SIZE = 10000      # entries of tcplib's telnet interarrival table


# ---- Agent/UDP ------------------------------------------------------------------

cdef void udp_send_packet(Kernel k, int aid, int size, int appdata) noexcept:
    """One UDP packet of `size` bytes with the next RTP seqno (and the script's text
    number `appdata`, 0 for none)."""
    cdef UdpState *u = <UdpState *>k.agents[aid].impl
    cdef int pi = agent_new_packet(k, aid, u.ptype)
    cdef Packet *p = pkt(k, pi)
    p.size = size
    p.appdata = appdata
    u.seqno += 1
    p.seqno = u.seqno
    p.ts = k.now
    if k.hdr_alias:
        alias_udp_packet(k, p)
    if u.tbf != NULL:
        tbf_recv(k, aid, <TbfState *>u.tbf, pi)
    else:
        agent_send(k, aid, pi)


cdef void udp_sendmsg(Kernel k, int aid, int nbytes, int appdata=0) noexcept:
    """A message of n bytes: n / packetSize_ full packets, then the rest.  A message
    with a text (`$udp send n text`, appdata > 0) must fit in one packet."""
    cdef int size = k.agents[aid].size
    cdef int n, rest
    if nbytes == -1 or size <= 0:
        return          # ns-2 prints an error and sends nothing
    if appdata and nbytes > size:
        c_output(k, b"Error: data greater than maximum UDP packet size\n")
        return
    n = nbytes // size
    rest = nbytes % size
    while n > 0:
        udp_send_packet(k, aid, size, appdata)
        n -= 1
    if rest > 0:
        udp_send_packet(k, aid, rest, appdata)


cdef void udp_recv_text(Kernel k, int aid, int pi) noexcept:
    """A packet with a script's text reached a UDP agent: its object's process_data
    instproc gets the sending node and the text (only such packets go to the script)."""
    cdef Packet *p = pkt(k, pi)
    agent_upcall(k, aid, ("process_data", p.src_addr, p.appdata - 1))
    pkt_free(k, pi)


# ---- Agent/LossMonitor -----------------------------------------------------------

cdef void lossmon_recv(Kernel k, int aid, int pi) noexcept:
    """Count the packet; a jump in RTP seqno counts the missing ones as lost, and
    runs the script's log-loss instproc (ns-2's library has an empty one)."""
    cdef LossMonState *m = <LossMonState *>k.agents[aid].impl
    cdef Packet *p = pkt(k, pi)
    cdef int loss
    m.seqno = p.seqno
    m.bytes += p.size
    m.npkts += 1
    if m.expected >= 0:
        loss = m.seqno - m.expected
        if loss > 0:
            m.nlost += loss
            agent_upcall(k, aid, ("log-loss",))
    m.last_time = k.now
    m.expected = m.seqno + 1
    pkt_free(k, pi)


# ---- applications: shared --------------------------------------------------------

cdef inline App *app_of(Kernel k, int app) noexcept:
    return &k.apps[app]


cdef void app_set_pkttype(Kernel k, App *a, int ptype) noexcept:
    """What a traffic source's init does to its agent's packet type (UDP and SRM)."""
    if a.agent >= 0 and k.agents[a.agent].kind == AG_UDP:
        (<UdpState *>k.agents[a.agent].impl).ptype = ptype
    elif a.agent >= 0 and k.agents[a.agent].kind == AG_SRM:
        (<SrmState *>k.agents[a.agent].impl).app_ptype = ptype


cdef inline double app_gap(App *a) noexcept:
    """Inter-packet time at rate_: (packetSize_ * 8) / rate_."""
    return <double>(a.size << 3) / <double>a.rate


# ---- Telnet -------------------------------------------------------------------------

cdef double telnet_next(Kernel k, App *a) noexcept:
    """Time to the next message: exponential with mean interval_, or tcplib's
    empirical telnet distribution when interval_ is 0."""
    cdef int pos
    if a.interval == 0:
        pos = <int>(mrg_next(&k.rng) * 10000.0)
        return k.tcplib[pos]
    return (-log(mrg_next(&k.rng))) * a.interval


cdef void telnet_timeout(Kernel k, int app) noexcept:
    cdef App *a = app_of(k, app)
    if a.running:
        agent_sendmsg(k, a.agent, agent_app_size(k, a.agent))
        timer_resched(k, a.timer, telnet_next(k, a))


# ---- traffic generators -------------------------------------------------------------

cdef double cbr_next(Kernel k, App *a) noexcept:
    """CBR: the gap to the next packet (rate_ re-read), -1 after maxpkts_."""
    cdef double t
    a.interval = app_gap(a)
    t = a.interval
    if a.random:
        t += a.interval * mrg_uniform(&k.rng, -0.5, 0.5)
    a.seqno += 1
    if a.seqno < a.maxpkts:
        return t
    return -1


cdef double expoo_next(Kernel k, App *a) noexcept:
    """Exponential on/off: a new burst starts with an exponential idle time."""
    cdef Mrg32k3a *g = rng_stream(k, a.rng)
    cdef double t = a.interval
    if a.rem == 0:
        a.rem = <unsigned int><int>(mrg_exponential(g, a.burstlen) + .5)
        if a.rem == 0:
            a.rem = 1
        t += mrg_exponential(g, a.offtime)
    a.rem -= 1
    return t


cdef double poo_next(Kernel k, App *a) noexcept:
    """Pareto on/off: burst length and idle time are Pareto distributed."""
    cdef Mrg32k3a *g = rng_stream(k, a.rng)
    cdef double t = a.interval
    a.on = 1
    if a.rem == 0:
        a.rem = <unsigned int><int>(mrg_pareto(g, a.p1, a.shape) + .5)
        if a.rem == 0:
            a.rem = 1
        t += mrg_pareto(g, a.p2, a.shape)
        a.on = 0
    a.rem -= 1
    return t


cdef double traffic_next(Kernel k, App *a) noexcept:
    if a.kind == APP_CBR:
        return cbr_next(k, a)
    if a.kind == APP_EXPOO:
        return expoo_next(k, a)
    if a.kind == APP_REALAUDIO:
        return realaudio_next(k, a)
    return poo_next(k, a)


cdef void traffic_init(Kernel k, App *a) noexcept:
    """The generator's init() at start: interval, burst parameters, packet type."""
    if a.kind == APP_REALAUDIO:
        realaudio_init(k, a)
        return
    a.interval = app_gap(a)
    if a.kind == APP_CBR:
        app_set_pkttype(k, a, PT_CBR)
        return
    a.burstlen = a.ontime / a.interval
    a.rem = 0
    if a.kind == APP_EXPOO:
        app_set_pkttype(k, a, PT_EXP)
        return
    a.on = 0
    a.p1 = a.burstlen * (a.shape - 1.0) / a.shape
    a.p2 = a.offtime * (a.shape - 1.0) / a.shape
    app_set_pkttype(k, a, PT_PARETO)


cdef void traffic_timeout(Kernel k, int app) noexcept:
    """Send one packet of packetSize_, then schedule the next (or stop)."""
    cdef App *a = app_of(k, app)
    if not a.running:
        return
    agent_sendmsg(k, a.agent, a.size)
    a.next_pkttime = traffic_next(k, a)
    if a.next_pkttime > 0:
        timer_resched(k, a.timer, a.next_pkttime)
    elif a.kind != APP_EXPOO:
        a.running = 0


# ---- start / stop / timer -------------------------------------------------------------

cdef void app_start(Kernel k, int app) noexcept:
    """`$app start`: Telnet waits one gap; CBR sends at once; on/off sources
    wait for their first gap (which includes an idle period)."""
    cdef App *a = app_of(k, app)
    if a.kind == APP_TELNET:
        a.running = 1
        timer_resched(k, a.timer, telnet_next(k, a))
        return
    traffic_init(k, a)
    a.running = 1
    if a.kind == APP_CBR:
        traffic_timeout(k, app)
        return
    a.next_pkttime = traffic_next(k, a)
    timer_resched(k, a.timer, a.next_pkttime)


cdef void app_stop(Kernel k, int app) noexcept:
    """`$app stop`: Telnet just stops sending; generators cancel their timer."""
    cdef App *a = app_of(k, app)
    if a.kind != APP_TELNET and a.running:
        timer_cancel(k, a.timer)
    a.running = 0


cdef void app_timeout(Kernel k, int app) noexcept:
    if k.apps[app].kind == APP_TELNET:
        telnet_timeout(k, app)
    else:
        traffic_timeout(k, app)
