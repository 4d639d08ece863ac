"""The order in which Tcl 8.6 lists an array's keys (`array names`), which decides the
order of some of ns-2's steps: it resets nodes and queues in that order at `run`, and
several routing modules walk its `link_` array so (docs/ns2-behavior.md §1.8).

Tcl keeps an array in a hash table of 4 buckets that grows four times over whenever it
holds three entries per bucket; a key goes to the front of its bucket's chain, and
`array names` walks the buckets in order.  These functions replay that for keys inserted
in a given order.  They depend on nothing else of nslab, so any module may use them.
"""


def tcl_names_order(keys):
    """The order of `array names` over string keys inserted in this order, in
    Tcl 8.6's hash table (ns-2 resets queues in `array names link_` order)."""
    mask, buckets, count = 3, [[] for _ in range(4)], 0

    def bucket_of(key):
        h = 0
        for c in key.encode():
            h = (h + (h << 3) + c) & 0xFFFFFFFF
        return h & mask

    for key in keys:
        buckets[bucket_of(key)].insert(0, key)
        count += 1
        if count >= 3 * len(buckets):
            old = buckets
            mask = (mask << 2) | 3
            buckets = [[] for _ in range(mask + 1)]
            for chain in old:
                for k in chain:
                    buckets[bucket_of(k)].insert(0, k)
    return [k for chain in buckets for k in chain]


def tcl_array_order(n):
    """The order of `array names` over keys "0".."n-1" (ns-2 resets nodes in
    this order at `run`; docs/ns2-behavior.md §1.8)."""
    return [int(k) for k in tcl_names_order([str(i) for i in range(n)])]
