"""DSR, ns-2.35's Dynamic Source Routing for mobile nodes (`node-config -adhocRouting DSR`).

The kernel (radio/dsr.pxi) builds DSR nodes as ns-2's SRNodeNew (no address classifier: the
agent sees every packet of the node's entry) and hands the agent its events through
`Kernel.dsr_handler`, a `DSRNodes`; the protocol is Python, one file per part: the agent
(agent.py, failures.py), its route cache (route_cache.py), route request table
(request_table.py), flow state (flow_table.py) and source routes (path.py, packet.py).
"""
from .agent import DSRAgent


class DSRNodes:
    """The DSR agents of a simulation, by node id: the kernel's handler."""

    def __init__(self, kern, k):
        self.kern = kern
        self.k = k
        self.agents = {}
        k.dsr_handler = self

    def add(self, node, cmu_queue):
        """The agent of a new DSR node (cmu_queue: its interface queue is a CMUPriQueue)."""
        self.agents[node] = DSRAgent(self.kern, self.k, node, cmu_queue)

    # the kernel's events (radio/dsr.pxi)
    def recv(self, node, pi):
        self.agents[node].recv(pi)

    def tap(self, node, pi):
        self.agents[node].tap(pi)

    def xmit_failed(self, node, pi):
        self.agents[node].xmit_failed(pi)

    def xmit_flow_failed(self, node, pi):
        self.agents[node].xmit_flow_failed(pi)

    def start(self, node, _pi):
        self.agents[node].start()

    def reset(self, node):
        """`$node reset` (after the interface queue's)."""
        if node in self.agents:
            self.agents[node].reset()


def dsr_nodes(sim):
    """The simulation's DSRNodes (made with the first DSR node)."""
    if getattr(sim, "_dsr_nodes", None) is None:
        from nslab import _kernel
        sim._dsr_nodes = DSRNodes(_kernel, sim.kernel)
    return sim._dsr_nodes
