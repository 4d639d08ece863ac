# Wired routing: the next-hop link from a node towards a destination, as
# ns-2's static routing picks it (fewest hops; among equal paths, the one a
# breadth-first search visiting each level's nodes in ascending id order, and
# each node's out-links in ascending target order, reaches first: a node
# inherits the first hop of the lowest-numbered node of the previous level
# that links to it).
#
# Nothing is computed for the whole network in advance.  Kernel.set_route_graph
# keeps a copy of the links (sorted adjacency lists, taken when the run starts,
# so links made later do not change the routes, as in ns-2), and the first
# lookup at a node computes that node's row by one search, O(V + E) plus
# sorting the levels.  A row is stored run-length encoded over destination ids
# (a leaf's row is a few runs) or, when that would not be smaller, as a plain
# array.  A node with a single out-link needs no row at all: every destination
# it can reach is behind that link, and it can reach what the node behind the
# link reaches (when the network is strongly connected, everything).
# Kernel.set_routes instead takes an explicit table (tests, hand-made routes).

from libc.stdlib cimport qsort

cdef struct RouteRow:
    int n_runs          # 0: not computed yet
    int *starts         # first destination of each run, ascending; NULL: `hops` is dense
    int *hops           # next-hop link of each run (or of each destination), -1 for none

cdef struct RouteEdge:
    int src
    int dst
    int link

cdef struct RouteTable:
    int n               # nodes the table covers
    RouteRow *rows      # one per node
    bint has_graph      # rows missing are computed from the adjacency below
    bint all_reach      # every node reaches every other (single-link nodes need no row)
    bint out_of_memory  # a row could not be stored (its lookups answer -1)
    int *adj_start      # out-links of node u: adj_to/adj_link[adj_start[u]:adj_start[u+1]]
    int *adj_to
    int *adj_link
    int *dist           # scratch of one search, n each
    int *first
    int *level
    int *next_level


cdef int compare_ints(const void *a, const void *b) noexcept nogil:
    cdef int x = (<const int *>a)[0], y = (<const int *>b)[0]
    return (x > y) - (x < y)


cdef int compare_edges(const void *a, const void *b) noexcept nogil:
    cdef const RouteEdge *x = <const RouteEdge *>a
    cdef const RouteEdge *y = <const RouteEdge *>b
    if x.src != y.src:
        return (x.src > y.src) - (x.src < y.src)
    if x.dst != y.dst:
        return (x.dst > y.dst) - (x.dst < y.dst)
    return (x.link > y.link) - (x.link < y.link)


cdef void route_table_free(RouteTable *t) noexcept:
    cdef int i
    if t.rows != NULL:
        for i in range(t.n):
            free(t.rows[i].starts)
            free(t.rows[i].hops)
    free(t.rows); free(t.adj_start); free(t.adj_to); free(t.adj_link)
    free(t.dist); free(t.first); free(t.level); free(t.next_level)
    memset(t, 0, sizeof(RouteTable))


cdef int route_table_init(RouteTable *t, int n) noexcept:
    """An empty table for n nodes (rows not computed); -1 when out of memory."""
    route_table_free(t)
    t.n = n
    t.rows = <RouteRow *>calloc(max(n, 1), sizeof(RouteRow))
    return 0 if t.rows != NULL else -1


cdef int route_row_store(RouteRow *r, const int *hops, int n) noexcept:
    """Keep hops[0..n) as row r: runs, or dense when runs would not be smaller."""
    cdef int i, runs = 1, j
    for i in range(1, n):
        if hops[i] != hops[i - 1]:
            runs += 1
    free(r.starts); free(r.hops)
    r.starts = NULL
    if 2 * runs >= n:
        r.hops = <int *>malloc(max(n, 1) * sizeof(int))
        if r.hops == NULL:
            return -1
        memcpy(r.hops, hops, n * sizeof(int))
    else:
        r.starts = <int *>malloc(runs * sizeof(int))
        r.hops = <int *>malloc(runs * sizeof(int))
        if r.starts == NULL or r.hops == NULL:
            free(r.starts); free(r.hops)
            r.starts = r.hops = NULL
            return -1
        j = 0
        for i in range(n):
            if i == 0 or hops[i] != hops[i - 1]:
                r.starts[j] = i
                r.hops[j] = hops[i]
                j += 1
    r.n_runs = runs
    return 0


cdef inline int route_row_get(const RouteRow *r, int dst) noexcept:
    cdef int lo = 0, hi, mid
    if r.starts == NULL:
        return r.hops[dst]
    hi = r.n_runs - 1           # the last run starting at or before dst
    while lo < hi:
        mid = (lo + hi + 1) >> 1
        if r.starts[mid] <= dst:
            lo = mid
        else:
            hi = mid - 1
    return r.hops[lo]


cdef void route_search(RouteTable *t, int s) noexcept:
    """Breadth-first search from s, levels in ascending id order; fills t.dist
    (-1 unreached) and t.first (first-hop link, -1 for s and the unreached)."""
    cdef int *dist = t.dist
    cdef int *first = t.first
    cdef int *level = t.level
    cdef int *next_level = t.next_level
    cdef int *swap
    cdef int n_level = 1, n_next, i, e, u, v, d = 0
    for i in range(t.n):
        dist[i] = -1
        first[i] = -1
    dist[s] = 0
    level[0] = s
    while n_level:
        qsort(level, n_level, sizeof(int), compare_ints)
        n_next = 0
        for i in range(n_level):
            u = level[i]
            for e in range(t.adj_start[u], t.adj_start[u + 1]):
                v = t.adj_to[e]
                if dist[v] < 0:
                    dist[v] = d + 1
                    first[v] = t.adj_link[e] if u == s else first[u]
                    next_level[n_next] = v
                    n_next += 1
        swap = level; level = next_level; next_level = swap
        n_level = n_next
        d += 1
    t.level, t.next_level = level, next_level


cdef int count_reached(int n, const int *start, const int *to, int s, int *seen, int *queue) noexcept:
    """How many nodes a search from s over the adjacency (start, to) reaches."""
    cdef int head = 0, tail = 1, u, e
    memset(seen, 0, n * sizeof(int))
    seen[s] = 1
    queue[0] = s
    while head < tail:
        u = queue[head]
        head += 1
        for e in range(start[u], start[u + 1]):
            if not seen[to[e]]:
                seen[to[e]] = 1
                queue[tail] = to[e]
                tail += 1
    return tail


cdef int csr_from_edges(int n, const RouteEdge *edges, int m, bint by_dst,
                        int *start, int *to, int *link) noexcept:
    """Adjacency lists from edges already sorted (by src for out-links; by_dst:
    in-links, grouped by dst in edge order)."""
    cdef int i, u
    memset(start, 0, (n + 1) * sizeof(int))
    for i in range(m):
        start[(edges[i].dst if by_dst else edges[i].src) + 1] += 1
    for u in range(n):
        start[u + 1] += start[u]
    for i in range(m):                  # fill, using start[u] as the cursor
        u = edges[i].dst if by_dst else edges[i].src
        to[start[u]] = edges[i].src if by_dst else edges[i].dst
        if link != NULL:
            link[start[u]] = edges[i].link
        start[u] += 1
    for u in range(n, 0, -1):           # the cursors ended at the next node's start
        start[u] = start[u - 1]
    start[0] = 0
    return 0


cdef int route_table_set_graph(RouteTable *t, int n, RouteEdge *edges, int m) noexcept:
    """Routes computed on demand over these links (sorted here); -1 when out of memory."""
    cdef int *rev_start
    cdef int *rev_from
    if route_table_init(t, n) < 0:
        return -1
    t.has_graph = True
    qsort(edges, m, sizeof(RouteEdge), compare_edges)
    t.adj_start = <int *>malloc((n + 1) * sizeof(int))
    t.adj_to = <int *>malloc(max(m, 1) * sizeof(int))
    t.adj_link = <int *>malloc(max(m, 1) * sizeof(int))
    t.dist = <int *>malloc(max(n, 1) * sizeof(int))
    t.first = <int *>malloc(max(n, 1) * sizeof(int))
    t.level = <int *>malloc(max(n, 1) * sizeof(int))
    t.next_level = <int *>malloc(max(n, 1) * sizeof(int))
    rev_start = <int *>malloc((n + 1) * sizeof(int))
    rev_from = <int *>malloc(max(m, 1) * sizeof(int))
    if (t.adj_start == NULL or t.adj_to == NULL or t.adj_link == NULL or t.dist == NULL
            or t.first == NULL or t.level == NULL or t.next_level == NULL
            or rev_start == NULL or rev_from == NULL):
        free(rev_start); free(rev_from)
        route_table_free(t)
        return -1
    csr_from_edges(n, edges, m, False, t.adj_start, t.adj_to, t.adj_link)
    csr_from_edges(n, edges, m, True, rev_start, rev_from, NULL)
    t.all_reach = n <= 1 or (
        count_reached(n, t.adj_start, t.adj_to, 0, t.dist, t.level) == n
        and count_reached(n, rev_start, rev_from, 0, t.dist, t.level) == n)
    free(rev_start); free(rev_from)
    return 0


cdef int route_row_compute(RouteTable *t, int s) noexcept:
    route_search(t, s)
    if route_row_store(&t.rows[s], t.first, t.n) < 0:
        t.out_of_memory = True
        return -1
    return 0


cdef enum:
    ROUTE_UNKNOWN = -2      # route_known: the answer needs route_lookup_slow


cdef inline int route_known(const RouteTable *t, int node, int dst) noexcept:
    """The next-hop link from node towards dst (-1: none) in the two cases a packet's every
    hop meets, a node's dense row and, when every node reaches every other, a node with a
    single out-link; ROUTE_UNKNOWN otherwise.  Reads only, computes nothing."""
    cdef const RouteRow *r
    cdef int e
    if 0 <= node < t.n and 0 <= dst < t.n and node != dst:
        r = &t.rows[node]
        if r.n_runs and r.starts == NULL:
            return r.hops[dst]
        if r.n_runs == 0 and t.all_reach and t.has_graph:
            e = t.adj_start[node]
            if t.adj_start[node + 1] - e == 1:
                return t.adj_link[e]
    return ROUTE_UNKNOWN


cdef inline int route_lookup(RouteTable *t, int node, int dst) noexcept:
    """The next-hop link from node towards dst, -1 when there is none (inline for
    route_known's cases, route_lookup_slow the rest)."""
    cdef int lid = route_known(t, node, dst)
    return lid if lid != ROUTE_UNKNOWN else route_lookup_slow(t, node, dst)


cdef int route_lookup_slow(RouteTable *t, int node, int dst) noexcept:
    """route_lookup past its inline cases."""
    cdef int hop = -1, steps = 0, e, x
    if not (0 <= node < t.n and 0 <= dst < t.n) or node == dst:
        return -1
    while True:
        if t.has_graph and t.rows[node].n_runs == 0 and t.adj_start[node + 1] - t.adj_start[node] == 1:
            e = t.adj_start[node]       # a single out-link: no row needed
            if hop < 0:
                hop = t.adj_link[e]
            if t.all_reach or t.adj_to[e] == dst:
                return hop
            node = t.adj_to[e]          # dst is behind the link iff the next node reaches it
            steps += 1
            if steps > t.n:             # a ring of single links that never meets dst
                return -1
            continue
        if t.rows[node].n_runs == 0:
            if not t.has_graph or route_row_compute(t, node) < 0:
                return -1
        x = route_row_get(&t.rows[node], dst)
        if hop < 0:
            return x
        return hop if x >= 0 else -1
