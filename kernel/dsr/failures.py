"""What DSR's agent does when a link breaks (dsr/dsragent.cc, xmitFailed and the code it
reaches): the MAC gave up on a packet, so the link is cut from the route cache and the flow
table, the packet and every queued one for the same next hop are salvaged (a cached route
from here, or the send buffer while a discovery runs), and the packet itself becomes a
route error back to its source.  Route errors and unknown-flow errors are handled where
they arrive or are overheard.  A mixin of nslab.dsr.agent.DSRAgent.
"""
from ..errors import ScenarioError
from .packet import DADDR, DPORT, NFWD, PTYPE, SADDR, SIZE, SPORT, SRPacket, UID
from .path import (ADDRS, CUR_ADDR, ERR_COUNT, ERR_VALID, FDEF, FDEF_COUNT, FDEF_VALID, FLOW_ID,
                   FLOW_VALID, FTIME_VALID, FUNK, FUNK_COUNT, FUNK_VALID, IP_HDR_LEN,
                   MAX_ROUTE_ERRORS, NUM_ADDRS, REP_ADDRS, REP_LEN, REP_VALID, REQ_VALID,
                   SALVAGED, err_link, set_err_link, sr_dump, sr_size)

SALVAGE_MAX_ATTEMPTS = 15
# ns-2's packet_t numbers, which SSendFailure lines print
NS2_PTYPES = {"PT_TCP": 0, "PT_UDP": 1, "PT_CBR": 2, "PT_ACK": 5, "PT_PARETO": 28,
              "PT_EXP": 29, "PT_DSR": 37}


class Failures:

    def ns2_ptype(self, ptype):
        for name, number in NS2_PTYPES.items():
            if self.c[name] == ptype:
                return number
        raise ScenarioError("DSR: no ns-2 packet type number for nslab's type %d" % ptype)

    # ---- the MAC's callbacks -------------------------------------------------------------

    def xmit_flow_failed(self, pi):
        """xmitFlowFailed: put the flow's route back into the header, then xmitFailed."""
        pkt = self.load(pi)
        sr, f = pkt.sr, pkt.f
        ft = self.flows
        idx = ft.find(f[SADDR], f[DADDR], sr[FLOW_ID])
        if not sr[FLOW_VALID]:
            fid = ft.default_flow(f[SADDR], f[DADDR])
            if fid is None:
                self.send_unknown_flow(SRPacket.of(pkt), True)
                return
            idx = ft.find(f[SADDR], f[DADDR], fid)
        if idx == -1 or ft.entries[idx].timeout < self.now():
            self.free(pkt)          # (ns-2 leaves it)
            return
        e = ft.entries[idx]
        f[SIZE] -= sr_size(sr)
        e.source_route.fill_sr(sr)
        sr[CUR_ADDR] = e.hop_count
        f[SIZE] += sr_size(sr)
        sr[CUR_ADDR] += 1
        self.xmit_failed_pkt(pkt)

    def xmit_failed(self, pi):
        self.xmit_failed_pkt(self.load(pi))

    def xmit_failed_pkt(self, pkt):
        """xmitFailed (reason DROP_RTR_MAC_CALLBACK): log, forget the link, salvage, and
        turn the packet into a route error to its source."""
        sr, f = pkt.sr, pkt.f
        sr[CUR_ADDR] -= 1
        cur = sr[CUR_ADDR]
        if cur >= sr[NUM_ADDRS] - 1 or sr[REQ_VALID]:
            self.trace("SDFU: route error %s????" % ("beyond end of source route"
                                                     if cur >= sr[NUM_ADDRS] - 1
                                                     else "forwarding route request"))
            self.free(pkt)
            return
        tell, frm, to = sr[ADDRS], sr[ADDRS + cur], sr[ADDRS + cur + 1]
        hops = lambda a, b: self.K.dsr_god_hops(self.k, a, b)
        self.trace("SSendFailure %.9f _%d_ %d %d %d:%d %d:%d %d->%d %d %d %d %d %s"
                   % (self.now(), self.net_id, f[UID], self.ns2_ptype(f[PTYPE]), f[SADDR],
                      f[SPORT], f[DADDR], f[DPORT], frm, to, hops(frm, to),
                      hops(f[SADDR], f[DADDR]), hops(frm, f[DADDR]), sr[NUM_ADDRS], sr_dump(sr)))
        self.cache.notice_dead_link(frm, to)
        self.flows.notice_dead_link(frm, to, self.now())
        self.undeliverable_pkt(self.copy_pkt(pkt), True)
        if not self.cmu_queue:
            raise ScenarioError("DSR: a link broke on node %d, whose interface queue is not a "
                                "CMUPriQueue; ns-2's DSR searches any queue as one (undefined "
                                "behaviour): use -ifqType CMUPriQueue" % self.net_id)
        taken = []
        while True:
            pi = self.K.dsr_ifq_take(self.k, self.net_id, to)
            if pi < 0:
                break
            taken.append(pi)
        for pi in taken:
            self.undeliverable_pkt(self.load(pi), True)
        if tell == self.net_id:
            self.free(pkt)
            return
        if sr[ERR_COUNT] >= MAX_ROUTE_ERRORS:
            self.trace("SDFU  %.5f _%d_ dumping maximally nested error %d  %d -> %d"
                       % (self.now(), self.net_id, tell, frm, to))
            self.free(pkt)
            return
        self.make_route_error(pkt, tell, frm, to)

    def make_route_error(self, pkt, tell, frm, to):
        """Warp the failed packet into a route error for `tell` and send it back."""
        sr, f = pkt.sr, pkt.f
        set_err_link(sr, sr[ERR_COUNT], tell, frm, to)
        sr[ERR_COUNT] += 1
        sr[ERR_VALID] = 1
        sr[REP_VALID] = sr[REQ_VALID] = sr[FLOW_VALID] = sr[FTIME_VALID] = 0
        self.set_ip(pkt, self.net_id, tell, 255)
        f[PTYPE], f[SIZE], f[NFWD] = self.c["PT_DSR"], IP_HDR_LEN, 0
        f[UID] = self.K.dsr_new_uid(self.k)
        p = SRPacket.of(pkt)
        p.route.set_length(p.route.index + 1)
        p.route.reverse_in_place()
        p.dest, p.src = tell, self.net_id
        self.send_out_packet_with_route(p, True)

    # ---- salvaging -------------------------------------------------------------------------

    def undeliverable_pkt(self, pkt, mine):
        """A packet we could not deliver: our own goes back to route discovery; one we
        forward is salvaged with a cached route, or waits in the send buffer."""
        sr = pkt.sr
        p = SRPacket.of(pkt)
        if not mine:
            p.pkt = pkt = self.copy_pkt(pkt)
            sr = pkt.sr
        f = pkt.f
        f[SIZE] -= sr_size(sr)
        sr[FTIME_VALID] = sr[FLOW_VALID] = 0
        f[SIZE] += sr_size(sr)
        if f[SADDR] == self.net_id:
            f[SIZE] -= sr_size(sr)
            self.handle_pkt_without_sr(p, False)
            return
        if sr[SALVAGED] >= SALVAGE_MAX_ATTEMPTS:
            self.drop(pkt, "WR_SAL")
            return
        route = self.cache.find_route(p.dest, False)
        if route is None:
            self.trace("Ssalv %.5f _%d_ adding to SB --- %d %d -> %d [%d]"
                       % (self.now(), self.net_id, f[UID], p.src, p.dest, sr[SALVAGED]))
            self.stick_packet_in_send_buffer(p)
            return
        p.route = route
        p.route.index = 0
        if sr[REP_VALID] and self.bad_reply(sr):
            sr[REP_VALID] = 0
            if f[PTYPE] == self.c["PT_DSR"] and not sr[REQ_VALID] and not sr[ERR_VALID]:
                if mine:
                    self.drop(pkt, "WR_CBK")
                else:
                    self.free(pkt)
                return
        self.trace("Ssalv %.5f _%d_ salvaging %d -> %d --- %d with %s"
                   % (self.now(), self.net_id, p.src, p.dest, f[UID], p.route.dump()))
        f[SIZE] -= sr_size(sr)
        sr[SALVAGED] += 1
        self.send_out_packet_with_route(p, False)

    def bad_reply(self, sr):
        """Does the reply carried use the link that just failed (either way)?"""
        to = sr[ADDRS + sr[CUR_ADDR] + 1]
        rep = sr[REP_ADDRS:REP_ADDRS + sr[REP_LEN]]
        me = self.net_id
        return any((rep[i] == me and rep[i + 1] == to) or (rep[i] == to and rep[i + 1] == me)
                   for i in range(len(rep) - 1))

    # ---- route and flow errors -------------------------------------------------------------

    def process_broken_route_error(self, p):
        """Cut the reported links; an error for us is remembered (to piggyback on our
        next request) and a nested one passed on to the next node to tell."""
        sr = p.pkt.sr
        if not sr[ERR_VALID]:
            return
        now = self.now()
        for c in range(sr[ERR_COUNT]):
            _, frm, to = err_link(sr, c)
            self.cache.notice_dead_link(frm, to)
            self.flows.notice_dead_link(frm, to, now)
        tell, frm, to = err_link(sr, sr[ERR_COUNT] - 1)
        if tell != self.net_id:
            return
        self.route_error_held = True
        self.err_from, self.err_to = frm, to
        self.route_error_data_time = now
        if sr[ERR_COUNT] == 1:
            return
        p_copy = p.copy()
        pkt = p_copy.pkt = self.copy_pkt(p.pkt)
        pkt.sr[ERR_COUNT] -= 1
        p_copy.dest = err_link(pkt.sr, pkt.sr[ERR_COUNT] - 1)[0]
        p_copy.src = self.net_id
        self.set_ip(pkt, self.net_id, p_copy.dest, 255)
        pkt.sr[FLOW_VALID] = pkt.sr[FTIME_VALID] = 0
        self.handle_pkt_without_sr(p_copy, False)

    def process_unknown_flow_error(self, p, as_default):
        """An unknown-flow error for us: the flow must carry its route again; a nested
        one goes on to the next source to tell."""
        sr = p.pkt.sr
        valid, count, base = ((FDEF_VALID, FDEF_COUNT, FDEF) if as_default
                              else (FUNK_VALID, FUNK_COUNT, FUNK))
        last = base + 3 * (sr[count] - 1)
        fsrc, fdst, fid = sr[last], sr[last + 1], sr[last + 2]
        idx = -1
        if as_default or self.flows.default_flow(fsrc, fdst) is not None:
            if fsrc != self.net_id:
                return
            # for a default flow ns-2 looks up a flow id it never set: no entry is found
            idx = -1 if as_default else self.flows.find(fsrc, fdst, fid)
            if idx != -1:
                self.flows.entries[idx].count = 0
        self.trace("SFEr %.9f _%d_ from %d re %d : %d [%d]"
                   % (self.now(), self.net_id, p.src, fdst, -1 if as_default else fid,
                      self.flows.entries[idx].count if idx != -1 else -1))
        if sr[count] == 1:
            return
        p_copy = p.copy()
        pkt = p_copy.pkt = self.copy_pkt(p.pkt)
        pkt.sr[count] -= 1
        p_copy.dest = sr[last - 3]
        p_copy.src = self.net_id
        self.set_ip(pkt, self.net_id, p_copy.dest, 255)
        pkt.sr[FLOW_VALID] = pkt.sr[FTIME_VALID] = 0
        self.handle_pkt_without_sr(p_copy, False)

    def send_unknown_flow(self, p, as_default, flow_id=0):
        """A packet on a flow we do not know: salvage a copy, and turn the packet into
        an unknown-flow error to its source."""
        pkt = p.pkt
        sr, f = pkt.sr, pkt.f
        if p.src == self.net_id:
            self.free(pkt)
            p.pkt = None
            return
        self.undeliverable_pkt(pkt, False)
        valid, count, base = ((FDEF_VALID, FDEF_COUNT, FDEF) if as_default
                              else (FUNK_VALID, FUNK_COUNT, FUNK))
        if not sr[valid]:
            sr[count], sr[valid] = 1, 1
            slot = base
        elif sr[FDEF_COUNT] < MAX_ROUTE_ERRORS:       # ns-2 checks the default count for both
            slot = base + 3 * sr[count]
            sr[count] += 1
        else:
            self.trace("SYFU  %.5f _%d_ dumping maximally nested Flow error %d -> %d"
                       % (self.now(), self.net_id, p.src, p.dest))
            self.free(pkt)
            p.pkt = None
            return
        self.trace("SFErr %.5f _%d_ %d -> %d : %d"
                   % (self.now(), self.net_id, p.src, p.dest, flow_id))
        sr[REP_VALID] = sr[REQ_VALID] = sr[FLOW_VALID] = sr[FTIME_VALID] = 0
        sr[slot:slot + 3] = [p.src, p.dest, flow_id]
        self.set_ip(pkt, self.net_id, p.src, 255)
        p.dest, p.src = f[DADDR], f[SADDR]
        f[PTYPE], f[SIZE], f[NFWD] = self.c["PT_DSR"], IP_HDR_LEN, 0
        f[UID] = self.K.dsr_new_uid(self.k)
        self.handle_pkt_without_sr(p, False)
