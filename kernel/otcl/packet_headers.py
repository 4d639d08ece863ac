"""Which packet headers a script keeps (nslab.otcl): ns-2's `remove-all-packet-headers`,
`add-packet-header` and `remove-packet-header`.

ns-2 gives each packet header a place in the packet when the Simulator is made, for the
headers still in its table then; a header removed from it keeps the place 0, where the
common header lies.  Nothing changes as long as the headers the agents write are kept
(checked with ns: a CBR run keeping Flags, IP and RTP traces as with every header).  When
one of them is missing, the agents write its fields over the common header: with Flags
gone every packet is traced as `tcp`, with RTP gone a UDP packet's size becomes its
sequence number.  nslab does not reproduce that: at `$ns run` it refuses, naming the
headers to add.  After the Simulator is made the three commands change nothing, as in ns-2
(docs/ns2-behavior.md §4.3.1).
"""
from .. import params as P
from ..errors import ScriptError

# The headers every agent writes (Agent::initpkt), and those of each kind of agent.
_ALWAYS = ("Flags", "IP")
_BY_KIND = {"tcp": ("TCP",), "sink": ("TCP",), "udp": ("RTP",), "lossmon": ("RTP",)}


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

    def check(self, sim):
        """At `$ns run`: refuse a layout nslab does not model (see the module docstring)."""
        if self.kept is None and not self.removed:
            return
        if any(node.mobile for node in sim.nodes):
            raise ScriptError("remove-all-packet-headers: removing packet headers in a "
                              "wireless simulation is not modelled by nslab")
        missing = self.missing(sim)
        if missing:
            raise ScriptError(
                "remove-all-packet-headers: the agents write the %s header%s, which the "
                "script removed; ns-2 then writes those fields over the common header "
                "(wrong packet types and sizes in its traces), which nslab does not model "
                "(keep them: add-packet-header %s)"
                % (", ".join(missing), "s" if len(missing) > 1 else "", " ".join(missing)))
