"""Run ns-2 OTcl scripts unmodified on the nslab kernel.

The script runs in the Tcl interpreter that ships with Python (tkinter.Tcl).
`new Class` makes a Python object and a Tcl command of the same handle
(`_o12`) that dispatches its instance procedures (`$ns duplex-link ...`,
`$tcp set window_ 100`) to that object.  Class defaults (`Agent/TCP set
window_ 65000`) live in a per-class table and are applied at `new`, walking
the class path as OTcl inheritance does.

Not modelled: nam output (`namtrace-all` is accepted and writes nothing).
Anything a script asks for that nslab does not implement fails with a Tcl
error naming the command, which Tcl's errorInfo places at its script line.
"""
import math
import os
import sys

try:            # Tcl comes with tkinter, which some distributions ship apart
    import tkinter
except ImportError:
    tkinter = None

from . import params as P
from . import rng
from ._kernel import KernelError
from .simulator import FlowMonitor, Simulator, ScenarioError
from .units import ParameterError, atof, boolean
from . import wireless as W

# Tcl glue: every object handle is an alias of ::nslab::dispatch, which turns
# the Python side's (status, result) pair into a Tcl return code.
_PRELUDE = r"""
namespace eval ::nslab {}
set tcl_precision 17
proc ::nslab::dispatch {handle args} {
    set r [::nslab::call $handle {*}$args]
    if {[lindex $r 0] == 0} { return [lindex $r 1] }
    return -code error [lindex $r 1]
}
rename open ::nslab::tcl_open
proc open {args} {
    set ch [::nslab::tcl_open {*}$args]
    ::nslab::dispatch ::nslab opened $ch {*}$args
    return $ch
}
rename close ::nslab::tcl_close
proc close {ch args} {
    ::nslab::dispatch ::nslab closing $ch
    ::nslab::tcl_close $ch {*}$args
}
rename flush ::nslab::tcl_flush
proc flush {ch} {
    ::nslab::dispatch ::nslab flushing $ch
    ::nslab::tcl_flush $ch
}
# lines a script writes to a trace channel go through the kernel's writer, so
# they keep their place among the trace lines
rename puts ::nslab::tcl_puts
proc puts {args} {
    set n [llength $args]
    if {$n >= 2 && [::nslab::call ::nslab is-trace [lindex $args end-1]] eq "0 1"} {
        set nl [expr {[lindex $args 0] ne "-nonewline"}]
        return [::nslab::dispatch ::nslab write [lindex $args end-1] [lindex $args end] $nl]
    }
    ::nslab::tcl_puts {*}$args
}
proc exit {{code 0}} {
    ::nslab::dispatch ::nslab exit $code
    return -code error "nslab-exit"
}
proc new {class args} { ::nslab::dispatch ::nslab new $class {*}$args }
proc create-god {nodes} { ::nslab::dispatch ::nslab create-god $nodes }
proc delete {obj} { ::nslab::dispatch ::nslab delete $obj }
proc ns-random {args} { ::nslab::dispatch ::nslab ns-random {*}$args }
proc uniform {args} { global defaultRNG; $defaultRNG uniform {*}$args }
proc integer {args} { global defaultRNG; $defaultRNG integer {*}$args }
proc exponential {args} { global defaultRNG; $defaultRNG exponential {*}$args }
# ns-link.tcl's queue sampling, on the link's instvars (monitor-queue sets them)
proc ::nslab::sample_queue_size {link} {
    set ns [$link set ns_]
    set qmon [$link set qMonitor_]
    set now [$ns now]
    set bint [$qmon get-bytes-integrator]
    set pint [$qmon get-pkts-integrator]
    $bint newpoint $now [$bint set lasty_]
    set bsum [$bint set sum_]
    $pint newpoint $now [$pint set lasty_]
    set psum [$pint set sum_]
    if {[catch {$link set lastSample_} last]} { set last 0 }
    set dur [expr $now - $last]
    if { $dur != 0 } {
        set meanBytesQ [expr $bsum / $dur]
        set meanPktsQ [expr $psum / $dur]
    } else {
        set meanBytesQ 0
        set meanPktsQ 0
    }
    $bint set sum_ 0.0
    $pint set sum_ 0.0
    $link set lastSample_ $now
    return "$meanBytesQ $meanPktsQ [$qmon set parrivals_] [$qmon set pdepartures_] [$qmon set pdrops_] [$qmon set barrivals_] [$qmon set bdepartures_] [$qmon set bdrops_]"
}
proc ::nslab::queue_sample_timeout {link} {
    set ns [$link set ns_]
    set qtrace [$link set qtrace_]
    set qavg [$link sample-queue-size]
    if {$qtrace != 0} {
        puts $qtrace "[$ns now] [[$link src] id] [[$link dst] id] $qavg"
    }
    $ns at [expr [$ns now] + [$link set sampleInterval_]] "$link queue-sample-timeout"
}
"""

EXIT_MARK = "nslab-exit"

NO_TCL = ("running Tcl scripts needs the Tcl interpreter that comes with Python's tkinter "
          "module, and this Python (%s) has none; on Debian or Ubuntu: "
          "sudo apt-get install python3-tk (the Python API and the labs work without it)"
          % sys.executable)


class ScriptError(Exception):
    """An error in the script; the message names the command."""


class _Exit(Exception):
    pass


def _fmt(value):
    """Numbers as tclcl prints bound variables: ints plainly, doubles %g."""
    if isinstance(value, bool):
        return str(int(value))
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "%g" % value
    if value is None:
        return ""
    return str(value)


# tclcl reads a bound double back with %.17g, a TracedDouble (cwnd_) with %g.
TRACED_DOUBLES = ("cwnd_",)


def _bound(name, value):
    """A bound variable's value as `$obj set name` prints it."""
    if isinstance(value, float) and name not in TRACED_DOUBLES:
        return "%.17g" % value
    return value


def _fmt_bound(param, value):
    """A parameter's value as tclcl prints it (doubles with %.17g)."""
    if param.kind in ("double", "bandwidth", "time"):
        return "%.17g" % value
    return _fmt(value)


class TclObject:
    """Base of the objects a script creates with `new`."""
    tcl_class = "Object"

    def __init__(self, runner, handle):
        self.runner, self.handle = runner, handle
        self.instvars = {}

    def invoke(self, method, args):
        fn = getattr(self, "tcl_" + method.replace("-", "_"), None)
        if fn is None:
            raise ScriptError("%s: unsupported command '%s %s' (nslab implements: %s)" % (
                self.tcl_class, self.handle, method, ", ".join(self.commands())))
        try:
            return fn(*args)
        except TypeError as e:
            if "positional argument" in str(e):
                raise ScriptError("%s %s: wrong number of arguments (%d given)"
                                  % (self.handle, method, len(args))) from None
            raise

    @classmethod
    def commands(cls):
        return sorted(n[4:].replace("_", "-") for n in dir(cls) if n.startswith("tcl_"))

    def tcl_set(self, name, *value):
        if value:
            self.instvars[name] = value[0]
            return value[0]
        if name not in self.instvars:
            raise ScriptError("%s: can't read \"%s\": no such variable" % (self.handle, name))
        return self.instvars[name]

    def tcl_info(self, *args):
        if args and args[0] == "class":
            return self.tcl_class
        raise ScriptError("%s info: only 'info class' is supported" % self.handle)


class SimulatorObject(TclObject):
    tcl_class = "Simulator"

    def __init__(self, runner, handle):
        super().__init__(runner, handle)
        self.sim = runner.sim

    def _node(self, handle, what="node"):
        obj = self.runner.lookup(handle)
        if not isinstance(obj, NodeObject):
            raise ScriptError("%s: %r is not a node" % (what, handle))
        return obj.node

    def tcl_node(self, *args):
        node = self.sim.node()
        obj = self.runner.register(MobileNodeObject if node.mobile else NodeObject, None)
        obj.node = node
        if node.mobile:
            obj.tcl_class = "Node/MobileNode"
        return obj.handle

    def tcl_node_config(self, *args):
        """`$ns node-config -opt val ...` (options accumulate, as in ns-2)."""
        if len(args) % 2:
            raise ScriptError("node-config: options come in pairs (-option value), got %d "
                              "words" % len(args))
        cfg = self.sim.wireless_config
        for opt, value in zip(args[0::2], args[1::2]):
            if not opt.startswith("-"):
                raise ScriptError("node-config: expected an option like -adhocRouting, got %r"
                                  % opt)
            name = opt[1:]
            if name in ("channel", "topoInstance", "propInstance"):
                obj = self.runner.lookup(value)
                value = getattr(obj, "wl", obj)
            cfg.set(self.sim, name, value)

    def tcl_use_newtrace(self):
        self.sim.use_newtrace()

    def tcl_namtrace_all_wireless(self, channel, x, y):
        pass        # nam output is not written (see the module docstring)

    def tcl_initial_node_pos(self, node, size):
        self._node(node, "initial_node_pos")

    def tcl_get_ns_traceall(self):
        return ""

    def tcl_nam_end_wireless(self, *args):
        pass        # nam only

    def tcl_duplex_link(self, a, b, bw, delay, qtype):
        self.tcl_simplex_link(a, b, bw, delay, qtype)
        self.tcl_simplex_link(b, a, bw, delay, qtype)

    def tcl_simplex_link(self, a, b, bw, delay, qtype):
        self.sim.simplex_link(self._node(a), self._node(b), bw, delay, qtype,
                              **self.runner.queue_defaults(qtype))

    def tcl_monitor_queue(self, a, b, qtrace, interval="0.1"):
        """A QueueMonitor on the a->b link; the link samples it on queue-sample-timeout."""
        link = self.sim.link(self._node(a), self._node(b))
        lobj = self.runner.wrap(link, LinkObject)
        qmon = self.runner.register(QueueMonitorObject)
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

    def tcl_trace_all(self, channel):
        self.sim.trace_all(self.runner.output(channel))

    def tcl_trace_queue(self, a, b, channel):
        self.sim.trace_queue(self._node(a), self._node(b), self.runner.output(channel))

    def tcl_namtrace_all(self, channel):
        pass        # nam output is not written (see the module docstring)

    def tcl_namtrace_queue(self, *args):
        pass

    def tcl_color(self, *args):
        pass

    def tcl_duplex_link_op(self, *args):
        pass

    def tcl_simplex_link_op(self, *args):
        pass

    def tcl_flush_trace(self):
        self.sim.flush_trace()

    def tcl_attach_agent(self, node, agent):
        self.sim.attach_agent(self._node(node), self.runner.agent(agent))

    def tcl_lossmodel(self, em, a, b):
        self.sim.lossmodel(self.runner.typed(em, ErrorModelObject).em, self._node(a), self._node(b))

    def tcl_link_lossmodel(self, em, a, b):
        self.sim.link_lossmodel(self.runner.typed(em, ErrorModelObject).em,
                                self._node(a), self._node(b))

    def tcl_connect(self, src, dst):
        self.sim.connect(self.runner.agent(src), self.runner.agent(dst))
        return src

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

    def tcl_now(self):
        return "%.17g" % self.sim.now

    def tcl_run(self):
        self.runner.configure_fq_links()
        self.sim.run()
        if self.runner.exit_code is not None:
            raise _Exit()

    def tcl_halt(self):
        self.sim.halt()

    def tcl_is_started(self):
        return 1 if self.sim._ran else 0

    def tcl_use_scheduler(self, kind):
        if kind not in ("Calendar", "Heap", "List", "Splay"):
            raise ScriptError("use-scheduler: unknown scheduler %r" % kind)


def _number(text, what):
    """A number from Tcl text as ns-2's atof reads it.  "inf", "nan" and overflowing
    literals ("1e400"), which C's atof turns into infinities and NaN, are refused."""
    s = str(text).strip()
    try:
        value = float(s)
    except ValueError:
        if not s or not (s[0].isdigit() or s[0] in "+-."):
            raise ParameterError("%s: expected a number, got %r" % (what, text)) from None
    else:
        if not math.isfinite(value):
            raise ParameterError("%s: %r is not a finite number" % (what, text))
    return atof(s)


class NodeObject(TclObject):
    tcl_class = "Node"
    node = None

    def tcl_id(self):
        return self.node.id

    def tcl_node_addr(self):
        return self.node.id

    def tcl_attach(self, agent, *port):
        self.runner.sim.attach_agent(self.node, self.runner.agent(agent))


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
        self.node.setdest(x, y, speed)

    def tcl_color(self, *args):
        pass        # nam only

    def tcl_label(self, *args):
        pass

    def tcl_shape(self, *args):
        pass

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

    def tcl_radius(self, r):
        pass


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


class LinkObject(TclObject):
    tcl_class = "SimpleLink"
    link = None

    def _em(self, handle):
        return self.runner.typed(handle, ErrorModelObject).em

    def tcl_errormodule(self, em):
        self.runner.sim.lossmodel(self._em(em), self.link.src, self.link.dst)

    def tcl_insert_linkloss(self, em):
        self.runner.sim.link_lossmodel(self._em(em), self.link.src, self.link.dst)

    def tcl_install_error(self, em):
        """The error model after the delay line, keeping its own drop-target."""
        em = self._em(em)
        self.runner.sim.kernel.em_attach(em.id, self.link.id, "link")

    def tcl_queue(self):
        return self.runner.wrap(self.link, QueueObject).handle

    def tcl_set(self, name, *value):
        if name in P.LINK:
            if value:
                self.link[name] = value[0]
            return self.link[name]
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


# Traced RED variables read back as %g (tclcl's TracedDouble); other doubles as %.17g.
_RED_TRACED = ("ave_", "prob1_", "cur_max_p_")


class QueueObject(TclObject):
    """A link's queue: Queue/DropTail, RED, DRR, SFQ, FQ, CSFQ or FRED."""
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
        self._kind("trace", "RED")
        try:
            self.runner.sim.kernel.red_tracevar(self.link.id, name)
        except KernelError as e:
            raise ScriptError("%s trace: %s" % (self.handle, e)) from None

    def tcl_attach(self, channel):
        self._kind("attach", "RED")
        self.runner.sim.kernel.red_attach(self.link.id, self.runner.output(channel).id)

    def tcl_printstats(self):
        self._kind("printstats", "RED")
        ave, total = self.runner.sim.kernel.red_true_average(self.link.id)
        text = "True average queue: %5.3f" % ave
        if self.link["queue_in_bytes_"]:
            text += " (in bytes)"
        self.runner.c_printf(text + " time: %5.3f\n" % total)

    def tcl_link(self, *args):
        pass        # the builder already told RED about its link

    def _command_set(self, name, value):
        self.link[name] = str(int(_number(value, name)))

    def tcl_blimit(self, value):
        self._kind("blimit", "DRR")
        n = int(_number(value, "blimit"))
        if self.runner.sim.kernel._queued(self.link.id)[1] > n:
            raise ScriptError("%s blimit %s: more bytes are queued than the new limit" % (
                self.handle, value))
        self._command_set("blimit_", n)

    def tcl_quantum(self, value):
        self._kind("quantum", "DRR")
        self._command_set("quantum_", value)

    def tcl_mask(self, value):
        self._kind("mask", "DRR")
        self._command_set("mask_", value)

    def tcl_buckets(self, value):
        self._kind("buckets", "DRR", "SFQ")
        self._command_set("buckets_", value)

    def tcl_limit(self, value):
        self._kind("limit", "SFQ")
        self._command_set("maxqueue_", value)
        self.runner.sim.kernel.sfq_limit(self.link.id, self.link["maxqueue_"])


class _CounterObject(TclObject):
    """A monitor's Tcl face (QueueMonitor and its ED/Flowmon and ED/Flow kinds):
    `set name ?v?` reads or writes the counters of the class's table in the
    kernel object `monitor`; the *pkt_ ones are doubles, the others integers."""
    counters = ()
    monitor = None

    def tcl_set(self, name, *value):
        if name not in self.counters:
            return super().tcl_set(name, *value)
        if value:
            self.monitor[name] = (float if name.endswith("pkt_") else int)(
                _number(value[0], name))
        v = self.monitor[name]
        return "%.17g" % v if isinstance(v, float) else v


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
            obj = self.runner.register(FlowClassifierObject)
            obj.fmon = self
            obj.tcl_class = "Classifier/Hash/" + self.cltype
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


class AgentObject(TclObject):
    tcl_class = "Agent"
    agent = None

    def tcl_set(self, name, *value):
        a = self.agent
        known = name in a.table
        if known or name in P.TCP_STATE and a.sim.kernel.has_variable(a.id, name):
            if value:
                a[name] = value[0]
                return value[0]         # OTcl's set returns the value as given
            return _fmt_bound(a.table[name], a[name]) if known else _bound(name, a[name])
        return super().tcl_set(name, *value)

    def tcl_attach(self, channel):
        self.runner.sim.kernel.attach_trace(self.agent.id, self.runner.output(channel).id)

    def tcl_tracevar(self, name):
        self.agent.tracevar(name)

    def tcl_port(self):
        return self.agent["agent_port_"]

    def tcl_reset(self):
        self.runner.sim.kernel.reset_agent(self.agent.id)

    def _tcp(self, what):
        if self.runner.sim.kernel.agent_kind(self.agent.id) != "tcp":
            raise ScriptError("%s %s: only TCP agents implement it" % (self.handle, what))
        return self.agent.id

    def tcl_send(self, nbytes, *data):
        nbytes = int(_number(nbytes, "send: bytes"))
        if self.runner.sim.kernel.agent_kind(self.agent.id) == "udp":
            self.runner.sim.kernel.agent_sendmsg(self.agent.id, nbytes)
        else:
            self.runner.sim.kernel.tcp_send(self._tcp("send"), nbytes)

    def tcl_advance(self, n):
        self.runner.sim.kernel.tcp_advance(self._tcp("advance"), int(_number(n, "advance")))

    def tcl_advanceby(self, n):
        self.runner.sim.kernel.tcp_advanceby(self._tcp("advanceby"), int(_number(n, "advanceby")))

    def tcl_close(self):
        pass

    def tcl_done(self):
        pass


class FtpObject(TclObject):
    tcl_class = "Application/FTP"
    ftp = None

    def tcl_attach_agent(self, agent):
        self.ftp = self.runner.sim.ftp(self.runner.agent(agent))

    def _app(self):
        if self.ftp is None:
            raise ScriptError("%s: FTP is not attached to an agent (use attach-agent)" % self.handle)
        return self.ftp

    def tcl_start(self):
        self._app().start()

    def tcl_stop(self):
        self._app().stop()

    def tcl_produce(self, n):
        self._app().produce(_number(n, "produce"))

    def tcl_producemore(self, n):
        self._app().producemore(_number(n, "producemore"))

    def tcl_send(self, n):
        self._app().send(_number(n, "send"))

    def tcl_agent(self):
        return self.runner.handle_of(self._app().agent)


class ApplicationObject(TclObject):
    """Application/Telnet and the Application/Traffic/* generators."""
    tcl_class = "Application"
    app = None

    def tcl_set(self, name, *value):
        app = self.app
        if name == "packet_size_" and app.kind != "telnet":
            name = "packetSize_"            # ns-source.tcl's alias for traffic sources
        if app.kind == "cbr" and name == "interval_":
            if value:
                app["interval_"] = value[0]
                return ""
            # ns-source.tcl computes it in Tcl: packetSize_ * 8.0 / rate_
            return self.runner.tcl.eval("expr {%d * 8.0 / %.17g}" % (app["packetSize_"],
                                                                      app["rate_"]))
        if name in app.table:
            if value:
                app[name] = value[0]
            return _fmt_bound(app.table[name], app[name])
        return super().tcl_set(name, *value)

    def tcl_attach_agent(self, agent):
        self.app.attach_agent(self.runner.agent(agent))

    def tcl_agent(self):
        return "" if self.app.agent is None else self.runner.handle_of(self.app.agent)

    def tcl_start(self):
        self.app.start()

    def tcl_stop(self):
        self.app.stop()

    def tcl_send(self, nbytes):
        self.app.send(int(_number(nbytes, "send: bytes")))

    def tcl_use_rng(self, handle):
        self.app.use_rng(self.runner.typed(handle, RngObject).stream)


class RandomVariableObject(TclObject):
    """RandomVariable/* objects; `value` prints with %6e as ns-2 does."""
    tcl_class = "RandomVariable"
    rv = None

    def tcl_set(self, name, *value):
        if name in self.rv.table:
            if value:
                self.rv[name] = value[0]
            return _fmt_bound(self.rv.table[name], self.rv[name])
        return super().tcl_set(name, *value)

    def tcl_value(self):
        return "%6e" % self.rv.value()

    def tcl_use_rng(self, handle):
        self.rv.use_rng(self.runner.typed(handle, RngObject).stream)


class ErrorModelObject(TclObject):
    """ErrorModel (and ErrorModel/Uniform rate ?unit?)."""
    tcl_class = "ErrorModel"
    em = None

    def tcl_set(self, name, *value):
        if name in P.ERROR_MODEL:
            if value:
                self.em[name] = value[0]
            return _fmt_bound(P.ERROR_MODEL[name], self.em[name])
        return super().tcl_set(name, *value)

    def tcl_unit(self, *unit):
        if not unit:
            return self.em.unit
        # ns-2 reads any word other than time, byte and bit as pkt
        self.em.unit = unit[0] if unit[0] in P.ERROR_UNITS else "pkt"

    def tcl_ranvar(self, *rv):
        if not rv:
            return self.runner.handle_of_object(self.em.ranvar)
        self.em.ranvar = self.runner.typed(rv[0], RandomVariableObject).rv

    def tcl_drop_target(self, *target):
        if not target:
            return ""
        obj = self.runner.lookup(target[0])
        if not (isinstance(obj, AgentObject) and obj.agent.sim.kernel.agent_kind(obj.agent.id)
                in ("null", "lossmon")):
            raise ScriptError("%s drop-target: nslab supports only a Null agent here "
                              "(lossmodel/link-lossmodel set the link's drop trace)" % self.handle)
        self.em.drop_target("silent")

    def tcl_FECstrength(self, *n):
        if not n:
            return self.runner.sim.kernel.em_get(self.em.id, "FECstrength")
        self.em.option("FECstrength", int(_number(n[0], "FECstrength")))

    def tcl_datapktsize(self, n):
        self.em.option("datapktsize", int(_number(n, "datapktsize")))

    def tcl_cntrlpktsize(self, n):
        self.em.option("cntrlpktsize", int(_number(n, "cntrlpktsize")))

    def tcl_reset(self):
        self.runner.sim.kernel.em_reset(self.em.id)


class RngObject(TclObject):
    """An RNG object: `defaultRNG` (the kernel's stream) or a `new RNG` stream."""
    tcl_class = "RNG"
    stream = None

    def _set_state(self, state):
        self.stream.set_state(state)

    def _state(self):
        return self.stream.state

    def tcl_seed(self, *args):
        if not args:
            return "%d" % int(self._state()[0])
        if len(args) == 2:
            source, value = args
            if source == "heuristic":
                seed = rng.heuristic_seed()
            elif source == "raw":
                seed = int(_number(value, "seed raw"))
            else:
                raise ScriptError("seed %s: only raw and heuristic seeds are supported" % source)
        else:
            seed = int(_number(args[0], "seed"))
            if seed == 0:
                seed = rng.heuristic_seed()
        try:
            rng.check_seed(seed)
        except ValueError as e:
            raise ScriptError(str(e)) from None
        self._set_state(self.runner.rng_package.reseed(seed))

    def tcl_next_random(self):
        return self.stream.next_random()

    def tcl_uniform(self, a, b):
        return "%.17g" % self.stream.uniform(_number(a, "uniform: min"), _number(b, "uniform: max"))

    def tcl_integer(self, k):
        k = int(_number(k, "integer"))
        if k == 0:
            raise ScriptError("integer: the bound must not be 0")
        return self.stream.integer(k)

    def tcl_exponential(self, mu="1.0"):
        return "%.17g" % self.stream.exponential(_number(mu, "exponential: mean"))

    def tcl_all_seeds(self):
        return " ".join("%d" % int(v) for v in self._state())

    def tcl_next_substream(self):
        self.stream.next_substream()

    def tcl_reset_start_substream(self):
        self.stream.reset_start_substream()

    def tcl_default(self):
        raise ScriptError("RNG default: only defaultRNG can be the default stream in nslab")


# ns-2 classes whose class variables a script may set even where nslab does
# not implement the class yet (creating one is an error that names it).
NS2_CLASSES = ["Mac", "Phy", "Antenna", "Propagation", "Channel", "Node/MobileNode", "God",
               "Agent/CBR",
               "Agent/AODV", "Agent/DSDV", "ARPTable", "LL", "Queue/DropTail/PriQueue",
               "Mac/802_11", "Phy/WirelessPhy", "Antenna/OmniAntenna", "Agent", "Simulator", "Application", "Application/FTP", "Application/Traffic",
               "Queue", "DelayLink",
               "Node", "Agent/TCPSink/DelAck", "Agent/TCPSink/Sack1",
               "Agent/TCPSink/Sack1/DelAck", "ErrorModel", "ErrorModel/Uniform",
               "RandomVariable", "FQLink", "QueueMonitor",
               "Integrator"] + list(P.TCP_CLASSES) + ["Queue/" + q for q in P.QUEUE_CLASSES]

CLASSES = {"Simulator": SimulatorObject, "Application/FTP": FtpObject, "RNG": RngObject,
           "ErrorModel": ErrorModelObject, "ErrorModel/Uniform": ErrorModelObject,
           "Topography": TopographyObject, "Channel/WirelessChannel": ChannelObject,
           "Propagation/TwoRayGround": PropagationObject, "Propagation/FreeSpace": PropagationObject,
           "God": GodObject}
CLASSES.update({name: AgentObject for name in P.AGENT_CLASSES})
CLASSES.update({name: ApplicationObject for name in P.APP_CLASSES})
CLASSES.update({name: RandomVariableObject for name in P.RANVAR_CLASSES})


def _class_table(cls):
    """The parameter table of an ns-2 class nslab implements ({} if none)."""
    if cls in P.AGENT_CLASSES:
        return P.AGENT_CLASSES[cls][2]
    if cls in P.APP_CLASSES:
        return P.APP_CLASSES[cls][1]
    if cls in P.RANVAR_CLASSES:
        return P.RANVAR_CLASSES[cls][1]
    if cls.startswith("ErrorModel"):
        return P.ERROR_MODEL
    if cls == "Queue":
        return P.QUEUE_BASE
    if cls.startswith("Queue/"):
        return P.QUEUE_CLASSES.get(cls[6:], {})
    if cls in P.WIRELESS_CLASSES:
        return P.WIRELESS_CLASSES[cls]
    if cls in ("Mac", "Phy", "Antenna"):        # parents of the wireless classes
        return {"Mac": P.MAC_802_11, "Phy": P.WIRELESS_PHY, "Antenna": P.OMNI_ANTENNA}[cls]
    return {}


class Runner:
    """One script run: the Tcl interpreter, the objects and the simulator."""

    def __init__(self, argv0="nslab", argv=(), capture=False):
        if tkinter is None:
            raise ScriptError(NO_TCL)
        self.tcl = tkinter.Tcl()
        self.sim = Simulator(capture=capture)       # capture: see nslab.trace.from_kernel
        self.sim.kernel.echo_c_output = True        # ns-2's printf lines, as `ns` prints them
        self.objects, self.by_id = {}, {}
        self.channels, self.outputs = {}, {}
        self.class_vars = self.sim.class_vars      # shared with the Python API
        self.exit_code = None
        self.c_stdout = []
        self.next_id = 1
        self.tcl.createcommand("::nslab::call", self._call)
        self.tcl.eval(_PRELUDE)
        self.objects["::nslab"] = self
        for cls in dict.fromkeys(list(CLASSES) + NS2_CLASSES):
            self.tcl.eval("interp alias {} %s {} ::nslab::dispatch ::nslab class %s" % (cls, cls))
        # ns-random.tcl: defaultRNG is the first stream, then seeded with 1
        self.rng_package = self.sim.rng_package
        default = self.register(RngObject, "defaultRNG")
        default.stream = self.sim.default_rng
        default.tcl_seed("1")
        self.tcl.setvar("defaultRNG", default.handle)
        self.tcl.setvar("argv0", argv0)
        self.tcl.call("set", "argv", self.tcl.call("list", *argv) if argv else "")
        self.tcl.setvar("argc", str(len(argv)))

    # ---- objects ------------------------------------------------------------------

    def register(self, cls, handle=None):
        if handle is None:
            handle = "_o%d" % self.next_id
            self.next_id += 1
        obj = cls(self, handle)
        self.objects[handle] = obj
        self.tcl.eval("interp alias {} %s {} ::nslab::dispatch %s" % (handle, handle))
        return obj

    def wrap(self, link, cls):
        key = (cls, link.id)
        if key not in self.by_id:
            obj = self.register(cls)
            obj.link = link
            self.by_id[key] = obj
        return self.by_id[key]

    def lookup(self, handle):
        obj = self.objects.get(handle)
        if obj is None:
            raise ScriptError("%r is not an object" % (handle,))
        return obj

    def agent(self, handle):
        obj = self.lookup(handle)
        if not isinstance(obj, AgentObject):
            raise ScriptError("%r is not an agent" % (handle,))
        return obj.agent

    def c_printf(self, text):
        """Output ns-2 writes with C stdio rather than Tcl's stdout channel: on a
        pipe or file it comes out after the Tcl output, at exit."""
        if sys.stdout.isatty():
            self.tcl.eval("::nslab::tcl_flush stdout")
            sys.stdout.write(text)
            sys.stdout.flush()
        else:
            self.c_stdout.append(text)

    def handle_of_node(self, node):
        for obj in self.objects.values():
            if isinstance(obj, NodeObject) and obj.node is node:
                return obj.handle
        return ""

    def queue_defaults(self, qtype):
        """Class variables of Queue and Queue/<qtype> that the queue type has
        (raw strings; the builder converts and checks them)."""
        table = P.QUEUE_CLASSES.get(qtype, {})
        if qtype == "FQ":
            manager = self._class_defaults("FQLink").get("queueManagement_", "DropTail")
            if manager != "DropTail":
                raise ScriptError("FQLink queueManagement_ %s: nslab's FQ links keep their "
                                  "flows in DropTail queues only" % manager)
        return {name: raw for name, raw in self._class_defaults("Queue/" + qtype).items()
                if name in table}

    def configure_fq_links(self):
        """FQ makes each flow's Queue/DropTail during the run, with the class
        defaults of that time: take them at `$ns run`."""
        defaults = self.queue_defaults("DropTail")
        for link in self.sim.links.values():
            if link.queue_type != "FQ":
                continue
            for name in ("limit_", "drop_front_", "queue_in_bytes_", "mean_pktsize_"):
                if "flow_" + name not in link.explicit:
                    raw = defaults.get(name, P.QUEUE[name].default)
                    link["flow_" + name] = P.QUEUE[name].convert(raw, "Queue/DropTail")
                    link.explicit.discard("flow_" + name)
    def typed(self, handle, cls):
        """The object `handle`, which must be a `cls` (else a ScriptError)."""
        obj = self.lookup(handle)
        if not isinstance(obj, cls):
            raise ScriptError("%r is not %s object" % (handle, cls.tcl_class))
        return obj

    def handle_of(self, agent):
        for obj in self.objects.values():
            if isinstance(obj, AgentObject) and obj.agent is agent:
                return obj.handle
        return ""

    def handle_of_object(self, target):
        """The handle of the Tcl object wrapping Python object `target`."""
        for obj in self.objects.values():
            if target is not None and target in (getattr(obj, "rv", None), getattr(obj, "em", None),
                                                 getattr(obj, "app", None)):
                return obj.handle
        return ""

    def output(self, channel):
        if channel not in self.outputs:
            path = self.channels.get(channel)
            if path is None:
                raise ScriptError("%r is not a file channel opened for writing" % (channel,))
            self.tcl.call("::nslab::tcl_flush", channel)    # what the script wrote comes first
            self.outputs[channel] = self.sim.open_trace(path, append=True)
        return self.outputs[channel]

    def command(self, script):
        """A kernel command that evaluates `script` at its time."""
        def run():
            try:
                self.tcl.call("uplevel", "#0", script)      # at the global level, as ns-2
            except tkinter.TclError as e:
                if self.exit_code is not None:
                    self.sim.halt()
                    return
                raise ScriptError(self._error_info(e)) from None
        return run

    # ---- the dispatcher -----------------------------------------------------------

    def _call(self, handle, method=None, *args):
        try:
            obj = self.lookup(handle)
            if method is None:
                raise ScriptError("%s: no command given" % handle)
            return ("0", _fmt(obj.invoke(method, args)))
        except _Exit:
            return ("1", EXIT_MARK)
        except (ScriptError, ScenarioError, ParameterError, KernelError, OSError) as e:
            return ("1", str(e))
        except tkinter.TclError as e:       # Tcl code nslab ran for the object failed
            return ("1", self._name_channels(str(e)))
        except KeyboardInterrupt:
            self._interrupted = True
            return ("1", "interrupted")
        except Exception as e:          # a bug in nslab: say so, never crash
            if os.environ.get("NSLAB_DEBUG"):
                import traceback
                traceback.print_exc()
            return ("1", "nslab internal error in %s %s: %s: %s"
                    % (handle, method, type(e).__name__, e))

    def _name_channels(self, message):
        """Tcl names a file by its channel ("file5"); add the path the script opened."""
        for channel, path in self.channels.items():
            message = message.replace('"%s"' % channel, '"%s" (%r)' % (channel, path))
        return message

    def invoke(self, method, args):
        fn = getattr(self, "cmd_" + method.replace("-", "_"))
        return fn(*args)

    def cmd_new(self, cls, *args):
        if cls == "RNG":
            obj = self.register(RngObject)
            obj.stream = self.sim.rng()
            return obj.handle
        if cls not in CLASSES:
            raise ScriptError("new: unsupported class %r (nslab implements: %s)"
                              % (cls, ", ".join(sorted(c for c in CLASSES if CLASSES[c]))))
        if cls == "Simulator":
            return self.register(SimulatorObject).handle
        if cls in ("Topography", "Channel/WirelessChannel", "God") or cls.startswith("Propagation/"):
            return self._new_wireless_object(cls)
        obj = self.register(CLASSES[cls])
        obj.tcl_class = cls
        table = _class_table(cls)
        settings = P.defaults(table)
        for name, raw in self._class_defaults(cls).items():
            if name in table:
                settings[name] = table[name].convert(raw, cls)
            else:
                obj.instvars[name] = raw
        if cls in P.AGENT_CLASSES:
            obj.agent = self.sim._new_agent(cls, settings)
        elif cls in P.APP_CLASSES:
            obj.app = self.sim._new_application(cls, settings)
        elif cls in P.RANVAR_CLASSES:
            obj.rv = self.sim.random_variable(cls, **settings)
        elif cls.startswith("ErrorModel"):
            obj.em = self._new_error_model(cls, settings, args)
        return obj.handle

    def _new_wireless_object(self, cls):
        obj = self.register(CLASSES[cls])
        obj.tcl_class = cls
        if cls == "Topography":
            obj.wl = self.sim.topography()
        elif cls == "Channel/WirelessChannel":
            obj.wl = self.sim.channel()
        elif cls.startswith("Propagation/"):
            obj.wl = W.Propagation(cls)
        else:
            self.god = obj
        return obj.handle

    def cmd_create_god(self, nodes):
        """create-god n (tcl/mobility/com.tcl): the God object, told the node count."""
        god = getattr(self, "god", None)
        if god is None:
            self._new_wireless_object("God")
            god = self.god
        self.sim.create_god(nodes)
        return god.handle

    def _new_error_model(self, cls, settings, args):
        """`new ErrorModel`, or `new ErrorModel/Uniform rate ?unit?`."""
        em = self.sim.error_model(**settings)
        em.drop_target("none")          # ns-2: no drop-target until one is set
        if cls == "ErrorModel/Uniform":
            if not 1 <= len(args) <= 2:
                raise ScriptError("new ErrorModel/Uniform: expected rate ?unit?, got %d "
                                  "arguments" % len(args))
            em["rate_"] = args[0]
            em.unit = args[1] if len(args) > 1 and args[1] in P.ERROR_UNITS else "pkt"
        return em

    def _class_defaults(self, cls):
        merged = {}
        parts = cls.split("/")
        for i in range(1, len(parts) + 1):
            merged.update(self.class_vars.get("/".join(parts[:i]), {}))
        return merged

    def cmd_class(self, cls, method=None, name=None, *value):
        if cls == "God" and method == "instance":
            if getattr(self, "god", None) is None:
                raise ScriptError("God instance: there is no God yet (call create-god first)")
            return self.god.handle
        if method != "set" or name is None:
            raise ScriptError("%s: only class variables ('%s set name ?value?') are supported"
                              % (cls, cls))
        if value:
            table = _class_table(cls)
            if name in table:
                table[name].convert(value[0], cls)       # validate now, store raw
            self.class_vars.setdefault(cls, {})[name] = value[0]
            return value[0]
        merged = self._class_defaults(cls)
        if name in merged:
            return merged[name]
        if (cls, name) in P.WIRELESS_TEXT:
            return P.WIRELESS_TEXT[cls, name]
        for table in (_class_table(cls), P.QUEUE, P.LINK):
            if name in table:
                return _fmt_bound(table[name], table[name].default)
        raise ScriptError("%s: no class variable %r" % (cls, name))

    def cmd_delete(self, handle):
        self.objects.pop(handle, None)

    def cmd_ns_random(self, *seed):
        default = self.objects["defaultRNG"]
        if seed:
            return default.tcl_seed(seed[0])
        return default.tcl_next_random()

    def cmd_exit(self, code="0"):
        self.exit_code = int(_number(code, "exit: code"))
        self.sim.halt()

    def cmd_opened(self, channel, path, mode="r", *perm):
        if any(c in mode for c in "wa") or "WRONLY" in mode or "RDWR" in mode:
            self.channels[channel] = path

    def cmd_closing(self, channel):
        out = self.outputs.pop(channel, None)
        if out is not None:
            out.close()

    def cmd_is_trace(self, channel):
        return 1 if channel in self.outputs else 0

    def cmd_write(self, channel, text, newline):
        self.sim.kernel.write_output(self.outputs[channel].id,
                                     (text + ("\n" if newline == "1" else "")).encode())

    def cmd_flushing(self, channel):
        out = self.outputs.get(channel)
        if out is not None:
            out.flush()

    # ---- running --------------------------------------------------------------------

    def _error_info(self, error):
        try:
            info = self.tcl.eval("set ::errorInfo")
        except tkinter.TclError:
            info = ""
        return info or str(error)

    def run_file(self, path):
        """Source the script; returns the exit status (the script's `exit` code).
        ScriptError if the script fails or any of its output files could not be
        written in full (a cut trace never passes for a finished run)."""
        self.tcl.setvar("argv0", path)
        try:
            self.tcl.eval("source {%s}" % path)
        except tkinter.TclError as e:
            if self.exit_code is None:
                problems = self._finish()
                if getattr(self, "_interrupted", False):
                    raise KeyboardInterrupt() from None
                message = self._error_info(e)
                raise ScriptError("\n".join([message] + [p for p in problems if p not in message])) \
                    from None
        problems = self._finish()
        if problems:
            raise ScriptError("\n".join(problems))
        return self.exit_code or 0

    def _finish(self):
        """Flush and close every output file, the kernel's and Tcl's own; returns
        the messages of the writes that failed."""
        problems = []
        for close in [self.sim.flush_trace] + [out.close for out in self.outputs.values()]:
            try:
                close()
            except OSError as e:
                if (e.strerror or str(e)) not in problems:
                    problems.append(e.strerror or str(e))
        failed = self.tcl.eval(
            "set ::nslab::failed {}\n"
            "foreach c [file channels file*] {\n"
            "    if {[catch {::nslab::tcl_close $c} msg]} { lappend ::nslab::failed $c $msg }\n"
            "}\n"
            "set ::nslab::failed")
        failed = self.tcl.splitlist(failed)
        for channel, message in zip(failed[::2], failed[1::2]):
            problems.append("cannot write file %r: %s" % (self.channels.get(channel, channel),
                                                          self._name_channels(message)))
        try:
            self.tcl.eval("::nslab::tcl_flush stdout")
        except tkinter.TclError:
            pass
        if self.c_stdout:
            sys.stdout.write("".join(self.c_stdout))
            sys.stdout.flush()
            self.c_stdout = []
        return problems


def run_script(path, argv=()):
    """Run an ns-2 script as `ns path argv...` would; returns the exit status."""
    if not os.path.exists(path):
        raise FileNotFoundError("script not found: %s" % path)
    return Runner(path, list(argv)).run_file(path)
