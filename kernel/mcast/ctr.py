"""Centralised multicast (ns-2.35's CtrMcast, tcl/ctr-mcast/): one computation for the
whole network builds every node's forwarding entries from the unicast routes, as
PIM sparse mode's trees would be, with no control messages.

`CtrMcastComp` is the network-wide part (the handle `$ns mrtproto CtrMcast` returns): the
groups, their members and sources in the order they appeared, and each group's tree type,
a shared tree through a rendezvous point ("RPT", the default) or source trees ("SPT",
after `$handle switch-treetype $group`).  A branch from a member runs up the route
towards its target (the group's rendezvous point or the source), giving each node on the
way an entry for (source, group) that expects packets from its neighbour towards the
target and forwards them down the link the branch came by; it stops at the first node
whose entry already forwards somewhere (the merge point).  Switching the tree type (or a
routing change) clears every entry of the group's replicators and computes all trees
again; a cleared entry stays in the node's table and silently drops what still matches
it (packets already on their way over the old tree), as ns-2's classifier does.

`CtrMcast` is one node's part.  The rendezvous point of a group is, among the candidate
nodes (`$handle set_c_rp $nodes`; every node until then) reachable from the node, the one
with the highest id.  While a group is on its shared tree, a source's node sends its
packets to the rendezvous point through a register tunnel: an Agent/Encapsulator on the
source's node (a register entry, which the later source-tree entry hides) wraps each one
and the rendezvous point's Agent/Decapsulator (one per node, attached when the protocol
starts) unwraps it there, where it follows the shared tree (kernel/mcast/encap.pxi).
"""
from .. import _kernel as K
from ..errors import ScriptError
from .nodes import Replicator

SHARED, SOURCE = "RPT", "SPT"


class CtrMcastComp:
    """The network-wide computation (ns-2's CtrMcastComp and CtrRPComp)."""

    def __init__(self, net, annotate_text=None, puts=print):
        self.net = net
        self.annotate_text = annotate_text or (lambda text: None)
        self.puts = puts
        self.groups = []            # Glist_
        self.members = {}           # group -> node ids, in join order
        self.sources = {}           # group -> node ids, in order of first packet
        self.treetypes = {}

    def protocol(self, nid):
        proto = self.net.node(nid).protocol
        if not isinstance(proto, CtrMcast):
            raise ScriptError("CtrMcast: node %d does not run CtrMcast" % nid)
        return proto

    # ---- the script's commands (the handle's) --------------------------------------

    def set_c_rp(self, nids):
        for proto in self._protocols():
            proto.c_rp = False
        for nid in nids:
            self.protocol(nid).c_rp = True

    def set_c_bsr(self, pairs):
        """(node id, priority) pairs."""
        for nid, priority in pairs:
            proto = self.protocol(nid)
            proto.c_bsr, proto.priority = True, priority

    def switch_treetype(self, group):
        self.annotate_text("%d switch tree type" % group)
        self.treetypes[group] = SOURCE
        self.add_group(group)
        self.compute_mroutes()

    def notify(self):
        """The unicast routes changed: rendezvous points and trees again."""
        self.compute_rpset()
        self.compute_mroutes()

    # ---- groups, members, sources ----------------------------------------------------

    def add_group(self, group):
        if group not in self.groups:
            self.groups.append(group)

    def add_member(self, group, nid):
        self.add_group(group)
        joined = self.members.setdefault(group, [])
        if nid not in joined:
            joined.append(nid)

    def remove_member(self, group, nid):
        joined = self.members.setdefault(group, [])
        if nid not in joined:
            self.puts("warning: removing non-member")
        else:
            joined.remove(nid)
        if not joined:
            if group in self.groups:
                self.groups.remove(group)
            else:
                self.puts("warning: removing non-existing group")

    def new_source(self, group, nid):
        """Records nid as a source of group: True when it was not one yet."""
        self.add_group(group)
        known = self.sources.setdefault(group, [])
        if nid in known:
            return False
        known.append(nid)
        return True

    def treetype(self, group):
        return self.treetypes.get(group)

    # ---- rendezvous points (CtrRPComp) -----------------------------------------------

    def compute_rpset(self):
        """Each connected region's candidate rendezvous points, given to its nodes."""
        regions = {}                # first node of a region -> its nodes
        for nid in self.node_ids():
            first = next((v for v in regions if self._reaches(nid, v)), nid)
            regions.setdefault(first, []).append(nid)
        for nids in regions.values():
            protos = [self.protocol(n) for n in nids]
            has_bsr = any(p.c_bsr for p in protos)
            rpset = [p.node.id for p in protos if p.c_rp]
            for proto in protos:
                proto.rpset = rpset if has_bsr else []
                if not has_bsr:
                    self.puts("no c_bsr")

    def _reaches(self, a, b):
        return a == b or self.net.sim.kernel.route(a, b) >= 0

    def get_rp(self, nid, group):
        return self.protocol(nid).get_rp(group)

    # ---- trees -----------------------------------------------------------------------

    def compute_mroutes(self):
        self.reset_mroutes()
        for group in list(self.groups):
            for src in self.sources.get(group, []):
                self.compute_tree(src, group)

    def reset_mroutes(self):
        for nid in self.node_ids():
            for group in self.groups:
                self.net.node(nid).clear_reps(group)

    def compute_tree(self, src, group):
        for member in list(self.members.get(group, [])):
            self.compute_branch(src, group, member)

    def _target(self, src, group, member):
        return src if self.treetype(group) == SOURCE else self.get_rp(member, group)

    def compute_branch(self, src, group, member):
        """Entries from member up the route to the group's target, to the merge point."""
        target = self._target(src, group, member)
        down, here = None, member
        while down != target:
            node = self.net.node(here)
            iif = -1 if here == target else node.link_from(node.rpf_nbr(target))
            oif = self._branch_link(here, down, target)
            rep = node.replicators.get((src, group))
            if rep is None:
                node.add_mfc(src, group, iif, [] if oif is None else [oif])
            else:
                merged = rep.is_active()
                if oif is not None:
                    rep.insert(("link", oif))
                if merged:
                    break
            down, here = here, node.rpf_nbr(target)

    def prune_branch(self, src, group, member):
        """A member left: its branch's links disabled, up to a node still forwarding."""
        target = self._target(src, group, member)
        down, here = None, member
        while down != target:
            node = self.net.node(here)
            oif = self._branch_link(here, down, target)
            rep = node.replicators.get((src, group))
            if rep is None:
                break
            if oif is not None:
                rep.disable(("link", oif))
            if rep.is_active():
                break
            down, here = here, node.rpf_nbr(target)

    def _branch_link(self, here, down, target):
        """The link from here to the branch's node below, when here is that node's
        neighbour towards the target."""
        if down is None or self.net.node(down).rpf_nbr(target) != here:
            return None
        link = self.net.sim.links.get((here, down))
        return None if link is None else link.id

    def node_ids(self):
        """Every node, as ns-2's all-nodes-list orders them (by id)."""
        return sorted(node.id for node in self.net.sim.nodes)

    def _protocols(self):
        return [self.protocol(nid) for nid in self.node_ids()]


class CtrMcast:
    """CtrMcast on one node (McastNode.protocol)."""

    default_tree = SHARED

    def __init__(self, net, mnode, comp, overhead=20):
        self.net, self.node, self.comp = net, mnode, comp
        self.kernel = net.sim.kernel
        self.overhead = overhead
        self.c_rp, self.c_bsr, self.priority = True, True, 0
        self.rpset = None
        self.registers = {}         # group -> the register Replicator (Regreplicator_)
        self.decap = K.mcast_add_decapsulator(self.kernel)
        self.kernel.attach(mnode.id, self.decap)
        self.warned = set()

    # ---- membership ----------------------------------------------------------------

    def join_group(self, group):
        self.net.annotate(self.node.id, "join-group %d" % group)
        comp = self.comp
        if comp.treetype(group) is None:
            comp.treetypes[group] = self.default_tree
            comp.add_group(group)
        comp.add_member(group, self.node.id)
        for src in list(comp.sources.get(group, [])):
            comp.compute_branch(src, group, self.node.id)

    def leave_group(self, group):
        self.net.annotate(self.node.id, "leave-group %d" % group)
        self.comp.remove_member(group, self.node.id)
        for src in list(self.comp.sources.get(group, [])):
            self.comp.prune_branch(src, group, self.node.id)

    # ---- the kernel's questions ----------------------------------------------------

    def handle_cache_miss(self, src, group, iif):
        comp = self.comp
        if comp.treetype(group) is None:
            comp.treetypes[group] = self.default_tree
        if self.node.id == src:
            rp = self.get_rp(group)
            if comp.treetype(group) == SHARED and src != rp:
                self.add_register(src, group, self.open_tunnel(rp))
            if comp.new_source(group, src):
                comp.compute_tree(src, group)
        return 1

    def handle_wrong_iif(self, src, group, iif):
        text = "CtrMcast of node %d: handle-wrong-iif for <S: %d, G: %d, if: %d>?" % (
            self.node.id, src, group, iif)
        if text not in self.warned:         # ns-2's warn says each text once
            self.warned.add(text)
            self.net.warn(text)
        return 0

    def drop(self, rep, eid, src, group, iif):
        K.mcast_set_ignore(self.kernel, eid, True)      # ns-2's CtrMcast does nothing

    # ---- rendezvous point and register tunnel --------------------------------------

    def get_rp(self, group):
        if self.rpset is None:
            self.comp.compute_rpset()
        if not self.rpset:
            raise ScriptError("CtrMcast: node %d has no candidate rendezvous point for group "
                              "%d (set_c_rp names none it reaches)" % (self.node.id, group))
        return max(self.rpset)      # ns-2's hash of a candidate is its id: the highest wins

    def open_tunnel(self, rp):
        """A new Agent/Encapsulator on this node, connected to rp's Decapsulator."""
        encap = K.mcast_add_encapsulator(self.kernel, self.overhead)
        self.kernel.attach(self.node.id, encap)
        self.kernel.connect(encap, self.comp.protocol(rp).decap)
        return encap

    def add_register(self, src, group, encap):
        """Node add-mfc-reg: the (src, group, local) entry that feeds the tunnel."""
        rep = self.registers.get(group)
        if rep is None:
            eid = K.mcast_add_entry(self.kernel, self.node.id, src, group, -1)
            rep = self.registers[group] = Replicator(self.kernel, eid, src, group)
        rep.insert(("agent", encap))
