"""Agent/CBR, ns-2's backward-compatible CBR agent (nslab.otcl): an Agent/UDP that
makes its own Application/Traffic/CBR when it is created and drives it.

As ns-2's ns-compat.tcl defines it: creating one prints "using backward compatible
Agent/CBR; use Application/Traffic/CBR instead" and gives the agent packetSize_ 210,
interval_ 0.00375, random_ 0 and maxpkts_ 2^28, which its generator gets too, the
interval as a rate (packetSize_ * 8 / interval_ bits/s).  Setting packetSize_,
random_, maxpkts_ or interval_ on the agent sets them on the generator as well (the
rate again for packetSize_ and interval_); `start` and `stop` start and stop the
generator.  Everything else is the UDP agent's.
"""
from ..units import duration
from .traffic_objects import AgentObject

_NOTICE = "using backward compatible Agent/CBR; use Application/Traffic/CBR instead"


def new_agent_cbr(runner, cls="Agent/CBR", args=()):
    """`new Agent/CBR`: a UDP agent that becomes an Agent/CBR."""
    obj = runner.lookup(runner.cmd_new("Agent/UDP"))
    obj.__class__ = AgentCbrObject
    runner.set_class(obj, "Agent/CBR")
    obj.created()
    return obj.handle


class AgentCbrObject(AgentObject):
    tcl_class = "Agent/CBR"
    generator = None

    def created(self):
        """What ns-2's init does after making the UDP agent."""
        tcl = self.runner.tcl
        self.fields = {"packetSize_": "210", "random_": "0", "maxpkts_": "268435456",
                       "interval_": "0.00375"}
        super().tcl_set("packetSize_", "210")
        self.generator = str(tcl.call("new", "Application/Traffic/CBR"))
        tcl.call(self.generator, "attach-agent", self.handle)
        tcl.call(self.generator, "set", "rate_", self._rate())
        for name in ("random_", "maxpkts_", "packetSize_"):
            tcl.call(self.generator, "set", name, self.fields[name])
        tcl.call("puts", _NOTICE)

    def _rate(self):
        return repr(float(self.fields["packetSize_"]) * 8.0 / float(self.fields["interval_"]))

    def tcl_set(self, name, *value):
        if self.generator is None or name not in self.fields:
            return super().tcl_set(name, *value)
        if not value:
            return self.fields[name]
        tcl = self.runner.tcl
        if name == "interval_":
            self.fields[name] = repr(duration(value[0], "Agent/CBR interval_"))
        else:
            self.fields[name] = value[0]
            tcl.call(self.generator, "set", name, value[0])
            if name == "packetSize_":
                super().tcl_set(name, value[0])
        if name in ("packetSize_", "interval_"):
            tcl.call(self.generator, "set", "rate_", self._rate())
        return ""

    def tcl_start(self):
        self.runner.tcl.call(self.generator, "start")

    def tcl_stop(self):
        self.runner.tcl.call(self.generator, "stop")
