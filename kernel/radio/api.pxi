# The Python face of the wireless kernel: `Wireless(kernel)` adds channels and
# mobile nodes (radio, MAC, LL/ARP, interface queue, routing agent) to a
# Kernel and moves them.  nslab.simulator builds on it; parameter names,
# defaults and checks are in nslab.params.

ROUTING_KINDS = {"AODV": RT_AODV, "DSDV": RT_DSDV, "DumbAgent": RT_DUMB, "DSR": RT_DSR}
MAC_KINDS = {"Mac/802_11": MK_80211, "Mac/Simple": MK_SIMPLE, "Mac/SMAC": MK_SMAC,
             "Mac/Tdma": MK_TDMA}
PROPAGATION_KINDS = {"Propagation/TwoRayGround": PROP_TWORAY, "Propagation/FreeSpace": PROP_FREESPACE,
                     "Propagation/Shadowing": PROP_SHADOWING,
                     "Propagation/ShadowingVis": PROP_SHADOWING_VIS}

# Column layouts of the wireless capture (Wireless.trace_columns/movement_columns)
# and the names behind its codes.
WIRELESS_FIELDS = [
    ("time", "<f8"), ("x", "<f8"), ("y", "<f8"), ("z", "<f8"), ("node", "<i4"), ("uid", "<i4"),
    ("size", "<i4"), ("src_addr", "<i4"), ("src_port", "<i4"), ("dst_addr", "<i4"),
    ("dst_port", "<i4"), ("ttl", "<i4"), ("next_hop", "<i4"), ("seqno", "<i4"),
    ("event", "S1"), ("level", "i1"), ("reason", "i1"), ("ptype", "i1"), ("newtrace", "i1"),
    ("pad", "V3")]
MOVEMENT_FIELDS = [("time", "<f8"), ("x", "<f8"), ("y", "<f8"), ("z", "<f8"), ("dest_x", "<f8"),
                   ("dest_y", "<f8"), ("speed", "<f8"), ("node", "<i4"), ("pad", "V4")]
WIRELESS_LEVELS = tuple(LEVEL_NAMES[i].decode() for i in range(4))
WIRELESS_REASONS = tuple(WR_NAMES[i].decode() for i in range(WR_COUNT))
WIRELESS_PTYPES = tuple(WL_NAMES[i].decode() for i in range(WN_COUNT))


cdef void wl_state_free(WlState *w) noexcept:
    """Release everything the wireless part allocated (at Kernel dealloc)."""
    cdef int i, j
    cdef MNode *m
    cdef AodvState *a
    cdef DsdvState *d
    cdef WlHdr *h
    if w == NULL:
        return
    for i in range(w.n_cap):
        m = w.nodes[i]
        if m == NULL:
            continue
        free(m.arp)
        free(m.ifq)
        free(m.mac.cache)
        free(m.smac)
        infra_free(m.mac.infra)
        free(m.em)
        free(m.tdma)
        if m.rt_kind == RT_AODV:
            a = <AodvState *>m.rt
            for j in range(a.nrt):
                free(a.rt[j].pc)
                free(a.rt[j])
            free(a.rt)
            free(a.bc)
            free(a.rq)
        elif m.rt_kind == RT_DSDV:
            d = <DsdvState *>m.rt
            for j in range(d.elts):
                if d.tab[j].q != NULL:
                    dsdv_free_queue_once(d, j)
            free(d.tab)
            free(d.free_ev)
        free(m.rt)
        free(m)
    free(w.nodes)
    free(w.tdma_preamble)
    for i in range(w.n_hchunks):
        for j in range(CHUNK_SIZE):
            h = &w.hchunks[i][j]
            if h.blob != NULL:
                free(h.blob)
        free(w.hchunks[i])
    free(w.hchunks)
    free(w.chans)
    for i in range(w.n_shadows):
        free(w.shadows[i].pixel)
    free(w.shadows)
    free(w.aff)
    free(w.min_hops)
    free(w.recs)
    free(w.moves)
    free(w)


cdef void dsdv_free_queue_once(DsdvState *d, int j) noexcept:
    """Free entry j's queue and forget every other copy of the pointer."""
    cdef PktFifo *q = d.tab[j].q
    cdef int i
    for i in range(d.elts):
        if d.tab[i].q == q:
            d.tab[i].q = NULL
    fifo_free(q)


@cython.final
cdef class Wireless:
    """The wireless part of a Kernel: channels and mobile nodes."""
    cdef Kernel k

    def __cinit__(self, Kernel k):
        self.k = k
        if k.wl == NULL:
            k.wl = <WlState *>calloc(1, sizeof(WlState))
            k.wl.highest_z = -1
            k.wl.error_model = wl_error_model_call
            k.wl.dist_cst = -1

    cdef MNode *_mn(self, int node) except NULL:
        if not is_mobile(self.k, node):
            raise KernelError("node %d is not a wireless node" % node)
        return mnode(self.k, node)

    def add_channel(self):
        """A new Channel/WirelessChannel; returns its id."""
        cdef WlState *w = self.k.wl
        w.chans = <WlChannel *>realloc(w.chans, (w.n_chans + 1) * sizeof(WlChannel))
        w.chans[w.n_chans].head = -1
        w.chans[w.n_chans].n = 0
        w.chans[w.n_chans].sorted = False
        w.n_chans += 1
        return w.n_chans - 1

    def set_god(self, int n):
        """create-god n: the node count the MACs size their duplicate cache with."""
        self.k.wl.god_nodes = n
        free(self.k.wl.min_hops)
        self.k.wl.min_hops = NULL
        cdef char line[64]
        snprintf(line, sizeof(line), b"num_nodes is set %d\n", n)
        c_output(self.k, line)     # C stdio: on a pipe it comes out at exit, as ns-2's does

    def god_set_dist(self, int i, int j, int d):
        """God's set-dist: the optimal hop count between i and j (both ways)."""
        cdef WlState *w = self.k.wl
        cdef int n = w.god_nodes
        if not (0 <= i < n and 0 <= j < n):
            raise KernelError("set-dist: nodes %d and %d must be below create-god's %d"
                              % (i, j, n))
        if w.min_hops == NULL:
            w.min_hops = <int *>calloc(n * n, sizeof(int))
        w.min_hops[i * n + j] = d
        w.min_hops[j * n + i] = d

    @property
    def god_nodes(self):
        return self.k.wl.god_nodes

    @property
    def energy_exhausted(self):
        """The first node whose energy model ran out, or -1."""
        return self.k.wl.energy_exhausted - 1

    def add_node(self, int node, int chan, double max_x, double max_y, dict phy, dict antenna,
                 dict mac, dict ll, dict ifq, str routing, dict dsdv, int out, bint newtrace,
                 bint rtr_trace, bint mac_trace, bint move_trace, str propagation,
                 int prop_model=-1, str mac_type="Mac/802_11", dict energy=None):
        """Make kernel node `node` a mobile node on channel `chan` in a flat
        topography of max_x x max_y, with the given (converted) parameters; `mac`
        holds the parameters of `mac_type`'s table; `energy` (initialEnergy, txPower,
        rxPower, idlePower, sleepPower, transitionPower, transitionTime) gives the node
        an energy model."""
        cdef Kernel k = self.k
        cdef WlState *w = k.wl
        cdef MNode *m
        cdef Mac80211 *mc
        cdef int i, n
        k._node(node)
        if not 0 <= chan < w.n_chans:
            raise KernelError("channel: no channel %d" % chan)
        if routing not in ROUTING_KINDS:
            raise KernelError("adhocRouting: unknown routing protocol %r (nslab implements: %s)"
                              % (routing, ", ".join(ROUTING_KINDS)))
        if mac_type not in MAC_KINDS:
            raise KernelError("macType: unknown MAC %r (nslab implements: %s)"
                              % (mac_type, ", ".join(MAC_KINDS)))
        if MAC_KINDS[mac_type] == MK_SMAC and not 0 < mac["dutyCycle_"] <= 100:
            raise KernelError("Mac/SMAC dutyCycle_: must be > 0 and <= 100 %%, got %r"
                              % (mac["dutyCycle_"],))
        if MAC_KINDS[mac_type] == MK_TDMA and not w.tdma_nodes < mac["max_node_num_"]:
            raise KernelError("Mac/Tdma max_node_num_: %d nodes take part already; ns-2 stops "
                              "with 'Too many nodes taking part in the simulations'"
                              % (w.tdma_nodes,))
        if MAC_KINDS[mac_type] == MK_TDMA and not mac["bandwidth_"] > 0:
            raise KernelError("Mac/Tdma bandwidth_: must be > 0 bits/s, got %r"
                              % (mac["bandwidth_"],))
        if MAC_KINDS[mac_type] == MK_SIMPLE and not mac["bandwidth_"] > 0:
            raise KernelError("Mac/Simple bandwidth_: must be > 0 bits/s, got %r"
                              % (mac["bandwidth_"],))
        if propagation not in PROPAGATION_KINDS:
            raise KernelError("propType: unknown propagation model %r (nslab implements: %s)"
                              % (propagation, ", ".join(PROPAGATION_KINDS)))
        if (PROPAGATION_KINDS[propagation] >= PROP_SHADOWING) != (0 <= prop_model < w.n_shadows):
            raise KernelError("propType: %s needs a shadowing model (add_shadowing), the others "
                              "none; got model %d" % (propagation, prop_model))
        if PROPAGATION_KINDS[propagation] == PROP_SHADOWING_VIS and w.shadows[prop_model].bad < 0:
            raise KernelError("propType: the Propagation/ShadowingVis model has no shadowing "
                              "models yet (add-models good bad)")
        if node >= w.n_cap:
            n = max(node + 1, 2 * w.n_cap, 16)
            w.nodes = <MNode **>realloc(w.nodes, n * sizeof(MNode *))
            for i in range(w.n_cap, n):
                w.nodes[i] = NULL
            w.n_cap = n
        if w.nodes[node] != NULL:
            raise KernelError("node %d is already a wireless node" % node)
        m = <MNode *>calloc(1, sizeof(MNode))
        w.nodes[node] = m
        m.id = node
        m.maxX = max_x
        m.maxY = max_y
        m.prevX = m.nextX = -1
        m.base_stn = -1
        m.out = out
        m.nam = -1
        m.newtrace = newtrace
        m.rtr_trace = rtr_trace         # these log only with a trace file or
        m.mac_trace = mac_trace         # capture (wl_tracing)
        m.move_trace = move_trace
        # radio and antenna
        m.Pt = phy["Pt_"]
        m.freq = phy["freq_"]
        m.L = phy["L_"]
        m.lam = SPEED_OF_LIGHT / m.freq
        m.RXThresh = phy["RXThresh_"]
        m.CSThresh = phy["CSThresh_"]
        m.CPThresh = phy["CPThresh_"]
        m.ant_x = antenna["X_"]
        m.ant_y = antenna["Y_"]
        m.ant_z = antenna["Z_"]
        m.Gt = antenna["Gt_"]
        m.Gr = antenna["Gr_"]
        m.prop = PROPAGATION_KINDS[propagation]
        m.prop_model = prop_model
        m.em_in = m.em_out = -1
        # MAC
        mc = &m.mac
        mc.index = w.n_macs
        w.n_macs += 1
        m.mac_kind = MAC_KINDS[mac_type]
        if m.mac_kind == MK_SIMPLE:
            self._add_simple_mac(m, mac)
        elif m.mac_kind == MK_SMAC:
            m.smac = smac_new(k, m, mac["syncFlag_"], mac["dutyCycle_"])
        elif m.mac_kind == MK_TDMA:
            m.tdma = tdma_new(k, m, mac["bandwidth_"], mac["slot_packet_len_"],
                              mac["max_node_num_"])
        else:
            self._add_80211_mac(m, mac)
        # link layer, ARP, queue
        m.ll_delay = ll["delay_"]
        m.arp_delay = ll["arp_delay"]
        m.ifq_limit = ifq["limit_"]
        m.ifq_prefer = ifq["Prefer_Routing_Protocols"]
        m.ifq_cmu = ifq.get("cmu", False)
        # routing agent; ns-2 schedules its start (at 0) before the radio's
        # sleep timer (at 1 s) is created (DumbAgent has none)
        self._init_routing(m, routing, dsdv)
        if m.rt_kind != RT_DUMB:
            wl_schedule(k, 0.0, node, WS_RT_START, 0)
        if energy is not None:
            m.em = em_new(energy)
        wl_schedule(k, 1.0, node, WS_NOOP if m.em == NULL else WS_PHY_TIMER, 0)
        if m.tdma != NULL:
            tdma_start(k, m)
        chan_add_node(k, chan, m)

    cdef int _init_routing(self, MNode *m, str routing, dict dsdv) except -1:
        """The node's routing agent (its state; no start event)."""
        cdef Kernel k = self.k
        cdef int node = m.id
        m.rt_kind = ROUTING_KINDS[routing]
        if m.rt_kind == RT_DUMB or m.rt_kind == RT_DSR:
            m.rt = NULL         # DSR's state is nslab.dsr's (Kernel.dsr_handler)
        elif m.rt_kind == RT_AODV:
            m.rt = calloc(1, sizeof(AodvState))
            (<AodvState *>m.rt).index = node
            (<AodvState *>m.rt).seqno = 2
            (<AodvState *>m.rt).bid = 1
            (<AodvState *>m.rt).btimer = timer_new(k, TM_WL_AODV, node * 2)
            (<AodvState *>m.rt).rtimer = timer_new(k, TM_WL_AODV, node * 2 + 1)
        else:
            m.rt = calloc(1, sizeof(DsdvState))
            (<DsdvState *>m.rt).myaddr = node
            (<DsdvState *>m.rt).periodic = -1
            (<DsdvState *>m.rt).lasttup = -10
            (<DsdvState *>m.rt).be_random = dsdv["be_random_"]
            (<DsdvState *>m.rt).use_mac = dsdv["use_mac_"]
            (<DsdvState *>m.rt).alpha = dsdv["alpha_"]
            (<DsdvState *>m.rt).wst0 = dsdv["wst0_"]
            (<DsdvState *>m.rt).perup = dsdv["perup_"]
            (<DsdvState *>m.rt).min_update_periods = dsdv["min_update_periods_"]
        return 0

    def set_routing(self, int node, str routing, dict dsdv):
        """A routing agent attached to a mobile node made without one (ns-2's older
        add-interface API: `$node attach $ragent 255`); `start_routing` starts it."""
        cdef MNode *m = self._mn(node)
        if m.rt_kind != RT_DUMB or m.rt != NULL:
            raise KernelError("node %d has a routing agent already" % node)
        if routing not in ROUTING_KINDS:
            raise KernelError("routing: unknown agent %r (nslab implements: %s)"
                              % (routing, ", ".join(ROUTING_KINDS)))
        self._init_routing(m, routing, dsdv)

    def start_routing(self, int node):
        """The routing agent's start command (`$ragent start-dsdv`)."""
        wl_rt_start(self.k, self._mn(node))

    def gridkeeper_dimension(self, int x, int y):
        """`$gridkeeper dimension x y`: from now on the channel delivers through the grid
        (radio/gridkeeper.pxi)."""
        if x <= 0 or y <= 0:
            raise KernelError("illegal grid dimension")
        if <long long>x * y >= 2**31:
            raise KernelError("dimension %d %d: a grid of 2^31 cells or more is not implemented "
                              "in nslab" % (x, y))
        self.k.wl.gk_on = 1
        self.k.wl.gk_dim_x = x
        self.k.wl.gk_dim_y = y

    def gridkeeper_add(self, int node):
        """`$gridkeeper addnode $node`: the node enters the grid where it stands."""
        cdef MNode *m = self._mn(node)
        if not self.k.wl.gk_on:
            raise KernelError("addnode: the GridKeeper has no dimensions yet (dimension x y)")
        if m.gk_seq:
            raise KernelError("addnode: node %d is in the grid already" % node)
        gk_add(self.k, m)

    def in_grid(self, int node):
        """Whether the node was added to the GridKeeper's grid."""
        return self._mn(node).gk_seq != 0

    def gridkeeper_on(self):
        """Whether a GridKeeper has its dimensions."""
        return bool(self.k.wl.gk_on)

    def set_radius(self, int node, double r):
        """`$node radius r`: the range within which the GridKeeper delivers its frames."""
        self._mn(node).radius = r

    cdef int _add_80211_mac(self, MNode *m, dict mac) except -1:
        """The node's Mac/802_11, from its (converted) parameters."""
        cdef Kernel k = self.k
        cdef WlState *w = k.wl
        cdef Mac80211 *mc = &m.mac
        cdef int i
        mc.basic_rate = mac["basicRate_"] if mac["basicRate_"] != 0 else mac["bandwidth_"]
        mc.data_rate = mac["dataRate_"] if mac["dataRate_"] != 0 else mac["bandwidth_"]
        mc.slot = mac["SlotTime_"]
        mc.sifs = mac["SIFS_"]
        mc.plcp_rate = mac["PLCPDataRate_"]
        mc.cwmin = mac["CWMin_"]
        mc.cwmax = mac["CWMax_"]
        mc.rts_threshold = mac["RTSThreshold_"]
        mc.short_retry = mac["ShortRetryLimit_"]
        mc.long_retry = mac["LongRetryLimit_"]
        mc.preamble_len = mac["PreambleLength_"]
        mc.plcp_hdr_len = mac["PLCPHeaderLength_"]
        mc.bugfix_timer = mac["bugFix_timer_"]
        mc.cw = mc.cwmin
        mc.sta_seqno = 1
        mc.pkt_rts = mc.pkt_ctrl = mc.pkt_tx = mc.pkt_rx = mc.eot_pkt = -1
        mc.cache_count = w.god_nodes
        mc.cache = <unsigned int *>calloc(w.god_nodes + 1, sizeof(unsigned int))
        for i in range(MT_ALL):
            mc.t[i].tid = timer_new(k, TM_WL_MAC, m.id * 8 + i)
        mc.infra = <MacInfra *>malloc(sizeof(MacInfra))
        infra_init(mc.infra, mac["BeaconInterval_"], mac["ProbeDelay_"], mac["MaxChannelTime_"],
                   mac["MinChannelTime_"], mac["ChannelTime_"])
        return 0

    cdef MNode *_mac80211(self, int node, str what) except NULL:
        cdef MNode *m = self._mn(node)
        if m.mac_kind != MK_80211:
            raise KernelError("%s: node %d's MAC is not a Mac/802_11" % (what, node))
        return m

    def mac_ap(self, int node):
        """`$mac ap addr`: the node's Mac/802_11 becomes its BSS's access point
        (radio/mac80211_infra.pxi); its beacons start."""
        infra_become_ap(self.k, self._mac80211(node, "ap"))

    def mac_scan(self, int node, bint active):
        """`$mac ScanType ACTIVE|PASSIVE`: the station starts scanning for an AP."""
        infra_scan(self.k, self._mac80211(node, "ScanType"), active)

    def set_mac_variable(self, int node, str name, value):
        """`$mac set RTSThreshold_ n` on one node's Mac/802_11."""
        cdef MNode *m = self._mac80211(node, "set " + name)
        if name != "RTSThreshold_":
            raise KernelError("set %s: only RTSThreshold_ of a node's own Mac/802_11 can be "
                              "set in nslab" % name)
        m.mac.rts_threshold = value

    def set_eot_trace(self, int node, bint on):
        """node-config -eotTrace ON: an `x` line when each frame's transmission ends."""
        self._mn(node).eot_trace = on

    cdef int _add_simple_mac(self, MNode *m, dict mac) except -1:
        """The node's Mac/Simple, from its (converted) parameters."""
        simple_init(self.k, m, mac["bandwidth_"], mac["fullduplex_mode_"])
        return 0

    def add_shadowing(self, int stream, double pathloss_exp, double std_db, double dist0):
        """A Propagation/Shadowing model drawing from RNG stream `stream` (a
        Kernel.new_stream id); returns its id for add_node."""
        if not 1 <= stream <= self.k.n_streams:
            raise KernelError("add_shadowing: no RNG stream %d (streams of `new RNG`: 1 .. %d)"
                              % (stream, self.k.n_streams))
        self._check_shadowing(pathloss_exp, std_db, dist0)
        return shadow_new(self.k, stream, pathloss_exp, std_db, dist0)

    def add_shadowing_vis(self):
        """A Propagation/ShadowingVis model (no bitmap, no models yet); returns its id."""
        return shadow_new(self.k, 0, 0.0, 0.0, 1.0)

    def set_vis_models(self, int model, int good, int bad):
        """add-models: the shadowing models of clear and of obstructed paths."""
        cdef WlState *w = self.k.wl
        for i in (model, good, bad):
            if not 0 <= i < w.n_shadows:
                raise KernelError("set_vis_models: no shadowing model %d" % i)
        if w.shadows[good].good >= 0 or w.shadows[bad].good >= 0:
            raise KernelError("add-models: the models must be Propagation/Shadowing ones")
        w.shadows[model].good = good
        w.shadows[model].bad = bad

    def set_vis_bitmap(self, int model, bytes pixels, int width, int height, int ppm):
        """The ground's bitmap (width x height bytes, row by row; b"" for none, which
        obstructs every path) and its pixels per metre."""
        cdef ShadowModel *v
        if not 0 <= model < self.k.wl.n_shadows:
            raise KernelError("set_vis_bitmap: no shadowing model %d" % model)
        if len(pixels) != width * height or width < 0 or height < 0:
            raise KernelError("set_vis_bitmap: %d bytes for a %d x %d bitmap"
                              % (len(pixels), width, height))
        v = &self.k.wl.shadows[model]
        free(v.pixel)
        v.pixel = NULL
        if pixels:
            v.pixel = <unsigned char *>malloc(len(pixels))
            memcpy(v.pixel, <char *>pixels, len(pixels))
        v.width = width
        v.height = height
        v.ppm = ppm

    def set_shadowing(self, int model, double pathloss_exp, double std_db, double dist0):
        """New parameters for shadowing model `model` (its nodes use them from now)."""
        if not 0 <= model < self.k.wl.n_shadows:
            raise KernelError("set_shadowing: no shadowing model %d" % model)
        self._check_shadowing(pathloss_exp, std_db, dist0)
        shadow_set(self.k, model, pathloss_exp, std_db, dist0)

    def _check_shadowing(self, double pathloss_exp, double std_db, double dist0):
        if not dist0 > 0:
            raise KernelError("Propagation/Shadowing dist0_: must be > 0 m, got %r" % dist0)
        if not std_db >= 0:
            raise KernelError("Propagation/Shadowing std_db_: must be >= 0 dB, got %r" % std_db)

    def set_error_models(self, int node, int incoming, int outgoing):
        """Error models (Kernel.add_errmodel ids, -1 for none) that mark the packets
        the node's radio hands up (node-config -IncomingErrProc) and the frames its
        MAC sends (-OutgoingErrProc)."""
        cdef MNode *m = self._mn(node)
        cdef int n = self.k.n_ems
        if not (-1 <= incoming < n and -1 <= outgoing < n):
            raise KernelError("set_error_models: error models %d and %d: the kernel has %d "
                              "(ids 0 .. %d, or -1 for none)" % (incoming, outgoing, n, n - 1))
        m.em_in = incoming
        m.em_out = outgoing

    def set_agent_trace(self, int node, int port, bint on):
        """AGT send/receive traces of the agent at `port` (AgentTrace_ at attach)."""
        cdef MNode *m = self._mn(node)
        if not 0 <= port < 256:
            raise KernelError("port %d out of range" % port)
        if on:
            m.agt_ports[port >> 3] |= (1 << (port & 7))
        else:
            m.agt_ports[port >> 3] &= ~(1 << (port & 7))

    def set_base_station(self, int node, bint wired_routing, int base_stn):
        """Wired-cum-wireless (core/hier.pxi): whether the node is a base station
        (node-config -wiredRouting ON) and the base station a mobile node sends
        packets for other domains to (`$node base-station`; -1 for none)."""
        cdef MNode *m = self._mn(node)
        if base_stn != -1:
            self.k._node(base_stn)
        m.wired_routing = wired_routing
        m.base_stn = base_stn

    def set_namtrace(self, int node, int oid):
        """Nam lines of the node's trace points and motion go to output `oid`
        (ns-2's namattach at the node's creation; radio/nam.pxi)."""
        cdef MNode *m = self._mn(node)
        if not 0 <= oid < self.k.n_outs:
            raise KernelError("set_namtrace: no output %d" % oid)
        m.nam = oid

    def reset_node(self, int node):
        """`$node reset` (Node/MobileNode reset): the interface queue and ARP drop
        what they hold, traced as END (the radio, MAC and LL have nothing to reset)."""
        cdef MNode *m = self._mn(node)
        cdef int pi, i
        pi = ifq_pop(self.k, m)
        while pi >= 0:
            if wl_tracing(self.k, m):
                wl_trace(self.k, m, b'd', LV_IFQ, WR_END, pi)
            wl_free(self.k, pi)
            pi = ifq_pop(self.k, m)
        for i in range(m.n_arp - 1, -1, -1):     # ns-2's list: newest entry first
            if m.arp[i].hold >= 0:
                pi = m.arp[i].hold
                m.arp[i].hold = -1
                if wl_tracing(self.k, m):
                    wl_trace(self.k, m, b'd', LV_IFQ, WR_END, pi)
                wl_free(self.k, pi)

    def is_mobile(self, int node):
        return is_mobile(self.k, node)

    def set_coordinate(self, int node, str axis, double value):
        """`$node set X_ v` (Y_, Z_): the stored coordinate, no list update (as ns-2)."""
        cdef MNode *m = self._mn(node)
        if axis == "X_":
            m.X = value
        elif axis == "Y_":
            m.Y = value
        elif axis == "Z_":
            m.Z = value
        else:
            raise KernelError("no coordinate %r" % axis)

    def get_var(self, int node, str name):
        """A MobileNode variable as `$node set name` reads it (no position update)."""
        cdef MNode *m = self._mn(node)
        values = {"X_": m.X, "Y_": m.Y, "Z_": m.Z, "speed_": m.speed}
        if name not in values:
            raise KernelError("mobile nodes have no variable %r" % name)
        return values[name]

    def position(self, int node):
        """The node's position now (updates it, as MobileNode::getLoc does)."""
        cdef MNode *m = self._mn(node)
        mn_update_position(self.k, m)
        return (m.X, m.Y, m.Z)

    def bounds(self, int node):
        cdef MNode *m = self._mn(node)
        return (m.maxX, m.maxY)

    def setdest(self, int node, double x, double y, double speed):
        """Move towards (x, y) at `speed` m/s from now; False if (x, y) is not
        strictly inside the topography (ns-2's set_destination refuses it)."""
        return mn_set_destination(self.k, self._mn(node), x, y, speed) == 0

    def log_movement(self, int node, bint update=True):
        """An M line of the node's motion (`log-movement`; `start` does not
        update the position first)."""
        cdef MNode *m = self._mn(node)
        if update:
            mn_update_position(self.k, m)
        mn_log_movement(self.k, m)

    # ---- column capture (Kernel.set_capture) ----------------------------------------

    def trace_columns(self):
        """The captured trace events as a numpy structured array (WIRELESS_FIELDS),
        numbers as their line prints them and a reader reads them back: time to
        9 decimals, positions to 2 (NaN in old-format lines, which have none)."""
        import numpy as np
        cdef WlState *w = self.k.wl
        cdef WlRecord *r
        cdef Py_ssize_t i
        cdef double nan = float("nan")
        dtype = np.dtype(WIRELESS_FIELDS)
        assert dtype.itemsize == sizeof(WlRecord)
        out = np.zeros(w.n_recs, dtype=dtype)
        if w.n_recs == 0:
            return out
        cdef unsigned char[::1] buf = out.view(np.uint8)
        r = <WlRecord *>&buf[0]
        memcpy(r, w.recs, w.n_recs * sizeof(WlRecord))
        for i in range(w.n_recs):
            r[i].time = printed_value(r[i].time, 9)
            if r[i].newtrace:
                r[i].x = printed_value(r[i].x, 2)
                r[i].y = printed_value(r[i].y, 2)
                r[i].z = printed_value(r[i].z, 2)
            else:
                r[i].x = r[i].y = r[i].z = nan
        return out

    def movement_columns(self):
        """The captured movement lines (MOVEMENT_FIELDS), numbers as printed and
        read back: time to 5 decimals, the others to 2."""
        import numpy as np
        cdef WlState *w = self.k.wl
        cdef MoveRecord *r
        cdef Py_ssize_t i
        dtype = np.dtype(MOVEMENT_FIELDS)
        assert dtype.itemsize == sizeof(MoveRecord)
        out = np.zeros(w.n_moves, dtype=dtype)
        if w.n_moves == 0:
            return out
        cdef unsigned char[::1] buf = out.view(np.uint8)
        r = <MoveRecord *>&buf[0]
        memcpy(r, w.moves, w.n_moves * sizeof(MoveRecord))
        for i in range(w.n_moves):
            r[i].time = printed_value(r[i].time, 5)
            r[i].x = printed_value(r[i].x, 2)
            r[i].y = printed_value(r[i].y, 2)
            r[i].z = printed_value(r[i].z, 2)
            r[i].dest_x = printed_value(r[i].dest_x, 2)
            r[i].dest_y = printed_value(r[i].dest_y, 2)
            r[i].speed = printed_value(r[i].speed, 2)
        return out

    def mac_stats(self, int node):
        """The MAC's contention window and retry counters, and its queue length."""
        cdef MNode *m = self._mn(node)
        return {"cw": m.mac.cw, "ssrc": m.mac.ssrc, "slrc": m.mac.slrc,
                "ifq_length": m.ifq_len, "mac_index": m.mac.index}

    def routes(self, int node):
        """The routing table: AODV {dst: (next hop, hops, seqno, up)},
        DSDV {dst: (next hop, metric, seqno)}."""
        cdef MNode *m = self._mn(node)
        cdef AodvState *a
        cdef DsdvState *d
        cdef int i
        out = {}
        if m.rt_kind == RT_AODV:
            a = <AodvState *>m.rt
            for i in range(a.nrt):
                out[a.rt[i].dst] = (a.rt[i].nexthop, a.rt[i].hops, a.rt[i].seqno,
                                    a.rt[i].flags == AODV_RTF_UP)
        else:
            d = <DsdvState *>m.rt
            for i in range(d.elts):
                out[d.tab[i].dst] = (d.tab[i].hop, d.tab[i].metric, d.tab[i].seqnum)
        return out


def format_fixed(double v, int d):
    """printf("%.<d>f", v) as the wireless trace writes it (for tests)."""
    cdef char buf[80]
    cdef char *e = put_fixed(buf, v, d)
    return buf[:e - buf].decode()
