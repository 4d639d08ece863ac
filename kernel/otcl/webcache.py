"""Web caching agents (ns-2's webcache/http.cc and tcl/webcache/http-agent.tcl,
http-cache.tcl, http-server.tcl): Http/Client, Http/Cache and Http/Server, which talk
over Full TCP connections through Application/TcpApp (nslab.otcl.tcpapp) and keep their
pages in a PagePool/Client each (nslab.otcl.pagepool).

`new Http/X $ns $node` makes an agent whose id is its node's id.  `$a connect $b` opens a
connection from a to b: a Full TCP agent on each side (b's listens), each wrapped in a
TcpApp; a message is a number of bytes and the Tcl command the peer runs when the last
byte arrives.  A client with a page generator and an interval generator
(`set-page-generator`, `set-interval-generator`), told `start-session $cache $server`,
asks its cache for the page the generator names, then again after each interval (the
variable's value as `value` prints it, %6e).  The cache answers from its pool (HIT) or
fetches the page from the page's server (MISS, then ENT once it arrives) and sends it
(SND); the server generates a page when first asked for it and modifies it at the times
its generator gives (MOD).  A client that receives a page older than the server's
current one by more than half the request's round trip notes it stale (STA).  With `log`
each agent writes these events to its log, one line each as ns-2's evTrace writes them.

Only GET requests and the plain agents are implemented: TTL and invalidation caches,
compound pages, media and If-Modified-Since requests stop the run naming what is missing.
"""
import math

from ..errors import ScriptError
from .base import TclObject, _number
from .network_objects import NodeObject
from .pagepool import ClientPagePoolObject
from .tcpapp import TcpAppObject


def _log_time(now):
    """ns-2's trace time: rounded to the microsecond, %.15g."""
    return "%.15g" % (math.floor(now * 1e6 + 0.5) / 1e6)


class HttpObject(TclObject):
    """The Http base: connections, pages, messages and the event log."""
    tcl_class = "Http"
    log = None

    def init(self, *args):
        """`new Http/X $ns $node`."""
        if len(args) != 2:
            raise ScriptError("new %s: expected the simulator and a node" % self.tcl_class)
        self.ns, self.node = args
        self.id = self.runner.typed(self.node, NodeObject).node.id
        self.cnc = {}                   # peer handle -> our TcpApp to it
        self.pool = self.runner.lookup(str(self.runner.tcl.call("new", "PagePool/Client")))
        self.instvars.update(ns_=self.ns, node_=self.node, id_=str(self.id),
                             pool_=self.pool.handle)

    def _tcl(self, *words):
        return self.runner.tcl.call(*words)

    def _expr(self, text):
        """Tcl's arithmetic, printed as Tcl prints it."""
        return self.runner.tcl.eval("expr {%s}" % text)

    def _now(self):
        return str(self._tcl(self.ns, "now"))

    def _class_var(self, name):
        return self.runner.cmd_class("Http", "set", name)

    def _peer_id(self, handle):
        return self.runner.lookup(handle).id

    # ---- the C++ part (HttpApp) ------------------------------------------------------

    def tcl_id(self):
        return self.id

    def tcl_log(self, channel=None):
        if channel is None:
            return self.log or ""
        self.log = channel

    def tcl_evTrace(self, *words):
        if self.log is not None:
            line = "%s i %d %s \n" % (_log_time(self.runner.sim.now), self.id, " ".join(words))
            self._tcl("puts", "-nonewline", self.log, line)

    def tcl_cmd(self, method, *args):
        """`$self cmd connect $peer $tcpapp` and the other commands of the C++ part."""
        if method == "connect" and len(args) == 2:
            self.cnc.setdefault(args[0], self.runner.typed(args[1], TcpAppObject))
            return ""
        if method == "disconnect" and len(args) == 1:
            self.cnc.pop(args[0], None)
            return ""
        return self.invoke(method, args)

    def tcl_is_connected(self, peer):
        return "1" if peer in self.cnc else "0"

    def tcl_get_cnc(self, peer):
        return self.cnc[peer].handle if peer in self.cnc else ""

    def tcl_send(self, peer, nbytes, script):
        if peer in self.cnc:        # ns-2 tolerates a send to a peer it has no connection to
            self.cnc[peer].tcl_send(nbytes, script)

    def _page(self, name, what):
        page = self.pool.page(name)
        if page is None:
            raise ScriptError("%s %s: no page %s" % (self.handle, what, name))
        return page

    def tcl_exist_page(self, name):
        return "1" if self.pool.page(name) is not None else "0"

    def tcl_get_size(self, name):
        return str(self._page(name, "get-size").size)

    def tcl_get_modtime(self, name):
        return "%.17g" % self._page(name, "get-modtime").modtime

    def tcl_get_age(self, name):
        return "%.17g" % self._page(name, "get-age").age

    def tcl_get_cachetime(self, name):
        return "%.17g" % self._page(name, "get-cachetime").entered

    def tcl_get_page(self, name):
        return self._page(name, "get-page").info()

    def tcl_enter_page(self, name, *fields):
        self.pool.enter(name, fields)

    def tcl_set_pagepool(self, handle):
        self.pool = self.runner.typed(handle, ClientPagePoolObject)

    # ---- the library's part (http-agent.tcl) ------------------------------------------

    def tcl_connect(self, server):
        """A Full TCP connection to `server`, each end wrapped in a TcpApp."""
        transport = self._class_var("TRANSPORT_")
        tcp = str(self._tcl("new", "Agent/TCP/" + transport))
        fid = int(self._class_var("fid_")) + 1
        self.runner.cmd_class("Http", "set", "fid_", str(fid))
        self._tcl(tcp, "set", "fid_", fid)
        self._tcl(self.ns, "attach-agent", self.node, tcp)
        theirs = str(self._tcl(server, "alloc-connection", self.handle, fid))
        self._tcl(self.ns, "connect", tcp, self.runner.handle_of(
            self.runner.typed(theirs, TcpAppObject).agent))
        self._tcl(tcp, "set", "window_", 100)
        ours = str(self._tcl("new", "Application/TcpApp", tcp))
        self.tcl_cmd("connect", server, ours)
        self._tcl(ours, "connect", theirs)

    def tcl_alloc_connection(self, client, fid):
        """The listening end of a client's connection (servers and caches)."""
        sink = str(self._tcl("new", "Agent/TCP/" + self._class_var("TRANSPORT_")))
        self._tcl(sink, "set", "fid_", fid)
        self._tcl(self.ns, "attach-agent", self.node, sink)
        self._tcl(sink, "listen")
        wrapper = str(self._tcl("new", "Application/TcpApp", sink))
        self.tcl_cmd("connect", client, wrapper)
        return wrapper

    def tcl_get_reqsize(self):
        return self._class_var("REQSize_")

    @staticmethod
    def _fields(words):
        return dict(zip(words[::2], words[1::2]))

    def _only_get(self, kind):
        if kind != "GET":
            raise ScriptError("%s: %s requests of ns-2's web caches are not implemented in "
                              "nslab (GET only)" % (self.handle, kind))


class HttpClientObject(HttpObject):
    tcl_class = "Http/Client"
    pages = rv_interval = cache = None

    def init(self, *args):
        super().init(*args)
        self._tcl(self.node, "color", "SteelBlue")
        self.pending = {}               # page -> request times (Tcl text)
        self.marks = {}                 # page -> the node's marks of its requests

    def tcl_set_page_generator(self, pool):
        self.pages = pool

    def tcl_set_interval_generator(self, ranvar):
        self.rv_interval = ranvar

    def tcl_set_cache(self, cache):
        self.cache = cache

    def _next_in(self, server):
        """gen-request: (the interval, as `value` prints it; the next page's name)."""
        if self.pages is None:
            raise ScriptError("Http/Client requires a page generator (set-page-generator)")
        if self.rv_interval is None:
            raise ScriptError("%s: requests without an interval generator (the pool's own "
                              "gen-request) are not implemented in nslab" % self.handle)
        interval = str(self._tcl(self.rv_interval, "value"))
        return interval, "%s:%s" % (server, self._tcl(self.pages, "gen-pageid", self.id))

    def _schedule_next(self, server):
        interval, pageid = self._next_in(server)
        if _number(interval, "request interval") >= 0:
            self._tcl(self.ns, "at", self._expr("%s + %s" % (self._now(), interval)),
                      "%s next-request %s %s" % (self.handle, server, pageid))

    def tcl_start_session(self, cache, server):
        start = self._now()
        if self.pages is not None and \
                _number(self._tcl(self.pages, "get-start-time"), "start time") > _number(start, "now"):
            self._tcl(self.pages, "set-start-time", start)
        self.cache = cache
        self._schedule_next(server)

    def tcl_next_request(self, server, pageid):
        self._tcl(self.handle, "send-request", self.cache or server, "GET", pageid)
        self._schedule_next(server)

    def tcl_send_request(self, server, kind, pageid, *args):
        if server not in self.cnc or pageid in self.pending:
            return
        self._only_get(kind)
        self.pending[pageid] = [self._now()]
        size = self.tcl_get_reqsize()
        self.tcl_send(server, size, " ".join(
            [server, "get-request", self.handle, kind, pageid, "size", size] + list(args)))
        self.tcl_evTrace("C", "GET", "p", pageid, "s", str(self._peer_id(server)), "z", size)
        mark = "%s:%s" % (pageid, self._now())
        self._tcl(self.node, "add-mark", mark, "purple")
        self.marks.setdefault(pageid, []).append(mark)

    def tcl_get_response_GET(self, server, pageid, *args):
        if pageid not in self.pending:
            raise ScriptError("Client %d: Unrequested response page %s from server %d"
                              % (self.id, pageid, self._peer_id(server)))
        data = self._fields(args)
        origin = pageid.split(":")[0]
        reqtime = self.pending[pageid][0]
        rtt = self._expr("%s - %s" % (self._now(), reqtime))
        if _number(self._tcl(origin, "get-modtime", pageid), "modtime") > \
                _number(data["modtime"], "modtime"):
            stale = str(self._tcl(origin, "stale-time", pageid, data["modtime"]))
            if _number(stale, "stale time") > _number(self._expr("%s / 2" % rtt), "rtt"):
                self.tcl_evTrace("C", "STA", "p", pageid, "s", str(self._peer_id(origin)),
                                 "l", stale)
        self.tcl_evTrace("C", "RCV", "p", pageid, "s", str(self._peer_id(server)), "l", rtt,
                         "z", data["size"])
        self.pending[pageid].pop(0)
        if not self.pending[pageid]:
            del self.pending[pageid]
        self._tcl(self.node, "delete-mark", self.marks[pageid].pop(0))


class HttpServerObject(HttpObject):
    tcl_class = "Http/Server"
    pages = None

    def init(self, *args):
        super().init(*args)
        self._tcl(self.node, "color", "HotPink")
        self.modtimes = {}              # page -> its modification times (Tcl text), in order

    def tcl_set_page_generator(self, pool):
        self.pages = pool

    def tcl_gen_init_modtime(self, pid):
        return self._tcl(self.pages, "gen-init-modtime", pid) if self.pages else self._now()

    def _describe(self, pid, modtime):
        if self.pages is None:
            return "size 2000 age 50 modtime %s" % modtime
        return str(self._tcl(self.pages, "gen-page", pid, modtime))

    def _new_version(self, pageid, modtime):
        """Describe, schedule the next modification, log MOD: the page's description."""
        info = self._describe(pageid.split(":")[-1], modtime)
        age = self._fields(info.split())["age"]
        if _number(modtime, "modtime") >= 0:
            self._tcl(self.ns, "at", self._expr("%s + %s" % (self._now(), age)),
                      "%s modify-page %s" % (self.handle, pageid))
        return info, age

    def tcl_modify_page(self, pageid):
        info, age = self._new_version(pageid, self._now())
        self.tcl_enter_page(pageid, *info.split())
        self._tcl(self.ns, "trace-annotate", "S %d INV %s" % (self.id, pageid))
        now = self._now()
        self.tcl_evTrace("S", "MOD", "p", pageid, "m", now, "n", self._expr("%s + %s" % (now, age)))
        self.modtimes[pageid].append(now)

    def tcl_gen_page(self, pageid):
        if self.pool.page(pageid) is not None:
            raise ScriptError("%s: shouldn't use gen-page for existing pages" % self.handle)
        modtime = str(self.tcl_gen_init_modtime(pageid.split(":")[-1]))
        info, age = self._new_version(pageid, modtime)
        now = self._now()
        self.tcl_evTrace("S", "MOD", "p", pageid, "m", now, "n", self._expr("%s + %s" % (now, age)))
        self.modtimes[pageid] = [modtime]
        self.tcl_enter_page(pageid, *info.split())
        return info

    def tcl_stale_time(self, pageid, modtime):
        times = self.modtimes[pageid]
        older = [i for i, t in enumerate(times) if _number(t, "modtime") <= _number(modtime, "m")]
        if not older:
            raise ScriptError("Non-existent modtime %s for page %s" % (modtime, pageid))
        i = older[-1]
        after = i + 1
        gap = lambda j: abs(_number(times[j], "modtime") - _number(modtime, "modtime"))
        if after < len(times) and gap(i) > gap(after):
            after += 1
        if after >= len(times):
            raise ScriptError("%s stale-time %s %s: no modification after it" % (
                self.handle, pageid, modtime))
        return self._expr("%s - %s" % (self._now(), times[after]))

    def tcl_get_request(self, client, kind, pageid, *args):
        self._only_get(kind)
        if self.pool.page(pageid) is not None:
            info = self.tcl_get_page(pageid)
        else:
            info = self.tcl_gen_page(pageid)
        size = self.tcl_get_size(pageid)
        self.tcl_send(client, size, " ".join([client, "get-response-GET", self.handle, pageid,
                                              info]))


class HttpCacheObject(HttpObject):
    tcl_class = "Http/Cache"
    parent = None

    def init(self, *args):
        super().init(*args)
        self._tcl(self.node, "color", "yellow")
        self.pending = {}               # page -> when this cache asked for it
        self.waiting = {}               # page -> [(client, kind)] to answer

    def tcl_set_parent(self, server):
        self.parent = server

    def tcl_get_request(self, client, kind, pageid, *args):
        if "size" not in self._fields(args):
            raise ScriptError("Http/Cache %d: client %d must include request size in its "
                              "request" % (self.id, self._peer_id(client)))
        self._only_get(kind)
        if self.pool.page(pageid) is not None:
            server = pageid.split(":")[0]
            self.tcl_evTrace("E", "HIT", "p", pageid, "c", str(self._peer_id(client)),
                             "s", str(self._peer_id(server)))
            self._answer(client, pageid, self.tcl_get_page(pageid))
            return
        self.waiting.setdefault(pageid, []).append(client)
        if pageid in self.pending:
            return
        server = self.parent or pageid.split(":")[0]
        size = self.tcl_get_reqsize()
        self.tcl_evTrace("E", "MISS", "p", pageid, "c", str(self._peer_id(client)),
                         "s", str(self._peer_id(server)), "z", size)
        if server in self.cnc:
            self.pending[pageid] = self._now()
            self.tcl_send(server, size, " ".join(
                [server, "get-request", self.handle, kind, pageid, "size", size]))

    def tcl_get_response_GET(self, server, pageid, *args):
        data = self._fields(args)
        if "noc" not in data:
            if self.pool.page(pageid) is None:
                self.tcl_enter_page(pageid, *args)
                self.tcl_evTrace("E", "ENT", "p", pageid, "m", data["modtime"], "z", data["size"],
                                 "s", str(self._peer_id(server)))
            else:
                self._tcl("puts", "stderr", "At %s, cache %d has requested a page which it "
                          "already has." % (self._now(), self.id))
        for client in self.waiting.pop(pageid, []):
            self._answer(client, pageid, " ".join(args))
        self.pending.pop(pageid, None)
        self._tcl(self.node, "color", "blue")

    def _answer(self, client, pageid, info):
        size = self._fields(info.split())["size"]
        self.tcl_send(client, size, " ".join([client, "get-response-GET", self.handle, pageid,
                                              info]))
        self.tcl_evTrace("E", "SND", "c", str(self._peer_id(client)), "p", pageid, "z", size)
