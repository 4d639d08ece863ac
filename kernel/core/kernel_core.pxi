# The state of a simulation and its core services, as the base of the Kernel
# class (_kernel.pyx): every field of the kernel (clock and event heap, packet
# pool, links, agents, outputs, random streams, wireless part), the id checks
# every facade uses, commands and stop, random streams, trace outputs, column
# capture and accounting.  The Python face of Kernel is split along its
# sections into layers, each in the folder of its domain:
#   KernelCore     here
#   KernelTraffic  traffic/api.pxi   random variables, error models, applications
#   KernelNetwork  queues/api.pxi    nodes, links, routes, queue disciplines, monitors
#   Kernel         _kernel.pyx       agents and the run loop (the class nslab uses)
# The C functions take the final Kernel; the layers pass them `self`, which
# Cython casts unchecked, so __cinit__ lets nothing but a Kernel be made.

cdef object _take_records(void **buf, Py_ssize_t *n, Py_ssize_t *cap, size_t itemsize,
                          object dtype, object taken):
    """Hand a capture buffer to numpy without copying it: the buffer becomes the
    memory of a read-only array that frees it when the array goes, and the kernel
    starts a new buffer for any later records.  `taken`: the array of an earlier
    hand-over (None at first); the result holds every record, in order.  Copying
    the half-million records of a 60 s run at 8 Mbit/s took ~25 ms per redraw."""
    import numpy as np
    cdef cvarray owner
    cdef void *shrunk
    if n[0] == 0:
        if taken is None:
            taken = np.zeros(0, dtype=dtype)
            taken.flags.writeable = False
        return taken
    shrunk = realloc(buf[0], n[0] * itemsize)      # give back the unused capacity
    if shrunk != NULL:
        buf[0] = shrunk
    owner = cvarray(shape=(n[0] * itemsize,), itemsize=1, format="B", mode="c",
                    allocate_buffer=False)
    owner.data = <char *>buf[0]
    owner.callback_free_data = free
    buf[0] = NULL
    n[0] = 0
    cap[0] = 0
    fresh = np.frombuffer(owner, dtype=dtype)
    if taken is not None and len(taken):
        fresh = np.concatenate([taken, fresh])
    fresh.flags.writeable = False
    return fresh


cdef class KernelCore:
    """The state of one simulation and its core services (use Kernel)."""
    # clock and event heap
    cdef readonly double now
    cdef long long next_uid
    cdef long long cur_uid      # uid of the event being run: its key is (now, cur_uid)
    cdef double gil_taken       # monotonic time the run last took the GIL back
    cdef double gil_hold        # how long it keeps the GIL at most (let_threads_run)
    cdef EventQueue evq         # the packets' pending events (core/events.pxi)
    cdef EventQueue slow_q      # timers' entries and scheduled commands
    cdef double slow_t          # slow_q's next event's key (INFINITY when empty)
    cdef long long slow_uid
    cdef ArrivalFifo *lanes     # packets on the wire by delay (core/lanes.pxi), NULL if none
    cdef double *lane_delays    # each lane's delay
    cdef int n_lanes
    cdef Timer *timers
    cdef int n_timers
    cdef int cap_timers
    # packet pool: fixed-address chunks, free list through Packet.next
    cdef Packet **chunks
    cdef int n_chunks
    cdef int free_pkt
    cdef int next_pkt_uid
    cdef long long pkts_in_use
    cdef SackBlocks *sacks      # SACK blocks of acks, by packet index (see pkt_sacks)
    cdef int cap_sacks
    cdef RateHdr *rate_hdrs     # TFRC's and RAP's header fields, by packet index (pkt_rate_hdr)
    cdef int cap_rate_hdrs
    cdef bint rap_rtt_sampled   # a RAP agent has taken its first RTT sample (traffic/rap.pxi)
    # network
    cdef readonly int n_nodes
    cdef RouteTable routes      # next-hop links, computed on demand (core/routes.pxi)
    cdef MultiPath *mpaths      # multipath groups the routes may name (core/multipath.pxi)
    cdef int n_mpaths
    cdef int **port_rows        # per port slot, the agent at that port of each node (-1:
                                # none), NULL while no node uses the port (port_agent)
    cdef int port_slots         # port slots of every node (port_rows' length)
    cdef int port_nodes         # nodes each row has room for
    cdef Link *links
    cdef int n_links
    cdef int cap_links
    cdef Agent *agents
    cdef int n_agents
    cdef int cap_agents
    # outputs
    cdef TraceOut *outs
    cdef list out_paths         # the file of each output, for error messages
    cdef public bint echo_c_output  # ns-2's C-level lines to stdout (nslab run), else:
    cdef readonly list c_messages   # ... kept here (see c_output in core/trace.pxi)
    cdef int n_outs
    cdef int cap_outs
    cdef bint capture           # record packet events and variables as columns
    cdef PacketRecord *precs
    cdef Py_ssize_t n_precs
    cdef Py_ssize_t cap_precs
    cdef VarRecord *vrecs
    cdef Py_ssize_t n_vrecs
    cdef Py_ssize_t cap_vrecs
    cdef object taken_precs     # records already handed to numpy (see _take_records)
    cdef object taken_vrecs
    # random numbers: the default stream, `new RNG` streams, random variables
    cdef Mrg32k3a rng
    cdef Mrg32k3a *streams      # stream id n >= 1 is streams[n - 1]
    cdef int n_streams
    cdef int normal_parity      # RNG::normal's spare value (shared, as in ns-2)
    cdef double normal_next
    cdef RanVar *ranvars
    cdef int n_ranvars
    # error models, applications, tcplib's telnet table
    cdef ErrModel *ems
    cdef int n_ems
    cdef App *apps
    cdef int n_apps
    cdef double *tcplib
    # run control
    cdef list commands          # Python callables of EV_COMMAND events
    cdef object error           # exception raised by a command, re-raised by run()
    cdef bint stop_requested
    cdef readonly bint running
    cdef long long n_events
    cdef int local_depth        # deliveries nested in deliveries (core/net.pxi)
    cdef long long n_dropped_noroute
    cdef int hdr_alias          # headers placed over the common header (core/header_alias.pxi)
    cdef object fault           # why the run had to stop (see kernel_fault)
    cdef public object upcall   # the script's side of an agent event (agent_upcall), or None
    # wireless nodes, channels and per-packet wireless headers (NULL if none)
    cdef WlState *wl
    cdef LanState *lan          # wired LANs (lan/types.pxi), NULL if none
    cdef McastState *mcast      # multicast replicators (mcast/types.pxi), NULL if none
    cdef SrcRtState *srcrt      # source routes (core/source_route.pxi), NULL if none
    cdef NixState *nix          # nix-vector routing (core/nix.pxi), NULL if none
    cdef WormState *worm        # worm hosts (traffic/worm.pxi), NULL if none
    cdef int *node_default      # node -> its entry's default target: a link, NODE_DEFAULT_DEMUX
    cdef int *demux_default     # ... and its port demux's default agent (-1: none); n_defaults
    cdef int n_defaults         # nodes these two cover (core/net.pxi), 0 when never set
    cdef int n_abstcp           # abstract TCP senders made (traffic/abstcp.pxi)
    cdef HierState *hier        # hierarchical addresses (core/hier.pxi), NULL if flat
    cdef DelayBoxState *dbox    # DelayBox nodes (traffic/delaybox.pxi), NULL if none
    cdef public object mcast_handler    # the multicast protocol's side (mcast/replicator.pxi)
    cdef public object dsr_handler      # DSR's agents (radio/dsr.pxi, nslab.dsr)

    def __cinit__(self):
        if not isinstance(self, Kernel):
            raise TypeError("%s is a layer of Kernel; make a Kernel" % type(self).__name__)
        self.commands = []
        self.out_paths = []
        self.c_messages = []
        mrg_seed(&self.rng, 1.0)
        self.free_pkt = -1
        self.slow_t = INFINITY

    def __dealloc__(self):
        cdef int i
        for i in range(self.n_outs):
            out_flush(&self.outs[i])
            if self.outs[i].fp != NULL:
                fclose(self.outs[i].fp)
            free(self.outs[i].buf)
        for i in range(self.n_chunks):
            free(self.chunks[i])
        for i in range(self.n_links):
            queue_free(&self.links[i].q)
            free(self.links[i].qmon)
            if self.links[i].fmon != NULL:
                free((<FlowMon *>self.links[i].fmon).flows)
            free(self.links[i].fmon)
            free(self.links[i].q.ring)
            free(self.links[i].wire.ring)
            free(self.links[i].trace_tail)
        for i in range(self.n_agents):
            agent_free(self, i)
        for i in range(self.n_ems):
            em_release(&self.ems[i])
        for i in range(self.n_ranvars):
            cdf_free(&self.ranvars[i].cdf)
        for i in range(self.n_apps):
            cdf_free(&self.apps[i].cdf)
        free(self.streams); free(self.ranvars); free(self.ems); free(self.apps)
        free(self.tcplib)
        free(self.chunks); free(self.sacks); free(self.rate_hdrs); free(self.timers)
        free(self.evq.ev); free(self.slow_q.ev)
        lanes_free(self.lanes, self.n_lanes, self.lane_delays)
        route_table_free(&self.routes)
        mpaths_free(self.mpaths, self.n_mpaths)
        ports_free(self.port_rows, self.port_slots)
        free(self.links); free(self.agents)
        free(self.outs); free(self.precs); free(self.vrecs)
        wl_state_free(self.wl)
        lan_state_free(self.lan)
        mcast_state_free(self.mcast)
        srcrt_state_free(self.srcrt)
        nix_state_free(self.nix)
        worm_state_free(self.worm)
        free(self.node_default)
        free(self.demux_default)
        hier_state_free(self.hier)
        dbox_state_free(self.dbox)

    # ---- argument checks (a bad id must raise, never crash) -------------------

    cdef int _node(self, int node) except -1:
        if not 0 <= node < self.n_nodes:
            raise KernelError("no node %d (have %d)" % (node, self.n_nodes))
        return node

    cdef int _link(self, int lid) except -1:
        if not 0 <= lid < self.n_links:
            raise KernelError("no link %d (have %d)" % (lid, self.n_links))
        return lid

    cdef int _agent(self, int aid, int kind=-1) except -1:
        if not 0 <= aid < self.n_agents:
            raise KernelError("no agent %d (have %d)" % (aid, self.n_agents))
        if kind >= 0 and self.agents[aid].kind != kind:
            raise KernelError("agent %d is a %s agent, not %s"
                              % (aid, self.agent_kind(aid), AGENT_KINDS[kind]))
        return aid

    cdef int _output(self, int oid, bint may_be_none=False) except -2:
        if may_be_none and oid == -1:
            return oid
        if not 0 <= oid < self.n_outs:
            raise KernelError("no trace output %d (have %d)" % (oid, self.n_outs))
        return oid

    # ---- clock and commands ---------------------------------------------------

    @property
    def events_processed(self):
        return self.n_events

    def schedule_command(self, double delay, command):
        """Run `command()` (a Python callable) `delay` seconds from now; the
        event time is now + delay, one double addition, as in ns-2."""
        if not delay >= 0:
            raise KernelError("cannot schedule a command %r s from now: delay must be >= 0" % delay)
        self.commands.append(command)
        self.next_uid += 1
        evq_push(&self.slow_q, self.now + delay, self.next_uid, EV_COMMAND, 0,
                 len(self.commands) - 1)
        slow_head_changed(self)

    cdef void let_threads_run(self) noexcept:
        """Release the GIL once the run has held it for two switch intervals.  A thread
        waiting for the GIL asks for it only after a whole switch interval in which
        nobody took it (CPython's protocol); releasing more often would let this
        thread take it straight back every time and starve the others."""
        cdef timespec ts
        cdef double t
        clock_gettime(CLOCK_MONOTONIC, &ts)
        t = ts.tv_sec + 1e-9 * ts.tv_nsec
        if t - self.gil_taken >= self.gil_hold:
            with nogil:
                pass        # a thread that asked for the GIL takes it here
            self.gil_taken = t

    def stop(self):
        """Stop the run loop after the current event (ns-2's `halt`)."""
        self.stop_requested = True

    # ---- random numbers ---------------------------------------------------------

    def seed(self, double seed):
        """Set all six words of the default MRG32k3a stream to `seed`."""
        mrg_seed(&self.rng, seed)

    def uniform(self):
        """Next draw in (0, 1) from the default stream."""
        return mrg_next(&self.rng)

    def rng_state(self, int sid=0):
        """The six state words of stream `sid` (0: the default stream)."""
        cdef Mrg32k3a *g = self._stream(sid)
        return tuple(g.s[i] for i in range(6))

    def set_rng_state(self, state, int sid=0):
        cdef Mrg32k3a *g = self._stream(sid)
        for i in range(6):
            g.s[i] = state[i]

    def new_stream(self, state):
        """A further MRG32k3a stream (a `new RNG`) starting at `state`; returns its id."""
        self.streams = <Mrg32k3a *>realloc(self.streams, (self.n_streams + 1) * sizeof(Mrg32k3a))
        self.n_streams += 1
        self.set_rng_state(state, self.n_streams)
        return self.n_streams

    def draw(self, int sid):
        """Next u in (0, 1) from stream `sid`."""
        return mrg_next(self._stream(sid))

    def draw_ints(self, int sid, long count, long first, long every):
        """RNG::next(), an integer in [0, 2^31 - 1], `count` times from stream `sid`:
        (the first `first` values and every `every`-th one, the last value)."""
        cdef Mrg32k3a *g = self._stream(sid)
        cdef long i, r = 0
        kept = []
        for i in range(count):
            r = <long>(2147483648.0 * mrg_next(g))
            if i < first or i % every == 0:
                kept.append(r)
        return kept, r

    cdef Mrg32k3a *_stream(self, int sid) except NULL:
        if not 0 <= sid <= self.n_streams:
            raise KernelError("no random stream %d" % sid)
        return rng_stream(self, sid)

    # ---- outputs ----------------------------------------------------------------

    def open_output(self, str path, bint append=True):
        """A trace output writing to `path`; returns its id."""
        cdef TraceOut *o
        cdef bytes bpath = path.encode()
        cdef FILE *fp = fopen(bpath, b"ab" if append else b"wb")
        if fp == NULL:
            raise OSError(errno, "cannot open trace file %r for writing: %s"
                          % (path, strerror(errno).decode()))
        if self.n_outs == self.cap_outs:
            self.cap_outs = self.cap_outs * 2 if self.cap_outs else 4
            self.outs = <TraceOut *>realloc(self.outs, self.cap_outs * sizeof(TraceOut))
        o = &self.outs[self.n_outs]
        o.fp = fp
        o.err = 0
        o.cap = OUT_BUF + 4 * OUT_SLACK
        o.buf = <char *>malloc(o.cap)
        o.len = 0
        o.since_flush = 0
        self.out_paths.append(path)
        self.n_outs += 1
        return self.n_outs - 1

    def output_error(self, int oid):
        """The OSError of output `oid`'s first failed write, or None."""
        cdef int err = self.outs[self._output(oid)].err
        if err == 0:
            return None
        path = self.out_paths[oid]
        return OSError(err, "cannot write trace file %r: %s" % (path, strerror(err).decode()))

    def _check_output(self, int oid):
        error = self.output_error(oid)
        if error is not None:
            raise error

    def write_output(self, int oid, bytes text):
        """Append `text` to output `oid` after what the kernel has written."""
        self._output(oid)
        out_append(self, oid, <char *>text, len(text))
        self._check_output(oid)

    def set_output_pending(self, int oid, long long pending):
        """Output `oid` continues a Tcl channel that held `pending` bytes in its buffer
        (the runner flushed them): its whole buffers are counted from there."""
        self.outs[self._output(oid)].since_flush = pending

    def flush_output_buffers(self):
        """Every output hands its file the whole Tcl channel buffers it holds (what
        ns-2's channels have written by now; before the script runs a program)."""
        cdef int i
        for i in range(self.n_outs):
            out_flush_buffers(&self.outs[i])

    def flush_output(self, int oid):
        out_flush(&self.outs[self._output(oid)])
        self._check_output(oid)

    def close_output(self, int oid):
        """Flush and close output `oid`; OSError if any of its writes failed."""
        cdef TraceOut *o = &self.outs[self._output(oid)]
        out_flush(o)
        if o.fp != NULL:
            if fclose(o.fp) != 0 and o.err == 0:
                o.err = errno if errno else EIO
            o.fp = NULL
        self._check_output(oid)

    def flush_all(self):
        """Flush every output; OSError for the first one whose writes failed."""
        cdef int i
        self._flush_quietly()
        for i in range(self.n_outs):
            self._check_output(i)

    cdef void _flush_quietly(self) noexcept:
        cdef int i
        for i in range(self.n_outs):
            out_flush(&self.outs[i])

    # ---- column capture ---------------------------------------------------------

    def set_capture(self, bint on):
        """Record every packet event and traced-variable change as C records
        (60 and 24 bytes each); read them with packet_columns()/var_columns()."""
        cdef int lid
        self.capture = on
        for lid in range(self.n_links):
            link_update_flags(<Kernel>self, &self.links[lid])

    def packet_columns(self):
        """The captured packet events as a numpy structured array (read-only;
        every call returns all records so far)."""
        import numpy as np
        dtype = np.dtype(PACKET_FIELDS)
        assert dtype.itemsize == sizeof(PacketRecord)
        taken = _take_records(<void **>&self.precs, &self.n_precs, &self.cap_precs,
                              sizeof(PacketRecord), dtype, self.taken_precs)
        self.taken_precs = taken
        return taken

    def var_columns(self):
        """The captured variable changes as a numpy structured array (read-only)."""
        import numpy as np
        dtype = np.dtype(VAR_FIELDS)
        assert dtype.itemsize == sizeof(VarRecord)
        taken = _take_records(<void **>&self.vrecs, &self.n_vrecs, &self.cap_vrecs,
                              sizeof(VarRecord), dtype, self.taken_vrecs)
        self.taken_vrecs = taken
        return taken

    # ---- accounting -------------------------------------------------------------

    @property
    def packets_in_flight(self):
        """Packets allocated and not yet freed (queued, on a wire, or in hand)."""
        return self.pkts_in_use

    @property
    def packets_created(self):
        return self.next_pkt_uid

    @property
    def packets_unroutable(self):
        return self.n_dropped_noroute


# The agent table, port by port: a port's row holds the agent at that port of every
# node, so the nodes' usual port 0 lies in a few cache lines (a row of 256 slots per
# node took a line per node, and those lines, 1 KB apart, shared few cache sets), and
# only the ports in use take memory.

cdef inline int *port_row(KernelCore k, int port) noexcept:
    """`port`'s row of the agent table, NULL when no node uses the port (or it is out of
    range)."""
    return k.port_rows[port] if 0 <= port < k.port_slots else NULL


cdef inline int port_agent(KernelCore k, int node, int port) noexcept:
    """The agent at `port` of `node` (a node that exists), -1 when none (PORT_NULL: a
    detached one)."""
    cdef int *row = port_row(k, port)
    return row[node] if row != NULL else -1


cdef void ports_free(int **rows, int slots) noexcept:
    cdef int i
    if rows != NULL:
        for i in range(slots):
            free(rows[i])
        free(rows)
