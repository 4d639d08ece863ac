"""Worm propagation and the node parts its script wires by hand (nslab.otcl; ns-2.35's
apps/worm.cc and tcl/ex/worm.tcl): Application/Worm, Application/Worm/Dnh and
Application/Worm/An over Agent/MessagePassing (the model is the kernel's,
kernel/traffic/worm.pxi), and a node's entry classifier and port demux with their
`defaulttarget`.

`[$node entry]` is the node's address classifier (ns-2's handle: two after the node's);
`defaulttarget` on it sends the packets the node has no route for to a link's head
(`[[$ns link $a $b] head]`) or to the node's own port demux (`$node set dmux_`, which a
node has from its first attached agent on); `defaulttarget` on the demux gives the packets
for ports without an agent to an agent.  The worm hosts read ScanRate, ScanPort,
ScanPacketSize (and An's TimeStep) as they are when the host is made.

Not modelled (an error names it): other default targets, and the hosts' commands beyond
worm.cc's.
"""
from .._kernel import NODE_DEFAULT_TO_DEMUX, worm_attach, worm_command, worm_new
from ..errors import ScriptError
from .base import TclObject, _number
from .route_manual import link_of_head

# ns-2's class of each worm host; its commands with their number of numbers
WORM_CLASSES = ("Application/Worm", "Application/Worm/Dnh", "Application/Worm/An")
_COMMAND_ARGS = {"addr-range": 2, "dn-range": 2, "v_percent": 1, "beta": 1, "gamma": 1,
                 "gw": 1, "local-p": 1, "start": 0}
ENTRY_OFFSET = 2        # the node's address classifier, after its routing module


class WormObject(TclObject):
    """Application/Worm and its Dnh and An hosts."""
    tcl_class = "Application/Worm"
    _host = None

    @property
    def host(self):
        """The kernel's host, made at the first command with the class variables the
        object got when made."""
        if self._host is None:
            var = self.instvars.get
            self._host = worm_new(
                self.runner.sim.kernel, self.tcl_class,
                _number(var("ScanRate", "4000"), "Application/Worm ScanRate"),
                int(_number(var("ScanPort", "1434"), "Application/Worm ScanPort")),
                int(_number(var("ScanPacketSize", "404"), "Application/Worm ScanPacketSize")),
                int(_number(var("TimeStep", "1"), "Application/Worm/An TimeStep")))
        return self._host

    def tcl_attach_agent(self, agent):
        kernel_agent = self.runner.agent(agent)
        if self.runner.sim.kernel.agent_kind(kernel_agent.id) != "message-passing":
            raise ScriptError("%s attach-agent %s: a worm over anything but "
                              "Agent/MessagePassing is not implemented in nslab"
                              % (self.handle, agent))
        worm_attach(self.runner.sim.kernel, self.host, kernel_agent.id)

    def invoke(self, method, args):
        if method in _COMMAND_ARGS and len(args) == _COMMAND_ARGS[method]:
            numbers = [_number(a, "%s %s" % (self.handle, method)) for a in args] + [0, 0]
            if not worm_command(self.runner.sim.kernel, self.host, method, *numbers[:2]) \
                    and method != "start":      # Application's start: nothing
                raise ScriptError("%s %s: %s has no such command in ns-2"
                                  % (self.handle, method, self.tcl_class))
            return ""
        return super().invoke(method, args)


class EntryObject(TclObject):
    """A node's address classifier (`[$node entry]`)."""
    tcl_class = "Classifier/Hash/Dest"
    node_obj = None

    def tcl_defaulttarget(self, target):
        node = self.node_obj.node
        kernel = self.runner.sim.kernel
        if target == self.node_obj.instvars.get("dmux_"):
            kernel.set_node_default(node.id, NODE_DEFAULT_TO_DEMUX)
            return
        link = link_of_head(self.runner, target)
        if link is None or link.src is not node:
            raise ScriptError("%s defaulttarget %s: a default target other than the head of "
                              "one of the node's links or its port demux is not implemented "
                              "in nslab" % (self.handle, target))
        kernel.set_node_default(node.id, link.id)


class DemuxObject(TclObject):
    """A node's port demux (`$node set dmux_`)."""
    tcl_class = "Classifier/Port"
    node_obj = None

    def tcl_defaulttarget(self, target):
        self.runner.sim.kernel.set_node_default(self.node_obj.node.id, -1,
                                                self.runner.agent(target).id)


def node_entry(node_obj):
    """`$node entry`: the handle of the node's address classifier."""
    handle = "_o%d" % (int(node_obj.handle[2:]) + ENTRY_OFFSET)
    if handle not in node_obj.runner.objects:
        entry = node_obj.runner.register(EntryObject, handle)
        entry.node_obj = node_obj
    return handle


def node_demux(node_obj):
    """`$node set dmux_`: the node's port demux, which ns-2 made with its first agent."""
    demux = node_obj.runner.register(DemuxObject, "_o%d" % node_obj.demux_number)
    demux.node_obj = node_obj
    node_obj.instvars["dmux_"] = demux.handle
    return demux.handle

