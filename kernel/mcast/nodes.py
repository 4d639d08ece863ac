"""A node's multicast state, as ns-2.35's Node and Classifier/Replicator/Demuxer keep it
(tcl/mcast/ns-mcast.tcl), and the network-wide part that answers the kernel.

A replicator (`Replicator`) remembers which slot each target (a link towards a neighbour or
a local agent) holds: `insert` puts a target in the first empty slot unless it is there,
`disable` empties its slot.  A node (`McastNode`) keeps its replicators by (source, group),
the agents that joined each group, and the protocol that decides what to forward
(`protocol`, e.g. dm.DM).  Where ns-2 sorts a node's out-links by their Tcl handles
(`get-all-oifs` is an `lsort` of link heads, a string order: `_o102` before `_o80`),
`link_heads` holds the handle ns-2 gave each link head, which the OTcl runner numbers as
ns-2 does (nslab.otcl.handles; docs/ns2-behavior.md §13.2).
"""
from .. import _kernel as K
from ..errors import ScriptError

class Replicator:
    """One (source, group) entry of a node: the kernel's replicator and its targets."""

    def __init__(self, kernel, eid, src, group):
        self.kernel, self.eid, self.src, self.group = kernel, eid, src, group
        self.active = {}            # target -> slot, -1 while disabled
        self.n_active = 0

    def is_active(self):
        return self.n_active > 0

    def is_active_target(self, target):
        return self.active.get(target, -1) >= 0

    def insert(self, target):
        if self.active.setdefault(target, -1) < 0:
            self.enable(target)

    def enable(self, target):
        if self.active[target] < 0:
            self.active[target] = K.mcast_install(self.kernel, self.eid, *target)
            self.n_active += 1
            K.mcast_set_ignore(self.kernel, self.eid, False)

    def disable(self, target):
        if self.active.get(target, -1) >= 0:
            K.mcast_clear(self.kernel, self.eid, self.active[target])
            self.active[target] = -1
            self.n_active -= 1


class McastNode:
    """One node's replicators, joined agents and protocol."""

    def __init__(self, net, node_id):
        self.net, self.id = net, node_id
        self.kernel = net.sim.kernel
        self.replicators = {}       # (src, group) -> Replicator
        self.agents = {}            # group -> agent ids that joined it
        self.protocol = None

    def reps(self, src, group):
        """getReps: the replicators for src (None: any) and group, oldest first."""
        return [r for (s, g), r in self.replicators.items()
                if (src is None or s == src) and g == group]

    def add_mfc(self, src, group, iif, oifs):
        """A forwarding entry for (src, group) from link iif (-1: local), filled with the
        group's agents and the links oifs (link ids)."""
        rep = self.replicators.get((src, group))
        if rep is None:
            rep = Replicator(self.kernel, K.mcast_add_entry(self.kernel, self.id, src, group, iif),
                             src, group)
            self.replicators[src, group] = rep
            for aid in self.agents.get(group, ()):
                rep.insert(("agent", aid))
        for lid in self.net.sorted_oifs(oifs):
            rep.insert(("link", lid))
        return rep

    def clear_reps(self, group):
        """clearReps * group: each of the group's replicators emptied and forgotten.  Its
        kernel entry stays, and what still matches it is dropped silently, as ns-2's
        classifier keeps the entry of a deleted replicator."""
        for key in [key for key in self.replicators if key[1] == group]:
            rep = self.replicators.pop(key)
            for target in list(rep.active):
                rep.disable(target)
            K.mcast_set_ignore(self.kernel, rep.eid, True)

    def join_group(self, aid, group):
        self.protocol.join_group(group)
        self.agents.setdefault(group, []).append(aid)
        for rep in self.reps(None, group):
            rep.insert(("agent", aid))

    def leave_group(self, aid, group):
        for rep in self.reps(None, group):
            rep.disable(("agent", aid))
        joined = self.agents.get(group)
        if joined is None:
            self.net.warn("cannot leave a group without joining it")
            return
        if aid in joined:
            joined.remove(aid)
        self.protocol.leave_group(group)

    # routing lookups of the protocols (node ids and link ids)

    def rpf_nbr(self, src):
        """The neighbour on the route towards src (the reverse path; a node's own id
        leads to itself, as ns-2's route lookup answers)."""
        if src == self.id:
            return self.id
        lid = self.kernel.route(self.id, src)
        if lid < 0:
            raise ScriptError("multicast: node %d has no route towards node %d" % (self.id, src))
        return self.net.link_dst(lid)

    def out_links(self):
        return [link.id for (a, b), link in self.net.sim.links.items() if a == self.id]

    def link_to(self, nbr):
        return self._link(self.id, nbr)

    def link_from(self, nbr):
        return self._link(nbr, self.id)

    def _link(self, a, b):
        link = self.net.sim.links.get((a, b))
        if link is None:
            raise ScriptError("multicast: the protocol needs a link from node %d to node %d, "
                              "and there is none (ns-2's multicast assumes duplex links)"
                              % (a, b))
        return link.id


class McastNetwork:
    """The multicast nodes of one simulator and the kernel's handler."""

    def __init__(self, sim, annotate=None, warn=None, schedule=None):
        self.sim = sim
        self.nodes = {}
        self.annotate = annotate or (lambda node, text: None)
        self.warn = warn or (lambda text: None)
        self.schedule = schedule or sim.after
        self.messages = {}          # Agent/Mcast/Control's message table
        self.next_message = 0
        self.controls = {}          # control agent id -> its protocol
        self.link_heads = {}        # link id -> ns-2's handle number of its head (the runner's)
        self.link_ends = {}         # link id -> the node it leads to
        sim.kernel.mcast_handler = self

    def node(self, node_id):
        if node_id not in self.nodes:
            self.nodes[node_id] = McastNode(self, node_id)
        return self.nodes[node_id]

    def sorted_oifs(self, oifs):
        """Links as `lsort` orders their ns-2 head handles (a string order)."""
        return sorted(oifs, key=lambda lid: "_o%d" % self.link_heads.get(lid, lid))

    # the kernel's questions (Kernel.mcast_handler)

    def cache_miss(self, node, src, group, iif):
        return self.node(node).protocol.handle_cache_miss(src, group, iif)

    def wrong_iif(self, node, src, group, iif):
        return self.node(node).protocol.handle_wrong_iif(src, group, iif)

    def drop(self, node, eid, src, group, iif):
        mnode = self.node(node)
        rep = mnode.replicators.get((src, group))
        mnode.protocol.drop(rep, eid, src, group, iif)

    def control(self, aid, kind, sender, message):
        self.controls[aid].receive(kind, sender, *self.messages[message])

    def send_control(self, aid, kind, dst_node, dst_port, fid, size, *args):
        """Agent/Mcast/Control's send: the message's words kept here, its number sent."""
        number = self.next_message
        self.messages[number] = args
        self.next_message += 1
        K.mcast_control_send(self.sim.kernel, aid, kind, dst_node, dst_port, fid, size, number)

    def link_dst(self, lid):
        if len(self.link_ends) != len(self.sim.links):
            self.link_ends = {link.id: b for (a, b), link in self.sim.links.items()}
        return self.link_ends[lid]
