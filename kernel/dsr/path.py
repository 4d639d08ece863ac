"""Source routes as ns-2.35's DSR handles them (dsr/path.cc, dsr/hdr_sr.h).

A `Path` is a list of node addresses (at most MAX_SR_LEN) with an iterator, the index of
the hop being processed.  ns-2's IDs also carry a type (IP, MAC or none), a time stamp and
a link type; the types never differ on the routes DSR builds (all IP), and the stamps
only feed statistics ns-2.35 does not compile, so an address is a plain int here.

The source-route header (hdr_sr) travels in the packet's payload ints, laid out as the
kernel's radio/dsr.pxi says (SR_* there, repeated below).  `sr_size` is its size on the
wire and `sr_dump` its text form in DSR's log lines.
"""
from ..errors import ScenarioError

MAX_SR_LEN = 16
MAX_ROUTE_ERRORS = 3
SR_HDR_SZ = 4
IP_HDR_LEN = 20
AF_INET = 2

# hdr_sr fields in the payload (radio/dsr.pxi)
VALID, SALVAGED, NUM_ADDRS, CUR_ADDR, ADDRS, ADDR_TYPES = 0, 1, 2, 3, 4, 20
REQ_VALID, REQ_ID, REQ_TTL = 36, 37, 38
REP_VALID, REP_LEN, REP_ADDRS = 39, 40, 41
ERR_VALID, ERR_COUNT, ERR_LINKS = 57, 58, 59          # (type, tell, from, to) each
FLOW_VALID, FLOW_HOPS, FLOW_ID = 71, 72, 73
FTIME_VALID, FTIME = 74, 75
FUNK_VALID, FUNK_COUNT, FUNK = 76, 77, 78             # (src, dst, flow id) each
FDEF_VALID, FDEF_COUNT, FDEF = 87, 88, 89
SR_INTS = 98


class Path:
    """A source route and its iterator (ns-2's Path)."""
    __slots__ = ("ids", "index")

    def __init__(self, ids=(), index=0):
        self.ids = list(ids)
        self.index = index

    def copy(self):
        return Path(self.ids, self.index)

    @classmethod
    def from_sr(cls, sr):
        """Path(hdr_sr *): the header's route and current hop (empty if invalid)."""
        if not sr[VALID]:
            return cls()
        n = sr[NUM_ADDRS]
        return cls(sr[ADDRS:ADDRS + n], sr[CUR_ADDR])

    def fill_sr(self, sr):
        """Path::fillSR: write the route and iterator into the header."""
        for i, a in enumerate(self.ids):
            sr[ADDRS + i] = a
            sr[ADDR_TYPES + i] = AF_INET
        sr[NUM_ADDRS] = len(self.ids)
        sr[CUR_ADDR] = self.index

    def __len__(self):
        return len(self.ids)

    def __getitem__(self, i):
        return self.ids[i]

    def __setitem__(self, i, value):
        self.ids[i] = value

    def __eq__(self, other):
        return self.ids == other.ids

    def full(self):
        return len(self.ids) >= MAX_SR_LEN

    def append(self, a):
        if len(self.ids) >= MAX_SR_LEN:
            raise ScenarioError("DSR: a source route grew beyond %d hops" % MAX_SR_LEN)
        self.ids.append(a)

    def append_path(self, other):
        """Path::appendPath: stops (leaving the route full) where ns-2 would overflow."""
        for a in other.ids:
            if len(self.ids) >= MAX_SR_LEN:
                return
            self.ids.append(a)

    def set_length(self, n):
        del self.ids[n:]

    def remove_section(self, start, stop):
        """Path::removeSection: drop hops start..stop-1, keeping the iterator's hop."""
        if stop <= start:
            return
        if self.index > start:
            self.index -= stop - start
        del self.ids[start:stop]

    def reverse_in_place(self):
        if not self.ids:
            return
        self.ids.reverse()
        self.index = len(self.ids) - 1 - self.index

    def member(self, a):
        return a in self.ids

    def dump(self):
        """Path::dump: `[a (b) c ]`, the iterator's hop in parentheses."""
        if not self.ids:
            return "[<empty path>]"
        return "[" + "".join("(%d) " % a if c == self.index else "%d " % a
                             for c, a in enumerate(self.ids)) + "]"


def compress_path(path):
    """compressPath: cut every loop (a hop met again later) out of the route."""
    ids = path.ids
    fp = 0
    while fp < len(ids):
        for bp in range(len(ids) - 1, fp, -1):
            if ids[fp] == ids[bp]:
                ids[fp:bp] = []
                break
        fp += 1


def sr_init(sr):
    """hdr_sr::init: valid, no route, no option (addresses stay as they were)."""
    sr[VALID] = 1
    for i in (SALVAGED, NUM_ADDRS, CUR_ADDR, REQ_VALID, REP_VALID, REP_LEN, ERR_VALID, ERR_COUNT,
              FTIME_VALID, FUNK_VALID, FDEF_VALID, FLOW_VALID):
        sr[i] = 0


def sr_size(sr):
    """hdr_sr::size: the header's bytes on the wire, rounded up to 4."""
    n = sr[NUM_ADDRS]
    sz = 0
    if (n or sr[REQ_VALID] or sr[REP_VALID] or sr[ERR_VALID] or sr[FTIME_VALID]
            or sr[FUNK_VALID] or sr[FDEF_VALID]):
        sz += SR_HDR_SZ
    if n:
        sz += 4 * (n - 1)
    if sr[REP_VALID]:
        sz += 5 + 4 * sr[REP_LEN]
    if sr[REQ_VALID]:
        sz += 8
    if sr[ERR_VALID]:
        sz += 16 * sr[ERR_COUNT]
    if sr[FTIME_VALID]:
        sz += 4
    if sr[FUNK_VALID]:
        sz += 14 * sr[FUNK_COUNT]
    if sr[FDEF_VALID]:
        sz += 12 * sr[FDEF_COUNT]
    if sr[FLOW_VALID]:
        sz += 4
    return (sz + 3) & ~3


def sr_dump(sr):
    """hdr_sr::dump: `[a |b c ]`, a bar before the current hop."""
    cur = sr[CUR_ADDR]
    return "[" + "".join("%s%d " % ("|" if i == cur else "", sr[ADDRS + i])
                         for i in range(sr[NUM_ADDRS])) + "]"


def sr_next_addr(sr):
    """hdr_sr::get_next_addr: the hop after the current one."""
    return sr[ADDRS + sr[CUR_ADDR] + 1]


def reply_path(sr):
    """The route a route reply carries."""
    return Path(sr[REP_ADDRS:REP_ADDRS + sr[REP_LEN]])


def set_reply(sr, path):
    for i, a in enumerate(path.ids):
        sr[REP_ADDRS + i] = a
    sr[REP_LEN] = len(path.ids)


def err_link(sr, i):
    """The i-th route error: (tell, from, to)."""
    base = ERR_LINKS + 4 * i
    return sr[base + 1], sr[base + 2], sr[base + 3]


def set_err_link(sr, i, tell, frm, to):
    base = ERR_LINKS + 4 * i
    sr[base:base + 4] = [AF_INET, tell, frm, to]
