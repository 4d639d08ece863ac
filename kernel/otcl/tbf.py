"""TBF, ns-2's token bucket filter (nslab.otcl): `new TBF`, its variables rate_, bucket_
and qlen_, and `$ns attach-tbf-agent node agent tbf`, which attaches the agent to the
node and puts the filter between them (the kernel's model is kernel/traffic/tbf.pxi).

Until the filter is attached its variables live on this object (the class defaults
first, as for every object); once attached, reads and writes go to the kernel, so a
script that changes rate_ during the run changes the filter as ns-2's bound variable
does.  nslab shapes only UDP agents (the traffic generators' agents).
"""
from .. import params as P
from ..errors import ScriptError
from .base import TclObject, _fmt_bound


class TbfObject(TclObject):
    tcl_class = "TBF"
    values = None           # the variables before the filter is attached
    agent_id = None         # the kernel agent it shapes, once attached

    def tcl_set(self, name, *value):
        if name not in P.TBF:
            return super().tcl_set(name, *value)
        param = P.TBF[name]
        if value:
            v = param.convert(value[0], "TBF")
            if self.agent_id is None:
                self.values[name] = v
            else:
                self.runner.sim.kernel.tbf_set(self.agent_id, name, v)
            return value[0]
        if self.agent_id is None:
            return _fmt_bound(param, self.values[name])
        return _fmt_bound(param, self.runner.sim.kernel.tbf_get(self.agent_id, name))

    def shape(self, agent_object):
        """`$agent attach-tbf $tbf`: the filter takes the agent's packets to its node."""
        kernel = self.runner.sim.kernel
        aid = agent_object.agent.id
        if self.agent_id is not None:
            raise ScriptError("%s: this TBF already shapes another agent" % self.handle)
        if kernel.agent_kind(aid) != "udp":
            raise ScriptError("%s attach-tbf %s: nslab's TBF shapes only UDP agents, not %s"
                              % (agent_object.handle, self.handle, agent_object.tcl_class))
        kernel.tbf_attach(aid, self.values["rate_"], self.values["bucket_"],
                          self.values["qlen_"])
        self.agent_id = aid


def new_tbf(runner, cls="TBF", args=()):
    """`new TBF`, with the class's defaults (`TBF set rate_ ...`) over ns-2's."""
    obj = runner.register(TbfObject)
    obj.values = P.defaults(P.TBF)
    for name, raw in runner._class_defaults(cls).items():
        if name in P.TBF:
            obj.values[name] = P.TBF[name].convert(raw, "TBF")
        else:
            obj.instvars[name] = raw
    return obj.handle
