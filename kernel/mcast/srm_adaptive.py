"""Adaptive SRM (ns-2.35's Agent/SRM/Adaptive, tcl/mcast/srm-adaptive.tcl): the agent
tunes its request (C1, C2) and repair (D1, D2) parameters from what it sees.

Before each new loss it handles, the agent recomputes C1/C2 from its smoothed count of
duplicate requests and request delay: C2 down by 0.1 when it was the closest requestor of
the last loss, C1 up 0.1 and C2 up 0.5 when duplicates average at or above AveDups_,
C2 down 0.1 (when the delay averages above AveDelay_) and C1 down 0.05 (when duplicates
average below 0.25) when they average below AveDups_ - eps_, else C1 up 0.05; sending a
first-round request takes 0.1 off C1 and marks it the closest requestor.  D1/D2 follow
the same rules for repairs, starting at log10 of the group size.  Each value is then kept
within its bounds (Min*/Max*; the group size G sets MaxC2_ = MaxD2_ = G and
MaxD1_ = log10 G).  A member hearing the first-round request (repair) of a message it
itself sent one for is the closest if the sender's distance in the message's header is
over 1.5 times its own.  Its requests back off by a factor 3.  Values are Tcl's text, as
nslab.mcast.srm_events explains.
"""
import math

from ..errors import ScriptError
from .srm import SrmAgentObject, class_value
from .srm_events import SrmRepair, SrmRequest, tcl_double, tcl_number

BOUNDED = ("MinC1_", "MaxC1_", "MinC2_", "MaxC2_", "MinD1_", "MaxD1_", "MinD2_", "MaxD2_")


class AdaptiveRequest(SrmRequest):
    """SRM/request/Adaptive."""
    kind = "SRM/request/Adaptive"
    backoff_factor = 3

    def set_params(self, sender, msgid):
        self.agent.recompute_request_params()
        super().set_params(sender, msgid)

    def send(self):
        if self.round == 1:
            self.agent.sending_request()
        super().send()

    def closest_requestor(self):
        if self.sent == 1 and self.round == 1:
            return 1 if self.agent.pdistance > 1.5 * tcl_number(self.distance_to(self.sender)) else 0
        return -1

    def closest_repairor(self):
        return -1


class AdaptiveRepair(SrmRepair):
    """SRM/repair/Adaptive."""
    kind = "SRM/repair/Adaptive"

    def set_params(self, sender, msgid):
        self.agent.recompute_repair_params()
        super().set_params(sender, msgid)

    def send(self):
        if self.round == 1:
            self.agent.sending_repair()
        super().send()

    def closest_requestor(self):
        return -1

    def closest_repairor(self):
        if self.sent == 1 and self.round == 1:
            return 1 if self.agent.pdistance > 1.5 * tcl_number(self.distance_to(self.requestor)) else 0
        return -1


class SrmAdaptiveObject(SrmAgentObject):
    """Agent/SRM/Adaptive."""
    adaptive = True
    request_classes = dict(SrmAgentObject.request_classes,
                           **{"SRM/request/Adaptive": AdaptiveRequest})
    repair_classes = dict(SrmAgentObject.repair_classes,
                          **{"SRM/repair/Adaptive": AdaptiveRepair})

    def setup(self, cls):
        super().setup(cls)
        self.closest = {"requestor": 0, "repairor": 0}
        self.pdistance = float(tcl_number(class_value(self.runner, cls, "pdistance_")))
        self.requestor = int(tcl_number(class_value(self.runner, cls, "requestor_")))
        for name in ("AveDups_", "AveDelay_") + BOUNDED + ("eps_",):
            self.instvars[name] = class_value(self.runner, cls, name)

    # ---- the header's distance --------------------------------------------------------

    def heard_distance(self, record):
        self.pdistance = record.distance if record is not None else 0.0

    def sent_distance(self, node):
        return self.state_of(node).distance

    def tcl_set(self, name, *value):
        if name == "pdistance_":
            if value:
                self.pdistance = float(tcl_number(value[0], "pdistance_"))
                return value[0]
            return "%.17g" % self.pdistance
        if name == "requestor_":
            if value:
                self.requestor = int(tcl_number(value[0], "requestor_"))
                return value[0]
            return str(self.requestor)
        return super().tcl_set(name, *value)

    # ---- tuning ----------------------------------------------------------------------

    def shift(self, name, by):
        self.set_var(name, tcl_double(tcl_number(self.var(name)) + by))

    def check_bounds(self, *names):
        group = self.group_size
        self.set_var("MaxC2_", str(group))
        if group <= 0:
            raise ScriptError("%s: log10 of groupSize_ %d: domain error: argument not in "
                              "valid range" % (self.handle, group))
        self.set_var("MaxD1_", tcl_double(math.log10(group)))
        self.set_var("MaxD2_", str(group))
        for name in names or ("C1_", "C2_", "D1_", "D2_"):
            value = tcl_number(self.var(name))
            low, high = self.var("Min" + name), self.var("Max" + name)
            if value < tcl_number(low):
                self.set_var(name, low)
            elif value > tcl_number(high):
                self.set_var(name, high)

    def retune(self, kind, first, second):
        """recompute-request-params (kind "req": C1_, C2_) or recompute-repair-params
        (kind "rep": D1_, D2_)."""
        stats = self.stats
        closest = "requestor" if kind == "req" else "repairor"
        if tcl_number(stats["ave-%s-delay" % kind]) < 0:
            if kind == "rep":
                self.set_var(first, self.log_group())
                self.set_var(second, self.log_group())
            self.check_bounds(first, second)
            return
        self.compute_ave("dup-" + kind)
        dups = tcl_number(stats["ave-dup-" + kind])
        target = tcl_number(self.var("AveDups_"))
        if tcl_number(self.closest[closest]):
            self.shift(second, -0.1)
            self.closest[closest] = 0
        elif dups >= target:
            self.shift(first, 0.1)
            self.shift(second, 0.5)
        elif dups < target - tcl_number(self.var("eps_")):
            if tcl_number(stats["ave-%s-delay" % kind]) > tcl_number(self.var("AveDelay_")):
                self.shift(second, -0.1)
            if dups < 0.25:
                self.shift(first, -0.05)
        else:
            self.shift(first, 0.05)
        self.check_bounds(first, second)

    def recompute_request_params(self):
        self.retune("req", "C1_", "C2_")

    def recompute_repair_params(self):
        self.retune("rep", "D1_", "D2_")

    def sending_request(self):
        self.shift("C1_", -0.1)
        self.closest["requestor"] = 1
        self.check_bounds("C1_")

    def sending_repair(self):
        self.shift("D1_", -0.1)
        self.closest["repairor"] = 1
        self.check_bounds("D1_")

    def recv_request(self, requestor, rnd, sender, msgid):
        event = self.pending.get((sender, msgid))
        if event is not None and rnd == 1:
            closeness = event.closest_requestor()
            if closeness >= 0:
                self.closest["requestor"] = closeness
        super().recv_request(requestor, rnd, sender, msgid)

    def recv_repair(self, rnd, sender, msgid):
        event = self.pending.get((sender, msgid))
        if event is not None and rnd == 1:
            closeness = event.closest_repairor()
            if closeness >= 0:
                self.closest["repairor"] = closeness
        super().recv_repair(rnd, sender, msgid)
