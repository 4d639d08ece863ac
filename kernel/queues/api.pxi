# The network part of the Python face of Kernel (see core/kernel_core.pxi):
# nodes, links and routes, the queue discipline of each link (through its
# QueueDiscipline and its hooks, queues/queue.pxi, commands included),
# queue monitors with their integrators, and flow monitors.

cdef class KernelNetwork(KernelTraffic):
    """Nodes, links, queues and their monitors (use Kernel)."""

    # ---- nodes and links ------------------------------------------------------

    def add_node(self):
        cdef int n = self.n_nodes
        if self.port_slots < PORT_SLOTS:
            self._grow_ports(PORT_SLOTS)
        if n == self.port_nodes:
            self._grow_port_rows(max(16, n + n // 2))
        self.n_nodes += 1
        return n

    cdef int _grow_ports(self, int slots) except -1:
        """Room for ports below `slots` at every node (rows of ports not used yet are NULL)."""
        cdef int width = max(self.port_slots, 1)
        cdef int **grown
        if slots <= self.port_slots:
            return 0
        while width < slots:
            width *= 2
        grown = <int **>realloc(self.port_rows, width * sizeof(int *))
        if grown == NULL:
            raise MemoryError("ports")
        memset(&grown[self.port_slots], 0, (width - self.port_slots) * sizeof(int *))
        self.port_rows = grown
        self.port_slots = width
        return 0

    cdef int _grow_port_rows(self, int nodes) except -1:
        """Room for `nodes` nodes in every port's row (the new entries -1)."""
        cdef int port
        for port in range(self.port_slots):
            if self.port_rows[port] != NULL:
                self._grow_row(port, nodes)
        self.port_nodes = nodes
        return 0

    cdef int _grow_row(self, int port, int nodes) except -1:
        """Room for `nodes` nodes in `port`'s row, made if it was not (the new entries -1)."""
        cdef int old = self.port_nodes if self.port_rows[port] != NULL else 0
        cdef int i
        cdef int *row = <int *>realloc(self.port_rows[port], max(1, nodes) * sizeof(int))
        if row == NULL:
            raise MemoryError("ports")
        for i in range(old, nodes):
            row[i] = -1
        self.port_rows[port] = row
        return 0

    cdef int _set_port(self, int node, int port, int aid) except -1:
        """The agent at `port` of `node` is `aid` (PORT_NULL: detached); the port's row is
        made on its first use."""
        if self.port_rows[port] == NULL:
            self._grow_row(port, self.port_nodes)
        self.port_rows[port][node] = aid
        return 0

    def add_link(self, int src, int dst, double bandwidth, double delay, int limit):
        """A simplex DropTail link src -> dst; returns its id."""
        cdef Link *l
        cdef int cap
        self._node(src)
        self._node(dst)
        if not bandwidth > 0 or not delay >= 0 or limit < 1:
            raise KernelError("link %d->%d: bandwidth must be > 0, delay >= 0 and limit >= 1 "
                              "(got %r, %r, %r)" % (src, dst, bandwidth, delay, limit))
        if self.n_links == self.cap_links:
            cap = self.cap_links * 2 if self.cap_links else 16
            l = <Link *>cache_aligned_grow(self.links, self.n_links * sizeof(Link), cap * sizeof(Link))
            if l == NULL:
                raise MemoryError("link %d->%d: no memory for %d links" % (src, dst, cap))
            self.links = l
            self.cap_links = cap
        l = &self.links[self.n_links]
        memset(l, 0, sizeof(Link))
        l.src = src
        l.dst = dst
        l.bandwidth = bandwidth
        l.delay = delay
        l.q.limit = limit
        l.q.mean_pktsize = 500
        l.trace = -1
        l.trace_older = -1
        l.namtrace = -1
        l.em_head = -1
        l.em_link = -1
        link_update_flags(<Kernel>self, l)
        self.n_links += 1
        return self.n_links - 1

    def link_set(self, int lid, str name, value):
        cdef Link *l = &self.links[self._link(lid)]
        if name in QUEUE_FIELDS.get(l.q.kind, ()):
            self._queue_field_set(lid, name, value)
        elif name == "bandwidth_": l.bandwidth = value
        elif name == "delay_": l.delay = value
        elif name == "limit_": l.q.limit = value
        elif name == "drop_front_": l.q.drop_front = value
        elif name == "queue_in_bytes_": l.q.in_bytes = value
        elif name == "mean_pktsize_": l.q.mean_pktsize = value
        elif name == "summarystats_": l.q.summarystats = value
        else: raise KernelError("links have no variable %r" % name)

    def set_link_up(self, int lid, bint up):
        """Bring link `lid` up or take it down (core/dynlink.pxi: going down drops
        what waits in its queue and what is on its wire)."""
        cdef Link *l = &self.links[self._link(lid)]
        if up:
            l.down = False
            link_update_flags(<Kernel>self, l)
        elif not l.down:
            link_go_down(<Kernel>self, lid)

    def link_is_up(self, int lid):
        return not self.links[self._link(lid)].down

    def link_get(self, int lid, str name):
        cdef Link *l = &self.links[self._link(lid)]
        cdef char *t
        if name in QUEUE_FIELDS.get(l.q.kind, ()):
            offset, ctype = QUEUE_FIELDS[l.q.kind][name]
            t = <char *>l.q.impl + <Py_ssize_t>offset
            return field_read(t, ctype)
        if name in ("length", "bytes"):
            return self._queued(lid)[0 if name == "length" else 1]
        values = {"bandwidth_": l.bandwidth, "delay_": l.delay, "limit_": l.q.limit,
                  "drop_front_": int(l.q.drop_front), "queue_in_bytes_": int(l.q.in_bytes),
                  "mean_pktsize_": l.q.mean_pktsize, "summarystats_": int(l.q.summarystats),
                  "blocked_": int(link_busy(self, l)),
                  "length": l.q.length, "bytes": l.q.bytes, "arrivals": l.n_arrivals,
                  "departures": l.n_departures, "drops": l.n_drops, "delivered": l.n_delivered,
                  "src": l.src, "dst": l.dst}
        if name not in values:
            raise KernelError("links have no variable %r" % name)
        return values[name]

    # ---- queue disciplines -------------------------------------------------------

    def set_queue(self, int lid, str kind):
        """Make link `lid`'s queue a Queue/<kind> (a name in QUEUE_KINDS).
        The discipline's variables start at zero: the builder sets every one
        from nslab.params before the first packet."""
        cdef Link *l = &self.links[self._link(lid)]
        cdef Queue *q = &l.q
        cdef QueueDiscipline *d
        if kind not in QUEUE_KINDS:
            raise KernelError("unknown queue type %r (have %s)" % (kind, ", ".join(QUEUE_KINDS)))
        if q.length or link_busy(self, l) or self.running:
            raise KernelError("the queue of link %d is in use; set its type before the run" % lid)
        queue_free(q)
        q.kind = QUEUE_KINDS[kind]
        d = discipline_of(q)
        q.impl = calloc(1, d.state_size) if d.state_size else NULL
        if d.init != NULL:
            d.init(self, q.impl)
        link_update_flags(<Kernel>self, &self.links[lid])

    def queue_kind(self, int lid):
        kind = self.links[self._link(lid)].q.kind
        return next(name for name, value in QUEUE_KINDS.items() if value == kind)

    def _queue_field_set(self, int lid, str name, value):
        """Write a discipline variable, through the discipline's set_variable
        hook when it has one (RED traces some, DRR/SFQ remake their buckets)."""
        cdef Queue *q = &self.links[self._link(lid)].q
        cdef QueueDiscipline *d = discipline_of(q)
        offset, ctype = QUEUE_FIELDS[q.kind][name]
        if d.set_variable != NULL and d.set_variable(self, lid, name, value):
            return
        field_write(<char *>q.impl + <Py_ssize_t>offset, ctype, value)

    def _queued(self, int lid):
        """(packets, bytes) waiting in link `lid`'s queue, whatever its kind."""
        cdef Queue *q = &self.links[self._link(lid)].q
        cdef long long n = 0, nbytes = 0
        if discipline_of(q).count != NULL:
            discipline_of(q).count(self, q, &n, &nbytes)
        else:
            n, nbytes = q.length, q.bytes
        return n, nbytes

    def queue_command(self, int lid, str name, *args):
        """A discipline's own command on link `lid`'s queue (`$q name args...`),
        e.g. RED's `link` or SFQ's `limit`; see each discipline's command hook."""
        cdef Queue *q = &self.links[self._link(lid)].q
        if discipline_of(q).command == NULL:
            return no_such_command(self, lid, name)
        return discipline_of(q).command(self, lid, name, args)

    def reset_queue(self, int lid):
        """`$q reset` (done for every queue at `$ns run`)."""
        queue_reset(self, self._link(lid))

    # ---- queue monitors ----------------------------------------------------------

    cdef QMon *_monitor(self, int lid) except NULL:
        if self.links[self._link(lid)].qmon == NULL:
            raise KernelError("link %d has no queue monitor" % lid)
        return <QMon *>self.links[lid].qmon

    cdef bint _monitor_first(self, int lid):
        """A monitor's snoop goes right after the link head, so ahead of an
        error model already there (ns-2's add-to-head)."""
        return self.links[lid].em_head >= 0

    def add_monitor(self, int lid):
        """Attach a queue monitor (counters and two integrators) to link `lid`."""
        cdef QMon *m
        if self.links[self._link(lid)].qmon != NULL:
            raise KernelError("link %d already has a queue monitor" % lid)
        m = <QMon *>calloc(1, sizeof(QMon))
        m.trace = -1
        self.links[lid].qmon = m
        self.links[lid].qmon_first = self._monitor_first(lid)
        link_update_flags(<Kernel>self, &self.links[lid])

    def monitor_get(self, int lid, str name):
        return qmon_value(self._monitor(lid), name)

    def monitor_set(self, int lid, str name, value):
        qmon_assign(self._monitor(lid), name, value)

    def monitor_trace(self, int lid, int oid):
        """Write a "q -t ..." line to output `oid` (-1: none) at every monitor event."""
        self._monitor(lid).trace = self._output(oid, True)

    def monitor_src_dst(self, int lid, int src, int dst):
        """The node ids the monitor's trace lines name (set-src-dst)."""
        cdef QMon *m = self._monitor(lid)
        m.src_id = src
        m.dst_id = dst

    cdef Integrator *_integrator(self, int lid, str which) except NULL:
        cdef QMon *m = self._monitor(lid)
        if which == "bytes":
            return &m.bint
        if which == "pkts":
            return &m.pint
        raise KernelError("a queue monitor's integrators are 'bytes' and 'pkts', not %r" % which)

    def integrator_attach(self, int lid, str which, bint on=True):
        self._integrator(lid, which).on = on

    def integrator_get(self, int lid, str which, str name):
        cdef Integrator *g = self._integrator(lid, which)
        values = {"lastx_": g.lastx, "lasty_": g.lasty, "sum_": g.sum}
        if name not in values:
            raise KernelError("integrators have no variable %r" % name)
        return values[name]

    def integrator_set(self, int lid, str which, str name, double value):
        cdef Integrator *g = self._integrator(lid, which)
        if name == "lastx_": g.lastx = value
        elif name == "lasty_": g.lasty = value
        elif name == "sum_": g.sum = value
        else: raise KernelError("integrators have no variable %r" % name)

    def integrator_newpoint(self, int lid, str which, double x, double y):
        integrator_point(self._integrator(lid, which), x, y)

    # ---- flow monitors -------------------------------------------------------------

    cdef FlowMon *_fmon(self, int lid) except NULL:
        if self.links[self._link(lid)].fmon == NULL:
            raise KernelError("link %d has no flow monitor" % lid)
        return <FlowMon *>self.links[lid].fmon

    def add_flowmon(self, int lid, str classifier, bint edrop=False):
        """Attach a flow monitor classifying by `classifier` (Fid, SrcDest,
        SrcDestFid, Dest); edrop: RED's early drops are counted as such."""
        cdef FlowMon *f
        if classifier not in FLOW_CLASSIFIERS:
            raise KernelError("unknown flow classifier %r (have %s)"
                              % (classifier, ", ".join(FLOW_CLASSIFIERS)))
        if self.links[self._link(lid)].fmon != NULL:
            raise KernelError("link %d already has a flow monitor" % lid)
        f = <FlowMon *>calloc(1, sizeof(FlowMon))
        f.m.trace = -1
        f.cltype = FLOW_CLASSIFIERS[classifier]
        f.enable_in = f.enable_out = f.enable_drop = f.enable_edrop = True
        f.edrop = edrop
        self.links[lid].fmon = f
        self.links[lid].fmon_first = self._monitor_first(lid)
        link_update_flags(<Kernel>self, &self.links[lid])

    def flowmon_get(self, int lid, str name):
        """An aggregate counter or enable_* switch of link `lid`'s flow monitor."""
        cdef FlowMon *f = self._fmon(lid)
        switches = {"enable_in_": f.enable_in, "enable_out_": f.enable_out,
                    "enable_drop_": f.enable_drop, "enable_edrop_": f.enable_edrop}
        if name in switches:
            return int(switches[name])
        if name == "epdrops_":
            return f.epdrops
        if name == "ebdrops_":
            return f.ebdrops
        return qmon_value(&f.m, name)

    def flowmon_set(self, int lid, str name, value):
        cdef FlowMon *f = self._fmon(lid)
        if name == "enable_in_": f.enable_in = value
        elif name == "enable_out_": f.enable_out = value
        elif name == "enable_drop_": f.enable_drop = value
        elif name == "enable_edrop_": f.enable_edrop = value
        elif name == "epdrops_": f.epdrops = value
        elif name == "ebdrops_": f.ebdrops = value
        else: qmon_assign(&f.m, name, value)

    def flowmon_count(self, int lid):
        """How many flows the monitor has seen (in order of their first packet)."""
        return self._fmon(lid).n_flows

    def flowmon_lookup(self, int lid, int src, int dst, int fid):
        """The flow the classifier files (src, dst, fid) under, or -1."""
        cdef Packet p
        memset(&p, 0, sizeof(Packet))
        p.src_addr, p.dst_addr, p.fid = src, dst, fid
        return fmon_find(self._fmon(lid), &p, False)

    cdef FlowStats *_flow(self, int lid, int i) except NULL:
        cdef FlowMon *f = self._fmon(lid)
        if not 0 <= i < f.n_flows:
            raise KernelError("flow monitor of link %d has no flow %d (has %d)" % (lid, i, f.n_flows))
        return &f.flows[i]

    def flow_get(self, int lid, int i, str name):
        """A variable of flow i: src_, dst_, flowid_, ptype (kernel code), the
        QueueMonitor counters, epdrops_, ebdrops_."""
        cdef FlowStats *fl = self._flow(lid, i)
        fields = {"src_": fl.src, "dst_": fl.dst, "flowid_": fl.fid, "ptype": fl.ptype,
                  "epdrops_": fl.epdrops, "ebdrops_": fl.ebdrops}
        if name in fields:
            return fields[name]
        return qmon_value(&fl.m, name)

    def flow_set(self, int lid, int i, str name, value):
        cdef FlowStats *fl = self._flow(lid, i)
        if name == "src_": fl.src = value
        elif name == "dst_": fl.dst = value
        elif name == "flowid_": fl.fid = value
        elif name == "epdrops_": fl.epdrops = value
        elif name == "ebdrops_": fl.ebdrops = value
        else: qmon_assign(&fl.m, name, value)

    def set_link_trace(self, int lid, int oid, bint tcphdr=False, bint tagged=False):
        """Trace link `lid` to output `oid` (with ns-2's four TCP header fields
        when `tcphdr`: Trace show_tcphdr_; in the tagged format when `tagged`:
        Simulator TaggedTrace_ ON, as use-taggedtrace sets it).  An error model already at the
        link head then comes after the new '+' trace point, as in ns-2 (and before
        the old one's, when the link was traced before the model came).  A link
        traced already (trace-all, then trace-queue) keeps its first trace too:
        ns-2 puts the new trace objects in front of the old ones, so each event
        goes to the new output, then to the old one."""
        self._link(lid)
        self._output(oid, True)
        if self.links[lid].em_head >= 0 and not self.links[lid].em_after_enq:
            if self.links[lid].trace < 0:
                self.links[lid].em_after_enq = True
            else:
                self.links[lid].em_between = True
        if self.links[lid].trace >= 0:
            if self.links[lid].trace_older >= 0:
                raise KernelError("link %d is traced twice already (nslab keeps two traces "
                                  "per link)" % lid)
            self.links[lid].trace_older = self.links[lid].trace
        self.links[lid].trace = oid
        self.links[lid].trace_tcphdr = tcphdr
        self.links[lid].trace_tagged = tagged
        link_update_flags(<Kernel>self, &self.links[lid])

    def set_link_namtrace(self, int lid, int oid):
        """Write link `lid`'s packet events to output `oid` in nam's format."""
        self._link(lid)
        self._output(oid, True)
        self.links[lid].namtrace = oid
        link_update_flags(<Kernel>self, &self.links[lid])

    def set_routes(self, routes):
        """routes[node][destination] = next-hop link id, -1, or the code mpath_new gave a
        multipath group (a square table)."""
        cdef int n = self.n_nodes, a, b
        cdef int *row
        if len(routes) != n or any(len(r) != n for r in routes):
            raise KernelError("routes must be a %d x %d table" % (n, n))
        for r in routes:
            for lid in r:
                if lid < -1:
                    self._mpath(lid)
                elif lid != -1:
                    self._link(lid)
        row = <int *>malloc(max(n, 1) * sizeof(int))
        try:
            if row == NULL or route_table_init(&self.routes, n) < 0:
                raise MemoryError("routes for %d nodes" % n)
            for a in range(n):
                for b in range(n):
                    row[b] = routes[a][b]
                if route_row_store(&self.routes.rows[a], row, n) < 0:
                    raise MemoryError("routes for %d nodes" % n)
        finally:
            free(row)

    def set_node_default(self, int node, int target, int agent=-1):
        """`[$node entry] defaulttarget X`: packets `node` has no route for go to link
        `target` (>= 0) or to its own port demux (NODE_DEFAULT_DEMUX); with `agent` >= 0
        (`[$node set dmux_] defaulttarget $agent`, target ignored), the demux's ports
        without an agent give their packets to that agent instead (core/net.pxi)."""
        cdef int n = self.n_nodes, i
        self._node(node)
        if agent >= 0:
            self._agent(agent)
        elif target != NODE_DEFAULT_DEMUX:
            self._link(target)
        if self.n_defaults < n:
            self.node_default = <int *>realloc(self.node_default, n * sizeof(int))
            self.demux_default = <int *>realloc(self.demux_default, n * sizeof(int))
            for i in range(self.n_defaults, n):
                self.node_default[i] = -1
                self.demux_default[i] = -1
            self.n_defaults = n
        if agent >= 0:
            self.demux_default[node] = agent
        else:
            self.node_default[node] = target

    def set_route_graph(self, links):
        """Route over these (src node, dst node, link id) triples: fewest hops,
        ties as ns-2 breaks them; rows are computed when first needed."""
        cdef RouteEdge *edges
        cdef int m = len(links), i = 0
        edges = <RouteEdge *>malloc(max(m, 1) * sizeof(RouteEdge))
        if edges == NULL:
            raise MemoryError("%d links" % m)
        try:
            for src, dst, lid in links:
                self._node(src)
                self._node(dst)
                self._link(lid)
                edges[i].src, edges[i].dst, edges[i].link = src, dst, lid
                i += 1
            if route_table_set_graph(&self.routes, self.n_nodes, edges, m) < 0:
                raise MemoryError("routes for %d nodes" % self.n_nodes)
        finally:
            free(edges)

    def mpath_new(self):
        """A new empty multipath group (core/multipath.pxi): its route code (below -1)."""
        cdef MultiPath *grown = <MultiPath *>realloc(self.mpaths,
                                                     (self.n_mpaths + 1) * sizeof(MultiPath))
        if grown == NULL:
            raise MemoryError("multipath groups")
        self.mpaths = grown
        memset(&self.mpaths[self.n_mpaths], 0, sizeof(MultiPath))
        self.mpaths[self.n_mpaths].maxslot = -1
        self.n_mpaths += 1
        return mpath_code(self.n_mpaths - 1)

    cdef MultiPath *_mpath(self, int code) except NULL:
        if not 0 <= -code - 2 < self.n_mpaths:
            raise KernelError("no multipath group of route code %d" % code)
        return &self.mpaths[-code - 2]

    def mpath_install_next(self, int code, int lid):
        """Link lid into the slot above the group's top filled one; returns the slot."""
        cdef MultiPath *m = self._mpath(code)
        cdef int slot = m.maxslot + 1, j, n
        cdef int *grown
        self._link(lid)
        if slot >= m.n_slots:
            n = m.n_slots * 2 if m.n_slots else 4
            grown = <int *>realloc(m.slots, n * sizeof(int))
            if grown == NULL:
                raise MemoryError("multipath slots")
            for j in range(m.n_slots, n):
                grown[j] = -1
            m.slots, m.n_slots = grown, n
        m.slots[slot] = lid
        m.maxslot = slot
        return slot

    def mpath_clear(self, int code, int slot):
        """Empty one slot of the group."""
        cdef MultiPath *m = self._mpath(code)
        if not 0 <= slot < m.n_slots:
            raise KernelError("multipath group %d has no slot %d" % (code, slot))
        m.slots[slot] = -1
        if slot == m.maxslot:
            m.maxslot -= 1
            while m.maxslot >= 0 and m.slots[m.maxslot] < 0:
                m.maxslot -= 1

    def mpath_slots(self, int code):
        """The group's slots up to its top: link ids, None for empty ones."""
        cdef MultiPath *m = self._mpath(code)
        return [None if m.slots[i] < 0 else m.slots[i] for i in range(m.maxslot + 1)]

    def route(self, int node, int dst):
        """The next-hop link id from node towards dst, -1 when there is none."""
        self._node(node)
        self._node(dst)
        lid = route_lookup(&self.routes, node, dst)
        if self.routes.out_of_memory:
            raise MemoryError("routes for %d nodes" % self.routes.n)
        return lid

    def route_memory(self):
        """{'rows': rows computed, 'bytes': what the route table holds} (not the scratch)."""
        cdef int i, rows = 0
        cdef long long size = sizeof(RouteRow) * self.routes.n
        for i in range(self.routes.n):
            if self.routes.rows[i].n_runs:
                rows += 1
                size += (self.routes.n if self.routes.rows[i].starts == NULL
                         else 2 * self.routes.rows[i].n_runs) * sizeof(int)
        if self.routes.has_graph:
            size += (self.routes.n + 1 + 2 * self.routes.adj_start[self.routes.n]) * sizeof(int)
        return {"rows": rows, "bytes": size}
