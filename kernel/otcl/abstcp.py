"""Abstract TCP (nslab.otcl; ns-2.35's tcp/tcp-abs.cc, common/fsm.cc and the Simulator's
`abstract-tcp` and `rtt` in ns-lib.tcl): a TCP sender that runs a finite-state machine
instead of a window.  The kernel sends its packets (kernel/traffic/abstcp.pxi); the
machine is here.

`$ns abstract-tcp` makes ns-2's four machines and its drop-target agent.  A sender,
Agent/AbsTCP/TahoeAck, RenoAck, TahoeDelAck or RenoDelAck, starts in its machine's
first state.  Each state sends a batch of packets, the next seqnos; when the
connection's last packet is sent, the sender stops, else it moves on to the next state
after the transition's delay: one round-trip time.  `advance N`, `advanceby N` (what
Application/FTP's `produce` and `producemore` call) and `sendmsg` set the connection's
size to N packets and send the current state's batch.  The round-trip time is set by
`$src rtt T` or by the Simulator's `rtt src dst`, which `$ns connect` schedules at the
current time for an abstract TCP source (and which also gives the sink the source's
class_): the sum over the route's links of twice the delay plus 8320 divided by the
bandwidth, in Tcl's arithmetic (an integer bandwidth makes that division an integer
one, 0 for any link over 8320 b/s, as in ns-2).

Without a loss each machine goes through its states' first branch: TahoeAck and RenoAck
send batches of 1, 2, 4, 8 and 16 packets (31 in all), the DelAck ones 1, 2, 3, 5, 8 and
12; the batches go one round-trip time apart.

Not modelled (an error names each): the machines' loss branches (a dropped packet of an
abstract TCP stops the run, see the kernel file), a connection longer than the lossless
path (ns-2 prints an error and exits), Agent/AbsTCPSink/DelAck, and the machines'
`print` and `print-stats`.
"""
from ..errors import ScriptError
from .base import _number
from .network_objects import DelayLinkObject
from .traffic_objects import AgentObject

# each machine's lossless path: the batch sizes of its states, one round-trip apart
LOSSLESS_BATCHES = {"TahoeAck": (1, 2, 4, 8, 16), "RenoAck": (1, 2, 4, 8, 16),
                    "TahoeDelAck": (1, 2, 3, 5, 8, 12), "RenoDelAck": (1, 2, 3, 5, 8, 12)}
# objects `$ns abstract-tcp` makes: the four machines and the drop-target agent
ABSTRACT_TCP_PARTS = 5
ROUTE_PROBE_BITS = 8320         # ns-lib's rtt: bits added per link, over its bandwidth


class AbstractTcp:
    """One abstract TCP sender's machine (ns-2's AbsTcpAgent)."""

    def __init__(self, runner, agent, machine):
        self.runner, self.agent, self.batches = runner, agent, LOSSLESS_BATCHES[machine]
        self.state = 0              # index in the lossless path
        self.seqno_lb = -1          # the last seqno of the batches before the current one
        self.connection_size = 0
        self.rtt = 0.0
        self.timer = None           # the pending timeout's token

    def advance(self, packets):
        self.connection_size = packets
        self.send_batch()

    def send_batch(self):
        seqno = self.seqno_lb
        for _ in range(self.batches[self.state]):
            if seqno >= self.connection_size - 1:
                break
            seqno += 1
            self.runner.sim.kernel.abstcp_send(self.agent.id, seqno)
        if seqno == self.connection_size - 1:
            self.timer = None       # finish: the timer is cancelled
        elif self.state + 1 >= len(self.batches):
            raise ScriptError("Agent/AbsTCP: a connection of %d packets is longer than the "
                              "state machine's lossless path (%d packets; ns-2 prints \"Error: "
                              "current fsm can't handle this tcp connection\" and exits), "
                              "which nslab does not model"
                              % (self.connection_size, sum(self.batches)))
        else:
            self.set_timer(self.rtt)

    def set_timer(self, delay):
        token = self.timer = object()
        self.runner.sim.after(delay, lambda: self.timeout(token))

    def timeout(self, token):
        if token is not self.timer:
            return                  # cancelled or rescheduled
        self.timer = None
        self.seqno_lb += self.batches[self.state]
        self.state += 1
        self.send_batch()


class AbsTcpAgentObject(AgentObject):
    """Agent/AbsTCP/<machine>: the kernel's agent and its machine."""
    _machine = None

    @property
    def machine(self):
        if self._machine is None:
            if not getattr(self.runner, "abstract_tcp", False):
                raise ScriptError("%s: an abstract TCP needs `$ns abstract-tcp` first (ns-2 "
                                  "makes its state machines there)" % self.handle)
            self._machine = AbstractTcp(self.runner, self.agent, self.tcl_class.split("/")[-1])
        return self._machine

    def tcl_rtt(self, seconds):
        self.machine.rtt = _number(seconds, "rtt")

    def tcl_advance(self, packets):
        self.machine.advance(int(_number(packets, "advance: packets")))

    tcl_advanceby = tcl_advance

    def tcl_sendmsg(self, packets, *flags):
        self.machine.advance(int(_number(packets, "sendmsg: packets")))

    def tcl_print(self, *args):
        raise ScriptError("%s print: printing the state machine is not implemented in nslab"
                          % self.handle)

    tcl_print_stats = tcl_print


def route_rtt(runner, src, dst):
    """ns-lib's Simulator rtt: the source's round-trip time along the route, in Tcl's
    arithmetic on the links' variables as the script reads them."""
    here, there = runner.agent(src).node, runner.agent(dst).node
    if here is None or there is None:
        raise ScriptError("rtt: both agents must be attached to nodes")
    total, node, hops = "0", here.id, 0
    while node != there.id:
        lid = runner.sim.kernel.route(node, there.id)
        link = next((l for l in runner.sim.links.values() if l.id == lid), None)
        if lid < 0 or link is None or hops > len(runner.sim.nodes):
            raise ScriptError("rtt: no single route from node %d to node %d" % (here.id, there.id))
        delay_link = runner.wrap(link, DelayLinkObject)
        delay, bandwidth = delay_link.tcl_set("delay_"), delay_link.tcl_set("bandwidth_")
        total = runner.tcl.eval("expr {%s + [expr {2 * %s}]}" % (total, delay))
        total = runner.tcl.eval("expr {%s + [expr {%d / %s}]}" % (total, ROUTE_PROBE_BITS,
                                                                  bandwidth))
        node, hops = link.dst.id, hops + 1
    runner.lookup(src).tcl_rtt(total)
    return total
