"""The Simulator object of a script (`set ns [new Simulator]`) and its commands:
nodes, links, queues and their monitors, scheduling (`$ns at`), traces and `run`
(nslab.otcl).  Each command checks its arguments and calls the Python API
(nslab.simulator.Simulator) the runner holds.
"""
import math

from .. import params as P
from . import handles
from ..errors import ProcessExit, ScriptError
from ..simulator import FlowMonitor
from ..wireless import class_settings
from .base import TclObject, _Exit, _number
from .nam import LINK_HINTS, NamTrace
from .network_objects import (FlowMonObject, LinkObject, MobileNodeObject, NodeObject,
                              QueueMonitorObject)
from .mcast_commands import McastSimulatorCommands
from .route_dynamics import RouteDynamicsCommands, dynamics_of
from .route_manual import make_module
from .route_nix import NixCommands
from .abstcp import ABSTRACT_TCP_PARTS, AbsTcpAgentObject, route_rtt
from .source_route import SourceRouteCommands
from .traffic_objects import ErrorModelObject


class SimulatorObject(McastSimulatorCommands, RouteDynamicsCommands, SourceRouteCommands,
                      NixCommands, TclObject):
    tcl_class = "Simulator"
    propagation_made = False     # node-config -propType made its instance (handles)

    def __init__(self, runner, handle):
        super().__init__(runner, handle)
        self.sim = runner.sim
        runner.nam = NamTrace(runner)

    def _node(self, handle, what="node"):
        obj = self.runner.lookup(handle)
        if not isinstance(obj, NodeObject):
            raise ScriptError("%s: %r is not a node" % (what, handle))
        return obj.node

    def tcl_DelayBox(self):
        from .delaybox import new_delaybox_node     # not at start-up: few scripts use it
        return new_delaybox_node(self)

    def tcl_node(self, *args, node_class=NodeObject, tcl_class=None):
        if getattr(self.runner, "sat_config", None):
            from ..satellite import objects as sat     # not at start-up: few scripts use it
            if sat.satellite_configured(self.runner):
                return sat.new_node(self)
        factory = self.runner.class_vars.get("Simulator", {}).get("node_factory_", "Node")
        if factory != "Node":       # ns-lib's class of `$ns node` (Node/MIPBS, ...)
            raise ScriptError("node: Simulator node_factory_ %s is not implemented in nslab "
                              "(its wired nodes are Node)" % factory)
        if len(args) > 1:
            raise ScriptError("wrong # args: should be \"$ns node ?address?\"")
        if args and self.sim.hier is None:
            raise ScriptError("node %s: a node address needs hierarchical addresses "
                              "($ns set-address-format hierarchical or node-config "
                              "-addressType hierarchical)" % args[0])
        node = self.sim.node(*args)
        obj = self.runner.register(MobileNodeObject if node.mobile else node_class,
                                   tcl_class="Node/MobileNode" if node.mobile else tcl_class)
        obj.node = node
        if node.mobile:
            cfg = self.sim.wireless_config
            self.runner.reserve(handles.mobile_node_parts(cfg.router_trace, cfg.mac_trace,
                                                             cfg.eot_trace))
        elif getattr(self.runner, "manual_modules", False):
            make_module(obj)
        elif not self.nix_node(obj):
            self.runner.reserve(handles.MULTICAST_NODE_PARTS if getattr(self, "multicast_on", False)
                                else handles.NODE_PARTS)
        obj.instvars.update(id_=str(node.id), address_=node.address)     # ns-node.tcl's init
        self.runner.nam.node_created(node.id)
        self.instvars["Node_(%d)" % node.id] = obj.handle     # ns-lib's array of nodes
        self.source_route_node(obj)
        return obj.handle

    def tcl_set_address_format(self, kind, *args):
        """`$ns set-address-format hierarchical` (three levels; nslab.hier) or `def`."""
        if kind == "expanded" and not args:     # ns-address.tcl's answer, nothing more
            self.runner.tcl.call("puts", "set-address-format expanded is obsoleted by 31-bit "
                                 "addressing.")
            return
        if args:
            raise ScriptError("set-address-format %s %s: nslab has the default hierarchy only "
                              "(three levels of 9, 11 and 11 bits)" % (kind, " ".join(args)))
        self.sim.set_address_format(kind)

    def tcl_node_config(self, *args):
        """`$ns node-config -opt val ...` (options accumulate, as in ns-2)."""
        if len(args) % 2:
            raise ScriptError("node-config: options come in pairs (-option value), got %d "
                              "words" % len(args))
        cfg = self.sim.wireless_config
        pairs = list(zip(args[0::2], args[1::2]))
        if getattr(self.runner, "sat_config", None) or "-satNodeType" in args[0::2]:
            from ..satellite import objects as sat
            pairs = sat.node_config(self, pairs)
        for opt, value in pairs:
            if not opt.startswith("-"):
                raise ScriptError("node-config: expected an option like -adhocRouting, got %r"
                                  % opt)
            name = opt[1:]
            if name in ("channel", "topoInstance", "propInstance"):
                obj = self.runner.lookup(value)
                value = getattr(obj, "wl", obj)
            elif name in ("IncomingErrProc", "OutgoingErrProc") and value:
                value = self._error_model_maker(name, value)
            cfg.set(self.sim, name, value)
            if name == "propType" and not self.propagation_made:    # ns-2 makes it now, once
                self.propagation_made = True
                self.runner.reserve(handles.PROPAGATION_PARTS)

    def _error_model_maker(self, option, proc):
        """What node-config's -IncomingErrProc/-OutgoingErrProc proc becomes: a call
        of the proc that returns the error model object it makes."""
        def make():
            handle = self.runner.tcl.eval(proc)
            obj = self.runner.lookup(handle)
            em = getattr(obj, "em", None)
            if em is None:
                raise ScriptError("node-config -%s: %s returned %r, not an error model"
                                  % (option, proc, handle))
            return em
        return make

    def tcl_bw_parse(self, spec):
        """ns-lib's bw_parse (prelude.tcl): bits/s from "10Mb", "56kb", "1.5MBps"..."""
        return self._tcl_parse("::bw_parse", spec)

    def tcl_delay_parse(self, spec):
        """ns-lib's delay_parse: seconds from "4ms", "100us", "2sec"... (time_parse)."""
        return self._tcl_parse("::time_parse", spec)

    def _tcl_parse(self, proc, spec):
        """The Tcl proc's result as Tcl writes it ("10000000.0", not Python's 1e+07)."""
        self.runner.tcl.setvar("::nslab::otcl::spec", spec)
        return self.runner.tcl.eval("%s $::nslab::otcl::spec" % proc)

    def tcl_use_taggedtrace(self, tag="ON"):
        """ns-lib's use-taggedtrace: Simulator TaggedTrace_ for the traces begun later."""
        self.runner.cmd_class("Simulator", "set", "TaggedTrace_", tag)

    def tcl_use_newtrace(self):
        self.sim.use_newtrace()

    def tcl_namtrace_all_wireless(self, channel, x, y):
        self.runner.nam.open_wireless(channel, x, y)

    def tcl_initial_node_pos(self, node, size):
        node = self._node(node, "initial_node_pos")
        if not node.mobile:
            raise ScriptError("initial_node_pos: node %d is not a wireless node (it has no "
                              "X_ Y_ Z_ to place)" % node.id)
        self.runner.nam.initial_node_pos(self.sim, node.id, size)

    def tcl_get_ns_traceall(self):
        return ""

    def tcl_nullagent(self):
        """ns-lib's null agent, where traces of ns-2's library send what they saw."""
        return self.tcl_set("nullAgent_")

    def tcl_nam_end_wireless(self, stop):
        self.runner.nam.end_wireless(stop)

    def tcl_duplex_link(self, a, b, bw, delay, qtype):
        """As ns-2: `$self simplex-link` each way (a script's own simplex-link runs)."""
        for src, dst in ((a, b), (b, a)):
            self.runner.tcl.call(self.handle, "simplex-link", src, dst, bw, delay, qtype)
        self.nix_duplex_link(a, b)

    def tcl_simplex_link(self, a, b, bw, delay, qtype):
        link = self.sim.simplex_link(self._node(a), self._node(b), bw, delay, qtype,
                                     **self.runner.queue_defaults(qtype))
        traced = hasattr(self, "trace_all_channel") or self.runner.nam.trace_channel is not None
        self.runner.link_handles[link.id] = self.runner.reserve(
            handles.link_parts(qtype, traced, getattr(self, "multicast_on", False)))
        # ns-lib's array of links, which scripts' instprocs read (`$self instvar link_`)
        self.instvars["link_(%d:%d)" % (link.src.id, link.dst.id)] = \
            self.runner.wrap(link, LinkObject).handle
        listed = self.runner.nam.link_created(link.src.id, link.dst.id)
        if listed:      # ns-2 returns nam's list of links: `set l [$ns simplex-link ...]`
            return " ".join(self.runner.wrap(self.sim.links[key], LinkObject).handle
                            for key in listed)

    # LANs are imported when a script makes one, not at start-up
    def tcl_make_lan(self, *args):
        from .lan_objects import tcl_make_lan
        return tcl_make_lan(self, *args)

    def tcl_newLan(self, nodelist, bw, delay, *options):
        from .lan_objects import tcl_new_lan
        return tcl_new_lan(self, nodelist, bw, delay, *options)

    def tcl_monitor_queue(self, a, b, qtrace, interval="0.1"):
        """A QueueMonitor on the a->b link; the link samples it on queue-sample-timeout."""
        link = self.sim.link(self._node(a), self._node(b))
        lobj = self.runner.wrap(link, LinkObject)
        qmon = self.runner.register(QueueMonitorObject)
        self.runner.reserve(handles.QUEUE_MONITOR_PARTS)
        qmon.monitor = self.sim.monitor_queue(self._node(a), self._node(b))
        lobj.instvars.update(ns_=self.handle, qtrace_=qtrace, sampleInterval_=interval,
                             qMonitor_=qmon.handle)
        return qmon.handle

    def tcl_makeflowmon(self, cltype, slots="29"):
        """A flow monitor classifying by Classifier/Hash/<cltype>; attach-fmon places it."""
        if cltype not in P.FLOW_CLASSIFIERS:
            raise ScriptError("makeflowmon: no classifier Classifier/Hash/%s (nslab has: %s)"
                              % (cltype, ", ".join(P.FLOW_CLASSIFIERS)))
        fm = self.runner.register(FlowMonObject)
        fm.classifier_handle = "_o%d" % self.runner.reserve(1)     # made with it in ns-2
        fm.cltype = cltype
        return fm.handle

    def tcl_attach_fmon(self, link, fm, edrop="0"):
        lobj = self.runner.lookup(link)
        fmon = self.runner.lookup(fm)
        if not isinstance(lobj, LinkObject):
            raise ScriptError("attach-fmon: %r is not a link" % link)
        if not isinstance(fmon, FlowMonObject):
            raise ScriptError("attach-fmon: %r is not a flow monitor (use makeflowmon)" % fm)
        if fmon.monitor is not None:
            raise ScriptError("attach-fmon: %s is already attached to a link" % fm)
        if lobj.link.flowmon is not None:
            raise ScriptError("attach-fmon: link %d->%d already has a flow monitor"
                              % (lobj.link.src.id, lobj.link.dst.id))
        fmon.monitor = lobj.link.flowmon = FlowMonitor(lobj.link, fmon.cltype,
                                                        _number(edrop, "attach-fmon edrop") != 0)
        for name, value in fmon.switches.items():
            fmon.monitor[name] = value

    def tcl_queue_limit(self, a, b, limit):
        self.sim.queue_limit(self._node(a), self._node(b), limit)

    def tcl_link(self, a, b):
        link = self.sim.link(self._node(a), self._node(b))
        return self.runner.wrap(link, LinkObject).handle

    def tcl_delay(self, a, b, delay, kind="simplex"):
        """ns-lib's helper: delay_ of the link a->b (and b->a when `kind` is duplex),
        for each that exists."""
        self._set_link_variable(a, b, "delay_", delay, kind)

    def tcl_bandwidth(self, a, b, bandwidth, kind="simplex"):
        """ns-lib's helper: bandwidth_ of the link a->b (and b->a for duplex)."""
        self._set_link_variable(a, b, "bandwidth_", bandwidth, kind)

    def _set_link_variable(self, a, b, name, value, kind):
        ends = [(self._node(a), self._node(b))]
        if kind == "duplex":
            ends.append(ends[0][::-1])
        for src, dst in ends:
            link = self.sim.links.get((src.id, dst.id))
            if link is not None:
                link[name] = value

    def tcl_trace_all(self, channel):
        self.sim.trace_all(self.runner.output(channel))
        self.trace_all_channel = channel

    def tcl_trace_all_satlinks(self, channel):
        from ..satellite import objects as sat
        sat.trace_all_satlinks(self, channel)

    def tcl_eventtrace_all(self, channel=""):
        """ns-lib's eventtrace-all: the TCP agents made from now on trace their congestion
        events to `channel`, by default the trace-all file (nslab.otcl.runner)."""
        if not channel:
            channel = getattr(self, "trace_all_channel", None)
            if channel is None:
                raise ScriptError("eventtrace-all: no file given and no trace-all file "
                                  "(ns-2: can't read traceAllFile_)")
        self.runner.output(channel)
        self.runner.event_trace_channel = channel

    def tcl_trace_queue(self, a, b, channel):
        self.sim.trace_queue(self._node(a), self._node(b), self.runner.output(channel))
        self.runner.reserve(handles.TRACE_QUEUE_PARTS)

    # ---- nam (nslab.otcl.nam) ----------------------------------------------------

    def tcl_namtrace_all(self, channel):
        self.runner.nam.open(channel)

    def tcl_namtrace_config(self, channel):
        self.runner.nam.open_config(channel)

    def tcl_namtrace_queue(self, a, b, channel=""):
        """The packet events of link a->b in nam's format, to `channel` (else to the
        namtrace-all file; with neither, nothing)."""
        channel = channel or self.runner.nam.trace_channel
        if channel is None:
            return
        link = self.sim.link(self._node(a), self._node(b))
        self.sim.kernel.set_link_namtrace(link.id, self.runner.output(channel).id)

    def tcl_color(self, fid, color):
        self.runner.nam.color(fid, color)
        return color

    def tcl_set_animation_rate(self, rate):
        """nam's playback step: `v -t now set_rate_ext SECONDS 1` (ns-lib's time_parse
        reads the number and a unit s, ms, us, ns or ps, "sec" for s)."""
        import re
        from ..mcast.srm_events import tcl_double
        m = re.match(r"\s*([-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?)(\S*)", rate)
        if m is None:
            raise ScriptError("set-animation-rate %s: expected a time such as 0.1ms" % rate)
        value, unit = float(m.group(1)), re.sub("sec$", "s", m.group(4) or "s")
        scale = {"s": None, "ms": 1e-3, "us": 1e-6, "ns": 1e-9, "ps": 1e-12}
        if unit not in scale:
            raise ScriptError("error: time_parse: unknown unit `%s'" % unit)
        seconds = value if scale[unit] is None else value * scale[unit]
        self.runner.nam.puts("v -t %s set_rate_ext %s 1" % (self.tcl_now(), tcl_double(seconds)))

    def tcl_trace_annotate(self, text):
        """A `v` line in the trace-all file and one in the nam trace."""
        channel = getattr(self, "trace_all_channel", None)
        if channel is not None:
            self.runner.tcl.call("puts", channel, "v %s eval {set sim_annotation {%s}}"
                                 % (self.tcl_now(), text))
        self.runner.nam.annotate(text)

    def tcl_add_agent_trace(self, agent, name, channel=""):
        if channel:
            self.runner.output(channel)         # nam lines keep their place among packets'
        self.runner.nam.add_agent_trace(self.runner.agent(agent), name, channel)

    def tcl_delete_agent_trace(self, agent):
        """Only SRM agents write something here (their traced variables' last values):
        nslab writes no nam lines for the other agents' variables."""
        obj = self.runner.lookup(agent)
        self.runner.agent(agent)
        if hasattr(obj, "delete_agent_trace"):
            obj.delete_agent_trace()

    def tcl_monitor_agent_trace(self, agent):
        self.runner.nam.monitored_agents.append(self.runner.agent(agent))

    def tcl_duplex_link_op(self, a, b, op, *args):
        self.tcl_simplex_link_op(a, b, op, *args)
        return self.tcl_simplex_link_op(b, a, op, *args)

    def tcl_simplex_link_op(self, a, b, op, *args):
        """A nam hint on the link a->b: orient, color, queuePos, label, label-color or
        label-at, each with one value."""
        link = self.sim.link(self._node(a), self._node(b))      # the link must exist
        if op not in LINK_HINTS:
            raise ScriptError("link-op: unknown link operation %r (ns-2 links take: %s)"
                              % (op, ", ".join(LINK_HINTS)))
        if len(args) != 1:
            raise ScriptError("link-op %s: expected one value, got %d" % (op, len(args)))
        return self.runner.nam.link_hint(link.src.id, link.dst.id, op, args[0])

    def tcl_flush_trace(self):
        self.sim.flush_trace()

    def tcl_attach_agent(self, node, agent):
        """As ns-2: `$node attach $agent` (a script's instproc of that name runs)."""
        self._node(node, "attach-agent")
        self.runner.tcl.call(node, "attach", agent)

    def tcl_attach_tbf_agent(self, node, agent, tbf):
        """ns-lib.tcl's: attach the agent to the node, then put the filter between them."""
        self.tcl_attach_agent(node, agent)
        self.runner.tcl.call(agent, "attach-tbf", tbf)

    def tcl_lossmodel(self, em, a, b):
        self.sim.lossmodel(self.runner.typed(em, ErrorModelObject).em, self._node(a), self._node(b))

    def tcl_link_lossmodel(self, em, a, b):
        self.sim.link_lossmodel(self.runner.typed(em, ErrorModelObject).em,
                                self._node(a), self._node(b))

    def tcl_create_connection(self, s_type, source, d_type, dest, fid):
        """ns-lib's shorthand: new Agent/<s_type> on `source` and Agent/<d_type> on
        `dest`, both with flow id `fid`, connected; returns the source agent."""
        return self._new_connection(s_type, source, d_type, dest, fid)[0]

    def tcl_create_connection_list(self, s_type, source, d_type, dest, fid):
        """create-connection returning both agents, as a Tcl list."""
        return " ".join(self._new_connection(s_type, source, d_type, dest, fid))

    def tcl_create_connection_listen(self, s_type, source, d_type, dest, fid):
        """create-connection whose receiving agent then listens (Full TCP's passive
        opener); returns the source agent."""
        agents = self._new_connection(s_type, source, d_type, dest, fid)
        self.runner.tcl.call(agents[1], "listen")
        return agents[0]

    def _new_connection(self, s_type, source, d_type, dest, fid):
        tcl = self.runner.tcl
        agents = [str(tcl.call("new", "Agent/" + s_type)), str(tcl.call("new", "Agent/" + d_type))]
        for agent, node in zip(agents, (source, dest)):
            tcl.call(agent, "set", "fid_", fid)
            self.tcl_attach_agent(node, agent)
        self.tcl_connect(*agents)
        return agents

    def tcl_detach_agent(self, node, agent):
        self.sim.detach_agent(self._node(node), self.runner.agent(agent))

    def tcl_connect(self, src, dst):
        self.sim.connect(self.runner.agent(src), self.runner.agent(dst))
        if isinstance(self.runner.lookup(src), AbsTcpAgentObject):     # ns-lib's simplex-connect
            self.tcl_at_now("%s rtt %s %s" % (self.handle, src, dst))
            self.runner.tcl.call(dst, "set", "class_", self.runner.tcl.call(src, "set", "class_"))
        return src

    def tcl_abstract_tcp(self):
        """ns-lib's abstract-tcp: the state machines of abstract TCP (nslab.otcl.abstcp)."""
        self.runner.abstract_tcp = True
        self.runner.reserve(ABSTRACT_TCP_PARTS)

    def tcl_rtt(self, src, dst):
        """ns-lib's rtt: an abstract TCP source's round-trip time along its route."""
        return route_rtt(self.runner, src, dst)

    def tcl_at(self, time, command):
        t = _number(time, "at: time")
        now = self.sim.now
        if not math.isfinite(t) or t < 0:
            # ns-2 runs `at -5` at t=5 and never runs `at inf` or `at nan`; nslab refuses
            # both (docs/strictness.md)
            raise ScriptError("at: time %s is not a time the simulation can reach (a time is "
                              "a finite number of seconds, 0 or more)" % (time,))
        if t < now:
            raise ScriptError("at: can't schedule command in past (time %s, now %r)" % (time, now))
        else:
            delay = t - now
        self.sim.after(delay, self.runner.command(command))

    def tcl_at_now(self, command):
        self.sim.after(0.0, self.runner.command(command))

    def tcl_after(self, delay, command):
        d = _number(delay, "after: delay")
        if not math.isfinite(d) or d < 0:
            raise ScriptError("after: delay %s is not a finite number of seconds, 0 or more" % (delay,))
        self.sim.after(d, self.runner.command(command))

    def tcl_set(self, name, *value):
        """`$ns set nullAgent_`: the Agent/Null ns-lib makes with the simulator (its
        handle is the third after the simulator's), made here when first asked for."""
        if name == "nullAgent_" and not value and "nullAgent_" not in self.instvars:
            from .traffic_objects import AgentObject
            number = int(self.handle[2:]) + 1 + handles.NULL_AGENT_OFFSET
            null = self.runner.register(AgentObject, "_o%d" % number, tcl_class="Agent/Null")
            null.agent = self.sim.agent("Agent/Null")
            self.instvars["nullAgent_"] = null.handle
        return super().tcl_set(name, *value)

    def tcl_now(self):
        return "%.17g" % self.sim.now

    def tcl_run(self):
        self.check_smac()
        self.runner.packet_headers.check(self.sim, self.runner.nam.trace_channel is not None)
        self.runner.nam.start(self.sim)
        self.runner.configure_fq_links()
        self.refuse_unrouted_links()
        if not getattr(self, "route_logic_made", False):     # ns-lib's run: get-routelogic
            self.runner.reserve(handles.ROUTE_LOGIC_PARTS)
            self.route_logic_made = True
        dynamics_of(self.runner).configure()
        self.runner.scenario_built()
        try:
            self.sim.run()
        except ProcessExit as e:
            self.runner.c_exit(e.code)
        if self.runner.exit_code is not None:
            raise _Exit()

    def check_smac(self):
        """ns-lib's check-smac: S-MAC with sleep cycles says that nodes need time to
        synchronise."""
        if self.sim.wireless_config.node_mac_type == "Mac/SMAC" and \
                class_settings(self.sim, "Mac/SMAC")["syncFlag_"]:
            self.runner.tcl.call("puts", "\nNOTE: SMAC is running with sleep-wakeup cycles on. "
                                 "Please make sure to run yr applications AFTER the nodes get "
                                 "sync'ed which is about 40sec for the default settings.\n")

    def tcl_halt(self):
        self.sim.halt()

    def tcl_is_started(self):
        return 1 if self.sim._ran else 0

    def tcl_use_scheduler(self, kind):
        if kind not in ("Calendar", "Heap", "List", "Splay"):
            raise ScriptError("use-scheduler: unknown scheduler %r" % kind)
