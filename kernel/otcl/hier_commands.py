"""The class commands of hierarchical addresses (nslab.hier): `AddrParams addr2id`,
`id2addr`, `hlevel`, `NodeShift`, `NodeMask` and `Simulator hier-addr?`, answered as
ns-address.tcl answers them.  (`AddrParams set domain_num_ ...` are plain class
variables: ns-2's hierarchical routing reads them, nslab's routes do not need them.)"""
from ..errors import ScriptError
from .base import _number


FLAT_NODE_MASK = (1 << 30) - 1     # ns-2.35's AddrParams NodeMask 1 with flat addresses


def class_command(runner, cls, method, arg, rest):
    """One class command; ScriptError naming it when nslab lacks it."""
    hier = runner.sim.hier
    if cls == "Simulator":
        return "1" if hier is not None else "0"
    if method in ("NodeShift", "NodeMask") and hier is None and arg == "1" and not rest:
        # flat addresses: one level, read through ns-2.35's 30-bit node mask (core/net.pxi)
        return str(FLAT_NODE_MASK if method == "NodeMask" else 0)
    if method in ("addr2id", "id2addr", "hlevel", "NodeShift", "NodeMask") and hier is None:
        raise ScriptError("AddrParams %s: nslab answers it with hierarchical addresses only "
                          "($ns set-address-format hierarchical first)" % method)
    if method == "addr2id" and arg is not None and not rest:
        return str(hier.number(hier.parse(arg, "AddrParams addr2id")))
    if method == "id2addr" and arg is not None and not rest:
        return " ".join(str(v) for v in hier.values(_number(arg, "AddrParams id2addr")))
    if method == "hlevel" and arg is None:
        return str(hier.levels)
    if method in ("NodeShift", "NodeMask") and arg is not None and not rest:
        level = int(_number(arg, "AddrParams %s: level" % method))
        if not 1 <= level <= hier.levels:
            raise ScriptError("AddrParams %s %s: levels are 1..%d" % (method, arg, hier.levels))
        return str((hier.shifts if method == "NodeShift" else hier.masks)[level - 1])
    raise ScriptError("AddrParams %s: ns-2's class command '%s' is not implemented in nslab "
                      "(AddrParams has here: set, addr2id, id2addr, hlevel, NodeShift, NodeMask)"
                      % (method, method))


def agent_address(handle, agent, name, value):
    """An agent's dst_addr_ or agent_addr_ with hierarchical addresses: read, the
    address number ns-2 keeps there (nslab's agents keep node ids); dst_addr_ set to an
    address number aims the agent at that node."""
    hier = agent.sim.hier
    if value:
        if name == "agent_addr_":
            raise ScriptError("%s set agent_addr_: nslab sets an agent's address only by "
                              "attaching it (attach-agent)" % handle)
        agent[name] = hier.node_of(_number(value[0], "%s set %s" % (handle, name)))
        return value[0]
    nid = int(agent[name])
    return str(hier.number(hier.addresses[nid])) if nid in hier.addresses else str(nid)
