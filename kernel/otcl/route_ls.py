"""Link-state routing, `$ns rtproto LS` (nslab.otcl; ns-2's linkstate/ and
tcl/rtglib/ns-rtProtoLS.tcl, rewritten).  The protocol logic is here; its messages are
real packets of the kernel ("rtProtoLS", kernel/traffic/rtproto.pxi) and the routes it
picks go through the route objects of distance-vector routing (nslab.otcl.route_dv:
RouteObject, DirectRoutes) into the kernel's route table.

Every node's LS agent knows its links (neighbour, up or down, cost) and keeps a
topology database: per node, the link list it last heard from it, with a sequence
number.  An agent sends its link list (an LSA, 100 bytes) to every neighbour over a link
that is up at a time drawn uniformly in [0, 0.5) from ns-2's route RNG, then every
advertInterval (1800 s) times a draw in [0.5, 1.5).  A received LSA is acked (20 bytes)
and, if its sequence number is newer than what the node heard from its origin, passed
on to every neighbour but the origin and the sender; its links update the database.
A link that goes down or comes up makes its nodes send their new link list; over a link
that comes up each end also sends its whole database (a topology message, 200 bytes),
which the receiver acks and merges, passing on each newer record as an LSA.  Those
sends are buffered and go out when the node's route object next installs routes.

Messages live in one store shared by all nodes (ns-2's message center): LSAs and
topology messages take odd numbers, acks even ones; past 4 times the number of nodes
messages per kind the oldest is forgotten, and a packet that names a forgotten message
is ignored on arrival.  A topology message carries the sender's database itself, read
when it arrives; a passed-on record carries no links.  Each neighbour has one
retransmission timer, of 3 times (queue limit x 8000 bits / bandwidth + delay) of the
link: each send reschedules it, and when it fires the unacked messages to that
neighbour go again.  An ack names the acked message's number where the sender waits for
its sequence number; the two differ only for the records a topology message brought,
passed on as new LSAs, which are thus never acked and go again at every timeout until
the link goes down (as in ns-2).

Routes: Dijkstra over the database's links that are up, costs the links' `cost`; with
`Node set multiPath_ 1` every equal-cost next hop is kept (in neighbour order), else
the first.  LS routes have preference 120 (Agent/rtProto/LS preference_), metric the
path's cost.
"""
from ..errors import ScriptError
from .base import TclObject
from .route_dv import DVRouting, _class_var

_LSA, _TPM, _LSA_ACK, _TPM_ACK = 1, 2, 3, 4
_SIZES = {_LSA: 100, _TPM: 200, _LSA_ACK: 20, _TPM_ACK: 20}
_NO_COST = 65535                # ns-2's LS_MAX_COST + 1: no path
_DEFAULT_TIMEOUT = 0.002        # a neighbour without a delay estimate
_WRAP = 1 << 30
_MAX_PREF, _UNREACH = 255, -1


def _newer(old, new):
    """ns-2's unsigned comparison of sequence numbers: new is later than old."""
    return old < new or ((old - new) & 0xffffffff) > _WRAP


class Message:
    """One stored message: LSA (links: a copied list, or None when passed on),
    topology (links: the sender's live database) or ack."""

    def __init__(self, kind, number, origin):
        self.kind, self.number, self.seq, self.origin = kind, number, number, origin
        self.links = None


class MessageCenter:
    """The messages of every node, by number (ns-2's LsMessageCenter)."""

    def __init__(self):
        self.stores = {True: {}, False: {}}         # LSA and topology messages, others
        self.next_number = {True: 1, False: 2}
        self.max_size = 0

    def new(self, origin, kind):
        if self.max_size == 0:
            self.max_size = 300
        flooded = kind in (_LSA, _TPM)
        store, number = self.stores[flooded], self.next_number[flooded]
        self.next_number[flooded] += 2
        if len(store) >= self.max_size:
            del store[min(store)]
        store[number] = Message(kind, number, origin)
        return store[number]

    def get(self, number):
        return self.stores[bool(number & 1)].get(number)

    def delete(self, number):
        self.stores[False].pop(number, None)


class LinkState:
    """One link of a node's list: neighbour, up (1) or down (0), cost, sequence number."""

    def __init__(self, nbr, status, cost, seq=0):
        self.nbr, self.status, self.cost, self.seq = nbr, status, cost, seq

    def copy(self):
        return LinkState(self.nbr, self.status, self.cost, self.seq)


def _copy_list(links):
    return [link.copy() for link in links]


def update_database(database, me, nid, links):
    """Merge a node's link list into the database: True if anything changed."""
    old = database.get(nid)
    if old is None:
        database[nid] = _copy_list(links)
        return True
    changed = False
    for new in links:
        match = next((o for o in old if o.nbr == new.nbr), None)
        if match is None:
            old.append(new.copy())
            changed = True
            continue
        if nid != me:
            match.seq = new.seq
        if (match.status, match.cost) != (new.status, new.cost):
            match.status, match.cost = new.status, new.cost
            changed = True
    return changed


def _insert_hops(table, dst, cost, hops):
    """A path of `cost` through `hops` into a table {dst: [cost, hops]}: a cheaper one
    replaces, an equal one adds the hops it lacks."""
    entry = table.get(dst)
    if entry is None:
        table[dst] = [cost, list(hops)]
    elif entry[0] > cost:
        entry[0], entry[1] = cost, list(hops)
    elif entry[0] == cost:
        entry[1] += [h for h in hops if h not in entry[1]]


def _pop_shortest(tentative):
    """The first next hop of the cheapest tentative path (lowest node on a tie)."""
    best = None
    for dst in sorted(tentative):
        cost, hops = tentative[dst]
        if hops and (best is None or tentative[best][0] > cost):
            best = dst
    if best is None:
        raise ScriptError("rtproto LS: no shortest path to pop (internal inconsistency)")
    cost, hops = tentative[best]
    hop = hops.pop(0)
    if not hops:
        del tentative[best]
    return best, cost, hop


def compute_paths(database, me):
    """{dst: [cost, next hops]} over the links that are up (ns-2's LsRouting, which
    expands a node each time one of its next hops is settled)."""
    paths = {me: [0, [me]]}
    node, links = me, database.get(me)
    tentative = {}
    while links is not None:
        hops = [] if node == me else paths[node][1]
        base = paths[node][0]
        for link in links:
            if link.status != 1:
                continue
            cost = link.cost + base
            if paths.get(link.nbr, [_NO_COST])[0] < cost:
                continue
            _insert_hops(tentative, link.nbr, cost, [link.nbr] if node == me else hops)
        links = None
        while tentative:
            node, cost, hop = _pop_shortest(tentative)
            _insert_hops(paths, node, cost, [hop])
            links = database.get(node)
            if links is not None:
                break
    return paths


class LSAgentObject(TclObject):
    """The script-side object of an LS agent: the kernel's upcall `recv-update`."""
    tcl_class = "Agent/rtProto/LS"
    protocol = None

    def tcl_recv_update(self, peer_addr, message):
        self.protocol.receive(int(peer_addr), int(message))


class Retransmission:
    """One neighbour's unacked messages and timer (ns-2's LsUnackPeer)."""

    def __init__(self, timeout):
        self.timeout, self.generation = timeout, 0
        self.topology = 0               # number of the unacked topology message
        self.lsas = {}                  # origin -> (message number, sequence number)


class LinkStateAgent:
    """One node's LS agent (ns-2's Agent/rtProto/LS with its LsRouting)."""

    def __init__(self, ls, nid, pref, aid):
        self.ls, self.nid, self.aid, self.port = ls, nid, aid, None
        ids = ls.node_ids
        self.next_hop = {d: [] for d in ids}
        self.metric = {d: _UNREACH for d in ids}
        self.pref = {d: pref for d in ids}
        self.preference = pref
        self.changed = 1
        self.peers = {}                 # neighbour -> (address, port)
        self.links, self.database, self.paths = [], {}, {}
        self.history = {}, {}           # LSAs, topology messages: origin -> sequence
        self.unacked, self.buffer = {}, []

    # ---- start-up ----
    def add_peer(self, nbr, port):
        self.peers[nbr] = (nbr, port)

    def initialize(self):
        self.links = self._link_states()
        self.database[self.nid] = _copy_list(self.links)
        for nbr in sorted(self.peers):
            link = self.ls.link(self.nid, nbr)
            delay = link["limit_"] * 8000.0 / link["bandwidth_"] + link["delay_"]
            self.unacked[nbr] = Retransmission(3 * delay)
        self.paths = compute_paths(self.database, self.nid)

    def _link_states(self):
        return [LinkState(nbr, int(self.ls.is_up(self.ls.link(self.nid, nbr))),
                          int(self.ls.cost(self.ls.link(self.nid, nbr))))
                for nbr in sorted(self.peers)]

    def periodic_update(self):
        self.send_link_states(buffered=False)
        delay = self.ls.advert_interval * self.ls.rng.uniform(0.5, 1.5)
        now = self.ls.sim.now
        self.ls.sim.after(now + delay - now, self.periodic_update)

    # ---- sending ----
    def _is_up(self, nbr):
        return any(link.status == 1 for link in self.links if link.nbr == nbr)

    def send_message(self, nbr, number, size):
        addr, port = self.peers[nbr]
        self.ls.sim.kernel.rtproto_send(self.aid, addr, port, size, number)

    def send_link_states(self, buffered):
        mine = self.database.get(self.nid)
        if not self.peers or not mine:
            return
        msg = self.ls.center.new(self.nid, _LSA)
        for link in mine:
            link.seq = msg.seq
        msg.links = _copy_list(mine)
        for nbr in sorted(self.peers):
            if not self._is_up(nbr):
                continue
            if buffered:
                self.buffer.append((nbr, msg))
            else:
                self.send_message(nbr, msg.number, _SIZES[_LSA])
                self._message_out(nbr, msg)

    def _send_ack(self, nbr, kind, origin, seq):
        msg = self.ls.center.new(self.nid, kind)
        msg.origin, msg.seq = origin, seq
        self.send_message(nbr, msg.number, _SIZES[kind])

    def send_updates(self, _changes):
        """The buffered messages go out (ns-2's send-buffered-messages)."""
        buffer, self.buffer = self.buffer, []
        for nbr, msg in buffer:
            self._message_out(nbr, msg)
            self.send_message(nbr, msg.number, _SIZES[msg.kind])

    # ---- retransmission ----
    def _message_out(self, nbr, msg):
        peer = self.unacked.setdefault(nbr, Retransmission(_DEFAULT_TIMEOUT))
        if msg.kind == _TPM:
            peer.topology = msg.seq
        elif msg.kind == _LSA:
            peer.lsas[msg.origin] = (msg.number, msg.seq)
        self._reschedule(nbr, peer)

    def _reschedule(self, nbr, peer):
        peer.generation += 1
        generation = peer.generation
        self.ls.sim.after(peer.timeout, lambda: self._expire(nbr, peer, generation))

    def _expire(self, nbr, peer, generation):
        if generation != peer.generation:
            return                      # cancelled or rescheduled since
        if peer.topology:
            self.send_message(nbr, peer.topology, _SIZES[_TPM])
        for origin in sorted(peer.lsas):
            self.send_message(nbr, peer.lsas[origin][0], _SIZES[_LSA])
        self._reschedule(nbr, peer)

    def _ack_in(self, nbr, msg):
        peer = self.unacked.get(nbr)
        if peer is None or (not peer.topology and not peer.lsas):
            return
        if msg.kind == _TPM_ACK and peer.topology == msg.seq:
            peer.topology = 0
        elif msg.kind == _LSA_ACK and peer.lsas.get(msg.origin, (0, None))[1] == msg.seq:
            del peer.lsas[msg.origin]
        if not peer.topology and not peer.lsas:
            peer.generation += 1

    # ---- receiving ----
    def receive(self, sender, number):
        if sender not in self.peers:
            return
        msg = self.ls.center.get(number)
        if msg is None:
            return
        if msg.kind in (_LSA_ACK, _TPM_ACK):
            self._ack_in(sender, msg)
            self.ls.center.delete(number)
            return
        changed = self._receive_topology(sender, msg) if msg.kind == _TPM \
            else self._receive_lsa(sender, msg)
        if changed:
            self.route_changed()

    def _is_new(self, history, msg):
        seen = history.get(msg.origin)
        if seen is not None and not _newer(seen, msg.seq):
            return False
        history[msg.origin] = msg.seq
        return True

    def _receive_lsa(self, sender, msg):
        self._send_ack(sender, _LSA_ACK, msg.origin, msg.number)
        if msg.origin == self.nid or not self._is_new(self.history[0], msg):
            return False
        for nbr in sorted(self.peers):
            if nbr not in (msg.origin, sender) and self._is_up(nbr):
                self._message_out(nbr, msg)
                self.send_message(nbr, msg.number, _SIZES[_LSA])
        if msg.links is None:
            return False
        changed = update_database(self.database, self.nid, msg.origin, msg.links)
        if changed:
            self.paths = compute_paths(self.database, self.nid)
        return changed

    def _receive_topology(self, sender, msg):
        self._send_ack(sender, _TPM_ACK, sender, msg.seq)
        if not self._is_new(self.history[1], msg) or msg.links is None:
            return False
        changed = False
        for nid in sorted(msg.links):
            theirs = msg.links[nid]
            if nid == self.nid:
                continue
            mine = self.database.get(nid)
            if mine and not _newer(mine[0].seq, theirs[0].seq):
                continue
            changed = True
            self.database[nid] = _copy_list(theirs)
            self._pass_on(sender, nid, theirs)
        if changed:
            self.paths = compute_paths(self.database, self.nid)
        return changed

    def _pass_on(self, sender, origin, links):
        msg = self.ls.center.new(origin, _LSA)
        msg.seq = links[0].seq
        for nbr in sorted(self.peers):
            if nbr not in (origin, sender) and self._is_up(nbr):
                self.buffer.append((nbr, msg))

    # ---- the route object's calls ----
    def interfaces_changed(self):
        old = self.database[self.nid]
        was_up = {link.nbr: link.status for link in old}
        self.links = self._link_states()
        if update_database(self.database, self.nid, self.nid, self.links):
            self.paths = compute_paths(self.database, self.nid)
            self.send_link_states(buffered=True)
        for link in self.links:
            if link.status == 0:
                peer = self.unacked.get(link.nbr)
                if peer is not None:
                    peer.topology, peer.lsas = 0, {}
                    peer.generation += 1
            elif not was_up[link.nbr]:
                msg = self.ls.center.new(self.nid, _TPM)
                msg.links = self.database
                self.buffer.append((link.nbr, msg))
        self.route_changed()

    def route_changed(self):
        self.install_routes()
        self.ls.route_objects[self.nid].compute_routes()

    def compute_routes(self):
        self.paths = compute_paths(self.database, self.nid)
        self.install_routes()

    def install_routes(self):
        self.changed = 1
        for dst in self.ls.node_ids:
            if dst == self.nid:
                continue
            path = self.paths.get(dst)
            if path is None:
                self.pref[dst], self.metric[dst], self.next_hop[dst] = _MAX_PREF, _UNREACH, []
                continue
            self.pref[dst], self.metric[dst] = self.preference, path[0]
            if self.ls.multipath:
                hops = [nbr for nbr in sorted(self.peers) if nbr in path[1]]
            else:
                hops = path[1][:1]
            self.next_hop[dst] = [self.ls.link(self.nid, nbr) for nbr in hops]


class LSRouting(DVRouting):
    """LS on every node of the script: its agents, route objects and message store."""

    def __init__(self, runner, dynamics):
        super().__init__(runner, dynamics)
        self.advert_interval = _class_var(runner, "Agent/rtProto/LS", "advertInterval", 1800.0)
        self.center = MessageCenter()

    def start(self):
        """ns-2's LS init-all: route objects with Direct, the LS agents, their peers,
        then each agent's link list, database and routes."""
        self.start_route_objects("LS")
        ls_pref = _class_var(self.runner, "Agent/rtProto/LS", "preference_", 120)
        self.start_agents(lambda nid, aid: LinkStateAgent(self, nid, ls_pref, aid),
                          LSAgentObject, link_state=True)
        for nid in self.node_ids:
            self.agents[nid].initialize()
            if nid == self.node_ids[0]:
                self.center.max_size = 4 * len(self.node_ids)
        self.sim.route_protocol = self.reinstall
