"""Every parameter of every ns-2 class nslab implements, declared once.

A `Param` gives the ns-2 name, the default (ns-2.35's, docs/ns2-behavior.md §6.1),
the unit, the valid range and a line of help.  Validation, conversion of
script strings, the Python API's docstrings and the widgets all read these
tables.  Classes inherit their parent's table (`Agent/TCP/Reno` has every
`Agent/TCP` parameter), as OTcl class variables do.

The tables live by kind (nslab.params.agents, queues, traffic, wireless; the `Param` record
in nslab.params.base); this module gathers them under one name, with the checks that
span them.
"""
from .. import units
from .agents import *           # noqa: F401,F403 - the tables, read as nslab.params.X
from .base import *             # noqa: F401,F403
from .base import _fmt, _table  # noqa: F401 - used by the widgets and the OTcl front end
from .queues import *           # noqa: F401,F403
from .traffic import *          # noqa: F401,F403
from .wireless import *         # noqa: F401,F403
from .agents import (AGENT_CLASSES, ECN_TCP_CLASSES, TCP_CLASSES, TWO_WAY_TCP, check_fulltcp,
                     check_vegas, sender_option_classes)
from .queues import check_fred, check_red


# Variables that ns-2 (ns-default.tcl) sets on a class although the class inherits
# them, with the text it sets: a script's setting on an ancestor class does not reach
# that class, and the class reads back that text.
OWN_CLASS_DEFAULTS = {
    "Agent/TCP/RFC793edu": {"syn_": "true"},
    "Simulator": {"mobile_ip_": "0"}, "Node": {"rtagent_port_": "255"},
    # tcl/webcache/webtraf.tcl's (nslab.otcl.webtraf)
    "PagePool/WebTraf": {
        "debug_": "false", "TCPTYPE_": "Reno", "TCPSINKTYPE_": "TCPSink",
        "FID_ASSIGNING_MODE_": "0", "VERBOSE_": "0", "recycle_page_": "1", "dont_recycle_": "0",
        "fulltcp_": "0", "req_trace_": "0", "resp_trace_": "0", "enable_conn_timer_": "0",
        "avg_waiting_time_": "30", "FLOW_SIZE_TH_": "15", "FLOW_SIZE_OPS_": "0"},
    # ns-default.tcl's worm variables (nslab.otcl.worm); a class inherits its ancestors'
    # (Runner._class_defaults)
    "Application/Worm": {"ScanRate": "4000", "ScanPort": "1434", "ScanPacketSize": "404"},
    "Application/Worm/An": {"TimeStep": "1"},
    # tcl/webcache/http-agent.tcl's (nslab.otcl.webcache)
    "Http": {
        "id_": "0", "TRANSPORT_": "FullTcp", "HB_FID_": "40", "PINV_FID_": "41",
        "INVSize_": "43", "REQSize_": "43", "REFSize_": "50", "IMSSize_": "50",
        "JOINSize_": "10", "HBSize_": "1", "PFSize_": "1", "NTFSize_": "10", "MPUSize_": "10",
        "fid_": "-1"},
    "Http/Client": {"hb_interval_": "60"},
}

# ns-2 class name -> checks across parameters, given a mapping name -> value
CHECKS = {
    "Agent/TCP/Vegas": check_vegas,
    "Queue/RED": check_red,
    "Queue/FRED": check_fred,
}
CHECKS.update({cls: check_fulltcp for cls, (flavour, table) in TCP_CLASSES.items()
               if flavour in TWO_WAY_TCP and "segsize_" in table})


def check(cls, values, owner=None):
    """Raise ParameterError if the class's parameters contradict each other
    (`owner` names the object in the message; the class by default)."""
    if cls in CHECKS:
        CHECKS[cls](values, owner or cls)
    if AGENT_CLASSES.get(cls, ("",))[0] == "tcp" and cls not in ECN_TCP_CLASSES:
        for name, what in (("ecn_", "ECN in TCP senders"), ("frto_enabled_", "F-RTO"),
                           ("sfrto_enabled_", "F-RTO")):
            having = sender_option_classes(name)
            if values[name] and cls not in having:
                raise units.ParameterError("%s: %s 1: %s is implemented for %s only"
                                           % (owner or cls, name, what, " and ".join(having)))


# Queue checks that apply only once the scenario set these parameters itself
# (RED's automatic thresholds, 0, stay as ns-2 has them); the others apply
# when the queue is made and again before the run.
QUEUE_CHECK_NEEDS = {"Queue/RED": frozenset({"thresh_", "maxthresh_"})}


def check_queue(queue, values, owner, explicit=None):
    """Run the checks of Queue/`queue` on `values`.  explicit: the names the
    scenario set (before the run); None when the queue is being made."""
    cls = "Queue/" + queue
    needs = QUEUE_CHECK_NEEDS.get(cls)
    if needs is None or (explicit is not None and needs <= explicit):
        check(cls, values, owner)
