"""The nam trace of a wired script (nslab.otcl): `$ns namtrace-all`, its header and the
nam hints (`$ns color`, node color/shape/label/marks, `duplex-link-op`, `trace-annotate`);
docs/ns2-behavior.md §4.3 has the formats and orders.

The kernel writes the packet lines (+ - h r d) of every link created after
`namtrace-all` (core/trace.pxi, nam_packet).  This module keeps what ns-2's Tcl library
keeps for nam: each node's and link's attributes, the flow colours and the list of links
in the order nam draws them, and writes the configuration lines as ns-2 does:

* at `$ns run`, the header: the version line, the two address lines of flat addressing,
  one `c` line per colour, one `n` line per node, one `l` line per link of the list, one
  `q` line per link given a queue position;
* at once, whenever called (also before `run`, so before the header): labels, label
  colours and positions, marks, annotations, and after `run` colour changes.

Lines go through Tcl's `puts` on the nam channel, which the runner routes through the
kernel's writer, so they keep their place among the packet lines.  The orders ns-2 takes
from Tcl arrays (colours, nodes, links) are asked of the same Tcl with the keys inserted
in the same order.  Agents named by `add-agent-trace` get their `a` line (and, with
`monitor-agent-trace`, a `v` line) in the header; the nam lines of their traced variables
are not written.  Not modelled: a nam trace sharing its file with the `trace-all` trace.

Wireless nodes (`namtrace-all-wireless`): the kernel writes their packet and motion
lines (radio/nam.pxi) when the nam file was open at their creation; this module writes
the `W` line of the field's size after the version line, the `n -t *` line of
`initial_node_pos` at once, and `W -t` of `nam-end-wireless`.  Wireless nodes get no
`n` line in the header.
"""

# flat addressing: ns-2's AddrParams for one level of 32-bit node addresses
_ADDRESS_LINES = ("A -t * -n 1 -p 0 -o 0x7fffffff -c 30 -a 1",
                  "A -t * -h 1 -m 1073741823 -s 0")
VERSION_LINE = "V -t * -v 1.0a5 -a 0"
# simplex-link answers with nam's list of links up to this length (ns-2: at any length)
_LIST_ANSWERED = 16

_ARRAY_ORDER = """proc ::nslab::array_order {keys} {
    array unset ::nslab::order_scratch
    foreach k $keys { set ::nslab::order_scratch($k) 1 }
    set names [array names ::nslab::order_scratch]
    array unset ::nslab::order_scratch
    return $names
}"""


def _address(agent):
    """The agent's address (its node; -1 while unattached, as ns-2's here_)."""
    return agent.node.id if agent.node is not None else -1


def _position(sim, node):
    """A mobile node's place in its header line (ns-2 adds X_ Y_ Z_ when it has them)."""
    if not node.mobile:
        return ""
    wl = sim._wireless()
    return " -x %.17g -y %.17g -Z %.17g" % tuple(wl.get_var(node.id, v) for v in ("X_", "Y_", "Z_"))


def _quoted(text):
    return '"%s"' % text


class NamTrace:
    """The nam state of one Simulator (see the module docstring)."""

    def __init__(self, runner):
        self.runner = runner
        self.trace_channel = None       # namtrace-all
        self.config_channel = None      # namtrace-config
        self.started = False
        self.colors = {}                # flow id (text) -> colour
        self.nodes = {}                 # node id -> attributes (SHAPE, COLOR, ...)
        self.marks = {}                 # (node id, mark) -> (colour, shape)
        self.links = {}                 # (src, dst) -> attributes
        self.link_list = {}             # the links nam draws, in order: {(src, dst): None}
        self.lans = {}                  # LAN node id -> (bandwidth, delay as given, member ids)
        self.annotation_seq = 0
        self.traced_agents = {}         # name -> (agent, the nam channel then open)
        self.monitored_agents = []
        self.agent_vars = {}            # agent -> its object, whose Tcl variables nam traces
        self.wireless_field = None      # namtrace-all-wireless: the (x, y) texts given
        runner.tcl.eval(_ARRAY_ORDER)

    # ---- output -----------------------------------------------------------------

    def open(self, channel):
        """`$ns namtrace-all channel`: the kernel writes links' packet events there."""
        self.trace_channel = channel
        self.runner.sim.namtrace_all(self.runner.output(channel))

    def open_wireless(self, channel, x, y):
        """`$ns namtrace-all-wireless channel x y`: namtrace-all, and a W line of the
        field's size in the header."""
        self.wireless_field = (x, y)
        self.open(channel)

    def open_config(self, channel):
        """`$ns namtrace-config channel`: configuration lines go there instead."""
        self.runner.output(channel)
        self.config_channel = channel

    def puts(self, line):
        """ns-2's puts-nam-config: to the config channel, else the nam trace."""
        channel = self.config_channel or self.trace_channel
        if channel is not None:
            self.runner.tcl.call("puts", channel, line)

    def _now(self):
        return "%.17g" % self.runner.sim.now        # as [$ns now] prints

    def _tcl_order(self, keys):
        return list(self.runner.tcl.splitlist(self.runner.tcl.call("::nslab::array_order",
                                                                  list(keys))))

    # ---- the network as it is built -------------------------------------------

    def node_created(self, nid):
        self.nodes[nid] = {}

    def link_created(self, src, dst):
        """A new simplex link; returns what ns-2's simplex-link returns, nam's list of
        links after it joined, when it joined and the list is short (a script uses the
        answer of its first link: `set l [$ns simplex-link ...]`); else None."""
        self.links[src, dst] = {}
        if self._register_link(src, dst) and len(self.link_list) <= _LIST_ANSWERED:
            return list(self.link_list)
        return None

    def _register_link(self, src, dst):
        """ns-2's register-nam-linkconfig: a duplex link is drawn once, at the place
        of its direction registered last with an orientation."""
        if (dst, src) in self.link_list:
            if not self.links[dst, src].get("ORIENTATION") and self.links[src, dst].get("ORIENTATION"):
                del self.link_list[dst, src]
            else:
                return False
        self.link_list.pop((src, dst), None)
        self.link_list[src, dst] = None
        return True

    # ---- the header, at `$ns run` -------------------------------------------------

    def start(self, sim):
        self.started = True
        self.annotation_seq = 0
        if self.config_channel is None and self.trace_channel is None:
            self._defaults_only(sim)
            self._dump_agents()
            return
        self.puts(VERSION_LINE)
        self._dump_field()
        for line in sim.hier.nam_lines() if sim.hier is not None else _ADDRESS_LINES:
            self.puts(line)
        for fid in self._tcl_order(self.colors):
            self.puts("c -t * -i %s -n %s" % (fid, self.colors[fid]))
        node_ids = self._tcl_order(list(self.nodes) + list(self.lans))      # ns-2's Node_
        for nid in node_ids:
            node = None if int(nid) in self.lans else sim.nodes[int(nid)]
            if node is None or node.mobile and not node.wired_routing:
                continue        # a base station is in ns-2's Node_, other mobile nodes not
            attrs = self._node_defaults(int(nid))
            self.puts("n -t * -a %s -s %s -S UP -v %s -c %s -i %s%s"
                      % (node.address, nid, attrs["SHAPE"], attrs["COLOR"], attrs["LCOLOR"],
                         _position(sim, node)))
        for src, dst in self.link_list:
            self.puts(self._link_line(sim, src, dst))
        self.link_list = {}
        for nid in node_ids:
            if int(nid) in self.lans:
                self._lan_lines(int(nid))
        for key in self._tcl_order("%d:%d" % k for k in self.links):
            src, dst = (int(x) for x in key.split(":"))
            pos = self.links[src, dst].get("QUEUE_POS")
            if pos is not None:
                self.puts("q -t * -s %d -d %d -a %s" % (src, dst, pos))
        self._dump_agents()

    def _defaults_only(self, sim):
        """The header with no nam file: its lines would go nowhere (a large scenario
        has thousands), but the nodes' and links' attributes get their defaults."""
        for nid in self.nodes:
            if nid not in self.lans and not sim.nodes[nid].mobile:
                self._node_defaults(nid)
        for key in self.link_list:
            self.links[key].setdefault("COLOR", "black")
        self.link_list = {}

    def _node_defaults(self, nid):
        attrs = self.nodes[nid]
        attrs.setdefault("SHAPE", "circle")
        if "COLOR" not in attrs:
            attrs["COLOR"] = attrs["LCOLOR"] = "black"
        attrs.setdefault("DCOLOR", "black")
        return attrs

    def _dump_field(self):
        """ns-2's dump-namwireless: after namtrace-all-wireless, the W line with the
        field's size it gave, else 10 by 10 (the nodes' X_ and Y_, bound C++ variables,
        are not among the instance variables ns-2 looks through there)."""
        if self.wireless_field is None:
            return
        x, y = self.wireless_field if all(self.wireless_field) else ("10", "10")
        self.puts("W -t * -x %s -y %s" % (x, y))

    def initial_node_pos(self, sim, nid, size):
        """`$ns initial_node_pos node size`: the node's place and size, at once."""
        wl = sim._wireless()
        x, y, z = (wl.get_var(nid, v) for v in ("X_", "Y_", "Z_"))
        if sim.hier is None:
            line = "n -t * -s %d  -x %.17g -y %.17g -Z %.17g -z %s  -v circle -c black"
            self.puts(line % (nid, x, y, z, size))
        else:           # ns-lib's hierarchical variant spaces its words differently
            line = "n -t * -a %s  -s %d -x %.17g -y %.17g -Z %.17g  -z %s -v circle -c black"
            self.puts(line % (sim.nodes[nid].address, nid, x, y, z, size))

    def end_wireless(self, stop):
        """`$ns nam-end-wireless stop`."""
        self.puts("W -t %s" % stop)

    def add_agent_trace(self, agent, name, channel=""):
        """`$ns add-agent-trace agent name ?file?`: the agent writes to that file, else to
        the nam trace open now."""
        self.traced_agents[name] = (agent, channel or self.trace_channel)

    def _dump_agents(self):
        """ns-2's dump-namagents: an `a` line per traced agent, then a `v` line per
        monitored one that has a trace name."""
        names = {}
        for name in self._tcl_order(self.traced_agents):
            agent, channel = self.traced_agents[name]
            if channel is not None:
                self.runner.tcl.call("puts", channel, "a -t %.15g -s %d -d %d -n %s" % (
                    self.runner.sim.now, _address(agent), agent["dst_addr_"], name))
                names[agent] = (name, channel)
                if agent in self.agent_vars:        # SRM's traced variables (nslab.mcast.srm)
                    self.agent_vars[agent].nam_started(name, channel)
        for agent in self.monitored_agents:
            if agent in names:
                name, channel = names[agent]
                self.runner.tcl.call("puts", channel, "v -t %.15g -e monitor_agent %d %s" % (
                    self.runner.sim.now, _address(agent), name))
        self.traced_agents, self.monitored_agents = {}, []

    def lan_created(self, lan, bandwidth, delay, members):
        self.lans[lan] = (bandwidth, delay, members)
        for nid in members:         # ns-2's link_ array holds the LAN's virtual links too
            self.links[nid, lan] = {}
            self.links[lan, nid] = {}

    def _lan_lines(self, lan):
        """ns-2's LanNode dump-namconfig: the LAN, then its members up and down in turn."""
        bandwidth, delay, members = self.lans[lan]
        self.puts("X -t * -n %d -r %s -D %s -o left" % (lan, bandwidth, delay))
        for i, nid in enumerate(members):
            self.puts("L -t * -s %d -d %d -o %s" % (lan, nid, ("up", "down")[i % 2]))

    def _link_line(self, sim, src, dst):
        attrs = self.links[src, dst]
        attrs.setdefault("COLOR", "black")
        link = sim.links[src, dst]
        line = "l -t * -s %d -d %d -S UP -r %.17g -D %.17g -c %s" % (
            src, dst, link["bandwidth_"], link["delay_"], attrs["COLOR"])
        if attrs.get("ORIENTATION"):
            line += " -o " + attrs["ORIENTATION"]
        return line

    # ---- hints ----------------------------------------------------------------

    def color(self, fid, color):
        self.colors[fid] = color

    def node_hint(self, nid, hint, value):
        """A node's hint as ns-2's Node instprocs take it; returns their answer."""
        attrs = self.nodes[nid]
        if hint == "shape":
            attrs["SHAPE"] = value
            return value
        if hint == "color":
            if self.started:
                self.puts("n -t %.15g -s %d -S COLOR -c %s -o %s -i %s -I %s" % (
                    self.runner.sim.now, nid, value, attrs["COLOR"], value, attrs["LCOLOR"]))
            attrs["COLOR"] = attrs["LCOLOR"] = value
            return value
        return self._label("n -t %s -s %d" % (self._now(), nid), attrs, hint, value)

    def add_mark(self, nid, name, color, shape):
        self.puts("m -t %s -s %d -n %s -c %s -h %s" % (self._now(), nid, name, color, shape))
        self.marks[nid, name] = (color, shape)
        return shape

    def delete_mark(self, nid, name):
        if (nid, name) in self.marks:
            color, shape = self.marks[nid, name]
            self.puts("m -t %s -s %d -n %s -c %s -h %s -X" % (self._now(), nid, name, color, shape))
        return ""

    def link_hint(self, src, dst, hint, value):
        """A link's hint (duplex-link-op / simplex-link-op); returns ns-2's answer."""
        attrs = self.links[src, dst]
        if hint == "orient":
            attrs["ORIENTATION"] = value
            self._register_link(src, dst)
            return ""
        if hint == "queuePos":
            attrs["QUEUE_POS"] = value
            return value
        if hint == "color":
            if self.started:
                self.puts("l -t %s -s %d -d %d -S COLOR -c %s -o %s" % (
                    self._now(), src, dst, value, attrs.get("COLOR", "black")))
            attrs["COLOR"] = value
            return value
        return self._label("l -t %s -s %d -d %d" % (self._now(), src, dst), attrs, hint, value)

    def _label(self, head, attrs, hint, value):
        """label, label-color or label-at of a node or link (`head` names it): the
        line gives the new text quoted and the old one as kept (quoted) or ""."""
        key, new, old = _LABELS[hint]
        self.puts('%s -S %s -%s "%s" -%s %s' % (head, key, new, value, old, attrs.get(key, '""')))
        attrs[key] = _quoted(value)
        return attrs[key]

    def annotate(self, text):
        self.annotation_seq += 1
        now = self.runner.sim.now
        self.puts("v -t %.15g -e sim_annotation %.15g %d %s" % (now, now, self.annotation_seq, text))


# label hints: the attribute (and state name), and the options of the new and old value
_LABELS = {"label": ("DLABEL", "l", "L"),
           "label-color": ("DCOLOR", "e", "E"),
           "label-at": ("DIRECTION", "p", "P")}

LINK_HINTS = ("orient", "color", "queuePos") + tuple(_LABELS)
