# The energy model of a mobile node (`node-config -energyModel EnergyModel -initialEnergy J
# -txPower W -rxPower W -idlePower W -sleepPower W -transitionPower W -transitionTime s`):
# ns-2.35's mobile/energy-model.cc with the accounting WirelessPhy does (mac/wireless-phy.cc).
#
# The radio drains its energy by state: P_tx while sending, P_rx while receiving (every
# frame above CSThresh_, decodable or not), P_idle between, P_sleep while the MAC has put
# it to sleep, and P_transition for transitionTime at each sleep or wake-up.  The account
# is brought up to date lazily: at each frame sent or received (a frame overlapping one
# already counted is counted from the end of that one, the channel's idle time), at each
# sleep or wake-up, and by the radio's timer (at 1 s, then every 10 s) while asleep.  A
# sleeping radio hears nothing; a node with no energy left neither sends nor hears, and
# its trace points write nothing.  Each update after a reception, sleep or wake-up logs
# `N -t T -n NODE -e ENERGY` in the node's trace file; the CMU trace lines of the node show
# `[energy E ei I es S et T er R]` (the old format) or `-Ne E` (the new one).  A node
# that runs out writes no trace lines, and its trace points (AGT, RTR, and the MAC's for
# S-MAC and TDMA) free the packets they get (radio/wireless.pxi wl_dead).  ns-2 also
# recomputes God's routes then, which changes nothing unless God is active (`$god_ on`,
# which nslab does not have), and has a power-saving mode (`$node powersaving`), which
# nslab does not have either.  As in ns-2, sleep energy counted from a time the account
# has already passed is negative and gives a dead node energy back.

cdef enum:
    EM_SLEEP = 0
    EM_IDLE = 1


cdef void em_log(Kernel k, MNode *m) noexcept:
    """MobileNode::log_energy: an N line in the node's trace file."""
    cdef WlEnergy *e = m.em
    cdef char *s
    if m.out < 0:
        return
    s = out_reserve(k, m.out)
    if e.energy > 0:
        k.outs[m.out].len += snprintf(s, OUT_SLACK, b"N -t %f -n %d -e %f\n", k.now, m.id,
                                      e.energy)
    else:
        k.outs[m.out].len += snprintf(s, OUT_SLACK, b"N -t %f -n %d -e 0 \n", k.now, m.id)


cdef void em_drain(Kernel k, MNode *m, double joules, double *account) noexcept:
    """EnergyModel::Decr*Energy: take `joules` (never below 0) and add them to the
    account of the state (NULL for transitions, which have none)."""
    cdef WlEnergy *e = m.em
    if e.energy <= joules:
        e.energy = 0.0
    else:
        e.energy = e.energy - joules
    if e.energy <= 0.0 and not e.exhausted:
        e.exhausted = 1                 # God's routes would change if God were active
        if k.wl.energy_exhausted == 0:
            k.wl.energy_exhausted = m.id + 1
    if account != NULL:
        account[0] = account[0] + joules


cdef inline void em_idle_until(Kernel k, MNode *m, double t) noexcept:
    """Idle energy from the last update to t (when t is later)."""
    cdef WlEnergy *e = m.em
    if t > e.update_time:
        em_drain(k, m, e.p_idle * (t - e.update_time), &e.ei)
        e.update_time = t


cdef bint em_send(Kernel k, MNode *m, int pi) noexcept:
    """WirelessPhy::sendDown's accounting: False when the node cannot send (no energy
    left, or switched off), and the packet goes nowhere."""
    cdef WlEnergy *e = m.em
    cdef double txtime, start, end
    if not e.node_on:
        return False
    if e.status == EM_SLEEP:
        em_drain(k, m, e.p_sleep * (k.now - e.update_time), &e.es)
        e.update_time = k.now
    if not e.energy > 0:
        return False
    txtime = wh(k, pi).txtime
    start = max(e.channel_idle_time, k.now)
    end = max(e.channel_idle_time, k.now + txtime)
    em_idle_until(k, m, start)
    em_drain(k, m, e.p_tx * (end - start), &e.et)
    e.status = EM_IDLE
    e.last_send_time = k.now + txtime
    e.channel_idle_time = end
    e.update_time = end
    if e.energy <= 0:
        e.energy = 0
        em_log(k, m)
    return True


cdef inline bint em_hears(MNode *m) noexcept:
    """Whether the radio can hear at all (on, awake, with energy left)."""
    return m.em.node_on and m.em.status != EM_SLEEP and m.em.energy > 0


cdef void em_received(Kernel k, MNode *m, int pi) noexcept:
    """WirelessPhy::sendUp's accounting for a frame the radio senses: receive energy for
    its time not yet counted, then an N line."""
    cdef WlEnergy *e = m.em
    cdef double rcvtime = wh(k, pi).txtime
    cdef double start = max(e.channel_idle_time, k.now)
    cdef double end = max(e.channel_idle_time, k.now + rcvtime)
    em_idle_until(k, m, start)
    em_drain(k, m, e.p_rx * (end - start), &e.er)
    e.channel_idle_time = end
    e.update_time = end
    e.status = EM_IDLE
    if e.energy <= 0:
        e.energy = 0
    em_log(k, m)


cdef void em_node_sleep(Kernel k, MNode *m) noexcept:
    """WirelessPhy::node_sleep: the MAC turns the radio off (from idle, once the energy
    account is up to date: not while a frame is still being counted)."""
    cdef WlEnergy *e = m.em
    if e == NULL or e.status == EM_SLEEP:
        return
    if k.now > e.update_time and e.status == EM_IDLE:
        em_drain(k, m, e.p_transition * e.t_transition, NULL)
        em_drain(k, m, e.p_idle * (k.now - e.update_time), &e.ei)
        e.status = EM_SLEEP
        e.update_time = k.now
        em_log(k, m)


cdef void em_node_wakeup(Kernel k, MNode *m) noexcept:
    """WirelessPhy::node_wakeup: the MAC turns the radio on again."""
    cdef WlEnergy *e = m.em
    if e == NULL or e.status == EM_IDLE:
        return
    if k.now > e.update_time and e.status == EM_SLEEP:
        em_drain(k, m, e.p_transition * e.t_transition, NULL)
        em_drain(k, m, e.p_sleep * (k.now - e.update_time), &e.es)
        e.status = EM_IDLE
        e.update_time = k.now
        em_log(k, m)


cdef void em_sleep_timer(Kernel k, MNode *m) noexcept:
    """WirelessPhy::UpdateSleepEnergy, the radio's timer (every 10 s): sleep energy so far."""
    cdef WlEnergy *e = m.em
    if k.now > e.update_time and e.node_on and e.status == EM_SLEEP:
        em_drain(k, m, e.p_sleep * (k.now - e.update_time), &e.es)
        e.update_time = k.now
        em_log(k, m)
    wl_schedule(k, 10.0, m.id, WS_PHY_TIMER, 0)


cdef WlEnergy *em_new(dict params) noexcept:
    """A node's energy model and its radio's powers (the phy's defaults where unset)."""
    cdef WlEnergy *e = <WlEnergy *>calloc(1, sizeof(WlEnergy))
    e.energy = e.initial = params["initialEnergy"]
    e.p_tx = params["txPower"]
    e.p_rx = params["rxPower"]
    e.p_idle = params["idlePower"]
    e.p_sleep = params["sleepPower"]
    e.p_transition = params["transitionPower"]
    e.t_transition = params["transitionTime"]
    e.node_on = 1
    e.status = EM_IDLE
    return e
