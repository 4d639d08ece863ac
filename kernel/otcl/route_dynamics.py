"""Links that go down and come back up, and the routing that follows (nslab.otcl):
`$ns rtmodel-at T down|up $n1 $n2`, `$ns rtmodel Deterministic {parms} $n1 [$n2]`,
`$ns rtproto Static|Session|DV|LS|Algorithmic|Manual`, and the links' `up`, `down`, `up?`, `cost`, `cost?`,
`dynamic` and `trace-dynamics`.

The model is ns-2's (tcl/rtglib/dynamics.tcl, route-proto.tcl), rewritten:

* A route model names the links between two nodes (both ways) or between one node and
  each of its neighbours.  At `$ns run` its links become dynamic and its first event is
  put on the simulator's route queue.  The queue holds one list of (model, operation)
  per instant and one scheduled command per instant; when it runs, every operation of
  the instant runs in order, then every model of the list is notified (the routing
  reacts then).  A Deterministic model first goes down at start + up interval, then
  alternates, down for the down interval and up for the up interval, until its finish
  time; an Exponential one alike, each interval (the first's up one included) times an
  exponential draw of mean 1 from ns-2's route RNG (the one DV draws from); a Manual
  one (`rtmodel-at`) does its one operation.
* A link going down empties its queue and its wire, dropping the packets through its
  drop head ('d' lines), and from then on takes no packet, silently (core/dynlink.pxi).
  Each model that names a link gives it one trace of its changes per trace file open
  when the model was made: in the `trace-all` file the line `v T link-down SRC DST`, in
  the nam trace `l -t T -s SRC -d DST -S DOWN` and `v -t T link-down T SRC DST` (`up`
  alike); two models on one link write each line twice.
* Routing: Static (the default) keeps its routes, so packets for a link that is down
  are lost there; Session recomputes every route over the links that are up at each
  notification; DV (nslab.otcl.route_dv) and LS (nslab.otcl.route_ls) have the route
  objects of the model's nodes look at their links, which sends triggered updates;
  Algorithmic (nslab.otcl.route_algo) keeps its tree; Manual (nslab.otcl.route_manual)
  keeps the script's routes.  Then each listener (CtrMcast's trees) is told.  The links
  are taken in the order Tcl lists an array's names, as ns-2's loops over its arrays do
  (asked of the script's own Tcl).

Not modelled (each stops the script with an error naming it): the routing protocol
Algorithmic or Manual beside another protocol, DV beside LS, Trace route models, and link costs
other than 1 under Static or Session routing (the kernel routes by hop count).
"""
import sys

from .. import rng as R
from ..errors import ScriptError
from . import handles
from .base import _number
from .route_manual import check_protocols, manual_routing

ROUTING = ("Static", "Session", "DV", "LS", "Algorithmic", "Manual")
_UNMODELLED_PROTOCOLS = ("Direct", "Dummy")
_UNMODELLED_MODELS = ("Trace",)
_MODELS = ("Deterministic", "Exponential", "Manual")
# ns-default.tcl's rtModel defaults (seconds): start, then per model up and down
_START, _FINISH = 0.5, None
_INTERVALS = {"Deterministic": (2.0, 1.0), "Exponential": (10.0, 1.0)}


class RouteModel:
    """One `rtmodel`: its links in ns-2's order, its nodes, its timing."""

    def __init__(self, dynamics, kind, links, node_ids):
        self.dynamics, self.kind, self.links, self.node_ids = dynamics, kind, links, node_ids
        self.start, self.finish = _START, _FINISH
        self.up_interval, self.down_interval = _INTERVALS.get(kind, (None, None))
        self.manual = None          # (op, time) of a Manual model

    def set_parms(self, words):
        """Deterministic's {start up down finish}, {start up down} or {up down};
        "-" or "" keeps the default."""
        order = {4: ("start", "up_interval", "down_interval", "finish"),
                 3: ("start", "up_interval", "down_interval"),
                 2: ("up_interval", "down_interval")}.get(len(words), ())
        for name, word in zip(order, words):
            if word not in ("-", ""):
                setattr(self, name, _number(word, "rtmodel %s %s" % (self.kind, name)))

    def first_event(self):
        if self.manual is not None:
            op, at = self.manual
            self.event_at(at, op)
        else:
            self.event_in(self.start + self._draw() * self.up_interval, "down")

    def _draw(self):
        """An Exponential model's factor of an interval (ns-2's route RNG), else 1."""
        if self.kind != "Exponential":
            return 1
        return self.dynamics.route_rng().exponential()

    def event_in(self, interval, op):
        self.event_at(self.dynamics.sim.now + interval, op)

    def event_at(self, when, op):
        if self.finish is not None and when > self.finish:
            if op == "up":
                self.dynamics.enqueue(self.finish, self, op)
        else:
            self.dynamics.enqueue(when, self, op)

    def run(self, op):
        for link in self.links:
            self.dynamics.set_link(link, op == "up")
        if self.kind != "Manual":
            interval = self.down_interval if op == "down" else self.up_interval
            self.event_in(self._draw() * interval, "up" if op == "down" else "down")


class RouteDynamics:
    """The route models, link traces and routing protocol of one script."""

    def __init__(self, runner):
        self.runner, self.sim = runner, runner.sim
        self.simulator = None           # the script's Simulator object (its trace-all)
        self.protocols = []             # `$ns rtproto` names, in order
        self.models = []
        self.traces = {}                # link -> [(kind "all"|"nam", channel)]
        self.costs = {}                 # link -> cost set by the script
        self.queue = {}                 # instant -> [(model, op)]
        self.dynamic = set()            # links with a route model
        self.dv = None                  # DVRouting or LSRouting, with `rtproto DV` or `LS`
        self.listeners = []             # told after each routing change (CtrMcast's trees)
        self.rng = None                 # ns-2's rtglibRNG, made when first drawn from

    # ---- building, before `$ns run` ----------------------------------------------

    def add_protocol(self, proto):
        if proto in _UNMODELLED_PROTOCOLS:
            raise ScriptError("rtproto %s: the dynamic routing protocol %s is not implemented "
                              "in nslab (it has: %s)" % (proto, proto, ", ".join(ROUTING)))
        if proto not in ROUTING:
            raise ScriptError("rtproto: unknown routing protocol %r (nslab has: %s)"
                              % (proto, ", ".join(ROUTING)))
        if proto not in self.protocols:
            self.protocols.append(proto)

    def add_model(self, kind, parms, node_handles, node_of):
        """A route model on the links of one node pair, or of one node and each
        neighbour; returns it (None for a kind ns-2 does not know)."""
        if kind in _UNMODELLED_MODELS:
            raise ScriptError("rtmodel %s: this route model is not implemented in nslab "
                              "(it has: %s and rtmodel-at)" % (kind, ", ".join(_MODELS)))
        if kind not in _MODELS:
            return None
        if len(node_handles) not in (1, 2):
            raise ScriptError("rtmodel %s: expected one node or two nodes, got %d"
                              % (kind, len(node_handles)))
        nodes = [node_of(h) for h in node_handles]
        keys = {}
        for a, b in self._pairs([node.id for node in nodes]):
            link = self.sim.links.get((a, b))
            if link is None:
                raise ScriptError("rtmodel %s: no link from node %d to node %d" % (kind, a, b))
            keys["%d:%d" % (a, b)] = link
        order = self.runner.tcl.splitlist(self.runner.tcl.call("::nslab::array_order",
                                                               list(keys)))
        ends = sorted({int(n) for key in keys for n in key.split(":")})
        model = RouteModel(self, kind, [keys[k] for k in order], ends)
        if kind == "Manual":
            if len(parms) != 2 or parms[0] not in ("up", "down"):
                raise ScriptError("rtmodel-at: expected up or down and a time, got %r"
                                  % " ".join(parms))
            model.manual = (parms[0], _number(parms[1], "rtmodel-at time"))
        else:
            model.set_parms(parms)
        self._trace(model)
        self.models.append(model)
        return model

    def _pairs(self, ids):
        """The (from, to) node ids of the links a model on these nodes names."""
        if len(ids) == 2:
            return [(ids[0], ids[1]), (ids[1], ids[0])]
        pairs = []
        for a, b in self.sim.links:     # the node's neighbours, as its links were made
            if a == ids[0]:
                pairs += [(a, b), (b, a)]
        return pairs

    def _trace(self, model):
        for kind, channel in (("all", getattr(self.simulator, "trace_all_channel", None)),
                              ("nam", self.runner.nam.trace_channel)):
            if channel is not None:
                for link in model.links:
                    self.traces.setdefault(link, []).append((kind, channel))

    def route_rng(self):
        """ns-2's route RNG (rtglibRNG), shared by Exponential models and DV: an RNG
        seeded 1 as ns starts, so the stream of package seed 1."""
        if self.rng is None:
            self.rng = R.Stream(self.sim.kernel, self.sim.kernel.new_stream([1.0] * 6))
        return self.rng

    def set_cost(self, link, cost):
        self.costs[link] = cost

    def cost(self, link):
        return self.costs.get(link, 1)

    # ---- at `$ns run` and after --------------------------------------------------

    def configure(self):
        """ns-2's rtmodel-configure: links dynamic, first events queued."""
        check_protocols(self.protocols)
        if "Algorithmic" in self.protocols:
            self._configure_algorithmic()
        elif not {"DV", "LS"} & set(self.protocols) and any(c != 1 for c in self.costs.values()):
            raise ScriptError("cost: static routing over links of different costs is not "
                              "implemented in nslab (its routes take the fewest hops; DV "
                              "routing counts the costs)")
        for model in self.models:
            self.dynamic.update(model.links)
            model.first_event()
        if "DV" in self.protocols and "LS" in self.protocols:
            raise ScriptError("rtproto DV beside LS is not implemented in nslab")
        if "DV" in self.protocols:
            from .route_dv import DVRouting     # here, not at start-up: few scripts use DV
            self.dv = DVRouting(self.runner, self)
            self.dv.start()
        if "LS" in self.protocols:
            from .route_ls import LSRouting     # likewise
            self.dv = LSRouting(self.runner, self)
            self.dv.start()

    def _configure_algorithmic(self):
        if len(self.protocols) > 1:
            raise ScriptError("rtproto Algorithmic beside %s is not implemented in nslab"
                              % ", ".join(p for p in self.protocols if p != "Algorithmic"))
        from .route_algo import install     # here, not at start-up: few scripts use it
        install(self.sim)

    def enqueue(self, when, model, op):
        now = self.sim.now
        if now >= when:
            sys.stderr.write("insq: Cannot set event in the past\n")
            return
        if when not in self.queue:
            self.queue[when] = []
            self.sim.after(when - now, lambda: self._run_instant(when))
        self.queue[when].append((model, op))

    def _run_instant(self, when):
        done = []
        for model, op in self.queue[when]:
            model.run(op)
            done.append(model)
        for model in done:
            self.notify(model)
        del self.queue[when]

    def notify(self, model):
        """A model changed links: the route objects of its nodes look at their
        interfaces (DV), then Session routing recomputes every route."""
        if self.dv is not None:
            for nid in self.runner.tcl.splitlist(self.runner.tcl.call(
                    "::nslab::array_order", [str(n) for n in model.node_ids])):
                self.dv.interfaces_changed(int(nid))
        if "Session" in self.protocols:
            self.sim.kernel.set_route_graph([(a, b, link.id)
                                             for (a, b), link in self.sim.links.items()
                                             if self.sim.kernel.link_is_up(link.id)])
        for listener in self.listeners:
            listener()

    def set_link(self, link, up):
        """Link instproc up / down: the kernel's link, then its traces."""
        if link not in self.dynamic:
            sys.stderr.write("Link %d->%d was not declared dynamic, and cannot be taken "
                             "%s.  ignored\n" % (link.src.id, link.dst.id, "up" if up else "down"))
            return
        self.sim.kernel.set_link_up(link.id, up)
        word, state = ("link-up", "UP") if up else ("link-down", "DOWN")
        now = "%.17g" % self.sim.now
        src, dst = link.src.id, link.dst.id
        puts = self.runner.tcl.call
        for kind, channel in self.traces.get(link, ()):
            if kind == "all":
                puts("puts", channel, "v %s %s %d %d" % (now, word, src, dst))
            else:
                puts("puts", channel, "l -t %s -s %d -d %d -S %s" % (now, src, dst, state))
                puts("puts", channel, "v -t %s %s %s %d %d" % (now, word, now, src, dst))


def dynamics_of(runner):
    """The runner's RouteDynamics, made at its first use."""
    if getattr(runner, "route_dynamics", None) is None:
        runner.route_dynamics = RouteDynamics(runner)
    return runner.route_dynamics


class RouteDynamicsCommands:
    """The Simulator's commands of this module (mixed into SimulatorObject)."""

    @property
    def dynamics(self):
        dynamics = dynamics_of(self.runner)
        dynamics.simulator = self
        return dynamics

    def tcl_rtproto(self, proto, *nodes):
        if nodes:
            raise ScriptError("rtproto %s: routing on some nodes only is not implemented in "
                              "nslab (give no nodes: every node routes)" % proto)
        # ns-route.tcl's rtproto makes the RouteLogic object (Algorithmic: a new one each time)
        if proto == "Algorithmic" or not getattr(self, "route_logic_made", False):
            self.runner.reserve(handles.ROUTE_LOGIC_PARTS)
            self.route_logic_made = True
        if proto == "Dummy":        # ns-sat.tcl's protocol that computes no routes (nslab.satellite)
            self.routes_nothing = True
            return
        self.dynamics.add_protocol(proto)
        if proto == "Manual":       # ns-2's pre-init-all: `Node enable-module Manual`
            self.runner.manual_modules = True
            manual_routing(self.runner)

    def refuse_unrouted_links(self):
        """At `$ns run`: under rtproto Dummy ns-2 routes nothing over links made by
        duplex-link or simplex-link; nslab would route them, so it refuses instead."""
        if getattr(self, "routes_nothing", False) and self.runner.link_handles:
            raise ScriptError("rtproto Dummy with links made by duplex-link or simplex-link: "
                              "ns-2 then computes no routes over them, which nslab does not "
                              "model (it has Dummy for satellite links only)")

    def tcl_rtmodel(self, kind, parms, *nodes):
        model = self.dynamics.add_model(kind, list(self.runner.tcl.splitlist(parms)), nodes,
                                        self._node)
        if model is None:
            return ""
        name = "rtModel%d" % len(self.dynamics.models)
        self.runner.tcl.createcommand(name, lambda *words: _model_command(self, model, words))
        return name

    def tcl_rtmodel_at(self, at, op, *nodes):
        return self.tcl_rtmodel("Manual", "%s %s" % (op, at), *nodes)


class DynamicLinkCommands:
    """A link's commands of this module (mixed into LinkObject)."""

    def _dynamics(self):
        return dynamics_of(self.runner)

    def tcl_up(self):
        self._dynamics().set_link(self.link, True)

    def tcl_down(self):
        self._dynamics().set_link(self.link, False)

    def tcl_cost(self, value):
        self._dynamics().set_cost(self.link, _number(value, "cost"))

    def tcl_dynamic(self):
        self._dynamics().dynamic.add(self.link)

    def tcl_trace_dynamics(self, ns, channel, op=""):
        """One more trace of the link's changes: `v` lines on `channel`, or with op
        "nam" the nam lines."""
        self._dynamics().traces.setdefault(self.link, []).append(
            ("nam" if op == "nam" else "all", channel))


def _model_command(simulator, model, words):
    """A route model's command: `$rtm trace $ns file ?nam?` gives each of its links one
    more trace of its changes (ns-2's rtModel trace, its links in the order Tcl lists
    them)."""
    if len(words) not in (3, 4) or words[0] != "trace":
        raise ScriptError("rtModel: nslab implements `trace ns file ?nam?` on a route model, "
                          "got %r" % " ".join(words))
    op = words[3] if len(words) == 4 else ""
    for link in model.links:
        simulator.dynamics.traces.setdefault(link, []).append(
            ("nam" if op == "nam" else "all", words[2]))
    return ""


def _up_query(self):
    return "up" if self.runner.sim.kernel.link_is_up(self.link.id) else "down"


def _cost_query(self):
    cost = self._dynamics().cost(self.link)
    return "%d" % cost if cost == int(cost) else "%.17g" % cost


setattr(DynamicLinkCommands, "tcl_up?", _up_query)
setattr(DynamicLinkCommands, "tcl_cost?", _cost_query)
