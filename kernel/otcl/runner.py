"""One script run (nslab.otcl): the Tcl interpreter, the objects and the simulator.

`Runner` makes a Tcl interpreter (tkinter's, without Tk), loads prelude.tcl into it (the Tcl glue:
handles dispatch to Python, wrapped file channels, ns-2's global procs) and otcl.tcl
(OTcl's classes, instprocs and instvars), registers the classes a script can `new`
(CLASSES) and those whose class variables it may only set (NS2_CLASSES), then sources the
script.  Every built-in object is a Python TclObject and a Tcl command of the same handle;
the command looks for the script's instprocs first (otcl.tcl), then `_call` dispatches it
to the Python object and turns any error into a Tcl error naming the command.  `run_script` runs a script as `ns script argv...`.
"""
import functools
import gc
import os
import sys

# Tcl comes with tkinter, which some distributions ship apart.  The interpreter is made by
# tkinter's C module: the tkinter package around it (Tk's widgets, its enums) costs a
# start-up of `nslab run` about a tenth of its instructions, and its Tcl() would also
# source the user's ~/.Tk.tcl and ~/.Tk.py into the script's interpreter.
try:
    import _tkinter
except ImportError:
    _tkinter = None

from .. import params as P
from .. import wireless as W
from ..errors import KernelError, ParameterError, ScenarioError, ScriptError
from ..simulator import Simulator
from .mcast_commands import allocaddr
from .base import Unbound, _Exit, _fmt, _fmt_bound, _number, _tcl_boolean
from . import handles
from .network_objects import (ChannelObject, DelayLinkObject, GodObject, LinkObject,
                              NodeObject, PropagationObject, QueueObject, TopographyObject)
from .packet_headers import PacketHeaders
from .simulator_object import SimulatorObject
from . import lazy_classes
from .lazy_classes import LEGACY_CLASSES
from .abstcp import AbsTcpAgentObject
from .route_manual import ManualModuleObject
from .route_nix import NixModuleObject
from .worm import WORM_CLASSES, WormObject
from ..satellite import CLASS_NAMES as SAT_CLASS_NAMES
from .traffic_objects import (AgentObject, ApplicationObject, BaseApplicationObject,
                              ErrorModelObject, ErrorModuleObject, FtpObject,
                              RandomVariableObject, RngObject, SourceFtpObject, refuse_tcp_ecn)


def _package_text(name):
    """The text of a file of this package (read with os, not pathlib: pathlib's imports
    cost a start-up of `nslab run` several milliseconds)."""
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), name),
              encoding="utf-8") as f:
        return f.read()


# the Tcl glue every interpreter gets before the script (see the file's header)
PRELUDE = _package_text("prelude.tcl")
OTCL = _package_text("otcl.tcl")
# every class of ns-2.35 and its superclasses, as the real `ns` lists them (recorded by
# tests/reference/otcl/record.py --classes): a script may set their class variables and
# derive from them; `new` of one nslab does not implement says so
def _ns2_table(name):
    """A recorded list of ns-2.35 (tests/reference/otcl/record.py --classes), one line per
    class: its name, then words; as the Tcl list `array set` takes (class {words...}).
    Its names and words have no Tcl quoting characters (tests/kernel/test_otcl_objects.py)."""
    rows = []
    for line in _package_text(name).splitlines():
        if line and not line.startswith("#"):
            cls, _, words = line.partition(" ")
            rows.append("%s {%s}" % (cls, words))
    return " ".join(rows)


NS2_CLASS_TREE = _ns2_table("ns2_classes.txt")
# the instprocs ns-2.35's Tcl library gives each class: `$self next` reaches the Python
# side only where ns-2's next would reach one of them (otcl.tcl, next_method)
NS2_INSTPROCS = _ns2_table("ns2_instprocs.txt")

EXIT_MARK = "nslab-exit"

NO_TCL = ("running Tcl scripts needs the Tcl interpreter that comes with Python's tkinter "
          "module, and this Python (%s) has none; on Debian or Ubuntu: "
          "sudo apt-get install python3-tk (the Python API and the labs work without it)"
          % sys.executable)


# ns-2 classes whose class variables a script may set even where nslab does
# not implement the class yet (creating one is an error that names it).
NS2_CLASSES = ["Mac", "Phy", "Antenna", "Propagation", "Channel", "Node/MobileNode", "God",
               "Agent/CBR",
               "Agent/AODV", "Agent/DSDV", "ARPTable", "LL", "Queue/DropTail/PriQueue",
               "Mac/802_11", "Phy/WirelessPhy", "Antenna/OmniAntenna", "Agent", "Simulator", "Application", "Application/FTP", "Source", "Source/FTP",
               "Application/Traffic",
               "Queue", "DelayLink",
               "Node", "Agent/TCPSink/DelAck", "Agent/TCPSink/Sack1",
               "Agent/TCPSink/Sack1/DelAck", "ErrorModel", "ErrorModel/Uniform",
               "ErrorModel/Periodic", "ErrorModel/List", "ErrorModule",
               "RandomVariable", "FQLink", "QueueMonitor",
               "Integrator", "SRMErrorModel", "Session/RTP"] + list(P.TCP_CLASSES) + ["Queue/" + q for q in P.QUEUE_CLASSES] \
    + SAT_CLASS_NAMES + list(LEGACY_CLASSES)

# classes of the objects nslab makes itself (links, monitors): a script may add
# instprocs to them
OBJECT_CLASSES = ["SimpleLink", "QueueMonitor/ED", "QueueMonitor/ED/Flowmon",
                  "QueueMonitor/ED/Flow", "Classifier", "Classifier/Hash"]

CLASSES = {"Simulator": SimulatorObject, "Application": BaseApplicationObject,
           "Application/FTP": FtpObject, "Source/FTP": SourceFtpObject, "RNG": RngObject,
           "ErrorModel": ErrorModelObject, "ErrorModel/Uniform": ErrorModelObject,
           "ErrorModel/Periodic": ErrorModelObject, "ErrorModel/List": ErrorModelObject,
           "ErrorModule": ErrorModuleObject,
           "Topography": TopographyObject, "Channel/WirelessChannel": ChannelObject,
           "Propagation/TwoRayGround": PropagationObject, "Propagation/FreeSpace": PropagationObject,
           "Propagation/Shadowing": PropagationObject,
           "Propagation/ShadowingVis": PropagationObject,
           "God": GodObject, "TBF": None,
           "RtModule/Manual": ManualModuleObject, "RtModule/Nix": NixModuleObject}
# classes whose Python side is imported at their first `new` (nslab.otcl.lazy_classes): None
CLASSES.update(dict.fromkeys(lazy_classes.OBJECTS))
CLASSES.update({name: WormObject for name in WORM_CLASSES})
CLASSES.update({name: AbsTcpAgentObject if P.AGENT_CLASSES[name][0] == "abstcp" else AgentObject
                for name in P.AGENT_CLASSES})
CLASSES.update({name: ApplicationObject for name in P.APP_CLASSES})
CLASSES.update({name: RandomVariableObject for name in P.RANVAR_CLASSES})


# the Tcl that declares the classes the Python side knows (one script: evaluated once
# per run, at start-up)
# which of a simplex link's parts (nslab.otcl.handles) each link object is
_LINK_PART_OFFSETS = {QueueObject: handles.QUEUE_OFFSET, LinkObject: handles.LINK_OFFSET,
                      DelayLinkObject: handles.DELAY_OFFSET}

_CLASS_COMMANDS = "".join(
    "set ::nslab::otcl::isclass(%s) 1; set ::nslab::otcl::pyclass(%s) 1\n"
    "interp alias {} %s {} ::nslab::otcl::class_command %s\n" % (cls, cls, cls, cls)
    + ("set ::nslab::otcl::builtin(%s) 1\n" % cls if cls in CLASSES else "")
    for cls in dict.fromkeys(list(CLASSES) + NS2_CLASSES + OBJECT_CLASSES))


@functools.lru_cache(maxsize=None)
def _own_class_defaults(cls):
    """P.OWN_CLASS_DEFAULTS of `cls` and its ancestors (by name), the nearest winning."""
    merged = {}
    parts = cls.split("/")
    for i in range(1, len(parts) + 1):
        merged.update(P.OWN_CLASS_DEFAULTS.get("/".join(parts[:i]), ()))
    return tuple(merged.items())


def _class_table(cls):
    """The parameter table of an ns-2 class nslab implements ({} if none)."""
    if cls in P.AGENT_CLASSES:
        return P.AGENT_CLASSES[cls][2]
    if cls in P.APP_CLASSES:
        return P.APP_CLASSES[cls][1]
    if cls in P.RANVAR_CLASSES:
        return P.RANVAR_CLASSES[cls][1]
    if cls == "ErrorModel/Periodic":
        return dict(P.ERROR_MODEL, **P.ERROR_MODEL_PERIODIC)
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
        if _tkinter is None:
            raise ScriptError(NO_TCL)
        # as tkinter.Tcl() makes it: no Tk, values as Tcl objects (wantobjects)
        self.tcl = _tkinter.create(None, "nslab", "Tk", False, True, False, False, None)
        self.sim = Simulator(capture=capture)       # capture: see nslab.trace.from_kernel
        self.sim.kernel.echo_c_output = True        # ns-2's printf lines, as `ns` prints them
        self.objects, self.by_id = {}, {}
        self.channels, self.outputs = {}, {}
        self.class_vars = self.sim.class_vars      # shared with the Python API
        self.exit_code = None
        self.packet_headers = PacketHeaders()
        self.next_id = handles.FIRST_HANDLE
        self.link_handles = {}          # link id -> the first handle ns-2 gives its parts
        self.texts = []                 # what `$udp send n text` sent, by number
        self.srm_records = []           # what SRM's control messages carry (nslab.mcast.srm)
        self.agent_handles = {}         # kernel agent id -> its object's handle
        self.event_trace_channel = None # `eventtrace-all`: where new TCP agents trace events
        self.byte_readers = {}          # Full TCP agent id -> its TcpApp's recv_bytes
        self.sim.kernel.upcall = self._agent_event
        self.tcl.createcommand("::nslab::call", self._call)
        self.tcl.eval(PRELUDE)
        self.tcl.eval(OTCL)
        for table, rows in (("ns2_super", NS2_CLASS_TREE), ("ns2_instprocs", NS2_INSTPROCS)):
            self.tcl.call("array", "set", "::nslab::otcl::" + table, rows)
        self.objects["::nslab"] = self
        self.tcl.eval(_CLASS_COMMANDS)
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

    def register(self, cls, handle=None, tcl_class=None):
        """A new object of Python class `cls` and its Tcl command; its OTcl class is
        `tcl_class` (default cls.tcl_class).  One Tcl call (otcl.tcl's adopt): a script
        makes thousands of objects, and each call into Tcl costs more than the rest."""
        if handle is None:
            handle = "_o%d" % self.next_id
            self.next_id += 1
        obj = cls(self, handle)
        obj.tcl_class = tcl_class or cls.tcl_class
        self.objects[handle] = obj
        self.tcl.call("::nslab::otcl::adopt", handle, obj.tcl_class)
        return obj

    def set_class(self, obj, tcl_class):
        """The object's class, on both sides (its instprocs are looked up from it)."""
        obj.tcl_class = tcl_class
        self.tcl.call("set", "::nslab::otcl::class(%s)" % obj.handle, tcl_class)

    def reserve(self, count):
        """Skip the handles of `count` objects ns-2's library makes inside a command
        (nslab.otcl.handles); returns the first one's number."""
        first = self.next_id
        self.next_id += count
        return first

    def cmd_next_handle(self):
        """A handle for an object of a script's own class (OTcl numbers them with the rest)."""
        handle = "_o%d" % self.next_id
        self.next_id += 1
        return handle

    def cmd_bound(self, handle, name):
        """1 if the object's Python side binds variable `name` (reads and writes go
        through it), 0 if the variable is an ordinary Tcl one."""
        obj = self.lookup(handle)
        obj.probing = True
        try:
            obj.tcl_set(name)
        except Unbound:
            return 0
        except Exception:       # bound, but not readable now (the set itself will say why)
            return 1
        finally:
            obj.probing = False
        return 1

    def wrap(self, link, cls):
        key = (cls, link.id)
        if key not in self.by_id:
            first = self.link_handles.get(link.id)
            offset = _LINK_PART_OFFSETS.get(cls)
            handle = None if first is None or offset is None else "_o%d" % (first + offset)
            obj = self.register(cls, handle, tcl_class="Queue/" + link.queue_type
                                if cls is QueueObject else None)
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
        """Output ns-2 writes with C stdio rather than Tcl's stdout channel: it goes
        through the kernel's C stdout too, so on a pipe or file it comes out after
        the Tcl output, at exit, and in a terminal line by line."""
        self.sim.kernel.print_c(text)

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
        values = self._class_defaults("Queue/" + qtype)
        if qtype == "RED/RIO":      # its own ns-2 defaults hide Queue/RED's class values
            own = self.class_vars.get("Queue/RED/RIO", {})
            values = {name: raw for name, raw in values.items()
                      if name not in P.RIO_OWN or name in own}
        return {name: raw for name, raw in values.items() if name in table}

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
            pending = int(self.tcl.call("chan", "pending", "output", channel))
            self.tcl.call("::nslab::tcl_flush", channel)    # what the script wrote comes first
            self.outputs[channel] = self.sim.open_trace(path, append=True)
            self.sim.kernel.set_output_pending(self.outputs[channel].id, pending)
        return self.outputs[channel]

    def keep_text(self, text):
        """The number of a text a UDP packet carries (the kernel carries the number)."""
        self.texts.append(text)
        return len(self.texts) - 1

    def _agent_event(self, aid, method, *args):
        """The kernel's upcall: an agent's event runs its object's instproc (Ping's
        `recv from rtt`, UDP's `process_data from text`), at the global level."""
        if method == "process_data":
            args = (args[0], self.texts[args[1]])
        elif method == "recv-message":             # Agent/Message's recv {text}
            method, args = "recv", (self.texts[args[0]],)
        elif method == "recv_bytes":    # Full TCP delivered bytes to its Application/TcpApp
            self._guarded(self.byte_readers[aid], *args)
            return
        elif method == "message-passing":    # Agent/MessagePassing: recv source sport size text
            method, args = "recv", args[:3] + (self.texts[args[3]] if args[3] >= 0 else "",)
        handle = self.agent_handles.get(aid)
        if handle is None or handle not in self.objects:
            return                      # the object was deleted
        if method in ("srm-recv", "rtp-recv"):  # SRM's and RTP's Python sides (nslab.mcast)
            self._guarded(getattr(self.objects[handle], method.replace("-", "_")), *args)
            return
        self._guarded(self.tcl.call, "uplevel", "#0", (handle, method) + tuple(str(a) for a in args))

    def _guarded(self, fn, *args):
        """Run script code from inside the run: `exit` halts, an error stops the run."""
        try:
            fn(*args)
        except _tkinter.TclError as e:
            if self.exit_code is not None:
                self.sim.halt()
                return
            raise ScriptError(self._error_info(e)) from None

    def command(self, script):
        """A kernel command that evaluates `script` at its time."""
        def run():
            try:
                self.tcl.call("uplevel", "#0", script)      # at the global level, as ns-2
            except _tkinter.TclError as e:
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
        except _tkinter.TclError as e:       # Tcl code nslab ran for the object failed
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
        make = lazy_classes.maker(cls)      # a model few scripts use: imported now
        if make is not None:
            return make(self, cls, args)
        if cls.startswith("Queue/") and cls[6:] in P.QUEUE_CLASSES:
            raise ScriptError("new: a queue of class %r made apart from a link (as scripts that "
                              "assemble their own links from ns-2's parts do) is not "
                              "implemented in nslab: give the queue type to duplex-link or "
                              "simplex-link" % cls)
        if cls.startswith("RtModule/"):
            raise ScriptError("new %s: nslab makes a node's routing modules itself (`$ns "
                              "rtproto Manual`, `$ns set-nix-routing`)" % cls)
        if cls not in CLASSES:
            raise ScriptError("new: unsupported class %r (nslab implements: %s)"
                              % (cls, ", ".join(sorted(list(CLASSES) + list(LEGACY_CLASSES)))))
        if cls == "Simulator":
            self.packet_headers.fixed = True
            obj = self.register(SimulatorObject)
            self.reserve(handles.SIMULATOR_PARTS)
            if args[:1] == ("-multicast",):         # ns-lib's Simulator init
                obj.tcl_multicast(*args)
            return obj.handle
        if cls in ("Topography", "Channel/WirelessChannel", "God") or cls.startswith("Propagation/"):
            return self._new_wireless_object(cls)
        obj = self.register(CLASSES[cls] or lazy_classes.object_class(cls), tcl_class=cls)
        table = _class_table(cls)
        settings = P.defaults(table)
        for name, raw in self._class_defaults(cls).items():
            refuse_tcp_ecn(obj.handle, cls, name, raw)
            if name in table:
                settings[name] = table[name].convert(raw, cls)
            else:
                obj.instvars[name] = raw
        if cls in P.AGENT_CLASSES:
            obj.agent = self.sim._new_agent(cls, settings)
            self.agent_handles[obj.agent.id] = obj.handle
            self._event_trace(obj.agent, cls)
        elif cls in P.APP_CLASSES:
            obj.app = self.sim._new_application(cls, settings)
        elif cls in P.RANVAR_CLASSES:
            obj.rv = self.sim.random_variable(cls, **settings)
        elif cls.startswith("ErrorModel"):
            obj.em = self._new_error_model(cls, settings, args)
        elif cls == "ErrorModule":
            obj.em = self._new_error_module(args)
        elif cls == "Application/TcpApp":
            obj.attach(*args)
        elif cls.startswith("Http/"):
            obj.init(*args)
        return obj.handle

    def _event_trace(self, agent, cls):
        """Agent/TCP's init (ns-lib's create-eventtrace): after `$ns eventtrace-all`, a new
        TCP agent writes its events there (kernel/tcp/events.pxi), and to the nam trace."""
        if self.event_trace_channel is None or P.AGENT_CLASSES[cls][0] != "tcp":
            return
        if cls not in P.EVENT_TRACE_TCP_CLASSES:
            raise ScriptError("eventtrace-all: the event trace of %s is not implemented in nslab "
                              "(only of %s)" % (cls, " and ".join(P.EVENT_TRACE_TCP_CLASSES)))
        nam = self.nam.trace_channel
        self.sim.kernel.set_event_trace(agent.id, self.output(self.event_trace_channel).id,
                                        self.output(nam).id if nam is not None else -1)

    def _new_wireless_object(self, cls):
        obj = self.register(CLASSES[cls], tcl_class=cls)
        if cls == "Topography":
            obj.wl = self.sim.topography()
        elif cls == "Channel/WirelessChannel":
            obj.wl = self.sim.channel()
        elif cls.startswith("Propagation/"):
            obj.wl = W.Propagation(cls, self.sim)
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

    def _new_error_module(self, args):
        """`new ErrorModule Fid` (flows told apart by flow id, as the suites use it)."""
        if list(args[:1]) != ["Fid"] or len(args) > 2:
            raise ScriptError("new ErrorModule: nslab supports only `new ErrorModule Fid "
                              "?slots?`, got %r" % " ".join(args))
        return self.sim.error_module()

    def _new_error_model(self, cls, settings, args):
        """`new ErrorModel`, `new ErrorModel/Uniform rate ?unit?`, ErrorModel/Periodic
        or ErrorModel/List."""
        kind = {"ErrorModel/Periodic": "periodic", "ErrorModel/List": "list"}.get(cls, "uniform")
        em = self.sim.error_model(kind=kind, **settings)
        em.drop_target("none")          # ns-2: no drop-target until one is set
        if cls == "ErrorModel/Uniform":
            if not 1 <= len(args) <= 2:
                raise ScriptError("new ErrorModel/Uniform: expected rate ?unit?, got %d "
                                  "arguments" % len(args))
            em["rate_"] = args[0]
            em.unit = args[1] if len(args) > 1 and args[1] in P.ERROR_UNITS else "pkt"
        return em

    def _class_defaults(self, cls):
        """The class variables a script set on `cls` and its ancestors (by name)."""
        if not self.class_vars:         # the common case of a script's thousands of objects
            return dict(_own_class_defaults(cls))
        merged = {}
        parts = cls.split("/")
        for i in range(1, len(parts) + 1):
            name = "/".join(parts[:i])
            merged.update(P.OWN_CLASS_DEFAULTS.get(name, ()))
            merged.update(self.class_vars.get(name, {}))
        return merged

    def cmd_class(self, cls, method=None, name=None, *value):
        if cls == "God" and method == "instance":
            if getattr(self, "god", None) is None:
                raise ScriptError("God instance: there is no God yet (call create-god first)")
            return self.god.handle
        if cls == "Simulator" and method == "instance":     # ns-lib's class proc
            for handle, obj in self.objects.items():
                if isinstance(obj, SimulatorObject):
                    return handle
            raise ScriptError("Simulator instance: there is no simulator yet (new Simulator)")
        if cls == "AddrParams" and method != "set" or (cls, method) == ("Simulator", "hier-addr?"):
            from .hier_commands import class_command
            return class_command(self, cls, method, name, value)
        if cls == "Node" and method in ("enable-module", "disable-module"):
            return self._node_module(method, name, value)
        if cls == "Node" and method == "allocaddr" and name is None:
            return allocaddr(self)
        if method != "set":
            raise ScriptError("%s %s: ns-2's class command '%s' is not implemented in nslab (a "
                              "class has here: set, instproc, proc, info, superclass, create)"
                              % (cls, method, method))
        if name is None:
            raise ScriptError("wrong # args: should be \"%s set name ?value?\"" % cls)
        if value:
            table = _class_table(cls)
            if name in table:
                table[name].convert(value[0], cls)       # validate now, store raw
            self.class_vars.setdefault(cls, {})[name] = value[0]
            if (cls, name) == ("Trace", "show_tcphdr_"):
                self.sim.trace_tcphdr = _number(value[0], "Trace show_tcphdr_") != 0
            elif (cls, name) == ("Simulator", "TaggedTrace_"):
                self.sim.use_taggedtrace(_tcl_boolean(value[0], "Simulator TaggedTrace_"))
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

    def _node_module(self, method, module, extra):
        """`Node enable-module VC` / `disable-module VC`: ns-2's routing modules.  VC (virtual
        classifiers) resolves each destination's next hop on the packet's first arrival
        from the same route table the static routes come from, so packets take the same
        paths at the same times as with the base module: nslab accepts it and routes as
        usual.  Base is always there; the other modules are not modelled."""
        if module is None or extra:
            raise ScriptError("wrong # args: should be \"Node %s module\"" % method)
        if module not in ("VC", "Base") or (method, module) == ("disable-module", "Base"):
            raise ScriptError("Node %s %s: ns-2's node module '%s' is not implemented in "
                              "nslab (supported: enabling Base and VC, disabling VC)"
                              % (method, module, module))
        return ""

    def cmd_delete(self, handle):
        self.objects.pop(handle, None)

    def cmd_ns_random(self, *seed):
        default = self.objects["defaultRNG"]
        if seed:
            return default.tcl_seed(seed[0])
        return default.tcl_next_random()

    def cmd_remove_all_packet_headers(self):
        self.packet_headers.remove_all()

    def cmd_add_packet_header(self, *names):
        self.packet_headers.add(names)

    def cmd_remove_packet_header(self, *names):
        self.packet_headers.remove(names)

    def cmd_exit(self, code="0"):
        self.exit_code = int(_number(code, "exit: code"))
        self.sim.halt()

    owns_process = False

    def c_exit(self, code):
        """ns-2's exit() from C in the middle of the run (kernel ProcessExit): the kernel
        wrote its files' whole Tcl channel buffers only; Tcl's stdout and C's stdout are
        flushed, nothing else is (Tcl's own channels keep their buffers), and the process
        ends at once with `code` (a Runner made in another program's process stops with
        an error instead)."""
        if not self.owns_process:
            raise ScriptError("ns-2 exits from C here, with status %d, and nslab ends the "
                              "process only under `nslab run`" % code)
        try:
            self.tcl.eval("::nslab::tcl_flush stdout")
        except _tkinter.TclError:
            pass
        sys.stdout.flush()
        self.sim.kernel.flush_c_output()
        os._exit(code)

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

    def cmd_exec_flush(self):
        self.sim.kernel.flush_output_buffers()

    def cmd_flushing(self, channel):
        out = self.outputs.get(channel)
        if out is not None:
            out.flush()

    # ---- running --------------------------------------------------------------------

    def _error_info(self, error):
        try:
            info = self.tcl.eval("set ::errorInfo")
        except _tkinter.TclError:
            info = ""
        return info or str(error)

    def run_file(self, path):
        """Source the script; returns the exit status (the script's `exit` code).
        ScriptError if the script fails or any of its output files could not be
        written in full (a cut trace never passes for a finished run)."""
        self.tcl.setvar("argv0", path)
        # Building the scenario makes objects that live as long as the run: Python's
        # cyclic collector would walk all of them again and again (its full passes
        # grow with the scenario), so it rests until `$ns run`, and from there to
        # the end it leaves aside (freezes) what existed then.
        self._gc_paused, self._gc_frozen = gc.isenabled(), False
        gc.disable()
        try:
            self.tcl.eval("source {%s}" % path)
        except _tkinter.TclError as e:
            if self.exit_code is None:
                problems = self._finish()
                if getattr(self, "_interrupted", False):
                    raise KeyboardInterrupt() from None
                message = self._error_info(e)
                raise ScriptError("\n".join([message] + [p for p in problems if p not in message])) \
                    from None
        finally:
            self.scenario_built()
            if self._gc_frozen:
                gc.unfreeze()
                self._gc_frozen = False
        problems = self._finish()
        if problems:
            raise ScriptError("\n".join(problems))
        return self.exit_code or 0

    def scenario_built(self):
        """`$ns run`: the collector that run_file paused runs again, over the
        objects made from here on."""
        if getattr(self, "_gc_paused", False):
            self._gc_paused = False
            gc.freeze()
            self._gc_frozen = True
            gc.enable()

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
        except _tkinter.TclError:
            pass
        self.sim.kernel.flush_c_output()        # then C's stdout, as ns-2's exit does
        return problems


def run_script(path, argv=()):
    """Run an ns-2 script as `ns path argv...` would; returns the exit status."""
    if not os.path.exists(path):
        raise FileNotFoundError("script not found: %s" % path)
    runner = Runner(path, list(argv))
    runner.owns_process = True          # ns-2's exit() from C may end it (c_exit)
    return runner.run_file(path)
