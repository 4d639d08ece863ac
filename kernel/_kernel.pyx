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
  lan/      wired LANs: the member's interface (LL, queue), the 802.3 CSMA/CD
            MAC and its channel, and the functions nslab.lan builds them with
  mcast/    multicast forwarding: the replicators, the protocols' control agent
            and the functions nslab.mcast fills them with
(`radio`, not `wireless`: nslab.wireless is a Python module.)
Two parts are generated at build time (setup.py): core/models.pxi includes
every TCP flavour and queue discipline file (core/model_files.py), and
core/offsets.pxi gives the field offsets of the structs (core/struct_offsets.py).
"""

cimport cython
from cython.view cimport array as cvarray
import sys
from cpython.exc cimport PyErr_CheckSignals
from posix.time cimport clock_gettime, timespec, CLOCK_MONOTONIC

include "core/types.pxi"
include "radio/types.pxi"
include "lan/types.pxi"
include "satellite/types.pxi"
include "mcast/types.pxi"
include "traffic/rate_types.pxi"
include "core/routes.pxi"
include "core/multipath.pxi"
include "core/fields.pxi"
include "core/rng.pxi"
include "core/events.pxi"
include "core/lanes.pxi"
include "core/trace.pxi"
include "core/hier.pxi"
include "core/net.pxi"
include "core/source_route.pxi"
include "core/nix.pxi"
include "satellite/link.pxi"
include "core/header_alias.pxi"
include "tcp/flavours.pxi"
include "tcp/sender.pxi"
include "tcp/ecn.pxi"
include "tcp/frto.pxi"
include "tcp/events.pxi"
include "queues/queue.pxi"
include "queues/qmon.pxi"
include "core/dynlink.pxi"
include "core/models.pxi"        # every file in tcp/ and queues/ not included above
include "traffic/sink.pxi"
include "traffic/ranvar.pxi"
include "traffic/empirical.pxi"
include "mcast/srm.pxi"
include "traffic/rtp.pxi"
include "traffic/errmodel_periodic.pxi"
include "traffic/errmodel_list.pxi"
include "traffic/errmodel.pxi"
include "traffic/tbf.pxi"
include "traffic/errmodule.pxi"
include "traffic/apps.pxi"
include "traffic/realaudio.pxi"
include "traffic/ping.pxi"
include "traffic/tfrc.pxi"
include "traffic/tfrc_sink.pxi"
include "traffic/rap.pxi"
include "traffic/rtproto.pxi"
include "mcast/replicator.pxi"
include "mcast/encap.pxi"
include "traffic/message_passing.pxi"
include "traffic/abstcp.pxi"
include "traffic/delaybox.pxi"
include "traffic/worm.pxi"
include "core/dispatch.pxi"
include "radio/wireless.pxi"
include "radio/phy.pxi"
include "radio/shadowing.pxi"
include "radio/shadowing_vis.pxi"
include "radio/mac80211.pxi"
include "radio/mac80211_infra.pxi"
include "radio/gridkeeper.pxi"
include "radio/mac_simple.pxi"
include "radio/mac_smac.pxi"
include "radio/mac_tdma.pxi"
include "radio/energy.pxi"
include "radio/ll.pxi"
include "radio/cmu_priqueue.pxi"
include "radio/trace.pxi"
include "radio/nam.pxi"
include "radio/aodv.pxi"
include "radio/dsdv.pxi"
include "radio/dumb_agent.pxi"
include "radio/dsr.pxi"
include "lan/ll.pxi"
include "lan/mac8023.pxi"
include "core/offsets.pxi"

cdef enum:
    PORT_SLOTS = 256
    MAX_PORT = 1 << 16      # ports above PORT_SLOTS widen every node's row (Kernel.attach)
    SIGNAL_CHECK_MASK = 0x3FFF     # look for Ctrl-C every 16384 events

# Column layouts of the opt-in capture (see Kernel.packet_columns); numpy is
# imported only when columns are read (its BLAS threads cost time otherwise).
PACKET_FIELDS = [
    ("time", "<f8"), ("event", "S1"), ("pad", "V3"), ("from_node", "<i4"),
    ("to_node", "<i4"), ("ptype", "<i4"), ("size", "<i4"), ("flags", "<i4"),
    ("fid", "<i4"), ("src_addr", "<i4"), ("src_port", "<i4"), ("dst_addr", "<i4"),
    ("dst_port", "<i4"), ("seqno", "<i4"), ("uid", "<i4")]
VAR_FIELDS = [("time", "<f8"), ("value", "<f8"), ("agent", "<i4"), ("var", "<i4")]
# The sizes of the structs laid out in whole cache lines (core/types.pxi), for the tests.
CACHE_LINE_STRUCTS = {"Packet": sizeof(Packet), "Link": sizeof(Link), "Agent": sizeof(Agent)}
TRACED_VARIABLES = tuple(TV_NAMES[i].decode() for i in range(TV_COUNT))

AGENT_KINDS = {AG_NULL: "null", AG_TCP: "tcp", AG_SINK: "sink", AG_UDP: "udp",
               AG_LOSSMON: "lossmon", AG_PING: "ping", AG_RTPROTO: "rtproto",
               AG_MCAST_CTRL: "mcast-control", AG_MESSAGE: "message",
               AG_MESSAGE_PASSING: "message-passing", AG_TFRC: "tfrc",
               AG_TFRC_SINK: "tfrc-sink", AG_RAP: "rap", AG_ABSTCP: "abstcp",
               AG_ABSTCP_SINK: "abstcp-sink"}
APP_KINDS = {"telnet": APP_TELNET, "cbr": APP_CBR, "exponential": APP_EXPOO,
             "pareto": APP_POO, "realaudio": APP_REALAUDIO}
RANVAR_KINDS = {"uniform": RV_UNIFORM, "exponential": RV_EXPONENTIAL, "pareto": RV_PARETO,
                "paretoII": RV_PARETOII, "constant": RV_CONSTANT, "normal": RV_NORMAL,
                "lognormal": RV_LOGNORMAL, "erlang": RV_ERLANG, "weibull": RV_WEIBULL,
                "hyperexponential": RV_HYPEREXP, "empirical": RV_EMPIRICAL}
ERROR_UNITS = ("time", "byte", "pkt", "bit")        # ns-2's EU_* order
# sink variant -> (delayed acks, SACK blocks)
SINK_VARIANTS = {"TCPSink": (False, False), "DelAck": (True, False), "Sack1": (False, True),
                 "Sack1/DelAck": (True, True)}
# TCPSink variables (bytes_ and maxSackBlocks_ are handled apart)
SINK_FIELDS = named_fields(offsets_SinkState(), """
    ts_echo_bugfix_ ts_echo_rfc1323_ RFC2581_immediate_ack_=rfc2581_immediate_ack
    SYN_immediate_ack_=syn_immediate_ack generateDSacks_=generate_dsacks ecn_syn_""")
FLOW_CLASSIFIERS = {"Fid": FM_FID, "SrcDest": FM_SRCDEST, "SrcDestFid": FM_SRCDESTFID,
                    "Dest": FM_DEST}


LOSSMON_FIELDS = ("nlost_", "npkts_", "bytes_", "expected_", "lastPktTime_")
AGENT_FIELDS = ("fid_", "class_", "packetSize_", "ttl_", "dst_addr_", "dst_port_",
                "agent_addr_", "agent_port_")


class KernelError(Exception):
    """A request the kernel cannot carry out (the message says which and why)."""


class ProcessExit(Exception):
    """ns-2 ends the process from C (exit(code)) in the middle of the run: C's stdout is
    flushed, Tcl's channels are not, so files keep only the whole channel buffers
    written (run() leaves the rest unwritten; `nslab run` then exits with `code`)."""

    def __init__(self, code, why):
        super().__init__("%s: ns-2 exits with status %d here" % (why, code))
        self.code = code


cdef char c_stdout_buffer[4096]


def c_stdout_as_ns2(bint terminal):
    """Give C's stdout the buffering a C program such as ns-2 starts with: line by line
    in a terminal, else in blocks of 4096 bytes (a pipe's or a file's block size) that
    come out when full or at exit, after Tcl's output.  `nslab run` calls it first
    thing: Python itself may have left C's stdout unbuffered (python -u,
    PYTHONUNBUFFERED), which would print ns-2's C lines in terminal order on a pipe."""
    setvbuf(stdout, c_stdout_buffer, _IOLBF if terminal else _IOFBF, sizeof(c_stdout_buffer))


cdef int c_stdout_errno = 0         # errno of C stdout's first failed flush


cdef void c_stdout_flush_now() noexcept:
    """Flush C's stdout, keeping the errno of its first failure."""
    global c_stdout_errno
    if fflush(stdout) != 0 and c_stdout_errno == 0:
        c_stdout_errno = errno if errno else EIO


def c_stdout_flush():
    """Flush C's stdout (the lines ns-2 prints from C): 0 when all of them were
    written, else the errno of the first write that failed (an earlier flush's too)."""
    c_stdout_flush_now()
    if c_stdout_errno == 0 and ferror(stdout):
        return EIO
    return c_stdout_errno


include "core/kernel_core.pxi"
include "traffic/api.pxi"
include "queues/api.pxi"


@cython.final
cdef class Kernel(KernelNetwork):
    """The event scheduler, network, agents and outputs of one simulation: the
    class nslab uses (its layers: core/kernel_core.pxi).  This layer holds the
    run loop and the agents."""

    def run(self):
        """Dispatch events until none are left or stop() is called.

        A command that raises stops the run; the exception propagates after the
        trace outputs are flushed.  Ctrl-C (KeyboardInterrupt) is honoured
        within a few thousand events."""
        cdef Event e
        cdef Event *head
        cdef int tid
        if self.running:
            raise KernelError("run() called while the simulation is already running")
        self.running = True
        self.stop_requested = False
        self.gil_hold = 2 * sys.getswitchinterval()
        self.gil_taken = 0
        try:
            while not self.stop_requested:
                if self.evq.len:
                    head = evq_top(&self.evq)
                    if slow_runs_first(self, head):
                        self.run_slow_event()
                    else:
                        e = head[0]
                        self.now = e.time
                        self.cur_uid = e.uid
                        if e.kind == EV_LANE:
                            lane_arrival_due(self, e.obj)
                        elif e.kind == EV_ARRIVE:
                            link_arrival_due(self, e.obj)
                        else:
                            evq_pop(&self.evq)
                            if e.kind == EV_RESUME:
                                link_resume(self, e.obj)
                            elif e.kind == EV_ARRIVE_ONE:
                                link_arrive(self, e.obj, e.arg)
                            elif e.kind == EV_WL:
                                wl_event(self, e.obj, e.arg)
                            elif e.kind == EV_LAN:
                                lan_event(self, e.obj, e.arg)
                            elif EV_SAT_TX <= e.kind <= EV_SAT_UP:
                                sat_event(self, e.kind, e.obj, e.arg)
                elif self.slow_q.len:
                    self.run_slow_event()
                else:
                    break
                self.n_events += 1
                if (self.n_events & SIGNAL_CHECK_MASK) == 0:
                    self.let_threads_run()
                    PyErr_CheckSignals()
        finally:
            self.running = False
            if isinstance(self.fault, ProcessExit):
                self.flush_output_buffers()
            else:
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

    cdef inline int run_slow_event(self) except -1:
        """Run slow_q's next event: a timer's entry or a scheduled command."""
        cdef Event e = evq_top(&self.slow_q)[0]
        self.now = e.time
        self.cur_uid = e.uid
        evq_pop(&self.slow_q)
        slow_head_changed(self)
        if e.kind == EV_TIMER:
            if timer_due(self, &e):
                timer_fire(self, &self.timers[e.obj])
        else:
            command = self.commands[e.arg]
            self.commands[e.arg] = None
            command()
        return 0

    # ---- agents ---------------------------------------------------------------

    cdef int _new_agent(self, int kind, void *impl):
        cdef Agent *a
        cdef int cap
        if self.n_agents == self.cap_agents:
            cap = self.cap_agents * 2 if self.cap_agents else 16
            a = <Agent *>cache_aligned_grow(self.agents, self.n_agents * sizeof(Agent),
                                            cap * sizeof(Agent))
            if a == NULL:
                raise MemoryError("no memory for %d agents" % cap)
            self.agents = a
            self.cap_agents = cap
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
        a.etrace = -1
        a.enamtrace = -1
        self.n_agents += 1
        return self.n_agents - 1

    def print_c(self, str text):
        """Print `text` as ns-2 prints its C-level lines (printf): see c_output."""
        c_output(self, text.encode("latin-1"))

    def flush_c_output(self):
        """Flush the C stdout (as ns-2's exit does, after Tcl's channels); a failure
        is kept for c_stdout_flush."""
        c_stdout_flush_now()

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
        t = <TcpState *>cache_aligned_grow(NULL, 0, hooks.state_size)    # see TcpState
        if t == NULL:
            raise MemoryError("no memory for a %s sender" % flavour)
        memset(t, 0, hooks.state_size)
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

    def add_message_passing(self, dict params):
        """Agent/MessagePassing: messages of up to packetSize_ bytes, one packet each."""
        aid = self._new_agent(AG_MESSAGE_PASSING, calloc(1, sizeof(int)))
        for name, value in params.items():
            self.agent_set(aid, name, value)
        return aid

    def message_send(self, int aid, int nbytes, int text, int dst_addr, int dst_port):
        """A message of n bytes carrying the script's text number `text` (-1 for none)
        to (dst_addr, dst_port); the receiving agent hands it to `upcall`."""
        self._agent(aid, AG_MESSAGE_PASSING)
        self._require_attached(aid, "send")
        message_passing_send(self, aid, nbytes, text + 1, dst_addr, dst_port)

    def add_abstcp(self, dict params, bint sink):
        """Agent/AbsTCP/... (sink False: sends what abstcp_send says) or Agent/AbsTCPSink
        (an ack for every packet): traffic/abstcp.pxi."""
        aid = self._new_agent(AG_ABSTCP_SINK if sink else AG_ABSTCP, NULL)
        if not sink:
            self.n_abstcp += 1
        for name, value in params.items():
            self.agent_set(aid, name, value)
        return aid

    def abstcp_send(self, int aid, int seqno):
        """One packet of abstract TCP agent `aid` with this seqno, now."""
        self._agent(aid, AG_ABSTCP)
        self._require_attached(aid, "send")
        abstcp_send(self, aid, seqno)

    def add_ping(self, dict params):
        """Agent/Ping: answers pings, and reports answers through `upcall`."""
        aid = self._new_agent(AG_PING, calloc(1, sizeof(PingState)))
        for name, value in params.items():
            self.agent_set(aid, name, value)
        return aid

    def ping_send(self, int aid):
        """`$ping send`: one request, now."""
        self._agent(aid, AG_PING)
        self._require_attached(aid, "send")
        ping_send(self, aid)

    def add_rtproto(self, bint link_state=False):
        """A routing-protocol agent (traffic/rtproto.pxi): sends what rtproto_send
        says ("rtProtoLS" packets if link_state, else "rtProtoDV") and reports what
        it receives through `upcall`."""
        cdef int *ptype = <int *>calloc(1, sizeof(int))
        if ptype == NULL:
            raise MemoryError("add_rtproto")
        ptype[0] = PT_RTPROTO_LS if link_state else PT_RTPROTO_DV
        return self._new_agent(AG_RTPROTO, ptype)

    def rtproto_send(self, int aid, int dst_addr, int dst_port, int size, int message):
        """One route update of `size` bytes to (dst_addr, dst_port), now."""
        self._agent(aid, AG_RTPROTO)
        self._require_attached(aid, "send")
        rtproto_send(self, aid, dst_addr, dst_port, size, message)

    def ping_broadcast(self, int aid):
        """`$ping start-WL-brdcast`: one request to the IP broadcast address, now."""
        self._agent(aid, AG_PING)
        self._require_attached(aid, "start-WL-brdcast")
        ping_broadcast(self, aid, False)

    def ping_oneway(self, int aid):
        """`$ping oneway`: answers report both one-way delays."""
        self._agent(aid, AG_PING)
        (<PingState *>self.agents[aid].impl).oneway = True

    def udp_send_text(self, int aid, int nbytes, int text):
        """`$udp send n text`: a message of n bytes carrying the script's text number
        `text` (0 or more); the receiving UDP agent hands it to `upcall`."""
        self._agent(aid, AG_UDP)
        self._require_attached(aid, "send")
        if text < 0:
            raise KernelError("udp_send_text: text number %d is below 0" % text)
        udp_sendmsg(self, aid, nbytes, text + 1)

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
        elif a.kind == AG_SRM and name == "app_fid_":
            (<SrmState *>a.impl).app_fid = value
        elif name in rate_agent_fields(a.kind):
            rate_agent_set(self, aid, name, value)
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
        if a.kind == AG_SRM and name == "app_fid_":
            return (<SrmState *>a.impl).app_fid
        if name in rate_agent_fields(a.kind):
            offset, ctype = rate_agent_fields(a.kind)[name]
            return field_read(<char *>a.impl + <Py_ssize_t>offset, ctype)
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

    def attach(self, int node, int aid, int at=-1):
        """Attach agent `aid` to `node` at port `at`, or at the lowest free port when
        `at` is -1; returns the port."""
        cdef int port
        self._node(node)
        self._agent(aid)
        # a detached agent (Kernel.detach) may be attached anywhere, as in ns-2
        if self.agents[aid].node >= 0 and self.agents[aid].node != node \
                and self.agents[aid].port != PORT_NULL:
            raise KernelError("agent is already attached to node %d" % self.agents[aid].node)
        # attached again to its node: ns-2 gives it the next free port too, and what
        # arrives at the old one still reaches it
        if at != -1:
            if PORT_SLOTS <= at < MAX_PORT:     # a high port (tcl/ex/worm.tcl's 1434)
                self._grow_ports(at + 1)
            if not (0 <= at < PORT_SLOTS - 1 or PORT_SLOTS <= at < MAX_PORT) \
                    or port_agent(self, node, at) >= 0:
                raise KernelError("attach: port %d of node %d is %s" % (
                    at, node, "in use" if 0 <= at < MAX_PORT and at != PORT_SLOTS - 1 else
                    "out of range (0 .. %d, %d .. %d)" % (PORT_SLOTS - 2, PORT_SLOTS,
                                                         MAX_PORT - 1)))
            port = at
        else:
            for port in range(PORT_SLOTS):
                if port_agent(self, node, port) < 0:
                    break
            else:
                raise KernelError("node %d has no free port left (%d in use)"
                                  % (node, PORT_SLOTS))
        self._set_port(node, port, aid)
        self.agents[aid].via_srcrt = False      # attaching aims it at the node again
        self.agents[aid].node = node
        self.agents[aid].port = port
        self.agents[aid].out_link_plus1 = 0     # its packets leave from here now
        return port

    def detach(self, int node, int aid):
        """Node::detach: the agent's packets, sent or arriving at its port, go to a
        null agent from now on (allocated, uid and all, then freed untraced)."""
        self._node(node)
        self._agent(aid)
        if self.agents[aid].node != node or self.agents[aid].port < 0:
            raise KernelError("agent is not attached to node %d" % node)
        self._set_port(node, self.agents[aid].port, PORT_NULL)
        self.agents[aid].port = PORT_NULL

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

    def set_event_trace(self, int aid, int oid, int nam_oid=-1):
        """TCP agent `aid` writes its congestion events (tcp/events.pxi) to output
        `oid`, and in nam's format to `nam_oid` (-1: none)."""
        self._agent(aid, AG_TCP)
        self.agents[aid].etrace = self._output(oid, True)
        self.agents[aid].enamtrace = self._output(nam_oid, True) if nam_oid >= 0 else -1

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
        if not self.tcp_command(aid, "advance", newseq):
            tcp_advance_to(self, aid, newseq if newseq > t.maxseq else t.maxseq)

    def tcp_advanceby(self, int aid, int delta):
        cdef TcpState *t = tcp_of(self, self._agent(aid, AG_TCP))
        if not self.tcp_command(aid, "advanceby", delta):
            tcp_advance_to(self, aid, t.curseq + delta)

    def tcp_command(self, int aid, str name, int arg=0):
        """A TCP agent's command that its flavour may take over (send, advance,
        advanceby, listen, close, notify-recv: report each in-order delivery to `upcall`
        as ("recv_bytes", n)): True if the flavour did, False if it leaves it to
        TcpAgent's behaviour."""
        cdef TcpState *t = tcp_of(self, self._agent(aid, AG_TCP))
        cdef int cmd = {"send": TCP_CMD_SEND, "advance": TCP_CMD_ADVANCE,
                        "advanceby": TCP_CMD_ADVANCEBY, "listen": TCP_CMD_LISTEN,
                        "close": TCP_CMD_CLOSE, "notify-recv": TCP_CMD_NOTIFY_RECV}[name]
        if flavour_of(t).command == NULL:
            return False
        return flavour_of(t).command(self, aid, cmd, arg) != 0


include "radio/api.pxi"
include "lan/api.pxi"
include "satellite/api.pxi"
include "mcast/api.pxi"
include "mcast/srm_api.pxi"
include "traffic/rtp_api.pxi"
include "core/hier_api.pxi"
include "traffic/message.pxi"
include "traffic/rate_api.pxi"

# The wired packet types by number, as traces name them (the capture's ptype column, whose
# categories must differ), once every model file above has named its own; a number no
# wired packet takes, or one whose name an earlier number has (DSDV's "message", which
# only the wireless trace prints), gets "pt<N>"
def _packet_type_names():
    names = []
    for i in range(PTYPE_SLOTS):
        name = PTYPE_NAMES[i].decode() if PTYPE_NAMES[i] != NULL else ""
        names.append(name if name and name not in names else "pt%d" % i)
    return tuple(names)


PACKET_TYPES = _packet_type_names()
