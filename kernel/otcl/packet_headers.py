"""Which packet headers a script keeps (nslab.otcl): ns-2's `remove-all-packet-headers`,
`add-packet-header` and `remove-packet-header`.

ns-2 gives each packet header a place in the packet when the Simulator is made, for the
headers still in its table then; a header removed from it keeps the place 0, where the
common header lies.  Nothing changes as long as the headers the agents write are kept
(checked with ns: a CBR run keeping Flags, IP and RTP traces as with every header).  When
the Flags or the RTP header is missing, the agents write its fields over the common header
(wrong packet types, sizes, uids and trace flags): nslab does the same
(kernel/core/header_alias.pxi) for the agents and queues whose use of those fields it has
followed (one-way Tahoe, Reno and NewReno senders, TCPSink and its DelAck,
UDP, Null; DropTail queues; no nam trace).  Any other missing header, or another agent or
queue, stops the run at `$ns run` naming the headers to add.  After the Simulator is made
the three commands change nothing, as in ns-2 (docs/ns2-behavior.md §4.3.1).
"""
from .. import params as P
from ..errors import ScriptError

# The headers every agent writes (Agent::initpkt), and those of each kind of agent.
_ALWAYS = ("Flags", "IP")
_BY_KIND = {"tcp": ("TCP",), "sink": ("TCP",), "udp": ("RTP",), "lossmon": ("RTP",),
            "tfrc": ("TFRC", "TFRC_ACK"), "tfrc-sink": ("TFRC", "TFRC_ACK"), "rap": ("RAP",)}


class PacketHeaders:
    """The header table of one script run: all of ns-2's headers unless it removed some."""

    def __init__(self):
        self.kept = None            # None: every header; else the names kept
        self.removed = set()        # removed one by one from the full table
        self.fixed = False          # the Simulator is made: the layout is final

    def remove_all(self):
        if not self.fixed:
            self.kept, self.removed = {"Common"}, set()

    def add(self, names):
        if not self.fixed:
            if self.kept is not None:
                self.kept.update(names)
            self.removed.difference_update(names)

    def remove(self, names):
        if self.fixed:
            return
        for name in names:
            if name == "Common":
                continue            # ns-2 warns and keeps it
            if self.kept is not None and name not in self.kept:
                raise ScriptError("remove-packet-header: no header %r in the table" % name)
            if self.kept is not None:
                self.kept.discard(name)
            else:
                self.removed.add(name)

    def missing(self, sim):
        """The headers the simulation's agents write that the script removed."""
        needed = set(_ALWAYS)
        for agent in sim.agents:
            needed.update(_BY_KIND.get(P.AGENT_CLASSES[agent.cls][0], ()))
        if self.kept is None:
            return sorted(needed & self.removed)
        return sorted(needed - self.kept)

    def check(self, sim, nam_trace=False):
        """At `$ns run`: model the headers written over the common header, or refuse
        (see the module docstring)."""
        if self.kept is None and not self.removed:
            return
        if any(node.mobile for node in sim.nodes):
            raise ScriptError("remove-all-packet-headers: removing packet headers in a "
                              "wireless simulation is not modelled by nslab")
        missing = self.missing(sim)
        if not missing:
            return
        beyond = None if set(missing) <= set(_ALIASED) else "the %s header" % ", ".join(
            h for h in missing if h not in _ALIASED)
        beyond = beyond or _unmodelled(sim, nam_trace)
        if beyond is None:
            sim.kernel.set_header_alias("Flags" in missing, "RTP" in missing)
            return
        raise ScriptError(
            "remove-all-packet-headers: the agents write the %s header%s, which the "
            "script removed; ns-2 then writes those fields over the common header "
            "(wrong packet types and sizes in its traces), which nslab models only for "
            "the Flags and RTP headers with one-way Tahoe, Reno or NewReno senders, "
            "TCPSink, UDP and Null agents, DropTail queues and no nam trace (here: %s; "
            "keep them: add-packet-header %s)"
            % (", ".join(missing), "s" if len(missing) > 1 else "", beyond, " ".join(missing)))


# The headers whose fields nslab writes over the common header as ns-2 does, and the
# agents and queues it has followed through (kernel/core/header_alias.pxi).
_ALIASED = ("Flags", "RTP")
_ALIASED_CLASSES = ("Agent/TCP", "Agent/TCP/Reno", "Agent/TCP/Newreno", "Agent/TCPSink",
                    "Agent/TCPSink/DelAck", "Agent/UDP", "Agent/Null", "Agent/SAack")


def _unmodelled(sim, nam_trace):
    """What in the simulation reads or writes the removed headers' fields in a way
    nslab does not follow, or None."""
    if nam_trace:
        return "a nam trace"
    for agent in sim.agents:
        if agent.cls not in _ALIASED_CLASSES:
            return agent.cls
        if P.AGENT_CLASSES[agent.cls][0] == "tcp" and agent["ecn_"]:
            return "%s with ecn_ (ECN)" % agent.cls
    for link in sim.links.values():
        if link.queue_type != "DropTail":
            return "Queue/" + link.queue_type
    return None
