"""DSR's route request table (dsr/requesttable.cc): per node address, the last request
number seen from it and the state of this node's own discoveries towards it.  A fixed
number of entries (128 for the agent) is reused round robin; a lookup matches an entry's
address or the second address it was inserted with.
"""
RT_RQ_PERIOD = 0.5          # rt_rq_period: one backoff period (s)
RT_RQ_MAX_PERIOD = 10.0     # rt_rq_max_period: the longest wait between requests (s)


class Entry:
    __slots__ = ("net_id", "mac_id", "req_num", "last_arp", "rt_reqs_outstanding",
                 "last_rt_req", "last_type")

    def __init__(self, net_id, mac_id, req_num):
        self.net_id = net_id
        self.mac_id = mac_id
        self.req_num = req_num
        self.last_arp = 0.0
        self.rt_reqs_outstanding = 0
        self.last_rt_req = -(RT_RQ_PERIOD + 1.0)
        self.last_type = 0


class RequestTable:
    def __init__(self, size=128):
        self.table = [None] * size
        self.ptr = 0

    def _find(self, net_id, mac_id):
        for e in self.table:
            if e is not None and (e.net_id == net_id or e.mac_id == mac_id):
                return e
        return None

    def _new(self, net_id, mac_id, req_num):
        e = self.table[self.ptr] = Entry(net_id, mac_id, req_num)
        self.ptr = (self.ptr + 1) % len(self.table)
        return e

    def get(self, addr):
        """The last request number seen from addr (0 if none)."""
        e = self._find(addr, addr)
        return e.req_num if e is not None else 0

    def get_entry(self, addr):
        e = self._find(addr, addr)
        if e is None:
            e = self._new(addr, None, 0)
        return e

    def insert(self, net_id, mac_id, req_num):
        e = self._find(net_id, mac_id)
        if e is not None:
            if e.mac_id is None:
                e.mac_id = mac_id
            e.req_num = req_num
            return
        self._new(net_id, mac_id, req_num)


def backoff_test(e, now):
    """BackOffTest: may a new request go out now?  (Exponential backoff, 4x a time.)"""
    nxt = float(1 << (e.rt_reqs_outstanding * 2)) * RT_RQ_PERIOD
    if nxt > RT_RQ_MAX_PERIOD:
        nxt = RT_RQ_MAX_PERIOD
    if nxt + e.last_rt_req > now:
        return False
    if e.rt_reqs_outstanding < 15:
        e.rt_reqs_outstanding += 1
    e.last_rt_req = now
    return True
