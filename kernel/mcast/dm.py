"""Dense Mode multicast (ns-2.35's DM, tcl/mcast/DM.tcl): flood, then prune.

A node that sees a packet from a source it has no entry for makes one (a *cache miss*):
in ns-2's default mode (`DM set CacheMissMode pimdm`) the packet must have come from the
neighbour on the route back to the source (else a prune goes back to the sender and the
packet is dropped), and the entry forwards on every other link of the node.  A node whose
entry forwards nowhere prunes each packet back towards the node it came from; a node that
receives a prune stops forwarding on that link for `DM set PruneTimeout` seconds (0.5),
and, when that leaves it with nowhere to forward, prunes towards the source in turn.
Joining a group grafts the group's pruned entries back: a graft travels towards the source,
re-enabling the link it arrives by at each node, and cancels that link's prune timer.
The control messages are real packets ("prune" and "graft", 80 bytes, flow id 30 and 31)
sent by each node's Agent/Mcast/Control to the neighbour's; the `dvmrp` cache-miss mode
forwards only to the neighbours whose route to the source passes through the node.
LANs are not modelled (a multicast simulation with a LAN stops with an error).
"""
from .. import _kernel as K
from ..errors import ScriptError

PRUNE_CLASS = 30        # the control agent's class_ for prunes and grafts
GRAFT_CLASS = 31


class DM:
    """Dense Mode on one node (McastNode.protocol)."""

    def __init__(self, net, mnode, prune_timeout=0.5, mode="pimdm", control_size=80):
        if mode not in ("pimdm", "dvmrp"):
            raise ScriptError("DM CacheMissMode %r: ns-2 has pimdm and dvmrp" % (mode,))
        self.net, self.node, self.kernel = net, mnode, net.sim.kernel
        self.prune_timeout, self.mode, self.control_size = prune_timeout, mode, control_size
        self.control = K.mcast_add_control(self.kernel)
        self.port = self.kernel.attach(mnode.id, self.control)
        net.controls[self.control] = self
        self.prune_timers = {}      # (src, group, oif) -> the pending expiry's token

    # ---- membership ----------------------------------------------------------------

    def join_group(self, group):
        self.net.annotate(self.node.id, "join-group %d" % group)
        for rep in self.node.reps(None, group):
            if not rep.is_active():
                self.send_ctrl("graft", rep.src, group)

    def leave_group(self, group):
        self.net.annotate(self.node.id, "leave-group %d" % group)

    # ---- the kernel's questions ----------------------------------------------------

    def handle_wrong_iif(self, src, group, iif):
        self.send_ctrl("prune", src, group, self.from_node(iif))
        return 0

    def handle_cache_miss(self, src, group, iif):
        if self.mode == "dvmrp":
            oifs = [self.node.link_to(nbr) for nbr in self.neighbours()
                    if self.net.node(nbr).rpf_nbr(src) == self.node.id]
            self.node.add_mfc(src, group, iif, oifs)
            return 1
        rpf_oif = None
        if iif >= 0:
            sender = self.from_node(iif)
            if iif != self.node.link_from(self.node.rpf_nbr(src)):
                self.send_ctrl("prune", src, group, sender)
                return 0
            rpf_oif = self.node.link_to(sender)
        oifs = [lid for lid in self.node.out_links() if lid != rpf_oif]
        self.node.add_mfc(src, group, iif, oifs)
        return 1

    def drop(self, rep, eid, src, group, iif):
        if iif < 0:         # the source's own node: stop asking until a target comes
            K.mcast_set_ignore(self.kernel, eid, True)
        else:
            self.send_ctrl("prune", src, group, self.from_node(iif))

    # ---- control messages ----------------------------------------------------------

    def receive(self, kind, sender, origin, src, group):
        """A prune or graft from neighbour `sender` (origin: the node that sent it)."""
        oif = self.node.link_to(sender)
        if kind == "prune":
            self.recv_prune(src, group, oif)
        else:
            self.recv_graft(src, group, oif)

    def recv_prune(self, src, group, oif):
        reps = self.node.reps(src, group)
        if not reps:
            return
        rep = reps[0]
        if rep.is_active_target(("link", oif)):
            rep.disable(("link", oif))
            if not rep.is_active() and src != self.node.id:
                self.send_ctrl("prune", src, group)
        self.restart_prune_timer(src, group, oif)

    def recv_graft(self, src, group, oif):
        reps = self.node.reps(src, group)
        if not reps:
            iif = -1 if src == self.node.id else self.node.link_from(src)
            reps = [self.node.add_mfc(src, group, iif, [])]
        rep = reps[0]
        if not rep.is_active() and src != self.node.id:
            self.send_ctrl("graft", src, group)
        rep.insert(("link", oif))
        self.prune_timers.pop((src, group, oif), None)

    def send_ctrl(self, which, src, group, to=None):
        """A prune or graft for (src, group) to the next node towards `to` (default: the
        source)."""
        nbr = self.node.rpf_nbr(src if to is None else to)
        peer = self.net.node(nbr).protocol
        if not isinstance(peer, DM):
            raise ScriptError("DM: node %d sends a %s to node %d, which does not run DM"
                              % (self.node.id, which, nbr))
        self.net.send_control(self.control, which, nbr, peer.port,
                              PRUNE_CLASS if which == "prune" else GRAFT_CLASS,
                              self.control_size, self.node.id, src, group)

    # ---- prune timers (Timer/Iface/Prune) --------------------------------------------

    def restart_prune_timer(self, src, group, oif):
        token = object()
        self.prune_timers[src, group, oif] = token
        now = self.net.sim.now
        expiry = now + self.prune_timeout           # ns-2's `$ns after`: at now + delay
        self.net.schedule(expiry - now, lambda: self.prune_timeout_expired(src, group, oif, token))

    def prune_timeout_expired(self, src, group, oif, token):
        if self.prune_timers.get((src, group, oif)) is not token:
            return                                  # rescheduled or cancelled since
        del self.prune_timers[src, group, oif]
        for rep in self.node.reps(src, group)[:1]:
            rep.insert(("link", oif))

    # ---- topology ------------------------------------------------------------------

    def from_node(self, iif):
        """The node at the far end of incoming link iif."""
        for (a, b), link in self.net.sim.links.items():
            if link.id == iif:
                return a
        raise ScriptError("DM: node %d has no incoming link %d" % (self.node.id, iif))

    def neighbours(self):
        return [b for (a, b) in self.net.sim.links if a == self.node.id]
