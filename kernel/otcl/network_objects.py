"""The network's objects in a script (nslab.otcl): nodes and mobile nodes, the wireless
topography, channel, propagation and God, links and their queues, queue and flow
monitors with their flows and integrators.  They wrap the Python API's objects
(nslab.simulator, nslab.wireless) and read and set their parameters as tclcl does.
"""
from .. import params as P
from .. import wireless as W
from ..errors import KernelError, ScriptError
from ..units import atof, boolean
from . import handles
from .base import TclObject, _bound, _fmt, _number
from .traffic_objects import ErrorModelObject
from .mcast_commands import McastNodeCommands
from .route_dynamics import DynamicLinkCommands
from .worm import node_demux, node_entry


class NodeObject(McastNodeCommands, TclObject):
    tcl_class = "Node"
    node = None
    has_demux = False       # ns-2 makes a node's port demux with its first agent

    def __init__(self, runner, handle):
        super().__init__(runner, handle)
        self.modules = {}       # routing modules beside Base, by name (nslab.otcl.route_manual)

    def tcl_get_module(self, name):
        """ns-node.tcl's get-module: the node's module of that name, or ""."""
        module = self.modules.get(name)
        return module.handle if module is not None else ""

    def tcl_id(self):
        return self.node.id

    def tcl_node_addr(self):
        return self.node.address

    def tcl_set(self, name, *value):
        if name == "rtsize_" and not value and name not in self.instvars:
            return self._rtsize()
        if name == "dmux_" and not value and self.has_demux and name not in self.instvars:
            return node_demux(self)
        return super().tcl_set(name, *value)

    def tcl_entry(self):
        """The node's address classifier (nslab.otcl.worm: its `defaulttarget`)."""
        return node_entry(self)

    def _rtsize(self):
        """ns-node.tcl's rtsize_: one for the route to the node's own agents, added at
        its first attach.  Static routes, flat or hierarchical, are set up in C++ and
        add none."""
        return "1" if self.node.agents else "0"

    def tcl_attach(self, agent, *port):
        kernel_agent = self.runner.agent(agent)
        at = int(_number(port[0], "attach: port")) if port else -1
        self.runner.sim.attach_agent(self.node, kernel_agent, at)
        if self.node.mobile:
            if self.runner.sim.wireless_config.agent_trace:
                self.runner.reserve(handles.AGENT_TRACE_PARTS)
        elif not self.has_demux:        # ns-2 makes it now
            self.has_demux = True
            self.demux_number = self.runner.reserve(handles.DEMUX_PARTS)
        self.runner.lookup(agent).instvars["node_"] = self.handle     # as ns-2's Node attach

    def tcl_neighbors(self):
        """ns-node.tcl's list of the nodes this node's simplex links lead to, sorted as
        Tcl's `lsort` sorts their handles (docs/ns2-behavior.md §5.1; the validation
        suites trace each one's queue)."""
        return " ".join(sorted(self.runner.handle_of_node(link.dst)
                               for link in self.runner.sim.links.values() if link.src is self.node))

    # nam hints (nslab.otcl.nam), answered as ns-2 answers them

    def tcl_color(self, color):
        return self.runner.nam.node_hint(self.node.id, "color", color)

    def tcl_shape(self, shape):
        return self.runner.nam.node_hint(self.node.id, "shape", shape)

    def tcl_label(self, text):
        return self.runner.nam.node_hint(self.node.id, "label", text)

    def tcl_label_color(self, color):
        return self.runner.nam.node_hint(self.node.id, "label-color", color)

    def tcl_label_at(self, where):
        return self.runner.nam.node_hint(self.node.id, "label-at", where)

    def tcl_add_mark(self, name, color, shape="circle"):
        return self.runner.nam.add_mark(self.node.id, name, color, shape)

    def tcl_delete_mark(self, name):
        return self.runner.nam.delete_mark(self.node.id, name)


class MobileNodeObject(NodeObject):
    """A Node/MobileNode: position variables X_ Y_ Z_ and setdest."""
    tcl_class = "Node/MobileNode"

    def tcl_set(self, name, *value):
        wl = self.runner.sim._wireless()
        if name in ("X_", "Y_", "Z_"):
            if value:
                wl.set_coordinate(self.node.id, name,
                                  W.check_coordinate(self.node, name, value[0]))
                return value[0]
            return "%.17g" % wl.get_var(self.node.id, name)
        if name == "speed_" and not value:
            return "%.17g" % wl.get_var(self.node.id, name)
        return super().tcl_set(name, *value)

    def tcl_setdest(self, x, y, speed):
        wl = self.runner.sim._wireless()
        if wl.gridkeeper_on() and not wl.in_grid(self.node.id):
            raise ScriptError("%s setdest: the node is not in the GridKeeper's grid (ns-2 "
                              "aborts when such a node crosses a cell border)" % self.handle)
        self.node.setdest(x, y, speed)

    def tcl_random_motion(self, flag):
        if int(_number(flag, "random-motion")) != 0:
            raise ScriptError("%s random-motion: random motion is not implemented in nslab"
                              % self.handle)

    def tcl_start(self):
        self.runner.sim._wireless().log_movement(self.node.id, False)

    def tcl_log_movement(self):
        self.runner.sim._wireless().log_movement(self.node.id)

    def tcl_topography(self, topo):
        pass        # set at creation from node-config -topoInstance

    def tcl_reset(self):
        self.runner.sim._wireless().reset_node(self.node.id)
        if getattr(self.runner.sim, "_dsr_nodes", None) is not None:
            self.runner.sim._dsr_nodes.reset(self.node.id)      # SRNodeNew's reset

    def tcl_base_station(self, address):
        """`$node base-station [AddrParams addr2id [$bs node-addr]]` (nslab.hier)."""
        hier = self.runner.sim.hier
        if hier is None:
            raise ScriptError("%s base-station: base stations need hierarchical addresses"
                              % self.handle)
        nid = hier.node_of(_number(address, "base-station: address"))
        self.node.set_base_station(self.runner.sim.nodes[nid])

    def tcl_radius(self, r):
        """The range within which a GridKeeper delivers the node's frames."""
        self.runner.sim._wireless().set_radius(self.node.id, _number(r, "radius"))

    def tcl_getMac(self, index):
        """`$node getMac 0`: the node's Mac/802_11 (the handle ns-2 gives it)."""
        if int(_number(index, "getMac: interface")) != 0:
            raise ScriptError("%s getMac %s: a mobile node has one interface, 0"
                              % (self.handle, index))
        handle = "_o%d" % (int(self.handle[2:]) + handles.MAC_OFFSET)
        if handle not in self.runner.objects:
            self.runner.register(MacObject, handle).node = self.node
        return handle


class MacObject(TclObject):
    """A mobile node's Mac/802_11: its address (`id`), its own RTSThreshold_ and
    infrastructure mode (`ap`, `ScanType`; kernel/radio/mac80211_infra.pxi)."""
    tcl_class = "Mac/802_11"
    node = None

    def _wl(self):
        return self.runner.sim._wireless()

    def tcl_id(self):
        return self._wl().mac_stats(self.node.id)["mac_index"]

    def tcl_ap(self, address):
        """`$mac ap addr`: this MAC becomes its BSS's access point (as in ns-2, the BSS id
        is the MAC's own address, whatever `addr` says)."""
        self._wl().mac_ap(self.node.id)

    def tcl_ScanType(self, kind):
        if kind not in ("ACTIVE", "PASSIVE"):
            return ""               # ns-2 ignores other words
        self._wl().mac_scan(self.node.id, kind == "ACTIVE")

    def tcl_set(self, name, *value):
        """The MAC's own RTSThreshold_; its other bound variables are class-wide here."""
        if name in P.MAC_802_11 and not self.probing:
            if name != "RTSThreshold_" or not value:
                raise ScriptError("%s set %s: only setting RTSThreshold_ of one node's "
                                  "Mac/802_11 is implemented in nslab (set the others with "
                                  "`Mac/802_11 set %s` before making the nodes)"
                                  % (self.handle, name, name))
            self._wl().set_mac_variable(self.node.id, name, P.MAC_802_11[name].convert(
                value[0], "Mac/802_11 RTSThreshold_"))
            return value[0]
        return super().tcl_set(name, *value)


class TopographyObject(TclObject):
    tcl_class = "Topography"
    wl = None

    def tcl_load_flatgrid(self, x, y, *res):
        self.wl.load_flatgrid(x, y, *res)


class ChannelObject(TclObject):
    tcl_class = "Channel/WirelessChannel"
    wl = None


class PropagationObject(TclObject):
    tcl_class = "Propagation/TwoRayGround"
    wl = None

    def tcl_topography(self, topo):
        self.wl.topography = self.runner.typed(topo, TopographyObject).wl

    def tcl_set(self, name, *value):
        """Propagation/Shadowing's bound variables go to the kernel's model."""
        if name not in self.wl.settings or self.probing:
            return super().tcl_set(name, *value)
        if value:
            self.wl.set(name, value[0])
            return value[0]
        return _fmt(self.wl.settings[name])

    def tcl_seed(self, source, value="0"):
        """`$prop seed predef|raw|heuristic n` (Propagation/Shadowing)."""
        self.wl.seed(source, value)

    def tcl_get_bitmap(self, path):
        """Propagation/ShadowingVis: the ground's bitmap file."""
        self.wl.get_bitmap(path)

    def tcl_set_ppm(self, ppm):
        self.wl.set_ppm(ppm)

    def tcl_add_models(self, good, bad):
        self.wl.add_models(self.runner.typed(good, PropagationObject).wl,
                           self.runner.typed(bad, PropagationObject).wl)


class GodObject(TclObject):
    tcl_class = "God"

    def tcl_num_nodes(self, *n):
        if not n:
            return self.runner.sim._wireless().god_nodes
        self.runner.sim.create_god(n[0])

    def tcl_set_dist(self, i, j, d):
        """The shortest hop count between nodes i and j (from a scenario file);
        agents' packets carry it in the traces' optimal-forwards field."""
        self.runner.sim.god_set_dist(i, j, d)

    def tcl_off(self):
        """God starts inactive in ns-2 (it takes set-dist's hop counts as given): off is
        that state, so nothing changes."""

    def tcl_on(self):
        raise ScriptError("%s on: an active God (ns-2's God computing routes and hop counts "
                          "from the nodes' positions, as diffusion uses it) is not implemented "
                          "in nslab" % self.handle)


class LinkObject(DynamicLinkCommands, TclObject):
    tcl_class = "SimpleLink"
    link = None

    def _em(self, handle):
        return self.runner.typed(handle, ErrorModelObject).em

    def tcl_errormodule(self, *em):
        """Put an error model (or ErrorModule) at the link head; with no
        argument, the one put there."""
        if not em:
            return getattr(self, "errormodule_handle", "")
        self.runner.sim.lossmodel(self._em(em[0]), self.link.src, self.link.dst)
        self.errormodule_handle = em[0]

    def tcl_insert_linkloss(self, em):
        self.runner.sim.link_lossmodel(self._em(em), self.link.src, self.link.dst)

    def tcl_install_error(self, em):
        """The error model after the delay line, keeping its own drop-target."""
        em = self._em(em)
        self.runner.sim.kernel.em_attach(em.id, self.link.id, "link")

    def tcl_queue(self):
        return self.runner.wrap(self.link, QueueObject).handle

    def tcl_head(self):
        """The handle ns-2 gives the link's head: a name only, for routes to the link
        (nslab.otcl.route_manual's add-route); it takes no commands in nslab."""
        first = self.runner.link_handles.get(self.link.id)
        if first is None:
            raise ScriptError("%s head: this link has no head in nslab" % self.handle)
        return "_o%d" % (first + handles.HEAD_OFFSET)

    def tcl_trace(self, ns, channel, *op):
        """SimpleLink's `trace ns file`: this link's +, -, r and d lines into the file (what
        `$ns trace-queue` does; DropTail has no queue-specific trace events)."""
        if op and op[0] == "nam":
            raise ScriptError("%s trace %s %s nam: a link's nam trace through `trace` is not "
                              "implemented in nslab (use namtrace-all)" % (self.handle, ns, channel))
        self.runner.sim.trace_queue(self.link.src, self.link.dst, self.runner.output(channel))

    def tcl_link(self):
        """The link's DelayLink (`[$link link] set bandwidth_`)."""
        return self.runner.wrap(self.link, DelayLinkObject).handle

    def tcl_set(self, name, *value):
        if name in P.LINK:
            if value:
                self.link[name] = value[0]
            return self.link[name]
        if name in ("fromNode_", "toNode_", "queue_") and not value:    # SimpleLink's
            return {"fromNode_": self.tcl_src, "toNode_": self.tcl_dst,
                    "queue_": self.tcl_queue}[name]()
        return super().tcl_set(name, *value)

    def tcl_src(self):
        return self.runner.handle_of_node(self.link.src)

    def tcl_dst(self):
        return self.runner.handle_of_node(self.link.dst)

    def tcl_bw(self):
        return "%.17g" % self.link["bandwidth_"]

    def tcl_delay(self):
        return "%.17g" % self.link["delay_"]

    def tcl_qsize(self):
        return self.link["limit_"]

    def _monitored(self, what):
        if "qMonitor_" not in self.instvars:
            raise ScriptError("%s %s: the link has no queue monitor (use $ns monitor-queue)"
                              % (self.handle, what))

    def tcl_sample_queue_size(self):
        self._monitored("sample-queue-size")
        return self.runner.tcl.call("::nslab::sample_queue_size", self.handle)

    def tcl_queue_sample_timeout(self):
        self._monitored("queue-sample-timeout")
        return self.runner.tcl.call("::nslab::queue_sample_timeout", self.handle)

    def tcl_start_tracing(self):
        self._monitored("start-tracing")
        qmon = self.runner.lookup(self.instvars["qMonitor_"])
        qtrace = self.instvars.get("qtrace_", "0")
        if qtrace != "0":
            qmon.tcl_trace(qtrace)
        qmon.tcl_set_src_dst(self.link.src.id, self.link.dst.id)


class DelayLinkObject(TclObject):
    """A simplex link's DelayLink: its bandwidth_, delay_ and the other link variables."""
    tcl_class = "DelayLink"
    link = None

    def tcl_set(self, name, *value):
        if name in P.LINK:
            if value:
                self.link[name] = value[0]
            return _bound(name, self.link[name])
        return super().tcl_set(name, *value)


# Traced RED, PI and REM variables read back as %g (tclcl's TracedDouble); other
# doubles as %.17g.
_RED_TRACED = ("ave_", "prob1_", "cur_max_p_", "prob_")
# The queues with a variable trace (`$q trace VAR`, `$q attach CHANNEL`).
_VAR_TRACING = ("RED", "PI", "REM", "Vq", "GK", "RED/RIO")


class QueueObject(TclObject):
    """A link's queue: Queue/<name> for each discipline of nslab.params.QUEUE_CLASSES."""
    tcl_class = "Queue/DropTail"
    link = None

    def invoke(self, method, args):
        self.tcl_class = "Queue/" + self.link.queue_type
        return super().invoke(method, args)

    def tcl_set(self, name, *value):
        if name in self.link.table:
            if value:
                self.link[name] = value[0]
            v = self.link[name]
            if isinstance(v, float):
                return ("%g" if name in _RED_TRACED else "%.17g") % v
            return v
        if not value and name in P.QUEUE_STATE.get(self.link.queue_type, ()):
            return _bound(name, self.link[name])
        return super().tcl_set(name, *value)

    def _kind(self, what, *kinds):
        if self.link.queue_type not in kinds:
            raise ScriptError("%s %s: %s has no such command (it is for %s)"
                              % (self.handle, what, self.tcl_class, " and ".join(kinds)))

    def tcl_reset(self):
        self.link.reset_queue()

    def tcl_trace(self, name):
        self._kind("trace", *_VAR_TRACING)
        try:
            self.runner.sim.kernel.queue_command(self.link.id, "trace", name)
        except KernelError as e:
            raise ScriptError("%s trace: %s" % (self.handle, e)) from None

    def tcl_attach(self, channel):
        self._kind("attach", *_VAR_TRACING)
        self.runner.sim.kernel.queue_command(self.link.id, "attach",
                                             self.runner.output(channel).id)

    def tcl_printstats(self):
        self._kind("printstats", "RED", "DropTail")
        ave, total = self.runner.sim.kernel.queue_command(self.link.id, "true-average")
        text = "True average queue: %5.3f" % ave
        if self.link["queue_in_bytes_"]:
            text += " (in bytes)"
        self.runner.c_printf(text + " time: %5.3f\n" % total)

    def tcl_link(self, *args):
        pass        # the builder already told RED about its link

    def _command_set(self, name, value):
        self.link[name] = str(int(_number(value, name)))

    def tcl_blimit(self, value):
        self._kind("blimit", "DRR", "SRR")
        n = int(_number(value, "blimit"))
        if self.runner.sim.kernel._queued(self.link.id)[1] > n:
            raise ScriptError("%s blimit %s: more bytes are queued than the new limit" % (
                self.handle, value))
        self._command_set("blimit_", n)

    def _setter(command, *kinds):
        """`$q COMMAND value`: sets the variable COMMAND_ (atoi) of the queues `kinds`."""
        def method(self, value):
            self._kind(command, *kinds)
            self._command_set(command + "_", value)
        return method

    tcl_quantum = _setter("quantum", "DRR")
    tcl_mask = _setter("mask", "DRR")
    tcl_buckets = _setter("buckets", "DRR", "SFQ")
    tcl_maxqueuenumber = _setter("maxqueuenumber", "SRR")
    tcl_mtu = _setter("mtu", "SRR")
    tcl_granularity = _setter("granularity", "SRR")
    del _setter

    def _srr_command(self, what, a, b):
        self._kind(what, "SRR")
        try:
            self.runner.sim.kernel.queue_command(self.link.id, what, int(_number(a, what)),
                                                 int(_number(b, what)))
        except KernelError as e:
            raise ScriptError("%s %s: %s" % (self.handle, what, e)) from None

    def tcl_setrate(self, queue, rate):
        self._srr_command("setrate", queue, rate)

    def tcl_setqueue(self, flow, queue):
        self._srr_command("setqueue", flow, queue)

    def tcl_limit(self, value):
        self._kind("limit", "SFQ")
        self._command_set("maxqueue_", value)
        self.runner.sim.kernel.queue_command(self.link.id, "limit", self.link["maxqueue_"])


class _CounterObject(TclObject):
    """A monitor's Tcl face (QueueMonitor and its ED/Flowmon and ED/Flow kinds):
    `set name ?v?` reads or writes the counters of the class's table in the
    kernel object `monitor`; the *pkt_ ones are doubles, the others integers, which
    read as ns-2's Tcl bindings read them: as 32-bit signed ints, wrapping past 2^31
    (docs/ns2-behavior.md §3.7; the kernel counts in 64 bits)."""
    counters = ()
    monitor = None

    def tcl_set(self, name, *value):
        if name not in self.counters:
            return super().tcl_set(name, *value)
        if value:
            self.monitor[name] = (float if name.endswith("pkt_") else int)(
                _number(value[0], name))
        v = self.monitor[name]
        return "%.17g" % v if isinstance(v, float) else (v + 2 ** 31) % 2 ** 32 - 2 ** 31


class QueueMonitorObject(_CounterObject):
    """`$ns monitor-queue`'s QueueMonitor: counters and two integrators."""
    tcl_class = "QueueMonitor"
    counters = P.MONITOR

    def _integrator(self, which):
        key = (IntegratorObject, self.monitor.link.id, which)
        if key not in self.runner.by_id:
            obj = self.runner.register(IntegratorObject)
            obj.monitor, obj.which = self.monitor, which
            self.runner.by_id[key] = obj
        return self.runner.by_id[key].handle

    def tcl_get_bytes_integrator(self):
        return self._integrator("bytes")

    def tcl_get_pkts_integrator(self):
        return self._integrator("pkts")

    def tcl_get_delay_samples(self):
        return ""

    def tcl_trace(self, channel):
        self.runner.sim.kernel.monitor_trace(self.monitor.link.id, self.runner.output(channel).id)

    def tcl_set_src_dst(self, src, dst):
        self.runner.sim.kernel.monitor_src_dst(self.monitor.link.id, int(_number(src, "src")),
                                               int(_number(dst, "dst")))

    def tcl_reset(self):
        self.monitor.reset()


class FlowMonObject(_CounterObject):
    """QueueMonitor/ED/Flowmon (makeflowmon): counters overall and per flow."""
    tcl_class = "QueueMonitor/ED/Flowmon"
    counters = P.FLOWMON
    cltype = "Fid"
    classifier_handle = None     # the handle ns-2 gave its classifier (makeflowmon)

    def __init__(self, runner, handle):
        super().__init__(runner, handle)
        self.switches = {}
        self.channel = None

    def tcl_set(self, name, *value):
        if name in P.FLOWMON_SWITCHES:
            if value:
                self.switches[name] = boolean(value[0], name)
                if self.monitor is not None:
                    self.monitor[name] = self.switches[name]
            return self.monitor[name] if self.monitor else self.switches.get(name, 1)
        if name in self.counters and self.monitor is None:
            if value:
                raise ScriptError("%s set %s: attach the flow monitor first (attach-fmon)"
                                  % (self.handle, name))
            return 0
        return super().tcl_set(name, *value)

    def _flow_handle(self, index):
        key = (FlowObject, self.handle, index)
        if key not in self.runner.by_id:
            obj = self.runner.register(FlowObject)
            obj.monitor = self.monitor.flows()[index]
            self.runner.by_id[key] = obj
        return self.runner.by_id[key].handle

    def tcl_flows(self):
        if self.monitor is None:
            return ""
        return " ".join(self._flow_handle(fl.index) for fl in self.monitor.flows())

    def tcl_classifier(self):
        key = (FlowClassifierObject, self.handle)
        if key not in self.runner.by_id:
            obj = self.runner.register(FlowClassifierObject, self.classifier_handle)
            obj.fmon = self
            self.runner.set_class(obj, "Classifier/Hash/" + self.cltype)
            self.runner.by_id[key] = obj
        return self.runner.by_id[key].handle

    def tcl_attach(self, channel):
        self.runner.output(channel)         # checks it is open for writing
        self.channel = channel

    def tcl_dump(self):
        if self.monitor is not None and self.channel is not None:
            text = self.monitor.dump()
            if text:
                self.runner.tcl.call("puts", "-nonewline", self.channel, text)

    def tcl_reset(self):
        if self.monitor is not None:
            self.monitor.reset()


class FlowObject(_CounterObject):
    """QueueMonitor/ED/Flow: one flow of a flow monitor (its `monitor`: the flow)."""
    tcl_class = "QueueMonitor/ED/Flow"
    counters = P.FLOW


class FlowClassifierObject(TclObject):
    """A flow monitor's hash classifier: `lookup auto src dst fid` finds a flow."""
    tcl_class = "Classifier/Hash"
    fmon = None

    def tcl_lookup(self, bucket, src, dst, fid):
        m = self.fmon.monitor
        if m is None:
            return ""
        fl = m.lookup(int(_number(src, "src")), int(_number(dst, "dst")),
                      int(_number(fid, "fid")))
        return "" if fl is None else self.fmon._flow_handle(fl.index)


class IntegratorObject(TclObject):
    """One of a QueueMonitor's integrators (queue bytes or packets over time)."""
    tcl_class = "Integrator"
    monitor = None
    which = None

    def tcl_set(self, name, *value):
        k, lid = self.runner.sim.kernel, self.monitor.link.id
        if name in ("lastx_", "lasty_", "sum_"):
            if value:
                k.integrator_set(lid, self.which, name, atof(value[0]))
            return "%.17g" % k.integrator_get(lid, self.which, name)
        return super().tcl_set(name, *value)

    def tcl_newpoint(self, x, y):
        self.runner.sim.kernel.integrator_newpoint(self.monitor.link.id, self.which,
                                                   atof(x), atof(y))

    def tcl_reset(self):
        for name in ("lastx_", "lasty_", "sum_"):
            self.runner.sim.kernel.integrator_set(self.monitor.link.id, self.which, name, 0.0)
