"""A packet while DSR works on it: the kernel packet's fields and its source-route header
read into Python (`Pkt`), and ns-2's SRPacket (`SRPacket`: the packet with the IP source
and destination DSR routes it between and the route it is on).

The agent reads a packet once when the kernel hands it over and writes it back before it
hands it on (radio/dsr.pxi: dsr_get, dsr_put); `Pkt.pi` is the kernel's packet index.
"""
from .path import Path

# Pkt.f: the kernel's fields, in dsr_get's order
UID, PTYPE, SIZE, SADDR, SPORT, DADDR, DPORT, TTL, NEXT_HOP, XMIT, NFWD, ATYPE = range(12)


class Pkt:
    __slots__ = ("pi", "f", "sr")

    def __init__(self, pi, f, sr):
        self.pi = pi
        self.f = f
        self.sr = sr


class SRPacket:
    """ns-2's SRPacket: a value (copying it copies the route, not the packet)."""
    __slots__ = ("dest", "src", "pkt", "route")

    def __init__(self, pkt=None, route=None, dest=0, src=0):
        self.pkt = pkt
        self.route = route if route is not None else Path()
        self.dest = dest
        self.src = src

    @classmethod
    def of(cls, pkt):
        """SRPacket(p, srh) with dest and src from the IP header."""
        return cls(pkt, Path.from_sr(pkt.sr), pkt.f[DADDR], pkt.f[SADDR])

    def copy(self):
        return SRPacket(self.pkt, self.route.copy(), self.dest, self.src)
