"""RTP sessions in a script: ns-2.35's Session/RTP (common/session-rtp.cc and
tcl/rtp/session-rtp.tcl) with its Agent/CBR/RTP data channel and Agent/RTCP control
channel (apps/rtp.cc, tcp/rtcp.cc).

A session owns two agents on its node (`attach-node`): data goes to the group it joins,
reports to the next group address.  `transmit RATE` sends packetSize_ (512) byte RTP
packets every 8 * 512 / RATE seconds (the first at once; a new rate takes effect from the
last packet's time); each one sent by the timer counts in the session's own source entry.
The control channel sends a report every interval_: 0.5 s at first (half the 1 s minimum),
then, recomputed at each report, 8 * avg_size * members * (1 / session bandwidth), scaled
by 4 (when it sent data since the last report: members are then the sources heard) or 4/3
(else: the members less those), and at least 1 s, avg_size being the smoothed report size
plus 28 (gain 1/8, from 128).  A report is 8 bytes, 20 more if the session sent data,
48 per source heard from since the last report (its own entry included, at most 31), and
20 of SDES (8 of BYE for `bye`).  Each data packet received counts for its source, which
is added, newest first, at its first packet.  As in ns-2, `$agent set dst_` prints a
warning and sets dst_addr_ (port 0 for a group).  The agents' kernel part is
kernel/traffic/rtp.pxi.  Random report and data timing (random_ 1) is not implemented
(an error says so).
"""
import re

from .._kernel import rtp_add_agent, rtp_agent_send
from ..errors import ScriptError
from ..otcl.base import TclObject, _number
from ..otcl.traffic_objects import AgentObject
from .. import params as P

RTCP_HEADER, RTCP_SR, RTCP_RR, RTCP_SDES, RTCP_BYE = 8, 20, 48, 20, 8
MAX_REPORTED = 31


def bw_parse(spec, what):
    """ns-lib's bw_parse: a number and a unit b, kb, Mb or Gb (B for bytes), "/s", "ps" or
    "sec" after it allowed; bits per second."""
    m = re.match(r"\s*([-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?)(\S*)", str(spec))
    if m is None:
        raise ScriptError("%s %s: expected a bandwidth such as 400kb/s" % (what, spec))
    value, unit = float(m.group(1)), re.sub(r"[/p]s(ec)?$", "", m.group(4) or "bps")
    if unit.endswith("B"):
        value, unit = value * 8, unit.rstrip("B") + "b"
    scale = {"b": 1, "kb": 1000, "Mb": 1000000, "Gb": 1000000000}
    if unit not in scale:
        raise ScriptError("error: bw_parse: unknown unit `%s'" % unit)
    return value if unit == "b" else value * scale[unit]


def new_rtp_agent(runner, cls, args=()):
    """`new Agent/RTP`, `Agent/CBR/RTP` or `Agent/RTCP`."""
    obj = runner.register(RtpAgentObject, tcl_class=cls)
    table = P.AGENT_CLASSES[cls][2]
    settings = P.defaults(table)
    defaults = runner._class_defaults(cls)
    for name, raw in defaults.items():
        if name in table:
            settings[name] = table[name].convert(raw, cls)
    obj.agent = runner.sim._new_agent(cls, settings)
    runner.agent_handles[obj.agent.id] = obj.handle
    obj.setup(cls, defaults)
    return obj.handle


def new_rtp_session(runner, cls="Session/RTP", args=()):
    """`new Session/RTP`: the session, its two agents, its timer and its own source."""
    session = runner.register(RtpSessionObject)
    session.setup()
    return session.handle


class RtpAgentObject(AgentObject):
    """Agent/RTP (Agent/CBR/RTP) and Agent/RTCP: their timers and counters."""
    tcl_class = "Agent/RTP"
    session = None

    def setup(self, cls, defaults):
        self.report = cls == "Agent/RTCP"
        own = {"seqno_": "0", "random_": "0",
               "interval_": "0." if self.report else "3.75ms", "maxpkts_": "0x10000000"}
        for name in own:
            own[name] = defaults.get(name, own[name])
        self.seqno = int(_number(own["seqno_"], cls + " seqno_"))
        self.interval = self._time(own["interval_"])
        self.random = int(_number(own["random_"], cls + " random_"))
        self.maxpkts = int(own["maxpkts_"], 0)
        self.size = 128                 # an RTCP agent's report size (size_)
        self.running = False
        self.timer = None
        self.last_sent = -1e6

    def _time(self, text):
        from ..units import duration
        return duration(text, "%s interval_" % self.tcl_class)

    def tcl_set(self, name, *value):
        bound = {"seqno_": "seqno", "random_": "random", "maxpkts_": "maxpkts"}
        if name in bound:
            if value:
                setattr(self, bound[name], int(_number(value[0], name)))
                return value[0]
            return str(getattr(self, bound[name]))
        if name == "interval_":
            if value:
                self.interval = self._time(value[0])
                return value[0]
            return "%.17g" % self.interval
        return super().tcl_set(name, *value)

    def tcl_session(self, handle):
        self.session = self.runner.lookup(handle)

    def at(self, delay, action):
        handle = [True]

        def run():
            if handle[0]:
                action()
        self.runner.sim.kernel.schedule_command(delay, run)
        return handle

    def resched(self, delay):
        self.cancel()
        self.timer = self.at(delay, self.timeout)

    def cancel(self):
        if self.timer is not None:
            self.timer[0] = False
            self.timer = None

    def next_gap(self):
        if self.random:
            raise ScriptError("%s random_ %d: random RTP/RTCP timing is not implemented in "
                              "nslab" % (self.handle, self.random))
        return self.interval

    def tcl_start(self):
        self.running = True
        if not self.report:
            self.send_data()
        self.resched(self.interval)

    def tcl_stop(self):
        self.cancel()
        self.running = False
        if not self.report:
            self.runner.tcl.call(self.handle, "done")

    def tcl_done(self):
        pass

    def tcl_rate_change(self):
        self.cancel()
        when, now = self.last_sent + self.interval, self.runner.sim.now
        if when > now:
            self.resched(when - now)
        else:
            self.send_data()
            self.resched(self.interval)

    def tcl_bye(self):
        self.size = self.session.build_report(True)
        self.send_report()
        self.cancel()
        self.running = False

    def timeout(self):
        if not self.running:
            return
        if self.report and self.session is None:
            raise ScriptError("%s: an Agent/RTCP sends the reports of its session, and it has "
                              "none (`$agent session $session`)" % self.handle)
        if self.report:
            self.size = self.session.build_report(False)
            self.send_report()
            self.resched(self.next_gap())
            self.session.rtcp_timeout()
        else:
            self.send_data()
            if self.session is not None:
                self.session.localsrc.np += 1
            self.resched(self.next_gap())

    def send_data(self):
        self.last_sent = self.runner.sim.now
        self.seqno += 1
        rtp_agent_send(self.runner.sim.kernel, self.agent.id, False, self.agent["packetSize_"],
                       self.seqno - 1, self.session.srcid if self.session else 0)

    def send_report(self):
        self.seqno += 1
        rtp_agent_send(self.runner.sim.kernel, self.agent.id, True, self.size, self.seqno - 1,
                       self.session.srcid)

    def rtp_recv(self, report, srcid, seqno, size):
        if self.session is None:
            return
        if report:
            self.session.sample_size(size)
        else:
            self.session.recv_data(srcid, seqno)


class RtpSource:
    """One source a session knows (ns-2's RTPSource): packets counted, and counted at the
    last report."""
    __slots__ = ("srcid", "np", "snp", "ehsr")

    def __init__(self, srcid):
        self.srcid, self.np, self.snp, self.ehsr = srcid, 0, 0, -1


class RtpSessionObject(TclObject):
    """Session/RTP."""
    tcl_class = "Session/RTP"

    def setup(self):
        runner = self.runner
        self.cchan = runner.lookup(new_rtp_agent(runner, "Agent/RTCP"))
        self.dchan = runner.lookup(new_rtp_agent(runner, "Agent/CBR/RTP"))
        self.dchan.agent["packetSize_"] = 512
        self.dchan.session = self.cchan.session = self
        runner.reserve(1)               # ns-2's RTCPTimer object
        self.avg_size, self.inv_bw, self.min_report = 128.0, 0.0, 1.0
        self.srcid = self.alloc_srcid()
        runner.reserve(1)               # ns-2's RTPSource object of its own
        self.localsrc = RtpSource(self.srcid)
        self.sources = [self.localsrc]  # newest first
        self.last_np = 0
        self.group = self.node = None
        self.stopped = True
        self.set_report_interval(max(8 * self.avg_size * self.inv_bw, self.min_report / 2.0))
        self.instvars["dchan_"] = self.dchan.handle
        self.instvars["cchan_"] = self.cchan.handle

    def alloc_srcid(self):
        own = self.runner.class_vars.setdefault("Session/RTP", {})
        srcid = int(own.get("uniq_srcid", "0"))
        own["uniq_srcid"] = str(srcid + 1)
        return srcid

    def set_report_interval(self, seconds):
        self.cchan.interval = seconds

    # ---- the script's commands ----------------------------------------------------------

    def tcl_attach_node(self, node):
        ns = self.runner.tcl.getvar("::ns")          # ns-2 takes the global too
        for agent in (self.dchan, self.cchan):
            self.runner.tcl.call(ns, "attach-agent", node, agent.handle)
        self.node = node

    def tcl_join_group(self, group):
        g = int(_number(group, "join-group: group"))
        self.group = g
        for agent, address in ((self.dchan, g), (self.cchan, g + 1)):
            agent.tcl_set("dst_", str(address))
            self.runner.tcl.call(self.node, "join-group", agent.handle, str(address))

    def tcl_leave_group(self):
        for agent, address in ((self.dchan, self.group), (self.cchan, self.group + 1)):
            self.runner.tcl.call(self.node, "leave-group", agent.handle, str(address))
        self.group = None

    def tcl_session_bw(self, spec):
        self.session_bw = bw_parse(spec, "session_bw")
        self.inv_bw = 1.0 / self.session_bw

    def tcl_start(self):
        if self.group is None:
            self.runner.tcl.call("puts", "error: can't transmit before joining group!")
            self.runner.tcl.call("exit", "1")
        self.cchan.tcl_start()

    def tcl_stop(self):
        self.dchan.tcl_stop()
        self.cchan.tcl_stop()
        self.stopped = True

    def tcl_bye(self):
        self.dchan.tcl_stop()
        self.cchan.tcl_bye()

    def tcl_report_interval(self, seconds):
        self.cchan.interval = _number(seconds, "report-interval")

    def tcl_transmit(self, spec):
        rate = bw_parse(spec, "transmit")
        if rate == 0:
            raise ScriptError("%s transmit %s: ns-2 stops the data and then sends again at an "
                              "interval of 8 * size / 0 (its run dies there); use stop"
                              % (self.handle, spec))
        self.dchan.interval = 8.0 * self.dchan.agent["packetSize_"] / rate
        if self.stopped:
            self.dchan.tcl_start()
            self.stopped = False
        else:
            self.dchan.tcl_rate_change()

    def tcl_srcid(self):
        return str(self.srcid)

    # ---- reports (ns-2's C++ and RTCPTimer) ------------------------------------------------

    def build_report(self, bye):
        size, we_sent = RTCP_HEADER, 0
        if self.localsrc.np != self.last_np:
            self.last_np = self.localsrc.np
            we_sent = 1
            size += RTCP_SR
        members = heard = 0
        for source in self.sources:
            members += 1
            if source.np == source.snp:
                continue
            source.snp = source.np
            size += RTCP_RR
            heard += 1
            if heard >= MAX_REPORTED:
                break
        size += RTCP_BYE if bye else RTCP_SDES
        self.adapt(members, heard, we_sent)
        self.sample_size(size)
        return size

    def adapt(self, members, heard, we_sent):
        inv_bw = self.inv_bw
        if heard > 0:
            if we_sent:
                inv_bw *= 1.0 / 0.25
                members = heard
            else:
                inv_bw *= 1.0 / (1.0 - 0.25)
                members -= heard
        self.set_report_interval(max(8 * self.avg_size * members * inv_bw, self.min_report))

    def sample_size(self, size):
        self.avg_size = self.avg_size + 0.125 * (size + 28 - self.avg_size)

    def recv_data(self, srcid, seqno):
        source = next((s for s in self.sources if s.srcid == srcid), None)
        if source is None:
            self.runner.reserve(1)      # ns-2's new RTPSource object
            source = RtpSource(srcid)
            self.sources.insert(0, source)
        source.np += 1
        source.ehsr = seqno

    def rtcp_timeout(self):
        if "rtcp_timeout_callback_" in self.instvars:
            self.runner.tcl.eval(self.instvars["rtcp_timeout_callback_"])
