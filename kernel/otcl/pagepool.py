"""Page pools of ns-2's web caching (webcache/pagepool.cc, tcl/webcache/http-server.tcl's
`PagePool gen-page`): where the Http agents (nslab.otcl.webcache) get and keep pages.

* PagePool/Math generates one page (id 0) for the whole simulation: its size from the
  `ranvar-size` variable (truncated to an integer, 0 made 1), its next modification time
  from the `ranvar-age` variable added to the last one.
* PagePool/Client is what each Http agent keeps: pages by name (`<server handle>:<id>`),
  each with its size, modification time, entry time and age, printed back as ns-2 prints
  them (`size 1024 modtime ... time ... age ...`, doubles with %.17g).

Numbers the library computes in Tcl go through Tcl's `expr`, so they print as Tcl prints
them.  The other pools of ns-2 (Trace, CompMath, ProxyTrace, Media) are not implemented.
"""
from ..errors import ScriptError
from .base import TclObject, _number
from .traffic_objects import RandomVariableObject

INT_MAX = 2147483647


class PagePoolObject(TclObject):
    """The base: the start time of the requests and `gen-page`."""
    tcl_class = "PagePool"
    start_time = float(INT_MAX)

    def tcl_get_start_time(self):
        return "%.17g" % self.start_time

    def tcl_set_start_time(self, time):
        self.start_time = _number(time, "set-start-time")

    def tcl_gen_page(self, pageid, thismod):
        """`size S age A modtime M`: a new page's description (age -1 when thismod < 0)."""
        size = self.runner.tcl.call(self.handle, "gen-size", pageid)
        if _number(thismod, "gen-page: modtime") >= 0:
            later = self.runner.tcl.call(self.handle, "gen-modtime", pageid, thismod)
            age = self.runner.tcl.eval("expr {%s - %s}" % (later, thismod))
        else:
            age = "-1"
        return "size %s age %s modtime %s" % (size, age, thismod)


class MathPagePoolObject(PagePoolObject):
    tcl_class = "PagePool/Math"
    size_rv = age_rv = None

    def _ranvar(self, handle, what):
        obj = self.runner.objects.get(handle)
        if not isinstance(obj, RandomVariableObject):
            raise ScriptError("%s %s: %r is not a random variable" % (self.handle, what, handle))
        return obj.rv

    def tcl_ranvar_size(self, handle):
        self.size_rv = self._ranvar(handle, "ranvar-size")

    def tcl_ranvar_age(self, handle):
        self.age_rv = self._ranvar(handle, "ranvar-age")

    def tcl_get_poolsize(self):
        return "1"

    def tcl_gen_pageid(self, client):
        return "0"

    def tcl_gen_size(self, pageid):
        if self.size_rv is None:
            raise ScriptError("%s: no page size generator (ranvar-size)" % self.handle)
        return str(int(self.size_rv.value()) or 1)

    def tcl_gen_init_modtime(self, pageid):
        return "%.17g" % self.runner.sim.now

    def tcl_gen_modtime(self, pageid, modtime):
        if self.age_rv is None:
            raise ScriptError("%s: no page age generator (ranvar-age)" % self.handle)
        return "%.17g" % (_number(modtime, "gen-modtime") + self.age_rv.value())


class ClientPage:
    __slots__ = ("size", "modtime", "entered", "age", "uncacheable")

    def __init__(self, size, modtime, entered, age, uncacheable):
        self.size, self.modtime, self.entered, self.age = size, modtime, entered, age
        self.uncacheable = uncacheable

    def info(self):
        text = "size %d modtime %.17g time %.17g age %.17g" % (
            self.size, self.modtime, self.entered, self.age)
        return text + (" noc 1" if self.uncacheable else "")


class ClientPagePoolObject(PagePoolObject):
    """PagePool/Client: the pages an Http agent holds."""
    tcl_class = "PagePool/Client"

    def __init__(self, runner, handle):
        super().__init__(runner, handle)
        self.pages = {}

    def page_name(self, name):
        """The page's canonical name, `<server>:<id>` (the server must be an object)."""
        server, _, number = str(name).partition(":")
        if server not in self.runner.objects:
            raise ScriptError("%s: non-existent server name for page %s" % (self.handle, name))
        return "%s:%d" % (server, int(_number(number or "0", "page id")))

    def page(self, name):
        return self.pages.get(self.page_name(name))

    def enter(self, name, fields):
        """Enter a page from `key value ...` words (size, modtime, age, noc)."""
        values = dict(zip(fields[::2], fields[1::2]))
        size = int(_number(values["size"], "enter-page: size")) if "size" in values else -1
        if size < 0:
            raise ScriptError("PagePool %s: wrong information for page %s" % (self.handle, name))
        page = ClientPage(size, _number(values.get("modtime", "-1"), "enter-page: modtime"),
                          self.runner.sim.now, _number(values.get("age", "-1"), "enter-page: age"),
                          "noc" in values)
        self.pages[self.page_name(name)] = page
        return page
