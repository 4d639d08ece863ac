"""DSR's flow state (dsr/flowstruct.cc), which ns-2.35's agent always uses.

The flow table holds, per (source, destination, flow id), the source route a flow was
established on, its next hop, hop count, expected TTL and timeout; entries are searched
newest first and never removed (ns-2's cleanup returns at once).  Odd flow ids may be a
pair's default flow, which the default-route table remembers (the newest one).  The
automatic-route-shortening table remembers, for a few overheard packets, how many hops
early this node heard them.
"""
from ..errors import ScenarioError
from .path import Path

FLOW_TABLE_SIZE = 3000
ARS_TABLE_SIZE = 5
END_TO_END_COUNT = 2


class FlowEntry:
    __slots__ = ("src", "dst", "flow_id", "count", "next_hop", "last_adv_rt", "timeout",
                 "hop_count", "expected_ttl", "allow_default", "source_route")

    def __init__(self, src, dst, flow_id):
        self.src, self.dst, self.flow_id = src, dst, flow_id
        self.count = 0
        self.next_hop = 0
        self.last_adv_rt = 0.0
        self.timeout = 0.0
        self.hop_count = 0
        self.expected_ttl = 0
        self.allow_default = False
        self.source_route = Path()


class FlowTable:
    def __init__(self, net_addr):
        self.entries = []
        self.counter = 0
        self.defaults = []          # DRTable: [src, dst, flow id]
        self.net_addr = net_addr

    def find(self, src, dst, flow_id):
        """The index of the newest entry for (src, dst, flow id), or -1."""
        return self._newest(src, dst, lambda e: e.flow_id == flow_id)

    def find_route(self, src, dst, route):
        """The index of the newest entry for (src, dst) on this source route, or -1."""
        return self._newest(src, dst, lambda e: e.source_route == route)

    def _newest(self, src, dst, match):
        for i in range(len(self.entries) - 1, -1, -1):
            e = self.entries[i]
            if e.src == src and e.dst == dst and match(e):
                return i
        return -1

    def generate_next_flow_id(self, allow_default):
        """An even id, or an odd one when the flow may become the default."""
        if (self.counter & 1) ^ int(allow_default):
            self.counter = (self.counter + 1) & 0xffff
        fid = self.counter
        self.counter = (self.counter + 1) & 0xffff
        return fid

    def create_entry(self, src, dst, flow_id):
        if self.find(src, dst, flow_id) != -1:
            return -1
        if len(self.entries) >= FLOW_TABLE_SIZE:
            raise ScenarioError("DSR: the flow table of node %d is full (%d flows; ns-2 "
                                "aborts here)" % (self.net_addr, FLOW_TABLE_SIZE))
        self.entries.append(FlowEntry(src, dst, flow_id))
        if flow_id & 1:
            self._default_insert(src, dst, flow_id)
        return len(self.entries) - 1

    def notice_dead_link(self, frm, to, now):
        """Flows from here over the link frm->to time out now."""
        for e in self.entries:
            if e.timeout >= now and e.src == self.net_addr:
                ids = e.source_route.ids
                for n in range(len(ids) - 1):
                    if ids[n] == frm and ids[n + 1] == to:
                        e.timeout = now - 1

    def default_flow(self, src, dst):
        """The pair's default flow id, or None."""
        for s, d, fid in self.defaults:
            if s == src and d == dst:
                return fid
        return None

    def _default_insert(self, src, dst, flow_id):
        for row in self.defaults:
            if row[0] == src and row[1] == dst:
                diff = (flow_id - row[2]) & 0xffff
                if diff and diff < 0x8000:          # (short)(flow - fid) > 0
                    row[2] = flow_id
                return
        self.defaults.append([src, dst, flow_id])


class ARSTable:
    """Automatic route shortening: (uid, flow id, hops early) of a few packets heard."""

    def __init__(self, size=ARS_TABLE_SIZE):
        self.rows = [[0, 0, 0] for _ in range(size)]
        self.victim = 0

    def insert(self, uid, fid, hops_early):
        n = len(self.rows)
        i = self.victim
        while True:
            if not self.rows[i][2]:
                break
            i = (i + 1) % n
            if i == self.victim:
                break
        if self.rows[i][2]:
            self.victim = (self.victim + 1) % n
        self.rows[i] = [uid, fid, hops_early]

    def find_and_clear(self, uid, fid):
        for row in self.rows:
            if row[2] and row[0] == uid:
                early = row[2] if row[1] == fid else 0
                row[2] = 0
                return early
        return 0
