# cython: language_level=3
"""nslab's simulation kernel: an ns-2.35 compatible discrete-event core.

Everything the run loop touches is a C struct in a typed array (packets,
events, timers, links, queues, agents); Python runs only for scheduled
commands.  `Kernel` is the one Python-facing class; `nslab.simulator` builds
scenarios on top of it.

Event order: (time, uid), uid from one counter taken at every schedule, so
ties run in scheduling order exactly as in ns-2 (see core/events.pxi).

The sources are textual includes into this one compilation unit (so the C
compiler inlines across them and the profile-guided build sees all of it),
sorted into folders by domain:
  core/     structs and enums, random streams, events, trace output, links
            and nodes, the dispatch to agents and timers
  tcp/      the shared one-way sender and one file per flavour
  queues/   the queue front end and one file per discipline, queue monitors
  traffic/  sinks, random variables, error models, applications
  radio/    wireless nodes: PHY, 802.11 MAC, LL/ARP, AODV, DSDV, their trace
            format and their Python-facing facade (`Wireless`)
(`radio`, not `wireless`: nslab.wireless is a Python module.)
"""

cimport cython
import sys
from cpython.exc cimport PyErr_CheckSignals
from posix.time cimport clock_gettime, timespec, CLOCK_MONOTONIC

include "core/types.pxi"
include "radio/types.pxi"
include "core/fields.pxi"
include "core/rng.pxi"
include "core/events.pxi"
include "core/trace.pxi"
include "core/net.pxi"
include "tcp/flavours.pxi"
include "tcp/sender.pxi"
include "tcp/reno.pxi"
include "tcp/vegas.pxi"
include "tcp/newreno.pxi"
include "tcp/sack1.pxi"
include "tcp/fack.pxi"
include "tcp/cubic.pxi"
include "queues/queue.pxi"
include "queues/droptail.pxi"
include "queues/red.pxi"
include "queues/fairq.pxi"
include "queues/csfq.pxi"
include "queues/fred.pxi"
include "queues/qmon.pxi"
include "traffic/sink.pxi"
include "traffic/ranvar.pxi"
include "traffic/errmodel.pxi"
include "traffic/apps.pxi"
include "core/dispatch.pxi"
include "radio/wireless.pxi"
include "radio/phy.pxi"
include "radio/mac80211.pxi"
include "radio/ll.pxi"
include "radio/trace.pxi"
include "radio/aodv.pxi"
include "radio/dsdv.pxi"
include "core/offsets.pxi"

cdef enum:
    PORT_SLOTS = 256
    SIGNAL_CHECK_MASK = 0x3FFF     # look for Ctrl-C every 16384 events

# Column layouts of the opt-in capture (see Kernel.packet_columns); numpy is
# imported only when columns are read (its BLAS threads cost time otherwise).
PACKET_FIELDS = [
    ("time", "<f8"), ("event", "S1"), ("pad", "V3"), ("from_node", "<i4"),
    ("to_node", "<i4"), ("ptype", "<i4"), ("size", "<i4"), ("flags", "<i4"),
    ("fid", "<i4"), ("src_addr", "<i4"), ("src_port", "<i4"), ("dst_addr", "<i4"),
    ("dst_port", "<i4"), ("seqno", "<i4"), ("uid", "<i4")]
VAR_FIELDS = [("time", "<f8"), ("value", "<f8"), ("agent", "<i4"), ("var", "<i4")]
PACKET_TYPES = tuple(PTYPE_NAMES[i].decode() for i in range(PT_PARETO + 1))
TRACED_VARIABLES = tuple(TV_NAMES[i].decode() for i in range(TV_COUNT))

AGENT_KINDS = {AG_NULL: "null", AG_TCP: "tcp", AG_SINK: "sink", AG_UDP: "udp",
               AG_LOSSMON: "lossmon"}
APP_KINDS = {"telnet": APP_TELNET, "cbr": APP_CBR, "exponential": APP_EXPOO,
             "pareto": APP_POO}
RANVAR_KINDS = {"uniform": RV_UNIFORM, "exponential": RV_EXPONENTIAL, "pareto": RV_PARETO,
                "paretoII": RV_PARETOII, "constant": RV_CONSTANT, "normal": RV_NORMAL,
                "lognormal": RV_LOGNORMAL, "erlang": RV_ERLANG, "weibull": RV_WEIBULL}
ERROR_UNITS = ("time", "byte", "pkt", "bit")        # ns-2's EU_* order
# sink variant -> (delayed acks, SACK blocks)
SINK_VARIANTS = {"TCPSink": (False, False), "DelAck": (True, False), "Sack1": (False, True),
                 "Sack1/DelAck": (True, True)}
# TCPSink variables (bytes_ and maxSackBlocks_ are handled apart)
SINK_FIELDS = named_fields(offsets_SinkState(), """
    ts_echo_bugfix_ ts_echo_rfc1323_ RFC2581_immediate_ack_=rfc2581_immediate_ack
    SYN_immediate_ack_=syn_immediate_ack generateDSacks_=generate_dsacks""")
FLOW_CLASSIFIERS = {"Fid": FM_FID, "SrcDest": FM_SRCDEST, "SrcDestFid": FM_SRCDESTFID,
                    "Dest": FM_DEST}


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


LOSSMON_FIELDS = ("nlost_", "npkts_", "bytes_", "expected_", "lastPktTime_")
AGENT_FIELDS = ("fid_", "class_", "packetSize_", "ttl_", "dst_addr_", "dst_port_",
                "agent_addr_", "agent_port_")


class KernelError(Exception):
    """A request the kernel cannot carry out (the message says which and why)."""


@cython.final
cdef class Kernel:
    """The event scheduler, network, agents and outputs of one simulation."""
    # clock and event heap
    cdef readonly double now
    cdef long long next_uid
    cdef long long cur_uid      # uid of the event being run: its key is (now, cur_uid)
    cdef double gil_taken       # monotonic time the run last took the GIL back
    cdef double gil_hold        # how long it keeps the GIL at most (let_threads_run)
    cdef Event *heap
    cdef Py_ssize_t heap_len
    cdef Py_ssize_t heap_cap
    cdef bint heap_mode         # False: sorted latest first; True: binary heap
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
    # network
    cdef readonly int n_nodes
    cdef int *routes            # next-hop link per (node, destination), -1 if none
    cdef int *ports             # agent per (node, port slot), -1 if free
    cdef int port_slots
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
    cdef object fault           # why the run had to stop (see kernel_fault)
    # wireless nodes, channels and per-packet wireless headers (NULL if none)
    cdef WlState *wl

    def __cinit__(self):
        self.commands = []
        self.out_paths = []
        self.c_messages = []
        mrg_seed(&self.rng, 1.0)
        self.free_pkt = -1

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
        for i in range(self.n_agents):
            agent_free(self, i)
        for i in range(self.n_ems):
            em_free(&self.ems[i])
        free(self.streams); free(self.ranvars); free(self.ems); free(self.apps)
        free(self.tcplib)
        free(self.chunks); free(self.sacks); free(self.heap); free(self.timers); free(self.routes)
        free(self.ports); free(self.links); free(self.agents)
        free(self.outs); free(self.precs); free(self.vrecs)
        wl_state_free(self.wl)

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
        schedule(self, delay, EV_COMMAND, 0, len(self.commands) - 1)

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

    def run(self):
        """Dispatch events until none are left or stop() is called.

        A command that raises stops the run; the exception propagates after the
        trace outputs are flushed.  Ctrl-C (KeyboardInterrupt) is honoured
        within a few thousand events."""
        cdef Event e
        cdef int tid
        if self.running:
            raise KernelError("run() called while the simulation is already running")
        self.running = True
        self.stop_requested = False
        self.gil_hold = 2 * sys.getswitchinterval()
        self.gil_taken = 0
        try:
            while self.heap_len > 0 and not self.stop_requested:
                e = ev_next(self)[0]
                self.now = e.time
                self.cur_uid = e.uid
                if e.kind == EV_ARRIVE:
                    link_arrive(self, e.obj, link_next_arrival(self, e.obj))
                else:
                    heap_pop(self)
                    if e.kind == EV_RESUME:
                        link_resume(self, e.obj)
                    elif e.kind == EV_TIMER:
                        if timer_due(self, &e):
                            timer_fire(self, &self.timers[e.obj])
                    elif e.kind == EV_ARRIVE_ONE:
                        link_arrive(self, e.obj, e.arg)
                    elif e.kind == EV_WL:
                        wl_event(self, e.obj, e.arg)
                    else:
                        command = self.commands[e.arg]
                        self.commands[e.arg] = None
                        command()
                self.n_events += 1
                if (self.n_events & SIGNAL_CHECK_MASK) == 0:
                    self.let_threads_run()
                    PyErr_CheckSignals()
        finally:
            self.running = False
            self._flush_quietly()
        if self.fault is None:
            for tid in range(self.n_outs):
                if self.outs[tid].err:
                    self.fault = self.output_error(tid)
                    break
        if self.fault is not None:
            fault, self.fault = self.fault, None
            if isinstance(fault, BaseException):
                raise fault
            raise KernelError(fault)

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

    cdef Mrg32k3a *_stream(self, int sid) except NULL:
        if not 0 <= sid <= self.n_streams:
            raise KernelError("no random stream %d" % sid)
        return rng_stream(self, sid)

    # ---- random variables -------------------------------------------------------

    def add_ranvar(self, str kind, dict params):
        """A RandomVariable of `kind` (see RANVAR_KINDS) on the default stream."""
        cdef RanVar *v
        if kind not in RANVAR_KINDS:
            raise KernelError("unknown random variable %r (have %s)" % (kind, ", ".join(RANVAR_KINDS)))
        self.ranvars = <RanVar *>realloc(self.ranvars, (self.n_ranvars + 1) * sizeof(RanVar))
        v = &self.ranvars[self.n_ranvars]
        memset(v, 0, sizeof(RanVar))
        v.kind = RANVAR_KINDS[kind]
        self.n_ranvars += 1
        for name, value in params.items():
            self.ranvar_set(self.n_ranvars - 1, name, value)
        return self.n_ranvars - 1

    def ranvar_set(self, int rid, str name, value):
        cdef RanVar *v = self._ranvar(rid)
        if name == "min_": v.min_v = value
        elif name == "max_": v.max_v = value
        elif name == "avg_": v.avg = value
        elif name == "shape_": v.shape = value
        elif name == "std_": v.std = value
        elif name == "lambda_": v.lam = value
        elif name == "val_": v.val = value
        elif name == "scale_": v.scale = value
        elif name == "k_": v.k = value
        else: raise KernelError("random variables have no variable %r" % name)

    def ranvar_get(self, int rid, str name):
        cdef RanVar *v = self._ranvar(rid)
        values = {"min_": v.min_v, "max_": v.max_v, "avg_": v.avg, "shape_": v.shape,
                  "std_": v.std, "lambda_": v.lam, "val_": v.val, "scale_": v.scale, "k_": v.k}
        if name not in values:
            raise KernelError("random variables have no variable %r" % name)
        return values[name]

    def ranvar_use_rng(self, int rid, int sid):
        self._stream(sid)
        self._ranvar(rid).rng = sid

    def ranvar_value(self, int rid):
        """RandomVariable::value(): the next value (draws from its stream)."""
        self._ranvar(rid)
        return ranvar_value(self, rid)

    cdef RanVar *_ranvar(self, int rid) except NULL:
        if not 0 <= rid < self.n_ranvars:
            raise KernelError("no random variable %d" % rid)
        return &self.ranvars[rid]

    # ---- error models -----------------------------------------------------------

    def add_errmodel(self, dict params):
        """An ErrorModel (packet unit, default stream, drops to the link's trace)."""
        cdef ErrModel *em
        self.ems = <ErrModel *>realloc(self.ems, (self.n_ems + 1) * sizeof(ErrModel))
        em = &self.ems[self.n_ems]
        memset(em, 0, sizeof(ErrModel))
        em.unit = EU_PKT
        em.ranvar = -1
        em.fec_strength = 1
        self.n_ems += 1
        for name, value in params.items():
            self.em_set(self.n_ems - 1, name, value)
        return self.n_ems - 1

    def em_set(self, int eid, str name, value):
        """Set an ErrorModel variable or option (rate_, enable_, unit, ranvar, ...)."""
        cdef ErrModel *em = self._em(eid)
        if name == "rate_": em.rate = value
        elif name == "enable_": em.enable = value
        elif name == "markecn_": em.markecn = value
        elif name == "bandwidth_": em.bandwidth = value
        elif name == "unit":
            if value not in ERROR_UNITS:
                raise KernelError("unit: %r is not one of %s" % (value, ", ".join(ERROR_UNITS)))
            em.unit = ERROR_UNITS.index(value)
        elif name == "ranvar":
            if value is not None:
                self._ranvar(value)
            em.ranvar = -1 if value is None else value
        elif name == "FECstrength": em.fec_strength = value
        elif name == "datapktsize": em.datapktsize = value
        elif name == "cntrlpktsize": em.cntrlpktsize = value
        elif name == "drop":
            em.drop = {"link": EM_DROP_LINK, "silent": EM_DROP_SILENT, "none": EM_DROP_NONE}[value]
        else:
            raise KernelError("ErrorModel has no variable %r" % name)

    def em_get(self, int eid, str name):
        cdef ErrModel *em = self._em(eid)
        values = {"rate_": em.rate, "enable_": em.enable, "markecn_": em.markecn,
                  "bandwidth_": em.bandwidth, "unit": ERROR_UNITS[em.unit],
                  "ranvar": None if em.ranvar < 0 else em.ranvar,
                  "FECstrength": em.fec_strength, "datapktsize": em.datapktsize,
                  "cntrlpktsize": em.cntrlpktsize}
        if name not in values:
            raise KernelError("ErrorModel has no variable %r" % name)
        return values[name]

    def em_reset(self, int eid):
        """ErrorModel::reset: the bit unit's probability tables are recomputed at
        the next packet (as in ns-2, setting the sizes alone does not)."""
        em_free(self._em(eid))

    def em_attach(self, int eid, int lid, str where):
        """Put error model `eid` on link `lid`: "head" (`lossmodel`, before the
        queue) or "link" (`link-lossmodel`, after the delay line)."""
        cdef Link *l
        self._em(eid)
        if not 0 <= lid < self.n_links:
            raise KernelError("no link %d" % lid)
        l = &self.links[lid]
        if where == "head":
            l.em_head = eid
            l.em_after_enq = False
        elif where == "link":
            l.em_link = eid
        else:
            raise KernelError("error model position %r: use 'head' or 'link'" % where)

    cdef ErrModel *_em(self, int eid) except NULL:
        if not 0 <= eid < self.n_ems:
            raise KernelError("no error model %d" % eid)
        return &self.ems[eid]

    # ---- applications ---------------------------------------------------------------

    def add_app(self, str kind, dict params):
        """An application of `kind` (telnet, cbr, exponential, pareto); returns its id."""
        cdef App *a
        if kind not in APP_KINDS:
            raise KernelError("unknown application %r (have %s)" % (kind, ", ".join(APP_KINDS)))
        self.apps = <App *>realloc(self.apps, (self.n_apps + 1) * sizeof(App))
        a = &self.apps[self.n_apps]
        memset(a, 0, sizeof(App))
        a.kind = APP_KINDS[kind]
        a.agent = -1
        a.timer = timer_new(self, TM_APP, self.n_apps)
        self.n_apps += 1
        for name, value in params.items():
            self.app_set(self.n_apps - 1, name, value)
        return self.n_apps - 1

    def app_set(self, int app, str name, value):
        cdef App *a = self._app(app)
        if name == "interval_":
            if a.kind == APP_TELNET and value == 0 and self.tcplib == NULL:
                raise KernelError("Application/Telnet interval_ 0 needs tcplib's telnet "
                                  "table (set_tcplib_telnet)")
            a.interval = value
        elif name == "packetSize_": a.size = value
        elif name == "rate_": a.rate = value
        elif name == "random_": a.random = value
        elif name == "maxpkts_": a.maxpkts = value
        elif name == "burst_time_": a.ontime = value
        elif name == "idle_time_": a.offtime = value
        elif name == "shape_": a.shape = value
        else: raise KernelError("applications have no variable %r" % name)

    def app_get(self, int app, str name):
        cdef App *a = self._app(app)
        values = {"interval_": a.interval, "packetSize_": a.size, "rate_": a.rate,
                  "random_": a.random, "maxpkts_": a.maxpkts, "burst_time_": a.ontime,
                  "idle_time_": a.offtime, "shape_": a.shape, "running": int(a.running),
                  "agent": a.agent}
        if name not in values:
            raise KernelError("applications have no variable %r" % name)
        return values[name]

    def app_attach(self, int app, int aid):
        if not 0 <= aid < self.n_agents:
            raise KernelError("no agent %d" % aid)
        self._app(app).agent = aid

    def app_use_rng(self, int app, int sid):
        """`use-rng`: the on/off source draws from stream `sid`."""
        self._stream(sid)
        self._app(app).rng = sid

    def app_start(self, int app):
        cdef App *a = self._app(app)
        if a.agent < 0:
            raise KernelError("start: the application is not attached to an agent (attach-agent)")
        self._require_attached(a.agent, "start")
        if a.kind == APP_TELNET and timer_pending(self, a.timer):
            raise KernelError("start: Application/Telnet is already waiting to send "
                              "(ns-2 aborts on a second start)")
        if a.kind != APP_TELNET and not a.rate > 0:
            raise KernelError("start: rate_ must be > 0 (got %r)" % a.rate)
        app_start(self, app)

    def app_stop(self, int app):
        self._app(app)
        app_stop(self, app)

    def app_send(self, int app, int nbytes):
        """Application::send: the agent sends a message of n bytes now."""
        cdef App *a = self._app(app)
        if a.agent < 0:
            raise KernelError("send: the application is not attached to an agent (attach-agent)")
        self.agent_sendmsg(a.agent, nbytes)

    cdef App *_app(self, int app) except NULL:
        if not 0 <= app < self.n_apps:
            raise KernelError("no application %d" % app)
        return &self.apps[app]

    def set_tcplib_telnet(self, table):
        """tcplib's empirical telnet interarrival times (10000 values, seconds)."""
        cdef int i
        if len(table) != TCPLIB_TELNET_SIZE:
            raise KernelError("the tcplib telnet table must have %d values, got %d"
                              % (TCPLIB_TELNET_SIZE, len(table)))
        free(self.tcplib)
        self.tcplib = <double *>malloc(TCPLIB_TELNET_SIZE * sizeof(double))
        for i in range(TCPLIB_TELNET_SIZE):
            self.tcplib[i] = table[i]

    @property
    def has_tcplib_telnet(self):
        return self.tcplib != NULL

    # ---- nodes and links ------------------------------------------------------

    def add_node(self):
        cdef int n = self.n_nodes, i
        self.ports = <int *>realloc(self.ports, (n + 1) * PORT_SLOTS * sizeof(int))
        for i in range(PORT_SLOTS):
            self.ports[n * PORT_SLOTS + i] = -1
        self.port_slots = PORT_SLOTS
        self.n_nodes += 1
        return n

    def add_link(self, int src, int dst, double bandwidth, double delay, int limit):
        """A simplex DropTail link src -> dst; returns its id."""
        cdef Link *l
        self._node(src)
        self._node(dst)
        if not bandwidth > 0 or not delay >= 0 or limit < 1:
            raise KernelError("link %d->%d: bandwidth must be > 0, delay >= 0 and limit >= 1 "
                              "(got %r, %r, %r)" % (src, dst, bandwidth, delay, limit))
        if self.n_links == self.cap_links:
            self.cap_links = self.cap_links * 2 if self.cap_links else 16
            self.links = <Link *>realloc(self.links, self.cap_links * sizeof(Link))
        l = &self.links[self.n_links]
        memset(l, 0, sizeof(Link))
        l.src = src
        l.dst = dst
        l.bandwidth = bandwidth
        l.delay = delay
        l.q.limit = limit
        l.q.mean_pktsize = 500
        l.trace = -1
        l.em_head = -1
        l.em_link = -1
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
        else: raise KernelError("links have no variable %r" % name)

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
                  "mean_pktsize_": l.q.mean_pktsize, "blocked_": int(link_busy(self, l)),
                  "length": l.q.length, "bytes": l.q.bytes, "arrivals": l.n_arrivals,
                  "departures": l.n_departures, "drops": l.n_drops, "delivered": l.n_delivered,
                  "src": l.src, "dst": l.dst}
        if name not in values:
            raise KernelError("links have no variable %r" % name)
        return values[name]

    # ---- queue disciplines -------------------------------------------------------

    def set_queue(self, int lid, str kind):
        """Make link `lid`'s queue a Queue/<kind> (DropTail, RED, DRR, SFQ, FQ, CSFQ, FRED).
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
        link_update_watched(&self.links[lid])

    def queue_kind(self, int lid):
        kind = self.links[self._link(lid)].q.kind
        return next(name for name, value in QUEUE_KINDS.items() if value == kind)

    def _queue_field_set(self, int lid, str name, value):
        """Write a discipline variable; traced RED variables write their line,
        and new DRR/SFQ bucket counts take effect while the queue is empty."""
        cdef Queue *q = &self.links[self._link(lid)].q
        cdef char *t
        offset, ctype = QUEUE_FIELDS[q.kind][name]
        t = <char *>q.impl + <Py_ssize_t>offset
        if q.kind == QK_RED and name in RED_TRACED:
            if field_read(t, ctype) != value:
                field_write(t, ctype, value)
                red_trace_line(self, <RedState *>q.impl, RED_TRACED[name])
            return
        if name == "buckets_" and field_read(t, ctype) != value:
            if self._queued(lid)[0]:
                raise KernelError("buckets_ of a %s queue cannot change while packets wait in it"
                                  % self.queue_kind(lid))
            discipline_of(q).release(q.impl)     # the buckets are made anew
        field_write(t, ctype, value)

    def _queued(self, int lid):
        """(packets, bytes) waiting in link `lid`'s queue, whatever its kind."""
        cdef Queue *q = &self.links[self._link(lid)].q
        cdef long long n = 0, nbytes = 0
        if discipline_of(q).count != NULL:
            discipline_of(q).count(self, q, &n, &nbytes)
        else:
            n, nbytes = q.length, q.bytes
        return n, nbytes

    cdef void *_impl(self, int lid, int kind) except NULL:
        """The discipline state of link `lid`, which must have a queue of `kind`."""
        if self.links[self._link(lid)].q.kind != kind:
            raise KernelError("link %d has a %s queue, not %s" % (
                lid, self.queue_kind(lid),
                next(name for name, value in QUEUE_KINDS.items() if value == kind)))
        return self.links[lid].q.impl

    def red_link(self, int lid):
        """RED's `link` command: learn the link's rate and delay and configure
        q_weight_, thresh_ and maxthresh_ where they are automatic."""
        red_link(&self.links[lid], <RedState *>self._impl(lid, QK_RED))

    def reset_queue(self, int lid):
        """`$q reset` (done for every queue at `$ns run`)."""
        queue_reset(self, self._link(lid))

    def red_attach(self, int lid, int oid):
        """Output of RED's variable-trace lines (`$q attach channel`)."""
        (<RedState *>self._impl(lid, QK_RED)).vtrace = self._output(oid, True)

    def red_tracevar(self, int lid, str name):
        """Trace RED variable `name`; writes its current value at once."""
        cdef RedState *r = <RedState *>self._impl(lid, QK_RED)
        if name not in RED_TRACED:
            raise KernelError("cannot trace %r: traceable RED variables are %s"
                              % (name, ", ".join(RED_TRACED)))
        r.vmask |= RED_TRACED[name]
        red_trace_line(self, r, RED_TRACED[name])

    def red_true_average(self, int lid):
        """summarystats_: (time-average queue, time it covers)."""
        cdef RedState *r = <RedState *>self._impl(lid, QK_RED)
        return r.true_ave, r.total_time

    def sfq_limit(self, int lid, int maxqueue):
        """SFQ's `limit` command: maxqueue_ and, if the buckets exist, the fair share."""
        cdef SfqState *s = <SfqState *>self._impl(lid, QK_SFQ)
        s.maxqueue = maxqueue
        s.fairshare = maxqueue // s.buckets

    def fair_collisions(self, int lid):
        """DRR: packets that hashed into a bucket first used by another source."""
        if self.links[self._link(lid)].q.kind == QK_DRR:
            return (<DrrState *>self.links[lid].q.impl).collisions
        return 0

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
        link_update_watched(&self.links[lid])

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
        link_update_watched(&self.links[lid])

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

    def set_link_trace(self, int lid, int oid):
        """Trace link `lid` to output `oid`.  An error model already at the
        link head then comes after the new '+' trace point, as in ns-2."""
        self._link(lid)
        self._output(oid, True)
        if self.links[lid].em_head >= 0 and self.links[lid].trace < 0:
            self.links[lid].em_after_enq = True
        self.links[lid].trace = oid

    def set_routes(self, routes):
        """routes[node][destination] = next-hop link id or -1 (a square table)."""
        cdef int n = self.n_nodes, a, b
        if len(routes) != n or any(len(row) != n for row in routes):
            raise KernelError("routes must be a %d x %d table" % (n, n))
        for row in routes:
            for lid in row:
                if lid != -1:
                    self._link(lid)
        free(self.routes)
        self.routes = <int *>malloc(max(n * n, 1) * sizeof(int))
        for a in range(n):
            for b in range(n):
                self.routes[a * n + b] = routes[a][b]

    # ---- agents ---------------------------------------------------------------

    cdef int _new_agent(self, int kind, void *impl):
        cdef Agent *a
        if self.n_agents == self.cap_agents:
            self.cap_agents = self.cap_agents * 2 if self.cap_agents else 16
            self.agents = <Agent *>realloc(self.agents, self.cap_agents * sizeof(Agent))
        a = &self.agents[self.n_agents]
        memset(a, 0, sizeof(Agent))
        a.kind = kind
        a.node = -1
        a.port = -1
        a.dst_addr = -1
        a.dst_port = -1
        a.ttl = 32
        a.impl = impl
        a.vtrace = -1
        self.n_agents += 1
        return self.n_agents - 1

    def add_tcp(self, str flavour, dict params):
        """A one-way TCP sender; `params` maps ns-2 names to numbers and must
        hold every TcpState parameter (and Vegas's v_*).  Runs reset() (one RNG
        draw; Vegas two)."""
        cdef TcpState *t
        cdef TcpFlavour *hooks
        cdef int aid
        if flavour not in TCP_FLAVOURS:
            raise KernelError("unknown TCP flavour %r (have %s)" % (flavour, ", ".join(TCP_FLAVOURS)))
        hooks = &tcp_flavour_table[<int>TCP_FLAVOURS[flavour]]
        t = <TcpState *>calloc(1, hooks.state_size)
        t.flavour = TCP_FLAVOURS[flavour]
        if hooks.init != NULL:
            hooks.init(t)
        aid = self._new_agent(AG_TCP, t)
        t.rtx_timer = timer_new(self, TM_RTX, aid)
        t.delsnd_timer = timer_new(self, TM_DELSND, aid)
        for name, value in params.items():
            self.agent_set(aid, name, value)
        agent_created(self, aid)
        return aid

    def add_sink(self, dict params, str variant="TCPSink"):
        """A TCP sink: variant TCPSink, DelAck, Sack1 or Sack1/DelAck; `params`
        maps ns-2 names to numbers."""
        cdef SinkState *s
        cdef int aid
        if variant not in SINK_VARIANTS:
            raise KernelError("unknown sink variant %r (have %s)" % (variant, ", ".join(SINK_VARIANTS)))
        s = <SinkState *>calloc(1, sizeof(SinkState))
        s.wndmask = SINK_INITIAL_WINDOW - 1
        s.seen = <int *>calloc(SINK_INITIAL_WINDOW, sizeof(int))
        s.delack, s.sack = SINK_VARIANTS[variant]
        s.save = -1
        s.ts_echo_bugfix = 1
        s.rfc2581_immediate_ack = 1
        s.syn_immediate_ack = 1
        s.interval = 0.1
        sink_set_max_sack_blocks(s, MAX_SACK_BLOCKS)
        aid = self._new_agent(AG_SINK, s)
        if s.delack:
            s.delay_timer = timer_new(self, TM_DELACK, aid)
        for name, value in params.items():
            self.agent_set(aid, name, value)
        return aid

    def add_null(self, dict params):
        aid = self._new_agent(AG_NULL, NULL)
        for name, value in params.items():
            self.agent_set(aid, name, value)
        return aid

    def add_udp(self, dict params):
        """Agent/UDP: packetSize_ is the largest packet; seqnos start at 0."""
        cdef UdpState *u = <UdpState *>calloc(1, sizeof(UdpState))
        u.seqno = -1
        u.ptype = PT_UDP
        aid = self._new_agent(AG_UDP, u)
        for name, value in params.items():
            self.agent_set(aid, name, value)
        return aid

    def add_lossmon(self, dict params):
        """Agent/LossMonitor: counts packets, bytes and seqno gaps."""
        aid = self._new_agent(AG_LOSSMON, calloc(1, sizeof(LossMonState)))
        for name, value in params.items():
            self.agent_set(aid, name, value)
        return aid

    def agent_kind(self, int aid):
        self._agent(aid)
        return AGENT_KINDS[self.agents[aid].kind]

    def agent_set(self, int aid, str name, value):
        cdef Agent *a = &self.agents[self._agent(aid)]
        if name in ("fid_", "class_"): a.fid = value
        elif name == "packetSize_": a.size = value
        elif name == "ttl_": a.ttl = value
        elif name == "dst_addr_": a.dst_addr = value
        elif name == "dst_port_": a.dst_port = value
        elif a.kind == AG_TCP and name in tcp_fields_of(<TcpState *>a.impl):
            offset, ctype = tcp_fields_of(<TcpState *>a.impl)[name]
            field_write(<char *>a.impl + <Py_ssize_t>offset, ctype, value)
        elif a.kind == AG_SINK and name == "bytes_":
            (<SinkState *>a.impl).bytes = value
        elif a.kind == AG_LOSSMON and name in LOSSMON_FIELDS:
            self._lossmon_set(<LossMonState *>a.impl, name, value)
        elif a.kind == AG_SINK and name in SINK_FIELDS:
            offset, ctype = SINK_FIELDS[name]
            field_write(<char *>a.impl + <Py_ssize_t>offset, ctype, value)
        elif a.kind == AG_SINK and name == "maxSackBlocks_":
            if value > MAX_SACK_BLOCKS:
                import sys
                print("warning: TCP header limits number of SACK blocks to %d, not %d"
                      % (MAX_SACK_BLOCKS, value), file=sys.stderr)
                value = MAX_SACK_BLOCKS
            sink_set_max_sack_blocks(<SinkState *>a.impl, value)
        elif a.kind == AG_SINK and name == "interval_" and (<SinkState *>a.impl).delack:
            (<SinkState *>a.impl).interval = value
        else:
            raise KernelError("%s agents have no variable %r" % (self.agent_kind(aid), name))

    def agent_get(self, int aid, str name):
        cdef Agent *a = &self.agents[self._agent(aid)]
        if name in ("fid_", "class_"): return a.fid
        if name == "packetSize_": return a.size
        if name == "ttl_": return a.ttl
        if name == "dst_addr_": return a.dst_addr
        if name == "dst_port_": return a.dst_port
        if name == "agent_addr_": return a.node
        if name == "agent_port_": return a.port
        if a.kind == AG_TCP and name in tcp_fields_of(<TcpState *>a.impl):
            offset, ctype = tcp_fields_of(<TcpState *>a.impl)[name]
            return field_read(<char *>a.impl + <Py_ssize_t>offset, ctype)
        if a.kind == AG_SINK and name == "bytes_":
            return (<SinkState *>a.impl).bytes
        if a.kind == AG_LOSSMON and name in LOSSMON_FIELDS:
            return self._lossmon_get(<LossMonState *>a.impl, name)
        if a.kind == AG_SINK and name in SINK_FIELDS:
            offset, ctype = SINK_FIELDS[name]
            return field_read(<char *>a.impl + <Py_ssize_t>offset, ctype)
        if a.kind == AG_SINK and name == "maxSackBlocks_":
            return (<SinkState *>a.impl).max_sack_blocks
        if a.kind == AG_SINK and name == "interval_" and (<SinkState *>a.impl).delack:
            return (<SinkState *>a.impl).interval
        raise KernelError("%s agents have no variable %r" % (self.agent_kind(aid), name))

    cdef _lossmon_set(self, LossMonState *m, str name, value):
        if name == "nlost_": m.nlost = value
        elif name == "npkts_": m.npkts = value
        elif name == "bytes_": m.bytes = value
        elif name == "expected_": m.expected = value
        else: m.last_time = value

    cdef _lossmon_get(self, LossMonState *m, str name):
        return {"nlost_": m.nlost, "npkts_": m.npkts, "bytes_": m.bytes,
                "expected_": m.expected, "lastPktTime_": m.last_time}[name]

    def has_variable(self, int aid, str name):
        try:
            self.agent_get(aid, name)
        except KernelError:
            return False
        return True

    def attach(self, int node, int aid):
        """Attach agent `aid` to `node` at the lowest free port; returns the port."""
        cdef int port
        self._node(node)
        self._agent(aid)
        if self.agents[aid].node >= 0:
            raise KernelError("agent is already attached to node %d" % self.agents[aid].node)
        for port in range(PORT_SLOTS):
            if self.ports[node * PORT_SLOTS + port] < 0:
                self.ports[node * PORT_SLOTS + port] = aid
                self.agents[aid].node = node
                self.agents[aid].port = port
                return port
        raise KernelError("node %d has no free port left (%d in use)" % (node, PORT_SLOTS))

    def connect(self, int src, int dst):
        self._agent(src)
        self._agent(dst)
        self.agents[src].dst_addr = self.agents[dst].node
        self.agents[src].dst_port = self.agents[dst].port
        self.agents[dst].dst_addr = self.agents[src].node
        self.agents[dst].dst_port = self.agents[src].port

    def reset_agent(self, int aid):
        """The agent's reset at `run` (TCP: one RNG draw, traced changes)."""
        self._agent(aid)
        agent_reset(self, aid)

    def tracevar(self, int aid, str name, int oid):
        """Trace TCP variable `name` of agent `aid` to output `oid` (-1: capture
        only); writes the current value at once, as ns-2 does."""
        self._agent(aid)
        self._output(oid, True)
        if self.agents[aid].kind != AG_TCP or name not in TRACED_VARIABLES:
            raise KernelError("cannot trace %r: traceable TCP variables are %s"
                              % (name, ", ".join(TRACED_VARIABLES)))
        var = TRACED_VARIABLES.index(name)
        self.agents[aid].vmask |= (1LL << var)
        if oid >= 0:
            self.agents[aid].vtrace = oid
        tcp_trace(self, aid, var)

    def attach_trace(self, int aid, int oid):
        self.agents[self._agent(aid)].vtrace = self._output(oid, True)

    # ---- applications ---------------------------------------------------------

    def tcp_send(self, int aid, int nbytes):
        """Agent::sendmsg: -1 means infinite data (FTP start)."""
        tcp_sendmsg(self, self._agent(aid, AG_TCP), nbytes)

    def agent_sendmsg(self, int aid, int nbytes):
        """Hand agent `aid` a message of n bytes (TCP: segments; UDP: packets)."""
        self._agent(aid)
        self._require_attached(aid, "send")
        agent_sendmsg(self, aid, nbytes)

    def _require_attached(self, int aid, str what):
        if self.agents[aid].node < 0:
            raise KernelError("%s: the %s agent is not attached to a node"
                              % (what, self.agent_kind(aid)))

    def tcp_advance(self, int aid, int newseq):
        """`$tcp advance n`: allow segments up to n (never below maxseq_)."""
        cdef TcpState *t = tcp_of(self, self._agent(aid, AG_TCP))
        tcp_advance_to(self, aid, newseq if newseq > t.maxseq else t.maxseq)

    def tcp_advanceby(self, int aid, int delta):
        cdef TcpState *t = tcp_of(self, self._agent(aid, AG_TCP))
        tcp_advance_to(self, aid, t.curseq + delta)

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
        cdef TraceOut *o = &self.outs[self._output(oid)]
        out_flush(o)
        if o.fp != NULL and o.err == 0 and len(text):
            if fwrite(<char *>text, 1, len(text), o.fp) != <size_t>len(text):
                o.err = errno if errno else EIO
        self._check_output(oid)

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
        self.capture = on

    def packet_columns(self):
        """The captured packet events as a numpy structured array (a copy)."""
        import numpy as np
        dtype = np.dtype(PACKET_FIELDS)
        assert dtype.itemsize == sizeof(PacketRecord)
        if self.n_precs == 0:
            return np.zeros(0, dtype=dtype)
        return np.frombuffer(<char[:self.n_precs * sizeof(PacketRecord)]><char *>self.precs,
                             dtype=dtype).copy()

    def var_columns(self):
        import numpy as np
        dtype = np.dtype(VAR_FIELDS)
        assert dtype.itemsize == sizeof(VarRecord)
        if self.n_vrecs == 0:
            return np.zeros(0, dtype=dtype)
        return np.frombuffer(<char[:self.n_vrecs * sizeof(VarRecord)]><char *>self.vrecs,
                             dtype=dtype).copy()

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


# ---- probes: the rules of the disciplines beyond ns-2, without a network ----------
# (tests/test_cubic.py and tests/test_fair_queues.py check them against the
# papers' equations; the run loop calls the very same C functions)

@cython.final
cdef class CubicProbe:
    """Cubic's window rules (RFC 9438) on a bare CubicState: ack() is one new
    ack in congestion avoidance, reduce() a congestion event."""
    cdef CubicState cu

    def __init__(self, double beta=0.7, double C=0.4, bint fast_convergence=True,
                 bint tcp_friendliness=True):
        cubic_clear(&self.cu)
        self.cu.beta = beta
        self.cu.c = C
        self.cu.fast_convergence = fast_convergence
        self.cu.tcp_friendliness = tcp_friendliness

    def ack(self, double cwnd, double now, double rtt):
        """The window after a new ack arriving at `now` (smoothed RTT `rtt`)."""
        return cubic_update(&self.cu, cwnd, now, rtt)

    def reduce(self, double cwnd, bint timeout=False):
        """A congestion event at window `cwnd`: returns beta * cwnd."""
        return cubic_reduce(&self.cu, cwnd, timeout)

    def W(self, double t):
        """W_cubic(t) of the current epoch."""
        return cubic_w(&self.cu, t)

    @staticmethod
    def K(double w_max, double cwnd_epoch, double C):
        return cubic_k(w_max, cwnd_epoch, C)

    @property
    def state(self):
        return {"W_max": self.cu.w_max, "K": self.cu.k, "origin": self.cu.origin,
                "epoch_start": self.cu.epoch_start, "cwnd_epoch": self.cu.cwnd_epoch,
                "W_est": self.cu.w_est}


@cython.final
cdef class RateProbe:
    """CSFQ's exponentially averaged rate estimate of one flow (bytes/s)."""
    cdef RateEstimate r
    cdef double K

    def __init__(self, double K):
        rate_clear(&self.r)
        self.K = K

    def packet(self, double now, int size):
        """Count a packet of `size` bytes arriving at `now`; returns the estimate."""
        return rate_update(&self.r, now, size, self.K)

    @property
    def rate(self):
        return self.r.rate


def csfq_drop_probability_of(double alpha, double label):
    """max(0, 1 - alpha / label) as CSFQ uses it (0 with no alpha or label yet)."""
    return csfq_drop_probability(alpha, label)


include "radio/api.pxi"
