"""DSR's route cache as ns-2.35 builds it by default (dsr/mobicache.cc, MobiCache).

Two caches of whole paths, each starting at the node itself: a primary one (30 paths) for
routes the node learned from replies or uses, and a secondary one (64 paths) for routes it
overheard.  Adding a path puts it into the first slot whose path it extends (or the first
empty slot, which every path extends), or nowhere if a slot already holds it as a prefix;
otherwise into a victim slot (the first empty one, else round robin).  A lookup takes the
shortest way to the destination over both caches (primary first, ties keep the first
found); one found in the secondary cache and asked for use moves to the primary cache.  A
dead link cuts every path that uses it (the whole path when the link starts it).
"""
from .path import MAX_SR_LEN, Path

PRIMARY_SIZE = 30
SECONDARY_SIZE = 64


class Cache:
    """One of MobiCache's two caches: fixed slots of paths."""

    def __init__(self, size):
        self.paths = [Path() for _ in range(size)]
        self.victim_ptr = 0

    def search(self, dest, index):
        """Cache::searchRoute from slot `index`: (slot, position of dest, path) or None."""
        for i in range(index, len(self.paths)):
            ids = self.paths[i].ids
            if dest in ids:
                return i, ids.index(dest), self.paths[i]
        return None

    def hits(self, dest):
        """Every (slot, position, path) holding dest, in slot order."""
        index = 0
        while True:
            hit = self.search(dest, index)
            if hit is None:
                return
            yield hit
            index = hit[0] + 1

    def add(self, path):
        """Cache::addRoute: store `path`; returns the common prefix length."""
        ids = path.ids
        n = len(ids)
        second = ids[1] if n > 1 else None
        for slot in self.paths:
            held = slot.ids
            m = len(held)
            if m > 1 and n > 1 and held[1] != second:
                continue                    # they part at the second hop (a quick test)
            if m <= n and ids[:m] == held:  # the new path extends this one (or it is empty)
                held.extend(ids[m:])
                return m
            if n < m and held[:n] == ids:   # already held as a prefix
                return n
        victim = self.pick_victim()
        self.paths[victim] = Path(ids)
        return 0

    def pick_victim(self):
        for i, slot in enumerate(self.paths):
            if not slot.ids:
                return i
        victim = self.victim_ptr
        self.victim_ptr = (self.victim_ptr + 1) % len(self.paths)
        return victim

    def notice_dead_link(self, frm, to):
        for slot in self.paths:
            ids = slot.ids
            for n in range(len(ids) - 1):
                if ids[n] == frm and ids[n + 1] == to:
                    slot.set_length(0 if n == 0 else n + 1)
                    break


class RouteCache:
    """MobiCache for one node (net_id its address)."""

    def __init__(self, net_id):
        self.net_id = net_id
        self.primary = Cache(PRIMARY_SIZE)
        self.secondary = Cache(SECONDARY_SIZE)

    def add_route(self, route):
        """addRoute (through RouteCache::pre_addRoute): a route that starts here."""
        if len(route) < 2 or route[0] != self.net_id:
            return
        self.primary.add(route)

    def notice_route_used(self, route):
        """noticeRouteUsed: the part of an overheard route from here on (or, when this
        node is not on it, this node then the route from the hop before the current one)
        goes into the secondary cache."""
        ids = route.ids
        if len(ids) < 2:
            return
        c = ids.index(self.net_id) if self.net_id in ids else len(ids)
        if c == len(ids) - 1:
            return                          # the route holds only us
        if c == len(ids):
            if route.index == 0:
                return                      # a route request's route
            stub = [self.net_id]
            for i in range(route.index - 1, len(ids)):
                if len(stub) >= MAX_SR_LEN:
                    break
                stub.append(ids[i])
        else:
            stub = ids[c:]
        self.secondary.add(Path(stub))

    def notice_dead_link(self, frm, to):
        self.primary.notice_dead_link(frm, to)
        self.secondary.notice_dead_link(frm, to)

    def find_route(self, dest, for_use):
        """findRoute: the shortest cached route to dest (a new Path), or None."""
        best, best_len, best_cache, best_slot = None, MAX_SR_LEN + 1, 0, -1
        for _, n, path in self.primary.hits(dest):
            best_cache = 2
            if n < best_len:
                best_len, best = n, path.copy()
        for slot, n, path in self.secondary.hits(dest):
            if n < best_len:
                best_slot, best_cache, best_len, best = slot, 1, n, path.copy()
        if best_cache == 1 and for_use:
            moved = self.secondary.paths[best_slot]
            self.primary.add(moved)
            moved.set_length(0)
        if not best_cache:
            return None
        best.set_length(best_len + 1)
        return best
