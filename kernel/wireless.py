"""Wireless scenarios: node-config, mobile nodes, topography, channels, god.

    >>> from nslab import Simulator
    >>> sim = Simulator()
    >>> sim.use_newtrace()
    >>> sim.trace_all("wireless.tr")                          # doctest: +SKIP
    >>> topo = sim.topography(801, 300)
    >>> sim.create_god(2)
    >>> sim.node_config(adhoc_routing="AODV", channel=sim.channel(), topo_instance=topo,
    ...                 agent_trace=True, router_trace=True)
    >>> a, b = sim.node(), sim.node()
    >>> a.set_position(0, 50); b.set_position(200, 50)
    >>> sim.at(0, lambda: b.setdest(700, 50, 10))

Every node made while node-config names a routing protocol is a mobile node
with the configured radio (Phy/WirelessPhy + Antenna/OmniAntenna), MAC
(Mac/802_11, Mac/Simple, Mac/SMAC or Mac/Tdma), link layer with ARP, interface queue (Queue/DropTail/PriQueue)
and routing agent (AODV, DSDV or DumbAgent).  Their parameters are those of nslab.params
(WIRELESS_CLASSES), overridden by `sim.set_class_default(cls, name, value)`
(what `Mac/802_11 set dataRate_ 11Mb` does in a script) before the node is made.
"""
import math

from . import params as P
from . import rng as R
from ._kernel import Wireless
from .errors import KernelError, ParameterError, ScenarioError
from .units import boolean


class Topography:
    """A flat topography; nodes live in [0, max_x] x [0, max_y] metres."""

    def __init__(self, sim):
        self.sim = sim
        self.max_x = self.max_y = None

    def load_flatgrid(self, x, y, resolution=1):
        """A flat grid of x by y (times `resolution`) metres (ns-2 takes integers)."""
        vals = []
        for name, v in (("x", x), ("y", y), ("resolution", resolution)):
            try:
                iv = int(float(v))
            except (TypeError, ValueError):
                raise ParameterError("load_flatgrid %s: expected a number, got %r" % (name, v)) from None
            if iv <= 0:
                raise ParameterError("load_flatgrid %s: must be > 0, got %r" % (name, v))
            vals.append(iv)
        self.max_x = float(vals[0] * vals[2])
        self.max_y = float(vals[1] * vals[2])
        return self

    def __repr__(self):
        return "<Topography %sx%s>" % (self.max_x, self.max_y)


class WirelessChannel:
    """A Channel/WirelessChannel shared by the nodes configured with it."""

    def __init__(self, sim):
        self.sim = sim
        self.id = sim._wireless().add_channel()

    def __repr__(self):
        return "<WirelessChannel %d>" % self.id


PROPAGATION_MODELS = ("Propagation/TwoRayGround", "Propagation/FreeSpace", "Propagation/Shadowing",
                      "Propagation/ShadowingVis")


class Propagation:
    """A propagation model object: Propagation/TwoRayGround, Propagation/FreeSpace,
    Propagation/Shadowing (kernel/radio/shadowing.pxi), which keeps its parameters and
    its own RNG stream in the kernel so that every node configured with it shares them,
    or Propagation/ShadowingVis (kernel/radio/shadowing_vis.pxi), two Shadowing models
    chosen by line of sight over a bitmap."""

    def __init__(self, cls, sim=None):
        if cls not in PROPAGATION_MODELS:
            raise ParameterError("propagation: unknown model %r (nslab implements: %s)"
                                 % (cls, ", ".join(PROPAGATION_MODELS)))
        self.cls = cls
        self.topography = None
        self.model = -1
        self.settings = {}
        if cls == "Propagation/Shadowing":
            if sim is None:
                raise ParameterError("propagation: Propagation/Shadowing needs the simulator "
                                     "(its RNG stream lives there)")
            self._new_shadowing(sim)
        elif cls == "Propagation/ShadowingVis":
            if sim is None:
                raise ParameterError("propagation: Propagation/ShadowingVis needs the simulator")
            self.sim = sim
            self.model = sim._wireless().add_shadowing_vis()
            self.bitmap = (b"", 0, 0)
            self.ppm = 0

    def _new_shadowing(self, sim):
        """A new RNG stream, then reseeded from the predefined seed seed_ names (as the
        model's constructor does in ns-2)."""
        self.sim = sim
        self.settings = class_settings(sim, self.cls)
        self.stream = sim.rng()
        self.model = sim._wireless().add_shadowing(self.stream.id, self.settings["pathlossExp_"],
                                                   self.settings["std_db_"],
                                                   self.settings["dist0_"])
        self.seed("predef", self.settings["seed_"])

    def _check_vis(self, what):
        if self.cls != "Propagation/ShadowingVis":
            raise ParameterError("%s: only Propagation/ShadowingVis has it (this is %s)"
                                 % (what, self.cls))

    def add_models(self, good, bad):
        """`add-models good bad`: the Shadowing models of clear and of obstructed paths."""
        self._check_vis("add-models")
        for m in (good, bad):
            if not isinstance(m, Propagation) or m.cls != "Propagation/Shadowing":
                raise ParameterError("add-models: %r is not a Propagation/Shadowing model" % (m,))
        self.sim._wireless().set_vis_models(self.model, good.model, bad.model)

    def set_ppm(self, ppm):
        """`set-ppm n`: bitmap pixels per metre."""
        self._check_vis("set-ppm")
        try:
            self.ppm = int(ppm)
        except (TypeError, ValueError):
            raise ParameterError("set-ppm: expected a whole number of pixels per metre, got %r"
                                 % (ppm,)) from None
        if not 0 <= self.ppm <= 10000:
            raise ParameterError("set-ppm: %r pixels per metre is out of range (0 .. 10000)"
                                 % (ppm,))
        self.sim._wireless().set_vis_bitmap(self.model, *self.bitmap, self.ppm)

    def get_bitmap(self, path):
        """`get-bitmap file`: the ground's bitmap, a binary .pnm (magic, one comment line,
        width height maxval, the pixels) or .pgm (no comment line).  A file that cannot
        be opened prints ns-2's "image bad!"; one that cannot be read obstructs every path."""
        self._check_vis("get-bitmap")
        try:
            with open(path, "rb") as f:
                self.bitmap = read_bitmap(f.read(), str(path))
        except OSError:
            self.sim.kernel.print_c("image bad!\n")
            self.bitmap = None
        if self.bitmap is None:
            self.bitmap = (b"", 0, 0)
        self.sim._wireless().set_vis_bitmap(self.model, *self.bitmap, self.ppm)

    def set(self, name, value):
        """Set one of the model's variables (pathlossExp_, std_db_, dist0_, seed_)."""
        table = P.WIRELESS_CLASSES[self.cls]
        if name not in table:
            raise ParameterError("%s has no variable %r (it has: %s)"
                                 % (self.cls, name, ", ".join(table) or "none"))
        self.settings[name] = table[name].convert(value, self.cls)
        self.sim._wireless().set_shadowing(self.model, self.settings["pathlossExp_"],
                                           self.settings["std_db_"], self.settings["dist0_"])

    def seed(self, source, value=0):
        """`$prop seed predef|raw|heuristic n`: restart the model's RNG stream from a
        predefined seed (0..63), a raw seed (1..2^31-2) or a time-based one."""
        if self.model < 0:
            raise ParameterError("%s has no RNG to seed" % self.cls)
        try:
            seed = R.seed_from(source, value)
        except ValueError as e:
            raise ParameterError("%s %s" % (self.cls, e)) from None
        self.stream.set_state(self.sim.rng_package.reseed(seed))
def read_bitmap(data, name):
    """(pixels, width, height) of the contents of a binary .pnm or .pgm file `name` as
    ShadowingVis reads it, or None when they do not parse."""
    try:
        magic = data.split(None, 1)[0]
        pos = data.index(magic) + len(magic) + 1                # the magic and one character
        if ".pnm" in name:
            pos = data.index(b"\n", pos) + 1                    # the comment line
        elif ".pgm" not in name:
            return None
        fields, rest = [], data[pos:]
        for _ in range(3):
            rest = rest.lstrip()
            word = rest.split(None, 1)[0]
            fields.append(int(word))
            rest = rest[len(word):]
        width, height = fields[0], fields[1]
        pixels = rest[1:1 + width * height]                    # one separating byte first
    except (IndexError, ValueError):
        return None
    if width <= 0 or height <= 0 or len(pixels) != width * height:
        return None
    return pixels, width, height


def _on(value, option):
    if isinstance(value, str) and value.upper() in ("ON", "OFF"):
        return value.upper() == "ON"
    try:
        return bool(boolean(value, "node-config -%s" % option))
    except ParameterError:
        raise ParameterError("node-config -%s: expected ON or OFF, got %r" % (option, value)) from None


# option -> the values nslab implements (None: any object of the right kind)
_IMPLEMENTED = {
    "llType": ("LL",), "macType": ("Mac/802_11", "Mac/Simple", "Mac/SMAC", "Mac/Tdma"),
    "ifqType": ("Queue/DropTail/PriQueue", "Queue/DropTail", "CMUPriQueue"),
    "antType": ("Antenna/OmniAntenna",), "phyType": ("Phy/WirelessPhy",),
    "propType": PROPAGATION_MODELS,
    "channelType": ("Channel/WirelessChannel",),
}


class WirelessConfig:
    """The node-config options (they accumulate, as in ns-2) and the global
    trace switches node-config sets (AgentTrace_ ON, the others OFF by default)."""

    def __init__(self):
        self.options = {}
        self.agent_trace = True
        self.router_trace = False
        self.mac_trace = False
        self.movement_trace = False
        self.eot_trace = False
        self.newtrace = False
        self.prop_instance = None
        self.channel_instance = None
        self.node_mac_type = None       # the MAC of the last mobile node made (ns-2's macType_)

    def set(self, sim, option, value):
        """One `-option value` pair (ns-2 name or the Python name)."""
        name = option.lstrip("-")
        for ns2, (py, _) in P.NODE_CONFIG.items():
            if name == py:
                name = ns2
        if name not in P.NODE_CONFIG:
            raise ParameterError("node-config: unknown option -%s (options: %s)"
                                 % (name, ", ".join("-" + o for o in P.NODE_CONFIG)))
        what = P.NODE_CONFIG[name][1]
        if name == "adhocRouting":
            value = str(value)
            if value not in ROUTING_PROTOCOLS + ("",):
                raise ParameterError("node-config -adhocRouting: unknown routing protocol %r "
                                     "(nslab implements: %s)"
                                     % (value, ", ".join(ROUTING_PROTOCOLS)))
        elif name in _IMPLEMENTED:
            if str(value) not in _IMPLEMENTED[name]:
                raise ParameterError("node-config -%s: %r is not implemented (nslab implements: %s)"
                                     % (name, value, ", ".join(_IMPLEMENTED[name])))
            value = str(value)
        elif name == "ifqLen":
            value = P.PRI_QUEUE["limit_"].convert(value, "node-config -ifqLen")
        elif name == "channel":
            if not isinstance(value, WirelessChannel) or value.sim is not sim:
                raise ParameterError("node-config -channel: %r is not a channel of this "
                                     "simulator" % (value,))
        elif name == "topoInstance":
            if not isinstance(value, Topography) or value.sim is not sim:
                raise ParameterError("node-config -topoInstance: %r is not a topography of "
                                     "this simulator" % (value,))
        elif name == "propInstance":
            if not isinstance(value, Propagation):
                raise ParameterError("node-config -propInstance: %r is not a propagation "
                                     "model" % (value,))
        elif name in ("agentTrace", "routerTrace", "macTrace", "movementTrace"):
            on = _on(value, name)
            setattr(self, {"agentTrace": "agent_trace", "routerTrace": "router_trace",
                           "macTrace": "mac_trace", "movementTrace": "movement_trace"}[name], on)
            value = on
        elif name == "wiredRouting":
            value = _on(value, name)        # a base station (nslab.hier)
        elif name == "eotTrace":
            value = self.eot_trace = _on(value, name)      # an `x` line at each frame's end
        elif name in ("phyTrace", "mobileIP", "toraDebug", "QS"):
            if _on(value, name):
                raise ParameterError("node-config -%s ON is not implemented in nslab (%s)"
                                     % (name, what))
            value = False
        elif name == "addressType":
            if str(value) == "hierarchical":
                sim.set_address_format("hierarchical")
            elif str(value) not in ("flat", "", "def", "expanded"):
                raise ParameterError("node-config -addressType %s: nslab has flat and "
                                     "hierarchical addresses" % value)
        elif name in ("IncomingErrProc", "OutgoingErrProc"):
            if value == "":
                value = None
            elif not callable(value):
                raise ParameterError("node-config -%s: expected a procedure that returns an "
                                     "error model, got %r" % (name, value))
        elif name == "energyModel":
            if str(value) not in ("EnergyModel", ""):
                raise ParameterError("node-config -energyModel: %r is not implemented (nslab "
                                     "implements: EnergyModel)" % (value,))
            value = str(value)
        elif name in P.ENERGY_MODEL:
            value = P.ENERGY_MODEL[name].convert(value, "node-config -%s" % name)
        self.options[name] = value
        if name == "channel" and "channelType" in self.options or \
                name == "channelType" and "channel" in self.options:
            raise ParameterError("node-config: give -channel or -channelType, not both")

    @property
    def wireless(self):
        return bool(self.options.get("adhocRouting"))


def class_settings(sim, cls, overrides=None):
    """The parameters a new object of `cls` gets: the table's defaults, then
    class variables set on its ancestors and itself (as OTcl looks them up)."""
    table = P.WIRELESS_CLASSES[cls]
    settings = P.defaults(table)
    parts = cls.split("/")
    for i in range(1, len(parts) + 1):
        for name, raw in sim.class_vars.get("/".join(parts[:i]), {}).items():
            if name in table:
                settings[name] = table[name].convert(raw, cls)
    if overrides:
        settings.update(overrides)
    return settings


def make_mobile(sim, node, cfg=None, out=None, move_trace=True):
    """Turn the new kernel node into a mobile node as node-config says
    (Simulator::create-wireless-node), or as `cfg` says with its traces to output `out`
    (ns-2's older add-interface, nslab.otcl.legacy_mobile)."""
    cfg = cfg or sim.wireless_config
    opts = cfg.options
    topo = opts.get("topoInstance")
    if topo is None or topo.max_x is None:
        raise ScenarioError("node: wireless nodes need node-config -topoInstance with a "
                                "topography loaded by load_flatgrid")
    chan = opts.get("channel")
    if chan is None:
        if "channelType" not in opts:
            raise ScenarioError("node: wireless nodes need node-config -channel (or "
                                    "-channelType)")
        if cfg.channel_instance is None:
            cfg.channel_instance = WirelessChannel(sim)
        chan = cfg.channel_instance
    prop = opts.get("propInstance")
    if prop is None:
        if "propType" not in opts:
            raise ScenarioError("node: wireless nodes need node-config -propType "
                                    "(%s)" % " or ".join(PROPAGATION_MODELS))
        if cfg.prop_instance is None or cfg.prop_instance.cls != opts["propType"]:
            cfg.prop_instance = Propagation(opts["propType"], sim)
        prop = cfg.prop_instance
    for option in ("llType", "macType", "ifqType", "antType", "phyType"):
        if option not in opts:
            raise ScenarioError("node: wireless nodes need node-config -%s (%s)"
                                    % (option, P.NODE_CONFIG[option][1]))
    if "ifqLen" not in opts:
        raise ScenarioError("node: wireless nodes need node-config -ifqLen")
    if sim.hier is not None and opts["adhocRouting"] != "DSDV":
        raise ScenarioError("node: -adhocRouting %s with hierarchical addresses is not "
                            "implemented in nslab (its wired-cum-wireless nodes use DSDV)"
                            % opts["adhocRouting"])
    if opts["adhocRouting"] == "DSR" and opts.get("wiredRouting"):
        raise ScenarioError("node: -adhocRouting DSR with -wiredRouting ON (ns-2's DSR base "
                            "station, Node/MobileNode/BaseStationNode) is not implemented in "
                            "nslab")
    w = sim._wireless()
    if w.god_nodes == 0:
        raise ScenarioError("node: call create-god (Simulator.create_god(n)) before making "
                              "wireless nodes; ns-2 stops here with 'Cannot find instance of god'")
    if out is None:
        out = sim._trace_all.id if sim._trace_all is not None else -1
    mac = class_settings(sim, opts["macType"])
    ll = class_settings(sim, "LL")
    ll["arp_delay"] = class_settings(sim, "ARPTable")["delay_"]
    ifq = _interface_queue(sim, opts["ifqType"], opts["ifqLen"])
    error_models = [_error_model(sim, opts, option)
                    for option in ("IncomingErrProc", "OutgoingErrProc")]
    energy = _energy_model(opts)
    if energy is not None and sim._namtrace_all is not None:
        raise ScenarioError("node: a nam trace of nodes with -energyModel is not implemented "
                            "in nslab (ns-2 colours them by the energy left)")
    w.add_node(node.id, chan.id, topo.max_x, topo.max_y, class_settings(sim, "Phy/WirelessPhy"),
               class_settings(sim, "Antenna/OmniAntenna"), mac, ll, ifq, opts["adhocRouting"],
               class_settings(sim, "Agent/DSDV"), out, cfg.newtrace, cfg.router_trace,
               cfg.mac_trace, move_trace, prop.cls, prop.model, opts["macType"], energy)
    if error_models != [-1, -1]:
        w.set_error_models(node.id, *error_models)
    if cfg.eot_trace:
        if opts["macType"] != "Mac/802_11":
            raise ScenarioError("node: node-config -eotTrace ON needs -macType Mac/802_11 (only "
                                "its MAC writes end-of-transmission lines)")
        w.set_eot_trace(node.id, True)
    node.wired_routing = bool(opts.get("wiredRouting"))
    if node.wired_routing:
        w.set_base_station(node.id, True, -1)
    if sim._namtrace_all is not None:       # ns-2's namattach at creation
        w.set_namtrace(node.id, sim._namtrace_all.id)
    node.mobile = True
    cfg.node_mac_type = opts["macType"]
    node.topography = topo
    node.routing = opts["adhocRouting"]
    if node.routing == "DSR":
        from .dsr import dsr_nodes          # DSR's protocol: imported by the scripts that use it
        dsr_nodes(sim).add(node.id, opts["ifqType"] == "CMUPriQueue")


def _energy_model(opts):
    """The energy model's settings from node-config (None without -energyModel)."""
    if not opts.get("energyModel"):
        return None
    if "initialEnergy" not in opts:
        raise ScenarioError("node: -energyModel needs -initialEnergy (joules); ns-2 stops "
                            "with 'can't read initialEnergy_'")
    settings = P.defaults(P.ENERGY_MODEL)
    settings.update((name, opts[name]) for name in P.ENERGY_MODEL if name in opts)
    return settings


def _interface_queue(sim, cls, limit):
    """The interface queue's settings: a PriQueue, or a plain DropTail, which is the same
    queue with routing packets given no precedence, or a CMUPriQueue (four bands of 50
    packets; radio/cmu_priqueue.pxi)."""
    ifq = class_settings(sim, cls, {"limit_": limit})
    ifq.setdefault("Prefer_Routing_Protocols", 0)
    ifq["cmu"] = cls == "CMUPriQueue"
    return ifq


def _error_model(sim, opts, option):
    """The id of the error model node-config's procedure `option` makes for a new node
    (called once per node, incoming first, as ns-2's add-interface does), or -1."""
    make = opts.get(option)
    if make is None:
        return -1
    em = make()
    sim._check_em(em, "node-config -%s" % option)
    return em.id


def check_coordinate(node, axis, value):
    """A node's coordinate must lie in its topography (ns-2 would not notice)."""
    try:
        v = float(value)
    except (TypeError, ValueError):
        raise ParameterError("node %d %s: expected a number, got %r" % (node.id, axis, value)) \
            from None
    hi = {"X_": node.topography.max_x, "Y_": node.topography.max_y}.get(axis)
    if hi is not None and not 0 <= v <= hi:
        raise ParameterError("node %d %s: %s is outside the topography (0 to %g m); the "
                             "topography is %g x %g m (load_flatgrid)"
                             % (node.id, axis, value, hi, node.topography.max_x,
                                node.topography.max_y))
    return v


def check_setdest(node, x, y, speed):
    vals = []
    for name, v in (("x", x), ("y", y), ("speed", speed)):
        try:
            vals.append(float(v))
        except (TypeError, ValueError):
            raise ParameterError("setdest %s: expected a number, got %r" % (name, v)) from None
    x, y, speed = vals
    if not speed >= 0:
        raise ParameterError("setdest speed: must be >= 0 m/s, got %r" % (speed,))
    mx, my = node.topography.max_x, node.topography.max_y
    if not 0 < x < mx:
        raise ParameterError("setdest x: %r is not inside the topography (0 < x < %g)" % (x, mx))
    if not 0 < y < my:
        raise ParameterError("setdest y: %r is not inside the topography (0 < y < %g)" % (y, my))
    return x, y, speed


# ---- routing, and the names lab 04's scenario had here -----------------------------------------

ROUTING_PROTOCOLS = ("AODV", "DSDV", "DumbAgent", "DSR")

# Lab 04's scenario (Dordal's wireless.tcl) lives with the labs' scenarios now, in
# nslab.widgets.wireless_scenario; its old names here still work, resolved at first use.
_MOVED_TO_THE_LABS = ("BOOK_SCENARIO", "book_values", "book_geometry", "book_scenario", "ROW_Y",
                      "FIELD_Y")


def __getattr__(name):
    if name in _MOVED_TO_THE_LABS:
        import importlib
        return getattr(importlib.import_module("nslab.widgets.wireless_scenario"), name)
    raise AttributeError("module %r has no attribute %r" % (__name__, name))


# ---- radio geometry ---------------------------------------------------------------------------

SPEED_OF_LIGHT = 3e8     # m/s, as ns-2 has it


def _settings(sim, cls):
    return class_settings(sim, cls) if sim is not None else P.defaults(P.WIRELESS_CLASSES[cls])


def radio_range(sim=None, threshold="RXThresh_", propagation="Propagation/TwoRayGround"):
    """The distance (m) at which the power a node receives from another at the same height
    falls to the radio's `threshold`: "RXThresh_" gives the range within which frames are
    decoded (250 m with ns-2's defaults), "CSThresh_" the carrier-sense range (550 m).
    Computed from the Phy/WirelessPhy and Antenna/OmniAntenna parameters (of `sim`, after
    its class defaults, or ns-2's defaults) as the propagation model computes power:
    Friis (1/d^2) for FreeSpace; for TwoRayGround Friis up to the crossover distance
    4*pi*ht*hr/wavelength and Pt*Gt*Gr*ht^2*hr^2/(d^4*L) beyond it."""
    if threshold not in ("RXThresh_", "CSThresh_"):
        raise ParameterError("radio_range threshold: expected 'RXThresh_' or 'CSThresh_', "
                             "got %r" % (threshold,))
    if propagation not in ("Propagation/TwoRayGround", "Propagation/FreeSpace"):
        raise ParameterError("radio_range propagation: unknown model %r" % (propagation,))
    phy, ant = _settings(sim, "Phy/WirelessPhy"), _settings(sim, "Antenna/OmniAntenna")
    power = phy["Pt_"] * ant["Gt_"] * ant["Gr_"] / phy["L_"]
    wavelength = SPEED_OF_LIGHT / phy["freq_"]
    free_space = math.sqrt(power / phy[threshold]) * wavelength / (4 * math.pi)
    if propagation == "Propagation/FreeSpace":
        return free_space
    h = ant["Z_"]
    crossover = 4 * math.pi * h * h / wavelength
    two_ray = (power * h ** 4 / phy[threshold]) ** 0.25
    return two_ray if two_ray > crossover else min(free_space, crossover)


def airtime(size, sim=None):
    """Seconds a unicast 802.11 data frame carrying an IP packet of `size` bytes is on the
    air: the PLCP preamble and header at PLCPDataRate_, then the packet with its 34 bytes of
    MAC header and FCS at dataRate_ (Mac/802_11 parameters of `sim`, or ns-2's defaults)."""
    mac = _settings(sim, "Mac/802_11")
    plcp_bytes = (mac["PreambleLength_"] + mac["PLCPHeaderLength_"]) // 8
    rate = mac["dataRate_"] or mac["bandwidth_"]
    return plcp_bytes * 8 / mac["PLCPDataRate_"] + (int(size) + 30 + 4) * 8 / rate


def summary(trace, cluster_gap=1.0):
    """What a wireless trace (nslab.trace.read(path)) says happened:
    sent/delivered: packets agents sent / received, per node ('s'/'r' at AGT level);
    drops: drop lines per (level, reason), e.g. ('RTR', 'CBK') = dropped after the MAC
    gave up on the next hop; drop_starts: the times at which clusters of drops begin,
    a drop more than `cluster_gap` seconds after the previous one starting a cluster."""
    w = trace.wireless if hasattr(trace, "wireless") else trace
    agt = w[w["level"] == "AGT"]
    sent = agt[agt["event"] == "s"].groupby("node", observed=True).size()
    delivered = agt[agt["event"] == "r"].groupby("node", observed=True).size()
    d = w[w["event"] == "d"]
    drops = d.groupby(["level", "reason"], observed=True).size()
    times = d["time"].to_numpy()
    starts = [float(t) for i, t in enumerate(times) if i == 0 or t - times[i - 1] > cluster_gap]
    return {"sent": {int(k): int(v) for k, v in sent.items()},
            "delivered": {int(k): int(v) for k, v in delivered.items()},
            "drops": {(str(a), str(b)): int(v) for (a, b), v in drops.items() if v},
            "drop_starts": starts}
