# The traffic part of the Python face of Kernel (see core/kernel_core.pxi):
# random variables, error models, applications and tcplib's telnet table.

cdef class KernelTraffic(KernelCore):
    """Random variables, error models and applications (use Kernel)."""

    # ---- random variables -------------------------------------------------------

    def add_ranvar(self, str kind, dict params):
        """A RandomVariable of `kind` (see RANVAR_KINDS) on the default stream."""
        cdef RanVar *v
        if kind not in RANVAR_KINDS:
            raise KernelError("unknown random variable %r (have %s)" % (kind, ", ".join(RANVAR_KINDS)))
        self.ranvars = <RanVar *>realloc(self.ranvars, (self.n_ranvars + 1) * sizeof(RanVar))
        v = &self.ranvars[self.n_ranvars]
        memset(v, 0, sizeof(RanVar))
        v.kind = RANVAR_KINDS[kind]
        self.n_ranvars += 1
        for name, value in params.items():
            self.ranvar_set(self.n_ranvars - 1, name, value)
        return self.n_ranvars - 1

    def ranvar_set(self, int rid, str name, value):
        cdef RanVar *v = self._ranvar(rid)
        if name == "min_": v.min_v = value
        elif name == "max_": v.max_v = value
        elif name == "avg_": v.avg = value
        elif name == "shape_": v.shape = value
        elif name == "std_": v.std = value
        elif name == "lambda_": v.lam = value
        elif name == "val_": v.val = value
        elif name == "scale_": v.scale = value
        elif name == "cov_": v.cov = value
        elif name == "k_": v.k = value
        elif name in CDF_VARIABLES: cdf_set(&v.cdf, name, value)
        else: raise KernelError("random variables have no variable %r" % name)

    def ranvar_get(self, int rid, str name):
        cdef RanVar *v = self._ranvar(rid)
        values = {"min_": v.min_v, "max_": v.max_v, "avg_": v.avg, "shape_": v.shape,
                  "std_": v.std, "lambda_": v.lam, "val_": v.val, "scale_": v.scale, "k_": v.k,
                  "cov_": v.cov}
        values.update(cdf_variables(&v.cdf))
        if name not in values:
            raise KernelError("random variables have no variable %r" % name)
        return values[name]

    def ranvar_load_cdf(self, int rid, str filename):
        """Empirical's loadCDF: the table from `filename`; its number of entries (0 when the
        file cannot be read or is empty, which ns-2 reports as an invalid file)."""
        cdef RanVar *v = self._ranvar(rid)
        if v.kind != RV_EMPIRICAL:
            raise KernelError("loadCDF: only an Empirical random variable has a CDF table")
        return max(cdf_load(&v.cdf, filename.encode()), 0)

    def ranvar_use_rng(self, int rid, int sid):
        self._stream(sid)
        self._ranvar(rid).rng = sid

    def ranvar_value(self, int rid):
        """RandomVariable::value(): the next value (draws from its stream)."""
        self._ranvar(rid)
        return ranvar_value(self, rid)

    def rng_normal(self, int sid, double avg, double std):
        """RNG::normal on stream `sid` (0: the default stream); its spare value is
        the one the Normal and LogNormal random variables share."""
        return rng_normal(self, self._stream(sid), avg, std)

    cdef RanVar *_ranvar(self, int rid) except NULL:
        if not 0 <= rid < self.n_ranvars:
            raise KernelError("no random variable %d" % rid)
        return &self.ranvars[rid]

    # ---- error models -----------------------------------------------------------

    def add_errmodel(self, dict params):
        """An ErrorModel (packet unit, default stream, drops to the link's trace)."""
        cdef ErrModel *em
        self.ems = <ErrModel *>realloc(self.ems, (self.n_ems + 1) * sizeof(ErrModel))
        em = &self.ems[self.n_ems]
        memset(em, 0, sizeof(ErrModel))
        em.unit = EU_PKT
        em.ranvar = -1
        em.fec_strength = 1
        em.period = 1.0
        em.first_time = -1.0
        em.default_em = EMOD_UNKNOWN
        self.n_ems += 1
        for name, value in params.items():
            self.em_set(self.n_ems - 1, name, value)
        return self.n_ems - 1

    def em_set(self, int eid, str name, value):
        """Set an ErrorModel variable or option (rate_, enable_, unit, ranvar, ...)."""
        cdef ErrModel *em = self._em(eid)
        if name == "rate_": em.rate = value
        elif name == "enable_": em.enable = value
        elif name == "markecn_": em.markecn = value
        elif name == "bandwidth_": em.bandwidth = value
        elif name == "unit":
            if value not in ERROR_UNITS:
                raise KernelError("unit: %r is not one of %s" % (value, ", ".join(ERROR_UNITS)))
            em.unit = ERROR_UNITS.index(value)
        elif name == "ranvar":
            if value is not None:
                self._ranvar(value)
            em.ranvar = -1 if value is None else value
        elif name == "FECstrength": em.fec_strength = value
        elif name == "datapktsize": em.datapktsize = value
        elif name == "cntrlpktsize": em.cntrlpktsize = value
        elif name == "drop":
            em.drop = {"link": EM_DROP_LINK, "silent": EM_DROP_SILENT, "none": EM_DROP_NONE,
                       "error": EM_DROP_ERROR}[value]
        elif name == "period_": em.period = value
        elif name == "offset_": em.offset = value
        elif name == "burstlen_": em.burstlen = value
        elif name == "default_drop_": em.default_drop = value
        else:
            raise KernelError("ErrorModel has no variable %r" % name)

    def em_get(self, int eid, str name):
        cdef ErrModel *em = self._em(eid)
        values = {"rate_": em.rate, "enable_": em.enable, "markecn_": em.markecn,
                  "bandwidth_": em.bandwidth, "unit": ERROR_UNITS[em.unit],
                  "ranvar": None if em.ranvar < 0 else em.ranvar,
                  "FECstrength": em.fec_strength, "datapktsize": em.datapktsize,
                  "cntrlpktsize": em.cntrlpktsize, "period_": em.period,
                  "offset_": em.offset, "burstlen_": em.burstlen,
                  "default_drop_": em.default_drop}
        if name not in values:
            raise KernelError("ErrorModel has no variable %r" % name)
        return values[name]

    def em_reset(self, int eid):
        """ErrorModel::reset: the bit unit's probability tables are recomputed at
        the next packet (as in ns-2, setting the sizes alone does not)."""
        em_free(self._em(eid))

    def em_attach(self, int eid, int lid, str where):
        """Put error model `eid` on link `lid`: "head" (`lossmodel`, before the
        queue) or "link" (`link-lossmodel`, after the delay line)."""
        cdef Link *l
        self._em(eid)
        if not 0 <= lid < self.n_links:
            raise KernelError("no link %d" % lid)
        l = &self.links[lid]
        if where == "head":
            l.em_head = eid
            l.em_after_enq = False
            l.em_between = False
            link_update_flags(<Kernel>self, l)
        elif where == "link":
            l.em_link = eid
        else:
            raise KernelError("error model position %r: use 'head' or 'link'" % where)

    def em_kind(self, int eid, str kind):
        """Make model `eid` (still unused) a "uniform", "periodic", "list" or
        "module" (an ErrorModule) model."""
        kinds = {"uniform": EM_UNIFORM, "periodic": EM_PERIODIC, "list": EM_LIST,
                 "module": EM_MODULE}
        if kind not in kinds:
            raise KernelError("error model kind %r: use one of %s" % (kind, ", ".join(kinds)))
        self._em(eid).kind = kinds[kind]

    def em_droplist(self, int eid, values):
        """ErrorModel/List's units to hit (numbered from 0), any order, no repeats."""
        cdef ErrModel *em = self._em(eid)
        cdef int i
        entries = sorted(int(v) for v in values)
        if any(v < 0 for v in entries):
            raise KernelError("droplist: unit numbers must be >= 0, got %r" % (values,))
        if len(set(entries)) != len(entries):
            raise KernelError("droplist: a unit is listed twice in %r" % (values,))
        free(em.droplist)
        em.droplist = <int *>malloc(max(1, len(entries)) * sizeof(int))
        for i in range(len(entries)):
            em.droplist[i] = entries[i]
        em.dropcnt = len(entries)
        em.cur = 0
        return len(entries)

    def emod_bind(self, int mod, int eid, int fid):
        """ErrorModule `mod` hands flow `fid` to model `eid`."""
        if not 0 <= fid < 1 << 20:
            raise KernelError("bind: flow id %d out of range" % fid)
        emod_bind(self._emodule(mod), fid, self._em_in_module(eid))

    def emod_default(self, int mod, eid):
        """ErrorModule `mod` hands other flows to model `eid` (None: they pass)."""
        self._emodule(mod).default_em = EMOD_PASS if eid is None else self._em_in_module(eid)

    cdef ErrModel *_emodule(self, int mod) except NULL:
        cdef ErrModel *em = self._em(mod)
        if em.kind != EM_MODULE:
            raise KernelError("error model %d is not an ErrorModule" % mod)
        return em

    cdef int _em_in_module(self, int eid) except -1:
        if self._em(eid).kind == EM_MODULE:
            raise KernelError("an ErrorModule cannot hold another ErrorModule")
        return eid

    cdef ErrModel *_em(self, int eid) except NULL:
        if not 0 <= eid < self.n_ems:
            raise KernelError("no error model %d" % eid)
        return &self.ems[eid]

    # ---- applications ---------------------------------------------------------------

    def add_app(self, str kind, dict params):
        """An application of `kind` (telnet, cbr, exponential, pareto); returns its id."""
        cdef App *a
        if kind not in APP_KINDS:
            raise KernelError("unknown application %r (have %s)" % (kind, ", ".join(APP_KINDS)))
        self.apps = <App *>realloc(self.apps, (self.n_apps + 1) * sizeof(App))
        a = &self.apps[self.n_apps]
        memset(a, 0, sizeof(App))
        a.kind = APP_KINDS[kind]
        a.agent = -1
        a.timer = timer_new(self, TM_APP, self.n_apps)
        self.n_apps += 1
        for name, value in params.items():
            self.app_set(self.n_apps - 1, name, value)
        return self.n_apps - 1

    def app_set(self, int app, str name, value):
        cdef App *a = self._app(app)
        if name == "interval_":
            if a.kind == APP_TELNET and value == 0 and self.tcplib == NULL:
                raise KernelError("Application/Telnet interval_ 0 needs tcplib's telnet "
                                  "table (set_tcplib_telnet)")
            a.interval = value
        elif name == "packetSize_": a.size = value
        elif name == "rate_": a.rate = value
        elif name == "random_": a.random = value
        elif name == "maxpkts_": a.maxpkts = value
        elif name == "burst_time_": a.ontime = value
        elif name == "idle_time_": a.offtime = value
        elif name == "shape_": a.shape = value
        elif name in CDF_VARIABLES: cdf_set(&a.cdf, name, value)
        else: raise KernelError("applications have no variable %r" % name)

    def app_get(self, int app, str name):
        cdef App *a = self._app(app)
        values = {"interval_": a.interval, "packetSize_": a.size, "rate_": a.rate,
                  "random_": a.random, "maxpkts_": a.maxpkts, "burst_time_": a.ontime,
                  "idle_time_": a.offtime, "shape_": a.shape, "running": int(a.running),
                  "agent": a.agent}
        values.update(cdf_variables(&a.cdf))
        if name not in values:
            raise KernelError("applications have no variable %r" % name)
        return values[name]

    def app_attach(self, int app, int aid):
        if not 0 <= aid < self.n_agents:
            raise KernelError("no agent %d" % aid)
        self._app(app).agent = aid

    def app_use_rng(self, int app, int sid):
        """`use-rng`: the on/off source draws from stream `sid`."""
        self._stream(sid)
        self._app(app).rng = sid

    def app_start(self, int app):
        cdef App *a = self._app(app)
        if a.agent < 0:
            raise KernelError("start: the application is not attached to an agent (attach-agent)")
        self._require_attached(a.agent, "start")
        if a.kind == APP_TELNET and timer_pending(self, a.timer):
            raise KernelError("start: Application/Telnet is already waiting to send "
                              "(ns-2 aborts on a second start)")
        if a.kind != APP_TELNET and not a.rate > 0:
            raise KernelError("start: rate_ must be > 0 (got %r)" % a.rate)
        app_start(self, app)

    def app_stop(self, int app):
        self._app(app)
        app_stop(self, app)

    def app_send(self, int app, int nbytes):
        """Application::send: the agent sends a message of n bytes now."""
        cdef App *a = self._app(app)
        if a.agent < 0:
            raise KernelError("send: the application is not attached to an agent (attach-agent)")
        self.agent_sendmsg(a.agent, nbytes)

    cdef App *_app(self, int app) except NULL:
        if not 0 <= app < self.n_apps:
            raise KernelError("no application %d" % app)
        return &self.apps[app]

    def set_tcplib_telnet(self, table):
        """tcplib's empirical telnet interarrival times (10000 values, seconds)."""
        cdef int i
        if len(table) != TCPLIB_TELNET_SIZE:
            raise KernelError("the tcplib telnet table must have %d values, got %d"
                              % (TCPLIB_TELNET_SIZE, len(table)))
        free(self.tcplib)
        self.tcplib = <double *>malloc(TCPLIB_TELNET_SIZE * sizeof(double))
        for i in range(TCPLIB_TELNET_SIZE):
            self.tcplib[i] = table[i]

    @property
    def has_tcplib_telnet(self):
        return self.tcplib != NULL

    # ---- token bucket filters (traffic/tbf.pxi) -----------------------------------

    def tbf_attach(self, int aid, double rate, int bucket, int qlen):
        """Put a token bucket filter between UDP agent `aid` and its node."""
        cdef UdpState *u = <UdpState *>self.agents[self._agent(aid, AG_UDP)].impl
        if u.tbf != NULL:
            raise KernelError("agent %d already sends through a token bucket filter" % aid)
        if not rate > 0:
            raise KernelError("TBF rate_ must be above 0 bits/s, got %r" % rate)
        u.tbf = tbf_new(self, aid, rate, bucket, qlen)

    def tbf_set(self, int aid, str name, value):
        """Set rate_, bucket_ or qlen_ of the filter of agent `aid`."""
        cdef TbfState *f = self._tbf(aid)
        if name == "rate_":
            if not value > 0:
                raise KernelError("TBF rate_ must be above 0 bits/s, got %r" % value)
            f.rate = value
        elif name == "bucket_":
            f.bucket = value
        elif name == "qlen_":
            f.qlen = value
        else:
            raise KernelError("TBF has no variable %r (rate_, bucket_, qlen_)" % name)

    def tbf_get(self, int aid, str name):
        cdef TbfState *f = self._tbf(aid)
        return {"rate_": f.rate, "bucket_": f.bucket, "qlen_": f.qlen,
                "tokens_": f.tokens, "length": f.length}[name]

    cdef TbfState *_tbf(self, int aid) except NULL:
        cdef UdpState *u = <UdpState *>self.agents[self._agent(aid, AG_UDP)].impl
        if u.tbf == NULL:
            raise KernelError("agent %d sends through no token bucket filter" % aid)
        return <TbfState *>u.tbf

    # ---- removed packet headers (core/header_alias.pxi) ------------------------------

    def set_header_alias(self, bint flags_removed, bint rtp_removed):
        """The script removed the Flags and/or the RTP header: agents write them over the
        common header, as in ns-2 (Runner checks first that nslab models what follows)."""
        self.hdr_alias = (HA_FLAGS if flags_removed else 0) | (HA_RTP if rtp_removed else 0)
