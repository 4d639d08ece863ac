"""Multicast routing (ns-2.35's tcl/mcast and mcast/*.cc): the kernel forwards packets for
group addresses through replicators (mcast/replicator.pxi); this package is the protocol
side, which fills them, as ns-2's OTcl library does.

`nodes.McastNode` is a node's multicast state (its replicators, the agents that joined each
group, the routing lookups the protocols use); `dm.DM` is Dense Mode and `ctr.CtrMcast`
centralised multicast, one protocol per file; `srm` (with `srm_events` and `srm_adaptive`)
is the reliable-multicast transport SRM, whose agents ride on either, and `rtp` the RTP
sessions (Session/RTP) with their data and report channels.  `McastNetwork` ties them to a Simulator and answers the kernel's questions
(`Kernel.mcast_handler`).
"""
from .nodes import McastNetwork

__all__ = ["McastNetwork"]
