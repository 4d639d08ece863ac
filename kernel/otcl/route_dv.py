"""Distance-vector routing, `$ns rtproto DV` (nslab.otcl; ns-2's rtglib DV with its
route objects, rewritten).  The protocol logic is here; its updates are real packets
of the kernel (kernel/traffic/rtproto.pxi), and the routes it picks are the kernel's
route table (Kernel.set_routes), so data packets follow them.

At `$ns run` every node gets a route object and two agents, attached in this order so
that they take the next two ports: Direct (the routes to the neighbours over links that
are up, preference 100, metric the link's cost) and DV (preference 120).  A node's
route to each destination is the one of lowest preference, then lowest metric, of its
protocols; routes it has none for go nowhere (packets are freed, untraced).

A DV agent first sends its vector at a time drawn uniformly in [0, 0.5) from ns-2's
route RNG (an RNG seeded 1), then every advertInterval (2 s) times a draw in
[0.9, 1.1).  A vector holds the node's metric to every node: its own route's, -1 read
as infinity (32, the agents' ttl), and infinity towards the neighbour the route goes
through (poisoned reverse); the packet has one byte per node.  A received vector adds
the link's cost to each metric (at most infinity) and, if any of the neighbour's
metrics changed, the node recomputes: for each destination the neighbours offering the
lowest finite metric (a tie keeps the current next hop), a route never made worse while
its next hop still offers it.  When the node's routes change, it sends its vector to
every neighbour at once (a triggered update); a link that comes back up gets one too.
A link going down (route_dynamics) makes its node forget all the neighbour's metrics.
Neighbours are visited in node order, destinations in node order.

With `Node set multiPath_ 1` a route is a list of next hops: DV keeps every neighbour
that offers the lowest metric (in the order Tcl lists an array keyed by the links'
handles, ns-2's `array names nh`), a tie keeping the current ones first, and the node
sends a destination's packets over them in turn (nslab.otcl.route_mpath); a vector is
poisoned towards each of them.  Without it, a route has one next hop.

Not modelled (an error names it): DV on some nodes only.
"""
from ..errors import ScriptError
from .base import TclObject
from .route_mpath import NodeRoutes, link_handles, tcl_order

_MAX_PREF, _UNREACH = 255, -1


def _class_var(runner, cls, name, default):
    """A class variable the script may have set (`Agent/rtProto/DV set preference_ 90`)."""
    try:
        return float(runner.tcl.call(cls, "set", name))
    except Exception:           # never set: ns-default.tcl's value
        return default


class RouteObject:
    """A node's routing table over its protocols (ns-2's rtObject)."""

    def __init__(self, dv, nid):
        self.dv, self.nid = dv, nid
        self.next_hop = {d: [] for d in dv.node_ids}
        self.pref = {d: (0 if d == nid else _MAX_PREF) for d in dv.node_ids}
        self.metric = {d: (0 if d == nid else _UNREACH) for d in dv.node_ids}
        self.via = {d: ("local" if d == nid else None) for d in dv.node_ids}
        self.protocols = []
        self.installed = NodeRoutes(dv.sim.kernel, len(dv.node_ids), dv.multipath)

    def compute_routes(self):
        """Install the best route of the protocols for every destination; tell the
        protocols how many routes changed."""
        if not any(p.changed for p in self.protocols):
            return
        for p in self.protocols:
            p.changed = 0
        changes = 0
        for dst in self.dv.node_ids:
            if dst != self.nid:
                changes += self._choose(dst)
        self.dv.install(self.nid, self.installed)
        for p in self.protocols:
            p.send_updates(changes)

    def _choose(self, dst):
        nh, pf, mt, rv = [], _MAX_PREF, _UNREACH, None
        for p in self.protocols:
            if not p.next_hop[dst]:
                continue
            if p.pref[dst] < pf or (p.pref[dst] == pf and p.metric[dst] < mt) or mt < 0:
                nh, pf, mt, rv = list(p.next_hop[dst]), p.pref[dst], p.metric[dst], p
        if not nh:
            if not self.next_hop[dst]:
                return 0
            self.installed.delete(dst, self.next_hop[dst])
            self.next_hop[dst], self.pref[dst], self.metric[dst], self.via[dst] = nh, pf, mt, rv
            return 1
        if rv is self.via[dst]:
            changes = 0
            if nh != self.next_hop[dst]:
                self._replace(dst, nh)
                changes += 1
            if mt != self.metric[dst]:
                self.metric[dst] = mt
                changes += 1
            self.pref[dst] = pf
            return changes
        old = self.via[dst]
        if old is not None:         # what the protocol in use says now
            self.next_hop[dst], self.pref[dst], self.metric[dst] = \
                list(old.next_hop[dst]), old.pref[dst], old.metric[dst]
        if self.pref[dst] != pf or self.metric[dst] != mt:
            self._replace(dst, nh)
            self.pref[dst], self.metric[dst], self.via[dst] = pf, mt, rv
            return 1
        return 0

    def _replace(self, dst, links):
        """delete-routes of the current next hops, then add-routes of the new ones."""
        self.installed.delete(dst, self.next_hop[dst])
        self.next_hop[dst] = links
        self.installed.add(dst, links)

    def interfaces_changed(self):
        for p in self.protocols:
            p.interfaces_changed()
            p.compute_routes()
        self.compute_routes()


class DirectRoutes:
    """The routes to the neighbours (ns-2's Agent/rtProto/Direct)."""

    def __init__(self, dv, nid, pref):
        self.dv, self.nid = dv, nid
        self.next_hop = {d: [] for d in dv.node_ids}
        self.metric = {d: _UNREACH for d in dv.node_ids}
        self.pref = {d: (pref if d in dv.neighbours[nid] else _MAX_PREF) for d in dv.node_ids}
        self.changed = 0

    def compute_routes(self):
        self.changed = 0
        for nbr in self.dv.neighbours[self.nid]:
            link = self.dv.link(self.nid, nbr)
            up = self.dv.is_up(link)
            if not self.next_hop[nbr] and up:
                self.next_hop[nbr], self.metric[nbr] = [link], self.dv.cost(link)
                self.changed += 1
            elif self.next_hop[nbr] and not up:
                self.next_hop[nbr], self.metric[nbr] = [], _UNREACH
                self.changed += 1

    def interfaces_changed(self):
        pass

    def send_updates(self, changes):
        pass


class DVAgentObject(TclObject):
    """The script-side object of a DV agent: the kernel's upcall `recv-update`."""
    tcl_class = "Agent/rtProto/DV"
    protocol = None

    def tcl_recv_update(self, peer_addr, message):
        self.protocol.receive(int(peer_addr), int(message))


class DistanceVector:
    """One node's DV agent (ns-2's Agent/rtProto/DV)."""

    def __init__(self, dv, nid, pref, aid, port):
        self.dv, self.nid, self.aid, self.port = dv, nid, aid, port
        self.peer_pref = pref           # what every neighbour's offer is worth
        ids = dv.node_ids
        self.next_hop = {d: [] for d in ids}
        self.peer_of_hop = {d: [] for d in ids}
        self.metric = {d: _UNREACH for d in ids}
        self.pref = {d: pref for d in ids}
        self.changed = 0
        self.peers = {}             # neighbour -> (address, port, {dst: metric})
        self.up_state = {nbr: dv.is_up(dv.link(nid, nbr)) for nbr in dv.neighbours[nid]}
        self.came_up = []

    def add_peer(self, nbr, port):
        self.peers[nbr] = (nbr, port, {d: self.dv.infinity for d in self.dv.node_ids})

    def periodic_update(self):
        self.send_updates(1)
        delay = self.dv.advert_interval * self.dv.rng.uniform(0.9, 1.1)
        now = self.dv.sim.now        # `$ns at [expr now + delay]`: the time, then back
        self.dv.sim.after(now + delay - now, self.periodic_update)

    def send_updates(self, changes):
        targets = sorted(self.peers) if changes else self.came_up
        self.came_up = []
        for nbr in targets:
            if self.dv.is_up(self.dv.link(self.nid, nbr)):
                self.send_to(nbr)

    def send_to(self, nbr):
        table = self.dv.route_objects[self.nid]
        towards = self.dv.link(self.nid, nbr)
        vector = {}
        for dst in self.dv.node_ids:
            metric = table.metric[dst]
            if metric < 0 or towards in table.next_hop[dst]:
                metric = self.dv.infinity
            vector[dst] = metric
        message = self.dv.store(vector)
        addr, port, _metrics = self.peers[nbr]
        self.dv.sim.kernel.rtproto_send(self.aid, addr, port, len(vector), message)

    def receive(self, peer_addr, message):
        vector = self.dv.retrieve(message)
        if peer_addr not in self.peers:
            raise ScriptError("rtProto/DV: update from node %d, which is not a neighbour of "
                              "node %d" % (peer_addr, self.nid))
        metrics = self.peers[peer_addr][2]
        cost = self.dv.cost(self.dv.link(self.nid, peer_addr))
        changed = 0
        for dst, metric in vector.items():
            metric = min(metric + cost, self.dv.infinity)
            if metric != metrics[dst]:
                metrics[dst] = metric
                changed += 1
        if changed:
            self.compute_routes()
            self.changed += changed
            self.dv.route_objects[self.nid].compute_routes()

    def interfaces_changed(self):
        self.came_up = []
        for nbr in sorted(self.peers):
            up = self.dv.is_up(self.dv.link(self.nid, nbr))
            if up != self.up_state[nbr]:
                self.up_state[nbr] = up
                if up:
                    self.came_up.append(nbr)
                else:
                    metrics = self.peers[nbr][2]
                    for dst in metrics:
                        metrics[dst] = self.dv.infinity

    def compute_routes(self):
        self.changed = 0
        for dst in self.dv.node_ids:
            self._compute(dst)
        return self.changed

    def _compute(self, dst):
        infinity = self.dv.infinity
        if self.peer_of_hop[dst]:
            peer = self.peer_of_hop[dst][0]
            self.metric[dst], self.pref[dst] = self.peers[peer][2][dst], self.peer_pref
        pf, mt, offers = _MAX_PREF, infinity, []
        for nbr in sorted(self.peers):
            pmt, ppf = self.peers[nbr][2][dst], self.peer_pref
            if pmt < 0 or pmt >= infinity or ppf > pf or pmt > mt:
                continue
            if ppf < pf or pmt < mt:
                pf, mt, offers = ppf, pmt, []
            offers.append(nbr)
        if pf == _MAX_PREF and mt == infinity:
            return
        if pf > self.pref[dst] or (self.metric[dst] >= 0 and mt > self.metric[dst]):
            return
        self.changed += 1
        better = pf < self.pref[dst] or mt < self.metric[dst]
        self.pref[dst], self.metric[dst] = pf, mt
        if self.dv.multipath:
            self._choose_all(dst, offers, better)
            return
        if not better and self.peer_of_hop[dst][:1] and self.peer_of_hop[dst][0] in offers:
            return                  # the current next hop still offers the best
        if offers:
            self.peer_of_hop[dst] = [offers[0]]
            self.next_hop[dst] = [self.dv.link(self.nid, offers[0])]
        else:
            self.peer_of_hop[dst], self.next_hop[dst] = [], []

    def _choose_all(self, dst, offers, better):
        """Multipath: every neighbour offering the best, the current ones first on a tie."""
        peer_of = {self.dv.link(self.nid, nbr): nbr for nbr in offers}
        links = tcl_order(list(peer_of), self.dv.handles)
        if not better:
            kept = [link for link in self.next_hop[dst] if link in peer_of]
            links = kept + [link for link in links if link not in kept]
        self.next_hop[dst] = links
        self.peer_of_hop[dst] = [peer_of[link] for link in links]


class DVRouting:
    """DV on every node of the script: its agents, route objects and messages."""

    def __init__(self, runner, dynamics):
        self.runner, self.sim, self.dynamics = runner, runner.sim, dynamics
        self.node_ids = [node.id for node in self.sim.nodes]
        self.neighbours = {n: [] for n in self.node_ids}
        for a, b in self.sim.links:         # as the links were made
            self.neighbours[a].append(b)
        self.infinity = int(_class_var(runner, "Agent", "ttl_", 32))
        self.advert_interval = _class_var(runner, "Agent/rtProto/DV", "advertInterval", 2.0)
        self.messages, self.next_message = {}, 0
        self.route_objects, self.agents = {}, {}
        self.routes = None
        self.multipath, self.handles = False, {}     # set at start

    def link(self, a, b):
        return self.sim.links[a, b]

    def is_up(self, link):
        return self.sim.kernel.link_is_up(link.id)

    def cost(self, link):
        return self.dynamics.cost(link)

    def store(self, vector):
        self.next_message += 1
        self.messages[self.next_message] = vector
        return self.next_message

    def retrieve(self, message):
        return self.messages.pop(message)

    def install(self, nid, installed):
        """A node's routes (NodeRoutes) into the kernel's table."""
        for dst in self.node_ids:
            self.routes[nid][dst] = installed.entry(dst)
        self.sim.kernel.set_routes(self.routes)

    def reinstall(self):
        """After the static routes of `run`: the table DV built (Simulator.route_protocol)."""
        self.sim.kernel.set_routes(self.routes)

    def start(self):
        """ns-2's DV init-all: route objects with Direct, then the DV agents, then
        their peers."""
        self.start_route_objects("DV")
        dv_pref = _class_var(self.runner, "Agent/rtProto/DV", "preference_", 120)
        self.start_agents(lambda nid, aid: DistanceVector(self, nid, dv_pref, aid, None),
                          DVAgentObject)
        self.sim.route_protocol = self.reinstall

    def start_route_objects(self, proto):
        """Every node's route object with its Direct agent (rtObject init-all)."""
        self.multipath = bool(_class_var(self.runner, "Node", "multiPath_", 0))
        self.handles = link_handles(self.runner) if self.multipath else {}
        if any(node.mobile for node in self.sim.nodes):
            raise ScriptError("rtproto %s: %s on wireless nodes is not implemented in nslab"
                              % (proto, proto))
        n = len(self.sim.nodes)
        self.routes = [[-1] * n for _ in range(n)]
        kernel = self.sim.kernel
        direct_pref = _class_var(self.runner, "Agent/rtProto/Direct", "preference_", 100)
        self.rng = self.dynamics.route_rng()
        for nid in self.node_ids:
            table = self.route_objects[nid] = RouteObject(self, nid)
            kernel.attach(nid, kernel.add_null({}))         # the Direct agent's port
            direct = DirectRoutes(self, nid, direct_pref)
            table.protocols.append(direct)
            direct.compute_routes()
        for nid in self.node_ids:
            self.route_objects[nid].compute_routes()

    def start_agents(self, make_agent, object_class, link_state=False):
        """One protocol agent per node (`make_agent(node id, kernel agent)`: its first
        update scheduled as it is made, then attached), then their peers.  Tcl lists
        LS before Direct in a route object's protocols, DV after it."""
        kernel = self.sim.kernel
        for nid in self.node_ids:
            aid = kernel.add_rtproto(link_state)
            agent = make_agent(nid, aid)
            self.sim.after(self.rng.uniform(0.0, 0.5), agent.periodic_update)
            agent.port = kernel.attach(nid, aid)
            obj = self.runner.register(object_class)
            obj.protocol = agent
            self.runner.agent_handles[aid] = obj.handle
            self.agents[nid] = agent
            protocols = self.route_objects[nid].protocols
            protocols.insert(0 if link_state else len(protocols), agent)
        for nid in self.node_ids:
            for nbr in sorted(set(self.neighbours[nid])):
                self.agents[nid].add_peer(nbr, self.agents[nbr].port)

    def interfaces_changed(self, nid):
        self.route_objects[nid].interfaces_changed()
