"""The handles a Simulator gives for its traffic and outputs (nslab.simulator).

`Agent` (a TCP, UDP or sink agent), `FTP` (the bulk source on a TCP agent), `Application`
(Telnet, CBR, Exponential, Pareto, Traffic/Trace, ...), `RandomVariable`, `ErrorModel`
and `TraceFile`: each is an id in the compiled kernel with its parameter table from
nslab.params, read and set by ns-2 name or Python name and checked before the kernel
sees a value.
"""
from . import params as P
from . import units
from ._kernel import TRACED_VARIABLES, rate_agent_command
from .errors import KernelError, ParameterError, ScenarioError
from .sim_network import resolve_parameter


class Agent:
    """A transport agent; read and set its ns-2 variables with agent["cwnd_"]."""

    def __init__(self, sim, aid, cls, table):
        self.sim, self.id, self.cls, self.table = sim, aid, cls, table
        self.node = None

    def __getitem__(self, name):
        try:
            return self.sim.kernel.agent_get(self.id, name)
        except KernelError:
            raise ParameterError("%s has no variable %r" % (self.cls, name)) from None

    def __setitem__(self, name, value):
        if name in self.table:
            value = self.table[name].convert(value, self.cls)
        elif name in P.TCP_STATE and self.sim.kernel.agent_kind(self.id) == "tcp":
            value = P.state_param(name).convert(value, self.cls)
        else:
            raise ParameterError("%s has no variable %r" % (self.cls, name))
        try:
            self.sim.kernel.agent_set(self.id, name, value)
        except KernelError as e:
            raise ParameterError(str(e)) from None
        if self.sim.kernel.running:
            P.check(self.cls, self)         # before the run, run() checks

    def set(self, **values):
        for key, value in values.items():
            self[resolve_parameter(self.table, key, self.cls)] = value
        return self

    def trace(self, target, *variables):
        """Write changes of `variables` (e.g. "cwnd_") as ns-2 variable-trace lines."""
        out = self.sim._output(target)
        self.sim.kernel.attach_trace(self.id, out.id)
        for v in variables:
            self.tracevar(v)

    def tracevar(self, name):
        if self.sim.kernel.agent_kind(self.id) != "tcp":
            raise ParameterError("cannot trace %r of %s: nslab traces the variables of TCP "
                                 "senders only" % (name, self.cls))
        if name not in TRACED_VARIABLES:
            raise ParameterError("cannot trace %r of %s; traceable: %s"
                                 % (name, self.cls, ", ".join(TRACED_VARIABLES)))
        self.sim.kernel.tracevar(self.id, name, -1)

    def __repr__(self):
        return "<%s %d>" % (self.cls, self.id)


def seconds(value, param):
    """A time given to the Python API: a finite number of seconds (or ns-2 text)."""
    if isinstance(value, str):
        return units.duration(value, param)
    return float(units.number(value, param))


class FTP:
    """Application/FTP: an infinite (or counted) bulk transfer over a TCP agent."""

    def __init__(self, agent):
        self.rate_based = agent.sim.kernel.agent_kind(agent.id) == "tfrc"
        if agent.sim.kernel.agent_kind(agent.id) != "tcp" and not self.rate_based:
            raise ScenarioError("FTP needs a TCP or TFRC agent, got %s" % agent.cls)
        self.agent = agent

    def _tfrc(self, name, arg):
        """Agent/TFRC's command (kernel/traffic/rate_api.pxi); ns-2 leaves an advance
        without SndrType_ 1 to the base agent, where it does nothing."""
        rate_agent_command(self.agent.sim.kernel, self.agent.id, name, arg)

    def start(self):
        if self.rate_based:
            return self._tfrc("send", -1)
        self.agent.sim.kernel.tcp_send(self.agent.id, -1)

    def stop(self):
        """advance 0, then close (a FIN from Full TCP; one-way TCP and TFRC ignore it)."""
        if self.rate_based:
            return self._tfrc("advance", 0)
        self.agent.sim.kernel.tcp_advance(self.agent.id, 0)
        self.agent.sim.kernel.tcp_command(self.agent.id, "close")

    def produce(self, packets):
        if self.rate_based:
            return self._tfrc("advance", int(packets))
        self.agent.sim.kernel.tcp_advance(self.agent.id, int(packets))

    def producemore(self, packets):
        if self.rate_based:
            return self._tfrc("advanceby", int(packets))
        self.agent.sim.kernel.tcp_advanceby(self.agent.id, int(packets))

    def send(self, nbytes):
        if self.rate_based:
            return self._tfrc("send", int(nbytes))
        self.agent.sim.kernel.tcp_send(self.agent.id, int(nbytes))


def settings_of(table, values, owner):
    """Defaults of `table` overridden by keyword `values` (ns-2 or Python names)."""
    settings = P.defaults(table)
    for key, value in values.items():
        name = resolve_parameter(table, key, owner)
        settings[name] = table[name].convert(value, owner)
    return settings


class Application:
    """An application (Telnet, CBR, Exponential or Pareto on/off) driving an agent.

    Read and set its ns-2 variables with app["rate_"]; CBR's "interval_" is
    derived from rate_ and setting it sets rate_, as in ns-2."""

    def __init__(self, sim, app_id, cls, kind, table):
        self.sim, self.id, self.cls, self.kind, self.table = sim, app_id, cls, kind, table
        self.agent = None

    def _call(self, method, *args):
        try:
            return getattr(self.sim.kernel, method)(self.id, *args)
        except KernelError as e:
            raise ScenarioError("%s: %s" % (self.cls, e)) from None

    def __getitem__(self, name):
        if self.kind == "cbr" and name == "interval_":
            return self["packetSize_"] * 8.0 / self["rate_"]
        if name not in self.table:
            raise ParameterError("%s has no variable %r" % (self.cls, name))
        return self.sim.kernel.app_get(self.id, name)

    def __setitem__(self, name, value):
        if self.kind == "cbr" and name == "interval_":
            interval = P.CBR_INTERVAL.convert(value, self.cls)
            if interval == 0:
                raise ParameterError("%s interval_: must be > 0 (it sets rate_ = packetSize_ "
                                     "* 8 / interval_), got %r" % (self.cls, value))
            self._call("app_set", "rate_", self["packetSize_"] * 8.0 / interval)
            return
        if name not in self.table:
            raise ParameterError("%s has no variable %r" % (self.cls, name))
        value = self.table[name].convert(value, self.cls)
        if self.kind == "telnet" and name == "interval_" and value == 0:
            self.sim.load_tcplib_telnet()
        self._call("app_set", name, value)

    def set(self, **values):
        for key, value in values.items():
            name = "interval_" if self.kind == "cbr" and key in ("interval", "interval_") \
                else resolve_parameter(self.table, key, self.cls)
            self[name] = value
        return self

    def attach_agent(self, agent):
        if not isinstance(agent, Agent) or agent.sim is not self.sim:
            raise ScenarioError("%s attach-agent: %r is not an agent of this simulator"
                                % (self.cls, agent))
        self._call("app_attach", agent.id)
        self.agent = agent
        return self

    def start(self):
        self._call("app_start")

    def stop(self):
        self._call("app_stop")

    def send(self, nbytes):
        """Have the agent send a message of `nbytes` bytes now."""
        self._call("app_send", int(nbytes))

    def use_rng(self, stream):
        """On/off sources: draw burst and idle lengths from `stream` (an RNG)."""
        if self.kind not in ("exponential", "pareto"):
            raise ScenarioError("%s has no use-rng" % self.cls)
        self._call("app_use_rng", stream.id)

    def __repr__(self):
        return "<%s %d>" % (self.cls, self.id)


class RandomVariable:
    """A RandomVariable/* object: value() draws from its stream (default or use_rng)."""

    def __init__(self, sim, rid, cls, table):
        self.sim, self.id, self.cls, self.table = sim, rid, cls, table

    def __getitem__(self, name):
        if name not in self.table:
            raise ParameterError("%s has no variable %r" % (self.cls, name))
        return self.sim.kernel.ranvar_get(self.id, name)

    def __setitem__(self, name, value):
        if name not in self.table:
            raise ParameterError("%s has no variable %r" % (self.cls, name))
        self.sim.kernel.ranvar_set(self.id, name, self.table[name].convert(value, self.cls))

    def use_rng(self, stream):
        self.sim.kernel.ranvar_use_rng(self.id, stream.id)

    def load_cdf(self, filename):
        """RandomVariable/Empirical: read its table from a CDF file (lines "value
        <ignored> cdf"); the number of entries, 0 when the file cannot be read or is empty."""
        if self.cls != "RandomVariable/Empirical":
            raise ScenarioError("%s has no loadCDF (only RandomVariable/Empirical)" % self.cls)
        return self.sim.kernel.ranvar_load_cdf(self.id, str(filename))

    def value(self):
        return self.sim.kernel.ranvar_value(self.id)

    def __repr__(self):
        return "<%s %d>" % (self.cls, self.id)


class ErrorModel:
    """An ErrorModel: drops (or ECN-marks) packets with probability rate_ per
    unit; attach it with Simulator.lossmodel or Simulator.link_lossmodel."""
    cls = "ErrorModel"

    def __init__(self, sim, eid, kind="uniform"):
        self.sim, self.id, self.kind = sim, eid, kind
        self.table = dict(P.ERROR_MODEL, **P.ERROR_MODEL_KINDS.get(kind, {}))
        self.extra = {"delay_pkt_": 0, "delay_": 0.0}
        self.ranvar_obj = None
        sim.kernel.em_kind(eid, kind)

    def __getitem__(self, name):
        if name in self.extra:
            return self.extra[name]
        if name not in self.table:
            raise ParameterError("ErrorModel has no variable %r" % name)
        return self.sim.kernel.em_get(self.id, name)

    def __setitem__(self, name, value):
        if name not in self.table:
            raise ParameterError("ErrorModel has no variable %r" % name)
        value = self.table[name].convert(value, self.cls)
        if name == "delay_pkt_" and value:
            raise ScenarioError("ErrorModel delay_pkt_: delaying hit packets is not "
                                "implemented in nslab (drop or markecn_ only)")
        if name in self.extra:
            self.extra[name] = value
        else:
            self.sim.kernel.em_set(self.id, name, value)

    def set(self, **values):
        for key, value in values.items():
            self[resolve_parameter(self.table, key, self.cls)] = value
        return self

    @property
    def unit(self):
        return self.sim.kernel.em_get(self.id, "unit")

    @unit.setter
    def unit(self, unit):
        """pkt, byte, bit or time (ns-2 treats any other word as pkt)."""
        if unit not in P.ERROR_UNITS:
            raise ParameterError("ErrorModel unit: %r is not one of %s"
                                 % (unit, ", ".join(P.ERROR_UNITS)))
        self.sim.kernel.em_set(self.id, "unit", unit)

    @property
    def ranvar(self):
        return self.ranvar_obj

    @ranvar.setter
    def ranvar(self, rv):
        if rv is not None and (not isinstance(rv, RandomVariable) or rv.sim is not self.sim):
            raise ScenarioError("ErrorModel ranvar: %r is not a random variable of this "
                                "simulator" % (rv,))
        self.sim.kernel.em_set(self.id, "ranvar", None if rv is None else rv.id)
        self.ranvar_obj = rv

    def option(self, name, value):
        """FECstrength, datapktsize, cntrlpktsize (bit unit) as integers."""
        if name not in ("FECstrength", "datapktsize", "cntrlpktsize"):
            raise ParameterError("ErrorModel has no option %r" % name)
        self.sim.kernel.em_set(self.id, name, int(value))

    def drop_target(self, kind):
        """Where hit packets go: "link" (the link's drop trace), "silent" (freed,
        as with a Null agent) or "none" (they go on)."""
        self.sim.kernel.em_set(self.id, "drop", kind)

    def droplist(self, units):
        """ErrorModel/List: the unit numbers (from 0) to hit; returns their count."""
        if self.kind != "list":
            raise ScenarioError("droplist: only an ErrorModel/List has a drop list")
        return self.sim.kernel.em_droplist(self.id, units)

    def __repr__(self):
        return "<ErrorModel %d>" % self.id


class ErrorModule(ErrorModel):
    """ns-2's ErrorModule (Fid): at a link head (Simulator.lossmodel), hands each
    packet to the error model bound to its flow id, or to its default."""
    cls = "ErrorModule"

    def __init__(self, sim, eid):
        super().__init__(sim, eid, "module")
        self.models = []

    def insert(self, em):
        """Add `em` to the module: its hits go to the link's drop trace."""
        self._check(em, "insert")
        em.drop_target("link")
        self.models.append(em)

    def bind(self, em, first, last=None):
        """Flows first..last (or just first) go to `em`."""
        self._check(em, "bind")
        for fid in range(int(first), int(first if last is None else last) + 1):
            self.sim.kernel.emod_bind(self.id, em.id, fid)

    def default(self, em):
        """Other flows go to `em`, or through untouched when em is "pass"."""
        if em != "pass":
            self._check(em, "default")
        self.sim.kernel.emod_default(self.id, None if em == "pass" else em.id)

    def _check(self, em, what):
        if not isinstance(em, ErrorModel) or isinstance(em, ErrorModule) or em.sim is not self.sim:
            raise ScenarioError("ErrorModule %s: %r is not an error model of this simulator"
                                % (what, em))

    def __repr__(self):
        return "<ErrorModule %d>" % self.id


class TraceFile:
    """A trace output file written by the kernel (lines end whole on flush)."""

    def __init__(self, sim, oid, path):
        self.sim, self.id, self.path, self.closed = sim, oid, path, False

    def flush(self):
        if not self.closed:
            self.sim.kernel.flush_output(self.id)

    def close(self):
        if not self.closed:
            self.sim.kernel.close_output(self.id)
            self.closed = True
