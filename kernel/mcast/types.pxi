# Multicast forwarding state (mcast/replicator.pxi): ns-2's multicast classifier and its
# replicators, one entry per (node, source, group, incoming interface).

cdef enum:
    MCAST_BASE = 0x40000000     # group addresses start here (Simulator McastBaseAddr_)
    IIF_LOCAL = -1              # from an agent of the node (ns-2's UNKN_IFACE)
    IIF_ANY = -2                # an entry that accepts every interface (ANY_IFACE)
    SLOT_EMPTY = -1             # a replicator slot: a link id >= 0, an agent -(aid + 2)

cdef struct McastEntry:
    int node
    int src             # the source's address
    int group
    int iif             # incoming link id, IIF_LOCAL or IIF_ANY
    int next            # the node's previous entry (the chain is newest first), -1
    bint ignore         # the replicator's ignore_: no drop upcall while empty
    int maxslot         # highest filled slot, -1 when none
    int n_slots
    int *slots

cdef struct McastState:
    McastEntry *entries
    int n_entries
    int cap_entries
    int *head           # newest entry of each node, -1
    int n_heads

# Centralised multicast's register tunnel (mcast/encap.pxi): a packet type and two kinds
# of agent, numbered apart from core/types.pxi's so that other models' additions there
# do not collide with them.
cdef enum:
    PT_ENCAP = 15           # Agent/Encapsulator's packets, "encap" in traces
    AG_ENCAP = 30           # Agent/Encapsulator (EncapState)
    AG_DECAP = 31           # Agent/Decapsulator (no state)

cdef struct EncapState:
    int overhead            # bytes the outer header adds to the inner packet (overhead_)
