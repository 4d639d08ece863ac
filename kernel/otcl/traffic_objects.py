"""The traffic's objects in a script (nslab.otcl): agents, FTP and the other
applications, random variables, error models and RNG streams.  They wrap the Python
API's objects (nslab.simulator, nslab.rng) and read and set their parameters as tclcl
does.
"""
import math

from .. import params as P
from .. import rng
from .._kernel import message_agent_send, rate_agent_command
from ..errors import ScriptError
from .base import TclObject, _Exit, _bound, _fmt_bound, _number
from .source_route import aim_agent
from .tbf import TbfObject


def refuse_tcp_ecn(handle, tcl_class, name, value):
    """ns-2's TCP with `ecn_` on marks its packets ECN-capable, negotiates with its first
    packet and halves its window on an echoed mark, and with `frto_enabled_` (or
    `sfrto_enabled_`) sends new data after a timeout to tell a spurious one; nslab does
    them for the senders P.sender_option_classes names (kernel/tcp/ecn.pxi, frto.pxi),
    so a sender of another class is refused rather than run without them."""
    is_tcp = tcl_class == "Agent/TCP" or tcl_class.startswith("Agent/TCP/")
    if (name in _SENDER_OPTIONS and is_tcp and tcl_class not in P.sender_option_classes(name)
            and str(value).strip().lower() not in ("0", "false", "no", "off")):
        raise ScriptError("%s set %s %s: %s is not implemented in nslab for %s (only for %s)"
                          % (handle, name, value, _SENDER_OPTIONS[name], tcl_class,
                             " and ".join(P.sender_option_classes(name))))


_SENDER_OPTIONS = {"ecn_": "ECN in TCP senders", "frto_enabled_": "F-RTO",
                   "sfrto_enabled_": "F-RTO"}


class AgentObject(TclObject):
    tcl_class = "Agent"
    agent = None

    def tcl_set(self, name, *value):
        if value:
            refuse_tcp_ecn(self.handle, self.tcl_class, name, value[0])
        if name == "dst_" and value:
            return self.set_old_dst(value[0])
        a = self.agent
        if a.sim.hier is not None and name in ("dst_addr_", "agent_addr_"):
            from .hier_commands import agent_address
            return agent_address(self.handle, a, name, value)
        known = name in a.table
        if known or name in P.TCP_STATE and a.sim.kernel.has_variable(a.id, name):
            if value:
                a[name] = value[0]
                return value[0]         # OTcl's set returns the value as given
            if name in P.TRACED_DOUBLE_PARAMS.get(a.cls, ()):
                return "%g" % a[name]
            return _fmt_bound(a.table[name], a[name]) if known else _bound(name, a[name])
        if name in ("agent_addr_", "agent_port_"):     # bound in ns-2: where it is attached
            if value:
                raise ScriptError("%s set %s: nslab sets an agent's address only by attaching "
                                  "it (attach-agent)" % (self.handle, name))
            return str(a[name])
        return super().tcl_set(name, *value)

    def set_old_dst(self, address):
        """ns-agent.tcl's `$agent set dst_ A`: two warning lines, then a group address
        becomes dst_addr_ (port 0); any other is read as address * 256 + port, and ns-2
        exits there."""
        self.runner.tcl.call("puts", "Warning dst_ is no longer being supported in NS. "
                                     "dst_ %s" % address)
        self.runner.tcl.call("puts", "Use dst_addr_ and dst_port_ instead")
        value = int(_number(address, "dst_"))
        group = int(_number(self.runner.class_vars.get("Simulator", {}).get(
            "McastBaseAddr_", 0x40000000), "Simulator McastBaseAddr_"))
        self.agent["dst_addr_"], self.agent["dst_port_"] = \
            (value, 0) if value >= group else (value >> 8, value % 256)
        if value < group:
            self.runner.cmd_exit("0")
            raise _Exit()
        return ""

    def tcl_attach(self, channel):
        self.runner.sim.kernel.attach_trace(self.agent.id, self.runner.output(channel).id)

    def tcl_tracevar(self, name):
        self.agent.tracevar(name)

    def tcl_trace(self, name, *tracer):
        """tclcl's `$obj trace var`: with no tracer object, the agent traces it itself,
        as tracevar does."""
        if tracer:
            raise ScriptError("%s trace %s %s: a tracer object is not implemented in nslab "
                              "(use `trace %s` or tracevar)" % (self.handle, name, tracer[0], name))
        self.agent.tracevar(name)

    def tcl_port(self):
        return self.agent["agent_port_"]

    def tcl_target(self, obj):
        aim_agent(self, obj)

    def tcl_attach_tbf(self, tbf):
        """ns-agent.tcl's attach-tbf: the token bucket filter goes between the agent and
        where it sent its packets (its node)."""
        self.runner.typed(tbf, TbfObject).shape(self)

    def tcl_attach_app(self, kind):
        """ns-agent.tcl's shorthand: a new Application/<kind> attached to this agent."""
        tcl = self.runner.tcl
        app = str(tcl.call("new", "Application/" + kind))
        tcl.call(app, "attach-agent", self.handle)
        self.instvars["type_"] = kind
        return app

    def tcl_attach_source(self, s_type):
        """`$tcp attach-source FTP` (ns-agent.tcl, as cbrgen's traffic files use it): a new
        Source/FTP driving this agent; like ns-2 it also sets the agent's `type_` to the
        source's name, a variable nothing reads."""
        if s_type != "FTP":
            raise ScriptError("%s attach-source: nslab implements only FTP sources, got %r"
                              % (self.handle, s_type))
        source = str(self.runner.tcl.call("new", "Source/FTP"))
        self.runner.lookup(source).tcl_attach(self.handle)
        self.instvars["type_"] = s_type
        return source

    def tcl_reset(self):
        self.runner.sim.kernel.reset_agent(self.agent.id)

    def _tcp(self, what):
        if self.runner.sim.kernel.agent_kind(self.agent.id) != "tcp":
            raise ScriptError("%s %s: only TCP agents implement it" % (self.handle, what))
        return self.agent.id

    def tcl_send(self, *args):
        """`$tcp send n`, `$udp send n ?text?` (the text goes to the receiving agent's
        process_data), `$ping send`."""
        kernel, kind = self.runner.sim.kernel, self.runner.sim.kernel.agent_kind(self.agent.id)
        if kind == "ping":
            if args:
                raise ScriptError("%s send: a ping takes no arguments" % self.handle)
            return kernel.ping_send(self.agent.id)
        if kind == "message":
            if len(args) != 1:
                raise ScriptError("%s send: a message agent sends one text, got %d arguments"
                                  % (self.handle, len(args)))
            return message_agent_send(kernel, self.agent.id, self.runner.keep_text(args[0]))
        if not 1 <= len(args) <= 2:
            raise ScriptError("%s send: expected bytes ?text?, got %d arguments"
                              % (self.handle, len(args)))
        nbytes = int(_number(args[0], "send: bytes"))
        if kind == "message-passing":
            return self._message(nbytes, args[1:], self.agent["dst_addr_"],
                                 self.agent["dst_port_"])
        if kind in ("tfrc", "rap") and len(args) == 1:
            self._rate_command("send", nbytes)
        elif kind == "udp" and len(args) == 2:
            kernel.udp_send_text(self.agent.id, nbytes, self.runner.keep_text(args[1]))
        elif kind == "udp":
            kernel.agent_sendmsg(self.agent.id, nbytes)
        else:
            kernel.tcp_send(self._tcp("send"), nbytes)

    def tcl_sendmsg(self, nbytes, flags=None):
        """Full TCP's `sendmsg n ?flags?`: MSG_EOF closes once the data is sent and acked,
        DAT_EOF calls done_data when the send buffer empties."""
        aid = self._tcp("sendmsg")
        flag_variable = {"MSG_EOF": "close_on_empty_", "DAT_EOF": "signal_on_empty_"}.get(flags)
        if flags is not None and (flag_variable is None or flag_variable not in self.agent.table):
            raise ScriptError("%s sendmsg %s %s: nslab implements the flags MSG_EOF and DAT_EOF "
                              "of Full TCP (Agent/TCP/FullTcp) only" % (self.handle, nbytes, flags))
        if flag_variable:
            self.agent[flag_variable] = 1
        self.runner.sim.kernel.tcp_send(aid, int(_number(nbytes, "sendmsg: bytes")))

    def tcl_advance_bytes(self, n):
        """Full TCP's `advance-bytes n`: n more bytes to send (a message without flags)."""
        aid = self._tcp("advance-bytes")
        nbytes = int(_number(n, "advance-bytes"))
        if nbytes < 0 or not self.runner.sim.kernel.tcp_command(aid, "send", nbytes):
            raise ScriptError("%s advance-bytes %s: Full TCP (Agent/TCP/FullTcp) takes a byte "
                              "count of 0 or more" % (self.handle, n))

    def tcl_done_data(self):
        pass        # ns-2's library: Full TCP's done_data does nothing until a script says
    def tcl_sendto(self, *args):
        """Agent/MessagePassing's `sendto bytes ?text? address port` (port 0: its own)."""
        if self.runner.sim.kernel.agent_kind(self.agent.id) != "message-passing":
            raise ScriptError("%s sendto: only Agent/MessagePassing implements it" % self.handle)
        if len(args) not in (3, 4):
            raise ScriptError("%s sendto: expected bytes ?text? address port, got %d arguments"
                              % (self.handle, len(args)))
        addr, port = (int(_number(a, "sendto: " + what))
                      for a, what in ((args[-2], "address"), (args[-1], "port")))
        if port == 0:
            port = self.agent["agent_port_"]
        self._message(int(_number(args[0], "sendto: bytes")), args[1:-2], addr, port)

    def _message(self, nbytes, text, addr, port):
        """One message of Agent/MessagePassing, with the script's text if any."""
        number = self.runner.keep_text(text[0]) if text else -1
        self.runner.sim.kernel.message_send(self.agent.id, nbytes, number, addr, port)

    def tcl_start_WL_brdcast(self):
        """Agent/Ping's broadcast request (wireless nodes: every node in range answers)."""
        if self.runner.sim.kernel.agent_kind(self.agent.id) != "ping":
            raise ScriptError("%s start-WL-brdcast: only Agent/Ping implements it" % self.handle)
        self.runner.sim.kernel.ping_broadcast(self.agent.id)

    def tcl_oneway(self):
        if self.runner.sim.kernel.agent_kind(self.agent.id) != "ping":
            raise ScriptError("%s oneway: only Agent/Ping implements it" % self.handle)
        self.runner.sim.kernel.ping_oneway(self.agent.id)

    def tcl_advance(self, n):
        if not self._rate_command("advance", int(_number(n, "advance"))):
            self.runner.sim.kernel.tcp_advance(self._tcp("advance"), int(_number(n, "advance")))

    def tcl_advanceby(self, n):
        if not self._rate_command("advanceby", int(_number(n, "advanceby"))):
            self.runner.sim.kernel.tcp_advanceby(self._tcp("advanceby"),
                                                 int(_number(n, "advanceby")))

    def tcl_start(self):
        """TFRC's and RAP's start (TFRC: only with SndrType_ 0, else an application's
        data starts it)."""
        if not self._rate_command("start"):
            raise ScriptError("%s start: only Agent/TFRC with SndrType_ 0 and Agent/RAP start "
                              "by themselves (other agents need an application)" % self.handle)

    def tcl_stop(self):
        if not self._rate_command("stop"):
            raise ScriptError("%s stop: only Agent/TFRC and Agent/RAP implement it" % self.handle)

    def _rate_command(self, name, arg=0):
        """A TFRC or RAP agent's own command: True if it took it (kernel/traffic/rate_api.pxi)."""
        kernel = self.runner.sim.kernel
        if kernel.agent_kind(self.agent.id) not in ("tfrc", "rap"):
            return False
        if not rate_agent_command(kernel, self.agent.id, name, arg):
            raise ScriptError("%s %s: %s does not take it%s" % (
                self.handle, name, self.tcl_class, " with SndrType_ %d" % self.agent["SndrType_"]
                if self.tcl_class == "Agent/TFRC" else ""))
        return True

    def tcl_close(self):
        """Full TCP sends its FIN; ns-2's one-way TCP ignores a close."""
        if self.runner.sim.kernel.agent_kind(self.agent.id) == "tcp":
            self.runner.sim.kernel.tcp_command(self.agent.id, "close")

    def tcl_listen(self):
        """Full TCP: wait for a peer's SYN (a passive open).  Any other agent ignores it,
        as ns-2's Agent::listen does (test-suite-delaybox.tcl has its TCPSinks listen)."""
        kernel = self.runner.sim.kernel
        if kernel.agent_kind(self.agent.id) == "tcp":
            kernel.tcp_command(self.agent.id, "listen")

    def tcl_done(self):
        pass        # ns-2's library: Agent/TCP's done does nothing until a script says

    def tcl_log_loss(self):
        pass        # ns-2's library: LossMonitor's log-loss, likewise


class FtpObject(TclObject):
    tcl_class = "Application/FTP"
    ftp = None

    def tcl_attach_agent(self, agent):
        if hasattr(self.runner.lookup(agent), "machine"):   # an abstract TCP (nslab.otcl.abstcp)
            self.ftp = AbstractFtp(self.runner.lookup(agent))
            return
        self.ftp = self.runner.sim.ftp(self.runner.agent(agent))

    def _app(self):
        if self.ftp is None:
            raise ScriptError("%s: FTP is not attached to an agent (use attach-agent)" % self.handle)
        return self.ftp

    def tcl_start(self):
        self._app().start()

    def tcl_stop(self):
        self._app().stop()

    def tcl_produce(self, n):
        self._app().produce(_number(n, "produce"))

    def tcl_producemore(self, n):
        self._app().producemore(_number(n, "producemore"))

    def tcl_send(self, n):
        self._app().send(_number(n, "send"))

    def tcl_agent(self):
        return self.runner.handle_of(self._app().agent)


class AbstractFtp:
    """Application/FTP over an abstract TCP: produce and producemore call its advance and
    advanceby (ns-source.tcl); nothing else is implemented."""

    def __init__(self, agent_obj):
        self.agent_obj = agent_obj
        self.agent = agent_obj.agent

    def produce(self, packets):
        self.agent_obj.tcl_advance(packets)

    def producemore(self, packets):
        self.agent_obj.tcl_advanceby(packets)

    def _refuse(self, *args):
        raise ScriptError("%s: Application/FTP's start, stop and send over an abstract TCP are "
                          "not implemented in nslab (use produce or producemore)"
                          % self.agent_obj.handle)

    start = stop = send = _refuse


class BaseApplicationObject(TclObject):
    """ns-2's base class Application, which a script derives its own applications from
    (`Class Application/Burst -superclass Application`): it hands its agent messages
    (`$self send n`); start and stop do nothing until the script's instprocs say."""
    tcl_class = "Application"
    agent_handle = ""

    def tcl_attach_agent(self, agent):
        self.runner.agent(agent)            # checks it is an agent
        self.agent_handle = agent

    def tcl_agent(self):
        return self.agent_handle

    def tcl_send(self, nbytes):
        if not self.agent_handle:
            raise ScriptError("%s send: no agent (use attach-agent)" % self.handle)
        agent = self.runner.agent(self.agent_handle)
        self.runner.sim.kernel.agent_sendmsg(agent.id, int(_number(nbytes, "send: bytes")))

    def tcl_start(self):
        pass

    def tcl_stop(self):
        pass


class SourceFtpObject(FtpObject):
    """Source/FTP (ns-source.tcl), the older FTP that `attach-source FTP` makes: `start`
    advances its agent to `maxpkts_` packets (268435456 unless set) where Application/FTP
    sends without end; `stop` stops new data as FTP's does."""
    tcl_class = "Source/FTP"

    def tcl_attach(self, agent):
        self.tcl_attach_agent(agent)
        if "maxpkts_" not in self.instvars:     # ns-source.tcl's default
            self.instvars["maxpkts_"] = "268435456"

    def tcl_start(self):
        self._app().produce(_number(self.instvars["maxpkts_"], "Source/FTP maxpkts_"))


class ApplicationObject(TclObject):
    """Application/Telnet and the Application/Traffic/* generators."""
    tcl_class = "Application"
    app = None

    def tcl_set(self, name, *value):
        app = self.app
        if name == "packet_size_" and app.kind != "telnet":
            name = "packetSize_"            # ns-source.tcl's alias for traffic sources
        if app.kind == "cbr" and name == "interval_":
            if value:
                app["interval_"] = value[0]
                return ""
            # ns-source.tcl computes it in Tcl: packetSize_ * 8.0 / rate_
            return self.runner.tcl.eval("expr {%d * 8.0 / %.17g}" % (app["packetSize_"],
                                                                      app["rate_"]))
        if name in app.table:
            if value:
                app[name] = value[0]
            return _fmt_bound(app.table[name], app[name])
        return super().tcl_set(name, *value)

    def tcl_attach_agent(self, agent):
        self.app.attach_agent(self.runner.agent(agent))

    def tcl_agent(self):
        return "" if self.app.agent is None else self.runner.handle_of(self.app.agent)

    def tcl_start(self):
        self.app.start()

    def tcl_stop(self):
        self.app.stop()

    def tcl_send(self, nbytes):
        self.app.send(int(_number(nbytes, "send: bytes")))

    def tcl_use_rng(self, handle):
        self.app.use_rng(self.runner.typed(handle, RngObject).stream)


class RandomVariableObject(TclObject):
    """RandomVariable/* objects; `value` prints with %6e as ns-2 does."""
    tcl_class = "RandomVariable"
    rv = None

    def tcl_set(self, name, *value):
        if name in self.rv.table:
            if value:
                self.rv[name] = value[0]
            return _fmt_bound(self.rv.table[name], self.rv[name])
        return super().tcl_set(name, *value)

    def tcl_value(self):
        return "%6e" % self.rv.value()

    def tcl_test(self, count):
        """ns-random.tcl's test: `count` values, one per line on stdout."""
        for _ in range(int(_number(count, "test: count"))):
            self.runner.tcl.call("puts", "stdout", self.tcl_value())

    def tcl_use_rng(self, handle):
        self.rv.use_rng(self.runner.typed(handle, RngObject).stream)

    def tcl_loadCDF(self, filename):
        if self.rv.load_cdf(filename) == 0:
            raise ScriptError("%s loadCDF %s: invalid file" % (self.handle, filename))


class ErrorModelObject(TclObject):
    """ErrorModel (and ErrorModel/Uniform rate ?unit?)."""
    tcl_class = "ErrorModel"
    em = None

    def tcl_set(self, name, *value):
        if name in self.em.table:
            if value:
                self.em[name] = value[0]
            return _fmt_bound(self.em.table[name], self.em[name])
        return super().tcl_set(name, *value)

    def tcl_droplist(self, *units):
        """ErrorModel/List: `droplist "1 3 4"` or `droplist 1 3 4`; returns the count."""
        words = " ".join(units).split()
        bad = [w for w in words if not w[:1].isdigit()]
        if bad:
            raise ScriptError("%s droplist: unknown drop specifier %r" % (self.handle, bad[0]))
        import re           # here, not at start-up: few scripts give drop lists
        return self.em.droplist([int(re.match(r"\d+", w).group()) for w in words])

    def tcl_unit(self, *unit):
        if not unit:
            return self.em.unit
        # ns-2 reads any word other than time, byte and bit as pkt
        self.em.unit = unit[0] if unit[0] in P.ERROR_UNITS else "pkt"

    def tcl_ranvar(self, *rv):
        if not rv:
            return self.runner.handle_of_object(self.em.ranvar)
        self.em.ranvar = self.runner.typed(rv[0], RandomVariableObject).rv

    def tcl_drop_target(self, *target):
        if not target:
            return ""
        obj = self.runner.lookup(target[0])
        if not (isinstance(obj, AgentObject) and obj.agent.sim.kernel.agent_kind(obj.agent.id)
                in ("null", "lossmon")):
            raise ScriptError("%s drop-target: nslab supports only a Null agent here "
                              "(lossmodel/link-lossmodel set the link's drop trace)" % self.handle)
        self.em.drop_target("silent")

    def tcl_FECstrength(self, *n):
        if not n:
            return self.runner.sim.kernel.em_get(self.em.id, "FECstrength")
        self.em.option("FECstrength", int(_number(n[0], "FECstrength")))

    def tcl_datapktsize(self, n):
        self.em.option("datapktsize", int(_number(n, "datapktsize")))

    def tcl_cntrlpktsize(self, n):
        self.em.option("cntrlpktsize", int(_number(n, "cntrlpktsize")))

    def tcl_reset(self):
        self.runner.sim.kernel.em_reset(self.em.id)


class ErrorModuleObject(ErrorModelObject):
    """ErrorModule Fid: error models per flow id (insert, bind, default)."""
    tcl_class = "ErrorModule"

    def _model(self, handle):
        return self.runner.typed(handle, ErrorModelObject).em

    def tcl_insert(self, em):
        self.em.insert(self._model(em))

    def tcl_bind(self, em, first, last=None):
        self.em.bind(self._model(em), int(_number(first, "bind: flow id")),
                     None if last is None else int(_number(last, "bind: flow id")))

    def tcl_default(self, em):
        self.em.default("pass" if em == "pass" else self._model(em))

    def tcl_errormodels(self):
        return " ".join(self.runner.handle_of_object(em) for em in self.em.models)


class RngObject(TclObject):
    """An RNG object: `defaultRNG` (the kernel's stream) or a `new RNG` stream."""
    tcl_class = "RNG"
    stream = None

    def _set_state(self, state):
        self.stream.set_state(state)

    def _state(self):
        return self.stream.state

    def tcl_seed(self, *args):
        if not args:
            return "%d" % int(self._state()[0])
        if len(args) == 2:
            source, value = args
            if source == "heuristic":
                seed = rng.heuristic_seed()
            elif source == "raw":
                seed = int(_number(value, "seed raw"))
            else:
                raise ScriptError("seed %s: only raw and heuristic seeds are supported" % source)
        else:
            seed = int(_number(args[0], "seed"))
            if seed == 0:
                seed = rng.heuristic_seed()
        try:
            rng.check_seed(seed)
        except ValueError as e:
            raise ScriptError(str(e)) from None
        self._set_state(self.runner.rng_package.reseed(seed))

    def tcl_next_random(self):
        return self.stream.next_random()

    def tcl_test(self):
        """ns-2's RNG self-test: two check values, then temp.rands (nslab.rng.rng_test)."""
        failed = rng.rng_test(self.runner.rng_package, self.stream)
        if failed:
            raise ScriptError("%s test: %s" % (self.handle, failed))

    def tcl_uniform(self, a, b):
        return "%.17g" % self.stream.uniform(_number(a, "uniform: min"), _number(b, "uniform: max"))

    def tcl_integer(self, k):
        k = int(_number(k, "integer"))
        if k == 0:
            raise ScriptError("integer: the bound must not be 0")
        return self.stream.integer(k)

    def tcl_exponential(self, mu="1.0"):
        return "%.17g" % self.stream.exponential(_number(mu, "exponential: mean"))

    def tcl_normal(self, avg, std):
        return "%g" % self.stream.normal(_number(avg, "normal: avg"), _number(std, "normal: std"))

    def tcl_lognormal(self, avg, std):
        """exp of a normal draw, printed as ns-2 prints both (%g)."""
        x = self.stream.normal(_number(avg, "lognormal: avg"), _number(std, "lognormal: std"))
        try:
            return "%g" % math.exp(x)
        except OverflowError:
            return "inf"            # C's exp overflows to inf

    def tcl_all_seeds(self):
        return " ".join("%d" % int(v) for v in self._state())

    def tcl_next_substream(self):
        self.stream.next_substream()

    def tcl_reset_start_substream(self):
        self.stream.reset_start_substream()

    def tcl_default(self):
        raise ScriptError("RNG default: only defaultRNG can be the default stream in nslab")
