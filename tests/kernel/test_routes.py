"""Wired routing computed on demand (kernel/core/routes.pxi) against the reference: the
all-pairs Dijkstra over hop counts the simulator used before (a heap of (hops, node),
out-links in sorted order, the first hop inherited from the node a destination was
first reached from), which gives ns-2's tie-breaking on every reference case."""
import heapq
import random

import pytest

from nslab._kernel import Kernel, KernelError


def reference_routes(n, links):
    """table[src][dst] = next-hop link id or -1, by the former Python algorithm."""
    out = {}
    for a, b, lid in links:
        out.setdefault(a, []).append((b, lid))
    table = []
    for src in range(n):
        dist, first = {src: 0}, {src: -1}
        done = set()
        heap = [(0, src)]
        while heap:
            d, u = heapq.heappop(heap)
            if u in done:
                continue
            done.add(u)
            for v, lid in sorted(out.get(u, [])):
                nd = d + 1
                if v not in dist or nd < dist[v]:
                    dist[v] = nd
                    first[v] = lid if u == src else first[u]
                    heapq.heappush(heap, (nd, v))
        table.append([first.get(dst, -1) if dst != src else -1 for dst in range(n)])
    return table


def kernel_with(n, pairs):
    """A kernel with n nodes and one link per (src, dst) pair; returns it and the
    (src, dst, link id) triples."""
    k = Kernel()
    for _ in range(n):
        k.add_node()
    links = [(a, b, k.add_link(a, b, 1e6, 0.01, 10)) for a, b in pairs]
    return k, links


def random_pairs(rng, n, density, duplex):
    pairs = set()
    for a in range(n):
        for b in range(n):
            if a != b and rng.random() < density:
                pairs.add((a, b))
                if duplex:
                    pairs.add((b, a))
    pairs = sorted(pairs)
    rng.shuffle(pairs)          # link ids in no particular order of their nodes
    return pairs


def assert_same_routes(n, pairs):
    k, links = kernel_with(n, pairs)
    k.set_route_graph(links)
    expected = reference_routes(n, links)
    got = [[k.route(a, b) for b in range(n)] for a in range(n)]
    assert got == expected


@pytest.mark.parametrize("seed", range(40))
def test_random_graphs_route_as_the_reference(seed):
    rng = random.Random(seed)
    n = rng.randint(1, 40)
    density = rng.choice([0.02, 0.05, 0.1, 0.3])
    assert_same_routes(n, random_pairs(rng, n, density, duplex=rng.random() < 0.5))


@pytest.mark.parametrize("seed", range(10))
def test_trees_and_leaves_route_as_the_reference(seed):
    """Sparse graphs: many nodes with a single out-link (the case that keeps no row)."""
    rng = random.Random(1000 + seed)
    n = rng.randint(2, 60)
    pairs = set()
    for v in range(1, n):
        u = rng.randrange(v)
        pairs.add((u, v))
        if rng.random() < 0.9:
            pairs.add((v, u))
    assert_same_routes(n, sorted(pairs))


def test_rings_and_chains_of_single_links():
    assert_same_routes(6, [(i, (i + 1) % 6) for i in range(6)])            # a one-way ring
    assert_same_routes(7, [(i, (i + 1) % 5) for i in range(5)] + [(5, 0), (6, 5)])
    assert_same_routes(8, [(i, i + 1) for i in range(7)])                  # a one-way chain
    assert_same_routes(5, [(0, 1), (1, 0), (2, 3), (3, 2), (4, 4 - 1)])   # two islands


def test_parallel_links_tie_on_the_lower_link_id():
    """Two links between the same nodes: the one with the lower id wins the tie,
    as the reference's sorted out-links make it."""
    k, links = kernel_with(3, [(0, 1), (0, 1), (1, 2)])
    k.set_route_graph(links)
    assert reference_routes(3, links)[0][2] == k.route(0, 2) == 0


def test_dumbbell_keeps_only_the_routers_rows():
    """Strongly connected, every host a leaf: the hosts answer from their one link."""
    flows = 60
    n = 2 + 2 * flows
    pairs = [(0, 1), (1, 0)]
    for i in range(flows):
        s, d = 2 + 2 * i, 3 + 2 * i
        pairs += [(s, 0), (0, s), (d, 1), (1, d)]
    k, links = kernel_with(n, pairs)
    k.set_route_graph(links)
    assert [[k.route(a, b) for b in range(n)] for a in range(n)] == reference_routes(n, links)
    memory = k.route_memory()
    assert memory["rows"] == 2      # the routers'
    assert memory["bytes"] < 16 * n * 4


def test_bad_route_arguments_raise():
    k, links = kernel_with(2, [(0, 1)])
    with pytest.raises(KernelError):
        k.set_route_graph([(0, 5, links[0][2])])
    with pytest.raises(KernelError):
        k.set_route_graph([(0, 1, 7)])
    k.set_route_graph(links)
    with pytest.raises(KernelError):
        k.route(0, 2)
    assert k.route(1, 0) == -1 and k.route(0, 0) == -1


def test_routes_use_the_links_given_not_later_ones():
    """The table keeps its own copy of the links: a link added to the kernel afterwards
    (and a node) changes no route until set_route_graph is called again."""
    k, links = kernel_with(3, [(0, 1), (1, 0), (1, 2), (2, 1)])
    k.set_route_graph(links)
    direct = k.add_link(0, 2, 1e6, 0.01, 10)
    k.add_node()
    assert k.route(0, 2) == links[0][2] and k.route(0, 3) == -1
    k.set_route_graph(links + [(0, 2, direct)])
    assert k.route(0, 2) == direct and k.route(0, 3) == -1
