"""Application/TcpApp (ns-2's webcache/tcpapp.cc): an application that sends messages
over a Full TCP connection.  `$app send n script` hands the agent n bytes and queues the
script; the peer application (`$app connect $peer`) counts the bytes its own agent
delivers in order and, when a message's last byte has arrived, evaluates that message's
script at the global level.  No data travels in the packets: as in ns-2, the scripts
wait in the sender's queue, in the order they were sent.
"""
import collections
import sys

from ..errors import ScriptError
from .base import TclObject, _number


class TcpAppObject(TclObject):
    tcl_class = "Application/TcpApp"
    agent = None
    peer = None

    def attach(self, *args):
        """`new Application/TcpApp $tcp`: the app reads what its Full TCP agent delivers."""
        if len(args) != 1:
            raise ScriptError("new Application/TcpApp: expected one Full TCP agent, got %d "
                              "arguments" % len(args))
        agent_object = self.runner.lookup(args[0])
        agent = getattr(agent_object, "agent", None)
        kernel = self.runner.sim.kernel
        if agent is None or kernel.agent_kind(agent.id) != "tcp" \
                or not kernel.tcp_command(agent.id, "notify-recv"):
            raise ScriptError("new Application/TcpApp %s: TcpApp needs a Full TCP agent "
                              "(Agent/TCP/FullTcp)" % args[0])
        self.agent = agent
        self.outgoing = collections.deque()     # (bytes, script) sent, not yet read
        self.current = None                     # the message being read, from the peer
        self.received = 0                       # its bytes read so far
        self.runner.byte_readers[agent.id] = self.recv_bytes

    def tcl_connect(self, other):
        peer = self.runner.lookup(other)
        if not isinstance(peer, TcpAppObject):
            raise ScriptError("%s connect %s: not an Application/TcpApp" % (self.handle, other))
        self.peer, peer.peer = peer, self

    def tcl_dst(self):
        return self.peer.handle if self.peer else ""

    def tcl_send(self, nbytes, script=None):
        n = int(_number(nbytes, "send: bytes"))
        self.outgoing.append((n, script))
        self.runner.sim.kernel.tcp_send(self.agent.id, n)

    def _next_message(self):
        if self.peer is not None and self.peer.outgoing:
            return self.peer.outgoing.popleft()
        return None

    def recv_bytes(self, nbytes):
        """The agent delivered n more bytes: run the script of each message now complete."""
        if self.current is None:
            self.current = self._next_message()
        if self.current is None:
            print("[%g] %s receives a packet but no callback!"
                  % (self.runner.sim.now, self.handle), file=sys.stderr)
            return
        self.received += nbytes
        while self.current is not None and self.received >= self.current[0]:
            size, script = self.current
            self.received -= size
            if script:
                self.runner.tcl.call("uplevel", "#0", script)
            self.current = self._next_message() if self.received > 0 else None
        if self.current is None and self.received > 0:
            raise ScriptError("%s received more bytes than its peer sent" % self.handle)
