"""The Python face of the kernel: build a scenario, then `run()` it.

    >>> from nslab import Simulator
    >>> sim = Simulator()
    >>> a, r, b = sim.node(), sim.node(), sim.node()
    >>> sim.duplex_link(a, r, "10Mb", "10ms")
    >>> sim.duplex_link(r, b, "800Kb", "50ms")
    >>> sim.queue_limit(r, b, 7)
    >>> tcp = sim.agent("Agent/TCP/Reno", window=100, packet_size=960)
    >>> sink = sim.agent("Agent/TCPSink")
    >>> sim.attach_agent(a, tcp); sim.attach_agent(b, sink); sim.connect(tcp, sink)
    >>> sim.at(0.0, sim.ftp(tcp).start)
    >>> sim.run(until=10.0)
    >>> sink["bytes_"]
    808040

Every builder call checks its arguments and raises `ParameterError` (a
ValueError) or `ScenarioError` naming the parameter and the value.  Object
creation order matters exactly as in ns-2: TCP agents draw from the default
random stream when created and again at `run` (docs/ns2-behavior.md §9).

The handles the builder calls return live beside this module: nodes, links and their
monitors in nslab.sim_network, agents, applications, random variables, error models and
trace files in nslab.sim_traffic (both importable from here too, as before); `run`
computes the wired routes with nslab.routing.
"""
import os
from types import MethodType

from . import params as P
from . import rng as R
from . import wireless as W
from ._kernel import Kernel, PACKET_TYPES, TRACED_VARIABLES, add_message_agent, add_rate_agent
from .errors import KernelError, ParameterError, ScenarioError  # noqa: F401  (their old home)
from .tcl_order import tcl_array_order, tcl_names_order
from .routing import compute_routes
from .sim_network import (Flow, FlowMonitor, Link, Node, QueueMonitor,  # noqa: F401  (their old home)
                          resolve_parameter)
from .sim_traffic import (FTP, Agent, Application, ErrorModel, ErrorModule,  # noqa: F401
                          RandomVariable, TraceFile, seconds, settings_of)

# The queues ns-2's simplex-link tells about their link (`$q link`): they learn its rate.
LINK_AWARE_QUEUES = ("RED", "PI", "REM", "Vq", "GK", "RED/RIO")


class Simulator:
    """One simulation: nodes, links, agents, scheduled commands and outputs.

    capture: record every packet event and traced-variable change as columns
    (60 + 24 bytes per record), read after the run with packets()/variables();
    and every wireless trace event and movement line (80 and 64 bytes), read
    with wireless_events()/movements().  Wireless nodes then trace as if they
    had a trace file, which (as in ns-2) updates a node's position at every
    event of the new format.
    """

    def __init__(self, capture=False):
        self.kernel = Kernel()
        self.kernel.set_capture(capture)
        self.nodes, self.links, self.agents = [], {}, []
        self.outputs = {}
        self._trace_all = None
        self.trace_tcphdr = False       # Trace show_tcphdr_ when a link trace begins
        self.trace_tagged = False       # Simulator TaggedTrace_ when a link trace begins
        self._namtrace_all = None
        self._ran = False
        self.route_protocol = None      # called after the static routes are computed
        self._connections = []
        self.applications = []
        self.class_vars = {}            # ns-2 class -> {variable: value} (`Class set var v`)
        self.wireless_config = W.WirelessConfig()
        self._wl = None
        self.hier = None                # nslab.hier.Hierarchy once addresses are hierarchical
        # ns-random.tcl: defaultRNG is the package's first stream, then `seed 1`
        self.rng_package = R.Package()
        self.rng_package.new_state()
        self.default_rng = R.Stream(self.kernel, 0)
        self.default_rng.set_state(self.rng_package.reseed(1))

    # ---- topology ----------------------------------------------------------

    def node(self, address=None):
        """A new node; a mobile node when node_config names a routing protocol.
        address: its hierarchical address ("0.1.2"), needed once addresses are
        hierarchical (set_address_format), refused before."""
        if (address is None) != (self.hier is None):
            raise ParameterError("node %s: %s" % (address or "", "a hierarchical address is "
                                 "needed (like 0.0.1)" if address is None else "addresses are "
                                 "flat (set_address_format('hierarchical') first)"))
        if address is not None:
            self.hier.check_free(address)
        n = Node(self, self.kernel.add_node())
        self.nodes.append(n)
        if address is not None:
            from .hier import sync
            self.hier.assign(n.id, address)
            sync(self)
        if self.wireless_config.wireless:
            if self.trace_tagged:
                raise ParameterError("use-taggedtrace: the tagged format of wireless nodes' "
                                     "traces is not implemented in nslab (wired links only)")
            try:
                W.make_mobile(self, n)
            except KernelError as e:
                raise ScenarioError(str(e)) from None
        return n

    # ---- wireless (see nslab.wireless) --------------------------------------------

    def set_address_format(self, kind):
        """`$ns set-address-format hierarchical` (three levels of 9, 11, 11 bits) or
        `def` (flat, the default); nslab.hier."""
        from .hier import Hierarchy
        if kind == "def":
            if self.hier is not None:
                raise ParameterError("set-address-format def: addresses are already hierarchical")
            return
        if kind != "hierarchical":
            raise ParameterError("set-address-format %s: nslab has def and hierarchical" % kind)
        if self.nodes and self.hier is None:
            raise ParameterError("set-address-format hierarchical: set it before making nodes "
                                 "(%d made already)" % len(self.nodes))
        if self.hier is None:
            self.hier = Hierarchy()

    def _wireless(self):
        if self._wl is None:
            self._wl = W.Wireless(self.kernel)
        return self._wl

    def node_config(self, **options):
        """Configure the nodes made from now on (`$ns node-config -opt val ...`):
        adhoc_routing (AODV, DSDV, DumbAgent, DSR: give DSR ifq_type CMUPriQueue), ll_type,
        mac_type, ifq_type, ifq_len,
        ant_type, prop_type, phy_type, channel, topo_instance, agent_trace,
        router_trace, mac_trace, movement_trace, energy_model with initial_energy and
        the powers (nslab.params.ENERGY_MODEL) (ns-2 names work too).
        Options given before stay in force, as in ns-2."""
        defaults = {"llType": "LL", "macType": "Mac/802_11", "ifqType": "Queue/DropTail/PriQueue",
                    "ifqLen": 50, "antType": "Antenna/OmniAntenna",
                    "propType": "Propagation/TwoRayGround", "phyType": "Phy/WirelessPhy"}
        cfg = self.wireless_config
        if not cfg.options:
            for name, value in defaults.items():
                cfg.set(self, name, value)
        for name, value in options.items():
            cfg.set(self, name, value)

    def topography(self, x=None, y=None, resolution=1):
        """A Topography; with x and y, load_flatgrid(x, y) on it."""
        topo = W.Topography(self)
        if x is not None or y is not None:
            topo.load_flatgrid(x, y, resolution)
        return topo

    def channel(self):
        """A new Channel/WirelessChannel."""
        return W.WirelessChannel(self)

    def create_god(self, num_nodes):
        """create-god: the number of mobile nodes (the MACs' duplicate caches)."""
        n = P.PRI_QUEUE["limit_"].convert(num_nodes, "create-god num_nodes")
        self._wireless().set_god(n)

    def god_set_dist(self, i, j, hops):
        """`$god_ set-dist i j hops`: the hop count the traces report as optimal."""
        vals = [P.MOBILE_HOPS.convert(v, "set-dist") for v in (i, j, hops)]
        try:
            self._wireless().god_set_dist(*vals)
        except KernelError as e:
            raise ScenarioError(str(e)) from None

    def use_taggedtrace(self, on=True):
        """Link traces begun from now on write each event as tagged fields (`-s 0 -d 2
        -p tcp ...`, the time unrounded) and add an `h` line after each departure, as
        ns-2's `use-taggedtrace` does.  Wireless nodes' tagged traces are not implemented."""
        self.trace_tagged = bool(on)

    def use_newtrace(self):
        """Wireless trace lines of nodes made from now on use the new format."""
        self.wireless_config.newtrace = True

    def set_class_default(self, cls, name, value):
        """`Class set name value`: the value objects of `cls` made later get."""
        known = P.WIRELESS_CLASSES
        if not isinstance(cls, str) or not any(c == cls or c.startswith(cls + "/") for c in known):
            raise ParameterError("set_class_default: %r is not a class whose defaults the Python API "
                                 "uses (have: %s)" % (cls, ", ".join(sorted(known))))
        table = known.get(cls, {})
        if table and name not in table:
            raise ParameterError("set_class_default: %s has no variable %r" % (cls, name))
        if name in table:
            table[name].convert(value, cls)
        self.class_vars.setdefault(cls, {})[name] = value

    def _check_node(self, node, param):
        if not isinstance(node, Node):
            raise ScenarioError("%s: expected a node, got %r" % (param, node))
        if node.sim is not self:
            raise ScenarioError("%s: %r belongs to another simulator" % (param, node))

    def simplex_link(self, src, dst, bandwidth, delay, queue="DropTail", **queue_params):
        """A one-way link; bandwidth in bits/s or '10Mb', delay in s or '10ms'.

        queue: a discipline of nslab.params.QUEUE_CLASSES (ns-2's DropTail,
        RED, DRR, SFQ, FQ, PI, REM, Vq, GK, RED/RIO, SRR; beyond ns-2, CSFQ,
        FRED, CoDel, FQ_CoDel: see the
        README and docs/codel.md); queue_params are that queue's variables
        as they are when the link is made (ns-2's class defaults), by ns-2
        name (thresh_) or Python name (thresh).  RED configures its
        automatic q_weight_, thresh_ and maxthresh_ from them and the link."""
        self._check_node(src, "src")
        self._check_node(dst, "dst")
        if src is dst:
            raise ScenarioError("simplex_link: src and dst are the same node (%d); a link joins "
                                "two different nodes" % src.id)
        if queue not in P.QUEUE_CLASSES:
            raise ScenarioError("queue: %r is not supported (have: %s)"
                                % (queue, ", ".join(P.QUEUE_CLASSES)))
        table, owner = P.QUEUE_CLASSES[queue], "Queue/%s" % queue
        settings = P.defaults(table)
        for key, value in queue_params.items():
            name = resolve_parameter(table, key, owner)
            settings[name] = table[name].convert(value, owner)
        P.check_queue(queue, settings, owner)
        bw = P.LINK["bandwidth_"].convert(bandwidth, "link")
        de = P.LINK["delay_"].convert(delay, "link")
        lid = self.kernel.add_link(src.id, dst.id, bw, de, settings["limit_"])
        if queue != self.kernel.queue_kind(lid):     # (a new link's is DropTail: kept as
            # it is, so that links can be made while the simulation runs)
            self.kernel.set_queue(lid, queue)
        for name, value in settings.items():
            self.kernel.link_set(lid, name, value)
        link = Link(self, lid, src, dst, queue)
        link.explicit.update(resolve_parameter(table, key, owner) for key in queue_params)
        if queue == "FQ":
            self.kernel.link_set(lid, "secsPerByte_", 8.0 / bw)
        elif queue in LINK_AWARE_QUEUES:
            self.kernel.queue_command(lid, "link")
        self.links[src.id, dst.id] = link
        if self._trace_all is not None:
            self.kernel.set_link_trace(link.id, self._trace_all.id, self.trace_tcphdr,
                                       self.trace_tagged)
        if self._namtrace_all is not None:
            self.kernel.set_link_namtrace(link.id, self._namtrace_all.id)
        return link

    def duplex_link(self, a, b, bandwidth, delay, queue="DropTail", **queue_params):
        """Two simplex links, a->b then b->a, each with its own queue."""
        return (self.simplex_link(a, b, bandwidth, delay, queue, **queue_params),
                self.simplex_link(b, a, bandwidth, delay, queue, **queue_params))

    def make_lan(self, nodes, bandwidth, delay, **queue_params):
        """A CSMA/CD LAN joining `nodes`, as ns-2's make-lan with LL, DropTail and
        Mac/802_3 (see nslab.lan); returns its LanNode."""
        from .lan import make_lan           # here, not at start-up: few scripts make LANs
        return make_lan(self, nodes, bandwidth, delay, **queue_params)

    def link(self, a, b):
        self._check_node(a, "link: a")
        self._check_node(b, "link: b")
        try:
            return self.links[a.id, b.id]
        except KeyError:
            raise ScenarioError("no link from node %d to node %d" % (a.id, b.id)) from None

    def queue_limit(self, a, b, limit):
        """limit_ of the a->b queue (DropTail: limit-1 waiting plus the one being
        sent; RED: its hard limit; DRR, SFQ and FQ do not use it)."""
        self.link(a, b)["limit_"] = limit

    def flow_monitor(self, a, b, classifier="Fid", edrop=False):
        """A flow monitor on the a->b link (ns-2's makeflowmon + attach-fmon)."""
        link = self.link(a, b)
        if link.flowmon is not None:
            raise ScenarioError("link %d->%d already has a flow monitor" % (a.id, b.id))
        link.flowmon = FlowMonitor(link, classifier, edrop)
        return link.flowmon

    def monitor_queue(self, a, b):
        """A QueueMonitor on the a->b link (one per link)."""
        link = self.link(a, b)
        if link.monitor is None:
            link.monitor = QueueMonitor(link)
        return link.monitor

    # ---- outputs -------------------------------------------------------------

    def _output(self, target):
        if isinstance(target, TraceFile):
            return target
        if not isinstance(target, (str, os.PathLike)) or not str(target):
            raise ParameterError("trace file: expected a path or a TraceFile, got %r" % (target,))
        path = os.fspath(target)
        if path not in self.outputs:
            self.outputs[path] = TraceFile(self, self.kernel.open_output(path, False), path)
        return self.outputs[path]

    def open_trace(self, path, append=False):
        if not isinstance(path, (str, os.PathLike)) or not str(path):
            raise ParameterError("open_trace: expected a path, got %r" % (path,))
        out = TraceFile(self, self.kernel.open_output(str(path), append), str(path))
        self.outputs[str(path)] = out
        return out

    def trace_all(self, target):
        """Trace every packet event of links created from now on."""
        self._trace_all = self._output(target)
        return self._trace_all

    def namtrace_all(self, target):
        """Write the packet events of links and wireless nodes created from now on to
        `target` in nam's format, and the motion of those nodes (ns-2's `namtrace-all`;
        the nam header and hints come from the Tcl runner, nslab.otcl.nam)."""
        self._namtrace_all = self._output(target)
        return self._namtrace_all

    def trace_queue(self, a, b, target):
        """Trace the link a->b to `target` too: a link traced by trace-all already writes
        each event to both files, the newer first (docs/ns2-behavior.md §2.3)."""
        out = self._output(target)
        self.kernel.set_link_trace(self.link(a, b).id, out.id, self.trace_tcphdr,
                                   self.trace_tagged)
        return out

    def flush_trace(self):
        for out in self.outputs.values():
            out.flush()

    # ---- agents and applications -----------------------------------------------

    def agent(self, cls, **values):
        """A new agent of ns-2 class `cls` ("Agent/TCP", "Agent/TCP/Reno",
        "Agent/TCP/Vegas", "Agent/TCP/Newreno", "Agent/TCP/Sack1", "Agent/TCP/Fack",
        "Agent/TCP/Cubic" (RFC 9438, beyond ns-2),
        "Agent/TCPSink", "Agent/TCPSink/DelAck", "Agent/TCPSink/Sack1",
        "Agent/TCPSink/Sack1/DelAck", "Agent/Null", "Agent/TFRC", "Agent/TFRCSink",
        "Agent/RAP", ...); keyword values override the defaults.

        Keywords are ns-2 names (window_) or Python names (window); the
        parameters of each class, with defaults and units, are listed below
        (from nslab.params)."""
        if not cls.startswith("Agent/"):
            cls = "Agent/" + cls
        if cls not in P.AGENT_CLASSES:
            raise ScenarioError("unknown agent class %r (have: %s)"
                                % (cls, ", ".join(P.AGENT_CLASSES)))
        kind, flavour, table = P.AGENT_CLASSES[cls]
        settings = P.defaults(table)
        for key, value in values.items():
            name = resolve_parameter(table, key, cls)
            settings[name] = table[name].convert(value, cls)
        return self._new_agent(cls, settings)

    def _new_agent(self, cls, settings):
        """Create the kernel agent from complete, converted settings."""
        kind, flavour, table = P.AGENT_CLASSES[cls]
        P.check(cls, settings)
        settings = dict(settings)
        settings.pop("class_", None)
        if kind == "tcp":
            aid = self.kernel.add_tcp(flavour, settings)
        elif kind == "sink":
            aid = self.kernel.add_sink(settings, flavour)
        elif kind == "udp":
            aid = self.kernel.add_udp(settings)
        elif kind == "lossmon":
            aid = self.kernel.add_lossmon(settings)
        elif kind == "ping":
            aid = self.kernel.add_ping(settings)
        elif kind == "message":
            aid = add_message_agent(self.kernel, settings)
        elif kind == "message-passing":
            aid = self.kernel.add_message_passing(settings)
        elif kind == "srm":
            from ._kernel import srm_add_agent
            aid = srm_add_agent(self.kernel, settings)
        elif kind in ("tfrc", "tfrc-sink", "rap"):
            aid = add_rate_agent(self.kernel, kind, settings)
        elif kind in ("abstcp", "abstcp-sink"):
            aid = self.kernel.add_abstcp(settings, kind == "abstcp-sink")
        elif kind == "rtp":
            from ._kernel import rtp_add_agent
            aid = rtp_add_agent(self.kernel, settings)
        else:
            aid = self.kernel.add_null(settings)
        agent = Agent(self, aid, cls, table)
        self.agents.append(agent)
        return agent

    def attach_agent(self, node, agent, port=-1):
        """Attach `agent` to `node` at `port` (-1: the lowest free one)."""
        self._check_node(node, "node")
        self._check_agent(agent, "agent")
        port = self.kernel.attach(node.id, agent.id, port)
        agent.node = node
        node.agents.append(agent)
        if node.mobile:
            self._wireless().set_agent_trace(node.id, port, self.wireless_config.agent_trace)

    def detach_agent(self, node, agent):
        """ns-2's `$ns detach-agent`: from now on what `agent` sends, and what
        arrives at its port, goes to a null agent and vanishes untraced."""
        self._check_node(node, "node")
        self._check_agent(agent, "agent")
        if agent.node is not node:
            raise ScenarioError("detach-agent: %r is not attached to node %d" % (agent, node.id))
        self.kernel.detach(node.id, agent.id)
        if agent in node.agents:        # ns-2's Node detach: no longer one of its agents
            node.agents.remove(agent)

    def connect(self, src, dst):
        for param, a in (("src", src), ("dst", dst)):
            self._check_agent(a, "connect " + param)
            if a.node is None:
                raise ScenarioError("connect %s: %r is not attached to a node" % (param, a))
        self.kernel.connect(src.id, dst.id)
        self._connections.append((src, dst))

    def ftp(self, agent):
        self._check_agent(agent, "ftp: agent")
        return FTP(agent)

    def _check_agent(self, agent, param):
        if not isinstance(agent, Agent) or agent.sim is not self:
            raise ScenarioError("%s: %r is not an agent of this simulator" % (param, agent))

    def application(self, cls, agent=None, **values):
        """A new application of ns-2 class `cls` ("Application/Telnet",
        "Application/Traffic/CBR", ".../Exponential", ".../Pareto"), attached to
        `agent` if given; keyword values override the defaults (listed below)."""
        if not cls.startswith("Application/"):
            cls = "Application/" + cls
        if cls not in P.APP_CLASSES:
            raise ScenarioError("unknown application class %r (have: %s)"
                                % (cls, ", ".join(P.APP_CLASSES)))
        kind, table = P.APP_CLASSES[cls]
        interval = values.pop("interval_", values.pop("interval", None)) if kind == "cbr" else None
        settings = settings_of(table, values, cls)
        return self._new_application(cls, settings, agent, interval)

    def _new_application(self, cls, settings, agent=None, cbr_interval=None):
        """Create the kernel application from complete, converted settings."""
        kind, table = P.APP_CLASSES[cls]
        if kind == "telnet" and settings["interval_"] == 0:
            self.load_tcplib_telnet()
        app = Application(self, self.kernel.add_app(kind, settings), cls, kind, table)
        if cbr_interval is not None:
            app["interval_"] = cbr_interval
        if agent is not None:
            app.attach_agent(agent)
        self.applications.append(app)
        return app

    def telnet(self, agent, **values):
        """Application/Telnet on a TCP agent (interval: mean seconds between messages)."""
        return self.application("Application/Telnet", agent, **values)

    def cbr(self, agent, **values):
        """Application/Traffic/CBR on an agent (rate, packet_size, interval, random, maxpkts)."""
        return self.application("Application/Traffic/CBR", agent, **values)

    def load_tcplib_telnet(self):
        """Give the kernel tcplib's telnet table (needed for Telnet interval_ 0)."""
        if not self.kernel.has_tcplib_telnet:
            from . import tcplib            # here, not at start-up: only Telnet needs it
            try:
                self.kernel.set_tcplib_telnet(tcplib.load())
            except tcplib.TableUnavailable as e:
                raise ScenarioError(str(e)) from None

    # ---- random numbers and error models ----------------------------------------

    def rng(self):
        """A new RNG stream (the package's next stream, 2^127 draws further on)."""
        return R.Stream(self.kernel, self.kernel.new_stream(self.rng_package.new_state()))

    def random_variable(self, cls, rng=None, **values):
        """A new RandomVariable of ns-2 class `cls` ("RandomVariable/Uniform",
        ".../Exponential", ...); it draws from `rng` (an RNG) or the default stream."""
        if not cls.startswith("RandomVariable/"):
            cls = "RandomVariable/" + cls
        if cls not in P.RANVAR_CLASSES:
            raise ScenarioError("unknown random variable class %r (have: %s)"
                                % (cls, ", ".join(P.RANVAR_CLASSES)))
        kind, table = P.RANVAR_CLASSES[cls]
        rv = RandomVariable(self, self.kernel.add_ranvar(kind, settings_of(table, values, cls)),
                            cls, table)
        if rng is not None:
            rv.use_rng(rng)
        return rv

    def error_model(self, unit="pkt", ranvar=None, kind="uniform", **values):
        """A new ErrorModel (rate, enable, markecn, bandwidth; unit pkt|byte|bit|time;
        ranvar: a RandomVariable for the draws, else the default stream; kind
        uniform, periodic (period_, offset_, burstlen_, default_drop_) or list)."""
        if kind not in P.ERROR_MODEL_KINDS:
            raise ParameterError("error_model kind: %r is not one of %s"
                                 % (kind, ", ".join(P.ERROR_MODEL_KINDS)))
        em = ErrorModel(self, self.kernel.add_errmodel({}), kind)
        for name, value in settings_of(em.table, values, "ErrorModel").items():
            em[name] = value
        em.unit = unit
        em.ranvar = ranvar
        return em

    def error_module(self):
        """A new ErrorModule: error models per flow id (insert, bind, default);
        put it on a link with lossmodel."""
        return ErrorModule(self, self.kernel.add_errmodel({}))

    def _check_em(self, em, what):
        if not isinstance(em, ErrorModel) or em.sim is not self:
            raise ScenarioError("%s: %r is not an error model of this simulator" % (what, em))

    def lossmodel(self, em, a, b):
        """Put `em` at the head of link a->b, before its queue: lost packets are
        traced as 'd' only (ns-2's `$ns lossmodel`)."""
        self._check_em(em, "lossmodel")
        em.drop_target("link")
        self.kernel.em_attach(em.id, self.link(a, b).id, "head")

    def link_lossmodel(self, em, a, b):
        """Put `em` after the delay line of link a->b: lost packets are traced as
        'd' when they would have arrived (ns-2's `$ns link-lossmodel`)."""
        self._check_em(em, "link-lossmodel")
        em.drop_target("link")
        self.kernel.em_attach(em.id, self.link(a, b).id, "link")

    # ---- time ------------------------------------------------------------------

    @property
    def now(self):
        return self.kernel.now

    @property
    def messages(self):
        """The lines ns-2 prints from C ("num_nodes is set 6", the wireless channel's
        "channel.cc:sendUp - ..."): `nslab run` prints them as ns does; a Simulator
        keeps them here, so that a notebook shows no simulator chatter."""
        return "".join(self.kernel.c_messages).splitlines()

    def at(self, time, command):
        """Call `command()` at `time` seconds (not before now)."""
        time = seconds(time, "at: time")
        if not callable(command):
            raise ParameterError("at: command must be callable, got %r" % (command,))
        if not time >= self.kernel.now:
            raise ScenarioError("at: time %r is in the past (now is %r)" % (time, self.kernel.now))
        self.kernel.schedule_command(time - self.kernel.now, command)

    def after(self, delay, command):
        """Call `command()` `delay` seconds from now."""
        delay = seconds(delay, "after: delay")
        if delay < 0:
            raise ParameterError("after: delay must not be negative, got %r" % (delay,))
        if not callable(command):
            raise ParameterError("after: command must be callable, got %r" % (command,))
        self.kernel.schedule_command(delay, command)

    def halt(self):
        self.kernel.stop()

    def run(self, until=None):
        """Compute routes, reset agents as ns-2 does, and run the events.

        until: stop at this time (seconds), as `$ns at T "$ns halt"`."""
        if self._ran:
            raise ScenarioError("run: this simulation has already been run; build a new Simulator")
        if until is not None:
            until = seconds(until, "run: until")
        for agent in self.agents:
            P.check(agent.cls, agent)
        if until is not None:
            self.at(until, self.halt)
        self._compute_routes()
        if self.hier is not None:
            from .hier import start
            start(self)
        for link in self.links.values():
            link.check_queue()
        self._ran = True
        for nid in tcl_array_order(len(self.nodes)):
            if self.nodes[nid].mobile and not self.nodes[nid].wired_routing:
                continue            # ns-2 resets only the nodes of its Node_ array (base stations are in it)
            for agent in self.nodes[nid].agents:
                self.kernel.reset_agent(agent.id)
        for key in tcl_names_order(["%d:%d" % pair for pair in self.links]):
            self.links[tuple(int(x) for x in key.split(":"))].reset_queue()
        self.kernel.run()

    def _compute_routes(self):
        compute_routes(self)
        if self.route_protocol is not None:
            self.route_protocol()       # a routing protocol's own table (nslab.otcl.route_dv)

    # ---- results -----------------------------------------------------------------

    def packets(self):
        """Captured packet events as a pandas DataFrame (Simulator(capture=True))."""
        import pandas as pd
        cols = self.kernel.packet_columns()
        df = pd.DataFrame({name: cols[name] for name in cols.dtype.names if name != "pad"})
        df["event"] = df["event"].str.decode("ascii")
        df["ptype"] = pd.Categorical.from_codes(df["ptype"], PACKET_TYPES)
        return df

    def variables(self):
        """Captured traced-variable changes as a DataFrame (agent, name, time, value)."""
        import pandas as pd
        cols = self.kernel.var_columns()
        df = pd.DataFrame({name: cols[name] for name in cols.dtype.names})
        df["name"] = pd.Categorical.from_codes(df.pop("var"), TRACED_VARIABLES)
        return df

    def wireless_events(self):
        """Captured wireless trace events (Simulator(capture=True)): the DataFrame
        `nslab.trace.read(path).wireless` gives for the trace file of the run,
        same columns, dtypes and values, with or without a trace file."""
        from .trace import wireless_from_kernel
        return wireless_from_kernel(self)

    def movements(self):
        """Captured node-movement lines: `nslab.trace.read(path).movements`."""
        from .trace import movements_from_kernel
        return movements_from_kernel(self)


def _class_docs():
    """Each class's parameters; a subclass lists only what it adds to its parent's."""
    parts = []
    for cls, (_, _, table) in P.AGENT_CLASSES.items():
        parent = cls.rsplit("/", 1)[0]
        while parent not in P.AGENT_CLASSES and "/" in parent:
            parent = parent.rsplit("/", 1)[0]
        if parent in P.AGENT_CLASSES and parent != "Agent":
            extra = {n: p for n, p in table.items() if n not in P.AGENT_CLASSES[parent][2]}
            if not extra:
                continue
            parts.append("\n\n    %s: those of %s, and\n%s" % (cls, parent, P.describe(extra)))
        else:
            parts.append("\n\n    %s:\n%s" % (cls, P.describe(table)))
    return "".join(parts)


# A method of Simulator whose docstring ends with the parameter tables of the classes it
# makes (help(Simulator.agent), `sim.agent?` in a notebook): written at the first look at
# the docstring, not at every import (building them cost a start of `nslab run` 6 % of its
# instructions).  Calls go straight to the method; inspect.signature follows __wrapped__.
class _TablesInDoc:
    def __init__(self, method, tables):
        self.__wrapped__ = method
        self.__name__, self.__qualname__ = method.__name__, method.__qualname__
        self.__module__ = method.__module__
        self._tables = tables           # () -> the text added to the method's docstring

    @property
    def __doc__(self):
        if self._tables is not None:
            self.__wrapped__.__doc__ += self._tables()
            self._tables = None
        return self.__wrapped__.__doc__

    def __call__(self, *args, **kwargs):
        return self.__wrapped__(*args, **kwargs)

    def __get__(self, obj, owner=None):
        return self if obj is None else MethodType(self, obj)


def _tables_of(rows):
    """A text of one table per (class, table) of `rows` (a function of nothing)."""
    return lambda: "".join("\n\n    %s:\n%s" % (cls, P.describe(table)) for cls, table in rows())


Simulator.agent = _TablesInDoc(Simulator.agent, _class_docs)
Simulator.application = _TablesInDoc(Simulator.application, _tables_of(
    lambda: ((cls, table) for cls, (_, table) in P.APP_CLASSES.items())))
Simulator.error_model = _TablesInDoc(Simulator.error_model, _tables_of(
    lambda: [("ErrorModel", P.ERROR_MODEL)]))
Simulator.simplex_link = _TablesInDoc(Simulator.simplex_link, _tables_of(
    lambda: (("Queue/" + name, table) for name, table in P.QUEUE_CLASSES.items())))
