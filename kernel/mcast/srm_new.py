"""`new Agent/SRM...`: the kernel's agent and its Python side, nslab.mcast.srm's
SrmAgentObject or, for Agent/SRM/Adaptive, nslab.mcast.srm_adaptive's SrmAdaptiveObject
(which builds on the first: hence this module apart from both)."""
from .. import params as P
from ..errors import ScriptError
from .srm import SrmAgentObject, class_value
from .srm_adaptive import SrmAdaptiveObject


def new_srm_agent(runner, cls, args=()):
    """`new Agent/SRM...`: the kernel's agent and its Python side."""
    if runner.event_trace_channel is not None:
        raise ScriptError("new %s: eventtrace-all with SRM agents (their events in the "
                          "trace-all file) is not implemented in nslab" % cls)
    obj = runner.register(SrmAdaptiveObject if cls == "Agent/SRM/Adaptive" else SrmAgentObject,
                          tcl_class=cls)
    table = P.AGENT_CLASSES[cls][2]
    settings = P.defaults(table)
    for name in table:
        if name in ("packetSize_", "app_fid_") or name in runner._class_defaults(cls):
            settings[name] = table[name].convert(class_value(runner, cls, name)
                                                 if name not in runner._class_defaults(cls)
                                                 else runner._class_defaults(cls)[name], cls)
    obj.agent = runner.sim._new_agent(cls, settings)
    runner.agent_handles[obj.agent.id] = obj.handle
    obj.setup(cls)
    return obj.handle
