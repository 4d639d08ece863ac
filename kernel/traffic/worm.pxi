# Worm propagation (ns-2.35 apps/worm.cc, Application/Worm and its Dnh and An kinds): the
# applications live here, over Agent/MessagePassing agents (traffic/message_passing.pxi);
# nslab.otcl.worm makes them and passes the script's commands on.
#
# * A Dnh host (a vulnerable host of the detailed network) is infected by the first probe
#   it receives: it prints "D C <time> <hosts infected before> <its address>" (the very
#   first probe any worm host receives also prints "D FP <time>"), then probes every
#   1 / ScanRate seconds: a draw u; if u < local-p (a float) the address is drawn in the
#   detailed network's range, else in the whole 2^32 space, redrawn while it is the
#   host's own; the probe is a message of ScanPacketSize bytes to that address, truncated
#   to a 32-bit int, and port ScanPort.  The address range, gateway and local-p are
#   shared by all Dnh hosts (set through any of them).
# * The An host models the rest of the Internet as an SIR system, one step each TimeStep
#   seconds from `start`: with s + i + r = n hosts (its address range), it counts the
#   probes it receives, moves i and r by beta and gamma (beta from the scan rate and the
#   vulnerable share, `v_percent`), prints "A <time> s i r probes-in probes-out" and, when
#   more than one probe of its infected hosts would reach the detailed network, sends
#   that many (rounded) to addresses drawn strictly inside the detailed network's range.
# * A plain Application/Worm host is not vulnerable: it only prints "D FP".
# Every draw is from the default stream, in worm.cc's order and expressions.

cdef enum:
    WORM_BASE = 0
    WORM_DNH = 1
    WORM_AN = 2
    TM_WORM = 25            # a worm host's probing or stepping timer (owner: the host)

cdef double WORM_TOTAL_ADDR = 4294967296.0      # WormApp::total_addr_, 2^32

cdef struct WormHost:
    int kind
    int agent               # its MessagePassing agent, -1 until attach-agent
    int timer
    unsigned long my_addr
    double scan_rate        # ScanRate
    int scan_port           # ScanPort
    int p_size              # ScanPacketSize
    bint infected           # Dnh
    double p_inv
    int time_step           # An: TimeStep
    unsigned long addr_low, addr_high, dn_low, dn_high
    double s, i, r, s_max, n, v_percentage, beta, gamma
    double probe_in, probe_recv, probe_out

cdef struct WormState:
    WormHost *hosts
    int n_hosts
    bint first_probe
    unsigned long infect_total
    unsigned long dnh_low, dnh_high, default_gw     # DnhWormApp's shared ranges
    float local_p


cdef void worm_state_free(WormState *w) noexcept:
    if w != NULL:
        free(w.hosts)
        free(w)


cdef void worm_print(Kernel k, str text) noexcept:
    c_output(k, text.encode())


cdef void worm_first_probe(Kernel k) noexcept:
    if not k.worm.first_probe:
        k.worm.first_probe = True
        worm_print(k, "D FP %.2f\n" % k.now)


cdef void worm_recv(Kernel k, int wid) noexcept:
    """WormApp::process_data: a probe reached the host's agent."""
    cdef WormState *w = k.worm
    cdef WormHost *h = &w.hosts[wid]
    if h.kind == WORM_AN:
        h.probe_recv += 1
        return
    if h.kind == WORM_DNH and h.infected:
        return
    worm_first_probe(k)
    if h.kind != WORM_DNH:
        return
    worm_print(k, "D C %.2f %d %d\n" % (k.now, w.infect_total, h.my_addr))
    h.infected = True
    w.infect_total += 1
    if h.scan_rate != 0:
        h.p_inv = 1.0 / h.scan_rate
        timer_resched(k, h.timer, h.p_inv)


cdef void worm_send(Kernel k, WormHost *h, unsigned long d_addr) noexcept:
    """agent_->sendto(p_size_, NULL, {d_addr as an int, scan_port_})."""
    message_passing_send(k, h.agent, h.p_size, 0, <int>(<unsigned int>d_addr), h.scan_port)


cdef void worm_dnh_probe(Kernel k, WormHost *h) noexcept:
    """DnhWormApp::send_probe."""
    cdef WormState *w = k.worm
    cdef double low = 0, high = WORM_TOTAL_ADDR
    cdef unsigned long d_addr = h.my_addr
    if mrg_uniform(&k.rng, 0.0, 1.0) < w.local_p:
        low, high = w.dnh_low, w.dnh_high
    while d_addr == h.my_addr:
        d_addr = <unsigned long>mrg_uniform(&k.rng, low, high)
    worm_send(k, h, d_addr)


cdef void worm_an_update(Kernel k, WormHost *h) noexcept:
    """AnWormApp::update: one step of the SIR model, its line, its probes."""
    cdef int times, sent = 0
    cdef unsigned long d_addr
    timer_resched(k, h.timer, h.time_step)
    h.probe_out = h.scan_rate * h.i * <double>(h.dn_high - h.dn_low + 1) * h.time_step \
        / WORM_TOTAL_ADDR
    h.probe_in = h.probe_recv * h.s / h.n
    h.probe_recv = 0
    h.r = h.r + h.gamma * h.i
    if h.r < 0:
        h.r = 0
    if h.r > h.n:
        h.r = h.n
    h.i = h.i + h.beta * h.i * (h.s / h.s_max) * h.time_step - h.gamma * h.i + h.probe_in
    if h.i < 0:
        h.i = 0
    if h.i > h.n - h.r:
        h.i = h.n - h.r
    h.s = h.n - h.r - h.i
    worm_print(k, "A %.2f %d %d %d %d %d\n" % (k.now, <int>h.s, <int>h.i, <int>h.r,
                                                <int>h.probe_in, <int>h.probe_out))
    if h.probe_out > 1:
        times = <int>(h.probe_out + 0.5)
        while sent < times:
            d_addr = h.dn_low + <int>(<double>(h.dn_high - h.dn_low) * mrg_next(&k.rng))
            if h.dn_low < d_addr < h.dn_high:
                worm_send(k, h, d_addr)
                sent += 1


cdef void worm_timeout(Kernel k, int wid) noexcept:
    cdef WormHost *h = &k.worm.hosts[wid]
    if h.kind == WORM_DNH:
        timer_resched(k, h.timer, h.p_inv)
        worm_dnh_probe(k, h)
    elif h.kind == WORM_AN:
        timer_resched(k, h.timer, h.time_step)
        worm_an_update(k, h)


# ---- the Python side (nslab.otcl.worm) -------------------------------------------------

WORM_KINDS = {"Application/Worm": WORM_BASE, "Application/Worm/Dnh": WORM_DNH,
              "Application/Worm/An": WORM_AN}


def worm_new(Kernel k, str cls, double scan_rate, int scan_port, int p_size, int time_step):
    """A worm host of ns-2 class `cls` (WORM_KINDS); returns its id."""
    cdef WormState *w
    cdef WormHost *h
    if k.worm == NULL:
        k.worm = <WormState *>calloc(1, sizeof(WormState))
    w = k.worm
    w.hosts = <WormHost *>realloc(w.hosts, (w.n_hosts + 1) * sizeof(WormHost))
    h = &w.hosts[w.n_hosts]
    memset(h, 0, sizeof(WormHost))
    h.kind = WORM_KINDS[cls]
    h.agent = -1
    h.timer = timer_new(k, TM_WORM, w.n_hosts)
    h.scan_rate, h.scan_port, h.p_size, h.time_step = scan_rate, scan_port, p_size, time_step
    h.n = h.r = 1
    w.n_hosts += 1
    return w.n_hosts - 1


def worm_attach(Kernel k, int wid, int aid):
    """attach-agent: the host sends and receives through MessagePassing agent `aid`."""
    cdef WormHost *h = &k.worm.hosts[wid]
    k._agent(aid, AG_MESSAGE_PASSING)
    h.agent = aid
    h.my_addr = <unsigned long>k.agents[aid].node if k.agents[aid].node >= 0 else 0
    (<int *>k.agents[aid].impl)[0] = wid + 1


def worm_command(Kernel k, int wid, str name, double a, double b=0):
    """The hosts' commands: addr-range, dn-range, v_percent, beta, gamma, gw, local-p,
    start (worm.cc's command and start); False for one the host's kind lacks."""
    cdef WormState *w = k.worm
    cdef WormHost *h = &w.hosts[wid]
    if h.kind == WORM_DNH and name == "addr-range":
        w.dnh_low, w.dnh_high = <unsigned long>a, <unsigned long>b
    elif h.kind == WORM_DNH and name == "gw":
        w.default_gw = <unsigned long>a
    elif h.kind == WORM_DNH and name == "local-p":
        w.local_p = <float>a
    elif h.kind == WORM_AN and name == "addr-range":
        h.addr_low, h.addr_high = <unsigned long>a, <unsigned long>b
        h.n = <double>(h.addr_high - h.addr_low + 1)
    elif h.kind == WORM_AN and name == "dn-range":
        h.dn_low, h.dn_high = <unsigned long><int>a, <unsigned long><int>b
    elif h.kind == WORM_AN and name == "v_percent":
        h.v_percentage = a
        h.s = <int>(h.n * h.v_percentage)
        if h.s < 1:
            h.s = 1
        h.s_max = h.s
        h.r = h.n - h.s
        h.beta = h.scan_rate * h.s_max / WORM_TOTAL_ADDR
    elif h.kind == WORM_AN and name == "beta":
        h.beta = a
    elif h.kind == WORM_AN and name == "gamma":
        h.gamma = a
    elif h.kind == WORM_AN and name == "start":
        h.i = 1
        h.s -= 1
        timer_resched(k, h.timer, h.time_step)
    else:
        return False
    return True


NODE_DEFAULT_TO_DEMUX = NODE_DEFAULT_DEMUX      # Kernel.set_node_default's "its own demux"
