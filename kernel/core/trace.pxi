# Trace output: ns-2's text lines written into a C buffer per output file,
# and, when capture is on, the same events as C records (docs/ns2-behavior.md §4).

cdef const char *PTYPE_NAMES[PTYPE_SLOTS]     # NULL where a type has no wired-trace name
PTYPE_NAMES[PT_TCP] = b"tcp"
PTYPE_NAMES[PT_ACK] = b"ack"
PTYPE_NAMES[PT_CBR] = b"cbr"
PTYPE_NAMES[PT_UDP] = b"udp"
PTYPE_NAMES[PT_EXP] = b"exp"
PTYPE_NAMES[PT_PARETO] = b"pareto"
PTYPE_NAMES[PT_PING] = b"ping"
PTYPE_NAMES[PT_RTPROTO_DV] = b"rtProtoDV"
PTYPE_NAMES[PT_RTPROTO_LS] = b"rtProtoLS"
PTYPE_NAMES[PT_PRUNE] = b"prune"
PTYPE_NAMES[PT_GRAFT] = b"graft"
PTYPE_NAMES[PT_AGENT_MESSAGE] = b"message"
PTYPE_NAMES[PT_MESSAGE] = b"message"       # Agent/MessagePassing (traffic/message.pxi)
PTYPE_NAMES[PT_REALAUDIO] = b"ra"

cdef enum:
    OUT_BUF = 1 << 20       # flush to the file past this many bytes
    OUT_SLACK = 512         # room kept for one more line
    TCL_CHANNEL_BUF = 4096  # a Tcl file channel writes its output in buffers of this size


cdef int out_flush(TraceOut *o) noexcept:
    """Hand the buffer to the file and flush it: 0, or -1 once a write has
    failed.  The first failure's errno stays in o.err and later output is
    dropped, so a cut file is never mistaken for a complete one: whoever
    flushes reports it (out_failed in the run loop, Kernel.flush_output)."""
    cdef size_t n
    if o.fp != NULL and o.err == 0:
        if o.len:
            n = fwrite(o.buf, 1, o.len, o.fp)
            if n != <size_t>o.len:
                o.err = errno if errno else EIO
        if o.err == 0 and fflush(o.fp) != 0:
            o.err = errno if errno else EIO
    o.len = 0
    o.since_flush = 0
    return -1 if o.err else 0


cdef int out_flush_buffers(TraceOut *o) noexcept:
    """Hand the file only the whole Tcl channel buffers (TCL_CHANNEL_BUF bytes, counted
    from the last full flush) and keep the rest: the file then holds what ns-2's Tcl
    channel would have written so far, which is what a program the script runs on an
    unclosed trace file (`exec awk ... all.cwnd`) reads.  0, or -1 once a write failed."""
    cdef long long whole = (o.since_flush + o.len) // TCL_CHANNEL_BUF * TCL_CHANNEL_BUF
    cdef Py_ssize_t n = <Py_ssize_t>(whole - o.since_flush)
    if n <= 0 or o.fp == NULL or o.err:
        return -1 if o.err else 0
    if fwrite(o.buf, 1, n, o.fp) != <size_t>n:
        o.err = errno if errno else EIO
    elif fflush(o.fp) != 0:
        o.err = errno if errno else EIO
    memmove(o.buf, o.buf + n, o.len - n)
    o.len -= n
    o.since_flush += n
    return -1 if o.err else 0


cdef void out_append(Kernel k, int oid, const char *data, Py_ssize_t n) noexcept:
    """Append `n` bytes to output `oid` after what the kernel has written."""
    cdef Py_ssize_t m
    while n > 0:
        m = n if n < OUT_SLACK else OUT_SLACK
        memcpy(out_reserve(k, oid), data, m)
        k.outs[oid].len += m
        data += m
        n -= m


cdef void c_output(Kernel k, const char *text, bint to_stderr=False) noexcept:
    """ns-2's own C-level output (its printf lines, a warning on stderr): written to the
    process's stdout/stderr for `nslab run` (Kernel.echo_c_output), where its place
    among the script's output matters; kept in Kernel.c_messages for the Python API,
    so that a notebook shows no simulator chatter."""
    if k.echo_c_output:
        if to_stderr:
            fprintf(stderr, b"%s", text)
        else:
            printf(b"%s", text)
    else:
        k.c_messages.append((<bytes>text).decode("latin-1"))


cdef void out_failed(Kernel k, int oid) noexcept:
    """A trace write failed during the run: stop it; run() raises the OSError."""
    if k.fault is None:
        k.fault = k.output_error(oid)
    k.stop_requested = True


cdef inline char *out_reserve(Kernel k, int oid) noexcept:
    """Pointer where the next line of output `oid` goes (room for OUT_SLACK)."""
    cdef TraceOut *o = &k.outs[oid]
    if o.len > OUT_BUF:
        if out_flush_buffers(o) != 0:
            out_failed(k, oid)
    return o.buf + o.len


cdef inline char *put_int(char *s, long long v) noexcept:
    cdef char tmp[24]
    cdef int n = 0
    cdef unsigned long long u
    if v < 0:
        s[0] = b'-'
        s += 1
        u = <unsigned long long>(-v)
    else:
        u = <unsigned long long>v
    while True:
        tmp[n] = <char>(48 + u % 10)
        n += 1
        u //= 10
        if u == 0:
            break
    while n:
        n -= 1
        s[0] = tmp[n]
        s += 1
    return s


cdef inline char *put_str(char *s, const char *t) noexcept:
    while t[0]:
        s[0] = t[0]
        s += 1
        t += 1
    return s


cdef char *put_time_us(char *s, double now) noexcept:
    """%.15g of the clock rounded to the microsecond, as ns-2's trace writes it."""
    cdef double r = floor(now * 1e6 + 0.5)
    cdef long long us = <long long>r
    cdef long long frac
    cdef int digits
    cdef char d[6]
    if us < 100 and us > 0 or us >= 1000000000000000:
        # %g switches to exponent form below 1e-4; let C do those rare cases
        return s + snprintf(s, 40, b"%.15g", r / 1e6)
    s = put_int(s, us // 1000000)
    frac = us % 1000000
    if frac:
        s[0] = b'.'
        s += 1
        digits = 6
        while frac % 10 == 0:
            frac //= 10
            digits -= 1
        for i in range(digits - 1, -1, -1):
            d[i] = <char>(48 + frac % 10)
            frac //= 10
        for i in range(digits):
            s[0] = d[i]
            s += 1
    return s


cdef inline int traced_seqno(Packet *p) noexcept:
    """The seqno a trace line shows: ns-2's trace knows none for RealAudio packets (-1),
    though their RTP header carries one."""
    return -1 if p.ptype == PT_REALAUDIO else p.seqno


cdef void nam_packet(Kernel k, int oid, char ev, Link *l, Packet *p, int seqno) noexcept:
    """One nam trace line: the event, the clock unrounded (%.15g), the link's ends,
    type, size, flow id (as colour and attribute), uid, addresses, seqno and flags."""
    tagged_packet(k, oid, ev, b"-t ", l, p, seqno, p.flags)


cdef void tagged_packet(Kernel k, int oid, char ev, const char *time_tag, Link *l, Packet *p,
                        int seqno, int f) noexcept:
    """A packet event as `-name value` pairs: nam's line (`time_tag` "-t ") or, with an
    empty tag, the line a tagged trace (use-taggedtrace) writes in the trace file.  The
    last word names an SRM message's type, "null" for other packets (mcast/srm.pxi)."""
    cdef char *start = out_reserve(k, oid)
    cdef char flags[8]
    cdef char src[96]
    cdef char dst[96]
    hier_put_addr(k.hier, src, p.src_addr)[0] = 0
    hier_put_addr(k.hier, dst, p.dst_addr)[0] = 0
    flags[0] = b'C' if f & FL_ECNECHO else b'-'
    flags[1] = b'P' if f & FL_PRI else b'-'
    flags[2] = b'-'
    flags[3] = b'A' if f & FL_CONG_ACTION else b'-'
    flags[4] = b'E' if f & FL_CE else b'-'
    flags[5] = b'F' if f & FL_FS else b'-'
    flags[6] = b'N' if f & FL_ECT else b'-'
    flags[7] = 0
    k.outs[oid].len += snprintf(
        start, OUT_SLACK,
        b"%c %s%.15g -s %d -d %d -p %s -e %d -c %d -i %d -a %d -x {%s.%d %s.%d %d %s %s}\n",
        ev, time_tag, k.now, l.src, l.dst, PTYPE_NAMES[p.ptype], p.size, p.fid, p.uid, p.fid,
        src, p.src_port, dst, p.dst_port, seqno, flags, srm_message_name(p))


cdef void trace_packet(Kernel k, int oid, char ev, int lid, int pi) noexcept:
    """One 12-field wired trace line for packet `pi` on link `lid` (also to the
    link's first trace when `oid` is its second), and its nam line(s) when the link
    has a nam trace (a departure adds an `h`, hop, line)."""
    trace_packet_at(k, oid, ev, lid, pi, True)


cdef void trace_packet_at(Kernel k, int oid, char ev, int lid, int pi, bint older_too) noexcept:
    """trace_packet, with the copy to the link's first trace only when `older_too`
    (a link whose head error model sits between its two '+' trace points)."""
    cdef Packet *p = pkt(k, pi)
    cdef Link *l = &k.links[lid]
    if oid >= 0:
        trace_line(k, oid, ev, l, p)
        if older_too and l.trace_older >= 0 and oid == l.trace:     # the link's first trace too
            trace_line(k, l.trace_older, ev, l, p)
    if l.namtrace >= 0:             # after the trace line (one file may take both)
        nam_packet(k, l.namtrace, ev, l, p, traced_seqno(p))
        if ev == b'-':
            nam_packet(k, l.namtrace, b'h', l, p, -1)
    if l.trace_tagged and ev == b'-' and oid >= 0:      # a tagged trace's hop line, after nam's
        trace_tagged_hop(k, oid, l, p)
        if older_too and l.trace_older >= 0 and oid == l.trace:
            trace_tagged_hop(k, l.trace_older, l, p)
    if k.capture:
        record_packet(k, ev, lid, p)


cdef void trace_tagged_hop(Kernel k, int oid, Link *l, Packet *p) noexcept:
    """The `h` line a tagged trace adds after each departure (seqno -1, as nam's)."""
    tagged_packet(k, oid, b'h', b"", l, p, -1, alias_trace_flags(k, p) if k.hdr_alias else p.flags)


cdef void trace_line(Kernel k, int oid, char ev, Link *l, Packet *p) noexcept:
    """The 12-field wired trace line itself (or its tagged form), written to output `oid`."""
    cdef char *start
    cdef char *s
    cdef int f = alias_trace_flags(k, p) if k.hdr_alias else p.flags
    if l.trace_tagged:
        tagged_packet(k, oid, ev, b"", l, p, traced_seqno(p), f)
        return
    start = out_reserve(k, oid)
    s = start
    s[0] = ev
    s[1] = b' '
    if l.trace_tail != NULL:        # a satellite link: Trace/Sat's %.4f clock
        s += 2 + snprintf(s + 2, 40, b"%.4f", floor(k.now * 1e6 + 0.5) / 1e6)
    else:
        s = put_time_us(s + 2, k.now)
    s[0] = b' '
    s = put_int(s + 1, l.src)
    s[0] = b' '
    s = put_int(s + 1, l.dst)
    s[0] = b' '
    s = put_str(s + 1, PTYPE_NAMES[p.ptype])
    s[0] = b' '
    s = put_int(s + 1, p.size)
    s[0] = b' '
    s[1] = b'C' if f & FL_ECNECHO else b'-'
    s[2] = b'P' if f & FL_PRI else b'-'
    s[3] = b'-'
    s[4] = b'A' if f & FL_CONG_ACTION else b'-'
    s[5] = b'E' if f & FL_CE else b'-'
    s[6] = b'F' if f & FL_FS else b'-'
    s[7] = b'N' if f & FL_ECT else b'-'
    s[8] = b' '
    s = put_int(s + 9, p.fid)
    s[0] = b' '
    s = hier_put_addr(k.hier, s + 1, p.src_addr)
    s[0] = b'.'
    s = put_int(s + 1, p.src_port)
    s[0] = b' '
    s = hier_put_addr(k.hier, s + 1, p.dst_addr)
    s[0] = b'.'
    s = put_int(s + 1, p.dst_port)
    s[0] = b' '
    s = put_int(s + 1, traced_seqno(p))
    s[0] = b' '
    s = put_int(s + 1, p.uid)
    if l.trace_tcphdr:
        s = put_tcphdr(s, p)
    if l.trace_tail != NULL:        # the hops' latitudes and longitudes
        s = put_str(s, l.trace_tail)
    s[0] = b'\n'
    k.outs[oid].len += (s + 1) - start


cdef char *put_tcphdr(char *s, Packet *p) noexcept:
    """Trace show_tcphdr_'s fields: ackno, flags, header length and SACK blocks.
    Full TCP fills the first three; ns-2's one-way TCP leaves them 0, as here."""
    s[0] = b' '
    s = put_int(s + 1, p.ackno)
    s += snprintf(s, 16, b" 0x%x ", p.tcp_flags)
    s = put_int(s, p.hlen)
    s[0] = b' '
    return put_int(s + 1, p.sa_len)


cdef void record_packet(Kernel k, char ev, int lid, Packet *p) noexcept:
    cdef PacketRecord *r
    if k.n_precs == k.cap_precs:
        k.cap_precs = k.cap_precs * 2 if k.cap_precs else 65536
        k.precs = <PacketRecord *>realloc(k.precs, k.cap_precs * sizeof(PacketRecord))
    r = &k.precs[k.n_precs]
    k.n_precs += 1
    r.time = k.now
    r.event = ev
    r.src_node = k.links[lid].src
    r.dst_node = k.links[lid].dst
    r.ptype = p.ptype
    r.size = p.size
    r.flags = p.flags
    r.fid = p.fid
    r.src_addr = p.src_addr
    r.src_port = p.src_port
    r.dst_addr = p.dst_addr
    r.dst_port = p.dst_port
    r.seqno = p.seqno
    r.uid = p.uid


cdef void record_var(Kernel k, int aid, int var, double value) noexcept:
    cdef VarRecord *r
    if k.n_vrecs == k.cap_vrecs:
        k.cap_vrecs = k.cap_vrecs * 2 if k.cap_vrecs else 4096
        k.vrecs = <VarRecord *>realloc(k.vrecs, k.cap_vrecs * sizeof(VarRecord))
    r = &k.vrecs[k.n_vrecs]
    k.n_vrecs += 1
    r.time = k.now
    r.value = value
    r.agent = aid
    r.var = var


cdef void trace_var_line(Kernel k, int aid, const char *name, const char *value) noexcept:
    """A TCP variable-trace line: time %-8.5f, then addr port daddr dport as %-2d."""
    cdef Agent *a = &k.agents[aid]
    cdef char *start
    cdef int n
    if a.vtrace < 0:
        return
    start = out_reserve(k, a.vtrace)
    n = snprintf(start, OUT_SLACK, b"%-8.5f %-2d %-2d %-2d %-2d %s %s\n",
                 k.now, hier_addr(k.hier, a.node), a.port, hier_addr(k.hier, a.dst_addr),
                 a.dst_port, name, value)
    k.outs[a.vtrace].len += n
