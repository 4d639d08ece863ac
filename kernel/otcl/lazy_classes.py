"""The OTcl classes whose Python side is imported when a script first makes one.

A start of `nslab run` imports what every script needs (the simulator, nodes, links,
agents, applications, random variables).  A model few scripts use lives in a module of its
own, and this table says where `new CLASS` finds it: the module (below nslab) and, in it,
either the TclObject class the runner makes as it makes its built-in objects (OBJECTS), or
the function that makes the object itself (MAKERS), called as maker(runner, cls, args) and
returning the new object's handle.  The module is imported at the first `new` of one of its
classes, so a wired script imports none of them (tests/kernel/test_cli.py checks it).
Nothing here imports a model: the table holds names only.
"""
from importlib import import_module

from .. import params as P

# Tcl class -> (module, TclObject class): made by the runner with the class's parameters
OBJECTS = {
    "Application/TcpApp": ("otcl.tcpapp", "TcpAppObject"),
    "PagePool/WebTraf": ("otcl.webtraf", "WebTrafObject"),
    "PagePool/Math": ("otcl.pagepool", "MathPagePoolObject"),
    "PagePool/Client": ("otcl.pagepool", "ClientPagePoolObject"),
    "Http/Client": ("otcl.webcache", "HttpClientObject"),
    "Http/Server": ("otcl.webcache", "HttpServerObject"),
    "Http/Cache": ("otcl.webcache", "HttpCacheObject"),
}

# the old mobile node and CMU traces (nslab.otcl.legacy_mobile), made by one function
LEGACY_CLASSES = ("Node/MobileNode", "Agent/DSDV", "CMUTrace/Drop", "CMUTrace/Send",
                  "CMUTrace/Recv", "Trace/Generic", "GridKeeper")

# Tcl class -> (module, function): function(runner, cls, args) makes the object, returns its handle
MAKERS = {
    "Agent/CBR": ("otcl.agent_cbr", "new_agent_cbr"),
    "TBF": ("otcl.tbf", "new_tbf"),
    "SRMErrorModel": ("mcast.srm", "new_srm_error_model"),
    "Session/RTP": ("mcast.rtp", "new_rtp_session"),
    "SatRouteObject": ("satellite.objects", "new_route_object"),
}
MAKERS.update(dict.fromkeys(LEGACY_CLASSES, ("otcl.legacy_mobile", "new_legacy")))
# agents whose kind (params.AGENT_CLASSES) has a Python side of its own: SRM's, RTP's
MAKERS.update({cls: {"srm": ("mcast.srm_new", "new_srm_agent"),
                     "rtp": ("mcast.rtp", "new_rtp_agent")}[kind]
               for cls, (kind, _, _) in P.AGENT_CLASSES.items() if kind in ("srm", "rtp")})


def _load(entry):
    module, name = entry
    return getattr(import_module("nslab." + module), name)


def object_class(cls):
    """The TclObject class of lazy Tcl class `cls` (its module imported now), or None."""
    entry = OBJECTS.get(cls)
    return None if entry is None else _load(entry)


def maker(cls):
    """The function that makes an object of Tcl class `cls` (its module imported now), or None."""
    entry = MAKERS.get(cls)
    return None if entry is None else _load(entry)
