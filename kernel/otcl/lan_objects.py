"""`$ns make-lan` and `$ns newLan` of a script, and the LanNode they answer
(nslab.otcl; the LAN itself is nslab.lan).

make-lan takes ns-2's positional form, `$ns make-lan [-trace on|off] "$n0 $n1 ..." bw
delay [LL] [Queue/DropTail] [Mac/802_3] [Channel] [Phy/WiredPhy] [ifqLen]`; newLan the
option form, `$ns newLan "$n0 ..." bw delay -llType LL -ifqType ... -macType ...`.
As in ns-2 make-lan takes `Mac/Csma/Cd` for Mac/802_3 (with two warning lines) and a
missing MAC type is the plain `Mac`, which nslab does not model: the error names it, as it
names any other component or MAC collision traces (`-trace on`).
"""
from ..errors import ScenarioError, ScriptError
from ..lan import check_types, make_lan
from .base import TclObject

_POSITIONAL = ("llType", "ifqType", "macType", "chanType", "phyType", "ifqLen")
_LAN_DEFAULTS = {"llType": "LL", "ifqType": "Queue/DropTail", "macType": "Mac",
                 "chanType": "Channel", "phyType": "Phy/WiredPhy", "ifqLen": ""}


class LanNodeObject(TclObject):
    tcl_class = "LanNode"
    lan = None

    def tcl_id(self):
        return str(self.lan.id)

    def tcl_node_addr(self, *addr):
        return str(self.lan.id)

    def tcl_is_lan_(self):
        return "1"


def tcl_make_lan(simobj, *args):
    """`$ns make-lan ...` (see the module docstring); returns the LanNode's handle."""
    args = list(args)
    if args and args[0] == "-trace":
        if len(args) < 2:
            raise ScriptError("make-lan -trace: expected on or off")
        if args[1] in ("on", "true"):
            raise ScriptError("make-lan -trace on: MAC collision traces are not implemented "
                              "in nslab")
        args = args[2:]
    if len(args) < 3:
        raise ScriptError("make-lan: expected a list of nodes, a bandwidth and a delay, got %d "
                          "words" % len(args))
    nodelist, bw, delay = args[:3]
    types = dict(_LAN_DEFAULTS)
    types.update((name, value) for name, value in zip(_POSITIONAL, args[3:]) if value != "")
    if types["macType"] == "Mac/Csma/Cd":          # ns-2's make-lan renames it, saying so
        for line in ("Warning: Mac/Csma/Cd is out of date",
                     "Warning: Please use Mac/802_3 to replace Mac/Csma/Cd"):
            simobj.runner.tcl.call("puts", line)
        types["macType"] = "Mac/802_3"
    return _build(simobj, nodelist, bw, delay, types)


def tcl_new_lan(simobj, nodelist, bw, delay, *options):
    """`$ns newLan nodes bw delay -option value ...`."""
    if len(options) % 2:
        raise ScriptError("newLan: options come in pairs (-option value), got %d words"
                          % len(options))
    types = dict(_LAN_DEFAULTS)
    for opt, value in zip(options[0::2], options[1::2]):
        name = opt[1:] if opt.startswith("-") else opt
        if name in ("bw", "delay", "address"):
            continue
        if name not in types:
            raise ScriptError("newLan: unknown option %r (LanNode has: -%s)"
                              % (opt, " -".join(sorted(types))))
        types[name] = value
    return _build(simobj, nodelist, bw, delay, types)


def _build(simobj, nodelist, bw, delay, types):
    runner = simobj.runner
    nodes = [simobj._node(h, "make-lan") for h in runner.tcl.splitlist(nodelist)]
    ifq_len = types.pop("ifqLen")
    try:
        check_types(**types)
    except ScenarioError as e:
        raise ScriptError(str(e)) from None
    queue = runner.queue_defaults("DropTail")
    if ifq_len != "":
        queue["limit_"] = ifq_len
    lan = make_lan(simobj.sim, nodes, bw, delay, **queue)
    obj = runner.register(LanNodeObject)
    obj.lan = lan
    simobj.instvars["Node_(%d)" % lan.id] = obj.handle
    runner.nam.lan_created(lan.id, bw, delay, [n.id for n in nodes])
    return obj.handle

