"""How many objects ns-2's library makes inside a command, so that handles match ns-2's.

ns-2 names every object `_o<n>` from one counter, and its library commands make objects
of their own: `$ns node` a node and two classifiers, a simplex link its queue, the link,
a drop head, a head, the delay line and the TTL checker (and four trace objects when
`trace-all` or `namtrace-all` is on), the first agent attached to a node the node's port
demux.  nslab makes most of those parts without a Tcl object, so the runner skips their
numbers (`Runner.reserve`): the script's own objects then get the handles ns-2 gives
them, which decides the output where a script prints a handle or sorts by one (`$node
neighbors` sorts its nodes' handles as strings; docs/ns2-behavior.md §5.1).  The counts
were read off the real ns-2.35 by creating an object before and after each command
(tests/kernel/test_otcl_handles.py holds nslab to them); commands not listed here make
no hidden objects in nslab's count, which may then differ from ns-2's.
"""

# ns-2 makes two objects at start-up: a script's first object is _o3
FIRST_HANDLE = 3

# after `new Simulator`'s own handle: the scheduler, the null agent, the packet-header
# manager and the rest of ns-lib's init
SIMULATOR_PARTS = 6
NULL_AGENT_OFFSET = 2           # the null agent (`$ns set nullAgent_`): the third of them

# after a node's handle: its address classifier and routing module (a multicast node:
# also its multicast classifier, replicator support and multicast module)
NODE_PARTS = 2
MULTICAST_NODE_PARTS = 6

# a simplex link: queue, SimpleLink, drop head, head, DelayLink, TTL checker, in that order
LINK_PARTS = 6
LINK_TRACE_PARTS = 4            # enqueue, dequeue, drop and receive traces
QUEUE_OFFSET, LINK_OFFSET, HEAD_OFFSET, DELAY_OFFSET = 0, 1, 3, 4

# a simplex link of a multicast simulator: one more, after the others (its interface)
MULTICAST_LINK_PARTS = 1

# `$ns mrtproto CtrMcast`: after the computation's handle, its rendezvous-point part; per
# node the protocol and its decapsulator agent (and the node's port demux if this is its
# first agent); with a trace-all or nam trace open, one trace for the computation and one
# per node's protocol
CTR_MCAST_PARTS = 1
CTR_MCAST_NODE_PARTS = 2
CTR_MCAST_TRACE_PARTS = 1

# a node made with `rtproto Manual` or `set-nix-routing` on (nslab.otcl.route_manual,
# route_nix): after NODE_PARTS, its Manual or Nix module, then that module's classifier
MODULE_CLASSIFIER_PARTS = 1

# the port demux a node gets with its first agent
DEMUX_PARTS = 1

# wireless: node-config's first -propType makes the propagation model's instance; after a
# mobile node's handle come its classifiers, routing agent, link layer, ARP, interface
# queue, MAC, physical layer, antenna and their traces (two more with routerTrace ON, four
# with macTrace ON, two with phyTrace ON, one with eotTrace ON); an agent attached while
# agentTrace is ON gets a send and a receive trace
PROPAGATION_PARTS = 1
MOBILE_NODE_PARTS = 15
MAC_OFFSET = 5                  # the MAC's handle, after the node's
AGENT_TRACE_PARTS = 2


def mobile_node_parts(router_trace, mac_trace, eot_trace=False):
    """Handles a mobile node takes after its own (eotTrace ON: its MAC's EOT trace)."""
    return (MOBILE_NODE_PARTS + (2 if router_trace else 0) + (4 if mac_trace else 0)
            + (1 if eot_trace else 0))


# the simulator's RouteLogic: made by the first `$ns rtproto` (Algorithmic: by each), or at
# `$ns run` if none was
ROUTE_LOGIC_PARTS = 1

# `$ns monitor-queue`: after the monitor's handle, its samples' integrator and the
# link's monitoring connectors
QUEUE_MONITOR_PARTS = 5
# `$ns trace-queue`: the four traces of the link
TRACE_QUEUE_PARTS = 4


def link_parts(queue_type, traced, multicast=False):
    """Handles a simplex link with a `queue_type` queue takes (`traced`: trace-all or
    namtrace-all was on when it was made; `multicast`: in a multicast simulator)."""
    count = LINK_PARTS + (LINK_TRACE_PARTS if traced else 0)
    if multicast:
        count += MULTICAST_LINK_PARTS
    if queue_type == "FQ":                          # FQ makes one more object of its own
        count += 1
    elif traced and queue_type in ("RED", "RED/RIO"):   # RED's traced queue: one more
        count += 1
    return count
