"""PagePool/WebTraf (ns-2's webcache/webtraf.cc, webserver.cc and tcl/webcache/webtraf.tcl):
a generator of web traffic made of sessions, pages and objects.

A session (`create-session i pages start interPage pageSize interObj objSize`) belongs to
one client node, drawn at creation.  It starts its first page at `start`; each page picks
a server node, has ceil(pageSize) objects, and launches them interObj apart.  An object is
a request of one packet from client to server over a one-way TCP (or Full TCP with
fulltcp_), then, when the request is acked, a response of ceil(objSize) packets from
server to client over the same two agents, attached the other way round.  When every
object of a page is back, the page is done; the next page starts interPage later (the
inter-page time runs from the end of a page, set-interPageOption 1, the default; with 0
it runs from a page's start).  When all its pages are done, the session is deleted.

The servers answer at once (set-server-mode 0), or serve one request at a time, first
come first served (1) or shortest first (2), each taking size/rate seconds
(set-server-rate, packets per second) with at most set-server-qlimit waiting (0: no
limit; a request beyond is dropped and its object counts as done).

As in ns-2, the TCP agents are made by `new` when none waits in the pool, and go back to
it (most recent first) when a response is done; the clients and servers are drawn from
the default RNG; with debug_ the model prints what it does on C's stdout.  ns-2's
library reads the class's variables (`PagePool/WebTraf set TCPTYPE_`), its C++ part the
instance's bound ones (debug_, fulltcp_, recycle_page_, dont_recycle_); so does nslab.
The connection timer (enable_conn_timer_) and the `use-asim` mode are not implemented
and stop the run with an error naming them.
"""
import math

from .. import params as P
from ..errors import ScriptError
from .base import TclObject, _number, _tcl_boolean
from .network_objects import NodeObject
from .traffic_objects import AgentObject, RandomVariableObject

CLASS = "PagePool/WebTraf"

# the variables its C++ part binds: read from the instance
BOUND = ("debug_", "fulltcp_", "recycle_page_", "dont_recycle_")

NO_DELAY, FCFS, STF = 0, 1, 2


class WebPage:
    """One page of a session: its objects are launched interObj apart."""

    def __init__(self, pid, session, objects, server):
        self.id, self.session, self.objects, self.server = pid, session, objects, server
        self.launched = self.done = 0

    def launch_next(self):
        """ns-2's WebPage timer: launch one object, schedule the next if any."""
        if self.launched >= self.objects:
            return
        session = self.session
        pool = session.pool
        pool.launch_request(session, self, math.ceil(session.rv["objSize"].value()))
        if pool.debug:
            pool.runner.c_printf("Session %d launched page %d obj %d\n"
                                 % (session.id, self.id, self.launched))
        self.launched += 1
        if self.launched < self.objects:
            pool.runner.sim.after(session.rv["interObj"].value(), self.launch_next)

    def object_done(self):
        self.done += 1
        if self.done >= self.objects:
            self.session.page_done(self)


class WebTrafSession:
    """A client's sequence of pages."""

    def __init__(self, pool, sid, client, pages, rvs):
        self.pool, self.id, self.client, self.pages, self.rv = pool, sid, client, pages, rvs
        self.started = self.done = 0
        self.pending = False            # its timer is scheduled

    def schedule(self, delay):
        self.pending = True
        self.pool.runner.sim.after(delay, self.fire)

    def fire(self):
        """The session's timer: start a page."""
        self.pending = False
        pool = self.pool
        server = pool.pick(pool.servers)
        page = WebPage(pool.next_page, self, math.ceil(self.rv["pageSize"].value()), server)
        pool.next_page += 1
        if pool.debug:
            pool.runner.c_printf("Session %d starting page %d, curpage %d\n"
                                 % (self.id, page.id, self.started))
        page.launch_next()
        self.started += 1
        if not pool.inter_page_from_end and self.started < self.pages:
            self.schedule(self.rv["interPage"].value())

    def page_done(self, page):
        pool = self.pool
        if pool.debug:
            pool.runner.c_printf("Session %d done page %d\n" % (self.id, page.id))
        pool.pages.pop(page.id, None)
        self.done += 1
        if self.done >= self.pages:
            pool.session_done(self)
        elif pool.inter_page_from_end:
            self.schedule(self.rv["interPage"].value())


class WebServer:
    """A server node and its queue of requests (webserver.cc).  A job is the list
    [object id, server, client, tcp, sink, size, page id] of its launch-resp."""
    SIZE = 5

    def __init__(self, pool):
        self.pool, self.node = pool, None
        self.mode, self.rate, self.limit = NO_DELAY, 1.0, 0
        self.jobs, self.busy = [], False

    def arrival(self, job):
        """A request arrived; False if the queue is full and it is dropped."""
        if self.mode == NO_DELAY:
            self.pool.launch_response(*job)
            return True
        if self.limit and len(self.jobs) >= self.limit:
            return False
        self.jobs.append(job)
        if not self.busy:
            self.next_job()
        return True

    def next_job(self):
        if not self.jobs:
            self.busy = False
            return
        if self.mode == STF:
            self._shortest_first()
        self.busy = True
        self.pool.runner.sim.after(self.jobs[0][self.SIZE] / self.rate, self.departure)

    def _shortest_first(self):
        """Bring the first of the shortest jobs to the head as ns-2 does: it exchanges
        the two jobs' object, client, size and page, not their agents."""
        head = self.jobs[0]
        other = min(self.jobs, key=lambda job: job[self.SIZE])
        for i in (0, 2, 5, 6):
            head[i], other[i] = other[i], head[i]

    def departure(self):
        if self.jobs:
            self.pool.launch_response(*self.jobs.pop(0))
        self.next_job()


class WebTrafObject(TclObject):
    """The PagePool/WebTraf object of a script."""
    tcl_class = CLASS

    def __init__(self, runner, handle):
        super().__init__(runner, handle)
        self.sessions, self.servers, self.clients = [], [], []
        self.pages = {}                     # page id -> page, while its objects travel
        self.tcp_pool, self.sink_pool = [], []
        self.next_page, self.next_object = 1, 1
        self.inter_page_from_end = True

    # ---- variables ----------------------------------------------------------------

    def tcl_set(self, name, *value):
        if name in BOUND and value:
            self._parse_bound(name, value[0])
        return super().tcl_set(name, *value)

    def _parse_bound(self, name, text):
        if name == "debug_":
            return int(_tcl_boolean(text, "%s set debug_" % CLASS))
        return int(_number(text, "%s set %s" % (CLASS, name)))

    def _bound(self, name):
        return self._parse_bound(name, self.instvars.get(name, P.OWN_CLASS_DEFAULTS[CLASS][name]))

    @property
    def debug(self):
        return self._bound("debug_")

    def _class_var(self, name):
        """What ns-2's library reads: `PagePool/WebTraf set name`."""
        return self.runner.cmd_class(CLASS, "set", name)

    def _class_flag(self, name):
        return int(_number(self._class_var(name), "%s set %s" % (CLASS, name)))

    # ---- configuration ------------------------------------------------------------

    def _count(self, text, what):
        n = int(_number(text, "%s %s" % (self.handle, what)))
        if n < 0:
            raise ScriptError("%s %s %s: the number must be 0 or more" % (self.handle, what, text))
        return n

    def tcl_set_num_session(self, n):
        self.sessions = [None] * self._count(n, "set-num-session")

    def tcl_set_num_client(self, n):
        self.clients = [None] * self._count(n, "set-num-client")

    def tcl_set_num_server(self, n):
        self.servers = [WebServer(self) for _ in range(self._count(n, "set-num-server"))]

    def _slot(self, table, index, what):
        i = int(_number(index, "%s %s: index" % (self.handle, what)))
        if not 0 <= i < len(table):
            raise ScriptError("%s %s %s: wrong index (set-num-%s gave %d)"
                              % (self.handle, what, index, what[4:], len(table)))
        return i

    def tcl_set_client(self, index, node):
        i = self._slot(self.clients, index, "set-client")
        self.clients[i] = self.runner.typed(node, NodeObject).handle

    def tcl_set_server(self, index, node):
        i = self._slot(self.servers, index, "set-server")
        self.servers[i].node = self.runner.typed(node, NodeObject).handle

    def _servers(self, args, what):
        """The servers a set-server-* command applies to: all, or the one on node id."""
        if len(args) == 1:
            return self.servers, args[0]
        if len(args) != 2:
            raise ScriptError("%s %s: expected ?server-node-id? value" % (self.handle, what))
        nid = int(_number(args[0], what + ": node id"))
        for server in self.servers:
            if server.node is not None and self.runner.lookup(server.node).node.id == nid:
                return [server], args[1]
        raise ScriptError("%s %s: no server on node %d" % (self.handle, what, nid))

    def tcl_set_server_mode(self, *args):
        servers, mode = self._servers(args, "set-server-mode")
        for server in servers:
            server.mode = int(_number(mode, "set-server-mode"))

    def tcl_set_server_rate(self, *args):
        servers, rate = self._servers(args, "set-server-rate")
        for server in servers:
            server.rate = float(int(_number(rate, "set-server-rate")))
            if server.rate <= 0:
                raise ScriptError("%s set-server-rate %s: the rate must be positive"
                                  % (self.handle, rate))

    def tcl_set_server_qlimit(self, *args):
        servers, limit = self._servers(args, "set-server-qlimit")
        for server in servers:
            server.limit = int(_number(limit, "set-server-qlimit"))

    def tcl_set_interPageOption(self, option):
        self.inter_page_from_end = int(_number(option, "set-interPageOption")) != 0

    def tcl_use_asim(self):
        raise ScriptError("%s use-asim: ns-2's asim mode of PagePool/WebTraf is not "
                          "implemented in nslab" % self.handle)

    def tcl_create_session(self, index, pages, start, *rvs):
        if len(rvs) != 4:
            raise ScriptError("%s create-session: expected index pages start interPage pageSize "
                              "interObj objSize" % self.handle)
        i = int(_number(index, "create-session: index"))
        if not 0 <= i < len(self.sessions) or self.sessions[i] is not None:
            raise ScriptError("%s create-session %s: invalid session index" % (self.handle, index))
        if not self.clients or None in self.clients or not self.servers \
                or any(s.node is None for s in self.servers):
            raise ScriptError("%s create-session: give every client and server first "
                              "(set-num-client, set-client, set-num-server, set-server)"
                              % self.handle)
        client = self.pick(self.clients)
        names = ("interPage", "pageSize", "interObj", "objSize")
        variables = {}
        for name, handle in zip(names, rvs):
            obj = self.runner.objects.get(handle)
            if not isinstance(obj, RandomVariableObject):
                raise ScriptError("%s create-session: %s %r is not a random variable"
                                  % (self.handle, name, handle))
            variables[name] = obj.rv
        self.rv_handles = getattr(self, "rv_handles", {})
        self.rv_handles[i] = rvs
        session = WebTrafSession(self, i, client, int(_number(pages, "create-session: pages")),
                                 variables)
        session.schedule(_number(start, "create-session: start"))
        self.sessions[i] = session

    def pick(self, table):
        """An entry drawn uniformly with the default RNG (ns-2's Random::uniform)."""
        entry = table[int(math.floor(len(table) * self.runner.sim.default_rng.draw()))]
        return entry.node if isinstance(entry, WebServer) else entry

    def session_done(self, session):
        if self.debug:
            self.runner.c_printf("deleted session %d\n" % session.id)
        self.sessions[session.id] = None
        if self._bound("recycle_page_"):
            for handle in self.rv_handles.pop(session.id, ()):
                self.runner.tcl.call("delete", handle)

    # ---- the objects' transfers ---------------------------------------------------

    def _agent(self, pool, alloc):
        if pool:
            return pool.pop()
        return str(self.runner.tcl.call(self.handle, alloc))

    def tcl_alloc_tcp(self):
        tcp = str(self.runner.tcl.call("new", "Agent/TCP/" + self._class_var("TCPTYPE_")))
        mode = self._class_flag("FID_ASSIGNING_MODE_")
        if mode in (1, 2):
            raise ScriptError("%s: FID_ASSIGNING_MODE_ %d of PagePool/WebTraf is not "
                              "implemented in nslab (0 only)" % (self.handle, mode))
        return tcp

    def tcl_alloc_tcp_sink(self):
        return str(self.runner.tcl.call("new", "Agent/" + self._class_var("TCPSINKTYPE_")))

    def launch_request(self, session, page, size):
        """WebTrafPool::launchReq: two agents, then the library's launch-req."""
        fulltcp = self._bound("fulltcp_")
        ctcp = self._agent(self.tcp_pool, "alloc-tcp")
        csnk = self._agent(self.tcp_pool, "alloc-tcp") if fulltcp else \
            self._agent(self.sink_pool, "alloc-tcp-sink")
        self.pages[page.id] = page
        oid = self.next_object
        self.next_object += 1
        self.runner.tcl.call(self.handle, "launch-req", oid, page.id, session.client, page.server,
                             ctcp, csnk, size)

    def _ns(self):
        return self.runner.cmd_class("Simulator", "instance")

    def _connect(self, ns, src_node, tcp, dst_node, sink, oid):
        tcl = self.runner.tcl
        tcl.call(ns, "attach-agent", src_node, tcp)
        tcl.call(ns, "attach-agent", dst_node, sink)
        tcl.call(ns, "connect", tcp, sink)
        fulltcp = self._class_flag("fulltcp_") == 1
        if fulltcp:
            tcl.call(sink, "listen")
        if self._class_flag("FID_ASSIGNING_MODE_") == 0:
            tcl.call(tcp, "set", "fid_", oid)
            if fulltcp:
                tcl.call(sink, "set", "fid_", oid)

    def _send(self, tcp, packets):
        if self._class_flag("fulltcp_") == 1:
            self.runner.tcl.call(tcp, "sendmsg", int(packets) * 1000, "MSG_EOF")
        else:
            self.runner.tcl.call(tcp, "advanceby", packets)

    def _trace(self, variable, text):
        if self._class_flag(variable):
            self.runner.tcl.call("puts", text)

    def _ids(self, *nodes):
        return " ".join(str(self.runner.lookup(n).node.id) for n in nodes)

    def tcl_launch_req(self, oid, pid, clnt, svr, ctcp, csnk, size):
        if self._class_flag("FLOW_SIZE_OPS_") == 1 and \
                int(size) > self._class_flag("FLOW_SIZE_TH_"):
            return                          # as ns-2: such an object is never requested
        if self._class_flag("enable_conn_timer_"):
            raise ScriptError("%s: PagePool/WebTraf's connection timer (enable_conn_timer_) is "
                              "not implemented in nslab" % self.handle)
        ns = self._ns()
        self._connect(ns, clnt, ctcp, svr, csnk, oid)
        self.runner.tcl.call(ctcp, "proc", "done", "", " ".join(
            (self.handle, "done-req", oid, pid, clnt, svr, ctcp, csnk, size, "0")))
        self._trace("req_trace_", "req + %s %s %s %s %s" % (oid, pid, size, self._ids(clnt, svr),
                                                           self.runner.tcl.call(ns, "now")))
        self._send(ctcp, 1)

    def tcl_done_req(self, oid, pid, clnt, svr, ctcp, csnk, size, timer="0"):
        ns, tcl = self._ns(), self.runner.tcl
        tcl.call(ns, "detach-agent", clnt, ctcp)
        tcl.call(ns, "detach-agent", svr, csnk)
        tcl.call(ctcp, "reset")
        tcl.call(csnk, "reset")
        server = next(s for s in self.servers if s.node == svr)
        accepted = server.arrival([int(oid), svr, clnt, ctcp, csnk, int(size), int(pid)])
        what = "-" if accepted else "d"
        self._trace("req_trace_", "req %s %s %s %s %s %s" % (what, oid, pid, size,
                                                            self._ids(clnt, svr),
                                                            tcl.call(ns, "now")))
        if not accepted:
            self.tcl_recycle(ctcp, csnk)
            self.tcl_doneObj(pid)

    def launch_response(self, oid, svr, clnt, tcp, snk, size, pid):
        self.runner.tcl.call(self.handle, "launch-resp", oid, pid, svr, clnt, tcp, snk, size)

    def tcl_launch_resp(self, oid, pid, svr, clnt, stcp, ssnk, size):
        ns = self._ns()
        self._connect(ns, svr, stcp, clnt, ssnk, oid)
        threshold = self._class_flag("FLOW_SIZE_TH_")
        size = int(size)
        sent = threshold if self._class_flag("FLOW_SIZE_OPS_") == 2 and size > threshold else size
        self._respond(ns, oid, pid, svr, clnt, stcp, ssnk, size, sent, sent, threshold)

    def _respond(self, ns, oid, pid, svr, clnt, stcp, ssnk, size, sent, chunk, threshold):
        """Send `chunk` more packets of the response (`sent` in all once they are done)."""
        tcl = self.runner.tcl
        now = tcl.call(ns, "now")
        tcl.call(stcp, "proc", "done", "", " ".join(map(str, (
            self.handle, "done-resp", oid, pid, clnt, svr, stcp, ssnk, size, sent, threshold,
            now, tcl.call(stcp, "set", "fid_")))))
        self._trace("resp_trace_", "resp + %s %s %s %s %s %s" % (oid, pid, chunk, size,
                                                                self._ids(svr, clnt), now))
        self._send(stcp, chunk)

    def tcl_done_resp(self, oid, pid, clnt, svr, stcp, ssnk, size, sent, threshold,
                      start="0", fid="0"):
        ns, tcl = self._ns(), self.runner.tcl
        size, sent, threshold = int(size), int(sent), int(threshold)
        self._trace("resp_trace_", "resp - %s %s %s %s %s %s" % (oid, pid, sent, size,
                                                                self._ids(svr, clnt),
                                                                tcl.call(ns, "now")))
        if self._class_flag("VERBOSE_") == 1:
            tcl.call("puts", "done-resp - %s %s %s %s %s %s" % (
                oid, self._ids(svr, clnt), size, start, tcl.call(ns, "now"), fid))
        tcl.call(stcp, "reset")
        tcl.call(ssnk, "reset")
        tcl.call(ns, "detach-agent", clnt, ssnk)
        tcl.call(ns, "detach-agent", svr, stcp)
        if sent < size:
            self._connect(ns, svr, stcp, clnt, ssnk, oid)
            chunk = min(size - sent, threshold)
            self._respond(ns, oid, pid, svr, clnt, stcp, ssnk, size, sent + chunk, chunk,
                          threshold)
        else:
            self.tcl_recycle(stcp, ssnk)
            self.tcl_doneObj(pid)

    def tcl_recycle(self, tcp, sink):
        for handle in (tcp, sink):
            if not isinstance(self.runner.objects.get(handle), AgentObject):
                raise ScriptError("%s recycle: %r is not an agent" % (self.handle, handle))
        if self._bound("fulltcp_"):
            self.runner.tcl.call("delete", tcp)
            self.runner.tcl.call("delete", sink)
        elif not self._bound("dont_recycle_"):
            self.tcp_pool.append(tcp)
            self.sink_pool.append(sink)

    def tcl_doneObj(self, pid):
        page = self.pages.get(int(_number(pid, "doneObj: page")))
        if page is None:
            raise ScriptError("%s doneObj %s: no such page in progress" % (self.handle, pid))
        page.object_done()
